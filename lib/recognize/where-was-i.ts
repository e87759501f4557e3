/**
 * Coming back to the chat and asking where things stand: "where was I?", "where were we", "what was I
 * doing", "¿dónde me quedé?", "¿en qué íbamos?", "¿en qué estábamos?"; or greeting again ("hi again",
 * "hola otra vez": lib/recognize/greeting.ts).
 *
 * @invariant greeting-greets-back A reply that only greets, signed in, at any question, is greeted back
 *   and the question asked again, with what is chosen so far when an order is under way: never an
 *   answer, and never the menu's "same as last time" by its "again" ("hi again", "hola otra vez").
 *   "Where was I?" is answered the same way, without the greeting. "yo" alone is no greeting here: in
 *   Spanish it is "me" ("¿para quién?" "yo").
 */
import { greetsAgain } from './greeting';
import { tokenize } from './normalize';
import { coveredBy, phrases } from './phrase-match';

/** "Where was I?", whole, in the words people ask it with. */
const WHERE_WAS_I = phrases(
  ...['where was i', 'where were we', 'where am i', 'where did i leave off', 'where did we leave off'],
  ...['what was i doing', 'what were we doing', 'where was i at', 'where are we'],
  ...['donde me quede', 'donde quede', 'donde estaba', 'donde estabamos', 'en que ibamos', 'en que iba'],
  ...['en que estabamos', 'en que quedamos', 'donde nos quedamos', 'por donde iba', 'por donde ibamos'],
);
/** Said around it: "so", "um", "sorry", "hi" ("hi, where was I?"), "bueno", "perdón"; and why one was away. */
const AROUND = phrases(
  // Why the chat stopped ("sorry phone died, where were we"): the person's own doings, never an answer.
  ...['phone died', 'my phone died', 'battery died', 'my battery died', 'got cut off', 'lost connection'],
  ...['se me murio el cel', 'se me murio el celular', 'se me apago el telefono', 'se me apago el cel'],
  ...['me quede sin bateria', 'se me descargo el celular', 'se me descargo el cel', 'se corto'],
  'so',
  'um',
  'uh',
  'ok',
  'okay',
  'sorry',
  'oops',
  'wait',
  'bueno',
  'perdon',
  'a ver',
  'pues',
);

/**
 * What a reply that only comes back says: `greets` ("hi again"), `where` ("where was I?", perhaps with a
 * greeting: "hola, ¿dónde me quedé?"), or undefined when it says anything else.
 * @example comingBack('hola otra vez') // 'greets'
 * @example comingBack('hi, where was I?') // 'where'
 * @example comingBack('yo') // undefined
 * @example comingBack('again') // undefined: the menu's "same as last time"
 */
export function comingBack(text: string): 'greets' | 'where' | undefined {
  const tokens = tokenize(text).filter((token) => token !== ',');
  if (tokens.length === 0) return undefined;
  if (coveredBy(tokens, WHERE_WAS_I, [...AROUND, ...GREETING_WORDS])) return 'where';
  if (tokens.join(' ') === 'yo' || !greetsAgain(text)) return undefined;
  return 'greets';
}

/** The greetings that may open "where was I?" ("hi, where was I?", "hola, ¿en qué íbamos?"). */
const GREETING_WORDS = phrases('hi', 'hello', 'hey', 'hola', 'buenas', 'again', 'de nuevo', 'otra vez');
