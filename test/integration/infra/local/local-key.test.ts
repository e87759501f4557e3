import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateLocalKey } from '../../../../infra/local/local-key';
import { createTokenCipher, itemAad } from '../../../../lib/store/token-cipher';

const TOKEN = 'secret-bearer-token-0123456789';

describe('loadOrCreateLocalKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'token-key-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates a 32-byte key with mode 0600, then reuses it', () => {
    const keyDir = join(dir, 'nested');
    const created = loadOrCreateLocalKey(keyDir);
    expect(created).toHaveLength(32);
    const file = join(keyDir, 'token-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(created)).toBe(true);

    const reused = loadOrCreateLocalKey(keyDir);
    expect(reused.equals(created)).toBe(true);
    // A token sealed before a restart still opens after it.
    const item = itemAad('CONV#console:ada', 'LINK', 'token');
    expect(createTokenCipher(reused).decrypt(createTokenCipher(created).encrypt(TOKEN, item), item)).toBe(
      TOKEN,
    );
  });

  it('refuses a key file that does not hold 32 bytes, naming the file', () => {
    writeFileSync(join(dir, 'token-key'), `${Buffer.alloc(16).toString('base64')}\n`);
    expect(() => loadOrCreateLocalKey(dir)).toThrow(
      expect.objectContaining({ code: 'TOKEN_KEY_INVALID', message: expect.stringContaining('token-key') }),
    );
  });
});
