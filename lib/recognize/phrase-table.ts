import { tokenize } from './normalize';

/**
 * Closed vocabularies whose phrases each say one kind of thing, read word by word: the readers of
 * whole requests (order-request.ts, day-shift.ts, same-time.ts, store-collection.ts) walk a reply
 * with one, and a word no phrase accounts for makes the reply not theirs.
 */

/** Phrases by the kind of thing each says, longest first (a longer phrase wins where two start). */
export type PhraseTable<K extends string> = readonly { words: readonly string[]; kind: K }[];

/**
 * A table of `entries`: each kind's phrases, as plain strings of folded words (no accents, lower case,
 * as `tokenize` makes them).
 * @example const table = phraseTable({ later: ['later', 'mas tarde'], earlier: ['earlier', 'antes'] });
 */
export function phraseTable<K extends string>(entries: Record<K, readonly string[]>): PhraseTable<K> {
  return (Object.entries(entries) as [K, readonly string[]][])
    .flatMap(([kind, phrases]) => phrases.map((phrase) => ({ words: phrase.split(' '), kind })))
    .sort((a, b) => b.words.length - a.words.length);
}

/**
 * The longest phrase of `table` that starts at `tokens[at]`, with how many tokens it takes.
 * @example phraseAt(table, ['mas', 'tarde'], 0) // { kind: 'later', length: 2 }
 */
export function phraseAt<K extends string>(
  table: PhraseTable<K>,
  tokens: readonly string[],
  at: number,
): { kind: K; length: number } | undefined {
  const found = table.find((p) => p.words.every((word, k) => tokens[at + k] === word));
  return found ? { kind: found.kind, length: found.words.length } : undefined;
}

/** A word of a reply, folded as `tokenize` makes it, and the whitespace-separated piece of the typed text it came from. */
export interface TypedToken {
  word: string;
  chunk: number;
}

/**
 * A reply's words, each with where it was typed, so a part of it can be said back as typed.
 * @example typedTokens('Move it to Sábado') // { tokens: [{ word: 'move', chunk: 0 }, …, { word: 'sabado', chunk: 3 }], chunks: ['Move', 'it', 'to', 'Sábado'] }
 */
export function typedTokens(text: string): Typed {
  const chunks = text.trim().split(/\s+/);
  const tokens = chunks.flatMap((chunk, i) =>
    tokenize(chunk)
      .filter((word) => word !== ',')
      .map((word) => ({ word, chunk: i })),
  );
  return { tokens, chunks };
}

/** A reply's words with where each was typed (`typedTokens`). */
export interface Typed {
  tokens: TypedToken[];
  chunks: string[];
}

/**
 * `typedTokens` of the text from chunk `from` on, with `before` and `after` typed around it, made from
 * words already read: a reader trying every start of a long reply tokenizes it once, not once a start.
 * @example typedTail(typedTokens('please delay it a day'), 3, { after: 'later' }) // as typedTokens('a day later')
 */
export function typedTail(
  typed: Typed,
  from: number,
  around: { before?: string; after?: string } = {},
): Typed {
  const before = around.before === undefined ? undefined : typedTokens(around.before);
  const after = around.after === undefined ? undefined : typedTokens(around.after);
  const shift = (before?.chunks.length ?? 0) - from;
  const chunks = [...(before?.chunks ?? []), ...typed.chunks.slice(from)];
  const tokens = [
    ...(before?.tokens ?? []),
    ...typed.tokens.filter((t) => t.chunk >= from).map((t) => ({ word: t.word, chunk: t.chunk + shift })),
    ...(after?.tokens ?? []).map((t) => ({ word: t.word, chunk: t.chunk + chunks.length })),
  ];
  return { tokens, chunks: [...chunks, ...(after?.chunks ?? [])] };
}
