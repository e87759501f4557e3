/**
 * An answer to a reminder of a pickup or delivery in the person's own words, in English or Spanish:
 * keep it ("that works for me", "está bien así"), move it ("can we do a different day", "I won't be
 * home friday, can you move it"), or collect it at the store instead ("I'll come get it myself", "mejor
 * la recojo en la tienda": `readStoreCollection`'s, invariant collecting-is-not-the-pickup).
 *
 * @invariant reminder-answer-whole A reminder's answer is read in own words only when each of its words
 *   belongs to one answer (or is politeness, regret, dismay, where the person will be, what keeps them
 *   ("que el viernes curro", "because friday I work"), or the day that won't do: a day in such a reason
 *   is never the day moved to; a day said "instead" or "mejor" is): keeping changes nothing, and
 *   moving or collecting only opens the change, which asks the rest; a word of another answer, or a
 *   negation ("don't move it"), and the reply is left to the options' words.
 */
import { BARE_NO } from './answer-words';
import { DAY_ABBREVIATIONS, DAY_WORDS as DAY_NAMES, readDayShift } from './day-shift';
import { weekdayNumber } from './day-words';
import { isNegation } from './neutral-words';
import { tokenize } from './normalize';
import { numberAt } from './number-words';
import { CHANGE_STEM } from './order-request';
import { coveredBy, POLITE, phrases } from './phrase-match';
import { type TypedToken, typedTokens } from './phrase-table';
import { readStoreCollection, refusesDeliveryOnly } from './store-collection';
import { reasonClause } from './window-choice';
import { readYesNo, withSignsAsOk } from './yes-no';

/** A day named in full or short, as a reminder's answer says it: "saturday", "sat 8-10", "el sáb". */
const DAY_WORDS = new Set([...DAY_NAMES, ...DAY_ABBREVIATIONS]);

/**
 * What a reminder's answer asks for; `refused`, only that the reminder's own day won't do (invariant
 * reminder-own-day-refused): moving it or collecting it instead, which is the flow's to tell by its leg.
 */
export type ReminderAnswer = 'keep' | 'move' | 'collect' | 'refused';

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
  // "ok" as texted: "k tanks", "kk thx".
  'k',
  'kk',
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
  // The staff change's "¿Le viene bien?" answered in its own words: "sí, me viene bien", "yes it does".
  'me viene bien',
  'nos viene bien',
  'me va bien',
  'it does',
  'that does',
  'perfecto',
  'vale',
  'bien',
  // Going along with it, as a yes does: "dale, todo bien", "listo", "sale".
  'dale',
  'todo bien',
  'listo',
  'sale',
  'de acuerdo',
  // "así" before the leaving: "así déjala", "así está bien".
  'asi dejalo',
  'asi dejala',
  'asi dejelo',
  'asi dejela',
  // Spoken "está" clipped to "ta": "ta bien así", "así ta bien", "ta bueno".
  'ta bien',
  'ta bien asi',
  'asi ta bien',
  'ta bueno',
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
  'pasala',
  'pasalo',
  'pasarla',
  'pasarlo',
  'pasela',
  'paselo',
  'reprogramar',
  // Pushed later: "push it to saturday", "push back the delivery".
  'push',
  'push it',
  'push back',
  'push it back',
  'otro dia',
  // "pásamela a otro día", "move it to another day": the other day said with where it goes.
  'a otro dia',
  'para otro dia',
  'to another day',
  'for another day',
  'otra hora',
  'otro horario',
  // Its day or time changed ("cambiar" read as "mover"): "¿se puede cambiar el día?", "change the date".
  ...['el dia', 'la fecha', 'la hora', 'el horario'].map((what) => `mover ${what}`),
  'change the date',
  'move the date',
  // Its day or time said bare, as texted: "change day please", "need to change date", "cambiar día".
  ...['change', 'move', 'switch', 'cambiar', 'mover'].flatMap((verb) =>
    ['day', 'date', 'time', 'dia', 'fecha', 'hora'].map((what) => `${verb} ${what}`),
  ),
  // Its leg named bare, as texted: "change delivery saturday 8-10", "reschedule pickup".
  ...['move', 'change', 'reschedule', 'mover'].flatMap((verb) =>
    ['delivery', 'pickup', 'entrega', 'recogida'].map((leg) => `${verb} ${leg}`),
  ),
);

