/**
 * Calendar arithmetic in an IANA time zone with only `Intl` (no date library): the stores lay their
 * windows out in local wall-clock time, while the API speaks UTC instants.
 */

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a zone `Intl` does not know, so a typo fails at start, not per request. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instantMs: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset (local minus UTC, in ms) of `timeZone` at an instant. */
function offsetMs(instantMs: number, timeZone: string): number {
  const w = wallClock(instantMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant.getTime(), timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` calendar date (no zone involved: it is a date, not an instant). */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / MS_PER_DAY);
}

/** The `YYYY-MM-DD` calendar date of a day number. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Day of the week of a calendar date, 0 = Sunday. */
export function dayOfWeek(date: string): number {
  return new Date(dayNumber(date) * MS_PER_DAY).getUTCDay();
}

/** True for a real calendar date in `YYYY-MM-DD` form (rejects 2024-02-30). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return dateOfDayNumber(dayNumber(date)) === date;
}

/**
 * The UTC instant of a local wall-clock time. Two passes because the offset at the guess can differ
 * from the offset at the answer around a DST change.
 */
export function zonedTimeToUtc(date: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hour, minute);
  const firstOffset = offsetMs(guess, timeZone);
  let result = guess - firstOffset;
  const secondOffset = offsetMs(result, timeZone);
  if (secondOffset !== firstOffset) result = guess - secondOffset;
  return new Date(result);
}
