/**
 * What to change on a placed order, said plainly (issue 34, round 21): collecting it at the order's store
 * named by its own name ("at the Chelsea shop") cancels the delivery; a new pickup time said with the
 * store's driver ("with the store driver") moves the pickup, never "already collected". Each asserts what the laundry sandbox
 * recorded (having no time to go, "we have no time to pick it up, deliver it", is in part-in-own-words).
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { placeOrder, updates } from './order-script';

const clock = mondayMorning();

describe('a change said plainly', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"no need to deliver, I\'ll collect them at the Chelsea shop" cancels the delivery once confirmed', async () => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say("no need to deliver, I'll collect them at the Chelsea shop");
    expect(updates(bot, orderId)).toEqual([]);
    await bot.choose("I'll collect it instead");
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  it('"the pickup to friday with the store driver" on an order collected at the store moves the pickup: the PATCH has it', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('the pickup to friday with the store driver');
    expect(bot.text()).not.toMatch(/nothing changes there/);
    const window = bot.option('Store driver');
    await bot.choose(window.label);
    await bot.choose('Make this change');
    expect(updates(bot, orderId)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
  });
});
