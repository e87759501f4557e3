/**
 * How often, as people say it: "every other week", "every second week", "every 14 days",
 * "fortnightly", "cada quince días", "una semana sí y una no", "cada 2 semanas", "monthly". Read by
 * its parts (every/cada, a number or ordinal or "other", a unit), in English or Spanish, on tokens
 * as `tokenize` folds them.
 *
 * @invariant alternation-every-second A span said yes to then no to ("semana sí, semana no", "una
 *   semana sí y una no", "una sí, una no", "a week on, a week off"), and "every other" / "cada otra"
 *   with the span left to the question or a weekday ("every other friday"), are every 2 weeks, never
 *   every week; its "no" or "off" negates nothing; so is "semana (de) por medio", "every" before it or
 *   not ("cada semana de por medio" is never "cada semana"). Days or months said so ("un día sí y otro no") are
 *   no whole number of weeks, and match no option.
 */
import { BARE_NO } from './answer-words';
import { weekdayNumber } from './day-words';
import { typoOf } from './fuzzy-match';
import { stripFillers } from './normalize';
import { numberAt, readOrdinal } from './number-words';
import { holdsPhrase } from './phrase-match';

/** The weeks between pickups a reply names, and the tokens (by index) that said it. */
export interface EveryWeeks {
  weeks: number;
  used: number[];
  /** Said by a word that also means another interval ("biweekly": twice a week too): to be confirmed. */
  twoWay?: true;
}

const EVERY = new Set(['every', 'each', 'cada', 'todas', 'todos']);

/** Whether a word is one of "every", "each", "cada": an interval opening with it stands by itself. */
export function isEveryWord(word: string | undefined): boolean {
  return EVERY.has(word ?? '');
}
const WEEK = new Set(['week', 'weeks', 'wk', 'wks', 'sem', 'semana', 'semanas']);
const DAY = new Set(['day', 'days', 'dia', 'dias']);
const MONTH = new Set(['month', 'months', 'mes', 'meses']);
const OTHER = new Set(['other', 'alternate', 'otra', 'otro']);

/** The spans an interval counts in: "every 2 weeks", "cada mes". */
const UNITS = new Set([...WEEK, ...DAY, ...MONTH]);

/** Whole words that say an interval alone. */
const WORDS: Record<string, number> = {
  weekly: 1,
  semanal: 1,
  semanalmente: 1,
  biweekly: 2,
  bisemanal: 2,
  semimonthly: 2,
  fortnightly: 2,
  quincenal: 2,
  quincenalmente: 2,
  catorcenal: 2,
  quincena: 2,
  fortnight: 2,
  monthly: 4,
  mensual: 4,
  mensualmente: 4,
  // Every 2 months, or twice a month (or twice a week): no one number of weeks.
  bimonthly: Number.NaN,
  bimensual: Number.NaN,
  bimestral: Number.NaN,
  semiweekly: Number.NaN,
};

/**
 * Words of `WORDS` that also mean another interval: "biweekly" and "bisemanal" are every two weeks to
 * some and twice a week to others (invariant two-way-interval-confirmed).
 */
const TWO_WAY = new Set(['biweekly', 'bisemanal']);

/** Prefixes typed apart from their word ("bi-weekly", "semi monthly"): read as one word with it. */
const PREFIXES = new Set(['bi', 'semi']);

/** The words of `WORDS` that name a span of time, said after "every" ("every fortnight", "cada quincena"). */
const SPANS = new Set(['fortnight', 'quincena']);

/** Fixed phrases ("semana por medio": every other week); alternation is read by its parts (`alternationAt`). */
const PHRASES: { words: string[]; weeks: number }[] = [
  { words: ['semana', 'de', 'por', 'medio'], weeks: 2 },
  { words: ['semana', 'por', 'medio'], weeks: 2 },
  { words: ['alternate', 'weeks'], weeks: 2 },
  { words: ['alternating', 'weeks'], weeks: 2 },
  { words: ['twice', 'a', 'month'], weeks: 2 },
  { words: ['dos', 'veces', 'al', 'mes'], weeks: 2 },
  { words: ['once', 'a', 'week'], weeks: 1 },
  { words: ['todas', 'las', 'semanas'], weeks: 1 },
  { words: ['una', 'vez', 'a', 'la', 'semana'], weeks: 1 },
  { words: ['una', 'vez', 'por', 'semana'], weeks: 1 },
  { words: ['once', 'a', 'month'], weeks: 4 },
  { words: ['una', 'vez', 'al', 'mes'], weeks: 4 },
];

