/**
 * A reply read among a day's time windows (options carrying `window`), by what it says of them: the
 * times said ("8-10", "from 9 to 11", "de 11 a 1", "morning"), the price ("the free one", "la gratis",
 * "cheapest", "el más barato", "the $4.99 one"), the order in the day ("the earliest"), and who comes (the providers'
 * names and everyday words for them, "the store guy", "el chofer", "w doordash").
 *
 * @invariant window-read-by-its-parts Each part of a window reply narrows the windows: every time said
 *   (they must agree: "friday morning 8-10" is the 8-10 window), the provider's words (read among all
 *   the day's windows, so a time no window of that provider runs leaves none), "free"; then a
 *   superlative ("cheapest", "earliest") keeps the windows that are most so. One window left is the
 *   reading; several (a tie in price or start) are asked back naming them; a word no part placed, or a
 *   span no window runs exactly ("the 9-10 Roadie"), leaves the reading a guess (invariant
 *   reply-words-accounted-for).
 * @invariant vague-time-confirmed A time of day said loosely ("temprano", "early", "first thing"), with
 *   nothing else of a window beside it (no time, place in the list, fee or provider), is read as the
 *   earliest window and confirmed, never acted on: "early" may be 8 or 9 to the person; "the earliest"
 *   is no loose word and is acted on, nor is "early" said to its utmost ("as early as you can", "early
 *   as y'all can", "tan temprano como se pueda"): the earliest.
 * @invariant window-named-fully A reply naming a window by hours it runs exactly and by who comes or
 *   its price ("the 6-8 store guy", "12 to 2 if the store driver can", "after my shift, like 5-7
 *   doordash") is that window, whatever else the person says beside it, bar a word that could change
 *   which (a day, a negation, a number, a word for who comes, a name): two parts agreeing leave no
 *   other meaning. So are hours alone said with the person's circumstance ("6 to 8 after my shift",
 *   "before work, 8 to 10", "12 to 2 if possible"). Otherwise a word left over ("6-8 lalamove": a
 *   courier no window has?) keeps the reading a guess, asked back.
 * @invariant window-concluded-after-why A window said after the why and a word that concludes ("we
 *   close the shop at 5, so the 6 o'clock one", "salgo a las 5, así que la de las 6") is the window
 *   the conclusion names by its time, alone and for certain: the why's times are only why. A
 *   conclusion that names no time ("5 to 7, so the cheapest") or no one window is read with the rest.
 */
import { BECAUSE } from './answer-words';
import { type Context, NONE, type Prepared, result, STOPWORDS } from './choice-context';
import { matchWord } from './fuzzy-match';
import { isModifier, unplaced } from './neutral-words';
import { stripFillers, tokenize } from './normalize';
import { numberAt, readOrdinal } from './number-words';
import { phraseAt, phraseTable, typedTokens } from './phrase-table';
import { findTimesOfDay, type MinuteRange, minutesInZone, type TimeSaid } from './time-of-day';
import type { Recognized } from './types';

