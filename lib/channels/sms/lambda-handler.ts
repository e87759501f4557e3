/**
 * The SMS HTTP Lambda: Twilio's inbound-message webhook in (one queued turn out, an empty TwiML answer),
 * and the status callback of each text sent (a failure recorded for staff).
 *
 * @invariant sms-webhook-signature-checked The `X-Twilio-Signature` is checked against the route's public URL (config: `SMS_WEBHOOK_URL`,
 *   `SMS_STATUS_CALLBACK_URL`; else rebuilt from API Gateway's domain and path), with or without its
 *   connection overrides (webhook-urls.ts), and every POST parameter, with the auth token or, while one
 *   is rotated, the secondary token; a bad or missing one is a 403, and nothing is recorded or enqueued.
 * @invariant sms-webhook-other-account-400 A request for another Twilio account, or without the fields its route needs, is a 400.
 * @invariant sms-webhook-answers-empty A text is answered with an empty `<Response/>` (queued, or a replay that ran nothing): every
 *   reply is sent by the worker through the Messages API. A text that could not be recorded or queued is
 *   a 500, which Twilio retries (invariant inbound-text-never-lost).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { SmsConfig } from '../../config';
import type { Queue } from '../../queue/queue';
import { countsOf } from '../../stats/counts';
import { createInboundTexts } from '../../store/inbound-texts';
import type { ItemTable } from '../../store/item-table';
import type { PhoneFingerprint } from '../../store/phone-fingerprint';
import { addCounts } from '../../store/stats-day';
import { createInboundText, type InboundOutcome } from './inbound-text';
import { createStatusCallback, type StatusOutcome } from './status-callback';
import { isValidTwilioRequest } from './twilio-signature';
import { SMS_STATUS_PATH, signedUrlCandidates } from './webhook-urls';

export type SmsHttpHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>;

export interface SmsHandlerDeps {
  sms: SmsConfig;
  queue: Queue;
  /** The table's phone fingerprint (store/phone-fingerprint.ts): the conversation key names the sender by it. */
  fingerprint: PhoneFingerprint;
  /** The table, one item at a time: the MessageSids received (invariant twilio-request-runs-once), the failures. */
  table: ItemTable;
  now?: () => number;
  /** The business a failed text is counted for (lib/store/stats-day.ts); without it, it is not counted. */
  stats?: { businessId: number };
  /** A failed record or enqueue (the request is then a 500, which Twilio retries); logged and counted, by its error's name only. */
  onError?: (error: unknown) => void;
  /** Each text status Twilio called back with, once recorded (counted as texts sent, delivered, failed). */
  onStatus?: (status: string, failuresInARow?: number) => void;
  /**
   * A request that carried an `X-Twilio-Signature` which did not verify (a 403): a wrong webhook URL or
   * auth token, counted for its alarm. One without the header (a stranger's probe) is refused uncounted.
   */
  onSignatureRefused?: () => void;
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const TWIML = { statusCode: 200, headers: { 'content-type': 'text/xml' }, body: EMPTY_TWIML };
const ANSWERS: Record<InboundOutcome | StatusOutcome, APIGatewayProxyResultV2> = {
  queued: TWIML,
  replayed: TWIML,
  invalid: { statusCode: 400, body: '' },
  failed: { statusCode: 500, body: '' },
  recorded: { statusCode: 204, body: '' },
};

/**
 * Counts a failed text at the time Twilio called back, by its error code (lib/stats/counts.ts names the
 * counter); the business's day it is of is decided where the counts are read (lib/store/stats-day.ts).
 */
function failedTextCounter(table: ItemTable, stats: { businessId: number }) {
  return (reason: string, at: number) => {
    const when = new Date(at);
    const counts = countsOf([{ kind: 'text-failed', reason }], {});
    return addCounts(table, { businessId: stats.businessId, at: when, counts, now: () => when });
  };
}

/**
 * Builds the handler once per cold start.
 * @example export const handler = createSmsHandler({ sms: requireSms(config), queue, table, fingerprint: phoneFingerprintOf(requireTokenKey(config)) });
 */
export function createSmsHandler(deps: SmsHandlerDeps): SmsHttpHandler {
  const now = deps.now ?? Date.now;
  const { fingerprint, table } = deps;
  const receive = createInboundText({ ...deps, texts: createInboundTexts({ table, now }), now });
  const recordStatus = createStatusCallback({
    table,
    fingerprint,
    now,
    ...(deps.onStatus ? { onStatus: deps.onStatus } : {}),
    ...(deps.stats ? { countFailed: failedTextCounter(table, deps.stats) } : {}),
  });
  return async (event) => {
    const status = event.rawPath.endsWith(SMS_STATUS_PATH);
    const params = verifiedParams(event, status ? deps.sms.statusCallbackUrl : deps.sms.webhookUrl);
    if (!params) return { statusCode: 403, body: '' };
    if (params.AccountSid !== deps.sms.accountSid) return ANSWERS.invalid;
    return ANSWERS[await (status ? recordStatus(params) : receive(params))];
  };

  /** The POST params, when signed by Twilio for the URL this route is configured as (else the one it was posted to). */
  function verifiedParams(
    event: APIGatewayProxyEventV2,
    configured: string | undefined,
  ): Record<string, string> | undefined {
    const raw = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : (event.body ?? '');
    const params = Object.fromEntries(new URLSearchParams(raw));
    const signature = header(event, 'x-twilio-signature');
    if (!signature) return undefined;
    const tokens = [deps.sms.authToken, deps.sms.secondaryAuthToken].filter((t): t is string => !!t);
    const signed = signedUrlCandidates(configured ?? publicUrl(event)).some((url) =>
      tokens.some((authToken) => isValidTwilioRequest({ authToken, url, params, signature })),
    );
    if (!signed) deps.onSignatureRefused?.();
    return signed ? params : undefined;
  }
}

function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const found = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found?.[1];
}

/** The URL Twilio posted to, as API Gateway saw it (HTTPS, its domain, the path and query). */
function publicUrl(event: APIGatewayProxyEventV2): string {
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  return `https://${event.requestContext.domainName}${event.rawPath}${query}`;
}
