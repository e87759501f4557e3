/**
 * Options named by their words (invariant choice-by-words).
 *
 * Rule: an option matches when all the reply's content words are in its label or a synonym, or all
 * of the label's (synonym's) words are in the reply. Words match exactly, as singular/plural, with one
 * typo in words of 5+ letters (Damerau–Levenshtein ≤ 1), or by a shared stem of 5+ letters
 * ("delivery" ~ "Deliver it to 12 Main St"). Both ways beats one way; exact words beat typos; then the
 * phrase naming more of the reply's words wins ("place an order for pickup" is "place an order", not
 * "orders"), then the option whose words name more of them; the rest is a tie.
 *
 * @invariant none-by-no-alone The option meaning none ("No extras") is named by a bare negation ("no",
 *   "nothing") only when the reply says nothing else: "softener no", "suavizante no" say no to the softener,
 *   and are asked back, never read as no extras at all.
 * @invariant bare-no-names-a-refusal-only A reply of negations alone ("no", "nope, no") names an option
 *   only as a refusal the option itself is: the option meaning none ("No extras"), one whose shown name
 *   opens with a negation ("No tip", "Sin propina"), or a phrase of negations alone. A synonym that
 *   only holds a negation ("no delivery" of "Cancel the delivery") is never named by a bare "no": at a
 *   reminder or at "What would you like to change?" a "no" is asked back, never a cancelled delivery.
 * @invariant everyday-label-is-said An everyday noun ("address", "card") sits around an answer as
 *   commentary, except where an option on screen is shown as that noun alone ("Address"): there it names
 *   that option. "change pickup address", beside "Pickup time" and "Address", names both and is asked
 *   back, never read as the pickup's time.
 * @invariant quality-of-a-thing-confirmed On a list question, a thing said with a quality of the
 *   person's own ("the good detergent", "el jabón ese bueno") that the option's name does not say is
 *   that person's pick, maybe not the option's: the option is asked back, never taken. A "bueno" that
 *   opens the reply ("bueno, el suavizante") is a "well", beside no thing.
 */

import { LAUNDRY_TAKES } from '../words/laundry-glossary';
import {
  type Context,
  NONE,
  result,
  STOPWORDS,
  unsettling,
  withAmountAsked,
  withoutNeutral,
} from './choice-context';
import { beforeWhomFor, withoutWhose } from './for-whom';
import { covers, matchWord, typosIfCovered, typosIfEachCovered } from './fuzzy-match';
import { isEverydayNoun, isModifier, isNegation, isNeutral, unplaced } from './neutral-words';
import { tokenize } from './normalize';
import { numberAt } from './number-words';
import type { Recognized } from './types';
import { isQuality } from './vague-things';

/**
 * (invariant choice-by-words) Options whose label or synonym shares the reply's words, best match first.
 * A match that leaves words of the reply unplaced (the label is in the reply, the reply says more) is
 * `unsure` (invariant reply-words-accounted-for): "every second week" is no "Every week".
 */
export function readOverlap(content: string[], context: Context): Recognized {
  // "change pickup address" names two options where one is shown as "Address" (invariant everyday-label-is-said).
  // "how much to wash …" asks a price, never "how you wash …" (invariant how-much-is-no-how).
  const said = withoutNeutral(
    withAmountAsked(content.filter((t) => !STOPWORDS.has(t) && t !== ',')),
    context.labelNouns,
  );
  if (said.length === 0) return NONE;
  // "come get my laundry on friday": the everyday nouns a phrase keeps (invariant
  // everyday-noun-kept-beside-one-word) are found among the reply's own.
  const nouns = content.filter(isEverydayNoun);
  const overlapOf = (words: string[], ctx: Context) => overlapWith(words, nouns, ctx);
  // "one suit for Dr. Okafor": whom it is for names no option (invariant for-whom-is-commentary).
  const names = (word: string) =>
    context.prepared.some((p) => p.words.some((phrase) => covers(phrase, [word])));
  const head = context.multi ? beforeWhomFor(content, names) : undefined;
  // Read without it when the whole names nothing, or leaves its words over ("the suit for sunday").
  if (head && overlapOf(said, context).kind !== 'picked') return readOverlap(head, context);
  // "my grandson suit", "el vestido de mi mujer", "white shirts": whose it is and its colour name no
  // option (invariant whose-is-commentary).
  const own = context.multi ? withoutWhose(content, names) : undefined;
  if (own && overlapOf(said, context).kind === 'none') return readOverlap(own, context);
  const found = overlapOf(said, context);
  // On a list question, "3 camisas" is the shirts with a count no option says: asked back naming the
  // count, never an item read as nothing and dropped from the list.
  const counts = said.filter(describesAThing);
  if (found.kind === 'picked' || !context.multi || counts.length === 0 || counts.length === said.length)
    return found;
  const items = overlapOf(
    said.filter((w) => !counts.includes(w)),
    context,
  );
  // "2 shirts dry clean", "one suit": a count of the thing the one option named is how many of it.
  const [value] = items.kind === 'picked' ? items.values : [];
  if (
    items.kind === 'picked' &&
    items.values.length === 1 &&
    !joinedAfterACount(content) &&
    countsItsThing(said, value as string, context)
  )
    return items;
  return found.kind !== 'none' || items.kind === 'none'
    ? found
    : { kind: 'unsure', values: items.values, unplaced: counts };
}

