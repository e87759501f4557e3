/**
 * An order whose outcome is unknown (the service answered too late): no second order is sent until the
 * person confirms, naming the reference.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderFrame, orderToSummary, requestsTo, SAM, SAM_ID } from './order-script';

/** Sam's store, as the store's contact is given: the seed gives a store's name and address, no phone. */
const CHELSEA = 'Spin City Laundry – Chelsea (245 W 19th St, New York, NY 10011)';
const NO_ORDERS = "You haven't placed an order with me yet.";

const clock = mondayMorning();

describe('an order whose outcome is unknown', () => {
  let bot: TestBot;
  // A short wait for the service, so that a slow answer leaves an order's outcome unknown.
  beforeEach(async () => {
    bot = await startTestBot({ now: clock, timeoutMs: 1000 });
  });
  afterEach(() => bot.close());

  it('after an unknown outcome no second order is sent until the person confirms, naming the reference', async () => {
    await bot.signIn(SAM);
    await orderToSummary(bot, { notes: 'leave it by the blue door' });
    bot.sandbox.failNext({
      kind: 'latency',
      pathPrefix: '/service-order',
      method: 'POST',
      latencyMs: 1200,
    });
    await bot.click('Place order');
    const reference = /reference is ([0-9A-F]{8})/.exec(bot.text())?.[1];
    expect(reference).toBeDefined();
    expect(bot.text()).toContain("can't tell whether it went through");
    expect(requestsTo(bot, '/service-order')).toHaveLength(1);
    // The late answer arrives: the sandbox did create the order, with the reference in its notes.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body.orderNotes).toBe(`leave it by the blue door | Chat ref ${reference}`);

    // The locked summary offers drop or send again; changing or placing sends nothing.
    expect(bot.prompt().options.map((o) => o.label)).toEqual(['Drop it', 'Send it again']);
    for (const words of ['change something', 'Change bags', 'place order', 'Place it', 'yes']) {
      await bot.say(words);
      expect(requestsTo(bot, '/service-order')).toHaveLength(1);
    }
    await bot.say('send again');
    expect(bot.prompt().text).toContain(`order ${reference}`);
    expect(requestsTo(bot, '/service-order')).toHaveLength(1);
    await bot.click('Yes, send it again');
    expect(requestsTo(bot, '/service-order')).toHaveLength(2);
    expect(bot.sandbox.orders).toHaveLength(2);
    expect(bot.text()).toMatch(/Your order #\d+ is placed!/);
  });

  it('"No, wait" at the warning sends nothing and keeps the order on hold', async () => {
    await bot.signIn(SAM);
    await orderToSummary(bot);
    bot.sandbox.failNext({
      kind: 'latency',
      pathPrefix: '/service-order',
      method: 'POST',
      latencyMs: 2000,
    });
    await bot.click('Place order');
    await bot.click('Send it again');
    await bot.click('No, wait');
    expect(bot.prompt().options.map((o) => o.label)).toEqual(['Drop it', 'Send it again']);
    await bot.click('Drop it');
    expect(requestsTo(bot, '/service-order')).toHaveLength(1);
    expect(orderFrame(await bot.state())).toBeUndefined();
  });

  /**
   * Sam's order sent with the service answering after the bot gave up (the sandbox slow on POST, as
   * SANDBOX_LATENCY_MS makes it): the sandbox records the order once its late answer is due. Returns
   * the reference the person was given.
   */
  async function sentWithNoAnswer(): Promise<string> {
    await bot.signIn(SAM);
    await orderToSummary(bot);
    bot.sandbox.failNext({ kind: 'latency', pathPrefix: '/service-order', method: 'POST', latencyMs: 1200 });
    await bot.click('Place order');
    const reference = /your reference is ([0-9A-F]{8})/.exec(bot.text())?.[1] ?? '';
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body.orderNotes).toBe(`Chat ref ${reference}`);
    return reference;
  }

  it('the unknown-outcome reply says once that the outcome is unknown, with the reference and the store contact', async () => {
    const reference = await sentWithNoAnswer();
    const said = bot.text();
    expect(said.split("can't tell whether it went through")).toHaveLength(2);
    expect(said.split(reference)).toHaveLength(2);
    expect(said).toContain(`Please check with ${CHELSEA}: your reference is ${reference}.`);
  });

  it('where the service gives the store\'s phone and e-mail, "check with the store" names them, at once and in My orders', async () => {
    // Dana's Williamsburg address: its store's data names a phone and an e-mail.
    const williamsburg =
      'Spin City Laundry – Williamsburg (180 Bedford Ave, Brooklyn, NY 11249, (718) 555-0142, williamsburg@spincitylaundry.example)';
    await bot.signIn(DANA);
    await orderToSummary(bot, { address: '95 N 7th' });
    bot.sandbox.failNext({ kind: 'latency', pathPrefix: '/service-order', method: 'POST', latencyMs: 1200 });
    await bot.click('Place order');
    const reference = /your reference is ([0-9A-F]{8})/.exec(bot.text())?.[1] ?? '';
    expect(bot.text()).toContain(`Please check with ${williamsburg}: your reference is ${reference}.`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The sandbox has it, at that store: the contact named is the store the order went to.
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body.storeId).toBe(102);
    await bot.click('Drop it');
    await bot.say('my orders');
    expect(bot.text()).toContain(`Order ref ${reference}: may have been placed`);
    expect(bot.text()).toContain(`Please check with ${williamsburg}, reference ${reference}.`);
  }, 60_000);

  it('a dropped unknown-outcome order is never said not placed, and stays in My orders as may-have-been-placed', async () => {
    const reference = await sentWithNoAnswer();
    await bot.click('Drop it');
    const dropped = bot.text();
    expect(dropped).not.toMatch(/Nothing new was placed|dropped this order/);
    expect(dropped).toContain(
      `I still can't tell whether it went through, so My orders keeps it as "may have been placed" until its pickup day has passed. Please check with ${CHELSEA}, reference ${reference}.`,
    );
    // The sandbox has the order: My orders says it may, with its reference and where to ask.
    expect(bot.sandbox.orders).toHaveLength(1);
    for (const ask of ['orders', 'my orders']) {
      await bot.say(ask);
      const listed = bot.text();
      expect(listed).not.toContain(NO_ORDERS);
      expect(listed).toContain(`Order ref ${reference}: may have been placed`);
      expect(listed).toContain(`Please check with ${CHELSEA}, reference ${reference}.`);
    }
    // It can't be picked to change: nothing the bot could send names it.
    expect(bot.text()).toContain("An order that may have been placed can't be changed in chat");
    expect(requestsTo(bot, '/service-order')).toHaveLength(1);
  });

  it('nevermind at an unknown-outcome order says what stays true, not that nothing was placed', async () => {
    const reference = await sentWithNoAnswer();
    await bot.say('nevermind');
    expect(bot.text()).not.toMatch(/Nothing new was placed|dropped this order/);
    expect(bot.text()).toContain(
      `"may have been placed" until its pickup day has passed. Please check with ${CHELSEA}, reference ${reference}.`,
    );
    expect(orderFrame(await bot.state())).toBeUndefined();
    expect(bot.sandbox.orders).toHaveLength(1);
  });

  it('once settled, My orders shows the truth: placed under its order id, or no longer listed when not placed', async () => {
    const reference = await sentWithNoAnswer();
    await bot.click('Drop it');
    const [record] = await bot.ledger.listByCustomer(SAM_ID, 1);
    const confirmationId = record?.confirmationId ?? '';
    expect(record?.status).toBe('UNKNOWN');
    // Found placed: the sandbox's order, under the id the service gave it.
    const orderId = bot.sandbox.orders[0]?.id as number;
    await bot.ledger.settle(SAM_ID, confirmationId, { status: 'PLACED', orderId });
    await bot.say('orders');
    expect(bot.text()).toContain(`Order #${orderId}`);
    expect(bot.text()).not.toContain(reference);
    await bot.click('No changes');

    // Found not placed (another attempt, settled FAILED): no longer listed, and no orders is then true.
    await bot.ledger.claim(SAM_ID, 'attempt-2', record?.entry);
    await bot.ledger.settle(SAM_ID, 'attempt-2', { status: 'UNKNOWN' });
    await bot.say('orders');
    expect(bot.text()).toContain('may have been placed');
    // Only the placed one can be picked, and the question names it.
    expect(bot.prompt().text).toBe(`Would you like to change order #${orderId}?`);
    expect(bot.prompt().options.map((o) => o.label)).toEqual([`Order #${orderId}`, 'No changes']);
    await bot.click('No changes');
    await bot.ledger.settle(SAM_ID, 'attempt-2', { status: 'FAILED' });
    await bot.say('orders');
    expect(bot.text()).not.toContain('may have been placed');
    expect(bot.text()).toContain(`Order #${orderId}`);
  });

  it('an unknown-outcome order found placed meanwhile is announced placed at the next answer, and never sent again', async () => {
    const reference = await sentWithNoAnswer();
    const [record] = await bot.ledger.listByCustomer(SAM_ID, 1);
    const orderId = bot.sandbox.orders[0]?.id as number;
    // Settled as the settle work would: PLACED, with the id the service gave it.
    await bot.ledger.settle(SAM_ID, record?.confirmationId ?? '', { status: 'PLACED', orderId });
    await bot.click('Send it again');
    expect(bot.text()).toContain(`Your order #${orderId} is placed!`);
    expect(requestsTo(bot, '/service-order')).toHaveLength(1);
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(orderFrame(await bot.state())).toBeUndefined();
    await bot.say('orders');
    expect(bot.text()).toContain(`Order #${orderId}`);
    expect(bot.text()).not.toContain(reference);
  });

  it('an unknown-outcome order found not placed meanwhile is said so, and its draft can be sent anew', async () => {
    await bot.signIn(SAM);
    await orderToSummary(bot);
    // The connection drops before the sandbox handles the order: nothing is recorded.
    bot.sandbox.failNext({ kind: 'drop', pathPrefix: '/service-order', method: 'POST' });
    await bot.click('Place order');
    const reference = /your reference is ([0-9A-F]{8})/.exec(bot.text())?.[1] ?? '';
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(bot.sandbox.orders).toHaveLength(0);
    const [record] = await bot.ledger.listByCustomer(SAM_ID, 1);
    await bot.ledger.settle(SAM_ID, record?.confirmationId ?? '', { status: 'FAILED' });
    await bot.click('Drop it');
    expect(bot.text()).toContain(`Order ${reference} was not placed after all.`);
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.text()).toMatch(/Your order #\d+ is placed!/);
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body.orderNotes).not.toContain(reference);
  });
});

