/**
 * A reply read among a day's time windows (options carrying `window`), by what it says of them: the
 * times said ("8-10", "from 9 to 11", "de 11 a 1", "morning"), the price ("the free one", "la gratis",
 * "cheapest", "el más barato"), the order in the day ("the earliest"), and who comes (the providers'
 * names and everyday words for them, "the store guy", "el chofer", "w doordash").
 *
 * @invariant window-read-by-its-parts Each part of a window reply narrows the windows: every time said
 *   (they must agree: "friday morning 8-10" is the 8-10 window), the provider's words, "free"; then a
 *   superlative ("cheapest", "earliest") keeps the windows that are most so. One window left is the
 *   reading; several (a tie in price or start) are asked back naming them; a word no part placed, or a
 *   span no window runs exactly ("the 9-10 Roadie"), leaves the reading a guess (invariant
 *   reply-words-accounted-for).
 */
import { type Context, NONE, type Prepared, result, STOPWORDS } from './choice-context';
import { matchWord } from './fuzzy-match';
import { unplaced } from './neutral-words';
import { stripFillers, tokenize } from './normalize';
import { readOrdinal } from './number-words';
import { phraseAt, phraseTable } from './phrase-table';
import { findTimesOfDay, type MinuteRange, minutesInZone, type TimeSaid } from './time-of-day';
import type { Recognized } from './types';

/** What a reply may say of a window beside its time and provider, in English and Spanish. */
const WORDS = phraseTable({
  free: [
    'free',
    'no fee',
    'without a fee',
    'without fee',
    'no charge',
    'no cost',
    'gratis',
    'gratuito',
    'gratuita',
    'sin costo',
    'sin cargo',
    'sin cobro',
  ],
  cheapest: [
    'cheapest',
    'least expensive',
    'lowest fee',
    'lowest price',
    'mas barato',
    'mas barata',
    'mas economico',
    'mas economica',
    'menos caro',
    'menos cara',
  ],
  // "early", "temprano" among a day's windows: the earliest of those the rest names.
  earliest: ['earliest', 'first available', 'mas temprano', 'mas temprana', 'early', 'temprano', 'temprana'],
  latest: ['latest'],
  // The window itself, and "with" as a phone types it ("w doordash", "w/ the store driver").
  glue: ['w', 'slot', 'slots', 'window', 'windows', 'time', 'horario', 'franja', 'turno', 'ventana', 'hora'],
});

type Superlative = 'cheapest' | 'earliest' | 'latest';

/** A window reply's parts: the times said, the price words, and the words left for the provider. */
interface WindowParts {
  times: TimeSaid[];
  free: boolean;
  most?: Superlative;
  /** Content words left: the provider's, or words no part placed. */
  words: string[];
}

/** A reply's parts (see `WindowParts`). */
function partsOf(text: string): WindowParts {
  const { times, rest } = findTimesOfDay(text, { windows: true });
  const tokens = stripFillers(tokenize(rest).filter((t) => t !== ','));
  const parts: WindowParts = { times, free: false, words: [] };
  for (let at = 0; at < tokens.length; ) {
    const phrase = phraseAt(WORDS, tokens, at);
    if (phrase?.kind === 'free') parts.free = true;
    else if (phrase && phrase.kind !== 'glue') parts.most = phrase.kind;
    else if (!phrase && !STOPWORDS.has(tokens[at] as string)) parts.words.push(tokens[at] as string);
    at += phrase?.length ?? 1;
  }
  return parts;
}

/**
 * The windows whose label or synonym names every word of `words` (invariant choice-by-words among
 * windows): exactly where some do, else with a typo.
 */
function namedBy(words: string[], windows: Prepared[]): Prepared[] {
  const names = (p: Prepared, how: 'exact' | 'fuzzy') =>
    p.words.some((phrase) =>
      words.every((w) =>
        phrase.some((word) => (how === 'exact' ? matchWord(w, word) === 'exact' : matchWord(w, word))),
      ),
    );
  const exact = windows.filter((p) => names(p, 'exact'));
  return exact.length > 0 ? exact : windows.filter((p) => names(p, 'fuzzy'));
}

