/** A promo code as people type it. */
import { tokenize } from './normalize';
import { isSkip } from './skip';
import { readYesNo } from './yes-no';

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
  'please',
  'pls',
  'plz',
  'thanks',
  'thank',
  'you',
  'thx',
  'ty',
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
  'por',
  'favor',
  'porfa',
  'gracias',
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
  'one uno do did it yeah yup have got tengo tenia tiene si yes'.split(' ').map((w) => tokenize(w).join(' ')),
);

/** The reply's words, their punctuation off: "yes: FALL10!" is yes, FALL10. */
const wordsOf = (text: string) =>
  text
    .split(/[\s,:;!?"]+/)
    .map((t) => t.replace(/^[(['‘“«]+|[)\]'’”».]+$/gu, ''))
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
export function readPromoCode(text: string): string | undefined {
  const content = wordsOf(text).filter((t) => !CODE_FILLERS.has(folded(t)) && !SAYS_ONE.has(folded(t)));
  const [letters, digits] = content;
  const code =
    content.length === 2 && /^\p{L}+$/u.test(letters as string) && /^\d+$/.test(digits as string)
      ? `${letters}${digits}`
      : content.length === 1
        ? (content[0] as string)
        : undefined;
  if (code === undefined || [...code].length < 3 || !/[\p{L}\p{N}]/u.test(code)) return undefined;
  if (NOT_CODES.has(folded(content[0] as string)) || isSkip(code) || readYesNo(code) !== undefined)
    return undefined;
  return code.toLocaleUpperCase('en-US');
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
