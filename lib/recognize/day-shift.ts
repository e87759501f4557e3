/**
 * A day said as a shift from another: "one day later", "a day later", "the day after", "the next
 * day", "two days earlier", "push it back a day", "a week later", "un día después", "al día
 * siguiente", "un día antes", "dos días más tarde". The shift is from the day the question shows as
 * the current one, which the caller knows; "the day after tomorrow" and "two days from now" are no
 * shift from it (the day reader's).
 *
 * @invariant shift-said-whole A shift is read only when the words before it are a request's
 *   ("move it", "please", "que sea") and the words after it are for the caller to place (a time of day, "same time"): "a day later
 *   than tomorrow" and "one day later, friday" are not shifts of the current day.
 */
import { numberAt } from './number-words';
import { phraseAt, phraseTable, type Typed, typedTokens } from './phrase-table';

const WORDS = phraseTable({
  // Words of the request around the shift: "move it", "can you make it", "que sea", "muévalo".
  polite: ['please', 'thanks', 'thank you', 'por favor', 'gracias', 'pls', 'plz', 'porfa', 'porfavor'],
  lead: [
    'ok',
    'okay',
    'so',
    'lets',
    'lets make it',
    'make it',
    'how about',
    'what about',
    'move it',
    'move',
    'push it',
    'push',
    'change it to',
    'change it',
    'put it',
    'set it',
    'reschedule it',
    'reschedule it to',
    'move it to',
    'can you',
    'could you',
    'i want it',
    'id like it',
    'i need it',
    'i would like it',
    'id prefer',
    'i prefer',
    'pickup',
    'delivery',
    'the pickup',
    'the delivery',
    'to',
    'que sea',
    'mejor',
    'prefiero',
    'quiero',
    'quisiera',
    'moverlo',
    'muevalo',
    'muevala',
    'pasarlo',
    'paselo',
    'pasela',
    'cambiarlo',
    'cambielo',
    'cambiela',
    'ponerlo',
    'pongalo',
    'pongala',
    'hacerlo',
    'para',
    'la recogida',
    'la entrega',
    // The leg asked to come, or its day to be, shifted: "can it come a day later?", "¿puede ser un día después?".
    ...['can', 'could'].flatMap((can) => [`${can} it come`, `${can} it be`, `${can} you bring it`]),
    'puede ser',
    'podria ser',
    'la pueden traer',
    'lo pueden traer',
    'pueden traerla',
    'pueden traerlo',
  ],
  // Later: after the amount and the unit ("a day later"), or before them ("push it back a day").
  later: [
    'later',
    'after',
    'afterwards',
    'after that',
    'more',
    'back',
    'despues',
    // Its last s dropped, as Caribbean Spanish says it ("un día despué"): no other word is typed so.
    'despue',
    'depue',
    'mas tarde',
    'mas',
    'luego',
    'siguiente',
  ],
  earlier: [
    'earlier',
    'before',
    'sooner',
    'prior',
    'forward',
    'up',
    'antes',
    'mas temprano',
    'menos',
    'anterior',
  ],
  // Later or earlier, before the unit, with one as the amount ("the next day", "el día anterior").
  laterDay: ['next', 'following', 'siguiente'],
  earlierDay: ['previous', 'prior', 'anterior'],
  // The next day, said whole: "al otro día" (Mexico).
  nextDay: ['al otro dia'],
  // One, as the article says it: "the day after", "al día siguiente", "a day later".
  one: ['the', 'a', 'an', 'el', 'al', 'un', 'una'],
  couple: ['a couple of', 'a couple', 'couple of', 'un par de'],
  day: ['day', 'days', 'dia', 'dias'],
  week: ['week', 'weeks', 'semana', 'semanas'],
  by: ['by'],
  // What the shift is from: the current day.
  ref: [
    'than now',
    'than it is',
    'than that',
    'than the current one',
    'than before',
    'than planned',
    'than scheduled',
    'after that',
    'de lo que esta',
    'de lo previsto',
    'que ahora',
    'que la actual',
    'que el actual',
  ],
});

/** Words naming a day, after which "after" and "before" are that day's ("the day after tomorrow"). */
export const DAY_WORDS = new Set([
  'today',
  'tomorrow',
  'tonight',
  'now',
  'hoy',
  'manana',
  'ahora',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'sabado',
  'domingo',
]);

/**
 * Weekdays as people shorten them, in English and Spanish ("fri same time", "el vie"): days as
 * `DAY_WORDS` are, for replies read word by word. "mar" (also the sea) is left out.
 */
