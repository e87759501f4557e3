/**
 * A weekday said with its day of the month: "el sábado 12 temprano", "saturday the 12th in the
 * morning", "sat 12 early", "Saturday 12th, early".
 *
 * @invariant weekday-with-its-date A weekday said with a day of the month is that date when the two
 *   agree; when they disagree ("el sábado 11", Dec 11 a Friday) no day is read and both are asked,
 *   never the weekday's other date taken (chrono reads the weekday alone and drops the number, so
 *   "sábado 12 temprano" was the Saturday before the 12th). A number that is a time of day ("saturday
 *   12 noon", "sábado 12 a 2", "sat 12-2", "12:30") is no date; the weekday is read as before. An
 *   English bare number that disagrees ("friday 5", Dec 5 a Saturday) may be five o'clock: only a
 *   number marked as a date (an ordinal, "the"/"el"/"día" before it, a Spanish weekday) is asked.
 */

/** A weekday's names as typed, folded (no accents), 0 is Sunday; "mar" is left out, March's too. */
const NAMES: readonly string[][] = [
  ['sunday', 'sun', 'domingo', 'dom'],
  ['monday', 'mon', 'lunes', 'lun'],
  ['tuesday', 'tues', 'tue', 'martes'],
  ['wednesday', 'weds', 'wed', 'miercoles', 'mier', 'mie'],
  ['thursday', 'thurs', 'thur', 'thu', 'thr', 'jueves', 'jue'],
  ['friday', 'fri', 'viernes', 'vie'],
  ['saturday', 'sat', 'sabado', 'sab'],
];

/**
 * What after a bare number makes it a time of day, not a date: a clock's mark ("12:30", "12h", "12ish", "12 am",
 * "12 noon", "12 o'clock", "12 de la tarde", "12 en punto", "12 y media") or the start of a span of
 * hours ("12-2", "12 to 2", "12 a 2", "12 hasta 2"). "a las 10", "at 10" after it say the time apart,
 * so the number before them is the date.
 */
const TIME_AFTER =
  /^\s*(?::|\.\d|h\b|hs\b|hrs?\b|ish\b|horas?\b|a\.?\s?m\b|p\.?\s?m\b|noon|midnight|o'?\s?clock|oclock|de la (?:manana|tarde|noche|madrugada)|del mediodia|en punto|y (?:media|cuarto)|[-–]\s*\d|(?:to|til|till|until|a|hasta)\s+\d)/;

/** Months said after the number ("sábado 12 de enero", "sat 12 jan"): the date is chrono's to read whole. */
const MONTH_AFTER =
  /^\s*,?\s*(?:of\s+|de\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)/;

const PAIR = new RegExp(
  String.raw`\b(${NAMES.flat()
    .sort((a, b) => b.length - a.length)
    .join('|')})\b\.?\s*,?\s+((?:the|el|dia|day)\s+)?(\d{1,2})(st|nd|rd|th|ro|do|to|vo|no|o|º|°)?(?![\d/])`,
  'g',
);

export interface WeekdayDate {
  /** The weekday said, as `Date.getDay` counts (0 is Sunday). */
  weekday: number;
  /** The day of the month said. */
  date: number;
  /** Whether the number is said as a date whatever its weekday: an ordinal, after "the", "el", "día", or a Spanish weekday's. */
  marked: boolean;
  /** The reply folded, with the date's number left out ("el sabado temprano"): its time words, read apart. */
  rest: string;
}

/** The reply folded as the day readers fold it: no accents, lower case. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Each weekday said with a day of the month in the reply (invariant weekday-with-its-date), in the
 * order typed; empty when none is.
 *
 * @example weekdaysWithDates('el sábado 12 temprano') // [{ weekday: 6, date: 12, marked: true, rest: 'el sabado temprano' }]
 * @example weekdaysWithDates('saturday 12 noon') // []
 */
export function weekdaysWithDates(text: string): WeekdayDate[] {
  const folded = fold(text);
  const found: WeekdayDate[] = [];
  for (const match of folded.matchAll(PAIR)) {
    const [said, name, article, digits, ordinal] = match;
    const after = folded.slice(match.index + said.length);
    if (MONTH_AFTER.test(after)) continue;
    if (!ordinal && TIME_AFTER.test(after)) continue;
    const date = Number(digits);
    if (date < 1 || date > 31) continue;
    const weekday = NAMES.findIndex((names) => names.includes(name ?? ''));
    const numberAt = match.index + said.length - (digits ?? '').length - (ordinal ?? '').length;
    const rest = `${folded.slice(0, numberAt)}${after}`.replace(/\s+/g, ' ').trim();
    const spanish =
      /^(?:domingo|dom|lunes|lun|martes|miercoles|mier|mie|jueves|jue|viernes|vie|sabado|sab)$/.test(
        name ?? '',
      );
    found.push({ weekday, date, marked: Boolean(ordinal || article || spanish), rest });
  }
  return found;
}
