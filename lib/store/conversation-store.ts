import {
  DeleteItemCommand,
  type DynamoDBClient,
  GetItemCommand,
  type Put,
  PutItemCommand,
  QueryCommand,
  type TransactWriteItem,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import {
  type Item,
  jsonString,
  num,
  readJson,
  readNumber,
  readOptionalNumber,
  readString,
  str,
} from './attribute-values';
import { errorName, StoreError, VersionConflictError } from './errors';
import {
  conversationPartition,
  LINK_SK,
  NOTE_SK,
  OPT_OUT_SK,
  PHONE_DIRECTORY_SK,
  phonePartition,
  SHARE_SK_PREFIX,
  STATE_SK,
} from './keys';
import { phoneFingerprint } from './phone-fingerprint';
import { itemAad, type TokenCipher } from './token-cipher';

/** Who a conversation is signed in as at the laundry service. */
export interface CustomerLink {
  serviceCustomerId: number;
  token: string;
  linkedAt: string;
  /**
   * The last day the sign-in was used (ISO), when later than `linkedAt`: rewritten at most once a day,
   * with the turn's own write (run-turn.ts), so an idle sign-in can be told apart.
   */
  lastUsedAt?: string;
  /** Who made a shared link (a channel's company account): the only one besides admins who may remove it. */
  linkedBy?: string;
  /**
   * The phone an SMS conversation texts (E.164), for what is sent outside its turns (reminders, staff
   * notices): the key names it by fingerprint only. Sealed like the token.
   */
  phone?: string;
}

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
  /** The channel's note on this conversation (see `saveNote`), read by the same request. */
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
}

/** Conversation state and customer link, read once and written once per turn. */
export interface ConversationStore {
  /** Loads state and link with exactly one consistent Query. */
  load(key: string): Promise<LoadedConversation>;
  /** Writes the state if its version is still `expectedVersion`; returns the new version. One request. */
  save(key: string, change: SaveConversation): Promise<number>;
  /**
   * Replaces the channel's note on this conversation: what a channel learns only after a turn is saved
   * (where it posted the question, to update it once answered). Unconditional, one request; it expires
   * with the conversation. The dialog never sees it.
   */
  saveNote(key: string, note: unknown): Promise<void>;
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
  /**
   * Remembers which customer a phone number signed in as, and in which conversation, so support staff
   * can find a customer by phone. The number is kept only as a keyed fingerprint. One request.
   */
  saveCustomerPhone(phoneNumber: string, customer: PhoneDirectoryEntry): Promise<void>;
  /** The customer who last signed in with this phone number through the bot. One read. */
  findCustomerByPhone(phoneNumber: string): Promise<PhoneDirectoryEntry | undefined>;
}

