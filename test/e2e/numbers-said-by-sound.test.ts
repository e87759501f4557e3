/**
 * Numbers a phone typed as they sound (issue 34, round 18): "for bags" is 4 bags, "every to weeks"
 * every 2 weeks, a code "for to for to…" its digits; "to" or "for" where they are themselves stay so
 * (invariant sounded-number-only-where-a-number-must-be). End to end: createBot over DynamoDB Local and
 * the laundry sandbox; each test asserts what the sandbox recorded for the order.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('numbers said by sound', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"fore bags" and "every too weeks" place 4 bags every 2 weeks', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: 'fore bags', until: /one-time order/ });
    await bot.say('every too weeks');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 4, subscription: { interval: 2 } });
  });

  it('"for the big ones" at the bags question is no count: asked again, and the count then given is sent', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /How many bags/ });
    await bot.say('for the big ones');
    expect(bot.prompt().text).toMatch(/How many bags/);
    await orderToSummary(bot, { bags: '3' });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 3 });
  });
});
