import fc from 'fast-check';
import { cleanText, firstPerceived, graphemeCount, stripControls } from '../../../../lib/dialog/clean-text';

const LIMIT = 100;

describe('cleanText', () => {
  it.each([
    ['plain text', 'Leave it at the door', 'Leave it at the door'],
    ['CSI colour sequences, whole', '\x1b[31mred\x1b[0m', 'red'],
    ['CSI with parameters and intermediates', 'a\x1b[1;31;4mb\x1b[2 qc', 'abc'],
    ['CSI that clears the screen', '\x1b[2J\x1b[Hhello', 'hello'],
    ['OSC ended by BEL (window title)', '\x1b]0;owned\x07note', 'note'],
    ['OSC ended by ST (hyperlink)', '\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\', 'click'],
    ['DCS string', 'a\x1bPq#0;2;0;0;0\x1b\\b', 'ab'],
    ['two-character escapes', '\x1bcreset \x1b(Bcharset', 'reset charset'],
    ['8-bit CSI', 'a\u009b31mb', 'ab'],
    ['8-bit OSC', 'a\u009d0;title\u0007b', 'ab'],
    ['a stray ESC at the end', 'note\x1b', 'note'],
    ['BEL', 'a\u0007b', 'ab'],
    ['NUL', 'a\u0000b\u0000', 'ab'],
    ['backspace (overwrite trick)', 'good\b\b\b\bevil', 'goodevil'],
    ['DEL', 'a\u007fb', 'ab'],
    ['C1 controls', 'a\u0080b\u0085c\u009fd', 'abcd'],
    ['right-to-left override', '\u202Eevil', 'evil'],
    [
      'bidi embeddings, overrides and isolates',
      'a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i',
      'abcdefghi',
    ],
    ['bidi marks', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['zero-width space and non-joiner', 'pay\u200Bpal\u200C', 'paypal'],
    ['word joiner, BOM, soft hyphen', '\uFEFFa\u2060b\u00ADc', 'abc'],
    ['a ZWJ outside emoji', 'a\u200Db\u200D', 'ab'],
    ['a ZWJ after an emoji but before a letter', '👍\u200Dx', '👍x'],
    ['tab and newline become one space', 'a\tb\nc', 'a b c'],
    ['CRLF and runs of whitespace collapse', 'first line\r\n\r\n  second\t\tline ', 'first line second line'],
    ['Unicode line separators', 'a\u2028b\u2029c', 'a b c'],
    ['trimmed', '  \n hi \t ', 'hi'],
    ['an unpaired surrogate', 'a\uD800b\uDC00c', 'abc'],
    ['tag characters smuggling text', 'ok\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}', 'ok'],
  ])('cleans %s', (_what, input, expected) => {
    expect(cleanText(input, LIMIT)).toEqual({ ok: true, text: expected });
  });

  it.each([
    ['a ZWJ family', '👨\u200D👩\u200D👧\u200D👦'],
    ['a ZWJ with skin tones', '👩🏽\u200D💻'],
    ['a ZWJ after a presentation selector', '❤️\u200D🔥'],
    ['a skin tone', '👍🏽'],
    ['a flag', '🇨🇦'],
    ['a subdivision flag (tag characters)', '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}'],
    ['accents, combining or not', 'café cafe\u0301'],
    ['other scripts', 'שלום مرحبا 你好 नमस्ते'],
    ['keycap emoji', '1\uFE0F\u20E3'],
  ])('keeps %s', (_what, input) => {
    expect(cleanText(input, LIMIT)).toEqual({ ok: true, text: input });
  });

  it.each([
    ['empty', ''],
    ['whitespace', ' \t\n\r '],
    ['only controls', '\x1b[31m\u0000\u0007\u202E\u200B'],
  ])('refuses %s text as empty', (_what, input) => {
    expect(cleanText(input, LIMIT)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([
    ['ASCII', 'abcde', 5],
    ['an emoji with a skin tone counts once', '👍🏽'.repeat(5), 5],
    ['a ZWJ family counts once', '👨\u200D👩\u200D👧\u200D👦'.repeat(5), 5],
    ['a flag counts once', '🇨🇦'.repeat(5), 5],
    ['a combining accent counts with its letter', 'e\u0301'.repeat(5), 5],
  ])('accepts %s at the limit', (_what, input, limit) => {
    expect(cleanText(input, limit)).toEqual({ ok: true, text: input });
    expect(cleanText(`${input}x`, limit)).toEqual({
      ok: false,
      reason: 'too-long',
      limit,
      length: limit + 1,
    });
  });

  it('applies the limit to the cleaned text, not the raw one', () => {
    expect(cleanText('\x1b[31mabc\x1b[0m   ', 3)).toEqual({ ok: true, text: 'abc' });
    expect(cleanText('abcd', 3)).toEqual({ ok: false, reason: 'too-long', limit: 3, length: 4 });
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => cleanText('a', 0)).toThrow(RangeError);
    expect(() => cleanText('a', 1.5)).toThrow(RangeError);
  });

  it('never lets a control, bidi or invisible character through, whatever the input', () => {
    const forbidden =
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for them.
      /[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200b\u200c\u200e\u200f\u061c\u2060-\u2064\ufeff\u00ad]/;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (input) => {
        const result = cleanText(input, 1000);
        if (!result.ok) return;
        expect(result.text).not.toMatch(forbidden);
        expect(result.text).toBe(result.text.trim());
        expect(result.text).not.toMatch(/\s{2}/);
        // Cleaning is idempotent.
        expect(cleanText(result.text, 1000)).toEqual(result);
      }),
    );
  });
});

describe('stripControls', () => {
  it.each([
    ['keeps line breaks', 'line one\nline two', 'line one\nline two'],
    ['turns CRLF and CR into \\n', 'a\r\nb\rc', 'a\nb\nc'],
    ['turns a tab into a space, without collapsing', 'a\t\tb  c', 'a  b  c'],
    ['does not trim', '  hi  ', '  hi  '],
    ['removes escape sequences whole', '\x1b[1mbold\x1b[0m\n\x1b]0;t\x07x', 'bold\nx'],
    ['removes BEL, NUL, bidi and zero-width characters', 'a\u0007\u0000\u202E\u200Bb', 'ab'],
    ['keeps emoji sequences', '👩🏽\u200D💻 🇨🇦', '👩🏽\u200D💻 🇨🇦'],
  ])('%s', (_what, input, expected) => {
    expect(stripControls(input)).toBe(expected);
  });
});

describe('graphemeCount', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['👍🏽', 1],
    ['👨\u200D👩\u200D👧\u200D👦', 1],
    ['e\u0301', 1],
    ['🇨🇦🇺🇸', 2],
  ])('%j has %i', (text, count) => {
    expect(graphemeCount(text)).toBe(count);
  });
});

describe('firstPerceived: a text cut where a person would count', () => {
  it.each([
    ['abcdef', 3, 'abc'],
    ['abc', 3, 'abc'],
    ['👍🏽👍🏽👍🏽', 2, '👍🏽👍🏽'],
    ['e\u0301e\u0301e\u0301', 2, 'e\u0301e\u0301'],
    ['👨\u200D👩\u200D👧\u200D👦 hi', 2, '👨\u200D👩\u200D👧\u200D👦 '],
  ])('%j cut at %i is %j', (text, limit, expected) => {
    expect(firstPerceived(text, limit)).toBe(expected);
  });

  it('never splits a character: the cut has at most `limit` of them, and is where the text starts', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (text, limit) => {
          const cut = firstPerceived(text, limit);
          expect(text.startsWith(cut)).toBe(true);
          expect(graphemeCount(cut)).toBe(Math.min(limit, graphemeCount(text)));
        },
      ),
    );
  });
});
