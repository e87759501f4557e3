/**
 * The Slack HTTP Lambda: Bolt's AwsLambdaReceiver (signature, timestamp, url_verification, ack) in
 * front of the listeners of `app.ts`, with two fixes around it.
 *
 * Rules:
 * 1. A base64 body (API Gateway sends form posts that way) is decoded as UTF-8 before Bolt sees it:
 *    Bolt decodes it as ASCII, which breaks the signature of any text with an accent or an emoji.
 * 2. A body Bolt cannot parse is a 400, not a crash: garbage is answered, never retried.
 * 3. A forged signature or a timestamp older than 5 minutes is a 401 (Bolt's rule) and reaches no
 *    listener, so nothing is enqueued.
 */
import { App, AwsLambdaReceiver, type Logger } from '@slack/bolt';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { SlackConfig } from '../../config';
import type { Queue } from '../../queue/queue';
import { authorizeFrom, quietLogger, registerListeners } from './app';

export type SlackHttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

export interface SlackHandlerDeps {
  slack: SlackConfig & { signingSecret: string };
  queue: Queue;
  logger?: Logger;
  now?: () => number;
}

/**
 * Builds the handler once per cold start: no network call is made here or per request besides the
 * enqueue.
 * @example export const handler = createSlackHandler({ slack: config.slack, queue: createSqsQueue(...) });
 */
export function createSlackHandler(deps: SlackHandlerDeps): SlackHttpHandler {
  const logger = deps.logger ?? quietLogger();
  const receiver = new AwsLambdaReceiver({
    signingSecret: deps.slack.signingSecret,
    logger,
    // The default handler logs the signature; a rejected request needs no line of its own.
    invalidRequestSignatureHandler: () => {},
  });
  const app = new App({
    receiver,
    authorize: authorizeFrom(deps.slack),
    logger,
    clientOptions: { slackApiUrl: deps.slack.apiUrl },
  });
  registerListeners(app, { queue: deps.queue, logger, ...(deps.now ? { now: deps.now } : {}) });
  const handle = receiver.toHandler();

  return async (event, context) => {
    const utf8 =
      event.isBase64Encoded && event.body !== undefined
        ? { ...event, body: Buffer.from(event.body, 'base64').toString('utf8'), isBase64Encoded: false }
        : event;
    try {
      return await handle(utf8, context);
    } catch (error) {
      if (error instanceof SyntaxError) return { statusCode: 400, body: '' };
      throw error;
    }
  };
}
