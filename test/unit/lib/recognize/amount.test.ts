import {
  addsWithoutTarget,
  readAmountCents,
  readAmountChange,
  readAmountTimes,
  readChangeAndResult,
} from '../../../../lib/recognize/amount';
import { movesWithoutTarget } from '../../../../lib/recognize/change-by';

describe('readAmountCents', () => {
  it.each([
    ['$3', 300],
    ['3', 300],
    ['4', 400],
    ['3 dollars', 300],
    ['1 dollar', 100],
    ['three dollars', 300],
    ['twenty five dollars', 2500],
    ['3.50', 350],
    ['3.5', 350],
    ['$4.50', 450],
    ['$ 4', 400],
    ['4 bucks', 400],
    ['four bucks', 400],
    ['two dollars fifty', 250],
    ['2 dollars and 50 cents', 250],
    ['50 cents', 50],
    ['fifty cents', 50],
    ['three', 300],
    ['make it $4', 400],
    ['a $3 tip please', 300],
    ['tip of 5 dollars', 500],
    ['$0', 0],
    ['0 dollars', 0],
    ['zero dollars', 0],
    ['$3 or three dollars', 300],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each([
    '0',
    'zero',
    'no tip',
    'none',
    '',
    '2 50',
    'two three',
    '$3 or $4',
    '3.555',
    '12345',
    'a few dollars',
    'second',
    '20%',
    '18 per cent',
    'el 15 por ciento',
  ])('reads no amount in %j', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });
});

describe('readAmountCents: a range of amounts is none (invariant range-is-no-amount)', () => {
  it.each([
    '$4-5',
    '4–6 bucks',
    '$3 - $4',
    '3/4 dollars',
    'like 4 to 5 dollars',
    'de 3 a 4 dólares',
    'tres a cuatro dólares',
    'between 2 and 4 bucks',
    'entre 3 y 5 pesos',
  ])('%j is asked, never either end', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });

  it.each([
    ['four fifty', 450],
    ['$3 to the driver', 300],
    ['2 dollars and 50 cents', 250],
    ['5 a trip', 500],
  ])('%j is still one amount', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });
});

describe('readAmountCents: a half or fifty cents said after the dollars', () => {
  it.each([
    ['seis dólares y medio', 650],
    ['dos dolares y media', 250],
    ['four dollars and a half', 450],
    ['4 bucks and half', 450],
    ['one and a half dollars', 150],
    ['cinco y medio dólares', 550],
    ['seven and a half', 750],
    ['dos y medio', 250],
    ['ocho dólares y cincuenta', 850],
    ['ocho dólares con cincuenta', 850],
    ['6 dollars and fifty cents', 650],
    ['six dollars and fifty', 650],
    ['six fifty', 650],
    ['$6 and a half', 650],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each([
    'half',
    'y medio',
    'medio',
    'and a half dollars',
    '3 and a half hours',
    '3.50 and a half',
    'half a dollar',
    'two and a half weeks',
  ])('reads no amount in %j', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });
});

describe('readAmountChange', () => {
  it.each([
    ['3 more', 300],
    ['one dollar less', -100],
    ['$1.50 extra', 150],
    ['tres más', 300],
    ['dos dólares menos', -200],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readAmountChange(text)).toBe(cents);
  });

  // Issue 34, round 36: the change said against the amount shown, in words ("2 más de lo que tiene").
  it.each([
    ['2 más de lo que tiene', 200],
    ['dos más de lo que tiene ahora', 200],
    ['2 more than it is now', 200],
    ['a dollar less than what it is', -100],
    ['$2 more than the current tip', 200],
    ['1 menos que ahora', -100],
    ['2 más de lo que tiene, porfa', 200],
  ])('reads %j, said against the amount shown, as %i cents', (text, cents) => {
    expect(readAmountChange(text)).toBe(cents);
  });

  it.each([
    '$3',
    'a bit more',
    'more or less 3',
    'make it 4',
    '2 more than last time',
    '2 más que la otra vez',
  ])('reads no change in %j', (text) => {
    expect(readAmountChange(text)).toBeUndefined();
  });
});

