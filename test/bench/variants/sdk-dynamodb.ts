/**
 * Bench variant of lib/store/dynamodb-client.ts: the HTTP functions' table through
 * `@aws-sdk/client-dynamodb` (the Slack function's installation read, the SMS function's MessageSid
 * write), everything else the module's own. `npm run bench -- light` measures what the light calls
 * save against it.
 */
import {
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoClient } from '../../../lib/store/dynamodb';
import { itemTable } from '../../../lib/store/dynamodb-client';

export * from '../../../lib/store/dynamodb-client';

const COMMANDS: Record<
  string,
  new (
    input: never,
  ) => GetItemCommand | PutItemCommand | UpdateItemCommand | DeleteItemCommand
> = {
  GetItem: GetItemCommand,
  PutItem: PutItemCommand,
  UpdateItem: UpdateItemCommand,
  DeleteItem: DeleteItemCommand,
};

export function createDynamoClient(config: { region: string; endpoint?: string | undefined }): DynamoClient {
  const client = new DynamoDBClient({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  });
  return {
    async send(command) {
      const Command = COMMANDS[command.operation];
      if (!Command) throw new TypeError(`${command.operation} is not sent by the HTTP functions`);
      return (await client.send(new Command(command.input as never) as GetItemCommand)) as never;
    },
    destroy: () => client.destroy(),
  };
}

export function createHttpItemTable(config: {
  region: string;
  endpoint?: string | undefined;
  tableName: string;
}) {
  const client = createDynamoClient(config);
  return { ...itemTable(client, config.tableName), destroy: () => client.destroy() };
}
