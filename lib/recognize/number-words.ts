/**
 * Whole numbers and ordinals as people type them: digits or English or Spanish words ("two",
 * "twenty one", "dos", "treinta y dos", "five thousand and one", "cinco mil uno", "ciento veinte"),
 * ordinals ("second", "2nd", "segunda", "2da", "last", "última"), and an ordinal with one typo
 * ("secnod", "segudna"). Numbers past ninety-nine come dictated ("order five thousand one"), so
 * hundreds and thousands are read too (invariant number-words-whole). Words arrive folded by
 * `tokenize` (no accents: "última" is "ultima").
 *
 * @invariant number-words-whole A number said in words is read whole or not at all: "five thousand
 *   one" is 5001, never 5 or 1; "mil" alone ("mil gracias") is no number.
 * @invariant sounded-number-only-where-a-number-must-be A word a phone types for a number said aloud
 *   ("for" 4, "to"/"too" 2, "won" 1, "ate" 8) is read as that number only where its own meaning cannot
 *   stand: a reply of numbers alone ("won and for", a code "for to for to for to"), the start of a range
 *   said with a number ("ate to ten"), after "every" ("every to weeks"), or before the things counted
 *   at a count's question ("for bags"). "to" joining two numbers is a range, never a 2; anywhere else
 *   ("to the store", "for the suit") the word is itself.
 */

import { withinOneEdit } from './edit-distance';

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
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  // Caribbean Spanish drops a final s, and texts it so ("tre bolsa"): no other word is "tre".
  tre: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  // Not "once" (11): it is an English word ("just this once").
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
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
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
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
  primer: 1,
  primero: 1,
  primera: 1,
  segundo: 2,
  segunda: 2,
  tercer: 3,
  tercero: 3,
  tercera: 3,
  cuarto: 4,
  cuarta: 4,
  quinto: 5,
  quinta: 5,
  sexto: 6,
  sexta: 6,
  septimo: 7,
  septima: 7,
  octavo: 8,
  octava: 8,
  noveno: 9,
  novena: 9,
  decimo: 10,
  decima: 10,
};

/** The words for the last option. */
const LAST = new Set(['last', 'ultimo', 'ultima']);

/** A whole number read from tokens and how many tokens it took. */
export interface NumberAt {
  value: number;
  length: number;
}

/** A word's number in `table`: its own keys only ("constructor" typed is no number). */
function wordValue(table: Record<string, number>, word: string): number | undefined {
  return Object.hasOwn(table, word) ? table[word] : undefined;
}

/** Spanish hundreds, as `tokenize` folds them; "cien" alone, "ciento" before the rest. */
const HUNDREDS: Record<string, number> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};

/** Below a hundred: digits, a word, or tens and units ("twenty one"; Spanish "treinta y dos"). */
function belowHundred(tokens: string[], start: number): NumberAt | undefined {
  const token = tokens[start];
  if (token === undefined) return undefined;
  const unit = wordValue(UNITS, token);
  if (unit !== undefined) return { value: unit, length: 1 };
  const tens = wordValue(TENS, token);
  if (tens === undefined) return undefined;
  const and = tokens[start + 1] === 'y' && tens >= 30 ? 1 : 0;
  const next = wordValue(UNITS, tokens[start + 1 + and] ?? '');
  return next !== undefined && next >= 1 && next <= 9
    ? { value: tens + next, length: 2 + and }
    : { value: tens, length: 1 };
}

/** `first` followed by what is added to it, "and" between in English ("five hundred and two"). */
function plus(tokens: string[], first: NumberAt, start: number, below: number): NumberAt {
  const at = start + first.length;
  const and = tokens[at] === 'and' ? 1 : 0;
  const rest = (below > 100 ? belowThousand : belowHundred)(tokens, at + and);
  return rest && rest.value > 0 && rest.value < below
    ? { value: first.value + rest.value, length: first.length + and + rest.length }
    : first;
}

