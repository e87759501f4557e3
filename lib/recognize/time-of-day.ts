/** Times of day as people type them ("8am", "after 5", "morning"), as ranges of minutes. */
import { zonedFormat } from '../zoned-format';
import { numberAt } from './number-words';

/** Minutes after midnight: `fromMinutes` included, `toMinutes` excluded. */
export interface MinuteRange {
  fromMinutes: number;
  toMinutes: number;
}

const DAY = 1440;

/** Named parts of the day. */
const NAMED: Record<string, MinuteRange> = {
  morning: { fromMinutes: 0, toMinutes: 720 },
  afternoon: { fromMinutes: 720, toMinutes: 1020 },
  // "la tarde" runs to nightfall, later than the English afternoon: "6 de la tarde" is said.
  latarde: { fromMinutes: 720, toMinutes: 1200 },
  evening: { fromMinutes: 1020, toMinutes: DAY },
  tonight: { fromMinutes: 1020, toMinutes: DAY },
  night: { fromMinutes: 1020, toMinutes: DAY },
  // Lunch: the windows starting around midday ("lunch time" is 11–1 as much as 12–2).
  lunch: { fromMinutes: 660, toMinutes: 840 },
  noon: { fromMinutes: 720, toMinutes: 721 },
  midday: { fromMinutes: 720, toMinutes: 721 },
  midnight: { fromMinutes: 0, toMinutes: 1 },
};

/** One clock time: "8", "8am", "8 pm", "8:30", "17:00", "noon", "midnight" ("11 please" is no 11 p.m.). */
const TIME = String.raw`(?:(\d{1,2})(?::([0-5]\d))?(?:\s*([ap])m?(?![a-z]))?|noon|midnight)`;
const TIME_ALONE = /^(\d{1,2})(?::([0-5]\d))?\s*(?:([ap])m?)?$/;

interface ClockTime {
  minutes: number;
  /** Said with am/pm, a colon, or as a word: a time for sure, not just a number. */
  explicit: boolean;
  meridiem: 'a' | 'p' | undefined;
}

function readClock(text: string): ClockTime | undefined {
  if (text === 'noon') return { minutes: 720, explicit: true, meridiem: undefined };
  if (text === 'midnight') return { minutes: 0, explicit: true, meridiem: undefined };
  const match = TIME_ALONE.exec(text.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const meridiem = match[3] as 'a' | 'p' | undefined;
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    const h24 = (hour % 12) + (meridiem === 'p' ? 12 : 0);
    return { minutes: h24 * 60 + minute, explicit: true, meridiem };
  }
  if (hour > 23) return undefined;
  return { minutes: guessHour(hour) * 60 + minute, explicit: match[2] !== undefined, meridiem };
}

/**
 * An hour said without am/pm, in a business open by day: 1–6 are afternoon (13–18), 7–11 morning,
 * 12 noon, 0 and 13–23 as on a 24-hour clock.
 */
function guessHour(hour: number): number {
  return hour >= 1 && hour <= 6 ? hour + 12 : hour;
}

/** A part of the day said fondly ("mañanita", "tardecita", "nochecita"), by its first letters: the part. */
const PART_SAID_FONDLY: Record<string, string> = { mana: 'manana', tard: 'tarde', noch: 'noche' };

/**
 * Spanish times said as the English ones the patterns read ("después de las 5" → "after 5",
 * "9 de la mañana" → "9am", "a las 9" → "9:00"). "mañana" alone is tomorrow, a day, so only "por /
 * en / de la mañana" is the morning. Applied to accent-free lower-case text.
 */
