/**
 * Replies read by what they negate and by every item they list (issue 34): keeping things out of the
 * dryer is a yes to hang-drying; a service listed with "+" beside one said with "no" is taken and the
 * other left out; a day named that has no windows is said so and asked again, never swapped for the
 * next day. End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what
 * the sandbox recorded for the order.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('negations and lists said in replies', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** What the sandbox recorded for the first order. */
  const placed = () =>
    bot.sandbox.orders[0]?.body as
      | { orderServices: { servicePriceId: number }[]; orderDelivery: { pickup: unknown } }
      | undefined;

  it('"keep the linen pants out of the dryer" hang-dries what is then said, and is placed so', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /hang-dry instead/ });
    await bot.say('keep the linen pants out of the dryer');
    expect(bot.prompt().text).toBe('What should we hang-dry?');
    await orderToSummary(bot, { hangDry: 'the linen pants' });
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(placed()).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the linen pants' });
  });

  it('"regular laundry + a dress, no bedding" places Wash & Fold and the dress, no bedding', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say('regular laundry + a dress, no bedding');
    await orderToSummary(bot, { category: 'Both' });
    await bot.click('Place order');
    expect(placed()?.orderServices.map((s) => s.servicePriceId)).toEqual([201, 206]);
  });

  it('a day named with no windows is said so and asked again; the day then named is placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which day should we pick up/ });
    // Thursday, three days on, has no windows in the sandbox.
    await bot.say('thursday');
    expect(bot.text()).toMatch(/There are no pickup windows on .+\. The next day with windows is .+\./);
    expect(bot.prompt().text).toBe('Which day should we pick up?');
    await orderToSummary(bot, { pickupDay: 'friday' });
    await bot.click('Place order');
    expect(placed()?.orderDelivery.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
  });
});
