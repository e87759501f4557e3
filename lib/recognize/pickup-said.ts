/**
 * When a new order's pickup is wanted, said with the request for it ("new order, pick up tomorrow at
 * 8am please", "quiero hacer un pedido para el viernes en la mañana"): the day's word and the times of
 * day beside it, for the pickup's day question to read when it comes (invariant
 * command-words-answer-the-day), so they are not asked for again.
 *
 * @invariant pickup-said-once-or-not-at-all Words are kept only when the reply names exactly one day and
 *   says nothing of the return ("pick up monday, deliver friday" is two legs: nothing kept), nor of a day
 *   it cannot have ("can't do friday", "el viernes está cerrado": invariant refused-day-never-taken), nor a
 *   deadline's or an event's ("before saturday", "I have a wedding saturday": invariant
 *   event-day-never-taken); the day question reads them as it reads a typed answer, says how it took
 *   them, and asks as usual when they do not read.
 */

import { readDayEvents } from './day-event';
import { readDayRefused } from './day-refused';
import { DAY_ABBREVIATIONS, DAY_WORDS } from './day-shift';
import { withShortNamesUnread } from './day-words';
import { readMeant } from './meant';
import { tokenize } from './normalize';
import { findTimesOfDay } from './time-of-day';

/** Day words that are no day to pick up on: "now", "tonight" (a time, not a day of the windows). */
const NOT_A_PICKUP_DAY = new Set(['now', 'ahora', 'tonight']);
/** "tomorrow" as it is texted, which the day question reads too. */
const TEXTED_TOMORROW = ['tmrw', 'tmr', 'tmw', 'tomorow', 'tommorow', 'tommorrow', '2morrow', '2moro'];
const DAYS = new Set(
  [...DAY_WORDS, ...DAY_ABBREVIATIONS, ...TEXTED_TOMORROW].filter((w) => !NOT_A_PICKUP_DAY.has(w)),
);
/** "por la mañana", "de mañana": the morning, not tomorrow. */
const MORNING_BEFORE = new Set(['la', 'de', 'las', 'en']);
/**
 * Loose times of day the time reader leaves to the window question ("el jueves temprano", "thursday
 * early"): kept beside the day, for that question to read (invariant vague-time-confirmed).
 */
const LOOSE_TIME = new Set(['temprano', 'tempranito', 'early', 'late', 'tardecito']);
/** Words of the order's return: a day beside them may be the delivery's. */
const RETURN =
  /\b(?:deliver\w*|drop\w* (?:it |them )?off|bring\w* (?:it |them )?back|back|return\w*|entreg\w*|devuel\w*|devolv\w*|traig\w*|trae\w*|llev\w*)\b/;

/**
 * What `text` says of the pickup's day and time: undefined when it names no day; `{}` when it names days
 * but none to keep (two of them, or the return's); else the words to keep.
 *
 * @example readPickupSaid('new order, pick up tomorrow at 8am please') // { words: 'tomorrow 8am' }
 * @example readPickupSaid('new order, pickup monday and deliver friday') // {}
 */
export function readPickupSaid(text: string): { words?: string } | undefined {
  const { words, days } = daysIn(text);
  if (days.length === 0) return undefined;
  if (days.length > 1 || RETURN.test(words.join(' ')) || refusesADay(text) || onlyInReason(words)) return {};
  // "en la 21" is the address, never 21:00 (invariant street-number-never-an-hour).
  const { times } = findTimesOfDay(text);
  const loose = words.filter((w) => LOOSE_TIME.has(w));
  return { words: [days[0], ...times.map((t) => t.said), ...loose].join(' ') };
}

/**
 * Words that open why something is said, never when it is wanted: "because", "since", "that's where",
 * "porque", "ya que", "es donde". Not "que" ("quiero que pasen hoy" wants today).
 */
const REASON_OPENERS = [
  ...['because', 'cause', 'cuz', 'coz', 'bc', 'since', 'porque', 'pq', 'xq'].map((w) => [w]),
  ['ya', 'que'],
  ...['thats', 'that is', 'its', 'ahi es', 'es', 'alli es'].flatMap((lead) =>
    ['where', 'why', 'donde', 'por eso'].map((what) => [...lead.split(' '), ...what.split(' ')]),
  ),
];

/**
 * Whether every day word of `words` stands inside a clause of reason, from its opener to the next comma
 * ("210 W 21st — that's where wardrobe is staging today", "la de Brooklyn porque hoy estoy allá").
 *
 * @invariant day-in-reason-never-carried A day said only inside a reason ("because…", "that's where…",
 *   "porque…", "ya que…") is why, never the pickup's day: it is not kept for the day question, which asks
 *   as usual. A day said outside the reason as well is kept or refused as any other (one day, or two).
 */
function onlyInReason(words: string[]): boolean {
  let inReason = false;
  let outside = false;
  words.forEach((word, i) => {
    if (word === ',') inReason = false;
    else if (REASON_OPENERS.some((r) => r.every((w, k) => words[i + k] === w))) inReason = true;
    if (DAYS.has(word) && !inReason) outside = true;
  });
  return !outside;
}

/** The words of `text`, folded, and the day words among them. */
function daysIn(text: string): { words: string[]; days: string[] } {
  // "Sat Sri Akal, new order": a weekday cut short before a name is no day (invariant short-weekday-stands-as-a-day).
  const words = tokenize(withShortNamesUnread(text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()));
  const days = words.filter(
    (w, i) => DAYS.has(w) && !(w === 'manana' && MORNING_BEFORE.has(words[i - 1] ?? '')),
  );
  return { words, days };
}

/**
 * Whether `text` says a day cannot be had, by a negation left out ("can't do friday", "no puedo el
 * viernes") or by words of unavailability ("closed friday"): its day is why, never the pickup's
 * (invariant refused-day-never-taken).
 */
function refusesADay(text: string): boolean {
  const meant = readMeant(text);
  const negated = (meant?.excluded ?? []).some((clause) => daysIn(clause.said).days.length > 0);
  // "we have a wedding saturday", "before saturday": an event's day, a deadline (invariant event-day-never-taken).
  return (
    negated || meant?.text === '' || readDayRefused(text) !== undefined || readDayEvents(text) !== undefined
  );
}
