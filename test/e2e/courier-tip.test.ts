/**
 * The courier tip: a number is an amount, never an option's position, and "same as last time" carries
 * no tip over to a store-driver pickup.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, summaryLines } from './order-script';

const clock = mondayMorning();

describe('the courier tip', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"4" at the tip is a $4 tip, not the fourth option', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: '4' });
    expect(summaryLines(bot.replies())['Courier tip']).toMatch(/^400c/);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: { deliveryProvider: 'ON_DEMAND', courierTip: 4 },
    });
  });

  // "pesitos": dollars said fondly, as "pesos" are dollars here.
  it.each(['3 dollars', 'dale tres pesitos'])('"%s" at the tip is a $3 tip', async (tip) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: { deliveryProvider: 'ON_DEMAND', courierTip: 3 },
    });
  });

  // Issue 34, round 22: a half after the dollars is fifty cents, never dropped.
  it.each(['seis dólares y medio', 'six and a half dollars'])(
    '"%s" at the tip is a $6.50 tip',
    async (tip) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { pickupWindow: 'DoorDash', tip });
      await bot.click('Place order');
      expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
        pickup: { deliveryProvider: 'ON_DEMAND', courierTip: 6.5 },
      });
    },
  );

  // Issue 34, round 38: the sign after the amount and a decimal comma, as Spain and much of Latin America write money.
  it.each(['4,50 $', '4.50$'])('"%s" at the tip is a $4.50 tip', async (tip) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: { deliveryProvider: 'ON_DEMAND', courierTip: 4.5 },
    });
  });

  // Invariant reason-never-the-items: why the tip is given, after it, is set aside.
  it.each([
    ['4, because they always come on time', 4],
    ['seis, porque está lloviendo', 6],
    // Issue 34, round 28: a number counting a thing of the reason, and whom the tip goes to.
    ['6, she walks it up 3 floors', 6],
    ['ponle 4 a la chica, que sube las bolsas', 4],
    // Round 34: the person's own remark after it.
    ['5, i know how it is 😅', 5],
  ])('"%s" at the tip is a $%i tip', async (tip, dollars) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: { deliveryProvider: 'ON_DEMAND', courierTip: dollars },
    });
  });

  // Invariants reported-speech-is-the-answer and vocative-never-said: one ordering for a family passes
  // on what they were told, to whomever they say it.
  it('"my boss says 6, hon" at the tip is a $6 tip', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: 'my boss says 6, hon' });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: { deliveryProvider: 'ON_DEMAND', courierTip: 6 },
    });
  });

  it('"same as last time" with a store-driver pickup shows and sends no tip from the last order', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: '$3' });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({ pickup: { courierTip: 3 } });
    await bot.click('Same as last time');
    await orderToSummary(bot, { pickupDay: 'wednesday', pickupWindow: 'Store driver' });
    expect(bot.transcript().split('Same as last time').at(-1)).not.toContain('Add a tip');
    expect(summaryLines(bot.replies())).not.toHaveProperty('Courier tip');
    await bot.click('Place order');
    expect(bot.sandbox.orders[1]?.body.orderDelivery).toMatchObject({
      pickup: { deliveryProvider: 'OWN_DRIVER', courierTip: 0, deliveryDay: day(clock, 2) },
    });
  });
});
