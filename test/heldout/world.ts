/**
 * A world for one held-out run: the test bot on its own table and sandbox (the seed, plus what the
 * script's `WorldSetup` says happened before), on the held-out clock, with a laundry staff to hand
 * conversations to; and the person of the run, whose every turn is recorded.
 *
 * Every run starts from the same world, so a reply's outcome is compared with the canonical one's and
 * nothing else: a setup (Dana's earlier orders) is played once per process and kept as a snapshot
 * (the sandbox's data and the table's items), which each run's fresh sandbox and table start from.
 */
import type { SandboxSnapshot } from '../../infra/local/sandbox/server';
import { renderReplies } from '../../lib/channels/console/render';
import type { DialogInput, DialogState, Reply } from '../../lib/dialog/types';
import { reminderWord } from '../../lib/flows/reminder';
import type { Item } from '../../lib/store/attribute-values';
import { BatchWriteItemCommand } from '../../lib/store/dynamodb';
import { mondayMorning } from '../support/clock';
import { scanAll } from '../support/dynamodb';
import { STAFF_CHANNEL, slackEnv } from '../support/slack-stack';
import { startTestBot, type TestBot } from '../support/test-bot';
import {
  CODE,
  HELDOUT_CLOCK_AFTER,
  type Line,
  SAME_STORE_ADDRESS,
  SETUP_ORDERS,
  type WorldSetup,
} from './flows';
import { NO_QUESTION, questionOf } from './questions';

/** The laundry's person in the hand-off thread, as the staff desk names them. */
const STAFF = { from: 'Alex', business: 'Spin City Laundry' };
const DANA_ID = 1001;

/**
 * A staff channel, staffed all day (what the customer is told never depends on the hour). Nothing is
 * posted to it: a turn's notices are the worker's to deliver, and these runs take their turns directly.
 */
const STAFF_ENV = {
  ...slackEnv('http://127.0.0.1:9/api/'),
  STAFF_CHANNEL_ID: STAFF_CHANNEL,
  STAFFED_HOURS: '00:00-23:59',
};

/** What a setup leaves: the sandbox's data and the table's items. */
interface Snapshot {
  sandbox: SandboxSnapshot;
  items: Item[];
}

/** One turn of the run: the question it answered, what was sent, and what the bot said. */
export interface Turn {
  question: string;
  sent: string;
  replies: Reply[];
}

export type Person = ReturnType<TestBot['fresh']>;

/** A fresh bot with `setup` behind it, and one person talking to it. */
export interface World {
  bot: TestBot;
  person: Person;
  /** The sandbox's requests before the person's first words (a setup's). */
  requestsBefore: number;
  close(): Promise<void>;
}

const snapshots = new Map<string, Promise<Snapshot>>();

/** Starts a bot on the held-out clock, its sandbox texting `CODE` as every code. */
function startBot(restore?: SandboxSnapshot): Promise<TestBot> {
  return startTestBot({
    now: mondayMorning(HELDOUT_CLOCK_AFTER),
    sandbox: { fixedOtp: CODE, ...(restore ? { restore } : {}) },
    env: STAFF_ENV,
  });
}

/**
 * A fresh world with `setup` behind it.
 * @example const world = await startWorld({ orders: true }); await world.person.say('hi');
 */
export async function startWorld(setup: WorldSetup | undefined): Promise<World> {
  const key = JSON.stringify(setup ?? {});
  let made = snapshots.get(key);
  if (!made && (setup?.orders || setup?.sameStoreAddress)) {
    made = takeSnapshot(setup);
    snapshots.set(key, made);
  }
  const snapshot = made ? await made : undefined;
  const bot = await startBot(snapshot?.sandbox);
  if (snapshot) await putItems(bot, snapshot.items);
  return {
    bot,
    person: bot.fresh(),
    requestsBefore: bot.sandbox.requests.length,
    close: () => bot.close(),
  };
}

/** Plays a setup on a bot of its own, and keeps what it left. */
async function takeSnapshot(setup: WorldSetup): Promise<Snapshot> {
  const bot = await startBot();
  try {
    if (setup.sameStoreAddress) bot.sandbox.addAddress(DANA_ID, { ...SAME_STORE_ADDRESS });
    if (setup.orders) {
      const person = bot.fresh();
      for (const line of SETUP_ORDERS) {
        const at = questionOf(await person.state());
        if ('at' in line && line.at !== at)
          throw new Error(
            `the setup orders did not play: asked ${at}, not ${line.at}\n${person.transcript()}`,
          );
        await act(person, line);
      }
      if (bot.sandbox.orders.length !== 2)
        throw new Error(`the setup placed ${bot.sandbox.orders.length} orders\n${person.transcript()}`);
    }
    const items = await scanAll(bot.table.client, { TableName: bot.table.tableName, ConsistentRead: true });
    return { sandbox: bot.sandbox.snapshot(), items };
  } finally {
    await bot.close();
  }
}

async function putItems(bot: TestBot, items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const { UnprocessedItems } = await bot.table.client.send(
        new BatchWriteItemCommand({ RequestItems: { [bot.table.tableName]: requests } }),
      );
      requests = (UnprocessedItems?.[bot.table.tableName] ?? []) as typeof requests;
    }
  }
}

/** Does what a line says: the person types, staff write or hand back, a reminder arrives. */
export async function act(person: Person, line: Line): Promise<Reply[]> {
  if ('say' in line) return person.say(line.say);
  return person.send(...inputOf(line));
}

/** A line that is not the person's typing, as the dialog's input and as a transcript shows it. */
function inputOf(line: Exclude<Line, { say: string }>): [DialogInput, string] {
  if ('staff' in line)
    return [
      { type: 'relay', ...STAFF, text: line.staff },
      `[${STAFF.from} at the laundry writes: ${line.staff}]`,
    ];
  if ('handBack' in line)
    return [{ type: 'relay', ...STAFF, end: true }, `[${STAFF.from} hands the conversation back to the bot]`];
  return [
    { type: 'open', word: reminderWord(line.reminder), orderId: line.orderId, byBot: true },
    `[the bot's reminder of order #${line.orderId}'s ${line.reminder} arrives]`,
  ];
}

/** The question on screen now. */
export async function questionNow(
  person: Person,
): Promise<{ question: string; state: DialogState | undefined }> {
  const state = await person.state();
  return { question: state ? questionOf(state) : NO_QUESTION, state };
}

/** The last answer as the terminal shows it, in the language it was said in. */
export function screenOf(person: Person): string {
  return renderReplies(person.replies(), { color: false, words: person.words() }).trimEnd();
}
