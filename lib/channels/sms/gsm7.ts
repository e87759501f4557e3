/**
 * The GSM 03.38 alphabet that SMS sends 7 bits a character: a message wholly in it fits 160
 * characters a segment; one character outside it turns the whole message into UCS-2, 70 a segment.
 * So the bot's own typography (curly quotes, dashes, bullets, emoji) is mapped to GSM characters,
 * while what has no GSM form (a customer's name in another script) is kept and costs UCS-2.
 *
 * @invariant spanish-text-stays-gsm7 Spanish keeps é, ñ, ü, ¿ and ¡ (GSM-7's basic set has them); it loses the accent of á, í, ó
 *   and ú (GSM-7 has only à, ì, ò, ù) only in a Spanish text that the accent alone would make UCS-2,
 *   and only when no word becomes another by it (invariant stripped-accent-keeps-the-word): "¿Qué día?
 *   Mañana" is sent "¿Qué dia? Mañana" (one segment of 160, not of 70), "Responda sí" keeps its accent.
 *   A text that is UCS-2 anyway (a name in another script) keeps its accents: dropping them would save
 *   nothing. An English text is never changed so (a customer's "Ramón" stays Ramón).
 * @invariant name-kept-whole A person's name is shown as they typed it: a text holding one of the names
 *   it carries (`names`, a text reply's) keeps every accent, and costs UCS-2 when the name needs it;
 *   "¡Hola, María!" is never sent "¡Hola, Maria!". Decided here alone; Slack never changes a letter.
 */
import type { Language } from '../../config/shapes';
import { lazy } from '../../lazy';
import { wordsAnAccentKeeps } from './accent-words';

/** The default alphabet, without ESC (0x1B), which only introduces the extension table. */
const BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/**
 * The extension table: ESC + one septet each. Its form feed is left out: a page break some phones
 * show as garbage is never wanted in a chat.
 */
const EXTENSION = new Set('^{}\\[~]|€');

/** Typography with a GSM equivalent. Letters are never transliterated: a name keeps its accents. */
const EQUIVALENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u02bc': "'",
  '\u2039': "'",
  '\u203a': "'",
  '\u00b4': "'",
  '`': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2022': '-',
  '\u2023': '-',
  '\u2043': '-',
  '\u2219': '-',
  '\u25e6': '-',
  '\u00b7': '-',
  '\u2026': '...',
  '\u00d7': 'x',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u00a9': '(c)',
  '\u00ae': '(R)',
  '\u2122': 'TM',
  '\u203c': '!!',
  '\u2049': '!?',
  '\t': ' ',
};
/** Spanish's acute vowels GSM-7 lacks, and the plain letter each is sent as. */
const ACUTE_VOWELS: Record<string, string> = {
  á: 'a',
  í: 'i',
  ó: 'o',
  ú: 'u',
  Á: 'A',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
};
const ACUTE = /[áíóúÁÍÓÚ]/g;

/** Spaces of every width (no-break, thin, the narrow no-break space Intl puts before "AM"). */
const SPACES = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g;
const TYPOGRAPHY = new RegExp(`[${Object.keys(EQUIVALENTS).join('')}]`, 'g');
/** A keycap emoji ("1️⃣") stands for its digit. */
const KEYCAP = /([#*0-9])\ufe0f?\u20e3/gu;
/** What starts an emoji: a pictograph, a flag's letter, a skin tone, or a check mark or star used as decoration. */
const PICTOGRAPHS = [
  '\\p{Extended_Pictographic}',
  '\\p{Regional_Indicator}',
  '[\\u{1f3fb}-\\u{1f3ff}]',
  '[\\u2713\\u2717\\u2718\\u2605\\u2606]',
];
/** What may follow inside one emoji: another pictograph, a presentation selector, a tag, a ZWJ. */
const CONTINUATIONS = [...PICTOGRAPHS, '[\\u{fe0e}\\u{fe0f}\\u{e0020}-\\u{e007f}\\u200d]'];
/** A run of emoji (ZWJ sequences, flags, skin tones included) and the spaces around and between them. */
const EMOJI_RUN = lazy(
  () => new RegExp(` *(?:(?:${PICTOGRAPHS.join('|')})(?:${CONTINUATIONS.join('|')})* *)+`, 'gu'),
);
/** A presentation selector left behind without its emoji. */
const SELECTORS = /[\ufe0e\ufe0f]/g;

/**
 * True when every character is in the GSM 03.38 default alphabet or its extension table.
 * @example isGsm7('Pickup at 8:00 AM, $4.99 fee') // true
 * @example isGsm7('Pickup – 8 AM') // false (en dash)
 */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENSION.has(char)) return false;
  return true;
}

