/**
 * A reply to "any notes about <this item>?" asked of several items in turn (the services of an order):
 * which items it gives a note, and which it says have none.
 *
 * @invariant no-note-is-no-note A reply that says there is no note never becomes a note: "no notes for
 * any of it" answers every item, "no starch, nothing for the suit" gives this item "no starch" and the
 * suit none, and a "nothing" this reader cannot place ("no notes this time around") is asked back.
 */
import type { Language } from '../words/language';
import { recognizeChoice } from './choice';
import { inStandardWords } from './dialect';
import { tokenize } from './normalize';
import { coveredBy, POLITE } from './phrase-match';
import { SKIP } from './skip';
import type { RecognizerOption } from './types';

/** Words that say "nothing", alone or with their noun: "no notes", "nada de notas", "ninguna nota". */
const NOTHING = new Set([
  'no',
  'tampoco',
  'nope',
  'nah',
  'skip',
  'omitir',
  'none',
  'nothing',
  'notes',
  'note',
  'extras',
  'extra',
  'anything',
  'nada',
  'sin',
  'nota',
  'notas',
  'ningun',
  'ninguno',
  'ninguna',
  // "ni pa la ropa ni pal traje": nothing for either it names.
  'ni',
]);
/** The nouns a "nothing" is of: after one of them, "ninguna" is this note's determiner, not "every item". */
const NOTE_NOUNS = new Set(['note', 'notes', 'nota', 'notas', 'extra', 'extras']);
/** Words that widen a "nothing" to every item asked in turn: "no notes for either one", "ninguna nota para ningún servicio". */
const EVERY_ITEM = new Set([
  'all',
  'any',
  'either',
  'both',
  'neither',
  'every',
  'each',
  'ningun',
  'ninguno',
  'ninguna',
  'todos',
  'todas',
  'ambos',
  'ambas',
  'cualquier',
  'cualquiera',
  'dos',
  'two',
]);
/** After "for"/"para", these mean every item too: "ninguna nota para nada", "no notes for anything". */
const ANY_THING = new Set(['nada', 'anything', 'everything', 'todo']);
const FOR = new Set(['for', 'para', 'pa', 'pal', 'on', 'en']);
/** What the items are called, and the words that join them to the "nothing" or to the reply's other parts. */
const ITEM_WORDS = new Set([
  ...FOR,
  'and',
  // "and" as said and texted: "no starch an nothing for the suit", "light starch n nothing for the dress".
  'an',
  'n',
  'nd',
  'but',
  'y',
  'pero',
  'of',
  'it',
  'this',
  'that',
  'them',
  'those',
  'these',
  'service',
  'services',
  'one',
  'ones',
  'item',
  'items',
  'de',
  'el',
  'la',
  'los',
  'las',
  'esto',
  'eso',
  'estos',
  'esos',
  'servicio',
  'servicios',
  'uno',
  'the',
  // "no tengo notas", "no hay notas": the having is no part of a note.
  'tengo',
  'hay',
]);
/** Words that open a "nothing" after "and"/"y": "sin almidón y nada para el traje". */
const NOTHING_OPENERS = new Set([
  'no',
  'nope',
  'nah',
  'nothing',
  'none',
  'nada',
  'ninguna',
  'ninguno',
  'ningun',
  'sin',
]);
/** Words that say no note when they stand before its noun ("no notes", "sin notas"). */
const NO = new Set(['no', 'sin', 'without', 'ningun', 'ninguno', 'ninguna', 'zero']);
/** Words that say no note of something when "for"/"para" follows them ("nothing for the suit"). */
const NOTHING_OF = new Set(['nothing', 'none', 'nada', 'ninguna', 'ninguno', 'ningun']);
const POLITE_WORDS = new Set(POLITE.flat());

/** What a reply says of the items still asked: a note (or '' for none) by item value, or unclear. */
export type ItemNotes = { kind: 'notes'; notes: Record<string, string> } | { kind: 'unclear' };

/** A stretch of the reply between commas (or before an "and" that opens a "nothing"), as typed. */
interface Part {
  raw: string;
  separator: string;
  reading: 'text' | 'polite' | { nothing: 'this' | 'all' | string[] };
}

/**
 * What a reply to the first of `items` (the item asked now, then the others not yet answered) says
 * of each. An item it says nothing of is not in `notes`.
 *
 * @example
 * const items = [{ value: '1', label: 'Wash & Fold' }, { value: '2', label: 'Dry Clean – Suit' }];
 * readItemNotes('no starch, nothing for the suit', items, 'America/New_York');
 * // { kind: 'notes', notes: { '1': 'no starch', '2': '' } }
 * readItemNotes('no notes for any of it', items, 'America/New_York');
 * // { kind: 'notes', notes: { '1': '', '2': '' } }
 */
