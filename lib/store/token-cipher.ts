/**
 * Seals bearer tokens (and the phone an SMS conversation texts) before they reach the table, so a table
 * export never holds usable credentials or a phone number.
 *
 * @invariant cipher-subkeys-by-hkdf Two subkeys are derived from a configured key with HKDF-SHA256 under distinct `info` strings: one
 *    encrypts (AES-256-GCM), one fingerprints (HMAC-SHA256). Neither reveals the other or the key.
 * @invariant sealed-value-bound-to-item A sealed value is `v2.<kid>.<iv>.<tag>.<ciphertext>`: `kid` is a short hash naming the key it was
 *    sealed under, and the item it belongs to (its pk, sk and attribute) is the associated data, so a
 *    ciphertext copied to another item (or attribute) does not decrypt.
 * @invariant key-rotation-signs-nobody-out Rotation: `encrypt` always uses the current key; `decrypt` picks the key by `kid` among the current
 *    and the previous ones (TOKEN_ENCRYPTION_KEYS_PREVIOUS), so a rotation signs nobody out. `isCurrent`
 *    tells the store which values to seal again on their next save.
 * @invariant v1-seal-still-opens A `v1.<iv>.<tag>.<ciphertext>` value (sealed under a raw key, no associated data, before v2) still
 *    decrypts under any configured key, and is sealed as v2 on its next save.
 * @invariant fingerprints-from-first-key Fingerprints come from the deployment's first key (the oldest previous one, else the current one),
 *    so a rotation does not change them: they key opt-outs, SMS conversations and the phone directory.
 *    That first key must stay listed for as long as those matter.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { StoreError } from './errors';

export interface TokenCipher {
  /** Seals `plain` for the item attribute named by `item` (see `itemAad`). */
  encrypt(plain: string, item: string): string;
  /** Opens a value sealed for `item` (or a v1 value); throws StoreError TOKEN_DECRYPT_FAILED otherwise. */
  decrypt(sealed: string, item: string): string;
  /** Whether `sealed` is in the current format under the current key (else: seal it again when saved). */
  isCurrent(sealed: string): boolean;
  /**
   * A keyed fingerprint (HMAC-SHA256 under the fingerprint subkey): an item can be found by a value,
   * such as a phone number, that the table never holds in clear.
   */
  fingerprint(value: string): string;
}

const VERSION = 'v2';
const LEGACY_VERSION = 'v1';
/** A token key is 32 bytes (AES-256). */
export const TOKEN_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KID_CHARS = 8;

interface KeyEntry {
  kid: string;
  /** The configured key itself: v1 values were sealed under it. */
  raw: Buffer;
  encryption: Buffer;
}

/** The associated data of an item's sealed attribute: its partition and sort keys, and the attribute's name. */
export function itemAad(pk: string, sk: string, attribute: string): string {
  return `${pk}\n${sk}\n${attribute}`;
}

/**
 * AES-256-GCM cipher under `key`, opening values sealed under `previous` keys too (oldest first).
 * @example const cipher = createTokenCipher(key, [oldKey]); cipher.decrypt(cipher.encrypt(token, itemAad(pk, sk, 'token')), itemAad(pk, sk, 'token'));
 */
export function createTokenCipher(key: Buffer, previous: readonly Buffer[] = []): TokenCipher {
  const entries = [key, ...previous].map(keyEntry);
  const current = entries[0] as KeyEntry;
  const byKid = new Map(entries.map((entry) => [entry.kid, entry]));
  // The first key of the deployment (invariant fingerprints-from-first-key), so a rotation leaves every fingerprint as it was.
  const fingerprintKey = subkey(Buffer.from(previous[0] ?? key), 'laundry-bot fingerprint');

  return {
    fingerprint(value) {
      return createHmac('sha256', fingerprintKey).update(value, 'utf8').digest('base64url');
    },

    encrypt(plain, item) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.encryption, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(current.kid, item));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        VERSION,
        current.kid,
        iv.toString('base64url'),
        tag.toString('base64url'),
        ciphertext.toString('base64url'),
      ].join('.');
    },

    decrypt(sealed, item) {
      try {
        const parts = sealed.split('.');
        if (parts[0] === LEGACY_VERSION && parts.length === 4) {
          const [, ivPart, tagPart, dataPart] = parts as [string, string, string, string];
          for (const entry of entries) {
            const plain = open(entry.raw, ivPart, tagPart, dataPart);
            if (plain !== undefined) return plain;
          }
          throw new Error('no key');
        }
        if (parts[0] !== VERSION || parts.length !== 5) throw new Error('malformed');
        const [, kid, ivPart, tagPart, dataPart] = parts as [string, string, string, string, string];
        const entry = byKid.get(kid);
        if (!entry) throw new Error('unknown key');
        const plain = open(entry.encryption, ivPart, tagPart, dataPart, aad(kid, item));
        if (plain === undefined) throw new Error('not authentic');
        return plain;
      } catch {
        // No cause attached: node's errors are harmless today, but the message must never carry token material.
        throw new StoreError('TOKEN_DECRYPT_FAILED', 'stored token could not be decrypted');
      }
    },

    isCurrent(sealed) {
      return sealed.startsWith(`${VERSION}.${current.kid}.`);
    },
  };
}

function keyEntry(key: Buffer): KeyEntry {
  if (key.length !== TOKEN_KEY_BYTES) {
    throw new StoreError('TOKEN_KEY_INVALID', `token key must be ${TOKEN_KEY_BYTES} bytes`);
  }
  // Copy so a caller zeroing or reusing its buffer cannot change our key.
  const raw = Buffer.from(key);
  // A hash of a random 32-byte key names it without revealing it.
  const kid = createHash('sha256')
    .update('laundry-bot key id')
    .update(raw)
    .digest('base64url')
    .slice(0, KID_CHARS);
  return { kid, raw, encryption: subkey(raw, 'laundry-bot token encryption') };
}

function subkey(key: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), info, 32));
}

/** The version and key id are authenticated too, so neither can be swapped. */
function aad(kid: string, item: string): Buffer {
  return Buffer.from(`${VERSION}.${kid}\n${item}`, 'utf8');
}

/** The plaintext, or undefined when the value is not authentic under `key`; throws on a malformed value. */
function open(key: Buffer, ivPart: string, tagPart: string, dataPart: string, data?: Buffer) {
  const iv = Buffer.from(ivPart, 'base64url');
  const tag = Buffer.from(tagPart, 'base64url');
  // A short tag would weaken authentication, so its length is checked, not trusted.
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  if (data) decipher.setAAD(data);
  try {
    return Buffer.concat([decipher.update(Buffer.from(dataPart, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}
