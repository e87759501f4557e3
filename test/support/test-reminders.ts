/**
 * Reminders for the test stacks: the in-process adapter on timers the test lets come due, putting
 * their messages on the stack's queue.
 */
import type { Queue } from '../../lib/queue/queue';
import { createInProcessReminders } from '../../lib/reminders/in-process-reminders';

/**
 * @example const reminders = testReminders(() => queue, now, 60); … reminders.comeDue(); await queue.drain();
 */
export function testReminders(queue: () => Queue, now: () => Date, leadMinutes: number) {
  const timers: (() => void)[] = [];
  let skewMs = 0;
  const reminders = createInProcessReminders({
    queue: { send: (message) => queue().send(message) },
    leadMinutes,
    now: () => now().getTime() + skewMs,
    setTimer: (callback) => {
      timers.push(callback);
      return { clear: () => {} };
    },
  });
  return Object.assign(reminders, {
    /** Lets every reminder scheduled so far come due (their messages are being sent when it returns). */
    async comeDue() {
      skewMs = 30 * 24 * 3600_000;
      for (const fire of timers.splice(0)) fire();
      skewMs = 0;
      await new Promise((resolve) => setImmediate(resolve));
    },
  });
}