/**
 * Days as the weeks people mean by them: 7 or 8 ("cada ocho días" is weekly in Spanish), 14 or 15
 * ("cada quince días" is every other week), 28 to 31 (a month). Any other count of days is no
 * whole number of weeks: `undefined`, so nothing is picked for it.
 */
function weeksOfDays(days: number): number | undefined {
  if (days === 7 || days === 8) return 1;
  if (days === 14 || days === 15) return 2;
  if (days >= 28 && days <= 31) return 4;
  return days % 7 === 0 ? days / 7 : undefined;
}

/** A unit after "every N": its length in weeks, or undefined when `word` is no unit. */
function unitWeeks(word: string | undefined, count: number): number | undefined {
  if (word === undefined) return undefined;
  if (WEEK.has(word)) return count;
  if (DAY.has(word)) return weeksOfDays(count);
  if (MONTH.has(word)) return count === 1 ? 4 : undefined;
  return undefined;
}

/** A count typed glued to its unit, as texted: "2w", "2wks", "14d", "3sem". */
const GLUED = /^(\d{1,2})(w|d|wk|wks|weeks?|days?|dias?|sem|semanas?)$/;
/** A unit's one-letter or short form, as a unit word `unitWeeks` reads. */
const GLUED_UNIT: Record<string, string> = { w: 'week', d: 'day' };

/**
 * The words of an interval, each its own meaning: a typo of one of them and of no other ("evry",
 * "wekes") is read as it (fuzzy-match.ts `typoOf`); built on the first typo looked up.
 */
let intervalVocabulary: ReadonlyMap<string, string> | undefined;
function spelled(word: string | undefined): string | undefined {
  if (word === undefined) return undefined;
  intervalVocabulary ??= new Map(
    [...EVERY, ...WEEK, ...DAY, ...MONTH, ...OTHER, ...Object.keys(WORDS)].map((w) => [w, w] as const),
  );
  return typoOf(word, intervalVocabulary) ?? word;
}

/**
 * The nurse's and the doctor's "q" for every (Latin "quaque"): "q2 weeks", "q 2 wks", "q2wk", "q week".
 * Only before an English unit: Spanish texting's "q" is "que" ("más q 2 semanas").
 */
const Q_EVERY = /^q(\d{1,2}(?:w|d|wk|wks|weeks?|days?)?)?$/;
const ENGLISH_UNIT = /^(?:\d{1,2}\s)?(?:weeks?|wks?|days?|months?)$|^\d{1,2}(?:w|d|wk|wks|weeks?|days?)$/;

/**
 * The tokens of a "q" interval as "every" and what follows ("q2 weeks": every 2 weeks), or undefined
 * when `tokens[i]` starts none. A "q" typed apart is folded to "que" (normalize.ts): read only as the
 * reply's first word ("q 2 wks").
 */
function qEvery(tokens: string[], i: number): string[] | undefined {
  const q = Q_EVERY.exec(i === 0 && tokens[i] === 'que' ? 'q' : (tokens[i] ?? ''));
  if (!q) return undefined;
  const rest = q[1] ? [q[1], ...tokens.slice(i + 1)] : tokens.slice(i + 1);
  const head = /^\d{1,2}$/.test(rest[0] ?? '') ? rest.slice(0, 2) : rest.slice(0, 1);
  return ENGLISH_UNIT.test(head.map(spelled).join(' ')) ? ['every', ...rest] : undefined;
}

/** Words that stress "every" and count nothing: "every single week", "cada santa semana". */
const STRESS = new Set(['single', 'santa', 'bendita']);

/** "a couple (of)", "a pair (of)", "un par (de)" are 2, as a count of bags is (count.ts). */
const COUPLE = new Set(['couple', 'pair', 'par']);
const COUPLE_OF = new Set(['of', 'de']);

/** The 2 that "couple (of)" or "par (de)" at `i` says, and how many tokens say it. */
function coupleAt(tokens: string[], i: number): { value: number; length: number } | undefined {
  if (!COUPLE.has(tokens[i] ?? '')) return undefined;
  return { value: 2, length: COUPLE_OF.has(tokens[i + 1] ?? '') ? 2 : 1 };
}

