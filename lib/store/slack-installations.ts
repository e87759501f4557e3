/**
 * The Slack workspaces the app is installed in: one item per workspace (its team id), with the bot's
 * token sealed like a customer's sign-in (token-cipher.ts, the item's own key as associated data).
 *
 * @invariant installation-keeps-listed-fields-only Kept per workspace: team and enterprise ids, the team's name, the app id, the bot's user and bot
 *    ids, the scopes, who installed it and when, the bot token and (with token rotation) its refresh
 *    token, both sealed, and when the token expires. Nothing else of the workspace or its people.
 * @invariant installation-writes-conditional-on-version Installing again replaces the item and bumps its `version`; every refresh of a rotating token is
 *    a conditional write on the version it read, so it never overwrites a newer install or refresh.
 * @invariant token-refresh-claimed-first Refreshing a token is claimed first (`claimRefresh`: a conditional write of a short lease on the
 *    version read): of two containers at once, one refreshes and the other reads again.
 * @invariant unopenable-installation-reads-uninstalled An item whose sealed token no longer opens reads as not installed: the workspace installs again.
 * @invariant stale-removal-spares-newer-install A removal (Slack's `app_uninstalled` or `tokens_revoked`) removes the installation only when
 *    the installation is not newer than the event (its `event_time` against `installedAt`, in the removal's one
 *    conditional delete, here and nowhere else): a late or retried event after a reinstall touches nothing.
 */

import { type Item, num, readNumber, readOptionalNumber, readString, str } from './attribute-values';
import { StoreError } from './errors';
import { type ItemTable, isConditionFailed } from './item-table';
import { INSTALLATION_SK, slackTeamPartition } from './keys';
import { itemAad, type TokenCipher } from './token-cipher';

/** One workspace's installation of the app. */
export interface SlackInstallation {
  teamId: string;
  teamName?: string;
  enterpriseId?: string;
  appId?: string;
  botToken: string;
  botUserId: string;
  botId?: string;
  scopes: string[];
  /** With token rotation: the refresh token and when the bot token expires (epoch ms). */
  refreshToken?: string;
  expiresAt?: number;
  installerUserId?: string;
  installedAt: string;
}

/** An installation as read, with the version its next refresh is conditioned on. */
export interface StoredInstallation extends SlackInstallation {
  version: number;
}

export interface SlackInstallationStore {
  /** One consistent read. */
  get(teamId: string): Promise<StoredInstallation | undefined>;
  /** A new installation (or a new install over an old one). One write. */
  save(installation: SlackInstallation): Promise<void>;
  /**
   * Takes the right to refresh the token of `version` for `leaseMs` (invariant token-refresh-claimed-first). False when another
   * container holds it or the installation changed since it was read.
   */
  claimRefresh(teamId: string, version: number, leaseMs: number): Promise<boolean>;
  /** Saves a refreshed token over `version` (invariant installation-writes-conditional-on-version); false when the installation changed meanwhile. */
  saveRefreshed(
    teamId: string,
    version: number,
    token: { botToken: string; refreshToken: string; expiresAt: number },
  ): Promise<boolean>;
  // Removed by removeInstallationAsOf, below, with the workspace's data (slack-workspace-data.ts).
}

/**
 * Over the table one item at a time: the Slack function reads an installation on its ack path with
 * one light call (http-item-table.ts), the worker through the SDK (dynamodb-client.ts `itemTable`).
 * @example const installations = createDynamoSlackInstallations({ table, cipher, now });
 */