const SPANISH: [RegExp, string][] = [
  [/\b(\d{1,2}(?::[0-5]\d)?)\s*(?:de|en|por) la manana\b/g, '$1am'],
  [/\b(\d{1,2}(?::[0-5]\d)?)\s*(?:de|en|por) la (?:tarde|noche)\b/g, '$1pm'],
  [/\b(?:por|en|de) la manana\b/g, 'morning'],
  [/\b(?:por|en|de) la tarde\b/g, 'latarde'],
  [/\b(?:por|en|de) la noche\b|\besta noche\b/g, 'evening'],
  [/\b(?:al )?mediodia\b/g, 'noon'],
  [/\b(?:a )?(?:la )?hora (?:del almuerzo|de (?:almorzar|comer|la comida))\b/g, 'lunch'],
  [/\b(?:a la )?medianoche\b/g, 'midnight'],
  [/\bentre (?:las? )?(\d{1,2}(?::[0-5]\d)?(?:[ap]m)?) y (?:las? )?/g, 'between $1 and '],
  [/\bde (?:las? )?(\d{1,2}(?::[0-5]\d)?(?:[ap]m)?) a (?:las? )?/g, 'from $1 to '],
  [/\b(?:de|desde) (?:las? )?(\d{1,2}(?::[0-5]\d)?(?:[ap]m)?) hasta (?:las? )?/g, 'from $1 to '],
  // "la más tarde", "lo más tarde posible": the latest; "más tarde" alone is only "later".
  [/\b(?:la|el|lo) mas tarde\b/g, 'latest'],
  // "11 a 1", "3 a 5 pm": a span without its "de".
  [/\b(\d{1,2}(?::[0-5]\d)?(?:[ap]m)?) a (?:las? )?(?=\d)/g, '$1 to '],
  [/\b(?:despues de|a partir de|desde|mas tarde de)(?: las?)?(?= \d)/g, 'after'],
  [/\b(?:antes de|para)(?: las?)?(?= \d)/g, 'before'],
  // "a las 9": a clock time for sure, as "9:00" is.
  [/\b(?:a )?las? (\d{1,2})(?![\d:ap])/g, '$1:00'],
  // "la de 8", "el de las 8", "la de las 6 de la tarde" (one of a list of times): the one starting then.
  [/\b(?:la|el|los) de (?:las? )?(\d{1,2}(?::[0-5]\d)?(?:[ap]m)?)(?![\d:])/g, 'starting $1'],
  [/\b(?:la|el|los) de (\d{1,2}):00\b/g, 'starting $1:00'],
  // "d 9 a 11": "de" as a phone cuts it.
  [/\bd (?=\d)/g, 'de '],
];

/**
 * @invariant window-named-by-its-start "the 8 one", "the 9am one", "the one at 8", "la de las 8": one
 * of a list of times named by when it starts ("starting 8:00"), not a time to be covered ("at 9" is
 * fitted by 8–10 too; "the one at 9" is the one that starts at 9).
 */
const THE_ONE_AT: [RegExp, string][] = [
  // "doordash 9 one" (Indian English "doordash 9 wala"): after a word, as after "the", but the end of a span ("5 to 7 one").
  [
    /(?:\bthe |(?<=[a-z] )(?<!\b(?:to|til|till|until|and|or|a|hasta|y|o) ))(\d{1,2}) one\b/g,
    'starting $1:00',
  ],
  [/\bthe (\d{1,2}(?::[0-5]\d)?[ap]m) one\b/g, 'starting $1'],
  // "the 6 o'clock one", "the 6:00 one" (its o'clock read as ":00" before).
  [/(?:\bthe |^)(\d{1,2}:[0-5]\d) one\b/g, 'starting $1'],
  [/\b(?:the )?one (?:at|for) (\d{1,2}(?::[0-5]\d)?(?:[ap]m)?)(?![\d:])/g, 'starting $1'],
  [/\b(?:the )?one (\d{1,2}):00\b/g, 'starting $1:00'],
  // "que empieza a las doce", "the one that starts at 9", "which begins at 12": its start said outright.
  [
    /\b(?:(?:que|that|which) )?(?:empieza|comienza|inicia|arranca|starts|begins)(?: (?:at|a))? (\d{1,2}(?::[0-5]\d)?(?:[ap]m)?)(?![\d:])/g,
    'starting $1',
  ],
];

/** A word or number that may be an hour ("eight", "ocho", "8"; "once" is 11 only where a time is said). */
const HOUR = '(?:[a-z]+|\\d{1,2})';

/**
 * An hour said in words as its digits (number-words.ts reads the words; "once" is 11), or as said when
 * it is no hour from 1 to 12 ("a las doscientas" stays).
 */
