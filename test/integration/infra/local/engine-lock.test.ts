/**
 * Defect 15: a `kill -9` of `npm start` left DynamoDB Local running, and the next start put a second
 * engine on the same folder. Now `<dataDir>.lock` names the engine, and a start reuses it or stops it.
 * Every JVM these tests start is killed in afterEach, whatever happened.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { type LocalDynamo, startLocalDynamo } from '../../../../infra/local/dynamodb';
import {
  dynamoLocalProcessesFor,
  type EngineLock,
  isDynamoLocalFor,
  lockFileFor,
  readLock,
} from '../../../../infra/local/engine-lock';
import { createDynamoClient } from '../../../../lib/store/dynamodb-client';

// Each test starts DynamoDB Local once or twice (about 2 s each) and a node process.
jest.setTimeout(90_000);

const ROOT = join(__dirname, '..', '..', '..', '..');
const OWNER = join(__dirname, 'fixtures', 'engine-owner.ts');
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

let root: string;
let dataDir: string;
const owners: ChildProcess[] = [];
const engines: LocalDynamo[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'engine-lock-'));
  dataDir = join(root, 'dynamodb');
});

afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.stop().catch(() => {});
  for (const owner of owners.splice(0)) owner.kill('SIGKILL');
  for (const pid of dynamoLocalProcessesFor(dataDir)) {
    process.kill(pid, 'SIGCONT');
    process.kill(pid, 'SIGKILL');
  }
  rmSync(root, { recursive: true, force: true });
});

/** Starts DynamoDB Local on dataDir from another node process; resolves with that process and its lock. */
async function startOwner(): Promise<{ owner: ChildProcess; endpoint: string; lock: EngineLock }> {
  const owner = spawn(process.execPath, ['--import', 'tsx', OWNER, dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  owners.push(owner);
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    owner.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { endpoint: string }).endpoint);
    });
    owner.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    owner.once('exit', (code) => reject(new Error(`engine owner exited (${code}):\n${output}`)));
  });
  const lock = readLock(lockFileFor(dataDir));
  if (!lock) throw new Error('the owner wrote no lock');
  return { owner, endpoint, lock };
}

/** `kill -9` of the owner; resolves once it is gone (and reaped), its JVM left behind. */
async function killNine(owner: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => owner.once('exit', resolve));
  owner.kill('SIGKILL');
  await exited;
}

async function start(log: string[]): Promise<LocalDynamo> {
  const engine = await startLocalDynamo({ dataDir, log: (line) => log.push(line) });
  engines.push(engine);
  return engine;
}

const describeWithJava = hasJava ? describe : describe.skip;

describeWithJava('one DynamoDB Local per data folder', () => {
  it('a start after the owner was killed reuses the engine it left: one JVM on the folder, same data', async () => {
    const { owner, endpoint, lock } = await startOwner();
    expect(lock).toMatchObject({ owner: owner.pid, engine: 'dynamodb-local', dataDir });
    expect(endpoint).toBe(`http://127.0.0.1:${lock.port}`);
    const client = createDynamoClient({ endpoint, region: 'us-east-1' });
    await client.send(
      new CreateTableCommand({
        TableName: 'left-behind',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      }),
    );
    client.destroy();

    await killNine(owner);
    // The defect's premise: the JVM outlives a kill -9 of its parent.
    expect(isDynamoLocalFor(lock.pid, dataDir)).toBe(true);

    const log: string[] = [];
    const second = await start(log);
    expect(second).toMatchObject({ endpoint, reused: true, engine: 'dynamodb-local' });
    expect(log.join('\n')).toMatch(new RegExp(`reusing DynamoDB Local \\(pid ${lock.pid}\\)`));
    expect(dynamoLocalProcessesFor(dataDir)).toEqual([lock.pid]);
    expect(readLock(lockFileFor(dataDir))).toMatchObject({ owner: process.pid, pid: lock.pid });
    const reader = createDynamoClient({ endpoint: second.endpoint, region: 'us-east-1' });
    const tables = await reader.send(new ListTablesCommand({}));
    reader.destroy();
    expect(tables.TableNames).toContain('left-behind');

    await second.stop();
    expect(dynamoLocalProcessesFor(dataDir)).toEqual([]);
    expect(readLock(lockFileFor(dataDir))).toBeUndefined();
  });

  it('an engine left behind that does not answer is stopped, and one new engine started', async () => {
    const { owner, lock } = await startOwner();
    await killNine(owner);
    process.kill(lock.pid, 'SIGSTOP');

    const log: string[] = [];
    const second = await start(log);
    expect(second.reused).toBe(false);
    expect(log.join('\n')).toMatch(
      new RegExp(`stopping DynamoDB Local \\(pid ${lock.pid}\\).*it does not answer`),
    );
    const running = dynamoLocalProcessesFor(dataDir);
    expect(running).toHaveLength(1);
    expect(running).not.toContain(lock.pid);
    expect(readLock(lockFileFor(dataDir))).toMatchObject({ owner: process.pid, pid: running[0] });

    await second.stop();
    expect(dynamoLocalProcessesFor(dataDir)).toEqual([]);
  });

  it('a stale lock (its processes gone) is replaced', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const deadPid = Number(dead.stdout);
    const stale: EngineLock = { owner: deadPid, pid: deadPid, port: 1, engine: 'dynamodb-local', dataDir };
    writeFileSync(lockFileFor(dataDir), JSON.stringify(stale));

    const log: string[] = [];
    const engine = await start(log);
    expect(engine.reused).toBe(false);
    expect(log.join('\n')).toMatch(/replacing the stale lock/);
    const running = dynamoLocalProcessesFor(dataDir);
    expect(running).toHaveLength(1);
    expect(readLock(lockFileFor(dataDir))).toMatchObject({ owner: process.pid, pid: running[0] });
  });

  it('a folder whose owner is alive is refused, with the endpoint to share instead', async () => {
    const first = await start([]);
    const port = new URL(first.endpoint).port;
    await expect(startLocalDynamo({ dataDir })).rejects.toThrow(
      new RegExp(`in use by this process \\(share it: DYNAMODB_ENDPOINT=http://127\\.0\\.0\\.1:${port}\\)`),
    );
    expect(dynamoLocalProcessesFor(dataDir)).toHaveLength(1);
  });
});
