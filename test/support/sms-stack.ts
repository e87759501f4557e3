/**
 * The SMS path wired as in AWS, in one process: the SMS handler (Twilio's signature scheme) → the
 * in-process FIFO queue → the worker (`createBot` on the test run's DynamoDB engine, the sandbox over
 * HTTP) → Twilio's Messages API, played by a local recorder over HTTP. A `Phone` texts as a person would.
 */
import { apiGatewayEvent } from '../../infra/local/http-gateway';
import type { SandboxOptions } from '../../infra/local/sandbox/server';
import { startQueueWorker } from '../../infra/local/stack-builder';
import { startTwilioApiRecorder } from '../../infra/local/twilio-api-recorder';
import { deliverTwilioWebhook } from '../../infra/local/twilio-webhooks';
import type { Bot } from '../../lib/bot';
import { advancedOptOut, keywordLanguages } from '../../lib/channels/sms/carrier-keywords';
import { createSmsHandler } from '../../lib/channels/sms/lambda-handler';
import { signTwilioRequest } from '../../lib/channels/sms/twilio-signature';
import { SMS_STATUS_PATH, withConnectionOverrides } from '../../lib/channels/sms/webhook-urls';
import type { Config } from '../../lib/config';
import { requireSms } from '../../lib/config';
import { smsKey } from '../../lib/conversation/key';
import type { Queue, QueueMessage } from '../../lib/queue/queue';
import { createHttpItemTable } from '../../lib/store/http-item-table';
import { phoneFingerprintOf } from '../../lib/store/phone-fingerprint';
import type { WorkerLine } from '../../lib/worker/handler';
import { startTestStack } from './test-bot';
import { testReminders } from './test-reminders';
import { inboundSms } from './twilio-payloads';

export const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const AUTH_TOKEN = 'test-twilio-auth-token-0123456789';
export const BUSINESS_NUMBER = '+15005550006';
/** The URL the handler rebuilds from API Gateway's event (`https://<domain><path>`), as Twilio would sign it. */
export const WEBHOOK_URL = 'https://localhost/sms/inbound';
/** The status callback URL a stack gives Twilio when a test sets it (`SMS_STATUS_CALLBACK_URL`). */
export const STATUS_URL = 'https://localhost/sms/status';

/** The bot's SMS variables, Twilio's Messages API at `apiUrl` (a recorder). */
export function smsEnv(apiUrl: string): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_API_URL: apiUrl,
    SUPPORT_CONTACT,
  };
}

const SUPPORT_CONTACT = 'support@spincity.example';

export async function startSmsStack(
  options: { now?: () => Date; sandbox?: SandboxOptions; env?: Record<string, string> } = {},
) {
  const now = options.now ?? (() => new Date());
  const twilio = await startTwilioApiRecorder({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    // What docs/sms.md says to configure in the Messaging Service's Advanced Opt-Out: the Spanish
    // keywords only where the business says it added them (TWILIO_SPANISH_KEYWORDS).
    ...advancedOptOut(
      'Spin City Laundry',
      options.env?.SUPPORT_CONTACT ?? SUPPORT_CONTACT,
      keywordLanguages(options.env?.TWILIO_SPANISH_KEYWORDS === 'true'),
    ),
  });
  const stack = await startTestStack({
    now,
    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
    env: {
      BUSINESS_NAME: 'Spin City Laundry',
      ...smsEnv(twilio.url),
      ...options.env,
    },
    overrides: (config) => ({ reminders: testReminders(() => recorded, now, config.reminderLeadMinutes) }),
  });
  const { sandbox, bot, config, dynamoRequests } = stack;
  const { reminders } = stack.overrides;
  /** Every message put on the queue (by the webhook and the reminders), as SQS would have been sent it. */
  const queued: QueueMessage[] = [];
  const recorded: Queue = {
    send: (message) => {
      queued.push(message);
      return queue.send(message);
    },
  };
  const workerLog: WorkerLine[] = [];
  // The queue's deduplication window runs on the stack's clock too, so a test can let it pass.
  const queue = startQueueWorker(bot, {
    log: (line) => workerLog.push(line),
    retryDelayMs: 10,
    now: () => now().getTime(),
  });
  const { post, phone, keyOf } = smsPhones({ config, bot, queue, twilio }, recorded);

  return {
    sandbox,
    twilio,
    bot,
    config,
    queue,
    queued,
    /** The test run's table, to read what the bot left in it. */
    table: stack.table,
    reminders,
    /** Lets every reminder scheduled so far (or due by `until`, epoch ms) come due, and waits for the worker to send them. */
    async fireReminders(until?: number) {
      await reminders.comeDue(until);
      await queue.drain();
    },
    workerLog,
    dynamoRequests,
    post,
    phone,
    keyOf,
    async close() {
      reminders.close();
      await queue.close();
      await twilio.statusCallbacksDone();
      await stack.close();
      await twilio.close();
    },
  };
}

/**
 * Phones texting the business number of a running stack whose bot has Twilio's variables (`smsEnv`):
 * Twilio's webhook, signed, to the SMS handler, which enqueues on `enqueue` (default: the worker's
 * queue), and the texts the recorder got. Another channel's stack can text through it too.
 */