describe('amounts said as people say them aloud', () => {
  it.each([
    ['two fifty', 250],
    ['seis veinticinco', 625],
    ['three twenty five', 325],
    ['dos setenta y cinco', 275],
  ])('dollars then cents in words: %j is %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each([
    ['7 pesos', 700],
    ['diez pesos', 1000],
    ['cuatro pesitos', 400],
    ['unos 2 dolarcitos', 200],
    ['2.25 per trip', 225],
    ['4 each way', 400],
    ['2 x viaje', 200],
    ['cada viaje 3', 300],
  ])('"pesos" are dollars, and "per trip" says how the question counts: %j is %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each([
    ['bump it up by 1', 100],
    ['raise it by $2', 200],
    ['lower it by one', -100],
    ['súbele 3', 300],
    ['bájale un dólar', -100],
  ])('a change said with a verb and "by": %j is %i cents', (text, cents) => {
    expect(readAmountChange(text)).toBe(cents);
  });

  it.each([
    ['bump it up 4 dollars', 400],
    ['bump it 1', 100],
    ['raise it $3', 300],
    ['up it by 2', 200],
    ['up it 2 bucks', 200],
    ['bump it down 1', -100],
    ['lower it 2 dollars', -200],
    ['súbele 4 dólares', 400],
    ['ponle 1 más', 100],
  ])('a change said with a verb of moving and no "to": %j is %i cents', (text, cents) => {
    expect(readAmountChange(text)).toBe(cents);
  });

  it.each([
    'bump it up to 4',
    'súbela a 4',
    'pick up 3',
    'raise it',
    'pick it up at 2',
    'bump it up 2 or 3',
    'bump it up and down 2',
  ])('%j is no change by an amount', (text) => {
    expect(readAmountChange(text)).toBeUndefined();
  });

  it.each([
    ['double it', 2],
    ['make it double', 2],
    ['que sea el doble', 2],
    ['twice as much', 2],
    ['la mitad', 0.5],
  ])('%j is %d times the amount shown', (text, times) => {
    expect(readAmountTimes(text)).toBe(times);
  });

  it.each(['double it to 10', 'doble 5', 'twice a week'])('%j is no multiple alone', (text) => {
    expect(readAmountTimes(text)).toBeUndefined();
  });
});

describe('a tip given to someone, or set with a verb of moving it', () => {
  it.each([
    ['give the courier 4', 400],
    ['leave the driver two', 200],
    ['denle cuatro al repartidor', 400],
    ['déjele 2 al chavo', 200],
    ['bump it to 6', 600],
    ['bájala a 2', 200],
    ['cámbiala a 4', 400],
    // The verb of giving in any person, vos and usted too ("ponele", "póngale", "dejá"), to whoever brings it.
    ['ponele 4 al chamo', 400],
    ['póngale dos al señor', 200],
    ['dejá 5 al muchacho', 500],
    ['agréguele 3 al mensajero', 300],
    ['give the dude 6', 600],
    // Issue 34, round 36: whoever brings it, as people call them.
    ['give the kid 4.50', 450],
    ['tip the kid 4.50', 450],
    ['give the delivery guy 5', 500],
    ['leave the lady 3', 300],
    ['dale 3 al chamaco', 300],
    // Issue 34, round 13: the fillers of a spoken answer ("pues", "entonces", "nomás") around the amount.
    ['pues tres', 300],
    ['siete entonces', 700],
    ['cuatro nomás, pues', 400],
    // Round 43: "nomás" written apart, or "nada más", last (invariant just-last-is-no-more).
    ['dale 4 no más', 400],
    ['$2.50 nada más', 250],
    ['cinco no mas!', 500],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each([
    // A verb of moving without "to" may be a change; two amounts are no one amount.
    'súbele 2',
    'raise it 3',
    'give him 3 or 4',
    '2 to 3',
    'pues tres o cuatro',
    // First, it is a cap: no more than that.
    'no más de 5',
  ])('reads no amount in %j', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });
});

describe('readChangeAndResult', () => {
  it.each([
    ['raise it by 3, making it 7', { by: 300, to: 700 }],
    ['add $1.00 more, so $5.00 each way', { by: 100, to: 500 }],
    ['súbele 2, o sea 6', { by: 200, to: 600 }],
    ['one less = 2', { by: -100, to: 200 }],
  ])('%j is a change and the amount it comes to: %j', (text, read) => {
    expect(readChangeAndResult(text)).toEqual(read);
  });

  it.each(['2 more', 'so 5', 'make it 5', '$5, so the driver is happy'])('%j is not both', (text) => {
    expect(readChangeAndResult(text)).toBeUndefined();
  });
});

describe('readAmountCents: the unit mistyped or in slang (fuzzy-match.ts typoOf)', () => {
  it.each([
    ['3 dollers', 300],
    ['tres dolars', 300],
    ['2 dollers and 50 cnets', 250],
    ['5 pavos', 500],
    ['dale 4 pavos al chamo', 400],
  ])('%j: %j', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });
  // "doles" is no unit's typo (two edits from "dollars", its first letters no "dls"): asked back.
  it.each(['3 doles', '3 bolars'])('%j is no amount', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });
});

