/**
 * Support staff in Slack: `/laundry staff <order or phone>` changes a customer's order with the
 * customer's own flow, acting with the customer's session (or the business's dispatch credential);
 * the customer is told in their DM; the ledger records the staff member. Anyone else is refused, and
 * the refusal is logged without personal data.
 */

import { slackKey } from '../../lib/conversation/key';
import { CHANGES_KEPT, type LedgerEntry, ledgerEntrySchema } from '../../lib/orders/ledger-entry';
import { day, dayLabel, mondayMorning } from '../support/clock';
import { TEAM } from '../support/slack-payloads';
import {
  blocksText,
  killWorkerOnce,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeSimpleOrder,
} from '../support/slack-stack';

const clock = mondayMorning();

const DANA_PHONE = '2125550101';
const DISPATCH = 'dispatch-credential-for-tests';

async function danaPlacesAnOrder(stack: SlackStack): Promise<number> {
  const dana = stack.person('U0DANA');
  await signInOnSlack(stack, dana, DANA_PHONE);
  await typeSimpleOrder(dana);
  const order = stack.sandbox.orders.at(-1);
  if (!order) throw new Error(dana.transcript());
  return order.id;
}

describe('support staff change a customer’s order in Slack', () => {
  let stack: SlackStack;
  afterEach(() => stack.close());

  it('moves the pickup for the customer: the sandbox has it, the customer is told, the ledger names the staff member', async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    const orderId = await danaPlacesAnOrder(stack);
    const staff = stack.person('U0STAFF');
    await staff.slash(`staff ${orderId}`);
    expect(blocksText(staff.openMenu().blocks)).toContain(
      `What would you like to change on order #${orderId}?`,
    );
    await staff.click('Pickup time');
    await staff.pickDate(day(clock, 2));
    await staff.click(/Choose/);
    expect(blocksText(staff.openMenu().blocks)).toContain('old and new');
    await staff.click('Make this change');
    expect(staff.transcript()).toContain(`Done! Order #${orderId} is changed.`);

    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
    const record = await stack.bot.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
    expect(record?.entry.changes).toEqual([
      expect.objectContaining({ staff: '<@U0STAFF>', by: `slack-staff:${TEAM}:U0STAFF` }),
    ]);
    const dana = stack.person('U0DANA');
    const told = dana.messages().at(-1)?.text ?? '';
    expect(told).toContain(`Our support team changed your order #${orderId}:`);
    expect(told).toMatch(new RegExp(`Pickup:\\s+${dayLabel(clock, 1)}.* → ${dayLabel(clock, 2)}`));
    // The customer's token went nowhere near Slack.
    const link = await stack.bot.store.loadLink(slackKey(TEAM, 'U0DANA'));
    expect(link?.token).toBeTruthy();
    expect(JSON.stringify(stack.slackApi.calls)).not.toContain(link?.token);
    // Dana is asked about it in her own conversation; answered, it is as she left it: her menu, not the staff's flow.
    await dana.click('Keep it');
    expect(blocksText(dana.openMenu().blocks)).toContain('What would you like to do?');
  });

  it("staff are shown Slack's own commands: the Slack channel gives the dialog its words", async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    const staff = stack.person('U0STAFF');
    await staff.slash('staff');
    expect(staff.transcript()).toContain(
      'Which order? Give its number, or the customer’s phone number (in Slack: /laundry staff 5001).',
    );
  });

  it('staff typing in their DM answer the desk, not their own customer conversation', async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    const orderId = await danaPlacesAnOrder(stack);
    const staff = stack.person('U0STAFF');
    await staff.slash('staff');
    expect(staff.transcript()).toContain('Which order? Give its number');
    await staff.type(String(orderId));
    expect(blocksText(staff.openMenu().blocks)).toContain(
      `What would you like to change on order #${orderId}?`,
    );
    // Their own conversation was never reached: no greeting, no sign-in, no menu of theirs.
    expect(staff.transcript()).not.toContain('I can book a laundry');
    expect(staff.transcript()).not.toMatch(/mobile number|sign you in/i);
    expect(await stack.bot.store.loadLink(slackKey(TEAM, 'U0STAFF'))).toBeUndefined();
    await staff.click('Pickup time');
    await staff.pickDate(day(clock, 2));
    await staff.click(/Choose/);
    await staff.click('Make this change');
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
  });

  it('a member of the staff user group finds the customer by phone and sees their orders', async () => {
    stack = await startSlackStack({
      now: clock,
      env: { STAFF_SLACK_USERGROUP_ID: 'S0SUPPORT' },
      usergroups: { S0SUPPORT: ['U0LEE'] },
    });
    const orderId = await danaPlacesAnOrder(stack);
    const lee = stack.person('U0LEE');
    await lee.slash('staff (212) 555-0101');
    expect(lee.transcript()).toContain(`Order #${orderId}`);
    expect(lee.transcript()).not.toContain('I can book a laundry');
    expect(blocksText(lee.openMenu().blocks)).toContain('Would you like to change it?');
    await lee.click(`Order #${orderId}`);
    expect(blocksText(lee.openMenu().blocks)).toContain(
      `What would you like to change on order #${orderId}?`,
    );
  });

  it('refuses anyone else, by command or by a click on a staff menu, and logs it without personal data', async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    const orderId = await danaPlacesAnOrder(stack);
    const sam = stack.person('U0SAM');
    await sam.slash(`staff ${orderId}`);
    expect(sam.messages().at(-1)?.text).toContain('is for Laundry’s support staff'.replace('’', "'"));
    const staff = stack.person('U0STAFF');
    await staff.slash(`staff ${orderId}`);
    // Sam clicks a staff menu (a forged payload would look the same): refused too.
    await sam.click('Pickup time', staff.openMenu());
    const refusals = stack.workerLog.filter((line) => line.msg.includes('staff command refused'));
    expect(refusals).toHaveLength(2);
    // Without the message ids: Slack makes them from the clock, so any digits may turn up in them.
    const logged = refusals.map(({ messageId: _id, ...line }) => line);
    expect(JSON.stringify(logged)).not.toMatch(/555|0101|U0DANA/);
    expect(stack.sandbox.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it("a refused staff command is named as a staff refusal, for the operator's StaffRefusals metric", async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    await stack.person('U0SAM').slash('staff 5001');
    expect(stack.workerLog.filter((line) => line.event === 'staff-refused').map((line) => line.msg)).toEqual([
      'turn answered by its channel: staff command refused (not staff)',
    ]);
  });

  it('an address label with <!channel> reaches Slack as text, in the staff notice to the customer too', async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    const orderId = await danaPlacesAnOrder(stack);
    const [home] = stack.sandbox.customer(1001)?.addresses ?? [];
    const evil = '<https://evil.example|Confirm your card> <!channel>';
    stack.sandbox.addAddress(1001, { address1: evil, city: '', googlePlacesId: home?.googlePlacesId ?? '' });
    const staff = stack.person('U0STAFF');
    await staff.slash(`staff ${orderId}`);
    await staff.click('Address');
    await staff.click(/evil\.example/);
    if (/tip/i.test(blocksText(staff.openMenu().blocks))) await staff.type('skip');
    await staff.click('Make this change');
    expect(staff.transcript()).toContain(`Done! Order #${orderId} is changed.`);
    const told = stack.person('U0DANA').messages().at(-1);
    const shown = `${told?.text ?? ''}\n${blocksText(told?.blocks ?? [])}`;
    expect(shown).toContain('&lt;https://evil.example|Confirm your card&gt; &lt;!channel&gt;');
    expect(shown).not.toContain('<!channel>');
    expect(shown).not.toContain('<https://evil.example');
  });

  it('a missing_scope from usergroups is not staff and the turn is not retried', async () => {
    stack = await startSlackStack({
      now: clock,
      env: { STAFF_SLACK_USERGROUP_ID: 'S0SUPPORT' },
      usergroups: { S0SUPPORT: ['U0LEE'] },
    });
    stack.slackApi.failNext('usergroups.users.list', 'missing_scope');
    const lee = stack.person('U0LEE');
    await lee.slash('staff 5001');
    expect(lee.messages().at(-1)?.text).toContain("is for Laundry's support staff");
    expect(stack.workerLog.filter((line) => line.level === 'error')).toEqual([]);
    const lookups = stack.slackApi.calls.filter((call) => call.method === 'usergroups.users.list');
    expect(lookups).toHaveLength(1);
    const problem = stack.workerLog.filter((line) => line.msg.includes('user group'));
    expect(problem).toEqual([
      expect.objectContaining({ level: 'warn', msg: expect.stringContaining('missing_scope') }),
    ]);
  });

  it('where the customer signed out: no dispatch credential, so staff are told to ask them to sign in again', async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    const orderId = await danaPlacesAnOrder(stack);
    await stack.person('U0DANA').slash('signout');
    const staff = stack.person('U0STAFF');
    await staff.slash(`staff ${orderId}`);
    expect(staff.transcript()).toContain('Ask them to sign in again');
    expect(staff.transcript()).not.toContain('What would you like to change');
    expect(stack.sandbox.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('where the customer’s token has expired, staff act with the dispatch credential', async () => {
    stack = await startSlackStack({
      now: clock,
      sandbox: { dispatchToken: DISPATCH },
      env: { STAFF_SLACK_USER_IDS: 'U0STAFF', STAFF_DISPATCH_TOKEN: DISPATCH },
    });
    const orderId = await danaPlacesAnOrder(stack);
    stack.sandbox.expireTokens();
    const staff = stack.person('U0STAFF');
    await staff.slash(`staff ${orderId}`);
    await staff.click('Pickup time');
    await staff.pickDate(day(clock, 2));
    await staff.click(/Choose/);
    await staff.click('Make this change');
    expect(staff.transcript()).toContain(`Done! Order #${orderId} is changed.`);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
    const patch = stack.sandbox.requests.find(
      (r) => r.method === 'PATCH' && r.headers.authorization === `Bearer ${DISPATCH}`,
    );
    expect(patch).toBeDefined();
    expect(JSON.stringify(stack.slackApi.calls)).not.toContain(DISPATCH);
  });
});

