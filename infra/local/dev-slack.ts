/**
 * `npm run dev:slack`: the bot in a real Slack workspace, run from this machine. The local stack of
 * `npm start` (DynamoDB, the laundry sandbox) with the Slack listeners on a Socket Mode connection instead
 * of a public URL, and the worker answering through Slack's Web API.
 *
 * Needs an app made from `slack/manifest.yml` with Socket Mode turned on, and in `.env` (or the
 * environment, which wins) SLACK_APP_TOKEN (xapp-…, scope connections:write), SLACK_BOT_TOKEN,
 * SLACK_BOT_USER_ID and SLACK_SIGNING_SECRET; only the file's SLACK_* and STAFF_* variables are read
 * (dev-slack-env.ts).
 * `-- --dotenv <path>` reads another file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { App, SocketModeReceiver } from '@slack/bolt';
import { quietLogger, registerListeners } from '../../lib/channels/slack/app';
import { authorizeFrom, refusingForeign } from '../../lib/channels/slack/installation';
import { configuredWorkspace } from '../../lib/channels/slack/workspaces';
import { requireSlack } from '../../lib/config';
import { slackVariables } from './dev-slack-env';
import { startLocalQueue } from './local-slack';
import {
  type Closer,
  type Env,
  ROOT_DIR,
  runLocalProcess,
  stackBannerLines,
  startLocalStack,
} from './local-stack';

const REQUIRED = [
  'SLACK_APP_TOKEN',
  'SLACK_BOT_TOKEN',
  'SLACK_BOT_USER_ID',
  'SLACK_TEAM_ID',
  'SLACK_APP_ID',
  'SLACK_SIGNING_SECRET',
] as const;

async function main(env: Env, closers: Closer[]): Promise<void> {
  const file = envFileOf(process.argv.slice(2));
  // The environment wins over the file, as with node --env-file.
  const merged = { ...slackVariables(readEnvFile(file)), ...env };
  const appToken = requireSlackVariables(merged, file.optional ? '.env' : file.path);
  const stack = await startLocalStack(merged, { interactive: true, closers });
  const slack = requireSlack(stack.config);
  const queue = startLocalQueue(stack.bot, closers);
  const logger = quietLogger();
  const app = new App({
    socketMode: true,
    appToken,
    receiver: new SocketModeReceiver({ appToken, logger }),
    authorize: authorizeFrom(slack, configuredWorkspace(slack)),
    logger,
  });
  app.error(refusingForeign(logger));
  registerListeners(app, {
    queue,
    logger,
    ...(slack.staffChannelId ? { staffChannelId: slack.staffChannelId, staffTeamId: slack.teamId } : {}),
  });
  await app.start();
  closers.push({
    name: 'Slack connection',
    close: async () => {
      await app.stop();
    },
  });

  const banner = [
    'Laundry bot — Slack in Socket Mode',
    ...stackBannerLines(stack),
    `  Slack:        connected as ${slack.botUserId}: DM the app, or type /laundry, in your workspace`,
    slack.staffChannelId
      ? `  Staff:        "talk to a person" (and a new customer's address) opens a thread in ${slack.staffChannelId}: invite the app there`
      : '  Staff:        no STAFF_CHANNEL_ID: no one can be handed to, and a new customer without an address is told to ask the laundry',
    'Ctrl-C to quit.',
  ].join('\n');
  process.stdout.write(`${banner}\n\n`);
}

/** The file named by `--dotenv`, else `.env` at the repository's root (which may be absent). */
function envFileOf(args: string[]): { path: string; optional: boolean } {
  let path: string | undefined;
  try {
    path = parseArgs({ args, options: { dotenv: { type: 'string' } } }).values.dotenv;
  } catch {
    throw new Error('usage: npm run dev:slack [-- --dotenv <path>]');
  }
  return path ? { path, optional: false } : { path: join(ROOT_DIR, '.env'), optional: true };
}

/** The variables a dotenv file sets; none when an optional one is absent. */
function readEnvFile(file: { path: string; optional: boolean }): Env {
  let text: string;
  try {
    text = readFileSync(file.path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (file.optional && code === 'ENOENT') return {};
    throw new Error(`cannot read ${file.path} (${code ?? 'error'})`);
  }
  // engines allows Node 20.11, which lacks util.parseEnv (20.12): say so rather than "not a function".
  if (typeof parseEnv !== 'function') throw new Error('reading .env needs Node 20.12 or later');
  return parseEnv(text);
}

/** The app-level token, once every Slack variable is set; else an error naming the missing ones. */
function requireSlackVariables(env: Env, fileName: string): string {
  const missing = REQUIRED.filter((name) => !env[name]);
  const appToken = env.SLACK_APP_TOKEN;
  if (missing.length > 0 || !appToken) {
    throw new Error(
      `set ${missing.join(', ')} in ${fileName} or the environment (see .env.example; the app: slack/manifest.yml)`,
    );
  }
  return appToken;
}

runLocalProcess('npm run dev:slack', main, { serve: true });
