/**
 * SMS on the local stack: the SMS handler's route on the local gateway (`POST /sms/inbound`, signed as
 * Twilio signs) and a local stand-in for Twilio's Messages API whose every text is shown on stderr. With
 * `npm start -- --channel sms` the terminal is a phone: each line is posted to the gateway as Twilio's
 * inbound webhook, and the texts the stand-in receives for that phone are shown as the phone shows them.
 */
import { randomInt } from 'node:crypto';
import { createInterface } from 'node:readline';
import { advancedOptOut, keywordLanguages } from '../../lib/channels/sms/carrier-keywords';
import { createSmsHandler } from '../../lib/channels/sms/lambda-handler';
import { signTwilioRequest } from '../../lib/channels/sms/twilio-signature';
import { SMS_STATUS_PATH, withConnectionOverrides } from '../../lib/channels/sms/webhook-urls';
import type { SmsConfig } from '../../lib/config';
import { envSchema } from '../../lib/config/env';
import { stripControls } from '../../lib/dialog/clean-text';
import { maskPhone } from '../../lib/dialog/mask-phone';
import type { InProcessQueue } from '../../lib/queue/in-process-queue';
import type { Queue } from '../../lib/queue/queue';
import type { ItemTable } from '../../lib/store/item-table';
import type { PhoneFingerprint } from '../../lib/store/phone-fingerprint';
import type { HttpHandler } from './http-gateway';
import { type Closer, type Env, type GatewayStatus, LOCAL_SUPPORT_CONTACT } from './local-stack';
import { type RecordedSms, startTwilioApiRecorder, type TwilioApiRecorder } from './twilio-api-recorder';
import { inboundSms } from './twilio-inbound';
import { deliverTwilioWebhook, WebhookConnectionError } from './twilio-webhooks';

/** The Twilio account of the local stack when TWILIO_ACCOUNT_SID is not set: it only guards a laptop. */
export const LOCAL_TWILIO_ACCOUNT_SID = 'AC00000000000000000000000000010ca1';
export { LOCAL_SUPPORT_CONTACT } from './local-stack';
export const LOCAL_TWILIO_AUTH_TOKEN = 'local-twilio-auth-token-not-for-production';
/** The business number the terminal texts: Twilio's test number that always accepts. */
export const LOCAL_BUSINESS_NUMBER = '+15005550006';
/** The terminal's phone at a terminal, unless SMS_FROM names another (555-01xx numbers are fictional). */
/** Dana's phone in the sandbox: by SMS the code goes to the phone texting, so a seeded customer's number signs in. */
export const DEFAULT_SMS_FROM = '+12125550101';
/** Where the SMS handler is served, as in API Gateway. */
export const SMS_INBOUND_PATH = '/sms/inbound';
/**
 * The URL the handler rebuilds for a request to the local gateway (`https://<domain><path>`, the domain
 * being `localhost`): what Twilio would have signed.
 */
const LOCAL_WEBHOOK_URL = `https://localhost${SMS_INBOUND_PATH}`;

const E164 = /^\+[1-9]\d{6,14}$/;
const USER_PREFIX = 'you › ';

/** The Twilio variables of the local stack, and the stand-in for Twilio's Messages API when it runs. */
export interface LocalSms {
  env: Env;
  recorder: TwilioApiRecorder | undefined;
}

/**
 * Unless TWILIO_API_URL is set, a local stand-in for Twilio's Messages API (added to `closers`) and the
 * account to reach it with: the user's, else the local one. Nothing leaves the machine then, whatever
 * the credentials. Each text sent is printed to stderr whole, except those `chatPhone` receives
 * (the terminal chat shows them whole).
 * @example const sms = await localSmsEnv(env, closers, { chatPhone: '+12125550199' });
 */
export async function localSmsEnv(
  env: Env,
  closers: Closer[],
  options: { chatPhone: string | undefined },
): Promise<LocalSms> {
  if (env.TWILIO_API_URL) return { env: {}, recorder: undefined };
  const accountSid = env.TWILIO_ACCOUNT_SID || LOCAL_TWILIO_ACCOUNT_SID;
  const authToken = env.TWILIO_AUTH_TOKEN || LOCAL_TWILIO_AUTH_TOKEN;
  const businessName = env.BUSINESS_NAME || 'Laundry';
  const supportContact = env.SUPPORT_CONTACT || LOCAL_SUPPORT_CONTACT;
  const spanishKeywords =
    envSchema.shape.TWILIO_SPANISH_KEYWORDS.safeParse(env.TWILIO_SPANISH_KEYWORDS || undefined).data ?? false;
  // Advanced Opt-Out as docs/sms.md says to configure it on the Messaging Service: the Spanish keywords
  // where the business says it added them, as the bot reads them.
  const recorder = await startTwilioApiRecorder({
    accountSid,
    authToken,
    ...advancedOptOut(businessName, supportContact, keywordLanguages(spanishKeywords)),
  });
  recorder.onMessage = (message) => {
    if (message.sid && message.to === options.chatPhone) return;
    process.stderr.write(`${describeSentSms(message)}\n`);
  };
  closers.push({ name: 'Twilio Messages API recorder', close: () => recorder.close() });
  return {
    env: {
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_API_URL: recorder.url,
      SUPPORT_CONTACT: supportContact,
    },
    recorder,
  };
}

