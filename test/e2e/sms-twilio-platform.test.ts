/**
 * Twilio as it behaves (infra/local/twilio-api-recorder.ts, twilio-webhooks.ts): it retries a webhook
 * only as its connection overrides say, answers the carrier keywords itself (Advanced Opt-Out, on as
 * on a stock number) and refuses a send to a phone that opted out (21610). docs/sms.md.
 */

import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { withConnectionOverrides } from '../../lib/channels/sms/webhook-urls';
import type { Queue } from '../../lib/queue/queue';
import { QueueError } from '../../lib/queue/queue';
import { mondayMorning } from '../support/clock';
import {
  BUSINESS_NUMBER,
  type SmsStack,
  STATUS_URL,
  smsPhones,
  startSmsStack,
  WEBHOOK_URL,
} from '../support/sms-stack';
import { inboundSms } from '../support/twilio-payloads';

const DANA = '+12125550101';

describe('Twilio as it behaves', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: mondayMorning() });
  });
  afterEach(() => stack.close());

  /** The worker's queue, refusing the first `failures` sends as SQS would in an outage. */
  const refusing = (failures: number): Queue => ({
    send: (message) => {
      if (failures-- > 0) return Promise.reject(new QueueError('the queue is down'));
      return stack.queue.send(message);
    },
  });

  it('a text is not lost when queueing fails: the connection overrides make Twilio retry the 500', async () => {
    const { phone } = smsPhones(stack, refusing(2), withConnectionOverrides(WEBHOOK_URL));
    const reply = await phone(DANA).text('hi');
    expect(reply).toContain('Shall I text a code to this phone');
  });

  it('without the overrides Twilio does not retry a 500: the stand-in loses the text as Twilio would', async () => {
    const { deliver } = smsPhones(stack, refusing(1), WEBHOOK_URL);
    const delivery = await deliver(
      inboundSms({
        from: DANA,
        to: '+15005550006',
        body: 'hi',
        accountSid: stack.config.sms?.accountSid ?? '',
      }),
    );
    expect(delivery).toMatchObject({ delivered: false, attempts: [{ status: 500 }] });
  });

  it('HELP is answered once, by Twilio: the bot adds no second reply', async () => {
    const dana = stack.phone(DANA);
    await dana.text('HELP');
    expect(dana.received()).toHaveLength(1);
    expect(stack.sandbox.requests).toHaveLength(0);
  });

  it('STOP is confirmed once, by Twilio, and recorded; REVOKE and OPTOUT opt out the same', async () => {
    for (const [phone, word] of [
      [DANA, 'STOP'],
      ['+12125550102', 'REVOKE'],
      ['+12125550103', 'optout'],
    ] as const) {
      const person = stack.phone(phone);
      await person.text(word);
      expect(person.received()).toHaveLength(1);
      expect((await stack.bot.store.load(stack.keyOf(phone))).optedOut).toBe(true);
      expect(await person.text('hi')).toBe('');
    }
    expect(stack.sandbox.requests).toHaveLength(0);
  });

  it('a send to a phone Twilio has blocked is refused with 21610, and the opt-out is recorded', async () => {
    const dana = stack.phone(DANA);
    await dana.text('hi');
    stack.twilio.blocked.add(DANA);
    await dana.text('yes please');
    expect(dana.received().at(-1)?.sid).toBeUndefined();
    expect((await stack.bot.store.load(stack.keyOf(DANA))).optedOut).toBe(true);
    expect(stack.queue.deadLetters).toHaveLength(0);
  });
});

