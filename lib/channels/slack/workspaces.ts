/**
 * Which bot token answers which Slack workspace. In single-token mode (no OAuth client configured) the
 * one workspace of the configuration, with its token; with OAuth, every workspace that installed the
 * app, from the installation store.
 *
 * @invariant installation-cached-per-container An installation is read at most once per WORKSPACE_CACHE_MS per container (on the injected
 *   clock), and never kept past the moment its token is due for a refresh.
 * @invariant token-refreshed-by-one-container A rotating token is refreshed REFRESH_BEFORE_MS before it expires, by one container only (the
 *   store's claim, invariant token-refresh-claimed-first). The others keep using the current token while it
 *   is still good; one whose token has already expired reads the installation again until the
 *   refreshed token is there (REREAD_TRIES times), or gives up (no token: nothing done).
 * @invariant no-installation-no-token A workspace with no installation has no token: the caller does nothing for it. Nothing here logs
 *   a team id or a token.
 */
import { ConfigError, type SlackConfig } from '../../config';
import type { ItemTable } from '../../store/item-table';
import {
  createDynamoSlackInstallations,
  type SlackInstallationStore,
  type StoredInstallation,
} from '../../store/slack-installations';
import { createTokenCipher } from '../../store/token-cipher';
import { createOAuthClient } from './web-client';
import { configuredWorkspace, type WorkspaceAuth, type Workspaces } from './workspace';

export { configuredWorkspace, singleWorkspace, type WorkspaceAuth, type Workspaces } from './workspace';

/** How long an installation read is used before it is read again. */
export const WORKSPACE_CACHE_MS = 5 * 60_000;
/** How long before its expiry a rotating token is refreshed. */
export const REFRESH_BEFORE_MS = 30 * 60_000;
const REFRESH_LEASE_MS = 10_000;
const REREAD_TRIES = 10;
const REREAD_PAUSE_MS = 200;

/** A refreshed bot token, as oauth.v2.access answers `grant_type=refresh_token`. */
export type RefreshToken = (
  refreshToken: string,
) => Promise<{ botToken: string; refreshToken: string; expiresInSeconds: number }>;

/**
 * Every installed workspace, from the store (invariants installation-cached-per-container, token-refreshed-by-one-container, no-installation-no-token).
 * @example const workspaces = installedWorkspaces({ store, now: bot.now, refresh });
 */
export function installedWorkspaces(deps: {
  store: Pick<SlackInstallationStore, 'get' | 'claimRefresh' | 'saveRefreshed'>;
  now: () => Date;
  refresh: RefreshToken;
}): Workspaces {
  const cache = new Map<string, { auth: WorkspaceAuth; until: number }>();
  const clock = () => deps.now().getTime();
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const keep = (teamId: string, installation: StoredInstallation): WorkspaceAuth => {
    const auth = authOf(installation);
    const dueAt =
      installation.expiresAt === undefined ? Infinity : installation.expiresAt - REFRESH_BEFORE_MS;
    cache.set(teamId, { auth, until: Math.min(clock() + WORKSPACE_CACHE_MS, dueAt) });
    return auth;
  };

  const refreshed = async (teamId: string, read: StoredInstallation) => {
    if (!read.refreshToken || !(await deps.store.claimRefresh(teamId, read.version, REFRESH_LEASE_MS)))
      return undefined;
    const token = await deps.refresh(read.refreshToken);
    const next = { ...read, ...token, expiresAt: clock() + token.expiresInSeconds * 1000 };
    return (await deps.store.saveRefreshed(teamId, read.version, next))
      ? { ...next, version: read.version + 1 }
      : undefined;
  };

  const load = async (teamId: string): Promise<WorkspaceAuth | undefined> => {
    for (let tries = 0; tries < REREAD_TRIES; tries += 1) {
      const read = await deps.store.get(teamId);
      if (!read) return undefined;
      const expiresAt = read.expiresAt ?? Infinity;
      if (expiresAt - REFRESH_BEFORE_MS > clock()) return keep(teamId, read);
      const fresh = await refreshed(teamId, read);
      if (fresh) return keep(teamId, fresh);
      // Another container is refreshing: its current token serves meanwhile, if still good.
      if (expiresAt > clock()) return authOf(read);
      await pause(REREAD_PAUSE_MS);
    }
    return undefined;
  };

  return {
    async authFor(teamId) {
      const cached = cache.get(teamId);
      if (cached && cached.until > clock()) return cached.auth;
      cache.delete(teamId);
      return load(teamId);
    },
    forget: (teamId) => {
      cache.delete(teamId);
    },
  };
}

function authOf(installation: StoredInstallation): WorkspaceAuth {
  return {
    botToken: installation.botToken,
    botUserId: installation.botUserId,
    ...(installation.botId ? { botId: installation.botId } : {}),
  };
}

/**
 * The workspaces of the configuration: single-token mode without an OAuth client, else the installation
 * store (which needs the token key: bot tokens are sealed with it).
 * @example const workspaces = workspacesOf(config, { table: itemTable(client, tableName), now });
 */
export function workspacesOf(
  config: {
    slack: SlackConfig;
    tokenEncryptionKey: Buffer | undefined;
    previousTokenKeys: Buffer[];
  },
  deps: { table: ItemTable; now: () => Date },
): Workspaces {
  const { slack } = config;
  if (!slack.oauth) return configuredWorkspace(slack);
  if (!config.tokenEncryptionKey)
    throw new ConfigError(['TOKEN_ENCRYPTION_KEY: required with SLACK_CLIENT_ID (bot tokens are sealed)']);
  const store = slackInstallationsOf(config, deps);
  return installedWorkspaces({ store, now: deps.now, refresh: refreshWith(slack) });
}

/** The installation store on the deployment's table, its tokens sealed with the token key. */
export function slackInstallationsOf(
  config: {
    tokenEncryptionKey: Buffer | undefined;
    previousTokenKeys: Buffer[];
  },
  deps: { table: ItemTable; now: () => Date },
): SlackInstallationStore {
  if (!config.tokenEncryptionKey) throw new ConfigError(['TOKEN_ENCRYPTION_KEY: required']);
  return createDynamoSlackInstallations({
    table: deps.table,
    cipher: createTokenCipher(config.tokenEncryptionKey, config.previousTokenKeys),
    now: deps.now,
  });
}

/** Token rotation's refresh: oauth.v2.access with the app's client id and secret. */
function refreshWith(slack: SlackConfig): RefreshToken {
  const client = createOAuthClient(slack);
  return async (refreshToken) => {
    const answer = await client.oauth.v2.access({
      client_id: slack.oauth?.clientId ?? '',
      client_secret: slack.oauth?.clientSecret ?? '',
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    if (!answer.access_token || !answer.refresh_token || !answer.expires_in)
      throw new TypeError('oauth.v2.access answered no rotating token');
    return {
      botToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresInSeconds: answer.expires_in,
    };
  };
}
