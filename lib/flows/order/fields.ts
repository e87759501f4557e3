/** What the order's steps share: their types, the draft fields a step answers, notes, the time zone shown. */
import { cleanText, tooLong } from '../../dialog/clean-text';
import { type Field, field, type Read, within } from '../../dialog/prompts';
import { fields } from '../../dialog/step-helpers';
import type { ReplyOption } from '../../dialog/types';
import type { Draft, OrderData } from '../../orders/order-data';
import { namesNothing, readYesNo } from '../../recognize';
import { asksTheStore } from '../../recognize/asks-the-store';
import { saysOnlyCourtesy } from '../../recognize/courtesy';
import { greetsAgain } from '../../recognize/greeting';
import { tokenize } from '../../recognize/normalize';
import { writesNothing } from '../../recognize/notes-instruction';
import { holdsDoubt } from '../../recognize/shrug';
import { cautionAboutNothing, pointsOnlyAt } from '../../recognize/vague-things';
import type { Words } from '../../words';
import type { Accepted, Answer, Step, StepContext } from '../flow';

export type Ctx = StepContext<OrderData>;
/** The order's steps, by id: a step, a revisit or an answer naming another fails to compile. */
export type OrderStepId =
  | 'address'
  | 'services'
  | 'modifiers'
  | 'service-notes'
  | 'category'
  | 'bags'
  | 'pickup'
  | 'return-method'
  | 'return'
  | 'frequency'
  | 'payment'
  | 'tip'
  | 'promo'
  | 'hang-dry'
  | 'hang-dry-instructions'
  | 'order-notes'
  | 'summary';
export type OrderStep = Step<OrderData, OrderStepId>;

/** Asks `step` next although it has an answer, keeping that answer until it is replaced. */
export const revisit = (step: OrderStepId): Accepted => ({ kind: 'ok', revisit: step });

export const MAX_NOTE = 500;

/** `filled`/`clear`/`value` of a step answering draft fields. */
export function draftFields(
  first: keyof Draft,
  ...others: (keyof Draft)[]
): Pick<OrderStep, 'filled' | 'clear' | 'value'> {
  const inner = fields<Draft, keyof Draft>(first, ...others);
  return {
    filled: (d) => inner.filled(d.draft),
    clear: (d) => inner.clear(d.draft),
    value: (d) => inner.value?.(d.draft),
  };
}

/** The draft's field `key`, where a prompt of the order keeps its answer. */
export function draftField<K extends keyof Draft>(key: K): Field<OrderData, Exclude<Draft[K], undefined>> {
  return within((d: OrderData) => d.draft, field<Draft, K>(key));
}

/** Punctuation said by voice at a note's end ("no starch period", "sin almidón punto"): the mark it names. */
const DICTATED_END = /\s+(?:period|full stop|punto(?: final)?)[\s.]*$/iu;

/**
 * A note ending on a joining word or mark ("the sweaters and", "las camisas y", "towels,"): the person
 * was cut off or sent too soon, so what follows is missing (invariant note-never-unfinished).
 */
const UNFINISHED = /(?:[,&+]|(?:^|\s)(?:and|or|with|plus|y|e|o|u|con|tsaka|saka|at))[\s,]*$/iu;

/** Words a shrug ("no sé, ustedes vean", "idk you pick") may have beside it and still say nothing. */
const SHRUG_TAIL = 3;

/**
 * A typed note within `limit`, cleaned; or why not.
 *
 * @invariant note-never-a-yes A reply that only agrees ("ok", "sí", "sure"), shrugs ("no sé, ustedes
 *   vean"), or names nothing, pointing at a note the bot does not have ("lo de siempre", "same as last
 *   time", "the usual stuff", "whatever") is no note: asked to type the note or skip, never sent to the
 *   laundry as the note "ok" (invariant vague-things-name-nothing); nor does a wish to write one whose
 *   words are yet to come ("I want to write something for the driver", "quiero escribir algo para la
 *   lavandería"), at every typed note as at the preferences' (invariant wish-to-write-is-no-text).
 * @invariant note-never-unfinished A note ending on a joining word or mark ("the sweaters and", "las
 *   camisas y", "towels,") is asked for again, naming where it stopped: never sent to the laundry cut off.
 * @example readNote({ text: 'no starch period' }, ENGLISH) // { value: 'no starch.' }
 */
