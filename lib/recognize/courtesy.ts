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
const AGREEING = phrases('you right', 'aye', 'yea', 'yah', 'sip', 'simon', 'va', 'sweet as', 'pura vida');

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

/** Where the words of content start and end in `text`, courtesy at its edges aside; undefined: none. */
function contentSpan(text: string): { start: number; end: number } | undefined {
  const words: Spoken[] = [...text.matchAll(/[\p{L}\p{N}'’]+/gu)]
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, tokens: tokenize(m[0]) }))
    .filter((w) => w.tokens.length > 0);
  let from = 0;
  for (let n = courtesyAt(words, from, 1); n > 0; n = courtesyAt(words, from, 1)) from += n;
  let to = words.length - 1;
  for (let n = courtesyAt(words, to, -1); n > 0 && to >= from; n = courtesyAt(words, to, -1)) to -= n;
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
