import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StoreError } from './errors';

/** Seals bearer tokens before they reach the table, so a table export never holds usable credentials. */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'token-key';

/** AES-256-GCM cipher producing `v1.<iv>.<tag>.<ciphertext>` (base64url parts, random 12-byte IV). */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== KEY_BYTES) {
    throw new StoreError('TOKEN_KEY_INVALID', `token key must be ${KEY_BYTES} bytes`);
  }
  // Copy so a caller zeroing or reusing its buffer cannot change our key.
  const secret = Buffer.from(key);

  return {
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

/**
 * Reads the local stack's token key from `<dir>/token-key` (base64), creating a random one (mode 0600) on
 * first use. Deployments pass a key from config instead.
 */
export function loadOrCreateLocalKey(dir: string): Buffer {
  const file = join(dir, KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;

  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx' so two processes starting together cannot overwrite each other's key.
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if (isErrnoException(error) && error.code === 'EEXIST') {
      const raced = readKeyFile(file);
      if (raced) return raced;
    }
    throw error;
  }
}

function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return undefined;
    throw error;
  }
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new StoreError('TOKEN_KEY_INVALID', `${file} does not hold a base64 ${KEY_BYTES}-byte key`);
  }
  return key;
}

// Duck-typed: fs errors fail `instanceof Error` inside Jest's sandbox.
function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return typeof error === 'object' && error !== null && 'code' in error;
}
