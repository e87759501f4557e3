/**
 * What a reply to a day question says beside a weekday or a date, in English and Spanish: a day of
 * the month said alone ("the 3rd", "el 3"), the soonest day offered ("earliest", "lo más pronto"), or
 * a span of days rather than one ("this weekend", "early next week", "el fin de semana").
 *
 * @invariant day-of-month-not-position Among days, "the 3rd", "on the 25th", "el 3", "el día 3" name a
 *   date of the month, never the third day listed; "third", "the third one" and "3" stay positions.
 * @invariant slash-date-is-a-date Among days, a date typed in numbers with a slash ("6/6", "12/06",
 *   "6/12/2036") is that date, read month first in English and day first in Spanish, never a position
 *   nor two ("6/6" is no "6, 6": the sixth day listed). When its other reading is a day on offer too and
 *   differs, which is meant is asked (calendar.ts `slashDateIn`); so is its other reading alone on offer,
 *   unless the language's is months away (invariant slash-date-months-away-read-the-other-way).
 * @invariant span-of-days-asked-back A reply naming a span of days and no day within it ("this
 *   weekend", "next week", "later this week", "el fin de semana") is asked back, never read as the
 *   span's first day.
 */
import { isModifier, isNeutral, unplaced } from './neutral-words';
import { asTexted, tokenize } from './normalize';
import { phraseAt, phraseTable } from './phrase-table';

/** A weekday said in full or short, in English or Spanish, as one word: "wed", "miércoles" → "wednesday". */
export const WEEKDAYS: readonly (readonly string[])[] = [
  ['sunday', 'sun', 'domingo', 'dom'],
  ['monday', 'mon', 'lunes', 'lun'],
  ['tuesday', 'tue', 'tues', 'martes', 'mar'],
  ['wednesday', 'wed', 'weds', 'miercoles', 'mie', 'mier'],
  ['thursday', 'thu', 'thur', 'thurs', 'jueves', 'jue'],
  ['friday', 'fri', 'viernes', 'vie'],
  ['saturday', 'sat', 'sabado', 'sab'],
];

/**
 * The day of the week a word names, 0 for Sunday to 6 for Saturday, as `Date.getUTCDay` counts them.
 * @example weekdayNumber('vie') // 5
 */
export function weekdayNumber(token: string): number | undefined {
  const at = WEEKDAYS.findIndex((names) => names.includes(token));
  return at < 0 ? undefined : at;
}

/** Weekdays cut short ("sat", "thurs", "mar"), which begin names and words too ("Sat Sri Akal", "Sun Valley"). */
let shortDays: ReadonlySet<string> | undefined;
const SHORT_DAYS = () =>
  (shortDays ??= new Set([
    ...WEEKDAYS.flatMap((names) =>
      names.filter((name) => !/day$|^(?:domingo|lunes|martes|miercoles|jueves|viernes|sabado)$/.test(name)),
    ),
    'thr',
    'thrs',
  ]));

/** Words before a weekday that make it one: "on sat", "this sun", "el mar", "para el sab", "or fri". */
const DAY_CUES = new Set(
  `on this next by until till before after every each or el este esta para desde hasta cada proximo
  proxima o u pickup delivery`.split(/\s+/),
);

/**
 * Words after a weekday cut short, beside neutral words and modifiers (neutral-words.ts: "sat pls",
 * "wed im off", "fri 8-10", "sat morning"), that keep it a day: the legs of an order, months, times of
 * day said in plural, and what is said of a day ("fri doesnt work", "sat instead").
 */
const DAY_FOLLOWERS = new Set(
  `pickup pick pickups delivery deliver deliveries drop dropoff return collection recogida recoger entrega
  entregar instead early late temprano tempranito tardecita nochecita eve nite mornings afternoons evenings nights tardes noches doesnt isnt wont cant aint
  works work suits better best ideal ideally preferably asap earliest mejor sirve funciona queda
  jan january feb february mar march apr april may jun june jul july aug august sep sept september oct
  october nov november dec december enero febrero marzo abril mayo junio julio agosto septiembre
  setiembre octubre noviembre diciembre`.split(/\s+/),
);

/** Whether a word after a weekday cut short keeps it a day ("sat morning", "sat 8", "wed im off"). */
const keepsADay = (word: string) =>
  DAY_FOLLOWERS.has(word) || isModifier(word) || (isNeutral(word) && word !== 'de' && word !== 'del');

