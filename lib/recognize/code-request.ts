/**
 * What a person types instead of the code they were texted, in English or Spanish: the code did not
 * come, send it again ("no text came through, can you send it again", "no me ha llegado, reenvíelo"),
 * or the number was not theirs ("that's the wrong number", "me equivoqué de número").
 *
 * @invariant code-request-whole A reply at the code is read as asking for the code again, or for
 *   another number, only when each of its words is such a request's (or politeness), or the part of one
 *   it is ("not" and a form of arriving, a form of sending and "again", the number and a word of
 *   wrongness: `byParts`; "let me try again", "let me re-enter it" only beside the number said wrong); a word of both, or of neither, a code's digits, or a "not" of having ("I
 *   don't have another number"), and the step reads it as a code. Where it is to go ("send it to my
 *   other number instead") and how long it has been, a span said with its number ("ya van 5 minutos y
 *   nada"), are words of such a request: the span is never a code's digits.
 */
import { withinOneEdit } from './edit-distance';
import { tokenize } from './normalize';
import { readWholeNumber } from './number-words';
import { coveredBy, FILLERS, holdsPhrase, POLITE, phrases } from './phrase-match';

/** What a reply at the code asks for instead of giving it. */
export type CodeRequest = 'resend' | 'other-number';

const RESEND = phrases(
  'resend',
  'resend it',
  'send again',
  'send it again',
  'again',
  'new code',
  'another code',
  'didnt get it',
  'didnt get',
  'didnt come',
  'didnt arrive',
  'never got it',
  // Never got, said with its double negative: "I never got no text", "ain't got nothing".
  'never got',
  'never received',
  'aint got',
  'never came',
  'never arrived',
  'havent got',
  'havent gotten',
  'no text',
  'nothing came',
  'came through',
  'came thru',
  'nothing came through',
  'nothing came thru',
  'nothing got through',
  'nothing got thru',
  // It has not come, said in the present perfect or as nothing received: "nothing has arrived".
  'nothing arrived',
  'nothing has arrived',
  'nothing has come',
  'hasnt arrived',
  'hasnt come',
  'has not arrived',
  'has not come',
  'not arrived',
  'havent received',
  'didnt receive',
  'received nothing',
  'got nothing',
  'no sms',
  'no code',
  'once more',
  'one more time',
  // One more code, said of the code: "send one more", "send me another one".
  'one more',
  'another one',
  // It has not come, said with the verb's bare form: "nothing come", "it no come".
  'nothing come',
  'no come',
  'not come',
  // Again, said as "volver a", in tú, usted, vos and vosotros: "¿me lo puede volver a enviar?",
  // "¿me lo volvés a mandar?", "¿me lo volvéis a enviar?".
  'volver a',
  'vuelva a',
  'vuelve a',
  'vuelves a',
  'vuelvan a',
  'volves a',
  'volveis a',
  'volvais a',
  'reenviar',
  'reenvia',
  'reenvialo',
  'reenvie',
  'reenvielo',
  'otra vez',
  'nuevamente',
  'una vez mas',
  // "otra ves": a z typed as the s it sounds like.
  'otra ves',
  'de nuevo',
  // Again, said fondly in the diminutive: "mande de nuevito", "otra vecita".
  'de nuevito',
  'otra vecita',
  'otra vesita',
  'otro codiguito',
  'otro codigo',
  'codigo nuevo',
  'no me llego',
  'no llego',
  'no me ha llegado',
  'no ha llegado',
  // "ha" typed without its silent h: "no me a llegado".
  'no me a llegado',
  'no a llegado',
  'no recibi',
  // Not come yet, said in the present or the perfect: "no recibo nada", "no me llega", "no he recibido".
  'no recibo',
  'no he recibido',
  'no me llega',
  'no llega',
  // Still waiting for it: it did not come.
  'still waiting',
  'waiting',
  'nothing yet',
  'still nothing',
  'sigo esperando',
  'esperando',
  'todavia nada',
  'aun nada',
  'nada todavia',
  'nada aun',
);

