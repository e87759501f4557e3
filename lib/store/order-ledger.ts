import {
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
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
import { errorName, StoreError } from './errors';

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
   * the service refused). Throws StoreError LEDGER_NOT_CLAIMED when there is no claim, and
   * LEDGER_ALREADY_PLACED when the record is PLACED and the outcome would change that.
   */
  settle(serviceCustomerId: number, confirmationId: string, outcome: SettleOutcome): Promise<void>;
  /** One record, read consistently. */
  get<E>(serviceCustomerId: number, confirmationId: string): Promise<LedgerRecord<E> | undefined>;
  /** Newest first. */
  listByCustomer<E>(serviceCustomerId: number, limit: number): Promise<LedgerRecord<E>[]>;
}

const ORDER_PREFIX = 'ORDER#';
const STATUSES: readonly LedgerStatus[] = ['PENDING', 'PLACED', 'UNKNOWN', 'FAILED'];

/** DynamoDB-backed OrderLedger: `CUST#<id>` / `ORDER#<confirmationId>` items. */
export function createDynamoOrderLedger(deps: {
  client: DynamoDBClient;
  tableName: string;
  now?: () => Date;
}): OrderLedger {
  const { client, tableName } = deps;
  const now = deps.now ?? (() => new Date());

  async function get<E>(
    serviceCustomerId: number,
    confirmationId: string,
  ): Promise<LedgerRecord<E> | undefined> {
    const result = await client.send(
      new GetItemCommand({
        TableName: tableName,
        Key: key(serviceCustomerId, confirmationId),
        ConsistentRead: true,
      }),
    );
    return result.Item ? readRecord<E>(result.Item) : undefined;
  }

  return {
    get,

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
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: tableName,
            Key: key(serviceCustomerId, confirmationId),
            UpdateExpression: placed
              ? 'SET #status = :status, updatedAt = :now, orderId = :orderId'
              : 'SET #status = :status, updatedAt = :now',
            ConditionExpression: condition,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':status': str(outcome.status),
              ':now': str(now().toISOString()),
              ':placed': str('PLACED'),
              ...(outcome.status === 'PLACED' ? { ':orderId': num(outcome.orderId) } : {}),
            },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
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

    async listByCustomer(serviceCustomerId, limit) {
      if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
      const result = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: {
            ':pk': str(customerPartition(serviceCustomerId)),
            ':prefix': str(ORDER_PREFIX),
          },
          // confirmationIds sort by time, so descending key order is newest first.
          ScanIndexForward: false,
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return (result.Items ?? []).map((item) => readRecord(item));
    },
  };
}

function customerPartition(serviceCustomerId: number): string {
  if (!Number.isSafeInteger(serviceCustomerId)) throw new RangeError('serviceCustomerId must be an integer');
  return `CUST#${serviceCustomerId}`;
}

function key(serviceCustomerId: number, confirmationId: string): Item {
  if (confirmationId.length === 0) throw new RangeError('confirmationId must not be empty');
  return { pk: str(customerPartition(serviceCustomerId)), sk: str(`${ORDER_PREFIX}${confirmationId}`) };
}

function readRecord<E>(item: Item): LedgerRecord<E> {
  const status = readString(item, 'status');
  if (!STATUSES.includes(status as LedgerStatus)) {
    throw new StoreError('CORRUPT_ITEM', 'stored ledger item has an unknown "status"');
  }
  const orderId = readOptionalNumber(item, 'orderId');
  return {
    confirmationId: readString(item, 'confirmationId'),
    serviceCustomerId: readNumber(item, 'serviceCustomerId'),
    status: status as LedgerStatus,
    ...(orderId === undefined ? {} : { orderId }),
    // The ledger stores what the caller gave it; the caller owns the entry's shape.
    entry: readJson(item, 'entry') as E,
    createdAt: readString(item, 'createdAt'),
    updatedAt: readString(item, 'updatedAt'),
  };
}

function isConditionFailure(error: unknown): error is Error & { Item?: Item } {
  return errorName(error) === 'ConditionalCheckFailedException';
}
