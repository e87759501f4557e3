/**
 * One customer in one channel, on the stacks the end-to-end tests use (test/support): the terminal
 * (the dialog as `npm start` runs it), SMS (Twilio-signed webhooks, the queue, the worker, the texts
 * Twilio was asked to send) and Slack (Bolt's receiver with real signatures, the queue, the worker, the
 * messages Slack was asked to post or update). Each writes down what the person typed and what they
 * were shown, as that channel shows it.
 */
import type { Sandbox } from '../../infra/local/sandbox/server';
import { startSlackApiRecorder } from '../../infra/local/slack-api-recorder';
import { renderSlackMessageAsSeen } from '../../infra/local/slack-message-as-seen';
import { renderReplies } from '../../lib/channels/console/render';
import { createSlackHandler } from '../../lib/channels/slack/lambda-handler';
import { requireSlack } from '../../lib/config';
import type { Language } from '../../lib/words/language';
import { TEAM } from '../support/slack-payloads';
import {
  BOT_TOKEN,
  controls,
  STAFF_CHANNEL,
  slackEnv,
  slackPoster,
  staffChannel,
  startSlackStack,
} from '../support/slack-stack';
import { STATUS_URL, startSmsStack } from '../support/sms-stack';
import { startTestBot } from '../support/test-bot';

export type Channel = 'terminal' | 'sms' | 'slack';

/** Every one-time code the sandbox "texts" in a transcript, so the code typed reads the same every run. */
export const CODE = '424242';

const STAFF_MEMBER = 'U0ALEX';
const STAFF_ENV = {
  STAFF_CHANNEL_ID: STAFF_CHANNEL,
  // Staffed all day, so the clock's hour never changes what the customer is told.
  STAFFED_HOURS: '00:00-23:59',
  STAFF_SLACK_USER_IDS: STAFF_MEMBER,
};

export interface CustomerOptions {
  now: () => Date;
  /** The language the person writes in from their first word. */
  language: Language;
  /** The bot's wait for the laundry service (LAUNDRY_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** What a conversation script drives: the person, the service behind the bot, and the staff if any. */
export interface Customer {
  channel: Channel;
  sandbox: Sandbox;
  /** Opens the conversation as the channel's people do: their first words typed, or /laundry in Slack (in English). */
  open(phone?: string): Promise<void>;
  /** Whether the last question offers an option whose label matches. */
  offers(label: string | RegExp): boolean;
  /** Types (texts) words. */
  say(text: string): Promise<void>;
  /** Takes the option whose label matches, as the channel's people do: its number, or a click in Slack. */
  pick(label: string | RegExp): Promise<void>;
  /** What the bot said last (the last turn's words), for a script's choice of answer. */
  lastSaid(): string;
  /** Signs in as a seeded customer, as the channel asks for it. */
  signIn(phone: string): Promise<void>;
  /** A line of what happened outside the chat, in the transcript (the service slow, a staff reply). */
  note(line: string): void;
  /** Forgets what was written so far: the transcript starts here. */
  startTranscript(): void;
  transcript(): string;
  /** The laundry's staff, where the channel reaches them (a thread in their Slack channel). */
  staff?: { reply(text: string): Promise<void>; handBack(): Promise<void> };
  close(): Promise<void>;
}

export const CHANNELS: Record<Channel, (options: CustomerOptions) => Promise<Customer>> = {
  terminal: terminalCustomer,
  sms: smsCustomer,
  slack: slackCustomer,
};

/**
 * A person's first words, and their yes to "text a code to this phone?". In Spanish, a whole request
 * (the example), in Slack too: a slash command says no language.
 */
const FIRST_WORDS: Record<Language, { hello: string; yes: string }> = {
  en: { hello: 'hi', yes: 'yes' },
  es: { hello: 'hola, quiero que recojan mi ropa mañana', yes: 'sí' },
};

/** A written record: lines, and where the transcript starts. */
function record() {
  let lines: string[] = [];
  return {
    push: (...more: string[]) => lines.push(...more),
    reset: () => {
      lines = [];
    },
    text: () => `${lines.join('\n').trimEnd()}\n`,
  };
}

/** `you › words`, then each of the bot's messages after a blank line, continuation lines indented. */
export function said(prefix: string, text: string): string {
  const indent = ' '.repeat(prefix.length);
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? `${prefix}${line}` : line ? `${indent}${line}` : ''))
    .join('\n');
}

/** The label that is `wanted` (case aside), else the first that contains it, or matches it. */
function find<T>(items: T[], labelOf: (item: T) => string, wanted: string | RegExp): T | undefined {
  if (typeof wanted !== 'string') return items.find((item) => wanted.test(labelOf(item)));
  const lower = wanted.toLowerCase();
  return (
    items.find((item) => labelOf(item).toLowerCase() === lower) ??
    items.find((item) => labelOf(item).toLowerCase().includes(lower))
  );
}

