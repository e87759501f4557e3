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
 * @invariant removal-installation-first The installation goes first, by its one conditional delete (invariant stale-removal-spares-newer-install):
 *    an event older than the installation removes nothing at all, and the workspace's conversations
 *    are looked for only once the installation is gone.
 */

import {
  BatchWriteItemCommand,
  type DynamoDBClient,
  ScanCommand,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import type { Item } from './attribute-values';
import { itemTable } from './dynamodb-client';
import { slackWorkspacePartitionPrefixes } from './keys';
import { removeInstallationAsOf } from './slack-installations';

/** DynamoDB's largest batch write. */
const BATCH = 25;

/**
 * Removes everything of the workspace `teamId` as of Slack's event at `eventAtMs` (invariants uninstall-removes-workspace-conversations, removal-installation-first);
 * returns how many conversation items were removed, or `stale` when the installation is newer than the event.
 * @example await removeSlackWorkspace({ client, tableName }, 'T0ACME', body.event_time * 1000);
 */
export async function removeSlackWorkspace(
  deps: { client: DynamoDBClient; tableName: string },
  teamId: string,
  eventAtMs: number,
): Promise<number | 'stale'> {
  const { client, tableName } = deps;
  if (!(await removeInstallationAsOf(itemTable(client, tableName), teamId, eventAtMs))) return 'stale';
  const prefixes = slackWorkspacePartitionPrefixes(teamId);
  const values: Item = Object.fromEntries(prefixes.map((prefix, i) => [`:p${i}`, { S: prefix }]));
  const keys: Item[] = [];
  let from: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        ProjectionExpression: 'pk, sk',
        FilterExpression: prefixes.map((_, i) => `begins_with(pk, :p${i})`).join(' OR '),
        ExpressionAttributeValues: values,
        ConsistentRead: true,
        ...(from ? { ExclusiveStartKey: from } : {}),
      }),
    );
    keys.push(...(page.Items ?? []));
    from = page.LastEvaluatedKey;
  } while (from);
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
