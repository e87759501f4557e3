/**
 * The Slack HTTP Lambda: Bolt's AwsLambdaReceiver (signature, timestamp, url_verification, ack) in
 * front of the listeners of `app.ts`, with two fixes around it.
 *
 * @invariant slack-base64-body-decoded A base64 body (API Gateway sends form posts that way) is decoded as UTF-8 before Bolt sees it:
 *   Bolt decodes it as ASCII, which breaks the signature of any text with an accent or an emoji.
 * @invariant slack-unparsable-body-400 A body Bolt cannot parse is a 400, not a crash: garbage is answered, never retried.
 * @invariant slack-forged-signature-401 A forged signature or a timestamp more than 5 minutes from now, either way, is a 401 and reaches no
 *   listener, so nothing is enqueued. Bolt refuses only an old one: one from the future is refused
 *   here, before Bolt sees it.
 * @invariant slack-foreign-installation-401 A request from an installation this deployment does not serve (another app, a workspace the app
 *   is not installed in) is a 200 that does nothing (installation.ts, in `authorize`).
 */
import type { Logger } from '@slack/bolt';
// The two classes come from their own files, not Bolt's index: the index also loads ExpressReceiver,
// and with it Express, body-parser and iconv-lite (some 330 KB minified), which a Lambda never runs.
// That is about 30 ms of every cold start (`npm run bench -- cold`); Bolt 5 has no `exports` map, so
// these paths are public files, and the bundle test runs the function built this way.
import App from '@slack/bolt/dist/App';
import AwsLambdaReceiver from '@slack/bolt/dist/receivers/AwsLambdaReceiver';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { systemClock } from '../../clock';
import type { Config, SlackConfig } from '../../config';
import type { Queue } from '../../queue/queue';
import { quietLogger, registerListeners } from './app';
import { authorizeFrom, refusingForeign } from './installation';
import { configuredWorkspace, type Workspaces } from './workspace';

/** Slack's replay window: a request signed further from now than this, either way, is refused. */
const MAX_SKEW_SECONDS = 5 * 60;

export type SlackHttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

export interface SlackHandlerDeps {
  slack: SlackConfig & { signingSecret: string };
  /** Each workspace's bot (workspaces.ts); by default single-token mode's one workspace. */
  workspaces?: Workspaces;
  queue: Queue;
  logger?: Logger;
  now?: () => number;
  /** The staff by their user ids in config: their DM texts go to the desk (invariant staff-dm-is-the-desk). */
  staffUserIds?: readonly string[];
  /**
   * A request that carried an `X-Slack-Signature` and was refused (a 401: the signature, or its
   * timestamp out of the window): a wrong signing secret or a replay, counted for its alarm. One
   * without the header (a stranger's probe) is refused uncounted.
   */
  onSignatureRefused?: () => void;
}

/**
 * Builds the handler once per cold start: no network call is made here, nor per request besides the
 * enqueue and, with OAuth, a workspace's installation read once per few minutes (workspaces.ts).
 * @example export const handler = createSlackHandler({ slack: config.slack, workspaces, queue: createSqsQueue(...) });
 */
/**
 * The workspaces the handler answers: single-token mode's one, or, with Add to Slack, the installations
 * on the table, read with one light call (store/http-item-table.ts). The installation store and that
 * call are loaded only then, so a single-token deployment's cold start pays for neither.
 * @example const workspaces = await workspacesFrom({ ...config, slack });
 */
export async function workspacesFrom(config: Config & { slack: SlackConfig }): Promise<Workspaces> {
  if (!config.slack.oauth) return configuredWorkspace(config.slack);
  const [{ workspacesOf }, { createHttpItemTable }] = await Promise.all([
    import('./workspaces.js'),
    import('../../store/http-item-table.js'),
  ]);
  return workspacesOf(config, {
    table: createHttpItemTable(config.dynamo),
    now: () => new Date(systemClock()),
  });
}

export function createSlackHandler(deps: SlackHandlerDeps): SlackHttpHandler {
  const logger = deps.logger ?? quietLogger();
  const receiver = new AwsLambdaReceiver({
    signingSecret: deps.slack.signingSecret,
    logger,
    // The default handler logs the signature; a rejected request is counted, never logged with it.
    invalidRequestSignatureHandler: ({ signature }) => {
      if (signature) deps.onSignatureRefused?.();
    },
  });
  const app = new App({
    receiver,
    authorize: authorizeFrom(deps.slack, deps.workspaces ?? configuredWorkspace(deps.slack)),
    logger,
    clientOptions: { slackApiUrl: deps.slack.apiUrl },
  });
  app.error(refusingForeign(logger));
  registerListeners(app, {
    queue: deps.queue,
    logger,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.staffUserIds?.length ? { staffUserIds: deps.staffUserIds, staffTeamId: deps.slack.teamId } : {}),
    ...(deps.slack.staffChannelId
      ? { staffChannelId: deps.slack.staffChannelId, staffTeamId: deps.slack.teamId }
      : {}),
  });
  const handle = receiver.toHandler();
  const now = deps.now ?? Date.now;

  return async (event, context) => {
    if (skewedSeconds(event, now()) > MAX_SKEW_SECONDS) {
      if (header(event, 'x-slack-signature')) deps.onSignatureRefused?.();
      return { statusCode: 401, body: '' };
    }
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

/** How far the request's timestamp is from now, in seconds (0 without one: Bolt then refuses it). */
function skewedSeconds(event: APIGatewayProxyEventV2, nowMs: number): number {
  const stamp = header(event, 'x-slack-request-timestamp');
  const timestamp = Number(stamp);
  if (!stamp || !Number.isFinite(timestamp)) return 0;
  return Math.abs(nowMs / 1000 - timestamp);
}

/** A request header, by its lower-case name (API Gateway keeps the sender's case). */
function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  return Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
}
