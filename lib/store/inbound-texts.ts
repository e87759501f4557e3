/**
 * The texts Twilio posted, by MessageSid: a Twilio request carries no time, so a captured one stays
 * validly signed for good; this record is what makes it run once (invariant twilio-request-runs-once).
 *
 * @invariant twilio-request-runs-once A text's MessageSid is recorded, with when it was first posted, by one conditional write before it
 *   is queued. A post of a MessageSid first seen within `RETRY_WINDOW_MS` is queued again: Twilio's own
 *   retries (invariant inbound-text-never-lost) come within seconds, and whatever got through before
 *   is still inside the queue's 5-minute deduplication window, so the retry stays one turn even when
 *   the first enqueue failed after this write. A post of a MessageSid first seen before that (a captured
 *   request replayed, after the queue's deduplication has forgotten it and the conversation's answered
 *   messages too) is answered and runs nothing.
 * @invariant inbound-text-kept-without-text Only the MessageSid and when it was first posted are kept: no phone, no text; for
 *   `KEPT_DAYS`, longer than any setting lets a sign-in live unused (SIGN_IN_IDLE_DAYS is at most 365).
 */
import { num, str } from './attribute-values';
import { type ItemTable, isConditionFailed } from './item-table';
import { INBOUND_TEXT_SK, inboundTextPartition } from './keys';

/** How long after its first post a MessageSid is still taken as Twilio's retry: inside SQS's 5-minute deduplication. */
export const RETRY_WINDOW_MS = 4 * 60_000;
/** How long a MessageSid is remembered (invariant inbound-text-kept-without-text). */
export const KEPT_DAYS = 400;

export interface InboundTexts {
  /**
   * Records that Twilio posted the text `messageSid`; false when it first did longer ago than
   * `RETRY_WINDOW_MS` (a replay: run nothing). One conditional write.
   */
  received(messageSid: string): Promise<boolean>;
}

/**
 * @example const texts = createInboundTexts({ table, now: Date.now }); if (!(await texts.received(sid))) return;
 */
export function createInboundTexts(deps: { table: ItemTable; now: () => number }): InboundTexts {
  return {
    async received(messageSid) {
      const now = deps.now();
      try {
        await deps.table.send('UpdateItem', {
          Key: { pk: str(inboundTextPartition(messageSid)), sk: str(INBOUND_TEXT_SK) },
          UpdateExpression: 'SET firstAt = if_not_exists(firstAt, :now), expiresAt = :expiresAt',
          ConditionExpression: 'attribute_not_exists(firstAt) OR firstAt > :retriedSince',
          ExpressionAttributeValues: {
            ':now': num(now),
            ':retriedSince': num(now - RETRY_WINDOW_MS),
            ':expiresAt': num(Math.floor(now / 1000) + KEPT_DAYS * 86_400),
          },
        });
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },
  };
}
