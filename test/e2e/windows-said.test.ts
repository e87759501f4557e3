/**
 * Times, windows and days said in people's own words (issue 34): hours in words ("twelve to two"),
 * a window named by its start ("the one at twelve"), a clause of reason beside a window or a day
 * ("because my kid leaves for school then", "since tuesday I work"), a window said with the day
 * ("mañana de doce a dos con el chofer"), and a courier's name no window has, which is asked back and
 * never placed. End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts
 * what the sandbox recorded for the order.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('times, windows and days said in people’s own words', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** What the sandbox recorded for the first order's pickup. */
  const pickup = () =>
    bot.sandbox.orders[0]?.body.orderDelivery as
      | { pickup: { deliveryDay: string; deliveryProvider: string; windowId: number } }
      | undefined;

  /**
   * The sandbox's slot of the pickup window it recorded (infra/local/sandbox/windows.ts: a window id
   * ends in its slot; the store driver's 8–10 is slot 1, its 12–2 slot 2).
   */
  const pickupSlot = () => (pickup()?.pickup.windowId ?? 0) % 100;

  it('"mañana de doce a dos con el chofer" at the day is tomorrow’s 12–2 store-driver window, placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupDay: 'mañana de doce a dos con el chofer' });
    expect(bot.transcript()).toMatch(/12:00–2:00 PM E[SD]T with the store driver, a \$4\.99 fee/);
    await bot.click('Place order');
    expect(pickup()?.pickup).toMatchObject({ deliveryDay: day(clock, 1), deliveryProvider: 'OWN_DRIVER' });
    expect(pickupSlot()).toBe(2);
  });

  it('"the one at twelve, because my kid leaves for school then" at the windows is the 12–2 one, placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    await bot.say('the one at twelve, because my kid leaves for school then');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(pickup()?.pickup).toMatchObject({ deliveryDay: day(clock, 1), deliveryProvider: 'OWN_DRIVER' });
    expect(pickupSlot()).toBe(2);
  });

  it('"twelve to two Roadie" where no window is Roadie’s is asked back, nothing placed, and the window then chosen is', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    await bot.say('twelve to two Roadie');
    expect(bot.text()).toMatch(/"12:00–2:00 PM E[SD]T, Store driver", right\?/);
    expect(bot.prompt().text).toMatch(/^Pickup windows/);
    expect(bot.sandbox.orders).toHaveLength(0);
    await bot.say('the free one');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(pickupSlot()).toBe(1);
  });

  it('"tuesday, no wait, wednesday since tuesday I work" picks up on Wednesday, its "tuesday" only why', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupDay: 'tuesday, no wait, wednesday since tuesday I work' });
    await bot.click('Place order');
    expect(pickup()?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
  });
});
