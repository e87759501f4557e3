/** A count of things (bags, loads) as people type it. */

import { opensAsQuestion } from './asked';
import { changeBy } from './change-by';
import { withoutEmojiCodes } from './emoji-code';
import { namesAGarment } from './items-with-reason';
import { readMeant } from './meant';
import { isNeutral } from './neutral-words';
import { tokenize } from './normalize';
import { misspeltNumber, numberAt, soundedNumber } from './number-words';
import { holdsDoubt } from './shrug';
import { withSignsAsOk } from './yes-no';

/** Phrases that stand for a count: "a couple (of)", "a pair (of)" and "un par (de)" are 2, "a bag"/"a single" 1. */
const PHRASE_COUNTS: { words: string[]; value: number }[] = [
  { words: ['a', 'couple'], value: 2 },
  { words: ['couple'], value: 2 },
  { words: ['a', 'pair'], value: 2 },
  { words: ['a', 'single'], value: 1 },
  { words: ['a', 'bag'], value: 1 },
  { words: ['a', 'load'], value: 1 },
  { words: ['un', 'par'], value: 2 },
  // By the dozen: "a dozen", "half a dozen", "una docena", "media docena".
  { words: ['half', 'a', 'dozen'], value: 6 },
  { words: ['media', 'docena'], value: 6 },
  { words: ['a', 'dozen'], value: 12 },
  { words: ['dozen'], value: 12 },
  { words: ['una', 'docena'], value: 12 },
  { words: ['docena'], value: 12 },
];

/** The phrase of `PHRASE_COUNTS` said at `tokens[i]`. */
const phraseAt = (tokens: string[], i: number) =>
  PHRASE_COUNTS.find((p) => p.words.every((word, k) => tokens[i + k] === word));

/**
 * A whole count from digits or words anywhere in the reply: "2", "two", "two bags",
 * "3 bags please", "twenty one". "a couple" and "a pair" are 2 (that is what people mean when
 * they type them for bags); "a few" and "some" are not counts. Two different numbers
 * ("2 or 3"), decimals ("2.5") or none: undefined.
 *
 * @example readCount('3 bags please') // 3
 * @example readCount('a couple') // 2
 * @example readCount('2, no espera, 3') // 3
 * @example readCount('two bags, one is heavy') // 2
 */
export function readCount(text: string): number | undefined {
  // "how many pounds fit in a bag?": a question, its number what it asks about (invariant question-never-an-answer).
  if (opensAsQuestion(text)) return undefined;
  // "idk how many fit in a bag": what is asked about is no count (invariant doubt-then-question-no-count).
  const said = withoutAskedAfterDoubt(text);
  // "2, no espera, 3", "3 bags not 2": the count meant (invariant correction-last-named-meant).
  const tokens = tokenize(readMeant(said)?.text ?? said);
  if (tokens.some((t) => /^\d+[.:]\d/.test(t) || t.startsWith('$'))) return undefined;
  const found = new Set<number>();
  /** "one" said of one of the things counted ("one is heavy"): a pronoun, when another count is said. */
  const pronouns = new Set<number>();
  let i = 0;
  while (i < tokens.length) {
    const phrase = phraseAt(tokens, i);
    const number = phrase ? undefined : numberAt(tokens, i);
    if (phrase) found.add(phrase.value);
    else if (number && saidOfOne(tokens, i)) pronouns.add(1);
    else if (number) found.add(number.value);
    i += phrase?.words.length ?? number?.length ?? 1;
  }
  // "two bags, one is heavy": 2; "one is enough" (no other count): 1.
  const counts = found.size > 0 ? found : pronouns;
  return counts.size === 1 ? [...counts][0] : undefined;
}

/** How close before a question word a doubt is said to be its own ("not sure, how many…"). */
const DOUBT_REACH = 3;

/**
 * The reply without the question it says it cannot answer: "idk how many fit in a bag" is "idk", "2 bags,
 * not sure how heavy" is "2 bags, not sure", "no sé cuántas caben en una bolsa" is "no sé".
 *
 * @invariant doubt-then-question-no-count A question word said just after a doubt ("idk how many…",
 *   "not sure how big…", "no sé cuántas…", "ni idea de cuántas…") opens what the person does not know,
 *   to the next comma: a number in it ("in a bag", "en una bolsa") is what they ask about, never the
 *   count. A count said beside it ("2 bags, idk how heavy") is still read.
 */
