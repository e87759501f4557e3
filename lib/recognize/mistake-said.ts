/**
 * A person saying that what is shown for them to confirm has a mistake, without naming it: "wait,
 * something's wrong", "I typed it wrong", "there's a typo", "esperá, hay algo mal", "lo escribí mal",
 * "me equivoqué". At a confirmation it is a wish to change, never a yes and never a no.
 *
 * @invariant mistake-said-whole A reply is read as "something is wrong" only when each of its words
 *   says so, or is waiting, politeness or what it is said of ("it", "algo", "the text"): "nothing is
 *   wrong", "no está mal" and "the email is wrong" say more, and are read elsewhere.
 */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';

/** The mistake itself: "wrong", "a typo", "mal", "un error", "me equivoqué". */
const MISTAKE = phrases(
  'wrong',
  'mistake',
  'a mistake',
  'an error',
  'error',
  'a typo',
  'typo',
  'typos',
  'incorrect',
  'not right',
  // "something isn't right", "something's off", "algo no está bien": said with what it is said of.
  'isnt right',
  'not quite right',
  'somethings off',
  'something is off',
  'algo no esta bien',
  'messed up',
  'screwed up',
  'misspelled',
  'mistyped',
  'made a mistake',
  'mal',
  'un error',
  'una falta',
  'incorrecto',
  'incorrecta',
  'me equivoque',
  'me confundi',
  // Spain's perfect, and its "liarse" (to get muddled): "ostras, me he liado", "me lié".
  'me he equivocado',
  'me he confundido',
  'me he liado',
  'me lie',
  'la regue',
  'me salio mal',
  // The wrong one of several picked, with the no that says so: "wait no wrong one", "no, ese no era".
  'wrong one',
  'the wrong one',
  'no wrong one',
  'no the wrong one',
  'picked the wrong one',
  // A thing to fix, unnamed: "I gotta fix somethin", "ocupo corregir algo", "one thing's off".
  // Never "fix" alone: "yes, fix it" is a go-ahead.
  'gotta fix',
  'need to fix',
  'have to fix',
  'corregir',
  'arreglar',
  'hay que corregir',
  'things off',
  'thing off',
  'thing is off',
  'one things off',
);

/** Around it: who made it, where it is, and waiting ("wait,", "espérate,", "oops"). */
const AROUND = phrases(
  'wait',
  'hold on',
  'hang on',
  'oops',
  'sorry',
  'actually',
  'there is',
  'theres',
  'there',
  'is',
  'its',
  'it is',
  'it',
  'that',
  'thats',
  'this',
  'something',
  'somethings',
  'something is',
  'one thing',
  'i',
  'ive',
  'i have',
  'i think',
  'typed',
  'wrote',
  'put',
  'spelled',
  'entered',
  'got',
  'in it',
  'in there',
  'espera',
  'espere',
  'esperate',
  'esperese',
  'perdon',
  'ups',
  'hay',
  'algo',
  'esta',
  'es',
  'eso',
  'lo',
  'la',
  'creo que',
  'escribi',
  'puse',
  'anote',
  'tipee',
  'ahi',
  'tiene',
  // Where it is, unnamed: "me equivoqué en algo", "a detail is wrong", "un dato está mal", "I got one
  // of the details wrong". Naming which one ("the email is wrong") says more, and is read elsewhere.
  'en algo',
  'in something',
  'somewhere',
  'a detail',
  'one detail',
  'one of the details',
  'un dato',
  'un detalle',
  'uno de los datos',
  'algun dato',
  'una cosa',
  'somethin',
  'hold up',
  'ocupo',
  'necesito',
  'tengo que',
  'quiero',
);

/**
 * Whether a reply at a confirmation says what is shown has a mistake, and nothing else (invariant
 * mistake-said-whole).
 *
 * @example saysSomethingWrong('hold on, I typed it wrong') // true
 * @example saysSomethingWrong('espérese, hay un error') // true
 * @example saysSomethingWrong('nothing is wrong') // false
 */
export function saysSomethingWrong(text: string): boolean {
  return coveredBy(tokenize(text), MISTAKE, [...AROUND, ...POLITE]);
}

/** Waiting, said before a correction: "hold on,", "wait actually", "espérate,". */
const WAITING = [
  'wait',
  'hold on',
  'hang on',
  'oops',
  'actually',
  'espera',
  'espere',
  'esperate',
  'esperese',
  'ups',
  'un momento',
];
const WAITING_LEAD = new RegExp(`^(?:\\s*(?:${WAITING.join('|')})(?![\\p{L}\\p{N}])[\\s,.!:;—–-]*)+`, 'u');

/**
 * What a reply says after the waiting it starts with ("hold on, make it 4 bags not 2": "make it 4 bags
 * not 2"), for the part it corrects to read; undefined when it starts with none, or says nothing after.
 *
 * @example afterWaiting('wait actually, 5 bags') // '5 bags'
 * @example afterWaiting('5 bags') // undefined
 */
export function afterWaiting(text: string): string | undefined {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const lead = WAITING_LEAD.exec(folded)?.[0];
  const rest = lead ? text.slice(lead.length).trim() : '';
  return rest ? rest : undefined;
}
