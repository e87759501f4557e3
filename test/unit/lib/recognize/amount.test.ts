import { readAmountCents } from '../../../../lib/recognize/amount';

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
    'two fifty',
    '$3 or $4',
    '3.555',
    '12345',
    'a few dollars',
    'second',
  ])('reads no amount in %j', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });
});
