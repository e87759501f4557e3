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
  typeSimpleOrder,
} from '../support/slack-stack';

const clock = mondayMorning();

const updates = (stack: SlackStack, orderId: number) =>
  stack.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates ?? [];

/** Lets the batch's queued run come due (it is queued for now), and waits for the worker. */
async function runQueued(stack: SlackStack) {
  await stack.reminders.comeDue(clock().getTime() + 1000);
  await stack.queue.drain();
}

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
