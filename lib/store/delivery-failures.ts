/**
 * The last text to a phone that Twilio reported failed (its status callback: `undelivered` or `failed`,
 * with Twilio's error code), kept under the phone's fingerprint for staff to see.
 *
 * @invariant delivery-failure-kept-without-text Only the error code, the status and when are kept, under the phone's fingerprint: no phone in clear, no text.
 * @invariant delivered-text-clears-failure A text delivered after a failure removes it: staff see the last text's fate, not an old one.
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
  /** Records the failure of the last text to the phone `fingerprint`. One write. */
  failed(fingerprint: string, failure: DeliveryFailure): Promise<void>;
  /** A text reached the phone (invariant delivered-text-clears-failure). One delete. */
  delivered(fingerprint: string): Promise<void>;
  /** The last failure, if the last text failed. One read. */
  last(fingerprint: string): Promise<DeliveryFailure | undefined>;
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
      await deps.table.send('PutItem', {
        Item: {
          ...Key(fingerprint),
          code: num(failure.code),
          status: str(failure.status),
          at: num(failure.at),
          expiresAt: num(Math.floor(failure.at / 1000) + KEPT_DAYS * 86_400),
        },
      });
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
