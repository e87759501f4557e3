/**
 * An order whose outcome is unknown (the service answered too late): no second order is sent until the
 * person confirms, naming the reference.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { orderFrame, orderToSummary, requestsTo, SAM } from './order-script';

const clock = mondayMorning();

describe('an order whose outcome is unknown', () => {
  let bot: TestBot;
  // A short wait for the service, so that a slow answer leaves an order's outcome unknown.
  beforeEach(async () => {
    bot = await startTestBot({ now: clock, timeoutMs: 1000 });
  });
  afterEach(() => bot.close());

  it('after an unknown outcome no second order is sent until the person confirms, naming the reference', async () => {
    await bot.signIn(SAM);
    await orderToSummary(bot, { notes: 'leave it by the blue door' });
    bot.sandbox.failNext({
      kind: 'latency',
      pathPrefix: '/service-order',
      method: 'POST',
      latencyMs: 1200,
    });
    await bot.click('Place order');
    const reference = /reference is ([0-9A-F]{8})/.exec(bot.text())?.[1];
    expect(reference).toBeDefined();
    expect(bot.text()).toContain("can't tell whether it went through");
    expect(requestsTo(bot, '/service-order')).toHaveLength(1);
    // The late answer arrives: the sandbox did create the order, with the reference in its notes.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body.orderNotes).toBe(`leave it by the blue door | Chat ref ${reference}`);

    // The locked summary offers drop or send again; changing or placing sends nothing.
    expect(bot.prompt().options.map((o) => o.label)).toEqual(['Drop it', 'Send it again']);
    for (const words of ['change something', 'Change bags', 'place order', 'Place it', 'yes']) {
      await bot.say(words);
      expect(requestsTo(bot, '/service-order')).toHaveLength(1);
    }
    await bot.say('send again');
    expect(bot.prompt().text).toContain(`order ${reference}`);
    expect(requestsTo(bot, '/service-order')).toHaveLength(1);
    await bot.click('Yes, send it again');
    expect(requestsTo(bot, '/service-order')).toHaveLength(2);
    expect(bot.sandbox.orders).toHaveLength(2);
    expect(bot.text()).toMatch(/Your order #\d+ is placed!/);
  });

  it('"No, wait" at the warning sends nothing and keeps the order on hold', async () => {
    await bot.signIn(SAM);
    await orderToSummary(bot);
    bot.sandbox.failNext({
      kind: 'latency',
      pathPrefix: '/service-order',
      method: 'POST',
      latencyMs: 2000,
    });
    await bot.click('Place order');
    await bot.click('Send it again');
    await bot.click('No, wait');
    expect(bot.prompt().options.map((o) => o.label)).toEqual(['Drop it', 'Send it again']);
    await bot.click('Drop it');
    expect(requestsTo(bot, '/service-order')).toHaveLength(1);
    expect(orderFrame(await bot.state())).toBeUndefined();
  });
});
