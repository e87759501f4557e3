/** Words a reply opens with before saying anything: a greeting, or a lead-in ("hi", "ok, so", "hola, bueno"). */

import { tokenize } from './normalize';

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
