/**
 * createBot, the composition root, against the test run's DynamoDB engine and an in-process sandbox:
 * every part is wired to the configured table, key and service.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { SEED } from '../../../infra/local/sandbox/seed-data';
import { type Sandbox, startSandbox } from '../../../infra/local/sandbox/server';
import { type Bot, type BotConfig, createBot } from '../../../lib/bot';
import { loadConfig } from '../../../lib/config';
import { createDynamoClient } from '../../../lib/store';
import { createTestTable, testEngine } from '../../support/dynamodb';
import { startFakeAwsEndpoint } from '../../support/fake-aws-endpoint';

let sandbox: Sandbox;
let tableName: string;
const bots: Bot[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ onOtp: () => {} });
  const table = await createTestTable();
  tableName = table.tableName;
  table.client.destroy();
});

afterAll(async () => {
  for (const bot of bots) await bot.close();
  await sandbox.close();
});

/** The configuration a deployment would read, pointed at the test engine and the sandbox. */
function botConfig(env: Record<string, string> = {}): BotConfig {
  const key = randomBytes(32);
  const config = loadConfig({
    ...env,
    LAUNDRY_API_URL: sandbox.commonUrl,
    LAUNDRY_AUTH_URL: sandbox.authUrl,
    LAUNDRY_BUSINESS_ID: String(SEED.businessId),
    DYNAMODB_TABLE: tableName,
    DYNAMODB_ENDPOINT: process.env.TEST_DYNAMODB_ENDPOINT,
    TOKEN_ENCRYPTION_KEY: key.toString('base64'),
  });
  return { ...config, tokenEncryptionKey: key };
}

function build(overrides: Parameters<typeof createBot>[1] = {}, env: Record<string, string> = {}): Bot {
  const bot = createBot(botConfig(env), {
    laundryDeps: { retryBaseMs: 5 },
    transactions: testEngine() !== 'dynalite',
    ...overrides,
  });
  bots.push(bot);
  return bot;
}

describe('createBot', () => {
  it('wires the store to the configured table and key: a saved sign-in comes back decrypted', async () => {
    const at = new Date('2026-11-23T13:00:00Z');
    const bot = build({ now: () => at });
    const key = `test:${randomUUID()}`;
    const link = { serviceCustomerId: 1001, token: 'bearer-of-1001', linkedAt: at.toISOString() };

    const version = await bot.store.save(key, { state: { hello: 'world' }, expectedVersion: 0, link });
    const loaded = await bot.store.load(key);

    expect(loaded).toMatchObject({ state: { hello: 'world' }, version, expired: false, link });
  });

  it('wires the ledger to the same table', async () => {
    const bot = build();
    const confirmationId = randomUUID();
    await expect(bot.ledger.claim(1001, confirmationId, { what: 'an order' })).resolves.toEqual({
      claimed: true,
    });
    await expect(bot.ledger.get(1001, confirmationId)).resolves.toMatchObject({
      status: 'PENDING',
      entry: { what: 'an order' },
    });
  });

  it('keeps what people typed that it did not understand only when the business opted in (KEEP_MISSED_REPLIES)', async () => {
    const at = new Date('2026-11-23T13:00:00Z');
    const missed = { day: '2026-11-23', step: 'order/bags', said: 'a bunch', language: 'en' } as const;
    await build({ now: () => at }).missedReplies.keep({ ...missed, business: 901 });
    await build({ now: () => at }, { KEEP_MISSED_REPLIES: 'true' }).missedReplies.keep({
      ...missed,
      business: 902,
    });
    const client = createDynamoClient({ endpoint: process.env.TEST_DYNAMODB_ENDPOINT, region: 'us-east-1' });
    const page = await client.send(new ScanCommand({ TableName: tableName, ConsistentRead: true }));
    client.destroy();
    const kept = (page.Items ?? []).flatMap((item) => (item.pk?.S?.startsWith('MISSED#') ? [item.pk.S] : []));
    expect(kept).toEqual(['MISSED#902#2026-11-23']);
  });

  it('wires the laundry client to the configured service', async () => {
    const bot = build();
    await bot.laundry.requestOtp({ phoneNumber: '2125550101', businessId: bot.config.businessId });
    expect(sandbox.lastOtp('2125550101')).toMatch(/^\d{6}$/);
  });

  it('wires the engine: a first hi, signed out, asks for a mobile number', async () => {
    const bot = build();
    const { replies } = await bot.engine.step({
      conversationKey: `test:${randomUUID()}`,
      state: undefined,
      expired: false,
      session: undefined,
      input: { type: 'text', text: 'hi' },
    });
    expect(replies).toContainEqual(
      expect.objectContaining({ type: 'prompt', text: expect.stringMatching(/mobile number/) }),
    );
  });

  it('close() closes what it built, once, and leaves a DynamoDB client it was given open', async () => {
    const config = botConfig();
    const client = createDynamoClient(config.dynamo);
    const bot = createBot(config, { dynamoClient: client, transactions: testEngine() !== 'dynalite' });
    await bot.close();
    await bot.close();
    // The given client still works.
    await expect(bot.store.load(`test:${randomUUID()}`)).resolves.toMatchObject({ version: 0 });
    client.destroy();
  });

  it('with reminders configured, the first deferred message loads the Scheduler client it was not built with, and reaches the configured group', async () => {
    const aws = await startFakeAwsEndpoint('application/json', () => ({
      status: 200,
      body: '{"ScheduleArn":"arn:x"}',
    }));
    const saved = { ...process.env };
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_SCHEDULER: aws.endpoint,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    });
    try {
      const config = {
        ...botConfig(),
        reminders: {
          groupName: 'laundry-bot-test',
          roleArn: 'arn:aws:iam::123456789012:role/scheduler',
          queueArn: 'arn:aws:sqs:us-east-1:123456789012:turns.fifo',
        },
      };
      const bot = createBot(config, { transactions: testEngine() !== 'dynalite' });
      bots.push(bot);
      expect(aws.requests).toHaveLength(0);

      const at = Date.now() + 3_600_000;
      await bot.deliverAt?.({ body: '{"kind":"later"}', groupId: 'g1', deduplicationId: 'd1' }, at);

      expect(aws.requests).toHaveLength(1);
      expect(aws.requests[0]?.path).toMatch(/^\/schedules\//);
      expect(aws.requests[0]?.body).toMatchObject({
        GroupName: 'laundry-bot-test',
        Target: { Arn: config.reminders.queueArn, Input: '{"kind":"later"}' },
      });
    } finally {
      process.env = saved;
      await aws.close();
    }
  });

  it('refuses a configuration without a token key', () => {
    const config = { ...botConfig(), tokenEncryptionKey: undefined } as unknown as BotConfig;
    expect(() => createBot(config)).toThrow(/TOKEN_ENCRYPTION_KEY/);
  });
});
