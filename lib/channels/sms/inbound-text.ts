/**
 * A text Twilio posted to `POST /sms/inbound`, signature checked: recorded once by its MessageSid, then
 * queued as one turn of the sender's conversation.
 *
 * @invariant sms-message-id-is-message-sid The turn's message id is the MessageSid (Twilio's retries share it); its conversation is the
 *   sender's phone at the business number they texted. The phone routes the conversation only:
 *   ordering still needs the code texted to that phone.
 * @invariant sms-key-names-phone-fingerprint The conversation key, and so the queue's message group, names the sender by the phone's keyed
 *   fingerprint: the phone itself travels only in the message body (the reply target), which the
 *   queue keeps no longer than the turn.
 * @invariant sms-webhook-reads-no-keywords Opt-out words (STOP…) are not read here: the worker records them, so the webhook stays a verify,
 *   a record, an enqueue and an ack.
 */
import { type ConversationOf, keyOf } from '../../conversation/conversation';
import { smsFingerprint } from '../../conversation/key';
import type { Queue } from '../../queue/queue';
import type { InboundTexts } from '../../store/inbound-texts';
import type { PhoneFingerprint } from '../../store/phone-fingerprint';
import type { QueuedTurn } from '../../worker/work';

/** What became of a text: queued, a replay that ran nothing, a post without its fields, or not queued (answer 500: Twilio retries). */
export type InboundOutcome = 'queued' | 'replayed' | 'invalid' | 'failed';

export const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * @example const receive = createInboundText({ queue, texts, fingerprint, now: Date.now }); await receive(params);
 */
export function createInboundText(deps: {
  queue: Queue;
  texts: InboundTexts;
  fingerprint: PhoneFingerprint;
  now: () => number;
  /** A failed record or enqueue, by its error's name only (the request is answered 500, which Twilio retries). */
  onError?: ((error: unknown) => void) | undefined;
}): (params: Record<string, string>) => Promise<InboundOutcome> {
  return async ({ MessageSid, From, To, Body }) => {
    if (!MessageSid || !From || !To || !E164.test(From) || !E164.test(To)) return 'invalid';
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
      // When Twilio handed it over, on the bot's clock: a text sent before the question on screen was
      // asked is not its answer (invariant reply-before-question-not-its-answer).
      input: { type: 'text', text: Body ?? '', sentAt: deps.now() },
      target: { channel: 'sms', phone: From, businessNumber: To },
      receivedAt: deps.now(),
    };
    try {
      // Recorded before it is queued (invariant twilio-request-runs-once): a retry still queues it.
      if (!(await deps.texts.received(MessageSid))) return 'replayed';
      await deps.queue.send({
        groupId: work.key,
        deduplicationId: work.messageId,
        body: JSON.stringify(work),
      });
      return 'queued';
    } catch (error) {
      deps.onError?.(error);
      return 'failed';
    }
  };
}
