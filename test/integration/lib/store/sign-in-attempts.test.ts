import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoPhoneDirectory } from '../../../../lib/store/phone-directory';
import { type PhoneFingerprint, phoneFingerprint } from '../../../../lib/store/phone-fingerprint';
import {
  createDynamoSignInAttempts,
  DEFAULT_MAX_SIGN_IN_FAILURES,
  DEFAULT_SIGN_IN_COOL_DOWN_MS,
  type SignInAttempts,
  TTL_ATTRIBUTE,
} from '../../../../lib/store/sign-in-attempts';
import { createTokenCipher, type TokenCipher } from '../../../../lib/store/token-cipher';
import { createTestTable } from '../../../support/dynamodb';

const COOL_DOWN_MS = 10 * 60 * 1000;

let client: DynamoDBClient;
let tableName: string;
let clock: Date;
let cipher: TokenCipher;
let fingerprint: PhoneFingerprint;
let nextPhone = 2125550100;

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
  cipher = createTokenCipher(randomBytes(32));
  fingerprint = phoneFingerprint(cipher);
});

afterAll(() => {
  client.destroy();
});

beforeEach(() => {
  clock = new Date('2030-03-01T08:00:00.000Z');
});

/** One caller: a Lambda, a terminal, a Slack conversation. Each builds its own; they share the table. */
/** The business's sign-ups a day, in these tests. */
const SIGN_UPS_PER_DAY = 200;
const caller = (): SignInAttempts =>
  createDynamoSignInAttempts({
    client,
    tableName,
    fingerprint,
    now: () => clock,
    signUpsPerDay: SIGN_UPS_PER_DAY,
  });
const newPhone = () => String(nextPhone++);
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function fail(attempts: SignInAttempts, phone: string, times: number) {
  let last: Awaited<ReturnType<SignInAttempts['recordFailure']>> = { failures: 0 };
  for (let i = 0; i < times; i++) last = await attempts.recordFailure(phone);
  return last;
}

