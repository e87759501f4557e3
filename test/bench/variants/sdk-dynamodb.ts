/**
 * Bench variant of lib/store/http-item-table.ts: the HTTP functions' table (the Slack function's
 * installation read, the SMS function's MessageSid write) through `@aws-sdk/client-dynamodb`, as the
 * worker reaches it (lib/store/dynamodb-client.ts). `npm run bench -- light` measures what the light
 * calls save against it.
 */

import { createDynamoClient, itemTable } from '../../../lib/store/dynamodb-client';
import type { ItemTable } from '../../../lib/store/item-table';

export * from '../../../lib/store/http-item-table';

export function createHttpItemTable(config: {
  region: string;
  endpoint?: string | undefined;
  tableName: string;
}): ItemTable & { destroy(): void } {
  const client = createDynamoClient(config);
  return { ...itemTable(client, config.tableName), destroy: () => client.destroy() };
}
