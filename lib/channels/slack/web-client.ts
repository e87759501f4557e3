/** The one place Slack Web API clients are built: base URL from config, bounded retries, no chatter. */
import { LogLevel, WebClient } from '@slack/web-api';
import type { SlackConfig } from '../../config';

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
