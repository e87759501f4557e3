/**
 * Staff's batches (lib/orders/batch.ts) in the table: one item for the batch as confirmed (its plan,
 * who asked, where its progress is shown) and one per order once its outcome is known. The order's
 * own ledger record holds its claim (its pending change), so these items are what staff are told,
 * never what decides whether an order is sent.
 *
 * @invariant batch-created-once A batch is written once (a conditional put): a confirmation run again writes nothing more, and its queued run finds the batch as first confirmed.
 */
import {
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { type Item, jsonString, readJson, str } from './attribute-values';
import { errorName } from './errors';
import { BATCH_SK, batchItemSk, batchPartition } from './keys';

/** The batches' store, typed by what a batch and an outcome are (the orders' domain says). */
export interface Batches<B, O> {
  /** Writes the batch once (invariant batch-created-once); false when it was there already. */
  create(id: string, batch: B): Promise<boolean>;
  /** The batch, its outcomes by order id, and where its progress is shown. */
  get(id: string): Promise<{ batch: B; outcomes: Map<number, O>; shown?: unknown } | undefined>;
  /** Records an order's outcome (the last one written stands). */
  record(id: string, orderId: number, outcome: O): Promise<void>;
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
      let start: Item | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': str(batchPartition(id)) },
            ConsistentRead: true,
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        items.push(...(page.Items ?? []));
        start = page.LastEvaluatedKey;
      } while (start);
      const head = items.find((item) => item.sk?.S === BATCH_SK);
      if (!head) return undefined;
      const outcomes = new Map<number, O>();
      for (const item of items)
        if (item.sk?.S !== BATCH_SK) outcomes.set(Number(item.orderId?.N), readJson(item, 'outcome') as O);
      return {
        batch: readJson(head, 'batch') as B,
        outcomes,
        ...(head.shown ? { shown: readJson(head, 'shown') } : {}),
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
