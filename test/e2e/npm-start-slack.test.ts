/**
 * `npm start`'s Slack side, through the real entry point: a signed slash command posted to the local
 * gateway is acked at once, and the worker's answer reaches the local Web API, whose call is printed on
 * stderr. Isolated as npm-start.test.ts is: the test run's DynamoDB engine and a table of its own, never
 * .data/; GATEWAY_PORT=0, so it never competes for port 3000.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preparePayload } from '../../infra/local/slack-sign';
import { LOCAL_BOT_TOKEN, LOCAL_SIGNING_SECRET, signSlackRequest } from '../../infra/local/slack-signature';

const ROOT = join(__dirname, '..', '..');

let child: ChildProcessWithoutNullStreams | undefined;

afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  child = undefined;
});

/** The environment without the caller's Slack and gateway settings, so the local defaults apply. */
function localEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SLACK_') && name !== 'GATEWAY_PORT'),
  );
  return {
    ...env,
    DYNAMODB_ENDPOINT: process.env.TEST_DYNAMODB_ENDPOINT,
    DYNAMODB_TABLE: `npm-start-slack-${randomUUID()}`,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LAUNDRY_API_URL: '',
    LAUNDRY_AUTH_URL: '',
    GATEWAY_PORT: '0',
  };
}

describe('npm start: the Slack gateway', () => {
  it('acks a signed slash command, prints the answer posted to Slack, and exits when stdin ends', async () => {
    const started = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/start.ts'],
      { cwd: ROOT, env: localEnv(), stdio: ['pipe', 'pipe', 'pipe'] },
    );
    child = started;
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
    const stderrMatch = async (pattern: RegExp, ms: number): Promise<RegExpMatchArray> => {
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
    };

    const [, url] = await stderrMatch(/Slack: +POST (http:\/\/127\.0\.0\.1:\d+\/slack\/events) /, 40_000);
    const { body, contentType } = preparePayload(
      readFileSync(join(ROOT, 'slack/examples/slash-command.txt'), 'utf8'),
    );
    const response = await fetch(url ?? '', {
      method: 'POST',
      headers: { 'content-type': contentType, ...signSlackRequest(LOCAL_SIGNING_SECRET, body) },
      body,
    });
    expect({ status: response.status, body: await response.text() }).toEqual({ status: 200, body: '' });

    await stderrMatch(/slack ← chat\.postMessage D0LOCAL: "[^"]*mobile number\?" \[1 button\]/, 10_000);
    started.stdin.end();
    expect(await exited).toBe(0);
    // The Slack calls went to stderr, stdout holds the (empty) conversation, and no token was printed.
    expect(stdout).not.toContain('slack ←');
    expect(stderr).not.toContain(LOCAL_BOT_TOKEN);
  }, 60_000);
});
