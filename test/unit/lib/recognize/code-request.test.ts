/** A reply at the code that asks for it again, or for another number (invariant code-request-whole). */
import { codeRequestNamed, readCodeRequest } from '../../../../lib/recognize';

describe('a request instead of the code', () => {
  it.each([
    "I didn't get it, can you resend",
    'still no text, send it again please',
    'the code never came',
    'no me llegó nada todavía',
    '¿me lo manda de nuevo?',
    // It has not come, said in the present perfect or as nothing received; again as "once more".
    "it hasn't arrived, send it one more time pls",
    "haven't received anything, once more please",
    'nothing arrived, could you resend',
    'still no sms',
    // Issue 34, round 13: again said "nuevamente", "una vez más".
    'mándemelo nuevamente, gracias',
    'envíe el código una vez más',
  ])('%j asks for the code again', (text) => {
    expect(readCodeRequest(text)).toBe('resend');
  });

  it.each([
    "that's not my number",
    'oops, wrong number',
    'use a different number',
    'quiero usar otro número',
    // Round 13: the phone named by another of its words.
    'This is not my cell.',
    'oh, wrong mobile',
    'ese no es mi celular',
  ])('%j asks for another number', (text) => {
    expect(readCodeRequest(text)).toBe('other-number');
  });

  it.each([
    '123456',
    'my code is 123456',
    'the code is wrong',
    'wrong number, send it again',
    'help',
    'anything',
  ])('%j is no such request', (text) => {
    expect(readCodeRequest(text)).toBeUndefined();
  });

  // Issue 34: any form of sending, still waiting, and the number's last digits said as not theirs.
  it.each([
    ['mándemelo de nuevo por favor', 'resend'],
    ['still waiting for it', 'resend'],
    ['aún nada, sigo esperando', 'resend'],
    ['oh, that one is not mine', 'other-number'],
    ['the 0177 is not mine', 'other-number'],
    ['escribí mal el número', 'other-number'],
    // Present and perfect tenses, "podría", and a z typed as s.
    ['todavía no me llega, ¿me lo pueden mandar otra vez?', 'resend'],
    ['no he recibido el código, podría mandarlo de nuevo', 'resend'],
    ['envíemelo otra ves porfa', 'resend'],
    ['este número no es el mío', 'other-number'],
    ['el mío termina en 4545', 'other-number'],
  ])('reads %j as %j', (text, request) => {
    expect(readCodeRequest(text)).toBe(request);
  });

  it.each(['0177', 'still waiting, 123456', 'mándalo al 0177'])('reads %j as neither', (text) => {
    expect(readCodeRequest(text)).toBeUndefined();
  });
});

// Issue 34: asked again with "volver a", the message named; the number said to end otherwise.
describe('a request instead of the code, in own words', () => {
  it.each([
    ['perdón, ¿me puede volver a mandar el mensaje?', 'resend'],
    ['excuse me, nothing got through, send it again please', 'resend'],
    ['sorry, a mistake in my number, it should end with 0199', 'other-number'],
    ['mi número debería terminar en 0199', 'other-number'],
  ])('reads %j as %s', (text, request) => {
    expect(readCodeRequest(text)).toBe(request);
  });

  it.each(['I made a mistake', 'the message says 123456', 'volver'])('reads %j as neither', (text) => {
    expect(readCodeRequest(text)).toBeUndefined();
  });
});

describe('a request instead of the code, with "did not", a typo, vocatives or the last two digits', () => {
  it.each([
    ['The text did not come, send it again please', 'resend'],
    ['it has not arrived yet', 'resend'],
    ['todavía nada pana', 'resend'],
    ['aún no me llega nada tío, ¿me lo vuelve a mandar?', 'resend'],
    ['wrong nmber', 'other-number'],
    ['that is not my numbe', 'other-number'],
    ['uy, el mío termina en 07, me equivoqué', 'other-number'],
  ])('%j is %s', (text, request) => {
    expect(readCodeRequest(text)).toBe(request);
  });

  it.each(['did not', 'the number is 424242', 'lumber', '07'])('%j is no request', (text) => {
    expect(readCodeRequest(text)).toBeUndefined();
  });
});

