/**
 * A part to change said with its new value (issue 34): "5 bags, not 2" at the summary or at what to
 * change is the bags and their count; "4 bags not 2 weeks" names nothing for certain and is asked.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the sandbox
 * recorded.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, placeOrder } from './order-script';

const clock = mondayMorning();

describe('a part to change said with its new value', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"actually 5 bags, not 2" at the summary places 5 bags, the summary shown again first', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: '2' });
    await bot.say('actually 5 bags, not 2');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders.map((o) => o.body.bagCount)).toEqual([5]);
  });

  it('"cinco bolsas, no dos" at what to change places 5 bags; "4 bags not 2 weeks" there is asked, nothing taken', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: '2' });
    await bot.click('Change something');
    await bot.say('4 bags not 2 weeks');
    expect(bot.prompt().text).toBe('What would you like to change?');
    await bot.say('cinco bolsas, no dos');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders.map((o) => o.body.bagCount)).toEqual([5]);
  });

  it('"the pickup, wednesday" then "la recogida, el viernes" at what to change move the pickup: the day is not asked', async () => {
    const orderId = await placeOrder(bot, 'collect');
    for (const [said, days] of [
      ['the pickup, wednesday', 2],
      ['la recogida, el viernes', 4],
    ] as const) {
      await bot.say(`change order ${orderId}`);
      await bot.say(said);
      expect(bot.prompt().text).toMatch(/^(Pickup windows|Horarios de recogida)/);
      await bot.click(bot.option(/Store driver|Chofer de la tienda/).label);
      await bot.click(bot.option(/Make this change|Hacer este cambio/).label);
      expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, days) });
    }
    expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toHaveLength(2);
  });
});
