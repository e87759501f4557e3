import { type DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
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

const statsOf = (businessId: number, timeZone = 'America/New_York') =>
  createDynamoBotStats({ client, tableName, businessId, timeZone, now: () => clock });

/** An instant, from its UTC time. */
const at = (iso: string) => new Date(`${iso}Z`);

describe('DynamoDB bot stats', () => {
  it('adds an instant’s counters to its UTC day’s item, STATS#<business>#UTC#<day> / DAY, by quarter hour, with a 400-day expiry', async () => {
    const id = ++business;
    const stats = statsOf(id);
    await stats.add(at('2030-03-04T14:07:00'), { counters: { 'placed:sms:en': 1, 'value:sms:en': 1250 } });
    await stats.add(at('2030-03-04T14:14:59'), {
      counters: { 'placed:sms:en': 1, 'value:sms:en': 500 },
      delaysMs: [60_000],
    });
    await stats.add(at('2030-03-04T14:15:00'), { counters: { 'placed:sms:en': 1 } });
    const raw = await client.send(
      new GetItemCommand({
        TableName: tableName,
        Key: { pk: { S: `STATS#${id}#UTC#2030-03-04` }, sk: { S: 'DAY' } },
      }),
    );
    expect(raw.Item?.['n:1400:placed:sms:en']).toEqual({ N: '2' });
    expect(raw.Item?.['n:1400:value:sms:en']).toEqual({ N: '1750' });
    expect(raw.Item?.['d:1400']).toEqual({ L: [{ N: '60000' }] });
    expect(raw.Item?.['n:1415:placed:sms:en']).toEqual({ N: '1' });
    expect(raw.Item?.expiresAt).toEqual({ N: String(clock.getTime() / 1000 + 400 * 86_400) });
  });

  it('sums each quarter hour into the business’s day it fell on, across midnight and a change of the clocks', async () => {
    const stats = statsOf(++business);
    // New York: Mar 4 at 23:59 EST is Mar 5 in UTC; Mar 10 at 23:30 EDT (the clocks went forward that morning) is Mar 11.
    await stats.add(at('2030-03-05T04:59:00'), { counters: { handoffs: 1 } });
    await stats.add(at('2030-03-05T05:00:00'), { counters: { handoffs: 10 } });
    await stats.add(at('2030-03-11T03:30:00'), { counters: { handoffs: 100 } });
    await stats.add(at('2030-03-11T04:00:00'), { counters: { handoffs: 1000 } });
    const week = await stats.week('2030-03-04');
    expect(week.map((day) => day.counters.handoffs ?? 0)).toEqual([1, 10, 0, 0, 0, 0, 100]);
  });

  it('keeps a zone a quarter hour off the hour to its own days (Kathmandu, UTC+5:45)', async () => {
    const stats = statsOf(++business, 'Asia/Kathmandu');
    await stats.add(at('2030-03-04T18:14:59'), { counters: { handoffs: 1 }, delaysMs: [5] });
    await stats.add(at('2030-03-04T18:15:00'), { counters: { handoffs: 10 }, delaysMs: [7] });
    await stats.add(at('2030-03-03T18:14:00'), { counters: { handoffs: 100 } });
    const [monday, tuesday] = await stats.week('2030-03-04');
    expect(monday).toEqual({ day: '2030-03-04', counters: { handoffs: 1 }, delaysMs: [5] });
    expect(tuesday).toEqual({ day: '2030-03-05', counters: { handoffs: 10 }, delaysMs: [7] });
  });

  it('reads the counts kept by the business’s day before (STATS#<business>#<day>) beside those kept by the quarter hour', async () => {
    const id = ++business;
    const stats = statsOf(id);
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: {
          pk: { S: `STATS#${id}#2030-03-05` },
          sk: { S: 'DAY' },
          'n:handoffs': { N: '2' },
          'n:at:order/pickup': { N: '1' },
          delays: { L: [{ N: '5' }] },
        },
      }),
    );
    await stats.add(at('2030-03-05T15:00:00'), {
      counters: { handoffs: 1, 'at:order/pickup': -1 },
      delaysMs: [7],
    });
    const [, tuesday] = await stats.week('2030-03-04');
    // The step left again the same day is nothing to tell, whichever item each half is in.
    expect(tuesday).toEqual({ day: '2030-03-05', counters: { handoffs: 3 }, delaysMs: [5, 7] });
  });

  it('counts every one of many writers at once (ADD, no read first)', async () => {
    const stats = statsOf(++business);
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        stats.add(at(`2030-03-05T${String(10 + (i % 12)).padStart(2, '0')}:00:00`), {
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
    await stats.add(at('2030-03-04T14:00:00'), { counters: { handoffs: 1 } });
    await stats.add(at('2030-03-10T14:00:00'), { counters: { handoffs: 2, 'at:order/pickup': -1 } });
    await stats.add(at('2030-03-11T14:00:00'), { counters: { handoffs: 9 } });
    await statsOf(id + 1000).add(at('2030-03-05T14:00:00'), { counters: { handoffs: 5 } });
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
