/**
 * Issue #15 §8: a store whose data names a zone other than TIME_ZONE (the sandbox's store 104, Los
 * Angeles; the bot runs on New York). One zone per store everywhere: the window reads the same when
 * the order is placed, in My orders, in the change flow and its confirmation, in the reminder, in
 * staff's view and the customer's notice, and on Slack's Home — kept with the order in the ledger.
 */

import { formatTimeRange } from '../../lib/calendar';
import { slackWindow } from '../../lib/channels/slack/mrkdwn';
import { ledgerEntrySchema } from '../../lib/orders/ledger-entry';
import { day, dayLabel, mondayMorning, TIME_ZONE } from '../support/clock';
import {
  blocksText,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeSimpleOrder,
} from '../support/slack-stack';
import { placeOrder, type SmsStack, startSmsStack } from '../support/sms-stack';

const clock = mondayMorning();
/** The stacks' clock: the test's, moved on when a reminder fires (the worker checks the hour then). */
let skewMs = 0;
const now = () => new Date(clock().getTime() + skewMs);

/** Lets the reminders fire with the clock at 8:00 in Los Angeles, a decent hour of the store's zone, that Monday. */
async function fireRemindersAtEightInLosAngeles(stack: SmsStack | SlackStack) {
  skewMs = 3 * 3600_000;
  await stack.fireReminders();
}

const LOS_ANGELES = 'America/Los_Angeles';
/** Riley Chen: one address, in store 104's area. */
const RILEY = '3105550105';

/** The order's pickup as the ledger keeps it, and its times as read in Los Angeles and in New York. */
async function pickupOf(ledger: SmsStack['bot']['ledger'], orderId: number) {
  const record = await ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
  if (!record) throw new Error(`order ${orderId} is not in the ledger`);
  const { startTime, endTime } = record.entry.pickup;
  return {
    entry: record.entry,
    store: formatTimeRange(startTime, endTime, LOS_ANGELES),
    business: formatTimeRange(startTime, endTime, TIME_ZONE),
  };
}

/** The SMS form of a range: GSM-7 has no en dash (nor arrow: "->"). */
const sms = (range: string) => range.replace('–', '-');

describe("a store in another zone: one zone per store, everywhere an order's times are shown", () => {
  describe('by SMS', () => {
    let stack: SmsStack;
    beforeEach(async () => {
      skewMs = 0;
      stack = await startSmsStack({ now });
    });
    afterEach(() => stack.close());

    it('a window at a Los Angeles store reads the same when placed, in My orders, in the change flow and in its reminder', async () => {
      const riley = stack.phone(`+1${RILEY}`);
      await riley.text('hi');
      await riley.text('yes');
      await riley.text(String(stack.sandbox.lastOtp(RILEY)));
      await placeOrder(riley);
      const orderId = stack.sandbox.orders[0]?.id as number;
      expect(stack.sandbox.orders[0]?.body).toMatchObject({ storeId: 104 });
      const placed = riley.lastReply.join('\n');
      const first = await pickupOf(stack.bot.ledger, orderId);
      // The own drivers' first run at the store, which New York reads three hours later.
      expect(first.store).toMatch(/^8:00–10:00 AM P[SD]T$/);
      const zone = first.store.split(' ').at(-1);
      expect(first.business).toMatch(/^11:00 AM–1:00 PM E[SD]T$/);
      expect(first.entry.store.timeZone).toBe(LOS_ANGELES);
      expect(placed).toContain(`We'll pick up ${dayLabel(clock, 1)}, ${sms(first.store)}`);

      const orders = await riley.text('my orders');
      expect(orders).toContain(`${dayLabel(clock, 1)}, ${sms(first.store)}`);
      expect(orders).not.toContain(sms(first.business));

      const change = await riley.text(`change ${orderId}`);
      expect(change).toContain(`What would you like to change on order #${orderId}?`);
      await riley.text('pickup time');
      await riley.text('wednesday');
      const windows = riley.lastReply.join('\n');
      expect(windows).toMatch(/^1 8:00-10:00 AM P[SD]T, Store driver/m);
      const review = await riley.text('1');
      expect(review).toContain(
        `Pickup: ${dayLabel(clock, 1)}, ${sms(first.store)} with the store driver -> ${dayLabel(clock, 2)}, 8:00-10:00 AM`,
      );
      const done = await riley.text('yes');
      expect(done).toContain(`Done! Order #${orderId} is changed.`);
      expect(done).toContain(`${dayLabel(clock, 2)}, 8:00-10:00 AM ${zone} with the store driver`);
      expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
      const moved = await pickupOf(stack.bot.ledger, orderId);
      expect(moved.store).toBe(`8:00–10:00 AM ${zone}`);

      await fireRemindersAtEightInLosAngeles(stack);
      const reminder = riley.received().at(-1)?.body ?? '';
      expect(reminder).toContain(
        `Reminder: order #${orderId} is picked up on ${dayLabel(clock, 2)}, 8:00-10:00 AM`,
      );
      // No time was read in New York's zone (SMS names the zone of each window).
      for (const text of riley.received()) expect(text.body).not.toMatch(/ E[SD]T\b/);
    });
  });

  describe('in Slack', () => {
    let stack: SlackStack;
    beforeEach(async () => {
      skewMs = 0;
      stack = await startSlackStack({ now, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    });
    afterEach(() => stack.close());

    it("staff's change, the customer's notice, the reminder and Home read a Los Angeles window as the store does", async () => {
      const riley = stack.person('U0RILEY');
      await signInOnSlack(stack, riley, RILEY);
      await typeSimpleOrder(riley);
      const orderId = stack.sandbox.orders[0]?.id as number;
      const first = await pickupOf(stack.bot.ledger, orderId);
      expect(first.store).toMatch(/^8:00–10:00 AM P[SD]T$/);
      const zone = first.store.split(' ').at(-1);

      const staff = stack.person('U0STAFF');
      await staff.slash(`staff ${orderId}`);
      await staff.click('Pickup time');
      await staff.pickDate(day(clock, 2));
      await staff.click(/Choose/);
      const review = blocksText(staff.openMenu().blocks);
      expect(review).toContain('old and new');
      expect(review).toContain(
        `${dayLabel(clock, 1)}, ${first.store} with the store driver → ${dayLabel(clock, 2)}, 8:00–10:00 AM ${zone} with the store driver`,
      );
      await staff.click('Make this change');
      expect(staff.transcript()).toContain(`Done! Order #${orderId} is changed.`);
      const told = riley.messages().at(-1)?.text ?? '';
      expect(told).toContain(
        `Pickup: ${dayLabel(clock, 1)}, ${first.store} with the store driver → ${dayLabel(clock, 2)}, 8:00–10:00 AM ${zone} with the store driver`,
      );

      await fireRemindersAtEightInLosAngeles(stack);
      const reminder = riley.messages().find((m) => m.text.startsWith('Reminder:'));
      expect(reminder?.text).toContain(`picked up on ${dayLabel(clock, 2)}, 8:00–10:00 AM`);

      await riley.openHome();
      const moved = await pickupOf(stack.bot.ledger, orderId);
      const home = JSON.stringify(stack.slackApi.homes.get('U0RILEY')?.blocks ?? []);
      const window = { startTime: moved.entry.pickup.startTime, endTime: moved.entry.pickup.endTime };
      expect(home).toContain(JSON.stringify(slackWindow({ ...window, timeZone: LOS_ANGELES })).slice(1, -1));
      expect(home).not.toContain(
        JSON.stringify(slackWindow({ ...window, timeZone: TIME_ZONE })).slice(1, -1),
      );
    });
  });
});