/** How a move or a collection is asked: "can we", "I need to", "la pueden", "mejor". */
const ASKING = phrases(
  'can',
  'could',
  'we',
  'you',
  // "can y'all move it", "can u move it".
  'yall',
  'you all',
  'u',
  'i',
  'ill',
  'i will',
  'just',
  'need to',
  'want to',
  // Having to: "gotta move it", "I have to change it", "hay que cambiarla", "tengo que moverla".
  'gotta',
  'got to',
  'have to',
  'i have to',
  'hay que',
  'tengo que',
  // A learner's "to" dropped: "I need change the day".
  'need',
  'i need',
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
  // The leg said by what happens on it: "cambiar el día que me la traen", "the day you bring it".
  'que me la traen',
  'que me lo traen',
  'que la traen',
  'que lo traen',
  'que me la entregan',
  'que me lo entregan',
  'de la entrega',
  'de entrega',
  'you bring it',
  'pueden',
  'puede',
  'puedo',
  'podemos',
  'se puede',
  'quiero',
  'quisiera',
  'necesito',
  'mejor',
  'prefiero',
  'me',
  'for me',
  'for us',
  'that',
  'yes',
  'si',
  'sure',
);

/**
 * Where the leg would come closed that day, said as why (“office is closed Friday”, “we're closed on
 * friday”, “la oficina está cerrada el viernes”): no one there to take it, as "not home" says.
 */
function closedPlaces(): string[] {
  const english = ['office', 'shop', 'store', 'building', 'business', 'front desk', 'reception']
    .flatMap((place) => [place, `the ${place}`, `my ${place}`, `our ${place}`])
    .flatMap((place) => [`${place} is`, `${place}s`, `${place} will be`])
    .concat(['were', 'we are', 'we will be', 'well be', 'its', 'it is', 'it will be']);
  const spanish = ['la oficina', 'el local', 'la tienda', 'el negocio', 'el edificio', 'la recepcion']
    .flatMap((place) => [`${place} esta`, `${place} va a estar`])
    .concat(['estamos', 'vamos a estar']);
  return [
    ...english.flatMap((place) => [`${place} closed`, `${place} shut`]),
    ...spanish.flatMap((place) => [`${place} cerrada`, `${place} cerrado`, `${place} cerrados`]),
    // "la oficina cierra el viernes", "cerramos el viernes".
    ...['la oficina', 'el local', 'la tienda', 'el negocio'].map((place) => `${place} cierra`),
    'cerramos',
  ];
}

/** Where the leg would come, named with "in" or "at" ("in the office", "at the house"), or "en" ("en la oficina"). */
const PLACES = ['the office', 'the house', 'the shop', 'the store', 'the building', 'my office', 'our office']
  .concat(['my place', 'the apartment', 'the apt', 'work', 'reception', 'the front desk'])
  .flatMap((place) => [`in ${place}`, `at ${place}`])
  .concat(['home', 'at home', 'there', 'around', 'here', 'in', 'in town']);
const LUGARES = ['la oficina', 'la casa', 'casa', 'el local', 'el negocio', 'el edificio', 'la tienda']
  .concat(['el departamento', 'el apartamento', 'el depa', 'la recepcion'])
  .map((place) => `en ${place}`);

/**
 * Nobody at the place the leg comes to, or the person not in it: "nobody's in the office", "no one will be
 * around", "I'm not in the office", "no va a haber nadie en la casa": someone away, said of the day.
 */
function nobodyThere(): string[] {
  const english = ['not', 'wont be', 'will not be', 'not gonna be', 'not going to be', 'isnt', 'arent']
    .concat(['im not', 'i am not', 'were not', 'we are not', 'nobody', 'nobodys', 'nobody is'])
    .concat(['nobody will be', 'nobodyll be', 'no one', 'no ones', 'no one is', 'no one will be', 'noone'])
    .concat(['theres nobody', 'there is nobody', 'there will be nobody', 'theres no one', 'there is no one'])
    .flatMap((absent) => PLACES.map((place) => `${absent} ${place}`));
  const spanish = [
    'no hay nadie',
    'no va a haber nadie',
    'no habra nadie',
    'nadie va a estar',
    'nadie estara',
  ]
    .concat(['no va a estar nadie', 'no estara nadie', 'no estoy', 'no estare', 'no voy a estar'])
    .concat(['no vamos a estar', 'no va a estar', 'no van a estar', 'no estamos'])
    .flatMap((absent) => LUGARES.map((place) => `${absent} ${place}`));
  return [...english, ...spanish];
}

/** Someone not there, said of a day: "I won't be home", "she's not home", "no voy a estar", "no hay nadie". */
const ABSENT = phrases(
  ...nobodyThere(),
  'i wont be home',
  'i will not be home',
  // Whoever is home for it: "she won't be home friday", "mrs k won't be there".
  'wont be home',
  'will not be home',
  'wont be there',
  'isnt home',
  // "she's not home friday", "nobody's home".
  'not home',
  'not gonna be home',
  'not going to be home',
  'nobodys home',
  'nobody is home',
  'no one is home',
  'nobody will be home',
  'no va a estar',
  'no van a estar',
  'no vamos a estar',
  'no hay nadie',
  'nadie va a estar',
  'im not home',
  'i am not home',
  'i wont be there',
  'im out',
  'ill be out',
  'i will be out',
  'no voy a estar',
  'no estoy',
  'no estare',
  ...closedPlaces(),
);