const OTHER_NUMBER = phrases(
  'wrong number',
  'another number',
  'a different number',
  'different number',
  'other number',
  'not my number',
  'thats not my number',
  // "ain't", for "is not": "that ain't my number", "ain't mine".
  'aint my number',
  'that aint my number',
  'aint mine',
  // The phone named by another of its words: "that is not my phone", "wrong cell", "no es mi celular".
  ...['phone', 'cell', 'mobile', 'cellphone'].flatMap((phone) => [
    `not my ${phone}`,
    `aint my ${phone}`,
    `thats not my ${phone}`,
    `that is not my ${phone}`,
    `this is not my ${phone}`,
    `wrong ${phone}`,
    `different ${phone}`,
    `another ${phone}`,
  ]),
  'that is not my number',
  'this is not my number',
  'no es mi telefono',
  'no es mi celular',
  'not me',
  'thats not me',
  'change number',
  'change the number',
  'otro numero',
  'numero equivocado',
  'no es mi numero',
  'ese no es mi numero',
  'me equivoque de numero',
  'me equivoque',
  // "equivoqué" with the b it sounds like: "me equiboque".
  'me equiboque de numero',
  'me equiboque',
  'cambiar el numero',
  'cambiar numero',
  'not mine',
  'no es mio',
  'no es el mio',
  'puse mal el numero',
  'escribi mal el numero',
  'mal el numero',
  'el numero mal',
  'numero incorrecto',
  'typed the number wrong',
  'typed it wrong',
  // The number said to be another, by how it should end: "it should end in 0101".
  'made a mistake with my number',
  'a mistake with my number',
  'a mistake in my number',
  'should end in',
  'should end with',
  'ends in',
  'debe terminar en',
  'deberia terminar en',
  'termina en',
  'me confundi de numero',
  'wrong one',
  'that one',
);

/** How either is put: "can you", "I", "the code", "me lo mandas", "use". */
const ASKING = phrases(
  // Who did not get it, and which number: "we never got no code", "this ain't my number".
  'we',
  'this',
  'can',
  'could',
  'u',
  'you',
  'i',
  'it',
  'the',
  'a',
  'code',
  'text',
  'the code',
  'yet',
  'still',
  'please',
  'send',
  'send me',
  'use',
  'try',
  'typed',
  'gave',
  'me',
  'lo',
  'el codigo',
  'codigo',
  'nada',
  // "nada" as said in the Caribbean: "no me llegó na".
  'na',
  'todavia',
  'aun',
  'mandas',
  'manda',
  'mande',
  'me lo mandas',
  'me lo manda',
  'envia',
  'envie',
  'puede',
  'puedes',
  'pueden',
  'podria',
  'podrian',
  'usar',
  'quiero',
  'es',
  'ese',
  'oops',
  'sorry',
  'perdon',
  'hmm',
  'oh',
  'ah',
  'ay',
  'uh',
  'el',
  'that',
  'thats',
  'that is',
  'is',
  'ya',
  'pls',
  'plz',
  'on',
  'for',
  'one',
  'with',
  'my',
  'number',
  'my number',
  'in',
  'mi',
  'mi numero',
  'numero',
  'este',
  // "el mío termina en 0101", "mine ends 0101": mine, said of the number.
  'mio',
  'mine',
  'con',
  'en',
  'un',
  'the message',
  'message',
  'el mensaje',
  'mensaje',
  'excuse me',
  'anything',
  'disculpe',
  'disculpa',
  'a',
  // An interjection and the "and" of "ese termina en 02 y el mío en 01".
  'uy',
  // The Caribbean coast's interjections of Colombia: "eche, no me llegó nada", "ombe, reenvíelo".
  'eche',
  'ombe',
  'ajo',
  // Words that open a reply to catch the listener's ear: "fíjese que …", "mire", "pará" (wait).
  'fijese que',
  'fijate que',
  'fijese',
  'fijate',
  'mire',
  'mira',
  'oiga',
  'oye',
  'para',
  'espera',
  'espere',
  // None of it came: "ningún mensaje".
  'ningun',
  'ninguno',
  'y',
  // Where it is to go, in place of the number shown: "send it to my other number instead", "a otro número mejor".
  'to',
  'instead',
  'en cambio',
  'mejor',
);

/** Any form of a verb of sending, said with a request ("mándalo", "envíamelo", "resend me"): a word of asking. */
const SEND_FORMS = /^(?:mand|envi|send)[a-z]*$/;
/** The last digits of the number shown ("el 0102 no es mío", "termina en 02"): they say which number, no code. */
const LAST_DIGITS = /^\d{2,4}$/;
/** A verb's "not" written apart, as its contraction: "did not arrive" is "didnt arrive". */
const CONTRACTED: Record<string, string> = { did: 'didnt', has: 'hasnt', have: 'havent' };
/** The tokens with "did not", "has not", "have not" as one word. */
const contracted = (tokens: string[]) =>
  tokens.flatMap((t, i) =>
    tokens[i - 1] !== undefined && CONTRACTED[tokens[i - 1] as string] && t === 'not'
      ? []
      : CONTRACTED[t] && tokens[i + 1] === 'not'
        ? [CONTRACTED[t] as string]
        : [t],
  );