/** "every [N | Nth | other] unit" at `i`, the count and unit typed apart or glued ("every 2w"). */
function everyAt(typed: string[], i: number): EveryWeeks | undefined {
  const q = qEvery(typed, i);
  if (q) {
    // Glued "q2" is one token typed and two read: the tokens used are the typed ones.
    const read = everyAt(q, 0);
    const glued = q.length - (typed.length - i);
    return read && { ...read, used: read.used.filter((k) => k >= glued).map((k) => i + k - glued) };
  }
  const tokens = typed.map((t, k) => (k > i && k <= i + 3 ? (spelled(t) as string) : t));
  if (!EVERY.has(spelled(tokens[i]) ?? '')) return undefined;
  const next = tokens[i + 1] ?? '';
  const plain = unitWeeks(next, 1);
  if (plain !== undefined) return { weeks: plain, used: [i, i + 1] };
  // "every single week": the stress counts nothing.
  const stressed = STRESS.has(next) ? unitWeeks(tokens[i + 2], 1) : undefined;
  if (stressed !== undefined) return { weeks: stressed, used: [i, i + 1, i + 2] };
  if (OTHER.has(next)) {
    const weeks = unitWeeks(tokens[i + 2], 2);
    return weeks === undefined ? undefined : { weeks, used: [i, i + 1, i + 2] };
  }
  const glued = GLUED.exec(next);
  if (glued) {
    const unit = (glued[2] as string).length === 1 ? GLUED_UNIT[glued[2] as string] : glued[2];
    const weeks = unitWeeks(unit, Number(glued[1]));
    return { weeks: weeks ?? Number.NaN, used: [i, i + 1] };
  }
  const ordinal = readOrdinal([next]);
  // "cada do semana": "dos" with its "s" dropped, as some say it, where it counts the span.
  const droppedS = next === 'do' && WEEK.has(tokens[i + 2] ?? '') ? { value: 2, length: 1 } : undefined;
  const number =
    ordinal === undefined ? (droppedS ?? coupleAt(tokens, i + 1) ?? numberAt(tokens, i + 1)) : undefined;
  const count = typeof ordinal === 'number' ? ordinal : number?.value;
  const width = number?.length ?? 1;
  if (count === undefined || count < 1) return undefined;
  const unit = tokens[i + 1 + width];
  const isUnit = unit !== undefined && (WEEK.has(unit) || DAY.has(unit) || MONTH.has(unit));
  if (!isUnit) return undefined;
  const weeks = unitWeeks(unit, count);
  return { weeks: weeks ?? Number.NaN, used: Array.from({ length: width + 2 }, (_, k) => i + k) };
}

/** The halves of an alternation: the one said yes to, the one said no to ("on"/"off", "sí"/"no"). */
const ALTERNATE_YES = new Set(['yes', 'si', 'on']);
const ALTERNATE_NO = new Set(['no', 'not', 'off', 'nope']);
/** Words that count one span of an alternation ("one week", "una semana", "a week"). */
const ALTERNATE_ONE = new Set(['one', 'a', 'una', 'un', 'uno']);
/** Words that name the second span ("the other", "la otra", "otra"), said with or without an article. */
const ALTERNATE_OTHER = new Set(['other', 'otra', 'otro']);
/** Words between the halves: "semana sí, semana no", "one week on and one week off", "una sí y la otra no". */
const ALTERNATE_JOIN = new Set([',', 'and', 'y', 'then', 'luego', 'the', 'la', 'el']);

/**
 * A span said yes to, then one said no to, at `i`: "una semana sí y una no", "semana sí, semana no",
 * "a week on, a week off", "una sí, una no" (the span left to the question: weeks). Every second
 * span (invariant alternation-every-second): 2 weeks, and no whole number of weeks for days or
 * months ("un día sí y otro no"). The first half names its span ("semana sí") or counts one ("una
 * sí"), so "sí, no" alone is no alternation.
 */
