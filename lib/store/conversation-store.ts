/**
 * A conversation's items, under its `CONV#<key>` partition (keys.ts): its dialog state with the
 * channel's delivery note beside it (one item), its customer link (customer-link.ts), an opt-out and the
 * pointers to links it shared.
 *
 * @invariant one-query-one-conditional-write A turn reads them all with one consistent Query, and writes the state (with the note, and with
 *    the link when it changes) once, conditionally on the version it read (lib/conversation/turn.ts).
 * @invariant note-rides-the-state-write The note is an attribute of the state item, so an ordinary turn's one write carries it; written
 *    alone (`saveDeliveryNote`), it leaves the state and its version as they are.
 * @invariant expired-item-reads-absent An item past its expiry reads as absent: TTL deletion runs late.
 * @invariant removed-workspace-writes-nothing With `installationOf` (Slack workspaces installed by OAuth), a Slack conversation's save
 *    is one TransactWriteItems whose first part checks the workspace's installation is there: a turn
 *    in flight when the app is removed (invariant uninstall-removes-workspace) writes nothing after
 *    the removal deleted its items (`WorkspaceRemovedError`), at the same one request.
 *
 * A save answered late is recognised as our own (invariant own-write-recognised): the state write
 * carries its write token (dynamodb-client.ts), so its retry refused by the version's condition is
 * this save, never a version conflict (the turn is not run again); with the link or the workspace's
 * check, it is one transaction, recognised by its idempotency token.
 */

import {
  type AttributeValue,
  type Item,
  jsonString,
  num,
  readJson,
  readOptionalNumber,
  str,
} from './attribute-values';
import { type CustomerLink, isSealedCurrent, linkItem, readLink } from './customer-link';
import { WRITE_TOKEN, writeToken } from './dynamodb-client';
import {
  DeleteItemCommand,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  type TransactWriteItem,
  TransactWriteItemsCommand,
  type Update,
  UpdateItemCommand,
} from './dynamodb-sdk';
import { asVersionConflict, errorName, WorkspaceRemovedError } from './errors';
import {
  conversationPartition,
  INSTALLATION_SK,
  LINK_SK,
  OPT_OUT_SK,
  SHARE_SK_PREFIX,
  STATE_SK,
  slackTeamPartition,
} from './keys';
import { optOutItem } from './opt-out-item';
import type { TokenCipher } from './token-cipher';

export type { CustomerLink } from './customer-link';

export interface LoadedConversation {
  /** Parsed JSON; undefined when there is no state item or it has expired. */
  state: unknown | undefined;
  /** 0 when there is no item; the stored version even when expired, so the next save's condition holds. */
  version: number;
  expired: boolean;
  /** Token already decrypted. */
  link: CustomerLink | undefined;
  /** The link is sealed under an old key or format: save it again (as is) to seal it anew. */
  linkOutdated: boolean;
  /** The channel's delivery note on this conversation (see `saveDeliveryNote`), read by the same request. */
  note: unknown | undefined;
  /** The person asked for no more messages (SMS STOP); kept until they ask again, with no expiry. */
  optedOut: boolean;
  /**
   * The conversations this one's sign-in was shared to (a Slack channel it linked), read by the same
   * request: when the sign-in goes, so do those links. Absent: none.
   */
  shares?: string[];
}

export interface SaveConversation {
  state: unknown;
  expectedVersion: number;
  /** undefined = leave as is, null = delete the link (sign out), object = write it. */
  link?: CustomerLink | null;
  /** The channel's delivery note, written in the same request; undefined = leave as is. */
  note?: unknown;
  /** The Slack workspace the conversation lives in: with OAuth installs, the save is conditional on its installation (invariant removed-workspace-writes-nothing). */
  workspace?: string;
}

/** Conversation state and customer link, read once and written once per turn. */
export interface ConversationStore {
  /** Loads state and link with exactly one consistent Query. */
  load(key: string): Promise<LoadedConversation>;
  /** Writes the state if its version is still `expectedVersion`; returns the new version. One request. */
  save(key: string, change: SaveConversation): Promise<number>;
  /**
   * Replaces the channel's delivery note on this conversation alone: what a channel learns when it delivers (where
   * it posted the question, to update it once answered; which messages it delivered), when that comes
   * after the turn's save or without a turn. Unconditional, one request; it expires with the
   * conversation. The dialog never sees it.
   */
  saveDeliveryNote(key: string, note: unknown): Promise<void>;
  /** Records (or clears) the person's request for no more messages. One request. */
  setOptedOut(key: string, optedOut: boolean): Promise<void>;
  /**
   * Moves an opt-out recorded under `fromKey` (a key older code gave the conversation) to `toKey`, and
   * says whether there was one. One read, and two writes when there was.
   */
  adoptOptOut(fromKey: string, toKey: string): Promise<boolean>;
  /** The customer link of a conversation alone (a shared one: a channel's company account). One read. */
  loadLink(key: string): Promise<CustomerLink | undefined>;
  /** Writes (or with null, deletes) a conversation's customer link alone. One request. */
  saveLink(key: string, link: CustomerLink | null): Promise<void>;
  /**
   * Records (or with false, forgets) that `owner`'s sign-in was shared to `shared` (a channel it
   * linked): a pointer in the owner's partition, so its turn's one read lists it. One request.
   */
  saveShare(owner: string, shared: string, isShared: boolean): Promise<void>;
}

