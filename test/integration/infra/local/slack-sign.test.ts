/**
 * `npm run slack:sign`: the printed curl command, run by a real shell (with curl replaced by a function
 * that prints its arguments), sends the payload file's bytes with a signature Bolt's own verifier
 * accepts; each run is a fresh id; the example payloads are what the Slack handler takes as a turn.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { verifySlackRequest } from '@slack/bolt';
import { apiGatewayEvent, lambdaContext } from '../../../../infra/local/http-gateway';
import { signedCurl } from '../../../../infra/local/slack-sign';
import {
  LOCAL_APP_ID,
  LOCAL_BOT_TOKEN,
  LOCAL_BOT_USER_ID,
  LOCAL_SIGNING_SECRET,
  LOCAL_TEAM_ID,
} from '../../../../infra/local/slack-signature';
import { createSlackHandler } from '../../../../lib/channels/slack/lambda-handler';
import type { QueueMessage } from '../../../../lib/queue/queue';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..', '..', '..');
const example = (name: string) => readFileSync(join(ROOT, 'slack/examples', name), 'utf8');

interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What curl would send for the printed line, as bash reads it. */
async function sent(line: string): Promise<SentRequest> {
  const { stdout } = await run('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${line}`]);
  const args = stdout.split('\0').slice(0, -1);
  const headers: Record<string, string> = {};
  let body = '';
  let url = '';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '-H') {
      const header = args[++i] ?? '';
      const colon = header.indexOf(': ');
      headers[header.slice(0, colon).toLowerCase()] = header.slice(colon + 2);
    } else if (arg === '--data-binary') {
      body = args[++i] ?? '';
    } else if (arg.startsWith('http')) {
      url = arg;
    }
  }
  return { url, headers, body };
}

function verify(request: SentRequest, signingSecret = LOCAL_SIGNING_SECRET): void {
  verifySlackRequest({
    signingSecret,
    body: request.body,
    headers: {
      'x-slack-signature': request.headers['x-slack-signature'] ?? '',
      'x-slack-request-timestamp': Number(request.headers['x-slack-request-timestamp']),
    },
  });
}

