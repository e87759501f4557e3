import { SEED } from '../../infra/local/sandbox/seed-data';
import { formatWindow } from '../../lib/channels/format';
import type { DialogState } from '../../lib/dialog/types';
import type { OrderData } from '../../lib/orders/order-data';
import { day, dayLabel, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

const SAM = '2125550102'; // one address, no card on file
const DANA = '2125550101';

/** The order frame's data in a stored state, if an order is in progress. */
function orderData(state: DialogState | undefined): OrderData | undefined {
  return state?.stack.find((frame) => frame.flow === 'order')?.data as OrderData | undefined;
}

/**
 * The shortest order from the menu to the summary: the first service, laundry, own-driver pickup
 * tomorrow, collect in store (no courier leg, so no tip question); how often answered by `howOften`.
 */
async function simpleOrderToSummary(
  bot: TestBot,
  hangDry = 'no',
  howOften: () => Promise<unknown> = () => bot.choose('Just this once'),
): Promise<void> {
  await bot.choose('new order');
  if (bot.prompt().text.startsWith('Where')) await bot.say('1');
  await bot.choose('Wash & Fold');
  await bot.say('none'); // extras
  await bot.say('skip'); // notes for the service (Wash & Fold says laundry: no category asked)
  await bot.say('1'); // bags
  await bot.say('tomorrow');
  await bot.choose('Store driver');
  await bot.choose('collect');
  await howOften();
  if (bot.prompt().text.includes('card')) await bot.say('1');
  await bot.choose('No code');
  await bot.say(hangDry);
  await bot.say('skip');
  expect(bot.prompt().kind).toBe('confirm');
}

describe('conversations end to end', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('a new customer signs up and orders; no card on file sends an empty token', async () => {
    await bot.say('hello');
    await bot.choose("I'm new");
    await bot.say('Ana Lima');
    await bot.say('+1 (646) 555-0177');
    await bot.say('ana at example');
    expect(bot.text()).toContain("doesn't look like an email");
    await bot.say('ana@example.com');
    await bot.say('yes');
    await bot.say('yes');
    await bot.say('yes');
    await bot.say('Lima Tailoring LLC');
    expect(bot.text()).toMatch(/Business account: +Yes, invoiced to Lima Tailoring LLC/);
    await bot.say('yes');
    expect(bot.text()).toContain('Account created');
    const code = bot.sandbox.lastOtp('6465550177');
    expect(code).toBeDefined();
    await bot.say(String(code));
    expect(bot.text()).toContain("You're signed in.");
    const created = bot.sandbox.requests.find((r) => r.path.endsWith('/api/v1/auth/customers'));
    expect(created?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      phoneNumber: '6465550177',
      optOutMarketingSms: false,
      email: 'ana@example.com',
      businessId: 42,
      isCommercial: true,
      isInvoicingEnabled: true,
      businessName: 'Lima Tailoring LLC',
    });
    // The service gives a new customer no address: the store's back office adds one (the stand-in).
    const added = bot.sandbox.addAddress(SEED.firstNewCustomerId, {});
    await simpleOrderToSummary(bot);
    await bot.choose('Place order');
    expect(bot.text()).toMatch(/Your order #\d+ is placed!/);
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ customerAddressId: added.id });
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      paymentToken: '',
      returnMethod: 'IN_STORE_PICKUP',
      hasDryCleaning: false,
      orderDelivery: { pickup: { deliveryProvider: 'OWN_DRIVER', deliveryDay: day(clock, 1) } },
    });
    expect(bot.sandbox.orders[0]?.body).not.toHaveProperty('subscription');
  });

  it('how often said with no interval ("once in a while", once read as one time) is asked back, and the order repeats as then chosen', async () => {
    await bot.signIn(SAM);
    await simpleOrderToSummary(bot, 'no', async () => {
      await bot.say('once in a while');
      // Asked back among the repeating options: not "Just this once", not a guess.
      expect(bot.text()).toContain('Did you mean "Every week", "Every 2 weeks" or "Every 4 weeks"?');
      await bot.say('every 2 weeks');
    });
    await bot.choose('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ subscription: { interval: 2 } });
  });

  it('edits the pickup window from the summary and comes back to the summary', async () => {
    await bot.signIn(SAM);
    await simpleOrderToSummary(bot);
    const before = bot.sandbox.requests.length;
    await bot.choose('Change something');
    await bot.choose('Pickup time');
    // The day is asked again first, showing the one chosen.
    expect(bot.prompt()).toMatchObject({ text: 'Which day should we pick up?', current: dayLabel(clock, 1) });
    await bot.say('tomorrow');
    expect(bot.prompt().text).toContain(`Pickup windows on ${dayLabel(clock, 1)}`);
    const later = bot.prompt().options.at(-1);
    if (!later?.window) throw new Error(bot.transcript());
    await bot.say(String(bot.prompt().options.length));
    expect(bot.prompt().kind).toBe('confirm');
    expect(bot.text()).toContain(formatWindow(later.window));
    await bot.choose('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: { windowId: Number(later.value) },
    });
    expect(bot.sandbox.requests.length).toBeGreaterThan(before);
  });

  it('a wrong code three times, then the right one', async () => {
    await bot.say('hi');
    await bot.say('212 555 0102');
    const code = String(bot.sandbox.lastOtp(SAM));
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2]) {
      await bot.say(wrong);
      expect(bot.text()).toContain(`That code isn't right. ${left} tries left.`);
    }
    expect(bot.text()).toContain('Say help if you are stuck');
    await bot.say(code);
    expect(bot.text()).toContain("You're signed in.");
  });

  it('five wrong codes lock sign-in for a while', async () => {
    await bot.say('hi');
    await bot.say(SAM);
    for (let i = 0; i < 5; i++) await bot.say('999999');
    expect(bot.text()).toContain('last try');
    await bot.say(String(bot.sandbox.lastOtp(SAM)));
    expect(bot.text()).toContain('Too many wrong codes');
  });

  it('a 9-digit phone is re-asked with a reason and sends nothing', async () => {
    await bot.say('hi');
    await bot.say('212555010');
    expect(bot.text()).toContain("doesn't look like a 10-digit phone number");
    expect(bot.sandbox.requests.filter((r) => r.path.endsWith('/request-otp'))).toHaveLength(0);
  });

  it('an expired token mid-flow: sign in again, back to the same step, nothing lost', async () => {
    await bot.signIn(DANA);
    await bot.choose('new order');
    await bot.say('1');
    await bot.choose('Wash & Fold');
    await bot.say('none');
    await bot.say('skip');
    await bot.say('1');
    bot.sandbox.expireTokens();
    // A day past the week the question listed (those windows are kept): looked up now.
    await bot.say(day(clock, 9));
    expect(bot.text()).toContain('Your sign-in has expired');
    expect(bot.prompt().text).toContain('mobile number');
    await bot.say(DANA);
    await bot.say(String(bot.sandbox.lastOtp(DANA)));
    expect(bot.text()).toContain("You're signed in.");
    expect(bot.text()).toContain("Let's pick up where we left off.");
    // Back at the pickup day, with the address, store, services, category and bags kept.
    expect(bot.prompt().text).toBe('Which day should we pick up?');
    const state = await bot.state();
    expect(orderData(state)?.draft).toMatchObject({
      addressId: 2001,
      categories: ['LAUNDRY'],
      store: { id: 101 },
      services: [{ servicePriceId: 201, modifierIds: [], notes: '' }],
      bagCount: 1,
    });
    await bot.say('tomorrow');
    expect(bot.prompt().text).toContain(`Pickup windows on ${dayLabel(clock, 1)}`);
  });

  it('the service down at confirm keeps the draft and places it once it is back', async () => {
    await bot.signIn(SAM);
    await simpleOrderToSummary(bot);
    bot.sandbox.failNext({ kind: 'error', pathPrefix: '/service-order', method: 'POST' });
    await bot.choose('Place order');
    expect(bot.text()).toContain('down right now, so the order was not placed');
    expect(bot.sandbox.orders).toHaveLength(0);
    expect(bot.prompt().kind).toBe('confirm');
    await bot.choose('Place order');
    expect(bot.text()).toMatch(/Your order #\d+ is placed!/);
    expect(bot.sandbox.orders).toHaveLength(1);
  });

  it('an order whose creation timed out is reported as unknown and never re-sent', async () => {
    bot = await restartWith(bot, { timeoutMs: 300 });
    await bot.signIn(SAM);
    await simpleOrderToSummary(bot);
    bot.sandbox.failNext({ kind: 'latency', latencyMs: 800, pathPrefix: '/service-order', method: 'POST' });
    await bot.choose('Place order');
    expect(bot.text()).toContain("can't tell whether it went through");
    await bot.say('place order');
    expect(bot.text()).toContain('This order is on hold');
    // "Send it again" asks first, naming the reference; "No, wait" sends nothing.
    await bot.choose('Send it again');
    expect(bot.prompt().text).toMatch(/Send it again\? If order \w+ did go through/);
    await bot.choose('No, wait');
    expect(bot.text()).toContain("can't tell whether it went through");
    await new Promise((resolve) => setTimeout(resolve, 600));
    const posts = bot.sandbox.requests.filter(
      (r) => r.method === 'POST' && r.path.endsWith('/service-order'),
    );
    expect(posts).toHaveLength(1);
  });

  it('a click on an old menu is out of date and changes nothing', async () => {
    await bot.signIn(DANA);
    await bot.choose('new order');
    const addressPrompt = bot.prompt();
    await bot.say('1');
    await bot.choose('Wash & Fold');
    const before = await bot.state();
    await bot.click('95 N 7th', addressPrompt);
    expect(bot.text()).toContain('That menu is out of date');
    const after = await bot.state();
    expect(orderData(after)?.draft).toEqual(orderData(before)?.draft);
    expect(bot.prompt().promptId).toBe(before?.prompt?.id);
  });

  it('a click carrying a value the prompt does not offer picks nothing', async () => {
    await bot.signIn(SAM);
    await bot.choose('new order');
    const services = bot.prompt();
    await bot.send({ type: 'choice', promptId: services.promptId, values: ['202', '999'] });
    expect(bot.text()).toContain('Pick at least one service from the list.');
    expect(orderData(await bot.state())?.draft.services).toBeUndefined();
    await bot.send({ type: 'choice', promptId: services.promptId, values: [] });
    expect(bot.prompt().promptId).toBe(services.promptId);
    await bot.send({ type: 'choice', promptId: services.promptId, values: ['202'] });
    expect(orderData(await bot.state())?.draft.services?.map((s) => s.servicePriceId)).toEqual([202]);
  });

  it('one confirmation places one order, however often it is clicked', async () => {
    await bot.signIn(SAM);
    await simpleOrderToSummary(bot);
    const confirm = bot.prompt();
    await bot.click('Place order', confirm);
    await bot.click('Place order', confirm);
    expect(bot.text()).toContain('That menu is out of date');
    expect(bot.sandbox.orders).toHaveLength(1);
  });

  it('same as last time asks only the days and windows', async () => {
    await bot.signIn(SAM);
    await simpleOrderToSummary(bot);
    await bot.choose('Place order');
    const first = bot.sandbox.orders[0];
    await bot.choose('Same as last time');
    expect(bot.text()).toContain(`Same as order #${first?.id}`);
    expect(bot.prompt().text).toContain('Which day should we pick up?');
    await bot.say('wednesday');
    await bot.choose('Store driver');
    expect(bot.prompt().kind).toBe('confirm');
    await bot.choose('Place order');
    const second = bot.sandbox.orders[1];
    // Each confirmation sends its own reference in the notes.
    expect(second?.body).toMatchObject({
      ...first?.body,
      orderDelivery: { pickup: { deliveryDay: day(clock, 2) } },
      orderNotes: expect.stringMatching(/^Chat ref \w{8}$/),
    });
    expect(second?.body.orderNotes).not.toBe(first?.body.orderNotes);
  });

  it('a day with a time takes the one window at that time, and asks among the windows a span fits when they differ ("friday after 5")', async () => {
    await bot.signIn(SAM);
    await bot.choose('new order');
    await bot.choose('Wash & Fold');
    await bot.say('none');
    await bot.say('skip');
    await bot.say('1');
    await bot.say('friday after 5');
    // A courier from 5 PM and a store driver from 6 PM, at different fees: asked, none picked.
    expect(bot.prompt().text).toBe(`Pickup windows on ${dayLabel(clock, 4)} at the time you said:`);
    expect(
      bot
        .prompt()
        .options.filter((o) => o.role === 'choice')
        .map((o) => o.label),
    ).toEqual(['DoorDash Drive', 'Store driver']);
    await bot.say('back');
    await bot.say('tomorrow 8:30am');
    expect(bot.text()).toContain(
      `${dayLabel(clock, 1)}, 8:00–10:00 AM EST with the store driver, no fee: the window nearest that time.`,
    );
    // Straight on to the return: the pickup window is chosen.
    expect(bot.prompt().text).toMatch(/get it back/);
    // A time no window holds leaves the choice to the person.
    await bot.say('back');
    await bot.say('tomorrow at 3am');
    expect(bot.prompt().text).toBe(`Pickup windows on ${dayLabel(clock, 1)}:`);
  });

  it('a day with no windows is said so with the next day that has some, and the day asked again', async () => {
    await bot.signIn(SAM);
    await bot.choose('new order');
    await bot.choose('Wash & Fold');
    await bot.say('none');
    await bot.say('skip');
    await bot.say('1');
    await bot.say('thursday');
    expect(bot.text()).toContain(
      `There are no pickup windows on ${dayLabel(clock, 3)}. The next day with windows is ${dayLabel(clock, 4)}.`,
    );
    expect(bot.prompt().text).toBe('Which day should we pick up?');
    expect(bot.prompt().options.map((o) => o.label)).not.toContain(dayLabel(clock, 3));
  });

  it('help, back, summary and nevermind work at any step', async () => {
    await bot.signIn(DANA);
    await bot.choose('new order');
    await bot.say('help');
    expect(bot.text()).toContain('Right now I need: address.');
    expect(bot.prompt().text).toContain('Where should we pick up?');
    await bot.say('1');
    await bot.say('help');
    expect(bot.text()).toContain('back (the question before)');
    await bot.say('back');
    expect(bot.prompt().text).toContain('Where should we pick up?');
    await bot.say('2');
    await bot.say('summary');
    expect(bot.text()).toContain('95 N 7th St');
    await bot.say('never mind');
    expect(bot.text()).toContain("I've dropped this order");
    expect((await bot.state())?.stack.map((frame) => frame.flow)).toEqual(['menu']);
    // At the menu nothing is left to drop: the way out named is signing out, never nevermind.
    for (const word of ['CANCEL', 'STOP']) {
      await bot.say(word);
      expect(bot.text()).not.toContain("I've dropped");
      expect(bot.text()).not.toContain('nevermind');
      expect(bot.text()).toContain('say sign out');
    }
  });

  it('"drop this order", the summary button\'s words, typed at any question drops the order and places nothing', async () => {
    await bot.signIn(DANA);
    await bot.choose('new order');
    await bot.say('1');
    expect(bot.prompt().text).toContain('Which services');
    await bot.say('Drop this order.');
    expect(bot.text()).toContain("I've dropped this order");
    expect((await bot.state())?.stack.map((frame) => frame.flow)).toEqual(['menu']);
    expect(bot.sandbox.orders).toHaveLength(0);
  });

  it("back from the question after the notes per service asks the last service's again, without failing", async () => {
    await bot.signIn(DANA);
    await bot.choose('new order');
    await bot.say('1');
    await bot.say('1,4');
    await bot.say('none');
    await bot.say('none');
    await bot.say('skip');
    await bot.say('skip');
    // The services say laundry and dry cleaning: the category is not asked (issue 27).
    expect(bot.prompt().text).toBe('How many bags?');
    await bot.say('back');
    expect(bot.prompt().text).toBe('Any notes for the cleaners about Dry Clean – Suit?');
    await bot.say('skip');
    expect(bot.prompt().text).toBe('How many bags?');
    expect(bot.errors).toEqual([]);
  });

  it('"Send it again" texts a new code: the old one no longer works, the new one does', async () => {
    await bot.say('hi');
    await bot.say(SAM);
    const first = String(bot.sandbox.lastOtp(SAM));
    await bot.choose('Send it again');
    expect(bot.text()).toContain('A new code is on its way.');
    const second = String(bot.sandbox.lastOtp(SAM));
    if (second !== first) {
      await bot.say(first);
      expect(bot.text()).toContain("That code isn't right");
    }
    await bot.say(second);
    expect(bot.text()).toContain("You're signed in.");
  });

  it('an address no store serves says which address, and offers nothing to order', async () => {
    await bot.signIn('2125550104');
    await bot.choose('new order');
    expect(bot.text()).toContain('no store serves 77 River St');
    expect(bot.sandbox.orders).toHaveLength(0);
  });

  it('two turns of one conversation racing: both are applied, none is lost', async () => {
    await bot.signIn(SAM);
    await bot.choose('new order');
    expect(bot.prompt().text).toContain('Which services');
    const [summary, services] = await Promise.all([bot.say('summary'), bot.say('1')]);
    expect(summary.length).toBeGreaterThan(0);
    expect(services.length).toBeGreaterThan(0);
    const state = await bot.state();
    expect(orderData(state)?.draft.services?.map((s) => s.servicePriceId)).toEqual([201]);
  });

  it('skip at the optional hang-dry question means no', async () => {
    await bot.signIn(SAM);
    await simpleOrderToSummary(bot, 'skip');
    await bot.choose('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ isHangDrySelected: false, hangDryInstructions: '' });
  });

  it('three misses at a typed question point to help without promising choices', async () => {
    await bot.say('hello');
    await bot.choose("I'm new");
    await bot.say('Ana Lima');
    await bot.say('6465550177');
    for (let i = 0; i < 3; i++) await bot.say('not an email');
    expect(bot.text()).toContain('Say help if you are stuck');
    expect(bot.text()).not.toContain('Here are the choices again');
  });

  it('"Drop this order" on the summary drops it and places nothing', async () => {
    await bot.signIn(SAM);
    await simpleOrderToSummary(bot);
    await bot.click('Drop this order');
    expect(bot.text()).toContain("I've dropped this order");
    expect(bot.prompt().text).toContain('What would you like to do?');
    expect(bot.sandbox.orders).toHaveLength(0);
  });
});

async function restartWith(bot: TestBot, options: { timeoutMs: number }): Promise<TestBot> {
  await bot.close();
  return startTestBot({ now: clock, ...options });
}