/** What a reply may say of a window beside its time and provider, in English and Spanish. */
const WORDS = phraseTable({
  free: [
    'free',
    'free of charge',
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
    'sin cobrar',
    'no cobra',
    'no cobran',
    'no charge',
    'doesnt charge',
    'no extra charge',
    // "anything free", "anything that's free" (its "that's" read as the relative it is): whichever window
    // is free, as "whichever is free" is. "anything" alone, or with a time ("anything before 10"), stays a guess.
    'anything free',
    'anything without a fee',
    'anything with no fee',
    'cualquiera gratis',
    'lo que sea gratis',
  ],
  cheapest: [
    'cheapest',
    'least expensive',
    'lowest fee',
    'lowest price',
    'mas barato',
    'mas barata',
    'mas baratito',
    'mas baratita',
    'mas economico',
    'mas economica',
    'menos caro',
    'menos cara',
  ],
  // "the earliest", "el más temprano" among a day's windows: the earliest of those the rest names.
  earliest: [
    'earliest',
    'first available',
    'mas temprano',
    'mas temprana',
    'mas tempranito',
    'mas tempranita',
    // "as early as possible" is no loose "early": the earliest there is.
    'as early as possible',
    'as early as posible',
    'early as possible',
    'early as posible',
    'earliest possible',
    'earliest posible',
    'mas temprano posible',
    'mas temprana posible',
  ],
  // "early", "temprano", "first thing": a time of day said loosely, which the earliest window may or
  // may not be; read as it, and confirmed (invariant vague-time-confirmed).
  early: ['first thing', 'early', 'temprano', 'temprana', 'tempranito', 'tempranita', 'tempranisimo'],
  // "la más tarde" is read as "latest" among times (time-of-day.ts); "más tarde" alone is "later".
  latest: ['latest', 'latest possible', 'latest posible', 'as late as possible', 'late as possible'],
  // The window itself, and "with" as a phone types it ("w doordash", "w/ the store driver").
  // "whichever is free": the one that is, as "the free one".
  glue: [
    'w',
    'slot',
    'slots',
    'window',
    'windows',
    'time',
    'horario',
    'franja',
    'turno',
    'ventana',
    'hora',
    'whichever',
    'whichevers',
    'whatever',
    'whatevers',
    'any',
    'anytime',
    // A time said roughly ("around 8am", "como a las ocho") is read as that time.
    'around',
    'about',
    'approximately',
    'roughly',
    'ish',
    'tipo',
    'como',
    'mas o menos',
    'aprox',
    'aproximadamente',
  ],
  // Said beside a window, naming no other (issue 34, rounds 37–38): "the free one again", "la de las
  // nueve luego" (then), "la última del día", "the last one of the day".
  aside: [
    'again',
    'luego',
    'del dia',
    'of the day',
    'of day',
    'in the day',
    'in day',
    // A drawback granted, then the window accepted all the same (invariant drawback-granted-accepts):
    // "8 to 10, early but fine", "la de 11.99, cara pero bueno". A "but" before anything else
    // ("but with doordash", "pero la otra") still says more, and is left unplaced.
    ...['but', 'pero'].flatMap((but) =>
      [
        'fine',
        'ok',
        'okay',
        'thats fine',
        'its fine',
        'that works',
        'it works',
        'whatever',
        'bueno',
        'esta bien',
        'ta bien',
        'vale',
        'sirve',
        'dale',
      ].map((fine) => `${but} ${fine}`),
    ),
  ],
  // Punctuation said aloud to a phone's dictation ("nine to eleven please period").
  dictated: ['period', 'full stop', 'comma', 'question mark', 'punto', 'coma'],
});

/**
 * Words that open a clause of reason or circumstance: "since I get off work", "q es cuando llego del
 * trabajo", "porque trabajo". Said beside a window, such a clause is why, not which (`withoutCommentary`).
 */
const REASON = phraseTable({
  reason: [
    ...BECAUSE,
    'as',
    'so',
    'when',
    'while',
    'thats when',
    'q',
    'por que',
    'ya que',
    'pues',
    'cuando',
    'mientras',
    // What the person does before or after it (issue 34, round 37): "8am before I head to the yard",
    // "the 3 one, after I get off work", "antes de que salga". A bound said of a time ("before 10") is none.
    ...['before', 'after'].flatMap((when) =>
      ['i', 'im', 'we', 'my', 'the kids'].map((who) => `${when} ${who}`),
    ),
    'antes de que',
    'despues de que',
  ],
});

/**
 * Words that open a relative clause saying what the window is: "the first one that's doordash", "la
 * primera que sea con doordash", "la de 3 a 5 que es más barata" (invariant place-among-the-named).
 */
const RELATIVE = phraseTable({
  relative: [
    'that is',
    'thats',
    'which is',
    'that has',
    'that comes',
    'que sea',
    'que es',
    'que tenga',
    'que venga',
    'que vaya',
  ],
});

/**
 * @invariant place-among-the-named A place in the list said in words with a relative clause naming
 *   what the window is ("la primera que sea con doordash", "the last one that's the store driver") is
 *   the place among the windows the clause names: the first DoorDash window, never the first of the
 *   list. Without the clause ("la primera con doordash") a place the other parts do not agree with is
 *   no window, asked; a place said by its number ("option 2") is always the list's.
 *
 * @example withoutRelative('la primera que sea con doordash') // { text: 'la primera con doordash', relative: true }
 */
function withoutRelative(text: string): { text: string; relative: boolean } {
  const { tokens, chunks } = typedTokens(text);
  const words = tokens.map((t) => t.word);
  const at = words.findIndex((_, i) => i > 0 && phraseAt(RELATIVE, words, i) !== undefined);
  if (at < 0) return { text, relative: false };
  const length = phraseAt(RELATIVE, words, at)?.length ?? 0;
  const dropped = new Set(tokens.slice(at, at + length).map((t) => t.chunk));
  // Only where each of its words was typed alone: "que,sea" or a word glued to another stays.
  const alone = [...dropped].every((chunk) => tokens.filter((t) => t.chunk === chunk).length === 1);
  if (!alone) return { text, relative: false };
  return { text: chunks.filter((_, i) => !dropped.has(i)).join(' '), relative: true };
}

/**
 * Everyday nouns for whoever comes, which name no one provider: "the store guy" is the store driver,
 * named by "store"; these words are read only with such a word, or alone as any provider.
 */
