/** A US phone number as people type it. */
import { readMeant } from './meant';
import { tokenize } from './normalize';
import { DIGIT_WORDS, numberAt } from './number-words';

/**
 * A number said in words, alone: digit by digit ("dos uno dos cinco cinco cinco cero uno cero uno"), or
 * in groups as people read a number out, a word a digit, a pair or a hundred ("dos doce, cinco cinco
 * cinco, cero uno cero uno", "two twelve, five fifty-five, oh one oh one", "doscientos doce cinco cinco
 * cinco cero ciento uno"): its digits. A group is read whole ("doscientos doce" is 212, never 200 and 12),
 * never a round hundred, and the reply is a phone number only when they make 10 digits.
 */
function digitsInWords(text: string): string | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  if (tokens.length === 0 || !tokens.some((t) => t in DIGIT_WORDS)) return undefined;
  const digits: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as string;
    const digit = Object.hasOwn(DIGIT_WORDS, token)
      ? DIGIT_WORDS[token]
      : /^\d+$/.test(token)
        ? token
        : undefined;
    // A group where no digit word is ("doce", "fifty-five", "ciento uno"), or a digit word's hundreds
    // ("three hundred twelve"); never "one" read as the start of "one two".
    const read = numberAt(tokens, i);
    const hundreds = read && read.length > 1 && read.value >= 100 ? read : undefined;
    const group = digit === undefined ? read : hundreds;
    // A round hundred ("a hundred", "doscientos") is no group read out: said so, it may be a count.
    if (group && group.value >= 10 && group.value <= 999 && (group.value < 100 || group.value % 100))
      digits.push(String(group.value));
    else if (digit !== undefined && !hundreds) digits.push(digit);
    else return undefined;
    i += group?.length ?? 1;
  }
  return digits.join('');
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
 * among the digits, two numbers in one reply, or other digits beside it (a correction: "646 555 0171 —
 * no 0177"), or a number taken back with none given ("212 555 0101.. no wait that's my husband's"): undefined.
 *
 * @example readPhone('my number is (212) 555-0101') // '2125550101'
 * @example readPhone('+1 212 555 0101') // '2125550101'
 * @example readPhone('dos uno dos cinco cinco cinco cero uno cero uno') // '2125550101'
 */
export function readPhone(text: string): string | undefined {
  if (/^[\d\s().+-]+$/.test(text.trim())) return tenDigits(text);
  // "212 555 0101.. no wait that's my husband's": a number taken back with none in its place is asked,
  // never the one taken back (invariant correction-last-named-meant).
  const meant = readMeant(text);
  if (meant?.retracted && /\d/.test(meant.retracted) && !/\d/.test(meant.text)) return undefined;
  const said = digitsInWords(text);
  if (said !== undefined) return tenDigits(said);
  const candidates = text.match(/[+(]?\d[\d\s().-]*\d\)?/g) ?? [];
  const numbers = candidates.filter((c) => c.replace(/\D/g, '').length >= 7);
  // "646 555 0171 — no 0177": other digits beside the number may correct it; asked, never the first taken.
  if (numbers.length !== 1 || candidates.length > 1) return undefined;
  return tenDigits(numbers[0] as string);
}
