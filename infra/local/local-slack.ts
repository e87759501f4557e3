/**
 * Slack on the local stack: the Slack handler's route on the local gateway (`POST /slack/events`, signed as
 * Slack signs), the in-process queue and the worker behind it (SMS shares them), and a local fake of
 * Slack's Web API whose calls are shown on stderr, so a request sent with curl is answered the way Slack
 * would see it.
 *
 * Without a bot token of the user's, the local app is an "Add to Slack" app: the local workspace
 * (T0LOCAL) is installed at start, the install pages are served (`GET /slack/install`), and the fake's
 * authorize page and oauth.v2.access install any number of other workspaces (T0WS1, T0WS2…).
 */
import type { Bot } from '../../lib/bot';
import { createSlackHandler } from '../../lib/channels/slack/lambda-handler';
import {
  BOT_SCOPES,
  createSlackOAuthHandler,
  INSTALL_PATH,
  REDIRECT_PATH,
} from '../../lib/channels/slack/oauth/handler';
import { slackInstallationsOf, workspacesOf } from '../../lib/channels/slack/workspaces';
import { requireSlack } from '../../lib/config';
import { slackWorkspaceKey } from '../../lib/conversation/key';
import type { InProcessQueue } from '../../lib/queue/in-process-queue';
import type { Queue } from '../../lib/queue/queue';
import { itemTable } from '../../lib/store/dynamodb-client';
import { createSignedOAuthStates } from '../../lib/store/oauth-states';
import type { WorkerLine } from '../../lib/worker/handler';
import type { HttpHandler } from './http-gateway';
import { bindReminderQueue, type Closer, type Env, type GatewayStatus } from './local-stack';
import { type SlackApiCall, startSlackApiRecorder } from './slack-api-recorder';
import { renderSlackMessageAsSeen } from './slack-message-as-seen';
import { DEFAULT_GATEWAY_PORT, SLACK_EVENTS_PATH } from './slack-sign';
import {
  LOCAL_APP_ID,
  LOCAL_BOT_TOKEN,
  LOCAL_BOT_USER_ID,
  LOCAL_SIGNING_SECRET,
  LOCAL_TEAM_ID,
} from './slack-signature';
import { startQueueWorker } from './stack-builder';

/**
 * The Slack variables of the local stack: the user's, else the local signing secret and the local "Add
 * to Slack" app. Unless SLACK_API_URL is set, the Web API is a local recorder (added to `closers`) whose
 * every call is printed to stderr as the person would see it; `onGateway` tells its authorize page where the gateway's
 * OAuth redirect is, once the gateway listens.
 * @example const slack = await localSlackEnv(env, closers); const stack = await startLocalStack({ ...env, ...slack.env }, options);
 */
export async function localSlackEnv(
  env: Env,
  closers: Closer[],
): Promise<{ env: Env; onGateway: (gateway: GatewayStatus) => void }> {
  const none = { onGateway: () => {} };
  const botToken = env.SLACK_BOT_TOKEN || LOCAL_BOT_TOKEN;
  const slackEnv: Env = {
    SLACK_SIGNING_SECRET: env.SLACK_SIGNING_SECRET || LOCAL_SIGNING_SECRET,
    SLACK_BOT_TOKEN: botToken,
    SLACK_BOT_USER_ID: env.SLACK_BOT_USER_ID || LOCAL_BOT_USER_ID,
    SLACK_TEAM_ID: env.SLACK_TEAM_ID || LOCAL_TEAM_ID,
    SLACK_APP_ID: env.SLACK_APP_ID || LOCAL_APP_ID,
    STAFF_CHANNEL_ID: env.STAFF_CHANNEL_ID || LOCAL_STAFF_CHANNEL,
    // Someone to act as staff locally (`/laundry staff …`, answering a hand-off's thread): Alex.
    STAFF_SLACK_USER_IDS: env.STAFF_SLACK_USER_IDS || LOCAL_STAFF_USER,
  };
  if (env.SLACK_API_URL) return { env: slackEnv, ...none };
  const recorder = await startSlackApiRecorder({
    botToken,
    channels: localChannels(),
    names: LOCAL_NAMES,
    teamId: slackEnv.SLACK_TEAM_ID,
    oauthClient: LOCAL_OAUTH_CLIENT,
  });
  recorder.onCall = (call) => process.stderr.write(`${describeSlackCall(call)}\n`);
  // Never a token, not even the local one.
  process.stderr.write(
    `  Slack Web API: ${recorder.url} (a stand-in; channel ${LOCAL_CHANNEL} has ${LOCAL_CHANNEL_MEMBERS.join(' and ')}; staff answer hand-offs in ${LOCAL_STAFF_CHANNEL}; ${LOCAL_STAFF_USER} (Alex) is staff: docs/slack.md, "Acting as staff locally")\n`,
  );
  closers.push({ name: 'Slack Web API recorder', close: () => recorder.close() });
  if (env.SLACK_BOT_TOKEN) return { env: { ...slackEnv, SLACK_API_URL: recorder.url }, ...none };
  return {
    env: {
      SLACK_SIGNING_SECRET: slackEnv.SLACK_SIGNING_SECRET,
      SLACK_TEAM_ID: slackEnv.SLACK_TEAM_ID,
      SLACK_APP_ID: slackEnv.SLACK_APP_ID,
      SLACK_CLIENT_ID: LOCAL_OAUTH_CLIENT.id,
      SLACK_CLIENT_SECRET: LOCAL_OAUTH_CLIENT.secret,
      SLACK_API_URL: recorder.url,
      SLACK_AUTHORIZE_URL: new URL('/oauth/v2/authorize', recorder.url).toString(),
      STAFF_CHANNEL_ID: slackEnv.STAFF_CHANNEL_ID,
      STAFF_SLACK_USER_IDS: slackEnv.STAFF_SLACK_USER_IDS,
    },
    onGateway(gateway) {
      if ('url' in gateway) recorder.redirectUri = `${gateway.url}${REDIRECT_PATH}`;
    },
  };
}