async function terminalCustomer(options: CustomerOptions): Promise<Customer> {
  const bot = await startTestBot({
    now: options.now,
    sandbox: { fixedOtp: CODE },
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const written = record();
  const say = async (text: string) => {
    await bot.say(text);
    written.push(`you › ${text}`, renderReplies(bot.replies(), { color: false, words: bot.words() }), '');
  };
  return {
    channel: 'terminal',
    sandbox: bot.sandbox,
    open: () => say(FIRST_WORDS[options.language].hello),
    say,
    // What the terminal's person types for an option: its number, or its label where options carry amounts.
    pick(label) {
      const prompt = bot.prompt();
      const numbered = prompt.options.filter((o) => o.role !== 'command');
      const picked = find(prompt.options, (o) => o.label, label);
      if (!picked)
        throw new Error(
          `no option ${label} in:\n${renderReplies(bot.replies(), { color: false, words: bot.words() })}`,
        );
      if (numbered.some((o) => o.amountCents !== undefined) || !numbered.includes(picked))
        return say(picked.label);
      return say(String(numbered.indexOf(picked) + 1));
    },
    offers: (label) => find(bot.lastPrompt()?.options ?? [], (o) => o.label, label) !== undefined,
    lastSaid: () => renderReplies(bot.replies(), { color: false, words: bot.words() }),
    async signIn(phone) {
      await say(FIRST_WORDS[options.language].hello);
      await say(phone);
      await say(CODE);
    },
    note: (line) => written.push(`(${line})`, ''),
    startTranscript: written.reset,
    transcript: written.text,
    close: bot.close,
  };
}

/** Alex, of the laundry's staff, in the staff channel's thread of the hand-off. */
function staffSide(
  parts: Parameters<typeof staffChannel>[0],
  note: (line: string) => void,
  /** Writes what the customer was shown since. */
  sync: () => void,
) {
  const staff = staffChannel(parts);
  const thread = () => {
    const [first] = staff.threads();
    if (!first) throw new Error('no staff thread was opened');
    return first;
  };
  let events = 0;
  return {
    async reply(text: string) {
      note(`Alex, in the staff thread, writes: ${text}`);
      events += 1;
      await staff.reply(STAFF_MEMBER, thread(), text, `Ev0TRANSCRIPT${String(events).padStart(3, '0')}`);
      sync();
    },
    async handBack() {
      note('Alex clicks "Hand back to the bot" in the staff thread');
      await staff.handBack(STAFF_MEMBER, thread());
      sync();
    },
  };
}

async function smsCustomer(options: CustomerOptions): Promise<Customer> {
  const slackApi = await startSlackApiRecorder({
    botToken: BOT_TOKEN,
    teamId: TEAM,
    names: { [STAFF_MEMBER]: 'Alex' },
  });
  const stack = await startSmsStack({
    now: options.now,
    sandbox: { fixedOtp: CODE },
    env: {
      ...slackEnv(slackApi.url),
      ...STAFF_ENV,
      SMS_STATUS_CALLBACK_URL: STATUS_URL,
      ...(options.timeoutMs ? { LAUNDRY_TIMEOUT_MS: String(options.timeoutMs) } : {}),
    },
  });
  const PHONE = '+12125550101';
  let phone = stack.phone(PHONE);
  const written = record();
  /** The texts the phone got in the last turn, and how many it has got in all. */
  let lastTurn: string[] = [];
  let seen = 0;
  const sync = () => {
    lastTurn = phone
      .received()
      .slice(seen)
      .map((m) => m.body);
    seen += lastTurn.length;
    for (const body of lastTurn) written.push(said('bot › ', body), '');
  };
  const say = async (text: string) => {
    await phone.text(text);
    written.push(`you › ${text}`, '');
    sync();
  };
  const note = (line: string) => written.push(`(${line})`, '');
  return {
    channel: 'sms',
    sandbox: stack.sandbox,
    open(from = PHONE) {
      phone = stack.phone(from);
      seen = 0;
      return say(FIRST_WORDS[options.language].hello);
    },
    say,
    // The texts number their options: the person texts the number of the line that names it.
    pick(label) {
      const option = numberedOption(lastTurn, label);
      if (!option) throw new Error(`no option ${label} in:\n${lastTurn.join('\n')}`);
      return say(option.number);
    },
    offers: (label) => numberedOption(lastTurn, label) !== undefined,
    lastSaid: () => lastTurn.join('\n'),
    async signIn(number) {
      phone = stack.phone(`+1${number.replace(/\D/g, '').slice(-10)}`);
      seen = 0;
      await say(FIRST_WORDS[options.language].hello);
      await say(FIRST_WORDS[options.language].yes);
      await say(CODE);
    },
    note,
    startTranscript: written.reset,
    transcript: written.text,
    staff: staffSide(
      {
        slackApi,
        post: slackPoster(createSlackHandler({ slack: requireSlack(stack.config), queue: stack.queue })),
        queue: stack.queue,
      },
      note,
      sync,
    ),
    async close() {
      await stack.close();
      await slackApi.close();
    },
  };
}

async function slackCustomer(options: CustomerOptions): Promise<Customer> {
  const stack = await startSlackStack({
    now: options.now,
    sandbox: { fixedOtp: CODE },
    names: { [STAFF_MEMBER]: 'Alex', U0DANA: 'Dana' },
    env: {
      ...STAFF_ENV,
      // The business's name, as the SMS transcripts' stack has it: staff speak as "Alex at Spin City Laundry".
      BUSINESS_NAME: 'Spin City Laundry',
      ...(options.timeoutMs ? { LAUNDRY_TIMEOUT_MS: String(options.timeoutMs) } : {}),
    },
  });
  const person = stack.person('U0DANA');
  const written = record();
  const note = (line: string) => written.push(`(${line})`, '');
  /** What each message of the DM showed last, by its number in the DM (1 is the first). */
  let seen = new Map<string, string>();
  let lastTurn: string[] = [];

  /** Writes what the person did, then what Slack shows since: new messages, and the ones updated. */
  async function act(shown: string, run: () => Promise<unknown>) {
    await run();
    written.push(`you › ${shown}`, '');
    sync();
  }

  function sync() {
    const posted: string[] = [];
    const updated: string[] = [];
    const messages = stack.slackApi.messages.filter(
      (m) => m.channel === person.dm && (!m.ephemeralFor || m.ephemeralFor === person.user),
    );
    const now = new Map<string, string>();
    messages.forEach((message, i) => {
      const view = renderSlackMessageAsSeen(message.blocks, message.text);
      now.set(message.ts, view);
      const before = seen.get(message.ts);
      if (before === view) return;
      if (before === undefined) {
        const who = message.ephemeralFor ? 'bot (only you can see this) › ' : 'bot › ';
        written.push(`#${i + 1}`, said(who, view), '');
      } else {
        // An update shows what it changed: the lines that were not there before (an answered menu's ✅).
        const old = new Set(before.split('\n'));
        const changed = view.split('\n').filter((line) => !old.has(line));
        written.push(said(`bot (#${i + 1} now shows) › `, changed.join('\n') || '(less than before)'), '');
      }
      (before === undefined ? posted : updated).push(view);
    });
    seen = now;
    // What the bot said last is what it posted; a menu it only marked as answered is not asked again.
    lastTurn = posted.length ? posted : updated;
  }

  const say = (text: string) => act(text, () => person.type(text));
  return {
    channel: 'slack',
    sandbox: stack.sandbox,
    open: () =>
      options.language === 'en'
        ? act('/laundry', () => person.slash())
        : say(FIRST_WORDS[options.language].hello),
    say,
    // A click on the control that names it, on the newest message with controls.
    pick(label) {
      const menu = person.openMenu();
      const control = find(controls(menu.blocks), (c) => c.text, label);
      if (!control)
        throw new Error(`no control ${label} in:\n${renderSlackMessageAsSeen(menu.blocks, menu.text)}`);
      if (control.kind === 'multi')
        return act(`[picks ${control.text}, then Done]`, () => person.pickMany([control.text], menu));
      return act(`[clicks ${control.text}]`, () => person.click(control.text, menu));
    },
    offers(label) {
      const menu = stack.slackApi.messages
        .filter((m) => m.channel === person.dm && controls(m.blocks).length)
        .at(-1);
      return menu !== undefined && find(controls(menu.blocks), (c) => c.text, label) !== undefined;
    },
    lastSaid: () => lastTurn.join('\n'),
    async signIn(phone) {
      if (options.language === 'en') await act('/laundry', () => person.slash());
      else await say(FIRST_WORDS[options.language].hello);
      await say(phone);
      await say(CODE);
    },
    note,
    startTranscript() {
      written.reset();
    },
    transcript: written.text,
    staff: staffSide(stack, note, sync),
    close: stack.close,
  };
}

/** The option a text numbers (`2 Wash & Fold`) whose words match. */
export function numberedOption(texts: string[], label: string | RegExp): { number: string } | undefined {
  const lines = texts
    .join('\n')
    .split('\n')
    .flatMap((line) => {
      const numbered = /^\s*(\d+)[.)]?\s+(.*)$/.exec(line);
      return numbered?.[1] && numbered[2] ? [{ number: numbered[1], words: numbered[2] }] : [];
    });
  return find(lines, (line) => line.words, label);
}
