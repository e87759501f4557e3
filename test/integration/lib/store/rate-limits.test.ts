import { type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoRateLimits, type RateLimit } from '../../../../lib/store/rate-limits';
import { createTestTable } from '../../../support/dynamodb';

let client: DynamoDBClient;
let tableName: string;
const clock = new Date('2030-03-01T08:00:00.000Z');
const TWO_PER_10_MINUTES: RateLimit = { name: 'things', max: 2, windowMs: 10 * 60_000 };

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
});

afterAll(() => {
  client.destroy();
});

describe('DynamoDB rate limits', () => {
  it('keys every scope by a digest: no counter names a Slack user, workspace or conversation', async () => {
    const limits = createDynamoRateLimits({ client, tableName, now: () => clock });
    const scopes = ['slack-workspace:T0ACME', 'slack-user:T0ACME:U0DANA', 'conversation:sms:+12125550101'];
    for (const scope of scopes) await limits.take(scope, TWO_PER_10_MINUTES);
    const items = await client.send(new ScanCommand({ TableName: tableName, ConsistentRead: true }));
    expect(items.Items).toHaveLength(scopes.length);
    expect(JSON.stringify(items.Items)).not.toMatch(/T0ACME|U0DANA|2125550101/);
  });

  it('gives one back: the next take is allowed again', async () => {
    const limits = createDynamoRateLimits({ client, tableName, now: () => clock });
    const scope = 'slack-user:T0ACME:U0GIVE';
    await limits.take(scope, TWO_PER_10_MINUTES);
    await limits.take(scope, TWO_PER_10_MINUTES);
    await limits.giveBack(scope, TWO_PER_10_MINUTES);
    await expect(limits.take(scope, TWO_PER_10_MINUTES)).resolves.toEqual({ allowed: true });
    await expect(limits.take(scope, TWO_PER_10_MINUTES)).resolves.toEqual({
      allowed: false,
      first: true,
      until: '2030-03-01T08:10:00.000Z',
    });
  });
});