/**
 * The reply (folded: lower case, no accents) with each weekday cut short that does not stand as a
 * day blanked out (invariant short-weekday-stands-as-a-day): one said alone or before a clause break
 * ("Sat.", "sun, whichever"), after a word that places a day ("on sat", "el mar", "this sun"), or
 * before a word that can go with a day ("sat morning", "fri 8-10", "wed im off", "vie de 9 a 11") is
 * a day; one before any other word starts a name or another word ("Sat Sri Akal", "Sun Valley", "Mar
 * del Plata", "sab theek"), and is no day.
 *
 * @invariant short-weekday-stands-as-a-day A weekday cut short ("sat", "sun", "mar", "vie") is a day
 *   only where it stands as one: alone, after a word placing a day, or before a time, a date, a leg of
 *   the order or a word that can go with a day; before a name or other word ("Sat Sri Akal", "Sun
 *   Valley", "Mar del Plata") it is no day, and nothing is carried from it.
 * @example withShortNamesUnread('sat sri akal. new order') // '    sri akal. new order'
 * @example withShortNamesUnread('sat morning') // 'sat morning'
 */
export function withShortNamesUnread(folded: string): string {
  return folded.replace(/(?<![a-z0-9'])[a-z]+(?![a-z0-9'])/g, (word, at: number) => {
    if (!SHORT_DAYS().has(word)) return word;
    const before = /([a-z0-9]+)\s+$/.exec(folded.slice(0, at))?.[1];
    if (before !== undefined && (DAY_CUES.has(before) || isModifier(before))) return word;
    const after = /^\s+([a-z0-9']+)(?:\s+(?:(?:la|las|los|el)\s+)?([a-z0-9']+))?/.exec(
      folded.slice(at + word.length),
    );
    const next = after?.[1];
    if (next === undefined) return word;
    const said = (w: string) => asTexted(w.replace(/'/g, ''));
    // "vie de 9 a 11", "mar de la semana que viene", never "Mar del Plata": the word after "de" decides.
    if (next === 'de' || next === 'del') {
      const then = after?.[2];
      return then !== undefined && (isModifier(said(then)) || DAY_FOLLOWERS.has(said(then)))
        ? word
        : ' '.repeat(word.length);
    }
    return keepsADay(said(next)) ? word : ' '.repeat(word.length);
  });
}

/** "T+1", "t + 2": a day counted on from today, as schedulers write it. */
export const DAYS_ON = /(?<![\p{L}\d])t\s?\+\s?(\d)(?![\p{L}\d])/giu;
/** The day `DAYS_ON` counts to, in words chrono reads: "T+1" is tomorrow, "T+3" in 3 days. */
export const daysOn = (_: string, n: string) =>
  n === '0' ? 'today' : n === '1' ? 'tomorrow' : `in ${n} days`;

/**
 * The reply with a day counted on from today spelled in words ("T+1, 9-11" is "tomorrow, 9-11"), so
 * its number is never read as a time or a place in the list.
 * @example withDaysOnSpelled('T+1, 9-11 doordash') // 'tomorrow, 9-11 doordash'
 */
export function withDaysOnSpelled(text: string): string {
  return text.replace(DAYS_ON, daysOn);
}

/** A date typed in numbers: its two numbers as typed, the year if one is said, and the words themselves. */
export type SlashDate = { first: number; second: number; year?: number; said: string };

/** "6/6", "12/06", "6/12/36", "6/12/2036", "06-06": never "8-10" (a time at a day question) nor "1/2" of a fraction beside others. */
const SLASH_DATE = /(?<![\d/])(\d{1,2})\s?\/\s?(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/;
const DASH_DATE = /(?<![\d/:-])(\d{1,2})-(\d{1,2})(?:-(\d{4}|\d{2}))?(?![\d/:-])/;

/**
 * (invariant slash-date-is-a-date) The date a reply types in numbers with a slash, wherever it stands
 * ("fri 6/6 in the morning"), when at least one way of reading it (month first, day first) is a date.
 *
 * @example findSlashDate('6/6 please') // { first: 6, second: 6, said: '6/6' }
 * @example findSlashDate('the 8-10 one') // undefined
 */
export function findSlashDate(text: string): SlashDate | undefined {
  const dashed = DASH_DATE.exec(text);
  // "06-06", "06-12", "6-6": a date typed with a dash, where no time range is ("8-10" is one; a range
  // from a number to itself, or a zero-padded one, is none).
  const found =
    SLASH_DATE.exec(text) ??
    (dashed && (dashed[1]?.startsWith('0') || dashed[2]?.startsWith('0') || dashed[1] === dashed[2])
      ? dashed
      : null);
  if (!found) return undefined;
  const first = Number(found[1]);
  const second = Number(found[2]);
  const dateLike = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= 31;
  if (!dateLike(first, second) && !dateLike(second, first)) return undefined;
  const year =
    found[3] === undefined ? undefined : Number(found[3].length === 2 ? `20${found[3]}` : found[3]);
  return { first, second, ...(year === undefined ? {} : { year }), said: found[0] };
}

/** Words that may stand around a day of the month: "on the 3rd please", "para el día 3 del mes". */
const AROUND_DATE = new Set([
  'on',
  'for',
  'the',
  'of',
  'month',
  'please',
  'pls',
  'para',
  'el',
  'dia',
  'del',
  'mes',
  // "El 7, por favor", "el 7 porfa".
  'por',
  'favor',
  'porfa',
  'porfavor',
  'xfa',
]);

/**
 * The day of the month a reply says alone (invariant day-of-month-not-position): an English ordinal
 * in digits, or a number after Spanish "el" or "día"; undefined otherwise.
 *
 * @example readDayOfMonth('the 3rd') // 3
 * @example readDayOfMonth('para el día 14') // 14
 * @example readDayOfMonth('the third one') // undefined
 */
export function readDayOfMonth(text: string): number | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const numbers = tokens.filter((t) => !AROUND_DATE.has(t));
  const [said] = numbers;
  if (numbers.length !== 1 || said === undefined) return undefined;
  const ordinal = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(said);
  const spanish = /^\d{1,2}$/.test(said) && (tokens.includes('el') || tokens.includes('dia'));
  const day = ordinal ? Number(ordinal[1]) : spanish ? Number(said) : undefined;
  return day !== undefined && day >= 1 && day <= 31 ? day : undefined;
}

const SOONEST = phraseTable({
  soonest: [
    'earliest',
    'soonest',
    'asap',
    'as soon as possible',
    'first available',
    'lo mas pronto',
    // "as soon as y'all can": its "as … as" the soonest said whole.
    'as soon as',
    'el mas pronto',
    'lo antes posible',
    'cuanto antes',
    'lo mas temprano',
    'el primero disponible',
    'el primer dia disponible',
    // "el primer día que tengan", "the first day you have": the first on offer.
    'el primer dia',
    'the first day',
    'first day',
  ],
  // What is said around it: "earliest you can", "lo más pronto que se pueda", "the soonest possible day",
  // "whichever is earliest", "cuando sea lo antes posible".
  around: [
    // Whoever can: "soonest y'all can", "as soon as u can do", "lo más pronto que puedan".
    ...['you', 'u', 'yall', 'ya', 'youse', 'we', 'they'].flatMap((who) => [`${who} can`, `${who} can do`]),
    'que puedan',
    'que puedas',
    'whenever',
    'whenevers',
    'whichever',
    'whichevers',
    'cuando sea',
    'el que sea',
    'possible',
    'posible',
    'que se pueda',
    'que pueda',
    'day',
    'dia',
    'available',
    'disponible',
    ...['que tengan', 'que tenga', 'que haya', 'you have', 'you got', 'yall have', 'there is'],
  ],
});

/** "después del jueves, …", "after thursday, …": a weekday as the bound the day is after, and the rest. */
const AFTER_WEEKDAY = /^\s*(?:despues\s+del?|pasado\s+el|after)\s+(?:el\s+|the\s+)?([a-z]+)\s*,?\s*(.*)$/;

/**
 * @invariant soonest-after-a-weekday "después del jueves, el primer día que tengan", "after thursday,
 *   the first day you have": the first day on offer after that weekday (its first on or after the first
 *   day on offer), never the weekday itself; with anything else beside the bound, no reading here.
 *
 * @example soonestAfterWeekday('despues del jueves, el primer dia que tengan') // 4 (Thursday's weekday number)
 */
export function soonestAfterWeekday(text: string): number | undefined {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.!?]+/g, ' ');
  const found = AFTER_WEEKDAY.exec(folded);
  if (!found || !readsSoonest(found[2] ?? '')) return undefined;
  const weekday = WEEKDAYS.findIndex((names) => names.includes(found[1] ?? ''));
  return weekday < 0 ? undefined : weekday;
}