/**
 * One text the bot sent, whole: a line with the phone masked and the length, then the text as the phone
 * shows it, each line indented, e.g. `sms → (***) ***-0101 [42 chars]\n  │ Hi! To order, let's sign you in.`.
 * A text Twilio refused says so.
 */
export function describeSentSms(message: RecordedSms): string {
  const refused = message.sid ? '' : ', refused';
  // The body came over HTTP: nothing in it may drive the terminal.
  const lines = stripControls(message.body)
    .split('\n')
    .map((line) => `  │ ${line}`.trimEnd());
  return `sms → ${maskPhone(message.to)} [${message.body.length} chars${refused}]\n${lines.join('\n')}`;
}

/** The gateway's SMS route, when the Twilio account is configured: the SMS handler, enqueueing on `queue`, on the stack's clock `now`. */
export function smsRoutes(
  sms: SmsConfig | undefined,
  queue: Queue,
  fingerprint: PhoneFingerprint,
  table: ItemTable,
  now: () => number,
): Record<string, HttpHandler> {
  if (!sms) return {};
  const onError = (error: unknown) =>
    process.stderr.write(
      `sms: a text could not be queued (${error instanceof Error ? error.name : 'error'})\n`,
    );
  const handler = createSmsHandler({ sms, queue, fingerprint, table, onError, now });
  return { [`POST ${SMS_INBOUND_PATH}`]: handler, [`POST ${SMS_STATUS_PATH}`]: handler };
}

/**
 * The banner's SMS line: where Twilio's webhook is served (the route's URL) and how to text it from a
 * terminal, or, with `chatPhone`, the phone this terminal texts as.
 */
export function smsBannerLine(
  gateway: GatewayStatus,
  options: { configured: boolean; chatPhone: string | undefined },
): string {
  if (!options.configured)
    return '  SMS:          off: TWILIO_API_URL is set, so TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are needed';
  if ('unavailable' in gateway)
    return `  SMS:          off: ${gateway.unavailable}; set GATEWAY_PORT to another port, or 0 for any free one`;
  const how = options.chatPhone
    ? `this terminal texts it as ${maskPhone(options.chatPhone)}`
    : 'npm start -- --channel sms to text from this terminal';
  return `  SMS:          POST ${gateway.url} (${how})`;
}

/**
 * The phone the terminal chat texts as: SMS_FROM, else Dana's +12125550101 at a terminal (its conversation
 * resumes across runs) and a fresh number for a script, so each scripted run starts a fresh conversation
 * as the console chat's does. Area code 555 is assigned to no one. A RangeError names a bad SMS_FROM.
 */
export function chatPhoneOf(env: Env, interactive: boolean): string {
  const from = env.SMS_FROM?.trim();
  if (from) {
    if (!E164.test(from))
      throw new RangeError('SMS_FROM must be a phone number in E.164 form, like +12125550199');
    return from;
  }
  return interactive ? DEFAULT_SMS_FROM : `+1555${String(randomInt(10_000_000)).padStart(7, '0')}`;
}

/** A request as Twilio posts it: the form body and its headers. */
export interface TwilioWebhookRequest {
  body: string;
  headers: Record<string, string>;
}

/**
 * Twilio's inbound-message webhook for one text (its documented params, a fresh MessageSid), signed with
 * the account's auth token for the URL the handler checks: SMS_WEBHOOK_URL, else the local gateway's.
 * @example await fetch(url, { method: 'POST', ...inboundSmsRequest({ sms, from, to: LOCAL_BUSINESS_NUMBER, body: 'hi' }) });
 */
export function inboundSmsRequest(options: {
  sms: SmsConfig;
  from: string;
  to: string;
  body: string;
}): TwilioWebhookRequest {
  const params = inboundSms({
    from: options.from,
    to: options.to,
    body: options.body,
    accountSid: options.sms.accountSid,
  });
  const url = options.sms.webhookUrl ?? LOCAL_WEBHOOK_URL;
  return {
    body: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'TwilioProxy/1.1',
      'x-twilio-signature': signTwilioRequest(options.sms.authToken, url, params),
    },
  };
}

/** A phone texting the business number through the local gateway. */
export interface LocalPhone {
  /** Texts `body`; resolves with the texts the phone received for it, once the queue is idle. */
  text(body: string): Promise<string[]>;
  /** Runs `action` (a reminder brought due); resolves with the texts the phone received, once the queue is idle. */
  receive(action: () => Promise<void>): Promise<string[]>;
}

/**
 * Each text goes through the stand-in for Twilio (its opt-out handling and answers) and is posted over
 * HTTP to the gateway's SMS route as Twilio posts it (signed, retried only as the connection overrides
 * say: twilio-webhooks.ts); the answer is what the stand-in received for this phone once the queue has
 * drained (the turn and its retries).
 * @example const phone = localPhone({ inboundUrl, sms, number: '+12125550199', recorder, queue });
 */