function alternationAt(tokens: string[], i: number): EveryWeeks | undefined {
  let k = i;
  const counted = ALTERNATE_ONE.has(tokens[k] ?? '');
  if (counted) k++;
  const unit = spelled(tokens[k]);
  const named = unit !== undefined && (WEEK.has(unit) || DAY.has(unit) || MONTH.has(unit));
  if (named) k++;
  if ((!counted && !named) || !ALTERNATE_YES.has(tokens[k] ?? '')) return undefined;
  k++;
  while (ALTERNATE_JOIN.has(tokens[k] ?? '')) k++;
  if (ALTERNATE_ONE.has(tokens[k] ?? '') || ALTERNATE_OTHER.has(tokens[k] ?? '')) k++;
  // "one week on, one week off": the second span is the first's again, or none.
  if (named && spelled(tokens[k]) === unit) k++;
  else if (WEEK.has(spelled(tokens[k]) ?? '') || DAY.has(spelled(tokens[k]) ?? '')) return undefined;
  if (!ALTERNATE_NO.has(tokens[k] ?? '')) return undefined;
  const weeks = named ? (unitWeeks(unit, 2) ?? Number.NaN) : 2;
  return {
    weeks: MONTH.has(unit ?? '') ? Number.NaN : weeks,
    used: Array.from({ length: k + 1 - i }, (_, n) => i + n),
  };
}

/**
 * Whether tokens say an alternation ("semana sí, semana no", "a week on, a week off"): one pattern,
 * whose "no" negates nothing said before it (meant.ts reads such a reply as typed).
 *
 * @example saysAlternation(['semana', 'si', ',', 'semana', 'no']) // true
 */
export function saysAlternation(tokens: string[]): boolean {
  return tokens.some((_, i) => alternationAt(tokens, i) !== undefined);
}

/**
 * How often said with no interval: "every now and then", "often", "regularly", "de vez en cuando",
 * "seguido", "a menudo". Recurring, but at no number of weeks a clerk could write down.
 */
const VAGUE: string[][] = [
  ['now', 'and', 'then'],
  ['now', 'and', 'again'],
  ['from', 'time', 'to', 'time'],
  ['once', 'in', 'a', 'while'],
  ['every', 'so', 'often'],
  ['often'],
  ['frequently'],
  ['regularly'],
  ['occasionally'],
  ['sometimes'],
  ['periodically'],
  ['de', 'vez', 'en', 'cuando'],
  ['de', 'vez', 'en', 'vez'],
  ['de', 'cuando', 'en', 'cuando'],
  ['cada', 'tanto'],
  ['cada', 'cuando'],
  ['a', 'veces'],
  ['a', 'menudo'],
  ['con', 'frecuencia'],
  ['frecuentemente'],
  ['seguido'],
  ['seguidito'],
  ['regularmente'],
  ['ocasionalmente'],
  ['periodicamente'],
];

/**
 * Whether a reply says how often only vaguely ("every now and then", "de vez en cuando") and names
 * no interval: a recurring order at a frequency to ask about, never a one-time order nor a guess.
 *
 * @example saysVagueInterval(['de', 'vez', 'en', 'cuando']) // true
 * @example saysVagueInterval(['often', ',', 'every', 'other', 'week']) // false
 */
export function saysVagueInterval(tokens: string[]): boolean {
  if (twoIntervals(tokens)) return true;
  if (readEveryWeeks(tokens)) return false;
  return holdsPhrase(tokens, VAGUE) || tokens.some((_, i) => countUnread(tokens, i));
}

/**
 * Whether "every …"/"cada …" is said twice, of two spans ("a veces cada semana, a veces cada dos",
 * "every week or every two"): two intervals, so how often is asked, never the first one taken (round
 * 27). The same said again ("every week, every week") is one.
 *
 * @invariant two-intervals-asked A reply naming two different intervals is read as no interval; one
 *   interval said twice in other words ("every two weeks, cada quince días") is one.
 */
function twoIntervals(tokens: string[]): boolean {
  const words = tokens.filter((t) => /\p{L}|\d/u.test(t));
  // The span: the word after "every", and the next too when that one is a count ("every 2 weeks").
  const span = (i: number) =>
    words.slice(i + 1, UNITS.has(spelled(words[i + 1]) ?? '') ? i + 2 : i + 3).join(' ');
  // "every two weeks, cada quince días": each span by the weeks it reads, so one interval said in two
  // ways (or two languages) is one; a span read as no weeks is compared as said.
  const weeks = (i: number) => {
    const found = readEveryWeeks(words.slice(i, i + 1 + MAX_COUNT_WORDS + 1));
    return found?.used[0] === 0 ? `${found.weeks}w` : span(i);
  };
  const spans = new Set(words.flatMap((t, i) => (EVERY.has(spelled(t) ?? '') ? [weeks(i)] : [])));
  return spans.size >= 2;
}

/** The most words said in a count's place ("every two or three weeks"). */
const MAX_COUNT_WORDS = 3;

