/**
 * The whole bot wired as `npm start` wires it — the dialog engine, the DynamoDB store on the test
 * run's engine, the laundry client against an in-process sandbox over HTTP — driven by one person's
 * inputs, for end-to-end tests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SEED } from '../../infra/local/sandbox/seed-data';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../infra/local/sandbox/server';
import { renderReplies } from '../../lib/channels/console/render';
import { createDialogEngine } from '../../lib/dialog/engine';
import type { DialogState, PromptReply, Reply } from '../../lib/dialog/types';
import { createLaundryClient } from '../../lib/laundry/client';
import { createDynamoConversationStore, createDynamoOrderLedger, createTokenCipher } from '../../lib/store';
import { consoleKey } from '../../lib/turn/conversation-key';
import { runTurn } from '../../lib/turn/run-turn';
import { createTestTable } from './dynamodb';

export const TIME_ZONE = 'America/New_York';

export interface TestBotOptions {
  /** The clock of the bot and the sandbox alike. */
  now?: () => Date;
  sandbox?: SandboxOptions;
  timeoutMs?: number;
}

export async function startTestBot(options: TestBotOptions = {}) {
  const now = options.now ?? (() => new Date());
  const sandbox: Sandbox = await startSandbox({
    now,
    timeZone: TIME_ZONE,
    onOtp: () => {},
    ...options.sandbox,
  });
  const { client, tableName } = await createTestTable();
  let dynamoRequests = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      dynamoRequests++;
      return next(args);
    },
    { step: 'initialize' },
  );
  const store = createDynamoConversationStore({
    client,
    tableName,
    cipher: createTokenCipher(randomBytes(32)),
    idleTtlSeconds: 24 * 3600,
    now,
  });
  const ledger = createDynamoOrderLedger({ client, tableName, now });
  const laundry = createLaundryClient(
    {
      apiUrl: sandbox.commonUrl,
      authUrl: sandbox.authUrl,
      timeoutMs: options.timeoutMs ?? 3000,
      getRetries: 2,
    },
    { retryBaseMs: 5 },
  );
  const errors: unknown[] = [];
  const engine = createDialogEngine(
    { laundry, ledger, businessId: SEED.businessId, timeZone: TIME_ZONE, defaultTurnAroundHours: 48, now },
    (error) => errors.push(error),
  );
  const key = consoleKey(`e2e-${randomUUID()}`);
  const transcript: string[] = [];
  let last: Reply[] = [];

  async function input(text: string, replies: Promise<Reply[]>): Promise<Reply[]> {
    last = await replies;
    transcript.push(`you › ${text}`, renderReplies(last, { color: false }));
    return last;
  }

  /** The last prompt of the last answer. */
  function currentPrompt(): PromptReply {
    const prompt = [...last].reverse().find((r): r is PromptReply => r.type === 'prompt');
    if (!prompt) throw new Error(`no prompt in:\n${renderReplies(last, { color: false })}`);
    return prompt;
  }

  const bot = {
    sandbox,
    ledger,
    store,
    key,
    errors,
    /** DynamoDB requests made so far (all kinds). */
    dynamoRequests: () => dynamoRequests,
    /** Types a line, as on the console or by SMS. */
    say: (text: string) => input(text, runTurn({ store, engine }, key, { type: 'text', text })),
    /** Clicks the option whose label matches, on `prompt` (by default the one on screen), as a Slack button would. */
    click(label: RegExp | string, prompt: PromptReply = currentPrompt()) {
      const option = prompt.options.find((o) => matches(o.label, label));
      if (!option) throw new Error(`no option ${label} in prompt ${prompt.text}`);
      const click = { type: 'choice' as const, promptId: prompt.promptId, values: [option.value] };
      return input(`[click ${option.label}]`, runTurn({ store, engine }, key, click));
    },
    /** Types the number of the option whose label matches. */
    choose(label: RegExp | string) {
      const index = bot.prompt().options.findIndex((o) => matches(o.label, label));
      if (index < 0) throw new Error(`no option ${label} in:\n${bot.text()}`);
      return bot.say(String(index + 1));
    },
    /** The option of the prompt on screen whose label matches. */
    option(label: RegExp | string) {
      const option = bot.prompt().options.find((o) => matches(o.label, label));
      if (!option) throw new Error(`no option ${label} in:\n${bot.text()}`);
      return option;
    },
    prompt: currentPrompt,
    /** The last answer as the console shows it. */
    text: () => renderReplies(last, { color: false }),
    transcript: () => transcript.join('\n'),
    async state(): Promise<DialogState | undefined> {
      return (await store.load(key)).state as DialogState | undefined;
    },
    /** Signs in as a seeded customer: phone, then the code the sandbox "texted". */
    async signIn(phoneNumber: string) {
      await bot.say('hi');
      await bot.say(phoneNumber);
      const code = sandbox.lastOtp(phoneNumber.replace(/\D/g, '').slice(-10));
      if (!code) throw new Error(`no code was sent:\n${bot.transcript()}`);
      return bot.say(code);
    },
    async close() {
      await laundry.close();
      await sandbox.close();
      client.destroy();
    },
  };
  return bot;
}

export type TestBot = Awaited<ReturnType<typeof startTestBot>>;

function matches(label: string, wanted: RegExp | string): boolean {
  return typeof wanted === 'string' ? label.toLowerCase().includes(wanted.toLowerCase()) : wanted.test(label);
}

/** A fixed Monday morning in New York (13:00 UTC = 8 AM), so windows and days are the same every run. */
export function mondayMorning(): () => Date {
  const fixed = new Date('2026-11-23T13:00:00Z');
  return () => fixed;
}
