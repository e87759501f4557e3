/**
 * Staff's batch (issue 38): one request for many orders, listed from the bot's own ledger with each
 * customer, new window and fee change; staff drop some and confirm; the worker changes each order once
 * (as the sandbox records it), shows its progress in one Slack message updated in place, and tells each
 * customer. Through the Slack stack (Bolt's receiver, real signatures) over the sandbox and DynamoDB Local.
 */
import { day, mondayMorning } from '../support/clock';
import {
  blocksText,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeOrderToSummary,
  typeSimpleOrder,
} from '../support/slack-stack';
import {
  type BatchStacks,
  patches,
  runQueued as runQueuedOn,
  smsOrders as smsOrdersOn,
  startBatchStacks,
  typeAnyOrder,
  updates,
} from '../support/staff-batch';

const clock = mondayMorning();
const runQueued = (stack: SlackStack) => runQueuedOn(stack, clock);

describe("staff's batch", () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
  });
  afterEach(() => stack.close());

  it("lists tomorrow's pickups from the ledger, runs the ones kept once each, and shows the tally in one message", async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    await typeSimpleOrder(dana);
    await typeSimpleOrder(dana);
    const [first, second] = stack.sandbox.orders.map((o) => o.id) as [number, number];
    const staff = stack.person('U0STAFF');
    await staff.slash("staff move tomorrow's pickups to Wednesday, same times");
    const list = blocksText(staff.openMenu().blocks);
    expect(list).toContain("From the bot's own ledger");
    expect(list).toContain("the laundry service can't list orders");
    expect(list).toMatch(new RegExp(`#${first} · Slack user U0DANA · .*→ Wed.*8:00.*Store driver`));
    expect(list).toContain(`#${second}`);
    expect(list).not.toMatch(/\d{3}-\d{4}/);
    await staff.type(`drop ${second}`);
    expect(blocksText(staff.openMenu().blocks)).not.toContain(`#${second} ·`);
    await staff.click('Move these orders (1)');
    expect(updates(stack, first)).toHaveLength(0);
    await runQueued(stack);

    expect(updates(stack, first)).toHaveLength(1);
    expect(updates(stack, second)).toHaveLength(0);
    expect(stack.sandbox.scheduledLegs(first)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
    const progress = staff.messages().filter((m) => /^Batch (running|done)/.test(m.text));
    expect(progress).toHaveLength(1);
    expect(progress[0]?.text).toContain('Batch done: 1 of 1 orders handled. Moved: 1.');
    expect(blocksText(dana.openMenu().blocks)).toContain(`Our support team changed your order #${first}:`);
  });
});

describe("staff's batch across Slack and SMS, English and Spanish (issue 38's done-when)", () => {
  let stack: SlackStack;
  let sms: BatchStacks['sms'];
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ stack, sms, close } = await startBatchStacks(clock));
  });
  afterEach(() => close());

  const smsOrders = (number: string, count: number) => smsOrdersOn(stack, sms, number, count);

  it('12 orders moved in one request: each PATCHed once though the worker dies midway, each customer told once in their language, the opted-out phone nothing, a refusal listed with its reason', async () => {
    // By SMS first, while the store driver's window has room. Dana's phone is her own conversation by SMS: it opts out.
    const danaPhone = await smsOrders('+12125550101', 1);
    const riley = await smsOrders('+13105550105', 1);
    await riley.text('español');
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    await typeSimpleOrder(dana);
    await typeSimpleOrder(dana);
    // Delivered on Friday: moved to Friday at 8 AM, its pickup would pass its delivery; the service refuses.
    await typeOrderToSummary(dana, 'delivery');
    await dana.click('Place order');
    const sam = stack.person('U0SAM');
    await signInOnSlack(stack, sam, '2125550102');
    for (let i = 0; i < 4; i++) await typeAnyOrder(sam);
    await sam.type('español');
    const kim = stack.person('U0KIM');
    await signInOnSlack(stack, kim, '2125550103');
    for (let i = 0; i < 3; i++) await typeAnyOrder(kim);
    await danaPhone.text('STOP');
    const orders = stack.sandbox.orders.map((o) => o.id);
    expect(orders).toHaveLength(12);
    const refused = orders[4] as number;
    const told = {
      dana: dana.messages().length,
      sam: sam.messages().length,
      kim: kim.messages().length,
      danaPhone: danaPhone.received().length,
      riley: riley.received().length,
    };

    const staff = stack.person('U0STAFF');
    await staff.slash("staff move tomorrow's pickups to Friday, same times");
    expect(blocksText(staff.openMenu().blocks)).toContain('12 orders.');
    await staff.click('Move these orders (12)');
    // The worker dies once, after the fifth order's outcome is recorded: the queue delivers the batch again.
    const record = jest.spyOn(stack.bot.batches.store, 'record');
    const real = record.getMockImplementation() ?? stack.bot.batches.store.record;
    let recorded = 0;
    record.mockImplementation(async (...args) => {
      await real(...args);
      if (++recorded === 5) throw new Error('worker killed');
    });
    await runQueued(stack);

    // What the service was sent: one PATCH per order, the refused one's included; what it took: all but that one.
    expect(orders.map((id) => patches(stack, id))).toEqual(orders.map(() => 1));
    expect(orders.map((id) => updates(stack, id).length)).toEqual(
      orders.map((id) => (id === refused ? 0 : 1)),
    );
    expect(stack.workerLog.some((l) => l.msg === 'batch failed, will be retried')).toBe(true);
    const tally = staff.messages().filter((m) => /^Batch (running|done)/.test(m.text));
    expect(tally).toHaveLength(1);
    expect(tally[0]?.text).toContain('Batch done: 12 of 12 orders handled. Moved: 11.');
    expect(tally[0]?.text).toContain(
      `Refused #${refused}: The delivery window must start after the pickup window`,
    );

    const newDana = dana
      .messages()
      .slice(told.dana)
      .map((m) => blocksText(m.blocks) || m.text);
    expect(newDana.filter((t) => t.includes('Our support team changed your order'))).toHaveLength(2);
    const newSam = sam
      .messages()
      .slice(told.sam)
      .map((m) => blocksText(m.blocks) || m.text);
    expect(newSam.filter((t) => t.includes('Nuestro equipo de soporte hizo cambios'))).toHaveLength(4);
    const newKim = kim
      .messages()
      .slice(told.kim)
      .map((m) => blocksText(m.blocks) || m.text);
    expect(newKim.filter((t) => t.includes('Our support team changed your order'))).toHaveLength(3);
    const texts = (phone: typeof riley, since: number) =>
      phone
        .received()
        .slice(since)
        .map((m) => m.body);
    // Riley's store is in Los Angeles, where it is 5 AM: her notice is held for 8:00 there, not sent.
    expect(texts(riley, told.riley)).toEqual([]);
    expect(stack.workerLog.some((l) => l.msg === 'notice deferred to decent hours')).toBe(true);
    expect(texts(danaPhone, told.danaPhone)).toEqual([]);

    // Answerable, in the customer's own conversation: kept, and nothing more is sent.
    await dana.click('Keep it');
    expect(dana.transcript()).toMatch(/Great: order #\d+ stays as it is\./);
    expect(orders.map((id) => patches(stack, id))).toEqual(orders.map(() => 1));
  }, 600_000);
});