/**
 * The word that gives why, between a move and the day not possible: "cámbiala, que el viernes no estoy",
 * "move it because I won't be home friday". It joins the two and says nothing of its own.
 */
const BECAUSE = phrases('que', 'porque', 'pq', 'xq', 'ya que', 'because', 'cause', 'cuz', 'since');

/**
 * What keeps the person busy, said as why ("que el viernes curro", "because friday I work", "el
 * viernes tengo médico"): commentary like being away, its day the one that won't do.
 */
const BUSY = phrases(
  'curro',
  'trabajo',
  'tengo trabajo',
  'tengo que currar',
  'estoy trabajando',
  'estoy ocupado',
  'estoy ocupada',
  'tengo medico',
  'tengo cita',
  'tengo una cita',
  'tengo doctor',
  'tengo clase',
  'i work',
  'i have work',
  'ive got work',
  'im working',
  'i am working',
  'im at work',
  'im busy',
  'i am busy',
  'i have class',
  'i have a doctors appointment',
  'i have the doctor',
  // Where the person will be that day: "I'll be on a run all day", "we'll be traveling friday".
  ...['ill be', 'i will be', 'im gonna be', 'well be', 'we will be', 'were gonna be']
    .flatMap((will) =>
      ['out', 'away', 'gone', 'at work', 'working', 'traveling', 'travelling', 'out of town', 'on a run']
        .concat(['on the road', 'on a trip', 'busy'])
        .map((where) => `${will} ${where}`),
    )
    .flatMap((said) => [said, `${said} all day`]),
);

/** Where the person will be, said with a move ("I won't be home friday"): commentary, not a day asked for. */
const AWAY = [
  ...ABSENT,
  ...BUSY,
  // "Friday is no good for me anymore": since when it won't do says nothing of its own.
  ...phrases('anymore', 'any more', 'any longer', 'ya'),
  ...phrases(
    'she',
    'he',
    'they',
    'shes',
    'hes',
    'theyre',
    'my wife',
    'my husband',
    'my mom',
    'my son',
    'my daughter',
    'mi esposa',
    'mi esposo',
    'mi mama',
    'mi hija',
    'mi hijo',
    'el',
    'on',
    'that day',
    'then',
    'ese dia',
  ),
  ...[...DAY_WORDS].map((day) => [day]),
];

/**
 * Something that happened, said as why a move is asked ("something came up, can you come wednesday
 * instead?", "me surgió algo, ¿la pueden pasar al jueves?"): a clause of its own that names no day and
 * no answer, so commentary; a clause with a day, a number or another answer's word is never one.
 */
const CIRCUMSTANCE_SAID = phrases(
  'something came up',
  'somethings come up',
  'something has come up',
  'something just came up',
  'plans changed',
  'my plans changed',
  'change of plans',
  'change of plan',
  'i have to work',
  'i got called in',
  'i got called in to work',
  'i have an appointment',
  'i have a meeting',
  'ive got a meeting',
  'family emergency',
  'an emergency',
  'i had an emergency',
  'surgio algo',
  'me surgio algo',
  'se me presento algo',
  'se me complico',
  'me salio algo',
  'cambio de planes',
  'cambiaron mis planes',
  'tengo que trabajar',
  'tengo una cita',
  'tengo un compromiso',
  'tuve una emergencia',
  'una emergencia',
);

/** Coming on another day, said of the leg itself: "can it come saturday", "que llegue el sábado"; a move only with the new day. */
const COME = phrases(
  'come',
  'arrive',
  'be delivered',
  'be picked up',
  'happen',
  'venga',
  'vengan',
  'llegue',
  'pasen',
  'vengan por ella',
  // Brought, or come by, on the new day: "¿la pueden traer el sábado?", "¿la pueden pasar para el sábado?".
  'traer',
  'traerla',
  'traerlo',
  'traigan',
  'traiganla',
  'bring',
  'bring it',
  'pasar',
);

