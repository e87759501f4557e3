/**
 * A reply that describes what a garment has instead of choosing an extra: "tiene una manchita de café
 * en la solapa", "there's a wine stain on the collar", "the jacket has a grease stain".
 *
 * @invariant described-extra-asked An option named only as what a thing has or what there is ("has a
 *   stain", "hay una mancha", "tiene manchas"), the object of a verb of having said of the thing, is the
 *   person's reason for an extra, never their choice of it: the reading is a guess, asked back naming it
 *   ("“Stain treatment”, right?"), never taken. It is chosen when the reply names it outside what it
 *   describes ("stain treatment, it has a coffee stain") or asks for it to be done ("tiene una mancha,
 *   quítenla"); and "the one that has…", "el que tiene…" point at an option, and describe nothing.
 */
import { tokenize } from './normalize';

/** Verbs that say what a thing has or what there is, said of the thing: "has", "tiene", "hay", "there's". */
const HAVING = new Set(['has', 'hay', 'tiene', 'tienen', 'theres']);
/** The same in two words: "there is", "it's got". */
const HAVING_TWO = [
  ['there', 'is'],
  ['there', 'are'],
  ['its', 'got'],
  ['it', 'got'],
];
/** Before a verb of having, what makes it point at an option: "the one that has", "el que tiene". */
const POINTING = new Set(['que', 'that', 'which', 'one', 'cual', 'with', 'con']);
/** Where what is had ends: a comma, a list word, a contrast. */
const SPAN_END = new Set([',', 'and', 'y', 'but', 'pero', 'plus', 'so', 'asi']);
/** How far what is had reaches after its verb ("a big old coffee stain"). */
const SPAN = 5;
/**
 * Asking for something to be done to what is had: "quítenla", "sáquenla", "remove it", "treat it"; never
 * "saco" (a jacket).
 */
const DONE_TO_IT =
  /^(?:quit\p{L}*|saqu\p{L}*|sacar\p{L}*|saca(?:la|lo|n|nla|nlo)?|remov\p{L}*|treat\p{L}*|trat\p{L}*|limpi\p{L}*|clean\p{L}*|fix|arregl\p{L}*)$/u;

/**
 * Whether the reply names an option only as what a thing has (invariant described-extra-asked): `names`
 * says whether a word names that option. The words it names are all inside the object of a verb of
 * having, none outside it, and nothing asks for it to be done.
 * @example namedOnlyAsHad('tiene una mancha de vino', (w) => w === 'mancha') // true
 * @example namedOnlyAsHad('stain treatment, it has a stain', (w) => w === 'stain' || w === 'treatment') // false
 */
export function namedOnlyAsHad(text: string, names: (word: string) => boolean): boolean {
  const tokens = tokenize(text);
  const inside = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const two = HAVING_TWO.find(([a, b]) => tokens[i] === a && tokens[i + 1] === b);
    if (!two && !HAVING.has(tokens[i] ?? '')) continue;
    if (POINTING.has(tokens[i - 1] ?? '')) continue;
    const verb = two ? 2 : 1;
    for (let k = i; k < i + verb; k++) inside.add(k);
    for (let j = i + verb; j < Math.min(tokens.length, i + verb + SPAN); j++) {
      if (SPAN_END.has(tokens[j] ?? '')) break;
      inside.add(j);
    }
  }
  const named = tokens.map((t, i) => ({ t, i })).filter(({ t }) => names(t));
  return (
    named.length > 0 &&
    named.every(({ i }) => inside.has(i)) &&
    !tokens.some((t, i) => !inside.has(i) && DONE_TO_IT.test(t))
  );
}
