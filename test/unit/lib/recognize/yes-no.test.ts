import { namedOption, recognizeChoice } from '../../../../lib/recognize';
import { agreeingAsYes, readLeadingYesNo, readYesNo } from '../../../../lib/recognize/yes-no';

describe('readYesNo', () => {
  it.each([
    'yes',
    'Yes!',
    'yes please',
    'yep',
    'yup',
    'sure',
    'ok',
    'OK.',
    'okay',
    'go ahead',
    'place it',
    'do it',
    'sounds good',
    'correct',
    'confirm',
    'looks good',
    'yes, go ahead',
    'ok sounds good thanks',
    '👍',
    'sounds good 👍',
    'ta bueno, mándelo',
    'ahora sí, perfecto',
  ])('reads %j as yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each([
    'no',
    'No.',
    'nope',
    'no thanks',
    'no thank you',
    'nah',
    'not now',
    "don't",
    'dont',
    'do not',
    '👎',
  ])('reads %j as no', (text) => {
    expect(readYesNo(text)).toBe(false);
  });

  it.each(['', 'maybe', 'please', 'yes but change the day', 'yes no', 'not sure', 'help', 'no starch'])(
    'reads %j as neither',
    (text) => {
      expect(readYesNo(text)).toBeUndefined();
    },
  );
});

/** (invariant doubt-is-no-no) "No sé" holds a "no", and is no answer to a yes-or-no question. */
describe('a reply saying the person does not know', () => {
  const yesNo = [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];
  it.each([
    'no lo sé todavía',
    'uff no sé, ¿qué me aconseja?',
    'ni idea la verdad',
    'no estoy segura, depende',
    "hmm I don't know, what do you suggest?",
    'not sure tbh',
    'dunno, what do most people do',
    'idk maybe',
  ])('%j is neither yes nor no, however it begins', (text) => {
    expect(readYesNo(text)).toBeUndefined();
    expect(readLeadingYesNo(text)).toBeUndefined();
    expect(recognizeChoice(text, yesNo, { multi: false, timeZone: 'UTC' })).toEqual({ kind: 'none' });
  });

  it.each(['no, no se preocupe', 'no se necesita, gracias', 'nope, I know what I want'])(
    '%j is still no',
    (text) => {
      expect(readLeadingYesNo(text)).toBe(false);
    },
  );
});

// Issue 34, round 6: a yes said of how the change looks.
it.each(['looks fine', 'looks correct', 'se ve bien', 'Aye.', 'aye aye', 'yessir'])('%j is a yes', (text) => {
  expect(readYesNo(text)).toBe(true);
});

// Issue 34, round 8: what is on screen said right in a sentence of its own, "now" after a fix.
describe('everything said right', () => {
  it.each([
    'everything is right now',
    "it's all good now",
    'all looks fine',
    'ahora todo está correcto',
    'ya está todo bien',
    'looks good now',
    'perfect now, thanks',
    'ya quedó bien',
    // "todo"/"all" and one word that it is right.
    'todo perfecto',
    'all fine, thanks',
    // A letter held down, and a term of endearment said to the clerk.
    'siiii',
    'claro mijo',
    'ok mija, hágalo',
  ])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each(['noooo gracias', 'nel mija'])('%j is a no', (text) => {
    expect(readYesNo(text)).toBe(false);
  });

  it.each(['it is not correct', 'is it correct?', 'all is correct except the email', 'now', 'todo está mal'])(
    '%j is no yes',
    (text) => {
      expect(readYesNo(text)).not.toBe(true);
    },
  );
});

// Issue 34, round 13: the vosotros imperatives of doing it ("hacedlo", "enviadla"), "proceda" (usted's
// "proceed"), Central America's "cabal", and what is shown said right "así" ("like that").
describe('go-aheads of Spain, Central America and usted', () => {
  it.each([
    'venga, enviadlo',
    'sí, ponedla',
    'proceda',
    'perfecto, procedan',
    'cabal',
    'cabal, mandalo',
    'está bien así',
    'todo bien así, gracias',
    'perfecto así',
    // Round 40: the change applied, in the confirm option's words or the verb's.
    'ok, aplícalo',
    'apply it please',
    'yes please make the change',
    'no problem',
  ])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each(['no procedan', 'así no', 'no está bien así', 'no, no lo enviéis'])('%j is no yes', (text) => {
    expect(readYesNo(text)).not.toBe(true);
  });
});

