/**
 * Sends SMS through Twilio's Messages API with one plain form POST (lib/http-exchange.ts), not the
 * twilio package's REST client, which would add megabytes to the bundle for this single call.
 *
 * @invariant twilio-messages-post-form `POST {apiUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded `To`, `From`,
 *   `Body`, HTTP Basic auth AccountSid:AuthToken; every call has a timeout.
 * @invariant sent-through-messaging-service With a Messaging Service configured, every text names it (`MessagingServiceSid`: its
 *   Advanced Opt-Out and compliance apply) and keeps `From`, the number the customer texted, one of the
 *   service's senders (Twilio then sends from it rather than picking one), so a reply comes back to the
 *   same conversation. With a status callback URL configured, every text carries it (`StatusCallback`).
 * @invariant twilio-2xx-is-sid 201 (any 2xx) → the message's sid. Anything else is a `TwilioError` carrying the HTTP status and Twilio's
 *   numeric error code; its message never holds the phone numbers or the body (Twilio's own message
 *   can name the number, so it is left out: `moreInfo` links the code's documentation).
 * @invariant twilio-retryable-errors A network error, a timeout, a 5xx or a 429 is `retryable`; 21610 (the recipient texted STOP) is
 *   `optedOut`. Nothing is retried here: the queue retries the turn.
 */
import { createAgents, exchange } from '../../http-exchange';

/** One Twilio account's credentials and where its API is. */
export interface TwilioMessagesOptions {
  accountSid: string;
  authToken: string;
  /** The API's origin (a local recorder in tests); default `https://api.twilio.com`. */
  apiUrl?: string;
  timeoutMs: number;
  /** The Messaging Service to send through (invariant sent-through-messaging-service). */
  messagingServiceSid?: string | undefined;
  /** Where Twilio posts each text's status (`POST /sms/status`). */
  statusCallbackUrl?: string | undefined;
}

/** What `createTwilioMessages` returns. */
export interface TwilioMessages {
  /** Queues one SMS; resolves with its sid (`SM…`). */
  send(to: string, from: string, body: string): Promise<{ sid: string }>;
  /** Closes the connection pool. */
  close(): Promise<void>;
}

/** What a `TwilioError` is built from. */
export interface TwilioErrorDetails {
  /** The HTTP status, when an answer came back. */
  status?: number;
  /** Twilio's numeric error code (21610, 21617, 20003…), when its error JSON came back. */
  twilioCode?: number;
  /** Twilio's documentation link for the code. */
  moreInfo?: string;
  retryable: boolean;
  /** What went wrong, without phone numbers or message text. */
  reason: string;
  cause?: unknown;
}

/** Twilio's code for a recipient who replied STOP: nothing can be sent until they reply START. */
export const TWILIO_UNSUBSCRIBED_RECIPIENT = 21610;

/**
 * A failed send. Its message and fields hold no phone number and no message text.
 * @example if (error instanceof TwilioError && error.optedOut) return; // they texted STOP: do not retry
 */
export class TwilioError extends Error {
  readonly code = 'TWILIO_SEND_FAILED';
  readonly status: number | undefined;
  readonly twilioCode: number | undefined;
  readonly moreInfo: string | undefined;
  /** A network error, a timeout, a 5xx or a 429: the same send may succeed later. */
  readonly retryable: boolean;
  /** The recipient has opted out (21610): do not try again. */
  readonly optedOut: boolean;

  constructor(details: TwilioErrorDetails) {
    const answer = [
      details.status === undefined ? undefined : `HTTP ${details.status}`,
      details.twilioCode === undefined ? undefined : `Twilio error ${details.twilioCode}`,
    ].filter(Boolean);
    super(`Twilio send failed${answer.length ? ` (${answer.join(', ')})` : ''}: ${details.reason}`, {
      cause: details.cause,
    });
    this.name = 'TwilioError';
    this.status = details.status;
    this.twilioCode = details.twilioCode;
    this.moreInfo = details.moreInfo;
    this.retryable = details.retryable;
    this.optedOut = details.twilioCode === TWILIO_UNSUBSCRIBED_RECIPIENT;
  }
}

/**
 * Creates a sender for one Twilio account.
 * @example
 * const sms = createTwilioMessages({ accountSid, authToken, timeoutMs: 5000 });
 * const { sid } = await sms.send('+15005550006', '+15005550001', 'Your order is on its way.');
 */
export function createTwilioMessages(options: TwilioMessagesOptions): TwilioMessages {
  const apiUrl = (options.apiUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const endpoint = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const agents = createAgents(8);
  const sending = {
    ...(options.messagingServiceSid ? { MessagingServiceSid: options.messagingServiceSid } : {}),
    ...(options.statusCallbackUrl ? { StatusCallback: options.statusCallbackUrl } : {}),
  };

  async function send(to: string, from: string, body: string): Promise<{ sid: string }> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await exchange(agents, {
        method: 'POST',
        url: endpoint,
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: from, Body: body, ...sending }).toString(),
        signal,
      });
      status = response.status;
      text = response.body;
    } catch (error) {
      throw new TwilioError({
        retryable: true,
        reason: signal.aborted ? `no answer within ${options.timeoutMs} ms` : 'the request did not complete',
        cause: error,
      });
    }

    const json = parseJson(text);
    if (status >= 200 && status < 300) {
      const sid = json && typeof json.sid === 'string' ? json.sid : undefined;
      // Twilio accepted the message: a retry could send it twice, so this is not retryable.
      if (!sid) throw new TwilioError({ status, retryable: false, reason: 'the answer carries no sid' });
      return { sid };
    }
    const twilioCode = json && typeof json.code === 'number' ? json.code : undefined;
    const moreInfo = json && typeof json.more_info === 'string' ? json.more_info : undefined;
    throw new TwilioError({
      status,
      twilioCode,
      moreInfo,
      retryable: status >= 500 || status === 429,
      reason: refusal(status, twilioCode),
    });
  }

  return { send, close: async () => agents.destroy() };
}

function refusal(status: number, twilioCode: number | undefined): string {
  if (twilioCode === TWILIO_UNSUBSCRIBED_RECIPIENT) return 'the recipient has opted out';
  if (status === 401) return 'the account sid or auth token was refused';
  if (status === 429) return 'too many requests';
  if (status >= 500) return 'Twilio could not take the message';
  return 'the message was refused';
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