// Issue 34 (round 17): a double negative, "ain't", the Caribbean "na" (each phrasing in no round).
describe('a request for the code said with a double negative, "ain\'t" or "na"', () => {
  it.each(['we never got no code', 'i never received it', "ain't got nothing yet", 'todavía no llega na'])(
    '%j asks for the code again',
    (text) => {
      expect(readCodeRequest(text)).toBe('resend');
    },
  );
  it.each(["this ain't my number", "ain't mine, wrong number"])('%j asks for another number', (text) => {
    expect(readCodeRequest(text)).toBe('other-number');
  });
  it.each(['na', 'never got 4 2 4'])('%j is no request', (text) => {
    expect(readCodeRequest(text)).toBeUndefined();
  });
});

// Issue 34, round 21: an opener that catches the ear ("fíjese que", "mire", "pará"), "ha" without its h,
// "equivoqué" with a b, "ningún mensaje".
describe('a request instead of the code, with an opener or as it sounds', () => {
  it.each([
    ['mire, todavía no me a llegado', 'resend'],
    ['fíjate que ningún código, me lo mandas de nuevo', 'resend'],
    ['oiga, me equiboque', 'other-number'],
    ['esperá, ese no es mi número', 'other-number'],
  ])('reads %j as %j', (text, expected) => {
    expect(readCodeRequest(text)).toBe(expected);
  });

  it.each(['mire, 424242', 'para el 0177 no', 'fíjese que no sé'])('reads %j as neither', (text) => {
    expect(readCodeRequest(text)).toBeUndefined();
  });
});

// Issue 34, rounds 21–24: the code not come, sent again, or the number wrong, said in words no list
// held ("never come leh, resend", "CODE NOT ARRIVE. AGAIN SEND.", "no me ha llegao na", "uy, ese número
// está mal pues"): read by their parts (invariant code-request-whole).
describe('a request at the code read by its parts', () => {
  it.each([
    ['text never reach me leh', 'resend'],
    ['MESSAGE NOT COME. SEND AGAIN.', 'resend'],
    ['the sms hasnt come yet o', 'resend'],
    ['no me ha llegao el mensaje', 'resend'],
    ['nunca me yegó nada, ¿me lo reenvías?', 'resend'],
    ['todavía no llega pues, mándalo otra vez', 'resend'],
    ['i typed the wrong number', 'other-number'],
    ['numbr is rong', 'other-number'],
    ['oops, fat fingered my phone', 'other-number'],
    ['me confundí de número, pues', 'other-number'],
    ['el celular está mal', 'other-number'],
  ])('reads %j as %s', (text, request) => {
    expect(readCodeRequest(text)).toBe(request);
  });

  it.each([
    // Came after all, or no other number to give.
    'no, I got it',
    'ya me llegó',
    "I don't have another number",
    'no tengo otro número',
    // The code, not the number, said wrong; or what it says is not placed.
    'wrong code',
    'the code did not work',
    // Both at once, or a code beside it.
    "didn't get it, my number is wrong",
    'never got the code 482913',
  ])('%j is no request by its parts', (text) => {
    expect(readCodeRequest(text)).toBeUndefined();
  });
});

// Issue 34, rounds 25–26: the number said wrong with "#", "mine ends …", a mistake "made", a drawn-out
// interjection and "poner otro"; sent again asked in vosotros' and vos' "volver a".
describe('a request at the code in more own words', () => {
  it.each([
    ['wrong # oops, mine ends in 0177', 'other-number'],
    ['I made error in my phone', 'other-number'],
    ['ohh puse mal el teléfono, voy a poner otro', 'other-number'],
    ['no me llegó nada, ¿me lo volvés a mandar?', 'resend'],
    ['¿me lo volvéis a mandar? no ha llegado', 'resend'],
    ['mine ends in 0177', 'other-number'],
  ])('reads %j as %s', (text, request) => {
    expect(readCodeRequest(text)).toBe(request);
  });

  it.each(['# 5001', 'I made it', 'quiero poner otro código', 'ends'])(
    '%j is no request at the code',
    (text) => {
      expect(readCodeRequest(text)).toBeUndefined();
    },
  );
});

// Issue 34, rounds 25–28: the number put in wrong said with the perfect's participle ("he puesto",
// "I entered"), an interjection of dismay ("ostras", "oye"), and the retry the person makes themself.
describe('a request at the code: the number put in wrong in more forms', () => {
  it.each([
    ['jo, he metido mal el teléfono', 'other-number'],
    ['vaya, que he escrito mal el número', 'other-number'],
    ['I think I entered my number wrong', 'other-number'],
    ['I am afraid I keyed in the wrong number. I would like to change it.', 'other-number'],
    ['hmm that is not my phone, let me try again', 'other-number'],
    ['oye, no me llegó nada', 'resend'],
  ])('reads %j as %s', (text, request) => {
    expect(readCodeRequest(text)).toBe(request);
  });

  it.each(['let me try again', 'he puesto el código', 'I entered the code', 'I would like to'])(
    '%j is no request at the code',
    (text) => {
      expect(readCodeRequest(text)).toBeUndefined();
    },
  );
});