/** The windows that are most so: the lowest fee, the earliest or the latest start (all tied). */
function most(windows: Prepared[], superlative: Superlative, start: (p: Prepared) => number): Prepared[] {
  const measure = (p: Prepared) =>
    superlative === 'cheapest'
      ? (p.option.feeCents ?? Infinity)
      : superlative === 'earliest'
        ? start(p)
        : -start(p);
  const best = Math.min(...windows.map(measure));
  return windows.filter((p) => measure(p) === best);
}

/**
 * Whether a window running `[start, end]` fits a time said (invariant typed-time-fitting-windows): an
 * exact time ("a las 9", "11am") is fitted by the windows that start at it or run over it ("a las 9":
 * 8–10 as well as 9–11), so two at that time of different price are asked, never the one that merely
 * starts then; a window that ends at it is over by then ("at 7pm" is not 5–7). A span ("after 5",
 * "morning") is fitted by the windows that start within it.
 *
 * @example fitsTime({ fromMinutes: 540, toMinutes: 541 }, 480, 600) // true: 8–10 covers 9
 */
export function fitsTime(range: MinuteRange, start: number, end: number): boolean {
  const exact = range.toMinutes - range.fromMinutes === 1;
  return exact
    ? start <= range.fromMinutes && range.fromMinutes < end
    : start >= range.fromMinutes && start < range.toMinutes;
}

/**
 * (invariant window-read-by-its-parts) The windows a reply names, or undefined when it says nothing
 * of a window's time or price (nor, with `providerAlone`, of its provider): then it is read as any
 * other reply, by positions and labels.
 *
 * @example readWindow('the free one with the store guy', context) // { kind: 'picked', values: ['8-10 store driver'] }
 * @example readWindow('12 a 2 con el chofer', context) // { kind: 'picked', values: ['12-2 store driver'] }
 */
export function readWindow(
  text: string,
  context: Context,
  opts: { providerAlone: boolean } = { providerAlone: false },
): Recognized | undefined {
  const parts = partsOf(text);
  const all = context.prepared.filter((p) => p.option.window);
  // "the first one, free": a place in the list said in words is a part too, which the others must agree with.
  const places = parts.words.flatMap((w) => {
    const ordinal = readOrdinal([w]);
    return ordinal === undefined ? [] : [ordinal === 'last' ? context.positional.length : ordinal];
  });
  const content = parts.words.filter((w) => unplaced([w], []).length > 0 && readOrdinal([w]) === undefined);
  const saysWindow = parts.times.length > 0 || parts.free || parts.most !== undefined || places.length > 0;
  const namesProvider = opts.providerAlone && content.length > 0 && namedBy(content, all).length > 0;
  if (!saysWindow && !namesProvider) return undefined;
  const start = (p: Prepared) => minutesInZone(p.option.window?.startTime ?? '', context.timeZone);
  const end = (p: Prepared) => minutesInZone(p.option.window?.endTime ?? '', context.timeZone);
  let windows = all;
  const loose: string[] = [];
  for (const { range, span, said } of parts.times) {
    // A span is the windows that run exactly then; else those starting within it, a guess.
    const exact = span
      ? windows.filter((p) => start(p) === range.fromMinutes && end(p) === range.toMinutes)
      : [];
    if (span && exact.length === 0) loose.push(said);
    windows = exact.length > 0 ? exact : windows.filter((p) => fitsTime(range, start(p), end(p)));
  }
  const named = content.length > 0 ? namedBy(content, windows) : windows;
  if (named.length > 0) windows = named;
  if (parts.free) windows = windows.filter((p) => p.option.feeCents === 0);
  if (parts.most && windows.length > 0) windows = most(windows, parts.most, start);
  for (const place of places)
    windows = windows.filter((p) => context.positional[place - 1]?.value === p.option.value);
  const reading = windows.length > 0 ? result(windows.map((p) => p.option.value)) : NONE;
  const guessed = [...loose, ...(named.length > 0 ? [] : content)];
  return guessed.length > 0 && reading.kind === 'picked'
    ? { kind: 'unsure', values: reading.values, unplaced: guessed }
    : reading;
}