/**
 * Whether "every … unit" at `i` has words in the count's place that no reader reads ("every few
 * weeks", "every blessed wonky week", "cada tantas semanas"): some number of weeks, never the bare
 * "every week" with the words dropped (invariant reply-words-accounted-for).
 */
function countUnread(tokens: string[], i: number): boolean {
  if (!EVERY.has(spelled(tokens[i]) ?? '')) return false;
  for (let k = i + 2; k <= i + 1 + MAX_COUNT_WORDS && k < tokens.length; k++) {
    const between = tokens.slice(i + 1, k);
    if (between.some((t) => !/^[\p{L}\d]+$/u.test(t))) return false;
    const unit = spelled(tokens[k]);
    const isUnit = unit !== undefined && (WEEK.has(unit) || DAY.has(unit) || MONTH.has(unit));
    if (isUnit) return !between.every((t) => STRESS.has(t));
  }
  return false;
}

/**
 * The interval a reply names, with the tokens that name it; `weeks` is NaN for an interval that is
 * no whole number of weeks ("every 10 days"), so no option matches it.
 *
 * @example readEveryWeeks(['every', 'second', 'week']) // { weeks: 2, used: [0, 1, 2] }
 * @example readEveryWeeks(['cada', 'quince', 'dias']) // { weeks: 2, used: [0, 1, 2] }
 */
export function readEveryWeeks(tokens: string[]): EveryWeeks | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const phrase = PHRASES.find((p) => p.words.every((word, k) => tokens[i + k] === word));
    if (phrase) return { weeks: phrase.weeks, used: phrase.words.map((_, k) => i + k) };
    // "cada semana de por medio": the phrase after "every" is the interval whole, never "cada semana" and
    // words left over (invariant alternation-every-second).
    const after = EVERY.has(spelled(tokens[i]) ?? '')
      ? PHRASES.find((p) => p.words.every((word, k) => tokens[i + 1 + k] === word))
      : undefined;
    if (after) return { weeks: after.weeks, used: [i, ...after.words.map((_, k) => i + 1 + k)] };
    const prefixed = PREFIXES.has(tokens[i] as string) ? `${tokens[i]}${tokens[i + 1] ?? ''}` : '';
    // "bi-weekly" is "biweekly", never "weekly" with a word left over.
    if (Object.hasOwn(WORDS, prefixed)) return spoken(prefixed, [i, i + 1]);
    const word = tokens[i] as string;
    // "every fortnight", "cada quincena": the "every" is the span's own.
    if (Object.hasOwn(WORDS, word))
      return spoken(word, SPANS.has(word) && EVERY.has(tokens[i - 1] ?? '') ? [i - 1, i] : [i]);
    const every =
      everyAt(tokens, i) ?? alternationAt(tokens, i) ?? everyOtherAlone(tokens, i) ?? timesAt(tokens, i);
    if (every) return every;
  }
  return undefined;
}

/**
 * Whether the word at `at` is a bare no ("no", "nope", "nah") between two intervals: "every week no
 * every 2", "monthly no biweekly", "cada semana no cada dos". What follows it is a correction, as
 * "friday no saturday" is (meant.ts, invariant day-no-day-corrects).
 *
 * @invariant interval-no-interval-corrects A bare no with an interval named before it and one opening
 *   after it takes the first back: the last is meant, never "every week, not every 2". After the no,
 *   "every"/"cada" and a count with the span left to the question ("every 2", "cada dos") is an interval.
 *   A no before the only interval named ("no every week, every 2") stays a negation, and an alternation
 *   ("una semana sí y una no") negates nothing.
 */
export function intervalNoIntervalAt(tokens: string[], at: number): boolean {
  if (!BARE_NO.has(tokens[at] ?? '') || readEveryWeeks(tokens.slice(0, at)) === undefined) return false;
  const after = tokens.slice(at + 1);
  while (after[0] === ',') after.shift();
  const opened = readEveryWeeks(after);
  if (opened?.used[0] === 0) return true;
  // "every 2", "cada dos": the count said, its span the question's.
  const count = EVERY.has(spelled(after[0]) ?? '') ? (coupleAt(after, 1) ?? numberAt(after, 1)) : undefined;
  return count !== undefined && count.value > 0;
}

