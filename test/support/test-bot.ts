/**
 * The whole bot wired as `npm start` wires it (`createBot`) — the dialog engine, the DynamoDB store
 * on the test run's engine, the laundry client against an in-process sandbox over HTTP — driven by
 * one person's inputs, for end-to-end tests. Each input is a turn with its own message id.
 */
import { randomUUID } from 'node:crypto';
import { SEED } from '../../infra/local/sandbox/seed-data';
import type { Sandbox, SandboxOptions } from '../../infra/local/sandbox/server';
import { type BotExtras, buildStack, type StackOptions } from '../../infra/local/stack-builder';
import { renderReplies } from '../../lib/channels/console/render';
import type { Conversation } from '../../lib/conversation/conversation';
import { consoleKey } from '../../lib/conversation/key';
import { conversationOfStoredKey } from '../../lib/conversation/stored-key';
import { runTurnSaid } from '../../lib/conversation/turn';
import type { DialogInput, DialogState, PromptReply, Reply } from '../../lib/dialog/types';
import { ENGLISH, type Words, words } from '../../lib/words';
import { TIME_ZONE } from './clock';
import { countRequests, createTestTable, type TestClientOptions } from './dynamodb';

export { TIME_ZONE } from './clock';

/** The environment every test stack shares: the sandbox, the table, the zone. */
export function testEnv(sandbox: Sandbox, tableName: string): Record<string, string> {
  return {
    LAUNDRY_API_URL: sandbox.commonUrl,
    LAUNDRY_AUTH_URL: sandbox.authUrl,
    LAUNDRY_BUSINESS_ID: String(SEED.businessId),
    LAUNDRY_TIMEOUT_MS: '3000',
    TIME_ZONE,
    DYNAMODB_TABLE: tableName,
    // The engine the table is on, for what reaches it without the bot's client (the SMS function's table).
    ...(process.env.TEST_DYNAMODB_ENDPOINT ? { DYNAMODB_ENDPOINT: process.env.TEST_DYNAMODB_ENDPOINT } : {}),
  };
}

export interface TestStackOptions<O extends BotExtras> {
  /** The clock of the bot and the sandbox alike. */
  now?: () => Date;
  sandbox?: SandboxOptions;
  /** More of the bot's environment (a channel's variables, staff, timeouts). */
  env?: Record<string, string>;
  /** The bot's overrides beyond the test defaults, given the configuration. */
  overrides?: StackOptions<O>['overrides'];
  /** How the bot's client reaches the table (through a proxy, its attempts' timeout). */
  dynamo?: TestClientOptions;
}

/**
 * The stack every test builds on (infra/local/stack-builder.ts): the sandbox over HTTP, a table of its
 * own on the test run's engine, the test environment, and quick retries of the laundry client.
 */
export async function startTestStack<O extends BotExtras = Record<never, never>>(
  options: TestStackOptions<O> = {},
) {
  const now = options.now ?? (() => new Date());
  const table = await createTestTable(options.dynamo);
  const dynamoRequests = countRequests(table.client);
  const stack = await buildStack({
    now,
    timeZone: TIME_ZONE,
    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
    table,
    env: (sandbox) => ({ ...testEnv(sandbox, table.tableName), ...options.env }),
    overrides: (config) => ({ laundryDeps: { retryBaseMs: 5 }, ...(options.overrides?.(config) as O) }),
  });
  return {
    ...stack,
    now,
    table,
    dynamoRequests,
    async close() {
      await stack.close();
      table.client.destroy();
    },
  };
}

export interface TestBotOptions {
  /** The clock of the bot and the sandbox alike. */
  now?: () => Date;
  sandbox?: SandboxOptions;
  timeoutMs?: number;
  /** More of the bot's environment (LANGUAGES, a staff setting). */
  env?: Record<string, string>;
  /** How the bot's client reaches the table (through a proxy, its attempts' timeout). */
  dynamo?: TestClientOptions;
}

