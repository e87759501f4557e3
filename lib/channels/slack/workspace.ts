/**
 * A workspace's bot, as Bolt's `authorize` and the worker use it, and single-token mode's one
 * workspace. Apart from the installation store (workspaces.ts), so a deployment in single-token mode
 * never loads the store or the DynamoDB client on its Slack function's cold start (`npm run bench`).
 */
import { ConfigError, type SlackConfig } from '../../config';

/** What the bot acts with in one workspace. */
export interface WorkspaceAuth {
  botToken: string;
  botUserId: string;
  botId?: string;
}

export interface Workspaces {
  /** The workspace's bot, or undefined when the app is not installed there. */
  authFor(teamId: string): Promise<WorkspaceAuth | undefined>;
  /** Drops what this container keeps of the workspace (it was uninstalled). */
  forget(teamId: string): void;
}

/**
 * The one workspace of single-token mode.
 * @example const workspaces = singleWorkspace('T0ACME', { botToken: 'xoxb-…', botUserId: 'U0BOT' });
 */
export function singleWorkspace(teamId: string, auth: WorkspaceAuth): Workspaces {
  return { authFor: async (team) => (team === teamId ? auth : undefined), forget: () => {} };
}

/** Single-token mode's one workspace, from the configuration. */
export function configuredWorkspace(
  slack: Pick<SlackConfig, 'teamId' | 'botToken' | 'botUserId' | 'botId'>,
): Workspaces {
  if (!slack.botToken || !slack.botUserId)
    throw new ConfigError(['SLACK_BOT_TOKEN, SLACK_BOT_USER_ID: required without SLACK_CLIENT_ID']);
  return singleWorkspace(slack.teamId, {
    botToken: slack.botToken,
    botUserId: slack.botUserId,
    ...(slack.botId ? { botId: slack.botId } : {}),
  });
}
