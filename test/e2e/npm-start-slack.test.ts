/**
 * `npm start`'s Slack side, through the real entry point: a signed slash command posted to the local
 * gateway is acked at once, and the worker's answer reaches the local Web API, whose call is printed on
 * stderr. Isolated as npm-start.test.ts is: the test run's DynamoDB engine and a table of its own, never
 * .data/; GATEWAY_PORT=0, so it never competes for port 3000.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_CLOCK_VARIABLE } from '../../infra/local/local-clock';
import { type PayloadFields, preparePayload } from '../../infra/local/slack-sign';
import { LOCAL_BOT_TOKEN, LOCAL_SIGNING_SECRET, signSlackRequest } from '../../infra/local/slack-signature';
import { createDynamoClient } from '../../lib/store';
import { mondayMorning } from '../support/clock';
import { localStartEnv, ROOT, spawnStart, watchStart } from '../support/local-start';

let child: ChildProcessWithoutNullStreams | undefined;

afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  child = undefined;
});

/** Posts a payload file of slack/examples/ to the gateway as `slack:sign` would (signed, fields filled). */
async function postExample(url: string, file: string, fields: PayloadFields = {}): Promise<number> {
  const { body, contentType } = preparePayload(
    readFileSync(join(ROOT, 'slack/examples', file), 'utf8'),
    undefined,
    fields,
  );
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, ...signSlackRequest(LOCAL_SIGNING_SECRET, body) },
    body,
  });
  await response.text();
  return response.status;
}