// Issue 34, round 26: "ya, así" (yes, like that) at a change's review kept the order as it was.
describe('a bare yes, then "like that"', () => {
  it.each(['sí, así', 'listo así', 'así sí', 'vale, así', 'yeah like that', 'sure, like that'])(
    '%j is a yes',
    (text) => {
      expect(readYesNo(text)).toBe(true);
    },
  );

  // "así" alone may be "leave it like that"; with a no, or a verb of leaving, it is no yes.
  it.each(['así', 'no, así', 'sí, así no', 'déjalo así', 'like that', 'no like that'])(
    '%j is no yes',
    (text) => {
      expect(readYesNo(text)).not.toBe(true);
    },
  );
});

describe('readYesNo: a yes or a no mistyped (fuzzy-match.ts typoOf)', () => {
  it.each([
    ['yse', true],
    ['yse pls', true],
    ['suer', true],
    ['calro', true],
    ['npoe', false],
    ['nto now', false],
  ])('%j: %j', (text, yes) => {
    expect(readYesNo(text)).toBe(yes);
  });
  // A short word other than by a swap is another word ("yet", "ues"); "yeas" is as near "yes" as "yea".
  it.each(['yet', 'ues', 'yrs', 'use'])('%j is no yes', (text) => {
    expect(readYesNo(text)).toBeUndefined();
  });
});

describe('a lead that is part of its clause (invariant lead-is-not-its-clause)', () => {
  const yesNo = [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];
  const read = (text: string) => recognizeChoice(text, yesNo, { multi: false, timeZone: 'America/New_York' });

  it.each(['I do not want any texts', 'sure not, leave me out', 'ya recibo demasiadas cosas'])(
    '%s is no yes by its first words',
    (text) => {
      expect(readLeadingYesNo(text)).not.toBe(true);
    },
  );

  it.each([
    'Nope, I do not need those texts',
    'no, I do not care for promotions',
    'nah, ya tengo suficientes correos',
    'no, ya recibo demasiadas cosas',
  ])('%s is the no it leads with', (text) => {
    expect(read(text)).toEqual({ kind: 'picked', values: ['no'] });
  });

  it('a "no," then a yes is asked back, never the yes', () => {
    expect(read('no, sure').kind).not.toBe('picked');
  });

  it.each(['ya, mándenlas', 'ya po', 'yes, I do', 'yes, please do'])('%s is still a yes', (text) => {
    expect(read(text)).toEqual({ kind: 'picked', values: ['yes'] });
  });
});

describe('a no whose "but" goes on refusing, and Taglish yes and no', () => {
  const yesNo = [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];
  const read = (text: string) => recognizeChoice(text, yesNo, { multi: false, timeZone: 'America/New_York' });

  it.each([
    'no, thank you, but do not send me anything',
    'no joven, muy amable pero nada de mensajes',
    'no gracias, se lo agradezco pero no quiero nada',
    'hindi po',
    'hindi na po, salamat',
  ])('%j is no', (text) => {
    expect(read(text)).toEqual({ kind: 'picked', values: ['no'] });
  });

  it.each(['opo', 'opo, thanks'])('%j is yes', (text) => {
    expect(read(text)).toEqual({ kind: 'picked', values: ['yes'] });
  });

  it.each(['no, but send me the coupons', 'no pero mándenme ofertas'])(
    '%j takes its no back: not read as no',
    (text) => {
      expect(readLeadingYesNo(text)).toBeUndefined();
    },
  );
});

