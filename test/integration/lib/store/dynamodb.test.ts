import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsError } from '../../../../lib/aws-json-rpc';
import {
  type DynamoClient,
  GetItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
} from '../../../../lib/store/dynamodb';
import { createDynamoClient } from '../../../../lib/store/dynamodb-client';
import { createTestTable, testEngine } from '../../../support/dynamodb';

let client: DynamoClient;
let tableName: string;

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
});

afterAll(() => client.destroy());

const held = { pk: { S: 'CONV#held' }, sk: { S: 'STATE' }, note: { S: 'kept as it was' } };
const transactions = testEngine() !== 'dynalite';

async function refusal(work: Promise<unknown>): Promise<AwsError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AwsError);
  return error as AwsError;
}

describe("the bot's DynamoDB client on the real engine", () => {
  beforeAll(() => client.send(new PutItemCommand({ TableName: tableName, Item: held })));

  it('reads an item back in DynamoDB JSON, as the SDK gives it', async () => {
    const { Item } = await client.send(
      new GetItemCommand({ TableName: tableName, Key: { pk: held.pk, sk: held.sk }, ConsistentRead: true }),
    );
    expect(Item).toEqual(held);
  });

  it("a failed condition is a ConditionalCheckFailedException carrying the item as it was, with none of AWS's text", async () => {
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
    expect(error.status).toBe(400);
    expect(error.message).toBe('AWS answered ConditionalCheckFailedException (400)');
    // dynalite has no ReturnValuesOnConditionCheckFailure: it sends no item.
    if (testEngine() !== 'dynalite') expect(error.Item).toEqual(held);
  });

  (transactions ? it : it.skip)(
    "a cancelled transaction is a TransactionCanceledException carrying each item's reason code and item, with none of AWS's text",
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
      expect(error.message).toBe('AWS answered TransactionCanceledException (400)');
      expect(error.CancellationReasons).toEqual([
        { Code: 'None' },
        { Code: 'ConditionalCheckFailed', Item: held },
      ]);
      const { Item } = await client.send(
        new GetItemCommand({ TableName: tableName, Key: { pk: held.pk, sk: held.sk }, ConsistentRead: true }),
      );
      expect(Item).toEqual(held);
    },
  );
});

describe('a transaction sent again', () => {
  (transactions ? it : it.skip)(
    'carries its own idempotency token, so sent again after a timed-out attempt it is applied once, not refused as a conflict with itself',
    async () => {
      const item = { pk: { S: 'CONV#once' }, sk: { S: 'STATE' }, note: { S: 'written once' } };
      const command = new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      });
      expect(command.input.ClientRequestToken).toMatch(/^[0-9a-f-]{36}$/);
      await client.send(command);
      // What a retry after a lost answer sends: the same input, token included.
      await expect(client.send(command)).resolves.toBeDefined();
      const { Item } = await client.send(
        new GetItemCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true }),
      );
      expect(Item).toEqual(item);
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

  function throttledClient(): DynamoClient {
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

  it('throttled three times, it gives up with the type alone', async () => {
    answers = [throttled, throttled, throttled];
    const throttling = throttledClient();
    try {
      const error = await refusal(
        throttling.send(new GetItemCommand({ TableName: 'any', Key: { pk: held.pk, sk: held.sk } })),
      );
      expect(error.name).toBe('ProvisionedThroughputExceededException');
      expect(error.message).not.toMatch(/throughput/);
      expect(requests).toBe(3);
    } finally {
      throttling.destroy();
    }
  });
});
