/** Replies that mean "nothing here" for an optional step (tip, promo code, notes, extras). */
import { tokenize } from './normalize';
import { coveredBy, phrases } from './phrase-match';

const SKIP = phrases(
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
);

const POLITE = phrases('please', 'thanks', 'thank you', 'thx', 'ty');

/**
 * Whether the reply means "nothing" (skip, none, no, n/a, "no extras", "none please"...). Only
 * listed phrases count: "no starch" is a note, not a skip.
 *
 * @example isSkip('no extras') // true
 * @example isSkip('no starch') // false
 */
export function isSkip(text: string): boolean {
  return coveredBy(tokenize(text), SKIP, POLITE);
}
