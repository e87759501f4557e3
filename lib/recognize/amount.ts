/** Money amounts as people type them, in cents. */
import { changeBy } from './change-by';
import { typoOf } from './fuzzy-match';
import { type Meant, readMeant } from './meant';
import { unplaced } from './neutral-words';
import { stripFillers, tokenize } from './normalize';
import { numberAt } from './number-words';

const DOLLAR_WORDS = new Set([
  'dollar',
  'dollars',
  'buck',
  'bucks',
  'usd',
  'dolar',
  'dolares',
  'dls',
  'dlls',
  'dlrs',
  'dlr',
  // New York Spanish says "pesos" for dollars ("5 pesos"): the only money this bot takes is dollars.
  'peso',
  'pesos',
  // Said fondly: "tres pesitos", "unos dolarcitos".
  'pesito',
  'pesitos',
  'dolarcito',
  'dolarcitos',
  // Spain's slang for money units, "5 pavos": dollars here, as "pesos" are.
  'pavo',
  'pavos',
  // The greenback in Latin American slang: "tres verdes", "cinco verdes primo".
  'verde',
  'verdes',
]);
/** A bill by its slang name, the amount it is: "a fiver", "make it a tenner". */
const NOTE_NAMES: Record<string, string[]> = {
  fiver: ['5', 'dollars'],
  tenner: ['10', 'dollars'],
};

/**
 * Latin American slang for dollars ("cinco varos", "tres bolas", "dos lucas"), taken only as typed:
 * "bolas" is one letter from "bolsas", and "5 bolsas" is bags, never $5.
 */
const DOLLAR_SLANG = new Set(['varo', 'varos', 'bola', 'bolas', 'luca', 'lucas']);
const CENT_WORDS = new Set(['cent', 'cents', 'centavo', 'centavos']);

/** The unit words of an amount, each as what it means: a typo of one of them ("dollers", "cnets") is it. */
let moneyVocabulary: ReadonlyMap<string, string> | undefined;

/**
 * Whether a word names the unit of `units` (dollars or cents), as typed or with one typo of a word of
 * it and of no word of the other unit (fuzzy-match.ts `typoOf`): "3 dollers" is $3.
 */
function isUnit(word: string | undefined, units: ReadonlySet<string>): boolean {
  if (word === undefined) return false;
  if (units.has(word) || (units === DOLLAR_WORDS && DOLLAR_SLANG.has(word))) return true;
  moneyVocabulary ??= new Map([
    ...[...DOLLAR_WORDS].map((w) => [w, 'dollar'] as const),
    ...[...CENT_WORDS].map((w) => [w, 'cent'] as const),
  ]);
  const typo = typoOf(word, moneyVocabulary);
  return typo !== undefined && units.has(typo);
}
/**
 * @invariant just-last-is-no-more "no más" or "nada más" last in an amount ("3 no más", "cinco nada
 *   más") is "nomás", just that amount, as "dos nomás" is; first ("no más de 3": no more than 3) it stays
 *   a cap, and is asked.
 */
const JUST_APART = /\s+(?:no|nada)\s+m[aá]s[\s.!]*$/iu;
/** Words around an amount that change nothing: "make it $4", "a $3 tip", "una propina de 5 dólares". */
const AMOUNT_FILLERS = new Set([
  'a',
  'tip',
  'of',
  'leave',
  'give',
  'add',
  'do',
  'is',
  'fine',
  'ok',
  'una',
  'propina',
  'de',
  'deja',
  'dejo',
  // Let it be: "que sea de cinco", "que sean 5".
  'que',
  'sea',
  'sean',
  // The fillers of a spoken answer: "cinco pues", "tres entonces", "dos nomás".
  'pues',
  'entonces',
  'nomas',
  // Which one rather than another, said beside it (invariant preference-word-says-which).
  'instead',
  'mejor',
  'rather',
  'better',
  'then',
  // Per trip, as the question asks it: "1.50 each way", "3 por viaje", "x viaje".
  'each',
  'way',
  'per',
  'trip',
  'por',
  'viaje',
  'cada',
  'x',
  // Giving it to someone: "give him 3" (the Spanish verbs of giving: GIVE).
  'him',
  'her',
  'them',
  // "them" as it is said: "give 'em 5".
  'em',
  'to',
  'al',
  'le',
  // Whom it goes to: "give the driver 4", "dele tres al muchacho".
  'driver',
  'courier',
  'guy',
  'dasher',
  'dude',
  'muchacho',
  'muchacha',
  'chico',
  'chica',
  'chavo',
  'joven',
  'senor',
  'pibe',
  'chamo',
  'repartidor',
  'chofer',
  'conductor',
  'mensajero',
  // Issue 34, round 36: as people call whoever brings it ("give the kid 4.50", "dale 3 al chamaco").
  'kid',
  'boy',
  'lady',
  'man',
  'fella',
  'fellow',
  'delivery',
  'deliveryman',
  'person',
  'chamaco',
  'compa',
  'pana',
  // Said to the person asking, as Rioplatense Spanish does: "ponele 5 vos".
  'vos',
]);

