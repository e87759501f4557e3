/**
 * Whole numbers and ordinals as people type them: digits or English words up to ninety-nine
 * ("two", "twenty one", "second", "2nd", "last"), and an ordinal with one typo ("secnod"). Larger
 * numbers are typed as digits in practice, so a closed word table is enough here.
 */

import { withinOneEdit } from './fuzzy-match';

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
};

/** A whole number read from tokens and how many tokens it took. */
export interface NumberAt {
  value: number;
  length: number;
}

/**
 * The whole number that starts at `tokens[start]`: digits ("12"), a word ("twelve") or tens and
 * units ("twenty one"; "twenty-one" arrives as two tokens).
 */
export function numberAt(tokens: string[], start: number): NumberAt | undefined {
  const token = tokens[start];
  if (token === undefined) return undefined;
  if (/^\d+$/.test(token)) return { value: Number(token), length: 1 };
  const unit = UNITS[token];
  if (unit !== undefined) return { value: unit, length: 1 };
  const tens = TENS[token];
  if (tens === undefined) return undefined;
  const next = UNITS[tokens[start + 1] ?? ''];
  return next !== undefined && next >= 1 && next <= 9
    ? { value: tens + next, length: 2 }
    : { value: tens, length: 1 };
}

/** The tokens read as exactly one whole number, or undefined. */
export function readWholeNumber(tokens: string[]): number | undefined {
  const found = numberAt(tokens, 0);
  return found && found.length === tokens.length ? found.value : undefined;
}

/**
 * The tokens read as exactly one ordinal: 1-based, or `'last'`.
 *
 * @example readOrdinal(['2nd']) // 2
 */
export function readOrdinal(tokens: string[]): number | 'last' | undefined {
  if (tokens.length !== 1) return undefined;
  const token = tokens[0] as string;
  if (token === 'last') return 'last';
  const suffixed = /^(\d{1,3})(?:st|nd|rd|th)$/.exec(token);
  if (suffixed) return Number(suffixed[1]);
  return ORDINALS[token] ?? misspeltOrdinal(token);
}

/**
 * An ordinal typed with one typo ("secnod", "thrid", "frist"): the one ordinal word of five letters
 * or more within one edit (fuzzy-match.ts), and no cardinal word as near ("fifty" is no "fifth",
 * "sixtg" could be either).
 */
function misspeltOrdinal(token: string): number | undefined {
  if (token.length < 5 || UNITS[token] !== undefined || TENS[token] !== undefined) return undefined;
  const near = (word: string) => word.length >= 5 && withinOneEdit(token, word);
  const ordinals = Object.keys(ORDINALS).filter(near);
  const cardinals = [...Object.keys(UNITS), ...Object.keys(TENS)].filter(near);
  return ordinals.length === 1 && cardinals.length === 0 ? ORDINALS[ordinals[0] as string] : undefined;
}
