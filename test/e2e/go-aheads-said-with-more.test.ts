/**
 * A go-ahead or a keep said with more than its words (issue 34): a sign-off after it ("place it, got to
 * go": invariant sign-off-says-no-answer), a verb of booking ("lock it in"), the new amount shown named
 * with the yes ("yeah that's right, 6 bucks": invariant price-accepted-is-shown), a change with the amount
 * it comes to ("raise it by 3, making it 6", taken only when they agree), collecting said with the cost
 * complained of ("way too pricey, i'll just come get it": invariant collecting-is-not-the-pickup), a short "na" before a
 * keep (invariant keep-names-the-old). End to end: createBot over DynamoDB Local and the laundry
 * sandbox; each test asserts what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, placedAndOpened, placeOrder } from './order-script';

const clock = mondayMorning();

describe('go-aheads and keeps said with more', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  const recorded = (orderId: number) => bot.sandbox.orders.find((o) => o.id === orderId);

  /** Dana's order picked up by DoorDash with a $3 tip, placed, and its tip's question open: the order's id. */
  async function courierTipOpened(): Promise<number> {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: '$3' });
    await bot.click('Place order');
    const orderId = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Courier tip');
    return orderId;
  }

  it.each(['book it, running late', 'yep lock it in'])(
    '%j at the summary places the order, once',
    async (reply) => {
      await bot.signIn(DANA);
      await orderToSummary(bot);
      await bot.say(reply);
      expect(bot.text()).toMatch(/order #\d+ is placed/);
      expect(bot.sandbox.orders).toHaveLength(1);
    },
  );

  // Invariant more-after-the-yes-never-dropped: a change said after the yes is made before placing.
  it('"yes and also have it delivered" at the summary places nothing: what to change is asked', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('yes and also have it delivered');
    expect(bot.prompt().text).toMatch(/What would you like to change/);
    expect(bot.sandbox.orders).toHaveLength(0);
  });

  it('"sure, but make it 3 bags" at the summary changes the bags first, then places 3', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('sure, but make it 3 bags');
    expect(bot.sandbox.orders).toHaveLength(0);
    expect(bot.prompt().text).toMatch(/place this order/);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 3 });
  });

  // Round 38: a bare "no" to placing it may be a change or the drop: asked which, nothing taken.
  it('"no" at the summary asks whether to change something or drop it; nothing is placed or dropped', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('no');
    expect(bot.text()).toMatch(/Change something, or drop this order\?/);
    expect(bot.prompt().text).toMatch(/place this order/);
    await bot.say('change something');
    expect(bot.prompt().text).toMatch(/What would you like to change/);
    expect(bot.sandbox.orders).toHaveLength(0);
  });

  it('"yeah thats right, 6 bucks" at a tip change makes it; the old tip named is asked back', async () => {
    const orderId = await courierTipOpened();
    await bot.say('$6');
    const review = bot.prompt();
    await bot.say('confirm the $3');
    expect(bot.prompt().promptId).toBe(review.promptId);
    expect(recorded(orderId)?.transportationUpdates ?? []).toHaveLength(0);
    await bot.say('yeah thats right, 6 bucks');
    expect(recorded(orderId)?.transportationUpdates).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ courierTip: 6 }) }),
    ]);
  });

  it('"raise it by 3, making it 6" at a $3 tip changes it to $6; "up by 2, so 7" is asked again', async () => {
    const orderId = await courierTipOpened();
    await bot.say('up by 2, so 7');
    expect(bot.prompt().text).toContain('The courier tip is now $3.00 per trip.');
    await bot.say('raise it by 3, making it 6');
    await bot.choose('Make this change');
    expect(recorded(orderId)?.transportationUpdates).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ courierTip: 6 }) }),
    ]);
  });

  // Issue 34, round 33: "$9.99? forget it ill get it myself" was asked back: the delivery waved off and
  // its price asked back in surprise are why the person collects.
  it.each(["way too pricey, i'll just come get it", '$4.99? forget it ill get it myself'])(
    '%j at a delivery being added keeps it off, and nothing is sent',
    async (reply) => {
      const orderId = await placeOrder(bot, 'collect');
      await bot.send({ type: 'open', word: 'reschedule', orderId });
      await bot.click('Have it delivered');
      await bot.say('saturday');
      await bot.click(bot.option('Store driver').label);
      expect(bot.prompt().kind).toBe('confirm');
      await bot.say(reply);
      expect(bot.prompt().text).toBe('What would you like to do?');
      expect(recorded(orderId)?.transportationUpdates ?? []).toHaveLength(0);
    },
  );

  it('"na, keep it friday" at a delivery moved from Friday keeps it, and nothing is sent', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('saturday');
    await bot.say('1');
    expect(bot.prompt().kind).toBe('confirm');
    await bot.say('na, keep it friday');
    expect(bot.text()).toContain('OK, the order stays as it was.');
    expect(recorded(orderId)?.transportationUpdates ?? []).toHaveLength(0);
  });
});