export function readItemNotes(
  text: string,
  items: RecognizerOption[],
  timeZone: string,
  language?: Language,
): ItemNotes {
  const current = items[0]?.value;
  if (current === undefined) return { kind: 'unclear' };
  // Whether a part says "nothing" is read in standard words ("nottin fo da suit": "nothing for the
  // suit", invariant dialect-read-as-standard); a note is kept as typed.
  const standard = (raw: string) => (language ? inStandardWords(raw, language) : raw);
  const parts = splitParts(text, standard).map((part) => ({
    ...part,
    reading: readPart(standard(part.raw), items, timeZone),
  }));
  const hasText = parts.some((p) => p.reading === 'text');
  const notes: Record<string, string> = {};
  const give = (value: string, note: string) => {
    if (notes[value] !== undefined && notes[value] !== note) return false;
    notes[value] = note;
    return true;
  };
  for (const { reading } of parts) {
    if (typeof reading === 'string') continue;
    const { nothing } = reading;
    // An unnamed "no" beside a note ("no, just fold them") is part of the note, as it was said.
    if (nothing === 'this' && hasText) continue;
    const named = nothing === 'all' ? items.map((i) => i.value) : nothing === 'this' ? [current] : nothing;
    if (!named.every((value) => give(value, ''))) return { kind: 'unclear' };
  }
  if (!hasText)
    return Object.keys(notes).length > 0 ? { kind: 'notes', notes } : noteOf(text.trim(), current);
  const kept = parts.filter((p) => p.reading === 'text' || p.reading === 'polite' || isUnnamed(p));
  const note = kept.length === parts.length ? text.trim() : joinParts(kept);
  if (saysNoNote(note) || !give(current, note)) return { kind: 'unclear' };
  return { kind: 'notes', notes };
}

function isUnnamed(part: Part): boolean {
  return typeof part.reading !== 'string' && part.reading.nothing === 'this';
}

function noteOf(note: string, current: string): ItemNotes {
  return saysNoNote(note) ? { kind: 'unclear' } : { kind: 'notes', notes: { [current]: note } };
}

function joinParts(parts: Pick<Part, 'raw' | 'separator'>[]): string {
  return parts
    .map((p, i) => (i === 0 ? p.raw : p.separator + p.raw))
    .join('')
    .trim();
}

/**
 * The reply cut at commas and stops, and before an "and"/"but" that opens a "nothing" or names what
 * it is for ("sin almidón y pal traje nada": a part of its own, read as the suit's none).
 */
function splitParts(text: string, standard: (raw: string) => string): Pick<Part, 'raw' | 'separator'>[] {
  const pieces = text.split(/(\s*(?:[,;!?]|\.(?!\d))+\s*|\s+(?:and|an|n|nd|y|but|pero)\s+)/i);
  const parts = [{ raw: pieces[0] ?? '', separator: '' }];
  for (let i = 1; i < pieces.length; i += 2) {
    const separator = pieces[i] ?? '';
    const raw = pieces[i + 1] ?? '';
    const last = parts[parts.length - 1];
    const opener = tokenize(standard(raw))[0] ?? '';
    if (last && /[a-z]/i.test(separator) && !NOTHING_OPENERS.has(opener) && !FOR.has(opener))
      last.raw += separator + raw;
    else parts.push({ raw, separator });
  }
  return parts.filter((p) => tokenize(p.raw).some((t) => t !== ','));
}

/** One part: a note's words, politeness, or a "nothing" for this item, every item, or the items it names. */
function readPart(raw: string, items: RecognizerOption[], timeZone: string): Part['reading'] {
  // "así" (as it is) says no more than what it is beside: "no, nada, así nomás" is none, never the note.
  const tokens = tagalogNone(tokenize(raw).filter((t) => t !== ',' && t !== 'asi'));
  // "ninguna", "ninguno", "none" said alone: none for this item ("every item" needs a noun or a "para").
  const spoken = tokens.filter((t) => !POLITE_WORDS.has(t));
  if (spoken.length > 0 && spoken.every((t) => NOTHING.has(t))) return { nothing: 'this' };
  // "ninguna para el traje": before "para" a "ninguna" is the none itself, of what follows it.
  const widens = (t: string, i: number) =>
    (EVERY_ITEM.has(t) &&
      !NOTE_NOUNS.has(tokens[i + 1] ?? '') &&
      !(NOTHING_OF.has(t) && FOR.has(tokens[i + 1] ?? ''))) ||
    (ANY_THING.has(t) && FOR.has(tokens[i - 1] ?? ''));
  const wide = tokens.some(widens);
  const core = tokens.filter((t, i) => !widens(t, i) && !ITEM_WORDS.has(t) && !POLITE_WORDS.has(t));
  if (core.length === 0) return wide ? 'text' : 'polite';
  if (coveredBy(core, SKIP, POLITE) || core.every((t) => NOTHING.has(t)))
    return { nothing: wide ? 'all' : 'this' };
  const said = core.filter((t) => !NOTHING.has(t));
  if (said.length === core.length) return 'text';
  const named = namedItems(said, items, timeZone);
  return named ? { nothing: named } : 'text';
}