/** Below a thousand in words: "five hundred and two", "ciento veinte", "quinientos", or below a hundred. */
function belowThousand(tokens: string[], start: number): NumberAt | undefined {
  const hundreds = wordValue(HUNDREDS, tokens[start] ?? '');
  if (hundreds !== undefined)
    return tokens[start] === 'cien'
      ? { value: 100, length: 1 }
      : plus(tokens, { value: hundreds, length: 1 }, start, 100);
  const small = belowHundred(tokens, start);
  // "five hundred", and as English says years and order numbers, "twelve hundred", "fifty-one hundred".
  if (small && small.value >= 1 && tokens[start + small.length] === 'hundred')
    return plus(tokens, { value: small.value * 100, length: small.length + 1 }, start, 100);
  return small;
}

/**
 * The whole number that starts at `tokens[start]`: digits ("12"), or words (invariant
 * number-words-whole): "twelve", "twenty one" ("twenty-one" arrives as two tokens), "treinta y dos",
 * "five thousand one", "cinco mil uno", "mil doscientos".
 *
 * @example numberAt(['change', 'five', 'thousand', 'one'], 1) // { value: 5001, length: 3 }
 */
export function numberAt(tokens: string[], start: number): NumberAt | undefined {
  const token = tokens[start];
  if (token === undefined) return undefined;
  if (/^\d+$/.test(token)) return { value: Number(token), length: 1 };
  // "mil doscientos" is 1200; "mil" alone ("mil gracias") is no number.
  if (token === 'mil') {
    const rest = belowThousand(tokens, start + 1);
    return rest && rest.value > 0 ? { value: 1000 + rest.value, length: 1 + rest.length } : undefined;
  }
  const first = belowThousand(tokens, start);
  if (!first) return undefined;
  const scale = tokens[start + first.length];
  if (first.value < 1 || (scale !== 'thousand' && scale !== 'mil')) return first;
  return plus(tokens, { value: first.value * 1000, length: first.length + 1 }, start, 1000);
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
  if (LAST.has(token)) return 'last';
  // "2nd"; Spanish "2do", "2da", "1ro", "1er", and "1º" (which `tokenize` folds to "1o"). Not a bare
  // "1a": that is a time ("9a").
  const suffixed = /^(\d{1,3})(?:st|nd|rd|th|ro|ra|do|da|er|to|ta|vo|va|no|na|mo|ma|o)$/.exec(token);
  if (suffixed) return Number(suffixed[1]);
  return wordValue(ORDINALS, token) ?? misspeltOrdinal(token) ?? diminutiveOrdinal(token);
}

/**
 * A Spanish ordinal said as a diminutive, as fondly as "la primerita", "la primerica", "el segundito",
 * "la ultimita": that ordinal (round 30). Only a word the ordinals hold once the ending is plain: no typo
 * is read into a diminutive.
 */
function diminutiveOrdinal(token: string): number | 'last' | undefined {
  const plain = token.replace(/(?:it|ic)([oa])$/, '$1');
  if (plain === token) return undefined;
  return LAST.has(plain) ? 'last' : wordValue(ORDINALS, plain);
}

/**
 * An ordinal typed with one typo ("secnod", "thrid", "frist", "segudna"): the one position whose
 * ordinal words of five letters or more are within one edit (fuzzy-match.ts), and no cardinal word as near ("fifty" is no "fifth",
 * "sixtg" could be either).
 */
function misspeltOrdinal(token: string): number | undefined {
  if (token.length < 5 || wordValue(UNITS, token) !== undefined || wordValue(TENS, token) !== undefined)
    return undefined;
  const near = (word: string) => word.length >= 5 && withinOneEdit(token, word);
  const ordinals = Object.keys(ORDINALS).filter(near);
  const cardinals = [...Object.keys(UNITS), ...Object.keys(TENS)].filter(near);
  // One position, whatever the gender ("cuarte" is "cuarto" or "cuarta", both 4).
  const positions = new Set(ordinals.map((word) => wordValue(ORDINALS, word)));
  return positions.size === 1 && cardinals.length === 0 ? [...positions][0] : undefined;
}