/**
 * Whether a reply asks for the soonest day offered, and says nothing else ("earliest you can",
 * "cuanto antes"): the first day listed.
 *
 * @example readsSoonest('the earliest you can') // true
 * @example readsSoonest('earliest next week') // false
 */
export function readsSoonest(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  let soonest = false;
  const left: string[] = [];
  for (let at = 0; at < tokens.length; ) {
    const phrase = phraseAt(SOONEST, tokens, at);
    if (phrase?.kind === 'soonest') soonest = true;
    if (!phrase) left.push(tokens[at] as string);
    at += phrase?.length ?? 1;
  }
  return soonest && unplaced(left, []).length === 0;
}

/**
 * Spans of days: a weekend, or a week said without a day of it ("this week", "early next week", "later in
 * the week", "la semana que viene", "más adelante en la semana", that of the day shown too: "later that
 * week", "más tarde esa semana"), or some later day: "más tarde" alone (never this afternoon, "tarde"); "in
 * a week" and "a week from friday" are days, and not here.
 */
const SPAN =
  /\b(?:(?:this|that|next|coming|the|early|late|later|later on|end of|sometime|some time|middle of|mid|in|during)\s+)*(?:week\s?end|week)\b(?!\s+from)|\b(?:(?:este|el|los|proximo|a)\s+)?(?:fin(?:es)?\s+de\s+semana|finde)\b|\b(?:(?:mas\s+adelante|mas\s+tarde|luego|despues)\s+)?(?:(?:en|durante)\s+)?(?:(?:a\s+)?(?:principios|mediados|finales)\s+de\s+)?(?:esta|esa|la)\s+(?:otra\s+|proxima\s+|siguiente\s+)?semana(?:\s+(?:que\s+viene|proxima|siguiente|entrante))?\b|\b(?:un\s+poco\s+)?mas\s+tarde\b(?!\s+(?:de|que|en|esa|esta|la)\b)/;

