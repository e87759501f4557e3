/**
 * A thing said with whom or what it is for: "one suit for Dr. Okafor", "el traje pa la boda de Quique",
 * "my suit for church".
 *
 * @invariant whose-is-commentary On a list question, whose a thing is, said right before it ("my grandson
 *   suit", "the head coach's suit", "my brother's suit") or after it with "de", "del", "of" ("el vestido
 *   de mi mujer", "el traje del jefe de sala"), its colour ("my white shirts", "las camisas
 *   blancas") and what it is worn to ("my daughter's prom dress"), name no option: the thing is read without them. Whose is a person's word (a relation, a
 *   role: "coach", "jefe") right before the thing, or right after "de"; the words around it name no
 *   option and hold no modifier. A word between the person and the thing ("my son's swim suit", "el
 *   traje de baño de mi hija") is a kind of the thing, no one's: read as typed, so asked back. So is
 *   "done" said last, right after the thing ("my comforter done"): what is wanted of it, no option.
 * @invariant for-whom-is-commentary On a list question, "for …" ("para", "pa") after a thing says whom
 *   or what the thing is for: the person's own commentary, never part of which option it is, when its
 *   words name no option and hold no modifier and no list word. The day it is wanted for ("the suit for
 *   Sunday", "un vestido para mañana", "for next friday") is its need, no answer at a list (a pickup's
 *   day is asked on its own): set aside too. "For every sunday" (how often), "for sunday the 12th", "a
 *   dress for 2 people" (how many), "a dress for the shirt guy" (another option) each stay asked back.
 *   "For everything else", "for the rest", "para todo lo demás" are the rest of the person's things:
 *   set aside too ("wash n hang dry for the jerseys and reg wash n fold for everything else").
 */
import { isModifier, isNegation } from './neutral-words';
import { tokenize } from './normalize';
import { RELATIONS } from './relations';

/** Words that open whom or what a thing is for. */
const FOR = new Set(['for', 'para', 'pa', 'pal']);
/** Words that join another item of the list: after them, more things, never whom. */
const JOINS = new Set(['and', 'plus', 'also', 'y', ',']);

/**
 * The words before a trailing "for …" that names no option (invariant for-whom-is-commentary), or
 * undefined when there is none. `names` says whether a word names an option on screen.
 * @example beforeWhomFor(['suit', 'for', 'dr', 'okafor'], () => false) // ['suit']
 * @example beforeWhomFor(['suit', 'for', 'every', 'sunday'], () => false) // undefined
 */
export function beforeWhomFor(words: string[], names: (word: string) => boolean): string[] | undefined {
  const at = words.findIndex((w, i) => i > 0 && FOR.has(w));
  if (at < 0) return undefined;
  const clause = words.slice(at + 1);
  // "for sunday", "para mañana", "for next friday": the day it is wanted, never "every sunday", "the 12th".
  const day = (w: string, i: number) =>
    NEED_DAYS.has(w) || (NEXT.has(w) && NEED_DAYS.has(clause[i + 1] ?? ''));
  const plain = (w: string, i: number) =>
    (!isModifier(w) || day(w, i)) && !JOINS.has(w) && !FOR.has(w) && !names(w);
  const rest = REST_OF_THINGS.has(clause.filter((w) => !ARTICLES.has(w)).join(' '));
  return clause.length > 0 && (rest || clause.every(plain)) ? words.slice(0, at) : undefined;
}

/**
 * The rest of the person's things, as what a service is for: "wash n fold for everything else", "for
 * the rest", "para todo lo demás". Said after "for" only: as an item ("and the rest") it may be every
 * other option, and is asked.
 */
const REST_OF_THINGS = new Set([
  'everything else',
  'everything',
  'rest',
  'all rest',
  'all else',
  'rest of it',
  'rest of them',
  'rest of my stuff',
  'demas',
  'todo demas',
  'resto',
  'todo resto',
  'todo otro',
  'otro',
]);
/** Articles dropped before comparing with `REST_OF_THINGS`: "the rest", "todo lo demás". */
const ARTICLES = new Set(['the', 'lo', 'el', 'la', 'los', 'las']);