describe('Taglish yes and a bare "go" (issue 34, round 15)', () => {
  it.each(['sige po', 'oo, sige', 'okay lang', 'go na po', 'go po', 'opo'])('reads %j as yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });
  it.each(["don't go", 'go', 'hindi po', 'sige, pero sa friday'])('does not read %j as yes', (text) => {
    expect(readYesNo(text)).not.toBe(true);
  });
});

/** (invariant doubt-is-no-no) Beyond yes-or-no: a doubt's "no" names no option meaning no. */
describe('a doubt at a question whose options a "no" can name', () => {
  const confirmation = [
    { value: 'make', label: 'Make this change', synonyms: ['yes', 'confirm', 'sí', 'si'] },
    { value: 'other', label: 'Change something else', synonyms: ['change', 'other'] },
    { value: 'keep', label: 'Keep it as it is', synonyms: ['no', 'keep', 'keep it', 'déjalo'] },
  ];
  const read = (text: string) => recognizeChoice(text, confirmation, { multi: false, timeZone: 'UTC' });

  it.each([
    'hmm no sé… ¿eso sale más caro?',
    'no sé si me conviene',
    "I don't know, is there a fee for that?",
    'not sure, will it cost me?',
  ])('%j is asked back, never "Keep it as it is"', (text) => {
    expect(read(text)).toEqual({ kind: 'none' });
    // Nor named by its words, once the step's reader has passed on it.
    expect(namedOption(text, confirmation)).toBeUndefined();
  });

  it.each([
    ['no sé, mejor déjalo', 'keep'],
    ['not sure… ok, keep it', 'keep'],
    ['no', 'keep'],
    ['no estoy segura, pero sí, confirmar', 'make'],
  ])('%j still says what it says beside the doubt', (text, value) => {
    expect(read(text)).toMatchObject({ values: [value] });
  });
});

describe('regional agreeing words (issue 34, round 18)', () => {
  it.each([
    'you right',
    'yeah you right',
    'ta',
    'ta perfecto',
    'chivo',
    'pura vida',
    'sweet as',
    'chivo, hágalo',
    'ta, dale',
    // Round 28: Maine's flat yes.
    'ayuh',
    'ayup, book it',
  ])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  // "ta" is "está" clipped: run into its clause it says how something is, never ok.
  it.each(['ta mal la dirección', 'ta lejos', 'your right sleeve'])('%j is no yes', (text) => {
    expect(readYesNo(text)).toBeUndefined();
    expect(readLeadingYesNo(text)).toBeUndefined();
  });
});

/** (invariant doubt-is-no-no) A "maybe" in another tongue is no yes, though one letter from one. */
describe('a maybe said as Tagalog or Rioplatense speakers say it', () => {
  it.each(['siguro', 'siguro nga po', 'capaz', 'puede ser'])('%j is neither yes nor no', (text) => {
    expect(readYesNo(text)).toBeUndefined();
  });
  it.each(['seguro', 'segurp', 'sí, seguro'])('%j is still yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });
});

// Issue 34 (rounds 22, 23): a yes, then what is shown said right "like that" ("así"), before or after.
describe('a yes, then what is shown said right like that', () => {
  it.each([
    'sí, todo bien así',
    'si, asi esta correcto gracias',
    'sí, está correcto así',
    'claro, así está perfecto',
    'así está perfecto',
  ])('%j is yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });
  it.each(['sí, así está mal', 'sí, así no', 'así está bien pero el viernes', 'así no está bien'])(
    '%j is no yes',
    (text) => {
      expect(readYesNo(text)).not.toBe(true);
    },
  );
});

describe('yes and no in everyday and regional words (issue #34)', () => {
  // Made-up phrasings, in no round: a yes or no by its words, whichever region they come from.
  it.each([
    // English: formal, British, Australian, American, learner's.
    'Quite so.',
    'very well then',
    'Very good, carry on.',
    'approved, thanks',
    'sweet',
    'yeah sweet as',
    'yep, fair enough',
    'righto',
    'roger that',
    'will do',
    'indeed',
    'certainly',
    'spot on',
    'too right',
    'okie dokie',
    'aight',
    'mhm',
    'uh huh',
    'yeh ok',
    // Hindi in Indian English: yes words that mean nothing else.
    'haan',
    'ji haan, theek hai',
    'haanji',
    'bilkul',
    'thik hai',
    'sahi hai',
    // Singlish.
    'ok lah',
    'can lah',
    // Spanish across regions: Mexico's north "arre", Andes "arí", River Plate "bárbaro", "joya",
    // Costa Rica "tuanis", Dominican "nítido", Mexico "chido", "va que va", Spain "hecho", Peru "conforme".
    'arre pues',
    'ari',
    'bárbaro, gracias',
    'joya',
    'tuanis mae',
    'nítido',
    'chido',
    'va que va',
    'sale y vale',
    '¡hecho!',
    'trato hecho',
    'conforme',
    'exacto',
    'eso es',
    'así es',
    'ajá',
    'obvio',
    'excelente',
    'genial',
    'buenísimo',
    'macanudo',
    'de lujo',
    'hazlo nomás',
    'mándalo nomás',
  ])('reads %j as yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each([
    'nahi',
    'ji nahi',
    'nahin, thanks',
    'bilkul nahi',
    'no siree',
    'hard pass',
    'absolutely not',
    'definitely not',
    'of course not',
    'not at all',
    'nay',
    'ni en pedo',
    'ni a palos',
    'ni de coña',
    'qué va',
    'ni de chiste',
    'nanay',
    'jamás',
    'para nada, gracias',
  ])('reads %j as no', (text) => {
    expect(readYesNo(text)).toBe(false);
  });

  it.each([
    // Words that mean something else as well: never a yes or a no alone.
    'normal',
    'ha',
    'han',
    'acha',
    'can',
    'that much?',
    'ni modo',
    'pass the sweet ones',
    'that is it?',
    'huh',
    'sweet but change the day',
    'arre, pero el sábado',
  ])('does not read %j as yes or no', (text) => {
    expect(readYesNo(text)).toBeUndefined();
  });

  it.each([
    ['haan, the blue one', true],
    ['arre, mándalo a la oficina', true],
    ['nahi, I pay with card', false],
    ['ni en pedo, mejor con tarjeta', false],
  ])('reads %j as answered first', (text, answer) => {
    expect(readLeadingYesNo(text)).toBe(answer);
  });
});

// Issue 34, rounds 25 and 26: ordering what is shown ("pídelo") and Arabic "yalla" (let's go).
describe('readYesNo: "pídelo", "yalla"', () => {
  it.each(['listo, pídala', 'sí, pedilo', 'yalla', 'perfect, yalla'])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each(['pídelo para el sábado', 'yalla but change the tip', 'no lo pidas'])('%j is no yes', (text) => {
    expect(readYesNo(text)).not.toBe(true);
  });
});

// Issue 34, round 30: a yes or no typed as Slack's emoji codes, American slang's "bet", Guaraní's heẽ and
// nahániri. Made-up phrasings, in no round.
describe('readYesNo: Slack emoji codes, "bet", Guaraní', () => {
  it.each([
    ':thumbsup:',
    'go ahead :thumbsup:',
    ':+1::skin-tone-4:',
    // The space before the code closed, as the engine's reading of dialect gives it.
    'send it:thumbsup:',
    'ok :ok_hand:',
    ':white_check_mark: dale',
    'sí :heavy_check_mark:',
    'bet',
    'bet bet, thanks',
    'say less',
    'fo sho',
    'heẽ',
    'Heẽ, mándelo',
  ])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each([':-1:', ':thumbsdown: thanks', 'no :x:', 'nahániri', 'Nahániri, gracias', 'nahaniri'])(
    '%j is a no',
    (text) => {
      expect(readYesNo(text)).toBe(false);
    },
  );

  it.each([
    // A laugh, an emoji code of no yes, a bet made: never a yes or a no.
    'hee hee',
    'hee',
    ':thinking_face:',
    ':+1: but change the day',
    'i bet',
    'bet on saturday?',
    'ok:+1:x',
  ])('%j is neither', (text) => {
    expect(readYesNo(text)).toBeUndefined();
  });
});

// The reply a confirmation reads keeps its signs as words: "confirm :+1:" never loses its yes to `tokenize`.
describe('agreeingAsYes: signs of a yes kept as words', () => {
  it.each([
    ['go ahead :ok_hand:', 'go ahead yes'],
    ['👍 no problem', 'yes yes'],
    ['no :-1:', 'no no'],
  ])('%j is %j', (text, read) => {
    expect(agreeingAsYes(text)).toBe(read);
  });
});

// Issue 34, round 32: Spain's "ea" (well, there) beside a yes is that yes; alone, or beside a no, never one.
describe('"ea" beside a yes', () => {
  it.each(['ea, venga', 'bueno, ea'])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });
  it.each(['ea', 'ea, no'])('%j is no yes', (text) => {
    expect(readYesNo(text)).not.toBe(true);
  });
});

