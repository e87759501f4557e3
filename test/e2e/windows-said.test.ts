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

  // Invariant part-of-day-fitting-several-asked (stranger's try: "mañana en la tarde" was taken as 12–2).
  it.each(['tomorrow afternoon', 'mañana en la tarde'])(
    '%j at the day asks among the afternoon windows, never one taken as asked; the one then chosen is placed',
    async (said) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { until: /^Which day should we pick up/ });
      await bot.say(said);
      expect(bot.prompt().text).toMatch(/^Pickup windows on .* at the time you said/);
      expect(bot.transcript()).not.toMatch(/as you asked/);
      const afternoon = bot.prompt().options.filter((o) => o.window);
      expect(afternoon.length).toBeGreaterThan(1);
      await bot.say('2');
      await orderToSummary(bot);
      await bot.click('Place order');
      expect(pickup()?.pickup).toMatchObject({
        deliveryDay: day(clock, 1),
        windowId: Number(afternoon[1]?.value),
      });
    },
  );

  it('"the one at twelve, because my kid leaves for school then" at the windows is the 12–2 one, placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    await bot.say('the one at twelve, because my kid leaves for school then');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(pickup()?.pickup).toMatchObject({ deliveryDay: day(clock, 1), deliveryProvider: 'OWN_DRIVER' });
    expect(pickupSlot()).toBe(2);
  });

  // Issue 34, rounds 37–38: the hour's mark of Spain and Latin America ("20h"), and words naming no other
  // window ("again", "luego", "del día"), were left over and the window confirmed.
  it.each([
    ['La de 18 a 20h', 3],
    ['la última del día', 3],
    ['the free one again', 1],
    ['da 8 to 10 one', 1],
    ['8am before I head to the yard', 1],
  ])('%j at the windows is that store-driver window, placed unasked', async (said, slot) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    await bot.say(said);
    expect(bot.text()).not.toContain('right?');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(pickup()?.pickup).toMatchObject({ deliveryDay: day(clock, 1), deliveryProvider: 'OWN_DRIVER' });
    expect(pickupSlot()).toBe(slot);
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

  // Issue 34, round 34 (invariant window-named-fully): its hours and who comes, with a sigh beside them.
  it('"ugh anything after 3pm... the 6-8 store guy" at the windows is the 6–8 store-driver window, placed unasked', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    await bot.say('ugh anything after 3pm... the 6-8 store guy');
    expect(bot.text()).not.toMatch(/right\?/);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(pickup()?.pickup).toMatchObject({ deliveryDay: day(clock, 1), deliveryProvider: 'OWN_DRIVER' });
    expect(pickupSlot()).toBe(3);
  });

  // Issue 34, round 34 (invariant place-among-the-named): placed the list's first (store-driver) window.
  it('"the first one that\'s doordash" at the windows is the first DoorDash window, never the list\'s first', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    const firstDash = bot.prompt().options.find((o) => o.label.includes('DoorDash'));
    await bot.say("the first one that's doordash");
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(pickup()?.pickup).toMatchObject({ deliveryProvider: 'ON_DEMAND' });
    expect(String(pickup()?.pickup.windowId)).toBe(firstDash?.value);
  });

  it('"tuesday, no wait, wednesday since tuesday I work" picks up on Wednesday, its "tuesday" only why', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupDay: 'tuesday, no wait, wednesday since tuesday I work' });
    await bot.click('Place order');
    expect(pickup()?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
  });

  it('a date said in words ("June sixth") whose number is also a window’s place asks the windows, never takes that one', async () => {
    // A Monday on the 1st–3rd of a month: its Friday is the 5th–7th, a place every day's list has.
    let early = clock;
    for (let at = Date.now(); Number(day(early, 0).slice(8)) > 3; at += 24 * 3600_000)
      early = mondayMorning(at);
    bot.close();
    bot = await startTestBot({ now: early });
    const friday = day(early, 4);
    const month = new Date(`${friday}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    const ordinal = ['fifth', 'sixth', 'seventh'][Number(friday.slice(8)) - 5];
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which day should we pick up/ });
    await bot.say(`${month} ${ordinal} please.`);
    expect(bot.prompt().text).toMatch(/^Pickup windows on Fri/);
    await orderToSummary(bot, { pickupWindow: 'Store driver' });
    await bot.click('Place order');
    expect(pickup()?.pickup).toMatchObject({ deliveryDay: friday, deliveryProvider: 'OWN_DRIVER' });
    expect(pickupSlot()).toBe(1);
  });
});
