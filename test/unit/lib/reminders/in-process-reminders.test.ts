import { type Queue, QueueError, type QueueMessage } from '../../../../lib/queue/queue';
import {
  createInProcessReminders,
  type InProcessReminders,
  type InProcessRemindersOptions,
  MAX_TIMER_MS,
  type SetTimer,
} from '../../../../lib/reminders/in-process-reminders';
import { ReminderError, type ReminderSpec } from '../../../../lib/reminders/reminders';
import { queuedReminderSchema } from '../../../../lib/worker/work';
import { reminderSpec } from '../../../support/reminder-spec';

const KEY = 'sms:+15550100123';
const START = '2030-05-01T09:00:00Z';
const START_MS = Date.UTC(2030, 4, 1, 9, 0, 0);
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function spec(overrides: Partial<ReminderSpec> = {}): ReminderSpec {
  return reminderSpec(KEY, overrides);
}

/** A Queue that keeps what it was sent. */
function recordingQueue(): Queue & { sent: QueueMessage[] } {
  const sent: QueueMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

interface ManualTimer {
  at: number;
  callback: () => void;
  cleared: boolean;
}

/** A clock and timers the test moves by hand; each timer records the delay it was asked for. */
function manualClock(start: number) {
  let time = start;
  const timers: ManualTimer[] = [];
  const delays: number[] = [];
  const setTimer: SetTimer = (callback, delayMs) => {
    const timer: ManualTimer = { at: time + delayMs, callback, cleared: false };
    timers.push(timer);
    delays.push(delayMs);
    return {
      clear: () => {
        timer.cleared = true;
      },
    };
  };
  const waiting = () => timers.filter((timer) => !timer.cleared);
  return {
    now: () => time,
    setTimer,
    delays,
    /** Timers neither fired nor cleared. */
    active: () => waiting().length,
    /** Moves the clock to `target`, firing each timer due on the way at its own time, in order. */
    async advanceTo(target: number) {
      for (;;) {
        const next = waiting()
          .filter((timer) => timer.at <= target)
          .sort((a, b) => a.at - b.at)[0];
        if (next === undefined) break;
        time = Math.max(time, next.at);
        next.cleared = true;
        next.callback();
        await Promise.resolve();
      }
      time = target;
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
  };
}

const open: InProcessReminders[] = [];
afterEach(() => {
  for (const reminders of open.splice(0)) reminders.close();
  jest.useRealTimers();
});

function setUp(options: Partial<InProcessRemindersOptions> & { startAt?: number } = {}) {
  const clock = manualClock(options.startAt ?? START_MS - 3 * HOUR);
  const queue = recordingQueue();
  const reminders = createInProcessReminders({
    queue,
    leadMinutes: 60,
    now: clock.now,
    setTimer: clock.setTimer,
    ...options,
  });
  open.push(reminders);
  return { clock, queue, reminders };
}

const bodies = (queue: { sent: QueueMessage[] }) =>
  queue.sent.map((message) => queuedReminderSchema.parse(JSON.parse(message.body)));

describe('createInProcessReminders', () => {
  it('puts one QueuedReminder on the queue at the start minus the lead time, and only once', async () => {
    const { clock, queue, reminders } = setUp();
    await reminders.schedule(spec());
    expect(reminders.pending()).toEqual([{ ...spec(), name: 'reminder-42-pickup', at: START_MS - HOUR }]);

    await clock.advanceTo(START_MS - HOUR - 1);
    expect(queue.sent).toHaveLength(0);

    await clock.advanceTo(START_MS - HOUR);
    expect(queue.sent).toEqual([
      { groupId: KEY, deduplicationId: `r:42:pickup:${START_MS / 1000}`, body: expect.any(String) },
    ]);
    expect(bodies(queue)).toEqual([
      {
        v: 1,
        kind: 'reminder',
        key: KEY,
        messageId: `r:42:pickup:${START_MS / 1000}`,
        serviceCustomerId: 7,
        orderId: 42,
        leg: 'pickup',
        startTime: START,
        receivedAt: START_MS - HOUR,
      },
    ]);
    expect(reminders.pending()).toEqual([]);

    await clock.advanceTo(START_MS + DAY);
    expect(queue.sent).toHaveLength(1);
    expect(clock.active()).toBe(0);
  });

  it('delivers a deferred message at its time, once however often it is asked, and not after close', async () => {
    const { clock, queue, reminders } = setUp();
    const message = { groupId: KEY, deduplicationId: 'n:SM1:n0@1', body: '{"kind":"notice"}' };
    await reminders.deliverAt(message, START_MS);
    await reminders.deliverAt(message, START_MS);
    await clock.advanceTo(START_MS - 1);
    expect(queue.sent).toHaveLength(0);
    await clock.advanceTo(START_MS);
    expect(queue.sent).toEqual([message]);
    await clock.advanceTo(START_MS + DAY);
    expect(queue.sent).toHaveLength(1);

    await reminders.deliverAt({ ...message, deduplicationId: 'n:SM2:n0@1' }, START_MS + 2 * DAY);
    reminders.close();
    await clock.advanceTo(START_MS + 3 * DAY);
    expect(queue.sent).toHaveLength(1);
    await expect(reminders.deliverAt(message, START_MS + 4 * DAY)).rejects.toMatchObject({
      code: 'REMINDER_CLOSED',
    });
  });

  it('uses the lead time it was given', async () => {
    const { clock, queue, reminders } = setUp({ leadMinutes: 15 });
    await reminders.schedule(spec());
    await clock.advanceTo(START_MS - 15 * MINUTE - 1);
    expect(queue.sent).toHaveLength(0);
    await clock.advanceTo(START_MS - 15 * MINUTE);
    expect(queue.sent).toHaveLength(1);
  });

  it('keeps the legs and orders apart, each firing at its own time, soonest listed first', async () => {
    const { clock, queue, reminders } = setUp();
    await reminders.schedule(spec({ leg: 'delivery', startTime: '2030-05-02T09:00:00Z' }));
    await reminders.schedule(spec());
    await reminders.schedule(spec({ orderId: 43 }));
    expect(reminders.pending().map((reminder) => reminder.name)).toEqual([
      'reminder-42-pickup',
      'reminder-43-pickup',
      'reminder-42-delivery',
    ]);

    await clock.advanceTo(START_MS);
    expect(bodies(queue).map((body) => `${body.orderId} ${body.leg}`)).toEqual(['42 pickup', '43 pickup']);
    await clock.advanceTo(START_MS + DAY);
    expect(bodies(queue).map((body) => `${body.orderId} ${body.leg}`)).toEqual([
      '42 pickup',
      '43 pickup',
      '42 delivery',
    ]);
  });

  it('replaces the reminder of a moved window: only the new one fires, with a new message id', async () => {
    const { clock, queue, reminders } = setUp();
    await reminders.schedule(spec());
    await reminders.schedule(spec({ startTime: '2030-05-01T11:00:00Z' }));
    expect(reminders.pending()).toHaveLength(1);
    expect(clock.active()).toBe(1);

    await clock.advanceTo(START_MS + HOUR - 1);
    expect(queue.sent).toHaveLength(0);
    await clock.advanceTo(START_MS + HOUR);
    expect(queue.sent.map((message) => message.deduplicationId)).toEqual([
      `r:42:pickup:${(START_MS + 2 * HOUR) / 1000}`,
    ]);
  });

  it('replaces a reminder with nothing when the moved window is too close to remind of', async () => {
    const { clock, queue, reminders } = setUp();
    await reminders.schedule(spec({ startTime: '2030-05-01T12:00:00Z' }));
    await reminders.schedule(spec({ startTime: '2030-05-01T06:30:00Z' }));
    expect(reminders.pending()).toEqual([]);
    await clock.advanceTo(START_MS + DAY);
    expect(queue.sent).toHaveLength(0);
  });

  it('does not schedule a reminder due in the past or less than a minute ahead', async () => {
    const { clock, queue, reminders } = setUp({ startAt: START_MS - HOUR - 59 * 1000 });
    await reminders.schedule(spec());
    await reminders.schedule(spec({ leg: 'delivery', startTime: '2030-05-01T07:00:00Z' }));
    expect(reminders.pending()).toEqual([]);
    expect(clock.delays).toEqual([]);
    await clock.advanceTo(START_MS + DAY);
    expect(queue.sent).toHaveLength(0);
  });

  it('schedules one due exactly a minute ahead', async () => {
    const { clock, queue, reminders } = setUp({ startAt: START_MS - HOUR - MINUTE });
    await reminders.schedule(spec());
    expect(clock.delays).toEqual([MINUTE]);
    await clock.advanceTo(START_MS - HOUR);
    expect(queue.sent).toHaveLength(1);
  });

  it('cancels a reminder so it never fires, and leaves the other leg alone', async () => {
    const { clock, queue, reminders } = setUp();
    await reminders.schedule(spec());
    await reminders.schedule(spec({ leg: 'delivery', startTime: '2030-05-02T09:00:00Z' }));
    await reminders.cancel(42, 'pickup');
    expect(reminders.pending().map((reminder) => reminder.leg)).toEqual(['delivery']);
    expect(clock.active()).toBe(1);

    await clock.advanceTo(START_MS + 2 * DAY);
    expect(bodies(queue).map((body) => body.leg)).toEqual(['delivery']);
  });

  it('takes the cancel of a reminder that is not there', async () => {
    const { reminders } = setUp();
    await expect(reminders.cancel(42, 'pickup')).resolves.toBeUndefined();
    await reminders.schedule(spec());
    await reminders.cancel(42, 'pickup');
    await expect(reminders.cancel(42, 'pickup')).resolves.toBeUndefined();
  });

  it('stops every reminder on close and refuses to schedule after it', async () => {
    const { clock, queue, reminders } = setUp();
    await reminders.schedule(spec());
    await reminders.schedule(spec({ orderId: 43, leg: 'delivery' }));
    reminders.close();
    expect(reminders.pending()).toEqual([]);
    expect(clock.active()).toBe(0);

    await clock.advanceTo(START_MS + DAY);
    expect(queue.sent).toHaveLength(0);
    const error = await reminders.schedule(spec()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReminderError);
    expect((error as ReminderError).code).toBe('REMINDER_CLOSED');
    await expect(reminders.cancel(42, 'pickup')).resolves.toBeUndefined();
  });

  it('waits out a delay longer than setTimeout keeps in steps, then fires once at the right time', async () => {
    const { clock, queue, reminders } = setUp({ startAt: START_MS - 60 * DAY });
    await reminders.schedule(spec());

    await clock.advanceTo(START_MS - HOUR - 1);
    expect(queue.sent).toHaveLength(0);
    expect(clock.delays.length).toBeGreaterThan(2);
    for (const delay of clock.delays) expect(delay).toBeLessThanOrEqual(MAX_TIMER_MS);
    expect(reminders.pending()).toHaveLength(1);

    await clock.advanceTo(START_MS - HOUR);
    expect(queue.sent).toHaveLength(1);
  });

  it('re-arms when a timer fires before the reminder is due', async () => {
    let time = START_MS - 3 * HOUR;
    const callbacks: (() => void)[] = [];
    const queue = recordingQueue();
    const reminders = createInProcessReminders({
      queue,
      leadMinutes: 60,
      now: () => time,
      setTimer: (callback) => {
        callbacks.push(callback);
        return { clear: () => {} };
      },
    });
    open.push(reminders);
    await reminders.schedule(spec());

    time = START_MS - HOUR - 1000;
    callbacks[0]?.();
    await Promise.resolve();
    expect(queue.sent).toHaveLength(0);
    expect(callbacks).toHaveLength(2);

    time = START_MS - HOUR;
    callbacks[1]?.();
    callbacks[1]?.();
    await Promise.resolve();
    expect(queue.sent).toHaveLength(1);
  });

  it('ignores a timer of a replaced reminder that fires anyway', async () => {
    let time = START_MS - 3 * HOUR;
    const callbacks: (() => void)[] = [];
    const queue = recordingQueue();
    const reminders = createInProcessReminders({
      queue,
      leadMinutes: 60,
      now: () => time,
      setTimer: (callback) => {
        callbacks.push(callback);
        return { clear: () => {} };
      },
    });
    open.push(reminders);
    await reminders.schedule(spec());
    await reminders.schedule(spec({ startTime: '2030-05-01T09:30:00Z' }));

    time = START_MS + HOUR;
    callbacks[0]?.();
    callbacks[1]?.();
    await Promise.resolve();
    expect(queue.sent.map((message) => message.deduplicationId)).toEqual([
      `r:42:pickup:${(START_MS + 30 * MINUTE) / 1000}`,
    ]);
  });

  it('reports a reminder the queue refused, naming the order but not the conversation', async () => {
    const errors: ReminderError[] = [];
    const clock = manualClock(START_MS - 3 * HOUR);
    const reminders = createInProcessReminders({
      queue: {
        send: async () => {
          throw new QueueError(`refused for ${KEY}`);
        },
      },
      leadMinutes: 60,
      now: clock.now,
      setTimer: clock.setTimer,
      onError: (error) => errors.push(error),
    });
    open.push(reminders);
    await reminders.schedule(spec());
    await clock.advanceTo(START_MS);

    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ReminderError);
    expect(errors[0]?.code).toBe('REMINDER_SEND_FAILED');
    expect(errors[0]?.message).toContain('42 pickup');
    expect(errors[0]?.message).toContain('QueueError');
    expect(errors[0]?.message).not.toContain(KEY);
    expect(errors[0]?.message).not.toContain('5550100123');
    expect(errors[0]?.cause).toBeInstanceOf(QueueError);
  });

  it('refuses an invalid spec and a negative lead time, and keeps the reminder it had', async () => {
    const { reminders } = setUp();
    await reminders.schedule(spec());
    await expect(reminders.schedule(spec({ startTime: 'later' }))).rejects.toMatchObject({
      name: 'ReminderError',
      code: 'REMINDER_INVALID',
    });
    await expect(reminders.cancel(0, 'pickup')).rejects.toMatchObject({ code: 'REMINDER_INVALID' });
    expect(reminders.pending()).toHaveLength(1);
    expect(() => createInProcessReminders({ queue: recordingQueue(), leadMinutes: -1 })).toThrow(
      ReminderError,
    );
  });

  describe('with the default timer', () => {
    it('fires at its time on setTimeout, re-arming past its limit (jest fake timers)', async () => {
      jest.useFakeTimers({ now: START_MS - 40 * DAY });
      const queue = recordingQueue();
      const reminders = createInProcessReminders({ queue, leadMinutes: 60 });
      open.push(reminders);
      await reminders.schedule(spec());

      // Fake timers, like Node, fire a delay past 2^31 − 1 ms at once: it must not be asked for.
      await jest.advanceTimersByTimeAsync(40 * DAY - HOUR - 1);
      expect(queue.sent).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(queue.sent).toHaveLength(1);
      expect(bodies(queue)[0]?.receivedAt).toBe(START_MS - HOUR);
      await jest.advanceTimersByTimeAsync(10 * DAY);
      expect(queue.sent).toHaveLength(1);
    });

    it('does not hold the process open while a reminder waits', async () => {
      const refTimers = () => process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
      const before = refTimers();
      const reminders = createInProcessReminders({ queue: recordingQueue(), leadMinutes: 60 });
      open.push(reminders);
      // Noon UTC tomorrow: due at a decent hour whatever the time of day the test runs.
      const noonTomorrow = Math.ceil(Date.now() / DAY) * DAY + 12 * HOUR;
      await reminders.schedule(spec({ startTime: new Date(noonTomorrow).toISOString() }));

      expect(reminders.pending()).toHaveLength(1);
      expect(refTimers()).toBe(before);
    });
  });
});
