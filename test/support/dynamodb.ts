import { randomUUID } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../infra/local/ensure-table';
import { createDynamoClient } from '../../lib/store/dynamodb-client';

/** The engine globalSetup started: 'dynamodb-local' (full API) or 'dynalite' (no transactions, no TTL). */
export function testEngine(): string | undefined {
  return process.env.TEST_DYNAMODB_ENGINE;
}

/**
 * A fresh, uniquely named table on the run's engine, so test files run in parallel without sharing data.
 * The caller destroys the client in afterAll; the tables vanish with the in-memory engine.
 */
export async function createTestTable(): Promise<{ client: DynamoDBClient; tableName: string }> {
  const endpoint = process.env.TEST_DYNAMODB_ENDPOINT;
  if (!endpoint)
    throw new Error('TEST_DYNAMODB_ENDPOINT is not set: run the tests through jest (globalSetup)');
  const client = createDynamoClient({ endpoint, region: 'us-east-1' });
  const tableName = `test-${randomUUID()}`;
  await ensureTable(client, tableName);
  return { client, tableName };
}

/**
 * Counts the requests a client sends (the `initialize` step runs once per `send`, retries included).
 * @example const requests = countRequests(client); ...; expect(requests.count).toBe(2);
 */
export function countRequests(client: DynamoDBClient): { count: number } {
  const counter = { count: 0 };
  client.middlewareStack.add(
    (next) => async (args) => {
      counter.count++;
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  return counter;
}