export function createDynamoSlackInstallations(deps: {
  table: ItemTable;
  cipher: TokenCipher;
  now: () => Date;
}): SlackInstallationStore {
  const { table, cipher } = deps;
  const keyOf = (teamId: string) => ({ pk: str(slackTeamPartition(teamId)), sk: str(INSTALLATION_SK) });
  const seal = (teamId: string, attribute: string, plain: string) =>
    str(cipher.encrypt(plain, itemAad(slackTeamPartition(teamId), INSTALLATION_SK, attribute)));
  const open = (teamId: string, attribute: string, sealed: string) =>
    cipher.decrypt(sealed, itemAad(slackTeamPartition(teamId), INSTALLATION_SK, attribute));
  const conditional = async (write: () => Promise<unknown>): Promise<boolean> => {
    try {
      await write();
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  };

  return {
    async get(teamId) {
      const item = await table.send('GetItem', { Key: keyOf(teamId) });
      return item ? readInstallation(item, teamId, open) : undefined;
    },

    async save(installation) {
      const { teamId } = installation;
      const values: Item = {
        ':botToken': seal(teamId, 'botToken', installation.botToken),
        ':botUserId': str(installation.botUserId),
        ':scopes': str(installation.scopes.join(',')),
        ':installedAt': str(installation.installedAt),
        ':one': num(1),
        ':zero': num(0),
      };
      const optional: [string, string | number | undefined][] = [
        ['teamName', installation.teamName],
        ['enterpriseId', installation.enterpriseId],
        ['appId', installation.appId],
        ['botId', installation.botId],
        ['installerUserId', installation.installerUserId],
        ['expiresAt', installation.expiresAt],
      ];
      const set = ['botToken = :botToken', 'botUserId = :botUserId', 'scopes = :scopes'];
      set.push('installedAt = :installedAt', 'version = if_not_exists(version, :zero) + :one');
      const remove = ['refreshingUntil'];
      for (const [name, value] of optional) {
        if (value === undefined) remove.push(name);
        else {
          set.push(`${name} = :${name}`);
          values[`:${name}`] = typeof value === 'number' ? num(value) : str(value);
        }
      }
      if (installation.refreshToken) {
        set.push('refreshToken = :refreshToken');
        values[':refreshToken'] = seal(teamId, 'refreshToken', installation.refreshToken);
      } else remove.push('refreshToken');
      await table.send('UpdateItem', {
        Key: keyOf(teamId),
        UpdateExpression: `SET ${set.join(', ')} REMOVE ${remove.join(', ')}`,
        ExpressionAttributeValues: values,
      });
    },

    claimRefresh(teamId, version, leaseMs) {
      const now = deps.now().getTime();
      return conditional(() =>
        table.send('UpdateItem', {
          Key: keyOf(teamId),
          UpdateExpression: 'SET refreshingUntil = :until',
          ConditionExpression:
            'version = :version AND (attribute_not_exists(refreshingUntil) OR refreshingUntil < :now)',
          ExpressionAttributeValues: {
            ':until': num(now + leaseMs),
            ':version': num(version),
            ':now': num(now),
          },
        }),
      );
    },

    saveRefreshed(teamId, version, token) {
      return conditional(() =>
        table.send('UpdateItem', {
          Key: keyOf(teamId),
          UpdateExpression:
            'SET botToken = :botToken, refreshToken = :refreshToken, expiresAt = :expiresAt, version = :next REMOVE refreshingUntil',
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: {
            ':botToken': seal(teamId, 'botToken', token.botToken),
            ':refreshToken': seal(teamId, 'refreshToken', token.refreshToken),
            ':expiresAt': num(token.expiresAt),
            ':version': num(version),
            ':next': num(version + 1),
          },
        }),
      );
    },
  };
}

/**
 * The removal's one conditional delete (invariant stale-removal-spares-newer-install): nothing is removed when the installation is newer
 * than the event. Needs no token key, so single-token mode removes with it too.
 * @example if (await removeInstallationAsOf(itemTable(client, tableName), 'T0HOTEL', body.event_time * 1000)) …
 */
export async function removeInstallationAsOf(
  table: ItemTable,
  teamId: string,
  eventAtMs: number,
): Promise<boolean> {
  try {
    await table.send('DeleteItem', {
      Key: { pk: str(slackTeamPartition(teamId)), sk: str(INSTALLATION_SK) },
      // ISO instants of one format compare as strings; no item at all is removed already. Slack's
      // event_time counts whole seconds: an install within the event's second is not newer than it.
      ConditionExpression: 'attribute_not_exists(installedAt) OR installedAt < :eventEnd',
      ExpressionAttributeValues: { ':eventEnd': str(new Date(eventAtMs + 1000).toISOString()) },
    });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

function readInstallation(
  item: Item,
  teamId: string,
  open: (teamId: string, attribute: string, sealed: string) => string,
): StoredInstallation | undefined {
  let botToken: string;
  let refreshToken: string | undefined;
  try {
    botToken = open(teamId, 'botToken', readString(item, 'botToken'));
    refreshToken = item.refreshToken?.S ? open(teamId, 'refreshToken', item.refreshToken.S) : undefined;
  } catch (error) {
    if (error instanceof StoreError && error.code === 'TOKEN_DECRYPT_FAILED') return undefined;
    throw error;
  }
  const text = (name: string) => item[name]?.S;
  const expiresAt = readOptionalNumber(item, 'expiresAt');
  const optional = {
    teamName: text('teamName'),
    enterpriseId: text('enterpriseId'),
    appId: text('appId'),
    botId: text('botId'),
    installerUserId: text('installerUserId'),
    refreshToken,
    expiresAt,
  };
  return {
    teamId,
    botToken,
    botUserId: readString(item, 'botUserId'),
    scopes: readString(item, 'scopes').split(',').filter(Boolean),
    installedAt: readString(item, 'installedAt'),
    version: readNumber(item, 'version'),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