/** Words opening why a thing is wanted: "…because", "…que mi bebé…". */
const OPENS_REASON = new Set(['que', 'porque', 'pq', 'because', 'cause', 'cuz', 'bc', 'since']);
/** Words pointing at a thing said before them: "el jabón ese bueno". */
const POINTING_BACK = new Set(['ese', 'esa', 'este', 'esta', 'that', 'this']);

/**
 * (invariant quality-of-a-thing-confirmed) An option read by words, asked back when `tokens` (the
 * item as typed, commas kept) say a quality right before a thing, or after it (past a pointer, "ese"),
 * that the option's words do not have.
 */
export function withOwnQuality(found: Recognized, tokens: string[], context: Context): Recognized {
  if (!context.multi || found.kind !== 'picked') return found;
  const names = context.prepared.filter((p) => found.values.includes(p.option.value)).flatMap((p) => p.words);
  // The thing the option names, never another of a reason after it ("…que mi bebé tiene la piel delicada").
  const thing = (word: string | undefined) =>
    word !== undefined && !isNeutral(word) && names.some((phrase) => covers(phrase, [word]));
  const opens = tokens.findIndex((word, i) => i > 0 && OPENS_REASON.has(word));
  const qualities = tokens.slice(0, opens < 0 ? undefined : opens).filter((word, i) => {
    if (!isQuality(word) || names.some((phrase) => covers(phrase, [word]))) return false;
    const back = POINTING_BACK.has(tokens[i - 1] ?? '') ? i - 2 : i - 1;
    return thing(tokens[i + 1]) || thing(tokens[back]);
  });
  return qualities.length > 0 ? { kind: 'unsure', values: found.values, unplaced: qualities } : found;
}

/**
 * @invariant count-of-the-named-thing On a list question, a number said right before a thing that the
 *   one option named has in its own name ("2 shirts dry clean", "one suit for dry cleaning", "tres
 *   camisas en seco": Dry Clean – Shirt, – Suit) says how many of that thing: the option, no count kept
 *   (the store counts the pieces). So with a count of no number ("a few shirts", "a couple of
 *   dresses") and the day the thing is worn ("my Sunday suit"). A number before anything else ("2 dry
 *   clean", "3 of the laundry"), a day after the thing ("the suit for Sunday": when it is wanted), or
 *   a number standing alone (invariant spelled-number-beside-things-is-a-count) stays asked back.
 */
/** What a name says after its dash, up to a bracket or another dash: "Dry Clean – Suit" is of a suit. */
const THING_NAMED = /[–—-]\s*([^()–—-]+)/gu;

function countsItsThing(said: string[], value: string, context: Context): boolean {
  const option = context.prepared.find((p) => p.option.value === value);
  // "two nada extra": no thing is counted in the option meaning none.
  if (!option || option.option.none) return false;
  // The thing a service's shown name is of, after its dash: "shirt" of "Dry Clean – Shirt", "camisa" of
  // "Tintorería – Camisa"; never "dry" or "clean", "regular" of "regular laundry", "raya" of "Planchado con raya".
  const things = [...option.option.label.matchAll(THING_NAMED)].flatMap((m) => tokenize(m[1] ?? ''));
  const own = (word: string) =>
    !isModifier(word) &&
    covers(things, [word]) &&
    !context.prepared.some((p) => p !== option && p.words.some((phrase) => covers(phrase, [word])));
  return said.every((word, i) => !describesAThing(word) || own(said[i + 1] ?? ''));
}