/**
 * A Spanish verb of giving, putting or leaving in any person, with whom it goes to: "dale", "dele",
 * "denle", "pon", "ponle", "ponele" (vos), "póngale", "dejá", "déjele", "agréguele". "sumar" is not one:
 * "súmale 2" adds to the tip shown (invariant change-by-said-not-taken-as-value).
 */
const GIVE = /^(?:pon(?:e|ga|gan)?|dej(?:a|e|en)|d(?:a|e|en)|agreg(?:a|ue|uen))(?:le|les)?$/;

/**
 * An amount set outright, said with a verb of moving it ("súbela a 5", "raise it to 6", "bájale a
 * 2"), in any person ("subila", "súbanla", "subidla"): the verb's "to" makes it the new amount. Without it ("súbele 2") it may be a change: not read.
 */
const SET_TO =
  /^(?:(?:raise|bump|lower|drop|up|change|make)\s+it|(?:sub|baj|cambi)(?:[ae]n?|i|id|ad)(?:la|le|lo)?)\s+(?:to|a)\s+/;

/** An amount in dollars: digits with up to two decimals ("4", "4.50") or a number word. */
function dollarsAt(tokens: string[], i: number): { cents: number; length: number } | undefined {
  const decimal = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(tokens[i] ?? '');
  if (decimal) return { cents: toCents(decimal[1] as string, decimal[2]), length: 1 };
  const word = numberAt(tokens, i);
  return word && !/\d/.test(tokens[i] ?? '') ? { cents: word.value * 100, length: word.length } : undefined;
}

function toCents(whole: string, fraction: string | undefined): number {
  return Number(whole) * 100 + Number((fraction ?? '0').padEnd(2, '0'));
}

/** A number of cents, 1 to 99, as digits or words ("50", "fifty"). */
function centsAt(tokens: string[], i: number): { cents: number; length: number } | undefined {
  const found = numberAt(tokens, i);
  return found && found.value >= 1 && found.value <= 99
    ? { cents: found.value, length: found.length }
    : undefined;
}

/**
 * A half said after a whole amount, as fifty cents: "and a half", "and half", "y medio", "y media"
 * ("tres dólares y medio" is $3.50, never $3: a word of the amount left unread). The number of words, or 0.
 */
function halfAt(tokens: string[], i: number): number {
  const [and, a, half] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  if (and === 'y' && (a === 'medio' || a === 'media')) return 2;
  if (and !== 'and') return 0;
  if (a === 'half') return 2;
  return a === 'a' && half === 'half' ? 3 : 0;
}

/** The codes of dollars written before an amount, as a receipt or a bank does: "USD 5", "US$ 6". */
const CURRENCY_CODES = new Set(['usd', 'us$']);

/** Articles that are number words too ("una propina"): never an amount before the word for the tip. */
const ARTICLES = new Set(['a', 'an', 'one', 'un', 'una', 'uno']);

/** The number of words at `i` that name the tip an amount before them is ("de propina", "tip"), or 0. */
function tipAfter(tokens: string[], i: number): number {
  if (tokens[i] === 'tip' || tokens[i] === 'propina') return 1;
  return tokens[i] === 'de' && tokens[i + 1] === 'propina' ? 2 : 0;
}