function withoutAskedAfterDoubt(text: string): string {
  const tokens = tokenize(text);
  const at = tokens.findIndex(
    (t, i) =>
      t !== ',' &&
      opensAsQuestion(tokens.slice(i).join(' ')) &&
      holdsDoubt(tokens.slice(Math.max(0, i - DOUBT_REACH), i)),
  );
  if (at < 0) return text;
  const end = tokens.indexOf(',', at);
  return [...tokens.slice(0, at), ...(end < 0 ? [] : tokens.slice(end))].join(' ');
}

/** "one" as a word, which may stand for one of the things counted ("one is heavy", "una pesa mucho"). */
const ONE = new Set(['one', 'una', 'uno']);
/**
 * Whether "one" at `i` is said of one of the things counted ("two bags, one is heavy"), not joined to
 * them as another ("2 bags and one is extra": asked).
 */
const saidOfOne = (tokens: string[], i: number) =>
  ONE.has(tokens[i] as string) && SAID_OF_ONE.has(tokens[i + 1] ?? '') && !JOINS.has(tokens[i - 1] ?? '');

/**
 * Words after "one" that make it one of the things counted, not a count: a verb ("one is heavy", "one
 * has the sheets", "una pesa mucho", "una está rota") or "of" ("one of them", "una de ellas").
 */
const SAID_OF_ONE = new Set(
  `is s was has weighs needs might may will can could of es esta tiene pesa lleva va trae de`.split(' '),
);

/** The words of "a couple": its article counts nothing of its own. */
const COUPLE_WORDS = new Set(['a', 'couple', 'of']);

/** Articles that are a count of one only before the thing counted: "una bolsa" is 1, "un montón" none. */
const ARTICLES = new Set(['a', 'an', 'un', 'una']);
/**
 * Things laundry is carried in besides bags, English and Spanish: named beside a count of bags ("una bolsa
 * y la mochila", "2 bags and a hamper"), how many there are in all is not said.
 */
const CONTAINERS = new Set(
  `backpack backpacks mochila mochilas hamper hampers basket baskets canasta canastas cesto cestos maleta
  maletas suitcase suitcases duffel duffle sack sacks saco sacos tote totes box boxes caja cajas garment
  funda fundas cover covers`.split(/\s+/),
);
/** Words after an article that make it one alone: "una sola", "un solo saco", "una solita". */
const JUST_ONE = new Set(['sola', 'solo', 'solita', 'solito']);
/** Words joining a second thing to the first: "una bolsa y la mochila", "2 bags and my gym bag". */
const JOINS = new Set(['and', 'y', 'plus', 'with', 'con', 'e', '&', '+']);

/**
 * A count of `nouns` (the things asked about) read from a reply, when nothing in it leaves the number
 * unsure (invariant count-all-said): `readCount`'s count, except
 * - "a couple" in English with no thing counted after it ("a couple", "couple I guess"): two or so,
 *   asked ("a couple of bags", "un par" are 2);
 * - an article that counts no thing ("un montón, la verdad"): no count, asked ("una bolsa", "un saco",
 *   "a bag", "una" alone are 1);
 * - a count joined to another bag or thing laundry is carried in ("una bolsa y la mochila del colegio",
 *   "2 bags and my gym bag"): asked, how many in all not said ("2 bolsas y que pasen mañana" is 2).
 *
 * @invariant count-all-said A count is kept only when every word of the reply is the count, the things
 *   counted or talk around them: a vague amount or a second thing beside the count is asked back.
 *
 * @example readCountOf('a couple of bags', ['bags']) // 2
 * @example readCountOf('a couple', ['bags']) // undefined
 * @example readCountOf('un montón', ['bolsas']) // undefined
 * @example readCountOf('una bolsa y la mochila', ['bolsa']) // undefined
 */