/**
 * The words of a reply that name a span of days rather than a day (invariant
 * span-of-days-asked-back), and the reply without them, for the caller to find a day in; undefined
 * when it names none. Folded: lower case, no accents.
 *
 * @example readDaySpan('early next week please') // { said: 'early next week', rest: 'please' }
 * @example readDaySpan('in a week') // undefined
 */
export function readDaySpan(text: string): { said: string; rest: string } | undefined {
  const folded = tokenize(text).join(' ');
  const found = SPAN.exec(folded);
  if (!found || /\b(?:a|one|1|in|una|en)\s+$/.test(folded.slice(0, found.index))) return undefined;
  const said = found[0];
  return { said, rest: `${folded.slice(0, found.index)} ${folded.slice(found.index + said.length)}`.trim() };
}

/**
 * "whichever is sooner", "whichever comes first", "lo que sea más rápido", "el que llegue antes" (folded):
 * of the days named beside it, the soonest one that can be picked. Not "cheaper", "later", "más tarde".
 */
const SOONER =
  /\s*,?\s*\b(?:(?:whichever|whatever)(?:s| is)?\s+(?:comes\s+|is\s+)?(?:sooner|soonest|earlier|earliest|first)|(?:lo|el|la)\s+que\s+(?:sea|este|llegue|venga|caiga|salga)\s+(?:mas\s+)?(?:rapido|pronto|antes|primero|temprano))\b/;

/**
 * A reply offering days with "whichever is sooner" without those words, for the caller to take the
 * soonest day it names that can be picked; undefined when it says no such words, or nothing beside them.
 *
 * @example withoutSooner('thu or fri, whichever comes first') // 'thu or fri'
 * @example withoutSooner('thu or fri, whichever is cheaper') // undefined
 */
export function withoutSooner(text: string): string | undefined {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/'/g, '');
  const found = SOONER.exec(folded);
  if (!found) return undefined;
  const rest = `${folded.slice(0, found.index)} ${folded.slice(found.index + found[0].length)}`.trim();
  return rest === '' ? undefined : rest;
}
