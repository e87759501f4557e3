/**
 * The one-word answers, decided here once for every reader that looks for them: a yes, a go-ahead, a
 * no. The phrase tables of yes-no.ts read whole replies; these are the single words a reply may lead
 * with, or that turn a leading answer around ("nope, yes actually").
 */

/** A yes said as one word; Diné's "aoo'" too, said in passing in English or Spanish ("aoo' the wool sweaters"). */
export const BARE_YES: ReadonlySet<string> = new Set([
  'yes',
  'yeah',
  'yep',
  'yup',
  'si',
  'sure',
  'claro',
  'aoo',
]);

/**
 * A go-ahead said as one word: agreeing, but weaker than a yes ("ok, the visa"); Uruguayan "ta" (ok:
 * "ta, la de las 9") and Salvadoran "chivo" (great: "chivo, mándelo").
 */
export const GO_AHEAD: ReadonlySet<string> = new Set(['ok', 'okay', 'dale', 'vale', 'ta', 'chivo']);

/** A no said as one word. */
export const BARE_NO: ReadonlySet<string> = new Set(['no', 'nope', 'nah', 'naw', 'nel']);

/**
 * A one-word answer a reply may open with before what it means: "yes, the visa", "no, every 2 weeks".
 *
 * @example ANSWER_LEADS.has('dale') // true
 */
export const ANSWER_LEADS: ReadonlySet<string> = new Set([...BARE_YES, ...GO_AHEAD, ...BARE_NO]);

/** Words that open why, in either language, as one word: "because", "cuz", "since", "que", "porque". */
export const BECAUSE: readonly string[] = [
  'because',
  'cause',
  'cuz',
  'coz',
  'bc',
  'since',
  'que',
  'porque',
  'pq',
  'xq',
];