function digits(word: string): string {
  const hour = word === 'once' ? 11 : numberAt([word], 0)?.value;
  return hour !== undefined && hour >= 1 && hour <= 12 ? String(hour) : word;
}

/**
 * @invariant hours-in-words-where-a-time-is-said An hour said in words is a time only where a time is
 * said: both ends of a range ("nine to eleven", "de ocho a diez", "entre ocho y diez"), after a word
 * that leads a time ("at eight", "after six", "a las ocho", "la una", "hasta las once"), or before one
 * that follows it ("eight am", "ocho de la mañana", "eight o'clock"). Elsewhere it stays a number: "the
 * one at 8", "dos bolsas", "just this once".
 */
const HOURS_IN_WORDS: [RegExp, (...m: string[]) => string][] = [
  [
    new RegExp(
      `\\b(${HOUR}|\\d{1,2})( (?:to|ta|tuh|till|until|through|thru|a|y|and|-) (?:las? )?)(${HOUR}|\\d{1,2})\\b`,
      'g',
    ),
    (said, from, join, to) => {
      const [first, second] = [digits(from ?? ''), digits(to ?? '')];
      // "8 ta 10", "8 tuh 10": "to" as it is said in patois and the South, between two hours only
      // ("ta" alone is also British thanks).
      const joined = /^ (?:ta|tuh) $/.test(join ?? '') ? ' to ' : join;
      return /^\d/.test(first) && /^\d/.test(second) ? `${first}${joined}${second}` : said;
    },
  ],
  [
    new RegExp(`\\b(at|from|between|after|before|by|till|until|las|la|desde|entre|hasta) (${HOUR})\\b`, 'g'),
    // "at once" is now, no hour.
    (said, lead, hour) => (lead === 'at' && hour === 'once' ? said : `${lead} ${digits(hour ?? '')}`),
  ],
  [
    new RegExp(
      `\\b(${HOUR})(?= (?:am|pm|a m|p m|o clock|oclock|de la (?:manana|tarde|noche)|en punto)\\b)`,
      'g',
    ),
    (_, hour) => digits(hour ?? ''),
  ],
  // "morning eight"; never "the morning one", the window said by its part of the day.
  [
    new RegExp(`\\b(morning|afternoon|evening) (${HOUR})\\b`, 'g'),
    (said, part, hour) => (hour === 'one' ? said : `${part} ${digits(hour ?? '')}`),
  ],
  // "eight in the morning"; never "the free one in the morning", where "one" is the window.
  [
    new RegExp(`\\b(${HOUR})(?= (?:in the (?:morning|afternoon|evening)|at night)\\b)`, 'g'),
    (said, hour) => (hour === 'one' ? said : digits(hour ?? '')),
  ],
];

/**
 * @invariant deadline-fitted-by-windows-ending-by A time the person must be gone by ("I leave for work
 * at 11", "I have to go at 11", "salgo a trabajar a las 11", "tengo que irme a las once") is a
 * deadline, as "before 11", "by 11", "antes de las 11" are: it is fitted by the windows that end by
 * then, never the one starting then (found trying the bot: "morning please, I leave for work at 11"
 * offered 11–1). Only the person's own leaving: "leave it at 11" (the laundry) and "I get home at 6"
 * (arriving) stay times to be covered. A time of the person's own that something must come before is
 * one too ("before my 10:30 tee time", "antes de mi cita de las 10:30").
 */
const DEADLINE_SAID: [RegExp, string][] = [
  [
    /\b(?:i(?: m| am| have to| need to| got to| gotta| must| ll)?|im|ill) (?:leave|leaving|head out|heading out|be gone|gone|out the door)(?: (?:for|to) work| (?:of )?the house| home)? (?:at|by) (?=\d)/g,
    'before ',
  ],
  [
    /\b(?:salgo|me voy|me tengo que ir|tengo que (?:salir|irme)|entro|empiezo)(?: (?:a|al|para el) trabajo| a trabajar| de (?:la )?casa)? (?:a|para) las? (?=\d)/g,
    'before ',
  ],
  // "before my 10:30 tee time", "by our 11 am flight": the person's own time, a deadline as "before
  // 10:30"; the words after it, to a joining word, name what it is (up to three: "tee time").
  [
    /\b(?:before|by|ahead of) (?:my|our|his|her|their) (\d{1,2}(?::[0-5]\d)?(?: ?(?:am|pm|oclock))?)(?: (?!(?:with|w|and|or|but|if|con|y|the|store|driver|courier|doordash|please|pls)\b)[a-z]+){0,3}/g,
    'before $1',
  ],
  [/\bantes del? (?:mi|nuestra|nuestro|su) [a-z]+ (?:de|a) las? (?=\d)/g, 'before '],
];