export async function startTestBot(options: TestBotOptions = {}) {
  const errors: unknown[] = [];
  const stack = await startTestStack({
    ...options,
    env: { LAUNDRY_TIMEOUT_MS: String(options.timeoutMs ?? 3000), ...options.env },
    overrides: () => ({ onEngineError: (error: unknown) => errors.push(error) }),
  });
  const { sandbox, bot, dynamoRequests } = stack;
  let messages = 0;

  /** One person's conversation with the bot, under its own key. */
  function conversation(key: string) {
    const transcript: string[] = [];
    let last: Reply[] = [];
    let lastWords: Words = ENGLISH;

    async function send(
      input: DialogInput,
      shown = input.type === 'text' ? input.text : JSON.stringify(input),
      messageId?: string,
    ) {
      messages += 1;
      const said = await runTurnSaid(bot, {
        conversation: conversationOfStoredKey(key) as Conversation,
        messageId: messageId ?? `m${messages}`,
        input,
      });
      last = said.replies;
      lastWords = await words(said.language);
      transcript.push(`you › ${shown}`, renderReplies(last, { color: false, words: lastWords }));
      return last;
    }

    /** The last prompt of the last answer, if any. */
    function lastPrompt(): PromptReply | undefined {
      return [...last].reverse().find((r): r is PromptReply => r.type === 'prompt');
    }

    function prompt(): PromptReply {
      const found = lastPrompt();
      if (!found) throw new Error(`no prompt in:\n${renderReplies(last, { color: false })}`);
      return found;
    }

    function option(label: RegExp | string, on: PromptReply = prompt()) {
      const found = on.options.find((o) => matches(o.label, label));
      if (!found)
        throw new Error(
          `no option ${label} in prompt:\n${on.text}\n${on.options.map((o) => o.label).join('\n')}`,
        );
      return found;
    }

    const self = {
      key,
      send,
      lastPrompt,
      /** The prompt on screen (throws when there is none). */
      prompt,
      /** The option of the prompt on screen (or of `on`) whose label matches. */
      option,
      /** Types a line, as on the console or by SMS. */
      say: (text: string) => send({ type: 'text', text }),
      /** Clicks the option whose label matches, on `on` (by default the prompt on screen), as a Slack button would. */
      click(label: RegExp | string, on: PromptReply = prompt()) {
        const picked = option(label, on);
        return send(
          { type: 'choice', promptId: on.promptId, values: [picked.value] },
          `[click ${picked.label}]`,
        );
      },
      /** Types the number the terminal shows for the option whose label matches. */
      choose(label: RegExp | string) {
        const picked = option(label);
        const numbered = prompt().options.filter((o) => o.role !== 'command');
        if (numbered.some((o) => o.amountCents !== undefined)) return self.say(picked.label);
        return self.say(String(numbered.indexOf(picked) + 1));
      },
      /** The last answer as the console shows it. */
      text: () => renderReplies(last, { color: false }),
      /** The last answer's replies. */
      replies: () => last,
      /** The words of the last answer's language (what a channel renders them with). */
      words: () => lastWords,
      transcript: () => transcript.join('\n'),
      async state(): Promise<DialogState | undefined> {
        return (await bot.store.load(key)).state as DialogState | undefined;
      },
      /** Signs in as a seeded customer: phone, then the code the sandbox "texted". */
      async signIn(phoneNumber: string) {
        await self.say('hi');
        await self.say(phoneNumber);
        const code = sandbox.lastOtp(phoneNumber.replace(/\D/g, '').slice(-10));
        if (!code) throw new Error(`no code was sent:\n${self.transcript()}`);
        return self.say(code);
      },
    };
    return self;
  }

  return {
    ...conversation(consoleKey(`e2e-${randomUUID()}`)),
    sandbox,
    bot,
    ledger: bot.ledger,
    store: bot.store,
    /** The bot's table on the test run's engine. */
    table: stack.table,
    errors,
    /** DynamoDB requests made so far (all kinds). */
    dynamoRequests: () => dynamoRequests.count,
    /** Another person's conversation with the same bot. */
    fresh: () => conversation(consoleKey(`e2e-${randomUUID()}`)),
    /** The conversation stored under `key` (one a test put in the table itself). */
    conversationAt: conversation,
    close: stack.close,
  };
}

export type TestBot = Awaited<ReturnType<typeof startTestBot>>;

function matches(label: string, wanted: RegExp | string): boolean {
  return typeof wanted === 'string' ? label.toLowerCase().includes(wanted.toLowerCase()) : wanted.test(label);
}

export { mondayMorning } from './clock';
