/**
 * The delivery named as the person means it on the order at hand: "delivery" of an order collected at
 * the store adds one; "que me la entreguen otro día" of an order delivered moves its delivery. End to
 * end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the sandbox recorded.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { placedAndOpened, placeOrder } from './order-script';

const clock = mondayMorning();

describe('the delivery, named as meant', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  const updates = (orderId: number) =>
    bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates ?? [];

  it('"delivery" at what to change of an order collected at the store adds a delivery, which the sandbox records', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('delivery');
    expect(bot.prompt().text).toBe('Which day should we deliver it back?');
    await bot.say('friday');
    const window = bot.option('Store driver');
    await bot.click(window.label);
    await bot.click('Make this change');
    expect(updates(orderId)).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 4) });
  });

  it('"que me la entreguen otro día" of an order delivered asks the delivery\'s new day, and moves it', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.say('que me la entreguen otro día');
    expect(bot.prompt().text).toBe('Which day should we deliver it back?');
    await bot.say('saturday');
    const window = bot.option('Store driver');
    await bot.click(window.label);
    await bot.click('Make this change');
    expect(updates(orderId)).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });
  });
});