export function localPhone(options: {
  inboundUrl: string;
  sms: SmsConfig;
  number: string;
  recorder: TwilioApiRecorder;
  queue: InProcessQueue;
}): LocalPhone {
  const { recorder, number } = options;
  let texting = false;
  const shown = recorder.onMessage;
  // A text the phone gets outside a turn of its own (staff answering a hand-off) is shown as it comes.
  recorder.onMessage = (message) => {
    if (!texting && message.sid && message.to === number)
      process.stderr.write(`${describeSentSms(message)}\n`);
    else shown?.(message);
  };
  /** The texts this phone received while `action` ran and the queue drained (a refused one never reaches it: its line is on stderr). */
  const receive = async (action: () => Promise<void>): Promise<string[]> => {
    texting = true;
    const before = recorder.messages.length;
    try {
      await action();
      await options.queue.drain();
    } finally {
      texting = false;
    }
    return recorder.messages
      .slice(before)
      .filter((message) => message.to === number && message.sid)
      .map((message) => message.body);
  };
  return {
    receive,
    text: (body) => receive(() => post(body)),
  };

  /** Posts `body` to the gateway as Twilio posts an inbound text. */
  async function post(body: string): Promise<void> {
    const params = inboundSms({
      from: number,
      to: LOCAL_BUSINESS_NUMBER,
      body,
      accountSid: options.sms.accountSid,
    });
    const delivery = await deliverTwilioWebhook({
      url: withConnectionOverrides(options.sms.webhookUrl ?? LOCAL_WEBHOOK_URL),
      authToken: options.sms.authToken,
      params: recorder.receive(params),
      post: async (_url, request) => {
        const response = await fetch(options.inboundUrl, { method: 'POST', ...request }).catch(() => {
          throw new WebhookConnectionError('ct');
        });
        // Read to the end, so the connection is free for the next text.
        await response.text();
        return response.status;
      },
    });
    const last = delivery.attempts.at(-1);
    if (!delivery.delivered) throw new Error(`the SMS webhook answered ${last?.status ?? 'nothing'}`);
  }
}

/**
 * One received text as its own block: a header with its length, then its lines as the phone shows
 * them, indented.
 * @example phoneBlock('Hi!\nWhat is your mobile number?') // 'sms › [32 chars]\n  Hi!\n  What is your mobile number?\n'
 */
export function phoneBlock(body: string): string {
  // The body came over HTTP: nothing in it may drive the terminal.
  const lines = stripControls(body)
    .split('\n')
    .map((line) => (line === '' ? '' : `  ${line}`));
  return `sms › [${body.length} chars]\n${lines.join('\n')}\n`;
}

/**
 * The terminal as a phone: runs until the input ends (EOF, Ctrl-D) or, interactive, Ctrl-C. Each line is
 * one text; the next prompt waits for the replies. Fed from a file, it echoes each line as `you › …` so
 * the output reads as a transcript; blank lines and `#` comments are not sent.
 */
export async function runSmsChat(opts: {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  interactive: boolean;
  phone: LocalPhone;
  /** A line the local stack answers itself (`/due`): what it says and the texts the phone got; undefined: a text. */
  local?: (line: string) => Promise<{ said: string; texts: string[] } | undefined>;
}): Promise<void> {
  const rl = opts.interactive
    ? createInterface({ input: opts.input, output: opts.output, terminal: true, prompt: USER_PREFIX })
    : createInterface({ input: opts.input, crlfDelay: Number.POSITIVE_INFINITY, terminal: false });
  // Ctrl-C in a raw-mode terminal reaches readline, not the process: treat it like Ctrl-D.
  rl.on('SIGINT', () => rl.close());
  try {
    if (opts.interactive) rl.prompt();
    // The async iterator queues lines that arrive while a text is answered, so texts never overlap.
    for await (const line of rl) {
      const text = line.trim();
      if (text !== '' && !(!opts.interactive && text.startsWith('#'))) {
        if (!opts.interactive) opts.output.write(`${USER_PREFIX}${text}\n`);
        const local = await opts.local?.(text);
        if (local) opts.output.write(`${local.said}\n${local.texts.map(phoneBlock).join('')}\n`);
        else opts.output.write(await repliesTo(opts.phone, text));
      }
      if (opts.interactive) rl.prompt();
    }
  } finally {
    rl.close();
    // Leaves the terminal on a fresh line after the last `you › `.
    if (opts.interactive) opts.output.write('\n');
  }
}

/** The blocks of the texts a line got back and a blank line, nothing when none came, or what failed. */
async function repliesTo(phone: LocalPhone, text: string): Promise<string> {
  try {
    const texts = await phone.text(text);
    return texts.length === 0 ? '' : `${texts.map(phoneBlock).join('')}\n`;
  } catch (error) {
    return `sms ✗ ${error instanceof Error ? error.message : String(error)}\n\n`;
  }
}
