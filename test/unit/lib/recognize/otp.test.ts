import { readOtp } from '../../../../lib/recognize/otp';

describe('readOtp', () => {
  it.each([
    ['123456', '123456'],
    ['1234', '1234'],
    ['12345678', '12345678'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['my code is 123456', '123456'],
    ['my code is 123 456', '123456'],
    ["it's 123456", '123456'],
    ['Code: 654321.', '654321'],
    // Spelled one word a digit, as a phone's dictation types it.
    ['five one nine nine zero two', '519902'],
    ['the code is seven seven, three one', '7731'],
    ['es nueve cero uno uno', '9011'],
  ])('reads %j as %j', (text, code) => {
    expect(readOtp(text)).toBe(code);
  });

  it.each([
    '123',
    '123456789',
    '2125550101',
    '(212) 555-0101',
    '12 and 3456',
    'abc',
    '',
    '12a456',
    'two bags',
    'one two three',
    'five six and seven eight',
    // Sounded digits only in a reply of digits alone: "send it to 4 people" is no code.
    'for to',
    'send it to for people',
    'won it for to go',
  ])('reads no code in %j', (text) => {
    expect(readOtp(text)).toBeUndefined();
  });
});

// Issue 34, round 18: a code said aloud to a phone, typed as the digits sound.
describe('readOtp: digits typed as they sound', () => {
  it.each([
    ['won ate too fore', '1824'],
    ['too won for ate won too', '214812'],
    ['ate, ate, for, won', '8841'],
    ['fore to three nine', '4239'],
  ])('reads %j as %j', (text, code) => {
    expect(readOtp(text)).toBe(code);
  });
});

// Issue 34, round 21: a code read out in groups of a digit or two, as people say one.
describe('readOtp: a code read out in groups', () => {
  it.each([
    ['seven eighteen three sixty', '718360'],
    ['twelve thirty-four', '1234'],
    ['nine oh five, sixty-one', '90561'],
    ['ocho treinta y uno dos', '8312'],
  ])('reads %j as %j', (text, code) => {
    expect(readOtp(text)).toBe(code);
  });

  it.each([
    // Three digits are no code; nor is a sentence with other words.
    'four twenty',
    'twenty bags',
    'I have twenty four',
    'nine ninety nine',
  ])('reads no code in %j', (text) => {
    expect(readOtp(text)).toBeUndefined();
  });
});

// Issue 34, round 37: a Slack emoji code beside the code (":+1:", ":100:"): a sign, never its digits.
describe('a code typed with an emoji code beside it', () => {
  it.each([
    ['code came: 424242 :+1:', '424242'],
    ['424242 :100:', '424242'],
    [':ok_hand: 424242', '424242'],
    [':424242:', '424242'],
    ['code came: 424242:+1:', '424242'],
  ])('%j is %s', (text, code) => {
    expect(readOtp(text)).toBe(code);
  });

  it('two codes with an emoji between are still none', () => {
    expect(readOtp('424242 :+1: 123456')).toBeUndefined();
  });
});

// Round 43: a code read out in groups of up to three digits, a hundred's group read whole.
describe('a code read out in groups with a hundred', () => {
  it.each([
    ['ocho diecisiete trescientos sesenta y uno', '817361'],
    ['eight seventeen three hundred sixty one', '817361'],
    ['novecientos ochenta y siete, seiscientos cincuenta y cuatro', '987654'],
  ])('%j is %s', (text, code) => {
    expect(readOtp(text)).toBe(code);
  });

  // A round hundred says no digits for certain: 2 and 00, or 200.
  it.each(['ocho diecisiete trescientos', 'eight seventeen three hundred'])('%j is no code', (text) => {
    expect(readOtp(text)).toBeUndefined();
  });
});

// Round 44: a code typed in keycap emoji was read as six numbers (invariant keycap-is-its-digit).
describe('a code typed in keycap emoji', () => {
  it.each([
    ['8️⃣1️⃣7️⃣3️⃣6️⃣1️⃣', '817361'],
    ['el código es 9⃣8⃣7⃣6⃣5⃣4⃣', '987654'],
    [':one::two::three::four::five::six:', '123456'],
    ['1️⃣2️⃣3️⃣ 4️⃣5️⃣6️⃣ 👍', '123456'],
  ])('%j is %s', (text, code) => {
    expect(readOtp(text)).toBe(code);
  });
});
