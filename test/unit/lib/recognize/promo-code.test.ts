import { readPromoCode } from '../../../../lib/recognize/promo-code';

describe('readPromoCode', () => {
  it.each([
    ['FALL10', 'FALL10'],
    ['fall10', 'fall10'],
    ['my code is FALL10', 'FALL10'],
    ['use code fall10 please', 'fall10'],
    ['code: FALL-10', 'FALL-10'],
    ['I have a coupon: welcome5', 'welcome5'],
    ['WELCOME', 'WELCOME'],
    ['FALL10.', 'FALL10'],
    ["it's (FALL10)", 'FALL10'],
    ['__proto__', '__proto__'],
    ['SAVE_5', 'SAVE_5'],
  ])('reads %j as %j, as typed: never re-cased nor its own characters dropped', (text, code) => {
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
