/**
 * Replies that correct themselves, leave something out, or could mean two things (issue 34): "friday,
 * no wait, saturday" is Saturday, "not tomorrow, wednesday" is Wednesday, "not tuesday" alone is asked,
 * "no sé" at a yes-or-no question is asked, a number that is one option's place and another's date or
 * a window's start hour is asked, and a time two windows of different price fit is asked, never the dearer taken.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the sandbox
 * recorded for the order.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot, TIME_ZONE } from '../support/test-bot';
import { DANA, orderToSummary, placedAndOpened } from './order-script';

/**
 * The clock's Monday falls on the 1st, 2nd or 3rd of a month, so the day list holds dates that are
 * also other options' places ("2" is option 2 and the 2nd): the first such Monday after today.
 */
function earlyInAMonth() {
  for (let at = Date.now(); ; at += 24 * 3600_000) {
    const clock = mondayMorning(at);
    if (Number(day(clock, 0).slice(8)) <= 3) return clock;
  }
}
const clock = earlyInAMonth();

const hourOf = (instant: string) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hour12: false }).format(
      new Date(instant),
    ),
  );

describe('corrections, negations and numbers that could mean two', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** What the sandbox recorded for the first order's pickup. */
  const expectPickup = (pickup: Record<string, unknown>) =>
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({ pickup });

  it('a list the bot cannot read, taken back ("the clothes for washin and a jacket thing, I mean the suit"), is asked back, never placed as the suit alone', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    const asked = bot.prompt();
    await bot.say('the clothes for washin and a jacket thing, I mean the suit');
    expect(bot.prompt().promptId).toBe(asked.promptId);
    await orderToSummary(bot, { services: ['Wash & Fold', 'Dry Clean – Suit'] });
    await bot.click('Place order');
    const services = bot.sandbox.orders[0]?.body.orderServices as { servicePriceId: number }[];
    expect(services.map((s) => s.servicePriceId)).toEqual([201, 204]);
  });

  it('"wash & fold and a suit, oh wait, also a shirt" places all three, the pause taking nothing back (invariant pause-before-more-adds)', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say('wash & fold and a suit, oh wait, also a shirt');
    expect(bot.text()).not.toContain('right? Say yes, or choose another.');
    await orderToSummary(bot);
    await bot.click('Place order');
    const services = bot.sandbox.orders[0]?.body.orderServices as { servicePriceId: number }[];
    expect(services.map((s) => s.servicePriceId)).toEqual([201, 204, 205]);
  });

  it('"friday, no wait, saturday" picks up on Saturday', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupDay: 'friday, no wait, saturday' });
    await bot.click('Place order');
    expectPickup({ deliveryDay: day(clock, 5) });
  });

  it('a day named at the windows ("no, este viernes mejor") is the day the pickup is placed on, never a window of the day turned away from (invariant day-named-at-windows-answers-the-day)', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupDay: 'wednesday', until: /^Pickup windows/ });
    expect(bot.prompt().text).toMatch(/^Pickup windows on Wed/);
    await bot.say('no, este viernes mejor');
    expect(bot.prompt().text).toMatch(/^Pickup windows on Fri/);
    await orderToSummary(bot);
    await bot.click('Place order');
    expectPickup({ deliveryDay: day(clock, 4) });
  });

  it('"el miércoles en vez del martes" picks up on Wednesday, never asked between the two days (invariant replaced-day-left-out)', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which day should we pick up/ });
    await bot.say('el miércoles en vez del martes');
    expect(bot.text()).not.toContain('Which day would you like');
    expect(bot.prompt().text).toMatch(/^Pickup windows on Wed/);
    await orderToSummary(bot);
    await bot.click('Place order');
    expectPickup({ deliveryDay: day(clock, 2) });
  });

  it('"no mañana, el miércoles" picks up on Wednesday, and "not tuesday" alone is asked', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which day should we pick up/ });
    await bot.say('not tuesday');
    expect(bot.text()).toContain('OK. Which day, then?');
    expect(bot.prompt().text).toBe('Which day should we pick up?');
    await orderToSummary(bot, { pickupDay: 'no mañana, el miércoles' });
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expectPickup({ deliveryDay: day(clock, 2) });
  });

  it('a day said not to work ("tomorrow doesn\'t work for me, wednesday", "mañana no puedo, mejor el miércoles") is left out: the other day is placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupDay: "tomorrow doesn't work for me, wednesday" });
    await bot.click('Place order');
    expectPickup({ deliveryDay: day(clock, 2) });
    await orderToSummary(bot, { pickupDay: 'mañana no puedo, mejor el miércoles' });
    await bot.click('Place order');
    expect(
      bot.sandbox.orders.map(
        (o) => (o.body.orderDelivery as { pickup: { deliveryDay: string } }).pickup.deliveryDay,
      ),
    ).toEqual([day(clock, 2), day(clock, 2)]);
  });

  // Invariant day-no-day-corrects: a bare "no" between two days takes the first back.
  it('"sun.. nope sat" moves the delivery to Saturday, and "el jueves no el miércoles" picks up on Wednesday', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('sun.. nope sat');
    expect(bot.prompt().text).toContain('on Sat');
    const window = bot.option('Store driver');
    await bot.choose(window.label);
    await bot.choose('Make this change');
    expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });

    await orderToSummary(bot, { pickupDay: 'el jueves no el miércoles' });
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(2);
    expect(bot.sandbox.orders[1]?.body.orderDelivery).toMatchObject({
      pickup: { deliveryDay: day(clock, 2) },
    });
  });

  // Round 36: "not shabbos! sunday" took the "!" for no end of what "not" reached: the day was asked again.
  it('"saturday instead — no, not shabbos! sunday" at the delivery\'s day is Sunday, its windows shown', async () => {
    await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('saturday instead — no, not shabbos! sunday');
    expect(bot.prompt().text).toContain('on Sun');
  });

  it('a number that is one day\'s place and another\'s date is asked, and "option N" is then that place', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which day should we pick up/ });
    const days = bot.prompt().options.map((o) => o.value);
    // A place n (2 or more) whose day is not the nth, while the nth is listed.
    const n =
      days.findIndex(
        (d, i) => i > 0 && Number(d.slice(8)) !== i + 1 && days.some((o) => Number(o.slice(8)) === i + 1),
      ) + 1;
    expect(n).toBeGreaterThan(1);
    await bot.say(String(n));
    expect(bot.text()).toMatch(new RegExp(`Option ${n} \\(.+\\), or .+\\?`));
    expect(bot.prompt().text).toBe('Which day should we pick up?');
    await orderToSummary(bot, { pickupDay: `option ${n}` });
    await bot.click('Place order');
    expectPickup({ deliveryDay: days[n - 1] });
  });

  it("a number that is one window's place and another's start hour is asked back naming both, nothing placed; 'option n' then places that place (invariant bare-number-position-or-named)", async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    const windows = bot.prompt().options.filter((o) => o.window);
    const starts = windows.map((o) => hourOf(o.window?.startTime ?? '') % 12 || 12);
    const n =
      starts.findIndex(
        (_, i) => i > 0 && starts[i] !== i + 1 && starts.some((h, k) => k !== i && h === i + 1),
      ) + 1;
    expect(n).toBeGreaterThan(1);
    await bot.say(String(n));
    expect(bot.text()).toMatch(new RegExp(`Option ${n} \\(.+\\), or .+\\?`));
    expect(bot.prompt().text).toMatch(/^Pickup windows/);
    expect(bot.sandbox.orders).toHaveLength(0);
    await bot.say(`option ${n}`);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expectPickup({ windowId: Number(windows[n - 1]?.value) });
  });

  it("a number that is a window's place and no other window's start hour is that place", async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    const windows = bot.prompt().options.filter((o) => o.window);
    const starts = windows.map((o) => hourOf(o.window?.startTime ?? '') % 12 || 12);
    const n = starts.findIndex((_, i) => i > 0 && !starts.some((h, k) => k !== i && h === i + 1)) + 1;
    expect(n).toBeGreaterThan(1);
    await bot.say(String(n));
    expect(bot.text()).not.toMatch(/Option \d+ \(/);
    await orderToSummary(bot);
    await bot.click('Place order');
    expectPickup({ windowId: Number(windows[n - 1]?.value) });
  });

  it('"9am" where the free 8–10 window and a courier\'s 9–11 both run is asked, and the free one then chosen is placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    const nine = bot.prompt().options.find((o) => o.window && hourOf(o.window.startTime) === 9);
    expect(nine).toBeDefined();
    const free = bot.option('Store driver');
    await bot.say('9am');
    expect(bot.text()).toMatch(
      /Did you mean "8:00–10:00 AM E[SD]T, Store driver" or "9:00–11:00 AM E[SD]T, .+"\?/,
    );
    expect(bot.sandbox.orders).toHaveLength(0);
    await orderToSummary(bot, { pickupWindow: 'Store driver' });
    await bot.click('Place order');
    expectPickup({ deliveryProvider: 'OWN_DRIVER', windowId: Number(free.value) });
  });

  // Invariant correction-last-named-meant: "scratch that", "nah", "forget the X" take back what came before.
  it('"cold wash, nah scratch that, just the hypoallergenic" places only the hypoallergenic; "maybe five, nah three" 3 bags; "the visa, naw the mastercard" the Mastercard', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Any extras/ });
    await bot.say('cold wash, nah scratch that, just the hypoallergenic');
    await orderToSummary(bot, { until: /How many bags/ });
    await bot.say('maybe five, nah three');
    await orderToSummary(bot, { until: /Which card/ });
    await bot.say('the visa, naw the mastercard');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      bagCount: 3,
      paymentToken: expect.stringContaining('mastercard'),
      orderServices: [{ servicePriceId: 201, serviceModifierIds: [301] }],
    });
  });

  it('"wash and fold and a shirt, nah forget the shirt" places the wash and fold alone', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say('wash and fold and a shirt, nah forget the shirt');
    expect(bot.prompt().text).toMatch(/Any extras for Wash & Fold/);
    await orderToSummary(bot);
    await bot.click('Place order');
    const services = bot.sandbox.orders[0]?.body.orderServices as { servicePriceId: number }[];
    expect(services.map((s) => s.servicePriceId)).toEqual([201]);
  });

  it('"not sure" at hang-dry is asked, and the yes then given is placed with the instructions', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /hang-dry instead/ });
    await bot.say('hmm not sure, what do you think?');
    expect(bot.text()).toContain('Please answer yes or no.');
    expect(bot.prompt().text).toMatch(/hang-dry instead/);
    await orderToSummary(bot, { hangDry: 'the silk blouses' });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      isHangDrySelected: true,
      hangDryInstructions: 'the silk blouses',
    });
  });
});
