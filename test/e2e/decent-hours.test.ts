/**
 * Decent hours (issue 18): what the bot texts on its own goes out only from 8:00 to 21:00 in the
 * store's zone; replies to the customer's own texts never wait. Through the SMS stack, on a clock moved
 * to the night, asserting what Twilio's recorder and the reminders' schedule hold.
 */

import { isDecent } from '../../lib/reminders/quiet-hours';
import type { QueuedNotice } from '../../lib/worker/work';
import { mondayMorning, TIME_ZONE } from '../support/clock';
import { placeOrder, type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

const clock = mondayMorning();
const HOUR = 3600_000;
/** The stack's clock: the test's, moved on by `skewMs`. */
let skewMs = 0;
const now = () => new Date(clock().getTime() + skewMs);

const DANA = '+12125550101';

/** The local hour and minute of an instant in the store's zone, `HH:MM`. */
const localTime = (at: number) =>
  new Date(at).toLocaleTimeString('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

describe('decent hours by SMS', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    skewMs = 0;
    stack = await startSmsStack({ now, env: { CONVERSATION_IDLE_HOURS: '72' } });
  });
  afterEach(() => stack.close());

  it('a reminder an hour before an 8:00 window is moved to 20:30 the evening before, never sent at night', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const [reminder] = stack.reminders.pending();
    if (!reminder) throw new Error('no reminder scheduled');
    // Tomorrow's first window starts at 8:00: due at 7:00, too late at 8:00, so 20:30 tonight (half an hour before quiet hours).
    expect(localTime(Date.parse(reminder.startTime))).toBe('08:00');
    expect(localTime(reminder.at)).toBe('20:30');
    expect(reminder.at).toBeLessThan(Date.parse(reminder.startTime) - HOUR);
    expect(isDecent(reminder.at, TIME_ZONE)).toBe(true);
  });

  it('a notice of a staff change texted at 22:30 waits for 8:00; the customer’s own text at 22:30 is answered at once', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    // Monday 22:30 in New York.
    skewMs = 14.5 * HOUR;
    expect(localTime(now().getTime())).toBe('22:30');

    const answered = await dana.text('orders');
    expect(answered).toContain(`#${orderId}`);

    const texted = dana.received().length;
    const notice: QueuedNotice = {
      v: 1,
      kind: 'notice',
      key: stack.keyOf(DANA),
      messageId: 'notice-night',
      text: `Our support team changed your order #${orderId}.`,
      timeZone: TIME_ZONE,
      receivedAt: now().getTime(),
    };
    await stack.queue.send({
      groupId: notice.key,
      deduplicationId: notice.messageId,
      body: JSON.stringify(notice),
    });
    await stack.queue.drain();
    expect(dana.received()).toHaveLength(texted);
    expect(stack.workerLog.map((line) => line.msg)).toContain('notice deferred to decent hours');

    // Tuesday 8:00: the deferred notice comes due, and is texted once.
    skewMs = 24 * HOUR;
    await stack.fireReminders();
    const sent = dana.received().slice(texted);
    expect(sent.map((m) => m.body)).toContain(`Our support team changed your order #${orderId}.`);
    expect(sent.filter((m) => m.body.includes('Our support team'))).toHaveLength(1);
  });
});
