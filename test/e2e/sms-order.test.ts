/**
 * Ordering by text message through the path as deployed: Twilio-signed webhooks to the SMS handler, the
 * FIFO queue, the worker, the sandbox over HTTP, DynamoDB, and Twilio's Messages API (a local recorder).
 * Assertions are on the order the sandbox recorded and on every text sent.
 */
import { isGsm7 } from '../../lib/channels/sms/gsm7';
import { day, mondayMorning } from '../support/clock';
import { BUSINESS_NUMBER, placeOrder, type SmsStack, signIn, startSmsStack } from '../support/sms-stack';
import { inboundSms } from '../support/twilio-payloads';

const clock = mondayMorning();

const DANA = '+12125550101';

describe('an order placed by SMS', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: clock });
  });
  afterEach(() => stack.close());

  it('a returning customer orders by text: short numbered GSM-7 messages, and the order recorded', async () => {
    const dana = stack.phone(DANA);
    const signedIn = await signIn(stack, dana);
    expect(signedIn).toContain("You're signed in.");
    await placeOrder(dana);
    expect(dana.lastReply.join('\n')).toMatch(/order #\d+ is placed/i);
    expect(stack.sandbox.orders).toHaveLength(1);
    expect(stack.sandbox.orders[0]?.body).toMatchObject({
      returnMethod: 'IN_STORE_PICKUP',
      orderDelivery: { pickup: { deliveryDay: day(clock, 1) } },
    });
    const texts = dana.received().map((m) => m.body);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(1600);
      expect(isGsm7(text)).toBe(true);
    }
    expect(texts.filter((text) => text.length > 320).length).toBeLessThanOrEqual(2);
    // The figure for the closing note: messages sent and the longest.
    process.stdout.write(
      `SMS order: ${texts.length} messages, longest ${Math.max(...texts.map((t) => t.length))} characters\n`,
    );
  });

  // Stranger's try: "hi again" at the menu started "Same as order #5003"; "hola otra vez" too, in English.
  it('a greeting at the menu after an order greets back with the menu, in its language; "where was I?" shows it', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    expect(stack.sandbox.orders).toHaveLength(1);
    const hi = await dana.text('hi again');
    expect(hi).toContain('Hi again!');
    expect(hi).not.toContain('Same as order');
    expect(hi).toContain('What would you like to do?');
    const hola = await dana.text('hola otra vez');
    expect(hola).toContain('¡Hola de nuevo!');
    expect(hola).not.toMatch(/Same as order|Igual que el pedido/);
    const where = await dana.text('¿dónde me quedé?');
    expect(where).not.toMatch(/Elija una de las opciones|Choose one of the options/);
    // "same again" still repeats the last order; nothing more is placed by any of it.
    expect(await dana.text('same again')).toMatch(/#\d+/);
    expect(stack.sandbox.orders).toHaveLength(1);
  });

  it('an ordinary SMS turn costs one read and one write, a word the channel reads first (MORE) included', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    let before = stack.dynamoRequests.count;
    await dana.text('new order');
    expect(stack.dynamoRequests.count - before).toBe(2);
    // MORE with no list on screen: the channel reads the conversation, then the dialog answers it.
    before = stack.dynamoRequests.count;
    const told = await dana.text('more');
    expect(told).not.toBe('');
    expect(stack.dynamoRequests.count - before).toBe(2);
  });

  it('STOP mid-order opts out with one confirmation and sends nothing more; START resumes the draft', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await dana.text('new order');
    if (/Where/i.test(dana.lastReply.join('\n'))) await dana.text('1');
    await dana.text('wash and fold');
    const stop = await dana.text('STOP');
    expect(dana.lastReply).toHaveLength(1);
    expect(stop).toContain('unsubscribed');
    expect((await stack.bot.store.load(stack.keyOf(DANA))).optedOut).toBe(true);

    expect(await dana.text('none')).toBe('');
    expect(await dana.text('help')).toBe('');

    const start = await dana.text('START');
    expect(start).toContain('resubscribed');
    // The question the conversation is at, asked again: the draft (services chosen) was kept.
    expect(start).toMatch(/extras|notes/i);
    await dana.text('none');
    expect(dana.lastReply.join('\n')).not.toContain('unsubscribed');
  });

  it('HELP at every step answers with the business and how to stop, and changes nothing', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    const helps: string[] = [];
    await placeOrder(dana, async () => {
      const before = JSON.stringify((await stack.bot.store.load(stack.keyOf(DANA))).state);
      helps.push(await dana.text('HELP'));
      expect(JSON.stringify((await stack.bot.store.load(stack.keyOf(DANA))).state)).toBe(before);
    });
    expect(stack.sandbox.orders).toHaveLength(1);
    for (const help of helps) {
      expect(help).toContain('Spin City Laundry');
      expect(help).toContain('STOP');
      expect(help).toContain('nevermind');
    }
  });

  it('by SMS the bot names "options" for its help, not the carrier\'s HELP, and "options" answers at the menu and mid-order', async () => {
    const dana = stack.phone(DANA);
    const signedIn = await signIn(stack, dana);
    expect(signedIn).toContain('Say options at any time.');
    expect(signedIn).not.toMatch(/say help/i);
    const atMenu = await dana.text('options');
    expect(atMenu).toContain('Answer the question, or say: restart or sign out.');
    expect(atMenu).toContain('What would you like to do?');
    await dana.text('new order');
    const midOrder = await dana.text('Options.');
    expect(midOrder).toContain('Right now I need:');
    await dana.text('nevermind');
    expect(stack.sandbox.orders).toHaveLength(0);
  });

  it('a forged signature is a 403 and changes nothing; a replayed MessageSid is one turn', async () => {
    const params = inboundSms({
      from: DANA,
      to: BUSINESS_NUMBER,
      body: 'hi',
      accountSid: stack.config.sms?.accountSid ?? '',
    });
    expect((await stack.post(params, { signature: 'bm90LWEtc2lnbmF0dXJl' })).statusCode).toBe(403);
    expect((await stack.post(params, { signature: null })).statusCode).toBe(403);
    expect((await stack.post(params, { url: 'https://localhost/sms/other' })).statusCode).toBe(403);
    await stack.queue.drain();
    expect(stack.twilio.messages).toHaveLength(0);
    expect((await stack.bot.store.load(stack.keyOf(DANA))).state).toBeUndefined();

    const dana = stack.phone(DANA);
    await dana.text('hi', 'SM0000000000000000000000000000re01');
    const sent = stack.twilio.messages.length;
    await dana.text('hi', 'SM0000000000000000000000000000re01');
    expect(stack.twilio.messages.length).toBe(sent);
  });

  it('an empty text, a 5,000-character one and non-Latin text get a clear answer within the limits', async () => {
    const dana = stack.phone(DANA);
    expect(await dana.text('')).toMatch(/text a code to this phone/);
    const long = await dana.text('laundry '.repeat(625));
    expect(long.length).toBeGreaterThan(0);
    for (const text of dana.lastReply) expect(text.length).toBeLessThanOrEqual(1600);
    const greek = await dana.text('Καλημέρα, θέλω πλύσιμο');
    expect(greek).toMatch(/text a code to this phone/);
  });

  it('by SMS the code goes only to the phone texting, never to a number typed', async () => {
    const sam = stack.phone('+12125550102');
    await sam.text('hi');
    const reply = await sam.text('212 555 0101');
    expect(reply).toContain("the code goes to the phone you're texting from");
    expect(stack.sandbox.lastOtp('2125550101')).toBeUndefined();
    expect(reply).not.toMatch(/Use another number/);
    await sam.text('yes');
    expect(stack.sandbox.lastOtp('2125550102')).toBeDefined();
    expect(sam.lastReply.join('\n')).not.toContain('another number');
  });

  it('a wrong account or a missing sender is a 400 and nothing is queued', async () => {
    const params = inboundSms({
      from: DANA,
      to: BUSINESS_NUMBER,
      body: 'hi',
      accountSid: `AC${'f'.repeat(32)}`,
    });
    expect((await stack.post(params)).statusCode).toBe(400);
    const { From: _from, ...noSender } = inboundSms({
      from: DANA,
      to: BUSINESS_NUMBER,
      body: 'hi',
      accountSid: stack.config.sms?.accountSid ?? '',
    });
    expect((await stack.post(noSender)).statusCode).toBe(400);
    await stack.queue.drain();
    expect(stack.twilio.messages).toHaveLength(0);
  });
});

