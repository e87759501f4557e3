/**
 * What recognizeChoice (choice.ts) reads a reply against: the options prepared once (label and
 * synonyms tokenized, without fillers, without stopwords), what kinds of options there are, and how
 * a reading becomes the answer (a single prompt given several values is ambiguous, never a guess).
 */
import { covers } from './fuzzy-match';
import { isEverydayNoun, isModifier, isNeutral } from './neutral-words';
import { stripFillers, tokenize } from './normalize';
import type { Recognized, RecognizerOption } from './types';

export const NONE: Recognized = { kind: 'none' };

/** Words that say nothing about which option is meant, left out when comparing words. */
export const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'i',
  'id',
  'ill',
  'im',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'that',
  'this',
  'to',
  'with',
  // Spanish; "d" is "de" as texted ("la d la 20").
  'al',
  'd',
  'con',
  'de',
  'del',
  'en',
  'mi',
  'mis',
  'para',
  // "el que tiene la camisa": which one, said of an option; never the option itself.
  'que',
  'tiene',
  'y',
]);

export interface Prepared {
  option: RecognizerOption;
  /** Label and synonyms, tokenized. */
  phrases: string[][];
  /** The same without fillers, for exact comparison. */
  stripped: string[][];
  /** The same without fillers and stopwords, for word overlap. */
  words: string[][];
  /**
   * The words of its detail no option's name has: its own beside its name, never naming it alone. A
   * number or other modifier only with the word it stands by there ("two piece"), so "two suits" is
   * still a count.
   */
  described: string[][];
}

export interface Context {
  prepared: Prepared[];
  /** Options that can be picked by position or as "all": every one whose role is not 'command'. */
  positional: RecognizerOption[];
  multi: boolean;
  timeZone: string;
  amounts: boolean;
  days: boolean;
  windows: boolean;
  /** How-often options (`everyWeeks`): "every other week" is read against them. */
  intervals: boolean;
  yesNo: boolean;
  /**
   * Everyday nouns an option's shown name is made of alone ("Address"): said in a reply, they name
   * that option, never sit around another's answer (invariant everyday-label-is-said).
   */
  labelNouns: ReadonlySet<string>;
}

/** How either language says none: each is the option meaning none, alone or with its label's noun ("nada extra"). */
const NONE_WORDS = [
  'none',
  'nothing',
  'no',
  'nope',
  'nah',
  'nada',
  'ninguno',
  'ninguna',
  'ningun',
  'sin',
  'nel',
];

/** The ways to say an option: its label, its synonyms, and for the none option none in either language. */
function waysToSay(option: RecognizerOption): string[] {
  const said = [option.label, ...(option.synonyms ?? [])];
  if (!option.none) return said;
  const noun = tokenize(option.label).filter((t) => !NONE_WORDS.includes(t) && !isModifier(t));
  return [...said, ...NONE_WORDS.flatMap((word) => [word, [word, ...noun].join(' ')])];
}

/**
 * @invariant everyday-noun-kept-beside-one-word An option's phrase compared without its neutral words
 *   ("pick up my laundry" is "pick up", so "pick up my stuff" names it) keeps its everyday nouns
 *   ("laundry", "clothes", "ropa") when without them one word would be left ("get my laundry done",
 *   "come get my clothes", "lavar mi ropa"): that one word, an everyday verb, said among other words
 *   ("how I like things done", "send me the list"), or alone ("done"), names no option. The phrase is then
 *   named by a reply that holds its words, its noun among them ("come get my clothes on friday"), or
 *   whose words are the phrase's with an everyday noun said ("come get my stuff"). On a question of one answer: on a list, a part of the reply is read
 *   as one item, and an everyday noun may be an item of its own ("laundry and a suit").
 */
function ownWords(phrase: string[]): string[] {
  const kept = withoutNeutral(phrase);
  const nouns = phrase.filter(isEverydayNoun);
  return kept.length === 1 && nouns.length > 0 && !nouns.includes(kept[0] as string)
    ? phrase.filter((t) => kept.includes(t) || nouns.includes(t))
    : kept;
}

/** Words after "how" that ask an amount or a time: "how much", "how many", "how long", "how soon", "how often". */
const AMOUNT_ASKED = new Set(['much', 'many', 'long', 'soon', 'often']);

/**
 * @invariant how-much-is-no-how "how much", "how many", "how long", "how soon", "how often" are one question
 *   word each, read as one ("how much to wash a comforter" asks a price): never the "how" of an option's
 *   phrase of manner ("how you wash my clothes"). Joined in the reply and in the phrases alike.
 */
