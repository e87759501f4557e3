/** Replies that mean "nothing here" for an optional step (tip, promo code, notes, extras), in English or Spanish. */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';

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
);

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

/** Words that widen a "nothing" to every item asked in turn: "no notes for either one", "ninguna nota para ningún servicio". */
const EVERY_ITEM = new Set([
  'all',
  'any',
  'either',
  'both',
  'neither',
  'every',
  'each',
  'ningun',
  'ninguno',
  'ninguna',
  'todos',
  'todas',
  'ambos',
  'ambas',
  'cualquier',
  'cualquiera',
  'dos',
  'two',
]);
/** What the items are called, and the words that join them to the "nothing". */
const ITEM_WORDS = new Set([
  'for',
  'of',
  'on',
  'them',
  'service',
  'services',
  'one',
  'ones',
  'item',
  'items',
  'para',
  'de',
  'en',
  'los',
  'las',
  'servicio',
  'servicios',
  'uno',
  'the',
]);
/** What a "nothing" is of, when it is said with its noun: "no notes", "nada de notas". */
const NOTHING_OF = new Set([
  'no',
  'none',
  'nothing',
  'notes',
  'note',
  'extras',
  'extra',
  'nada',
  'sin',
  'nota',
  'notas',
  'ningun',
  'ninguno',
  'ninguna',
  'skip',
  'omitir',
  'saltar',
]);

/**
 * Whether a "nothing" reply is for this item only (`'this'`) or for every item asked in turn
 * (`'all'`), or no "nothing" at all (undefined).
 *
 * @example readSkipScope('no notes for either one') // 'all'
 * @example readSkipScope('none') // 'this'
 * @example readSkipScope('no starch') // undefined
 */
export function readSkipScope(text: string): 'this' | 'all' | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  if (coveredBy(tokens, SKIP, POLITE)) {
    return tokens.some((t) => EVERY_ITEM.has(t)) ? 'all' : 'this';
  }
  const widened = tokens.some((t) => EVERY_ITEM.has(t));
  const rest = tokens.filter((t) => !EVERY_ITEM.has(t) && !ITEM_WORDS.has(t));
  const polite = new Set(POLITE.flat());
  const nothing = rest.filter((t) => !polite.has(t));
  return widened && nothing.length > 0 && nothing.every((t) => NOTHING_OF.has(t)) ? 'all' : undefined;
}
