import { lazy } from '../lazy';
import { DIGIT_WORDS } from '../recognize/number-words';

/**
 * Shows a phone with all but the last four digits hidden: `(***) ***-0101`, the one mask of every
 * reply, text and terminal line (GSM-7 safe, so an SMS stays 160 characters a segment).
 * @example maskPhone('+12125550101') // '(***) ***-0101'
 */
export function maskPhone(phone: string): string {
  return `(***) ***-${phone.replace(/\D/g, '').slice(-4)}`;
}

/** A run of digits as a number is typed: an optional +, digits with spaces, dots, dashes, parentheses. */
const NUMBER_RUN = /\+?\(?\d[\d\s().-]*\d\)?/g;

/**
 * The text with every phone number in it (10 digits, or 11 from a leading 1, as people type them)
 * masked: what is echoed back and kept in the conversation's state never holds one in clear.
 * @example maskPhonesIn('Staff: (212) 555-0101') // 'Staff: (***) ***-0101'
 */
export function maskPhonesIn(text: string): string {
  return text.replace(NUMBER_RUN, (run) => {
    const digits = run.replace(/\D/g, '');
    const phone = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
    return phone ? maskPhone(run) : run;
  });
}

/** What `maskPersonal` puts in place of each kind of personal detail. */
export const MASKS = {
  phone: '‹phone›',
  code: '‹code›',
  email: '‹email›',
  card: '‹card›',
  address: '‹address›',
  name: '‹name›',
} as const;

/** An e-mail address: begun where a word begins, so a long run of other characters is read once, not once a character. */
const EMAIL_RUN = /(?<![^\s@])[^\s@]+@[^\s@]+\.[^\s@]+/g;

const LETTER = '\\p{L}\\p{M}';
/**
 * A street word after its house number ("12 Main St", "4 Oak Avenue"); not "way" or "place", which
 * end too many other phrases ("3 bags by the way").
 */
const STREET_AFTER =
  'st|street|ave|av|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|ct|court|pl|pkwy|parkway|hwy|highway|ter|terrace|broadway';
/** A street word in Spanish (or English) before the name and number ("calle Mayor 12", "Av. Juárez 123"). */
const STREET_BEFORE =
  'calle|c/|avenida|avda|av|paseo|carrera|cra|calzada|camino|plaza|privada|callejón|callejon|bulevar|boulevard|carretera';
/** An apartment, unit or floor, alone or after an address ("apt 4B", "depto. 3", "#12"). */
const UNIT = `(?:apt|apartment|unit|suite|ste|fl|floor|depto|departamento|dpto|piso|interior|int)\\.?\\s*#?\\s*[\\p{N}\\p{L}-]{1,6}|#\\s*\\d[\\p{N}\\p{L}-]{0,5}`;
const NOT_IN_WORD_BEFORE = `(?<![${LETTER}\\p{N}])`;
const NOT_IN_WORD_AFTER = `(?![${LETTER}\\p{N}])`;
const SOME_WORDS = `(?:[${LETTER}\\p{N}.'-]+\\s+){0,4}?`;
const ADDRESS = lazy(
  () =>
    new RegExp(
      [
        `${NOT_IN_WORD_BEFORE}\\d{1,6}[a-z]?\\s+${SOME_WORDS}(?:${STREET_AFTER})\\.?${NOT_IN_WORD_AFTER}`,
        `${NOT_IN_WORD_BEFORE}(?:${STREET_BEFORE})\\.?\\s+${SOME_WORDS}(?:#|n[º°o.]|n[úu]m(?:ero)?\\.?)?\\s*\\d{1,6}[a-z]?(?:-\\d{1,4})?${NOT_IN_WORD_AFTER}`,
      ]
        .map((street) => `(?:${street})(?:,?\\s*(?:${UNIT}))?`)
        .concat(`${NOT_IN_WORD_BEFORE}(?:${UNIT})${NOT_IN_WORD_AFTER}`)
        .join('|'),
      'giu',
    ),
);

