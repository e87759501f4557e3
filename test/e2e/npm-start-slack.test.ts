/**
 * `npm start`'s Slack side, through the real entry point: a signed slash command posted to the local
 * gateway is acked at once, and the worker's answer reaches the local Web API, whose call is printed on
 * stderr. Isolated as npm-start.test.ts is: the test run's DynamoDB engine and a table of its own, never
 * .data/; GATEWAY_PORT=0, so it never competes for port 3000.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preparePayload } from '../../infra/local/slack-sign';
import { LOCAL_BOT_TOKEN, LOCAL_SIGNING_SECRET, signSlackRequest } from '../../infra/local/slack-signature';
import { localStartEnv, ROOT, spawnStart, watchStart } from '../support/local-start';

let child: ChildProcessWithoutNullStreams | undefined;

afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  child = undefined;
});

describe('npm start: the Slack gateway', () => {
  it('acks a signed slash command, prints the answer posted to Slack, and exits when stdin ends', async () => {
    const started = spawnStart([], localStartEnv());
    child = started;
    const { exited, stderrMatch, stdout, stderr } = watchStart(started);

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
    expect(stdout()).not.toContain('slack ←');
    expect(stderr()).not.toContain(LOCAL_BOT_TOKEN);
  }, 60_000);
});
