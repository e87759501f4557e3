/**
 * Defect 16: `.data/` was world-readable. The local stack's folder is 0700 and its files 0600: the token
 * key, the engine's lock and DynamoDB Local's own files, whatever the umask.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { startLocalDynamo } from '../../../../infra/local/dynamodb';
import { lockFileFor } from '../../../../infra/local/engine-lock';
import { ensureTable } from '../../../../infra/local/ensure-table';
import { loadOrCreateLocalKey } from '../../../../infra/local/local-key';
import { makePrivateDir } from '../../../../infra/local/private-dir';
import { createDynamoClient } from '../../../../lib/store/dynamodb-client';

jest.setTimeout(60_000);

const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

let root: string;
let umask: number;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'private-dir-'));
  // The usual umask, which leaves new files world-readable.
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every path under dir (dir included), with its mode. */
function modesUnder(dir: string): Record<string, number> {
  const modes: Record<string, number> = { '.': mode(dir) };
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    modes[entry] = mode(join(dir, entry));
  }
  return modes;
}

describe('the local stack keeps .data/ to its user', () => {
  it('makePrivateDir creates the folder 0700 and tightens what an older run left there', () => {
    const data = join(root, '.data');
    const outside = join(root, 'outside.txt');
    writeFileSync(outside, 'not ours to change');
    mkdirSync(join(data, 'dynamodb'), { recursive: true, mode: 0o755 });
    writeFileSync(join(data, 'token-key'), 'key', { mode: 0o644 });
    writeFileSync(join(data, 'dynamodb', 'shared-local-instance.db'), 'db', { mode: 0o666 });
    symlinkSync(outside, join(data, 'link'));
    chmodSync(data, 0o755);

    makePrivateDir(data);

    expect(modesUnder(data)).toEqual({
      '.': 0o700,
      dynamodb: 0o700,
      'dynamodb/shared-local-instance.db': 0o600,
      'token-key': 0o600,
      // A symlink is not followed: what it points to keeps its mode.
      link: 0o644,
    });
    expect(mode(outside)).toBe(0o644);

    const fresh = join(root, 'fresh', 'nested');
    makePrivateDir(fresh);
    expect(mode(join(root, 'fresh'))).toBe(0o700);
    expect(mode(fresh)).toBe(0o700);
  });

  it('the local token key is 0600 in a 0700 folder', () => {
    const data = join(root, '.data');
    loadOrCreateLocalKey(data);
    expect(modesUnder(data)).toEqual({ '.': 0o700, 'token-key': 0o600 });
  });

  (hasJava ? it : it.skip)("DynamoDB Local's folder is 0700, its files and its lock 0600", async () => {
    const dataDir = join(root, '.data', 'dynamodb');
    const dynamo = await startLocalDynamo({ dataDir, engine: 'dynamodb-local' });
    try {
      const client = createDynamoClient({ endpoint: dynamo.endpoint, region: 'us-east-1' });
      await ensureTable({ endpoint: dynamo.endpoint, region: 'us-east-1' }, 'private');
      await client.send(
        new PutItemCommand({ TableName: 'private', Item: { pk: { S: 'a' }, sk: { S: 'b' } } }),
      );
      client.destroy();
      expect(mode(lockFileFor(dataDir))).toBe(0o600);
      const modes = modesUnder(dataDir);
      expect(Object.keys(modes).length).toBeGreaterThan(1);
      for (const [path, found] of Object.entries(modes)) {
        const isDir = statSync(join(dataDir, path)).isDirectory();
        expect({ path, mode: found.toString(8) }).toEqual({ path, mode: isDir ? '700' : '600' });
      }
      expect(mode(join(root, '.data'))).toBe(0o700);
    } finally {
      await dynamo.stop();
    }
  });
});
