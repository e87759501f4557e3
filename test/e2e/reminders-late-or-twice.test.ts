/**
 * Reminders as EventBridge Scheduler delivers them: at least once, sometimes late (issue 25). Decent
 * hours are checked when a reminder is sent (invariant reminder-sent-at-decent-hour), and a reminder
 * fired twice is texted once (invariant reminder-sent-once). Through the SMS stack, with the Scheduler's
 * stand-in firing late and twice, asserting what Twilio's recorder got.
 */
import { decentTime, isDecent } from '../../lib/reminders/quiet-hours';
import { mondayMorning, TIME_ZONE } from '../support/clock';
import { type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

const clock = mondayMorning();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The stack's clock: the test's, moved on by `skewMs`. */
let skewMs = 0;
const now = () => new Date(clock().getTime() + skewMs);

const DANA = '+12125550101';

/** The local hour and minute of an instant in the store's zone, `HH:MM`. */
const localTime = (at: number) =>
  new Date(at).toLocaleTimeString('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

type Phone = ReturnType<SmsStack['phone']>;

/** Dana's order for tomorrow, in the window answered by `window` ('1': 8:00, the first one). */
async function placeOrderIn(dana: Phone, window: string) {
  for (const answer of ['new order', '1', 'wash and fold', 'none', 'skip', '1', 'tomorrow']) {
    await dana.text(answer);
  }
  await dana.text(window);
  for (const answer of ['collect', 'just this once', '1', 'no code', 'no', 'skip', 'place it']) {
    if (answer === '1' && !/Which card/.test(dana.lastReply.join('\n'))) continue;
    await dana.text(answer);
  }
  if (!/is placed/.test(dana.lastReply.join('\n'))) throw new Error(dana.lastReply.join('\n'));
}

/** The reminder texts Dana got. */
const reminders = (dana: Phone) => dana.received().filter((m) => m.body.includes('Reminder: order #'));

describe('reminders delivered late or twice', () => {
  let stack: SmsStack;
  async function start(env: Record<string, string> = {}) {
    skewMs = 0;
    stack = await startSmsStack({ now, env: { CONVERSATION_IDLE_HOURS: '72', ...env } });
  }
  afterEach(() => stack.close());

  /** Dana signed in, with an order in `window` tomorrow: its reminder, pending. */
  async function orderWithReminder(window: string) {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrderIn(dana, window);
    const [reminder] = stack.reminders.pending();
    if (!reminder) throw new Error('no reminder scheduled');
    return { dana, reminder };
  }

  /** Moves the stack's clock to `at` and lets what is due by then fire, and the worker handle it. */
  async function fireAt(at: number) {
    skewMs = at - clock().getTime();
    await stack.fireReminders(at);
  }

  it('a reminder for an 8:00 window that reaches the worker at 21:05 is not texted at night, and is dropped', async () => {
    await start();
    const { dana, reminder } = await orderWithReminder('1');
    expect(localTime(Date.parse(reminder.startTime))).toBe('08:00');
    // Its first send failed; the queue gave it back late: at 21:05 store time.
    expect(localTime(reminder.at)).toBe('20:30');
    stack.reminders.delivery.lateMs = 35 * MINUTE;
    const late = reminder.at + 35 * MINUTE;
    expect(localTime(late)).toBe('21:05');
    await fireAt(reminder.at);
    await fireAt(late + 1000);

    expect(reminders(dana)).toHaveLength(0);
    expect(stack.workerLog.map((line) => line.msg)).toContain('reminder dropped: night until its window');
  });

  it('a reminder that reaches the worker at 23:29 for a noon window is held to 8:00, texted once then, though fired twice', async () => {
    // Due 16 hours before a noon window: 20:00 the evening before.
    await start({ REMINDER_LEAD_MINUTES: String(16 * 60) });
    const { dana, reminder } = await orderWithReminder('12pm store driver');
    expect(localTime(Date.parse(reminder.startTime))).toBe('12:00');
    expect(localTime(reminder.at)).toBe('20:00');
    stack.reminders.delivery.lateMs = 3 * HOUR + 29 * MINUTE;
    stack.reminders.delivery.againAfterMs = 6 * MINUTE;
    const late = reminder.at + 3 * HOUR + 29 * MINUTE;
    expect(localTime(late)).toBe('23:29');

    await fireAt(reminder.at);
    expect(reminders(dana)).toHaveLength(0);
    stack.reminders.delivery.lateMs = 0;
    await fireAt(late + 1000);
    expect(reminders(dana)).toHaveLength(0);
    // The same reminder fired again six minutes on: held once, not twice.
    await fireAt(late + 7 * MINUTE);
    expect(reminders(dana)).toHaveLength(0);
    expect(stack.workerLog.filter((line) => line.msg === 'reminder held to decent hours')).toHaveLength(2);

    // 8:00: the held reminder is texted, once, at a decent hour (this time on time, then again).
    const morning = decentTime(late, TIME_ZONE);
    expect(localTime(morning)).toBe('08:00');
    await fireAt(morning + 1000);
    await fireAt(morning + 10 * MINUTE);
    expect(reminders(dana)).toHaveLength(1);
    expect(isDecent(now().getTime(), TIME_ZONE)).toBe(true);
  });

  it('a reminder fired twice, the second after the customer has talked on, is texted once', async () => {
    await start();
    const { dana, reminder } = await orderWithReminder('1');
    stack.reminders.delivery.againAfterMs = 20 * MINUTE;
    await fireAt(reminder.at + 1000);
    expect(reminders(dana)).toHaveLength(1);
    // Dana answers and chats on: more turns than the conversation keeps a record of.
    await dana.text('1');
    for (let i = 0; i < 6; i++) await dana.text('hi');
    await fireAt(now().getTime() + 21 * MINUTE);
    expect(reminders(dana)).toHaveLength(1);
    expect(stack.workerLog.map((line) => line.msg)).toContain('reminder skipped: sent before');
  });
});