export function withAmountAsked(words: readonly string[]): string[] {
  return words.flatMap((word, i) => {
    if (word === 'how' && AMOUNT_ASKED.has(words[i + 1] ?? '')) return [`how ${words[i + 1]}`];
    return words[i - 1] === 'how' && AMOUNT_ASKED.has(word) ? [] : [word];
  });
}

/** The options prepared for reading one reply. */
export function prepare(options: RecognizerOption[], opts: { multi: boolean; timeZone: string }): Context {
  const prepared = options.map((option) => {
    const phrases = waysToSay(option)
      .map((p) => tokenize(p).filter((t) => t !== ','))
      .filter((p) => p.length > 0);
    const stripped = phrases.map(stripFillers);
    const words = stripped.map((p) => {
      const content = withAmountAsked(p.filter((t) => !STOPWORDS.has(t)));
      return opts.multi ? withoutNeutral(content) : ownWords(content);
    });
    return { option, phrases, stripped, words, described: [] as string[][] };
  });
  // "Dry cleaning of a two-piece suit": "two-piece" is the suit's own; "cleaning" names options.
  const named = (w: string) => prepared.some((o) => o.words.some((phrase) => covers(phrase, [w])));
  for (const p of prepared) {
    const detail = tokenize(p.option.detail ?? '').filter((w) => !isNeutral(w) && !STOPWORDS.has(w));
    p.described = detail.flatMap((w, k) => {
      if (named(w)) return [];
      if (!isModifier(w)) return [[w]];
      const next = detail[k + 1];
      return next !== undefined && !isModifier(next) ? [[w, next]] : [];
    });
  }
  const values = new Set(options.map((o) => o.value));
  const labelNouns = new Set(
    prepared.flatMap(({ stripped: [label = []] }) => {
      const nouns = label.filter((t) => !STOPWORDS.has(t));
      return nouns.length > 0 && nouns.every(isEverydayNoun) ? nouns : [];
    }),
  );
  return {
    labelNouns,
    prepared,
    positional: options.filter((o) => o.role !== 'command'),
    multi: opts.multi,
    timeZone: opts.timeZone,
    amounts: options.some((o) => o.amountCents !== undefined),
    days: options.some((o) => o.day !== undefined),
    windows: options.some((o) => o.window !== undefined),
    intervals: options.some((o) => o.everyWeeks !== undefined),
    yesNo: values.has('yes') && values.has('no'),
  };
}

/** The final answer for a set of values: a single prompt given several is ambiguous. */
export function finish(values: string[], ambiguous: boolean, context: Context): Recognized {
  const order = context.prepared.map((p) => p.option.value);
  const sorted = [...new Set(values)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (sorted.length === 0) return NONE;
  if (ambiguous || (!context.multi && sorted.length > 1)) return { kind: 'ambiguous', values: sorted };
  return { kind: 'picked', values: sorted };
}

/** A whole-reply reading as the final answer. */
export function settle(reading: Recognized, context: Context): Recognized {
  if (reading.kind === 'none') return NONE;
  const settled = finish(reading.values, reading.kind === 'ambiguous', context);
  return reading.kind === 'unsure' && settled.kind === 'picked'
    ? { ...reading, values: settled.values }
    : settled;
}

export function result(values: string[]): Recognized {
  const unique = [...new Set(values)];
  if (unique.length === 0) return NONE;
  return unique.length === 1 ? { kind: 'picked', values: unique } : { kind: 'ambiguous', values: unique };
}

/**
 * Words compared without the neutral ones (neutral-words.ts), so "the Mission St address" is read by
 * "mission st"; a phrase of neutral words alone ("Laundry") is kept as it is.
 */
export function withoutNeutral(words: string[], said: ReadonlySet<string> = new Set()): string[] {
  const kept = words.filter((t) => !isNeutral(t) || said.has(t));
  return kept.length > 0 ? kept : words;
}

/**
 * The words of a reading's leftovers that unsettle it (invariant reply-words-accounted-for): modifiers,
 * and words that name another option than `reading`'s.
 *
 * @example unsettling(['second'], context, 'weekly') // ['second']
 */
export function unsettling(left: readonly string[], context: Context, reading?: string): string[] {
  const namesOther = (word: string) =>
    context.prepared.some(
      (p) => p.option.value !== reading && p.words.some((phrase) => covers(phrase, [word])),
    );
  const said = (word: string) => !isNeutral(word) || context.labelNouns.has(word);
  return left.filter((word) => said(word) && (isModifier(word) || namesOther(word)));
}
