/** A US phone number as people type it. */
import { tokenize } from './normalize';
import { DIGIT_WORDS } from './number-words';

/** A number said digit by digit in words, alone ("dos uno dos cinco cinco cinco cero uno cero uno"): its digits. */
function digitsInWords(text: string): string | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  if (tokens.length === 0 || !tokens.some((t) => t in DIGIT_WORDS)) return undefined;
  const digits = tokens.map((t) => DIGIT_WORDS[t] ?? (/^\d+$/.test(t) ? t : undefined));
  return digits.every((d) => d !== undefined) ? digits.join('') : undefined;
}

/** The seed's 10 digits from 10 digits, or 11 starting with the country code 1. */
function tenDigits(candidate: string): string | undefined {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

/**
 * A US phone number as the seed's 10 digits: tolerant of spaces, dashes, dots, parentheses and a
 * leading +1 or 1, alone or inside a sentence; or said digit by digit in words, alone. 9 digits, 11 digits not starting with 1, a letter
 * among the digits, or two numbers in one reply: undefined.
 *
 * @example readPhone('my number is (212) 555-0101') // '2125550101'
 * @example readPhone('+1 212 555 0101') // '2125550101'
 * @example readPhone('dos uno dos cinco cinco cinco cero uno cero uno') // '2125550101'
 */
export function readPhone(text: string): string | undefined {
  if (/^[\d\s().+-]+$/.test(text.trim())) return tenDigits(text);
  const said = digitsInWords(text);
  if (said !== undefined) return tenDigits(said);
  const candidates = text.match(/[+(]?\d[\d\s().-]*\d\)?/g) ?? [];
  const numbers = candidates.filter((c) => c.replace(/\D/g, '').length >= 7);
  if (numbers.length !== 1) return undefined;
  return tenDigits(numbers[0] as string);
}
