/**
 * After the order, in the console: my orders, a pickup moved, a delivery moved, a delivery cancelled,
 * a collected order delivered, a tip changed, a refusal. Each asserts what the sandbox holds for the
 * order after the transportation update, and the ledger's history of the change.
 */
import { ledgerEntrySchema } from '../../lib/orders/ledger-entry';
import { day, dayLabel, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

const DANA = '(212) 555-0101';

/** Signs in and places an order by typing: tomorrow's first own-driver pickup, then collect or delivery on Friday. */
async function placeOrder(
  bot: TestBot,
  returnBy: 'collect' | 'delivery',
  pickupWith: RegExp | string = 'Store driver',
): Promise<number> {
  await bot.signIn(DANA);
  await bot.choose('new order');
  await bot.choose('210 W 21st');
  for (const answer of ['wash and fold', 'none', 'skip', '1', 'tomorrow']) await bot.say(answer);
  await bot.choose(bot.option(pickupWith).label);
  if (returnBy === 'collect') await bot.say('collect');
  else {
    await bot.say('delivery');
    await bot.say('friday');
    await bot.choose(bot.option('Store driver').label);
  }
  await bot.say('just this once');
  if (/card/i.test(bot.prompt().text)) await bot.say('1');
  if (/tip/i.test(bot.prompt().text)) await bot.say('$3');
  for (const answer of ['no code', 'no', 'skip']) await bot.say(answer);
  await bot.choose('Place order');
  const id = /order #(\d+) is placed/.exec(bot.text())?.[1];
  if (!id) throw new Error(bot.transcript());
  return Number(id);
}

async function ledgerEntry(bot: TestBot, orderId: number) {
  const record = await bot.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
  if (!record) throw new Error(`order ${orderId} is not in the ledger`);
  return record.entry;
}

describe('changing a placed order in chat', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('my orders lists the order; its pickup moves to another day, and the sandbox and the ledger have it', async () => {
    const orderId = await placeOrder(bot, 'collect');
    const before = bot.sandbox.scheduledLegs(orderId)?.pickup;
    await bot.choose('My orders');
    expect(bot.text()).toContain(`Order #${orderId}`);
    expect(bot.text()).toContain('Spin City Laundry');
    await bot.choose(`Order #${orderId}`);
    await bot.choose('Pickup time');
    await bot.say('wednesday');
    const window = bot.option('Store driver');
    await bot.choose(window.label);
    expect(bot.text()).toContain('old and new');
    expect(bot.text()).toMatch(new RegExp(`Pickup:\\s+${dayLabel(clock, 1)}.* → ${dayLabel(clock, 2)}`));
    await bot.choose('Make this change');
    expect(bot.text()).toContain(`Done! Order #${orderId} is changed.`);

    const after = bot.sandbox.scheduledLegs(orderId);
    expect(after?.pickup).toMatchObject({ windowId: Number(window.value), deliveryDay: day(clock, 2) });
    expect(after?.pickup?.windowId).not.toBe(before?.windowId);
    expect(after?.delivery).toBeNull();
    const sent = bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates;
    expect(sent).toHaveLength(1);
    expect(sent?.[0]).toMatchObject({ pickup: { timingsId: Number(window.value) } });
    expect(sent?.[0]).not.toHaveProperty('delivery');

    const entry = await ledgerEntry(bot, orderId);
    expect(entry.pickup).toMatchObject({ id: Number(window.value), day: day(clock, 2) });
    expect(entry.changes).toEqual([
      expect.objectContaining({ by: bot.key, fields: [expect.objectContaining({ field: 'Pickup' })] }),
    ]);
    expect(entry.summary).toMatchObject({ status: expect.any(String), orderTotal: expect.any(Number) });

    // My orders shows the new pickup and the service's summary.
    await bot.send({ type: 'open', word: 'orders' });
    expect(bot.text()).toContain(dayLabel(clock, 2));
    expect(bot.text()).toMatch(/Changed:\s+once/);
  });

  it('a delivery is moved, then cancelled: the order returns in store, and the reply says so', async () => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Delivery time');
    await bot.say('saturday');
    const window = bot.option('Store driver');
    await bot.choose(window.label);
    await bot.choose('Make this change');
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ windowId: Number(window.value) });

    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose("I'll collect it instead");
    expect(bot.prompt().text).toContain('No delivery for order');
    await bot.choose("I'll collect it instead");
    expect(bot.text()).toContain("collect it at Spin City Laundry – Chelsea when it's ready");
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
    const recorded = bot.sandbox.orders.find((o) => o.id === orderId);
    expect(recorded?.deliveryCancelled).toBe(true);
    expect(recorded?.transportationUpdates[1]).toEqual(expect.objectContaining({ delivery: null }));
    const entry = await ledgerEntry(bot, orderId);
    expect(entry.returnWindow).toBeUndefined();
    expect(entry.changes).toHaveLength(2);
  });

  it('a collected order gets a delivery; a pickup after the delivery moves the delivery too', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Have it delivered');
    // The pickup is Tuesday 8-10 AM and the store's turnaround 48 hours: Saturday fits.
    await bot.say('saturday');
    await bot.choose(bot.option('Store driver').label);
    await bot.choose('Make this change');
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });

    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Pickup time');
    await bot.say('friday');
    await bot.choose(bot.option('Store driver').label);
    expect(bot.text()).toContain(
      "would come too soon after that pickup (the store needs 48 hours), so let's move it too",
    );
    await bot.say('monday');
    await bot.choose(bot.option('Store driver').label);
    await bot.choose('Make this change');
    const legs = bot.sandbox.scheduledLegs(orderId);
    expect(legs?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(legs?.delivery).toMatchObject({ deliveryDay: day(clock, 7) });
  });

  it('the service refusing a change says why, changes nothing more, and shows the order as it is now', async () => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose("I'll collect it instead");
    // Meanwhile the same customer cancels it from another chat: this cancel is refused by the service.
    const other = bot.fresh();
    await other.signIn(DANA);
    await other.send({ type: 'open', word: 'reschedule', orderId });
    await other.choose("I'll collect it instead");
    await other.choose("I'll collect it instead");
    expect(other.text()).toContain("collect it at Spin City Laundry – Chelsea when it's ready");

    await bot.choose("I'll collect it instead");
    expect(bot.text()).toContain("The laundry couldn't make that change: No scheduled delivery to cancel");
    expect(bot.prompt().text).toContain('What would you like to change');
    expect(bot.prompt().options.map((o) => o.label)).toContain('Have it delivered');
    const entry = await ledgerEntry(bot, orderId);
    expect(entry.returnWindow).toBeUndefined();
    expect(entry.changes).toHaveLength(1);
    expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toHaveLength(1);
  });

  it('a courier pickup’s tip is changed; then the pickup moves to a store driver, and the tip goes with the courier', async () => {
    const orderId = await placeOrder(bot, 'collect', /DoorDash/);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({
      provider: 'ON_DEMAND',
      courierTip: 3,
    });
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Courier tip');
    expect(bot.prompt().text).toContain('The courier tip is now $3.00 per trip.');
    await bot.say('$5');
    await bot.choose('Make this change');
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({
      provider: 'ON_DEMAND',
      courierTip: 5,
    });
    expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates.at(-1)).toEqual({
      at: expect.any(String),
      pickup: { courierTip: 5 },
      paymentMethodToken: expect.stringMatching(/^pm_sbx_/),
    });

    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Pickup time');
    await bot.say('wednesday');
    await bot.choose(bot.option('Store driver').label);
    await bot.choose('Make this change');
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({
      provider: 'OWN_DRIVER',
      courierTip: 0,
    });
    // No courier leg is left: no tip to change.
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    expect(bot.prompt().options.map((o) => o.label)).not.toContain('Courier tip');
  });

  it('an order the service no longer has (a sandbox restarted) ends the change with a clear answer', async () => {
    const orderId = await placeOrder(bot, 'collect');
    const placed = await bot.ledger.getByOrderId(orderId);
    if (!placed) throw new Error('not in the ledger');
    // The bot's ledger knows order 9999; the service never heard of it.
    await bot.ledger.claim(placed.serviceCustomerId, 'zzzz-lost', placed.entry);
    await bot.ledger.settle(placed.serviceCustomerId, 'zzzz-lost', { status: 'PLACED', orderId: 9999 });
    await bot.send({ type: 'open', word: 'reschedule', orderId: 9999 });
    await bot.choose('Pickup time');
    await bot.say('wednesday');
    await bot.say('1');
    await bot.choose('Make this change');
    expect(bot.text()).toContain('The laundry has no order #9999 to change any more.');
    expect(bot.prompt().text).toBe('What would you like to do?');
    expect((await ledgerEntry(bot, 9999)).changes ?? []).toHaveLength(0);
  });

  it('an order id that is not the customer’s is not found, and nothing is sent', async () => {
    await bot.signIn(DANA);
    await bot.send({ type: 'open', word: 'reschedule', orderId: 999_999 });
    expect(bot.text()).toContain("I don't have order #999999");
    expect(bot.sandbox.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });
});