/** Not being able, which makes a clause the day the person can't do: "el viernes no puedo", "friday i can't". */
const NOT_ABLE = phrases(
  // The day refused by a bare "not" before it: "ugh not friday", "not on friday" ("not" alone negates a verb).
  ...[...DAY_WORDS].flatMap((day) => [`not ${day}`, `not on ${day}`, `not this ${day}`]),
  'no puedo',
  'cant',
  'cannot',
  'can not',
  // The day as what can't be done or made: "cant do friday", "can't make friday".
  ...['cant', 'cannot', 'can not'].flatMap((cant) => [`${cant} do`, `${cant} make`, `${cant} make it`]),
  'wont work',
  'doesnt work',
  'no me sirve',
  'no nos sirve',
  // Since when it won't do: "friday no longer works for us", "ya no nos sirve" ("ya" is `AWAY`'s).
  'no longer works',
  'no longer work',
  'no longer good',
  'no longer possible',
  'no me queda',
  // "friday's no good", "el viernes no me viene bien".
  'no good',
  'not good',
  'isnt good',
  'is no good',
  'not possible',
  'no bueno',
  'no me viene bien',
  'no me conviene',
  'no se puede',
);

/** A day said as the one wanted in place of the reminder's: "saturday instead", "mejor el sábado". */
const INSTEAD = new Set(['instead', 'mejor', 'rather']);

/** Regret around an answer, saying nothing of its own: "Friday won't work, I'm afraid", "lo siento". */
const REGRET = phrases(
  'im afraid',
  'i am afraid',
  'afraid',
  'sorry',
  'unfortunately',
  'lo siento',
  'disculpe',
);

/**
 * Dismay or a "you see" around a day that won't do, saying nothing of its own: "ay no, el viernes no
 * puedo, fíjese", "oh no, friday's no good". Only beside that day: "ay no, déjalo" is no keep of theirs.
 */
const DISMAY = phrases(
  'ay',
  'ay no',
  'oh',
  'oh no',
  'uh oh',
  'ugh',
  'uff',
  'fijese',
  'fijate',
  // "fíjese que el viernes no voy a estar": the "that" of the "you see".
  'fijese que',
  'fijate que',
  'sabe que',
  'sabes que',
  'sabe',
  'sabes',
  'you see',
  'you know',
  // More dismay, in a region's words: "uy", Colombian "ayala", Mexican "chale", "híjole", "oops".
  'uy',
  'ayala',
  'chale',
  'hijole',
  'oops',
  // Ecuador's "ananay", "atatay" (Kichwa interjections): "ananay, el viernes no estoy".
  'ananay',
  'atatay',
  'ups',
  // A call for attention before it: Murcian "acho", "oye", "mira", "hey".
  'acho',
  'oye',
  'mira',
  'hey',
);

/** Who is not home, by a title and a name or an initial: "mrs k", "el sr. pérez"; read as "she". */
const TITLES = new Set(['mrs', 'mr', 'ms', 'miss', 'sra', 'sr', 'srta', 'senora', 'senor', 'dona', 'don']);

/** The words a day not possible is said around: "I can't do friday", "for me friday is no good". */
const AROUND_NOT_ABLE = phrases(
  'i',
  'do',
  'we',
  'that',
  'the',
  'is',
  'es',
  'yo',
  'me',
  'for me',
  'for us',
  'really',
  'just',
);

/** A clause that only takes the reminder in before the answer: "ya, cámbiala al sábado", "ok, move it to monday". */
const TAKEN_IN = phrases('ya', 'ok', 'okay', 'oki', 'bueno', 'ah', 'ah ok', 'oh', 'hmm', 'mmm');

/** Politeness that closes a clause: "monday instead please", "el martes, gracias". */
const CLOSING = new Set(['please', 'pls', 'plz', 'thanks', 'thx', 'gracias', 'porfa']);

/** Passing a leg to another day, said to it: "pásala", "pásenla", "pásamela", "pásenmela". */
const PASS_IT = /^pas(?:a|e|en|ar)(?:me|nos)?l[ao]s?$/;

/** The vos imperative of moving with what it moves typed without its accent: "movéme", "movémela" (not "move" alone). */
const MOVE_VOS = /^move(?:me|nos)(?:l[ao]s?)?$/;

/** A Spanish form of moving or changing, by its stem ("muévela", "cámbiamela", "pásenla", "movéme"), read as "mover". */
const asMove = (word: string) =>
  CHANGE_STEM.test(word) || PASS_IT.test(word) || MOVE_VOS.test(word) ? 'mover' : word;

/** What happened, as a reply's words are read ("cambio de planes" with its "cambio" read as "mover"). */
const CIRCUMSTANCE = CIRCUMSTANCE_SAID.map((phrase) => phrase.map(asMove));

/**
 * Mexico's and the Andes' "nomás" (just), said fondly ("nomasito"), softening the new time: "pal sábado
 * nomasito de 8 a 10" is "sábado de 8 a 10". One word only: "no más" may be "no more".
 */
const JUST = /(?<![\p{L}\p{N}])n(?:o|a)m[aá]s(?:it[oa])?(?![\p{L}\p{N}])/giu;

