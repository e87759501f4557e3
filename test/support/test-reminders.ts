/**
 * Reminders for the test stacks: the in-process adapter on timers the test lets come due, putting
 * their messages on the stack's queue.
 */
import type { Queue } from '../../lib/queue/queue';
import { createInProcessReminders, type ScheduleDelivery } from '../../lib/reminders/in-process-reminders';

/**
 * `delivery` (mutable) makes the stand-in fire late and twice, as EventBridge Scheduler may.
 * @example const reminders = testReminders(() => queue, now, 60); … reminders.comeDue(); await queue.drain();
 */
export function testReminders(
  queue: () => Queue,
  now: () => Date,
  leadMinutes: number,
  delivery: ScheduleDelivery = {},
) {
  let timers: { fire: () => void; due: number }[] = [];
  let skewMs = 0;
  const reminders = createInProcessReminders({
    queue: { send: (message) => queue().send(message) },
    leadMinutes,
    delivery,
    now: () => now().getTime() + skewMs,
    setTimer: (fire, delayMs) => {
      // `delayMs` was measured against the clock a moment ago, and the test clock runs on: the due
      // instant, read now, can land a few ms after the reminder's own (a whole minute), and a test
      // firing "what is due by then" would miss it. Reminders fall on whole seconds: floor to one.
      timers.push({ fire, due: Math.floor((now().getTime() + delayMs) / 1000) * 1000 });
      return { clear: () => {} };
    },
  });
  return Object.assign(reminders, {
    /** How the stand-in fires from now on: late by `lateMs`, and again `againAfterMs` later. */
    delivery,
    /**
     * Lets every reminder scheduled so far come due, or only those due by `until` (epoch ms): their
     * messages are being sent when it returns.
     */
    async comeDue(until?: number) {
      const due = timers.filter((timer) => until === undefined || timer.due <= until);
      timers = timers.filter((timer) => !due.includes(timer));
      skewMs = until === undefined ? 30 * 24 * 3600_000 : until - now().getTime();
      for (const { fire } of due) fire();
      skewMs = 0;
      await new Promise((resolve) => setImmediate(resolve));
    },
  });
}
