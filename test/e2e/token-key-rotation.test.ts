/**
 * The runbook's token key rotation (docs/operating.md, "Rotate the token keys"), tried on the local
 * stack: a person signs in by text, then the worker and the SMS function start again on the same table
 * with a new TOKEN_ENCRYPTION_KEY and the old ones in TOKEN_ENCRYPTION_KEYS_PREVIOUS, oldest first, read
 * as the Lambdas read them (`loadConfig` over the environment SSM fills). Twice.
 * The cipher's own rules are unit-tested (test/unit/lib/store/token-cipher.test.ts) and the store's and
 * turn's reseal are integration-tested; this is the whole path, the phone's fingerprint included.
 */
import { randomBytes } from 'node:crypto';
import { startQueueWorker } from '../../infra/local/stack-builder';
import { createBot } from '../../lib/bot';
import { loadConfig, requireTokenKey } from '../../lib/config';
import { mondayMorning } from '../support/clock';
import { placeOrder, type SmsStack, signIn, smsEnv, smsPhones, startSmsStack } from '../support/sms-stack';
import { testEnv } from '../support/test-bot';

const DANA = '+12125550101';
const now = mondayMorning();

describe('rotating the token keys', () => {
  let first: SmsStack;
  const stopped: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    first = await startSmsStack({ now });
  });
  afterEach(async () => {
    for (const stop of stopped.splice(0)) await stop();
    await first.close();
  });

  /** The functions coming up again on the same table and laundry service, with the keys SSM now holds. */
  function restartWith(current: Buffer, previous: Buffer[]) {
    const config = requireTokenKey(
      loadConfig({
        ...testEnv(first.sandbox, first.table.tableName),
        ...smsEnv(first.twilio.url),
        BUSINESS_NAME: 'Spin City Laundry',
        TOKEN_ENCRYPTION_KEY: current.toString('base64'),
        TOKEN_ENCRYPTION_KEYS_PREVIOUS: previous.map((key) => key.toString('base64')).join(','),
      }),
    );
    const bot = createBot(config, { dynamoClient: first.table.client, now });
    const queue = startQueueWorker(bot, { log: () => {}, retryDelayMs: 10, now: () => now().getTime() });
    stopped.push(async () => {
      await queue.close();
      await bot.close();
    });
    return { bot, ...smsPhones({ config, bot, queue, twilio: first.twilio }) };
  }

  const codesAsked = () => first.sandbox.requests.filter((r) => r.path.endsWith('/request-otp')).length;

  it('keeps every sign-in readable and every phone in its conversation, across two rotations', async () => {
    expect(await signIn(first, first.phone(DANA))).toContain("You're signed in.");
    const key = first.keyOf(DANA);
    const codes = codesAsked();
    const firstKey = first.bot.config.tokenEncryptionKey;

    const [secondKey, thirdKey] = [randomBytes(32), randomBytes(32)];
    for (const [current, previous] of [
      [secondKey, [firstKey]],
      [thirdKey, [firstKey, secondKey]],
    ] as const) {
      const restarted = restartWith(current, [...previous]);
      // The same phone names the same conversation: its fingerprint is the first key's.
      expect(restarted.keyOf(DANA)).toBe(key);
      const dana = restarted.phone(DANA);
      const orders = first.sandbox.orders.length;
      await placeOrder(dana);
      expect(dana.lastReply.join('\n')).toMatch(/order #\d+ is placed/i);
      expect(first.sandbox.orders).toHaveLength(orders + 1);
      // No new code: the sign-in sealed under an older key opened, and was sealed anew under this one.
      expect(codesAsked()).toBe(codes);
      expect(await restarted.bot.store.load(key)).toMatchObject({ linkOutdated: false });
    }
  });
});