export function readCountOf(typed: string, nouns: readonly string[]): number | undefined {
  const text = withoutApproval(typed);
  const parts = sizedParts(text, nouns);
  if (parts !== undefined) return parts.every((p) => p !== undefined) ? sum(parts) : undefined;
  // A count said alone is that count, a correction of one too ("puse 2 bolsas pero son tres").
  const alone = readCountAlone(text, nouns);
  if (alone !== undefined) return alone;
  const count = readCount(text);
  if (count === undefined) return count;
  const tokens = tokenize(readMeant(text)?.text ?? text);
  const counted = (t: string | undefined) => t !== undefined && nouns.includes(t);
  // "a couple, two": the number said too is the count, no "two or so".
  const numbered = tokens.some((t, i) => !COUPLE_WORDS.has(t) && numberAt(tokens, i) !== undefined);
  if (tokens.includes('couple') && !tokens.some(counted) && !numbered) return undefined;
  const article = tokens.findIndex(
    (t, i) =>
      ARTICLES.has(t) && numberAt(tokens, i) !== undefined && !phraseAt(tokens, i) && !saidOfOne(tokens, i),
  );
  const next = tokens[article + 1];
  const thing = (t: string) => counted(t) || CONTAINERS.has(t) || isNeutral(t) || JUST_ONE.has(t);
  if (article >= 0 && next !== undefined && next !== ',' && !thing(next)) return undefined;
  if (joinsAnotherThing(tokens, nouns)) return undefined;
  if (!tokens.some(counted) && countsAGarment(text)) return undefined;
  return count;
}

/**
 * Whether a number in the reply's first clause counts a garment, said right after it: "3 camisas", "two
 * sweaters and a suit"; not "three (sheets and towels)", what is in the bags said aside.
 *
 * @invariant count-of-the-thing-asked A count of garments with no word of the things asked ("3 camisas",
 *   "two sweaters and a suit" at the bags) counts something else: asked back, never so many bags.
 */
