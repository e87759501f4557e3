/**
 * The bot's DynamoDB client (lib/store/dynamodb-client.ts): the SDK's, on the real engine, with what
 * the stores rely on: a refusal carries the item as it was, a cancelled transaction each item's
 * reason, a transaction answered late is applied once (invariant own-write-recognised), and
 * throttling is tried again (invariant dynamo-retried-by-sdk).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { createDynamoClient } from '../../../../lib/store/dynamodb-client';
import { createTestTable, testEngine } from '../../../support/dynamodb';
import { startSlowDynamoProxy } from '../../../support/slow-dynamodb-proxy';

let client: DynamoDBClient;
let tableName: string;

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
});

afterAll(() => client.destroy());

const held = { pk: { S: 'CONV#held' }, sk: { S: 'STATE' }, note: { S: 'kept as it was' } };
const transactions = testEngine() !== 'dynalite';

async function refusal(work: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error & Record<string, unknown>;
}

describe("the bot's DynamoDB client on the real engine", () => {
  beforeAll(() => client.send(new PutItemCommand({ TableName: tableName, Item: held })));

  it('a failed condition is a ConditionalCheckFailedException carrying the item as it was', async () => {
    const error = await refusal(
      client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: { ...held, note: { S: 'never written' } },
          ConditionExpression: 'attribute_not_exists(pk)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      ),
    );
    expect(error.name).toBe('ConditionalCheckFailedException');
    // dynalite has no ReturnValuesOnConditionCheckFailure: it sends no item.
    if (testEngine() !== 'dynalite') expect(error.Item).toEqual(held);
  });

  (transactions ? it : it.skip)(
    "a cancelled transaction is a TransactionCanceledException carrying each item's reason code and item",
    async () => {
      const error = await refusal(
        client.send(
          new TransactWriteItemsCommand({
            TransactItems: [
              {
                ConditionCheck: {
                  TableName: tableName,
                  Key: { pk: { S: 'CONV#other' }, sk: { S: 'STATE' } },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...held, note: { S: 'never written' } },
                  ConditionExpression: 'attribute_not_exists(pk)',
                  ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
                },
              },
            ],
          }),
        ),
      );
      expect(error.name).toBe('TransactionCanceledException');
      expect(error.CancellationReasons).toEqual([
        expect.objectContaining({ Code: 'None' }),
        expect.objectContaining({ Code: 'ConditionalCheckFailed', Item: held }),
      ]);
      const { Item } = await client.send(
        new GetItemCommand({ TableName: tableName, Key: { pk: held.pk, sk: held.sk }, ConsistentRead: true }),
      );
      expect(Item).toEqual(held);
    },
  );
});

describe('a transaction answered late', () => {
  (transactions ? it : it.skip)(
    'sent again after its attempt gave up, is applied once and answered as the first was, not refused as a conflict with itself',
    async () => {
      const proxy = await startSlowDynamoProxy(String(process.env.TEST_DYNAMODB_ENDPOINT));
      const slow = createDynamoClient({ endpoint: proxy.endpoint, region: 'us-east-1', timeoutMs: 1000 });
      try {
        const item = { pk: { S: 'CONV#once' }, sk: { S: 'STATE' }, note: { S: 'written once' } };
        proxy.answerLate((request) => request.operation === 'TransactWriteItems', 1200);
        await slow.send(
          new TransactWriteItemsCommand({
            TransactItems: [
              { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
            ],
          }),
        );
        const sent = proxy.requests.filter((request) => request.operation === 'TransactWriteItems');
        expect(sent.length).toBeGreaterThanOrEqual(2);
        // The SDK filled the idempotency token once: every attempt carries the same.
        const tokens = new Set(sent.map((request) => request.input.ClientRequestToken));
        expect(tokens.size).toBe(1);
        expect([...tokens][0]).toMatch(/^[0-9a-f-]{36}$/);
        const { Item } = await client.send(
          new GetItemCommand({
            TableName: tableName,
            Key: { pk: item.pk, sk: item.sk },
            ConsistentRead: true,
          }),
        );
        expect(Item).toEqual(item);
      } finally {
        slow.destroy();
        await proxy.close();
      }
    },
  );
});

describe("the bot's DynamoDB client under throttling", () => {
  let server: Server;
  let answers: { status: number; body: object }[];
  let requests: number;

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        requests++;
        const answer = answers.shift() ?? { status: 200, body: {} };
        response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    requests = 0;
  });

  const throttled = {
    status: 400,
    body: {
      __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
      message: 'The level of configured provisioned throughput for the table was exceeded',
    },
  };

  function throttledClient(): DynamoDBClient {
    const { port } = server.address() as AddressInfo;
    return createDynamoClient({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1' });
  }

  it('a ProvisionedThroughputExceededException is tried again, and the answer that follows is the result', async () => {
    answers = [throttled, { status: 200, body: { Item: held } }];
    const throttling = throttledClient();
    try {
      const { Item } = await throttling.send(
        new GetItemCommand({ TableName: 'any', Key: { pk: held.pk, sk: held.sk } }),
      );
      expect(Item).toEqual(held);
      expect(requests).toBe(2);
    } finally {
      throttling.destroy();
    }
  });

  it('throttled three times, it gives up with the type as its name', async () => {
    answers = [throttled, throttled, throttled];
    const throttling = throttledClient();
    try {
      const error = await refusal(
        throttling.send(new GetItemCommand({ TableName: 'any', Key: { pk: held.pk, sk: held.sk } })),
      );
      expect(error.name).toBe('ProvisionedThroughputExceededException');
      expect(requests).toBe(3);
    } finally {
      throttling.destroy();
    }
  });
});
