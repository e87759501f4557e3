/**
 * The words a reply may hold around its answer without changing which answer it is: closed-class
 * words (articles, pronouns, auxiliaries, most prepositions), politeness and conversational glue, in
 * English and Spanish, as `tokenize` folds them (no accents, no apostrophes: "I'd" is "id").
 *
 * @invariant reply-words-accounted-for A reader acts on a reply only when every word of it is
 *   accounted for: part of what it matched (an option's label or synonym, a number, a time), or in
 *   this list. Anything else — a negation, a number or ordinal, a comparison, a name no option has —
 *   may change the meaning, so the reading is only a guess and the bot asks back naming it
 *   ("“Every week”, right?"). The list therefore holds no word that can change a meaning: not
 *   "not", "no", "other", "every", "or", "but", "only", "than", "before", "after", no number, no
 *   ordinal, no "maybe".
 */

const ENGLISH = `a an the i im ill id ive me my mine we our us you your it its them they that this
  these those is are was be been am do does did can could would will should shall have has had get got
  want wanna need like love prefer please pls plz thanks thank thx ty ok okay so well um uh umm hmm oh
  hey hi hello yo and for to of in on at with from as just really actually then there here one ones
  go going lets let take choose select option number choice sounds good great cool fine works
  yeah yep sure alright perfect also too`;

const SPANISH = `el la los las lo un una unos unas de del al a en con para por que yo me mi mis nos
  nosotros nuestro nuestra su sus usted ustedes es son esta este esto eso esa ese estas estos seria
  sera quiero quisiera queria quiera necesito gustaria gusta encantaria favor porfa porfavor gracias
  bueno buena pues ok okey vale hola oye mmm eh ah este opcion numero elijo escojo tomo va
  perfecto claro dale tambien entonces aqui ahi`;

/** The business's everyday nouns, which name no one option: "my Amex card", "pick up my laundry". */
const DOMAIN = `card tarjeta laundry clothes clothing stuff things items ropa cosas address direccion
  house home casa`;

const NEUTRAL = new Set(`${ENGLISH} ${SPANISH} ${DOMAIN}`.split(/\s+/).filter(Boolean));

/** Words that turn what they stand by around: never details of an intent (`RecognizerOption.intent`). */
const NEGATIONS = new Set([
  'not',
  'no',
  'dont',
  'never',
  'nothing',
  'without',
  'except',
  'but',
  'instead',
  'nunca',
  'ni',
  'sin',
  'excepto',
  'menos',
  'tampoco',
  'nada',
]);

/** Whether a word turns the meaning around ("not", "never", "sin"). */
export function isNegation(word: string): boolean {
  return NEGATIONS.has(word);
}

/** Whether a (tokenized) word can sit around an answer without changing it. */
export function isNeutral(word: string): boolean {
  return word === ',' || NEUTRAL.has(word);
}

/**
 * The words of `said` that neither `placed` (the words a reading matched) nor the neutral list
 * accounts for (invariant reply-words-accounted-for).
 *
 * @example unplaced(['every', 'second', 'week'], ['every', 'week']) // ['second']
 * @example unplaced(['every', 'week', 'please'], ['every', 'week']) // []
 */
export function unplaced(said: readonly string[], placed: readonly string[]): string[] {
  const matched = new Set(placed);
  return said.filter((word) => !matched.has(word) && !isNeutral(word));
}