/** Where a new time begins: "to saturday", "pal sábado", "for monday". */
const TIME_MARK = new Set(['to', 'for', 'on', 'al', 'pal', 'para', 'a', 'el', 'the']);

/** The words of a day and a time, after it begins: "sábado de 8 a 10", "saturday morning", "monday 8-10am". */
const TIME_WORDS = new Set([
  ...TIME_MARK,
  ...DAY_WORDS,
  ...['de', 'from', 'between', 'entre', 'y', 'and', 'in', 'la', 'las', 'morning', 'afternoon', 'evening'],
  ...['night', 'manana', 'tarde', 'noche', 'am', 'pm', 'instead', 'mejor', 'en', 'por'],
  // "al sábado temprano", "saturday early".
  ...['temprano', 'early', 'late'],
  // "el domingo a la misma hora", "saturday 8-10 same driver": the window kept, said with the day.
  ...['same', 'time', 'misma', 'mismo', 'hora', 'horario', 'driver', 'chofer', 'store', 'tienda'],
  ...['at', 'with', 'w', 'con'],
]);
const isTimeWord = (word: string) =>
  TIME_WORDS.has(word) ||
  /^\d{1,2}(?::\d{2})?(?:am|pm)?$|^\d{1,2}-\d{1,2}(?:am|pm)?$/.test(word) ||
  // A 24-hour clock's time as typed: "sat 0800-1000".
  /^[01]\d[0-5]\d$|^2[0-3][0-5]\d$/.test(word);

/**
 * The new day (and time) a reminder's answer moves the leg to, as typed: "can it come saturday instead"
 * gives "saturday", "el viernes no puedo, pásala pal sábado de 8 a 10" gives "sábado de 8 a 10" (a clause
 * of the day the person can't do is commentary). Undefined when the reply is no move wholly
 * (invariant reminder-answer-whole) or says no new day.
 *
 * @example readReminderMoveTo('can it come saturday instead') // 'saturday'
 * @example readReminderMoveTo('quiero moverla al sábado') // 'sábado'
 * @example readReminderMoveTo('sat 8-10', 5) // 'sat 8-10': another day than the reminder's Friday
 * @example readReminderMoveTo('friday 8-10', 5) // undefined: the reminder's own day, asked
 * @example readReminderMoveTo('can it come a day later?') // 'a day later': shifted from the reminder's day
 */
export function readReminderMoveTo(text: string, weekday?: number): string | undefined {
  // "can it come a day later?": the day shifted from the reminder's own, for the day question to read.
  const shift = readDayShift(text);
  if (shift && shift.days !== 0 && shift.rest === '') return shift.said.replace(/[?!.,]+$/u, '');
  let said: string | undefined;
  // Clauses, and sentences closed by their marks ("she's not home friday!! move it to monday"; "8.30" is one).
  for (const clause of text.split(/[,;]|[.!?]+(?=\s|$)/).filter((c) => tokenize(c).length > 0)) {
    const { tokens: all, chunks } = typedTokens(clause.replace(JUST, ' '));
    // "monday instead please": politeness after the time is not the time's.
    let end = all.length;
    while (end > 0 && CLOSING.has(all[end - 1]?.word ?? '')) end--;
    const typed = all.slice(0, end);
    const tokens = typed.map((t) => asMove(t.word));
    if (
      tokens.length === 0 ||
      coveredBy(tokens, [...REGRET, ...TAKEN_IN, ...CIRCUMSTANCE, ...DISMAY], POLITE)
    )
      continue;
    // "el viernes no puedo", "el viernes no estoy": the day the person can't do, or isn't there, is commentary.
    if (awayIn(tokens)) continue;
    let at = tokens.findIndex((t) => DAY_WORDS.has(t));
    // "need to reschedule, sat?": the move in a clause of its own, its new day in the next (a day other
    // than the reminder's, said alone: `otherDay` below).
    if (at < 0 && said === undefined && coveredBy(tokens, MOVE, [...ASKING, ...POLITE])) continue;
    // "al sábado temprano, de 8 a 10": a clause of hours only goes on with the day said before it.
    if (at < 0 && said !== undefined && tokens.every(isTimeWord) && tokens.some((t) => /\d/.test(t))) {
      said = `${said}, ${newTime(typed, chunks) ?? ''}`;
      continue;
    }
    // "to saturday", "para el jueves": the words that begin the time are its own.
    while (at > 0 && TIME_MARK.has(tokens[at - 1] ?? '')) at--;
    if (at < 0 || said !== undefined || !tokens.slice(at).every(isTimeWord)) return undefined;
    const before = tokens.slice(0, at);
    // "can we do saturday instead": only asking before a day wanted in place of the reminder's is a move.
    const instead =
      tokens.some((t) => INSTEAD.has(t)) && (before.length === 0 || coveredBy(before, ASKING, POLITE));
    // "sat 8-10", "el domingo a la misma hora": a day other than the reminder's, said alone, is where it moves.
    const otherDay = before.length === 0 && weekday !== undefined && namedOther(tokens.slice(at), weekday);
    if (!instead && !otherDay && !coveredBy(before, [...MOVE, ...COME], [...ASKING, ...POLITE]))
      return undefined;
    said = newTime(typed.slice(at), chunks);
  }
  return said;
}

