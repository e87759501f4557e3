import {
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  type Update,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { Classified } from '../ports';
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
import { errorName, StoreError } from './errors';
import { customerPartition, ORDER_SK_PREFIX, orderIdPartition, POINTER_SK } from './keys';

export type LedgerStatus = 'PENDING' | 'PLACED' | 'UNKNOWN' | 'FAILED';

export interface LedgerRecord<E = unknown> {
  confirmationId: string;
  serviceCustomerId: number;
  status: LedgerStatus;
  orderId?: number;
  entry: E;
  createdAt: string;
  updatedAt: string;
}

/**
 * Validates a stored entry on the way out: a zod schema (anything with `parse`) or a function. It
 * throws on a bad entry; the ledger then throws StoreError CORRUPT_ITEM.
 */
export type EntryParser<E> = { parse(raw: unknown): E } | ((raw: unknown) => E);

/** Options of the reads. Without `parse` the entry is returned as stored, typed as the caller says. */
export interface ReadOptions<E> {
  parse?: EntryParser<E>;
}

export type SettleOutcome = { status: 'PLACED'; orderId: number } | { status: 'UNKNOWN' | 'FAILED' };

/** Orders the bot placed (or tried to), per customer, so one confirmation never sends two orders. */
export interface OrderLedger {
  /**
   * Claims a confirmation before the order is sent: conditional put (attribute_not_exists). Returns
   * { claimed: true } or { claimed: false, existing } so one confirmation can never send two orders.
   */
  claim<E>(
    serviceCustomerId: number,
    confirmationId: string,
    entry: E,
  ): Promise<{ claimed: true } | { claimed: false; existing: LedgerRecord<E> }>;
  /**
   * Records the outcome of a claimed confirmation (PLACED with orderId, UNKNOWN after a timeout, FAILED when
   * the service refused). PLACED also writes the `ORDERID#<orderId>` pointer that getByOrderId reads, in
   * the same transaction. Throws StoreError LEDGER_NOT_CLAIMED when there is no claim, and
   * LEDGER_ALREADY_PLACED when the record is PLACED and the outcome would change that.
   */
  settle(serviceCustomerId: number, confirmationId: string, outcome: SettleOutcome): Promise<void>;
  /** One record, read consistently. */
  get<E>(
    serviceCustomerId: number,
    confirmationId: string,
    options?: ReadOptions<E>,
  ): Promise<LedgerRecord<E> | undefined>;
  /**
   * The PLACED record of a service order id (two consistent reads: pointer, then record); undefined when
   * no order with that id was placed by the bot.
   */
  getByOrderId<E>(orderId: number, options?: ReadOptions<E>): Promise<LedgerRecord<E> | undefined>;
  /**
   * Replaces the entry of a PLACED record (an order rescheduled), only if the record was last written at
   * `expectedUpdatedAt`: two changes made at once never overwrite each other. Throws StoreError
   * LEDGER_CHANGED when it was written since (read it again), LEDGER_NOT_CLAIMED when it is not PLACED.
   */
  amend<E>(
    serviceCustomerId: number,
    confirmationId: string,
    entry: E,
    expectedUpdatedAt: string,
  ): Promise<LedgerRecord<E>>;
  /** Newest first. */
  listByCustomer<E>(
    serviceCustomerId: number,
    limit: number,
    options?: ReadOptions<E>,
  ): Promise<LedgerRecord<E>[]>;
}

/** The ledger's writes: made at most once per turn (turn/once-per-turn.ts `oncePerTurn`; see ../ports.ts). */
export const LEDGER_MUTATING = ['claim', 'settle', 'amend'] as const satisfies readonly (keyof OrderLedger)[];
/** The ledger's reads: made afresh. */
export const LEDGER_READING = ['get', 'getByOrderId', 'listByCustomer'] as const satisfies readonly Exclude<
  keyof OrderLedger,
  (typeof LEDGER_MUTATING)[number]
>[];
/** Every method of the ledger, each sorted once. */
export type LedgerMethod = Classified<keyof OrderLedger, typeof LEDGER_MUTATING, typeof LEDGER_READING>;

const STATUSES: readonly LedgerStatus[] = ['PENDING', 'PLACED', 'UNKNOWN', 'FAILED'];

/**
 * DynamoDB-backed OrderLedger: `CUST#<id>` / `ORDER#<confirmationId>` records, and for each PLACED one
 * an `ORDERID#<orderId>` / `POINTER` item naming the record (customer and confirmation id only): keys.ts.
 *
 * The pointer holds no copy of the record, so getByOrderId costs a second GetItem: the record stays
 * the one place an order's data lives, and nothing has to keep a copy in step when it changes (a
 * retried settle, a later reschedule of its legs).
 */
export function createDynamoOrderLedger(deps: {
  client: DynamoDBClient;
  tableName: string;
  now?: () => Date;
  /**
   * False on an engine without TransactWriteItems (dynalite): settling PLACED then writes the record and
   * then the pointer. The record goes first, so a PLACED order is never lost; a crash between the two
   * leaves it without a pointer (getByOrderId misses it) until a retried settle writes it. Default true.
   */
  transactions?: boolean;
}): OrderLedger {
  const { client, tableName } = deps;
  const now = deps.now ?? (() => new Date());
  const transactions = deps.transactions ?? true;

  async function get<E>(
    serviceCustomerId: number,
    confirmationId: string,
    options: ReadOptions<E> = {},
  ): Promise<LedgerRecord<E> | undefined> {
    const result = await client.send(
      new GetItemCommand({
        TableName: tableName,
        Key: key(serviceCustomerId, confirmationId),
        ConsistentRead: true,
      }),
    );
    return result.Item ? readRecord<E>(result.Item, options.parse) : undefined;
  }

  /** Sends the settle update, alone or with the pointer put; throws the condition failure as is. */
  async function sendSettle(update: Update, pointer: Item | undefined): Promise<void> {
    if (!pointer) {
      await client.send(new UpdateItemCommand(update));
      return;
    }
    if (!transactions) {
      await client.send(new UpdateItemCommand(update));
      await client.send(new PutItemCommand({ TableName: tableName, Item: pointer }));
      return;
    }
    try {
      // Unconditional put: order ids are unique at the service, and a retried settle writes the same pointer.
      await client.send(
        new TransactWriteItemsCommand({
          TransactItems: [{ Update: update }, { Put: { TableName: tableName, Item: pointer } }],
        }),
      );
    } catch (error) {
      throw asConditionFailure(error);
    }
  }

  return {
    get,

    async getByOrderId(orderId, options = {}) {
      const result = await client.send(
        new GetItemCommand({ TableName: tableName, Key: pointerKey(orderId), ConsistentRead: true }),
      );
      if (!result.Item) return undefined;
      const record = await get(
        readNumber(result.Item, 'serviceCustomerId'),
        readString(result.Item, 'confirmationId'),
        options,
      );
      // The record decides: a pointer is only believed when its record is PLACED with this order id.
      return record?.status === 'PLACED' && record.orderId === orderId ? record : undefined;
    },

    async claim(serviceCustomerId, confirmationId, entry) {
      const at = now().toISOString();
      try {
        await client.send(
          new PutItemCommand({
            TableName: tableName,
            Item: {
              ...key(serviceCustomerId, confirmationId),
              confirmationId: str(confirmationId),
              serviceCustomerId: num(serviceCustomerId),
              status: str('PENDING'),
              entry: jsonString(entry, 'ledger entry'),
              createdAt: str(at),
              updatedAt: str(at),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
            // Saves a second read when the claim loses.
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return { claimed: true };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const existing = error.Item
          ? readRecord<typeof entry>(error.Item)
          : await get<typeof entry>(serviceCustomerId, confirmationId);
        if (!existing) throw error;
        return { claimed: false, existing };
      }
    },

    async settle(serviceCustomerId, confirmationId, outcome) {
      const placed = outcome.status === 'PLACED';
      // PLACED is final: a late UNKNOWN or FAILED must not hide an order that exists, or a retry could send it twice.
      const condition = placed
        ? 'attribute_exists(pk) AND (#status <> :placed OR orderId = :orderId)'
        : 'attribute_exists(pk) AND #status <> :placed';
      const at = now().toISOString();
      const update: Update = {
        TableName: tableName,
        Key: key(serviceCustomerId, confirmationId),
        UpdateExpression: placed
          ? 'SET #status = :status, updatedAt = :now, orderId = :orderId'
          : 'SET #status = :status, updatedAt = :now',
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': str(outcome.status),
          ':now': str(at),
          ':placed': str('PLACED'),
          ...(outcome.status === 'PLACED' ? { ':orderId': num(outcome.orderId) } : {}),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      };
      const pointer =
        outcome.status === 'PLACED'
          ? {
              ...pointerKey(outcome.orderId),
              serviceCustomerId: num(serviceCustomerId),
              confirmationId: str(confirmationId),
              createdAt: str(at),
            }
          : undefined;
      try {
        await sendSettle(update, pointer);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // Engines without ReturnValuesOnConditionCheckFailure (dynalite) send no Item: read it to tell why.
        const claimed =
          error.Item !== undefined || (await get(serviceCustomerId, confirmationId)) !== undefined;
        if (!claimed) {
          throw new StoreError('LEDGER_NOT_CLAIMED', `confirmation ${confirmationId} was never claimed`);
        }
        throw new StoreError('LEDGER_ALREADY_PLACED', `confirmation ${confirmationId} is already PLACED`);
      }
    },

    async amend(serviceCustomerId, confirmationId, entry, expectedUpdatedAt) {
      const at = now().toISOString();
      try {
        const result = await client.send(
          new UpdateItemCommand({
            TableName: tableName,
            Key: key(serviceCustomerId, confirmationId),
            UpdateExpression: 'SET #entry = :entry, updatedAt = :now',
            ConditionExpression: '#status = :placed AND updatedAt = :expected',
            ExpressionAttributeNames: { '#status': 'status', '#entry': 'entry' },
            ExpressionAttributeValues: {
              ':entry': jsonString(entry, 'ledger entry'),
              ':now': str(at),
              ':placed': str('PLACED'),
              ':expected': str(expectedUpdatedAt),
            },
            ReturnValues: 'ALL_NEW',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return readRecord<typeof entry>(result.Attributes ?? {}, undefined);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const current = error.Item ? readRecord(error.Item) : await get(serviceCustomerId, confirmationId);
        if (current?.status !== 'PLACED') {
          throw new StoreError('LEDGER_NOT_CLAIMED', `confirmation ${confirmationId} is not a placed order`);
        }
        throw new StoreError('LEDGER_CHANGED', `confirmation ${confirmationId} was changed meanwhile`);
      }
    },

    async listByCustomer(serviceCustomerId, limit, options = {}) {
      if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
      const result = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: {
            ':pk': str(customerPk(serviceCustomerId)),
            ':prefix': str(ORDER_SK_PREFIX),
          },
          // confirmationIds sort by time, so descending key order is newest first.
          ScanIndexForward: false,
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return (result.Items ?? []).map((item) => readRecord(item, options.parse));
    },
  };
}

function customerPk(serviceCustomerId: number): string {
  if (!Number.isSafeInteger(serviceCustomerId)) throw new RangeError('serviceCustomerId must be an integer');
  return customerPartition(serviceCustomerId);
}

function key(serviceCustomerId: number, confirmationId: string): Item {
  if (confirmationId.length === 0) throw new RangeError('confirmationId must not be empty');
  return { pk: str(customerPk(serviceCustomerId)), sk: str(`${ORDER_SK_PREFIX}${confirmationId}`) };
}

function pointerKey(orderId: number): Item {
  if (!Number.isSafeInteger(orderId)) throw new RangeError('orderId must be an integer');
  return { pk: str(orderIdPartition(orderId)), sk: str(POINTER_SK) };
}

function readRecord<E>(item: Item, parse?: EntryParser<E>): LedgerRecord<E> {
  const status = readString(item, 'status');
  if (!STATUSES.includes(status as LedgerStatus)) {
    throw new StoreError('CORRUPT_ITEM', 'stored ledger item has an unknown "status"');
  }
  const orderId = readOptionalNumber(item, 'orderId');
  const confirmationId = readString(item, 'confirmationId');
  const raw = readJson(item, 'entry');
  return {
    confirmationId,
    serviceCustomerId: readNumber(item, 'serviceCustomerId'),
    status: status as LedgerStatus,
    ...(orderId === undefined ? {} : { orderId }),
    // The ledger stores what the caller gave it; the caller owns the entry's shape (and may check it).
    entry: parse ? parseEntry(raw, parse, confirmationId) : (raw as E),
    createdAt: readString(item, 'createdAt'),
    updatedAt: readString(item, 'updatedAt'),
  };
}

function parseEntry<E>(raw: unknown, parse: EntryParser<E>, confirmationId: string): E {
  try {
    return typeof parse === 'function' ? parse(raw) : parse.parse(raw);
  } catch (error) {
    // Paths only (a zod error's issues): the values are customer data.
    const paths = issuePaths(error);
    throw new StoreError(
      'CORRUPT_ITEM',
      `stored ledger entry of confirmation ${confirmationId} is invalid${paths ? ` at ${paths}` : ''}`,
    );
  }
}

function issuePaths(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('issues' in error)) return undefined;
  const { issues } = error;
  if (!Array.isArray(issues)) return undefined;
  const paths = issues.map((issue: { path?: unknown }) =>
    Array.isArray(issue?.path) && issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)',
  );
  return [...new Set(paths)].slice(0, 5).join(', ');
}

function isConditionFailure(error: unknown): error is Error & { Item?: Item } {
  return errorName(error) === 'ConditionalCheckFailedException';
}

/**
 * A transaction cancelled by the record's condition, as the ConditionalCheckFailedException the plain
 * UpdateItem would throw (with the old item when the engine sent it); anything else unchanged.
 */
function asConditionFailure(error: unknown): unknown {
  if (errorName(error) !== 'TransactionCanceledException') return error;
  const reasons = (error as { CancellationReasons?: { Code?: string; Item?: Item }[] }).CancellationReasons;
  const first = reasons?.[0];
  if (first?.Code !== 'ConditionalCheckFailed') return error;
  const failure = new Error('the ledger record failed its condition') as Error & { Item?: Item };
  failure.name = 'ConditionalCheckFailedException';
  if (first.Item) failure.Item = first.Item;
  return failure;
}
