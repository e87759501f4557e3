/** "I'm new here" in the person's own words, at the sign-in's phone (invariant new-customer-whole). */
import { isNewCustomer, nameAfterNewCustomer } from '../../../../lib/recognize';

describe('a new customer', () => {
  it.each([
    "I'm new here",
    "it's my first time, I need to sign up",
    "I don't have an account",
    // Round 40: not a customer yet.
    'todavía no soy cliente, quiero registrarme',
    'no soy clienta',
    'hi, I want to create an account',
    'soy nueva aquí',
    'no tengo cuenta, quiero registrarme',
    "I still haven't got an account",
    'todavía no estoy registrada',
    'not registered yet',
  ])('%j says the person is new', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });

  it.each([
    'my new number is 212 555 0101',
    'my account',
    'new phone who dis',
    'I have an account',
    '2125550101',
  ])('%j does not', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });

  it.each(['this is my first time using this', 'es la primera vez que uso esto'])(
    '%j says the person is new (issue 34)',
    (text) => {
      expect(isNewCustomer(text)).toBe(true);
    },
  );
});

// Issue 34, round 6: never having used the service is being new.
describe('never having used the service', () => {
  it.each([
    "i've never ordered from you",
    'never tried this service before',
    'nunca he usado el servicio',
    'no he pedido antes',
  ])('%j is new', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });
  it.each(['i have never used this number', 'never', 'you guys before'])('%j is not', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });
});

// Issue 34: whose service, and what it is called.
describe('never having used the service, named', () => {
  it.each(["I've never tried your app", 'nunca he usado su servicio', 'primera vez q uso la app'])(
    '%j is a new customer',
    (text) => {
      expect(isNewCustomer(text)).toBe(true);
    },
  );

  it.each(['your service', 'my app', 'su cuenta'])('%j is not', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });
});

describe('a new customer asking how, greeting first, or in Taglish', () => {
  it.each([
    'How can I register?',
    'Good evening. First time here, I would like to create an account.',
    'buenas noches, ¿cómo hago para registrarme?',
    'quisiera darme de alta, es mi primera vez',
    'new customer ko po',
  ])('%j is new', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });

  it.each(['how do I sign in?', 'buenos días', 'how do I change my number'])('%j is not', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });
});

// Issue 34 (round 17): one ordering for another says whom for, then that they have no account.
describe('no account, said by one ordering for another', () => {
  it.each([
    "im ordering for my neighbor, she doesn't have an account",
    'hello, ordering on behalf of the Kims, they have no account',
    'estoy pidiendo para la señora Ruiz, ella no tiene cuenta',
    'the family doesnt have an account',
  ])('%j is new', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });
  it.each([
    'im ordering for my neighbor, 646 555 0177',
    'im ordering for my neighbor, she has an account',
    'ordering for the kims',
  ])('%j is not', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });
});

describe('new, said after a greeting of more than one word (a first message)', () => {
  it.each([
    'hey there, first time using this',
    'hello there, new customer',
    'buenas, soy clienta nueva',
    'buen día, primera vez',
  ])('%j is new', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });

  it.each(['hey there', 'buenas, can you pick up my laundry', 'hi there, my new number is 212 555 0101'])(
    '%j is not',
    (text) => {
      expect(isNewCustomer(text)).toBe(false);
    },
  );
});

// Issue 34, round 21: "vez" typed as it sounds ("primera ves"), and "never used" said in the present.
describe('a new customer, as typed and said', () => {
  it.each(['mi primera ves aquí', 'I never use y’all before, sign me up', 'never use this app'])(
    '%j is',
    (text) => {
      expect(isNewCustomer(text)).toBe(true);
    },
  );

  it.each(['never use my old number', 'primera ves que me cobran'])('%j is not', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });
});

// Issue 34, rounds 21–23: new said by its parts, the account's article dropped or its words turned
// around ("ME NEW. ACCOUNT NONE."), one wanted ("I want to make one"), said of another ("she's never used
// this before"), fondly ("nuevita"), with a region's opener ("diay,", "chacho").
describe('new here, said by its parts', () => {
  it.each([
    "he's never used this before",
    "we don't have account, we want to make one",
    'NEW HERE. ACCOUNT NONE.',
    'diay, todavía no tengo cuenta, quiero abrir una',
    'soy nuevito, nunca he usado esta vaina',
    'no tengo cuenta chacho, me quiero registrar',
  ])('%j is new here', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });

  it.each(["he's used this before", 'make one order', 'my account is new', 'ACCOUNT 2125550101'])(
    '%j is not new here',
    (text) => {
      expect(isNewCustomer(text)).toBe(false);
    },
  );
});

