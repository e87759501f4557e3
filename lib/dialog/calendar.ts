/**
 * Calendar days and window times in the business's time zone. Days are `YYYY-MM-DD` strings (the
 * seed's `deliveryDay`); arithmetic on them is done in UTC, where a day is always 24 hours.
 */
import * as chrono from 'chrono-node';

/** The calendar day of an instant in a zone, `YYYY-MM-DD`. */
export function dayInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** `Mon, Nov 23`. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** `Today`, `Tomorrow`, or `Mon, Nov 23`. */
export function relativeDayLabel(day: string, today: string): string {
  if (day === today) return `Today (${formatDay(day)})`;
  if (day === addDays(today, 1)) return `Tomorrow (${formatDay(day)})`;
  return formatDay(day);
}

/** `8:00–10:00 AM` (or `11:00 AM–1:00 PM`) in the zone. */
export function formatTimeRange(startTime: string, endTime: string, timeZone: string): string {
  const parts = (iso: string) => {
    const formatted = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(iso));
    const [time = formatted, period = ''] = formatted.split(/\s+/);
    return { time, period };
  };
  const start = parts(startTime);
  const end = parts(endTime);
  return start.period === end.period
    ? `${start.time}–${end.time} ${end.period}`
    : `${start.time} ${start.period}–${end.time} ${end.period}`;
}

/**
 * Reads a day from what a person typed — "today", "tomorrow", "friday", "dec 3", "12/3",
 * "2026-12-03" — as a calendar day in the zone, never in the past (chrono's forwardDate).
 * Returns undefined when the text names no day.
 */
export function parseDay(text: string, now: Date, timeZone: string): string | undefined {
  // chrono reads relative words against a wall-clock reference; give it the zone's wall clock as
  // a local Date, so "tomorrow" is tomorrow where the business is, whatever zone the process runs in.
  const wall = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(wall.find((p) => p.type === type)?.value);
  const reference = new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const [result] = chrono.parse(text, reference, { forwardDate: true });
  if (!result) return undefined;
  const year = result.start.get('year');
  const month = result.start.get('month');
  const day = result.start.get('day');
  if (!year || !month || !day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
