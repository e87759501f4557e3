/**
 * A day a person typed, read with chrono-node (calendar.ts `parseDay`, which loads this module on the
 * first typed day). See `parseDay` for the rules.
 *
 * @invariant day-read-in-english-or-spanish A typed day is read by chrono's English parser and its
 * Spanish one (`chrono.es`), with no language switch: a person may write either, or mix. The reading
 * that accounts for more of the text wins, English on a tie, so an English day reads as it always did
 * and "el 3 de diciembre" is not cut down to whatever English finds in it.
 */
import * as chrono from 'chrono-node';
import { readDayEvents } from './recognize/day-event';
import { DAYS_ON, daysOn, readDayOfMonth, withShortNamesUnread } from './recognize/day-words';
import { typoOf } from './recognize/fuzzy-match';
import { asTexted } from './recognize/normalize';
import { weekdaysWithDates } from './recognize/weekday-date';
import { zonedFormat } from './zoned-format';

/**
 * `parseDay`'s reading, once chrono-node is loaded: a day, or a bare weekday (0 is Sunday) for the
 * caller to place in its range.
 */
export function readDay(
  text: string,
  now: Date,
  timeZone: string,
  range?: { min: string; max: string; from?: string },
): string | { weekday: number } | undefined {
  // "before Saturday's open house, so Friday", "open house is Sunday": a deadline's or an event's day is
  // never the day; another said beside it is (invariants deadline-day-never-taken, event-day-never-taken).
  const events = readDayEvents(text);
  if (events) return readDay(events.rest, now, timeZone, range);
  // "Friday, gotta have that suit for church Sunday": the day answered, the need's day only why.
  const head = text.replace(NEED_CLAUSE, '');
  if (head !== text && head.trim() !== '') {
    const answered = readDay(head, now, timeZone, range);
    if (answered !== undefined) return answered;
  }
  const reference = wallClock(now, timeZone);
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(TOMORROW_TYPED, (said) => (said === 'mnn' ? 'manana' : 'tomorrow'))
    // "mañanita", "mañanitita": tomorrow said fondly, as "el sabadito" is Saturday (`diminutiveDay`).
    .replace(/\bmananit(?:it)?a\b/g, 'manana')
    // "el sábado por la mañana": the morning, a time of the day, never tomorrow beside it.
    .replace(/\b(?:por|en|de)\s+la\s+manana\b/g, ' ')
    .replace(ELLIPTICAL_DAY_AFTER, '$1 pasado manana')
    .replace(DAY_BESIDE_WEEKDAY, dayBesideWeekday)
    .replace(OBSERVED_DAY, observedDay)
    // "w/ store driver", "w/o the courier": with and without as texted, never a date ("8-10 w/" no Aug 10).
    .replace(/\bw\/o\b/g, 'without')
    .replace(/\bw\//g, 'with ')
    .replace(DAYS_ON, daysOn)
    .replace(WEEKEND_BOUND, ' ')
    // "Sat Sri Akal", "Sun Valley": a weekday cut short before a name is no day (day-words.ts).
    .replace(/.+/s, withShortNamesUnread);
  if (DAY_AFTER_TOMORROW.test(folded)) {
    // "mañana o pasado mañana": two days, no day (`daysNamed` names them for the question).
    if (dayBeside(folded, reference)) return undefined;
    return dayOf(new Date(reference.getFullYear(), reference.getMonth(), reference.getDate() + 2));
  }
  // "el sábado 12 temprano": that date when the weekday agrees, else asked (invariant weekday-with-its-date).
  const paired = datesWithWeekdays(text, reference);
  if (paired) return paired.length === 1 && paired[0]?.agrees ? paired[0].day : undefined;
  const date = readDayOfMonth(text);
  if (date !== undefined) {
    const next = nextDateOf(date, range ? localNoon(range.min) : reference);
    // "el 28" on the 30th, the next 28th past the days on offer: the one just gone (invariant recent-date-is-past).
    const lastMonth = new Date(reference.getFullYear(), reference.getMonth() - 1, date);
    const past = new Date(reference.getFullYear(), reference.getMonth(), date);
    return range && next && next > range.max
      ? // A day the month has not ("the 31st" of November rolls over to Dec 1) is no candidate.
        (recentPast(
          [past, lastMonth].filter((d) => d.getDate() === date),
          reference,
          DAY_OF_MONTH_PAST_DAYS,
        ) ?? next)
      : next;
  }
  // "soonest after today", "después de hoy": a bound, never the day it names; asked.
  if (AFTER_A_DAY.test(folded)) return undefined;
  // "next tuesday" on a Monday: tomorrow or the week after? Asked (`daysNamed` names both). Placed in
  // one week ("el viernes de la semana que viene"), the weekday is that day, written as the date for chrono.
  const week = weekdayInWeek(folded, reference);
  // Of the two, one alone can be picked (the other before the first day offered, or after the last):
  // that one, as no other reading is left (`pickable`).
  if (week && week.days.length > 1) return onlyPickable(week.days, range);
  // Placed in one week ("el viernes de la semana que viene"): that day, unless another is named beside it.
  if (week) return daysBeside(week, reference).length > 0 ? undefined : week.days[0];
  const result = parseEither(withWeekdaysSpelled(folded), reference);
  if (!result) return undefined;
  const { start } = result;
  // "de 8 a 10", "8 to 10": a time alone names no day; chrono fills in today's, never said.
  if (start.isCertain('hour') && !start.isCertain('day') && !start.isCertain('weekday')) return undefined;
  const weekday = start.get('weekday');
  // "next friday" is chrono's: the Friday of next week (on a Thursday, not tomorrow).
  const nextWeek = /\b(?:next|pr[oó]xim[oa])\b/i.test(result.text);
  if (range && weekday !== null && start.isCertain('weekday') && !start.isCertain('day') && !nextWeek) {
    const both = todaysWeekday(result, reference);
    return both ? onlyPickable(both, { ...range, min: laterOf(range.min, range.from) }) : { weekday };
  }
  const read = asDay(result);
  if (range && read && !start.isCertain('year') && start.isCertain('month') && start.isCertain('day')) {
    const fromMin = parseEither(text, localNoon(range.min));
    const withinRange = fromMin ? asDay(fromMin) : undefined;
    if (withinRange && withinRange <= range.max) return withinRange;
    // "nov 28" on Nov 30: the one days ago, never next year's (invariant recent-date-is-past).
    const [year, month, day] = read.split('-').map(Number);
    const yearBefore = new Date((year ?? 0) - 1, (month ?? 1) - 1, day ?? 1);
    return recentPast([yearBefore], reference, DATE_PAST_DAYS) ?? read;
  }
  return read;
}

/**
 * @invariant recent-date-is-past A date said without a year that has just gone ("nov 28" on Nov 30, "28
 *   de nov", "el 28") is that past date, for the day question to say it has passed: never next year's
 *   (chrono's forwardDate), nor next month's, which the person did not mean and cannot book either.
 *   Within four weeks with its month said; within a week for a day of the month alone, which past the
 *   days on offer may as well be next month's.
 */
const DATE_PAST_DAYS = 28;
const DAY_OF_MONTH_PAST_DAYS = 7;

/** The first of `candidates` before today and within `days` of it, as a day; undefined if none. */
function recentPast(candidates: Date[], reference: Date, days: number): string | undefined {
  const today = new Date(reference.getFullYear(), reference.getMonth(), reference.getDate());
  const earliest = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  const found = candidates.find((c) => c < today && c >= earliest);
  return found && dayOf(found);
}

/**
 * A clause of need after a day and a mark, to the reply's end: "Friday, gotta have that suit for church
 * Sunday", "monday, need the suit for the game tuesday", "el viernes, necesito el traje el domingo".
 *
 * @invariant day-need-is-commentary A day answered, then after a comma what the person needs or must do
 *   (gotta, need, have to, must; tengo que, necesito, hay que), is that day: a day in the need is why,
 *   never a second day to ask between. Said with no day before it, the need is read as typed.
 */
const NEED_CLAUSE =
  /,\s*(?:(?:i|we|they|y'?all|yo|nosotros)\s+)?(?:gotta|got\s+to|have\s+to|has\s+to|need|needs|needed|must|tengo\s+que|tenemos\s+que|tiene\s+que|necesito|necesitamos|lo\s+necesito|la\s+necesito|los\s+necesito|las\s+necesito|hay\s+que|ocupo)\b.*$/isu;

/**
 * "before the weekend", "antes del finde": a bound, said beside a day as why or alone as a wish, never
 * the weekend's first day (chrono reads "weekend" as Saturday): set aside, so "friday, before the
 * weekend" is Friday, and the bound alone names no day.
 */
const WEEKEND_BOUND =
  /\b(?:before|by|until|till|prior to|(?:para )?antes del?)\s+(?:the |this |el |este )?(?:weekend|fin de semana|finde)\b/g;

/**
 * A weekday named by what is observed on it (folded): "erev shabbos" (the Sabbath's eve), "jumu'ah"
 * (the Friday prayer) are Friday; "shabbos", "shabbat", "motzei shabbos" (its night) are Saturday.
 *
 * @invariant observed-day-is-its-weekday A day named by its observance is that weekday, read as the
 *   weekday's name would be: placed in the range, asked beside another day named.
 */
const OBSERVED_DAY =
  /\b(?:(erev|ereb)\s+)?(?:(motzei|motzai|motsei)\s+)?(?:shabbos|shabbes|shabbat|shabat|shabos)\b|\bmotzash\b|\b(?:jummah|jumma|jumah|juma|jumu'?ah)\b/g;

/** The weekday `OBSERVED_DAY` names. */
function observedDay(said: string, eve: string | undefined): string {
  return eve || /^ju/.test(said) ? 'friday' : 'saturday';
}

/** A day said as a bound ("after today", "después de mañana"): chrono reads the day itself. */
const AFTER_A_DAY = /\b(?:after|despues de)\s+(?:today|tomorrow|hoy|manana)\b/;

/** "tomorrow" and "mañana" as phones type them, which chrono does not read ("tomorow", "2morrow", "mñn"). */
const TOMORROW_TYPED = /\b(?:tomorow|tommorow|tommorrow|tomorrw|tmrrw|tmw|2morrow|2morow|2moro|mnn)\b/g;

/**
 * "pasado mañana", "day after tmrw": chrono reads only their "mañana" or "tomorrow", and no
 * "tomorrow" a phone spells otherwise.
 */
const DAY_AFTER_TOMORROW =
  /\b(?:pasado manana|day after (?:tomorrow|tomorow|tommorow|tommorrow|tmrw|tmr|tmw|2morrow))\b/;

/**
 * "the day after" and "pasado" offered after "tomorrow"/"mañana" ("mañana o pasado", "tomorrow or the
 * day after"): the day after tomorrow, its "tomorrow" left unsaid. Spelled out, so the reply names two days.
 */
const ELLIPTICAL_DAY_AFTER =
  /\b((?:manana|tomorrow)\s*,?\s*(?:o|u|or|y|and|or maybe|o si no)\s+)(?:el\s+|the\s+)?(?:pasado|day after)\b(?!\s+(?:manana|tomorrow))/g;

/**
 * @invariant day-after-a-weekday "el día después del jueves", "al día siguiente del martes", "the day
 *   after thursday": the weekday after the one named, never the one named. (A day before one is read
 *   as a deadline first: day-event.ts.)
 */
const DAY_BESIDE_WEEKDAY =
  /\b(?:(?:el|un|al)\s+dia\s+(despues|siguiente)\s+(?:de|del|al)(?:\s+el)?|the\s+day\s+(after))\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/g;

/** The weekday `DAY_BESIDE_WEEKDAY` names: the one after the weekday said, in its language. */
function dayBesideWeekday(said: string, _es?: string, _en?: string, weekday?: string): string {
  const at = WEEKDAYS.indexOf(weekday ?? '');
  if (at < 0) return said;
  const base = at < 7 ? 0 : 7;
  return WEEKDAYS[base + ((at - base + 1) % 7)] ?? said;
}

/** A day named beside "pasado mañana" / "day after tomorrow" in `folded`, read by chrono. */
function dayBeside(folded: string, reference: Date): boolean {
  return longerReading(folded.replace(DAY_AFTER_TOMORROW, ' '), reference).some(
    (r) => r.start.isCertain('weekday') || r.start.isCertain('day'),
  );
}

/** Weekday names, English and Spanish (folded), for the abbreviations chrono does not know. */
const WEEKDAYS = [
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ...['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'],
];
/** Abbreviations that are no prefix of their weekday's name. */
const ABBREVIATED: Record<string, string> = {
  weds: 'wednesday',
  thr: 'thursday',
  thrs: 'thursday',
  // Spanish three-letter days ("mar" is March too, so not here).
  lun: 'lunes',
  mie: 'miercoles',
  jue: 'jueves',
  vie: 'viernes',
  sab: 'sabado',
  dom: 'domingo',
};

/**
 * Weekdays spelled as they are said, their silent letters left out ("wensday"): that weekday, and a
 * thumb-slip from the spelling as from the name ("wendsday", "wenzday": `typoOf`).
 */
const SAID_AS: Record<string, string> = {
  wensday: 'wednesday',
};

/**
 * The words a day is said by beside the weekdays, each its own meaning: a typo near one of them as
 * near a weekday is no weekday (fuzzy-match.ts `typoOf`). Built on the first typo looked up.
 */
let dayVocabulary: ReadonlyMap<string, string> | undefined;
function dayWords(): ReadonlyMap<string, string> {
  dayVocabulary ??= new Map(
    [
      ...WEEKDAYS,
      ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september'],
      ...['october', 'november', 'december', 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio'],
      ...['julio', 'agosto', 'septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre'],
      ...['today', 'tonight', 'tomorrow', 'morning', 'afternoon', 'evening', 'weekend', 'week', 'next'],
      ...['this', 'hoy', 'manana', 'tarde', 'noche', 'semana', 'proximo', 'proxima', 'siguiente'],
    ]
      .map((word): [string, string] => [word, word])
      .concat(Object.entries(SAID_AS)),
  );
  return dayVocabulary;
}

/**
 * A Spanish weekday said fondly, "-ito" on its stem ("el sabadito", "el dominguito") or after the
 * whole name of one ending in "-es" ("el viernesito", "el lunesito"): the weekday.
 * @example diminutiveDay('sabadito') // 'sabado'
 * @example diminutiveDay('viernesito') // 'viernes'
 */
function diminutiveDay(word: string): string | undefined {
  const stem = /^(\w+?)(?:u)?ito$/.exec(word)?.[1];
  return stem === undefined
    ? undefined
    : WEEKDAYS.find(
        (name) =>
          name === `${stem}o` ||
          // "viernesito", and "viernecito", "juevecito", "martecito" (its "s" said as "c").
          (name.endsWith('es') && (name === word.slice(0, -3) || `${name.slice(0, -1)}cito` === word)),
      );
}

/**
 * The text with a weekday a phone cuts short or mistypes spelled out ("tues", "weds", "thurs", "mierc",
 * "juev", "firday", "saturdy", "el sabadito"): a word of four letters or more that begins one weekday's
 * name, a known abbreviation, a diminutive, or a typo of one weekday and of no other word a day is
 * said by (`typoOf`: "firday" is Friday; a typo as near two days or a month is no day, and asked).
 * Three letters ("wed", "mar") are left to chrono, which knows them and "mar" as March.
 */
function withWeekdaysSpelled(folded: string): string {
  // "satiddy", "tomorra": a day as texted is that day (normalize.ts, one list of words as texted).
  return folded.replace(/\b[a-z]{3,}\b/g, (typed) => {
    const word = asTexted(typed);
    const named = WEEKDAYS.filter((name) => word.length >= 4 && name.startsWith(word) && name !== word);
    const short = ABBREVIATED[word] ?? SAID_AS[word];
    if (short) return short;
    if (named.length === 1) return named[0] as string;
    const near = word.length >= 5 ? typoOf(word, dayWords()) : undefined;
    const typo = near && dayWords().get(near);
    return diminutiveDay(word) ?? (typo && WEEKDAYS.includes(typo) ? typo : word);
  });
}

/**
 * The first date on or after `from` that falls on day `date` of its month (invariant
 * day-of-month-not-position): this month's if not yet past, else the next month that has it.
 */
function nextDateOf(date: number, from: Date): string | undefined {
  for (let months = 0; months < 12; months++) {
    const candidate = new Date(from.getFullYear(), from.getMonth() + months, date);
    if (
      candidate.getDate() === date &&
      candidate >= new Date(from.getFullYear(), from.getMonth(), from.getDate())
    )
      return dayOf(candidate);
  }
  return undefined;
}

/**
 * Each weekday said with a day of the month (invariant weekday-with-its-date): the date, the first of
 * that day of the month from today on, whether the weekday said is its weekday, and the weekday said
 * nearest to it (the one asked beside the date when they disagree); undefined when none is said.
 */
function datesWithWeekdays(
  text: string,
  reference: Date,
): { day: string; agrees: boolean; weekdayNear: string }[] | undefined {
  const said = weekdaysWithDates(text);
  if (said.length === 0) return undefined;
  const today = new Date(reference.getFullYear(), reference.getMonth(), reference.getDate(), 12);
  const read = said.flatMap(({ weekday, date, marked }) => {
    const day = nextDateOf(date, today);
    if (day === undefined) return [];
    const noon = localNoon(day);
    // The weekday said, within three days of the date either way.
    const ahead = (weekday - noon.getDay() + 7) % 7;
    // "friday 5", the 5th a Saturday: maybe five o'clock, read as before.
    if (ahead !== 0 && !marked) return [];
    const near = ahead > 3 ? ahead - 7 : ahead;
    const weekdayNear = dayOf(new Date(noon.getFullYear(), noon.getMonth(), noon.getDate() + near, 12));
    return [{ day, agrees: ahead === 0, weekdayNear }];
  });
  return read.length > 0 ? read : undefined;
}

/** The longer of chrono's English and Spanish readings (invariant day-read-in-english-or-spanish). */
function parseEither(text: string, reference: Date): chrono.ParsedResult | undefined {
  const results = longerReading(text, reference);
  // Two different days in one reply ("tuesday no wait wednesday", "el martes, no, el miércoles") are
  // no day: which one is meant is asked, never the first taken (`daysNamed` names them for the question).
  if (distinctDays(results).length > 1) return undefined;
  return results[0];
}

function longerReading(text: string, reference: Date): chrono.ParsedResult[] {
  const english = chrono.parse(text, reference, { forwardDate: true });
  const spanish = chrono.es.parse(text, reference, { forwardDate: true });
  const [first] = english;
  return !spanish[0] || (first && first.text.length >= spanish[0].text.length) ? english : spanish;
}

/** The readings that name a day, one per day: a time alone ("after 5") is no day. */
function distinctDays(results: chrono.ParsedResult[]): chrono.ParsedResult[] {
  const days = results.filter((r) => r.start.isCertain('weekday') || r.start.isCertain('day'));
  return days.filter((r, i) => days.findIndex((other) => dayKey(other) === dayKey(r)) === i);
}

/**
 * The words of each day a reply names when it names more than one, in the order typed (folded, with
 * weekdays spelled out); empty when it names one day or none.
 * @example daysNamed('el martes, no, el miércoles', now, 'America/New_York') // ['martes', 'miercoles']
 */
export function daysNamed(text: string, now: Date, timeZone: string): string[] {
  // "el sábado 11" (the 11th a Friday): the weekday nearest the date and the date, to ask between.
  const paired = datesWithWeekdays(text, wallClock(now, timeZone));
  if (paired) {
    const days = paired.flatMap((p) => (p.agrees ? [p.day] : [p.weekdayNear, p.day]));
    return days.length > 1 ? [...new Set(days)] : [];
  }
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(ELLIPTICAL_DAY_AFTER, '$1 pasado manana')
    .replace(DAY_BESIDE_WEEKDAY, dayBesideWeekday)
    .replace(OBSERVED_DAY, observedDay)
    // "w/ store driver", "w/o the courier": with and without as texted, never a date ("8-10 w/" no Aug 10).
    .replace(/\bw\/o\b/g, 'without')
    .replace(/\bw\//g, 'with ')
    .replace(DAYS_ON, daysOn)
    .replace(WEEKEND_BOUND, ' ')
    // "Sat Sri Akal", "Sun Valley": a weekday cut short before a name is no day (day-words.ts).
    .replace(/.+/s, withShortNamesUnread);
  // chrono reads "pasado mañana" as its "mañana": the day after tomorrow is named by its own words.
  const after = DAY_AFTER_TOMORROW.exec(folded);
  const rest = after ? folded.replace(DAY_AFTER_TOMORROW, ' ') : folded;
  const week = weekdayInWeek(rest, wallClock(now, timeZone));
  if (week && week.days.length > 1) return week.days;
  const days = week
    ? daysBeside(week, wallClock(now, timeZone))
    : distinctDays(longerReading(withWeekdaysSpelled(rest), wallClock(now, timeZone)));
  const [only] = days;
  const both =
    !week && !after && days.length === 1 && only ? todaysWeekday(only, wallClock(now, timeZone)) : undefined;
  if (both) return both;
  const named = days.map((r) => ({ at: r.index, text: r.text }));
  if (after) named.push({ at: after.index, text: after[0] });
  if (week) named.push({ at: week.at, text: week.days[0] as string });
  named.sort((a, b) => a.at - b.at);
  return named.length > 1 ? named.map((d) => d.text) : [];
}

/** A weekday's name, English (as chrono abbreviates it, or whole) or Spanish, once folded and spelled out. */
const WEEKDAY = String.raw`(sun|mon|tue|wed|thu|fri|sat|domingo|lunes|martes|miercoles|jueves|viernes|sabado)[a-z]*`;
/** What a weekday's name begins with, as `Date.getDay` counts them (0 is Sunday), each language's. */
const WEEKDAY_STEMS = [
  ['sun', 'domingo'],
  ['mon', 'lunes'],
  ['tue', 'martes'],
  ['wed', 'miercoles'],
  ['thu', 'jueves'],
  ['fri', 'viernes'],
  ['sat', 'sabado'],
];
/** "next week", "la semana que viene", "la próxima semana", "la otra semana" (folded). */
const NEXT_WEEK = String.raw`(?:(?:the\s+)?(?:next|following|coming)\s+week|la\s+(?:(?:proxima|siguiente|otra)\s+semana|semana\s+(?:que\s+viene|proxima|siguiente|entrante)))`;
/**
 * How a weekday is placed in a week by the words beside it, each reading its phrase's weekday:
 * - `nextWeek`: said with the week ("friday of next week", "next week on friday", "el viernes de la
 *   semana que viene", "la próxima semana, el viernes"): that weekday of next week (weeks start on Monday);
 * - `next`: "next friday", "el próximo viernes", "el viernes próximo", "el viernes que viene", "el
 *   siguiente viernes", "el viernes entrante", "el otro viernes": the coming one or the week after's;
 * - `afterNext`: "the friday after next": a week after what `next` means.
 * "this friday", "este viernes", "this coming friday" are none of these: chrono's, this week's.
 */
const WEEK_SAID: [RegExp, 'nextWeek' | 'next' | 'afterNext'][] = [
  [
    new RegExp(
      String.raw`\b${WEEKDAY}\s+(?:(?:of|on|in)\s+)?(?:the\s+)?${NEXT_WEEK}\b|\b${WEEKDAY}\s+de\s+${NEXT_WEEK}\b`,
    ),
    'nextWeek',
  ],
  [new RegExp(String.raw`\b${NEXT_WEEK}\s*,?\s+(?:on\s+|el\s+)?(?:the\s+)?${WEEKDAY}\b`), 'nextWeek'],
  [new RegExp(String.raw`\b${WEEKDAY}\s+after\s+next\b`), 'afterNext'],
  [new RegExp(String.raw`\b(?:next|proxim[oa]|siguiente|otro)\s+${WEEKDAY}\b`), 'next'],
  [new RegExp(String.raw`\b${WEEKDAY}\s+(?:proximo|siguiente|entrante|que\s+(?:viene|entra))\b`), 'next'],
];

/**
 * The day or days a weekday placed in a week by its words (`WEEK_SAID`) may mean, as ISO dates, with
 * the words that said it; undefined when no weekday is said so.
 *
 * @invariant next-weekday-this-week-asked "next <weekday>" ("el próximo viernes", "el viernes que
 *   viene") said in the week (Monday to Sunday) that weekday still comes in ("next tuesday" on a
 *   Monday) means the coming one to some and the week after's to others: no day is read, and both are
 *   named in the question. Said after that weekday has passed this week ("next tuesday" on a
 *   Thursday), it is the one of next week, chrono's reading. Said with the week ("el viernes de la
 *   semana que viene", "friday of next week"), it is next week's, in either language.
 */
type WeekdayInWeek = {
  /** The text read (folded, weekdays spelled out), the words that placed the weekday and where. */
  text: string;
  said: string;
  at: number;
  days: [string] | [string, string];
};

/** The other days a reply names beside its weekday placed in a week ("el jueves o el viernes de la semana que viene"). */
function daysBeside(week: WeekdayInWeek, reference: Date): chrono.ParsedResult[] {
  const rest =
    week.text.slice(0, week.at) + ' '.repeat(week.said.length) + week.text.slice(week.at + week.said.length);
  return distinctDays(longerReading(rest, reference));
}

function weekdayInWeek(folded: string, reference: Date): WeekdayInWeek | undefined {
  const text = withWeekdaysSpelled(folded);
  for (const [pattern, how] of WEEK_SAID) {
    const found = pattern.exec(text);
    const name = found?.slice(1).find((part) => part !== undefined);
    if (!found || name === undefined) continue;
    const weekday = WEEKDAY_STEMS.findIndex((stems) => stems.some((stem) => name.startsWith(stem)));
    const today = reference.getDay();
    const at = (days: number) =>
      dayOf(new Date(reference.getFullYear(), reference.getMonth(), reference.getDate() + days));
    // Days since Monday, today's and the weekday's.
    const sinceMonday = (day: number) => (day + 6) % 7;
    const placed = (days: WeekdayInWeek['days']) => ({ text, said: found[0], at: found.index, days });
    if (how === 'nextWeek') return placed([at(7 - sinceMonday(today) + sinceMonday(weekday))]);
    const ahead = (weekday - today + 7) % 7 || 7;
    const after = how === 'afterNext' ? 7 : 0;
    // Still to come this week: the coming one or the week after's.
    if (sinceMonday(today) + ahead <= 6) return placed([at(ahead + after), at(ahead + after + 7)]);
    return placed([at(ahead + after)]);
  }
  return undefined;
}

/**
 * The days of `days` that can be picked, those of `range` (all without one): the one when only one
 * is, else undefined for the caller to ask between them.
 */
function onlyPickable(days: readonly string[], range: { min: string; max: string } | undefined) {
  const can = range ? days.filter((day) => day >= range.min && day <= range.max) : days;
  return can.length === 1 ? can[0] : undefined;
}

const laterOf = (day: string, other: string | undefined) =>
  other !== undefined && other > day ? other : day;

/**
 * Today and a week from today, when a reply names today's weekday alone ("monday" said on a Monday,
 * "el lunes"): "this monday", "next monday" and a date say which.
 *
 * @invariant todays-weekday-asked A weekday said alone on that weekday ("monday" on a Monday, "el
 *   lunes" on a lunes) may mean today or a week from today: when both can be picked, which is meant is
 *   asked, naming both; when one alone can, it is that one. Never today taken unasked.
 */
function todaysWeekday(result: chrono.ParsedResult, reference: Date): [string, string] | undefined {
  const { start } = result;
  if (!start.isCertain('weekday') || start.isCertain('day') || start.get('weekday') !== reference.getDay())
    return undefined;
  if (/\b(?:this|este|esta|today|hoy|next|pr[oó]xim[oa])\b/i.test(result.text)) return undefined;
  const at = (days: number) =>
    dayOf(new Date(reference.getFullYear(), reference.getMonth(), reference.getDate() + days));
  return [at(0), at(7)];
}

/** A parsed day as a comparable key (a bare weekday resolves to its next date, which is enough to compare). */
const dayKey = (result: chrono.ParsedResult) =>
  `${result.start.get('year')}-${result.start.get('month')}-${result.start.get('day')}`;

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

function dayOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
