/**
 * The one keyed fingerprint of a phone number for the whole table: sign-in attempts, the phone
 * directory, SMS conversation keys (and with them opt-outs, reminders, the ledger's `placedBy` and the
 * queue's message groups) all name a phone by it, so one phone is one hash everywhere.
 *
 * @invariant phone-fingerprinted-in-one-form A phone is fingerprinted in one form: a North American number as its 10 digits (`+1 212-555-0101`,
 *    `(212) 555-0101` and `2125550101` alike, the service's form), any other as its E.164 digits.
 * @invariant phone-fingerprint-is-keyed-hmac The hash is the token cipher's fingerprint (HMAC-SHA256 under its own HKDF subkey). A bare SHA-256
 *    would not hide the number: there are only 10^10 of them, which a laptop hashes in minutes.
 * @invariant phone-fingerprint-migration Migration: the phone directory was already keyed by this hash (same subkey, same 10 digits), so
 *    its entries are still found. Sign-in attempts used another key (an HMAC under the raw token key):
 *    their items live at most one cool-down window (10 minutes), so they are forgotten once, at the
 *    deploy, rather than migrated.
 */
import { createTokenCipher, type TokenCipher } from './token-cipher';

/** A phone number's fingerprint (any spelling of one number gives one fingerprint). */
export type PhoneFingerprint = (phone: string) => string;

/**
 * @example const fingerprint = phoneFingerprint(cipher); fingerprint('+12125550101') === fingerprint('2125550101');
 */
export function phoneFingerprint(cipher: Pick<TokenCipher, 'fingerprint'>): PhoneFingerprint {
  return (phone) => cipher.fingerprint(phoneDigits(phone));
}

/**
 * The fingerprint of a deployment's token keys, for what holds no cipher of its own (the SMS webhook).
 * @example const fingerprint = phoneFingerprintOf(requireTokenKey(config));
 */
export function phoneFingerprintOf(keys: {
  tokenEncryptionKey: Buffer;
  previousTokenKeys: readonly Buffer[];
}): PhoneFingerprint {
  return phoneFingerprint(createTokenCipher(keys.tokenEncryptionKey, keys.previousTokenKeys));
}

/** The one form of a phone number (invariant phone-fingerprinted-in-one-form); throws RangeError for what is not one. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/[\s().+-]/g, '');
  if (/^\d{10}$/.test(digits)) return digits;
  if (/^1\d{10}$/.test(digits)) return digits.slice(1);
  // E.164: at most 15 digits, no leading zero (the country code comes first).
  if (/^[1-9]\d{6,14}$/.test(digits)) return digits;
  throw new RangeError('not a phone number');
}
