/**
 * The local stack's token key: `npm start` without TOKEN_ENCRYPTION_KEY seals customers' tokens with a
 * random key kept under `.data/`. Deployments always pass a key from config.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StoreError } from '../../lib/store/errors';
import { TOKEN_KEY_BYTES } from '../../lib/store/token-cipher';

const KEY_FILE = 'token-key';

/**
 * Reads the key from `<dir>/token-key` (base64), creating a random one (mode 0600, in a 0700 directory)
 * on first use.
 * @example const key = loadOrCreateLocalKey('.data'); createTokenCipher(key);
 */
export function loadOrCreateLocalKey(dir: string): Buffer {
  const file = join(dir, KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;

  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(TOKEN_KEY_BYTES);
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
  if (key.length !== TOKEN_KEY_BYTES) {
    throw new StoreError('TOKEN_KEY_INVALID', `${file} does not hold a base64 ${TOKEN_KEY_BYTES}-byte key`);
  }
  return key;
}

// Duck-typed: fs errors fail `instanceof Error` inside Jest's sandbox.
function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return typeof error === 'object' && error !== null && 'code' in error;
}
