/** Phone number parsing for the sandbox's US customers. */

const SEPARATORS = /[\s\-.()]/g;

/**
 * The 10 digits of a US phone number written with or without spaces, dashes, dots or parentheses;
 * with `allowCountryCode`, a leading `+1`/`1` is accepted too (sign-in accepts what users type).
 */
export function tenDigitPhone(value: unknown, allowCountryCode: boolean): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  let text = String(value).replace(SEPARATORS, '');
  if (allowCountryCode) text = text.replace(/^\+?1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(text) ? text : undefined;
}
