/**
 * The table's client: `@aws-sdk/client-dynamodb`, for the deployment or a local engine, and the table
 * one item at a time (item-table.ts) over it. Every store of the worker sends the SDK's own commands
 * through it; only the HTTP functions' ack paths keep their one light call (http-item-table.ts).
 *
 * @invariant dynamo-retried-by-sdk Throttling (ProvisionedThroughputExceeded, RequestLimitExceeded, a transaction in progress…), a 5xx
 *    and a failure without an answer are tried again by the SDK's standard retry strategy (3 attempts,
 *    backoff with jitter), with the same serialized request: a transaction keeps the idempotency token
 *    (ClientRequestToken) the SDK filled once, and a write keeps its write token (invariant
 *    own-write-recognised). A refusal is the SDK's exception, named by DynamoDB's error type, with the
 *    failed condition's `Item` and a cancelled transaction's `CancellationReasons` when asked for;
 *    what is logged of it is its name (conversation/errors.ts `errorLabel`), never AWS's text.
 * @invariant dynamo-waits-for-its-answer An attempt waits for DynamoDB's answer as the SDK does by default (no request timeout; its
 *    socket gives up after 5 minutes without a byte, past the worker's Lambda timeout): the worker
 *    answers no webhook, and a write given up on may have been applied. `timeoutMs` bounds an attempt
 *    (the SDK's requestHandler `requestTimeout`) where a caller must answer in time.
 * @invariant own-write-recognised A write whose first attempt was applied but answered late (the attempt gave up, and the SDK sent it
 *    again) is recognised as our own, never as a conflict or "not claimed": a transaction by its
 *    idempotency token, which DynamoDB answers as the first attempt was answered; a conditional write
 *    that is not idempotent by itself (a turn's save, the ledger's claim and amend) by its write token
 *    (`writeToken`, `isOwnWrite`): a random id it stores in the item, so that when its retry is refused
 *    by the condition, the item as it is (the refusal's `Item`, or read when the engine sends none)
 *    still carrying that token says the write was applied by its own earlier attempt.
 */
import { randomUUID } from 'node:crypto';
import { type AttributeValue, type Item, str } from './attribute-values';
import {
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from './dynamodb-sdk';
import type { ItemTable } from './item-table';

/**
 * A client for the deployment (endpoint omitted: the region's, with the role's credentials from the
 * environment) or a local engine (endpoint given: dummy credentials, no AWS account needed).
 * @example
 * const client = createDynamoClient({ region: 'us-east-1' });
 * const { Item } = await client.send(new GetItemCommand({ TableName, Key, ConsistentRead: true }));
 */
export function createDynamoClient(config: {
  region: string;
  endpoint?: string | undefined;
  /** Attempts per request (default 3, the SDK's). */
  maxAttempts?: number;
  /** Gives up an attempt after this long without its answer (default: waits, invariant dynamo-waits-for-its-answer). */
  timeoutMs?: number;
}): DynamoDBClient {
  return new DynamoDBClient({
    region: config.region,
    maxAttempts: config.maxAttempts ?? 3,
    retryMode: 'standard',
    ...(config.timeoutMs === undefined
      ? {}
      : { requestHandler: { requestTimeout: config.timeoutMs, throwOnRequestTimeout: true } }),
    ...(config.endpoint
      ? { endpoint: config.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
}

/** The attribute a write's token is kept in (invariant own-write-recognised). */
export const WRITE_TOKEN = 'writeToken';

/**
 * A fresh write token: `value` to store in `WRITE_TOKEN` with the write (SET it, or put it in the item),
 * and `isOwnWrite(item)` to tell, after the write's condition refused it, whether the item holds this
 * very write, applied by an earlier attempt (invariant own-write-recognised).
 * @example const token = writeToken(); Item: { ...item, [WRITE_TOKEN]: token.value } … if (token.isOwnWrite(error.Item)) return;
 */
export function writeToken(): { value: AttributeValue; isOwnWrite(item: Item | undefined): boolean } {
  const id = randomUUID();
  return { value: str(id), isOwnWrite: (item) => item?.[WRITE_TOKEN]?.S === id };
}

/**
 * The table one item at a time (item-table.ts), GetItem consistent.
 * @example const table = itemTable(client, 'laundry-bot-acme');
 */
export function itemTable(client: DynamoDBClient, tableName: string): ItemTable {
  return {
    async send(operation, input) {
      // biome-ignore lint/suspicious/noExplicitAny: the input is DynamoDB's JSON for `operation`, as the command takes it.
      const request = { TableName: tableName, ...input } as any;
      if (operation === 'GetItem')
        return (await client.send(new GetItemCommand({ ...request, ConsistentRead: true }))).Item;
      if (operation === 'UpdateItem') return (await client.send(new UpdateItemCommand(request))).Attributes;
      if (operation === 'PutItem') await client.send(new PutItemCommand(request));
      else await client.send(new DeleteItemCommand(request));
      return undefined;
    },
  };
}