/**
 * @invariant hour-with-its-part-of-day An hour said beside its part of the day ("8 in the morning",
 *   "morning 8", "6 in the evening", "the evening 6 one") is that hour, am or pm, as "8 de la mañana"
 *   is: never the whole morning with a stray number (an option's place) beside it. Parts of the day as
 *   typed are read too: "mornin", "evenin", "morning's", "lunch time".
 */
const PART_OF_DAY: [RegExp, string][] = [
  [/\b(mornin|evenin)\b/g, '$1g'],
  // "morning's fine" (its apostrophe dropped), "mornings are best": the part of the day.
  [/\b(morning|afternoon|evening|night)s\b/g, '$1'],
  [/\blunch ?time\b/g, 'lunch'],
  // Before lunch is by noon; after it, from 1 ("despuesito de comer, de 1 a 3").
  [/\bbefore (?:the )?lunch\b/g, 'before 12pm'],
  [/\bafter (?:the )?lunch\b/g, 'after 1pm'],
  [/\bantes(?:ito)? del? (?:almuerzo|almorzar|comer|la comida)\b/g, 'before 12pm'],
  [/\bdespues(?:ito)? del? (?:almuerzo|almorzar|comer|la comida)\b/g, 'after 1pm'],
  [/\b(\d{1,2}(?::[0-5]\d)?) (?:in the |this )?morning\b/g, '$1am'],
  [
    /\b(\d{1,2}(?::[0-5]\d)?) (?:in the |this )?(?:afternoon|evening)\b|\b(\d{1,2}(?::[0-5]\d)?) at night\b/g,
    '$1$2pm',
  ],
  [
    /\bmorning (?:at |around )?(\d{1,2}(?::[0-5]\d)?)(?![\d:]|\s*[ap]m\b|\s*(?:-|(?:to|and|till|until)\b))/g,
    '$1am',
  ],
  [
    /\b(?:afternoon|evening) (?:at |around )?(\d{1,2}(?::[0-5]\d)?)(?![\d:]|\s*[ap]m\b|\s*(?:-|(?:to|and|till|until)\b))/g,
    '$1pm',
  ],
];

/** An hour said with "o'clock", "en punto", or (among windows) after "at": a clock time for sure ("at 8" is 8:00). */
const CLOCK_SAID: [RegExp, string][] = [
  [/\b(\d{1,2}) (?:o clock|oclock|en punto)\b/g, '$1:00'],
  [/\bat (\d{1,2})(?![\d:ap]| [ap]m\b)/g, '$1:00'],
  // "around 9", "tipo 9": an hour said roughly, as "at 9" (a span's first hour stays the span's).
  [
    /\b(?:around|about|approximately|roughly|tipo) (\d{1,2})(?![\d:ap]| [ap]m\b|\s*(?:-|to\b|a\b|y\b|and\b|till\b))/g,
    '$1:00',
  ],
];

/**
 * @invariant military-time-read-as-a-clock Among windows, a time on the 24-hour clock as said in four
 *   digits ("0900", "1430 hrs") or in words ("zero eight hundred", "oh nine hundred hours", "fifteen
 *   hundred") is that clock time ("0900 to 1100" is 9–11 AM, "zero eight hundred" 8 AM): minutes only on
 *   the quarter hour, so a card's "4242" or a year stays a number; "eight hundred" alone stays one too.
 */
