/** A yes naming the price it accepts (invariant price-accepted-is-shown: the step holds it to the price shown). */
import { readPriceAccepted } from '../../../../lib/recognize/price-accepted';

describe('a yes naming the price it accepts', () => {
  it.each([
    ['sure, $4.99 works', [499]],
    ['4.99 is ok with me', undefined],
    ['yep 12.50 is fine', [1250]],
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
