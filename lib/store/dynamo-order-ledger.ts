/**
 * The DynamoDB-backed order ledger (the port: order-ledger.ts).
 *
 * A write answered late, and sent again by the SDK, is this write, never a conflict
 * (invariant own-write-recognised): the claim and the amend carry their write token
 * (dynamodb-client.ts) and are recognised by it when their condition refuses the retry (a claim met
 * by itself is claimed, so the order is sent once and the customer never told its outcome is
 * unknown; an amend met by itself is made, so a change is sent once). The settle needs none: PLACED
 * with the same order id, or UNKNOWN or FAILED over a record not PLACED, meets its own condition
 * again; with the pointer it is one transaction, recognised by its idempotency token.
 */

import { type Item, jsonString, num, readNumber, readString, str } from './attribute-values';
import { WRITE_TOKEN, writeToken } from './dynamodb-client';
import {
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteItemsCommand,
  type Update,
  UpdateItemCommand,
} from './dynamodb-sdk';
import { errorName, StoreError } from './errors';
import { ORDER_SK_PREFIX } from './keys';
import { customerPk, pointerKey, readRecord, recordKey } from './ledger-items';
import type { LedgerRecord, OrderLedger, ReadOptions } from './order-ledger';

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

  /** The record's item as stored, read consistently. */
  async function getItem(serviceCustomerId: number, confirmationId: string): Promise<Item | undefined> {
    const result = await client.send(
      new GetItemCommand({
        TableName: tableName,
        Key: recordKey(serviceCustomerId, confirmationId),
        ConsistentRead: true,
      }),
    );
    return result.Item;
  }

  async function get<E>(
    serviceCustomerId: number,
    confirmationId: string,
    options: ReadOptions<E> = {},
  ): Promise<LedgerRecord<E> | undefined> {
    const item = await getItem(serviceCustomerId, confirmationId);
    return item ? readRecord<E>(item, options.parse) : undefined;
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
      const token = writeToken();
      try {
        await client.send(
          new PutItemCommand({
            TableName: tableName,
            Item: {
              ...recordKey(serviceCustomerId, confirmationId),
              confirmationId: str(confirmationId),
              serviceCustomerId: num(serviceCustomerId),
              status: str('PENDING'),
              entry: jsonString(entry, 'ledger entry'),
              createdAt: str(at),
              updatedAt: str(at),
              [WRITE_TOKEN]: token.value,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
            // Saves a second read when the claim loses.
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return { claimed: true };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // Engines without ReturnValuesOnConditionCheckFailure (dynalite) send no Item: read it.
        const item = error.Item ?? (await getItem(serviceCustomerId, confirmationId));
        if (token.isOwnWrite(item)) return { claimed: true };
        if (!item) throw error;
        return { claimed: false, existing: readRecord<typeof entry>(item) };
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
        Key: recordKey(serviceCustomerId, confirmationId),
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
      const token = writeToken();
      try {
        const result = await client.send(
          new UpdateItemCommand({
            TableName: tableName,
            Key: recordKey(serviceCustomerId, confirmationId),
            UpdateExpression: `SET #entry = :entry, updatedAt = :now, ${WRITE_TOKEN} = :writeToken`,
            ConditionExpression: '#status = :placed AND updatedAt = :expected',
            ExpressionAttributeNames: { '#status': 'status', '#entry': 'entry' },
            ExpressionAttributeValues: {
              ':entry': jsonString(entry, 'ledger entry'),
              ':now': str(at),
              ':placed': str('PLACED'),
              ':expected': str(expectedUpdatedAt),
              ':writeToken': token.value,
            },
            ReturnValues: 'ALL_NEW',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return readRecord<typeof entry>(result.Attributes ?? {}, undefined);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const item = error.Item ?? (await getItem(serviceCustomerId, confirmationId));
        if (item && token.isOwnWrite(item)) return readRecord<typeof entry>(item, undefined);
        const current = item && readRecord(item);
        if (current?.status !== 'PLACED') {
          throw new StoreError('LEDGER_NOT_CLAIMED', `confirmation ${confirmationId} is not a placed order`);
        }
        throw new StoreError('LEDGER_CHANGED', `confirmation ${confirmationId} was changed meanwhile`);
      }
    },

    async markReminded(serviceCustomerId, confirmationId, messageId) {
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: tableName,
            Key: recordKey(serviceCustomerId, confirmationId),
            // A string set: adding an id twice keeps one.
            UpdateExpression: 'ADD reminded :id',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':id': { SS: [messageId] } },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        throw new StoreError('LEDGER_NOT_CLAIMED', `confirmation ${confirmationId} was never claimed`);
      }
    },

    async listPlaced(limit, options = {}) {
      const records: LedgerRecord<never>[] = [];
      let start: Item | undefined;
      do {
        const page = await client.send(
          new ScanCommand({
            TableName: tableName,
            FilterExpression: 'begins_with(sk, :prefix) AND #status = :placed',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':prefix': str(ORDER_SK_PREFIX), ':placed': str('PLACED') },
            ConsistentRead: true,
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        for (const item of page.Items ?? []) records.push(readRecord(item, options.parse) as never);
        start = page.LastEvaluatedKey;
      } while (start && records.length < limit);
      return records.slice(0, limit);
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
