import type { Queue, QueueMessage } from '../queue/queue';
import { errorName } from '../store/errors';
import {
  checkLeadMinutes,
  laterName,
  ReminderError,
  type ReminderLeg,
  type ReminderSpec,
  type Reminders,
  reminderMessage,
  reminderName,
  reminderTime,
} from './reminders';

/** Starts a one-shot timer; the handle stops it. The default is `setTimeout`, unref'd. */
export type SetTimer = (callback: () => void, delayMs: number) => { clear(): void };

/**
 * How a due schedule reaches the queue. EventBridge Scheduler delivers at least once and sometimes late
 * (its retries, a throttled target); the stand-in does the same when told: a schedule coming due is
 * delivered `lateMs` after its time, and again `againAfterMs` after that. Read as each comes due, so a
 * test may change it.
 */
export interface ScheduleDelivery {
  lateMs?: number;
  againAfterMs?: number;
}

export interface InProcessRemindersOptions {
  /** Where a due reminder goes: the same queue the HTTP handlers put turns on. */
  queue: Queue;
  /** How long before a window's start its reminder is due. */
  leadMinutes: number;
  /** The clock (default Date.now). */
  now?: () => number;
  /** The timer (default: `setTimeout`, unref'd so a pending reminder does not keep the process alive). */
  setTimer?: SetTimer;
  /** Told when a due reminder could not be queued (default: one line on stderr, without the conversation). */
  onError?: (error: ReminderError) => void;
  /** Late and repeated fires, as the platform may deliver them (default: on time, once). */
  delivery?: ScheduleDelivery;
}

/** A scheduled reminder, as `pending()` lists it. */
export interface PendingReminder extends ReminderSpec {
  /** The schedule's name (`reminderName`). */
  name: string;
  /** When it is due, in epoch ms. */
  at: number;
}

export type InProcessReminders = Reminders & {
  /** What is scheduled, soonest first (for the tests and the local console). */
  pending(): PendingReminder[];
  /** Clears every timer; later `schedule` calls are refused. */
  close(): void;
};

/** The longest delay `setTimeout` keeps (2^31 − 1 ms, about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_MS = 2_147_483_647;

interface Entry {
  spec: ReminderSpec;
  at: number;
  timer: { clear(): void };
}

const defaultSetTimer: SetTimer = (callback, delayMs) => {
  const timer = setTimeout(callback, delayMs);
  timer.unref();
  return { clear: () => clearTimeout(timer) };
};

const defaultOnError = (error: ReminderError) => {
  console.error(error.message);
};

/**
 * Reminders on timers in this process, for the local stack and the tests: the same promises as the
 * EventBridge Scheduler adapter, and the same message on the same queue when one is due.
 *
 * @example
 * const reminders = createInProcessReminders({ queue, leadMinutes: 60 });
 * await reminders.schedule({ orderId: 42, leg: 'pickup', key: 'slack:T1:U2', serviceCustomerId: 7, startTime: '2030-05-01T09:00:00Z', timeZone: 'UTC' });
 * reminders.pending(); // [{ name: 'reminder-42-pickup', at: Date.parse('2030-05-01T08:00:00Z'), … }]
 */
export function createInProcessReminders(options: InProcessRemindersOptions): InProcessReminders {
  const { queue } = options;
  const leadMinutes = checkLeadMinutes(options.leadMinutes);
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? defaultSetTimer;
  const onError = options.onError ?? defaultOnError;
  /** By schedule name: one reminder per order and leg, as EventBridge Scheduler keeps them. */
  const entries = new Map<string, Entry>();
  /** Messages to deliver later, by schedule name (`laterName`). */
  const later = new Map<string, { timer: { clear(): void } }>();
  let closed = false;

  const delivery = options.delivery ?? {};

  /**
   * Calls `fire` at `at`, unless `current()` says the timer was replaced or cancelled by then; late and
   * again as `delivery` says when it comes due (once due, the platform delivers whatever happens since).
   */
  function arm(at: number, current: () => boolean, fire: () => void): { clear(): void } {
    const deliver = () => {
      fire();
      const again = delivery.againAfterMs;
      if (again !== undefined) armOnce(now() + again, () => true, fire);
    };
    return armOnce(at, current, () => {
      const late = delivery.lateMs ?? 0;
      if (late > 0) armOnce(now() + late, () => true, deliver);
      else deliver();
    });
  }

  function armOnce(at: number, current: () => boolean, fire: () => void): { clear(): void } {
    // A delay past setTimeout's limit would fire at once: wait the most it keeps, then look again.
    const delay = Math.min(Math.max(at - now(), 0), MAX_TIMER_MS);
    const handle = { timer: { clear: () => {} } };
    handle.timer = setTimer(() => {
      // A replaced or cancelled timer is cleared; this guards one that fires anyway.
      if (!current()) return;
      if (at > now()) handle.timer = armOnce(at, current, fire);
      else fire();
    }, delay);
    return { clear: () => handle.timer.clear() };
  }

  async function send(message: QueueMessage, what: string): Promise<void> {
    try {
      await queue.send(message);
    } catch (error) {
      onError(
        new ReminderError(
          'REMINDER_SEND_FAILED',
          `${what} was not queued: ${errorName(error) ?? 'unknown error'}`,
          {
            cause: error,
          },
        ),
      );
    }
  }

  function clear(name: string): void {
    entries.get(name)?.timer.clear();
    entries.delete(name);
  }

  return {
    async schedule(spec) {
      if (closed) throw new ReminderError('REMINDER_CLOSED', 'the in-process reminders are closed');
      const name = reminderName(spec.orderId, spec.leg);
      const at = reminderTime(spec, leadMinutes, now());
      clear(name);
      if (at === undefined) return;
      const entry: Entry = { spec: { ...spec }, at, timer: { clear: () => {} } };
      entries.set(name, entry);
      entry.timer = arm(
        at,
        () => entries.get(name) === entry,
        () => {
          entries.delete(name);
          void send(reminderMessage(entry.spec, now()), `the reminder of order ${spec.orderId} ${spec.leg}`);
        },
      );
    },

    async deliverAt(message, at) {
      if (closed) throw new ReminderError('REMINDER_CLOSED', 'the in-process reminders are closed');
      const name = laterName(message);
      if (later.has(name)) return;
      const entry = { timer: { clear: () => {} } };
      later.set(name, entry);
      entry.timer = arm(
        at,
        () => later.get(name) === entry,
        () => {
          later.delete(name);
          void send(message, 'a deferred message');
        },
      );
    },

    async cancel(orderId: number, leg: ReminderLeg) {
      clear(reminderName(orderId, leg));
    },

    pending() {
      return [...entries]
        .map(([name, entry]) => ({ ...entry.spec, name, at: entry.at }))
        .sort((a, b) => a.at - b.at);
    },

    close() {
      closed = true;
      for (const name of [...entries.keys()]) clear(name);
      for (const { timer } of later.values()) timer.clear();
      later.clear();
    },
  };
}
