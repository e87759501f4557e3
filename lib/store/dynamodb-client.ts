/**
 * The table's client (dynamodb.ts) for the deployment or a local engine, and the table one item at a
 * time (item-table.ts) over it.
 */
import { createAwsJsonRpc } from '../aws-json-rpc';
import {
  DeleteItemCommand,
  type DynamoClient,
  type DynamoCommand,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from './dynamodb';
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
  /** Attempts per request (default 3). */
  maxAttempts?: number;
  /** Timeout of one attempt (default 1 s in AWS, 30 s on a local engine). */
  timeoutMs?: number;
}): DynamoClient {
  const rpc = createAwsJsonRpc({
    service: 'dynamodb',
    contentType: 'application/x-amz-json-1.0',
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.maxAttempts ? { maxAttempts: config.maxAttempts } : {}),
    // In AWS an attempt answers in milliseconds (1 s each keeps a webhook's ack inside Twilio's 5 s).
    // A local engine on a busy machine (the JVM's first requests, a test run's parallel workers) can
    // take seconds: waited for, as the SDK waited, since a write tried again after a timeout may have
    // been applied (a conditional one would then be refused as a conflict with itself).
    timeoutMs: config.timeoutMs ?? (config.endpoint ? 30_000 : 1000),
  });
  const origin = `https://dynamodb.${config.region}.amazonaws.com`;
  return {
    async send<Output>(command: DynamoCommand<object, Output>): Promise<Output> {
      const answer = await rpc.call(origin, `DynamoDB_20120810.${command.operation}`, command.input);
      return (answer ?? {}) as Output;
    },
    destroy: () => rpc.destroy(),
  };
}

/**
 * The table one item at a time (item-table.ts), GetItem consistent.
 * @example const table = itemTable(client, 'laundry-bot-acme');
 */
export function itemTable(client: DynamoClient, tableName: string): ItemTable {
  return {
    async send(operation, input) {
      // biome-ignore lint/suspicious/noExplicitAny: the input is DynamoDB's JSON for `operation`, as the command takes it.
      const request = { TableName: tableName, ...input } as any;
      if (operation === 'GetItem')
        return (await client.send(new GetItemCommand({ ...request, ConsistentRead: true }))).Item;
      if (operation === 'PutItem') await client.send(new PutItemCommand(request));
      else if (operation === 'UpdateItem') await client.send(new UpdateItemCommand(request));
      else await client.send(new DeleteItemCommand(request));
      return undefined;
    },
  };
}

/**
 * A table of its own client, for the SMS function (functions/sms.ts) and the local stacks' SMS side.
 * @example const table = createHttpItemTable({ region: 'us-east-1', tableName: 'laundry-bot-acme' });
 */
export function createHttpItemTable(
  config: Parameters<typeof createDynamoClient>[0] & { tableName: string },
): ItemTable & { destroy(): void } {
  const client = createDynamoClient(config);
  return { ...itemTable(client, config.tableName), destroy: () => client.destroy() };
}
