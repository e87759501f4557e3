import {
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { ItemTable } from './item-table';

/**
 * A DynamoDB client for the deployment (endpoint omitted: default credential chain) or a local engine
 * (endpoint given: dummy static credentials, so no AWS account or profile is needed).
 */
export function createDynamoClient(config: { endpoint?: string; region: string }): DynamoDBClient {
  if (config.endpoint === undefined) return new DynamoDBClient({ region: config.region });
  return new DynamoDBClient({
    region: config.region,
    endpoint: config.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * The table one item at a time (item-table.ts) through the SDK's client, where it is loaded anyway.
 * @example const table = sdkItemTable(client, 'laundry-bot-acme');
 */
export function sdkItemTable(client: DynamoDBClient, tableName: string): ItemTable {
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
