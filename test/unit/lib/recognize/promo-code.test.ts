import { readPromoCode, saysHasPromoCode, saysNoPromoCode } from '../../../../lib/recognize/promo-code';

describe('readPromoCode', () => {
  it.each([
    ['FALL10', 'FALL10'],
    ['fall10', 'FALL10'],
    ['my code is FALL10', 'FALL10'],
    ['use code fall10 please', 'FALL10'],
    ['code: FALL-10', 'FALL-10'],
    ['I have a coupon: welcome5', 'WELCOME5'],
    ['WELCOME', 'WELCOME'],
    ['FALL10.', 'FALL10'],
    ["it's (FALL10)", 'FALL10'],
    ['__proto__', '__PROTO__'],
    ['SAVE_5', 'SAVE_5'],
    // Tagalog's politeness after a code: "po", "salamat".
    ['spring25 po', 'SPRING25'],
    ['WELCOME5 salamat', 'WELCOME5'],
  ])(
    'reads %j as %j, upper-cased (invariant promo-code-upper-cased), none of its own characters dropped',
    (text, code) => {
      expect(readPromoCode(text)).toBe(code);
    },
  );

  it.each([
    ['my code: S-P-R-I-N-G-2-5.', 'SPRING25'],
    ['w.e.l.c.o.m.e.5', 'WELCOME5'],
    ['its h_o_t_2_0 thanks', 'HOT20'],
    ['cupón: B-U-E-N-O-3', 'BUENO3'],
  ])(
    'reads %j, spelled with a mark between its characters, as %j joined (invariant promo-code-spelled-joined)',
    (text, code) => {
      expect(readPromoCode(text)).toBe(code);
    },
  );

  it.each(['code: S-P-R-I-N-G-25', 'W-E-L-COME5', 'es B-U-E-N-O 3-0-OFF'])(
    '%j, spelled only in part, is asked back (invariant promo-code-spelled-joined)',
    (text) => {
      expect(readPromoCode(text)).toBeUndefined();
    },
  );

  it.each([['SPRING-25', 'SPRING-25']])(
    'keeps the mark of %j, a code with its own mark (invariant promo-code-spelled-joined)',
    (text, code) => {
      expect(readPromoCode(text)).toBe(code);
    },
  );

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

describe('a promo code never taken from everyday words (invariant promo-code-never-a-word)', () => {
  it.each(['yes I have one', 'I do have one', 'sí, tengo uno', 'tengo uno', 'yeah got one'])(
    '%j gives no code, and says there is one: the step asks for it',
    (text) => {
      expect(readPromoCode(text)).toBeUndefined();
      expect(saysHasPromoCode(text)).toBe(true);
    },
  );

  it.each(['no tengo', "I don't have one", 'FALL10', 'skip'])('%j does not say a code is to come', (text) => {
    expect(saysHasPromoCode(text)).toBe(false);
  });

  it.each([
    ['spring 25', 'SPRING25'],
    ['mi código es Welcome 5', 'WELCOME5'],
    ['I have one: spring25', 'SPRING25'],
    ['sí, tengo uno: SPRING25', 'SPRING25'],
  ])('%j is the code %j', (text, code) => {
    expect(readPromoCode(text)).toBe(code);
  });

  it.each(['25 spring', 'spring 25 summer', 'uno 25'])('%j is not code-shaped: no code', (text) => {
    expect(readPromoCode(text)).toBeUndefined();
  });
});

// A stranger's find (invariant word-and-number-is-no-code): at the promo, right after the tip, "mejor 4"
// was sent as the code MEJOR4. A word of the language, then a number, says something of the number.
describe('a word of the language and a number is no code (invariant word-and-number-is-no-code)', () => {
  it.each([
    'mejor 4',
    'mejor el 4',
    'better 5',
    'mejor cuatro',
    'better five',
    'make it 6',
    'rather 3 pls',
    'maybe 4',
    'tip 4',
    'propina 5',
  ])('%j is no code: asked back', (text) => {
    expect(readPromoCode(text)).toBeUndefined();
  });

  it.each([
    ['fall 10', 'FALL10'],
    ['save 20', 'SAVE20'],
    ['verano 15', 'VERANO15'],
  ])('%j, a word of no such kind and its number, is still the code %j', (text, code) => {
    expect(readPromoCode(text)).toBe(code);
  });
});

// Issue 34, round 28: "my son said theres a code?" was sent as the code THERES.
describe('a plain word is a code only when typed as one (invariant promo-code-looks-like-one)', () => {
  it.each([
    'is there a code?',
    'hay algún código?',
    'any discount',
    'my neighbor mentioned a coupon?',
    'use spring',
  ])('%j gives no code', (text) => {
    expect(readPromoCode(text)).toBeUndefined();
  });

  it.each(['is there one?', 'there is a code', 'hay uno'])(
    '%j says there is one: the step asks for it',
    (text) => {
      expect(saysHasPromoCode(text)).toBe(true);
    },
  );

  it.each([
    ['spring', 'SPRING'],
    ['use SPRING please', 'SPRING'],
    ['the code is spring', 'SPRING'],
    ['el cupón es primavera', 'PRIMAVERA'],
    ['is it SPRING5?', 'SPRING5'],
  ])('%j is the code %j', (text, code) => {
    expect(readPromoCode(text)).toBe(code);
  });
});

describe('a promo code said aloud after code words: spelled, or a word and its number in words', () => {
  it.each([
    ['my code is spring twenty five', 'SPRING25'],
    ['winter five please', 'WINTER5'],
    ['the code is S A V E two zero', 'SAVE20'],
    ['sure, W E L C O M E', 'WELCOME'],
    ['mi cupón es ese a uve e cinco', 'SAVE5'],
    ['es pe a dos cero', 'PA20'],
    ['código: verano veinte', 'VERANO20'],
  ])('%j is the code %j', (text, code) => {
    expect(readPromoCode(text)).toBe(code);
  });

  it.each([
    'I have one',
    'yes it is a',
    'tengo uno, es uno dos',
    'one two three',
    'I think it was spring something',
    'can you give me five minutes',
    'a b',
    'yes it is one',
  ])('%j is no code: not letters and digit words after code words alone', (text) => {
    expect(readPromoCode(text)).toBeUndefined();
  });
});

describe('saysNoPromoCode', () => {
  it.each([
    "Sorry, I don't have any.",
    'unfortunately we do not have one',
    "no I don't",
    'la verdad no tengo ninguno',
    'no, no lo tengo',
    'nah dont have one',
    // Tagalog "wala" (none), "wala pa" (none yet), with its politeness.
    'wala',
    'wala pa po',
  ])('%j says there is no code', (text) => {
    expect(saysNoPromoCode(text)).toBe(true);
  });

  it.each([
    'I have one',
    "I don't know the code",
    'no tengo el código aquí, espere',
    'FALL10',
    // Round 40: not remembering it is no "no".
    'the summer one, i dont remember what it was called',
    'uno de verano, no recuerdo cuál',
  ])('%j does not say there is none', (text) => {
    expect(saysNoPromoCode(text)).toBe(false);
  });
});

describe('one code-shaped word (letters and digits) among ordinary words is the code', () => {
  it.each([
    ['oh yes I found it, WINTER15 on the fridge magnet', 'WINTER15'],
    ['aquí lo tengo mija: VERANO20', 'VERANO20'],
    ['hold on... ok got it, 10OFF', '10OFF'],
    ['opo meron, SAVE25 po', 'SAVE25'],
  ])('%j is the code %j', (text, code) => {
    expect(readPromoCode(text)).toBe(code);
  });

  it.each([
    'I used WINTER15 last time but it expired',
    'is WINTER15 still valid?',
    'not WINTER15, something else',
    'WINTER15 or maybe SAVE25, one of them',
    'no tengo, pero mi hermana usó VERANO20',
    'pick up at 10am tomorrow please',
    'it was in the 2nd drawer somewhere',
  ])('%j is asked again: undone, doubted, asked, or no code-shaped word', (text) => {
    expect(readPromoCode(text)).toBeUndefined();
  });
});

// Issue 34, round 36: "nop" was read as no code word at all, and "nopes" as the code NOPES.
describe('a bare no of any kind at the promo is no code', () => {
  it.each(['nop', 'nah', 'nel', 'nopes'])('%j says no code, and is no code', (text) => {
    expect(saysNoPromoCode(text)).toBe(true);
    expect(readPromoCode(text)).toBeUndefined();
  });
  it.each(['FALL10', 'NOPE10'])('%j is a code', (text) => {
    expect(saysNoPromoCode(text)).toBe(false);
  });
});

// Round 44: a code taken back for another is the last one (invariant promo-code-corrected).
describe('a code corrected', () => {
  it.each([
    ['SPRNG5 no wait SPRING5', 'SPRING5'],
    ['FALL01... I mean FALL10', 'FALL10'],
    ['SPRNG5, perdón, SPRING5', 'SPRING5'],
    ['el WINTR20... no, el WINTER20', 'WINTER20'],
  ])('%j is %s', (text, code) => {
    expect(readPromoCode(text)).toBe(code);
  });

  it.each(['FALL10 but it expired', 'no tengo, pero mi hermana usó FALL10', 'no, FALL10?'])(
    '%j is no code',
    (text) => {
      expect(readPromoCode(text)).toBeUndefined();
    },
  );
});

// Round 47/48: "`FALL10`" typed in Slack's code marks was sent with its backticks.
describe('a code in the marks chat formats with', () => {
  it.each([
    ['`SAVE20`', 'SAVE20'],
    ['el código es *save20*', 'SAVE20'],
    ['code `spring5` pls', 'SPRING5'],
  ])('%j is %j', (text, code) => {
    expect(readPromoCode(text)).toBe(code);
  });
});
