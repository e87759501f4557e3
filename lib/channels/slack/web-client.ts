/**
 * The one place Slack Web API clients are built: base URL from config, bounded retries, no chatter,
 * and calls made over lib/http-exchange.ts through the client's `fetch` option. Its default, the global
 * `fetch`, compiles Node's own undici on the first call: some 20 ms of the worker's first turn
 * (`npm run bench -- cold`).
 */
import { type FetchFunction, LogLevel, WebClient } from '@slack/web-api';
import type { SlackConfig } from '../../config';
import { createAgents, exchange } from '../../http-exchange';

/** A call the client makes without its own timeout (it sets none by default) is given up after this. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * A client for the business's bot token. Its retries are few and short (the default retries for up
 * to half an hour, longer than a worker lives); a rate-limited call waits as Slack asks and is retried.
 * @example const client = createSlackWebClient(config.slack);
 */
export function createSlackWebClient(slack: Pick<SlackConfig, 'botToken' | 'apiUrl'>): WebClient {
  return new WebClient(slack.botToken, options(slack));
}

/** A client without a token, for `oauth.v2.access` (the app's client id and secret are its credentials). */
export function createOAuthClient(slack: Pick<SlackConfig, 'apiUrl'>): WebClient {
  return new WebClient(undefined, options(slack));
}

function options(slack: Pick<SlackConfig, 'apiUrl'>) {
  return {
    slackApiUrl: slack.apiUrl,
    retryConfig: { retries: 2, factor: 2, minTimeout: 100, maxTimeout: 1000 },
    logLevel: LogLevel.ERROR,
    logger: silentLogger,
    fetch: exchangeFetch(),
  };
}

/**
 * The part of `fetch` the client uses (`FetchFunction`: a form-encoded or JSON POST, its answer read
 * once) over node:http(s). A multipart body (a file upload, which the bot never makes) is refused.
 */
export function exchangeFetch(): FetchFunction {
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
      // Read by the client only for a gzip answer (admin.analytics.getFile), which the bot never asks for.
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
