import { randomBytes } from 'node:crypto';
import { StoreError } from '../../../../lib/store/errors';
import { createTokenCipher } from '../../../../lib/store/token-cipher';

const TOKEN = 'secret-bearer-token-0123456789';

function expectDecryptFailure(run: () => unknown): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(StoreError);
  const error = caught as StoreError;
  expect(error.code).toBe('TOKEN_DECRYPT_FAILED');
  expect(error.message).not.toContain(TOKEN);
  expect(error.message).not.toContain('secret');
  expect(error.cause).toBeUndefined();
}

/** Flips one bit of a base64url part of the sealed value. */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('createTokenCipher', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('round-trips a token', () => {
    expect(cipher.decrypt(cipher.encrypt(TOKEN))).toBe(TOKEN);
    expect(cipher.decrypt(cipher.encrypt(''))).toBe('');
    expect(cipher.decrypt(cipher.encrypt('ünïcødé ✓'))).toBe('ünïcødé ✓');
  });

  it('seals as v1.<iv>.<tag>.<ciphertext> with a random IV', () => {
    const first = cipher.encrypt(TOKEN);
    const second = cipher.encrypt(TOKEN);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(first).not.toContain(TOKEN);
  });

  it('rejects a tampered IV, tag or ciphertext', () => {
    const sealed = cipher.encrypt(TOKEN);
    expectDecryptFailure(() => cipher.decrypt(tamper(sealed, 1)));
    expectDecryptFailure(() => cipher.decrypt(tamper(sealed, 2)));
    expectDecryptFailure(() => cipher.decrypt(tamper(sealed, 3)));
  });

  it('rejects a value sealed under another key', () => {
    const other = createTokenCipher(randomBytes(32));
    expectDecryptFailure(() => other.decrypt(cipher.encrypt(TOKEN)));
  });

  it('rejects malformed values, including a truncated tag', () => {
    const [version, iv, tag, data] = cipher.encrypt(TOKEN).split('.');
    const shortTag = Buffer.from(tag ?? '', 'base64url')
      .subarray(0, 4)
      .toString('base64url');
    for (const bad of [
      '',
      TOKEN,
      `v2.${iv}.${tag}.${data}`,
      `${version}.${iv}.${shortTag}.${data}`,
      `${version}.${iv}`,
    ]) {
      expectDecryptFailure(() => cipher.decrypt(bad));
    }
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createTokenCipher(randomBytes(16))).toThrow(
      expect.objectContaining({ code: 'TOKEN_KEY_INVALID' }),
    );
  });
});
