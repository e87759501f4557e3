import { formatCents, formatFee, moneyText, saidWithVowel } from '../../../lib/money';

describe('formatCents', () => {
  it('one money format: every amount in dollars and cents, "$14.00" beside "$4.99", never "$14"', () => {
    expect(formatCents(1400)).toBe('$14.00');
    expect(formatCents(650)).toBe('$6.50');
    expect(formatCents(1299)).toBe('$12.99');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-250)).toBe('-$2.50');
  });

  it('a fee of zero reads "free" beside a window and "Free" on a fee line; other amounts keep their cents', () => {
    expect(formatFee(499)).toBe('$4.99 fee');
    expect(formatFee(0)).toBe('free');
    expect(moneyText({ cents: 0, fee: true })).toBe('Free');
    expect(moneyText({ cents: 0 })).toBe('$0.00');
    expect(moneyText({ cents: 200, note: 'per courier trip' })).toBe('$2.00 per courier trip');
  });
});

describe('saidWithVowel: "an" before an amount said with a vowel first', () => {
  it.each([
    [899, true],
    [1199, true],
    [1899, true],
    [8000, true],
    [85000, true],
    [1100000, true],
    [1800000, true],
    [499, false],
    [1099, false],
    [1299, false],
    [11000, false],
    [0, false],
  ])('%i cents: %s', (cents, vowel) => {
    expect(saidWithVowel(cents)).toBe(vowel);
  });
});