describe('an order placed by SMS while the service is slow', () => {
  let stack: SmsStack;
  // A short wait for the service, so that a slow answer leaves the order's outcome unknown.
  beforeEach(async () => {
    stack = await startSmsStack({ now: clock, env: { LAUNDRY_TIMEOUT_MS: '1000' } });
  });
  afterEach(() => stack.close());

  // Stranger's try: "1" (Place order) and "1" again while the service was slow; the second was read as
  // "1 Drop it" of the question the slow placing asked after it (invariant reply-before-question-not-its-answer).
  it('a "1" texted while a slow order is sent is not the answer to the question asked after it: asked again, saying why', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    let second: Promise<string> | undefined;
    await placeOrder(dana, async () => {
      if (!/Shall I place this order/.test(dana.lastReply.join('\n'))) return;
      stack.sandbox.failNext({
        kind: 'latency',
        pathPrefix: '/service-order',
        method: 'POST',
        latencyMs: 1500,
      });
      // The same "1" again a moment later, while the first is still being sent.
      setTimeout(() => {
        second = dana.text('1');
      }, 300);
    });
    await second;
    await stack.queue.drain();
    const texts = dana
      .received()
      .map((m) => m.body)
      .join('\n');
    expect(texts).toContain("didn't answer in time");
    expect(texts).toContain("That came in before this question, so I haven't taken it as the answer.");
    expect(texts).not.toContain("OK, I won't send it again.");
    // Never two orders, never the one sent dropped by it: the late answer lands, and the question stays.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stack.sandbox.orders).toHaveLength(1);
    const state = await stack.bot.store.load(stack.keyOf(DANA));
    expect(JSON.stringify(state.state)).toContain('"flow":"order"');
  });
});