/**
 * At a how-often question, a span that opens the reply with no "every" ("2w", "2 weeks", "4 wks", "2
 * semanas") is how often: every that span. Only at its opening: "in 2 weeks" says when, never how often.
 *
 * @example readSpanAlone(['2w']) // { weeks: 2, used: [0] }
 * @example readSpanAlone(['in', '2', 'weeks']) // undefined
 */
export function readSpanAlone(tokens: string[]): EveryWeeks | undefined {
  const read = everyAt(['every', ...tokens], 0);
  if (!read) return undefined;
  const used = read.used.filter((k) => k > 0).map((k) => k - 1);
  // A span has a count: "weeks" alone is no "every week".
  const counted = used.length > 1 || /\d/.test(tokens[used[0] ?? 0] ?? '');
  // "2 weeks from now" says when: the span alone, with only courtesy after it ("2w please").
  const rest = tokens.filter((t, k) => !used.includes(k) && t !== ',');
  return counted && stripFillers(rest).length === 0 ? { ...read, used } : undefined;
}

/** Words between "N times" and its span: "2 times a month", "3 times per week", "dos veces al mes", "twice in a month". */
// Not "every", "each", "cada" after "once", "twice": "once every week" says two options' words ("once",
// "each week"), asked (invariant reply-words-accounted-for). After a count of times they are the span's,
// as "a" is: "one time in each week", "dos veces cada mes" (round 42).
const TIMES_IN = new Set('a an per in al por la el en the'.split(' '));
const TIMES_EACH = new Set(['each', 'every', 'cada']);

/**
 * "N times a month" (in, per, each; "twice", "2 times", "dos veces al mes", "one time in each week"): a month's four weeks shared
 * out, so 2 times a month is every 2 weeks and 4 times every week; "N times a week" is every week only
 * once a week. Any other count is no whole number of weeks: NaN, so no option is picked for it
 * ("twice a week", "3 times a month": asked).
 *
 * @example timesAt(['2', 'times', 'in', 'month'], 0) // { weeks: 2, used: [0, 1, 2, 3] }
 */
function timesAt(tokens: string[], i: number): EveryWeeks | undefined {
  const word = tokens[i];
  const number = word === 'twice' || word === 'once' ? undefined : numberAt(tokens, i);
  const count = word === 'twice' ? 2 : word === 'once' ? 1 : number?.value;
  let at = i + (number?.length ?? 1);
  if (
    count === undefined ||
    (word !== 'twice' && word !== 'once' && !['times', 'time', 'veces', 'vez'].includes(tokens[at] ?? ''))
  )
    return undefined;
  if (word !== 'twice' && word !== 'once') at += 1;
  const from = at;
  const counted = word !== 'twice' && word !== 'once';
  const between = (t: string | undefined) => TIMES_IN.has(t ?? '') || (counted && TIMES_EACH.has(t ?? ''));
  while (at < from + 2 && between(tokens[at])) at += 1;
  const unit = spelled(tokens[at]);
  if (at === from || unit === undefined || !(WEEK.has(unit) || MONTH.has(unit))) return undefined;
  const weeks = MONTH.has(unit) ? 4 / count : count === 1 ? 1 : Number.NaN;
  return {
    weeks: Number.isInteger(weeks) ? weeks : Number.NaN,
    used: Array.from({ length: at - i + 1 }, (_, k) => i + k),
  };
}

/** Words that may follow "every other" with its span left to the question ("every other, please"). */
const AFTER_OTHER = new Set([',', 'please', 'pls', 'porfa', 'por', 'favor', 'thanks', 'gracias']);

/**
 * "every other", "cada otra" said with no span (the question asks in weeks), or before a weekday
 * ("every other friday", "cada otro viernes"): every 2 weeks (invariant alternation-every-second).
 */
function everyOtherAlone(tokens: string[], i: number): EveryWeeks | undefined {
  if (!EVERY.has(spelled(tokens[i]) ?? '') || !OTHER.has(spelled(tokens[i + 1]) ?? '')) return undefined;
  const next = tokens[i + 2];
  if (next !== undefined && weekdayNumber(next) !== undefined) return { weeks: 2, used: [i, i + 1, i + 2] };
  return next === undefined || AFTER_OTHER.has(next) ? { weeks: 2, used: [i, i + 1] } : undefined;
}

/** The interval a word of `WORDS` says, from the tokens `used`. */
function spoken(word: string, used: number[]): EveryWeeks {
  return { weeks: WORDS[word] as number, used, ...(TWO_WAY.has(word) ? { twoWay: true } : {}) };
}