describe('a staff change is made, recorded and told once, whatever happens to the worker', () => {
  let stack: SlackStack;
  let orderId: number;
  let staff: ReturnType<SlackStack['person']>;
  beforeEach(async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    orderId = await danaPlacesAnOrder(stack);
    staff = stack.person('U0STAFF');
    await staff.slash(`staff ${orderId}`);
    await staff.click('Pickup time');
    await staff.pickDate(day(clock, 2));
    await staff.click(/Choose/);
  });
  afterEach(() => stack.close());

  const patches = () => stack.sandbox.requests.filter((r) => r.method === 'PATCH');
  const toldDana = () =>
    stack
      .person('U0DANA')
      .messages()
      .filter((m) => m.text?.includes(`Our support team changed your order #${orderId}:`));
  const staffDone = () => staff.transcript().split(`Done! Order #${orderId} is changed.`).length - 1;

  async function history() {
    const record = await stack.bot.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
    return record?.entry.changes ?? [];
  }

  it('a turn redelivered after the PATCH (its state save failed) sends no second PATCH and records one history entry', async () => {
    jest
      .spyOn(stack.bot.store, 'save')
      .mockRejectedValueOnce(new Error('Throughput exceeds the current capacity of your table'));
    await staff.click('Make this change');
    expect(stack.workerLog.some((line) => line.msg === 'turn failed, will be retried')).toBe(true);

    expect(patches()).toHaveLength(1);
    expect(await history()).toEqual([expect.objectContaining({ staff: '<@U0STAFF>' })]);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
    expect(staffDone()).toBe(1);
    expect(toldDana()).toHaveLength(1);
  });

  it('a worker killed after the change was recorded: the redelivered turn sends no second PATCH and records one history entry', async () => {
    const dieAfter = killWorkerOnce(stack);
    const { ledger } = stack.bot;
    const real = ledger.amend.bind(ledger);
    // The write that records the change in the history (not the one keeping it pending).
    jest.spyOn(ledger, 'amend').mockImplementation((...args) => {
      const recorded = ((args[2] as LedgerEntry).changes ?? []).length > 0;
      if (!recorded) return real(...args);
      jest.mocked(ledger.amend).mockRestore();
      return dieAfter(real(...args));
    });
    await staff.click('Make this change');
    expect(stack.workerLog.some((line) => line.msg === 'turn failed, will be retried')).toBe(true);

    expect(patches()).toHaveLength(1);
    expect(await history()).toHaveLength(1);
    expect(staffDone()).toBe(1);
    expect(toldDana()).toHaveLength(1);
  });

  it('a worker killed right after the PATCH answered: the redelivered turn settles it with the identical update, and it is recorded and told once', async () => {
    const dieAfter = killWorkerOnce(stack);
    const { laundry } = stack.bot;
    const real = laundry.updateTransportation.bind(laundry);
    jest.spyOn(laundry, 'updateTransportation').mockImplementationOnce((...args) => dieAfter(real(...args)));
    await staff.click('Make this change');

    // Sent again as it was (absolute values), so the order is as asked; recorded and told once.
    const bodies = patches().map((r) => r.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(await history()).toHaveLength(1);
    expect(staffDone()).toBe(1);
    expect(toldDana()).toHaveLength(1);
  });
});

