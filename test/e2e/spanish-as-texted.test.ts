/**
 * Spanish as it is texted, read for what it says: "tb" is "también" (one more service), "c/" is "cada"
 * (an interval), "tre" is "tres" (the final s dropped). End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts
 * what the sandbox recorded for the order.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('Spanish as texted', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"lavado y doblado, tb un traje" orders both services, and "c/ 2 semanas" every 2 weeks', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say('lavado y doblado, tb un traje');
    expect(bot.prompt().text).not.toMatch(/Which services/);
    await orderToSummary(bot, { until: /one-time order/ });
    await bot.say('c/ 2 semanas');
    expect(bot.prompt().text).not.toMatch(/one-time order/);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    const body = bot.sandbox.orders[0]?.body as {
      orderServices: { servicePriceId: number }[];
      subscription: unknown;
    };
    expect(body.orderServices.map((s) => s.servicePriceId)).toEqual([201, 204]);
    expect(body.subscription).toEqual({ interval: 2 });
  });

  // The s dropped with the accent kept: "nada má" is "nada más", closing the list (round 34).
  it('"lavado y doblado y un traje, nada má" takes both services, never asked back', async () => {
    await bot.say('hola, quiero hacer un pedido');
    await bot.say('(212) 555-0101');
    await bot.say(String(bot.sandbox.lastOtp('2125550101')));
    await bot.say('la primera');
    expect(bot.prompt().text).toBe('¿Qué servicios quiere de Spin City Laundry – Chelsea?');
    await bot.say('lavado y doblado y un traje, nada má');
    expect(bot.text()).not.toContain('Confírmelo');
    expect(bot.prompt().text).toBe('¿Algún extra para Lavado y doblado?');
  });

  // Caribbean Spanish drops a final s: "tre" is three.
  it('"son tre bolsa" is 3 bags', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: 'son tre bolsa' });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 3 });
  });
});