/**
 * The text with common non-GSM typography replaced by GSM characters (curly quotes → straight,
 * dashes and bullets → `-`, `…` → `...`, odd spaces → space) and decorative emoji removed with the
 * space they leave. Anything else without an equivalent is kept, so the text may still be UCS-2.
 * @example toGsm7('✅ Order placed – “thanks”…') // 'Order placed - "thanks"...'
 * In a Spanish text, then, á í ó ú lose their accent when that keeps the text GSM-7 (`fitGsm7`).
 * @example toGsm7('Ana Łukasz') // 'Ana Łukasz' (no equivalent: kept)
 * @example toGsm7('¿Qué día? – mañana', 'es') // '¿Qué dia? - mañana'
 */
export function toGsm7(text: string, language: Language = 'en'): string {
  return fitGsm7(mapTypography(text), language);
}

/**
 * A Spanish text with á, í, ó, ú as a, i, o, u when that, and only that, keeps it GSM-7 and turns no
 * word into another (invariants spanish-text-stays-gsm7, stripped-accent-keeps-the-word); any other
 * text as it is.
 * @example fitGsm7('¿Qué día?', 'es') // '¿Qué dia?'
 * @example fitGsm7('¿Está bien?', 'es') // '¿Está bien?' ("esta" is "this": kept, UCS-2)
 * @example fitGsm7('¿Qué día, 李?', 'es') // '¿Qué día, 李?' (UCS-2 anyway)
 * @example fitGsm7('Ramón', 'en') // 'Ramón'
 * @example fitGsm7('¡Hola, María!', 'es', ['María']) // '¡Hola, María!' (invariant name-kept-whole)
 */
export function fitGsm7(text: string, language: Language, names: readonly string[] = []): string {
  if (language !== 'es' || isGsm7(text) || wordsAnAccentKeeps(text).length > 0) return text;
  if (names.some((name) => !isGsm7(name) && text.includes(name))) return text;
  const plain = text.replace(ACUTE, (vowel) => ACUTE_VOWELS[vowel] ?? vowel);
  return isGsm7(plain) ? plain : text;
}

function mapTypography(text: string): string {
  return text
    .replace(SPACES, ' ')
    .replace(TYPOGRAPHY, (char) => EQUIVALENTS[char] ?? char)
    .replace(KEYCAP, '$1')
    .replace(EMOJI_RUN(), (run: string, offset: number, whole: string) => {
      // Between two words a space stays (when there was one); at a line's edge nothing does.
      const before = whole[offset - 1];
      const after = whole[offset + run.length];
      const between = before !== undefined && after !== undefined && /\S/.test(before) && /\S/.test(after);
      return between && run.includes(' ') ? ' ' : '';
    })
    .replace(SELECTORS, '');
}

export interface SegmentInfo {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets for GSM-7 (extension characters count 2), UTF-16 code units for UCS-2. */
  septetsOrUnits: number;
  /** Parts the message is sent in; 0 for an empty text. */
  segments: number;
}

/**
 * How a text goes over SMS: its encoding, size, and segments (GSM-7: 160 in one, 153 each when
 * concatenated; UCS-2: 70 and 67). An escape pair or a surrogate pair is never cut between segments.
 * @example segmentInfo('Reply 1-7') // { encoding: 'GSM-7', septetsOrUnits: 9, segments: 1 }
 */
export function segmentInfo(text: string): SegmentInfo {
  const gsm = isGsm7(text);
  const sizes = Array.from(text, (char) => (gsm ? (EXTENSION.has(char) ? 2 : 1) : char.length));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return {
    encoding: gsm ? 'GSM-7' : 'UCS-2',
    septetsOrUnits: total,
    segments: countSegments(sizes, single, part),
  };
}

function countSegments(sizes: number[], single: number, part: number): number {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total === 0) return 0;
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return segments;
}