/**
 * Amounts marked as money anywhere in the reply: "$4.50", "$ 4", "4 dollars", "four bucks",
 * "two dollars fifty", "2 dollars and 50 cents", "50 cents", "tres dólares", "dos dólares y cincuenta centavos".
 */
function markedAmounts(tokens: string[]): number[] {
  const found: number[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as string;
    // "$4.50", and "4.50$" as Spain and much of Latin America write it, the sign after.
    const sign = /^\$(\d{1,4})(?:\.(\d{1,2}))?$|^(\d{1,4})(?:\.(\d{1,2}))?\$$/.exec(token);
    // "USD 5", "US$ 6", "usd4": the currency code before the amount, as a receipt or a bank writes it.
    const coded = /^(?:usd|us\$)(\d{1,4})(?:\.(\d{1,2}))?$/.exec(token);
    const afterSign = token === '$' || CURRENCY_CODES.has(token) ? dollarsAt(tokens, i + 1) : undefined;
    const amount = dollarsAt(tokens, i);
    if (coded) {
      found.push(toCents(coded[1] as string, coded[2]));
      i += 1;
    } else if (sign) {
      const [whole, fraction] = sign[1] === undefined ? [sign[3], sign[4]] : [sign[1], sign[2]];
      // "$3 and a half" is $3.50, as "3 dollars and a half" is; a half after cents is not read.
      const half = fraction === undefined ? halfAt(tokens, i + 1) : 0;
      found.push(toCents(whole as string, fraction) + (half ? 50 : 0));
      i += 1 + half;
    } else if (amount && tokens[i + amount.length] === '$') {
      // "5 $", "4,50 $": the sign after the amount.
      found.push(amount.cents);
      i += amount.length + 1;
    } else if (afterSign) {
      found.push(afterSign.cents);
      i += 1 + afterSign.length;
    } else if (
      amount &&
      halfAt(tokens, i + amount.length) &&
      isUnit(tokens[i + amount.length + halfAt(tokens, i + amount.length)], DOLLAR_WORDS)
    ) {
      // "three and a half dollars", "tres y medio dólares".
      i += amount.length + halfAt(tokens, i + amount.length) + 1;
      found.push(amount.cents + 50);
    } else if (amount && isUnit(tokens[i + amount.length], DOLLAR_WORDS)) {
      i += amount.length + 1;
      const half = halfAt(tokens, i);
      // "y", or Spanish's "con": "tres dólares con cincuenta" is $3.50.
      const and = tokens[i] === 'and' || tokens[i] === 'y' || tokens[i] === 'con' ? 1 : 0;
      const cents = half ? { cents: 50, length: half - and } : centsAt(tokens, i + and);
      if (cents) {
        i += and + cents.length + (isUnit(tokens[i + and + cents.length], CENT_WORDS) ? 1 : 0);
      }
      found.push(amount.cents + (cents?.cents ?? 0));
    } else if (amount && !ARTICLES.has(token) && tipAfter(tokens, i + amount.length)) {
      // "3 de propina", "a 4 tip": the amount is the tip's, as "3 dollars" is money ("una propina de
      // 4 dólares" is one amount: its "una" is the article).
      found.push(amount.cents);
      i += amount.length + tipAfter(tokens, i + amount.length);
    } else if (amount && isUnit(tokens[i + amount.length], CENT_WORDS)) {
      const cents = centsAt(tokens, i);
      if (cents) found.push(cents.cents);
      i += amount.length + 1;
    } else {
      i += 1;
    }
  }
  return found;
}

/** Words that offer another amount beside one: "$3 or 4", "3 o 4 dólares", "$3, maybe 4". */
const OR = new Set(['or', 'o', 'maybe', 'quizas', 'quiza']);

/** Words said between the two ends of a range: "3 to 4", "de 3 a 4", "3 hasta 5", "2 thru 4". */
const RANGE_JOINS = new Set(['to', 'till', 'til', 'until', 'through', 'thru', 'a', 'al', 'hasta']);
/** Words opening a range whose ends are joined by "and": "between 2 and 3", "entre 2 y 3". */
const BETWEEN = new Set(['between', 'entre']);

