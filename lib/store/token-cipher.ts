import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { StoreError } from './errors';

/** Seals bearer tokens before they reach the table, so a table export never holds usable credentials. */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /**
   * A keyed fingerprint (HMAC-SHA256 under a key derived from the token key): an item can be found by
   * a value, such as a phone number, that the table never holds in clear.
   */
  fingerprint(value: string): string;
}

const VERSION = 'v1';
/** A token key is 32 bytes (AES-256). */
export const TOKEN_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM cipher producing `v1.<iv>.<tag>.<ciphertext>` (base64url parts, random 12-byte IV). */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== TOKEN_KEY_BYTES) {
    throw new StoreError('TOKEN_KEY_INVALID', `token key must be ${TOKEN_KEY_BYTES} bytes`);
  }
  // Copy so a caller zeroing or reusing its buffer cannot change our key.
  const secret = Buffer.from(key);
  // A key of its own, so a fingerprint reveals nothing about the encryption key.
  const fingerprintKey = Buffer.from(
    hkdfSync('sha256', secret, Buffer.alloc(0), 'laundry-bot fingerprint', 32),
  );

  return {
    fingerprint(value) {
      return createHmac('sha256', fingerprintKey).update(value, 'utf8').digest('base64url');
    },

    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        VERSION,
        iv.toString('base64url'),
        tag.toString('base64url'),
        ciphertext.toString('base64url'),
      ].join('.');
    },

    decrypt(sealed) {
      try {
        const [version, ivPart, tagPart, dataPart, ...rest] = sealed.split('.');
        if (version !== VERSION || ivPart === undefined || tagPart === undefined || dataPart === undefined) {
          throw new Error('malformed');
        }
        if (rest.length > 0) throw new Error('malformed');
        const iv = Buffer.from(ivPart, 'base64url');
        const tag = Buffer.from(tagPart, 'base64url');
        // A short tag would weaken authentication, so its length is checked, not trusted.
        if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('malformed');
        const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag);
        return Buffer.concat([
          decipher.update(Buffer.from(dataPart, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        // No cause attached: node's errors are harmless today, but the message must never carry token material.
        throw new StoreError('TOKEN_DECRYPT_FAILED', 'stored token could not be decrypted');
      }
    },
  };
}
