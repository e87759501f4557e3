/**
 * Decent hours: what the bot sends on its own (a reminder, a notice) goes out only between 8:00 and
 * 21:00 in the customer's zone. The bot knows no customer's zone: the store's stands in for it (the
 * zone the order's windows are shown in, `TIME_ZONE` when the store names none).
 *
 * @invariant decent-hours-are-8-to-21 An instant from 8:00 (included) to 21:00 (excluded), local time, is decent: it is kept as is.
 * @invariant late-instant-deferred-to-8 Any other instant is deferred to the next 8:00, local time.
 * @invariant late-reminder-moved-to-evening-before A reminder is for a window: deferred to 8:00 at or after the window's start it would come too
 *    late, so it is moved earlier instead, to 20:30 local time the evening before it was due.
 * @invariant reminder-scheduled-with-margin A reminder is scheduled no later than 20:30 local time (`REMINDER_MARGIN_MINUTES` before the end
 *    of decent hours): EventBridge Scheduler fires at least once and sometimes late, and a send that fails is
 *    received again only after the queue's visibility timeout (6 minutes), so one due at 20:59 went out at
 *    21:05. The margin covers the usual lateness; the worker checks decent hours again when it sends
 *    (invariant reminder-sent-at-decent-hour).
 * @invariant decent-hours-read-per-instant-in-zone Local time is read per instant from the zone's rules (Intl), daylight saving time included: a
 *    moved clock changes when 8:00 and 20:30 are, never whether an instant is decent.
 */

import { minutesInZone } from '../recognize/time-of-day';

/** The first decent minute, local time: 8:00. */
export const DECENT_FROM = 8 * 60;
/** The minute at which decent hours end, local time (excluded): 21:00. */
export const DECENT_UNTIL = 21 * 60;
/** How long before 21:00 the last reminder is scheduled (invariant reminder-scheduled-with-margin). */
export const REMINDER_MARGIN_MINUTES = 30;
/** The last minute a reminder is scheduled at, local time (included): 20:30. */
const LAST_REMINDER = DECENT_UNTIL - REMINDER_MARGIN_MINUTES;

const MINUTE_MS = 60_000;
const HALF_DAY_MS = 12 * 3600_000;

/** Minutes after local midnight of an instant. */
const minutesOf = (at: number, timeZone: string) => minutesInZone(new Date(at).toISOString(), timeZone);

/**
 * The instant `minutes` after local midnight on the local day of `near` (an instant well away from
 * midnight). Once, then once more at the answer: a clock change in between moves it by its offset.
 */
function sameDayAt(near: number, minutes: number, timeZone: string): number {
  let at = Math.floor(near / MINUTE_MS) * MINUTE_MS;
  for (let i = 0; i < 2; i++) at += (minutes - minutesOf(at, timeZone)) * MINUTE_MS;
  return at;
}

/**
 * True when `at` (epoch ms) is within decent hours in `timeZone` (invariant decent-hours-are-8-to-21).
 * @example isDecent(Date.parse('2030-05-01T13:00:00Z'), 'America/New_York') // true (9:00 AM)
 */
export function isDecent(at: number, timeZone: string): boolean {
  const minutes = minutesOf(at, timeZone);
  return minutes >= DECENT_FROM && minutes < DECENT_UNTIL;
}

/**
 * `at`, or the next 8:00 local time when `at` is outside decent hours (invariant decent-hours-are-8-to-21) (invariant late-instant-deferred-to-8): for a notice.
 * @example decentTime(Date.parse('2030-05-02T02:30:00Z'), 'America/New_York') // Date.parse('2030-05-02T12:00:00Z') (8:00 AM)
 */
export function decentTime(at: number, timeZone: string): number {
  return from8Until(at, DECENT_UNTIL, timeZone);
}

/** `at` when its local minute is from 8:00 up to (excluded) `until`, else the next 8:00. */
function from8Until(at: number, until: number, timeZone: string): number {
  const minutes = minutesOf(at, timeZone);
  if (minutes >= DECENT_FROM && minutes < until) return at;
  // Late in the evening, half a day on is the next morning; early in the morning, it is that day.
  const morning = minutes >= until ? at + HALF_DAY_MS : at;
  return sameDayAt(morning, DECENT_FROM, timeZone);
}

/**
 * When a reminder due at `due` of a window starting at `windowStart` is scheduled (invariant decent-hours-are-8-to-21) (invariant late-instant-deferred-to-8) (invariant late-reminder-moved-to-evening-before) (invariant reminder-scheduled-with-margin): `due`
 * when from 8:00 to 20:30, else the next 8:00 if that is before the window, else 20:30 the evening before.
 * @example
 * // Due at 22:30 in New York, for a window at 23:30: 20:30 that evening.
 * decentReminderTime(Date.parse('2030-05-02T02:30:00Z'), Date.parse('2030-05-02T03:30:00Z'), 'America/New_York')
 * // Date.parse('2030-05-02T00:30:00Z')
 */
export function decentReminderTime(due: number, windowStart: number, timeZone: string): number {
  const deferred = from8Until(due, LAST_REMINDER + 1, timeZone);
  if (deferred === due || deferred < windowStart) return deferred;
  // Early in the morning, half a day back is the evening before.
  const evening = minutesOf(due, timeZone) > LAST_REMINDER ? due : due - HALF_DAY_MS;
  return sameDayAt(evening, LAST_REMINDER, timeZone);
}
