import { readPhone } from '../../../../lib/recognize/phone';

describe('readPhone', () => {
  it.each([
    ['2125550101', '2125550101'],
    ['(212) 555-0101', '2125550101'],
    ['+1 212 555 0101', '2125550101'],
    ['1-212-555-0101', '2125550101'],
    ['212.555.0101', '2125550101'],
    ['my number is (212) 555-0101', '2125550101'],
    ['call me at 212.555.0101 thanks', '2125550101'],
    ["it's +1 212 555 0101", '2125550101'],
  ])('reads %j as %j', (text, phone) => {
    expect(readPhone(text)).toBe(phone);
  });

  it.each([
    '212555010',
    '21255501011',
    '+44 20 7946 0958',
    'call me',
    '212-555-O101',
    '',
    'my number is 212555010',
    '2125550101 or 2125550102',
  ])('reads no phone in %j', (text) => {
    expect(readPhone(text)).toBeUndefined();
  });

  // Issue 34: a number said digit by digit in words, alone.
  it.each([
    ['six four six five five five zero one seven seven', '6465550177'],
    ['seis cuatro seis cinco cinco cinco cero uno siete siete', '6465550177'],
    ['uno dos uno dos cinco cinco cinco cero uno cero uno', '2125550101'],
  ])('reads %j as %j', (text, phone) => {
    expect(readPhone(text)).toBe(phone);
  });

  it.each(['six four six', 'dos uno dos cinco cinco cinco cero uno cero', 'call me at five'])(
    'reads no phone in %j, said in words',
    (text) => {
      expect(readPhone(text)).toBeUndefined();
    },
  );
});

// Issue 34: a number read out in groups, a word a digit or a pair.
describe('readPhone: a number said in groups', () => {
  it.each([
    ['seven one eight, four forty, twelve thirty-four', '7184401234'],
    ['tres cuatro siete, dos veinte, noventa y cinco, cero uno', '3472209501'],
    ['six four six, five fifty-five, oh one two three', '6465550123'],
    // A hundred read out with its tens and units is one group: "trescientos cuarenta y siete" is 347.
    ['trescientos cuarenta y siete, ochocientos dos, cero cero uno cinco', '3478020015'],
    ['nine one seven, three hundred twelve, four four oh nine', '9173124409'],
  ])('%j is %s', (text, digits) => {
    expect(readPhone(text)).toBe(digits);
  });

  it.each([
    'two twelve, five fifty-five',
    'six four six, a hundred, one two three four',
    'twelve thirty',
    'seis cuatro seis, doscientos, uno dos tres cuatro',
    'doscientos doce, cinco cinco cinco',
  ])('%j is no phone number', (text) => {
    expect(readPhone(text)).toBeUndefined();
  });
});

describe('a number corrected in the same reply', () => {
  it.each(['917 555 0142 — no 0124', '917-555-0142, sorry, 0124', '(917) 555 0142 no wait 0124'])(
    '%j is asked, never the first number taken',
    (text) => {
      expect(readPhone(text)).toBeUndefined();
    },
  );
  it('a number alone in a sentence is still read', () => {
    expect(readPhone('sure, it is 917 555 0142, thanks')).toBe('9175550142');
  });
});