/** An interjection drawn out ("ahh", "ohhh", "uhh"): the one it is. */
const interjection = (token: string) =>
  /^(?:a+h+|o+h+|u+h+)$/.exec(token)?.[0].replace(/(.)\1+/g, '$1') ?? token;
/**
 * Words of a patois said as their standard one: "ain" for "ain't" ("that ain my number"), "git" for
 * "get" and "sen" for "send" ("ain git nothing yet, sen um again").
 */
const PATOIS: Record<string, string> = { ain: 'aint', git: 'get', sen: 'send' };
/** "number" typed with one letter off ("numbr", "nuumber"), as typed right. */
const typedNumber = (token: string) =>
  token.length >= 5 && withinOneEdit(token, 'number') ? 'number' : token;

/**
 * What a reply at the code asks for, when that is all it says (invariant code-request-whole).
 *
 * @example readCodeRequest('no text came through, can u send again') // 'resend'
 * @example readCodeRequest('me equivoqué de número') // 'other-number'
 * @example readCodeRequest('123456') // undefined
 */
export function readCodeRequest(text: string): CodeRequest | undefined {
  const tokens = requestTokens(text);
  const fillers = [...ASKING, ...POLITE, ...FILLERS];
  const parts = byParts(tokens);
  const resend = coveredBy(tokens, RESEND, [...fillers, ...WAITED]) || parts === 'resend';
  const other =
    coveredBy(tokens, OTHER_NUMBER, [...fillers, ...RETRYING, ...RIGHT_ENDING]) || parts === 'other-number';
  if (resend === other) return undefined;
  return resend ? 'resend' : 'other-number';
}

