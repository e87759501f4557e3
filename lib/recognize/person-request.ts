/**
 * A message that is wholly a request to talk to a person ("I need a human", "can I ask someone a
 * question", "me comunica con un humano?"), and one that wholly asks to leave that talk and go back to
 * the bot ("ok thanks! back to the bot", "regreso con el bot"), in English or Spanish (a person may mix).
 *
 * @invariant person-request-whole A message opens the talk with a person only when each of its words is
 *   a request's (who: "a person", "someone", "un agente"; how: "talk to", "can I ask", "me comunica
 *   con"; politeness), with someone named: "ask someone to ring the bell" or "someone will be home"
 *   say more than that and are read where they were typed.
 */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';

/** Who is asked for: a person of the business. */
const SOMEONE = phrases(
  'person',
  'people',
  'human',
  'humans',
  'agent',
  'operator',
  'representative',
  'rep',
  'someone',
  'somebody',
  'staff',
  'customer service',
  'support',
  'call me',
  'persona',
  'humano',
  'agente',
  'operador',
  'operadora',
  'representante',
  'alguien',
  'llamame',
  'llamenme',
);

/** How a request for someone is put: "I need to talk to", "can I ask", "me comunica con", "una ... real". */
const ASKING = phrases(
  'i',
  'need',
  'want',
  'would like',
  'id like',
  'to',
  'can',
  'could',
  'may',
  'let me',
  'talk',
  'speak',
  'chat',
  'with',
  'ask',
  'a question',
  'something',
  'get me',
  'connect me',
  'put me through',
  'transfer me',
  'a',
  'an',
  'real',
  'live',
  'actual',
  'the',
  'from the store',
  'at the store',
  'from the laundry',
  'at the laundry',
  'actually',
  'wait',
  'hey',
  'hi',
  'ok',
  'just',
  'pls',
  'plz',
  // Spanish (accents dropped by `tokenize`).
  'quiero',
  'necesito',
  'puedo',
  'podria',
  'quisiera',
  'me gustaria',
  'dejame',
  'dejeme',
  'hablar',
  'habla',
  'con',
  'preguntarle',
  'preguntar',
  'algo',
  'me comunica',
  'me comunicas',
  'comuniqueme',
  'comunicame',
  'paseme',
  'pasame',
  'un',
  'una',
  'de la tienda',
  'de la lavanderia',
  'espera',
  'oye',
  'hola',
);

/**
 * Whether the message is wholly a request to talk to a person (invariant person-request-whole).
 *
 * @example asksForAPerson('I need a human') // true
 * @example asksForAPerson('quiero hablar con alguien') // true
 * @example asksForAPerson('ask someone to ring the bell') // false
 */
export function asksForAPerson(text: string): boolean {
  return coveredBy(tokenize(text), SOMEONE, [...ASKING, ...POLITE]);
}

/** Naming the bot (or "never mind") is what a message leaving the talk with a person must do. */
const THE_BOT = phrases(
  'bot',
  'the bot',
  'automated chat',
  'the automated chat',
  'never mind',
  'nevermind',
  'olvidalo',
);

/** Around it: "ok thanks!", "I'll go back to", "return me to", "volver al", "ya puedo seguir con el". */
const GOING_BACK = phrases(
  'back',
  'go back',
  'going back',
  'take me back',
  'return me',
  'return',
  'switch back',
  'to',
  'i',
  'ill',
  'i will',
  'im',
  'now',
  'ok',
  'okay',
  'great',
  'cool',
  'perfect',
  'done',
  'volver',
  'volvemos',
  'vuelvo',
  'regresar',
  'regreso',
  'seguir',
  'sigo',
  'puedo',
  'ya',
  'va',
  'listo',
  'al',
  'el',
  'con el',
  'ahora',
);

/**
 * Whether the message wholly asks to leave the talk with a person and go back to the bot: it names
 * the bot, and says nothing more than going back and thanks (invariant person-leaves-handoff-by-word).
 *
 * @example leavesForTheBot('ok thanks! back to the bot') // true
 * @example leavesForTheBot('regreso con el bot') // true
 * @example leavesForTheBot('the bot told me friday') // false
 */
export function leavesForTheBot(text: string): boolean {
  return coveredBy(tokenize(text), THE_BOT, [...GOING_BACK, ...POLITE]);
}
