/** A yes naming the price it accepts (invariant price-accepted-is-shown: the step holds it to the price shown). */
import { isShownPrice, readPriceAccepted } from '../../../../lib/recognize/price-accepted';

describe('a yes naming the price it accepts', () => {
  it.each([
    ['sure, $4.99 works', [499]],
    ['4.99 is ok with me', undefined],
    ['yep 12.50 is fine', [1250]],
    // Round 40: "no problem" accepts it; the change asked for after it is the yes.
    ['sure 12.50 no problem', [1250]],
    ['$12.50 is fine, please make the change', [1250]],
    ['$12 is okay, go ahead', [1200]],
    ['vale, aunque sean 4.99', [499]],
    ['sí, por 12.50 está bien', [1250]],
    ['claro, con los $4.99 no hay problema', [499]],
    ['4.99 dollars is fine', [499]],
    // A whole number with its unit after it is a price.
    ['ok, 7 bucks works', [700]],
    ['yes 6 dollars is correct', [600]],
    ['sí, 8 dólares está correcto', [800]],
  ])('%j accepts %j', (text, cents) => {
    expect(readPriceAccepted(text)).toEqual(cents);
  });

  it.each([
    '4.99?? no way',
    'no, 12.50 is too much',
    'ok but 4.99 is a lot',
    'ok 3',
    'ok 3 bags',
    '4.99',
    'sí 4.99 pero el viernes',
    'ok',
  ])('%j accepts no price: no price named, a no, a "but", or no yes', (text) => {
    expect(readPriceAccepted(text)).toBeUndefined();
  });
});

it('a price with its unit alone accepts nothing: "4.99 dollars"', () => {
  expect(readPriceAccepted('4.99 dollars')).toBeUndefined();
});

describe('the fee named with its price (issue 34, round 15)', () => {
  it.each([
    ['sure, the fee of $12.99 is acceptable', [1299]],
    ['sige, okay lang yung 4.99', [499]],
    ['vale, el cargo de 7.99 está bien', [799]],
    ['ok, los 8.99 están bien', [899]],
  ])('reads %j', (text, cents) => {
    expect(readPriceAccepted(text)).toEqual(cents);
  });
  it.each(['the fee of 12.99 is not acceptable', 'no, yung 4.99 mahal', 'los 8.99 están bien caros'])(
    'does not read %j',
    (text) => {
      expect(readPriceAccepted(text)).toBeUndefined();
    },
  );
});

// Issue 34 (rounds 21–24): the price said back, or found dear, then a yes: the yes stands.
describe('a price echoed or found dear, then a yes', () => {
  it.each([
    ['$12.99? fair enough, book it', [1299]],
    ['7.99?? ok, go on then', [799]],
    ['¿Trece dólares? Bueno, sí, mándelo', [1300]],
    ['wow, 4.99! ok go ahead', [499]],
    ['uff, 7.99. bueno dale', [799]],
    ['sí, vale la pena los 7.99', [799]],
    ['ok, worth the 4.99', [499]],
    ['12.99 is worth it, yes', [1299]],
    ['sí, aunque me cobren los 7.99, mándelo', [799]],
    // The cost found dear, no price named: conceded with a "but" or an "aunque", the yes stands.
    ['kinda expensive but ok, do it', []],
    ['yikes, pricey but sure', []],
    ['vale, aunque está caro', []],
    ['está carito pero dale', []],
    ['sí, aunque sale caro. hágalo', []],
  ])('%j accepts %j', (text, cents) => {
    expect(readPriceAccepted(text)).toEqual(cents);
  });

  it.each([
    'pricey, no',
    'too expensive',
    'pricey but can I get a cheaper one',
    'ok but it is too expensive',
    'aunque es caro, no',
    '¿trece dólares? no',
    '12.99? really?',
    'expensive but friday',
  ])('%j accepts nothing', (text) => {
    expect(readPriceAccepted(text)).toBeUndefined();
  });
});

describe('a price said rounded to whole dollars is the one shown', () => {
  it.each([
    [1000, [999], true],
    [1300, [1299, 2500], true],
    [799, [799], true],
    [1100, [999], false],
    [900, [999], false],
    [500, [500], true],
    [600, [500], false],
  ])('%j of %j: %j', (cents, shown, is) => {
    expect(isShownPrice(cents, shown)).toBe(is);
  });
});

// Issue 34, round 30: a price written with the decimal comma of most of the Spanish-speaking world
// ("12,99"), remarked on, then accepted. Made-up phrasings, in no round.
describe('a price written with a decimal comma', () => {
  it.each([
    ['ay, 12,99... bueno, dale', [1299]],
    ['7,99 está bien, hágalo', [799]],
    ['uff $4,99, bueno sí', [499]],
    ['ok 9,99 is fine', [999]],
  ])('%j accepts %j', (text, cents) => {
    expect(readPriceAccepted(text)).toEqual(cents);
  });

  it.each([
    // A comma between two counts or a list, never a price: "2,3", "1,000"; and a price refused.
    'ok 2,3',
    'ok 1,000 is fine',
    '12,99? no, gracias',
    'ok, 12, 99',
  ])('%j accepts no price', (text) => {
    const read = readPriceAccepted(text);
    expect(read === undefined || read.length === 0).toBe(true);
  });
});

// Issue 34, rounds 33–34: the price itself said as the complaint before a "but" ("ugh 9.99 but fine
// yes"); the charge conceded without its price ("está bien, aunque cobren"); "worth it" beside a yes.
describe('a price or a charge conceded, then a yes', () => {
  it.each([
    ['ugh 9.99 but fine yes', [999]],
    ['9.99 but ok', [999]],
    ['$9.99, pero bueno, dale', [999]],
    ['está bien, aunque cobren', []],
    ['ok, even if you charge', []],
    ['vale, aunque me cobren el envío', []],
    ['yeah do it, worth it', []],
    ['sí, vale la pena', []],
  ])('%j accepts %j', (text, cents) => {
    expect(readPriceAccepted(text)).toEqual(cents);
  });

  it.each([
    '9.99 but no',
    '9.99 but change the day',
    'no, aunque cobren',
    'worth it?',
    'not worth it',
    'aunque cobren, no',
  ])('%j accepts nothing', (text) => {
    expect(readPriceAccepted(text)).toBeUndefined();
  });
});

describe('a price accepted with a Yiddish sigh (issue 34, round 36)', () => {
  it.each(['9.99?! gevalt. ok fine, do it', '$9.99? oy vey. fine, do it', 'oy, 9.99... ok go ahead'])(
    '%j accepts the price',
    (text) => {
      expect(readPriceAccepted(text)).toEqual([999]);
    },
  );
});

// Round 43: what the price is for said after it ("per trip", "por viaje"): the price, still held to the
// one shown by the step (invariant price-accepted-is-shown).
describe('a price said with what it is for', () => {
  it.each([
    ['yep, $4 per trip', [400]],
    ['sí, 6 dólares por viaje', [600]],
    ['ok $2.50 each trip is fine', [250]],
  ])('%j accepts %j', (text, cents) => {
    expect(readPriceAccepted(text)).toEqual(cents);
  });
  it.each(['no, $4 per trip', '$4 per trip?', 'per trip'])('%j accepts no price', (text) => {
    expect(readPriceAccepted(text)).toBeUndefined();
  });
  it('a price per trip not shown is not the one shown', () => {
    expect(isShownPrice(400, [500, 1199])).toBe(false);
  });
});