/** The reply's words as a request at the code reads them: sending's forms as "send", a number's last digits as "the". */
function requestTokens(text: string): string[] {
  // "typo on my #": the sign for a number, with no digits after it, is the word.
  const words = text.replace(/#(?!\s*\d)/g, ' number ');
  return spansWaited(contracted(tokenize(words))).map((t) =>
    SEND_FORMS.test(t) ? 'send' : LAST_DIGITS.test(t) ? 'the' : typedNumber(interjection(PATOIS[t] ?? t)),
  );
}

/**
 * The one request a reply at the code names by its parts, whatever else it says ("Quisiera poner otro
 * número", "nothin came through b'y, send 'er again", "Favor de reenviar el código"), when it holds no digit
 * (a code or a number's digits are read first) and no question. Read only at the code, where either
 * request changes nothing of an order or account (invariant code-request-named-at-code); undefined when
 * it names none, or both.
 *
 * @example codeRequestNamed('Quisiera poner otro número') // 'other-number'
 * @example codeRequestNamed('no llega, mejor uso otro número') // undefined
 */
export function codeRequestNamed(text: string): CodeRequest | undefined {
  if (/\d|\?/.test(text)) return undefined;
  return byParts(requestTokens(text), false);
}

/**
 * The parts a request at the code is made of, each word read as its part: the code not come ("not" and
 * a form of arriving, with nothing but "me", "ha", "yet" between: "never come", "no me ha llegao", "CODE
 * NOT ARRIVE", "nada llega"); sent again (a form of sending and "again": "AGAIN SEND", "¿me lo mandas otra
 * vez?"); the number wrong (the number, a digit or the phone, and a word of wrongness: "rong numbr", "i
 * put the wrong last digit", "ese número está mal", "I fat fingered it").
 */
const NOT = new Set(
  // "sin": still without it, "sigue sin llegar".
  'no not never nuh didnt hasnt havent aint dont doesnt nunca tampoco nada na nothing nothin nuthin sin'.split(
    ' ',
  ),
);
const ARRIVING =
  /^(?:come|came|comes|coming|arrive|arrived|arrives|arriving|get|got|gotten|gets|receive|received|recieved|reach|reached|lleg[a-z]*|yeg[a-z]*|recib[a-z]*)$/;
/** What may stand between the "not" and its verb: "no me ha llegado", "haven't yet got", "no m llega". */
const BETWEEN = new Set(
  // What has not come, named: "no text came yet", "no me llegó el mensaje", "never got any sms".
  'me m ha he has have a yet even ever really lo le the code it any text texts message sms msg el mensaje codigo'.split(
    ' ',
  ),
);
const AGAIN = phrases(
  'again',
  'otra vez',
  'otra ves',
  'de nuevo',
  'de nuevito',
  'otra vecita',
  'otra vesita',
  'nuevamente',
  'una vez mas',
  'once more',
  'one more time',
  ...[
    'vuelve',
    'vuelves',
    'vuelva',
    'vuelvan',
    'vuelven',
    'volver',
    'volve',
    'volves',
    'volveis',
    'volvais',
  ].map((v) => `${v} a`),
);
const NUMBER_WORDS = new Set(
  'number numbers numero phone cell mobile celular telefono digit digits digito digitos cel'.split(' '),
);
const WRONG =
  // "diff": "different", clipped ("use a diff number").
  /^(?:diff|wrong|rong|mal|equivo[a-z]*|equibo[a-z]*|confund[a-z]*|incorrect[a-z]*|mistake|mistaken|error|typo|typod|typoed|typod|mistyped|misstyped|fat|fingered|fingerd|otro|another|different|other|change|cambi[a-z]*|corrij[a-z]*|correg[a-z]*)$/;
/**
 * The words a request at the code is said with, beside its parts: whose, who, "put", "typed", the
 * particles of a voice ("leh", "o", "pues", "acho", "mais": Singlish, Nigerian, Andean, Murcian, Cajun).
 */
const SAID_WITH = [
  ...ASKING,
  ...POLITE,
  ...FILLERS,
  ...AGAIN,
  ...RESEND,
  ...OTHER_NUMBER,
  ...phrases(
    'sms',
    'msg',
    // Come "through": "it never came thru", "didn't come through".
    'through',
    'thru',
    // Sent again, asked formally or of "them" in patois: "would you kindly send it again", "sen um again".
    'would',
    'would you',
    'them',
    'um',
    'em',
    // Another number offered in its stead: "let me provide a different one", "let me give you another".
    'let me',
    'provide',
    'give',
    'give you',
    'otp',
    'pin',
    'any',
    'ningun',
    'ninguna',
    'anything',
    'put',
    'puse',
    'typed',
    'escribi',
    'last',
    'first',
    'ultimo',
    'ese',
    'esta',
    'is',
    'was',
    'did',
    'have',
    'has',
    'ha',
    'he',
    'that',
    'de',
    'que',
    'pero',
    'creo que',
    'i think',
    'al escribirlo',
    // Got wrong in typing it: "me he equivocado al escribir el número", "al poner", "al marcar".
    'al escribir',
    'al poner',
    'al ponerlo',
    'al marcar',
    'al marcarlo',
    'al teclear',
    'al meter',
    // Still so: "sigue sin llegar", "sigo sin recibirlo".
    'sigue',
    'sigo',
    'seguimos',
    'voy a poner',
    // Putting another in: "quiero poner otro", "let me put another".
    'poner',
    // The number put in, in the perfect or by another verb: "he puesto mal el número", "he metido",
    // "I entered the wrong number", "I keyed in".
    'puesto',
    'metido',
    'meti',
    'escrito',
    'ingrese',
    'ingresado',
    'marque',
    'marcado',
    'entered',
    'keyed',
    'keyed in',
    'input',
    'put in',
    // Dismay, and a wish said formally: "ostras", "jo", "vaya", "I'm afraid", "I would like to change it".
    'ostras',
    'jo',
    'vaya',
    'uf',
    'oh dear',
    'dear',
    'whoops',
    'i am afraid',
    'im afraid',
    'i am',
    'would like to',
    'i would like to',
    'id like to',
    'change it',
    // The mistake one of typing ("error de tipeo", "un error de dedo"), and the change wished after it
    // ("…, cambiar", "cámbielo"): said of the number, with it.
    'de tipeo',
    'de dedo',
    'fue',
    'fue un',
    'cambiar',
    'cambiarlo',
    'cambialo',
    'cambielo',
    'cambiemos',
    // How the right number ends: "mine ends 0101", "it ends with 01".
    'ends',
    'ends with',
    'ending',
    'ending in',
    // A mistake made: "I make mistake in the number", "I made a typo".
    'make',
    'made',
    'i made',
    'and',
    'but',
    'so',
    'leh',
    'lah',
    'o',
    'pues',
    'acho',
    'mais',
    'que pena',
    'sera que',
    'bendito',
    'ay bendito',
    'mare',
    'ay mare',
    'primo',
    'nomas',
  ),
];
/**
 * The person trying again themself, said with the number being wrong ("that's not mine, let me try
 * again"): the number typed again, never the code sent again; alone, it is no request.
 */
const RETRYING = phrases(
  // Entering it again, the person's own doing: "let me re-enter it", "I'll retype it", "déjame corregirlo".
  ...['let me', 'lemme', 'ill', 'i will', 'i can'].flatMap((who) =>
    ['re enter it', 'reenter it', 're type it', 'retype it', 'fix it', 'correct it', 'type it again'].map(
      (redo) => `${who} ${redo}`,
    ),
  ),
  ...['dejame', 'dejeme', 'voy a'].flatMap((who) =>
    ['corregirlo', 'escribirlo bien', 'ponerlo bien'].map((redo) => `${who} ${redo}`),
  ),
  'let me try again',
  'lemme try again',
  'ill try again',
  'i will try again',
  'try again',
);

/**
 * How the right number ends, said beside the wrong one ("this is not my phone number, my end with 0101",
 * "no es mi número, el mío termina en 02"): which number, never a code (its digits read as "the").
 */
const RIGHT_ENDING = phrases(
  'my',
  'mine',
  'mine is',
  'my number',
  'my one',
  'end',
  'ends',
  'end with',
  'ends with',
  'end in',
  'ends in',
  'ending in',
  'ending with',
  'the',
  'mio',
  'el mio',
  'mi numero',
  'termina en',
  'termina con',
  'acaba en',
  // Against the one shown, its digits read as "the": "ends in 0101 not 0102", "termina en 0101, no en 0102".
  'not the',
  'not in the',
  'no en the',
  'no the',
);

/**
 * How long the wait was, told beside the code not come ("no text yet, I wait long time", "llevo rato
 * esperando"): no request alone, and none of a code.
 */
const WAITED = phrases(
  'wait',
  'waited',
  'i wait',
  'i waited',
  'been waiting',
  'ive been waiting',
  'long',
  'long time',
  'a long time',
  'so long',
  'for a long time',
  'forever',
  'already',
  'llevo',
  'rato',
  'un rato',
  'mucho rato',
  'mucho tiempo',
  'hace rato',
  'ya',
  // How long it has been, a span said with its number (`spansWaited`): "it's been 10 minutes and
  // nothing", "ya van 5 minutos y nada", "ya pasaron diez minutos".
  'been',
  'its been',
  'it has been',
  'van',
  'ya van',
  'pasaron',
  'han pasado',
  'ha pasado',
  'and nothing',
  'y nada',
);

/** A unit of waiting time: "minutes", "mins", "minutos", "hours", "horas". */
const TIME_UNIT = /^(?:min|mins|minute|minutes|minuto|minutos|hr|hrs|hour|hours|hora|horas)$/;

/**
 * The tokens with a span of time said by its number ("10 minutes", "diez minutos", "an hour") as one
 * word of waiting ("rato"): how long it has been, never a code's digits.
 */
function spansWaited(tokens: string[]): string[] {
  return tokens.flatMap((t, i) => {
    const unit = TIME_UNIT.test(tokens[i + 1] ?? '');
    if (unit && (/^\d{1,3}$/.test(t) || readWholeNumber([t]) !== undefined || t === 'an' || t === 'una'))
      return [];
    return TIME_UNIT.test(t) ? ['rato'] : [t];
  });
}

/** What a "not" of having or wanting says before "another": "I don't have another number", "no tengo otro". */
const HAVING = new Set('have has use want need got a an any i tengo quiero hay otro'.split(' '));
function byParts(tokens: string[], whole = true): CodeRequest | undefined {
  const part = (t: string) =>
    NOT.has(t)
      ? 'NOT'
      : ARRIVING.test(t)
        ? 'ARRIVE'
        : t === 'resend' || t.startsWith('reenvi')
          ? 'RESEND'
          : t === 'send'
            ? 'SEND'
            : NUMBER_WORDS.has(t)
              ? 'NUMBER'
              : WRONG.test(t)
                ? 'WRONG'
                : t;
  const read = tokens.map(part);
  const notCome = read.some(
    (t, i) =>
      t === 'NOT' &&
      (() => {
        let k = i + 1;
        while (BETWEEN.has(read[k] ?? '')) k++;
        return read[k] === 'ARRIVE';
      })(),
  );
  // "resend", "reenvíalo": sending again, in one word.
  const again = read.includes('RESEND') || (read.includes('SEND') && holdsPhrase(read, AGAIN));
  // "I don't have another number", "no other number": no other number is asked for.
  const noOther = read.some((t, i) => {
    if (t !== 'NOT') return false;
    let k = i + 1;
    while (HAVING.has(read[k] ?? '')) k++;
    return read[k] === 'WRONG';
  });
  const wrongNumber = read.includes('NUMBER') && read.includes('WRONG') && !noOther;
  if (whole && !coveredBy(read, PARTS, SAID_WITH)) return undefined;
  const resend = notCome || again;
  if (resend === wrongNumber) return undefined;
  return resend ? 'resend' : 'other-number';
}
const PARTS = phrases('NOT', 'ARRIVE', 'SEND', 'RESEND', 'NUMBER', 'WRONG');