export function smsPhones(
  stack: {
    config: Config;
    bot: Bot;
    queue: ReturnType<typeof startQueueWorker>;
    twilio: Awaited<ReturnType<typeof startTwilioApiRecorder>>;
  },
  enqueue: Queue = stack.queue,
  /** The URL Twilio is given: the handler's, with the connection overrides (webhook-urls.ts). */
  webhookUrl = withConnectionOverrides(WEBHOOK_URL),
) {
  const { config, bot, queue, twilio } = stack;
  const fingerprint = phoneFingerprintOf(bot.config);
  const handler = createSmsHandler({
    sms: requireSms(config),
    queue: enqueue,
    fingerprint,
    // The SMS function's own way to the table (no AWS SDK client), on the test run's engine.
    table: createHttpItemTable(config.dynamo),
    stats: { businessId: config.businessId },
    now: () => bot.now().getTime(),
  });

  /** Posts Twilio's webhook for `params`, signed with `authToken` unless `signature` is given. */
  async function post(
    params: Record<string, string>,
    options: { signature?: string | null; url?: string } = {},
  ) {
    const body = new URLSearchParams(params).toString();
    const signature =
      options.signature === undefined
        ? signTwilioRequest(AUTH_TOKEN, options.url ?? WEBHOOK_URL, params)
        : options.signature;
    const result = await handler(
      apiGatewayEvent('POST', '/sms/inbound', body, {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'TwilioProxy/1.1',
        ...(signature === null ? {} : { 'x-twilio-signature': signature }),
      }),
    );
    if (typeof result === 'string') return { statusCode: 200, body: result };
    return { statusCode: result.statusCode ?? 200, body: result.body ?? '' };
  }

  // Twilio's status callbacks (when a send carries one) reach this handler, as API Gateway would hand them over.
  twilio.statusPost = async (_url, request) => {
    const result = await handler(apiGatewayEvent('POST', SMS_STATUS_PATH, request.body, request.headers));
    return typeof result === 'string' ? 200 : (result.statusCode ?? 200);
  };

  /** Twilio's webhook for a text it received, delivered as Twilio delivers it (retried as configured). */
  async function deliver(params: Record<string, string>) {
    return deliverTwilioWebhook({
      url: webhookUrl,
      authToken: AUTH_TOKEN,
      params: twilio.receive(params),
      post: async (_url, request) => {
        const result = await handler(apiGatewayEvent('POST', '/sms/inbound', request.body, request.headers));
        return typeof result === 'string' ? 200 : (result.statusCode ?? 200);
      },
    });
  }

  /** Someone texting the business number. */
  function phone(number: string) {
    const sentTo = () => twilio.messages.filter((m) => m.to === number);
    return {
      number,
      /** Every text the bot sent this phone. */
      received: sentTo,
      /** The texts of the last reply (everything sent since the phone last texted). */
      lastReply: [] as string[],
      async text(body: string, messageSid?: string) {
        const before = sentTo().length;
        const delivery = await deliver(
          inboundSms({
            from: number,
            to: BUSINESS_NUMBER,
            body,
            accountSid: ACCOUNT_SID,
            ...(messageSid ? { messageSid } : {}),
          }),
        );
        if (!delivery.delivered)
          throw new Error(
            `handler answered ${delivery.attempts.map((a) => a.status ?? a.failure).join(', ')}`,
          );
        await queue.drain();
        await twilio.statusCallbacksDone();
        this.lastReply = sentTo()
          .slice(before)
          .map((m) => m.body);
        return this.lastReply.join('\n');
      },
    };
  }

  return {
    post,
    deliver,
    phone,
    /** The conversation key of a phone texting the business number (it names the phone by fingerprint). */
    keyOf: (number: string) => smsKey(BUSINESS_NUMBER, number, fingerprint),
  };
}

export type SmsStack = Awaited<ReturnType<typeof startSmsStack>>;

/** The answers of a returning customer's order, one text each, after the sign-in (ADDRESS and CARD only when asked). */
const ADDRESS = 'first address';
const CARD = 'first card';
const ORDER = [
  'new order',
  ADDRESS,
  'wash and fold',
  'none',
  'skip',
  '1', // bags
  'tomorrow',
  '1', // the first window
  'collect',
  'just this once',
  CARD,
  'no code',
  'no',
  'skip',
  'place it',
];

export async function signIn(stack: Pick<SmsStack, 'sandbox'>, phone: ReturnType<SmsStack['phone']>) {
  await phone.text('hi');
  // The code goes to the phone that is texting: no number to type.
  if (!phone.lastReply.join('\n').includes('Shall I text a code to this phone, (***) ***-0101?'))
    throw new Error(`not asked to text a code:\n${phone.lastReply.join('\n')}`);
  await phone.text('yes');
  const code = stack.sandbox.lastOtp('2125550101');
  if (!code) throw new Error('no code was sent');
  return phone.text(String(code));
}

/**
 * A text with its acute accents dropped: the SMS channel may drop á í ó ú to keep a Spanish text
 * GSM-7 (lib/channels/sms/gsm7.ts fitGsm7), so a test compares the words either way.
 */
export const unaccented = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\u0301/g, '')
    .normalize('NFC');

/** Answers each question in turn; `onEach` runs before each answer. */
export async function placeOrder(phone: ReturnType<SmsStack['phone']>, onEach?: () => Promise<void>) {
  for (const answer of ORDER) {
    const asked = phone.lastReply.join('\n');
    if (answer === ADDRESS && !/Where should we pick up/.test(asked)) continue;
    if (answer === CARD && !/Which card/.test(asked)) continue;
    await onEach?.();
    await phone.text(answer === ADDRESS || answer === CARD ? '1' : answer);
  }
}
