/**
 * A world for one held-out run: the test bot on its own table and sandbox (the seed, plus what the
 * script's `WorldSetup` says happened before), on the held-out clock, with a laundry staff to hand
 * conversations to; and the person of the run, whose every turn is recorded.
 *
 * Every run starts from the same world, so a reply's outcome is compared with the canonical one's and
 * nothing else. A world can be kept as a snapshot (the sandbox's data, the table's items, and the
 * person's conversation with its sign-in) and a fresh bot started from it: a setup (Dana's earlier
 * orders) is played once per process, and so is a script's way to one of its questions.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteItemCommand } from '@aws-sdk/client-dynamodb';
import type { SandboxSnapshot } from '../../infra/local/sandbox/server';
import { renderReplies } from '../../lib/channels/console/render';
import type { DialogInput, DialogState, Reply } from '../../lib/dialog/types';
import { reminderWord } from '../../lib/flows/reminder';
import type { Item } from '../../lib/store/attribute-values';
import type { CustomerLink } from '../../lib/store/customer-link';
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

/** A world kept: the sandbox's data, the table's items, and the person's conversation, if one was under way. */
export interface Snapshot {
  sandbox: SandboxSnapshot;
  items: Item[];
  /** The person's key, and their sign-in (sealed under the bot's own key in the table: sealed again under the next's). */
  person?: { key: string; link: CustomerLink | undefined };
}

export type Person = ReturnType<TestBot['fresh']>;

/** A fresh bot, and one person talking to it. */
export interface World {
  bot: TestBot;
  person: Person;
  /** The sandbox's requests before the world was handed over (a setup's). */
  requestsBefore: number;
  close(): Promise<void>;
}

const setups = new Map<string, Promise<Snapshot>>();

/** Starts a bot on the held-out clock, its sandbox texting `CODE` as every code. */
function startBot(restore?: SandboxSnapshot): Promise<TestBot> {
  return startTestBot({
    now: mondayMorning(HELDOUT_CLOCK_AFTER),
    sandbox: { fixedOtp: CODE, ...(restore ? { restore } : {}) },
    env: STAFF_ENV,
  });
}

/**
 * A fresh world with `setup` behind it, and a person who has said nothing yet.
 * @example const world = await startWorld({ orders: true }); await world.person.say('hi');
 */
export async function startWorld(setup: WorldSetup | undefined): Promise<World> {
  if (!setup?.orders && !setup?.sameStoreAddress) return worldOf(await startBot(), undefined);
  const key = JSON.stringify(setup);
  let made = setups.get(key);
  if (!made) {
    made = playSetup(setup);
    setups.set(key, made);
  }
  return forkWorld(await made);
}

/** A fresh bot started from `snapshot`, its person the snapshot's (or a new one). */
export async function forkWorld(snapshot: Snapshot): Promise<World> {
  const bot = await startBot(snapshot.sandbox);
  await putItems(bot, snapshot.items);
  const { person } = snapshot;
  if (person?.link) await bot.store.saveLink(person.key, person.link);
  return worldOf(bot, person?.key);
}

function worldOf(bot: TestBot, key: string | undefined): World {
  return {
    bot,
    person: key ? bot.conversationAt(key) : bot.fresh(),
    requestsBefore: bot.sandbox.requests.length,
    close: () => bot.close(),
  };
}

/** What `world` holds now, to start another from. */
export async function snapshotOf(world: World): Promise<Snapshot> {
  const { bot, person } = world;
  const items = await scanAll(bot.table.client, { TableName: bot.table.tableName, ConsistentRead: true });
  const { link } = await bot.store.load(person.key);
  return { sandbox: bot.sandbox.snapshot(), items, person: { key: person.key, link } };
}

/** Plays a setup on a world of its own, and keeps what it left (its person's conversation left out). */
async function playSetup(setup: WorldSetup): Promise<Snapshot> {
  const world = worldOf(await startBot(), undefined);
  const { bot, person } = world;
  try {
    if (setup.sameStoreAddress) bot.sandbox.addAddress(DANA_ID, { ...SAME_STORE_ADDRESS });
    if (setup.orders) {
      for (const line of SETUP_ORDERS) {
        const at = (await questionNow(person)).question;
        if ('at' in line && line.at !== at)
          throw new Error(
            `the setup orders did not play: asked ${at}, not ${line.at}\n${person.transcript()}`,
          );
        await act(person, line);
      }
      if (bot.sandbox.orders.length !== 2)
        throw new Error(`the setup placed ${bot.sandbox.orders.length} orders\n${person.transcript()}`);
    }
    const { person: _setupPerson, ...kept } = await snapshotOf(world);
    return kept;
  } finally {
    await world.close();
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

/**
 * Does what a line says: the person types, staff write or hand back, a reminder arrives. Each message
 * has an id of its own: a world forked from a snapshot has the ids of the run it was kept from in its
 * recent turns, and a message under one of them would be taken for that one delivered again.
 */
export async function act(person: Person, line: Line): Promise<Reply[]> {
  const [input, shown] =
    'say' in line ? [{ type: 'text' as const, text: line.say }, line.say] : inputOf(line);
  return person.send(input, shown, randomUUID());
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
