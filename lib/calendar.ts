/**
 * Calendar days and window times in the business's time zone. Days are `YYYY-MM-DD` strings (the
 * seed's `deliveryDay`); arithmetic on them is done in UTC, where a day is always 24 hours.
 */
import { withoutSooner } from './recognize/day-words';
import { ENGLISH, type Language, type Words } from './words';
import { LOCALE, zonedFormat } from './zoned-format';

/** Window times are written by zoned-format.ts, with the zone's name; here too for the callers of days. */
export { formatTimeRange } from './zoned-format';

/** The calendar day of an instant in a zone, `YYYY-MM-DD`. */
export function dayInZone(instant: Date, timeZone: string): string {
  return zonedFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/**
 * The Monday of `day`'s week (weeks run Monday to Sunday, as the weekly digest counts them).
 * @example mondayOf('2030-03-10') // '2030-03-04' (a Sunday's Monday)
 */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** `Mon, Nov 23` (`sábado 28 de nov` in Spanish): the day as the language writes it, in US conventions. */
export function formatDay(day: string, language: Language = 'en'): string {
  const formatted = zonedFormat(LOCALE[language], {
    timeZone: 'UTC',
    weekday: language === 'es' ? 'long' : 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
  // Spanish names the weekday whole and without a comma: "el mar, 3 de jun" reads "the sea, 3 June".
  return language === 'es' ? formatted.replace(', ', ' ') : formatted;
}

/** `Today (Mon, Nov 23)`, `Tomorrow (…)`, or `Mon, Nov 23`, in `words`' language. */
export function relativeDayLabel(day: string, today: string, words: Words = ENGLISH): string {
  const formatted = formatDay(day, words.language);
  if (day === today) return words.t('format.today', { day: formatted });
  if (day === addDays(today, 1)) return words.t('format.tomorrow', { day: formatted });
  return formatted;
}

/** The days a typed day is read within (`YYYY-MM-DD`), and the day a weekday said alone counts from. */
export type DayRange = { min: string; max: string; from?: string };

/**
 * Reads a day from what a person typed — "today", "tomorrow", "friday", "dec 3", "12/3",
 * "2026-12-03", or in Spanish "mañana", "pasado mañana", "el viernes", "el 3 de diciembre"
 * (invariant day-read-in-english-or-spanish) — as a calendar day in the zone, never in the past (chrono's forwardDate).
 * Returns undefined when the text names no day.
 *
 * With a `range` (the days on offer, `YYYY-MM-DD`), days are read within it:
 * - a weekday name ("sunday", "sun", "on sunday", "this sunday", "el domingo") is the first such
 *   day on or after `range.from` (a return's: the day after the pickup's), else `range.min`; when that is after `range.max` (the range is shorter than a week)
 *   it is still returned, and the caller's range check names the days on offer;
 * - "next sunday" is the Sunday of next week (weeks start on Monday), as chrono reads it: on a
 *   Thursday, "next friday" is eight days on, never tomorrow;
 * - a date without a year ("dec 3", "12/3") is read forward from `range.min`; if that lands after
 *   `range.max`, it is read forward from today instead, so "nov 25" typed before a range starting
 *   Nov 27 stays this year's Nov 25 (out of range) rather than next year's;
 * - "today", "tomorrow", "in 3 days" and full dates stay as they are; callers check the range.
 *
 * @example
 * // Today Mon 2026-11-23; pickup on Fri 2026-11-27, so delivery days start there.
 * await parseDay('sunday', now, 'America/New_York', { min: '2026-11-27', max: '2026-12-03' }) // '2026-11-29'
 */
export async function parseDay(
  text: string,
  now: Date,
  timeZone: string,
  range?: DayRange,
): Promise<string | undefined> {
  // chrono-node is loaded by the first typed day, not by every cold start (some 4 ms of the worker's,
  // `npm run bench -- cold`); read-day.ts imports it statically, so esbuild still tree-shakes it.
  const { readDay } = await import('./read-day.js');
  // "el viernes o el sábado, lo que sea más rápido": the soonest of the days named that can be picked.
  const offered = range ? withoutSooner(text) : undefined;
  if (range && offered !== undefined) {
    const days = (await daysNamedIn(offered, now, timeZone, range)).filter(
      (day) => day >= (range.from ?? range.min) && day >= range.min && day <= range.max,
    );
    if (days.length > 1) return [...days].sort()[0];
  }
  const read = readDay(text, now, timeZone, range);
  if (read === undefined || typeof read === 'string') return read;
  if (!range) return undefined;
  // A bare weekday: the first one from the day weekdays count from (the range's start unless said).
  const from = range.from ?? range.min;
  const offset = (read.weekday - new Date(`${from}T12:00:00Z`).getUTCDay() + 7) % 7;
  return addDays(from, offset);
}

/**
 * (invariant slash-date-is-a-date) The day a date typed in numbers ("6/6", "7/6") names among the days
 * on offer. The language decides the reading: month first in English (as the US writes it), day first
 * in Spanish (as Spanish-speaking countries write it). The other reading is never dropped unseen:
 * - both readings the same day, or only the language's on offer (or neither: the range check says so),
 *   or the language's reading no date at all ("13/6" in English): `day`;
 * - both on offer and different ("6/11" with Jun 6 and Jun 11 listed): `ask`, both, the language's first;
 * - only the other reading on offer, the language's a day the person may yet want ("8/7" in English
 *   on a list to Jul 10: Aug 7 is weeks away): `ask`, that one alone, for the person to say it again
 *   with its month;
 * - only the other reading on offer, the language's months past the last day on offer ("03/06" in
 *   English on a list of early June: March 6 of next year): `day`, the other one, `otherWay` for the
 *   caller to say how it was read (invariant slash-date-months-away-read-the-other-way).
 * A date without a year is the first such date on or after `range.min`.
 *
 * @invariant slash-date-months-away-read-the-other-way A date typed in numbers whose language's reading
 *   lies more than `MONTHS_AWAY_DAYS` past the last day on offer, while its other reading is on offer,
 *   is that other day, said back ("I took "03/06" as Tue, Jun 3."): no one books a pickup or a return
 *   months ahead on a list of two weeks. Nearer ("07/06" in English: Jul 6, a month on), asked.
 *
 * @example slashDateIn({ first: 6, second: 6, said: '6/6' }, { min: '2036-06-06', max: '2036-06-11' }, 'en') // { day: '2036-06-06' }
 * @example slashDateIn({ first: 3, second: 6, said: '03/06' }, { min: '2036-06-02', max: '2036-06-15' }, 'en') // { day: '2036-06-03', otherWay: true }
 */
export function slashDateIn(
  date: { first: number; second: number; year?: number },
  range: DayRange,
  language: Language,
): { day: string; otherWay?: true } | { ask: string[] } {
  const monthFirst = dateOn(date.first, date.second, range.min, date.year);
  const dayFirst = dateOn(date.second, date.first, range.min, date.year);
  const [meant, other] = language === 'es' ? [dayFirst, monthFirst] : [monthFirst, dayFirst];
  const offered = (day: string | undefined): day is string =>
    day !== undefined && day >= range.min && day <= range.max;
  // "13/6" in English is no month-first date: the one reading there is ("13/13" is never found).
  if (meant === undefined) return { day: other as string };
  if (offered(other) && other !== meant) {
    // Months past the last day on offer, so never offered itself.
    if (meant > addDays(range.max, MONTHS_AWAY_DAYS)) return { day: other, otherWay: true };
    return { ask: offered(meant) ? [meant, other] : [other] };
  }
  return { day: meant };
}

/** Days past the last day on offer beyond which a date is months away: no one's pickup or return. */
const MONTHS_AWAY_DAYS = 60;

/** Day `day` of month `month` (1-12) on or after `from`, within a year; in `year` when said. Undefined when no such date. */
function dateOn(month: number, day: number, from: string, year?: number): string | undefined {
  if (month < 1 || month > 12) return undefined;
  const start = Number(from.slice(0, 4));
  for (const y of year === undefined ? [start, start + 1] : [year]) {
    const date = new Date(Date.UTC(y, month - 1, day, 12));
    if (date.getUTCMonth() !== month - 1) return undefined;
    const iso = date.toISOString().slice(0, 10);
    if (year !== undefined || iso >= from) return iso;
  }
  return undefined;
}

/**
 * The days a reply names when it names more than one ("tuesday no wait wednesday"), each in `range`
 * as `parseDay` places it, in the order typed; empty when it names one day or none.
 * @example await daysNamedIn('jueves o viernes', now, 'America/New_York', range) // ['2026-11-26', '2026-11-27']
 */
export async function daysNamedIn(
  text: string,
  now: Date,
  timeZone: string,
  range: DayRange,
): Promise<string[]> {
  const { daysNamed } = await import('./read-day.js');
  const days = await Promise.all(
    daysNamed(text, now, timeZone).map((said) => parseDay(said, now, timeZone, range)),
  );
  return days.filter((day): day is string => day !== undefined);
}
