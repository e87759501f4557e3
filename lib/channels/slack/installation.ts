/**
 * Which installation a request belongs to: the app's, in a workspace it is installed in (workspaces.ts:
 * the configured one in single-token mode, any that installed it with OAuth). Every request Bolt has
 * verified passes here before any listener runs.
 *
 * @invariant foreign-installation-refused A request for another app, from an org-wide (Enterprise Grid) installation, from a workspace the
 *   app is not installed in (never, or no longer), or in single-token mode from another Enterprise
 *   Grid org, is refused: Bolt acknowledges it (200, nothing done) and logs only the error's name,
 *   never the ids it came with.
 * @invariant installation-decided-here-only This is the only place that decides which installation a request belongs to.
 */
import type { AuthorizeResult, AuthorizeSourceData, CodedError, Logger } from '@slack/bolt';
import type { SlackConfig } from '../../config';
import type { WorkspaceAuth, Workspaces } from './workspace';

/** A verified request from a Slack installation this deployment does not serve. */
export class ForeignInstallationError extends Error {
  readonly code = 'FOREIGN_INSTALLATION';
  constructor() {
    super('a request from another installation');
    this.name = 'ForeignInstallationError';
  }
}

/**
 * The bot of the request's workspace, or ForeignInstallationError (invariant foreign-installation-refused). `body` is the request as
 * Bolt parsed it (its `api_app_id`).
 * @example const auth = await installationOf(config.slack, workspaces, { teamId: 'T0ACME', enterpriseId: undefined, isEnterpriseInstall: false }, body);
 */
export async function installationOf(
  slack: Pick<SlackConfig, 'appId' | 'enterpriseId' | 'oauth'>,
  workspaces: Pick<Workspaces, 'authFor'>,
  source: Pick<AuthorizeSourceData<boolean>, 'teamId' | 'enterpriseId' | 'isEnterpriseInstall'>,
  body: unknown,
): Promise<WorkspaceAuth> {
  const appId = (body as { api_app_id?: unknown } | undefined)?.api_app_id;
  const otherOrg = !slack.oauth && source.enterpriseId !== slack.enterpriseId;
  if (appId !== slack.appId || source.isEnterpriseInstall || !source.teamId || otherOrg)
    throw new ForeignInstallationError();
  const auth = await workspaces.authFor(source.teamId);
  if (!auth) throw new ForeignInstallationError();
  return auth;
}

/**
 * Bolt's error handler with invariant foreign-installation-refused: every error is logged (by name, see quietLogger); a refused
 * installation then ends there, acknowledged, while any other error still fails the request as
 * Bolt's default does (an event Slack should retry).
 * @example app.error(refusingForeign(logger));
 */
export function refusingForeign(logger: Pick<Logger, 'error'>): (error: CodedError) => Promise<void> {
  return async (error) => {
    logger.error(error);
    const cause = 'original' in error ? error.original : undefined;
    if (cause instanceof ForeignInstallationError) return;
    throw error;
  };
}

/**
 * What `authorize` answers: the bot of the request's workspace (workspaces.ts), no `auth.test` call,
 * ever. A request from any other installation is refused by `installationOf`, before any listener.
 */
export function authorizeFrom(
  slack: SlackConfig,
  workspaces: Workspaces,
): (source: AuthorizeSourceData<boolean>, body?: unknown) => Promise<AuthorizeResult> {
  return async (source, body) => {
    const auth = await installationOf(slack, workspaces, source, body);
    return {
      botToken: auth.botToken,
      botUserId: auth.botUserId,
      ...(auth.botId ? { botId: auth.botId } : {}),
    };
  };
}