// Issue 34, round 26: new said of a relation ("dad doesn't have an account yet"), beside how they heard
// of the service ("my neighbor told me about you"), or asked how ("¿cómo me registro?").
describe('new here, said of a relation, beside who sent them, or asked how', () => {
  it.each([
    "grandma doesn't have an account",
    'mi suegra no tiene cuenta todavía',
    'first time ordering, my coworker recommended you guys',
    'hello, never used your service, a friend told me about you',
    'es mi primera vez, mi vecina me habló de ustedes',
    'nunca he pedido, ¿dónde me registro?',
  ])('%j is new here', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });

  it.each([
    'my coworker recommended you guys',
    'mi vecina me habló de ustedes',
    'grandma has an account',
    'my dad',
    'my neighbor told me about you, her number is 212 555 0199',
  ])('%j is not new here', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });
});

// Issue 34, round 32: "first time here hon, never used yinz before" was asked back: "yinz" (Pittsburgh's
// plural "you") is "you" (normalize.ts `TEXTED`).
describe('never having used the service, "you" said as a region says it', () => {
  it.each(['never ordered from yinz', 'new, never used youse before'])('%j is a new customer', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });
  it('"yinz again" is not', () => {
    expect(isNewCustomer('yinz again')).toBe(false);
  });
});

// Round 34: "somo nuevo, queremo abrir cuenta pal restaurant" was read as a phone number that was not
// one. "we" said of a business (its s dropped or not: "somo", "queremo"), and what the account is for ("pal
// restaurant", "for our shop"), beside being new.
describe('new, said for a business, the s dropped', () => {
  it.each([
    'somo nuevo, queremo abrir cuenta pal restaurant',
    'somos nuevos, queremos abrir una cuenta para el restaurante',
    'somos nuevos, necesitamos una cuenta para la tienda',
    "we're new, we need an account for our restaurant",
    'we are new here, want to open an account for the shop',
    'first time, need an account for my business',
  ])('%j is a new customer', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });
  it.each([
    'somos del restaurante',
    'the restaurant has an account',
    'queremos pedir para el restaurante',
    'es la cuenta del restaurante, 212 555 0101',
  ])('%j is not new here', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });
});

// Stranger's try: said again after the phone was asked ("like i said im new"), and the people it was
// never used with said short ("never ordered w yall").
describe('new, said again, and never used with whom, texted', () => {
  it.each([
    'like i said im new, never ordered w yall',
    'as i said, first time here',
    'como le dije, soy nueva',
    'ya le dije que es mi primera vez',
    'first time, setting up for my bakery',
    'never ordered w you guys',
  ])('%j is a new customer', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });
  it.each(['like i said, 212 555 0101', 'as i said i have an account', 'w yall'])(
    '%j is not new here',
    (text) => {
      expect(isNewCustomer(text)).toBe(false);
    },
  );
});

// Issue 34, round 36: never having done it before, said in many Englishes ("I ain't never done this
// before"), and the name typed as its own sentence after being new ("Sign me up. Ron Kowalski").
describe('never done this before, and the name typed after', () => {
  it.each([
    "I ain't never done this before",
    "I've never done this before",
    'never did this before',
    "I haven't done this before",
    'nunca he hecho esto',
    'nunca lo he hecho antes',
    'first time doing this',
    'es la primera vez que hago esto',
    'nunca he hecho un pedido',
  ])('%j is a new customer', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });
  it.each(["I've done this before", 'never done that address', 'done'])('%j is not new here', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });

  it.each([
    ['Sign me up. Ron Kowalski', 'Ron Kowalski'],
    ["I'm new here, Ana Lima", 'Ana Lima'],
    ['soy nueva. Me llamo Rosa Díaz', 'Rosa Díaz'],
    ['First time here! Name is Ron Kowalski.', 'Ron Kowalski'],
  ])('%j names %j', (text, name) => {
    expect(nameAfterNewCustomer(text)).toBe(name);
  });
  it.each([
    'Sign me up. ron kowalski',
    'Sign me up. 212 555 0101',
    "Sign me up. I'm Ron",
    'Ron Kowalski',
    'my account. Ron Kowalski',
    'Sign me up',
    'ME NEW. ACCOUNT NONE.',
    'Sign me up. New Customer',
  ])('%j names no one for certain', (text) => {
    expect(nameAfterNewCustomer(text)).toBeUndefined();
  });
});

