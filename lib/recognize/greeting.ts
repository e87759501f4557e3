/** Words a reply opens with before saying anything: a greeting, or a lead-in ("hi", "ok, so", "hola, bueno"). */

import { tokenize } from './normalize';
import { coveredBy, phrases } from './phrase-match';

/** "hi, it's Ana", "sure, the business is…", "ok, me llamo…": said before what the reply says. */
export const LEAD_IN_WORDS: ReadonlySet<string> = new Set(
  'hi hello hey hola buenas ok okay sure yes yeah si claro bueno pues well oh um uh so'.split(' '),
);

/** Greetings of more than one word, and what may follow one ("hi there", "good morning", "buenos días"). */
const GREETING_TAIL = new Set(
  'there all good morning afternoon evening buenos buenas dias tardes noches'.split(' '),
);

/**
 * True when `text` is only a greeting or a lead-in: nothing is asked in it.
 * @example greetsOnly('Hi there!') // true
 * @example greetsOnly('hola, quiero que recojan mi ropa') // false
 */
export function greetsOnly(text: string): boolean {
  return tokenize(text)
    .filter((token) => token !== ',')
    .every((token) => LEAD_IN_WORDS.has(token) || GREETING_TAIL.has(token));
}

/**
 * A greeting of the time of day that opens a reply, set off by a comma, stop or exclamation mark:
 * "Good morning, I'd like a pickup", "Buenas tardes. Quiero…". Its "morning" greets; it never names
 * a window. Unset off ("good morning is fine") it may be the answer, and is kept.
 */
const OPENING_GREETING =
  /^\s*(?:(?:hi|hello|hey|hola)[\s,]+)?(?:good (?:morning|afternoon|evening|day)|buen(?:os|as) (?:d[ií]as|tardes|noches))(?:\s+(?:all|there|everyone|team|todos))?\s*[,.!]+\s*(?=\S)/iu;

/**
 * The reply without the time-of-day greeting it opens with, when more follows.
 * @example withoutOpeningGreeting("Good morning, I'd like a pickup") // "I'd like a pickup"
 * @example withoutOpeningGreeting('good morning is fine') // 'good morning is fine'
 */
export function withoutOpeningGreeting(text: string): string {
  return text.replace(OPENING_GREETING, '');
}

/** A greeting's own words: "hi", "hey there", "good morning", "buenas", "hola". Never "ok" or "yes" (answers). */
const GREETS = phrases(
  ...[
    'hi',
    'hii',
    'hiya',
    'hello',
    'helo',
    'hey',
    'heya',
    'yo',
    'howdy',
    'hola',
    'holi',
    'buenas',
    'saludos',
  ],
  ...['hi there', 'hello there', 'hey there', 'good morning', 'good afternoon', 'good evening', 'morning'],
  ...['buenos dias', 'buen dia', 'buenas tardes', 'buenas noches', 'que tal', 'hola que tal'],
);

/**
 * Said on coming back to the chat: "again", "I'm back", "it's me", "de nuevo", "otra vez", "ya volví",
 * "aquí estoy". Only beside a greeting: "again" alone may be a note's ("leave it at the back again").
 */
const BACK = phrases(
  ...['again', 'im back', 'i am back', 'back again', 'its me', 'it is me', 'its me again', 'me again'],
  ...['de nuevo', 'otra vez', 'nuevamente', 'ya volvi', 'volvi', 'ya estoy', 'aqui estoy', 'soy yo'],
  ...['ya regrese', 'regrese', 'aqui estoy otra vez', 'aqui estoy de nuevo'],
);

/**
 * True when `text` is a greeting and nothing else, perhaps with its coming back ("hi again", "hola de
 * nuevo", "hey, I'm back"): at a typed question it greets, and is never the answer typed (a note, what
 * to hang-dry, the customer's notes). Unlike `greetsOnly`, a yes or an "ok" is no greeting.
 *
 * @invariant greeting-is-no-text A reply that only greets, at a question that takes typed text, is never
 *   kept as that text: the question is asked again.
 * @example greetsAgain('hi again') // true
 * @example greetsAgain('hi again, ring the bell twice') // false
 */
export function greetsAgain(text: string): boolean {
  const tokens = tokenize(text).filter((token) => token !== ',');
  return coveredBy(tokens, GREETS, BACK);
}
