/**
 * A request said with more than its words (issue 34, found trying the bot as a stranger): a cancelled
 * delivery with the person's reason ("I'll pick it up myself"), a change named with its new value at the
 * order summary, a whole order dropped in words mid-order. Each test asserts what the laundry sandbox
 * recorded: the one change made, or nothing placed.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, placeOrder, updates } from './order-script';

const clock = mondayMorning();

describe('a request said with its reason', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"cancel the delivery for order <n>, I\'ll come get it myself" at the menu cancels that delivery once confirmed', async () => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.say(`cancel the delivery for order ${orderId}, I'll come get it myself`);
    expect(updates(bot, orderId)).toEqual([]);
    await bot.choose("I'll collect it instead");
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  it('"cancela la entrega del pedido <n> porque yo paso por ella" cancels that delivery once confirmed', async () => {
    const orderId = await placeOrder(bot, 'delivery', true);
    await bot.say(`cancela la entrega del pedido ${orderId} porque yo paso por ella`);
    expect(updates(bot, orderId)).toEqual([]);
    await bot.choose('La recojo yo');
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  // Issue 34, round 34: "ok, la buscamo" (we'll fetch it, its final s dropped) at the cancel's review was asked back.
  it('"ok, la buscamo" at the review of a cancelled delivery cancels it', async () => {
    const orderId = await placeOrder(bot, 'delivery', true);
    await bot.say(`cancela la entrega del pedido ${orderId}`);
    expect(updates(bot, orderId)).toEqual([]);
    await bot.say('ok, la buscamo');
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  // Invariants own-day-refused-moves-its-leg, refused-day-never-taken (round 33): the pickup is on Tuesday.
  it.each([['cant be home tue, got a double'], ['no puedo el martes, tengo turno doble']])(
    '%j at what to change is the pickup, its new day asked, Tuesday never taken',
    async (said) => {
      const orderId = await placeOrder(bot, 'collect');
      await bot.send({ type: 'open', word: 'reschedule', orderId });
      await bot.say(said);
      expect(bot.prompt().text).toBe('Which day should we pick up?');
      await bot.say('friday');
      expect(bot.prompt().text).toMatch(/^Pickup windows on Fri/);
      expect(updates(bot, orderId)).toEqual([]);
    },
  );

  it('"i don\'t want this anymore, cancel the order" at the pickup windows drops the order: nothing placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    await bot.say("i don't want this anymore, cancel the order");
    expect(bot.text()).toContain("OK, I've dropped this order. Nothing new was placed.");
    expect(bot.prompt().text).toBe('What would you like to do?');
    expect(bot.sandbox.orders).toEqual([]);
  });

  it('"ya no quiero el pedido" mid-order drops it; "cancel the delivery" before it drops nothing', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    const asked = bot.prompt().text;
    await bot.say('cancel the delivery');
    expect(bot.prompt().text).toBe(asked);
    await bot.say('español');
    await bot.say('ya no quiero el pedido');
    expect(bot.prompt().text).toBe('¿Qué desea hacer?');
    expect(bot.sandbox.orders).toEqual([]);
  });
});
