/**
 * A day a reply says the person cannot have, by words of unavailability rather than a negation: "office
 * is closed friday", "busy friday", "friday is bad for me", "el viernes está cerrado", "el viernes estoy
 * ocupada". A day said so is why another day is wanted, never the day wanted. (A day said with a
 * negation, "can't do friday", "no puedo el viernes", is meant.ts's: left out, invariant
 * negated-excluded-never-taken.)
 *
 * @invariant refused-day-never-taken A day named in a clause saying it cannot be had, by a negation
 *   ("can't do friday", "not wednesday", "friday's no good", "no puedo el viernes") or by words of
 *   unavailability ("office is closed friday", "busy friday", "el viernes está cerrado"), is never the
 *   day taken: never kept for a day question asked later (pickup-said.ts), and at a day question, or
 *   carried to one (a reminder's move, a change said with its day), set aside: another day said beside
 *   it is the day, and with none the question asks which day, then (flows/slot.ts `dayRead`). A time of the day
 *   refused ("busy until 5", "ocupada en la tarde") is no day refused: the rest of that day may be wanted.
 */
import { weekdayNumber, withShortNamesUnread } from './day-words';
import { readMeant } from './meant';
import { isNegation } from './neutral-words';
import { tokenize } from './normalize';

/**
 * Words saying a day cannot be had, in English and Spanish (folded). "off" is left out ("I'm off friday"
 * says the person is free), and so is "work" ("friday after work" is a time of that day).
 */
const UNAVAILABLE = new Set([
  ...['closed', 'closes', 'closing', 'busy', 'unavailable', 'bad', 'away', 'traveling', 'travelling'],
  ...['cerrado', 'cerrada', 'cerrados', 'cierra', 'cierran', 'ocupado', 'ocupada', 'ocupados', 'viaje'],
]);

/** Relative days, and "mañana" when no "la", "de", "en", "por" before it makes it the morning. */
const RELATIVE = new Set(['today', 'tomorrow', 'tmrw', 'tmr', 'hoy', 'manana']);
const MORNING_BEFORE = new Set(['la', 'de', 'las', 'en', 'por']);

/** Where a reply's clauses part: marks, and the words joining one statement to another. */
const CLAUSE_END = /[,;.!?]+|\s+(?:but|pero|and|y|so|though|aunque|mientras)\s+/giu;

/** Words bounding a time of the day: "busy until 5", "ocupada en la tarde" say nothing of the day's other hours. */
const TIME_BOUND = new Set([
  ...['until', 'till', 'til', 'before', 'after', 'morning', 'afternoon', 'evening', 'night', 'am', 'pm'],
  ...['hasta', 'antes', 'despues', 'tarde', 'noche', 'temprano'],
]);

/** Whether a clause bounds a time of its day (a number, a part of the day, "por la mañana"): only that time is refused. */
function boundsATime(tokens: readonly string[]): boolean {
  return tokens.some(
    (t, i) =>
      TIME_BOUND.has(t) || /\d/.test(t) || (t === 'manana' && MORNING_BEFORE.has(tokens[i - 1] ?? '')),
  );
}

/**
 * Whether a clause's tokens name a day: a weekday (its name said with an "s": "fridays no good"), or
 * a relative day.
 */
function namesADay(tokens: readonly string[]): boolean {
  return tokens.some(
    (t, i) =>
      weekdayNumber(t) !== undefined ||
      (/s$/.test(t) && t.length > 4 && weekdayNumber(t.slice(0, -1)) !== undefined) ||
      (RELATIVE.has(t) && !(t === 'manana' && MORNING_BEFORE.has(tokens[i - 1] ?? ''))),
  );
}

/**
 * The clauses of `text` that say a day cannot be had by words of unavailability, none of them denied
 * ("friday's not bad" is no refusal), and what is left without them (`rest`, "" when nothing is);
 * undefined when no clause does.
 *
 * @example readDayRefused('saturday, office is closed friday') // { refused: ['office is closed friday'], rest: 'saturday' }
 * @example readDayRefused('el viernes está cerrado') // { refused: ['el viernes está cerrado'], rest: '' }
 * @example readDayRefused('friday after work') // undefined
 */
export function readDayRefused(text: string): { refused: string[]; rest: string } | undefined {
  const refused: string[] = [];
  const kept: string[] = [];
  let from = 0;
  const ends = [...text.matchAll(CLAUSE_END), { index: text.length, 0: '' }];
  for (const end of ends) {
    const clause = text.slice(from, end.index);
    const tokens = tokenize(
      withShortNamesUnread(clause.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()),
    );
    const refuses =
      namesADay(tokens) &&
      tokens.some((t) => UNAVAILABLE.has(t)) &&
      !tokens.some(isNegation) &&
      !boundsATime(tokens);
    if (refuses) refused.push(clause.trim());
    else if (clause.trim()) kept.push(clause.trim());
    from = (end.index ?? text.length) + end[0].length;
  }
  if (refused.length === 0) return undefined;
  return { refused, rest: kept.join(', ') };
}

/**
 * The weekdays (0 Sunday to 6 Saturday) `text` says cannot be had, by words of unavailability or a
 * negation ("cant be home wed, got a double", "no puedo el miércoles"), and what it says beside them
 * (`left`: "got a double"); undefined when it refuses none.
 *
 * @example readWeekdaysRefused('cant be home wed, got a double') // { weekdays: [3], left: 'got a double' }
 */
export function readWeekdaysRefused(text: string): { weekdays: number[]; left: string } | undefined {
  const unavailable = readDayRefused(text);
  const meant = readMeant(unavailable?.rest ?? text);
  const clauses = [...(unavailable?.refused ?? []), ...(meant?.excluded ?? []).map((c) => c.said)];
  const weekdays = clauses.flatMap((clause) => weekdaysIn(clause));
  if (weekdays.length === 0) return undefined;
  return { weekdays: [...new Set(weekdays)], left: meant?.text ?? unavailable?.rest ?? text };
}

/** The weekdays a clause names ("fridays no good" too). */
function weekdaysIn(clause: string): number[] {
  const tokens = tokenize(
    withShortNamesUnread(clause.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()),
  );
  return tokens.flatMap((t) => {
    const day =
      weekdayNumber(t) ?? (/s$/.test(t) && t.length > 4 ? weekdayNumber(t.slice(0, -1)) : undefined);
    return day === undefined ? [] : [day];
  });
}