/**
 * A number word typed with one typo ("thre", "ciinco", "tre", "sevn"): the one value whose unit or tens
 * words of three letters or more are within one edit (edit-distance.ts); undefined when none is, or
 * when words of two values are ("fiv" is five; "tem" is ten, "ten" itself none; "sex" six or
 * "seis": 6 either way). A number word itself is no typo.
 *
 * @example misspeltNumber('thre') // 3
 * @example misspeltNumber('three') // undefined
 */
export function misspeltNumber(token: string): number | undefined {
  if (token.length < 3 || /\d/.test(token) || numberAt([token], 0) !== undefined) return undefined;
  const values = new Set(
    [...Object.entries(UNITS), ...Object.entries(TENS)]
      .filter(([word]) => word.length >= 3 && withinOneEdit(token, word))
      .map(([, value]) => value),
  );
  return values.size === 1 ? [...values][0] : undefined;
}

/**
 * Tagalog's numbers one to ten, said in an English reply by Filipino-American customers ("dalawa po",
 * "tatlo bags"), and the English word each is: read by dialect.ts in an English conversation only, as
 * Spanish has a "lima" (a file, the city) of its own; "Isa", "Lima" with a capital mid-sentence stay names.
 */
export const TAGALOG_NUMBERS: Record<string, string> = {
  isa: 'one',
  dalawa: 'two',
  tatlo: 'three',
  apat: 'four',
  lima: 'five',
  anim: 'six',
  pito: 'seven',
  walo: 'eight',
  siyam: 'nine',
  sampu: 'ten',
};

/** The digits said in words, one word a digit, in English or Spanish ("two one two", "dos uno dos"): a phone number or a code spelled. */
export const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  cero: '0',
  uno: '1',
  una: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
};

/**
 * A number said whole in words, as an order's number is read out: in thousands and hundreds ("five
 * thousand and two", "fifty-one hundred", "cinco mil dos", "mil doscientos"), digit by digit ("five oh
 * oh two", "cinco cero cero uno"), or in pairs ("fifty oh two"). Undefined unless every token is part
 * of the one number.
 *
 * @example readNumberSaid(['five', 'thousand', 'and', 'two']) // 5002
 * @example readNumberSaid(['cinco', 'mil', 'uno']) // 5001
 * @example readNumberSaid(['fifty', 'oh', 'two']) // 5002
 */
export function readNumberSaid(tokens: string[]): number | undefined {
  if (tokens.length === 0) return undefined;
  if (tokens.length > 1 && tokens.every((t) => Object.hasOwn(DIGIT_WORDS, t)))
    return Number(tokens.map((t) => DIGIT_WORDS[t]).join(''));
  const whole = numberAt(tokens, 0);
  return whole?.length === tokens.length ? whole.value : inPairs(tokens);
}

/** "fifty oh two", "fifty one oh one": two-digit groups, a zero said "oh" or "zero" before a unit. */
function inPairs(tokens: string[]): number | undefined {
  const first = numberAt(tokens, 0);
  if (!first || first.value < 10 || first.value > 99) return undefined;
  const rest = tokens.slice(first.length);
  const zero = rest[0] === 'oh' || rest[0] === 'zero' || rest[0] === 'cero';
  const second = zero ? readWholeNumber(rest.slice(1)) : readWholeNumber(rest);
  if (second === undefined || (zero ? second > 9 : second < 10 || second > 99)) return undefined;
  return first.value * 100 + second;
}

/**
 * A code read out in groups, as people say one: each group a digit, two or three ("four twenty-four, two
 * forty-two" is 424242; "cuatro veinticuatro dos cuarenta y dos" and "cuatro veinticuatro doscientos
 * cuarenta y dos" too; a round hundred is none), the groups' digits one after another. Undefined unless every token is a group (or a comma between them) and one of them is of two
 * digits: a code spelled digit by digit is `DIGIT_WORDS`' ("four two four two").
 *
 * @example digitGroupsSaid(['four', 'twenty', 'four', 'two', 'forty', 'two']) // '424242'
 */
