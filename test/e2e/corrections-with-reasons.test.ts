/**
 * Replies that correct themselves and say why, or say every second week as an alternation (issue 34,
 * round 24: "$2, no make it $3, they carry the comforter" placed a $2 tip, "semana sí, semana no" a
 * weekly subscription): the value after the correction is placed, the reason set aside (invariant
 * correction-reason-set-aside), and an alternation is every 2 weeks (invariant
 * alternation-every-second). End to end: createBot over DynamoDB Local and the laundry sandbox; each
 * test asserts what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('corrections with why, and alternations', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** What the sandbox recorded for the first order. */
  const placed = () =>
    bot.sandbox.orders[0]?.body as
      | { orderDelivery?: { pickup?: { courierTip?: number } }; subscription?: unknown }
      | undefined;

  it.each([
    ['$5, no make it $4, the driver is new', 4],
    ['$6— eh, $2', 2],
  ])('%j places the corrected tip', async (reply, tip) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: reply });
    await bot.click('Place order');
    expect(placed()?.orderDelivery?.pickup?.courierTip).toBe(tip);
  });

  // "every week no every 2" (round 33, placed weekly): a no between two intervals corrects
  // (invariant interval-no-interval-corrects).
  it.each(['a week on, a week off', 'semana sí, semana no', 'una sí, una no', 'every week no every 2'])(
    '%j places a subscription every 2 weeks, never every week',
    async (reply) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { until: /one-time order/ });
      await bot.say(reply);
      await orderToSummary(bot);
      await bot.click('Place order');
      expect(placed()?.subscription).toEqual({ interval: 2 });
    },
  );
});
