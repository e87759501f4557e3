/**
 * Reminders before a pickup or a delivery window, as the rest of the bot sees them. Two adapters keep
 * the same promises: EventBridge Scheduler one-off schedules in AWS (`scheduler-reminders.ts`) and
 * in-process timers for the local stack and the tests (`in-process-reminders.ts`).
 *
 * What both adapters keep:
 * @invariant one-reminder-per-order-leg One reminder per order and leg: scheduling again replaces it (a moved window), cancelling deletes it.
 * @invariant reminder-due-at-decent-hour It is due `leadMinutes` before the window's start, at a decent hour of the order's zone
 *    (quiet-hours.ts: deferred to 8:00, or moved to the evening before when 8:00 would be too late);
 *    one that would be due in the past or less than a minute from now is not scheduled, and replaces
 *    an earlier one with nothing.
 * @invariant reminder-fires-once-per-window When due it puts one `QueuedReminder` on the bot's FIFO queue, in the conversation's group; its
 *    message id depends only on the order, the leg and the window's start, so a replayed fire is
 *    deduplicated and a moved window's reminder is not taken for the old one.
 * @invariant deferred-message-queued-once A message to deliver later (`deliverAt`: a notice deferred to decent hours) is put on the same
 *    queue at its time, once per deduplication id, under a name that holds nothing personal.
 */
import { createHash } from 'node:crypto';
import type { QueueMessage } from '../queue/queue';
import { decentReminderTime } from './quiet-hours';
import type { QueuedReminder } from './reminder-message';

export type ReminderLeg = 'pickup' | 'delivery';

export interface ReminderSpec {
  orderId: number;
  leg: ReminderLeg;
  /** The conversation that placed the order: the queue's message group. Never logged. */
  key: string;
  /**
   * That conversation's value (lib/conversation/conversation.ts, opaque here), when the turn scheduling
   * the reminder is that conversation's: the reminder carries it, and the worker reads no key.
   */
  conversation?: unknown;
  serviceCustomerId: number;
  /** The window's start (ISO 8601, UTC unless it carries an offset), as the ledger has it. */
  startTime: string;
  /** The order's zone (its store's): the reminder goes out at a decent hour there (quiet-hours.ts). */
  timeZone: string;
}

export interface Reminders {
  /** Creates or replaces the reminder of this order's leg: at startTime minus the lead time; one in the past (or less than a minute ahead) is not scheduled. */
  schedule(spec: ReminderSpec): Promise<void>;
  /** Deletes the reminder of this order's leg; none there is fine. */
  cancel(orderId: number, leg: ReminderLeg): Promise<void>;
  /**
   * Puts `message` on the bot's queue at `at` (epoch ms): a notice deferred to decent hours
   * (quiet-hours.ts). Once per deduplication id: asking again for the same message changes nothing.
   */
  deliverAt(message: QueueMessage, at: number): Promise<void>;
}

/** The lead time when the configuration gives none. */
export const DEFAULT_LEAD_MINUTES = 60;

/**
 * A reminder due sooner than this is not scheduled: EventBridge Scheduler may refuse or skip a time
 * that has passed by the time it processes the request, and a reminder seconds before the window
 * tells the customer nothing the window itself doesn't.
 */
export const MIN_AHEAD_MS = 60_000;

/** Stable codes callers may branch on; messages are for humans and may change. */
export type ReminderErrorCode =
  | 'REMINDER_INVALID'
  | 'REMINDER_SCHEDULE_FAILED'
  | 'REMINDER_CANCEL_FAILED'
  | 'REMINDER_SEND_FAILED'
  | 'REMINDER_CLOSED';

/** A reminder could not be scheduled, cancelled or sent. The message names the order and leg, never the conversation. */
export class ReminderError extends Error {
  readonly code: ReminderErrorCode;

  constructor(code: ReminderErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReminderError';
    this.code = code;
  }
}

const LEGS: readonly string[] = ['pickup', 'delivery'];

