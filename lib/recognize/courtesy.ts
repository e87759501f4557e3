/**
 * Courtesy and discourse words around an answer: thanks, "please", "kindly", a yes said again ("yeah
 * you right", "sí, claro"), fillers and tags ("porfa", "fíjese", "pues"). They say how something is said,
 * never what: a text made of them alone names nothing.
 *
 * @invariant courtesy-is-no-content A free text made only of courtesy and discourse words ("kindly",
 *   "you right", "please thanks", "porfa", "fíjese") names nothing, and a yes said with them alone ("Yes,
 *   kindly.", "yeah you right", "sí, porfa") is a yes with nothing yet named: never kept as what to
 *   hang-dry, a note for the laundry or the customer's notes; the question after the yes asks what.
 *   Words of content said with them keep their own words ("yes kindly, the wool sweaters" hang-dries
 *   "the wool sweaters").
 */
import { BARE_YES, GO_AHEAD } from './answer-words';
import { tokenize } from './normalize';
import { POLITE, phrases } from './phrase-match';

/**
 * A yes said again around what is said, never what: "yeah you right" (New Orleans "yes indeed"),
 * "aye", "sí, claro", "ok, sure". Only the words that can be nothing else: "right", "fine" and "good"
 * also name how a thing is ("the right sleeve", "fine knits").
 */
const AGREEING = phrases(
  'you right',
  'sure thing',
  'aye',
  'yea',
  'yah',
  'sip',
  'simon',
  'va',
  'sweet as',
  'pura vida',
);

/**
 * Terms of address said to whoever answers, beside a yes ("yeah chile", "yes girl", "sí jefe", "claro
 * compa"): Southern and Bahamian "chile" (child), "girl", "man", "boss", "love", "fam", "cuz"; Spanish
 * "mami", "papi", "jefe", "compa", "mi hija", "loco", "viejo", "carnal", "cuate". Each is also a word of
 * the sentence ("the little girl", "la ropa de mi jefe", "man shirts"), so it is to whom only as a clause
 * of its own: the whole of what is left, or set off from what follows or goes before by a mark
 * (vocative.ts' tags that mean nothing else are courtesy wherever they stand, through `POLITE`).
 */
const ADDRESS = phrases(
  ...['chile', 'child', 'girl', 'gurl', 'girlie', 'man', 'mane', 'boss', 'boss lady', 'boss man', 'chief']
    .concat(['fam', 'cuz', 'coz', 'homie', 'dawg', 'pal', 'friend', 'my friend', 'love', 'my love', 'ma'])
    .concat(['mama', 'mamma', 'sis', 'bruh', 'king', 'queen', 'boo', 'bestie', 'baby', 'doll', 'mon'])
    .concat(['lady', 'miss', 'mister', 'madam', 'mam', 'mate', 'bud', 'you guys', 'guys', 'folks'])
    .concat(['mami', 'papi', 'mamita', 'papito', 'jefe', 'jefa', 'jefecito', 'jefecita', 'compa'])
    .concat(['compadre', 'comadre', 'amigo', 'amiga', 'mi amigo', 'mi amiga', 'hija', 'mi hija', 'hijo'])
    .concat(['mi hijo', 'hermano', 'hermana', 'mana', 'mano', 'manito', 'loco', 'loca', 'viejo', 'vieja'])
    .concat(['flaco', 'flaca', 'nena', 'nene', 'carino', 'corazon', 'mi corazon', 'linda', 'lindo'])
    .concat(['bonita', 'guapa', 'guapo', 'chula', 'carnal', 'cuate', 'cuata', 'socio', 'socia'])
    .concat(['mi socio', 'broder', 'brother', 'primo', 'prima', 'causa', 'senor', 'senora', 'senorita']),
);

/** Every phrase of courtesy, longest first (built on first use). */
let courtesy: string[][] | undefined;
function courtesyPhrases(): string[][] {
  courtesy ??= [...POLITE, ...AGREEING, ...[...BARE_YES, ...GO_AHEAD].map((w) => [w])].sort(
    (a, b) => b.length - a.length,
  );
  return courtesy;
}

/** A word as typed, where it is, and what `tokenize` makes of it. */
interface Spoken {
  start: number;
  end: number;
  tokens: string[];
}