/** A phone number's customer, and the conversation they signed in from. */
export interface PhoneDirectoryEntry {
  serviceCustomerId: number;
  key: string;
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
}): ConversationStore {
  const { client, tableName, cipher, idleTtlSeconds } = deps;
  const fingerprint = phoneFingerprint(cipher);
  const transactions = deps.transactions ?? true;
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
      const noteItem = items.find((item) => item.sk?.S === NOTE_SK);
      const optedOut = items.some((item) => item.sk?.S === OPT_OUT_SK);
      const shared = items.flatMap((item) =>
        item.sk?.S?.startsWith(SHARE_SK_PREFIX) ? [item.sk.S.slice(SHARE_SK_PREFIX.length)] : [],
      );
      const shares = shared.length > 0 ? { shares: shared } : {};
      const noteExpiry = noteItem ? readOptionalNumber(noteItem, 'expiresAt') : undefined;
      const note =
        noteItem && !(noteExpiry !== undefined && noteExpiry <= epochSeconds(now()))
          ? readJson(noteItem, 'note')
          : undefined;

      // What the conversation's other items say, whatever its state item holds.
      const beside = { link, linkOutdated, optedOut, ...shares };
      if (!stateItem) return { state: undefined, version: 0, expired: false, note, ...beside };
      const version = readNumber(stateItem, 'version');
      const expiresAt = readOptionalNumber(stateItem, 'expiresAt');
      // TTL deletion runs late (up to days), so an item past its expiry is treated as absent here.
      if (expiresAt !== undefined && expiresAt <= epochSeconds(now())) {
        return { state: undefined, version, expired: true, note: undefined, ...beside };
      }
      return { state: readJson(stateItem, 'state'), version, expired: false, note, ...beside };
    },

    async setOptedOut(key, optedOut) {
      const Key = { pk: str(conversationPartition(key)), sk: str(OPT_OUT_SK) };
      if (!optedOut) {
        await client.send(new DeleteItemCommand({ TableName: tableName, Key }));
        return;
      }
      // No expiresAt: an opt-out outlives the conversation.
      await client.send(
        new PutItemCommand({ TableName: tableName, Item: { ...Key, at: str(now().toISOString()) } }),
      );
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

    async saveCustomerPhone(phoneNumber, customer) {
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: {
            pk: str(phonePartition(fingerprint(phoneNumber))),
            sk: str(PHONE_DIRECTORY_SK),
            serviceCustomerId: num(customer.serviceCustomerId),
            conversationKey: str(customer.key),
            updatedAt: str(now().toISOString()),
          },
        }),
      );
    },

    async findCustomerByPhone(phoneNumber) {
      const result = await client.send(
        new GetItemCommand({
          TableName: tableName,
          Key: { pk: str(phonePartition(fingerprint(phoneNumber))), sk: str(PHONE_DIRECTORY_SK) },
          ConsistentRead: true,
        }),
      );
      if (!result.Item) return undefined;
      return {
        serviceCustomerId: readNumber(result.Item, 'serviceCustomerId'),
        key: readString(result.Item, 'conversationKey'),
      };
    },

    async saveNote(key, note) {
      const at = now();
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: {
            pk: str(conversationPartition(key)),
            sk: str(NOTE_SK),
            note: jsonString(note, 'channel note'),
            expiresAt: num(epochSeconds(at) + idleTtlSeconds),
          },
        }),
      );
    },

    async save(key, change) {
      const { expectedVersion } = change;
      if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 0) {
        throw new RangeError('expectedVersion must be a non-negative integer');
      }
      const at = now();
      const version = expectedVersion + 1;
      const pk = conversationPartition(key);
      const statePut: Put = {
        TableName: tableName,
        Item: {
          pk: str(pk),
          sk: str(STATE_SK),
          state: jsonString(change.state, 'conversation state'),
          version: num(version),
          updatedAt: str(at.toISOString()),
          expiresAt: num(epochSeconds(at) + idleTtlSeconds),
        },
        ...(expectedVersion === 0
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: 'version = :expected',
              ExpressionAttributeValues: { ':expected': num(expectedVersion) },
            }),
      };

      if (change.link === undefined) {
        try {
          await client.send(new PutItemCommand(statePut));
        } catch (error) {
          throw asVersionConflict(error);
        }
        return version;
      }

      const linkWrite: TransactWriteItem =
        change.link === null
          ? { Delete: { TableName: tableName, Key: { pk: str(pk), sk: str(LINK_SK) } } }
          : { Put: { TableName: tableName, Item: linkItem(pk, change.link, cipher) } };
      if (!transactions) {
        try {
          await client.send(new PutItemCommand(statePut));
        } catch (error) {
          throw asVersionConflict(error);
        }
        if (linkWrite.Delete) await client.send(new DeleteItemCommand(linkWrite.Delete));
        else if (linkWrite.Put) await client.send(new PutItemCommand(linkWrite.Put));
        return version;
      }
      try {
        // The link only changes together with the state it belongs to, or not at all.
        await client.send(new TransactWriteItemsCommand({ TransactItems: [{ Put: statePut }, linkWrite] }));
      } catch (error) {
        throw asVersionConflict(error);
      }
      return version;
    },
  };
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function linkItem(pk: string, link: CustomerLink, cipher: TokenCipher): Item {
  if (!Number.isSafeInteger(link.serviceCustomerId))
    throw new RangeError('serviceCustomerId must be an integer');
  return {
    pk: str(pk),
    sk: str(LINK_SK),
    serviceCustomerId: num(link.serviceCustomerId),
    token: str(cipher.encrypt(link.token, itemAad(pk, LINK_SK, 'token'))),
    linkedAt: str(link.linkedAt),
    ...(link.lastUsedAt ? { lastUsedAt: str(link.lastUsedAt) } : {}),
    ...(link.linkedBy ? { linkedBy: str(link.linkedBy) } : {}),
    ...(link.phone ? { phone: str(cipher.encrypt(link.phone, itemAad(pk, LINK_SK, 'phone'))) } : {}),
  };
}

/** Whether every sealed attribute of a link item is sealed under the current key and format. */
function isSealedCurrent(item: Item | undefined, cipher: TokenCipher): boolean {
  return [item?.token?.S, item?.phone?.S].every((sealed) => sealed === undefined || cipher.isCurrent(sealed));
}

/**
 * A link whose token no longer decrypts (its key is no longer configured, or it was moved from another
 * item) is as good as none: the person signs in again and the new link replaces it, instead of every
 * turn failing.
 */
function readLink(item: Item, cipher: TokenCipher): CustomerLink | undefined {
  const pk = readString(item, 'pk');
  let token: string;
  let phone: string | undefined;
  try {
    token = cipher.decrypt(readString(item, 'token'), itemAad(pk, LINK_SK, 'token'));
    phone = item.phone?.S ? cipher.decrypt(item.phone.S, itemAad(pk, LINK_SK, 'phone')) : undefined;
  } catch (error) {
    if (error instanceof StoreError && error.code === 'TOKEN_DECRYPT_FAILED') return undefined;
    throw error;
  }
  return {
    serviceCustomerId: readNumber(item, 'serviceCustomerId'),
    token,
    linkedAt: readString(item, 'linkedAt'),
    ...(item.lastUsedAt?.S ? { lastUsedAt: item.lastUsedAt.S } : {}),
    ...(item.linkedBy?.S ? { linkedBy: item.linkedBy.S } : {}),
    ...(phone ? { phone } : {}),
  };
}

/**
 * Maps a lost condition to VersionConflictError; anything else is returned unchanged. A TransactionConflict
 * (another transaction holds the item) is mapped too: the recovery is the same, reload and retry the turn.
 */
function asVersionConflict(error: unknown): unknown {
  const name = errorName(error);
  if (name === 'ConditionalCheckFailedException' || name === 'TransactionConflictException') {
    return new VersionConflictError();
  }
  if (name === 'TransactionCanceledException') {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons.some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict')) {
      return new VersionConflictError();
    }
  }
  return error;
}