const ANYONE = new Set(['guy', 'guys', 'person', 'people', 'persona', 'muchacho', 'senor', 'company', 'app']);

/**
 * Words that say who comes, and so may name a provider among windows: the everyday nouns for one and
 * the couriers people know by name. With a capitalized word inside a sentence ("the 9am Roadie"),
 * these are what a clause of reason may not hold to be commentary.
 */
const PROVIDER_WORDS = new Set(
  `courier couriers driver drivers guy guys person company service app delivery dasher shopper
  uber lyft roadie postmates grubhub instacart shipt gopuff dolly veho ups fedex usps dhl
  repartidor repartidores chofer choferes mensajero mensajeros mensajeria conductor empresa servicio
  aplicacion muchacho senor`
    .split(/\s+/)
    .filter(Boolean),
);

type Superlative = 'cheapest' | 'earliest' | 'early' | 'latest';

/** A price in dollars and cents ("11.99", "$4.99", "8,99"): a window's fee, read before any time. */
const FEE = /\$?\s*\b(\d{1,3})[.,](\d{2})\b(?!\s*(?:[ap]\.?m|hrs?|h)\b)/i;

/** A window reply's parts: the times said, the price words, and the words left for the provider. */
interface WindowParts {
  times: TimeSaid[];
  free: boolean;
  most?: Superlative;
  /** Content words left: the provider's, or words no part placed. */
  words: string[];
}

