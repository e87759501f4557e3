/**
 * The return (delivery) window: a later pickup that makes it unfit asks it again and says why, one that
 * still fits keeps it, and a day name means the next such day inside the range.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { day, dayLabel, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, draftOf, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('the return window', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('a later pickup that makes the delivery window unfit asks the delivery again and says why', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, {
      pickupDay: 'tomorrow',
      deliveryDay: 'friday',
      notes: 'leave it by the blue door',
    });
    expect(draftOf(await bot.state())?.returnWindow).toMatchObject({ day: day(clock, 4) });
    await bot.click('Change something');
    await bot.click('Pickup time');
    // Wednesday 8-10 AM: with the store's 48 hours, a return from Friday 10 AM; the Friday 8 AM one is too soon.
    await bot.say('wednesday');
    await bot.click('Store driver');
    expect(bot.text()).toContain('delivery time is too soon after the new pickup (the store needs 48 hours)');
    expect(bot.prompt().text).toBe('Which day should we deliver it back?');
    expect(draftOf(await bot.state())).toMatchObject({
      orderNotes: 'leave it by the blue door',
      bagCount: 2,
    });
    await bot.say('saturday');
    await bot.click('Store driver');
    expect(bot.prompt().kind).toBe('confirm');
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: { deliveryDay: day(clock, 2) },
      delivery: { deliveryDay: day(clock, 5) },
    });
  });

  it('a later pickup whose delivery still fits keeps the delivery window', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupDay: 'tomorrow', deliveryDay: 'saturday' });
    await bot.click('Change something');
    await bot.click('Pickup time');
    await bot.say('wednesday');
    await bot.click('Store driver');
    expect(bot.prompt().kind).toBe('confirm');
    expect(draftOf(await bot.state())?.returnWindow).toMatchObject({ day: day(clock, 5) });
  });

  it('a day name at the delivery day means the next such day inside the range, not from today', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupDay: 'friday', deliveryDay: 'sunday', tip: 'skip' });
    expect(bot.transcript()).toContain(`Delivery windows on ${dayLabel(clock, 6)}`);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: { deliveryDay: day(clock, 4) },
      delivery: { deliveryDay: day(clock, 6) },
    });
  });
});
