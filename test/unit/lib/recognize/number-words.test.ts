import { tokenize } from '../../../../lib/recognize/normalize';
import {
  numberAt,
  numbersBySound,
  readNumberSaid,
  readOrdinal,
  readWholeNumber,
} from '../../../../lib/recognize/number-words';

describe('readWholeNumber', () => {
  it.each([
    ['2', 2],
    ['two', 2],
    ['zero', 0],
    ['nineteen', 19],
    ['twenty', 20],
    ['twenty one', 21],
    ['ninety nine', 99],
  ])('reads %j as %i', (text, n) => {
    expect(readWholeNumber(text.split(' '))).toBe(n);
  });

  it.each(['two fifty', 'second', 'two bags', 'lots'])('reads no number in %j', (text) => {
    expect(readWholeNumber(text.split(' '))).toBeUndefined();
  });
});

describe('readOrdinal', () => {
  it.each([
    ['first', 1],
    ['second', 2],
    ['2nd', 2],
    ['3rd', 3],
    ['21st', 21],
    ['twentieth', 20],
    ['last', 'last'],
  ])('reads %j as %j', (text, n) => {
    expect(readOrdinal([text])).toBe(n);
  });

  it.each(['two', '2', 'the second', 'lastly'])('reads no ordinal in %j', (text) => {
    expect(readOrdinal(text.split(' '))).toBeUndefined();
  });

  it.each([
    ['secnod', 2],
    ['secon', 2],
    ['thrid', 3],
    ['frist', 1],
    ['fourht', 4],
  ])('reads the ordinal typed with one typo %j as %j', (text, n) => {
    expect(readOrdinal([text])).toBe(n);
  });

  it.each(['fifty', 'sixty', 'seventy', 'sixtg', 'scnod', 'fist'])(
    'reads no ordinal in %j: a cardinal, as near a cardinal, two typos, or too short to guess',
    (text) => {
      expect(readOrdinal([text])).toBeUndefined();
    },
  );
});

describe('numbers past ninety-nine said in words (invariant number-words-whole)', () => {
  it.each([
    ['five thousand one', 5001, 3],
    ['five thousand and two', 5002, 4],
    ['three thousand four hundred and twelve', 3412, 6],
    ['two hundred and five', 205, 4],
    ['one hundred', 100, 2],
    ['cinco mil uno', 5001, 3],
    ['siete mil ciento veinte', 7120, 4],
    ['mil doscientos', 1200, 2],
    ['quinientas tres', 503, 2],
    ['cien', 100, 1],
  ])('reads %j whole as %j', (text, value, length) => {
    expect(numberAt(text.split(' '), 0)).toEqual({ value, length });
  });

  it.each([
    ['mil gracias', undefined],
    ['thousand', undefined],
    ['five bags', { value: 5, length: 1 }],
    ['two and three', { value: 2, length: 1 }],
  ])(
    'reads %j as %j: "mil" alone is thanks, and "and" joins only what a hundred or thousand leads',
    (text, read) => {
      expect(numberAt(text.split(' '), 0)).toEqual(read);
    },
  );
});

describe('readNumberSaid: a long number said in words, as an order number is read out (issue 34)', () => {
  it.each([
    ['seven thousand and fourteen', 7014],
    ['two thousand three hundred', 2300],
    ['sixty-two hundred and nine', 6209],
    ['seventy oh three', 7003],
    ['four four zero one', 4401],
    ['siete mil catorce', 7014],
    ['dos mil trescientos cinco', 2305],
    ['mil quinientos', 1500],
    ['ocho cero cero nueve', 8009],
  ])('%j is %d', (text, value) => {
    expect(readNumberSaid(tokenize(text))).toBe(value);
  });

  it.each([
    'thousand',
    'seven thousand and some',
    'seventy oh thirteen',
    'three hundred hundred',
    'mil y tantos',
    '',
  ])('%j is no one number', (text) => {
    expect(readNumberSaid(tokenize(text))).toBeUndefined();
  });
});

// Issue 34, round 18: numbers a phone typed as they sound (invariant sounded-number-only-where-a-number-must-be).
describe('numbersBySound: a word sounding like a number, read so only where a number must stand', () => {
  it.each([
    ['won, too and for', undefined],
    ['won and ate', '1 and 8'],
    ['for, won', '4 , 1'],
    ['fore and 2', '4 and 2'],
    ['from won to five', 'from 1 to five'],
    ['ate till 11', '8 till 11'],
    ['every for weeks', 'every 4 weeks'],
    ['each too days', 'each 2 days'],
  ])('%j is %j', (text, read) => {
    expect(numbersBySound(tokenize(text))?.join(' ')).toBe(read);
  });

  it.each([
    // The words as themselves: a preposition, a verb, a lead-in, a range's own "to".
    'to the other address',
    'for the suit',
    'for a 10 dollar tip',
    'I ate lunch',
    'won',
    'for',
    'nine to ten',
    '8 to 10',
    'every week',
    'for 3 bags',
    // "to" between two numbers may be a range: no list of twos.
    'won to for',
    'ate and the suit',
  ])('%j is read as typed', (text) => {
    expect(numbersBySound(tokenize(text))).toBeUndefined();
  });
});
