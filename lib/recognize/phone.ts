/** A US phone number as people type it. */
import { withKeycapDigits } from './emoji-code';
import { readMeant } from './meant';
import { tokenize } from './normalize';
import { DIGIT_WORDS, numberAt } from './number-words';
import { RELATIONS } from './relations';

/**
 * A number said in words, alone: digit by digit ("dos uno dos cinco cinco cinco cero uno cero uno"), or
 * in groups as people read a number out, a word a digit, a pair or a hundred ("dos doce, cinco cinco
 * cinco, cero uno cero uno", "two twelve, five fifty-five, oh one oh one", "doscientos doce cinco cinco
 * cinco cero ciento uno"): its digits. A group is read whole ("doscientos doce" is 212, never 200 and 12),
 * never a round hundred, and the reply is a phone number only when they make 10 digits.
 */
function digitsInWords(text: string): string | undefined {
  const tokens = tokenize(text.replace(LEAD_IN, '')).filter((t) => t !== ',');
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

/**
 * The person's lead-in before a number said in words: "es el …", "mi número es …", "it's …", "my number
 * is …", and which of theirs it is when it corrects one ("mi número correcto es …", "the right number is
 * …", "el correcto es …"). It says nothing of the digits.
 */
const LEAD_IN =
  /^\s*(?:(?:it'?s|it is|(?:my|the) (?:(?:correct|right|real|actual|new)\s+)?(?:number|cell|phone|mobile)(?: number)? is|mine is|mine's)|(?:(?:(?:mi|el) (?:n[uú]mero|celular|tel[eé]fono)(?:\s+(?:correcto|bueno|real|verdadero|nuevo|de verdad))?(?: es)?|(?:el (?:correcto|bueno) )?es)(?: el)?))[\s,:]+/iu;

/** Where a sentence ends: its stop, "!", "?", ";", or a dash set off by spaces. */
const SENTENCE_END = /[.!?;]+(?=\s|$)|\s[—–-]+\s/u;

/**
 * A number said in words as a sentence of its own among others ("Oh hello! It's two one two, five five
 * five, oh one oh one. My daughter set this up for me", "six four six, … — that's my cell"): its 10
 * digits, when one sentence says them all (a lead-in before them, `LEAD_IN`, or a greeting) and no
 * other says a digit; else undefined, never a number pieced from two sentences.
 */
function saidInOneSentence(text: string): string | undefined {
  const sentences = text
    .split(SENTENCE_END)
    .map((sentence) => sentence.replace(GREETING_FIRST, '').trim())
    .filter(Boolean);
  const read = sentences.map((sentence) => digitsInWords(sentence));
  const numbers = read.filter((digits) => digits !== undefined && tenDigits(digits) !== undefined);
  if (numbers.length !== 1 || sentences.length < 2) return undefined;
  // Another sentence with a digit word in it ("Oh one four two I think") may be part of the number.
  const others = sentences.filter((_, i) => read[i] !== numbers[0]);
  const digitWord = (sentence: string) =>
    tokenize(sentence).some((t, i) => Object.hasOwn(DIGIT_WORDS, t) && !(i === 0 && t === 'oh'));
  return others.some(digitWord) ? undefined : tenDigits(numbers[0] as string);
}

/** A greeting before the number in its sentence ("hi, it's …", "hola, es el …"). */
const GREETING_FIRST =
  /^\s*(?:hi|hello|hey|hiya|hola|buenas|buenos d[ií]as|good (?:morning|afternoon))(?:\s+there)?[\s,!]+/iu;

/** The seed's 10 digits from 10 digits, or 11 starting with the country code 1. */
function tenDigits(candidate: string): string | undefined {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

/** What a reply to "what's your number?" gives: a number, or one taken back or given as another's. */
export type PhoneSaid = { phone: string } | { takenBack: true };

/**
 * Whose number it is, when another's: "my husband's", "her mom's", "el de mi esposo", "de mi hija". Said
 * after the number it takes it back ("212 555 0101 is my husband's"); said before it, it introduces the
 * number given ("its my dads 212 555 0101"): the number meant, whose-ever it is.
 */
const WHOSE = new RegExp(
  String.raw`\b(?:(?:that'?s|that is|it'?s|it is|is|this is)\s+(?:my|his|her|their|our)\s+(?:(?:${RELATIONS.join('|')})'?s?|\p{L}+['’]s)\b` +
    String.raw`|(?:(?:es|ese es|este es)\s+)?(?:el|la)\s+de\s+mi\s+\p{L}+)`,
  'iu',
);
/** The number said not to be the person's, wherever said: "not mine: 646 555 0133", "no es el mío". */
const NOT_MINE = /\bno es (?:el )?m[ií]o\b|\bnot mine\b|\bnot my (?:number|phone|cell)\b/iu;
/**
 * A hesitation after the number, with nothing after it: "212 555 0101.. hold on", "212 555 0101, no
 * espera", "… wait", "… mejor no". The person is not sure of it yet.
 */
const HESITATION_AFTER =
  /\d[\s,.;:!?…—–-]*(?:no,?\s+|(?:sorry|oops|perd[oó]n|disculp[ae]),?\s+)?(?:wait|hold on|hang on|actually|esp[eé]r[aeá]|mejor no)[\s.!?…]*$/iu;
/**
 * A mistake said of an earlier reply, after the number given in its place: "2125550101 (sorry typo
 * before)", "…, perdón, antes me equivoqué". The number is the one meant; it takes back the earlier one.
 */
const EARLIER_MISTAKE = /\b(?:typo|mistake|wrong|mistyped|error|equivoqu\p{L}*|mal)\b/iu;
const EARLIER =
  /\b(?:before|earlier|last time|previous(?:ly)?|the first time|antes|anterior|la otra vez|hace rato)\b/iu;

/**
 * An apology after the number for the mistake before it, with nothing in the number's place: "sorry
 * about that", "sorry for the mix-up", "perdón por la confusión". What it is sorry for is no correction.
 */
const SORRY_FOR =
  /\b(?:sorry|my apologies|apologies|perd[oó]n|disculp[ae])[\s,]+(?:about|for|por)\b[^\d]*$/iu;

/**
 * Whether a reply with digits takes its number back or gives it as another's (invariant
 * correction-last-named-meant): a marker after it with no number in its place ("212 555 0101.. no wait
 * thats my husbands"), a negation of it ("212 555 0101 not mine", "212 555 0101 mejor no"), whose it is
 * ("es el de mi esposo"), or a hesitation after it ("212 555 0101… hold on").
 */
function takenBack(text: string): boolean {
  if (!/\d/.test(text)) return false;
  const meant = readMeant(text);
  const retracted =
    meant?.retracted !== undefined &&
    /\d/.test(meant.retracted) &&
    !/\d/.test(meant.text) &&
    !(EARLIER_MISTAKE.test(meant.text) && EARLIER.test(meant.text)) &&
    !SORRY_FOR.test(text);
  const negated = meant?.excluded.some((e) => e.what.replace(/\D/g, '').length >= 7) ?? false;
  const fromNumber = text.slice(text.search(/\d/));
  return retracted || negated || WHOSE.test(fromNumber) || NOT_MINE.test(text) || HESITATION_AFTER.test(text);
}

/**
 * Whether digits beside the number say which it is rather than correct it: its own ending ("2125550101
 * (the 01 one)", "… it ends in 0101"), or another said not to be it, in English's "not" ("212 555 0101
 * not 0102"), or with a "no" once its own ending was said ("termina en 01, no en 02"). A bare "no"
 * before them ("646 555 0171 — no 0177") corrects it, and is asked.
 */
function saysWhich(text: string, number: string, run: RegExpMatchArray, runs: RegExpMatchArray[]): boolean {
  const digits = run[0].replace(/\D/g, '');
  if (digits.length > 4) return false;
  if (number.endsWith(digits)) return true;
  const before = text.slice(0, run.index);
  if (/\b(?:not|instead of)\s+(?:the\s+)?$/i.test(before)) return true;
  const endingSaid = runs.some(
    (other) =>
      (other.index ?? 0) < (run.index ?? 0) &&
      other[0].replace(/\D/g, '').length <= 4 &&
      number.endsWith(other[0].replace(/\D/g, '')),
  );
  return endingSaid && /\bno,?\s+(?:(?:en|con|el|in|with|the)\s+)?$/i.test(before);
}

/**
 * The letter O typed for a zero inside a run of digits ("212 555 O1O1", "555-01o1"): the zero it looks
 * like. Only in a run that holds a digit: a lone "O", "oh one" in words, and other letters are left.
 */
const withZeroesForOs = (text: string) =>
  text.replace(/(?<![\p{L}\d])(?=[oO]*\d)[\doO]+(?![\p{L}\d])/gu, (run) => run.replace(/[oO]/g, '0'));

/**
 * What a reply at a phone question gives: the number as the seed's 10 digits (tolerant of spaces,
 * dashes, dots, parentheses and a leading +1 or 1, alone or inside a sentence; or said digit by digit in
 * words, alone), or the number taken back (`takenBack`: asked which is the person's, one reading for
 * sign-in and sign-up). An O among digits is a zero (`withZeroesForOs`). 9 digits, 11 digits not starting with 1, another letter among the digits, two numbers
 * in one reply, or other digits beside it that correct it ("646 555 0171 — no 0177"): undefined.
 *
 * @example readPhoneSaid('my number is (212) 555-0101') // { phone: '2125550101' }
 * @example readPhoneSaid("212 555 0101.. no wait that's my husband's") // { takenBack: true }
 */
export function readPhoneSaid(typed: string): PhoneSaid | undefined {
  // "2️⃣1️⃣2️⃣…": keycaps are their digits (invariant keycap-is-its-digit).
  const text = withZeroesForOs(withKeycapDigits(typed));
  const phone = (digits: string | undefined) => (digits === undefined ? undefined : { phone: digits });
  if (/^[\d\s().+-]+$/.test(text.trim())) return phone(tenDigits(text));
  // "212 555 0101 no wait, 646 555 0177": the number given in place of the one taken back.
  const meant = readMeant(text);
  if (
    meant?.retracted !== undefined &&
    /\d/.test(meant.retracted) &&
    meant.text.replace(/\D/g, '').length >= 7
  )
    return readPhoneSaid(meant.text);
  if (takenBack(text)) return { takenBack: true };
  const said = digitsInWords(text);
  if (said !== undefined) return phone(tenDigits(said));
  if (!/\d/.test(text)) return phone(saidInOneSentence(text));
  const candidates = [...text.matchAll(/[+(]?\d[\d\s().-]*\d\)?/g)];
  const numbers = candidates.filter((c) => c[0].replace(/\D/g, '').length >= 7);
  if (numbers.length !== 1) return undefined;
  const number = tenDigits((numbers[0] as RegExpMatchArray)[0]);
  if (number === undefined) return undefined;
  // "646 555 0171 — no 0177": other digits beside the number may correct it; asked, never the first taken.
  const others = candidates.filter((c) => c !== numbers[0]);
  return others.every((run) => saysWhich(text, number, run, others)) ? { phone: number } : undefined;
}

/**
 * A US phone number as the seed's 10 digits (`readPhoneSaid`), or undefined: a number taken back is none.
 *
 * @example readPhone('my number is (212) 555-0101') // '2125550101'
 * @example readPhone('+1 212 555 0101') // '2125550101'
 * @example readPhone('dos uno dos cinco cinco cinco cero uno cero uno') // '2125550101'
 */
export function readPhone(text: string): string | undefined {
  const said = readPhoneSaid(text);
  return said && 'phone' in said ? said.phone : undefined;
}
