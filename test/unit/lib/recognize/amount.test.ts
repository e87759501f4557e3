import { readAmountCents, readAmountChange } from '../../../../lib/recognize/amount';

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
    '20%',
    '18 per cent',
    'el 15 por ciento',
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

  it.each(['$3', 'a bit more', 'more or less 3', 'make it 4'])('reads no change in %j', (text) => {
    expect(readAmountChange(text)).toBeUndefined();
  });
});