/** DynamoDB-backed ConversationStore: state and link share the `CONV#<key>` partition (keys.ts). */
export function createDynamoConversationStore(deps: {
  client: DynamoDBClient;
  tableName: string;
  cipher: TokenCipher;
  idleTtlSeconds: number;
  now?: () => Date;
  /**
   * False on an engine without TransactWriteItems (dynalite, the local fallback without Java): the
   * link is then written right after the state's conditional write. The state goes first, so a lost
   * race writes nothing; a crash between the two leaves a state without its new link, and the next
   * turn simply asks to sign in again. Default true.
   */
  transactions?: boolean;
  /**
   * Slack workspaces are installed by OAuth: each has its installation item, which a Slack
   * conversation's save checks (invariant removed-workspace-writes-nothing). Single-token mode has none.
   */
  slackInstallations?: boolean;
}): ConversationStore {
  const { client, tableName, cipher, idleTtlSeconds } = deps;
  const transactions = deps.transactions ?? true;
  /** The check of the installation a conversation's save is conditional on, if any. */
  const installationCheck = (workspace: string | undefined): TransactWriteItem | undefined => {
    const teamId = deps.slackInstallations && transactions ? workspace : undefined;
    if (!teamId) return undefined;
    return {
      ConditionCheck: {
        TableName: tableName,
        Key: { pk: str(slackTeamPartition(teamId)), sk: str(INSTALLATION_SK) },
        ConditionExpression: 'attribute_exists(pk)',
      },
    };
  };
  const now = deps.now ?? (() => new Date());

  return {
    async load(key) {
      // One partition holds both items, so one Query reads them (the turn's single read).
      const result = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': str(conversationPartition(key)) },
          ConsistentRead: true,
        }),
      );
      const items = result.Items ?? [];
      const stateItem = items.find((item) => item.sk?.S === STATE_SK);
      const linkItem = items.find((item) => item.sk?.S === LINK_SK);
      const link = linkItem ? readLink(linkItem, cipher) : undefined;
      const linkOutdated = link !== undefined && !isSealedCurrent(linkItem, cipher);
      const optedOut = items.some((item) => item.sk?.S === OPT_OUT_SK);
      const shared = items.flatMap((item) =>
        item.sk?.S?.startsWith(SHARE_SK_PREFIX) ? [item.sk.S.slice(SHARE_SK_PREFIX.length)] : [],
      );
      const shares = shared.length > 0 ? { shares: shared } : {};

      // What the conversation's other items say, whatever its state item holds.
      const beside = { link, linkOutdated, optedOut, ...shares };
      // A note written before any state (an SMS HELP as the first text) makes an item without a version.
      const version = (stateItem && readOptionalNumber(stateItem, 'version')) ?? 0;
      const expiresAt = stateItem && readOptionalNumber(stateItem, 'expiresAt');
      // TTL deletion runs late (up to days), so an item past its expiry is treated as absent here.
      if (expiresAt !== undefined && expiresAt <= epochSeconds(now())) {
        return { state: undefined, version, expired: version > 0, note: undefined, ...beside };
      }
      const note = stateItem?.note ? readJson(stateItem, 'note') : undefined;
      const state = stateItem?.state ? readJson(stateItem, 'state') : undefined;
      return { state, version, expired: false, note, ...beside };
    },

    async setOptedOut(key, optedOut) {
      const Key = { pk: str(conversationPartition(key)), sk: str(OPT_OUT_SK) };
      if (!optedOut) {
        await client.send(new DeleteItemCommand({ TableName: tableName, Key }));
        return;
      }
      await client.send(new PutItemCommand({ TableName: tableName, Item: optOutItem(key, now()) }));
    },

    async adoptOptOut(fromKey, toKey) {
      const Key = { pk: str(conversationPartition(fromKey)), sk: str(OPT_OUT_SK) };
      const found = await client.send(
        new GetItemCommand({ TableName: tableName, Key, ConsistentRead: true }),
      );
      if (!found.Item) return false;
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: { ...found.Item, pk: str(conversationPartition(toKey)) },
        }),
      );
      await client.send(new DeleteItemCommand({ TableName: tableName, Key }));
      return true;
    },

    async loadLink(key) {
      const result = await client.send(
        new GetItemCommand({
          TableName: tableName,
          Key: { pk: str(conversationPartition(key)), sk: str(LINK_SK) },
          ConsistentRead: true,
        }),
      );
      return result.Item ? readLink(result.Item, cipher) : undefined;
    },

    async saveLink(key, link) {
      const pk = conversationPartition(key);
      if (link === null) {
        await client.send(
          new DeleteItemCommand({ TableName: tableName, Key: { pk: str(pk), sk: str(LINK_SK) } }),
        );
        return;
      }
      await client.send(new PutItemCommand({ TableName: tableName, Item: linkItem(pk, link, cipher) }));
    },

    async saveShare(owner, shared, isShared) {
      const Key = { pk: str(conversationPartition(owner)), sk: str(`${SHARE_SK_PREFIX}${shared}`) };
      if (!isShared) {
        await client.send(new DeleteItemCommand({ TableName: tableName, Key }));
        return;
      }
      await client.send(
        new PutItemCommand({ TableName: tableName, Item: { ...Key, at: str(now().toISOString()) } }),
      );
    },

    async saveDeliveryNote(key, note) {
      await client.send(
        new UpdateItemCommand({
          TableName: tableName,
          Key: { pk: str(conversationPartition(key)), sk: str(STATE_SK) },
          // Without a state item yet, the note alone expires as a conversation would.
          UpdateExpression: 'SET note = :note, expiresAt = if_not_exists(expiresAt, :expiresAt)',
          ExpressionAttributeValues: {
            ':note': jsonString(note, 'channel note'),
            ':expiresAt': num(epochSeconds(now()) + idleTtlSeconds),
          },
        }),
      );
    },

    async save(key, change) {
      const { expectedVersion } = change;
      if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 0) {
        throw new RangeError('expectedVersion must be a non-negative integer');
      }
      const version = expectedVersion + 1;
      const pk = conversationPartition(key);
      const token = writeToken();
      const stateUpdate: Update = {
        TableName: tableName,
        Key: { pk: str(pk), sk: str(STATE_SK) },
        ...stateWrite(change, now(), idleTtlSeconds, token.value),
      };
      /** The state write alone; refused, it is a version conflict unless it met itself (invariant own-write-recognised). */
      const updateState = async () => {
        try {
          await client.send(new UpdateItemCommand(stateUpdate));
        } catch (error) {
          if (errorName(error) !== 'ConditionalCheckFailedException') throw error;
          // Engines without ReturnValuesOnConditionCheckFailure (dynalite) send no Item: read it.
          const { Key } = stateUpdate;
          const item =
            (error as { Item?: Item }).Item ??
            (await client.send(new GetItemCommand({ TableName: tableName, Key, ConsistentRead: true }))).Item;
          if (!token.isOwnWrite(item)) throw asVersionConflict(error);
        }
      };

      const installed = installationCheck(change.workspace);
      if (change.link === undefined && !installed) {
        await updateState();
        return version;
      }

      const linkWrite: TransactWriteItem | undefined =
        change.link === undefined
          ? undefined
          : change.link === null
            ? { Delete: { TableName: tableName, Key: { pk: str(pk), sk: str(LINK_SK) } } }
            : { Put: { TableName: tableName, Item: linkItem(pk, change.link, cipher) } };
      if (!transactions) {
        await updateState();
        if (linkWrite?.Delete) await client.send(new DeleteItemCommand(linkWrite.Delete));
        else if (linkWrite?.Put) await client.send(new PutItemCommand(linkWrite.Put));
        return version;
      }
      try {
        // The link only changes together with the state it belongs to, or not at all; neither once
        // the workspace is removed (invariant removed-workspace-writes-nothing).
        const parts = [installed, { Update: stateUpdate }, linkWrite];
        await client.send(
          new TransactWriteItemsCommand({ TransactItems: parts.filter((part) => part !== undefined) }),
        );
      } catch (error) {
        if (installed && errorName(error) === 'TransactionCanceledException') {
          const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
          if (reasons?.[0]?.Code === 'ConditionalCheckFailed') throw new WorkspaceRemovedError();
        }
        throw asVersionConflict(error);
      }
      return version;
    },
  };
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * The state's conditional update on the version read (invariant note-rides-the-state-write: an update,
 * not a put, so the note stays as it is unless this write carries one), with its write token
 * (invariant own-write-recognised) and the item as it was when its condition refuses it.
 */
function stateWrite(
  change: SaveConversation,
  at: Date,
  idleTtlSeconds: number,
  token: AttributeValue,
): Omit<Update, 'TableName' | 'Key'> {
  const { expectedVersion } = change;
  const values = {
    ':state': jsonString(change.state, 'conversation state'),
    ':version': num(expectedVersion + 1),
    ':updatedAt': str(at.toISOString()),
    ':expiresAt': num(epochSeconds(at) + idleTtlSeconds),
    ':writeToken': token,
    ...(change.note === undefined ? {} : { ':note': jsonString(change.note, 'channel note') }),
  };
  return {
    UpdateExpression: `SET #state = :state, version = :version, updatedAt = :updatedAt, expiresAt = :expiresAt, ${WRITE_TOKEN} = :writeToken${change.note === undefined ? '' : ', note = :note'}`,
    ExpressionAttributeNames: { '#state': 'state' },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    // An item holding only a note (saveDeliveryNote before any state) has no version yet.
    ...(expectedVersion === 0
      ? { ConditionExpression: 'attribute_not_exists(version)', ExpressionAttributeValues: values }
      : {
          ConditionExpression: 'version = :expected',
          ExpressionAttributeValues: { ...values, ':expected': num(expectedVersion) },
        }),
  };
}
