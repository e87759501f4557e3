/**
 * The one place the Slack Web API client is built: base URL from config, bounded retries, no chatter,
 * and its calls made over lib/http-exchange.ts (the client's default, the global `fetch`, loads Node's
 * own undici on its first call: some 25 ms of the worker's first turn, `npm run bench`).
 */
import { type FetchFunction, LogLevel, WebClient } from '@slack/web-api';
import type { SlackConfig } from '../../config';
import { createAgents, exchange } from '../../http-exchange';

/** A call the client makes without its own timeout (it sets none) is given up after this long. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * A client for the business's bot token. Its retries are few and short (the default retries for up
 * to half an hour, longer than a worker lives); a rate-limited call waits as Slack asks and is retried.
 * @example const client = createSlackWebClient(config.slack);
 */
export function createSlackWebClient(slack: Pick<SlackConfig, 'botToken' | 'apiUrl'>): WebClient {
  return new WebClient(slack.botToken, {
    slackApiUrl: slack.apiUrl,
    retryConfig: { retries: 2, factor: 2, minTimeout: 100, maxTimeout: 1000 },
    logLevel: LogLevel.ERROR,
    logger: silentLogger,
    fetch: exchangeFetch(),
  });
}

/** The part of `fetch` the client uses (a text or form-encoded POST, its answer read once), over node:http(s). */
function exchangeFetch(): FetchFunction {
  const agents = createAgents(16);
  return async (url, init = {}) => {
    if (init.body !== undefined && typeof init.body !== 'string')
      throw new TypeError('multipart bodies (file uploads) are not sent by this client');
    const answer = await exchange(agents, {
      method: init.method ?? 'GET',
      url: String(url),
      headers: init.headers ?? {},
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: init.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const headers = new Map(
      Object.entries(answer.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : String(value),
      ]),
    );
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      url: String(url),
      headers: { get: (name) => headers.get(name.toLowerCase()) ?? null, entries: () => headers.entries() },
      text: async () => answer.body,
      json: async () => JSON.parse(answer.body) as unknown,
      // Read by the client only for admin.analytics.getFile's gzip, which the bot never calls.
      arrayBuffer: async () => new TextEncoder().encode(answer.body).buffer as ArrayBuffer,
    };
  };
}

const silentLogger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  setLevel: () => {},
  getLevel: () => LogLevel.ERROR,
  setName: () => {},
};
