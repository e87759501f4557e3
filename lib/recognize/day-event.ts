/**
 * A day a reply names as a deadline or as the day of something else, never as the day chosen: "before
 * Saturday's open house", "in time for sunday", "antes del sábado" (a deadline), "open house is Sunday",
 * "Saturday is the open house", "I have a wedding saturday", "I work Saturday", "la fiesta es el
 * domingo", "tengo una boda el sábado", "trabajo el sábado" (an event's day).
 *
 * @invariant deadline-day-never-taken A day said as a deadline ("before saturday", "ahead of sunday",
 *   "prior to", "in time for", "antes del sábado") is never the day taken: another day said beside it
 *   is the day, and with none no day is read (the day question asks). "by friday" is none of these: a
 *   day it can be, as many mean it.
 * @invariant event-day-never-taken A day said as when something else happens, by a statement of it
 *   ("open house is Sunday", "the party's on saturday", "Saturday is the open house", "I have a wedding
 *   saturday", "I work Saturday", "la fiesta es el domingo", "el sábado es la boda", "tengo una boda el
 *   sábado", "trabajo el sábado"), is why another day is wanted, never the day wanted: set aside as a
 *   deadline is. What the statement is about decides: "pickup is friday", "the best day is friday",
 *   "saturday's fine", "friday is my day off", "lo mejor es el viernes" are about the choice (`CHOICE`),
 *   and read as typed.
 */

/** A day as typed and folded: a weekday whole or cut short, English or Spanish, or a relative day. */
const DAY =
  '(?:mon(?:day)?|tue(?:s|sday)?|wed(?:s|nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|lunes|martes|miercoles|jueves|viernes|sabado|domingo|today|tonight|tomorrow|hoy)';
/** Words placing a day ("on", "this", "el", "este"), before it. */
const PLACED = String.raw`(?:(?:on|the|this|next|el|este|la|proximo)\s+)*`;
/** Up to three words, none a day: what is on a day, or what it is said of. */
const WORDS = String.raw`(?:(?!${DAY}\b)[a-z]+\s*){1,3}`;
/** The day's end: a possessive's "s" ("saturdays open house") and what is on it, or the word's end. */
const WHAT_ON = String.raw`(?:s\s+${WORDS}|\b)`;
/** What a deadline is for, said before its day: "before the party on sunday", "antes de la fiesta del domingo". */
const FOR_WHAT = String.raw`(?:(?:the|my|our|his|her|their|la|el|mi|su|nuestra|nuestro)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:on|del|de|el|this|este)\s+)?`;

/** Words saying a day is the latest it may be, whatever day is chosen before it. */
const STRICT_BOUND = String.raw`(?:before|ahead\s+of|prior\s+to|in\s+time\s+for|(?:para\s+)?antes\s+del?|previo\s+al?)`;

/**
 * What a statement of a day is about when it is about the choice ("pickup is friday", "the best day is
 * friday", "friday is my day off", "saturday's fine", "lo mejor es el viernes"): any of these words in
 * what is said of the day makes it no event.
 */
const CHOICE = new Set([
  ...['best', 'better', 'good', 'fine', 'ok', 'okay', 'great', 'perfect', 'ideal', 'cool', 'easiest'],
  ...['easier', 'soonest', 'earliest', 'latest', 'first', 'last', 'only', 'preferred', 'preference'],
  ...['day', 'days', 'one', 'choice', 'option', 'pick', 'plan', 'pickup', 'pick', 'up', 'delivery'],
  ...['return', 'drop', 'dropoff', 'off', 'time', 'free', 'available', 'window', 'slot'],
  ...['works', 'work', 'it', 'its', 'that', 'thats', 'this', 'what', 'which', 'mine', 'i', 'we', 'you'],
  ...['laundry', 'order', 'clothes', 'stuff', 'ready', 'back', 'done', 'when', 'yes', 'not'],
  ...['mejor', 'dia', 'dias', 'opcion', 'recogida', 'entrega', 'devolucion', 'libre', 'tiempo', 'eso'],
  ...['esto', 'lo', 'cual', 'bien', 'bueno', 'buena', 'perfecto', 'primero', 'ultimo', 'pedido', 'ropa'],
  ...['si', 'disponible', 'cuando', 'preferencia'],
]);

/** Where a statement may begin: the reply's start, a mark, or a word joining it to another. */
const OPENS = String.raw`(?:^|[,;:.!?\u2013\u2014-]\s*|\b(?:and|but|because|cause|cuz|since|as|so|y|pero|porque|pues|ya\s+que)\s+)`;