/** The days a thing is wanted for: "for sunday", "para mañana", "for the weekend". */
const NEED_DAYS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight weekend
  lunes martes miercoles jueves viernes sabado domingo hoy manana finde`.split(/\s+/),
);
/** Words that say which of a day, before it: "for next friday", "para el próximo sábado". */
const NEXT = new Set(['next', 'this', 'proximo', 'proxima', 'este']);

/** Words of coming for it: a day said with them is the pickup's ("pick it up for sunday"). */
const COMING =
  /\b(?:pick\w*|pickup|come|coming|collect\w*|recog\w*|recojan|pasen|vengan|busca\w*|retir\w*)\b/;

/**
 * Whether a reply to the services ends with the day a thing is wanted for ("just the dress for Sunday",
 * "el traje para el sábado") and says nothing of coming for it: read whole, never cut at its "for"
 * (which would leave the day alone, for the pickup's day question, as if said of the pickup).
 * @example endsWithDayWanted('just da dress for Sunday') // true
 * @example endsWithDayWanted('2 bags, pick them up for sunday') // false
 */
export function endsWithDayWanted(text: string): boolean {
  const words = tokenize(text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()).filter(
    (w) => !/^\W+$/u.test(w),
  );
  if (COMING.test(words.join(' '))) return false;
  const at = words.findLastIndex((w) => FOR.has(w));
  if (at < 1) return false;
  const clause = words
    .slice(at + 1)
    .filter((w) => !['the', 'el', 'la', 'please', 'pls', 'porfa'].includes(w));
  return (
    clause.length > 0 && clause.every((w, i) => NEED_DAYS.has(w) || (NEXT.has(w) && i < clause.length - 1))
  );
}

/**
 * Whose a thing is: the relations (relations.ts) and the people a thing is for or from at work ("bos" is
 * "boss's" as `tokenize` folds its three s).
 */
const PEOPLE = new Set([
  ...RELATIONS,
  ...`hubby kid kids child baby grandson granddaughter grandkid grandchild cousin nephew niece friend buddy
  roommate neighbor neighbour coach boss teacher pastor priest chef manager client guest
  nieto nieta primo prima sobrino sobrina amigo amiga jefe jefa mujer pareja vecino vecina cliente
  entrenador maestro maestra cunado cunada nino nina bebe fiance fiancee prometido prometida
  bos`
    .split(/\s+/)
    .filter(Boolean),
]);
/** What a thing is worn to: "my daughter's prom dress", "a dress for my cousin's wedding", "el traje pa la boda". */
const OCCASIONS = new Set(
  `wedding weddings graduation prom funeral church interview party gala boda bodas graduacion fiesta
  misa iglesia bautizo entrevista memorial wake velorio quince quinceanera`.split(/\s+/),
);
/** Whether a word says what a thing is worn to (invariant whose-is-commentary; fuzzy-match.ts: never a typo). */
export const isOccasion = (word: string) => OCCASIONS.has(word);

/** A person's word as said, or said as whose ("coachs", the folded "coach's"; "brothers"). */
const isPerson = (word: string) => PEOPLE.has(word) || (word.endsWith('s') && PEOPLE.has(word.slice(0, -1)));
/** Words that open whose a thing is, after it: "el vestido de mi mujer", "the suit of my husband". */
const OF = new Set(['de', 'del', 'of']);
/** Words that may come between "de" and whose: "de mi mujer", "del jefe", "of my husband". */
const DETERMINERS = new Set(
  'my his her our their the mi mis su sus tu tus nuestro nuestra el la los las'.split(' '),
);
/** Colours, which say which of the person's things, never which service: "my white shirts", "las camisas blancas". */
const COLOURS = new Set(
  `white black navy blue grey gray red pink green brown beige tan khaki cream yellow purple
  blanca blancas blanco blancos negra negras negro negros azul azules gris grises roja rojas rojo rojos
  rosa rosado rosada verde verdes cafe beige amarilla amarillo morada morado`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The words of an item without whose the thing is and its colour (invariant whose-is-commentary), or
 * undefined when it says neither. `names` says whether a word names an option on screen.
 * @example withoutWhose(['my', 'grandson', 'suit'], (w) => w === 'suit') // ['my', 'suit']
 * @example withoutWhose(['my', 'sons', 'swim', 'suit'], (w) => w === 'suit') // undefined
 */
export function withoutWhose(words: string[], names: (word: string) => boolean): string[] | undefined {
  const plain = (w: string) => !isModifier(w) && !isNegation(w) && !JOINS.has(w) && !names(w);
  const thing = words.findIndex((w) => names(w) && !COLOURS.has(w) && !isPerson(w));
  if (thing < 0 || words.slice(thing + 1).some(names)) return undefined;
  const set = new Set<number>();
  // Its colour or what it is worn to, right before or after it: "white shirts", "camisas blancas", "prom dress".
  for (const at of [thing - 1, thing + 1]) {
    const word = words[at] ?? '';
    if ((COLOURS.has(word) || (at < thing && isOccasion(word))) && !names(word)) set.add(at);
  }
  // "my comforter done", "need the suit done": done is what is wanted of it, no option.
  if (words[thing + 1] === 'done' && thing + 2 === words.length) set.add(thing + 1);
  // Whose, before it: a person's word right before the thing (past its colour), plain words before that.
  const before = set.has(thing - 1) ? thing - 2 : thing - 1;
  // Back to the list word before it, if any: "laundry and my boss's shirts".
  const from = words.slice(0, before).findLastIndex((w) => JOINS.has(w)) + 1;
  if (before >= 0 && isPerson(words[before] as string) && words.slice(from, before).every(plain))
    for (let i = from; i <= before; i++) if (!DETERMINERS.has(words[i] as string)) set.add(i);
  // Whose, after it: "de mi mujer", "del jefe de sala", "of my husband".
  const after = set.has(thing + 1) ? thing + 2 : thing + 1;
  if (OF.has(words[after] ?? '')) {
    let person = after + 1;
    while (DETERMINERS.has(words[person] ?? '')) person++;
    const rest = words.slice(after + 1);
    if (isPerson(words[person] ?? '') && rest.every(plain))
      for (let i = after; i < words.length; i++) set.add(i);
  }
  return set.size > 0 ? words.filter((_, i) => !set.has(i)) : undefined;
}