// Issue 34, round 35: "hi its for my dad he doesnt have an account" was read as a phone number. Whom it
// is for, said before the one who has no account ("it's for my mom", "es para mi papá, él no tiene
// cuenta"), is one signing another up.
describe('isNewCustomer: signing up another, said as whom it is for', () => {
  it.each([
    'hi its for my dad he doesnt have an account',
    "it's for my mom, she doesn't have an account",
    'this is for my grandma, she has no account',
    'es para mi papá, él no tiene cuenta',
    'hola, es para mi abuela, ella no tiene cuenta',
  ])('%j is new', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });
  it.each(['its for my dad', 'es para mi papá', 'for my dad 212 555 0101', 'he has an account'])(
    '%j is not',
    (text) => {
      expect(isNewCustomer(text)).toBe(false);
    },
  );
});

// Issue 34, round 38: one to be set up, as a business says it ("we don't have an account yet — need to
// set one up", "no tenemos cuenta, hay que abrir una").
describe('an account to be set up, said by a business', () => {
  it.each([
    "We don't have an account yet — need to set one up",
    'need to set one up',
    'we need to set up an account',
    'no tenemos cuenta todavía',
    'no tenemos cuenta, hay que abrir una',
  ])('%j is new', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });

  it.each(['set up a pickup', 'my account is set up already', 'we have one set up'])(
    '%j is not new',
    (text) => {
      expect(isNewCustomer(text)).toBe(false);
    },
  );
});

// Round 42: new said around hearsay of praise, with "well" and "I guess", the b for v, and greeted in Panama.
describe('new, beside praise heard from another, as typed, or greeted in a region', () => {
  it.each([
    'well I have never done this before, my friend said you guys were really good, so sign me up',
    'my sister says y’all are great, I guess I’m new',
    'soy nuebo',
    'somos nuebos, queremos abrir cuenta',
    'Xopá, soy nueva',
    'primera vez usando la app, quiero registrarme',
  ])('%j is new', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });

  it.each(['my friend said you were closed', 'I guess', 'usando mi cuenta', 'nueba cuenta 2125550101'])(
    '%j is not new',
    (text) => {
      expect(isNewCustomer(text)).toBe(false);
    },
  );
});

// Round 43: a business's wish ("we'd like to"), the place it works from, Andean greetings and Mexico's "ándele".
describe('new, wished by a business for where it works, or greeted in the Andes', () => {
  it.each([
    "we'd like to sign up for our studio",
    'we need to register, for our coworking',
    'Buenas tardes, allillanchu. Somos nuevos.',
    'kamisaraki, soy nueva',
    'órale, quiero crear una cuenta',
  ])('%j is new', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });

  it.each(["we'd like to order for our studio", 'kamisaraki', 'ándele, quiero abrir mi cuenta', 'space'])(
    '%j is not new',
    (text) => {
      expect(isNewCustomer(text)).toBe(false);
    },
  );
});

// Round 44: "soy cliente nueva", "soy nueva, che, nunca usé esto" asked for the phone again; "qué necesito
// para registrarme?" started the sign-up. A customer new in either gender, never having used the
// service, is new; a question of what it takes is asked back.
describe('new as a customer of either gender, or never having used it; a question about it', () => {
  it.each([
    'soy una cliente nueva',
    'nuevo cliente, hola',
    "i'm a new client",
    'nunca lo he usado, soy nuevo',
    "never used this before, I'm new",
    "I've never used you guys",
    'es la primera vez, nunca usé el servicio',
  ])('%j is new', (text) => {
    expect(isNewCustomer(text)).toBe(true);
  });

  it.each([
    'what do i need to register?',
    '¿qué necesito para crear una cuenta?',
    'what i need to create an account?',
    'qué necesito pa abrir cuenta',
  ])('%j is not new: a question, asked back', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });
});

// Rounds 47/48: "never used ye before", "first time use" at the phone were "not a 10-digit number".
describe('new, said in the words of rounds 47 and 48', () => {
  it.each(['never used ye before', 'first time use', 'never ordered with you guys', 'first time user'])(
    '%j is new',
    (text) => {
      expect(isNewCustomer(text)).toBe(true);
    },
  );
  it.each(['use my account', 'ya tengo cuenta', 'the user is my husband'])('%j is not new', (text) => {
    expect(isNewCustomer(text)).toBe(false);
  });
});
