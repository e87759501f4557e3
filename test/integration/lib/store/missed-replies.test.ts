import { type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { TTL_ATTRIBUTE } from '../../../../lib/store/keys';
import {
  createDynamoMissedReplies,
  MISSED_KEPT_DAYS,
  type MissedReply,
} from '../../../../lib/store/missed-replies';
import { createTestTable } from '../../../support/dynamodb';

let client: DynamoDBClient;
let tableName: string;
let at = new Date('2030-03-04T15:00:00.000Z');
const now = () => at;

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
});

afterAll(() => {
  client.destroy();
});

/** The items of one business, as the table holds them. */
async function itemsOf(business: number) {
  const page = await client.send(new ScanCommand({ TableName: tableName, ConsistentRead: true }));
  return (page.Items ?? []).filter((item) => item.pk?.S?.startsWith(`MISSED#${business}#`));
}

const reply = (business: number, said: string, more: Partial<MissedReply> = {}): MissedReply => ({
  business,
  day: '2030-03-04',
  step: 'order/bags',
  said,
  language: 'en',
  ...more,
});

describe('DynamoDB missed replies', () => {
  it('counts the same phrase typed twice (in any case or spacing) as one phrase typed 2 times', async () => {
    const missed = createDynamoMissedReplies({ client, tableName, now, optedIn: true });
    at = new Date('2030-03-04T15:00:00.000Z');
    await missed.keep(reply(1, 'like a few I guess'));
    at = new Date('2030-03-04T16:30:00.000Z');
    await missed.keep(reply(1, '  Like a  few i guess'));
    expect(await itemsOf(1)).toHaveLength(1);
    expect(await missed.week(1, '2030-03-02')).toEqual([
      {
        step: 'order/bags',
        count: 2,
        phrases: [
          {
            phrase: 'like a few I guess',
            count: 2,
            firstSeen: '2030-03-04T15:00:00.000Z',
            lastSeen: '2030-03-04T16:30:00.000Z',
          },
        ],
      },
    ]);
  });

  it('never writes a phone number, code, card, e-mail, address or name: the table holds the masked phrase', async () => {
    const missed = createDynamoMissedReplies({ client, tableName, now, optedIn: true });
    await missed.keep(
      reply(2, 'call me at (212) 555-0101 or ana.lopez@example.com', { names: ['Ana López'] }),
    );
    await missed.keep(reply(2, 'mi tarjeta es 4111 1111 1111 1111, código 482913', { language: 'es' }));
    await missed.keep(reply(2, 'vivo en calle Mayor 12, piso 3; me llamo Ana López', { language: 'es' }));
    const stored = JSON.stringify(await itemsOf(2));
    expect(stored).not.toMatch(/2125550101|555-0101|0101|example\.com|4111|482913|Mayor|López|Ana/);
    expect(stored).toContain('call me at ‹phone› or ‹email›');
    expect(stored).toContain('mi tarjeta es ‹card›, código ‹code›');
    expect(stored).toContain('vivo en ‹address›; me llamo ‹name›');
  });

  it('writes nothing when the business has not opted in', async () => {
    const missed = createDynamoMissedReplies({ client, tableName, now, optedIn: false });
    await missed.keep(reply(3, 'what'));
    expect(await itemsOf(3)).toEqual([]);
  });

  it(`expires each phrase ${MISSED_KEPT_DAYS} days after it was last typed (the table's TTL attribute)`, async () => {
    const missed = createDynamoMissedReplies({ client, tableName, now, optedIn: true });
    at = new Date('2030-03-04T15:00:00.000Z');
    await missed.keep(reply(4, 'hmm'));
    at = new Date('2030-03-04T20:00:00.000Z');
    await missed.keep(reply(4, 'hmm'));
    const [item] = await itemsOf(4);
    expect(Number(item?.[TTL_ATTRIBUTE]?.N)).toBe(at.getTime() / 1000 + 30 * 86_400);
  });

  it("reads the week's seven days: phrases grouped by step, added up over the days, most typed first", async () => {
    const missed = createDynamoMissedReplies({ client, tableName, now, optedIn: true });
    const typed: [string, string, string][] = [
      ['2030-03-02', 'order/bags', 'a few'],
      ['2030-03-03', 'order/bags', 'a few'],
      ['2030-03-03', 'order/bags', 'dunno'],
      ['2030-03-08', 'order/pickup-window', 'whenever'],
      ['2030-03-08', 'order/pickup-window', 'whenever'],
      ['2030-03-08', 'order/pickup-window', 'cuando sea'],
      ['2030-03-08', 'order/pickup-window', 'asap'],
      ['2030-03-09', 'order/bags', 'not this week'],
      ['2030-03-01', 'order/bags', 'not this week either'],
    ];
    for (const [day, step, said] of typed) await missed.keep(reply(5, said, { day, step }));
    const week = await missed.week(5, '2030-03-02');
    expect(
      week.map(({ step, count, phrases }) => [step, count, phrases.map((p) => [p.phrase, p.count])]),
    ).toEqual([
      [
        'order/pickup-window',
        4,
        [
          ['whenever', 2],
          ['asap', 1],
          ['cuando sea', 1],
        ],
      ],
      [
        'order/bags',
        3,
        [
          ['a few', 2],
          ['dunno', 1],
        ],
      ],
    ]);
  });
});
