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
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';

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
}): Promise<TwilioApiRecorder> {
  const messages: RecordedSms[] = [];
  const failures: TwilioFailure[] = [];
  const failuresByNumber = new Map<string, TwilioFailure>();
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
    message.sid = `SM${randomBytes(16).toString('hex')}`;
    recorder.onMessage?.(message);
    sendJson(201, resource(options.accountSid, message.sid, message));
  });

  /** Why Twilio would refuse this create, if it would. */
  function refuse(req: IncomingMessage, account: string, message: RecordedSms): TwilioFailure | undefined {
    const failure = failures.shift() ?? failuresByNumber.get(message.to);
    if (failure) return failure;
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
