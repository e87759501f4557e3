/**
 * `npm start` run as a child process for the end-to-end tests of the local stack, isolated from a
 * developer's setup: the test run's DynamoDB engine and a table of its own (never .data/), GATEWAY_PORT=0
 * (never port 3000), and none of the caller's Slack, Twilio or SMS settings, so the local stand-ins run.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/**
 * Dana's order once she is signed in, as a script types it: the Williamsburg store, wash & fold and her
 * suit, a pickup tomorrow or the next day with store drivers, collected at the store, every 2 weeks.
 */
export const DANAS_ORDER = [
  'new order',
  '2', // 95 N 7th St: the Williamsburg store, own drivers only, so no courier tip is asked whatever the day
  'wash & fold and the suit',
  'hypoallergenic',
  'crease press',
  'no starch please',
  'skip',
  'two bags',
  'tomorrow', // a day without store drivers moves to the next day that has them
  'the first one',
  'collect', // a return collected at the store: one reminder, the pickup's
  'every 2 weeks',
  'the visa',
  'fall10',
  'no', // no hang-dry
  'skip', // no order notes
  'place order',
];

/** The environment of an isolated `npm start`, with `extra` on top. */
export function localStartEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(SLACK_|TWILIO_|SMS_)/.test(name) && name !== 'GATEWAY_PORT',
    ),
  );
  return {
    ...env,
    DYNAMODB_ENDPOINT: process.env.TEST_DYNAMODB_ENDPOINT,
    DYNAMODB_TABLE: `npm-start-${randomUUID()}`,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LAUNDRY_API_URL: '',
    LAUNDRY_AUTH_URL: '',
    GATEWAY_PORT: '0',
    ...extra,
  };
}

/** `infra/local/start.ts` with `args`, as `npm start -- <args>` runs it. */
export function spawnStart(args: string[], env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  return spawn(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/start.ts', ...args],
    {
      cwd: ROOT,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
}

/**
 * A running `npm start` whose output is collected: `stderrMatch` waits for a line, `exited` for the end.
 * @example const run = watchStart(spawnStart([], localStartEnv())); await run.stderrMatch(/Slack: /, 40_000);
 */
export function watchStart(started: ChildProcessWithoutNullStreams) {
  let stdout = '';
  let stderr = '';
  const waiters: (() => void)[] = [];
  started.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  started.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  });
  const exited = new Promise<number | null>((resolve) => started.on('close', resolve));

  /** The first match of `pattern` on stderr, waiting up to `ms` for it. */
  async function stderrMatch(pattern: RegExp, ms: number): Promise<RegExpMatchArray> {
    const deadline = Date.now() + ms;
    for (;;) {
      const match = stderr.match(pattern);
      if (match) return match;
      const left = deadline - Date.now();
      if (left <= 0 || started.exitCode !== null) throw new Error(`no ${pattern} on stderr:\n${stderr}`);
      await new Promise<void>((resolve) => {
        // Cleared when stderr grows first, so no timer outlives the test.
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return { exited, stderrMatch, stdout: () => stdout, stderr: () => stderr };
}

/**
 * `npm start` with `args` on `input` to its end: its exit code and all it printed.
 * @example const { code, stdout } = await runStartToEnd(['--channel', 'sms'], 'hi\n', localStartEnv(), (child) => track(child));
 */
export function runStartToEnd(
  args: string[],
  input: string,
  env: NodeJS.ProcessEnv,
  onStart: (started: ChildProcessWithoutNullStreams) => void = () => {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const started = spawnStart(args, env);
    onStart(started);
    let stdout = '';
    let stderr = '';
    started.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    started.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    started.on('error', reject);
    started.on('close', (code) => resolve({ code, stdout, stderr }));
    started.stdin.end(input);
  });
}