/** Whether a clause's words say only that a day won't do, someone away or unable then ("el viernes no puedo"). */
function awayIn(tokens: string[]): boolean {
  return (
    coveredBy(
      tokens,
      [...NOT_ABLE, ...ABSENT, ...BUSY],
      // Whom it won't do for, as the reply says it elsewhere: "I can't do friday", "friday won't work for us".
      [...AWAY, ...BECAUSE, ...DISMAY, ...POLITE, ...REGRET, ...AROUND_NOT_ABLE],
    ) && tokens.some((t) => DAY_WORDS.has(t))
  );
}

/**
 * Whether a reply says only that a day won't do, someone being away or unable then: "nobody's in the
 * office friday", "I'll be out of town friday", "el viernes no puedo". A reason, never a day wanted
 * (invariant refused-day-never-taken).
 *
 * @example awayOnADay("nobody's in the office friday") // true
 * @example awayOnADay('friday works') // false
 */
export function awayOnADay(text: string): boolean {
  return awayIn(answerWords(text).filter((t) => t !== ','));
}

/**
 * Whether a reply is only a new day and time, no part named: "friday 8-10 instead, same driver", "el
 * viernes mejor". At what to change, the one time that can move goes there (invariant part-said-with-its-value).
 *
 * @example newTimeAlone('friday 8-10 instead, same driver') // true
 * @example newTimeAlone('the friday one') // false
 */
export function newTimeAlone(text: string): boolean {
  const tokens = answerWords(text).filter((t) => t !== ',');
  return tokens.some((t) => DAY_WORDS.has(t)) && tokens.every((t) => isTimeWord(t) || CLOSING.has(t));
}

/** Whether a day and time name a weekday, and not the reminder's own (`weekday`, 0 Sunday). */
function namedOther(time: string[], weekday: number): boolean {
  const named = time.map(weekdayNumber).find((d) => d !== undefined);
  return named !== undefined && named !== weekday;
}

/** The time's words as typed, without the words that begin it ("to", "pal") or a closing "instead". */
function newTime(time: TypedToken[], chunks: string[]): string | undefined {
  let words = time;
  while (words.length && TIME_MARK.has(words[0]?.word ?? '') && !DAY_WORDS.has(words[0]?.word ?? ''))
    words = words.slice(1);
  while (words.length && ['instead', 'mejor'].includes(words.at(-1)?.word ?? '')) words = words.slice(0, -1);
  const [first] = words;
  const last = words.at(-1);
  // "¿la pueden mover al lunes?": the question mark closes the reply, not the time.
  return first && last
    ? chunks
        .slice(first.chunk, last.chunk + 1)
        .join(' ')
        .replace(/[?!.]+$/u, '')
    : undefined;
}

/**
 * What a reminder's answer asks for, when all its words say one thing (invariant reminder-answer-whole).
 * `weekday` is the reminder's own day (0 Sunday to 6 Saturday): that day said not to do, and nothing
 * else ("el viernes no puedo"), is `refused` (invariant reminder-own-day-refused). `store`, the order's
 * store's name: named so ("la retiro yo en Chelsea"), it is the store one collects at.
 *
 * @example readReminderAnswer('that works for me') // 'keep'
 * @example readReminderAnswer("I won't be home friday, can we do another day") // 'move'
 * @example readReminderAnswer("friday's no good", 5) // 'move'
 * @example readReminderAnswer("don't move it") // undefined
 */
export function readReminderAnswer(
  text: string,
  weekday?: number,
  store?: string,
): ReminderAnswer | undefined {
  // "👍", ":+1:" alone: a sign of approval says ok, as the word would; beside other words, they are read.
  const signed = answerWords(withSignsAsOk(text));
  const tokens = signed.length > 0 && signed.every((t) => t === 'ok') ? signed : answerWords(text);
  const fillers = [...ASKING, ...POLITE, ...REGRET];
  if (coveredBy(tokens, KEEP, fillers)) return 'keep';
  if (keptWithWhy(text, fillers)) return 'keep';
  // "Friday won't work for me, could we move it?": the day not possible says why it moves.
  if (
    coveredBy(tokens, MOVE, [
      ...fillers,
      ...AWAY,
      ...NOT_ABLE,
      ...COME,
      ...CIRCUMSTANCE,
      ...DISMAY,
      ...BECAUSE,
    ]) ||
    readReminderMoveTo(text, weekday) !== undefined
  )
    return 'move';
  if (weekday !== undefined && ownDayNotPossible(tokens, weekday)) return 'refused';
  if (weekday !== undefined && movedForOwnDay(text, weekday, fillers)) return 'move';
  // "la retiro yo en Chelsea": the order's store, by its own name (`store`), is where one collects.
  if (readStoreCollection(text, { store }) === 'collect' || refusesDeliveryOnly(text)) return 'collect';
  return undefined;
}