/** Words that join the items of a list, between a count and what it would count. */
const JOINS_ITEMS = new Set([',', 'and', 'plus', 'also', 'y', 'too', 'tambien', 'ademas', 'actually']);

/**
 * (invariant count-of-the-named-thing) Whether a list word stands between a number and the next thing in `content`: "4
 * actually also a shirt", "4 y también una camisa" are the 4th option and a shirt, never 4 shirts.
 */
function joinedAfterACount(content: string[]): boolean {
  return content.some((word, at) => {
    if (!describesAThing(word)) return false;
    // The words up to the next one that may be the thing counted.
    const after = content.slice(at + 1);
    const thing = after.findIndex((w) => !JOINS_ITEMS.has(w) && !STOPWORDS.has(w) && !isNeutral(w));
    return after.slice(0, thing < 0 ? after.length : thing).some((w) => JOINS_ITEMS.has(w));
  });
}

/** Words that count things without a number: "a few shirts", "a couple of dresses". */
const COUNTING = new Set(['few', 'couple', 'several', 'many']);
/** A weekday said in full before a thing is when it is worn: "my Sunday suit", "his Friday shirt". */
const WORN_ON = /^(?:sun|mon|tues|wednes|thurs|fri|satur)day$/;

/**
 * Whether a word may say how many of a thing, or what it is like, when said right before it
 * (invariant count-of-the-named-thing): a number, a counting word, a weekday in full.
 */
const describesAThing = (word: string) =>
  numberAt([word], 0) !== undefined || COUNTING.has(word) || WORN_ON.test(word);

/** A phrase that kept its everyday noun beside its own word ("laundry done"), never one of neutral words alone ("address"). */
const keepsNoun = (phrase: string[]) => phrase.some(isEverydayNoun) && !phrase.every(isNeutral);

/**
 * (invariant choice-by-words) The options `said` (content words) names, best match first; `nouns`, the
 * reply's everyday nouns, are found by a phrase that keeps its own (invariant everyday-noun-kept-beside-one-word).
 */
function overlapWith(said: string[], nouns: string[], context: Context): Recognized {
  // (invariant bare-no-names-a-refusal-only) A bare "no" names only an option that is itself a refusal.
  const refusalOnly = said.every(isNegation);
  const scored = context.prepared.flatMap((p) => {
    const refusal = p.option.none === true || isNegation(tokenize(p.option.label)[0] ?? '');
    // Its detail's words are its own beside its name ("the two-piece suit"), never its name alone.
    const detailed = describedAt(said, p.described);
    const mine = said.filter((_, i) => !detailed.has(i));
    const scores = p.words
      .filter((phrase) => phrase.length > 0 && (!refusalOnly || refusal || phrase.every(isNegation)))
      .flatMap((phrase) => {
        // A phrase that kept its noun is named with a noun said too: "done" alone is no "get my laundry done".
        const noun = !keepsNoun(phrase) || nouns.length > 0;
        const forward = mine.length > 0 && noun ? typosIfCovered(phrase, mine) : undefined;
        // Each of the phrase's words its own word of the reply (invariant one-reply-word-per-phrase-word).
        const backward = typosIfEachCovered(keepsNoun(phrase) ? [...said, ...nouns] : said, phrase);
        if (forward === undefined && backward === undefined) return [];
        const both = forward !== undefined && backward !== undefined;
        // How many of the reply's words the phrase accounts for.
        const named = backward !== undefined ? phrase.length : said.length;
        // A word the option names in another of its phrases, or in its detail, is placed too: "no
        // extras" is "Sin extras", "the two-piece suit" the suit "of a two-piece suit".
        const own = (w: string) => p.words.some((other) => covers(other, [w]));
        const over = forward !== undefined ? [] : unplaced(mine, mine.filter(own), context.labelNouns);
        // An intent's other words are its details, unless they turn it around. A bare "no" beside other
        // words says no to them ("suavizante no"), never the option meaning none (invariant none-by-no-alone).
        const left = p.option.intent
          ? over.filter(isNegation)
          : p.option.none && phrase.every(isNegation)
            ? over
            : unsettling(over, context, p.option.value);
        return [
          {
            rank: both ? 2 : 1,
            typos: Math.min(forward ?? Infinity, backward ?? Infinity),
            named,
            owned: said.filter(own).length,
            left,
          },
        ];
      });
    const best = scores.sort(byMatch)[0];
    return best ? [{ value: p.option.value, ...best }] : [];
  });
  const best = scored.sort(byMatch)[0];
  if (!best) return NONE;
  const hits = scored.filter((s) => byMatch(s, best) === 0);
  const found = result(hits.map((s) => s.value));
  const over = [...new Set(hits.flatMap((s) => s.left))];
  if (found.kind !== 'picked' || over.length === 0) return found;
  const left = thingsDoneAsSaid(over, said, found.values, context);
  if (left.length === 0) return found;
  // "pickup address": a word left over that is another option's whole name asks between the two.
  const named = context.prepared
    .filter((p) => p.words.some((phrase) => phrase.length === 1 && left.includes(phrase[0] as string)))
    .map((p) => p.option.value);
  return named.length > 0
    ? result([...found.values, ...named])
    : { kind: 'unsure', values: found.values, unplaced: left };
}