/** The local app's OAuth client (the fake's oauth.v2.access accepts only it). */
const LOCAL_OAUTH_CLIENT = { id: '1000000000.2000000000', secret: 'local-client-secret-0123456789' };

/**
 * With the local "Add to Slack" app, the local workspace is installed (its installation saved, as an
 * install would), so the examples of slack/examples/ are answered at once.
 */
export async function installLocalWorkspace(bot: Bot): Promise<void> {
  const slack = bot.config.slack;
  if (!slack?.oauth) return;
  await slackInstallationsOf(bot.config, { table: botTable(bot), now: bot.now }).save({
    teamId: slack.teamId,
    teamName: 'Local workspace',
    botToken: LOCAL_BOT_TOKEN,
    botUserId: LOCAL_BOT_USER_ID,
    scopes: BOT_SCOPES,
    installedAt: bot.now().toISOString(),
  });
}

/** The local workspace's one channel, `#orders`, for trying a company account (slack/examples/channel-*). */
export const LOCAL_CHANNEL = 'C0ORDERS';
/** Dana (the DM examples' user) and Sam. */
export const LOCAL_CHANNEL_MEMBERS = ['U0LOCAL', 'U0SAM'];
/** The staff's channel, where a hand-off opens a thread (slack/examples/thread-reply.json, hand-back.txt). */
export const LOCAL_STAFF_CHANNEL = 'C0STAFF';
/** The local stack's staff member (STAFF_SLACK_USER_IDS unless set): Alex, who answers in the staff channel. */
export const LOCAL_STAFF_USER = 'U0ALEX';
/** The local staff member's first name, as the customer reads it (the terminal plays them: terminal-staff.ts). */
export const LOCAL_STAFF_NAME = 'Alex';
/** First names users.info gives: Alex answers in the staff channel. */
const LOCAL_NAMES = { U0LOCAL: 'Dana', U0SAM: 'Sam', [LOCAL_STAFF_USER]: LOCAL_STAFF_NAME };

function localChannels() {
  return { [LOCAL_CHANNEL]: { members: [...LOCAL_CHANNEL_MEMBERS] } };
}

/**
 * The in-process FIFO queue with the worker behind it, as SQS and the worker Lambda are wired in AWS. It
 * is closed (after the turns in flight) on the way out; the worker's trouble goes to stderr.
 */
export function startLocalQueue(bot: Bot, closers: Closer[]): InProcessQueue {
  const queue = startQueueWorker(bot, { log: logWorkerTrouble });
  closers.push({ name: 'queue', close: () => queue.close() });
  bindReminderQueue(bot, queue);
  return queue;
}

/**
 * The worker's log writes JSON to stdout, which holds a scripted conversation: only trouble is said, on
 * stderr, and an uninstall once its removal is done (nothing else shows it).
 */
function logWorkerTrouble(line: WorkerLine): void {
  if (line.level === 'info') {
    if (line.msg === 'slack-uninstall done') process.stderr.write(`${uninstalledLine(line.key)}\n`);
    return;
  }
  process.stderr.write(`worker: ${line.msg}${line.error ? ` (${line.error})` : ''}\n`);
}

