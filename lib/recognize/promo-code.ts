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
 * A promo code as typed: one word of at least 3 characters with a letter or digit in it, alone or
 * among the usual words ("my code is FALL10", "use code fall10 please" → "fall10"), with only the
 * quotes, brackets and sentence punctuation around it trimmed. Refuses yes/no and skip words,
 * commands, and replies with more than one candidate word.
 *
 * @invariant promo-code-as-typed A code is sent as the person typed it: never re-cased, and none of
 * its own characters dropped (`__proto__` stays `__proto__`); the service's contract restricts none,
 * and the store says whether it is valid.
 *
 * @example readPromoCode('use code fall10 please') // 'fall10'
 * @example readPromoCode('no') // undefined
 */
export function readPromoCode(text: string): string | undefined {
  const tokens = text
    .split(/[\s,:;!?"]+/)
    .map((t) => t.replace(/^[(['‘“«]+|[)\]'’”».]+$/gu, ''))
    .filter(Boolean);
  const content = tokens.filter((t) => !CODE_FILLERS.has(tokenize(t).join(' ')));
  if (content.length !== 1) return undefined;
  const code = content[0] as string;
  if ([...code].length < 3 || !/[\p{L}\p{N}]/u.test(code)) return undefined;
  if (NOT_CODES.has(tokenize(code).join(' ')) || isSkip(code) || readYesNo(code) !== undefined)
    return undefined;
  return code;
}