const DIGIT_TOKEN = `(?:\\d+|${Object.keys(DIGIT_WORDS).join('|')})`;
const SPELLED_RUN = lazy(
  () =>
    new RegExp(
      `${NOT_IN_WORD_BEFORE}${DIGIT_TOKEN}(?:[\\s,.-]+${DIGIT_TOKEN}){3,}${NOT_IN_WORD_AFTER}`,
      'giu',
    ),
);

/** A sign-in code: 4 to 8 digits on their own, or 6 in two threes ("123 456"). */
const CODE_RUN = /(?<!\d)(?:\d{4,8}|\d{3}[ -]\d{3})(?!\d)/g;

/** A name said as one: "my name is Ana", "me llamo Ana", "mi nombre es Ana", "soy Ana", and the words after it. */
const SAID_NAME = lazy(
  () =>
    new RegExp(
      `${NOT_IN_WORD_BEFORE}(my name is|my name's|i am called|me llamo|mi nombre es|soy)(\\s+)([${LETTER}'-]+(?:\\s+[${LETTER}'-]+){0,2})`,
      'giu',
    ),
);
const CAPITALIZED = /^\p{Lu}/u;

/**
 * The name in the words after "my name is" (its first word, and the capitalized ones after it), masked;
 * after "soy" only a capitalized word is a name ("soy nuevo" is "I am new").
 */
function maskSaidName(lead: string, space: string, after: string): string {
  const words = after.split(/(\s+)/);
  let naming = !/^soy$/i.test(lead) || CAPITALIZED.test(after);
  const kept = words.map((word, at) => {
    if (at % 2 === 1) return word;
    naming &&= at === 0 || CAPITALIZED.test(word);
    return naming ? MASKS.name : word;
  });
  return `${lead}${space}${kept.join('').replace(new RegExp(`${MASKS.name}(\\s+${MASKS.name})+`, 'g'), MASKS.name)}`;
}

/** How many digits a spelled-out run stands for ("two 12 five" is four), or 0 when no word is in it. */
function spelledDigits(run: string): number {
  const tokens = run.toLowerCase().split(/[\s,.-]+/);
  if (tokens.every((token) => /^\d+$/.test(token))) return 0;
  return tokens.reduce((sum, token) => sum + (Object.hasOwn(DIGIT_WORDS, token) ? 1 : token.length), 0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text with every personal detail in it replaced by what it is (MASKS): e-mail addresses, street
 * addresses and apartments (English and Spanish), phone numbers of any country and spelling (digits
 * spelled out too), card numbers (13 or more digits), sign-in codes (4 to 8 digits), and names: the
 * conversation's `names`, and a name said as one ("my name is", "me llamo", "soy"). What is stored of
 * what people typed goes through it first (invariant missed-replies-masked). It hides more than it must
 * (an order number or a year is a code to it), never less.
 * @example maskPersonal('call me at 212 555 0101, I am Ana', { names: ['Ana'] }) // 'call me at ‹phone›, I am ‹name›'
 */
export function maskPersonal(text: string, options: { names?: readonly string[] } = {}): string {
  let masked = text
    .replace(EMAIL_RUN, MASKS.email)
    .replace(ADDRESS(), MASKS.address)
    .replace(SPELLED_RUN(), (run) => {
      const digits = spelledDigits(run);
      if (digits >= 7) return MASKS.phone;
      return digits >= 4 ? MASKS.code : run;
    })
    .replace(NUMBER_RUN, (run) => {
      const digits = run.replace(/\D/g, '').length;
      if (digits < 7) return run;
      if (run.startsWith('+')) return MASKS.phone;
      return digits >= 13 ? MASKS.card : MASKS.phone;
    })
    .replace(CODE_RUN, MASKS.code)
    .replace(SAID_NAME(), (_said, lead: string, space: string, after: string) =>
      maskSaidName(lead, space, after),
    );
  const names = (options.names ?? [])
    .flatMap((name) => [name, ...name.split(/\s+/)])
    .map((name) => name.trim())
    .filter((name) => name.length >= 2)
    .sort((a, b) => b.length - a.length);
  for (const name of new Set(names))
    masked = masked.replace(
      new RegExp(`${NOT_IN_WORD_BEFORE}${escapeRegExp(name)}${NOT_IN_WORD_AFTER}`, 'giu'),
      MASKS.name,
    );
  return masked;
}
