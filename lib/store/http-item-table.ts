/**
 * The table one item at a time (item-table.ts) over one signed HTTP call per request (lib/aws-json-rpc.ts),
 * not `@aws-sdk/client-dynamodb`: the HTTP functions' ack paths, where loading the SDK's client would
 * cost most of a cold start (`npm run bench -- cold`): the SMS function's MessageSid write and the
 * Slack function's installation read (and, rarely, its token's refresh). The worker reaches the table
 * through the SDK (dynamodb-client.ts).
 *
 * @invariant light-dynamo-call-bounded Each attempt is given up after 1 s in AWS (three attempts, so the call fits in a webhook's ack),
 *    30 s on a local engine (a busy machine's first requests), and retried as lib/aws-json-rpc.ts
 *    retries (invariant aws-call-retried-as-is). A refusal is an AwsError named by DynamoDB's error type
 *    (`ConditionalCheckFailedException`), as the SDK names it (invariant aws-error-names-type-only).
 */
import { createAwsJsonRpc } from '../aws-json-rpc';
import type { Item } from './attribute-values';
import type { ItemTable } from './item-table';

/**
 * @example const table = createHttpItemTable({ region: 'us-east-1', tableName: 'laundry-bot-acme' });
 */
export function createHttpItemTable(config: {
  region: string;
  endpoint?: string | undefined;
  tableName: string;
  /** Attempts per request (default 3). */
  maxAttempts?: number;
  /** Timeout of one attempt (default 1 s in AWS, 30 s on a local engine: invariant light-dynamo-call-bounded). */
  timeoutMs?: number;
}): ItemTable & { destroy(): void } {
  const rpc = createAwsJsonRpc({
    service: 'dynamodb',
    contentType: 'application/x-amz-json-1.0',
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.maxAttempts ? { maxAttempts: config.maxAttempts } : {}),
    timeoutMs: config.timeoutMs ?? (config.endpoint ? 30_000 : 1000),
  });
  const origin = `https://dynamodb.${config.region}.amazonaws.com`;
  return {
    async send(operation, input) {
      const request = {
        TableName: config.tableName,
        ...input,
        ...(operation === 'GetItem' ? { ConsistentRead: true } : {}),
      };
      const answer = await rpc.call(origin, `DynamoDB_20120810.${operation}`, request);
      if (operation === 'GetItem') return answer?.Item as Item | undefined;
      return operation === 'UpdateItem' ? (answer?.Attributes as Item | undefined) : undefined;
    },
    destroy: () => rpc.destroy(),
  };
}