describe('DynamoDB sign-in attempts', () => {
  it('matches the sign-in flow’s limits by default', () => {
    expect(DEFAULT_MAX_SIGN_IN_FAILURES).toBe(5);
    expect(DEFAULT_SIGN_IN_COOL_DOWN_MS).toBe(COOL_DOWN_MS);
  });

  it('writes the TTL attribute the table definition names', () => {
    const table = JSON.parse(readFileSync(join(__dirname, '../../../../infra/dynamodb-table.json'), 'utf8'));
    expect(table.Properties.TimeToLiveSpecification.AttributeName).toBe(TTL_ATTRIBUTE);
  });

  it('counts failures and locks on the fifth, for the cool-down', async () => {
    const attempts = caller();
    const phone = newPhone();
    await expect(attempts.status(phone)).resolves.toEqual({ failures: 0 });
    for (let n = 1; n <= 4; n++)
      await expect(attempts.recordFailure(phone)).resolves.toEqual({ failures: n });
    const lockedUntil = new Date(clock.getTime() + COOL_DOWN_MS).toISOString();
    await expect(attempts.recordFailure(phone)).resolves.toEqual({ failures: 5, lockedUntil });
    await expect(attempts.status(phone)).resolves.toEqual({ failures: 5, lockedUntil });

    // While locked nothing more is counted, and the lock is not pushed back.
    advance(60_000);
    await expect(attempts.recordFailure(phone)).resolves.toEqual({ failures: 5, lockedUntil });
    await expect(attempts.status(phone)).resolves.toEqual({ failures: 5, lockedUntil });
  });

  it('shares the count between two conversations on the same phone', async () => {
    const first = caller();
    const second = caller();
    const phone = newPhone();
    await fail(first, phone, 3);
    await expect(second.status(phone)).resolves.toEqual({ failures: 3 });
    await expect(second.recordFailure(phone)).resolves.toEqual({ failures: 4 });
    await expect(first.recordFailure(phone)).resolves.toMatchObject({
      failures: 5,
      lockedUntil: expect.any(String),
    });
    await expect(second.status(phone)).resolves.toMatchObject({ lockedUntil: expect.any(String) });
  });

  it('counts every one of concurrent failures', async () => {
    const phone = newPhone();
    await Promise.all([1, 2, 3, 4].map(() => caller().recordFailure(phone)));
    await expect(caller().status(phone)).resolves.toEqual({ failures: 4 });
  });

  it('keeps phones apart', async () => {
    const attempts = caller();
    const alice = newPhone();
    const bob = newPhone();
    await fail(attempts, alice, 5);
    await expect(attempts.status(bob)).resolves.toEqual({ failures: 0 });
  });

  it('forgets the failures on reset (a right code)', async () => {
    const attempts = caller();
    const phone = newPhone();
    await fail(attempts, phone, 4);
    await attempts.reset(phone);
    await expect(attempts.status(phone)).resolves.toEqual({ failures: 0 });
    await expect(attempts.recordFailure(phone)).resolves.toEqual({ failures: 1 });
    // A reset of a phone with no failures is harmless.
    await expect(attempts.reset(newPhone())).resolves.toBeUndefined();
  });

  it('unlocks once the cool-down is over, with a fresh count', async () => {
    const attempts = caller();
    const phone = newPhone();
    const locked = await fail(attempts, phone, 5);
    expect(locked.lockedUntil).toBeDefined();

    advance(COOL_DOWN_MS - 1);
    await expect(attempts.status(phone)).resolves.toMatchObject({
      failures: 5,
      lockedUntil: locked.lockedUntil,
    });
    advance(1);
    await expect(attempts.status(phone)).resolves.toEqual({ failures: 0 });
    await expect(attempts.recordFailure(phone)).resolves.toEqual({ failures: 1 });
  });

  it('forgets failures older than the window', async () => {
    const attempts = caller();
    const phone = newPhone();
    await fail(attempts, phone, 3);
    // The window slides from the latest failure.
    advance(COOL_DOWN_MS - 1);
    await expect(attempts.recordFailure(phone)).resolves.toEqual({ failures: 4 });
    advance(COOL_DOWN_MS);
    await expect(attempts.status(phone)).resolves.toEqual({ failures: 0 });
    await expect(attempts.recordFailure(phone)).resolves.toEqual({ failures: 1 });
  });

  it('honours maxFailures and coolDownMs', async () => {
    const attempts = createDynamoSignInAttempts({
      client,
      tableName,
      fingerprint,
      now: () => clock,
      maxFailures: 2,
      coolDownMs: 1000,
      signUpsPerDay: SIGN_UPS_PER_DAY,
    });
    const phone = newPhone();
    await attempts.recordFailure(phone);
    await expect(attempts.recordFailure(phone)).resolves.toEqual({
      failures: 2,
      lockedUntil: new Date(clock.getTime() + 1000).toISOString(),
    });
    advance(1000);
    await expect(attempts.status(phone)).resolves.toEqual({ failures: 0 });
  });

  it('never stores the phone number, and keys it by the phone fingerprint', async () => {
    const phone = newPhone();
    await fail(caller(), phone, 5);

    const scan = await client.send(new ScanCommand({ TableName: tableName, ConsistentRead: true }));
    const dump = JSON.stringify(scan.Items);
    expect(scan.Items?.length).toBeGreaterThan(0);
    expect(dump).not.toContain(phone);
    expect(dump).not.toContain(phone.slice(-7));

    const expectedKey = `PHONE#${fingerprint(phone)}`;
    const item = scan.Items?.find((i) => i.pk?.S === expectedKey);
    expect(item).toBeDefined();
    // The TTL attribute is set (epoch seconds), at or after the end of the lock.
    const lockEnd = Math.ceil((clock.getTime() + COOL_DOWN_MS) / 1000);
    expect(Number(item?.[TTL_ATTRIBUTE]?.N)).toBe(lockEnd);
  });

  it('one fingerprint: a phone’s sign-in attempts and its directory entry use the same hash', async () => {
    const phone = newPhone();
    await fail(caller(), phone, 1);
    const phones = createDynamoPhoneDirectory({ client, tableName, fingerprint });
    await phones.save(`+1 ${phone}`, { serviceCustomerId: 7, key: 'slack:T1:U1' });
    const scan = await client.send(new ScanCommand({ TableName: tableName, ConsistentRead: true }));
    const partitions = (scan.Items ?? [])
      .filter((item) => item.sk?.S === 'SIGNIN' || item.sk?.S === 'CUSTOMER')
      .filter((item) => item.pk?.S === `PHONE#${fingerprint(phone)}`)
      .map((item) => item.sk?.S);
    expect(partitions.sort()).toEqual(['CUSTOMER', 'SIGNIN']);
  });

  it('counts apart under another key (another deployment)', async () => {
    const phone = newPhone();
    await fail(caller(), phone, 3);
    const other = createDynamoSignInAttempts({
      client,
      tableName,
      fingerprint: phoneFingerprint(createTokenCipher(randomBytes(32))),
      now: () => clock,
      signUpsPerDay: SIGN_UPS_PER_DAY,
    });
    await expect(other.status(phone)).resolves.toEqual({ failures: 0 });
  });

  it('refuses a phone number that is not 10 digits', async () => {
    const attempts = caller();
    await expect(attempts.recordFailure('(212) 555-0101')).rejects.toThrow(RangeError);
    await expect(attempts.status('')).rejects.toThrow(RangeError);
  });

  describe('codes texted', () => {
    it('allows 3 per 10 minutes and 6 per UTC day, counted by every caller, and says until when', async () => {
      const phone = newPhone();
      // 08:00 UTC: a window boundary, the day's ninth hour.
      for (let i = 0; i < 3; i++)
        await expect(caller().recordSend(phone)).resolves.toEqual({ allowed: true });
      await expect(caller().recordSend(phone)).resolves.toEqual({
        allowed: false,
        limit: 'window',
        until: '2030-03-01T08:10:00.000Z',
      });
      advance(10 * 60_000);
      for (let i = 0; i < 3; i++)
        await expect(caller().recordSend(phone)).resolves.toEqual({ allowed: true });
      advance(10 * 60_000);
      await expect(caller().recordSend(phone)).resolves.toEqual({
        allowed: false,
        limit: 'day',
        until: '2030-03-02T00:00:00.000Z',
      });
      advance(16 * 3600_000);
      await expect(caller().recordSend(phone)).resolves.toEqual({ allowed: true });
    });

    it('never lets concurrent sends from two channels past the limit', async () => {
      const phone = newPhone();
      const results = await Promise.all([1, 2, 3, 4, 5, 6].map(() => caller().recordSend(phone)));
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
    });

    it('gives a requester its code back when the phone’s own limit refuses it', async () => {
      const requester = ['slack-user:T0ACME:U0BACK'];
      const phone = newPhone();
      for (let i = 0; i < 3; i++)
        await expect(caller().recordSend(phone, requester)).resolves.toEqual({ allowed: true });
      await expect(caller().recordSend(phone, requester)).resolves.toMatchObject({ limit: 'window' });
      // 3 of the person's 5 used: two more phones, not one.
      await expect(caller().recordSend(newPhone(), requester)).resolves.toEqual({ allowed: true });
      await expect(caller().recordSend(newPhone(), requester)).resolves.toEqual({ allowed: true });
      await expect(caller().recordSend(newPhone(), requester)).resolves.toEqual({
        allowed: false,
        limit: 'requester',
        until: '2030-03-01T08:10:00.000Z',
      });
    });

    it('a requester’s codes refused in one 10 minutes do not use up its day', async () => {
      const requester = ['slack-user:T0ACME:U0SPAM'];
      for (let i = 0; i < 20; i++) await caller().recordSend(newPhone(), requester);
      advance(10 * 60_000);
      for (let i = 0; i < 5; i++)
        await expect(caller().recordSend(newPhone(), requester)).resolves.toEqual({ allowed: true });
      advance(10 * 60_000);
      await expect(caller().recordSend(newPhone(), requester)).resolves.toEqual({
        allowed: false,
        limit: 'requester',
        until: '2030-03-02T00:00:00.000Z',
      });
    });

    it('keeps the day’s count under the phone fingerprint and expires it with the day', async () => {
      const phone = newPhone();
      await caller().recordSend(phone);
      const digest = fingerprint(phone);
      const items = await client.send(new ScanCommand({ TableName: tableName }));
      const item = items.Items?.find((i) => i.pk?.S === `PHONE#${digest}` && i.sk?.S?.startsWith('SENDS#'));
      expect(item?.[TTL_ATTRIBUTE]?.N).toBe(String(Date.parse('2030-03-02T00:00:00.000Z') / 1000));
      expect(JSON.stringify(items.Items)).not.toContain(phone);
    });
  });

  describe("the business's sign-ups", () => {
    it('are capped a UTC day across every requester, after their own caps: the next is refused, reported, and counts nothing for its phone', async () => {
      let reported = 0;
      const business = (signUpsPerDay = 2) =>
        createDynamoSignInAttempts({
          client,
          tableName,
          fingerprint,
          now: () => clock,
          signUpsPerDay,
          onSignUpsCapped: () => {
            reported += 1;
          },
        });
      const workspaces = ['T0ONE', 'T0TWO', 'T0THREE'].map((team) => [
        `slack-workspace:${team}`,
        `slack-user:${team}:U0NEW`,
      ]);
      for (const requesters of workspaces.slice(0, 2))
        await expect(business().recordSignUp(newPhone(), requesters)).resolves.toEqual({ allowed: true });
      const phone = newPhone();
      await expect(business().recordSignUp(phone, workspaces[2] as string[])).resolves.toEqual({
        allowed: false,
        limit: 'business',
        until: '2030-03-02T00:00:00.000Z',
      });
      expect(reported).toBe(1);
      // Nothing was counted for that phone: its codes are all there.
      for (let i = 0; i < 3; i++)
        await expect(caller().recordSend(phone)).resolves.toEqual({ allowed: true });
      // The next day: a person over their own cap uses none of the business's 4.
      const person = ['conversation:sms:f0'];
      advance(24 * 3600_000);
      for (let i = 0; i < 3; i++)
        await expect(business(4).recordSignUp(newPhone(), person)).resolves.toEqual({ allowed: true });
      await expect(business(4).recordSignUp(newPhone(), person)).resolves.toMatchObject({
        limit: 'requester',
      });
      await expect(business(4).recordSignUp(newPhone(), workspaces[0] as string[])).resolves.toEqual({
        allowed: true,
      });
      await expect(business(4).recordSignUp(newPhone(), workspaces[1] as string[])).resolves.toEqual({
        allowed: false,
        limit: 'business',
        until: '2030-03-03T00:00:00.000Z',
      });
      expect(reported).toBe(2);
    });
  });
});