const MILITARY: [RegExp, (...m: string[]) => string][] = [
  [
    // "1500-1700" is a span; a phone's "555-0100" is no time.
    /(?<![\d:$./]|(?<!\d)\d{3}-)([01]\d|2[0-3])(00|15|30|45)(?:\s*(?:hours|hrs|hr|h))?(?![\d:/]|[a-z])/g,
    (_, hour, minute) => clockOf(Number(hour), minute ?? '00'),
  ],
  [
    // "20h", "18hs", "18h30", and spaced past noon "las 18 hs": the hour's mark, as Spain and Latin America
    // write it ("2 hrs" may be a duration: spaced, only an hour no duration is said by).
    /\b(?:([01]?\d|2[0-3])(?:h|hs)(?:([0-5]\d)\b)?|(1[3-9]|2[0-3]) (?:h|hs|hrs|hr))\b/g,
    (_, hour, minute, spaced) => clockOf(Number(hour ?? spaced), minute ?? '00'),
  ],
  [
    /\b(?:(zero|oh|o) )?((?:twenty[ -])?[a-z]+) hundred(?: (hours|hrs))?\b/g,
    (said, zero, hour, hours) => {
      const value = numberAt((hour ?? '').split(/[ -]/), 0)?.value;
      if (value === undefined || value > 23) return said;
      // "eight hundred" alone may be an amount; "zero eight hundred", "oh eight hundred hours", "fifteen hundred" are times.
      return zero !== undefined || hours !== undefined || value >= 13 ? clockOf(value, '00') : said;
    },
  ],
];

/** A 24-hour clock time as the readers take one for sure: "9:00am", "12:30pm", "5:00pm". */
function clockOf(hour: number, minute: string): string {
  if (hour === 0) return `12:${minute}am`;
  if (hour < 12) return `${hour}:${minute}am`;
  return `${hour === 12 ? 12 : hour - 12}:${minute}pm`;
}

/**
 * @invariant street-number-never-an-hour A number that names a street is the address's, never an hour:
 *   a number beside a street's kind ("21st st", "calle 21", "5th avenue"), an ordinal after a word that
 *   leads a time ("from 21st": "the 2nd" stays a place in a list), and "la 21" after "en" ("recojan en la 21 el jueves": on 21st Street). An hour is said as one: "a las 9",
 *   "at 9", "9am", "de 8 a 10" (stranger's try: "en la 21" was asked about as 21:00 on Thursday).
 */
const STREET_NUMBER =
  /\b(?:\d{1,3}(?:st|nd|rd|th)?\s+(?:st|street|ave|avenue|av|pl|place|rd|road|blvd)\b|(?:from|at|after|by|on)\s+\d{1,3}(?:st|nd|rd|th)\b(?:\s+(?:st|street|ave|avenue|av|pl|place|rd|road|blvd)\b)?|(?:calle|avenida|street|avenue)\s+\d{1,3}\b(?!:)|en\s+la\s+\d{1,3}\b(?![:\s]*(?:[ap]m|de\s+la|en\s+punto)\b))/g;

/**
 * Normalizes case, accents, `a.m.` and spacing, and Spanish times as English ones; keeps digits,
 * colons, dashes and slashes (a date's: "12/3"); an amount ("$11.99") is no time. Among windows,
 * hours in words where a time is said are read too, and "at 8" is 8:00.
 */
