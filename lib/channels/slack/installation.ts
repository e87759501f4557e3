/**
 * The one Slack installation this deployment serves: its team, its app, and its Enterprise Grid org (or
 * none). Every request Bolt has verified passes here before any listener runs.
 *
 * Rules:
 * 1. A request from another team, app or enterprise is refused: Bolt acknowledges it (200, nothing
 *    done) and logs only the error's name, never the ids it came with.
 * 2. This is the only place that decides which installation a request belongs to, so a store of
 *    installations (several workspaces) can replace it.
 */
import type { AuthorizeSourceData, CodedError, Logger } from '@slack/bolt';
import type { SlackConfig } from '../../config';

/** A verified request from a Slack installation this deployment does not serve. */
export class ForeignInstallationError extends Error {
  readonly code = 'FOREIGN_INSTALLATION';
  constructor() {
    super('a request from another installation');
    this.name = 'ForeignInstallationError';
  }
}

/**
 * Throws ForeignInstallationError unless the request comes from the deployment's team, app and
 * enterprise. `body` is the request as Bolt parsed it (its `api_app_id`).
 * @example checkInstallation(config.slack, { teamId: 'T0ACME', enterpriseId: undefined, isEnterpriseInstall: false }, body);
 */
export function checkInstallation(
  slack: Pick<SlackConfig, 'teamId' | 'appId' | 'enterpriseId'>,
  source: Pick<AuthorizeSourceData<boolean>, 'teamId' | 'enterpriseId'>,
  body: unknown,
): void {
  const appId = (body as { api_app_id?: unknown } | undefined)?.api_app_id;
  if (source.teamId !== slack.teamId || source.enterpriseId !== slack.enterpriseId || appId !== slack.appId)
    throw new ForeignInstallationError();
}

/**
 * Bolt's error handler with rule 1: every error is logged (by name, see quietLogger); a refused
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