/** A place in the list said by its number: "option 2", "la opción 3", "número 4", "#2". */
const PLACE_SAID = /(?:\b(?:options?|opci[oó]n|n[uú]mero|number)\s*|#\s*)(\d{1,2})\b(?![:.]\d)/i;

/** Times of day said to their utmost by "as … as one can": "as early as you can" is the earliest. */
const UTMOST: Record<string, 'earliest' | 'latest'> = {
  early: 'earliest',
  soon: 'earliest',
  temprano: 'earliest',
  pronto: 'earliest',
  late: 'latest',
  tarde: 'latest',
};
/**
 * "as early as you can", "early as y'all can", "as late as possible", "tan temprano como se pueda": a
 * time of day said to its utmost, its "as" before optional.
 */
const AS_ABLE =
  /\b(?:(?:as|tan)\s+)?(early|soon|temprano|pronto|late|tarde)\s+(?:as\s+(?:possible|can\s+be|(?:you|u|y'?all|y\s+all|ya|we|they|youse?)\s+can)|como\s+(?:sea\s+posible|se\s+pueda|puedan?|posible))\b/giu;

/**
 * The text with each time of day said to its utmost as its superlative ("early as y'all can", "a
 * primera hora" are "earliest"): a wish for the first window, no time said loosely (invariant
 * vague-time-confirmed).
 *
 * @example withUtmostSaid("tuesday morning, early as y'all can") // 'tuesday morning, earliest'
 */
export function withUtmostSaid(text: string): string {
  return text
    .replace(AS_ABLE, (_, word: string) => UTMOST[word.toLowerCase()] ?? word)
    .replace(FIRST_HOUR, 'earliest');
}

/**
 * "a primera hora", "a primerita hora", "at the first hour": the day's first hour, the earliest window
 * (no loose "early", nor "primera" the first of a list: the first of the day's windows all the same).
 */
const FIRST_HOUR = /\b(?:(?:a|en)\s+(?:la\s+)?)?primer(?:a|ita)\s+hora\b|\bat\s+the\s+first\s+hour\b/giu;

/**
 * A reply's parts (see `WindowParts`).
 *
 * @invariant drawback-granted-accepts A drawback granted and then accepted ("early but fine", "but ok",
 *   "pero bueno") says no other window: its "but" is placed. A "but" followed by anything else ("but
 *   with doordash", "but not the store guy") is left unplaced, so the reading stays a guess, asked back.
 */
function partsOf(text: string): WindowParts {
  const { times, rest } = findTimesOfDay(text, { windows: true });
  const tokens = stripFillers(tokenize(rest).filter((t) => t !== ','));
  const parts: WindowParts = { times, free: false, words: [] };
  for (let at = 0; at < tokens.length; ) {
    const phrase = phraseAt(WORDS, tokens, at);
    if (phrase?.kind === 'free') parts.free = true;
    else if (phrase && phrase.kind !== 'glue' && phrase.kind !== 'dictated' && phrase.kind !== 'aside')
      parts.most = phrase.kind;
    else if (!phrase && !STOPWORDS.has(tokens[at] as string)) parts.words.push(tokens[at] as string);
    at += phrase?.length ?? 1;
  }
  return parts;
}

/**
 * @invariant window-commentary-says-nothing The reply without a clause of reason that says nothing of
 * a window ("despues de las 6 q es cuando llego del trabajo": "despues de las 6"); as typed otherwise.
 * Such a clause holds no time, price, order, place in the list, modifier (a day, a negation, a number),
 * nor any word that could say who comes: a window's own words, a word for a provider
 * (`PROVIDER_WORDS`), or a capitalized word inside a sentence ("because Roadie is late"). Its other
 * words are the person's own why, changing no window.
 *
 * @example withoutCommentary('de 5 a 7 q ya estoy en casa', windows) // 'de 5 a 7'
 */
function withoutCommentary(text: string, windows: Prepared[]): string {
  const found = reasonClause(text);
  if (!found) return text;
  const { head, clause } = found;
  const parts = partsOf(clause.join(' '));
  // The words opening the clause are its own ("before I…"), no modifier of a window.
  const said = clause.slice(phraseAt(REASON, clause, 0)?.length ?? 0);
  const says =
    parts.times.length > 0 ||
    parts.free ||
    parts.most !== undefined ||
    said.some((w) => isModifier(w) || PROVIDER_WORDS.has(w)) ||
    // Any word naming a window ("que sea con doordash"), though others beside it name none.
    unplaced(parts.words, []).some((w) => namedBy([w], windows).length > 0) ||
    properNounIn(text, clause);
  return says ? text : head;
}

/**
 * A reply cut before a clause of reason ("mañana que hoy trabajo": "mañana", and "que hoy trabajo" as
 * its words); undefined when it has none, or nothing before it. "el viernes que viene" is a day, no reason.
 *
 * @example reasonClause('8-10 since I get off work') // { head: '8-10', clause: ['since', 'i', 'get', 'off', 'work'] }
 */
export function reasonClause(text: string): { head: string; clause: string[] } | undefined {
  // "early as y'all can": the "as" of a time said to its utmost opens no reason.
  const { tokens: typed, chunks } = typedTokens(withUtmostSaid(text));
  const words = typed.map((t) => t.word);
  const at = words.findIndex(
    (_, i) =>
      i > 0 &&
      phraseAt(REASON, words, i) !== undefined &&
      !DAY_AFTER_QUE.has(words[i + 1] ?? '') &&
      !(words[i] === 'as' && AS_COMPARED.has(words[i - 1] ?? '')),
  );
  const clause = words.slice(at);
  const head = chunks.slice(0, typed[at]?.chunk).join(' ');
  if (at < 0 || clause.length < 2 || tokenize(head).every((t) => t === ',')) return undefined;
  return { head, clause };
}

/**
 * A reply cut before a clause of the person's own doings, set apart by a mark and opening with its
 * subject ("tomorrow is good, I work tonight", "today if u can, got a job at noon", "el martes, tengo
 * turno en la tarde"): why, as a clause of reason is; undefined when the clause wishes or offers a
 * time ("tomorrow, I'd prefer the morning", "friday, I'm home after 5": the time is the one wanted).
 *
 * @invariant own-doings-are-why A time said in a clause of the person's own doings is never the one the
 *   windows are picked by: it is when they cannot be there as often as when they can.
 * @example ownDoingsClause('tomorrow is good, I work tonight') // { head: 'tomorrow is good,', clause: ['i', 'work', 'tonight'] }
 */
export function ownDoingsClause(text: string): { head: string; clause: string[] } | undefined {
  const { tokens: typed, chunks } = typedTokens(text);
  const at = typed.findIndex(
    (t, i) =>
      i > 0 &&
      typed[i - 1]?.chunk !== t.chunk &&
      /[,.;!]$/.test(chunks[t.chunk - 1] ?? '') &&
      OWN.has(t.word),
  );
  if (at < 0) return undefined;
  const clause = typed.slice(at).map((t) => t.word);
  const head = chunks.slice(0, typed[at]?.chunk).join(' ');
  return clause.length >= 2 && !clause.some((w) => WISHING.has(w)) ? { head, clause } : undefined;
}

/** The subject, or the doing, a clause of the person's own doings opens with. */
const OWN = new Set('i im ive got gotta have tengo trabajo estoy salgo entro voy'.split(' '));
/** Words of wishing or being there: the clause says when it suits ("I'd rather 9", "estoy en casa a las 5"). */
const WISHING = new Set(
  `want wanna need prefer rather like best better good fine can could would should free available home
  around there quiero necesito prefiero mejor puedo podria disponible libre casa ahi aqui`
    .split(/\s+/)
    .filter(Boolean),
);

/** "que viene", "que entra", "que sigue" after a day name it ("el viernes que viene"): no reason. */
const DAY_AFTER_QUE = new Set(['viene', 'entra', 'sigue']);

/** Words an "as" after compares ("as early as possible", "soon as you can"): that "as" is no reason. */
const AS_COMPARED = new Set(['early', 'late', 'soon', 'cheap', 'quick', 'fast']);

/** Whether a word of `clause` is typed capitalized inside a sentence of `text` (a name: "Roadie"), "I" aside. */
function properNounIn(text: string, clause: string[]): boolean {
  const named = [...text.matchAll(/(?<=[^\s.!?]\s+)(\p{Lu}[\p{L}']*)/gu)]
    .map((m) => tokenize(m[1] ?? '')[0])
    .filter((w) => w !== undefined && w !== 'i');
  return named.some((w) => clause.includes(w as string));
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

/**
 * Words with a name said in two ("door dash", "uber direct" stays two) read as the one word of a
 * window's name they make together ("doordash"): exactly, never by a typo.
 *
 * @example joinedNames(['door', 'dash', 'guy'], windows) // ['doordash', 'guy'] where a window is DoorDash's
 */
function joinedNames(words: string[], windows: Prepared[]): string[] {
  const known = new Set(windows.flatMap((p) => p.words.flat()));
  const joined: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const two = `${words[at]}${words[at + 1] ?? ''}`;
    const split = at + 1 < words.length && known.has(two) && !known.has(words[at] as string);
    joined.push(split ? two : (words[at] as string));
    if (split) at++;
  }
  return joined;
}

/**
 * A provider named by the initials of its name ("DD", "dd" for DoorDash Drive, "UD" for Uber Direct),
 * read as its name's first word: only initials of a name of two words or more that no other window's
 * name shares, and no word of any window's own.
 *
 * @example byInitials(['9', 'dd'], windows) // ['9', 'doordash'] where a window is DoorDash Drive's
 */
function byInitials(words: string[], windows: Prepared[]): string[] {
  const known = new Set(windows.flatMap((p) => p.words.flat()));
  const named = new Map<string, Set<string>>();
  for (const phrase of windows.flatMap((p) => p.words)) {
    if (phrase.length < 2 || !phrase.every((w) => /^\p{L}/u.test(w))) continue;
    const initials = phrase.map((w) => w[0]).join('');
    named.set(initials, (named.get(initials) ?? new Set()).add(phrase[0] as string));
  }
  return words.map((w) => {
    const first = named.get(w);
    return first?.size === 1 && !known.has(w) ? ([...first][0] as string) : w;
  });
}

/** The windows that are most so: the lowest fee, the earliest or the latest start (all tied). */
function most(windows: Prepared[], superlative: Superlative, start: (p: Prepared) => number): Prepared[] {
  const measure = (p: Prepared) =>
    superlative === 'cheapest'
      ? (p.option.feeCents ?? Infinity)
      : superlative === 'earliest' || superlative === 'early'
        ? start(p)
        : -start(p);
  const best = Math.min(...windows.map(measure));
  return windows.filter((p) => measure(p) === best);
}

/**
 * Whether a window running `[start, end]` fits a time said (invariant typed-time-fitting-windows): an
 * exact time ("a las 9", "11am") is fitted by the windows that start at it or run over it ("a las 9":
 * 8–10 as well as 9–11), so two at that time of different price are asked, never the one that merely
 * starts then. A span ("after 5", "morning") is fitted by the windows that start within it.
 *
 * @example fitsTime({ fromMinutes: 540, toMinutes: 541 }, 480, 600) // true: 8–10 covers 9
 */
export function fitsTime(
  range: MinuteRange,
  start: number,
  end: number,
  starts = false,
  ends = false,
): boolean {
  const exact = range.toMinutes - range.fromMinutes === 1;
  if (starts) return start === range.fromMinutes;
  // A deadline ("before 11", "I leave at 11"): over by then (invariant deadline-fitted-by-windows-ending-by).
  if (ends) return end <= range.toMinutes && start >= range.fromMinutes;
  return exact
    ? start <= range.fromMinutes && range.fromMinutes < end
    : start >= range.fromMinutes && start < range.toMinutes;
}

/**
 * The windows of `list` a time said fits (`fitsTime`), and, for an exact time some window starts at,
 * those ending at it too.
 *
 * @invariant time-at-an-end-and-a-start-asked "a las 5" among 3–5 and 5–7 is either: delivered by 5
 *   or from 5. An exact time a window starts at, said where another window ends, is read as both, so
 *   the two are asked back, never the one starting then taken; a time inside a window ("7pm" in 6–8)
 *   is that window, whatever ends then. A window ending then and none fitting is
 *   no reading; "the one at 5" names its start (invariant window-named-by-its-start).
 * @invariant time-said-alone-starts-no-window A time said alone ("a las 12", "at 6") is when the person
 *   wants someone there, fitted by every window running then (11–1 as well as 12–2): a window starting
 *   then does not beat one running over it, so two that differ are asked between. Only a window named
 *   by its start ("la de las 12", "the one at 6", "que empieza a las 12") is the one starting then.
 *
 * @example windowsFitting({ fromMinutes: 1020, toMinutes: 1021 }, false, [w3to5, w5to7], start, end) // [w3to5, w5to7]
 */
export function windowsFitting<W>(
  range: MinuteRange,
  starts: boolean,
  list: W[],
  start: (w: W) => number,
  end: (w: W) => number,
  ends = false,
): W[] {
  const fits = list.filter((w) => fitsTime(range, start(w), end(w), starts, ends));
  const exact = !starts && range.toMinutes - range.fromMinutes === 1;
  // Only where a window starts then: "at 7pm" inside 6–8 is 6–8, though 5–7 ends at 7.
  if (!exact || !fits.some((w) => start(w) === range.fromMinutes)) return fits;
  return [...list.filter((w) => end(w) === range.fromMinutes), ...fits];
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
  // "we close at 5, so the 6 o'clock one": the window concluded (invariant window-concluded-after-why).
  const concluded = CONCLUDED.exec(text)?.[1];
  if (concluded && findTimesOfDay(concluded, { windows: true }).times.length > 0) {
    const read = readWindow(concluded, context, opts);
    if (read?.kind === 'picked' && read.values.length === 1) return read;
  }
  // "de las one": patois's "the last one", or Spanish's "from one": each read; differing, both asked.
  if (LAS_ONE.test(text)) {
    const readings = ['last one', 'las 1'].map((said) =>
      readWindow(text.replace(LAS_ONE, said), context, opts),
    );
    const values = [...new Set(readings.flatMap((r) => (r && r.kind !== 'none' ? r.values : [])))];
    if (readings.some((r) => r?.kind !== 'picked') || values.length > 1)
      return values.length > 0 ? { kind: 'ambiguous', values } : NONE;
    return readings[0];
  }
  const all = context.prepared.filter((p) => p.option.window);
  // "la 2", "el 4": a place said with its article, as "#2" is.
  const numbered = text.replace(ARTICLE_PLACE, '#$1');
  // "la de 11.99", "the $4.99 one": a price in dollars and cents is a fee, never a time.
  const fee = FEE.exec(numbered);
  // "la opción 2, 9:00 a 11:00": a place said by its number is a part too, never an hour.
  const unpriced = fee ? numbered.replace(FEE, ' ') : numbered;
  const placed = PLACE_SAID.exec(unpriced);
  const relative = withoutRelative(withUtmostSaid(unpriced.replace(PLACE_SAID, ' ')));
  const parts = partsOf(withoutCommentary(relative.text, all));
  // "the first one, free": a place in the list said in words is a part too, which the others must agree
  // with; said with a relative clause, a place among the windows the clause names (invariant place-among-the-named).
  const ordinals = parts.words.flatMap((w) => {
    const ordinal = readOrdinal([w]);
    return ordinal === undefined ? [] : [ordinal];
  });
  const places = [
    ...(placed ? [Number(placed[1])] : []),
    ...(relative.relative ? [] : ordinals.map((o) => (o === 'last' ? context.positional.length : o))),
  ];
  const among = relative.relative ? ordinals : [];
  const content = byInitials(
    joinedNames(
      parts.words.filter((w) => unplaced([w], []).length > 0 && readOrdinal([w]) === undefined),
      all,
    ),
    all,
  );
  const saysWindow =
    parts.times.length > 0 ||
    parts.free ||
    parts.most !== undefined ||
    places.length > 0 ||
    among.length > 0 ||
    fee !== null;
  const namesProvider = opts.providerAlone && content.length > 0 && namedBy(content, all).length > 0;
  if (!saysWindow && !namesProvider) return undefined;
  const start = (p: Prepared) => minutesInZone(p.option.window?.startTime ?? '', context.timeZone);
  const end = (p: Prepared) => minutesInZone(p.option.window?.endTime ?? '', context.timeZone);
  // Who comes is read among all the day's windows, before the times narrow them: "9 to 11 with your
  // driver" is no DoorDash Drive window ("driver" a typo of "Drive") when the store's drivers run none
  // then. Only the words that name a window name who comes ("the 6-8 store guy, ugh": "store"); the
  // others are the person's own, or a guess (invariant window-named-fully).
  const naming = content.filter((w) => !ANYONE.has(w) && namedBy([w], all).length > 0);
  const others = content.filter((w) => !ANYONE.has(w) && !naming.includes(w));
  const named =
    naming.length > 0
      ? namedByEach(naming, all)
      : others.length === 0 && content.length > 0
        ? namedBy(content, all)
        : all;
  let windows = named.length > 0 ? named : all;
  const loose: string[] = [];
  let exactly = false;
  for (const { range, span, starts, ends, said } of parts.times) {
    // A span is the windows that run exactly then; else those starting within it, a guess.
    const exact = span
      ? windows.filter((p) => start(p) === range.fromMinutes && end(p) === range.toMinutes)
      : [];
    if (span && exact.length === 0) loose.push(said);
    exactly ||= exact.length > 0;
    const fitting = exact.length > 0 ? exact : windowsFitting(range, starts, windows, start, end, ends);
    // "around 10": a time said roughly is fitted by the window ending then too (invariant rough-time-ending-window-too).
    const roughly =
      !span && !starts && !ends && range.toMinutes - range.fromMinutes === 1 && ROUGHLY.test(text);
    const ending = roughly ? windows.filter((p) => end(p) === range.fromMinutes && !fitting.includes(p)) : [];
    windows = [...ending, ...fitting];
  }
  if (parts.free) windows = windows.filter((p) => p.option.feeCents === 0);
  if (fee) windows = windows.filter((p) => p.option.feeCents === Number(fee[1]) * 100 + Number(fee[2]));
  // "early afternoon", "temprano en la tarde": the first hours of a part of the day, loosely (invariant early-in-a-part-of-day).
  const partOfDay = parts.most === 'early' && parts.times.some(isPartOfDay);
  // The day's first window opens the part of the day ("early morning" from 8): nothing runs earlier.
  const opensTheDay =
    partOfDay && windows.length > 0 && Math.min(...windows.map(start)) === Math.min(...all.map(start));
  if (partOfDay) windows = earlyIn(windows, opensTheDay, start);
  else if (parts.most && windows.length > 0) windows = most(windows, parts.most, start);
  for (const place of places)
    windows = windows.filter((p) => context.positional[place - 1]?.value === p.option.value);
  for (const place of among) windows = windows.slice(...(place === 'last' ? [-1] : [place - 1, place]));
  const reading = windows.length > 0 ? result(windows.map((p) => p.option.value)) : NONE;
  // "temprano" alone says a time of day loosely: the earliest window is its reading, to be confirmed;
  // so does "early afternoon" (but "early morning", opening the day). With who comes ("early, with the
  // store driver") or a price it picks among those windows, and is taken.
  const loosely =
    parts.most === 'early' &&
    (parts.times.length === 0 || (parts.times.every(isPartOfDay) && !opensTheDay)) &&
    places.length === 0 &&
    among.length === 0 &&
    !fee &&
    !parts.free &&
    content.length === 0;
  // Its hours run exactly and who comes or its price agrees, or its hours alone beside the person's own
  // circumstance ("after my shift", "if possible"): the words left are the person's own.
  const agreed = naming.length > 0 || parts.free || fee !== null || parts.most === 'cheapest';
  const fully = exactly && (agreed || others.some((w) => CIRCUMSTANCE.has(w)));
  // "2 — 9–11 DoorDash": the reading's own place in the list, said beside it, is accounted for.
  const own = reading.kind === 'picked' ? String(positionOf(reading.values[0], context)) : undefined;
  // "earliest, 8", "early one, eight": a bare hour beside a superlative, the hour the window read starts at.
  const startHour =
    reading.kind === 'picked' && reading.values.length === 1 && parts.most !== undefined
      ? windows.map((p) => Math.floor(start(p) / 60) % 12 || 12)[0]
      : undefined;
  const startSaid = (w: string) => startHour !== undefined && readHour(w) === startHour;
  const unsaid = (
    named.length > 0 ? others.filter((w) => w !== own && (!fully || !asidesFully(w, text))) : content
  ).filter((w) => !startSaid(w));
  const guessed = [...loose, ...unsaid, ...(loosely && !unsaidHour(content, startSaid) ? ['early'] : [])];
  return guessed.length > 0 && reading.kind === 'picked'
    ? { kind: 'unsure', values: reading.values, unplaced: guessed }
    : reading;
}

/**
 * A time said roughly: "around 10", "10ish", "como a las 10", "más o menos a las 10".
 *
 * @invariant rough-time-ending-window-too A time said roughly ("around 10", "tipo 10") is fitted by the
 *   window ending then as well as those running over it: 8–10 and 9–11 are asked between, never 9–11
 *   taken alone. One said exactly ("at 10") is when someone must be there: the window ending then does not fit it.
 */
const ROUGHLY =
  /(?<![\p{L}])(?:around|about|approximately|approx|roughly|tipo|como a las|como las|m[aá]s o menos|aprox|aproximadamente)(?![\p{L}])|\d\s*-?\s*ish(?![\p{L}])/iu;

/** An hour said bare, in digits or words ("8", "eight", "ocho"): 1 to 12, or undefined. */
function readHour(word: string): number | undefined {
  const hour = /^\d{1,2}$/.test(word) ? Number(word) : numberAt([word], 0)?.value;
  return hour !== undefined && hour >= 1 && hour <= 12 ? hour : undefined;
}

/** Whether a bare hour beside "early" said the window's start, so the loose word is loose no more. */
const unsaidHour = (words: string[], startSaid: (w: string) => boolean) => words.some(startSaid);

/**
 * A word that concludes after the why, and the conclusion after it: "…, so the 6 o'clock one", "…, así
 * que la de las 6"; never a conclusion hedged ("so like 6-8", "entonces como a las 6"), read with the why.
 */
const CONCLUDED =
  /\S.*?(?:[,;.]\s*|\s)(?:so|therefore|hence|thus|which means|asi que|así que|entonces|por eso|por lo que)\s+(?!(?:like|maybe|probably|around|about|como|tal vez|quiza|quizá|quizas|quizás|mas o menos|más o menos)\b)(.*\S)/iu;

/**
 * What a reply concludes after its why ("…Saturday's open house, so Friday please": "Friday please"), a
 * conclusion hedged aside; undefined when it concludes nothing.
 */
export function concludedAfterWhy(text: string): string | undefined {
  return CONCLUDED.exec(text)?.[1];
}

/**
 * "las one", "las' one": the last one as patois says it, its t dropped, or "las" of a Spanish hour
 * before an English "one" (no Spanish speaker's "la una"): two readings, asked when they differ.
 */
const LAS_ONE = /\blas'?\s+one\b/i;

/** Where an option stands in the list, from 1. */
function positionOf(value: string | undefined, context: Context): number {
  return context.positional.findIndex((o) => o.value === value) + 1;
}

/**
 * The windows every word of `words` names, each by a phrase of its own ("the store's own driver":
 * "store" by "store driver", "own" by "your own driver"): where one phrase holds them all, those it
 * names (\`namedBy\`), else the windows each word names, all of them.
 */
function namedByEach(words: string[], windows: Prepared[]): Prepared[] {
  const together = namedBy(words, windows);
  if (together.length > 0) return together;
  return words.reduce((left, w) => {
    const by = namedBy([w], windows);
    return left.filter((p) => by.includes(p));
  }, windows);
}

/** A part of the day said loosely ("afternoon", "la tarde", "lunch"): a span of hours, no one end said. */
function isPartOfDay(time: TimeSaid): boolean {
  return !time.span && !time.starts && !time.ends && time.range.toMinutes - time.range.fromMinutes > 1;
}

/**
 * @invariant early-in-a-part-of-day "early" said of a part of the day ("early afternoon", "early
 *   evening", "temprano en la tarde") is its first two hours: the windows starting then, asked among
 *   where several start then (12–2 and 1–3), never the earliest taken; one alone is confirmed, as a
 *   loose time is (invariant vague-time-confirmed). Where the part's first window is the day's first
 *   ("early morning" from 8), nothing runs earlier: that window, taken.
 */
function earlyIn(windows: Prepared[], opensTheDay: boolean, start: (p: Prepared) => number): Prepared[] {
  if (windows.length === 0 || opensTheDay) return most(windows, 'earliest', start);
  const first = Math.min(...windows.map(start));
  return windows.filter((p) => start(p) < first + 120);
}

/**
 * Words that are the person's own beside a window named fully (invariant window-named-fully): any but
 * a modifier (a day, a negation, a number), a word for who comes, or a name typed capitalized ("Roadie");
 * "if", "after", "before", "till" without a time are their own circumstance ("if the store driver can",
 * "after my shift", "antes del trabajo").
 */
function asidesFully(word: string, text: string): boolean {
  if (PROVIDER_WORDS.has(word) || properNounIn(text, [word])) return false;
  return !isModifier(word) || CIRCUMSTANCE.has(word);
}

/** Modifiers that, with no time after them, say the person's circumstance, never another window. */
const CIRCUMSTANCE = new Set([
  'if',
  'si',
  'after',
  'before',
  'till',
  'til',
  'until',
  'despues',
  'antes',
  'hasta',
]);

/**
 * A place said by its number after a Spanish article, as anywhere else in a list: "la 2", "el 4".
 * A clock time is no place: "a la 1", "hasta la 1", "las 3", "la 12 a 2", "la 1pm", "la 1 de la tarde".
 */
const ARTICLE_PLACE =
  /(?<!\b(?:a|al|hasta|y|desde|de|entre|para)\s+)\b(?:la|el)\s+(\d{1,2})\b(?![:.]\d|[º°ª]|\s*(?:[ap]\.?\s?m\b|a\b|to\b|-|–|y\b|hasta\b|de\b|en punto\b|o\W?clock))/i;
