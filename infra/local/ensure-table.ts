/**
 * The table of `infra/dynamodb-table.json`, created on a local engine (`npm start`, the tests, the bench).
 * Deployments create it from the same resource through CloudFormation; nothing here runs in a Lambda.
 */
import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { z } from 'zod';
import { createDynamoClient } from '../../lib/store/dynamodb-client';
import { errorName } from '../../lib/store/errors';
import table from '../dynamodb-table.json';

// The CloudFormation resource is the single source of truth; tests build the same table from it.
const tableProperties = z.object({
  BillingMode: z.enum(['PAY_PER_REQUEST', 'PROVISIONED']),
  AttributeDefinitions: z
    .array(z.object({ AttributeName: z.string(), AttributeType: z.enum(['S', 'N', 'B']) }))
    .min(1),
  KeySchema: z.array(z.object({ AttributeName: z.string(), KeyType: z.enum(['HASH', 'RANGE']) })).min(1),
  TimeToLiveSpecification: z.object({ AttributeName: z.string(), Enabled: z.boolean() }),
});

const properties = tableProperties.parse(table.Properties);

/** Name of the attribute DynamoDB's TTL reads (epoch seconds). */
export const ttlAttributeName = properties.TimeToLiveSpecification.AttributeName;

/** CreateTable input equivalent to infra/dynamodb-table.json, under the given name. */
export function createTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: properties.BillingMode,
    AttributeDefinitions: properties.AttributeDefinitions.map((d) => ({ ...d })),
    KeySchema: properties.KeySchema.map((k) => ({ ...k })),
  };
}

const TABLE_ACTIVE_TIMEOUT_MS = 30_000;
const POLL_MS = 100;
let ttlUnsupportedLogged = false;

/**
 * Creates the table when it is absent, waits until it is ACTIVE and turns TTL on. For local engines and
 * tests; the deployment creates the table from the CloudFormation resource.
 */
export async function ensureTable(
  dynamo: { endpoint?: string | undefined; region: string },
  tableName: string,
  options: { log?: (line: string) => void } = {},
): Promise<void> {
  const client = createDynamoClient(dynamo);
  try {
    await ensureTableWith(client, tableName, options);
  } finally {
    client.destroy();
  }
}

async function ensureTableWith(
  client: DynamoDBClient,
  tableName: string,
  options: { log?: (line: string) => void },
): Promise<void> {
  const log = options.log ?? ((line: string) => console.warn(line));

  if (!(await describeStatus(client, tableName))) {
    try {
      await client.send(new CreateTableCommand(createTableInput(tableName)));
    } catch (error) {
      // Another process created it between our describe and create: fine, wait for it below.
      if (errorName(error) !== 'ResourceInUseException') throw error;
    }
  }
  await waitUntilActive(client, tableName);

  if (!properties.TimeToLiveSpecification.Enabled) return;
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status === 'ENABLED' || status === 'ENABLING') return;
  try {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: ttlAttributeName, Enabled: true },
      }),
    );
  } catch (error) {
    // dynalite has no UpdateTimeToLive; expiry is also checked on read, so the store stays correct without it.
    if (errorName(error) !== 'UnknownOperationException') throw error;
    if (!ttlUnsupportedLogged) {
      ttlUnsupportedLogged = true;
      log(
        'DynamoDB engine does not support UpdateTimeToLive (dynalite?): expired items stay until overwritten',
      );
    }
  }
}

async function describeStatus(client: DynamoDBClient, tableName: string): Promise<string | undefined> {
  try {
    const result = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return result.Table?.TableStatus ?? 'UNKNOWN';
  } catch (error) {
    if (errorName(error) === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

async function waitUntilActive(client: DynamoDBClient, tableName: string): Promise<void> {
  const deadline = Date.now() + TABLE_ACTIVE_TIMEOUT_MS;
  for (;;) {
    const status = await describeStatus(client, tableName);
    if (status === 'ACTIVE') return;
    if (Date.now() > deadline) {
      throw new Error(`table ${tableName} not ACTIVE after ${TABLE_ACTIVE_TIMEOUT_MS} ms (status ${status})`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