/** How many words typed from `i` on (`step` 1) or back from it (`step` -1) spell a courtesy phrase; 0: none. */
function courtesyAt(words: Spoken[], i: number, step: 1 | -1): number {
  for (const phrase of courtesyPhrases()) {
    const from = step > 0 ? i : i - phrase.length + 1;
    if (from < 0 || from + phrase.length > words.length) continue;
    const said = words.slice(from, from + phrase.length).flatMap((w) => w.tokens);
    if (said.length === phrase.length && said.every((t, k) => t === phrase[k])) return phrase.length;
  }
  return 0;
}

/** How many words from `i` on spell a term of address (`ADDRESS`); 0: none. */
function addressAt(words: Spoken[], i: number): number {
  const found = ADDRESS.filter((phrase) => {
    const said = words.slice(i, i + phrase.length).flatMap((w) => w.tokens);
    return said.length === phrase.length && said.every((t, k) => t === phrase[k]);
  });
  return Math.max(0, ...found.map((phrase) => phrase.length));
}

/** Whether a clause mark stands between words `a` and `b` (a hyphen joins: "chile-stained"). */
function markBetween(text: string, words: Spoken[], a: number, b: number): boolean {
  return /[,.;:!?\n–—]|\s-\s/.test(text.slice((words[a] as Spoken).end, (words[b] as Spoken).start));
}

/**
 * Where the words of content start and end in `text`, courtesy at its edges aside, and a term of address
 * there that is a clause of its own (`ADDRESS`); undefined: none.
 */
function contentSpan(text: string): { start: number; end: number } | undefined {
  const words: Spoken[] = [...text.matchAll(/[\p{L}\p{N}'’]+/gu)]
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, tokens: tokenize(m[0]) }))
    .filter((w) => w.tokens.length > 0);
  let from = 0;
  let to = words.length - 1;
  // A term of address from `i`, `n` words long, set off: nothing of the text's after it, or a mark.
  const apart = (i: number, n: number) =>
    n > 0 &&
    (i + n > to || markBetween(text, words, i + n - 1, i + n)) &&
    (i === from || markBetween(text, words, i - 1, i));
  for (;;) {
    const n =
      courtesyAt(words, from, 1) || (apart(from, addressAt(words, from)) ? addressAt(words, from) : 0);
    if (n === 0 || from > to) break;
    from += n;
  }
  for (;;) {
    if (to < from) break;
    let n = courtesyAt(words, to, -1);
    if (n === 0) {
      const start = [1, 2]
        .map((k) => to - k + 1)
        .find((i) => i >= from && addressAt(words, i) === to - i + 1);
      if (start !== undefined && apart(start, to - start + 1)) n = to - start + 1;
    }
    if (n === 0) break;
    to -= n;
  }
  if (to < from) return undefined;
  return { start: (words[from] as Spoken).start, end: (words[to] as Spoken).end };
}

/**
 * The text without the courtesy and discourse words at its edges (invariant courtesy-is-no-content),
 * the rest as typed; '' when nothing else is said.
 *
 * @example withoutCourtesy('kindly.') // ''
 * @example withoutCourtesy('you right, a few things') // 'a few things'
 * @example withoutCourtesy('porfa, las camisas de seda, gracias') // 'las camisas de seda'
 */
export function withoutCourtesy(text: string): string {
  const span = contentSpan(text);
  return span ? text.slice(span.start, span.end) : '';
}

/**
 * The text from its first word of content on, as typed to its end (what it ends with is the person's
 * own: "the wool ones please" is kept so); '' when it says nothing but courtesy.
 *
 * @example fromContent('kindly, the wool sweaters please') // 'the wool sweaters please'
 */
export function fromContent(text: string): string {
  const span = contentSpan(text);
  return span ? text.slice(span.start).trim() : '';
}

/**
 * Whether a text says nothing but courtesy and discourse words (invariant courtesy-is-no-content).
 *
 * @example saysOnlyCourtesy('Yes, kindly.') // true
 * @example saysOnlyCourtesy('yes, the silk ones') // false
 */
export function saysOnlyCourtesy(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text) && contentSpan(text) === undefined;
}
