/**
 * The SMS HTTP Lambda: Twilio's inbound-message webhook in, one queued turn out, an empty TwiML answer.
 *
 * @invariant sms-webhook-signature-checked The `X-Twilio-Signature` is checked against the webhook's public URL (config, else rebuilt from
 *   API Gateway's domain and path), with or without its connection overrides (webhook-urls.ts), and
 *   every POST parameter; a bad or missing one is a 403, and nothing is enqueued.
 * @invariant sms-webhook-other-account-400 A request for another Twilio account, or without MessageSid, From or To, is a 400.
 * @invariant sms-message-id-is-message-sid The turn's message id is the MessageSid (Twilio's retries share it); its conversation is the
 *   sender's phone at the business number they texted. The phone routes the conversation only:
 *   ordering still needs the code texted to that phone.
 * @invariant sms-key-names-phone-fingerprint The conversation key, and so the queue's message group, names the sender by the phone's keyed
 *   fingerprint: the phone itself travels only in the message body (the reply target), which the
 *   queue keeps no longer than the turn.
 * @invariant sms-webhook-reads-no-keywords Opt-out words (STOP…) are not read here: the worker records them, so the webhook stays a verify,
 *   an enqueue and an ack.
 * @invariant sms-webhook-answers-empty The answer is an empty `<Response/>`: every reply is sent by the worker through the Messages API.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { SmsConfig } from '../../config';
import { type ConversationOf, keyOf } from '../../conversation/conversation';
import { smsFingerprint } from '../../conversation/key';
import type { Queue } from '../../queue/queue';
import type { PhoneFingerprint } from '../../store/phone-fingerprint';
import type { QueuedTurn } from '../../worker/work';
import { isValidTwilioRequest } from './twilio-signature';
import { signedUrlCandidates } from './webhook-urls';

export type SmsHttpHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>;

export interface SmsHandlerDeps {
  sms: SmsConfig;
  queue: Queue;
  /** The table's phone fingerprint (store/phone-fingerprint.ts): the conversation key names the sender by it. */
  fingerprint: PhoneFingerprint;
  now?: () => number;
  /** A failed enqueue (the request is then a 500, which Twilio retries: invariant inbound-text-never-lost); logged and counted, by its error's name only. */
  onError?: (error: unknown) => void;
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * Builds the handler once per cold start.
 * @example export const handler = createSmsHandler({ sms: requireSms(config), queue, fingerprint: phoneFingerprintOf(requireTokenKey(config)) });
 */
export function createSmsHandler(deps: SmsHandlerDeps): SmsHttpHandler {
  const now = deps.now ?? Date.now;
  return async (event) => {
    const raw = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : (event.body ?? '');
    const params = Object.fromEntries(new URLSearchParams(raw));
    const signature = header(event, 'x-twilio-signature');
    const url = deps.sms.webhookUrl ?? publicUrl(event);
    const signed =
      signature &&
      signedUrlCandidates(url).some((candidate) =>
        isValidTwilioRequest({ authToken: deps.sms.authToken, url: candidate, params, signature }),
      );
    if (!signed) {
      return { statusCode: 403, body: '' };
    }
    const { MessageSid, From, To, AccountSid, Body } = params;
    if (
      AccountSid !== deps.sms.accountSid ||
      !MessageSid ||
      !From ||
      !To ||
      !E164.test(From) ||
      !E164.test(To)
    ) {
      return { statusCode: 400, body: '' };
    }
    // The conversation, built once here (invariant conversation-built-once): the key names the phone by fingerprint.
    const conversation: ConversationOf<'sms'> = {
      kind: 'sms',
      businessNumber: To,
      fingerprint: smsFingerprint(From, deps.fingerprint),
    };
    const work: QueuedTurn = {
      v: 1,
      kind: 'turn',
      key: keyOf(conversation),
      conversation,
      messageId: `sms:${MessageSid}`,
      input: { type: 'text', text: Body ?? '' },
      target: { channel: 'sms', phone: From, businessNumber: To },
      receivedAt: now(),
    };
    try {
      await deps.queue.send({
        groupId: work.key,
        deduplicationId: work.messageId,
        body: JSON.stringify(work),
      });
    } catch (error) {
      deps.onError?.(error);
      return { statusCode: 500, body: '' };
    }
    return { statusCode: 200, headers: { 'content-type': 'text/xml' }, body: EMPTY_TWIML };
  };
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
