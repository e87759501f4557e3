/**
 * A local stand-in for Twilio's Messages API at the HTTP boundary: it records every message the bot
 * sends and answers the way Twilio does, so tests assert the real requests and `npm start` can show them.
 *
 * Like Twilio: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded `To`, `From`,
 * `Body`; wrong or missing Basic auth is 401 with error 20003; another account's path, or any other
 * path, is 404 with 20404; a missing To/From/Body is 400 with 21604/21603/21602, a To that is not E.164
 * is 21211, a Body over 1,600 characters is 21617; success is 201 with a message resource (`SM…` sid,
 * status `queued`). Errors are Twilio's JSON: `{ code, message, more_info, status }`. A send can be
 * made to fail once (`failNext`), with a Twilio error or a bare HTTP status, and every send to one
 * number can be made to fail (`failFor`: a 400 with 21610 for a phone unsubscribed at the carrier).
 *
 * Twilio's opt-out handling, as on a stock number (Advanced Opt-Out on): a text that is one of Twilio's
 * opt-out words (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE, OPTOUT) puts its phone on the
 * block list and is answered by the stand-in itself; an opt-in word (START, UNSTOP, and YES from a
 * blocked phone) takes it off and is answered; a help word (HELP, INFO) from a phone not blocked is
 * answered. The answers are the texts configured (`optOutReplies`), recorded like any message sent.
 * Twilio's defaults are English only: another language's words (Spanish's PARA, AYUDA…) are keywords
 * only when added to Advanced Opt-Out as custom keywords (`optOutLanguages`, as docs/sms.md sets them),
 * each language's words answered with that language's texts, and matched the same way (the whole
 * message, any case); without them such a word is an ordinary text, passed on with no `OptOutType`.
 * Every create to a blocked phone is refused: 400 with 21610. The text is then passed on to the
 * webhook all the same, with `OptOutType` (STOP, START, HELP), as Twilio does (`receive`).
 *
 * Status callbacks, as Twilio posts them: a create that carries `StatusCallback` gets, once accepted,
 * one signed POST to that URL with the message's final status (Twilio also posts the steps between,
 * `sent` and the like, which the bot records nothing for): `delivered`, or, for a phone the carrier
 * fails (`failDelivery`, e.g. a phone marked unreachable: `undelivered` with 30003), the failure and
 * its `ErrorCode`. Posted with `statusPost` (an HTTP POST by default), retried as Twilio's webhooks are.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverTwilioWebhook, WebhookConnectionError, type WebhookPost } from './twilio-webhooks';

/** Twilio's limit on a message body, in characters (counted here as UTF-16 code units). */
export const TWILIO_BODY_LIMIT = 1600;

/** One Messages create, as the bot sent it. */
export interface RecordedSms {
  to: string;
  from: string;
  body: string;
  at: number;
  /** The sid Twilio would answer with; absent when the send was refused (auth, validation, `failNext`). */
  sid?: string;
  /** The Messaging Service it was sent through, if any. */
  messagingServiceSid?: string;
  /** Where its status is posted, if anywhere. */
  statusCallback?: string;
}

/** How the carrier fails a text Twilio accepted, as its status callback says. */
export interface DeliveryFailure {
  status: 'undelivered' | 'failed';
  code: number;
}

/** A Twilio error (its code, HTTP status and, optionally, message), or a bare HTTP status with no JSON. */
export type TwilioFailure = { code: number; status: number; message?: string } | { status: number };

