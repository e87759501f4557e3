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
import type { DialogInput, DialogState, PromptReply, Reply } from '../../lib/dialog/types';
import { createLaundryClient } from '../../lib/laundry/client';
import { createDynamoConversationStore, createDynamoOrderLedger, createTokenCipher } from '../../lib/store';
import { consoleKey } from '../../lib/turn/conversation-key';
import { runTurn } from '../../lib/turn/run-turn';
import { countRequests, createTestTable } from './dynamodb';

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
  const dynamoRequests = countRequests(client);
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
  /** One person's conversation with the bot, under its own key. */
  function conversation(key: string) {
    const transcript: string[] = [];
    let last: Reply[] = [];

    async function send(
      input: DialogInput,
      shown = input.type === 'text' ? input.text : JSON.stringify(input),
    ) {
      last = await runTurn({ store, engine }, key, input);
      transcript.push(`you › ${shown}`, renderReplies(last, { color: false }));
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
      /** Types the number of the option whose label matches. */
      choose(label: RegExp | string) {
        const picked = option(label);
        return self.say(String(prompt().options.indexOf(picked) + 1));
      },
      /** The last answer as the console shows it. */
      text: () => renderReplies(last, { color: false }),
      transcript: () => transcript.join('\n'),
      async state(): Promise<DialogState | undefined> {
        return (await store.load(key)).state as DialogState | undefined;
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

  const bot = {
    ...conversation(consoleKey(`e2e-${randomUUID()}`)),
    sandbox,
    ledger,
    store,
    errors,
    /** DynamoDB requests made so far (all kinds). */
    dynamoRequests: () => dynamoRequests.count,
    /** Another person's conversation with the same bot. */
    fresh: () => conversation(consoleKey(`e2e-${randomUUID()}`)),
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
