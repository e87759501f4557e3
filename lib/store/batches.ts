/**
 * Staff's batches (lib/orders/batch.ts) in the table: one item for the batch as confirmed (its plan,
 * who asked, where its progress is shown) and one per order once its outcome is known. The order's
 * own ledger record holds its claim (its pending change), so these items are what staff are told,
 * never what decides whether an order is sent.
 *
 * @invariant batch-created-once A batch is written once (a conditional put): a confirmation run again writes nothing more, and its queued run finds the batch as first confirmed.
 * @invariant batch-one-run-at-a-time A batch is run by one worker at a time: a run takes the batch's lease (a conditional update) until its Lambda's time is up, and gives it back when it ends; a delivery of the batch while another run holds it (the queue's visibility timeout ran out mid-run) runs nothing.
 */

import { type Item, jsonString, readJson, str } from './attribute-values';
import {
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  paginateQuery,
  UpdateItemCommand,
} from './dynamodb-sdk';
import { errorName } from './errors';
import { BATCH_SK, batchItemSk, batchPartition } from './keys';

/** The batches' store, typed by what a batch and an outcome are (the orders' domain says). */
export interface Batches<B, O> {
  /** Writes the batch once (invariant batch-created-once); false when it was there already. */
  create(id: string, batch: B): Promise<boolean>;
  /** The batch, its outcomes by order id, and where its progress is shown. */
  get(
    id: string,
  ): Promise<{ batch: B; outcomes: Map<number, O>; shown?: unknown; leaseUntil?: number } | undefined>;
  /** Records an order's outcome (the last one written stands). */
  record(id: string, orderId: number, outcome: O): Promise<void>;
  /**
   * Takes the batch's run for `runner` until `until` (epoch ms), unless another run holds it at `now`
   * (invariant batch-one-run-at-a-time); false when held, or when there is no such batch.
   */
  lease(id: string, runner: string, until: number, now: number): Promise<boolean>;
  /** Gives the batch's run up, if `runner` still holds it. */
  release(id: string, runner: string): Promise<void>;
  /** Keeps where the batch's progress is shown (a Slack message), to update it in place. */
  shown(id: string, where: unknown): Promise<void>;
  /** Where the batch's progress is shown, if it is yet: what is said of the batch later goes under it. */
  shownAt(id: string): Promise<unknown>;
}

/** How long a batch is kept: long enough for staff to look back at it. */
const KEPT_DAYS = 30;

/**
 * @example const batches = createDynamoBatches<Batch, Outcome>({ client, tableName, now });
 */
export function createDynamoBatches<B, O>(deps: {
  client: DynamoDBClient;
  tableName: string;
  now: () => Date;
}): Batches<B, O> {
  const { client, tableName } = deps;
  const expiresAt = () => ({ N: String(Math.floor(deps.now().getTime() / 1000) + KEPT_DAYS * 86_400) });
  return {
    async create(id, batch) {
      try {
        await client.send(
          new PutItemCommand({
            TableName: tableName,
            Item: {
              pk: str(batchPartition(id)),
              sk: str(BATCH_SK),
              batch: jsonString(batch, 'batch'),
              expiresAt: expiresAt(),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (errorName(error) === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },
    async get(id) {
      const items: Item[] = [];
      const pages = paginateQuery(
        { client },
        {
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': str(batchPartition(id)) },
          ConsistentRead: true,
        },
      );
      for await (const page of pages) items.push(...(page.Items ?? []));
      const head = items.find((item) => item.sk?.S === BATCH_SK);
      if (!head) return undefined;
      const outcomes = new Map<number, O>();
      for (const item of items)
        if (item.sk?.S !== BATCH_SK) outcomes.set(Number(item.orderId?.N), readJson(item, 'outcome') as O);
      return {
        batch: readJson(head, 'batch') as B,
        outcomes,
        ...(head.shown ? { shown: readJson(head, 'shown') } : {}),
        ...(head.leaseUntil?.N ? { leaseUntil: Number(head.leaseUntil.N) } : {}),
      };
    },
    async record(id, orderId, outcome) {
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: {
            pk: str(batchPartition(id)),
            sk: str(batchItemSk(orderId)),
            orderId: { N: String(orderId) },
            outcome: jsonString(outcome, 'outcome'),
            expiresAt: expiresAt(),
          },
        }),
      );
    },
    async lease(id, runner, until, now) {
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: tableName,
            Key: { pk: str(batchPartition(id)), sk: str(BATCH_SK) },
            UpdateExpression: 'SET runner = :runner, leaseUntil = :until',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
            ExpressionAttributeValues: {
              ':runner': str(runner),
              ':until': { N: String(until) },
              ':now': { N: String(now) },
            },
          }),
        );
        return true;
      } catch (error) {
        if (errorName(error) === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },
    async release(id, runner) {
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: tableName,
            Key: { pk: str(batchPartition(id)), sk: str(BATCH_SK) },
            UpdateExpression: 'REMOVE runner, leaseUntil',
            ConditionExpression: 'runner = :runner',
            ExpressionAttributeValues: { ':runner': str(runner) },
          }),
        );
      } catch (error) {
        if (errorName(error) !== 'ConditionalCheckFailedException') throw error;
      }
    },
    async shown(id, where) {
      await client.send(
        new UpdateItemCommand({
          TableName: tableName,
          Key: { pk: str(batchPartition(id)), sk: str(BATCH_SK) },
          UpdateExpression: 'SET shown = :shown',
          ExpressionAttributeValues: { ':shown': jsonString(where, 'shown') },
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    },
    async shownAt(id) {
      const found = await client.send(
        new GetItemCommand({
          TableName: tableName,
          Key: { pk: str(batchPartition(id)), sk: str(BATCH_SK) },
          ProjectionExpression: 'shown',
        }),
      );
      return found.Item?.shown ? readJson(found.Item, 'shown') : undefined;
    },
  };
}
