/**
 * Opt-out before anything, and texts a carrier would accept (issue 15 §5), through the SMS path as
 * deployed. Assertions are on what the sandbox and Twilio's Messages API (a local recorder) received,
 * what the table holds, and the queue's dead letters.
 */
import { mondayMorning } from '../support/clock';
import { type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

const DANA = '+12125550101';
const SUPPORT = 'help@spincity.example';

describe('opt-out before anything', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: mondayMorning(), env: { SUPPORT_CONTACT: SUPPORT } });
  });
  afterEach(() => stack.close());

  const optedOut = async (phone: string) => (await stack.bot.store.load(stack.keyOf(phone))).optedOut;

  it("after STOP, 'hi' makes no call to the laundry service and sends nothing", async () => {
    const dana = stack.phone(DANA);
    await dana.text('hi');
    await dana.text('STOP');
    const requests = stack.sandbox.requests.length;
    const texts = dana.received().length;
    for (const text of ['hi', 'ok', 'send it', 'new order']) expect(await dana.text(text)).toBe('');
    expect(stack.sandbox.requests.length).toBe(requests);
    expect(dana.received().length).toBe(texts);
  });

  it('a staff notice to an opted-out phone is not sent', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await dana.text('STOP');
    const texts = dana.received().length;
    await stack.queue.send({
      groupId: stack.keyOf(DANA),
      deduplicationId: 'notice-1',
      body: JSON.stringify({
        v: 1,
        kind: 'notice',
        key: stack.keyOf(DANA),
        messageId: 'notice-1',
        text: 'Staff moved your pickup.',
        receivedAt: Date.now(),
      }),
    });
    await stack.queue.drain();
    expect(stack.workerLog.map((line) => line.msg)).toContain('notice done');
    expect(dana.received().length).toBe(texts);
  });

  it('21610 records the opt-out and the record is not retried', async () => {
    const dana = stack.phone(DANA);
    stack.twilio.failFor(DANA, { status: 400, code: 21610 });
    await dana.text('hi');
    // One attempt, refused: no retry, no dead letter, no apology.
    expect(dana.received()).toHaveLength(1);
    expect(stack.queue.deadLetters).toHaveLength(0);
    expect(await optedOut(DANA)).toBe(true);
    const requests = stack.sandbox.requests.length;
    await dana.text('ok');
    expect(stack.sandbox.requests.length).toBe(requests);
    expect(dana.received()).toHaveLength(1);
  });

  it('another permanent Twilio error is not retried; a 5xx is, and then delivered', async () => {
    const dana = stack.phone(DANA);
    stack.twilio.failNext({ status: 400, code: 21612 });
    await dana.text('hi');
    expect(dana.received()).toHaveLength(1);
    expect(stack.queue.deadLetters).toHaveLength(0);
    expect(await optedOut(DANA)).toBe(false);

    stack.twilio.failNext({ status: 503, code: 20500 });
    await dana.text('hi again');
    const [refused, delivered] = dana.received().slice(1);
    expect(refused?.sid).toBeUndefined();
    expect(delivered?.sid).toBeDefined();
    expect(delivered?.body).toBe(refused?.body);
  });

  it('HELP names the business, the support contact, frequency, rates and STOP', async () => {
    const help = await stack.phone(DANA).text('HELP');
    expect(help).toContain('Spin City Laundry');
    expect(help).toMatch(/laundry pickup orders/);
    expect(help).toContain(SUPPORT);
    expect(help).toContain('Msg frequency varies');
    expect(help).toContain('Msg&data rates may apply');
    expect(help).toMatch(/Reply STOP to/);
    expect(stack.sandbox.requests).toHaveLength(0);
  });
});