// Issue 34, round 32: "no text came yet" and "this is not my phone number, my end with 0101" were asked
// back. What has not come may be named between the "not" and its verb; how the right number ends may be
// said beside the wrong one (its digits say which number, never a code).
describe('what has not come named; how the right number ends', () => {
  it.each(['no message has come yet', 'no sms came yet'])('%j asks for the code again', (text) => {
    expect(readCodeRequest(text)).toBe('resend');
  });
  it.each(['not my phone, my end with 4477', 'no es mi número, acaba en 4477'])(
    '%j asks for another number',
    (text) => {
      expect(readCodeRequest(text)).toBe('other-number');
    },
  );
  it.each(['the text is fine', 'no code received, my end with 4477', 'text came'])(
    '%j is no request',
    (text) => {
      expect(readCodeRequest(text)).toBeUndefined();
    },
  );
});

// Round 34: "sigue sin llegar" (it still hasn't come) and "Ostras, me he equivocado al escribir el número"
// were read as codes. "sin" and a form of arriving is the code not come; the number got wrong "al
// escribir" (in typing it) is the number wrong.
describe('still without it, and the number got wrong in typing it', () => {
  it.each([
    'sigue sin llegar',
    'sigo sin recibirlo',
    'todavía sin llegar el código',
    'aún sin llegarme nada',
  ])('%j asks for the code again', (text) => {
    expect(readCodeRequest(text)).toBe('resend');
  });
  it.each([
    'Ostras, me he equivocado al escribir el número',
    'me equivoqué al poner el número',
    'puse mal el número al escribirlo',
    'me confundí al marcar el número',
  ])('%j asks for another number', (text) => {
    expect(readCodeRequest(text)).toBe('other-number');
  });
  it.each(['sin número', 'sigue el 123456', 'sin llegar, otro número'])('%j is no request', (text) => {
    expect(readCodeRequest(text)).toBeUndefined();
  });
});

// Issue 34, round 36's kinds: an "oy" of dismay before the number said wrong; the mistake named as one of
// typing ("error de tipeo", "error de dedo") and the change wished for after it ("cambiar").
describe('the number said wrong after an "oy", or as a typing error with the change wished', () => {
  it.each([
    'oy vey, that is the wrong number',
    'oi, wrong number, mine ends with 0199',
    'ugh wrong number',
    'error de tipeo en el número, cámbielo',
    'fue un error de dedo en el número, cambiar',
    'typo in my number, change it please',
  ])('%j asks for another number', (text) => {
    expect(readCodeRequest(text)).toBe('other-number');
  });
  it.each(['oy, 424242', 'error de tipeo', 'cambiar', 'error de tipeo en el código, lo mando de nuevo'])(
    '%j is no request for another number',
    (text) => {
      expect(readCodeRequest(text)).not.toBe('other-number');
    },
  );
});

// Issue 34, round 35's kinds: the code not come said "through" or in patois ("ain git nothing", "sen um
// again"), or formally ("would you kindly send it again"); the number not the person's said with "ain",
// "diff", "let me provide another", or after an Andean or Venezuelan interjection ("chuta", "guá").
describe('the code not come, or the number not theirs, in more voices', () => {
  it.each([
    'never came thru',
    "it didn't come through, send again",
    'Ain git nothing yet. Sen um again',
    'aint got nothing, sen it again',
    'I have not received the code. Would you kindly send it again?',
    'The code has not arrived. Would you please resend it?',
  ])('%j asks for the code again', (text) => {
    expect(readCodeRequest(text)).toBe('resend');
  });
  it.each([
    'That ain my number',
    'that ain my phone',
    'typo, use a diff number',
    "I'm afraid I entered the wrong number. Let me provide a different one.",
    'wrong number, let me give you another one',
    'chuta, me equivoqué de número',
    'guá, ese no es mi número',
    'caramba, ese no es mi número',
  ])('%j asks for another number', (text) => {
    expect(readCodeRequest(text)).toBe('other-number');
  });
  it.each([
    'diff',
    'chuta',
    'guá 123456',
    'never came thru 123456',
    'I have a diff question',
    'let me provide it',
  ])('%j is no request', (text) => {
    expect(readCodeRequest(text)).toBeUndefined();
  });
});