/**
 * The words with a Tagalog "wala" (none) opening them as "none": "wala po", "wala po for both" in a
 * Taglish reply, which this question keeps as typed. After what it names it is Hindi and Urdu's "the one"
 * ("the suit wala"), a note's word (invariant wala-by-position, dialect.ts).
 */
function tagalogNone(tokens: string[]): string[] {
  return tokens[0] === 'wala' ? ['none', ...tokens.slice(1)] : tokens;
}

/** The items these words name, every word part of a named item's name ("suit", "traje"); else undefined. */
function namedItems(said: string[], items: RecognizerOption[], timeZone: string): string[] | undefined {
  // Read as one name first ("dry clean shirt"), else word by word ("ni pa la camisa ni pal vestido").
  const read = (text: string) => recognizeChoice(text, items, { multi: true, timeZone });
  const whole = read(said.join(' '));
  const found = whole.kind === 'picked' ? whole : read(said.join(', '));
  if (found.kind !== 'picked') return undefined;
  const names = new Set(
    items
      .filter((i) => found.values.includes(i.value))
      .flatMap((i) => tokenize([i.label, ...(i.synonyms ?? [])].join(' '))),
  );
  return said.every((t) => names.has(t)) ? found.values : undefined;
}

/** Whether a note's words say there is no note ("no notes this time", "nothing for the shirts"): asked back, never kept. */
function saysNoNote(note: string): boolean {
  const tokens = tokenize(note);
  return tokens.some(
    (t, i) =>
      (NO.has(t) && NOTE_NOUNS.has(tokens[i + 1] ?? '')) ||
      (NOTHING_OF.has(t) && FOR.has(tokens[i + 1] ?? '')),
  );
}

/** Words saying "the same": "same", "lo mismo", "igual", "ditto". */
const SAME = new Set(['same', 'ditto', 'mismo', 'misma', 'igual']);
/** Words naming the other item of the order: "the other (one)", "el otro (servicio)", "the first". */
const OTHER = new Set(['other', 'otro', 'otra', 'first', 'primero', 'primera', 'previous']);
/** Words around them that name nothing else: "the same as the other one too", "lo mismo que el otro". */
const SAME_AROUND = new Set(
  `the a as like for this that one too also same please pls thanks lo la el que de para este esta uno una
  servicio service tambien porfa gracias note notes nota notas instruction instructions instrucciones
  with con on en`.split(/\s+/),
);

/**
 * @invariant same-as-the-other-service A note that only says it is the same as the other item's ("same
 *   like the other one", "lo mismo que el otro") points at a note given in this very order: the step
 *   gives that note when one other item has its answer and the order has no third to mean; a word of
 *   anything else ("the other time", "la otra vez", "last order") points where the bot cannot see,
 *   and is asked back (invariant deferral-names-nothing).
 * @invariant same-as-the-named-service The other item may be named by its own words rather than as
 *   "the other": "same note as the laundry", "igual que el lavado y doblado", "ditto the suit" point at
 *   it as "the other one" does, when a word of it (`otherNamed`) names it and not the item asked now;
 *   its other words (`otherSays`) may stand beside that one.
 * @example saysSameAsTheOther('Same like the other one.') // true
 * @example saysSameAsTheOther('lo mismo que la otra vez') // false
 */
export function saysSameAsTheOther(
  text: string,
  otherNamed: ReadonlySet<string> = new Set(),
  otherSays: ReadonlySet<string> = otherNamed,
): boolean {
  const words = tokenize(text).filter((t) => t !== ',');
  // (invariant same-as-the-named-service) The other item by its own words: "same note as the laundry";
  // a word it shares with the item asked ("lavado" of "lavado en seco") may stand beside them.
  const other = (w: string) => OTHER.has(w) || otherNamed.has(w);
  return (
    words.some((w) => SAME.has(w)) &&
    words.some(other) &&
    words.every((w) => SAME.has(w) || other(w) || otherSays.has(w) || SAME_AROUND.has(w))
  );
}
