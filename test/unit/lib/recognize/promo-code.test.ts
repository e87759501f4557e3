import { readPromoCode } from '../../../../lib/recognize/promo-code';

describe('readPromoCode', () => {
  it.each([
    ['FALL10', 'FALL10'],
    ['fall10', 'FALL10'],
    ['my code is FALL10', 'FALL10'],
    ['use code fall10 please', 'FALL10'],
    ['code: FALL-10', 'FALL-10'],
    ['I have a coupon: welcome5', 'WELCOME5'],
    ['WELCOME', 'WELCOME'],
  ])('reads %j as %j', (text, code) => {
    expect(readPromoCode(text)).toBe(code);
  });

  it.each([
    'no',
    'skip',
    'none',
    'yes',
    'no thanks',
    'nope',
    'n/a',
    "I don't have one",
    'help',
    'FALL10 or SPRING5',
    '',
  ])('reads no code in %j', (text) => {
    expect(readPromoCode(text)).toBeUndefined();
  });
});
