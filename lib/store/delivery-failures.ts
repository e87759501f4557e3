/**
 * The last text to a phone that Twilio reported failed (its status callback: `undelivered` or `failed`,
 * with Twilio's error code), kept under the phone's fingerprint for staff to see.
 *
 * @invariant delivery-failure-kept-without-text Only the error code, the status and when are kept, under the phone's fingerprint: no phone in clear, no text.
 * @invariant delivered-text-clears-failure A text delivered after a failure removes it: staff see the last text's fate, not an old one.
 * @invariant failures-in-a-row-counted The record counts the failures to the phone since its last delivered text (one update adds
 *   one), so one person cut off is seen at a small laundry's volume (the texts-to-one-phone alarm). A
 *   status Twilio calls back twice counts twice: an alarm a little early, never one missed.
 */
import { num, readNumber, readString, str } from './attribute-values';
import type { ItemTable } from './item-table';
import { DELIVERY_FAILURE_SK, phonePartition } from './keys';

export interface DeliveryFailure {
  /** Twilio's error code (30003, 30007, 30034, 21610…); 0 when Twilio gave none. */
  code: number;
  status: 'undelivered' | 'failed';
  /** Epoch ms it was reported. */
  at: number;
}

export interface DeliveryFailures {
  /**
   * Records the failure of the last text to the phone `fingerprint`, and resolves with the failures to
   * it in a row (invariant failures-in-a-row-counted). One write.
   */
  failed(fingerprint: string, failure: DeliveryFailure): Promise<number>;
  /** A text reached the phone (invariant delivered-text-clears-failure). One delete. */
  delivered(fingerprint: string): Promise<void>;
  /** The last failure, if the last text failed. One read. */
  last(fingerprint: string): Promise<DeliveryFailure | undefined>;
}

/** What Twilio's codes mean, as staff read them (Twilio's error dictionary, in a few words). */
const REASONS: Record<number, string> = {
  21610: 'the customer opted out of texts (STOP)',
  21612: 'the number cannot be texted from this number',
  21614: 'not a mobile number',
  30003: 'the phone is unreachable (off, or out of coverage)',
  30004: 'the customer blocked it',
  30005: 'the number is unknown or no longer in service',
  30006: 'the number cannot receive texts (a landline?)',
  30007: 'filtered by the carrier as spam',
  30008: 'an unknown error at the carrier',
  30034: 'blocked by the carrier as unregistered',
};

/**
 * The line staff are shown (a hand-off thread, the staff desk): the one wording of a failure.
 * @example deliveryFailureLine({ code: 30034, status: 'failed', at }) // 'The last text to this customer failed: blocked by the carrier as unregistered (30034).'
 */
export function deliveryFailureLine(failure: DeliveryFailure): string {
  const reason =
    REASONS[failure.code] ??
    (failure.status === 'failed' ? 'Twilio could not send it' : 'it was not delivered');
  return `The last text to this customer failed: ${reason}${failure.code ? ` (${failure.code})` : ''}.`;
}

/** How long a failure is kept when no text follows it: older, it says little of the phone today. */
const KEPT_DAYS = 90;

/**
 * @example const failures = createDeliveryFailures({ table }); await failures.last(fingerprint);
 */
export function createDeliveryFailures(deps: { table: ItemTable }): DeliveryFailures {
  const Key = (fingerprint: string) => ({
    pk: str(phonePartition(fingerprint)),
    sk: str(DELIVERY_FAILURE_SK),
  });
  return {
    async failed(fingerprint, failure) {
      const counted = await deps.table.send('UpdateItem', {
        Key: Key(fingerprint),
        UpdateExpression:
          'SET #code = :code, #status = :status, #at = :at, expiresAt = :expiresAt ADD inARow :one',
        ExpressionAttributeNames: { '#code': 'code', '#status': 'status', '#at': 'at' },
        ExpressionAttributeValues: {
          ':code': num(failure.code),
          ':status': str(failure.status),
          ':at': num(failure.at),
          ':expiresAt': num(Math.floor(failure.at / 1000) + KEPT_DAYS * 86_400),
          ':one': num(1),
        },
        ReturnValues: 'UPDATED_NEW',
      });
      return counted ? readNumber(counted, 'inARow') : 1;
    },
    async delivered(fingerprint) {
      await deps.table.send('DeleteItem', { Key: Key(fingerprint) });
    },
    async last(fingerprint) {
      const item = await deps.table.send('GetItem', { Key: Key(fingerprint) });
      if (!item) return undefined;
      return {
        code: readNumber(item, 'code'),
        status: readString(item, 'status') === 'failed' ? 'failed' : 'undelivered',
        at: readNumber(item, 'at'),
      };
    },
  };
}
