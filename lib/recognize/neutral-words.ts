/**
 * What words of a reply may do to its reading. Neutral words sit around an answer without being part
 * of it: closed-class words, politeness and glue, in English and Spanish, as `tokenize` folds them
 * (no accents, no apostrophes: "I'd" is "id"). Modifiers are the words that can change which answer
 * a reply is: a negation or contrast, a number or ordinal, a quantity or comparison, a day or a time,
 * a hedge.
 *
 * @invariant reply-words-accounted-for A reader acts on a reply only when every word that could change
 *   its meaning is accounted for: part of what it matched (an option's label or synonym, a number, a
 *   time), or read for what it says. A modifier left over, or a word naming another option of the
 *   question, makes the reading a guess, asked back naming it ("“Every week”, right?"): "every second
 *   week" is no "Every week", "not the visa" no Visa. Other words are the person's own commentary
 *   ("no text came through, can you send it again"), which changes no answer, except among time
 *   windows, where a word no window's label has may name a provider ("the 9am Roadie") unless it is
 *   said in a clause of reason that says nothing of a window ("q es cuando llego del trabajo":
 *   window-choice.ts, invariant window-commentary-says-nothing).
 */

import { numberAt, readOrdinal } from './number-words';
import { FILLERS, THANKS_ABROAD } from './phrase-match';

const ENGLISH = `a an the i im ill id ive me my mine we our us you your it its them they that thats this
  these those is are was be been am do does did can could would will should shall have has had get got
  want wanna need needing require kindly like love prefer please pls plz thanks thank thx ty ok okay so well um uh umm hmm oh
  hey hi hello yo and for to of in on at with from as just really actually then there here one ones
  go going lets let take choose select option number choice sounds good great cool fine works
  yeah yep sure alright perfect also too suitable convenient obv obvs obviously
  such etc etcetera whatnot`;

/**
 * Spanish's; "ocupo" is Mexican "I need" ("ocupo lavar y doblar"); "ándele", "órale" urge or agree
 * ("el gratis ándele"), as "dale" does.
 */
const SPANISH = `el la los las lo un una unos unas de del al a en con para por que yo me mi mis nos
  nosotros nuestro nuestra su sus usted ustedes es son esta este esto eso esa ese estas estos seria
  sera quiero quisiera queria quiera querria necesito necesitaria requiero requeriria gustaria gusta encantaria favor porfa porfavor gracias
  ocupo ocupamos necesitamos
  bueno buena bien pues ok okey vale hola oye mmm eh ah este opcion numero elijo escojo tomo va
  perfecto claro dale tambien ademas tmb nomas xfa entonces aqui ahi pa ya obvio obviamente
  andale andele orale`;

/**
 * The people a customer says things are for or whose they are ("my husband's suit", "el traje de mi
 * esposo", "my kid has eczema"): whose it is never changes which option it is.
 */
const PEOPLE = `husband wife hubby partner kid kids son daughter child children baby babies mom mother dad
  father boyfriend girlfriend roommate family esposo esposa marido hijo hija hijos hijas nino nina ninos
  ninas bebe mama papa novio novia familia`;

/**
 * The business's everyday nouns, which name no one option: "my Amex card", "pick up my laundry", "the
 * Wash & Fold service".
 */
const DOMAIN = `card tarjeta laundry clothes clothing stuff things items ropa cosas address direccion
  house home casa service services servicio servicios`;

const EVERYDAY = new Set(DOMAIN.split(/\s+/).filter(Boolean));
const WHOSE = new Set(PEOPLE.split(/\s+/).filter(Boolean));
const NEUTRAL = new Set([
  ...`${ENGLISH} ${SPANISH} ${DOMAIN} ${PEOPLE}`.split(/\s+/).filter(Boolean),
  ...FILLERS.flat(),
  ...THANKS_ABROAD.flat(),
]);

/** Words that turn what they stand by around: never details of an intent (`RecognizerOption.intent`). */
const NEGATIONS = new Set(
  'not no dont never nothing none without except but nunca ni sin excepto menos tampoco nada pero'.split(' '),
);

/**
 * Words that can change which answer a reply is, beside negations, numbers and ordinals: quantities,
 * comparisons, hedges, days and times, in English and Spanish. "The rest", "lo demás" are every
 * option not yet named ("wash and fold, rest too"): never commentary.
 */
const MODIFIERS = new Set(
  `other another else every each half double couple pair par more less extra cheap cheaper cheapest expensive earlier
  earliest later latest before after than only few several many all both either neither or maybe
  perhaps probably might siguro capaz unless if until till next previous same different today tomorrow tonight
  yesterday week weeks weekend month months day days morning afternoon evening night noon am pm
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed weds thu thur thurs fri sat sun
  otro otra otros otras cada mitad doble mas barato barata caro cara antes despues solo solamente tal
  vez quizas quiza o u hoy manana pasado semana semanas mes meses dia dias finde tarde noche mediodia
  lunes martes miercoles jueves viernes sabado domingo mismo misma diferente siguiente proximo proxima
  rest resto demas`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a word turns the meaning around ("not", "never", "sin"). */
export function isNegation(word: string): boolean {
  return NEGATIONS.has(word);
}

/**
 * Whether a word can change which answer a reply is (invariant reply-words-accounted-for): a negation,
 * a number, an ordinal, an amount, a quantity, a comparison, a hedge, a day or a time.
 *
 * @example isModifier('second') // true
 * @example isModifier('through') // false
 */
export function isModifier(word: string): boolean {
  return (
    NEGATIONS.has(word) ||
    MODIFIERS.has(word) ||
    /\d/.test(word) ||
    numberAt([word], 0) !== undefined ||
    readOrdinal([word]) !== undefined
  );
}

/**
 * Whether a word is one of the business's everyday nouns ("laundry", "ropa"): commentary beside an
 * answer, but something to order when a list names it as an item of its own ("laundry and a suit").
 */
export function isEverydayNoun(word: string): boolean {
  return EVERYDAY.has(word);
}

/** Whether a (tokenized) word can sit around an answer without changing it. */
export function isNeutral(word: string): boolean {
  // "my wife's", folded without its apostrophe: "wifes".
  return word === ',' || NEUTRAL.has(word) || (word.endsWith('s') && WHOSE.has(word.slice(0, -1)));
}

/**
 * The words of `said` that neither `placed` (the words a reading matched) nor the neutral list
 * accounts for (invariant reply-words-accounted-for).
 *
 * @example unplaced(['every', 'second', 'week'], ['every', 'week']) // ['second']
 * @example unplaced(['every', 'week', 'please'], ['every', 'week']) // []
 */
export function unplaced(
  said: readonly string[],
  placed: readonly string[],
  // Everyday nouns that name an option on screen (invariant everyday-label-is-said): said, never neutral.
  naming: ReadonlySet<string> = new Set(),
): string[] {
  const matched = new Set(placed);
  return said.filter((word) => !matched.has(word) && (!isNeutral(word) || naming.has(word)));
}