describe('an order’s history stays bounded', () => {
  let stack: SlackStack;
  afterEach(() => stack.close());

  it('an order changed 2,500 times can still be changed, by the customer and by staff, and no item grows', async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    const orderId = await danaPlacesAnOrder(stack);
    const { ledger } = stack.bot;
    const placed = await ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
    if (!placed) throw new Error('not in the ledger');
    // 2,500 tip changes, written whole in the entry as before the history was capped.
    const changes = Array.from({ length: 2_500 }, (_, i) => ({
      at: clock().toISOString(),
      by: slackKey(TEAM, 'U0DANA'),
      fields: [{ field: 'Courier tip', from: `$${i % 9}`, to: `$${(i + 1) % 9}` }],
    }));
    await ledger.amend(
      placed.serviceCustomerId,
      placed.confirmationId,
      { ...placed.entry, changes },
      placed.updatedAt,
    );
    const size = async () => {
      const record = await ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
      return { bytes: JSON.stringify(record?.entry).length, entry: record?.entry };
    };
    expect((await size()).bytes).toBeGreaterThan(300_000);

    const dana = stack.person('U0DANA');
    await dana.type(`change ${orderId}`);
    await dana.click('Pickup time');
    await dana.pickDate(day(clock, 2));
    await dana.click(/Choose/);
    await dana.click('Make this change');
    expect(dana.transcript()).toContain(`Done! Order #${orderId} is changed.`);
    // The conversation kept the order's ids, not its record.
    const state = await stack.bot.store.load(slackKey(TEAM, 'U0DANA'));
    expect(JSON.stringify(state.state).length).toBeLessThan(50_000);

    const staff = stack.person('U0STAFF');
    await staff.slash(`staff ${orderId}`);
    await staff.click('Pickup time');
    // Friday: the sandbox runs no Thursday, and a day without windows is asked again, never swapped.
    await staff.pickDate(day(clock, 4));
    await staff.click(/Choose/);
    await staff.click('Make this change');
    expect(staff.transcript()).toContain(`Done! Order #${orderId} is changed.`);
    const after = await size();
    const pickup = stack.sandbox.scheduledLegs(orderId)?.pickup;
    expect(pickup?.deliveryDay).not.toBe(day(clock, 2));
    expect(after.entry?.pickup.day).toBe(pickup?.deliveryDay);
    expect(after.bytes).toBeLessThan(50_000);
    expect(after.entry?.changeCount).toBe(2_502);
    expect(after.entry?.changes).toHaveLength(CHANGES_KEPT);
    expect(after.entry?.changes?.at(-1)).toMatchObject({ staff: '<@U0STAFF>' });
    await dana.type('my orders');
    expect(dana.transcript()).toMatch(/Changed\W+2,502 times/);
  });
});
