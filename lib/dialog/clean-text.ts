/**
 * Cleaning typed text (notes, instructions, names) before it is echoed to a terminal, stored or sent
 * to the laundry service, so a pasted escape sequence cannot recolour or retitle a terminal, hide text,
 * or reorder what a reader sees.
 *
 * In order, it:
 * 1. Escape sequences are removed whole, not just their ESC: CSI (`ESC [` parameters, intermediates,
 *    final byte), OSC and the other string commands (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _` up to
 *    BEL or ST `ESC \`), two-character escapes (`ESC c`, `ESC ( B`), and the 8-bit CSI/OSC forms
 *    (U+009B, U+009D). "\x1b[31mred\x1b[0m" becomes "red".
 * 2. Line breaks (\n, \r\n, \r, U+2028, U+2029) become \n; \t, \v and \f become a space.
 * 3. Every other C0 control (NUL, BEL, a stray ESC, …), DEL and the C1 controls (U+0080–U+009F) are
 *    removed.
 * 4. Bidirectional controls are removed: embeddings and overrides (U+202A–U+202E), isolates
 *    (U+2066–U+2069), the marks U+200E, U+200F and U+061C.
 * 5. Invisible characters used for spoofing are removed: zero-width space and non-joiner (U+200B,
 *    U+200C), word joiner and invisible operators (U+2060–U+2064), U+FEFF, U+180E, the soft hyphen
 *    (U+00AD) and interlinear annotations (U+FFF9–U+FFFB). The zero-width joiner (U+200D) is kept only
 *    between two emoji (👩‍💻); tag characters (U+E0000–U+E007F, invisible "ASCII smuggling") are kept
 *    only as a well-formed flag sequence after 🏴.
 * 6. Unpaired UTF-16 surrogates are removed (they have no UTF-8 form).
 *
 * Steps 1–6 are `stripControls`, for renderers. `cleanText`, for what a person typed, also:
 * 7. collapses every run of whitespace (line breaks included) to one space and trims;
 * 8. refuses an empty result, and a result longer than the limit counted in user-perceived characters
 *    (grapheme clusters: "👍🏽" and "é" written as e + accent are one each).
 */

import { ENGLISH, type Words } from '../words';

export type CleanTextResult =
  | { ok: true; text: string }
  | { ok: false; reason: 'too-long'; limit: number; length: number }
  | { ok: false; reason: 'empty' };

// 1. Escape sequences. Each pattern stops at the next ESC, so a run of unterminated openers stays linear.
const ESCAPE_SEQUENCES = new RegExp(
  [
    // CSI: ESC [ or U+009B, parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, final byte 0x40–0x7E.
    '(?:\\x1b\\[|\\x9b)[\\x30-\\x3f]*[\\x20-\\x2f]*[\\x40-\\x7e]',
    // OSC, DCS, SOS, PM, APC: ESC ] P X ^ _ (or U+009D, U+0090) … BEL, ESC \ or U+009C.
    '(?:\\x1b[\\]PX^_]|[\\x9d\\x90])[^\\x07\\x1b\\x9c]*(?:\\x07|\\x1b\\\\|\\x9c)',
    // Two-character escapes, with any intermediates: ESC c, ESC 7, ESC ( B.
    '\\x1b[\\x20-\\x2f]*[\\x30-\\x7e]',
  ].join('|'),
  'g',
);
// 2.
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
const SPACING_CONTROLS = /[\t\v\f]/g;
// 3, 4, 5 (the unconditional part). \t, \n, \v, \f and \r are gone or kept by step 2 by now.
const REMOVED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b\u200c\u2060-\u2064\ufeff\u180e\u00ad\ufff9-\ufffb]/g;
// 5. A ZWJ not between two emoji (an emoji may carry a presentation selector or a skin tone).
const STRAY_ZWJ =
  /(?<!\p{Extended_Pictographic}[\u{fe0e}\u{fe0f}\u{1f3fb}-\u{1f3ff}]?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;
// 5. Tag characters, with the black flag that may start a flag sequence.
const TAG_RUN = /(\u{1f3f4})?([\u{e0000}-\u{e007f}]+)/gu;
const FLAG_TAGS = /^[\u{e0020}-\u{e007e}]+\u{e007f}$/u;
// 6. Not a `u` regex: it has to see surrogate halves as code units.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * One grapheme segmenter for the whole bot, made on first use: building one loads ICU's break data,
 * some 14 ms that every Lambda's cold start paid when each module built its own on load
 * (`npm run bench -- cold`).
 */
let graphemes: Intl.Segmenter | undefined;

/** The user-perceived characters of `text` (extended grapheme clusters), with their offsets. */
export function graphemesOf(text: string): Intl.Segments {
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return graphemes.segment(text);
}

/** Steps 1–6: removes what a terminal or reader could be tricked by; keeps line breaks as \n. */
export function stripControls(text: string): string {
  return text
    .replace(LONE_SURROGATE, '')
    .replace(ESCAPE_SEQUENCES, '')
    .replace(LINE_BREAKS, '\n')
    .replace(SPACING_CONTROLS, ' ')
    .replace(REMOVED, '')
    .replace(STRAY_ZWJ, '')
    .replace(TAG_RUN, (_run, flag: string | undefined, tags: string) =>
      flag && FLAG_TAGS.test(tags) ? `${flag}${tags}` : (flag ?? ''),
    );
}

/**
 * Steps 1–8: the text to keep, on one line, or why there is none. `limit` counts user-perceived
 * characters. `typedLength` is the length of the whole text when the engine cut it before reading
 * (`Answer.typedLength`): a cut text is never kept, and its real length is the one reported.
 */
export function cleanText(text: string, limit: number, typedLength?: number): CleanTextResult {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  if (typedLength !== undefined) return { ok: false, reason: 'too-long', limit, length: typedLength };
  const cleaned = stripControls(text).replace(/\s+/gu, ' ').trim();
  if (cleaned.length === 0) return { ok: false, reason: 'empty' };
  const length = graphemeCount(cleaned);
  if (length > limit) return { ok: false, reason: 'too-long', limit, length };
  return { ok: true, text: cleaned };
}

/** The length `cleanText` counts (user-perceived characters, whitespace runs as one) of a text already stripped. */
export function perceivedLength(stripped: string): number {
  return graphemeCount(stripped.replace(/\s+/gu, ' ').trim());
}

/**
 * What a text too long is told: its real length and the limit, in the same words everywhere.
 * @example tooLong({ length: 5000, limit: 500 }, 'a note') // "That's 5,000 characters; a note can be at most 500."
 */
export function tooLong(
  { length, limit }: { length: number; limit: number },
  what: string,
  words: Words = ENGLISH,
): string {
  return words.t('placing.tooLong', { length, what, limit });
}

/**
 * The first `limit` user-perceived characters of `text`, or `text` itself when it has no more.
 * @example firstPerceived('👍🏽👍🏽👍🏽', 2) // '👍🏽👍🏽'
 */
export function firstPerceived(text: string, limit: number): string {
  // No text of `limit` code units or fewer has more than `limit` graphemes.
  if (text.length <= limit) return text;
  let count = 0;
  for (const { index } of graphemesOf(text)) if (count++ === limit) return text.slice(0, index);
  return text;
}

/** User-perceived characters (extended grapheme clusters). */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemesOf(text)) count++;
  return count;
}