/** The table's items of workspace `team` (its installation, its conversations), once its installation is gone. */
async function workspaceItemsOnceRemoved(env: NodeJS.ProcessEnv, team: string): Promise<string[]> {
  const client = createDynamoClient({ endpoint: env.DYNAMODB_ENDPOINT, region: 'us-east-1' });
  try {
    const keys = async () => {
      const { Items = [] } = await client.send(new ScanCommand({ TableName: String(env.DYNAMODB_TABLE) }));
      return Items.map((item) => String(item.pk?.S)).filter((pk) => pk.includes(team));
    };
    // The removal deletes the installation first, then the workspace's conversations (invariant
    // removal-installation-first): waited for until nothing of it is left, or 5 s.
    for (let tries = 0; tries < 50 && (await keys()).length > 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return await keys();
  } finally {
    client.destroy();
  }
}

/** The link of an HTML page's anchor whose text is `label`. */
function linkOf(html: string, label: string): string {
  const href = new RegExp(`href="([^"]+)"[^>]*>${label}<`).exec(html)?.[1] ?? '';
  return href.replace(/&amp;/g, '&');
}

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

    // The message as the person sees it: the question on a line, then its button's label, not a count.
    await stderrMatch(
      /slack ← chat\.postMessage D0LOCAL\n(?: {2}│.*\n)*? {2}│ .*mobile number\?\n(?: {2}│.*\n)*? {2}│ \[ [^\]]+ \]\n/,
      10_000,
    );
    started.stdin.end();
    expect(await exited).toBe(0);
    // The Slack calls went to stderr, stdout holds the (empty) conversation, and no token was printed.
    expect(stdout()).not.toContain('slack ←');
    expect(stderr()).not.toContain(LOCAL_BOT_TOKEN);
  }, 60_000);

  it("counts the terminal's turns for staff: /laundry report and report missed read what the terminal chat did", async () => {
    const started = spawnStart(
      [],
      localStartEnv({
        KEEP_MISSED_REPLIES: 'true',
        [LOCAL_CLOCK_VARIABLE]: new Date(mondayMorning().startedAt).toISOString(),
      }),
    );
    child = started;
    const { exited, stderrMatch, stdout, stderr } = watchStart(started);
    const [, events] = await stderrMatch(/Slack: +POST (http:\/\/127\.0\.0\.1:\d+\/slack\/events) /, 40_000);
    started.stdin.write(
      ['hi', '212 555 0101', '123456', 'new order', 'call me at 212 555 0199', ''].join('\n'),
    );
    // The terminal's customer is asked the address again: the reply was not understood.
    for (
      let tries = 0;
      tries < 100 && (stdout().match(/Where should we pick up\?/g) ?? []).length < 2;
      tries += 1
    )
      await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await postExample(events ?? '', 'slash-command.txt', { user: 'U0ALEX', text: 'report' })).toBe(
      200,
    );
    await stderrMatch(/│ Replies not understood: 1 \(0\)/, 10_000);
    expect(stderr()).toContain('│ Conversations started: 1 (0)');
    expect(stderr()).toContain('│ Unfinished orders stopped at: “address” in a new order 1 (0)');
    expect(
      await postExample(events ?? '', 'slash-command.txt', { user: 'U0ALEX', text: 'report missed' }),
    ).toBe(200);
    await stderrMatch(/│ • “call me at ‹phone›”/, 10_000);
    started.stdin.end();
    expect(await exited).toBe(0);
    expect(stderr()).not.toContain('0199');
  }, 60_000);

  it("installs a second workspace from the install page named as the sandbox's business, answers both with their own token, and uninstalls it alone, saying so", async () => {
    const env = localStartEnv();
    const started = spawnStart([], env);
    child = started;
    const { exited, stderrMatch, stderr } = watchStart(started);
    const [, events] = await stderrMatch(/Slack: +POST (http:\/\/127\.0\.0\.1:\d+\/slack\/events) /, 40_000);
    const [, install] = await stderrMatch(/Add to Slack: (\S+)/, 5_000);

    // The install page, then Slack's authorize page (the stand-in), then Allow: back with a code.
    const page = await fetch(install ?? '');
    const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
    const authorize = await (await fetch(linkOf(await page.text(), 'Add to Slack'))).text();
    const allow = linkOf(authorize, 'Allow');
    expect(new URL(allow).pathname).toBe('/slack/oauth_redirect');
    const installed = await fetch(allow, { headers: { cookie } });
    // The business the sandbox serves, not the config's default "Laundry".
    expect(await installed.text()).toContain('Spin City Laundry is added to Workspace T0WS1');

    expect(await postExample(events ?? '', 'slash-command.txt', { team: 'T0WS1', user: 'U0ANA' })).toBe(200);
    await stderrMatch(/slack ← chat\.postMessage D0ANA\n(?: {2}│.*\n)*? {2}│ .*mobile number\?/, 10_000);
    expect(await postExample(events ?? '', 'slash-command.txt')).toBe(200);
    await stderrMatch(/slack ← chat\.postMessage D0LOCAL\n(?: {2}│.*\n)*? {2}│ .*mobile number\?/, 10_000);

    expect(await postExample(events ?? '', 'app-uninstalled.json', { team: 'T0WS1' })).toBe(200);
    expect(await workspaceItemsOnceRemoved(env, 'T0WS1')).toEqual([]);
    // An uninstall prints a line once its removal is done.
    await stderrMatch(
      /slack: the app was removed from workspace T0WS1: its installation and conversations are deleted/,
      10_000,
    );
    expect(
      await postExample(events ?? '', 'dm.json', { team: 'T0WS1', user: 'U0ANA', channel: 'D0ANA' }),
    ).toBe(200);
    expect(await postExample(events ?? '', 'dm.json', { text: 'help' })).toBe(200);
    await stderrMatch(
      /slack ← chat\.postMessage D0LOCAL\n(?:.*\n)*?slack ← chat\.postMessage D0LOCAL/,
      10_000,
    );
    started.stdin.end();
    expect(await exited).toBe(0);
    expect(stderr().match(/chat\.postMessage D0ANA/g)).toHaveLength(1);
    expect(stderr()).not.toMatch(/xoxb-/);
  }, 60_000);
});