export function readNote(
  answer: Pick<Answer, 'text' | 'typedLength'>,
  words: Words,
  limit = MAX_NOTE,
): Read<string> {
  // "hi again", coming back mid-order: greeted, and the question asked again (invariant greeting-is-no-text).
  if (greetsAgain(answer.text)) return { retry: words.t('dialog.hiAgain') };
  const tokens = tokenize(answer.text).filter((t) => t !== ',');
  const says =
    readYesNo(answer.text) !== true &&
    // "kindly", "yes please thanks": courtesy alone is no note (invariant courtesy-is-no-content).
    !saysOnlyCourtesy(answer.text) &&
    !namesNothing(answer.text) &&
    !(holdsDoubt(tokens.slice(0, 3)) && tokens.length <= 2 + SHRUG_TAIL) &&
    // "I want to write something for the driver", "no sé qué poner": its words are yet to come, as at the
    // preferences' notes (invariants wish-to-write-is-no-text, notes-pointed-at-never-written).
    !writesNothing(answer.text);
  if (!says) return { retry: words.t('order.typeNoteOrSkip') };
  // Where it stopped is said back in its last few words: "…the sweters and".
  if (UNFINISHED.test(answer.text))
    return {
      retry: words.t('order.noteCutOff', { end: answer.text.trim().split(/\s+/).slice(-3).join(' ') }),
    };
  const cleaned = cleanText(answer.text.replace(DICTATED_END, '.'), limit, answer.typedLength);
  if (cleaned.ok) return { value: cleaned.text };
  if (cleaned.reason === 'too-long') return { retry: tooLong(cleaned, 'a note') };
  return { retry: words.t('order.typeNoteOrSkip') };
}

/**
 * A typed answer that asks the store or the bot something ("…can you fix that?", "which ones do you think
 * are best?", "¿se puede?") waits for an answer no one gives here: asked back with `say`, never kept. The
 * one reading (asks-the-store.ts) for every typed answer the store is to act on: a service's notes, the
 * order's, and what to hang-dry (invariants note-question-asked-back, note-asking-which-or-how).
 */
export function askedOfTheStore(
  text: string,
  words: Words,
  say: 'order.noteAsksTheStore' | 'order.hangDryAsksTheStore',
): { retry: string } | undefined {
  const question = asksTheStore(text);
  return question === undefined ? undefined : { retry: words.t(say, { question }) };
}

/**
 * A note of what to do, for the store or the driver (a service's notes, the order's): as `readNote`,
 * and one that only points at a thing ("el timbre", "tell him about the dog") is asked what about it
 * (invariant note-says-more-than-a-thing); one that ends asking the store whether it can do something is
 * asked back (invariant note-question-asked-back). What to hang-dry is things, read by `readNote` and
 * `askedOfTheStore`: a thing alone there is the answer.
 * @example readInstructionNote({ text: 'the gate' }, ENGLISH) // { retry: 'What about "the gate"? …' }
 */
export function readInstructionNote(
  answer: Pick<Answer, 'text' | 'typedLength'>,
  words: Words,
): Read<string> {
  const read = readNote(answer, words);
  if (!('value' in read)) return read;
  const asked = askedOfTheStore(answer.text, words, 'order.noteAsksTheStore');
  if (asked) return asked;
  const thing = pointsOnlyAt(answer.text) ?? cautionAboutNothing(answer.text);
  return thing === undefined ? read : { retry: words.t('order.noteOnlyAThing', { thing }) };
}

export const NONE = 'none';
export const NO_NOTES = 'no-notes';
export const NO_NOTES_ALL = 'no-notes-all';
export const noNotes = (words: Words): ReplyOption => ({
  value: NO_NOTES,
  label: words.t('order.noNotes'),
  role: 'choice',
  // "todo bien así", "it's fine as is": nothing to add to the service as it is.
  synonyms: ['none', 'no', 'skip', 'nothing', 'no thanks', 'todo bien asi', 'asi esta bien', 'fine as is'],
});

/** The zone window times are shown in: the store's own when its data names one. */
export function orderTimeZone(data: OrderData, fallback: string): string {
  return data.draft.store?.timeZone ?? fallback;
}
