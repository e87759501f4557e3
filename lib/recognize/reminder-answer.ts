/**
 * An answer to a reminder of a pickup or delivery in the person's own words, in English or Spanish:
 * keep it ("that works for me", "está bien así"), move it ("can we do a different day", "I won't be
 * home friday, can you move it"), or collect it at the store instead ("I'll come get it myself", "mejor
 * la recojo en la tienda": `readStoreCollection`'s, invariant collecting-is-not-the-pickup).
 *
 * @invariant reminder-answer-whole A reminder's answer is read in own words only when each of its words
 *   belongs to one answer (or is politeness, or where the person will be): keeping changes nothing, and
 *   moving or collecting only opens the change, which asks the rest; a word of another answer, or a
 *   negation ("don't move it"), and the reply is left to the options' words.
 */
import { DAY_WORDS } from './day-shift';
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';
import { readStoreCollection } from './store-collection';

/** What a reminder's answer asks for. */
export type ReminderAnswer = 'keep' | 'move' | 'collect';

const KEEP = phrases(
  'keep it',
  'keep',
  'fine',
  'thats fine',
  'that is fine',
  'works',
  'that works',
  'works for me',
  'sounds good',
  'all good',
  'good',
  'perfect',
  'great',
  'ok',
  'okay',
  'leave it',
  'leave it as is',
  'as is',
  'dejalo asi',
  'dejelo asi',
  'dejala asi',
  'dejela asi',
  'asi esta bien',
  'esta bien',
  'esta bien asi',
  'me sirve',
  'me queda bien',
  'perfecto',
  'vale',
  'bien',
);

const MOVE = phrases(
  'move',
  'move it',
  'reschedule',
  'reschedule it',
  'change',
  'change it',
  'change the day',
  'change the time',
  'another day',
  'a different day',
  'different day',
  'another time',
  'a different time',
  'different time',
  'later',
  'cambiar',
  'cambiarla',
  'cambiarlo',
  'cambiala',
  'cambielo',
  'cambiela',
  'mover',
  'moverla',
  'moverlo',
  'muevala',
  'muevanla',
  'mueve',
  'reprogramar',
  'otro dia',
  'otra hora',
  'otro horario',
);

/** How a move or a collection is asked: "can we", "I need to", "la pueden", "mejor". */
const ASKING = phrases(
  'can',
  'could',
  'we',
  'you',
  'i',
  'ill',
  'i will',
  'just',
  'need to',
  'want to',
  'id like to',
  'do',
  'the',
  'it',
  'please',
  'instead',
  'actually',
  'rather',
  'the delivery',
  'the pickup',
  'la',
  'lo',
  'la entrega',
  'la recogida',
  'pueden',
  'puede',
  'puedo',
  'podemos',
  'se puede',
  'quiero',
  'necesito',
  'mejor',
  'prefiero',
  'me',
  'for me',
  'that',
  'yes',
  'si',
  'sure',
);

/** Where the person will be, said with a move ("I won't be home friday"): commentary, not a day asked for. */
const AWAY = [
  ...phrases(
    'i wont be home',
    'i will not be home',
    'im not home',
    'i am not home',
    'i wont be there',
    'im out',
    'ill be out',
    'i will be out',
    'no voy a estar',
    'no estoy',
    'no estare',
    'el',
    'on',
    'that day',
    'then',
    'ese dia',
  ),
  ...[...DAY_WORDS].map((day) => [day]),
];

/**
 * What a reminder's answer asks for, when all its words say one thing (invariant reminder-answer-whole).
 *
 * @example readReminderAnswer('that works for me') // 'keep'
 * @example readReminderAnswer("I won't be home friday, can we do another day") // 'move'
 * @example readReminderAnswer("don't move it") // undefined
 */
export function readReminderAnswer(text: string): ReminderAnswer | undefined {
  const tokens = tokenize(text);
  const fillers = [...ASKING, ...POLITE];
  if (coveredBy(tokens, KEEP, fillers)) return 'keep';
  if (coveredBy(tokens, MOVE, [...fillers, ...AWAY])) return 'move';
  if (readStoreCollection(text) === 'collect') return 'collect';
  return undefined;
}
