/**
 * After the order in Slack: Home's Change opens the change flow in the DM; reminders go to the DM
 * before each window, follow the window when it moves, and a reminder of a window moved since is
 * not sent.
 */
import { slackKey } from '../../lib/conversation/key';
import { isDecent } from '../../lib/reminders/quiet-hours';
import { reminderMessage } from '../../lib/reminders/reminders';
import { day, dayLabel, mondayMorning } from '../support/clock';
import { TEAM } from '../support/slack-payloads';
import {
  blocksText,
  controls,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeOrderToSummary,
  typeSimpleOrder,
} from '../support/slack-stack';

const clock = mondayMorning();

describe('changing an order and its reminders in Slack', () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: clock });
  });
  afterEach(() => stack.close());

  it('Home’s Change opens the order; a delivery is added with buttons, and the sandbox has it', async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    await typeSimpleOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    await dana.openHome();
    await dana.clickHome('home:change');
    expect(blocksText(dana.openMenu().blocks)).toContain(
      `What would you like to change on order #${orderId}?`,
    );
    await dana.click('Have it delivered');
    await dana.pickDate(day(clock, 4));
    await dana.click(/Choose/);
    await dana.click('Make this change');
    expect(dana.transcript()).toContain(`Done! Order #${orderId} is changed.`);
    expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(stack.reminders.pending().map((r) => r.leg)).toEqual(['pickup', 'delivery']);
  });

  it('in Slack: the delivery moved, then cancelled behind its confirm; preferences, notes and products read back from the sandbox', async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    await typeOrderToSummary(dana, 'delivery');
    await dana.click('Place order');
    const orderId = stack.sandbox.orders[0]?.id as number;

    await dana.slash(`reschedule ${orderId}`);
    await dana.click('Delivery time');
    await dana.pickDate(day(clock, 5));
    await dana.click(/Choose/);
    await dana.click('Make this change');
    expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });

    await dana.slash(`reschedule ${orderId}`);
    await dana.click("I'll collect it instead");
    await dana.click("I'll collect it instead");
    expect(dana.transcript()).toContain('collect it at Spin City Laundry');
    expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
    // Its reminder went with it.
    expect(stack.reminders.pending().map((r) => r.leg)).toEqual(['pickup']);

    await dana.slash('preferences');
    await dana.click('Detergent');
    await dana.click('Eco-friendly');
    expect(
      stack.sandbox
        .customer(1001)
        ?.selections.get(401)
        ?.map((s) => s.optionId),
    ).toEqual([413]);
    await dana.click('Notes for the laundry');
    await dana.type('Ring twice, please.');
    await dana.click('Save notes');
    expect(stack.sandbox.customer(1001)?.notes).toBe('Ring twice, please.');

    await dana.slash('products');
    expect(dana.transcript()).toContain('Liquid detergent');
    expect(dana.transcript()).not.toContain('Holiday tote');
  });

  it('a reminder comes to the DM before the pickup; after a move, the old one is not sent', async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    await typeSimpleOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    const [first] = stack.reminders.pending();
    expect(first).toMatchObject({ orderId, leg: 'pickup', key: slackKey(TEAM, 'U0DANA') });
    // Due an hour before the window or earlier: at a decent hour in the store's zone (a window at
    // 8:00 is reminded of at 20:30 the evening before).
    expect(Date.parse(first?.startTime ?? '') - (first?.at ?? 0)).toBeGreaterThanOrEqual(60 * 60_000);
    expect(isDecent(first?.at ?? 0, 'America/New_York')).toBe(true);

    await dana.type(`change ${orderId}`);
    await dana.click('Pickup time');
    await dana.pickDate(day(clock, 2));
    await dana.click(/Choose/);
    await dana.click('Make this change');
    const [moved] = stack.reminders.pending();
    expect(moved?.startTime).not.toBe(first?.startTime);

    // The first window's reminder arrives late anyway (a schedule replaced as it fired): not sent.
    if (!first) throw new Error('no reminder');
    await stack.queue.send(reminderMessage(first, Date.parse(first.startTime)));
    await stack.queue.drain();
    expect(dana.messages().filter((m) => m.text.startsWith('Reminder:'))).toHaveLength(0);
    expect(stack.workerLog.map((l) => l.msg)).toContain(
      'reminder skipped: the window moved or was cancelled',
    );

    await stack.fireReminders();
    const reminders = dana.messages().filter((m) => m.text.startsWith('Reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(`order #${orderId} is picked up on ${dayLabel(clock, 2)}`);
    expect(reminders[0]?.text).toContain('Please have the bags ready.');
    // Answerable: buttons for what can be done with the order now.
    expect(controls(reminders[0]?.blocks ?? []).map((c) => c.text)).toEqual(['Keep it', 'Move the pickup']);
  });
});
