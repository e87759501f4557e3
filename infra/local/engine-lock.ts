/**
 * One engine per data folder. `<dataDir>.lock` (mode 0600) names the process that owns the folder and the
 * engine serving it (pid and port), so a start after a `kill -9` finds the engine the dead owner left
 * running instead of starting a second one on the same files.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'zod';

const lockSchema = z.object({
  /** The node process that started or adopted the engine. */
  owner: z.number().int().positive(),
  /** The engine's process: the JVM for dynamodb-local, the owner itself for dynalite. */
  pid: z.number().int().positive(),
  /** 0 while the owner is still starting the engine. */
  port: z.number().int().min(0).max(65535),
  engine: z.enum(['dynamodb-local', 'dynalite']),
  dataDir: z.string(),
});

export type EngineLock = z.infer<typeof lockSchema>;

/** `.data/dynamodb` → `.data/dynamodb.lock`: beside the folder, so the engine never sees it. */
export function lockFileFor(dataDir: string): string {
  return `${dataDir}.lock`;
}

/** The lock, or undefined when there is none or it cannot be read (a torn write: treated as stale). */
export function readLock(file: string): EngineLock | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = lockSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the lock; false when another process holds it already. */
export function claimLock(file: string, lock: EngineLock): boolean {
  try {
    writeFileSync(file, `${JSON.stringify(lock)}\n`, { mode: 0o600, flag: 'wx' });
    return true;
  } catch (error) {
    if (isErrnoException(error) && error.code === 'EEXIST') return false;
    throw error;
  }
}

/** Replaces the lock's content in one step (write beside it, then rename), so a reader never sees half. */
export function rewriteLock(file: string, lock: EngineLock): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(lock)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/** Removes the lock if this process owns it (synchronous, so it also runs in an 'exit' handler). */
export function releaseLock(file: string): void {
  if (readLock(file)?.owner === process.pid) rmSync(file, { force: true });
}

export function removeLock(file: string): void {
  rmSync(file, { force: true });
}

/**
 * The process's arguments, or undefined when it is gone (a zombie has none either). /proc on Linux, `ps`
 * elsewhere (there arguments with spaces cannot be told apart, which the checks below tolerate).
 */
export function commandLine(pid: number): string[] | undefined {
  if (process.platform === 'linux') {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return args.length ? args : undefined;
    } catch {
      return undefined;
    }
  }
  try {
    const line = execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    return line ? line.split(/\s+/) : undefined;
  } catch {
    return undefined;
  }
}

/** A live node process (the check keeps a reused pid from passing for the lock's owner). */
export function isLiveNode(pid: number): boolean {
  const program = commandLine(pid)?.[0];
  return program !== undefined && basename(program).includes('node');
}

/** A live DynamoDB Local JVM serving `dataDir` (`-dbPath <dataDir>` among its arguments). */
export function isDynamoLocalFor(pid: number, dataDir: string): boolean {
  const args = commandLine(pid);
  return args !== undefined && servesDataDir(args, dataDir);
}

/** Every DynamoDB Local JVM serving `dataDir`, whoever started it. */
export function dynamoLocalProcessesFor(dataDir: string): number[] {
  return listPids().filter((pid) => pid !== process.pid && isDynamoLocalFor(pid, dataDir));
}

function servesDataDir(args: string[], dataDir: string): boolean {
  const path = args.indexOf('-dbPath');
  return args.some((arg) => arg.endsWith('DynamoDBLocal.jar')) && path >= 0 && args[path + 1] === dataDir;
}

function listPids(): number[] {
  if (process.platform === 'linux') {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  }
  return execFileSync('ps', ['-A', '-o', 'pid='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => Number.isInteger(pid) && pid > 0);
}

const STOP_POLL_MS = 50;

/**
 * Stops a DynamoDB Local that is not our child: SIGTERM (and SIGCONT, in case it was suspended), SIGKILL
 * after `graceMs`; resolves once it no longer serves `dataDir`. Rejects if even SIGKILL does not end it.
 */
export async function stopDynamoLocal(pid: number, dataDir: string, graceMs: number): Promise<void> {
  const gone = () => !isDynamoLocalFor(pid, dataDir);
  if (gone()) return;
  signal(pid, 'SIGTERM');
  signal(pid, 'SIGCONT');
  if (await waitFor(gone, graceMs)) return;
  signal(pid, 'SIGKILL');
  if (await waitFor(gone, 5_000)) return;
  throw new Error(`DynamoDB Local (pid ${pid}) on ${dataDir} did not stop`);
}

/** Sends a signal, ignoring a process that is already gone. */
export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if (!(isErrnoException(error) && error.code === 'ESRCH')) throw error;
  }
}

async function waitFor(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, STOP_POLL_MS));
  }
  return true;
}

// Duck-typed: fs errors fail `instanceof Error` inside Jest's sandbox.
function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return typeof error === 'object' && error !== null && 'code' in error;
}
