/**
 * A day a person typed, read with chrono-node (calendar.ts `parseDay`, which loads this module on the
 * first typed day). See `parseDay` for the rules.
 */
import * as chrono from 'chrono-node';
import { zonedFormat } from './zoned-format';

/**
 * `parseDay`'s reading, once chrono-node is loaded: a day, or a bare weekday (0 is Sunday) for the
 * caller to place in its range.
 */
export function readDay(
  text: string,
  now: Date,
  timeZone: string,
  range?: { min: string; max: string },
): string | { weekday: number } | undefined {
  const [result] = chrono.parse(text, wallClock(now, timeZone), { forwardDate: true });
  if (!result) return undefined;
  const { start } = result;
  const weekday = start.get('weekday');
  // "next friday" is chrono's: the Friday of next week (on a Thursday, not tomorrow).
  const nextWeek = /\bnext\b/i.test(result.text);
  if (range && weekday !== null && start.isCertain('weekday') && !start.isCertain('day') && !nextWeek)
    return { weekday };
  const read = asDay(result);
  if (range && read && !start.isCertain('year') && start.isCertain('month') && start.isCertain('day')) {
    const [fromMin] = chrono.parse(text, localNoon(range.min), { forwardDate: true });
    const withinRange = fromMin ? asDay(fromMin) : undefined;
    if (withinRange && withinRange <= range.max) return withinRange;
  }
  return read;
}

/**
 * The zone's wall clock as a local Date: chrono reads relative words against it, so "tomorrow" is
 * tomorrow where the business is, whatever zone the process runs in.
 */
function wallClock(now: Date, timeZone: string): Date {
  const wall = zonedFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(wall.find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** Noon of a calendar day as a local Date, for chrono's reference. */
function localNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 12, 0);
}

function asDay(result: chrono.ParsedResult): string | undefined {
  const year = result.start.get('year');
  const month = result.start.get('month');
  const day = result.start.get('day');
  if (!year || !month || !day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
