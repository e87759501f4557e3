import { randomBytes } from 'node:crypto';
import { type DynamoDBClient as DynamoClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoHandoffs, HANDOFF_TTL_DAYS } from '../../../../lib/store/handoffs';
import { TTL_ATTRIBUTE } from '../../../../lib/store/keys';
import type { RateLimit } from '../../../../lib/store/rate-limits';
import { createTokenCipher } from '../../../../lib/store/token-cipher';
import { createTestTable } from '../../../support/dynamodb';

let client: DynamoClient;
let tableName: string;
let clock: Date;
const MESSAGES: RateLimit = { name: 'handoff-messages', max: 10, windowMs: 10 * 60_000 };
const DAY_S = 24 * 3600;

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
});

afterAll(() => {
  client.destroy();
});

beforeEach(() => {
  clock = new Date('2030-03-01T08:00:00.000Z');
});

const handoffs = () =>
  createDynamoHandoffs({ client, tableName, cipher: createTokenCipher(randomBytes(32)), now: () => clock });
const at = (iso: string) => {
  clock = new Date(iso);
};
/** An item's TTL (epoch seconds), or undefined. */
async function expiresAt(pk: string): Promise<number | undefined> {
  const { Item } = await client.send(
    new GetItemCommand({
      TableName: tableName,
      Key: { pk: { S: pk }, sk: { S: 'HANDOFF' } },
      ConsistentRead: true,
    }),
  );
  const value = Item?.[TTL_ATTRIBUTE]?.N;
  return value === undefined ? undefined : Number(value);
}
const daysAfter = (iso: string) => Date.parse(iso) / 1000 + HANDOFF_TTL_DAYS * DAY_S;

describe('DynamoDB hand-offs', () => {
  it('expire 30 days after their last message: the thread from its opening, staff answer and close; the pointer from each thing the customer says', async () => {
    expect(HANDOFF_TTL_DAYS).toBe(30);
    const store = handoffs();
    const handoff = {
      key: 'slack:T0HOTEL:U0GUEST',
      channelId: 'C0STAFF',
      threadTs: '1900000000.000100',
      target: { channel: 'slack', teamId: 'T0HOTEL', userId: 'U0GUEST' },
    };
    const thread = 'THREAD#C0STAFF:1900000000.000100';
    const pointer = 'CONV#slack:T0HOTEL:U0GUEST';

    await store.open(handoff, 'customer');
    expect(await expiresAt(thread)).toBe(daysAfter('2030-03-01T08:00:00.000Z'));
    expect(await expiresAt(pointer)).toBe(daysAfter('2030-03-01T08:00:00.000Z'));

    at('2030-03-01T08:05:00.000Z');
    await expect(store.relayTo(handoff.key, MESSAGES)).resolves.toMatchObject({ taken: { allowed: true } });
    expect(await expiresAt(pointer)).toBe(daysAfter('2030-03-01T08:05:00.000Z'));

    at('2030-03-01T08:07:00.000Z');
    await store.answered(handoff, 'U0ALEX');
    expect(await expiresAt(thread)).toBe(daysAfter('2030-03-01T08:07:00.000Z'));

    at('2030-03-01T08:40:00.000Z');
    await store.close(handoff, 'idle');
    expect(await expiresAt(thread)).toBe(daysAfter('2030-03-01T08:40:00.000Z'));
    expect(await expiresAt(pointer)).toBeUndefined();
    await expect(store.find(handoff)).resolves.toMatchObject({
      key: handoff.key,
      closedAt: clock.toISOString(),
    });
  });
});