/** The laundry client's timeout in these tests, and a PATCH delay past it: applied after the bot gave up. */
const TIMEOUT_MS = 800;
const LATE_MS = 1_200;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('every change to an order happens once and is reported truthfully', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock, timeoutMs: TIMEOUT_MS });
  });
  afterEach(() => bot.close());

  /** The transportation updates the sandbox took for the order, without their time. */
  const updates = (orderId: number) =>
    (bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates ?? []).map((u) => {
      const { at: _at, ...body } = u as { at: string };
      return body;
    });
  const patches = () => bot.sandbox.requests.filter((r) => r.method === 'PATCH').length;

  /** The next PATCH is applied by the sandbox after the client gave up on it. */
  function nextPatchTimesOut() {
    bot.sandbox.failNext({
      kind: 'latency',
      latencyMs: LATE_MS,
      method: 'PATCH',
      pathPrefix: '/service-order',
    });
  }

  /** Waits until the sandbox has applied `count` updates of the order (a late one lands after the turn). */
  async function applied(orderId: number, count: number) {
    for (let i = 0; i < 50 && updates(orderId).length < count; i++) await wait(50);
    expect(updates(orderId)).toHaveLength(count);
  }

  it('a pickup move that times out is reported as not known yet and settled on the next turn, once', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Pickup time');
    await bot.say('wednesday');
    const window = bot.option('Store driver');
    await bot.choose(window.label);
    nextPatchTimesOut();
    await bot.choose('Make this change');
    expect(bot.text()).toContain(`I don't know yet whether order #${orderId} changed`);
    expect(bot.text()).not.toMatch(/Nothing is lost|Nothing was changed|failed\./);
    expect(bot.prompt().options.map((o) => o.label)).toEqual(['Check now']);
    // The ledger keeps the change pending, and the old window until it is known.
    const pending = await ledgerEntry(bot, orderId);
    expect(pending.pickup.day).toBe(day(clock, 1));
    expect(pending.pendingChange).toMatchObject({ fields: [expect.objectContaining({ field: 'Pickup' })] });
    expect(pending.changes ?? []).toHaveLength(0);
    // My orders says so too, beside the pickup as last known.
    await bot.send({ type: 'open', word: 'orders' });
    expect(bot.text()).toMatch(new RegExp(`Pickup, not confirmed yet:\\s+${dayLabel(clock, 2)}`));

    // The service did take it, after the bot gave up.
    await applied(orderId, 1);
    await bot.say('ok');
    expect(bot.text()).toContain(`Done! Order #${orderId} is changed.`);
    // Settled by sending the identical update again: absolute values, so the order is as asked.
    expect(patches()).toBe(2);
    const [first, second] = updates(orderId);
    expect(second).toEqual(first);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ windowId: Number(window.value) });
    const entry = await ledgerEntry(bot, orderId);
    expect(entry.pickup).toMatchObject({ id: Number(window.value), day: day(clock, 2) });
    expect(entry.pendingChange).toBeUndefined();
    expect(entry.changes).toHaveLength(1);
    // Nothing more is sent on the turns after.
    await bot.send({ type: 'open', word: 'orders' });
    expect(patches()).toBe(2);
    expect(bot.text()).toMatch(/Changed:\s+once/);
  });

  it('a cancelled delivery refused as "no scheduled delivery" on settling is read as done', async () => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose("I'll collect it instead");
    nextPatchTimesOut();
    await bot.choose("I'll collect it instead");
    expect(bot.text()).toContain(`I don't know yet whether order #${orderId} changed`);
    await applied(orderId, 1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();

    await bot.say('check');
    expect(bot.text()).toContain(`Done! The delivery of order #${orderId} is cancelled:`);
    expect(bot.text()).not.toContain('No scheduled delivery');
    // The second cancel was refused by the service, and only the first one changed anything.
    expect(patches()).toBe(2);
    expect(updates(orderId)).toHaveLength(1);
    const entry = await ledgerEntry(bot, orderId);
    expect(entry.returnWindow).toBeUndefined();
    expect(entry.pendingChange).toBeUndefined();
    expect(entry.changes).toHaveLength(1);
  });

  it('a change left pending by another conversation is settled when the order is opened, before any other', async () => {
    const orderId = await placeOrder(bot, 'collect', /DoorDash/);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Courier tip');
    await bot.say('$5');
    nextPatchTimesOut();
    await bot.choose('Make this change');
    expect(bot.text()).toContain("I don't know yet");
    await applied(orderId, 1);
    // The person leaves; the same customer opens the order in another chat.
    await bot.say('nevermind');
    const other = bot.fresh();
    await other.signIn(DANA);
    await other.send({ type: 'open', word: 'reschedule', orderId });
    expect(other.text()).toMatch(/A change to order #\d+ sent earlier \(reference \w+\) went through\./);
    await other.choose('Courier tip');
    expect(other.prompt().text).toContain('The courier tip is now $5.00 per trip.');
    const entry = await ledgerEntry(bot, orderId);
    expect(entry.courierTipCents).toBe(500);
    expect(entry.changes).toHaveLength(1);
    expect(patches()).toBe(2);
  });

  it('a turn re-run after the PATCH (its state save failed) sends no second PATCH and records one history entry', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Pickup time');
    await bot.say('wednesday');
    await bot.choose(bot.option('Store driver').label);
    const confirm = bot.prompt().options.filter((o) => o.role !== 'command');
    const input = {
      type: 'text' as const,
      text: String(confirm.findIndex((o) => o.label === 'Make this change') + 1),
    };
    jest.spyOn(bot.store, 'save').mockRejectedValueOnce(new Error('Throughput exceeds the current capacity'));
    await expect(bot.send(input, 'make this change', 'confirm-1')).rejects.toThrow('capacity');
    expect(patches()).toBe(1);
    // The message comes again (the queue's redelivery): the change is found made.
    await bot.send(input, 'make this change', 'confirm-1');
    expect(bot.text()).toContain(`Done! Order #${orderId} is changed.`);
    expect(patches()).toBe(1);
    const entry = await ledgerEntry(bot, orderId);
    expect(entry.pickup.day).toBe(day(clock, 2));
    expect(entry.changes).toHaveLength(1);
  });

  it('an order whose ledger settle was throttled is found by my orders and change <id> on the next turn', async () => {
    jest.spyOn(bot.ledger, 'settle').mockImplementationOnce(async () => {
      throw Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
        name: 'ProvisionedThroughputExceededException',
      });
    });
    const orderId = await placeOrder(bot, 'collect');
    expect(bot.sandbox.orders).toHaveLength(1);
    const [pending] = await bot.ledger.listByCustomer(bot.sandbox.orders[0]?.serviceCustomerId ?? 0, 5);
    expect(pending?.status).toBe('PENDING');

    await bot.send({ type: 'open', word: 'orders' });
    expect(bot.text()).toContain(`Order #${orderId}`);
    expect(await bot.ledger.getByOrderId(orderId)).toMatchObject({ status: 'PLACED', orderId });
    await bot.say(`change ${orderId}`);
    expect(bot.prompt().text).toContain(`What would you like to change on order #${orderId}?`);
    expect(bot.sandbox.orders).toHaveLength(1);
  });
});
