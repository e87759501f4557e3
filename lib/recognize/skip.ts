/** Replies that mean "nothing here" for an optional step (tip, promo code, notes, extras), in English or Spanish. */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';

export const SKIP = phrases(
  'skip',
  'skip it',
  'skip this',
  'none',
  'no',
  'nope',
  'nah',
  'nothing',
  'nothing else',
  'n a',
  'na',
  'no extras',
  'no extra',
  'no notes',
  'no note',
  'no code',
  'no promo',
  'no promo code',
  'no tip',
  'no preference',
  'no preferences',
  'no instructions',
  'no need',
  'not needed',
  'none needed',
  'im good',
  'i am good',
  'all good',
  'thats all',
  'thats it',
  'pass',
  // Spanish (accents dropped by `tokenize`).
  'ninguno',
  'ninguna',
  'ningun',
  'nada',
  'nada mas',
  'omitir',
  'saltar',
  'sin notas',
  'sin nota',
  'sin extras',
  'sin codigo',
  'sin propina',
  'sin instrucciones',
  'sin preferencias',
  'no tengo',
  'no tengo codigo',
  'no hace falta',
  'no es necesario',
  'eso es todo',
  'asi esta bien',
  'esta bien asi',
  'paso',
  // Tagalog "wala" (none, nothing), said whole in a Taglish reply: "wala po", "wala na", "wala naman". A
  // whole reply only: "the 9 wala" is Hindi and Urdu's "the one" (dialect.ts, invariant wala-by-position).
  'wala',
  'wala na',
  'wala pa',
  'wala naman',
);

/**
 * "Just" around a skip, as Mexico and Central America say it too: "just skip", "ninguno nomás", "nada
 * nomasito"; and "así" (as it is) beside one: "no, nada, así nomás" is no note, never the note "no nada así".
 */
const JUST = phrases('just', 'nomas', 'nomasito', 'nomacito', 'solamente', 'simplemente', 'asi', 'as is');

/**
 * Whether the reply means "nothing" (skip, none, no, n/a, "no extras", "none please", "ninguno
 * nomás"...). Only listed phrases count: "no starch" is a note, not a skip.
 *
 * @example isSkip('no extras') // true
 * @example isSkip('no starch') // false
 */
export function isSkip(text: string): boolean {
  return coveredBy(tokenize(text), SKIP, [...POLITE, ...JUST]);
}