/**
 * Whether the reply's tokens (signs taken off) say a range of amounts rather than one.
 *
 * @invariant range-is-no-amount Two numbers said as the ends of a range ("$4-5", "3/4 bucks", "3 to 4
 *   dollars", "de 3 a 4 dólares", "between 2 and 3", "entre 2 y 3") are no one amount: asked back, never
 *   read as either end. Typed with a dash or a slash, tokenizing leaves the two numbers side by side ("$2
 *   3"), so two numbers in digits side by side are a range too; in words side by side they are dollars
 *   and cents said aloud ("four fifty").
 */
function saysRange(plain: string[]): boolean {
  const digits = (t: string | undefined) => t !== undefined && /^\d+(?:\.\d+)?$/.test(t);
  const number = (i: number) => digits(plain[i]) || numberAt(plain, i) !== undefined;
  return plain.some(
    (t, i) =>
      (digits(t) && digits(plain[i + 1])) ||
      (i > 0 && RANGE_JOINS.has(t) && number(i - 1) && number(i + 1)) ||
      (BETWEEN.has(t) && number(i + 1) && plain.slice(i + 2).some((w) => w === 'and' || w === 'y')),
  );
}

/**
 * A money amount in cents. Marked amounts are found inside a sentence ("make it $4" → 400,
 * "three dollars" → 300, "USD 5" → 500, "4 bucks" → 400, "two dollars fifty" → 250); a bare number must be the
 * whole reply ("4" → 400, "3.50" → 350). A bare 0 is not an amount (it reads as "no tip" to the
 * step, which asks for that by its own option); "$0" and "0 dollars" are 0. "two fifty" is not
 * read (2.50 or 250?). Two different amounts in one reply, or a percentage ("10%"): undefined.
 *
 * @invariant preference-word-says-which A word saying this one rather than another ("5 instead", "mejor
 *   4.50", "ok 3 then", "better make it 8") beside the one amount says which, never how much: the amount
 *   is read as if said alone; two amounts offered beside it ("3 or 4 instead") are still none.
 * @example readAmountCents('$4.50') // 450
 * @example readAmountCents('three dollars') // 300
 * @example readAmountCents('0') // undefined
 * @example readAmountCents('2, no, mejor 3') // 300
 */
export function readAmountCents(typed: string): number | undefined {
  if (saysPercent(typed)) return undefined;
  // "4,50": a decimal comma, as Spain and much of Latin America write money ("1,000" is no decimal).
  // "3 no más", "5 nada más": "nomás" written apart, or "nada más", last, is "just" (invariant
  // just-last-is-no-more), never a "no" taking the amount back nor "no more".
  const text = typed.replace(/(\d),(\d{2})(?![\d,])/g, '$1.$2').replace(JUST_APART, ' nomas');
  // "2, no, mejor 3", "$4 not $5": the amount meant (invariant correction-last-named-meant).
  const meant = readMeant(text);
  const said = tokenize(unitRetold(meant) ?? meant?.text ?? text)
    .filter((t) => t !== ',')
    .join(' ');
  const tokens = said
    .replace(SET_TO, '')
    .split(' ')
    .filter(Boolean)
    .flatMap((t) => NOTE_NAMES[t] ?? [t]);
  const marked = [...new Set(markedAmounts(tokens))];
  // "$3 or 4", "$3, maybe 4": another amount offered beside the marked one; which is meant is asked
  // ("$3 or three dollars" says one).
  const plain = tokens.map((w) => w.replace(/^\$/, ''));
  // "$2-3", "3 a 4 dólares": a range, asked (invariant range-is-no-amount).
  if (saysRange(plain.map((w) => w.replace(/\$$/, '')))) return undefined;
  const offered = tokens.flatMap((t, i) => {
    if (!OR.has(t) || i === 0) return [];
    // "3 o 4 dólares": the number either side of the "or".
    return [numberAt(plain, i + 1), numberAt(plain, i - 1)].flatMap((n) => (n ? [n.value * 100] : []));
  });
  if (offered.some((cents) => !marked.includes(cents))) return undefined;
  if (marked.length === 1) return marked[0];
  if (marked.length > 1) return undefined;
  const rest = stripFillers(tokens).filter((t) => !AMOUNT_FILLERS.has(t) && !GIVE.test(t));
  const bare = rest.length > 0 ? dollarsAt(rest, 0) : undefined;
  if (bare && bare.length === rest.length) return bare.cents > 0 ? bare.cents : undefined;
  // "three and a half", "tres y medio": the whole reply, a whole number of dollars and a half.
  const half = bare && bare.cents % 100 === 0 ? halfAt(rest, bare.length) : 0;
  if (bare && half && bare.length + half === rest.length) return bare.cents + 50;
  return bare ? spokenDollarsAndCents(rest, bare) : undefined;
}

