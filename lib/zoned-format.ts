/**
 * One `Intl.DateTimeFormat` per locale, zone and options, kept for the process: building one costs far
 * more than formatting with it, and the first in a zone loads the zone's data (`npm run bench -- cold`).
 */
import type { Language } from './words/language';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The locale each language writes dates and times in: US conventions (the business is in the US). */
export const LOCALE: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/**
 * The formatter for `options` in `locale`, built on first use.
 * @example zonedFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now) // '2026-11-23'
 */
export function zonedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The zone's short name at an instant, as en-US writes it: `EST`, `EDT`, `PST`; else `GMT-5`. */
export function zoneName(instant: Date, timeZone: string): string {
  return (
    zonedFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * A window's times in its zone, with the zone's name (invariant times-name-their-zone): the one way a
 * time is written, in every channel's text and every sentence of a flow, since the reader may be
 * elsewhere than the store. Spaces are plain ones (ICU writes a narrow no-break space before AM/PM).
 *
 * @invariant times-name-their-zone Every time written as text names its zone (`8:00–10:00 AM EST`); only Slack's date tokens, which each reader sees in their own zone, go without.
 * The zone's name is en-US's in every language (`EST`): es-US names only a few zones.
 * @example formatTimeRange('2026-11-24T13:00:00Z', '2026-11-24T15:00:00Z', 'America/New_York') // '8:00–10:00 AM EST'
 * @example formatTimeRange('2026-11-24T13:00:00Z', '2026-11-24T15:00:00Z', 'America/New_York', 'es') // '8:00–10:00 a.m. EST'
 */
export function formatTimeRange(
  startTime: string,
  endTime: string,
  timeZone: string,
  language: Language = 'en',
): string {
  const parts = (iso: string) => {
    const formatted = zonedFormat(LOCALE[language], { timeZone, hour: 'numeric', minute: '2-digit' }).format(
      new Date(iso),
    );
    const [time = formatted, period = ''] = formatted.split(/\s+/);
    return { time, period };
  };
  const start = parts(startTime);
  const end = parts(endTime);
  const range =
    start.period === end.period
      ? `${start.time}–${end.time} ${end.period}`
      : `${start.time} ${start.period}–${end.time} ${end.period}`;
  return `${range} ${zoneName(new Date(startTime), timeZone)}`;
}
