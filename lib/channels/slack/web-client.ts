/** The one place the Slack Web API client is built: base URL from config, bounded retries, no chatter. */
import { LogLevel, WebClient } from '@slack/web-api';
import type { SlackConfig } from '../../config';

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
  });
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