/** ISO 8601 date and time to the minute at least; the zone is optional (the seed's times are UTC). */
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The instant of an ISO 8601 time, in epoch ms. Parsed by hand rather than with `Date.parse`, which
 * reads a time without a zone as local time (the seed's are UTC) and accepts non-ISO text and
 * impossible dates such as 30 February.
 *
 * @example
 * parseStartTime('2030-05-01T09:00:00Z'); // 1903856400000
 * parseStartTime('2030-05-01T11:00:00+02:00'); // 1903856400000
 * parseStartTime('tomorrow'); // throws ReminderError REMINDER_INVALID
 */
export function parseStartTime(startTime: string): number {
  const match = ISO_TIME.exec(startTime);
  if (match === null) throw invalid('the start time is not an ISO 8601 date and time');
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const date = new Date(local);
  const fieldsHold =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59;
  if (!fieldsHold) throw invalid('the start time is not a real date and time');
  return local - offsetMs(match[8]);
}

function offsetMs(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0;
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  if (hours > 23 || minutes > 59) throw invalid('the start time has an impossible offset');
  return sign * (hours * 60 + minutes) * 60_000;
}

/**
 * Throws unless the lead time is a finite number of minutes, zero or more.
 *
 * @example
 * checkLeadMinutes(60); // 60
 * checkLeadMinutes(-5); // throws ReminderError REMINDER_INVALID
 */
export function checkLeadMinutes(leadMinutes: number): number {
  if (!Number.isFinite(leadMinutes) || leadMinutes < 0) {
    throw invalid('the lead time must be zero or more minutes');
  }
  return leadMinutes;
}

/**
 * Throws unless the spec can be scheduled: a positive integer order id, an integer customer id, a
 * known leg, a conversation key and a real start time. Returns the start in epoch ms.
 *
 * @example
 * checkSpec({ orderId: 42, leg: 'pickup', key: 'slack:T1:U2', serviceCustomerId: 7, startTime: '2030-05-01T09:00:00Z', timeZone: 'UTC' });
 * // 1903856400000
 */
export function checkSpec(spec: ReminderSpec): number {
  checkOrder(spec.orderId, spec.leg);
  if (!Number.isSafeInteger(spec.serviceCustomerId)) throw invalid('the customer id must be an integer');
  if (typeof spec.key !== 'string' || spec.key.length === 0) throw invalid('the conversation key is empty');
  if (!isTimeZone(spec.timeZone)) throw invalid('the time zone is not one Intl knows');
  return parseStartTime(spec.startTime);
}

/**
 * When the reminder of a window is due, in epoch ms (whole seconds, the precision of a schedule's
 * `at()`, so both adapters fire at the same instant), at a decent hour of the order's zone (invariant reminder-due-at-decent-hour),
 * or undefined when it is not to be scheduled: due in the past or less than `MIN_AHEAD_MS` after `now`.
 *
 * @example
 * const spec = { orderId: 42, leg: 'pickup', key: 'k', serviceCustomerId: 7, startTime: '2030-05-01T15:00:00Z', timeZone: 'America/New_York' } as const;
 * reminderTime(spec, 60, Date.parse('2030-05-01T07:00:00Z')); // Date.parse('2030-05-01T14:00:00Z') (10:00 AM)
 * reminderTime(spec, 60, Date.parse('2030-05-01T14:30:00Z')); // undefined
 */
export function reminderTime(spec: ReminderSpec, leadMinutes: number, now: number): number | undefined {
  const start = checkSpec(spec);
  const due = Math.floor((start - checkLeadMinutes(leadMinutes) * 60_000) / 1000) * 1000;
  const at = decentReminderTime(due, start, spec.timeZone);
  return at - now < MIN_AHEAD_MS ? undefined : at;
}

/**
 * The reminder's message id: `r:<orderId>:<leg>:<start in epoch seconds>`. Deterministic, so a
 * replayed fire of the same reminder is dropped by the queue's deduplication, and a moved window's
 * reminder gets a new id.
 *
 * @example
 * reminderMessageId({ orderId: 42, leg: 'pickup', key: 'k', serviceCustomerId: 7, startTime: '2030-05-01T09:00:00Z', timeZone: 'UTC' });
 * // 'r:42:pickup:1903856400'
 */
export function reminderMessageId(spec: ReminderSpec): string {
  const start = checkSpec(spec);
  return `r:${spec.orderId}:${spec.leg}:${Math.floor(start / 1000)}`;
}

/**
 * The queue message a due reminder sends: a `QueuedReminder` in the conversation's group, deduplicated
 * by its message id. `now` (epoch ms) is its `receivedAt`.
 *
 * @example
 * reminderMessage({ orderId: 42, leg: 'pickup', key: 'slack:T1:U2', serviceCustomerId: 7, startTime: '2030-05-01T09:00:00Z', timeZone: 'UTC' }, Date.now());
 * // { groupId: 'slack:T1:U2', deduplicationId: 'r:42:pickup:1903856400', body: '{"v":1,"kind":"reminder",…}' }
 */
export function reminderMessage(spec: ReminderSpec, now: number): QueueMessage {
  const messageId = reminderMessageId(spec);
  const reminder: QueuedReminder = {
    v: 1,
    kind: 'reminder',
    key: spec.key,
    ...(spec.conversation === undefined ? {} : { conversation: spec.conversation }),
    messageId,
    serviceCustomerId: spec.serviceCustomerId,
    orderId: spec.orderId,
    leg: spec.leg,
    startTime: spec.startTime,
    receivedAt: now,
  };
  return { groupId: spec.key, deduplicationId: messageId, body: JSON.stringify(reminder) };
}

/**
 * The name of the reminder of one order's leg, valid as an EventBridge Scheduler schedule name
 * (`[0-9a-zA-Z-_.]+`, at most 64 characters) and unique within the stack's schedule group. It holds
 * no conversation key, so nothing personal shows in the AWS console.
 *
 * @example
 * reminderName(42, 'delivery'); // 'reminder-42-delivery'
 */
export function reminderName(orderId: number, leg: ReminderLeg): string {
  checkOrder(orderId, leg);
  return `reminder-${orderId}-${leg}`;
}

/**
 * The schedule name of a message delivered later (`deliverAt`): `later-` and a digest of its
 * deduplication id, so the name holds nothing of the conversation.
 *
 * @example
 * laterName({ groupId: 'k', deduplicationId: 'n:SM1:0', body: '{}' }); // 'later-' + 40 hex digits
 */
export function laterName(message: QueueMessage): string {
  return `later-${createHash('sha256').update(message.deduplicationId).digest('hex').slice(0, 40)}`;
}

function isTimeZone(timeZone: unknown): boolean {
  try {
    return (
      typeof timeZone === 'string' && timeZone.length > 0 && !!new Intl.DateTimeFormat('en-US', { timeZone })
    );
  } catch {
    return false;
  }
}

function checkOrder(orderId: number, leg: ReminderLeg): void {
  if (!Number.isSafeInteger(orderId) || orderId < 1) throw invalid('the order id must be a positive integer');
  if (!LEGS.includes(leg)) throw invalid('the leg must be pickup or delivery');
}

function invalid(reason: string): ReminderError {
  return new ReminderError('REMINDER_INVALID', `invalid reminder: ${reason}`);
}