// Issue 34, round 34: a yes said as what will suit ("that'll work"), radio's "Affirm.", "go on", and a
// yes in another language said in passing (Diné "aoo'"; its thanks, "ahéhee'", is courtesy beside a yes).
describe('a yes said as what will suit, by radio, or in passing in another language', () => {
  it.each([
    "that'll work",
    'that will work',
    "that'd work",
    'that should work',
    'Affirm.',
    'wilco',
    'go on',
    "aoo'",
    "ok. ahéhee'",
    "yes ahéhee'",
    'sí, eskerrik asko',
  ])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });
  it.each(["that won't work", "that'll work for friday?", 'go on without me', "ahéhee'"])(
    '%j is no whole yes',
    (text) => {
      expect(readYesNo(text)).not.toBe(true);
    },
  );
});

describe('yes as Yiddish, Dutch and German speakers type it (issue 34, round 36)', () => {
  it.each(['jah', "jah that's right", 'jah ok', 'Jah, do it'])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each(['jaja', 'ja ja', 'jajaja no'])('%j is laughter, never a yes', (text) => {
    expect(readYesNo(text)).not.toBe(true);
  });
});

// Issue 34, round 36: a yes and a no as they are typed in passing.
describe('yes and no as typed in passing (round 36)', () => {
  it.each(['jah', 'zí', 'Zí, lo de lana'])('%j leads with a yes', (text) => {
    expect(readLeadingYesNo(text)).toBe(true);
  });
  it.each(['nopes', 'nopers', 'naw'])('%j is a no', (text) => {
    expect(readYesNo(text)).toBe(false);
  });
  it.each(['ja', 'jaja'])('%j, laughter, is neither', (text) => {
    expect(readYesNo(text)).toBeUndefined();
  });
});