function countsAGarment(text: string): boolean {
  const tokens = tokenize(text.split(/[(,;:.!?—–]/)[0] ?? '');
  return tokens.some((_, i) => {
    const number = numberAt(tokens, i);
    const next = number && tokens[i + number.length];
    return next !== undefined && !CONTAINERS.has(next) && namesAGarment(next);
  });
}

/**
 * Whether a reply joins another bag or thing laundry is carried in to what it counted ("una bolsa y la
 * mochila", "2 bags and my gym bag"): how many in all is not said (invariant count-all-said), so the reply
 * is its question's whole, never cut after its count with the other thing left for the next question.
 *
 * @example joinsAnotherThing(tokenize('dos y la mochila'), ['bolsa']) // true
 * @example joinsAnotherThing(tokenize('2 bolsas y que pasen mañana'), ['bolsa']) // false
 */
export function joinsAnotherThing(tokens: string[], nouns: readonly string[]): boolean {
  const joined = tokens.findIndex((t) => JOINS.has(t));
  return joined >= 0 && tokens.slice(joined + 1).some((t) => nouns.includes(t) || CONTAINERS.has(t));
}

/** Sizes things counted are told apart by: "2 big bags and 1 small", "dos bolsas grandes y una chiquita". */
const SIZES = new Set(
  `big bigger large huge giant small little tiny medium regular grande grandes grandecita grandecitas
  grandota grandotas chica chicas chiquita chiquitas pequena pequenas pequenita pequenitas mediana medianas
  normal normales`.split(/\s+/),
);
/** Words that start a part of a count told by sizes: the joins, and a comma. */
const PART_BREAKS = new Set([...JOINS, ',']);

const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

/**
 * The counts of one thing told apart by size, part by part ("two large bags and one small" is 2 and 1,
 * "una bolsa mediana y dos grandes" 1 and 2), for the caller to add up: each part a number, the things
 * counted or a size, and words around a count, with a size said and the things counted named somewhere.
 * A part with a size and no number ("y unas chicas") is undefined in its place: how many in all is not
 * said. Undefined when the reply is not so told (one part, "or", a correction, any other word).
 */
function sizedParts(text: string, nouns: readonly string[]): (number | undefined)[] | undefined {
  if (readMeant(text)) return undefined;
  const tokens = tokenize(text);
  if (!tokens.some((t) => SIZES.has(t)) || !tokens.some((t) => nouns.includes(t))) return undefined;
  const parts: string[][] = [[]];
  for (const token of tokens) {
    if (PART_BREAKS.has(token)) parts.push([]);
    else parts[parts.length - 1]?.push(token);
  }
  const said = parts.filter((p) => p.length > 0);
  if (said.length < 2) return undefined;
  const counts = said.map((part) => {
    const at = part.findIndex((_, i) => numberAt(part, i) !== undefined);
    const number = at >= 0 ? numberAt(part, at) : undefined;
    const rest = part.filter((_, i) => !number || i < at || i >= at + number.length);
    const told = rest.every(
      (t) => nouns.includes(t) || SIZES.has(t) || AROUND.has(t) || t === 'one' || isNeutral(t),
    );
    return told ? { count: number?.value, sized: rest.some((t) => SIZES.has(t)) } : undefined;
  });
  if (counts.some((c) => c === undefined || (c.count === undefined && !c.sized))) return undefined;
  return counts.map((c) => c?.count);
}

/**
 * A change of a count said against the one shown (invariant change-by-said-not-taken-as-value): "one
 * more" is 1, "2 fewer" -2, "una más" 1; "another" of the things counted (`nouns`) is one more ("otra
 * más", "another bag", "tengo otra bolsa"), and so are the things counted said added ("add one bag",
 * "agregá 2 bolsas": 2). Undefined when it says none, or no count ("a few more", "otra cosa más").
 *
 * @example readCountChange('one more bag') // 1
 * @example readCountChange('otra más') // 1
 * @example readCountChange('agregá 2 bolsas', ['bolsas']) // 2
 */
export function readCountChange(text: string, nouns: readonly string[] = []): number | undefined {
  const change = changeBy(text);
  const count = change?.rest ? readCount(change.rest) : undefined;
  if (change && count !== undefined) return change.sign * count;
  const tokens = tokenize(text).filter((t) => t !== ',');
  // "otra más", "another bag", "otra bolsa más": one more, said with no other number.
  const another = anotherAt(tokens, nouns);
  const numbered = tokens.some((_, i) => i !== another + 1 && numberAt(tokens, i) !== undefined);
  if (another >= 0 && !numbered && (!change || change.sign === 1)) return 1;
  // "add one bag", "agregá 2 bolsas": the things counted, added to the ones shown.
  const adds = !change && tokens.some((t) => ADDING.has(t)) && tokens.some((t) => nouns.includes(t));
  const added = adds ? readCount(text) : undefined;
  return added !== undefined && added > 0 ? added : undefined;
}

/** "another", "otra", "otro": one more of the things counted, said before them or before "one", "más". */
const ANOTHER = new Set(['another', 'otra', 'otro']);
/** Words after "another" that make it one more thing counted: "another one", "otra más", "otra bolsa". */
const ANOTHER_OF = new Set(['one', 'una', 'uno', 'mas', 'more']);

/** Where "another" of the things counted is said ("otra más", "another bag", "otra" last), or -1. */
function anotherAt(tokens: readonly string[], nouns: readonly string[]): number {
  return tokens.findIndex((t, i) => {
    if (!ANOTHER.has(t)) return false;
    const next = tokens[i + 1];
    return next === undefined || ANOTHER_OF.has(next) || nouns.includes(next);
  });
}

/** Verbs of adding the things counted, English and Spanish (tú, usted, vos, ustedes), as `tokenize` folds them. */
const ADDING = new Set(
  'add adding agrega agregue agreguen agregar agregale agreguele anade anadi anadir anadele anada suma sumar sumale'.split(
    ' ',
  ),
);

/**
 * A change of a count said with nothing else (`readCountChange`, with `readCountAlone`'s rule): the
 * change, the things counted (`nouns`) and words that leave it as it is ("Agregá una bolsa más", "al
 * final tengo otra más", "add one more bag"), or say the things turned up ("we found one more",
 * "encontré otra más"); undefined when the reply says anything more ("one more
 * thing", "otra bolsa y la mochila").
 *
 * @invariant change-by-said-alone-is-the-count A count's change said alone where a count is read ("una
 *   bolsa más", "otra más", "add another bag") is that count's answer, the step adding it to the count
 *   shown (invariant change-by-said-not-taken-as-value): never the first option, never asked again.
 * @example readCountChangeAlone('Agregá una bolsa más', ['bolsa']) // 1
 * @example readCountChangeAlone('one more thing', ['bag']) // undefined
 */
export function readCountChangeAlone(text: string, nouns: readonly string[]): number | undefined {
  const by = readCountChange(text, nouns);
  if (by === undefined || opensAsQuestion(text) || joinsAnotherThing(tokenize(text), nouns)) return undefined;
  const tokens = tokenize(text);
  const other = tokens.filter(
    (t, i) =>
      t !== ',' &&
      !nouns.includes(t) &&
      !AROUND.has(t) &&
      !CHANGE_WORDS.has(t) &&
      !FOUND.has(t) &&
      !isNeutral(t) &&
      numberAt(tokens, i) === undefined,
  );
  return other.length === 0 ? by : undefined;
}

/**
 * Words that say more of the things turned up, and add nothing to how many: "we found one more", "I
 * found another one", "encontramos otra más", "me salió otra".
 */
const FOUND = new Set(
  'we i found find just also encontre encontramos encontraron halle hallamos salio salieron aparecio aparecieron me nos'.split(
    ' ',
  ),
);

/** The words of a change of a count that add nothing to it: more or less, another, adding, "by". */
const CHANGE_WORDS = new Set([
  ...ANOTHER,
  ...ADDING,
  ...'more less fewer extra mas menos by plus ponle pon ponele'.split(' '),
]);

/**
 * Words said around a count that leave it as it is: "make it 4", "actually 3", "it should be 3", "wait",
 * "que sean 3", "mejor 2", "ponle 3" (vos: "ponele 3", "poné 3"), "espera", and what it will be: "van a ser 3", "it's going to be 3";
 * the word for their number ("number of bags, it must be 3", "la cantidad de bolsas, son tres") and
 * when it holds ("3 bags now", "son tres al final", "en total 4"), and what it was ("al final fueron
 * tres"); "y" before what is taken back ("son 3 y no 2"), as "and" is; what there is ("tengo 3", "hay 3
 * bolsas").
 */
const AROUND = new Set(
  `make it its be should must hmm actually wait then que sean son seran mejor entonces espera ponle pongale pon
  ponele pone ponga pongan
  va van ser sera gonna number amount count numero cantidad now ahora final total debe deben
  fueron eran y tengo tenemos hay`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A count said with nothing else: the things counted (`nouns`) and words that leave it as it is ("hmm,
 * make it 4 bags", "que sean 3 bolsas"); undefined when the reply says anything more ("4 weeks",
 * "2 bags and friday"). A reply that corrects itself is read so only when what it takes back is a count
 * alone too ("3 bags not 2", "son 3 bolsas no 2", "3, no wait, 2"): never "4 bags not 2 weeks".
 * @example readCountAlone('hmm, make it 4 bags', ['bag', 'bags']) // 4
 * @example readCountAlone('3 bags not 2', ['bag', 'bags']) // 3
 * @example readCountAlone('2 weeks', ['bag', 'bags']) // undefined
 */
export function readCountAlone(typed: string, nouns: readonly string[]): number | undefined {
  const text = withoutApproval(typed);
  const corrected = countAfterBut(text, nouns);
  if (corrected !== undefined) return corrected;
  const meant = readMeant(text);
  if (!meant) return countAlone(text, nouns);
  const takenBack = [...meant.excluded.map((e) => e.what), ...(meant.retracted ? [meant.retracted] : [])];
  if (!takenBack.every((said) => countAlone(said, nouns) !== undefined)) return undefined;
  return countAlone(meant.text, nouns);
}

/**
 * @invariant approval-sign-beside-a-count A Slack emoji code beside a count is a picture, no word
 *   (emoji-code.ts), and one that signs yes (":+1:", ":thumbsup:", ":ok_hand:") only approves the count
 *   it follows: "two (towels + aprons) :+1:", "3 bolsas :ok_hand:" are that count. A sign of no
 *   (":x:") stays, and is asked back. Only a sign closing the reply is dropped: one between words is
 *   read as "ok".
 */
function withoutApproval(text: string): string {
  return withoutEmojiCodes(withSignsAsOk(text).replace(/\s+ok\s*$/, ' '));
}

/** "but", "pero", "sino": what follows is what there is, against what was said before. */
const BUT = new Set(['but', 'pero', 'sino']);
/**
 * Words saying what was entered or said before, the count it took back: "I put 2", "puse 2 bolsas", "dije
 * una", "marqué 2", "I said 2", "tenía 2".
 */
const ENTERED = new Set(
  `put said typed entered picked selected chose ordered says puse pusimos dije dijimos marque marcamos
  escribi elegi escogi pedi pedimos dice decia tenia teniamos`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * @invariant count-entered-then-but A count said as what was entered, then "but" and a count alone ("puse
 *   2 bolsas pero son tres", "I put 2 bags but there are 3", "dije una pero tengo dos") is the count after
 *   "but": what was put is taken back. Each side must be a count alone (`countAlone`, the words of entering
 *   allowed before "but"), and the two counts differ; "2 bags but 3 are big", "puse 2 pero no sé" are none.
 * @example countAfterBut('puse 2 bolsas pero son tres', ['bolsas']) // 3
 */
function countAfterBut(text: string, nouns: readonly string[]): number | undefined {
  const tokens = tokenize(text);
  const at = tokens.findIndex((t) => BUT.has(t));
  if (at <= 0) return undefined;
  const before = tokens.slice(0, at).filter((t) => !ENTERED.has(t));
  const was = countAlone(before.join(' '), nouns);
  const is = countAlone(tokens.slice(at + 1).join(' '), nouns);
  return was !== undefined && is !== undefined && was !== is ? is : undefined;
}

/** Words of a change of the number of things, said before its new count: "change the number of bags to". */
const CHANGE_VERBS = new Set('change update cambiar cambia cambie cambiale cambiarle'.split(' '));
const NUMBER_OF = new Set('number amount count numero cantidad of de'.split(' '));

/**
 * The new count of a change said whole, the count after "to", "a" and nothing after it: "I would like
 * to change the number of bags to three", "cambiar la cantidad de bolsas a 3". The words before it are a
 * verb of changing, the things counted and a word for their number, and no number.
 * @example framedCount('change the number of bags to three', ['bags']) // 3
 */
function framedCount(text: string, nouns: readonly string[]): number | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const to = tokens.length - 2;
  if (!['to', 'a'].includes(tokens[to] ?? '')) return undefined;
  const before = tokens.slice(0, to);
  const framed =
    before.some((t) => CHANGE_VERBS.has(t)) &&
    before.some((t) => nouns.includes(t)) &&
    // "change the bags to 3" is read as the part, then its count; here only the number of them said.
    before.some((t) => NUMBER_OF.has(t) && t !== 'of' && t !== 'de') &&
    before.every(
      (t, i) =>
        (CHANGE_VERBS.has(t) || NUMBER_OF.has(t) || nouns.includes(t) || isNeutral(t)) &&
        numberAt(before, i) === undefined,
    );
  return framed ? readCount(tokens.slice(to + 1).join(' ')) : undefined;
}

/** A count and the words around it, with nothing else, in text that corrects nothing. */
function countAlone(text: string, nouns: readonly string[]): number | undefined {
  const framed = framedCount(text, nouns);
  if (framed !== undefined) return framed;
  const count = readCount(text);
  if (count === undefined) return undefined;
  const tokens = tokenize(text);
  const other = tokens.filter(
    (t, i) =>
      t !== ',' && !nouns.includes(t) && !AROUND.has(t) && !isNeutral(t) && numberAt(tokens, i) === undefined,
  );
  return other.length === 0 ? count : undefined;
}

/**
 * Spanish numbers with their final s dropped, as the Caribbean says them ("do bolsa"), where only a
 * number can stand: right before the things counted. "do" alone is English's; "tre" is read anywhere
 * (number-words.ts), as "cada do semana" is (interval.ts).
 */
const DROPPED_S: Readonly<Record<string, number>> = { do: 2 };

/**
 * A count typed as a word that sounds like a number, or as a number word with one typo, right before the
 * things counted (`nouns`), in a reply that is that count alone once the word is read as its number
 * (`readCountAlone`'s rule): `sure` for a word that sounds like one ("too bags" is 2, "for bags" 4), a
 * guess to ask back for a typo ("thre bags", "ciinco bolsas"). Undefined when the reply says a number
 * itself, or more.
 *
 * @example readCountSoundingLike('to bags', ['bags']) // { count: 2, sure: true }
 * @example readCountSoundingLike('for bags', ['bags']) // { count: 4, sure: true }
 * @example readCountSoundingLike('thre bags', ['bags']) // { count: 3, sure: false }
 * @example readCountSoundingLike('tree', ['bags']) // { count: 3, sure: true }
 * @example readCountSoundingLike('too many bags', ['bags']) // undefined
 */
export function readCountSoundingLike(
  text: string,
  nouns: readonly string[],
): { count: number; sure: boolean } | undefined {
  const tokens = tokenize(text);
  if (readCount(text) !== undefined) return undefined;
  // Alone where a count is asked, a word that sounds like a number is it ("tree" is 3), unless it is an
  // everyday word of its own there ("to", "too", "for" alone answer nothing).
  const [only] = tokens;
  const alone = tokens.length === 1 && only !== undefined && !['to', 'too', 'for'].includes(only);
  const sounded = alone ? (soundedNumber(only) ?? undoubled(only)) : undefined;
  if (sounded !== undefined) return { count: sounded, sure: true };
  const read = tokens.flatMap((t, i) => {
    if (!nouns.includes(tokens[i + 1] ?? '')) return [];
    // Right before the things counted, a word that sounds like a number can be nothing else ("for
    // bags" alone is four; "for the bags" is no count): read for certain (invariant
    // sounded-number-only-where-a-number-must-be). A typo could be another word: a guess.
    const sounded =
      soundedNumber(t) ?? (Object.hasOwn(DROPPED_S, t) ? DROPPED_S[t] : undefined) ?? undoubled(t);
    const typo = isNeutral(t) ? undefined : misspeltNumber(t);
    const said =
      sounded !== undefined
        ? { count: sounded, sure: true }
        : typo === undefined
          ? undefined
          : { count: typo, sure: false };
    return said ? [{ ...said, at: i }] : [];
  });
  const [one] = read;
  if (!one || read.length > 1) return undefined;
  const asNumber = tokens.map((t, i) => (i === one.at ? String(one.count) : t)).join(' ');
  return countAlone(asNumber, nouns) === one.count ? { count: one.count, sure: one.sure } : undefined;
}

/**
 * A number word with its last letter typed twice ("doss", "tress", "twoo"): that number, for certain,
 * as nothing else is typed so where a count is asked.
 *
 * @example undoubled('doss') // 2
 */
function undoubled(word: string): number | undefined {
  // Its last letter only, the key held ("ciinco" is a typo like another: a guess).
  if (word.length < 3 || word.at(-1) !== word.at(-2) || /\d/.test(word)) return undefined;
  return numberAt([word.slice(0, -1)], 0)?.value;
}

/** Units of weight, English and Spanish, as typed: a number before one says how heavy, never how many. */
const WEIGHT_UNITS = new Set(
  ['lb', 'lbs', 'pound', 'pounds', 'kilo', 'kilos', 'kg', 'kgs', 'libra', 'libras', 'kilogramos'].concat([
    'kilogram',
    'kilograms',
    'kilogramo',
  ]),
);

/**
 * @invariant weight-is-no-count A reply saying a weight ("like 20 lbs", "como 10 kilos de ropa", "15kg") is
 *   no count of bags: asked back, saying bags are counted, never its number taken as bags.
 *
 * @example saysWeight('como 10 kilos de ropa') // true
 * @example saysWeight('3 bags, about 20 lbs') // true
 * @example saysWeight('2 bags') // false
 */
export function saysWeight(text: string): boolean {
  const tokens = tokenize(text);
  return tokens.some(
    (t, i) =>
      /^\d+(?:lbs?|kgs?|kilos?)$/.test(t) ||
      (WEIGHT_UNITS.has(t) && i > 0 && numberAt(tokens, i - 1) !== undefined),
  );
}

/**
 * Two counts said as a choice between them ("2 or 3", "maybe two or three", "2-3", "dos o tres", "2 a 3"):
 * the two, in the order said; undefined when the reply is not two counts and the word between them.
 *
 * @invariant two-counts-asked-by-name A count said as one of two ("unas 2 o 3") is asked back naming both
 *   ("2 or 3 bags?"), never taken as either and never answered with the question's rule alone.
 * @example twoCountsSaid('unas 2 o 3') // [2, 3]
 */
export function twoCountsSaid(text: string): [number, number] | undefined {
  const parts = text
    .toLowerCase()
    .split(/\s*(?:\bor maybe\b|\bo tal vez\b|\bo quiz[aá]s?\b|\bor\b|\bo\b|\bu\b|\bto\b|\ba\b|[-–/])\s*/u);
  if (parts.length !== 2) return undefined;
  const [a, b] = parts.map((part) => readCount(part));
  return a !== undefined && b !== undefined && a !== b ? [a, b] : undefined;
}

/** The words of a half, English and Spanish: "and a half", "y media", "half a bag", "media bolsa". */
const HALF = new Set(['half', 'media', 'medio']);
/** Words before a number that make it a time of day, no count: "a las 3 y media", "at 5 and a half". */
const HOUR_LEADS = new Set(['at', 'las', 'la', 'around', 'eso', 'tipo']);
/** A half written in figures after a whole: "1 1/2", "1½", "1.5", "2,5". */
const HALF_IN_FIGURES = /(?:^|[^\d.,/])(\d{1,2})(?:\s*½|\s+1\s*\/\s*2\b|[.,]5\b)/u;
/** A half alone in figures: "½ bag", "1/2 bolsa". */
const HALF_ALONE_IN_FIGURES = /(?:^|\s)(?:½|1\s*\/\s*2)(?=\s|$)/u;

/**
 * @invariant half-is-no-count A count said with a half ("una bolsa y media", "a bag and a half", "1 1/2
 *   bags", "1.5", "half a bag", "media bolsa") is no whole count: bags are handed over whole, so the
 *   person is asked which whole count they mean, never given the count before the half. A half of
 *   something else ("2 bolsas medio llenas", "half of it towels") or a time ("a las 3 y media") is none.
 * The whole count said before the half (1 of "una bolsa y media", 0 of "half a bag"), or undefined when
 * the reply says no half of `nouns`.
 *
 * @example wholeBeforeHalf('una bolsa y media', ['bolsa']) // 1
 * @example wholeBeforeHalf('half a bag', ['bag']) // 0
 * @example wholeBeforeHalf('2 bolsas medio llenas', ['bolsa']) // undefined
 */
export function wholeBeforeHalf(text: string, nouns: readonly string[]): number | undefined {
  const figures = HALF_IN_FIGURES.exec(text.normalize('NFC'));
  if (figures?.[1]) return Number(figures[1]);
  if (HALF_ALONE_IN_FIGURES.test(text.normalize('NFC'))) return 0;
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    if (!HALF.has(tokens[i] as string)) continue;
    // "una bolsa y media", "one and a half bags", "2 and a half": a half joined to a count before it.
    const article = ARTICLES.has(tokens[i - 1] ?? '') ? 1 : 0;
    const join = i - 1 - article;
    if (!JOINS.has(tokens[join] ?? '') || join < 1) {
      // "half a bag", "media bolsa": a half of one thing counted.
      const next = tokens[i + 1] ?? '';
      if (nouns.includes(next) || (ARTICLES.has(next) && nouns.includes(tokens[i + 2] ?? ''))) return 0;
      continue;
    }
    const before = tokens.slice(0, join);
    const last = before.at(-1) as string;
    const counted = nouns.includes(last);
    const number = counted ? undefined : numberAt(before, before.length - 1);
    if (!counted && !number) continue;
    // "a las 3 y media": the number is an hour.
    if (number && HOUR_LEADS.has(before.at(-2) ?? '')) continue;
    if (counted) return readCount(before.join(' ')) ?? 1;
    return number?.value;
  }
  return undefined;
}