/** "open house is sunday", "the party's saturday", "la fiesta es el domingo": what (1 to 4 words), then the day. */
const SUBJECT_FIRST = new RegExp(
  String.raw`${OPENS}((?:[a-z]+\s+){0,3}?[a-z]+)\s+(?:is|are|will\s+be|es|son|sera)\s+${PLACED}${DAY}\b`,
  'g',
);
/** "saturday is the open house", "el sábado es la fiesta": the day, then what is on it, said with its article. */
const DAY_FIRST = new RegExp(
  String.raw`\b${DAY}(?:s|\s+(?:is|will\s+be|es|sera))\s+(?:the|my|our|a|an|la|el|mi|nuestra|nuestro|una|un)\s+(${WORDS})`,
  'g',
);
/** "I have a wedding saturday", "tengo una boda el sábado": what the person has, then the day. */
const HAS_ON = new RegExp(
  String.raw`\b(?:(?:i|we)\s+(?:have|got|ve\s+got|have\s+got)|there\s+is|tengo|tenemos|hay)\s+(?:a|an|the|my|our|una|un|la|el|mi|nuestra|nuestro)\s+((?:[a-z]+\s+){1,3}?)${PLACED}${DAY}\b`,
  'g',
);
/** Events a thing is wanted for: what "for the … saturday" names when it is no pickup. */
const EVENTS =
  '(?:wedding|party|funeral|graduation|prom|gala|interview|event|dinner|meeting|show|boda|fiesta|funeral|graduacion|evento|cena|reunion|entrevista|bautizo|quince|quinceanera|misa|velorio)';
/**
 * "es pa la boda de mi compa el sábado", "it's for my cousin's wedding on saturday", and what a reply's
 * rest opens with after "pa" ("la boda de mi compa el sábado"): the event's day.
 */
const FOR_EVENT = new RegExp(
  String.raw`(?:\b(?:for|para|pa|pal)\s+|^\s*)(?:[a-z]+\s+){0,3}?${EVENTS}\b(?:\s+(?!${DAY}\b)[a-z]+){0,4}?\s+${PLACED}${DAY}\b`,
  'g',
);
/** "I work saturday", "trabajo el sábado": the day at work (not "from home", nor "after work", a time of it). */
const AT_WORK = new RegExp(
  String.raw`\b(?:(?:i|we)\s+(?:work|am\s+working|im\s+working|have\s+work|got\s+work)|trabajo|trabajamos|tengo\s+trabajo)\s+${PLACED}${DAY}\b(?!\s+(?:from\s+home|remote|desde\s+casa|en\s+casa))`,
  'g',
);

/** A day word, whole ("saturday") or with a possessive's "s" ("saturdays"). */
const A_DAY = new RegExp(`^${DAY}s?$`);

/**
 * The text folded (marks off, lowercase; "'s" after a day its possessive, "saturdays", and after
 * another word "is", "the party is saturday") with each deadline and event day blanked out (`rest`);
 * undefined when it names none.
 *
 * @example readDayEvents("before Saturday's open house, so Friday please") // { rest: '…, so friday please' }
 * @example readDayEvents('pickup is friday') // undefined
 */
export function readDayEvents(text: string): { rest: string } | undefined {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]s\b/g, "'s")
    .replace(/\b([a-z]+)'s\b/g, (_said, word: string) => (A_DAY.test(word) ? `${word}s` : `${word} is`))
    .replace(/['’‘`´]/g, '');
  let found = false;
  const blank = (said: string) => {
    found = true;
    return ' '.repeat(said.length);
  };
  // What is said of the day names the choice ("pickup is friday", "saturday's fine"): read as typed.
  const event = (said: string, what: string) =>
    what.split(/\s+/).some((word) => CHOICE.has(word) || A_DAY.test(word)) ? said : blank(said);
  const rest = folded
    .replace(new RegExp(String.raw`\b${STRICT_BOUND}\s+${FOR_WHAT}${PLACED}${DAY}${WHAT_ON}`, 'g'), blank)
    .replace(SUBJECT_FIRST, (said, what: string) => event(said, what))
    .replace(DAY_FIRST, (said, what: string) => event(said, what.trim()))
    .replace(HAS_ON, (said, what: string) => event(said, what.trim()))
    .replace(AT_WORK, blank)
    .replace(FOR_EVENT, blank);
  return found ? { rest } : undefined;
}