/** Words a change said not to work is said around, no day needed at "Does that work for you?": "that time doesn't work for me". */
const CHANGE_NOT_ABLE_AROUND = phrases(
  'it',
  'this',
  'that time',
  'that day',
  'the new time',
  'the new day',
  'ese dia',
  'esa hora',
  'eso',
  'la',
  'le',
);

/**
 * The answer to a change staff made, asked "Does that work for you?" ("¿Le viene bien?"): a yes, any
 * way it is said, keeps it; a no, alone or with why ("no, saturday doesn't work for me", "no me viene
 * bien", "no, can we do thursday instead"), moves it (the change opens and asks the day); else what a
 * reminder's answer says. `weekday` is the new window's day: another day said not to work is asked back.
 *
 * @invariant staff-change-yes-keeps-no-moves At the staff change's "Does that work for you?", a yes
 *   (whole) keeps the order as staff changed it, and a no (alone, or with only the day not working, or a
 *   move) opens the move of that leg; a no with anything else ("no, cancel it") is left to the options.
 *   A bare "no" at an ordinary reminder is still asked back (invariant bare-no-names-a-refusal-only).
 * @example readStaffChangeAnswer('yeah', 6) // 'keep'
 * @example readStaffChangeAnswer("no saturday doesn't work for me", 6) // 'move'
 * @example readStaffChangeAnswer('no, cancel it', 6) // undefined
 */
export function readStaffChangeAnswer(text: string, weekday?: number): ReminderAnswer | undefined {
  const whole = readYesNo(text);
  if (whole !== undefined) return whole ? 'keep' : 'move';
  const tokens = answerWords(text).filter((t) => t !== ',');
  const rest = BARE_NO.has(tokens[0] ?? '') ? tokens.slice(1) : tokens;
  if (notWorking(tokens, weekday) || notWorking(rest, weekday)) return 'move';
  const after = withoutLeadingNo(text);
  // At staff's change a day refused is the no that moves it (invariant staff-change-yes-keeps-no-moves).
  if (rest === tokens) {
    const said = readReminderAnswer(text, weekday);
    return said === 'refused' ? 'move' : said;
  }
  // A no set apart ("no, move it to monday"), never one that negates the verb after it ("no la muevan");
  // after it only a move, never a keep: "no, keep it" is asked back.
  return after !== text && readReminderAnswer(after, weekday) === 'move' ? 'move' : undefined;
}

/** "doesn't work for me", "el sábado no me viene bien": the change said not to do, of no other day than its own. */
function notWorking(tokens: string[], weekday: number | undefined): boolean {
  const days = tokens.filter((t) => DAY_WORDS.has(t));
  return (
    days.every((day) => weekday !== undefined && weekdayNumber(day) === weekday) &&
    coveredBy(tokens, NOT_ABLE, [
      ...AWAY,
      ...DISMAY,
      ...REGRET,
      ...POLITE,
      ...AROUND_NOT_ABLE,
      ...CHANGE_NOT_ABLE_AROUND,
    ])
  );
}

/**
 * The reply without the "no" that opens it ("no, thursday instead" as "thursday instead"), for the new
 * day a move says after it.
 *
 * @example withoutLeadingNo('no, can we do thursday instead') // 'can we do thursday instead'
 */
export function withoutLeadingNo(text: string): string {
  const { tokens, chunks } = typedTokens(text);
  const first = tokens[0];
  // Set apart by its punctuation ("no," "no."): "no la muevan" is a negated verb, kept whole.
  if (!first || !BARE_NO.has(first.word) || tokens[1]?.chunk === first.chunk) return text;
  if (!/[,.!;:]$/.test(chunks[first.chunk] ?? '')) return text;
  return chunks.slice(first.chunk + 1).join(' ');
}

/**
 * A reply's words as a reminder's answer reads them: a Spanish verb of moving as "mover", a weekday's
 * possessive as the weekday ("friday's no good"), and a title with its name as "she" ("mrs k won't be
 * home").
 */