function clean(text: string, among: { windows: boolean } = { windows: false }): string {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b([ap])\.m\.?/g, '$1m')
    .replace(/[–—]/g, '-')
    // "por la mañanita", "la tardecita", "la nochecita": the part of the day said fondly.
    .replace(
      /\b(?:manan|tard|noch)(?:ec)?it(?:it)?a\b/g,
      (said) => PART_SAID_FONDLY[said.slice(0, 4)] ?? said,
    )
    // "the store's own driver", "y'all's": one word, as \`tokenize\` folds it, never "store" and "s".
    .replace(/(\p{L})['’](?=\p{L})/gu, '$1')
    .replace(/\$\s*\d+(?:[.,]\d+)?/g, ' ')
    .replace(/[^a-z0-9:/\s-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // Before any hour is read (invariant street-number-never-an-hour).
    .replace(STREET_NUMBER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!among.windows)
    return [...CLOCK_SAID.slice(0, 1), ...PART_OF_DAY, ...SPANISH, ...THE_ONE_AT].reduce(
      (t, [p, english]) => t.replace(p, english),
      folded,
    );
  const clocked = MILITARY.reduce((t, [pattern, clock]) => t.replace(pattern, clock), folded);
  const worded = HOURS_IN_WORDS.reduce((t, [pattern, digit]) => t.replace(pattern, digit), clocked);
  return [...DEADLINE_SAID, ...CLOCK_SAID, ...PART_OF_DAY, ...SPANISH, ...THE_ONE_AT].reduce(
    (t, [p, english]) => t.replace(p, english),
    worded,
  );
}

/**
 * A time of day read: the range, whether both its ends were said ("8 to 10": a span), and whether it
 * names a window by its start ("the one at 8": invariant window-named-by-its-start).
 */
interface TimeReading {
  range: MinuteRange;
  span?: true;
  starts?: true;
  ends?: true;
}

const PATTERNS: {
  pattern: RegExp;
  read: (m: RegExpExecArray, among: { windows: boolean }) => TimeReading | MinuteRange | undefined;
}[] = [
  {
    // "between 8 and 10", "from 8 to 10am", "8-10am", "8 to 10 am"
    pattern: new RegExp(
      String.raw`(?:\bbetween\s+(${TIME})\s+and\s+(${TIME})|(?<![\d/-])(?:\bfrom\s+)?(${TIME})\s*(?:-|\bto\b|\btill\b|\buntil\b)\s*(${TIME})(?![\d/-]))`,
    ),
    read: (m, among) => {
      const worded = m[1] !== undefined;
      const [first, second] = worded ? [m[1], m[5]] : [m[9], m[13]];
      // Among time windows, "8-10" is a time ("the 8 to 10"), not a list of options.
      const range = readSpan(first ?? '', second ?? '', worded || among.windows || /\bfrom\b/.test(m[0]));
      return range && { range, span: true };
    },
  },
  {
    pattern: new RegExp(String.raw`\bstarting\s+(?:at\s+)?(${TIME})(?![\d:])`),
    read: (m) => {
      const time = readClock(m[1] ?? '');
      return time && { range: { fromMinutes: time.minutes, toMinutes: time.minutes + 1 }, starts: true };
    },
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:after|past|from|later than)\s+(${TIME})(?![\d:])|(${TIME})\s+(?:or (?:later|after)|onwards?|en adelante|o (?:despues|mas tarde))\b`,
    ),
    read: (m) => {
      const time = readClock(m[1] ?? m[5] ?? '');
      return time ? { fromMinutes: time.minutes, toMinutes: DAY } : undefined;
    },
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:before|by|earlier than)\s+(${TIME})(?![\d:])|(${TIME})\s+or earlier\b`,
    ),
    // A deadline: the windows ending by then (invariant deadline-fitted-by-windows-ending-by).
    read: (m) => {
      const time = readClock(m[1] ?? m[5] ?? '');
      return time && time.minutes > 0
        ? { range: { fromMinutes: 0, toMinutes: time.minutes }, ends: true }
        : undefined;
    },
  },
  {
    pattern: /\b(morning|afternoon|latarde|evening|tonight|night|lunch|noon|midday|midnight)\b/,
    read: (m) => NAMED[m[1] ?? ''],
  },
  {
    pattern: /(?<![\d:$./-])(\d{1,2}(?::[0-5]\d(?:\s*[ap]m?)?|\s*[ap]m|[ap]))(?![\d:a-z])/,
    read: (m) => {
      const time = readClock(m[1] ?? '');
      return time?.explicit ? { fromMinutes: time.minutes, toMinutes: time.minutes + 1 } : undefined;
    },
  },
];

/** A span "8-10am": the first time takes the second's am/pm unless that would put it after. */
function readSpan(first: string, second: string, worded: boolean): MinuteRange | undefined {
  const to = readClock(second);
  let from = readClock(first);
  if (!from || !to) return undefined;
  if (!worded && !from.explicit && !to.explicit) return undefined; // "1-3" may be a list of options
  if (!from.meridiem && to.meridiem && !/noon|midnight/.test(first)) {
    const same = readClock(`${first}${to.meridiem}m`);
    const morning = readClock(`${first}am`);
    from = same && same.minutes < to.minutes ? same : (morning ?? from);
  }
  // "6 to 8" in a business open by day: 6 is read as 6 PM, so 8 is 8 PM too.
  const end =
    !from.meridiem && !to.meridiem && to.minutes <= from.minutes && to.minutes < 720
      ? to.minutes + 720
      : to.minutes;
  return from.minutes < end ? { fromMinutes: from.minutes, toMinutes: end } : undefined;
}

/**
 * A time of day found in the reply and the reply without it (for narrowing by other words, as in
 * "8am courier"). Bare numbers are not times ("8" is an option's position); "after 5" and
 * "between 8 and 10" are, with hours 1–6 read as afternoon.
 */
export function findTimeOfDay(
  text: string,
  among: { windows: boolean } = { windows: false },
): (TimeSaid & { rest: string }) | undefined {
  const cleaned = clean(text, among);
  for (const { pattern, read } of PATTERNS) {
    const match = pattern.exec(cleaned);
    const found = match ? read(match, among) : undefined;
    if (match && found) {
      const reading: TimeReading = 'range' in found ? found : { range: found };
      const rest = `${cleaned.slice(0, match.index)} ${cleaned.slice(match.index + match[0].length)}`;
      return {
        range: reading.range,
        span: reading.span === true,
        starts: reading.starts === true,
        ends: reading.ends === true,
        said: match[0].trim(),
        rest: rest.replace(/\s+/g, ' ').trim(),
      };
    }
  }
  return undefined;
}

/** A time of day said in a reply: its range, whether both ends were said (a span), and its words. */
export interface TimeSaid {
  range: MinuteRange;
  span: boolean;
  /** Names a window by its start (invariant window-named-by-its-start). */
  starts: boolean;
  /** A deadline: fitted by the windows ending by then (invariant deadline-fitted-by-windows-ending-by). */
  ends: boolean;
  said: string;
}

/**
 * Whether a time said is a named part of the day ("afternoon", "la tarde", "morning", "tonight"): a
 * span of hours with neither end said, unlike "after 5", a bound whose first window is the one meant.
 *
 * @invariant part-of-day-fitting-several-asked A part of the day several windows fit is asked among
 *   them, never the earliest taken and said as the one asked for: "mañana en la tarde" among 12–2, 3–5
 *   and 5–7 is any of them to the person.
 */
export function isPartOfDaySaid(time: Pick<TimeSaid, 'said' | 'range'>): boolean {
  return NAMED[time.said] !== undefined && time.range.toMinutes - time.range.fromMinutes > 1;
}

/**
 * Every time of day in a reply, each found and taken out in turn ("friday morning 8-10": "8-10",
 * then "morning"), and the reply without them, folded as the time readers fold it (lower case, no
 * accents, Spanish times said as English ones).
 *
 * @example findTimesOfDay('mañana de 9 a 11 con doordash', { windows: true }) // { times: [{ said: 'from 9 to 11', … }], rest: 'manana con doordash' }
 */
export function findTimesOfDay(
  text: string,
  among: { windows: boolean } = { windows: false },
): { times: TimeSaid[]; rest: string } {
  const times: TimeSaid[] = [];
  let rest = clean(text, among);
  for (let found = findTimeOfDay(rest, among); found; found = findTimeOfDay(rest, among)) {
    times.push({
      range: found.range,
      span: found.span,
      starts: found.starts,
      ends: found.ends,
      said: found.said,
    });
    rest = found.rest;
  }
  return { times, rest };
}

/**
 * A time of day as minutes after midnight, `[fromMinutes, toMinutes)`: an exact time is one
 * minute wide.
 *
 * @example readTimeOfDay('8am') // { fromMinutes: 480, toMinutes: 481 }
 * @example readTimeOfDay('after 5') // { fromMinutes: 1020, toMinutes: 1440 }
 * @example readTimeOfDay('morning') // { fromMinutes: 0, toMinutes: 720 }
 */
export function readTimeOfDay(text: string): MinuteRange | undefined {
  return findTimeOfDay(text)?.range;
}

/** Minutes after midnight of an instant on the wall clock of a zone. */
export function minutesInZone(instant: string, timeZone: string): number {
  const format = zonedFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric' });
  const parts = format.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}