/**
 * An amount whose unit alone is taken back and said again ("4 pounds, I mean dollars", "3 euros...
 * digo, dólares jaja"): the amount taken back, in dollars. Undefined unless what is meant is a unit of
 * dollars and nothing else said (tags aside), and what was taken back ends in a unit word after its
 * amount: "3 dollars, I mean euros" names no dollars, and is asked.
 */
function unitRetold(meant: Meant | undefined): string | undefined {
  if (meant?.retracted === undefined) return undefined;
  const unit = unplaced(tokenize(meant.text), []);
  if (unit.length !== 1 || !isUnit(unit[0], DOLLAR_WORDS)) return undefined;
  const before = tokenize(meant.retracted).filter((t) => t !== ',');
  const last = before[before.length - 1];
  if (last === undefined) return undefined;
  // "5... digo, dólares": the unit said after an amount said bare.
  const bare = numberAt(before, before.length - 1) !== undefined || /\d/.test(last);
  return [...(bare ? before : before.slice(0, -1)), 'dollars'].join(' ');
}

/**
 * Dollars then cents said as two numbers in words, the way a price is said aloud: "four fifty" is
 * $4.50, "cuatro cincuenta" $4.50, "two twenty five" $2.25. Only in words (digits "4 50" are two
 * numbers), only cents of two digits (10 to 99), only whole replies.
 */
function spokenDollarsAndCents(
  rest: string[],
  dollars: { cents: number; length: number },
): number | undefined {
  if (rest.some((t) => /\d/.test(t)) || dollars.cents < 100 || dollars.cents > 99_00) return undefined;
  const cents = numberAt(rest, dollars.length);
  return cents && dollars.length + cents.length === rest.length && cents.value >= 10 && cents.value <= 99
    ? dollars.cents + cents.value
    : undefined;
}

/** The superlatives of size said of an amount: "the biggest one", "highest", "el más alto", "la mayor". */
const HIGHEST = new Set([
  ...['highest', 'biggest', 'largest', 'max', 'maximum', 'mayor', 'maxima', 'maximo'],
  ...['mas alta', 'mas alto', 'mas grande'],
]);
/** Words around such a superlative that change nothing: "the biggest one", "la más alta", "the max amount". */
const SUPERLATIVE_FILLERS = new Set(['the', 'one', 'el', 'la', 'lo', 'amount', 'cantidad', 'tip', 'propina']);

/**
 * Whether a reply says only "the largest of the amounts listed": "the biggest one", "highest", "la más
 * alta", "la mayor".
 *
 * @invariant highest-amount-listed Among amounts listed, a superlative of size said alone ("the biggest
 *   one", "la más alta") is the largest of them, as "the cheapest" is the window of the lowest fee; with
 *   anything else said ("the highest service", "la más alta no") it is not read. "the lowest" is not
 *   read (the least tip, or none at all?): asked.
 *
 * @example saysHighest('la más alta') // true
 * @example saysHighest('the most') // false
 */
export function saysHighest(text: string): boolean {
  const said = stripFillers(tokenize(text).filter((t) => t !== ',')).filter(
    (t) => !SUPERLATIVE_FILLERS.has(t),
  );
  return HIGHEST.has(said.join(' '));
}

