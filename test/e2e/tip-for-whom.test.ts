/**
 * A new courier tip said with whom it is for ("raise the tip for the doordash guy to 5", "súbale la
 * propina al de doordash a 6"): the order's courier named is no part of the amount. End to end:
 * createBot over DynamoDB Local and the laundry sandbox; the test asserts what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('a tip said with whom it is for', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"raise the tip for the doordash guy to 5" sends a $5 courier tip, "súbale la propina al de doordash a 6" a $6 one', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: '$3' });
    await bot.click('Place order');
    const orderId = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('raise the tip for the doordash guy to 5');
    expect(bot.text()).toContain('$3.00 → $5.00');
    await bot.click('Make this change');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('súbale la propina al de doordash a 6');
    expect(bot.text()).toContain('$5.00 → $6.00');
    await bot.click('Make this change');
    expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ courierTip: 5 }) }),
      expect.objectContaining({ pickup: expect.objectContaining({ courierTip: 6 }) }),
    ]);
  });
});
