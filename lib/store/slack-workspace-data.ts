/**
 * What the bot keeps of one Slack workspace, removed when the app is uninstalled from it or its tokens
 * are revoked.
 *
 * @invariant uninstall-removes-workspace-conversations Removed: the workspace's installation, and every conversation partition of the workspace (keys.ts):
 *    each person's conversation (state, sign-in with its sealed token, note, shares, hand-off pointer),
 *    each staff and channel member's conversation, each channel's company account link; and the
 *    record of every hand-off thread one of its conversations opened (who asked, where they are
 *    answered, who answered). The laundry's own workspace's removal also removes every thread record of
 *    its staff channel (they name its staff).
 * @invariant uninstall-keeps-order-ledger Kept: the order ledger (`CUST#…`, `ORDERID#…`): orders placed are the business's records, and
 *    name who placed them by conversation key only.
 * @invariant workspace-removal-idempotent Idempotent: removing twice, or a workspace never installed, removes nothing more and fails nothing.
 * @invariant removal-installation-first The installation goes first, by its one conditional delete (invariant stale-removal-spares-newer-install):
 *    an event older than the installation removes nothing at all, and the workspace's conversations
 *    are looked for only once the installation is gone.
 */

import type { Item } from './attribute-values';
import { itemTable } from './dynamodb-client';
import { BatchWriteItemCommand, type DynamoDBClient, ScanCommand, type WriteRequest } from './dynamodb-sdk';
import {
  slackWorkspaceKeyPrefixes,
  slackWorkspacePartitionPrefixes,
  THREAD_PARTITION_PREFIX,
  threadPartition,
} from './keys';
import { removeInstallationAsOf } from './slack-installations';

/** DynamoDB's largest batch write. */
const BATCH = 25;

/**
 * Removes everything of the workspace `teamId` as of Slack's event at `eventAtMs` (invariants uninstall-removes-workspace-conversations, removal-installation-first);
 * returns how many items were removed, or `stale` when the installation is newer than the event.
 * @example await removeSlackWorkspace({ client, tableName, staffChannel: { teamId: 'T0LAUNDRY', channelId: 'C0STAFF' } }, 'T0ACME', body.event_time * 1000);
 */
export async function removeSlackWorkspace(
  deps: {
    client: DynamoDBClient;
    tableName: string;
    /** The staff channel, in the laundry's own workspace: its threads go with that workspace. */
    staffChannel?: { teamId: string; channelId: string } | undefined;
  },
  teamId: string,
  eventAtMs: number,
): Promise<number | 'stale'> {
  const { client, tableName } = deps;
  if (!(await removeInstallationAsOf(itemTable(client, tableName), teamId, eventAtMs))) return 'stale';
  const partitions = [
    ...slackWorkspacePartitionPrefixes(teamId),
    ...(deps.staffChannel?.teamId === teamId ? [threadPartition(deps.staffChannel.channelId, '')] : []),
  ];
  const conversations = slackWorkspaceKeyPrefixes(teamId);
  const values: Item = {
    ...Object.fromEntries(partitions.map((prefix, i) => [`:p${i}`, { S: prefix }])),
    ...Object.fromEntries(conversations.map((prefix, i) => [`:c${i}`, { S: prefix }])),
    ':thread': { S: THREAD_PARTITION_PREFIX },
  };
  // A thread's record names its conversation by key: the workspace's threads are found in the same Scan.
  const ofWorkspace = conversations.map((_, i) => `begins_with(conversationKey, :c${i})`).join(' OR ');
  const keys: Item[] = [];
  let from: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        ProjectionExpression: 'pk, sk',
        FilterExpression: [
          ...partitions.map((_, i) => `begins_with(pk, :p${i})`),
          `(begins_with(pk, :thread) AND (${ofWorkspace}))`,
        ].join(' OR '),
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