/**
 * @invariant manner-said-names-its-service On a list question, a thing said with how it is to be done
 *   ("the tablecloths hung to dry", "towels line dried") is the one option that takes that way in full
 *   (the glossary's LAUNDRY_TAKES), though another option takes the thing otherwise: "hung to dry" is Wash & Hang Dry, wherever
 *   tablecloths go. A thing in another option's shown name ("a suit hung to dry": Dry Clean – Suit)
 *   stays asked between them.
 * The words of `left` still to account for: without the things another option only takes, when the one
 *   option of `values` says a way of doing in full in `said`.
 */
function thingsDoneAsSaid(left: string[], said: string[], values: string[], context: Context): string[] {
  const [value] = values;
  const found = context.prepared.find((p) => values.length === 1 && p.option.value === value);
  // A way of doing a service takes (the glossary's "hung to dry"), said in full: no thing of its name.
  const inFull = takenByIt(2).some(
    (way) =>
      found?.words.some((phrase) => phrase.join(' ') === way.join(' ')) &&
      way.every((w) => covers(said, [w]) && !left.includes(w)),
  );
  if (!context.multi || !inFull) return left;
  const others = context.prepared.filter((p) => p !== found && !p.option.none);
  // A thing a service takes (the glossary's), in no other option's shown name.
  const things = takenByIt(1);
  const taken = (w: string) =>
    things.some((thing) => covers(thing, [w])) && !others.some((p) => covers(tokenize(p.option.label), [w]));
  return left.filter((w) => !taken(w));
}

let taken: string[][] | undefined;

/**
 * What the services take (LAUNDRY_TAKES, both languages), each way its words without stopwords, of
 * `size` words or more (one word: exactly one): built on first use.
 */
function takenByIt(size: 1 | 2): string[][] {
  taken ??= LAUNDRY_TAKES.split('\n')
    .map((line) => line.slice(line.indexOf(':') + 1))
    .flatMap((line) => line.split(/[=|]/))
    .map((way) => tokenize(way.trim()).filter((t) => !STOPWORDS.has(t)))
    .filter((words) => words.length > 0);
  return taken.filter((words) => (size === 1 ? words.length === 1 : words.length >= 2));
}

/**
 * Where `said` holds an option's detail words (`Prepared.described`): a word alone, a modifier with
 * its neighbour ("two piece").
 */
function describedAt(said: string[], described: string[][]): Set<number> {
  const at = new Set<number>();
  for (const words of described)
    for (let i = 0; i < said.length; i++) {
      const here = words.every((w, k) => matchWord(said[i + k] ?? '', w) !== undefined);
      for (let k = 0; here && k < words.length; k++) at.add(i + k);
    }
  return at;
}

/**
 * The order of (invariant choice-by-words): both ways first, then fewer typos, then more of the reply's
 * words named by the phrase, then by any of the option's words ("hacer un order nuevo": "order" names
 * both "order" and "orders", "hacer" and "nuevo" only "Hacer un pedido nuevo").
 */
function byMatch(
  a: { rank: number; typos: number; named: number; owned: number },
  b: { rank: number; typos: number; named: number; owned: number },
): number {
  return b.rank - a.rank || a.typos - b.typos || b.named - a.named || b.owned - a.owned;
}
