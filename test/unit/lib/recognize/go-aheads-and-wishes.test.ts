/**
 * What the person wants to do, said in their own words (issue 34): go-aheads with regional words and
 * commentary, a wish to change before going ahead, signing up, a person asked for, back to the bot. Read
 * by kind, never by sentence: each phrasing here is one no held-out round had.
 */
import { recognizeChoice } from '../../../../lib/recognize';
import { readConfirm, wantsAChange } from '../../../../lib/recognize/confirm';
import { saysSomethingWrong } from '../../../../lib/recognize/mistake-said';
import { isNeutral } from '../../../../lib/recognize/neutral-words';
import { isNewCustomer } from '../../../../lib/recognize/new-customer';
import { leavesForTheBot, readPersonRequest } from '../../../../lib/recognize/person-request';
import { readPriceAccepted } from '../../../../lib/recognize/price-accepted';
import { readLeadingYesNo, readYesNo } from '../../../../lib/recognize/yes-no';

const PLACE = [{ value: 'place', label: 'Place order', role: 'primary' as const }];
const APPLY = [{ value: 'apply', label: 'Hacer este cambio', role: 'primary' as const }];

describe('regional discourse words are neutral', () => {
  it.each(['po', 'ideay', 'bacan', 'vaya', 'che', 'tiro', 'pucha', 'lol'])('%j changes no answer', (word) => {
    expect(isNeutral(word)).toBe(true);
  });

  it.each(['ñaño', 'ñañita', 'pana', 'panita', 'joven'])('the vocative %j changes no answer', (word) => {
    expect(isNeutral(word.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(true);
  });

  it.each(['claro ñañito', 'sí pana', 'ok joven, gracias', 'no ñaña'])(
    '%j is a yes or a no, said to someone',
    (text) => {
      expect(readYesNo(text)).toBe(!text.startsWith('no'));
    },
  );

  it.each(['si po', 'sipo gracias', 'ya po', 'ok che', 'claro wey', 'yes lol'])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each(['no po', 'nopo', 'nah bro'])('%j is a no', (text) => {
    expect(readYesNo(text)).toBe(false);
  });

  it.each(['po', 'vaya', 'ideay', 'che'])('%j alone is neither', (text) => {
    expect(readYesNo(text)).toBeUndefined();
  });
});

describe('imperatives of going ahead, in tú, usted and vos', () => {
  it.each(['dale, hacela', 'ok, ponelo', 'sí, agéndelo', 'confírmela', 'procésalo por favor', 'metele'])(
    '%j is a yes',
    (text) => {
      expect(readYesNo(text)).toBe(true);
    },
  );

  it.each(['ponele 3', 'hace frío', 'manda'])('%j is no yes by itself', (text) => {
    expect(readYesNo(text)).toBeUndefined();
  });

  it.each([
    'sí, hacé el pedido',
    'dale, poné la orden',
    'alright go',
    'yes, go on',
    'sure, schedule it',
    'ok finalize it',
  ])('%j confirms what is shown', (text) => {
    expect(
      readConfirm(text, text.includes('orden') || text.includes('pedido') ? APPLY : PLACE),
    ).toBeDefined();
  });

  it.each(['go', 'go to the other address', 'ok go back'])('%j does not', (text) => {
    expect(readConfirm(text, PLACE)).toBeUndefined();
  });
});

describe('what is shown named as the one, and going ahead', () => {
  it.each([
    'yep that is the one',
    'this is the one, thanks',
    'sí, esa es',
    'ese mismo',
    'listo, hágale',
    "ok let's do this",
  ])('%j is a yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each(["that is the one I don't want", "let's go with the card", 'esa es la que no quiero'])(
    '%j is no yes: said as a whole reply only',
    (text) => {
      expect(readLeadingYesNo(text)).toBeUndefined();
    },
  );
});

describe('a price from the screen said as commentary', () => {
  it.each([
    ['12.50 is steep but ok', [1250]],
    ['7.99 is pricey but fine, go ahead', [799]],
    ['12.50 es caro pero dale', [1250]],
    ['vale, está bien eso de los 7.99', [799]],
  ])('%j accepts %j', (text, cents) => {
    expect(readPriceAccepted(text)).toEqual(cents);
  });

  it.each([
    '12.50 is steep',
    '12.50 is steep but no',
    '7.99 is a lot but change the day',
    '7.99 es caro pero no',
  ])('%j accepts nothing', (text) => {
    expect(readPriceAccepted(text)).toBeUndefined();
  });
});

describe('a mistake said at a confirmation', () => {
  it.each([
    "hold on, there's a typo",
    'I messed up',
    'oops, I typed that wrong',
    'espérese, hay un error',
    'ups, me equivoqué',
    'creo que lo puse mal',
  ])('%j says something is wrong', (text) => {
    expect(saysSomethingWrong(text)).toBe(true);
    expect(wantsAChange(text)).toBe(true);
  });

  it.each(['nothing is wrong', 'no está mal', 'my last name is wrong', 'not bad', 'no, está bien'])(
    '%j does not',
    (text) => {
      expect(saysSomethingWrong(text)).toBe(false);
    },
  );

  it.each([
    'wait, I have to fix my last name before you create the account',
    'quiero corregir algo antes de crear la cuenta',
  ])('%j is a change before the account is made', (text) => {
    expect(wantsAChange(text)).toBe(true);
  });

  it('"create it before noon" is no change', () => {
    expect(wantsAChange('create it before noon')).toBe(false);
  });

  it.each([
    'hmm, let me edit something',
    'not yet, I have to adjust one thing',
    'espere, necesito arreglar algo primero',
  ])('%j wishes a change, unnamed', (text) => {
    expect(wantsAChange(text)).toBe(true);
  });

  it.each(['no changes', "don't change anything", 'cámbiela', 'change it', 'correcto', 'that is correct'])(
    '%j wishes no change',
    (text) => {
      expect(wantsAChange(text)).toBe(false);
    },
  );
});

describe('an interjection before a correcting "no"', () => {
  const options = [
    { value: 'apply', label: 'Hacer este cambio', role: 'primary' as const, synonyms: ['si'] },
    { value: 'other', label: 'Cambiar otra cosa', role: 'choice' as const },
    { value: 'keep', label: 'Dejarlo igual', role: 'choice' as const, synonyms: ['no', 'keep'] },
  ];
  const read = (text: string) => recognizeChoice(text, options, { multi: false, timeZone: 'UTC' });

  it.each(['eh no, mejor cambiar otra cosa', 'uh no, cambiar otra cosa'])('%j is what follows', (text) => {
    expect(read(text)).toEqual({ kind: 'picked', values: ['other'] });
  });

  it('"oh no" alone is the no', () => {
    expect(read('oh no')).toEqual({ kind: 'picked', values: ['keep'] });
  });
});

describe('new here, in a wish', () => {
  it.each(['hello, I would like to create an account', 'che, todavía no tengo cuenta', 'I wanna register'])(
    '%j is a new customer',
    (text) => {
      expect(isNewCustomer(text)).toBe(true);
    },
  );

  it('"I would like to use my new number" is not', () => {
    expect(isNewCustomer('I would like to use my new number')).toBe(false);
  });
});

describe('a person asked for, with regional words and a doubt after', () => {
  it.each([
    'oye che, quiero hablar con una persona',
    'aguarde, necesito hablar con alguien antes',
    'hold up, I want to talk to someone first',
  ])('%j is a request', (text) => {
    expect(readPersonRequest(text)).toEqual({});
  });

  it('a doubt straight after the request is the question carried to staff', () => {
    expect(readPersonRequest('can an actual human help me not sure which detergent')).toEqual({
      question: 'not sure which detergent',
    });
  });

  it('"can someone help me carry the bags" asks for no person', () => {
    expect(readPersonRequest('can someone help me carry the bags')).toBeUndefined();
  });
});

describe('back to the bot, named by what it is', () => {
  it.each([
    "thanks, I'm done, back to the automated system",
    'pucha gracias, ya terminé, vuelvo con el robot',
    'listo, de regreso con el asistente',
    'listo, regréseme al asistente',
  ])('%j leaves the person', (text) => {
    expect(leavesForTheBot(text)).toBe(true);
  });

  it.each(['the automated system charged me twice', 'el robot no me entiende'])('%j does not', (text) => {
    expect(leavesForTheBot(text)).toBe(false);
  });
});

describe('a go-ahead with thanks for the patience, or "go ahead" after the yes', () => {
  it.each([
    'perfect, thanks, go ahead',
    'great, thank you for your patience, go ahead and place it',
    'ok pana, mándelo',
    'sí, hágalo, gracias por su paciencia',
    'listo joven, muchas gracias por su ayuda, haga el pedido',
  ])('%j places the order', (text) => {
    expect(readConfirm(text, PLACE)).toBe('place');
  });

  it.each([
    'go ahead and change the bags',
    'gracias por su paciencia',
    'thank you for your patience, one more thing',
    'ok, go ahead and drop it',
  ])('%j is no go-ahead', (text) => {
    expect(readConfirm(text, PLACE)).toBeUndefined();
  });
});

// Issue 34, round 17: go-aheads, price remarks and refusals at confirmations, read by their parts.
describe('a go-ahead verb said alone, or with now', () => {
  it.each([
    'send it in',
    'ship it 🙌',
    'ok, send it off',
    'ábrela',
    'sí, créala ya mismo',
    'yes, right away',
  ])('%j goes ahead', (text) => {
    expect(readConfirm(text, PLACE)).toBe('place');
  });

  it.each(['send it to my office', 'send it tomorrow', 'ábrela el lunes', 'create a new one'])(
    '%j says where, when or what: no go-ahead',
    (text) => {
      expect(readConfirm(text, PLACE)).toBeUndefined();
    },
  );
});

describe('"todo" clipped to "to", and thanks as a blessing', () => {
  it.each(['to bien', 'ta todo bien así', 'sí, hágalo, Dios lo bendiga', 'well ok'])(
    '%j is a yes',
    (text) => {
      expect(readYesNo(text)).toBe(true);
    },
  );

  // "caro" is one letter from "claro": the price found dear, never a yes.
  it.each(['caro', 'muy caro', 'está caro'])('%j is no yes', (text) => {
    expect(readYesNo(text)).toBeUndefined();
    expect(readConfirm(text, APPLY)).toBeUndefined();
  });
});

describe('a yes said with why', () => {
  it.each([
    'sure, since she earned it',
    'sí, porque se lo ganó',
    'dale que se lo ganó el repartidor',
    'yes, cuz he was great',
  ])('%j goes ahead', (text) => {
    expect(readConfirm(text, APPLY)).toBe('apply');
  });

  it.each([
    'sí, que lo dejen en la puerta',
    'ok, que cuánto sale',
    'yes because monday is better',
    'sí, porque no voy a estar',
    'dale que se lo merece pero cambia la hora',
    'ok so how much is it',
  ])('%j asks, instructs or changes something: no go-ahead', (text) => {
    expect(readConfirm(text, APPLY)).toBeUndefined();
  });
});

describe('a price said with resignation or as not bad', () => {
  it.each([
    ["well $4.99 isn't bad, ok", [499]],
    ['bueno, 12.50 no está mal, dale', [1250]],
    ['ok aunque sea 4.99, ni modo', [499]],
    ['fine, $7 what can you do', [700]],
  ])('%j accepts %j', (text, cents) => {
    expect(readPriceAccepted(text)).toEqual(cents);
  });

  it.each(['4.99? ni modo', '$7, what can you do', '4.99 is not bad but no'])('%j is no yes', (text) => {
    expect(readPriceAccepted(text)).toBeUndefined();
  });
});

describe('another change wished for, with the price found dear', () => {
  it.each(["that's pricey, I'd like to change something else", 'muy caro, quiero cambiar otra cosa'])(
    '%j is a change',
    (text) => {
      expect(wantsAChange(text)).toBe(true);
    },
  );

  it.each(['muy caro', "don't change anything else"])('%j is no wish to change', (text) => {
    expect(wantsAChange(text)).toBe(false);
  });
});

// Issue 34, round 26: the cost found dear before the go-ahead ("is expensive... ok yes do it"), and the
// wrong one picked said with its no ("wait no wrong one").
describe('a go-ahead after the cost found dear; the wrong one said', () => {
  const review = [
    { value: 'apply', label: 'Make this change', role: 'primary' as const },
    { value: 'keep', label: 'Keep it as it was', role: 'choice' as const },
  ];
  it.each(['pricey... ok go ahead', 'uff es caro, pero dale', 'too much but yes, make the change'])(
    '%j makes the change',
    (text) => {
      expect(readConfirm(text, review)).toBe('apply');
    },
  );

  it.each(['pricey... no', 'too much, keep it', 'expensive', 'es caro, no sé'])(
    '%j makes no change',
    (text) => {
      expect(readConfirm(text, review)).toBeUndefined();
    },
  );

  it.each(['hold on, no, wrong one', 'oops, picked the wrong one'])('%j says something is wrong', (text) => {
    expect(saysSomethingWrong(text)).toBe(true);
  });

  it.each(['no mistake', 'the one', 'no, one'])('%j says nothing is wrong', (text) => {
    expect(saysSomethingWrong(text)).toBe(false);
  });
});