export const DAY_ABBREVIATIONS: readonly string[] = [
  ...['mon', 'tue', 'tues', 'wed', 'weds', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun'],
  ...['lun', 'mie', 'mier', 'jue', 'vie', 'sab', 'dom'],
];

export interface DayShift {
  /** Days from the current day: 1 later, -2 earlier. */
  days: number;
  /** The shift as typed ("one day later"), to say how it was read. */
  said: string;
  /** The folded words after it ("at 8am", "same time"), for the caller to place; empty when none. */
  rest: string;
}

/**
 * The shift a reply says from the current day (invariant shift-said-whole), or undefined.
 *
 * @example readDayShift('one day later') // { days: 1, said: 'one day later', rest: '' }
 * @example readDayShift('dos días antes') // { days: -2, said: 'dos días antes', rest: '' }
 * @example readDayShift('the day after tomorrow') // undefined
 */
export function readDayShift(text: string): DayShift | undefined {
  return dayShiftOf(typedTokens(text));
}

/** `readDayShift` of a reply's words already read (`typedTokens`, `typedTail`). */
export function dayShiftOf({ tokens, chunks }: Typed): DayShift | undefined {
  const words = tokens.map((t) => t.word);
  let at = 0;
  while (at < words.length) {
    const shift = shiftAt(words, at);
    if (shift) {
      let end = shift.end;
      for (let ref = phraseAt(WORDS, words, end); isKind(ref, 'ref'); ref = phraseAt(WORDS, words, end))
        end += ref.length;
      // "el día después del jueves", "the day after thursday": from that day, no shift of the current one;
      // but "the day after, Saturday": set apart by a comma, the day names the shifted one again (its
      // rest, which the caller checks against it).
      const of = ['de', 'del', 'of', 'al'].includes(words[end] ?? '') ? 1 : 0;
      const the = ['el', 'the'].includes(words[end + of] ?? '') ? 1 : 0;
      const apart = /[,;:—–-]$/.test(chunks[tokens[end - 1]?.chunk ?? -1] ?? '');
      if ((DAY_WORDS.has(words[end + of + the] ?? '') && !apart) || words[end] === 'from') return undefined;
      const first = tokens[at]?.chunk ?? 0;
      const last = tokens[end - 1]?.chunk ?? first;
      return {
        days: shift.days,
        said: chunks.slice(first, last + 1).join(' '),
        rest: words.slice(end).join(' '),
      };
    }
    const lead = phraseAt(WORDS, words, at);
    if (!isKind(lead, 'lead')) return undefined;
    at += lead.length;
  }
  return undefined;
}

/** Whether a phrase is of `kind`, or politeness, which goes anywhere. */
function isKind(
  phrase: ReturnType<typeof phraseAt<string>>,
  kind: 'lead' | 'ref',
): phrase is { kind: string; length: number } {
  return phrase?.kind === kind || phrase?.kind === 'polite';
}

type Sign = 1 | -1;

/** A shift starting at `start`: [direction] amount [direction] unit [direction], one direction in all. */
function shiftAt(words: string[], start: number): { days: number; end: number } | undefined {
  const whole = phraseAt(WORDS, words, start);
  if (whole?.kind === 'nextDay') return { days: 1, end: start + whole.length };
  let at = start;
  const signs: Sign[] = [];
  const direction = (kinds: { later: string; earlier: string }) => {
    const found = phraseAt(WORDS, words, at);
    if (found?.kind === kinds.later || found?.kind === kinds.earlier) {
      signs.push(found.kind === kinds.later ? 1 : -1);
      at += found.length;
    }
  };
  direction({ later: 'later', earlier: 'earlier' });
  if (signs.length && phraseAt(WORDS, words, at)?.kind === 'by') at += 1;
  const amount = amountAt(words, at);
  if (amount) at = amount.end;
  direction({ later: 'laterDay', earlier: 'earlierDay' });
  const dayBefore = signs.length;
  // "more": "one more day" is a day later.
  direction({ later: 'later', earlier: 'earlier' });
  if (phraseAt(WORDS, words, at)?.kind === 'by') at += 1;
  const unit = phraseAt(WORDS, words, at);
  if (unit?.kind !== 'day' && unit?.kind !== 'week') return undefined;
  at += unit.length;
  direction({ later: 'later', earlier: 'earlier' });
  // "the next day": one day; "the next week" is a week from today, not a shift.
  if (signs.length !== 1 || (!amount && dayBefore === 0) || (unit.kind === 'week' && dayBefore > 0))
    return undefined;
  const [sign] = signs as [Sign];
  return { days: sign * (amount?.value ?? 1) * (unit.kind === 'week' ? 7 : 1), end: at };
}

/** How many: a number ("two", "2", "dos"), an article ("a", "the", "al"), or "a couple of". */
function amountAt(words: string[], at: number): { value: number; end: number } | undefined {
  const phrase = phraseAt(WORDS, words, at);
  if (phrase?.kind === 'couple') return { value: 2, end: at + phrase.length };
  const number = numberAt(words, at);
  if (number && number.value > 0 && number.value <= 14)
    return { value: number.value, end: at + number.length };
  if (phrase?.kind === 'one') return { value: 1, end: at + 1 };
  return undefined;
}