describe('a Twilio request is never run twice', () => {
  let stack: SmsStack;
  /** How far the stack's clock (the bot's, the SMS function's and the queue's) has been moved on. */
  let skew = 0;
  beforeEach(async () => {
    skew = 0;
    const clock = mondayMorning();
    stack = await startSmsStack({ now: () => new Date(clock().getTime() + skew) });
  });
  afterEach(() => stack.close());

  const text = (body: string) =>
    inboundSms({ from: DANA, to: BUSINESS_NUMBER, body, accountSid: stack.config.sms?.accountSid ?? '' });
  const queuedAs = (params: Record<string, string>) =>
    stack.queued.filter((m) => m.deduplicationId === `sms:${params.MessageSid}`);

  it('a captured text replayed after 6 minutes and 5 newer texts runs no second turn', async () => {
    const dana = stack.phone(DANA);
    const captured = text('hi');
    expect((await stack.post(captured)).statusCode).toBe(200);
    await stack.queue.drain();
    // Past the queue's 5-minute deduplication, and past the 5 answered messages the conversation keeps.
    skew += 6 * 60_000;
    for (let n = 0; n < 5; n++) await dana.text('hi');
    const sent = dana.received().length;

    const replay = await stack.post(captured);
    await stack.queue.drain();

    expect(replay).toMatchObject({ statusCode: 200, body: expect.stringContaining('<Response/>') });
    expect(queuedAs(captured)).toHaveLength(1);
    expect(dana.received()).toHaveLength(sent);
  });

  it('a retry after a failed enqueue is still queued, once', async () => {
    let refusals = 1;
    const { deliver } = smsPhones(stack, {
      send: (message) => {
        if (refusals-- > 0) return Promise.reject(new QueueError('the queue is down'));
        stack.queued.push(message);
        return stack.queue.send(message);
      },
    });
    const hi = text('hi');
    const delivery = await deliver(hi);
    await stack.queue.drain();

    expect(delivery.attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(queuedAs(hi)).toHaveLength(1);
    expect(stack.phone(DANA).received()).toHaveLength(1);
  });
});

describe('texts sent through a Messaging Service, their failures heard of', () => {
  const SERVICE = `MG${'0123456789abcdef'.repeat(2)}`;
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({
      now: mondayMorning(),
      env: { TWILIO_MESSAGING_SERVICE_SID: SERVICE, SMS_STATUS_CALLBACK_URL: STATUS_URL },
    });
  });
  afterEach(() => stack.close());

  const fingerprint = (phone: string) => stack.keyOf(phone).split(':')[2] ?? '';

  it('every text names the Messaging Service and the status callback, from the number the customer texted', async () => {
    const dana = stack.phone(DANA);
    await dana.text('hi');
    expect(dana.received()).toEqual([
      expect.objectContaining({
        from: BUSINESS_NUMBER,
        messagingServiceSid: SERVICE,
        statusCallback: STATUS_URL,
      }),
    ]);
  });

  it('a text the carrier fails is recorded under the phone with its code, and the next one delivered clears it', async () => {
    stack.twilio.failDelivery(DANA, { status: 'undelivered', code: 30003 });
    await stack.phone(DANA).text('hi');
    expect(await stack.bot.deliveryFailures.last(fingerprint(DANA))).toEqual({
      status: 'undelivered',
      code: 30003,
      at: expect.any(Number),
    });
    const items = await stack.table.client.send(new ScanCommand({ TableName: stack.table.tableName }));
    expect(JSON.stringify(items.Items)).not.toContain('2125550101');

    stack.twilio.failDelivery(DANA, undefined);
    await stack.phone(DANA).text('hi');
    expect(await stack.bot.deliveryFailures.last(fingerprint(DANA))).toBeUndefined();
  });

  it('a status callback with 21610 records the opt-out too: nothing more is texted', async () => {
    stack.twilio.failDelivery(DANA, { status: 'failed', code: 21610 });
    const dana = stack.phone(DANA);
    await dana.text('hi');
    expect((await stack.bot.store.load(stack.keyOf(DANA))).optedOut).toBe(true);
    const sent = dana.received().length;
    expect(await dana.text('hi')).toBe('');
    expect(dana.received()).toHaveLength(sent);
  });

  it('a status callback not signed by Twilio records nothing', async () => {
    const forged = await stack.twilio.statusPost(STATUS_URL, {
      body: new URLSearchParams({
        AccountSid: stack.config.sms?.accountSid ?? '',
        MessageSid: 'SM0',
        MessageStatus: 'failed',
        ErrorCode: '30034',
        From: BUSINESS_NUMBER,
        To: DANA,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'forged' },
    });
    expect(forged).toBe(403);
    expect(await stack.bot.deliveryFailures.last(fingerprint(DANA))).toBeUndefined();
  });
});
