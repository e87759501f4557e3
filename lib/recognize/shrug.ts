/**
 * A shrug typed where a value is asked for ("idk", "not sure", "no sé", "ni idea"), in English or
 * Spanish: no value, so a typed field asks again rather than keep it (invariant typed-name-as-meant,
 * and the notes' own).
 *
 * @invariant doubt-is-no-no A reply that says the person does not know ("no sé", "not sure", "I don't
 * know") is neither yes nor no, though it holds a "no": a yes-or-no question asks it again, and on any
 * other question its "no" names no option ("no sé, ¿y me cobran algo?" at a change's confirmation is
 * asked back, never "Keep it as it is"); the rest of the reply is read as if the doubt were not said.
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
  'no me acuerdo',
  'no recuerdo',
  'dont remember',
  'cant remember',
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

/**
 * The shrugs that hold a "no" or a "not" ("no sé", "not sure", "I don't know", "ni idea"): said
 * anywhere in a reply, they say the person does not know, never no.
 */
const DOUBTS = phrases(
  'idk',
  'dunno',
  'dont know',
  'do not know',
  'didnt know',
  'no idea',
  'no clue',
  'not sure',
  'not certain',
  'unsure',
  'no se',
  'no lo se',
  'no sabria',
  'ni idea',
  'no tengo idea',
  'quien sabe',
  'no estoy seguro',
  'no estoy segura',
  'no se si',
  // Not remembering is not knowing: "no me acuerdo cómo se llamaba" gives no no.
  'no me acuerdo',
  'no recuerdo',
  'dont remember',
  'do not remember',
  'cant remember',
  'cannot remember',
  'dont recall',
);
/** "no se" followed by one of these is a verb's "se" ("no se preocupe", "no se puede"), not "I don't know". */
const REFLEXIVE_VERBS = new Set(
  'preocupe preocupen preocupes moleste molesten molestes olvide olviden olvides puede pueden pudo necesita necesitan hace debe cobra cobran cobre va'.split(
    ' ',
  ),
);

/**
 * Whether a reply holds a shrug with a negation in it anywhere ("mmm no sé, ¿qué recomiendan?", "not
 * sure yet"): at a yes-or-no question it is no answer, though it begins with "no" (invariant
 * doubt-is-no-no).
 *
 * @example holdsDoubt(['mmm', 'no', 'se', ',', 'que', 'recomiendan']) // true
 * @example holdsDoubt(['no', 'se', 'preocupe']) // false
 */
export function holdsDoubt(tokens: readonly string[]): boolean {
  return tokens.some((_, i) =>
    DOUBTS.some(
      (phrase) =>
        phrase.every((word, k) => tokens[i + k] === word) &&
        !(phrase.join(' ') === 'no se' && REFLEXIVE_VERBS.has(tokens[i + 2] ?? '')),
    ),
  );
}

/**
 * The reply's tokens without its doubts (invariant doubt-is-no-no): what is left to read for an option.
 *
 * @example withoutDoubts(['no', 'se', ',', 'y', 'me', 'cobran', 'algo']) // [',', 'y', 'me', 'cobran', 'algo']
 */
export function withoutDoubts(tokens: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    // The longest doubt said here: "no sé si" whole, never leaving its "si" to read as yes.
    const doubt = [...DOUBTS]
      .sort((a, b) => b.length - a.length)
      .find(
        (phrase) =>
          phrase.every((word, k) => tokens[i + k] === word) &&
          !(phrase.join(' ') === 'no se' && REFLEXIVE_VERBS.has(tokens[i + 2] ?? '')),
      );
    if (doubt) i += doubt.length;
    else kept.push(tokens[i++] as string);
  }
  return kept;
}