export function digitGroupsSaid(tokens: readonly string[]): string | undefined {
  const words = tokens.filter((t) => t !== ',');
  let digits = '';
  let paired = false;
  for (let i = 0; i < words.length; ) {
    const word = words[i] as string;
    // "oh" a zero within a group's place: "four oh two".
    const group = word === 'oh' && i > 0 ? { value: 0, length: 1 } : belowThousand(words, i);
    if (!group || !/^[a-z]+$/.test(word)) return undefined;
    // A hundred's group is read whole ("doscientos cuarenta y dos" is 242, never 200 and 42); a round
    // hundred ("doscientos", "two hundred") says no digits of its own: "two hundred" may be 2 and 00 or 200.
    if (group.value >= 100 && group.value % 100 === 0) return undefined;
    paired ||= group.value >= 10;
    digits += String(group.value);
    i += group.length;
  }
  return paired && digits.length > 0 ? digits : undefined;
}

/**
 * Words a phone types for a number said aloud ("for bags", "ate to ten", "every to weeks", "won and
 * for"), each the number it sounds like (invariant sounded-number-only-where-a-number-must-be).
 */
export const SOUNDED_NUMBERS: Readonly<Record<string, number>> = {
  won: 1,
  to: 2,
  too: 2,
  for: 4,
  fore: 4,
  ate: 8,
  // Caribbean English, "th" said "t": "tree bags".
  tree: 3,
};

/** A word's number when it sounds like one ("for" 4), undefined otherwise. */
export function soundedNumber(word: string): number | undefined {
  return Object.hasOwn(SOUNDED_NUMBERS, word) ? SOUNDED_NUMBERS[word] : undefined;
}

/** Words joining the items of a list of numbers: "won and for", "1, 4". */
const LIST_JOINS = new Set([',', 'and', 'y', 'plus', 'n']);
/** Words a range is said with, between its two ends: "ate to ten", "ate till ten" (never "a": "for a 10"). */
const RANGE_WORDS = new Set(['to', 'till', 'til', 'until']);
/** Words after which only a number stands: "every to weeks", "cada to semanas". */
const BEFORE_A_NUMBER = new Set(['every', 'each', 'cada']);

/**
 * The tokens with each word that sounds like a number read as it, where only a number can stand there
 * (invariant sounded-number-only-where-a-number-must-be); undefined when there is none such.
 *
 * @example numbersBySound(['won', 'and', 'for']) // ['1', 'and', '4']
 * @example numbersBySound(['ate', 'to', 'ten']) // ['8', 'to', 'ten']
 * @example numbersBySound(['every', 'to', 'weeks']) // ['every', '2', 'weeks']
 * @example numbersBySound(['to', 'the', 'store']) // undefined
 */
export function numbersBySound(tokens: readonly string[]): string[] | undefined {
  const said = (t: string | undefined) =>
    t !== undefined && /^\d+$/.test(t) ? true : t !== undefined && numberAt([t], 0) !== undefined;
  const read = tokens.map((t, i) => {
    const sounded = soundedNumber(t);
    if (sounded === undefined) return t;
    // "every to weeks": after "every" a number must stand, and a word follows it.
    if (BEFORE_A_NUMBER.has(tokens[i - 1] ?? '') && i + 1 < tokens.length) return String(sounded);
    // "ate to ten": the start of a range whose end is a number said so; "to" itself is the range's.
    if (t !== 'to' && t !== 'too' && RANGE_WORDS.has(tokens[i + 1] ?? '') && said(tokens[i + 2]))
      return String(sounded);
    return t;
  });
  // "won and for": a list of numbers and nothing else (no "to", which may be a range between them).
  const items = tokens.filter((t) => !LIST_JOINS.has(t));
  const listed =
    items.length >= 2 &&
    items.every((t) => said(t) || (soundedNumber(t) !== undefined && t !== 'to' && t !== 'too')) &&
    items.some((t) => soundedNumber(t) !== undefined);
  const out = listed ? tokens.map((t) => (LIST_JOINS.has(t) ? t : String(soundedNumber(t) ?? t))) : read;
  return out.some((t, i) => t !== tokens[i]) ? out : undefined;
}