// Issue 34, rounds 37–38: a yes or thanks in another language or register, said in passing: Tongan and
// Samoan "ʻio", Colombian "sisas", Portuguese "obrigada", Cantonese "m goi", a command's "Execute.",
// "that'll do", vos "hacé nomás".
describe('yes and thanks in other words', () => {
  it.each([
    "'io",
    'ʻio',
    "'io sure",
    'ioe',
    'sisas',
    'sisas, de una',
    'Execute.',
    'execute it',
    'make it so',
    "that'll do",
    'that will do',
    'ya, hacé nomás',
    'haz nomás',
    'sounds good obrigada',
    'ok good, m goi',
    'yes merci',
    'sí, mahalo',
    'perfecto, grazie mille',
    'ok, danke',
    'claro que sim',
    'beleza',
    // The cost shown, said acceptable ("Affirm. Fee acceptable.", "the fee's fine", "el cargo está bien").
    'Affirm. Fee acceptable.',
    "ok the fee's fine",
    'price is ok',
    'sí, el cargo está bien',
  ])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each([
    'obrigada',
    'm goi',
    'merci beaucoup',
    'sin',
    'io no',
    'execute the other one',
    'that will do nothing',
    'the fee is not fine',
    'fee too high',
  ])('%j is no yes', (text) => {
    expect(readYesNo(text)).not.toBe(true);
  });
});

// Issue 34 (round 38's "Fee acceptable." taken as a yes): the same said as a question asks about the cost.
describe('the cost said acceptable, asked as a question', () => {
  it.each(['fee acceptable?', 'the fee is fine?', 'el cargo está bien?', 'price ok?'])(
    '%j is no yes',
    (text) => {
      expect(readYesNo(text)).toBeUndefined();
    },
  );
  it.each(['Fee acceptable.', 'the fee is fine', 'ok?'])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });
});

// Issue 34, round 42: the Caribbean's "de ley" (for sure), "ya tú sabes" (you know it); "aprobado",
// "afirmativo"; usted's "dele" of "dale"; "bale", "vale" as b and v sound alike.
describe('yes in Caribbean words, as approved, and as it sounds', () => {
  it.each([
    'de ley',
    'sí, de ley',
    'ya tú sabes',
    'aprobado',
    'aprobada',
    'lo apruebo',
    'afirmativo',
    'dele',
    'ok, denle',
    'bale',
    'bale, gracias',
  ])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });
  it.each(['no aprobado', 'dele otro día', 'de ley no', 'tú sabes que no'])('%j is no yes', (text) => {
    expect(readYesNo(text)).not.toBe(true);
  });
});

// Issue 34, round 42: the go-ahead said warmly, what is shown said to be exactly it.
describe('"go right ahead" and "that\'s exactly it"', () => {
  it.each(['go right ahead', 'ok, go right ahead', "that's exactly it", "that's it exactly, thanks"])(
    '%j is a yes',
    (text) => {
      expect(readYesNo(text)).toBe(true);
    },
  );
  it.each(["that's not exactly it", 'go right ahead and cancel'])('%j is no whole yes', (text) => {
    expect(readYesNo(text)).not.toBe(true);
  });
});

// Round 43: "conforme" with its being, the cost agreed to by its name, accepting said so, what is shown
// said to look perfect, and the whole said right after its being ("está bien todo").
describe('agreeing said with its being, to the cost by name, or by accepting', () => {
  it.each([
    'estoy conforme',
    'todo conforme, gracias',
    'de acuerdo con el precio',
    'estoy de acuerdo con el cargo',
    'ok with the fee',
    'fine with the price, thanks',
    'I accept',
    'acepto',
    'looks perfect',
    'looks amazing, thank you',
    'está bien todo',
  ])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });
  it.each([
    'no estoy conforme',
    'no estoy de acuerdo con el cargo',
    'not ok with the fee',
    'I do not accept',
    'de acuerdo con el cargo?',
    'no está bien todo',
  ])('%j is no yes', (text) => {
    expect(readYesNo(text)).not.toBe(true);
  });
});

// Round 50: "así mero" at a change's confirmation was asked back.
describe("Mexico's 'así mero'", () => {
  it.each(['así mero', 'eso mero'])('%j is yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });
});
