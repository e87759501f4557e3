/**
 * What the bot keeps of one Slack workspace, removed when the app is uninstalled from it or its tokens
 * are revoked.
 *
 * @invariant uninstall-removes-workspace-conversations Removed: the workspace's installation, and every conversation partition of the workspace (keys.ts):
 *    each person's conversation (state, sign-in with its sealed token, note, shares), each staff and
 *    channel member's conversation, each channel's company account link.
 * @invariant uninstall-keeps-order-ledger Kept: the order ledger (`CUST#…`, `ORDERID#…`): orders placed are the business's records, and
 *    name who placed them by conversation key only.
 * @invariant workspace-removal-idempotent Idempotent: removing twice, or a workspace never installed, removes nothing more and fails nothing.
 */
import {
  BatchWriteItemCommand,
  type DynamoDBClient,
  paginateScan,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import type { Item } from './attribute-values';
import { INSTALLATION_SK, slackTeamPartition, slackWorkspacePartitionPrefixes } from './keys';

/** DynamoDB's largest batch write. */
const BATCH = 25;

/**
 * Removes everything of the workspace `teamId` (invariant uninstall-removes-workspace-conversations); returns how many items were removed.
 * @example await removeSlackWorkspace({ client, tableName }, 'T0ACME');
 */
export async function removeSlackWorkspace(
  deps: { client: DynamoDBClient; tableName: string },
  teamId: string,
): Promise<number> {
  const { client, tableName } = deps;
  const prefixes = slackWorkspacePartitionPrefixes(teamId);
  const values: Item = Object.fromEntries(prefixes.map((prefix, i) => [`:p${i}`, { S: prefix }]));
  const keys: Item[] = [{ pk: { S: slackTeamPartition(teamId) }, sk: { S: INSTALLATION_SK } }];
  const pages = paginateScan(
    { client },
    {
      TableName: tableName,
      ProjectionExpression: 'pk, sk',
      FilterExpression: prefixes.map((_, i) => `begins_with(pk, :p${i})`).join(' OR '),
      ExpressionAttributeValues: values,
      ConsistentRead: true,
    },
  );
  for await (const page of pages) keys.push(...(page.Items ?? []));
  for (let start = 0; start < keys.length; start += BATCH) {
    let requests: WriteRequest[] = keys
      .slice(start, start + BATCH)
      .map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } as Item } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }),
      );
      requests = UnprocessedItems?.[tableName] ?? [];
    }
  }
  return keys.length;
}