describe('movesWithoutTarget: a number moved by, never taken as the value', () => {
  it.each(['bump it up 2 or 3', 'raise it 4 or so', 'súbele unos 2', 'up it 3', 'lower it 1 i guess'])(
    '%j moves without a target',
    (text) => {
      expect(movesWithoutTarget(text)).toBe(true);
    },
  );

  it.each(['raise it to 5', 'súbela a 5', '5 dollars', 'pick up 3', 'make it 4'])('%j does not', (text) => {
    expect(movesWithoutTarget(text)).toBe(false);
  });
});

describe('issue 34, round 30: amounts as said aloud, in slang, or with the unit corrected', () => {
  it.each([
    // "em" is "them" as it is said: whom the tip goes to.
    ['give em 4', 400],
    ["leave 'em six", 600],
    // Latin American slang for dollars, taken only as typed (a typo of "bolsas" is no "bolas").
    ['seis varos', 600],
    ['4 bolas', 400],
    ['dale 3 lucas', 300],
    // The unit taken back and said again: the amount is the one said, in the unit said last.
    ['4 pounds, I mean dollars', 400],
    ['dos euros, perdón, dólares jeje', 200],
    ['7 euros... no, dollars lol', 700],
    ['ocho, digo, ocho dólares', 800],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each([
    // A bag count is no amount, however near "bolas" it is typed.
    '5 bolsas',
    // Another money than dollars, or a correction to one, is asked.
    '3 euros',
    '3 dollars, I mean euros',
    // A unit said again over two amounts says which of them? asked.
    '3 or 4 euros, digo, dólares',
    'give em 3 or 4',
  ])('reads no amount in %j', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });

  it.each([
    // The Spanish verbs of raising and lowering in every person (usted, ustedes, vos).
    ['súbale uno más', 100],
    ['súbanle 2', 200],
    ['bájele un dólar', -100],
    ['subile dos', 200],
  ])('reads the change %j as %i cents', (text, cents) => {
    expect(readAmountChange(text)).toBe(cents);
  });
});

describe('issue 34, round 34: a raise said with the tip as its object, or with a bare verb', () => {
  it.each([
    // "Súbela dos dólares" at a $3 tip is $5: "-la" is the tip, never the new amount.
    ['Súbela dos dólares', 200],
    ['súbelo 2', 200],
    ['bájala un dólar', -100],
    ['auméntala 3 dólares', 300],
    ['súbanla 2', 200],
    ['sube la propina 2 dólares', 200],
    ['baja la propina un dólar', -100],
    ['aumenta 1', 100],
    ['raise the tip 2 dollars', 200],
    // "sumar" (add to) says a change too: "súmale 2 dólares" is $2 more, never $2.
    ['súmale 2 dólares', 200],
    ['súmele dos', 200],
    // Taken off, "restar", higher, topped up: changes too, never the amount itself.
    ['take off 2 dollars', -200],
    ['knock a dollar off', -100],
    ['réstale un dólar', -100],
    ['2 bucks higher', 200],
    ['top it up 2 dollars', 200],
    // English's article "a" is no Spanish "a" (to): "bump it up a dollar" is $1 more.
    ['bump it up a dollar', 100],
    ['take a dollar off', -100],
  ])('reads the change %j as %i cents', (text, cents) => {
    expect(readAmountChange(text)).toBe(cents);
  });

  it.each(['Súbela dos dólares', 'sube 2', 'bájalo 1'])(
    '%j moves the amount shown, never says it',
    (text) => {
      expect(movesWithoutTarget(text)).toBe(true);
    },
  );

  // "que baje 2 bolsas" brings the bags down, "que suba" the driver up: no change by 2.
  it.each(['que baje 2 bolsas', 'que suba 2'])('%j is no change', (text) => {
    expect(readAmountChange(text)).toBeUndefined();
  });

  it.each(['súbela a 5', 'bájala a 2', 'sube la propina a 4'])('%j names the value, no change', (text) => {
    expect(readAmountChange(text)).toBeUndefined();
  });
});

describe('addsWithoutTarget: an amount added, more or in all unsaid (issue 34, round 34)', () => {
  it.each(['add $2', 'add two bucks', 'add 2 dollars please'])('%j adds without a target', (text) => {
    expect(addsWithoutTarget(text)).toBe(true);
  });

  it.each([
    'add a $2 tip',
    'add 2 more',
    'add another dollar',
    '$2',
    'add it',
    'add $1.00 more, so $5.00 each way',
  ])('%j does not', (text) => {
    expect(addsWithoutTarget(text)).toBe(false);
  });
});

// Issue 34 (round 38): "4,50 $" and "Subidla a 5 $" at the tip were asked back: the sign after the amount,
// and the decimal comma, as Spain and much of Latin America write money; "subid", "bajad" (vosotros).
describe('an amount written with its sign after it, or a decimal comma', () => {
  it.each([
    ['4,50 $', 450],
    ['4,50$', 450],
    ['5 $', 500],
    ['5$', 500],
    ['3.50 $', 350],
    ['4,50', 450],
    ['$4,50', 450],
    ['4,50 dólares', 450],
    ['Subidla a 5 $', 500],
    ['bajadla a 2', 200],
    ['súbanla a 6', 600],
  ])('reads %j as %p cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each(['3, 4', '1,000', '2,5,6', 'subidle 2'])('reads no amount in %j', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });
});

// Issue 34, round 38: "la propina, subila a 5": the tip set with vos, ustedes or vosotros ("subila",
// "súbanla", "subidla") was no amount; as "súbela a 5" it is.
describe('an amount set by a verb of raising in every person', () => {
  it.each(['subila a 5', 'súbanla a 5', 'subidla a 5', 'súbala a 5', 'bajala a 5'])('%j is $5', (text) => {
    expect(readAmountCents(text)).toBe(500);
  });
});

// Round 42: "USD 5" at the tip was asked back: the currency code written before the amount, as on a
// receipt or a bank statement.
describe('an amount with its currency code before it', () => {
  it.each([
    ['usd 4', 400],
    ['USD 2.50', 250],
    ['usd4', 400],
    ['US$ 6', 600],
    ['tip USD 7.00 please', 700],
  ])('reads %j as %p cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each(['usd', 'usd 3 or usd 4', 'dollars 4 5'])('reads no amount in %j', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });
});

// Round 44: a word saying this one rather than another, beside an amount, says which, never how much;
// "no más" last is "just" in a change too (invariant just-last-is-no-more).
describe('an amount said with a word of preference, or a change with "no más" last', () => {
  it.each([
    ['5 instead', 500],
    ['mejor 3.75', 375],
    ['ok 6 then', 600],
    ['better make it 8', 800],
    ['make it 7 instead', 700],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each([
    ['súbele tres dólares más no más', 300],
    ['dos más nada más', 200],
    ['one more dollar no más', 100],
  ])('reads the change %j as %i cents', (text, cents) => {
    expect(readAmountChange(text)).toBe(cents);
  });

  it.each(['3 or 4 instead', 'mejor no'])('%j is no amount', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });
});

// Rounds 47/48: "a fiver", "make it a fiver" at the tip were "A tip is an amount like $3.00".
describe('a bill by its slang name', () => {
  it.each([
    ['a fiver', 500],
    ['make it a fiver', 500],
    ['a tenner', 1000],
  ])('%j is %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });
  it('"a fiver or a tenner" offers two: none', () => {
    expect(readAmountCents('a fiver or a tenner')).toBeUndefined();
  });
});

// Round 47: "La propina, que sea de cinco" asked the amount again.
describe('an amount wished so', () => {
  it.each([
    ['que sea de cinco', 500],
    ['que sean 5', 500],
  ])('%j is %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });
});