/**
 * What an uninstall (Slack's `app_uninstalled`, or its bot token revoked) removed, e.g.
 * `slack: the app was removed from workspace T0WS1: its installation and conversations are deleted`.
 */
export function uninstalledLine(key: string | undefined): string {
  const team = key?.startsWith(WORKSPACE_KEY_PREFIX) ? key.slice(WORKSPACE_KEY_PREFIX.length) : 'a workspace';
  return `slack: the app was removed from workspace ${team}: its installation and conversations are deleted`;
}

const WORKSPACE_KEY_PREFIX = slackWorkspaceKey('T').slice(0, -1);

/**
 * The gateway's Slack routes: the Slack handler at `POST /slack/events`, enqueueing on `queue`, and with
 * OAuth the install pages.
 */
export function slackRoutes(bot: Bot, queue: Queue): Record<string, HttpHandler> {
  const slack = requireSlack(bot.config);
  const dynamo = { client: bot.dynamoClient, now: bot.now };
  const workspaces = workspacesOf({ ...bot.config, slack }, { table: botTable(bot), now: bot.now });
  const routes = {
    [`POST ${SLACK_EVENTS_PATH}`]: createSlackHandler({
      slack,
      workspaces,
      queue,
      staffUserIds: bot.config.staff.slackUserIds,
    }),
  };
  if (!slack.oauth) return routes;
  const oauth = createSlackOAuthHandler({
    slack: { ...slack, oauth: slack.oauth },
    businessName: bot.config.businessName,
    businessPage: bot.config.businessPage,
    states: createSignedOAuthStates({
      ...dynamo,
      tableName: bot.config.dynamo.tableName,
      secret: slack.oauth.clientSecret,
    }),
    installations: slackInstallationsOf(bot.config, { table: botTable(bot), now: bot.now }),
    now: bot.now,
  });
  return { ...routes, [`GET ${INSTALL_PATH}`]: oauth, [`GET ${REDIRECT_PATH}`]: oauth };
}

/**
 * The banner's Slack line: where to post (the route's URL), and how to sign what is posted; with OAuth,
 * where the install page is.
 */
export function slackBannerLine(gateway: GatewayStatus, oauth = false): string {
  if ('unavailable' in gateway)
    return `  Slack:        off: ${gateway.unavailable}; set GATEWAY_PORT to another port, or 0 for any free one`;
  const sign = 'npm run slack:sign -- slack/examples/slash-command.txt';
  const url = new URL(gateway.url);
  const custom = url.port === String(DEFAULT_GATEWAY_PORT) ? '' : ` --url ${gateway.url}`;
  const line = `  Slack:        POST ${gateway.url} (sign requests with: ${sign}${custom})`;
  if (!oauth) return line;
  return `${line}\n  Add to Slack: ${new URL(INSTALL_PATH, url).toString()} installs another local workspace (its requests: slack:sign … --team T0WS1)`;
}

/**
 * One Web API call as the person sees it: a line naming the method and the channel or user (and a staff
 * thread's ts, so a second terminal can answer in it: slack/examples/thread-reply.json), then the message
 * or view, if any, as it reads in Slack (renderSlackMessageAsSeen), each of its lines indented, e.g.
 * `slack ← chat.postMessage D0ANA\n  │ What's your mobile number?\n  │ [ I'm new here ]`. Never a token.
 */
export function describeSlackCall({ method, args, ts }: SlackApiCall): string {
  const view = isRecord(args.view) ? args.view : {};
  const target = firstString(args.channel, args.user_id, args.users, args.user);
  const head = [
    `slack ← ${method}`,
    target && ` ${target}`,
    method === 'chat.postMessage' && target?.startsWith('C') && ts
      ? ` (thread ${firstString(args.thread_ts) ?? ts})`
      : '',
  ].join('');
  const title = isRecord(view.title) && typeof view.title.text === 'string' ? `${view.title.text}\n` : '';
  const seen = `${title}${renderSlackMessageAsSeen(args.blocks ?? view.blocks, args.text)}`.trim();
  if (!seen) return head;
  return `${head}\n${seen
    .split('\n')
    .map((line) => `  │ ${line}`.trimEnd())
    .join('\n')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstString(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** The bot's table one item at a time, through its client. */
function botTable(bot: Bot) {
  return itemTable(bot.dynamoClient, bot.config.dynamo.tableName);
}
