/**
 * A thing said with whom or what it is for: "one suit for Dr. Okafor", "el traje pa la boda de Quique",
 * "my suit for church".
 *
 * @invariant for-whom-is-commentary On a list question, "for …" ("para", "pa") after a thing says whom
 *   or what the thing is for: the person's own commentary, never part of which option it is, when its
 *   words name no option and hold no modifier and no list word. "The suit for Sunday" says when it is
 *   wanted, "a dress for 2 people" how many, "a dress for the shirt guy" names another option: each
 *   stays asked back.
 */
import { isModifier } from './neutral-words';

/** Words that open whom or what a thing is for. */
const FOR = new Set(['for', 'para', 'pa', 'pal']);
/** Words that join another item of the list: after them, more things, never whom. */
const JOINS = new Set(['and', 'plus', 'also', 'y', ',']);

/**
 * The words before a trailing "for …" that names no option (invariant for-whom-is-commentary), or
 * undefined when there is none. `names` says whether a word names an option on screen.
 * @example beforeWhomFor(['suit', 'for', 'dr', 'okafor'], () => false) // ['suit']
 * @example beforeWhomFor(['suit', 'for', 'sunday'], () => false) // undefined
 */
export function beforeWhomFor(words: string[], names: (word: string) => boolean): string[] | undefined {
  const at = words.findIndex((w, i) => i > 0 && FOR.has(w));
  if (at < 0) return undefined;
  const clause = words.slice(at + 1);
  const plain = (w: string) => !isModifier(w) && !JOINS.has(w) && !FOR.has(w) && !names(w);
  return clause.length > 0 && clause.every(plain) ? words.slice(0, at) : undefined;
}