/** Words that say how many times the amount shown: "double it", "el doble", "twice as much", "la mitad". */
const TIMES: Record<string, number> = {
  double: 2,
  twice: 2,
  doble: 2,
  duplicala: 2,
  doblala: 2,
  half: 0.5,
  mitad: 0.5,
};
/** Words around a multiple that change nothing: "make it double", "que sea el doble", "twice as much". */
const TIMES_FILLERS = new Set(
  'it make the tip as much that el la lo que sea de propina hazla dale'.split(' '),
);

/**
 * How many times the amount shown a reply says ("double it" 2, "el doble" 2, "half" 0.5), read only
 * when that is all it says; the step multiplies the amount it shows (invariant change-by-said-not-taken-as-value).
 *
 * @example readAmountTimes('el doble') // 2
 * @example readAmountTimes('double it to 10') // undefined
 */
export function readAmountTimes(text: string): number | undefined {
  const rest = stripFillers(tokenize(text).filter((t) => t !== ',')).filter((t) => !TIMES_FILLERS.has(t));
  const [word] = rest;
  return rest.length === 1 && word !== undefined ? TIMES[word] : undefined;
}

/**
 * Whether a reply says a percentage ("10%", "15 percent", "el 10 por ciento"): a share of something,
 * never an amount in dollars.
 *
 * @example saysPercent('10%') // true
 */
export function saysPercent(text: string): boolean {
  return /\d\s*%|\bper\s?cent\b|\bpor\s?ciento\b|\bpct\b/i.test(text);
}

/**
 * A change of an amount said against the one shown (invariant change-by-said-not-taken-as-value), in
 * cents: "2 more" is 200, "a dollar less" -100, "dos dólares más" 200; undefined when it says none, or no
 * amount ("a little more").
 *
 * @example readAmountChange('2 more') // 200
 */
export function readAmountChange(text: string): number | undefined {
  // "súbela dos más no más": "no más" last is "just" (invariant just-last-is-no-more), never the change's "more".
  const change = changeBy(text.replace(JUST_APART, ''));
  // "a dollar more", "un dólar más": one dollar.
  const rest = change?.rest.replace(/^(?:a|un)(?= (?:dollar|buck|dolar)\b)/, '1');
  const cents = rest ? readAmountCents(rest) : undefined;
  return change && cents !== undefined ? change.sign * cents : undefined;
}

/**
 * Whether a reply adds an amount without saying to what ("add $2", "add two bucks"): to a tip shown it
 * may be that much more or that much in all, for the caller to ask. Not "add a $2 tip" (an article names
 * the tip itself), "add 2 more" (a change, read by `readAmountChange`), "add it to 5" (its value).
 *
 * @example addsWithoutTarget('add $2') // true
 * @example addsWithoutTarget('add a $2 tip') // false
 */
export function addsWithoutTarget(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const at = tokens.indexOf('add');
  if (at < 0 || changeBy(text) !== undefined || tokens.includes('to')) return false;
  return !ARTICLES.has(tokens[at + 1] ?? '') && readAmountCents(text) !== undefined;
}

/** Words that give the amount a change comes to: "up by 2, so 5", "2 more, making it 5", "súbele 2, o sea 5". */
const COMES_TO =
  /[,;]?\s*\b(?:so(?: it'?s| that'?s| thats| its)?|making it|makes it|that makes(?: it)?|which makes(?: it)?|for a total of|o sea|osea|quedando en|que quede en|para que sean?)\b\s*|\s*=\s*/i;

/**
 * A change and the amount it comes to, said together ("bump it up by $2, so $5 per trip", "2 more,
 * making it 5"), in cents; undefined unless both are said. The caller holds them to the amount shown:
 * agreeing, the amount is certain; not, it is asked.
 *
 * @example readChangeAndResult('bump it up by $2.00, so $5.00 per trip') // { by: 200, to: 500 }
 * @example readChangeAndResult('2 more') // undefined
 */
export function readChangeAndResult(text: string): { by: number; to: number } | undefined {
  const mark = COMES_TO.exec(text);
  if (!mark || mark.index === 0) return undefined;
  const by = readAmountChange(text.slice(0, mark.index));
  const to = readAmountCents(text.slice(mark.index + mark[0].length));
  return by !== undefined && to !== undefined ? { by, to } : undefined;
}
