/** A promo code as people type it. */
import { readMeant } from './meant';
import { isModifier, isNeutral } from './neutral-words';
import { tokenize } from './normalize';
import { DIGIT_WORDS, readWholeNumber } from './number-words';
import { coveredBy, POLITE, phrases } from './phrase-match';
import { isSkip } from './skip';
import { readYesNo } from './yes-no';

/** Please and thanks, in either language, around a code and after one said aloud. */
const THANKS_AND_PLEASE = [
  'please',
  'pls',
  'plz',
  'thanks',
  'thank',
  'you',
  'thx',
  'ty',
  'por',
  'favor',
  'porfa',
  'gracias',
  // Tagalog's politeness and thanks, in a Taglish reply: "fall 10 po", "FALL10 salamat".
  'po',
  'salamat',
];

/** Words around a code: "my code is FALL10", "use code fall10 please", "I have a coupon: FALL10". */
const CODE_FILLERS = new Set([
  'my',
  'code',
  'codes',
  'promo',
  'promotional',
  'coupon',
  'discount',
  'voucher',
  'is',
  'its',
  'use',
  'apply',
  'try',
  'enter',
  'here',
  'i',
  'have',
  'got',
  'a',
  'this',
  'with',
  'the',
  'just',
  ...THANKS_AND_PLEASE,
  // Spanish, accents dropped by `tokenize` ("código" is "codigo").
  'mi',
  'codigo',
  'cupon',
  'descuento',
  'promocional',
  'promocion',
  'es',
  'el',
  'un',
  'una',
  'este',
  'usa',
  'usar',
  'aplica',
  'tengo',
  'con',
  'de',
  // A yes before the code answers "Do you have a promo code?": "yes, FALL10", "sí, FALL10".
  'yes',
  'yeah',
  'yep',
  'sure',
  'ok',
  'si',
  'claro',
]);

/** Plain words that are answers or commands, never codes. */
const NOT_CODES = new Set([
  'skip',
  'none',
  'nothing',
  'wala',
  'help',
  'back',
  'restart',
  'summary',
  'nevermind',
  'cancel',
  'stop',
  'ayuda',
  'atras',
  'volver',
  'resumen',
  'cancelar',
  'para',
  'olvidalo',
]);

/**
 * Everyday words of either language that say a code exists without giving it ("I have one", "sí tengo
 * uno", "yes I do"): never a code themselves (invariant promo-code-never-a-word).
 */
const SAYS_ONE = new Set(
  'one uno do did it yeah yup have got tengo tenia tiene si yes theres there hay'
    .split(' ')
    .map((w) => tokenize(w).join(' ')),
);

/** Letters said by their Spanish names when a code is spelled aloud ("efe a ele ele" is FALL). */
const LETTER_NAMES: Record<string, string> = {
  be: 'b',
  ce: 'c',
  de: 'd',
  efe: 'f',
  ge: 'g',
  hache: 'h',
  jota: 'j',
  ka: 'k',
  ele: 'l',
  eme: 'm',
  ene: 'n',
  pe: 'p',
  cu: 'q',
  erre: 'r',
  ese: 's',
  te: 't',
  uve: 'v',
  equis: 'x',
  zeta: 'z',
};

/** Politeness after a code said aloud: "F A L L one zero, please". */
const AFTER_CODE = new Set(THANKS_AND_PLEASE);

/** "I don't have one" and its kin: there is no code (the step keeps none). */
const HAS_NONE = phrases(
  // Tagalog "wala" (none) in a Taglish reply: "wala po", "wala pa po" (none yet); read here, as this
  // question keeps its reply as typed (dialect.ts reads it elsewhere, invariant wala-by-position).
  'wala',
  'wala pa',
  'wala na',
  'i dont have one',
  'i dont have any',
  'i dont have a code',
  'i dont have a promo code',
  'i do not have one',
  'i do not have any',
  'i do not have a code',
  'dont have one',
  'dont have any',
  'we dont have one',
  'we dont have any',
  'we do not have one',
  'we do not have any',
  'i dont',
  'no tengo',
  'no tengo uno',
  'no tengo ninguno',
  'no tengo ningun codigo',
  'no lo tengo',
  'no tenemos',
  'no tenemos uno',
  'no tenemos ninguno',
);

/** What comes around "I don't have one" without changing it: "I'm afraid …", "no, …", "lo siento, …". */
const AROUND_NONE = [
  ...POLITE,
  ...phrases(
    'no',
    'nope',
    'nah',
    'sorry',
    'im afraid',
    'i am afraid',
    'unfortunately',
    'actually',
    'lo siento',
    'la verdad',
    'pues',
  ),
];