/** A running recorder: what it saw, how to make it fail, how to stop it. */
export interface TwilioApiRecorder {
  /** The API's origin, for `createTwilioMessages({ apiUrl })`. */
  url: string;
  /** Every Messages create, in order, refused ones included. */
  messages: RecordedSms[];
  /** The next Messages create fails this way (several calls queue up, one per send). */
  failNext(failure: TwilioFailure): void;
  /**
   * Every create to this number (E.164) fails this way from now on, as for a phone that texted STOP at
   * the carrier (`{ status: 400, code: 21610 }`); undefined lets it through again.
   */
  failFor(to: string, failure: TwilioFailure | undefined): void;
  /** Called after each recorded create (npm start prints them). */
  onMessage?: (message: RecordedSms) => void;
  /** The phones that texted an opt-out word and not an opt-in word since (Twilio's block list). */
  blocked: Set<string>;
  /**
   * Every text to this number (E.164) Twilio accepts and the carrier then fails this way, as its status
   * callback says (`{ status: 'undelivered', code: 30003 }`: the phone is unreachable); undefined lets them through.
   */
  failDelivery(to: string, failure: DeliveryFailure | undefined): void;
  /** How a status callback is posted (default: an HTTP POST to its URL). */
  statusPost: WebhookPost;
  /** Resolves when every status callback posted so far has been answered. */
  statusCallbacksDone(): Promise<void>;
  /**
   * A text a phone sends the business number, as Twilio takes it: its opt-out handling (and answer),
   * then the params its webhook is posted with (`OptOutType` added for a keyword).
   */
  receive(params: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

const KNOWN_MESSAGES: Record<number, string> = {
  20003: 'Authenticate',
  20404: 'The requested resource was not found',
  20429: 'Too Many Requests',
  20500: 'An internal server error has occurred',
  21602: 'Message body is required.',
  21603: "A 'From' phone number is required.",
  21604: "A 'To' phone number is required.",
  21610: 'Attempt to send to unsubscribed recipient',
  21612: "The 'To' phone number is not currently reachable via SMS",
  21617: 'The concatenated message body exceeds the 1600 character limit.',
};

/**
 * Starts the recorder on 127.0.0.1 (a free port unless one is given).
 * @example
 * const twilio = await startTwilioApiRecorder({ accountSid: 'AC…', authToken: 'secret' });
 * createTwilioMessages({ accountSid: 'AC…', authToken: 'secret', apiUrl: twilio.url, timeoutMs: 2000 });
 */
export async function startTwilioApiRecorder(options: {
  accountSid: string;
  authToken: string;
  port?: number;
  /** Advanced Opt-Out's answers as configured on the Messaging Service; Twilio's stock ones otherwise. */
  optOutReplies?: OptOutReplies;
  /** Advanced Opt-Out's custom keywords of other languages, each with its own answers; none on a stock service. */
  optOutLanguages?: OptOutLanguage[];
}): Promise<TwilioApiRecorder> {
  const keywordSets: OptOutLanguage[] = [
    {
      optOut: TWILIO_OPT_OUT_WORDS,
      optIn: TWILIO_OPT_IN_WORDS,
      help: TWILIO_HELP_WORDS,
      replies: options.optOutReplies ?? TWILIO_STOCK_REPLIES,
    },
    ...(options.optOutLanguages ?? []),
  ];
  const blocked = new Set<string>();
  const messages: RecordedSms[] = [];
  const failures: TwilioFailure[] = [];
  const failuresByNumber = new Map<string, TwilioFailure>();
  const deliveryFailures = new Map<string, DeliveryFailure>();
  const callbacks = new Set<Promise<unknown>>();
  const expectedAuth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  const recorder: TwilioApiRecorder = {
    url: '',
    messages,
    failNext(failure) {
      failures.push(failure);
    },
    failFor(to, failure) {
      if (failure) failuresByNumber.set(to, failure);
      else failuresByNumber.delete(to);
    },
    blocked,
    failDelivery(to, failure) {
      if (failure) deliveryFailures.set(to, failure);
      else deliveryFailures.delete(to);
    },
    statusPost: postOverHttp,
    async statusCallbacksDone() {
      while (callbacks.size) await Promise.allSettled([...callbacks]);
    },
    receive(params) {
      const phone = params.From ?? '';
      const word = (params.Body ?? '')
        .trim()
        .replace(/[.!?]+$/, '')
        .toUpperCase();
      const answer = (body: string) => {
        const message: RecordedSms = { to: phone, from: params.To ?? '', body, at: Date.now() };
        message.sid = `SM${randomBytes(16).toString('hex')}`;
        messages.push(message);
        recorder.onMessage?.(message);
      };
      // Each language's words get that language's answer.
      const of = (list: 'optOut' | 'optIn' | 'help') => keywordSets.find((set) => set[list].includes(word));
      const optOut = of('optOut');
      if (optOut) {
        const already = blocked.has(phone);
        blocked.add(phone);
        if (!already) answer(optOut.replies.optOut);
        return { ...params, OptOutType: 'STOP' };
      }
      const optIn = of('optIn');
      if (optIn && (word !== 'YES' || blocked.has(phone))) {
        blocked.delete(phone);
        answer(optIn.replies.optIn);
        return { ...params, OptOutType: 'START' };
      }
      const help = of('help');
      if (help && !blocked.has(phone)) {
        answer(help.replies.help);
        return { ...params, OptOutType: 'HELP' };
      }
      return params;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server: Server = createServer(async (req, res) => {
    const sendJson = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    const sendError = (status: number, code: number, message = KNOWN_MESSAGES[code] ?? `Error ${code}`) =>
      sendJson(
        status,
        { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
        status === 401 ? { 'www-authenticate': 'Basic realm="Twilio API"' } : {},
      );

    const path = req.url?.split('?')[0] ?? '';
    const account = MESSAGES_PATH.exec(path)?.[1];
    const params = await readForm(req);
    if (req.method !== 'POST' || account === undefined) {
      return sendError(404, 20404, `The requested resource ${path} was not found`);
    }
    const message: RecordedSms = {
      to: params.get('To') ?? '',
      from: params.get('From') ?? '',
      body: params.get('Body') ?? '',
      at: Date.now(),
    };
    messages.push(message);
    const refusal = refuse(req, account, message);
    if (refusal) {
      recorder.onMessage?.(message);
      if ('code' in refusal) return sendError(refusal.status, refusal.code, refusal.message);
      res.writeHead(refusal.status, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end(STATUS_CODES[refusal.status] ?? 'Error');
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    message.sid = sid;
    const service = params.get('MessagingServiceSid');
    if (service) message.messagingServiceSid = service;
    const statusCallback = params.get('StatusCallback');
    if (statusCallback) message.statusCallback = statusCallback;
    recorder.onMessage?.(message);
    sendJson(201, resource(options.accountSid, sid, message));
    if (statusCallback) postStatus(statusCallback, { ...message, sid });
  });

  /** The message's final status, posted as Twilio posts it (signed, retried as configured). */
  function postStatus(url: string, message: RecordedSms & { sid: string }) {
    const failure = deliveryFailures.get(message.to);
    const status = failure?.status ?? 'delivered';
    const params: Record<string, string> = {
      AccountSid: options.accountSid,
      ApiVersion: '2010-04-01',
      From: message.from,
      To: message.to,
      MessageSid: message.sid,
      SmsSid: message.sid,
      MessageStatus: status,
      SmsStatus: status,
      ...(message.messagingServiceSid ? { MessagingServiceSid: message.messagingServiceSid } : {}),
      ...(failure ? { ErrorCode: String(failure.code) } : {}),
    };
    const posted = deliverTwilioWebhook({
      url,
      authToken: options.authToken,
      params,
      post: (to, request) => recorder.statusPost(to, request),
    }).catch(() => undefined);
    callbacks.add(posted);
    void posted.finally(() => callbacks.delete(posted));
  }

  /** Why Twilio would refuse this create, if it would. */
  function refuse(req: IncomingMessage, account: string, message: RecordedSms): TwilioFailure | undefined {
    const failure = failures.shift() ?? failuresByNumber.get(message.to);
    if (failure) return failure;
    if (blocked.has(message.to)) return { status: 400, code: 21610 };
    if (req.headers.authorization !== expectedAuth) return { status: 401, code: 20003 };
    if (account !== options.accountSid) {
      return { status: 404, code: 20404, message: `The requested resource ${req.url} was not found` };
    }
    if (!message.to) return { status: 400, code: 21604 };
    if (!message.from) return { status: 400, code: 21603 };
    if (!message.body) return { status: 400, code: 21602 };
    if (!/^\+[1-9]\d{6,14}$/.test(message.to)) {
      return {
        status: 400,
        code: 21211,
        message: `The 'To' number ${message.to} is not a valid phone number.`,
      };
    }
    if (message.body.length > TWILIO_BODY_LIMIT) return { status: 400, code: 21617 };
    return undefined;
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  recorder.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return recorder;
}

/** A status callback over HTTP, as Twilio sends it; a connection that fails is `WebhookConnectionError`. */
const postOverHttp: WebhookPost = async (url, request) => {
  try {
    const response = await fetch(url, { method: 'POST', headers: request.headers, body: request.body });
    await response.arrayBuffer();
    return response.status;
  } catch {
    throw new WebhookConnectionError('ct');
  }
};

/** Advanced Opt-Out's three answers. */
export interface OptOutReplies {
  optOut: string;
  optIn: string;
  help: string;
}

/** One language's keywords in Advanced Opt-Out (whole words, upper case) and their answers. */
export interface OptOutLanguage {
  optOut: readonly string[];
  optIn: readonly string[];
  help: readonly string[];
  replies: OptOutReplies;
}

/** Twilio's default keyword lists (docs/sms.md). */
const TWILIO_OPT_OUT_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'];
const TWILIO_OPT_IN_WORDS = ['START', 'YES', 'UNSTOP'];
const TWILIO_HELP_WORDS = ['HELP', 'INFO'];

/** Twilio's answers on a number whose Messaging Service leaves them as they come. */
export const TWILIO_STOCK_REPLIES: OptOutReplies = {
  optOut:
    'You have successfully been unsubscribed. You will not receive any more messages from this number. Reply START to resubscribe.',
  optIn:
    'You have successfully been re-subscribed to messages from this number. Reply HELP for help. Reply STOP to unsubscribe. Msg&Data Rates May Apply.',
  help: 'Reply STOP to unsubscribe. Msg&Data Rates May Apply.',
};

/** Twilio's Message resource as the create answers it. */
function resource(accountSid: string, sid: string, message: RecordedSms): Record<string, unknown> {
  // Twilio writes RFC 2822 dates with a numeric zone.
  const now = new Date().toUTCString().replace('GMT', '+0000');
  const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${sid}`;
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: message.body,
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: message.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(smsSegments(message.body)),
    price: null,
    price_unit: 'USD',
    sid,
    status: 'queued',
    subresource_uris: { media: `${uri}/Media.json` },
    to: message.to,
    uri: `${uri}.json`,
  };
}

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

/**
 * The SMS segments a body takes: GSM-7 (160 septets, 153 per part; extended characters take two) when
 * every character has a GSM-7 code, otherwise UCS-2 (70 code units, 67 per part).
 * @example smsSegments('hello') // 1
 */
export function smsSegments(body: string): number {
  let septets = 0;
  for (const char of body) {
    if (GSM7_BASIC.includes(char)) septets += 1;
    else if (GSM7_EXTENDED.includes(char)) septets += 2;
    else return body.length <= 70 ? 1 : Math.ceil(body.length / 67);
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const isForm = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
  return new URLSearchParams(isForm ? Buffer.concat(chunks).toString('utf8') : '');
}
