/**
 * The table as the SMS function reaches it: DynamoDB's JSON protocol over one signed HTTP call
 * (lib/aws-json-rpc.ts), not `@aws-sdk/client-dynamodb`, whose loading would cost the SMS function more
 * than the rest of its cold start (`npm run bench -- cold`).
 */
import { createAwsJsonRpc } from '../aws-json-rpc';
import type { Item } from './attribute-values';
import type { ItemTable } from './item-table';

/**
 * @example const table = createHttpItemTable({ region: 'us-east-1', tableName: 'laundry-bot-acme' });
 */
export function createHttpItemTable(config: {
  region: string;
  tableName: string;
  /** A local engine; omitted in AWS (the region's endpoint, the role's credentials). */
  endpoint?: string | undefined;
  /** Attempts per call (default 3). */
  maxAttempts?: number;
  /** Timeout of one attempt (default 1 s in AWS, 5 s on a local engine). */
  timeoutMs?: number;
}): ItemTable & { destroy(): void } {
  const rpc = createAwsJsonRpc({
    service: 'dynamodb',
    contentType: 'application/x-amz-json-1.0',
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.maxAttempts ? { maxAttempts: config.maxAttempts } : {}),
    // In AWS an attempt answers in milliseconds (1 s each, the default, keeps the ack inside Twilio's 5 s);
    // a local engine on a busy machine (the JVM's first requests) can take over a second.
    timeoutMs: config.timeoutMs ?? (config.endpoint ? 5000 : 1000),
  });
  const origin = `https://dynamodb.${config.region}.amazonaws.com`;
  return {
    async send(operation, input) {
      const consistent = operation === 'GetItem' ? { ConsistentRead: true } : {};
      const answer = await rpc.call(origin, `DynamoDB_20120810.${operation}`, {
        TableName: config.tableName,
        ...consistent,
        ...input,
      });
      return operation === 'GetItem' ? (answer?.Item as Item | undefined) : undefined;
    },
    destroy: () => rpc.destroy(),
  };
}