/**
 * The reply's words, their punctuation off: "yes: FALL10!" is yes, FALL10; so are the marks chat formats
 * with ("`FALL10`", "*FALL10*"), never part of a code. Underscores stay: they may be the code's own.
 */
const wordsOf = (text: string) =>
  text
    .split(/[\s,:;!?"]+/)
    .map((t) => t.replace(/^[(['‘“«`*]+|[)\]'’”».`*]+$/gu, ''))
    .filter(Boolean);

const folded = (word: string) => tokenize(word).join(' ');

/**
 * A promo code: one word of at least 3 characters with a letter or digit in it, alone or among the
 * usual words ("my code is FALL10", "use code fall10 please" → "FALL10"), or letters then digits split
 * by a space ("fall 10" → "FALL10"), with only the quotes, brackets and sentence punctuation around it
 * trimmed. Refuses yes/no and skip words, commands, and replies with more than one candidate word.
 *
 * @invariant promo-code-upper-cased A code is sent upper-cased, and none of its own characters is
 * dropped (`__proto__` is `__PROTO__`, never `PROTO`). The contract says nothing of a code's case or
 * characters (decided here, once): codes are printed upper-case and phones type lower-case, so the
 * capitals a store prints are what it is sent; the store says whether the code is valid.
 * @invariant promo-code-never-a-word A word of the reply that is an everyday word of either language
 *   ("uno", "one", "tengo", "code") is never taken for the code: "sí tengo uno" is no code UNO.
 *
 * @example readPromoCode('use code fall10 please') // 'FALL10'
 * @example readPromoCode('Fall 10') // 'FALL10'
 * @example readPromoCode('sí tengo uno') // undefined
 */
export function readPromoCode(typed: string): string | undefined {
  const text = joinedWhereSpelled(typed);
  if (text === undefined) return undefined;
  const corrected = codeCorrected(text);
  if (corrected !== null) return corrected;
  const said = codeSaidAloud(wordsOf(text).map(folded));
  if (said !== undefined) return said.toLocaleUpperCase('en-US');
  const content = wordsOf(text).filter((t) => !CODE_FILLERS.has(folded(t)) && !SAYS_ONE.has(folded(t)));
  const [letters, digits] = content;
  // A number word alone is a count or a "one", never a code: "tengo uno, es uno dos" is no code DOS.
  if (content.some((w) => /^\p{L}+$/u.test(w) && isNumberWord(folded(w)))) return codeAmongWords(text);
  const split = content.length === 2 && /^\p{L}+$/u.test(letters as string) && /^\d+$/.test(digits as string);
  // (invariant word-and-number-is-no-code) "mejor 4", "better 5": a number said of something else, asked back.
  if (split && saysOfTheNumber(folded(letters as string))) return undefined;
  const code = split ? `${letters}${digits}` : content.length === 1 ? (content[0] as string) : undefined;
  if (code === undefined) return codeAmongWords(text);
  if ([...code].length < 3 || !/[\p{L}\p{N}]/u.test(code)) return undefined;
  if (NOT_CODES.has(folded(content[0] as string)) || isSkip(code) || readYesNo(code) !== undefined)
    return undefined;
  if (!/\d/.test(code) && !typedAsCode(text, code)) return undefined;
  return code.toLocaleUpperCase('en-US');
}

/** Letters and digits with marks between them: "F-A-L-L-1-0", "FALL-10", "s.a.v.e.5". */
const MARKED_PARTS = /[\p{L}\p{N}]+(?:[-._/·][\p{L}\p{N}]+)+/gu;

/**
 * The reply with each code spelled out with a mark between its characters joined ("F-A-L-L-1-0" is
 * FALL10), or undefined when a word is spelled only in part ("F-A-L-L-10": FALL10, or a code with dashes?).
 *
 * @invariant promo-code-spelled-joined A word whose characters are set apart one by one with a mark ("-",
 *   ".", "_", "/") is a code spelled out, and is that code joined, only when every part is one character;
 *   two or more one-character parts beside longer ones are asked back. A code with its own mark between
 *   longer parts ("FALL-10", "SAVE_5") keeps it.
 */
function joinedWhereSpelled(text: string): string | undefined {
  let mixed = false;
  const joined = text.replace(MARKED_PARTS, (word) => {
    const parts = word.split(/[-._/·]/);
    const single = parts.filter((p) => [...p].length === 1).length;
    if (single === parts.length) return parts.join('');
    if (single >= 2) mixed = true;
    return word;
  });
  return mixed ? undefined : joined;
}

/**
 * @invariant promo-code-corrected A code taken back for another ("FAL10 no perdón FALL10", "SPRNG5, no
 *   wait, SPRING5", "FALL01... I mean FALL10"; meant.ts) is the last one, read alone as any reply is;
 *   what was taken back must read as a code too, else the reply is read as typed (null).
 */
function codeCorrected(text: string): string | undefined | null {
  const meant = readMeant(text);
  if (!meant?.retracted || meant.excluded.length > 0 || readPromoCode(meant.retracted) === undefined)
    return null;
  return readPromoCode(meant.text);
}

/** The words a code is named by, after which a plain word is the code given: "promo WELCOME", "el cupón es bienvenida". */
const CODE_NOUNS = new Set([
  'code',
  'promo',
  'coupon',
  'voucher',
  'codigo',
  'cupon',
  'descuento',
  'discount',
]);

/**
 * Words that say something of a number rather than name a code: taking back what came before and
 * putting the number in its place ("mejor", "better", "rather", "make it 5"), and the tip just asked
 * ("tip 4", "propina 4").
 */
const OF_THE_NUMBER = new Set(
  'mejor better rather instead actually make makes made change changed tip tips propina propinita'.split(' '),
);

/**
 * @invariant word-and-number-is-no-code A word of the reply's own language, then a number ("mejor 4",
 *   "better 5", "mejor el 4", "make it 5", "maybe 4", "tip 4"), says something of that number (a
 *   correction of the answer before, often the tip just asked, a hedge, an amount): never the code
 *   MEJOR4, asked back. The word is one of the words around an answer or that change it
 *   (neutral-words.ts) or one putting a number in another's place (`OF_THE_NUMBER`); a word of no such
 *   kind before its number is a code's ("fall 10", "spring 25": FALL10, SPRING25).
 */
function saysOfTheNumber(word: string): boolean {
  return OF_THE_NUMBER.has(word) || isNeutral(word) || isModifier(word);
}

/**
 * Whether a code without digits ("WELCOME") was typed as a code, not as a word of a sentence
 * ("my son said theres a code?", "any discount"): alone, typed in capitals among lower-case words, or
 * after a word that names the code; never in a question.
 *
 * @invariant promo-code-looks-like-one A plain word is taken for the code only when the reply is that
 *   word, or it is set apart as a code (capitals, or "code"/"código" before it), and the reply asks
 *   nothing: a question or a sentence with no code-shaped word is asked back, never sent as a code.
 */
function typedAsCode(text: string, code: string): boolean {
  const words = wordsOf(text);
  if (words.length === 1) return true;
  if (text.includes('?')) return false;
  const at = words.indexOf(code);
  const capitals = code.length >= 3 && code === code.toLocaleUpperCase('en-US') && /\p{Ll}/u.test(text);
  return capitals || words.slice(0, at).some((w) => CODE_NOUNS.has(folded(w)));
}

/**
 * Words that undo or doubt a code said among them: "FALL10 but it expired", "I had FALL10, not anymore",
 * "no tengo, pero mi hermana usó FALL10". With one of them the reply is asked again, never read.
 */
const UNDOES_A_CODE = new Set(
  (
    'no not dont didnt doesnt isnt wasnt never expired expire old but instead or wrong ' +
    'nunca vencio vencido caduco caducado pero sino o'
  ).split(' '),
);

/** Digits with a unit or an ordinal's ending are not codes: "2nd", "10am", "3x", "5lbs". */
const NUMBER_WITH_UNIT = /^\d+(st|nd|rd|th|am|pm|x|h|hrs?|min|lbs?|kg|k)$/i;

/**
 * One code-shaped word, letters and digits together ("FALL10", "10OFF"), among ordinary words of
 * either language: "meron po! FALL10", "el FALL10 ñaño", "now where did I put it... FALL10, that's it".
 * Read only when it is the reply's one such word, the reply asks nothing ("?") and no word undoes or
 * doubts it (UNDOES_A_CODE): the other words can then only be talk around the code.
 */
function codeAmongWords(text: string): string | undefined {
  if (text.includes('?')) return undefined;
  const words = wordsOf(text.replace(/[.…]+/g, ' '));
  const shaped = words.filter(
    (w) =>
      w.length >= 4 &&
      /\p{L}/u.test(w) &&
      /\d/.test(w) &&
      /^[\p{L}\d_-]+$/u.test(w) &&
      !NUMBER_WITH_UNIT.test(w),
  );
  if (shaped.length !== 1 || words.some((w) => UNDOES_A_CODE.has(folded(w)))) return undefined;
  return (shaped[0] as string).toLocaleUpperCase('en-US');
}

/**
 * A reply that says there is a code without giving it: "I have one", "sí tengo uno", "yes" (the step
 * asks for the code itself).
 *
 * @example saysHasPromoCode('sí tengo uno') // true
 * @example saysHasPromoCode('FALL10') // false
 */
export function saysHasPromoCode(text: string): boolean {
  const words = wordsOf(text).map(folded);
  return (
    words.length > 0 &&
    words.every((w) => CODE_FILLERS.has(w) || SAYS_ONE.has(w)) &&
    readYesNo(text) !== false &&
    !words.some((w) => NOT_CODES.has(w))
  );
}

/** A token said when spelling a code: one letter ("f"), a Spanish letter name ("efe"), digits, or a number word ("ten"). */
const spelledLetter = (token: string) =>
  /^[a-z]$/.test(token) ? token : Object.hasOwn(LETTER_NAMES, token) ? LETTER_NAMES[token] : undefined;
const isNumberWord = (token: string) =>
  /^\d+$/.test(token) || Object.hasOwn(DIGIT_WORDS, token) || readWholeNumber([token]) !== undefined;
const isSpelled = (token: string) => spelledLetter(token) !== undefined || isNumberWord(token);

/** Number words in a row as written: "one zero" is 10 digit by digit, "ten" or "twenty five" the number. */
function digitsOf(tokens: string[]): string | undefined {
  const whole = readWholeNumber(tokens);
  if (whole !== undefined) return String(whole);
  const digits = tokens.map((t) =>
    /^\d+$/.test(t) ? t : Object.hasOwn(DIGIT_WORDS, t) ? DIGIT_WORDS[t] : undefined,
  );
  return digits.every((d) => d !== undefined) ? digits.join('') : undefined;
}

/**
 * A code said aloud, after only code words ("code is", "yes it's", "el código es"): letters and digits
 * spelled one by one ("F A L L one zero", "efe a ele ele uno cero"), or one word and its number in words
 * ("fall ten"). Begins with a letter or a word, and spelled letters come three or more, so a bare "one"
 * or "a" is never a code (invariant promo-code-never-a-word).
 */
function codeSaidAloud(tokens: string[]): string | undefined {
  let end = tokens.length;
  while (end > 0 && AFTER_CODE.has(tokens[end - 1] as string)) end--;
  let start = end;
  while (start > 0 && isSpelled(tokens[start - 1] as string)) start--;
  const head = tokens[start - 1];
  const headWord =
    head !== undefined &&
    /^[a-z]{2,}$/.test(head) &&
    !CODE_FILLERS.has(head) &&
    !SAYS_ONE.has(head) &&
    // "mejor cuatro", "better five": no code's word (invariant word-and-number-is-no-code).
    !saysOfTheNumber(head)
      ? head
      : '';
  const lead = tokens.slice(0, start - (headWord ? 1 : 0));
  const spelled = tokens.slice(start, end);
  if (!lead.every((t) => CODE_FILLERS.has(t) || SAYS_ONE.has(t)) || spelled.length === 0) return undefined;
  const firstNumber = spelled.findIndex((t) => spelledLetter(t) === undefined);
  const letters = spelled.slice(0, firstNumber < 0 ? spelled.length : firstNumber).map(spelledLetter);
  const number = firstNumber < 0 ? '' : digitsOf(spelled.slice(firstNumber));
  if (number === undefined) return undefined;
  // A word is followed by its number alone ("fall ten"); spelled letters are three, or letters and digits three words.
  const shaped = headWord
    ? letters.length === 0 && number !== ''
    : letters.length >= 3 || (letters.length > 0 && number !== '' && spelled.length >= 3);
  return shaped ? `${headWord}${letters.join('')}${number}` : undefined;
}

/**
 * A reply that says there is no code: "I'm afraid I don't have one", "no, no tengo ninguno".
 *
 * @example saysNoPromoCode("I'm afraid I don't have one.") // true
 * @example saysNoPromoCode('I do have one') // false
 */
export function saysNoPromoCode(text: string): boolean {
  // "nop", "nah", "nel": a bare no of any kind is no code, never a code NOP.
  return coveredBy(tokenize(text), HAS_NONE, AROUND_NONE) || readYesNo(text) === false;
}
