/**
 * A reply that asks something rather than answers: "how many pounds fit in a bag?", "¿cuántas libras
 * caben en una bolsa?", "what notes do you have?".
 *
 * @invariant question-never-an-answer A reply that opens as a question ("how many…", "¿cuántas…",
 *   "what…") is never read as a count: the number in it is what it asks about ("in a bag" is no 1 bag).
 */
import { tokenize } from './normalize';

/**
 * The words only a question opens with (accents dropped): "how", "what", "¿cuántas". Not "que" ("que sean
 * 3"), "tengo" ("tengo 3 bolsas"), "do" ("do 3 bags"), "could" ("could you make it 5") nor "como" ("como 3":
 * about 3): those open answers too.
 */
const INTERROGATIVES = new Set([
  'what',
  'whats',
  'which',
  'is',
  'are',
  'how',
  'cual',
  'cuales',
  'cuanto',
  'cuanta',
  'cuantos',
  'cuantas',
]);

/** Words that open a question where no answer is a count or an option: "¿qué notas tienen?", "do you have…". */
const ALSO_OPENING_QUESTIONS = new Set([
  ...['do', 'does', 'did', 'can', 'could'],
  ...['que', 'q', 'como', 'tiene', 'tienen', 'tengo', 'hay'],
]);

/**
 * Whether a reply opens as a question by its first word; `loosely`, also by a word that opens answers
 * too, or a question mark at its end (where no answer would be either: the notes' instructions).
 * @example opensAsQuestion('cuantas libras caben en una bolsa') // true
 * @example opensAsQuestion('2 bags?') // false
 */
export function opensAsQuestion(text: string, loosely = false): boolean {
  const [first = ''] = tokenize(text).filter((t) => t !== ',');
  if (INTERROGATIVES.has(first)) return true;
  return loosely && (ALSO_OPENING_QUESTIONS.has(first) || text.trim().endsWith('?'));
}