describe('npm run slack:sign', () => {
  it.each([
    ['slash-command.txt', 'application/x-www-form-urlencoded'],
    ['dm.json', 'application/json'],
  ])('signs %s as Slack would, with {{id}} replaced', async (name, contentType) => {
    const line = signedCurl(example(name), { signingSecret: LOCAL_SIGNING_SECRET, newId: () => 'ID123' });
    expect(line).not.toContain('\n');
    const request = await sent(line);
    expect(request.url).toBe('http://127.0.0.1:3000/slack/events');
    expect(request.headers['content-type']).toBe(contentType);
    // The file with its placeholders as the defaults fill them: Dana (U0LOCAL) in her DM, in T0LOCAL.
    const expected = example(name)
      .replace(/\n$/, '')
      .replaceAll('{{team}}', 'T0LOCAL')
      .replace('{{id}}', 'ID123')
      .replace('{{user}}', 'U0LOCAL')
      .replace('{{channel}}', 'D0LOCAL')
      .replace('{{channel_name}}', 'directmessage')
      .replace('{{text|hi}}', 'hi')
      .replace('{{text}}', '');
    // JSON goes on one line, as Slack sends it; a form exactly as written.
    expect(request.body).toBe(
      contentType === 'application/json' ? JSON.stringify(JSON.parse(expected)) : expected,
    );
    expect(() => verify(request)).not.toThrow();
    expect(() => verify(request, 'another-signing-secret')).toThrow();
  });

  it('gives each run a fresh id', async () => {
    const bodies = await Promise.all(
      [1, 2].map(async () => (await sent(signedCurl(example('dm.json'), { signingSecret: 's' }))).body),
    );
    const ids = bodies.map((body) => JSON.parse(body).event_id as string);
    expect(ids[0]).not.toContain('{{id}}');
    expect(ids[0]).not.toBe(ids[1]);
  });

  it.each([
    ['a form on one line', "trigger_id={{id}}&text=it's+$HOME+`x`+\\+%F0%9F%A7%BA\n"],
    [
      'pretty-printed JSON',
      '{\n  "event_id": "{{id}}",\n  "text": "it\'s \\"done\\" \\\\ 🧺 café\t$HOME `x`"\n}\n',
    ],
  ])('keeps the bytes of %s exactly, quoted on one line', async (_kind, text) => {
    const line = signedCurl(text, {
      signingSecret: LOCAL_SIGNING_SECRET,
      url: 'http://127.0.0.1:1/x',
      newId: () => 'ID9',
    });
    expect(line).not.toContain('\n');
    const request = await sent(line);
    expect(request.url).toBe('http://127.0.0.1:1/x');
    expect(request.body).toBe(text.replace(/\n$/, '').replace('{{id}}', 'ID9'));
    expect(() => verify(request)).not.toThrow();
  });

  it('signs with SLACK_SIGNING_SECRET from the environment, and says how to use it when misused', async () => {
    const cli = [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/slack-sign.ts'];
    const env = { ...process.env, SLACK_SIGNING_SECRET: 'a-secret-of-the-app' };
    const { stdout } = await run(process.execPath, [...cli, 'slack/examples/dm.json'], { cwd: ROOT, env });
    expect(stdout.trim().split('\n')).toHaveLength(1);
    const request = await sent(stdout.trim());
    expect(() => verify(request, 'a-secret-of-the-app')).not.toThrow();
    await expect(run(process.execPath, cli, { cwd: ROOT })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: npm run slack:sign -- <payload file>'),
    });
  }, 20_000);
  it('posts to the port npm start serves on (GATEWAY_PORT), and asks for --url when that port is any free one', async () => {
    const cli = [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/slack-sign.ts'];
    const file = 'slack/examples/slash-command.txt';
    const { stdout } = await run(process.execPath, [...cli, file], {
      cwd: ROOT,
      env: { ...process.env, GATEWAY_PORT: '4100' },
    });
    expect((await sent(stdout.trim())).url).toBe('http://127.0.0.1:4100/slack/events');
    await expect(
      run(process.execPath, [...cli, file], { cwd: ROOT, env: { ...process.env, GATEWAY_PORT: '0' } }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('pass --url') });
  }, 20_000);
});

describe('the example payloads', () => {
  it('are turns of U0LOCAL in T0LOCAL for the Slack handler', async () => {
    const queued: QueueMessage[] = [];
    const handler = createSlackHandler({
      slack: {
        signingSecret: LOCAL_SIGNING_SECRET,
        botToken: LOCAL_BOT_TOKEN,
        botUserId: LOCAL_BOT_USER_ID,
        botId: undefined,
        teamId: LOCAL_TEAM_ID,
        appId: LOCAL_APP_ID,
        enterpriseId: undefined,
        channelLinkDays: 30,
        apiUrl: 'http://127.0.0.1:9/api/',
        appToken: undefined,
      },
      queue: { send: async (message) => void queued.push(message) },
    });
    for (const name of ['slash-command.txt', 'dm.json']) {
      const request = await sent(signedCurl(example(name), { signingSecret: LOCAL_SIGNING_SECRET }));
      const result = await handler(
        apiGatewayEvent('POST', '/slack/events', request.body, request.headers),
        lambdaContext('slack'),
      );
      expect(result).toMatchObject({ statusCode: 200 });
    }
    expect(queued.map((message) => JSON.parse(message.body))).toEqual([
      expect.objectContaining({
        key: 'slack:T0LOCAL:U0LOCAL',
        input: { type: 'open', word: 'order' },
        target: { channel: 'slack', teamId: 'T0LOCAL', userId: 'U0LOCAL' },
      }),
      expect.objectContaining({
        key: 'slack:T0LOCAL:U0LOCAL',
        input: { type: 'text', text: 'hi' },
        target: { channel: 'slack', teamId: 'T0LOCAL', userId: 'U0LOCAL', dmChannelId: 'D0LOCAL' },
      }),
    ]);
  });
});