// Issue 34, rounds 37 and 38: one more asked for, how long the wait was, and the number said by its
// right ending against the one shown.
describe('one more asked for, the wait told, the right ending against the wrong', () => {
  it.each([
    ['nothing come, send one more', 'resend'],
    ['send me another one', 'resend'],
    ['one more time pls', 'resend'],
    ['no text yet, I wait long time', 'resend'],
    ['been waiting a long time, nothing came', 'resend'],
    ['llevo rato esperando y no me llega', 'resend'],
    ['my number ends in 0101 not 0102', 'other-number'],
    ['mine ends in 0101, not 0102', 'other-number'],
    ['el mío termina en 0101, no en 0102', 'other-number'],
  ])('%j asks for %s', (text, wanted) => {
    expect(readCodeRequest(text)).toBe(wanted);
  });

  // Near misses: a wait with nothing asked; a code typed; another number said not to be had.
  it.each(['wait', 'I wait', '424242', 'I do not have another number', 'send it to another number'])(
    '%j asks for neither alone',
    (text) => {
      expect(readCodeRequest(text)).not.toBe('resend');
    },
  );
});

// Round 43: again said in the diminutive, the Colombian coast's "eche", "typo'd", and the number entered
// again by the person themself beside its being wrong.
describe('again said fondly, an interjection of the coast, the number typo’d or entered again', () => {
  it.each([
    ['me lo manda otra vecita?', 'resend'],
    ['envíelo de nuevito porfa', 'resend'],
    ['eche, todavía no llega', 'resend'],
    ['ombe, reenvíelo', 'resend'],
    ['i typo’d the number', 'other-number'],
    ['sorry, wrong number, lemme fix it', 'other-number'],
    ['no es mi número, déjame corregirlo', 'other-number'],
  ])('%j asks for %s', (text, wanted) => {
    expect(readCodeRequest(text)).toBe(wanted);
  });

  it.each(['let me fix it', 'eche', 'I typo’d the code', 'mande'])('%j asks for neither', (text) => {
    expect(readCodeRequest(text)).toBeUndefined();
  });
});

// Round 44: "send it to my other number instead" and "reenvíe porfa, ya van 5 minutos y nada" were read
// as codes: the number the code goes to ("to", "instead"), and how long it has been, are parts of the request.
describe('a request with where to send it, or how long it has been', () => {
  it.each([
    ['can you text it to a different number instead', 'other-number'],
    ['mándelo a otro número mejor', 'other-number'],
    ['send the code to another phone instead please', 'other-number'],
    ['resend pls, been 10 minutes and nothing', 'resend'],
    ['mándelo otra vez, ya pasaron diez minutos', 'resend'],
    ["send it again, it's been 2 hours", 'resend'],
    ['reenvíelo, llevo 3 minutos esperando', 'resend'],
  ])('%j is %s', (text, request) => {
    expect(readCodeRequest(text)).toBe(request);
  });

  it.each(['my code is 424242, sent 5 minutes ago', 'send it to 646 555 0177'])(
    '%j is no such request',
    (text) => {
      expect(readCodeRequest(text)).toBeUndefined();
    },
  );
});

// Rounds 47/48: requests named among words the whole reader does not place, read at the code alone
// (invariant code-request-named-at-code).
describe('a request named by its parts, at the code', () => {
  it.each([
    ['Quisiera poner otro número', 'other-number'],
    ['ta mal el numero pe', 'other-number'],
    ['Cambiar el número de celular', 'other-number'],
    ['no ha caído nada, mandalo de nuevo', 'resend'],
    ['Favor de reenviar el código', 'resend'],
    ["nothin came through b'y, send 'er again", 'resend'],
  ])('%j is %s', (text, request) => {
    expect(codeRequestNamed(text)).toBe(request);
  });

  it.each([
    // Both named: asked back, never one of them.
    'no llega, mejor uso otro número',
    // A question, digits, or nothing of either.
    'should I use another number?',
    'the number ends 0101, resend',
    'my number is right',
    'thanks',
  ])('%j names no one request', (text) => {
    expect(codeRequestNamed(text)).toBeUndefined();
  });
});