function answerWords(text: string): string[] {
  const tokens = tokenize(text).map((t) =>
    t.endsWith('s') && DAY_WORDS.has(t.slice(0, -1)) && !DAY_WORDS.has(t) ? t.slice(0, -1) : asMove(t),
  );
  return tokens.flatMap((t, i) => {
    if (i > 0 && TITLES.has(tokens[i - 1] ?? '')) return [];
    return TITLES.has(t) && i + 1 < tokens.length ? ['she'] : [t];
  });
}

/** Words before the day of a reason: "since friday is …", "que el viernes tengo …". */
const BEFORE_REASON_DAY = new Set([
  'el',
  'on',
  'this',
  'because',
  'cuz',
  'cause',
  'since',
  'porque',
  'pq',
  'que',
]);
/** Words that say what the day is, or holds, for the person: "friday is …", "el viernes tengo …". */
const DAY_IS = new Set([
  'is',
  'es',
  'i',
  'we',
  'ive',
  'im',
  'theres',
  'tengo',
  'tenemos',
  'hay',
  'trabajo',
  'estoy',
]);
/** Words that make a clause about the day a time of it or a liking of it, never only why: "friday afternoon is fine". */
const DAY_WANTED = new Set(
  'better best fine good ok okay great perfect works morning afternoon evening night noon am pm early earlier later late mejor bien perfecto sirve conviene manana tarde noche mediodia temprano'.split(
    ' ',
  ),
);

/**
 * @invariant reminder-moved-for-its-own-day A move said, then what the reminder's own day is for the
 *   person ("move it, Friday is erev Shabbos", "muévela, el viernes tengo turno doble"), is a move whose
 *   new day is asked: the own day is why, never the new day. A clause with another day, a number, a time
 *   of day or a liking of the day ("friday afternoon is fine") is no reason and left as before.
 */
function movedForOwnDay(text: string, weekday: number, fillers: string[][]): boolean {
  const tokens = answerWords(text.replace(/[.;!?—]+(?=\s|$)/gu, ' , '));
  const comma = tokens.indexOf(',');
  if (comma <= 0 || !coveredBy(tokens.slice(0, comma), MOVE, [...fillers, ...DISMAY])) return false;
  const rest = tokens.slice(comma + 1).filter((t) => t !== ',');
  let at = 0;
  while (BEFORE_REASON_DAY.has(rest[at] ?? '')) at++;
  const day = rest[at];
  return (
    day !== undefined &&
    DAY_WORDS.has(day) &&
    weekdayNumber(day) === weekday &&
    DAY_IS.has(rest[at + 1] ?? '') &&
    rest.every((t, i) => i === at || (!DAY_WORDS.has(t) && !/\d/.test(t) && !DAY_WANTED.has(t)))
  );
}

/**
 * @invariant reminder-own-day-refused A reminder answered only by its own weekday not being possible
 *   ("el viernes no puedo", "friday's no good", "I can't do friday", with dismay or regret around it) is
 *   that day refused, no more: a pickup's is moved (its change opens and asks the new day), a delivery's
 *   is asked back, moved or collected at the store, for either may be meant; never one of them taken.
 *   Another weekday ("el sábado no puedo" of a Friday delivery), or anything more, is left to the options.
 */
function ownDayNotPossible(tokens: string[], weekday: number): boolean {
  // "no, el viernes no puedo": a leading no says the same as the clause it opens.
  const said = tokens[0] === 'no' && tokens[1] === ',' ? tokens.slice(2) : tokens;
  const days = said.filter((t) => DAY_WORDS.has(t));
  return (
    days.length > 0 &&
    days.every((day) => weekdayNumber(day) === weekday) &&
    coveredBy(said, NOT_ABLE, [...AWAY, ...DISMAY, ...REGRET, ...POLITE, ...AROUND_NOT_ABLE])
  );
}

/**
 * A keep said with why ("déjalo así, que ese día estoy en casa", "leave it, since I work from home"):
 * the clause of reason is the person's own, so long as it says nothing a change is made of: no
 * negation, no day, no number, no moving, no collecting.
 *
 * @example keptWithWhy('déjalo así que ese día estoy en casa', fillers) // true
 * @example keptWithWhy('déjalo así que el sábado no puedo', fillers) // false
 */
function keptWithWhy(text: string, fillers: string[][]): boolean {
  const found = reasonClause(text);
  if (!found || !coveredBy(tokenize(found.head), KEEP, fillers)) return false;
  const changes = (word: string) =>
    isNegation(word) || DAY_WORDS.has(word) || /\d/.test(word) || numberAt([word], 0) !== undefined;
  const why = found.clause.map(asMove);
  return (
    !why.some(changes) && !why.includes('mover') && readStoreCollection(found.clause.join(' ')) === undefined
  );
}
