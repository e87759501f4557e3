import { randomUUID } from 'node:crypto';
import { type DynamoDBClient, ScanCommand, type ScanCommandInput } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../infra/local/ensure-table';
import type { Item } from '../../lib/store/attribute-values';
import { createDynamoClient } from '../../lib/store/dynamodb-client';

/** The engine globalSetup started: 'dynamodb-local' (full API) or 'dynalite' (no transactions, no TTL). */
export function testEngine(): string | undefined {
  return process.env.TEST_DYNAMODB_ENGINE;
}

/** How a test's client reaches the engine: through another endpoint (a proxy), each attempt given up after `timeoutMs`. */
export interface TestClientOptions {
  endpoint?: string;
  timeoutMs?: number;
}

/**
 * A fresh, uniquely named table on the run's engine, so test files run in parallel without sharing data,
 * and the bot's own client (lib/store/dynamodb-client.ts) on it, or through `options.endpoint`.
 * The caller destroys the client in afterAll; the tables vanish with the in-memory engine.
 */
export async function createTestTable(
  options: TestClientOptions = {},
): Promise<{ client: DynamoDBClient; tableName: string }> {
  const endpoint = process.env.TEST_DYNAMODB_ENDPOINT;
  if (!endpoint)
    throw new Error('TEST_DYNAMODB_ENDPOINT is not set: run the tests through jest (globalSetup)');
  const tableName = `test-${randomUUID()}`;
  await ensureTable({ endpoint, region: 'us-east-1' }, tableName);
  const client = createDynamoClient({
    endpoint: options.endpoint ?? endpoint,
    region: 'us-east-1',
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return { client, tableName };
}

/** A command as `aroundSends` shows it: DynamoDB's operation (`GetItem`) and the command's input. */
export interface SentCommand {
  operation: string;
  input: object;
}

/**
 * Runs `around` for every command `client` sends, by a middleware at the SDK's `initialize` step (once
 * per `send`, whatever its retries), which calls `next` to send it; it may read or change the command's
 * input first and read the output after.
 * @example aroundSends(client, async (command, next) => { log.push(command.operation); return next(); });
 */
export function aroundSends(
  client: DynamoDBClient,
  around: (command: SentCommand, next: () => Promise<unknown>) => Promise<unknown>,
): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = String(context.commandName ?? '').replace(/Command$/, '');
      let result: Awaited<ReturnType<typeof next>> | undefined;
      await around({ operation, input: args.input }, async () => {
        result = await next(args);
        return result.output;
      });
      if (!result) throw new Error(`${operation} was not sent: aroundSends must call next`);
      return result;
    },
    { step: 'initialize' },
  );
}

/**
 * Counts the requests a client sends (once per `send`, retries included): `count` those of the turns and
 * stores, `counted` the day's counters' ADDs (`STATS#`), apart.
 * @example const requests = countRequests(client); ...; expect(requests.count).toBe(2);
 */
export function countRequests(client: DynamoDBClient): { count: number; counted: number } {
  const counter = { count: 0, counted: 0 };
  aroundSends(client, (command, next) => {
    // The day's counters (bot-stats.ts) are one ADD after the turn, counted apart from its own requests.
    const key = (command.input as { Key?: { pk?: { S?: string } } } | undefined)?.Key?.pk?.S;
    if (key?.startsWith('STATS#')) counter.counted++;
    else counter.count++;
    return next();
  });
  return counter;
}

/**
 * Every item a Scan finds, page after page.
 * @example const items = await scanAll(client, { TableName: tableName, ConsistentRead: true });
 */
export async function scanAll(client: DynamoDBClient, input: ScanCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  let from: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ ...input, ...(from ? { ExclusiveStartKey: from } : {}) }),
    );
    items.push(...(page.Items ?? []));
    from = page.LastEvaluatedKey;
  } while (from);
  return items;
}
