/**
 * Sign-in and sign-up cannot be abused (issue 15 §4), through the SMS path as deployed (Twilio-signed
 * webhooks, the queue, the worker, DynamoDB, the sandbox over HTTP) and, for what is counted across
 * channels, a terminal conversation on the same bot. Assertions are on what the sandbox recorded: the
 * codes it texted, the request-otp and customer-creation calls, the orders.
 */
import { runTurn } from '../../lib/conversation/turn';
import { mondayMorning, skippingClock } from '../support/clock';
import { placeOrder, type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

const DANA = '+12125550101';
const DAY_MS = 24 * 3600_000;

function calls(stack: SmsStack, path: string): number {
  return stack.sandbox.requests.filter((r) => r.method === 'POST' && r.path.endsWith(path)).length;
}

describe('sign-in and sign-up cannot be abused', () => {
  let stack: SmsStack;
  let clock: ReturnType<typeof skippingClock>;
  let texted: string[];
  beforeEach(async () => {
    clock = skippingClock();
    texted = [];
    stack = await startSmsStack({ now: clock, sandbox: { onOtp: (phone) => texted.push(phone) } });
  });
  afterEach(() => stack.close());

  it("15 'send it again' send at most 3 codes, across two channels", async () => {
    const dana = stack.phone(DANA);
    await dana.text('hi');
    await dana.text('yes');
    let messages = 0;
    const terminal = (text: string) =>
      runTurn(stack.bot, {
        conversation: { kind: 'console', user: 'dana-at-a-laptop' },
        messageId: `t${++messages}`,
        input: { type: 'text', text },
      });
    await terminal('hi');
    await terminal('212 555 0101');
    for (let i = 0; i < 8; i++) await dana.text('send it again');
    for (let i = 0; i < 7; i++) await terminal('send it again');

    expect(texted.filter((phone) => phone === '2125550101')).toHaveLength(3);
    expect(calls(stack, '/request-otp')).toBe(3);
    expect(dana.lastReply.join('\n')).toMatch(/most codes .* in 10 minutes\. Please wait \d+ minutes?/);

    // Past the 10 minutes one more goes out; the day's limit then holds however long one waits.
    clock.skip(11 * 60_000);
    await dana.text('send it again');
    expect(calls(stack, '/request-otp')).toBe(4);
    for (let i = 0; i < 6; i++) {
      clock.skip(11 * 60_000);
      await dana.text('send it again');
    }
    expect(calls(stack, '/request-otp')).toBe(6);
    expect(dana.lastReply.join('\n')).toMatch(/most codes .* today/);
  });

  it('a non-NANP sender cannot have a code sent to a typed number, nor sign up by text', async () => {
    const visitor = stack.phone('+447700900123');
    const hi = await visitor.text('hi');
    expect(hi).toMatch(/only .*US and Canadian/);
    expect(hi).not.toMatch(/new here/i);
    for (const text of ['212 555 0101', 'yes', 'send it again', 'sign me up', 'new', '2125550199']) {
      const reply = await visitor.text(text);
      expect(reply).toMatch(/only .*US and Canadian/);
    }
    expect(calls(stack, '/request-otp')).toBe(0);
    expect(calls(stack, '/customers')).toBe(0);
    expect(texted).toEqual([]);
  });

  it('by SMS, sign-up is for the sender’s own phone: no number is asked', async () => {
    const newcomer = stack.phone('+13475550177');
    await newcomer.text('hi');
    await newcomer.text('new');
    await newcomer.text('Ana Lima');
    // No number asked: the account is for the phone that is texting.
    expect(newcomer.lastReply.join('\n')).not.toMatch(/mobile number/);
    for (const answer of ['ana@example.com', 'no', 'no', 'yes']) await newcomer.text(answer);
    const created = stack.sandbox.requests.filter((r) => r.path.endsWith('/customers'));
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({ phoneNumber: '3475550177', firstName: 'Ana' });
    expect(texted).toEqual(['3475550177']);
  });

  it("the first reply after sign-in greets the account's first name", async () => {
    const signedIn = await signIn(stack, stack.phone(DANA));
    expect(signedIn).toContain("You're signed in. Hi Dana!");
  });

  it('a sign-in idle for 35 days asks for a new code before placing, then places', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    // 35 days: a Monday again, so the order's "tomorrow" has store drivers.
    clock.skip(35 * DAY_MS);
    // The conversation itself has expired too: it starts over at the menu.
    await dana.text('hi');
    const asked = await dana.text('new order');
    expect(asked).toMatch(/new code/);
    expect(asked).toMatch(/Shall I text a code to this phone/);
    expect(calls(stack, '/request-otp')).toBe(1);
    await dana.text('yes');
    expect(calls(stack, '/request-otp')).toBe(2);
    const code = stack.sandbox.lastOtp('2125550101');
    const back = await dana.text(String(code));
    expect(back).toContain("You're signed in. Hi Dana!");
    // The order that was asked for is where the conversation picks up.
    expect(back).toMatch(/Where should we pick up|Which services/);
    await dana.text('nevermind');
    await placeOrder(dana);
    expect(stack.sandbox.orders).toHaveLength(1);
    expect(calls(stack, '/request-otp')).toBe(2);
  });

  it('a sign-in idle for 35 days asks for a new code before changing an order', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id;
    clock.skip(35 * DAY_MS);
    await dana.text('hi');
    const asked = await dana.text(`change ${orderId}`);
    expect(asked).toMatch(/new code/);
    expect(calls(stack, '/request-otp')).toBe(1);
    await dana.text('yes');
    const back = await dana.text(String(stack.sandbox.lastOtp('2125550101')));
    expect(back).toMatch(/What would you like to change/i);
    expect(calls(stack, '/request-otp')).toBe(2);
  });

  it('a sign-in used every 21 days stays signed in, its last use written once a day at most', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    const key = stack.keyOf(DANA);
    const linkedAt = (await stack.bot.store.load(key)).link?.linkedAt;
    clock.skip(21 * DAY_MS);
    await dana.text('hi');
    const used = (await stack.bot.store.load(key)).link;
    expect(used?.linkedAt).toBe(linkedAt);
    expect(Date.parse(used?.lastUsedAt ?? '')).toBeGreaterThan(Date.parse(linkedAt ?? ''));
    await dana.text('hi');
    // Used again the same day: not written again.
    expect((await stack.bot.store.load(key)).link?.lastUsedAt).toBe(used?.lastUsedAt);
    clock.skip(21 * DAY_MS);
    await dana.text('hi');
    await placeOrder(dana);
    expect(stack.sandbox.orders).toHaveLength(1);
    expect(calls(stack, '/request-otp')).toBe(1);
  });
});

describe('the greeting when verify-otp names nobody', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: mondayMorning(), sandbox: { verifyOtpNames: false } });
  });
  afterEach(() => stack.close());

  it('a sign-in greets with the masked phone, a sign-up with the name given', async () => {
    const signedIn = await signIn(stack, stack.phone(DANA));
    expect(signedIn).toContain("You're signed in to the account of (***) ***-0101.");
    expect(signedIn).not.toContain('Dana');

    const newcomer = stack.phone('+13475550177');
    await newcomer.text('hi');
    await newcomer.text('new');
    for (const answer of ['Ana Lima', 'ana@example.com', 'no', 'no', 'yes']) await newcomer.text(answer);
    const code = stack.sandbox.lastOtp('3475550177');
    expect(await newcomer.text(String(code))).toContain("You're signed in. Hi Ana!");
  });
});
