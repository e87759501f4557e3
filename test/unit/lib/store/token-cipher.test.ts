import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { StoreError } from '../../../../lib/store/errors';
import { createTokenCipher, itemAad } from '../../../../lib/store/token-cipher';

const TOKEN = 'secret-bearer-token-0123456789';
const ITEM = itemAad('CONV#slack:T1:U1', 'LINK', 'token');
const OTHER_ITEM = itemAad('CONV#slack:T1:U2', 'LINK', 'token');

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
function tamper(sealed: string, part: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

/** A value as the v1 cipher sealed it: AES-256-GCM under the raw key, no associated data. */
function sealV1(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

describe('createTokenCipher', () => {
  const key = randomBytes(32);
  const cipher = createTokenCipher(key);

  it('round-trips a token', () => {
    expect(cipher.decrypt(cipher.encrypt(TOKEN, ITEM), ITEM)).toBe(TOKEN);
    expect(cipher.decrypt(cipher.encrypt('', ITEM), ITEM)).toBe('');
    expect(cipher.decrypt(cipher.encrypt('ünïcødé ✓', ITEM), ITEM)).toBe('ünïcødé ✓');
  });

  it('seals as v2.<kid>.<iv>.<tag>.<ciphertext> with a random IV', () => {
    const first = cipher.encrypt(TOKEN, ITEM);
    const second = cipher.encrypt(TOKEN, ITEM);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v2\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(first).not.toContain(TOKEN);
    expect(cipher.isCurrent(first)).toBe(true);
  });

  it('a token ciphertext moved to another item does not decrypt', () => {
    const sealed = cipher.encrypt(TOKEN, ITEM);
    expectDecryptFailure(() => cipher.decrypt(sealed, OTHER_ITEM));
    expectDecryptFailure(() => cipher.decrypt(sealed, itemAad('CONV#slack:T1:U1', 'LINK', 'phone')));
  });

  it('rejects a tampered key id, IV, tag or ciphertext', () => {
    const sealed = cipher.encrypt(TOKEN, ITEM);
    for (const part of [1, 2, 3, 4]) expectDecryptFailure(() => cipher.decrypt(tamper(sealed, part), ITEM));
  });

  it('rejects a value sealed under another key', () => {
    const other = createTokenCipher(randomBytes(32));
    expectDecryptFailure(() => other.decrypt(cipher.encrypt(TOKEN, ITEM), ITEM));
  });

  it('a sign-in encrypted under the previous key still works after rotation, and is resealed under the new one', () => {
    const sealedBefore = cipher.encrypt(TOKEN, ITEM);
    const rotated = createTokenCipher(randomBytes(32), [key]);
    expect(rotated.decrypt(sealedBefore, ITEM)).toBe(TOKEN);
    expect(rotated.isCurrent(sealedBefore)).toBe(false);
    const sealedAfter = rotated.encrypt(TOKEN, ITEM);
    expect(rotated.isCurrent(sealedAfter)).toBe(true);
    expect(sealedAfter.split('.')[1]).not.toBe(sealedBefore.split('.')[1]);
    // The old key alone cannot open what the new one sealed.
    expectDecryptFailure(() => cipher.decrypt(sealedAfter, ITEM));
  });

  it('a v1 token sealed before key ids still reads, under the current or a previous key, and is not current', () => {
    const v1 = sealV1(key, TOKEN);
    expect(cipher.decrypt(v1, ITEM)).toBe(TOKEN);
    expect(cipher.isCurrent(v1)).toBe(false);
    expect(createTokenCipher(randomBytes(32), [key]).decrypt(v1, ITEM)).toBe(TOKEN);
    expectDecryptFailure(() => cipher.decrypt(tamper(v1, 3), ITEM));
    expectDecryptFailure(() => createTokenCipher(randomBytes(32)).decrypt(v1, ITEM));
  });

  it('encrypts and fingerprints with separate subkeys, neither the key itself', () => {
    const [, kid, iv, tag, data] = cipher.encrypt(TOKEN, ITEM).split('.');
    // The configured key, with the very associated data, does not open a v2 value.
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
    decipher.setAAD(Buffer.from(`v2.${kid}\n${ITEM}`));
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
    decipher.update(Buffer.from(data ?? '', 'base64url'));
    expect(() => decipher.final()).toThrow();
    const fingerprint = cipher.fingerprint('2125550101');
    expect(fingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fingerprint).not.toBe(createHmac('sha256', key).update('2125550101').digest('base64url'));
    expect(fingerprint).toBe(createTokenCipher(key).fingerprint('2125550101'));
    expect(fingerprint).not.toBe(createTokenCipher(randomBytes(32)).fingerprint('2125550101'));
  });

  it('keeps fingerprints across a rotation: they come from the first key', () => {
    const rotated = createTokenCipher(randomBytes(32), [key]);
    expect(rotated.fingerprint('2125550101')).toBe(cipher.fingerprint('2125550101'));
  });

  it('rejects malformed values, including a truncated tag', () => {
    const [version, kid, iv, tag, data] = cipher.encrypt(TOKEN, ITEM).split('.');
    const shortTag = Buffer.from(tag ?? '', 'base64url')
      .subarray(0, 4)
      .toString('base64url');
    for (const bad of [
      '',
      TOKEN,
      `v3.${kid}.${iv}.${tag}.${data}`,
      `${version}.${kid}.${iv}.${shortTag}.${data}`,
      `${version}.${kid}.${iv}`,
      `${version}.${iv}.${tag}.${data}`,
    ]) {
      expectDecryptFailure(() => cipher.decrypt(bad, ITEM));
    }
  });

  it('refuses a key that is not 32 bytes, current or previous', () => {
    expect(() => createTokenCipher(randomBytes(16))).toThrow(
      expect.objectContaining({ code: 'TOKEN_KEY_INVALID' }),
    );
    expect(() => createTokenCipher(randomBytes(32), [randomBytes(16)])).toThrow(
      expect.objectContaining({ code: 'TOKEN_KEY_INVALID' }),
    );
  });
});
