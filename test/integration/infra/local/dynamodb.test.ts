import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { type LocalDynamo, startLocalDynamo } from '../../../../infra/local/dynamodb';
import { ensureTable } from '../../../../infra/local/ensure-table';
import { createDynamoClient } from '../../../../lib/store/dynamodb-client';

// Two engine starts of about 2 s each with Java.
jest.setTimeout(60_000);

let dataDir: string;
let running: LocalDynamo | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-dynamo-'));
});

afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function withEngine<T>(use: (endpoint: string) => Promise<T>): Promise<T> {
  const engine = await startLocalDynamo({ port: 0, dataDir: join(dataDir, 'db') });
  running = engine;
  try {
    expect(engine.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    return await use(engine.endpoint);
  } finally {
    await engine.stop();
    // stop() is idempotent.
    await engine.stop();
    running = undefined;
  }
}

describe('startLocalDynamo', () => {
  it('keeps data in dataDir across a stop and start', async () => {
    const Key = { pk: { S: 'CONV#persist' }, sk: { S: 'STATE' } };

    await withEngine(async (endpoint) => {
      const client = createDynamoClient({ endpoint, region: 'us-east-1' });
      await ensureTable({ endpoint, region: 'us-east-1' }, 'persisted');
      await client.send(
        new PutItemCommand({ TableName: 'persisted', Item: { ...Key, state: { S: '{"kept":true}' } } }),
      );
      client.destroy();
    });

    const item = await withEngine(async (endpoint) => {
      // Another region: sharedDb makes the same tables visible to every local client.
      const client = createDynamoClient({ endpoint, region: 'eu-west-1' });
      const result = await client.send(
        new GetItemCommand({ TableName: 'persisted', Key, ConsistentRead: true }),
      );
      client.destroy();
      return result.Item;
    });
    expect(item?.state).toEqual({ S: '{"kept":true}' });
  });
});
