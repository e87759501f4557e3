import { type DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoBotStats } from '../../../../lib/store/bot-stats';
import { createTestTable } from '../../../support/dynamodb';

let client: DynamoDBClient;
let tableName: string;
let business = 9100;
const clock = new Date('2030-03-04T14:00:00.000Z');

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
});

afterAll(() => {
  client.destroy();
});

const statsOf = (businessId: number) =>
  createDynamoBotStats({ client, tableName, businessId, now: () => clock });

describe('DynamoDB bot stats', () => {
  it('adds a day’s counters under STATS#<business>#<day> / DAY, with a 400-day expiry', async () => {
    const id = ++business;
    const stats = statsOf(id);
    await stats.add('2030-03-04', { counters: { 'placed:sms:en': 1, 'value:sms:en': 1250 } });
    await stats.add('2030-03-04', {
      counters: { 'placed:sms:en': 1, 'value:sms:en': 500 },
      delaysMs: [60_000],
    });
    const raw = await client.send(
      new GetItemCommand({
        TableName: tableName,
        Key: { pk: { S: `STATS#${id}#2030-03-04` }, sk: { S: 'DAY' } },
      }),
    );
    expect(raw.Item?.['n:placed:sms:en']).toEqual({ N: '2' });
    expect(raw.Item?.['n:value:sms:en']).toEqual({ N: '1750' });
    expect(raw.Item?.expiresAt).toEqual({ N: String(clock.getTime() / 1000 + 400 * 86_400) });
  });

  it('counts every one of many writers at once (ADD, no read first)', async () => {
    const stats = statsOf(++business);
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        stats.add('2030-03-05', {
          counters: { 'at:order/address': 1, 'missed:order/address': 2 },
          delaysMs: [i],
        }),
      ),
    );
    const [, day] = await stats.week('2030-03-04');
    expect(day?.counters).toEqual({ 'at:order/address': 25, 'missed:order/address': 50 });
    expect([...(day?.delaysMs ?? [])].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it('reads a week of 7 days in order, empty where nothing was counted, and no other business’s', async () => {
    const id = ++business;
    const stats = statsOf(id);
    await stats.add('2030-03-04', { counters: { handoffs: 1 } });
    await stats.add('2030-03-10', { counters: { handoffs: 2, 'at:order/pickup': -1 } });
    await stats.add('2030-03-11', { counters: { handoffs: 9 } });
    await statsOf(id + 1000).add('2030-03-05', { counters: { handoffs: 5 } });
    const week = await stats.week('2030-03-04');
    expect(week.map((day) => day.day)).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
      '2030-03-09',
      '2030-03-10',
    ]);
    expect(week.map((day) => day.counters.handoffs ?? 0)).toEqual([1, 0, 0, 0, 0, 0, 2]);
    expect(week[6]?.counters['at:order/pickup']).toBe(-1);
  });

  it('claims a week’s digest once (invariant digest-sent-once), and again only once given back', async () => {
    const stats = statsOf(++business);
    const claims = await Promise.all([stats.claimDigest('2030-03-04'), stats.claimDigest('2030-03-04')]);
    expect(claims.sort()).toEqual([false, true]);
    await expect(stats.claimDigest('2030-03-04')).resolves.toBe(false);
    await expect(stats.claimDigest('2030-03-11')).resolves.toBe(true);
    await stats.releaseDigest('2030-03-04');
    await expect(stats.claimDigest('2030-03-04')).resolves.toBe(true);
  });
});