describe('an order whose outcome stays unknown, as the days pass', () => {
  let bot: TestBot;
  /** The stack's clock: the test's, moved on by `skewMs`. */
  let skewMs = 0;
  beforeEach(async () => {
    skewMs = 0;
    bot = await startTestBot({ now: () => new Date(clock().getTime() + skewMs), timeoutMs: 1000 });
  });
  afterEach(() => bot.close());

  it('My orders lists it, saying till when, through its pickup day, and no longer once that day has passed (invariant unknown-outcome-listed-till-pickup-day)', async () => {
    await bot.signIn(SAM);
    await orderToSummary(bot);
    bot.sandbox.failNext({ kind: 'latency', pathPrefix: '/service-order', method: 'POST', latencyMs: 1200 });
    await bot.click('Place order');
    const reference = /your reference is ([0-9A-F]{8})/.exec(bot.text())?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The service took it; the bot never heard, and the ledger says so.
    expect(bot.sandbox.orders).toHaveLength(1);
    await bot.click('Drop it');
    const [record] = await bot.ledger.listByCustomer(SAM_ID, 1);
    expect(record?.status).toBe('UNKNOWN');
    const pickupDay = (record?.entry as { pickup: { day: string } } | undefined)?.pickup.day ?? '';
    const DAY_MS = 24 * 3600_000;
    const daysTo = (day: string) => Math.round((Date.parse(day) - Date.parse(dayIn(clock()))) / DAY_MS);

    // On its pickup day it is still listed, with how to check and till when.
    skewMs = daysTo(pickupDay) * DAY_MS;
    await bot.say('my orders');
    expect(bot.text()).toContain(`Order ref ${reference}: may have been placed`);
    expect(bot.text()).toContain(
      `Please check with ${CHELSEA}, reference ${reference}. It's listed here until its pickup day has passed.`,
    );
    await bot.say('main menu');

    // The day after, it is no longer listed; the ledger still holds it as it was.
    skewMs = (daysTo(pickupDay) + 1) * DAY_MS;
    await bot.say('my orders');
    expect(bot.text()).not.toContain(reference);
    expect(bot.text()).toContain(NO_ORDERS);
    expect((await bot.ledger.listByCustomer(SAM_ID, 1))[0]?.status).toBe('UNKNOWN');
    expect(requestsTo(bot, '/service-order')).toHaveLength(1);
  }, 60_000);
});

/** The New York calendar date of `at`, as the ledger writes a pickup day. */
function dayIn(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
}
