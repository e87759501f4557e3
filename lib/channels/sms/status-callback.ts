/**
 * Twilio's status callback of a text the bot sent (`POST /sms/status`, signature checked): a failure is
 * kept per phone for staff (store/delivery-failures.ts), a delivery clears it.
 *
 * @invariant status-callback-records-failures An `undelivered` or `failed` status is recorded with Twilio's error code under the
 *   recipient's fingerprint (never the phone); `delivered` clears it; every other status records nothing.
 * @invariant status-21610-records-opt-out A failure with 21610 (the phone opted out at Twilio or the carrier) also records the opt-out of
 *   the conversation of that phone at the number that sent it (invariant opt-out-recorded-whoever-confirms).
 */
import { smsFingerprint, smsKeyOf } from '../../conversation/key';
import { createDeliveryFailures } from '../../store/delivery-failures';
import type { ItemTable } from '../../store/item-table';
import { optOutItem } from '../../store/opt-out-item';
import type { PhoneFingerprint } from '../../store/phone-fingerprint';
import { E164 } from './inbound-text';
import { TWILIO_UNSUBSCRIBED_RECIPIENT } from './twilio-messages';

export type StatusOutcome = 'recorded' | 'invalid';

/**
 * @example const record = createStatusCallback({ table, fingerprint, now: Date.now }); await record(params);
 */
export function createStatusCallback(deps: {
  table: ItemTable;
  fingerprint: PhoneFingerprint;
  now: () => number;
  /**
   * Each status recorded (Twilio's `MessageStatus`), for the texts-sent/delivered/failed metrics; a
   * failure with the failures to that phone in a row (invariant failures-in-a-row-counted).
   */
  onStatus?: (status: string, failuresInARow?: number) => void;
  /** Where a failed text is counted for the weekly digest, by Twilio's error code (lib/stats); without it, it is not. */
  countFailed?: (reason: string, at: number) => Promise<void>;
}): (params: Record<string, string>) => Promise<StatusOutcome> {
  const failures = createDeliveryFailures({ table: deps.table });
  return async ({ MessageStatus, To, From, ErrorCode }) => {
    if (!MessageStatus || !To || !From || !E164.test(To) || !E164.test(From)) return 'invalid';
    const fingerprint = smsFingerprint(To, deps.fingerprint);
    if (MessageStatus === 'delivered') await failures.delivered(fingerprint);
    if (MessageStatus !== 'undelivered' && MessageStatus !== 'failed') {
      deps.onStatus?.(MessageStatus);
      return 'recorded';
    }
    const code = Number(ErrorCode);
    const at = deps.now();
    const inARow = await failures.failed(fingerprint, {
      code: Number.isInteger(code) ? code : 0,
      status: MessageStatus,
      at,
    });
    if (code === TWILIO_UNSUBSCRIBED_RECIPIENT)
      await deps.table.send('PutItem', { Item: optOutItem(smsKeyOf(From, fingerprint), new Date(at)) });
    await deps.countFailed?.(ErrorCode || 'none', at);
    deps.onStatus?.(MessageStatus, inARow);
    return 'recorded';
  };
}
