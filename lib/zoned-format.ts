/**
 * One `Intl.DateTimeFormat` per locale, zone and options, kept for the process: building one costs far
 * more than formatting with it, and the first in a zone loads the zone's data (`npm run bench -- cold`).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

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
