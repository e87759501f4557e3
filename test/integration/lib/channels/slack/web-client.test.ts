/**
 * The Slack Web API client's calls travel over lib/http-exchange.ts (the client's `fetch` option), to
 * the Web API recorder over HTTP: what Slack receives, its 429 and 5xx answers, and what is refused.
 */
import { ErrorCode, type WebAPIHTTPError } from '@slack/web-api';
import { type SlackApiRecorder, startSlackApiRecorder } from '../../../../../infra/local/slack-api-recorder';
import { createSlackWebClient, exchangeFetch } from '../../../../../lib/channels/slack/web-client';

const TOKEN = 'xoxb-web-client-test';

describe('the Slack Web API client over node:http', () => {
  let slackApi: SlackApiRecorder;
  let fetchSpy: jest.SpyInstance;

  beforeEach(async () => {
    slackApi = await startSlackApiRecorder({ botToken: TOKEN });
    fetchSpy = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    await slackApi.close();
  });

  it('posts a message Slack records with its token and text, and never calls the global fetch (which would compile Node’s undici on a cold start)', async () => {
    const client = createSlackWebClient({ botToken: TOKEN, apiUrl: slackApi.url });
    const answer = await client.chat.postMessage({ channel: 'D0CUSTOMER', text: 'Your pickup is booked' });

    expect(answer.ok).toBe(true);
    expect(slackApi.messages).toEqual([
      expect.objectContaining({ channel: 'D0CUSTOMER', text: 'Your pickup is booked', ts: answer.ts }),
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('waits as a 429 asks (Retry-After) and sends the call again, once', async () => {
    const client = createSlackWebClient({ botToken: TOKEN, apiUrl: slackApi.url });
    slackApi.failNext('chat.postMessage', { status: 429 });
    const started = Date.now();

    await client.chat.postMessage({ channel: 'D0CUSTOMER', text: 'after the wait' });

    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(slackApi.calls.filter((call) => call.method === 'chat.postMessage')).toHaveLength(2);
    expect(slackApi.messages.map((message) => message.text)).toEqual(['after the wait']);
  });

  it('retries a 503 and gives the caller an HTTP error with the status when Slack keeps failing', async () => {
    const client = createSlackWebClient({ botToken: TOKEN, apiUrl: slackApi.url });
    for (let i = 0; i < 3; i++) slackApi.failNext('chat.postMessage', { status: 503 });

    const failure = (await client.chat.postMessage({ channel: 'D0C', text: 'x' }).catch((e) => e)) as
      | WebAPIHTTPError
      | undefined;

    expect(failure?.code).toBe(ErrorCode.HTTPError);
    expect(failure?.statusCode).toBe(503);
    expect(slackApi.calls.filter((call) => call.method === 'chat.postMessage')).toHaveLength(3);
    expect(slackApi.messages).toEqual([]);
  });

  it('answers a Slack error (ok: false) as the platform error it is, not as a transport failure', async () => {
    const client = createSlackWebClient({ botToken: TOKEN, apiUrl: slackApi.url });
    slackApi.failNext('chat.postMessage', 'channel_not_found');

    const failure = await client.chat.postMessage({ channel: 'C0GONE', text: 'x' }).catch((e) => e);

    expect(failure).toMatchObject({ code: ErrorCode.PlatformError, data: { error: 'channel_not_found' } });
  });

  it('refuses a multipart body (a file upload, which the bot never sends) before anything is sent', async () => {
    const form = new FormData();
    form.append('file', 'contents');

    await expect(
      exchangeFetch()(`${slackApi.url}files.upload`, { method: 'POST', body: form }),
    ).rejects.toThrow(/multipart/);
    expect(slackApi.calls).toEqual([]);
  });
});
