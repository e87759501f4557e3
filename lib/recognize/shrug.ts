/**
 * A shrug typed where a value is asked for ("idk", "not sure", "no sé", "ni idea"), in English or
 * Spanish: no value, so a typed field asks again rather than keep it (invariant typed-name-as-meant,
 * and the notes' own).
 */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';

const SHRUGS = phrases(
  'idk',
  'dunno',
  'i dont know',
  'dont know',
  'i do not know',
  'no idea',
  'no clue',
  'not sure',
  'im not sure',
  'i am not sure',
  'whatever',
  'hmm',
  'hm',
  'um',
  'uh',
  'what',
  'huh',
  // Spanish (accents dropped by `tokenize`: "no sé" is "no se").
  'no se',
  'no lo se',
  'ni idea',
  'no tengo idea',
  'quien sabe',
  'no estoy seguro',
  'no estoy segura',
  'ns',
  'que',
  'mmm',
  'este',
);

/**
 * Whether the reply is a shrug and nothing more: "idk", "not sure, sorry", "no sé", "?".
 *
 * @example isShrug('idk') // true
 * @example isShrug('no sé') // true
 * @example isShrug('Ana Lima') // false
 */
export function isShrug(text: string): boolean {
  const tokens = tokenize(text);
  if (tokens.length === 0) return /^[\s?¿!.…]+$/.test(text) && text.trim() !== '';
  return coveredBy(tokens, SHRUGS, [...POLITE, ['sorry'], ['perdon'], ['lo', 'siento']]);
}
