/**
 * Steps made whole from what makes each one different. A prompt asks one thing and keeps the answer
 * in one field of its flow's data (`field`): `filled`, `clear` and `value` are that field's, and the
 * prompt reads the answer — a choice among options (`choicePrompt`), a typed text (`textPrompt`), yes
 * or no (`yesNoPrompt`) — or has a flow pushed answer it (`subFlowPrompt`, the field set by the
 * flow's `onResult`). A flow's final step (`finalStep`) is asked every time until it ends its flow
 * (a confirmation, a list to pick from), so it is never filled and has nothing to clear. A step
 * with logic of its own (it fills itself, or sets other fields) is written out as a `Step`.
 */
import { isSkip, type Outcomes, readByOutcome, readLeadingYesNo } from '../recognize';
import { ANSWER_LEADS } from '../recognize/answer-words';
import { tokenize } from '../recognize/normalize';
import type { Words } from '../words';
import type { Accepted, Answer, Step, StepContext, Transition } from './step';
import { asking, askText, ok, picked, retry, say, yesNo } from './step-helpers';
import type { PromptSpec, Reply, ReplyOption } from './types';

/** What a step says to an answer it cannot take: a sentence, or one in the person's words. */
type Said = string | ((words: Words) => string);
const saidIn = (said: Said, words: Words) => (typeof said === 'string' ? said : said(words));

/** Where a prompt keeps its answer in its flow's data: undefined until answered, and once cleared. */
export interface Field<D, V> {
  get(data: D): V | undefined;
  set(data: D, value: V | undefined): void;
}

/**
 * The field `key` of the flow's data.
 * @example const email = field<SignUpData, 'email'>('email');
 */
export function field<D, K = keyof D>(key: K & keyof D): Field<D, Exclude<D[K & keyof D], undefined>> {
  // `K & keyof D` rather than a constraint: the key is one of D's, typed as the literal passed.
  return {
    get: (data) => data[key] as Exclude<D[K & keyof D], undefined> | undefined,
    set: (data, value) => {
      data[key] = value as D[K & keyof D];
    },
  };
}

/**
 * `inner`, a field of a part of the flow's data (the order's draft).
 * @example const notes = within((d: OrderData) => d.draft, field<Draft, 'orderNotes'>('orderNotes'));
 */
export function within<D, P, V>(part: (data: D) => P, inner: Field<P, V>): Field<D, V> {
  return {
    get: (data) => inner.get(part(data)),
    set: (data, value) => inner.set(part(data), value),
  };
}

/** What every prompt is declared with: the step's own facts and the field that keeps its answer. */
type PromptBase<D, S, X, V> = Omit<Step<D, S, X>, 'filled' | 'clear' | 'value' | 'ask' | 'accept'> & {
  field: Field<D, V>;
};

/** `filled`, `clear` and `value` of a step whose answer is kept in `answer`. */
export function keptIn<D, V>(answer: Field<D, V>): Pick<Step<D>, 'filled' | 'clear' | 'value'> {
  return {
    filled: (data) => answer.get(data) !== undefined,
    clear: (data) => answer.set(data, undefined),
    value: (data) => [answer.get(data)],
  };
}

/** An answer read into a field's value, or why it does not fit. */
export type Read<V> = { value: V } | { retry: string };

/** Sets `answer`'s field to what `read` made of it: ok, or asked again with the reason. */
function store<D, V>(data: D, answer: Field<D, V>, read: Read<V>): Accepted {
  if ('retry' in read) return retry(read.retry);
  answer.set(data, read.value);
  return ok();
}

/**
 * A step that asks to pick one option (`prompt`) and keeps what `read` makes of the value picked;
 * anything else (undefined from `read`) is answered with `retry` and asked again.
 * @example
 * choicePrompt({ id: 'frequency', title: 'How often', field: draftField('interval'),
 *   prompt: async () => ({ kind: 'single', text: 'How often?', hint: '…', options }),
 *   read: (value) => (value === '1' ? 1 : undefined), retry: 'Choose one of the options.' });
 */
export function choicePrompt<D, V, S = string, X = unknown>({
  prompt,
  read,
  retry: why,
  field: answer,
  ...step
}: PromptBase<D, S, X, V> & {
  prompt(ctx: StepContext<D, X>): Promise<PromptSpec>;
  read(value: string): V | undefined;
  retry: Said;
}): Step<D, S, X> {
  return {
    ...step,
    ...keptIn(answer),
    ask: async (ctx) => asking(await prompt(ctx)),
    async accept(ctx, given) {
      const value = picked(given);
      const got = value === undefined ? undefined : read(value);
      return store(ctx.data, answer, got === undefined ? { retry: saidIn(why, ctx.words) } : { value: got });
    },
  };
}

/**
 * A step whose answer is typed (`text`, `hint`), offering `options` as shortcuts; the answer as it
 * stands is shown again (`current`) when the question comes back. With `skip`, its option picked or a
 * typed "skip" keeps `skip.value` without reading the text.
 * @example
 * textPrompt({ id: 'email', title: 'Email', field: field<SignUpData, 'email'>('email'),
 *   question: async () => ({ text: "What's your email address?", hint: 'Like ana@example.com.' }),
 *   read: ({ text }) => (EMAIL.test(text) ? { value: text } : { retry: "That doesn't look like an email address." }) });
 */
export function textPrompt<D, V, S = string, X = unknown>({
  question,
  read,
  skip,
  field: answer,
  ...step
}: PromptBase<D, S, X, V> & {
  question(
    ctx: StepContext<D, X>,
  ): Promise<{ text: string; hint: string; options?: ReplyOption[]; current?: string }>;
  read(answer: Answer, ctx: StepContext<D, X>): Read<V>;
  /** The skip option in the person's words, and the value it keeps. */
  skip?: { option(words: Words): ReplyOption; value: V };
}): Step<D, S, X> {
  return {
    ...step,
    ...keptIn(answer),
    async ask(ctx) {
      const { text, hint, options = [], current } = await question(ctx);
      return askText(text, hint, skip ? [...options, skip.option(ctx.words)] : options, current);
    },
    async accept(ctx, given) {
      if (skip && (picked(given) === skip.option(ctx.words).value || isSkip(given.text)))
        return store(ctx.data, answer, { value: skip.value });
      return store(ctx.data, answer, read(given, ctx));
    },
  };
}

/**
 * A yes/no question kept as a boolean: true for yes, or for no when `yes` is false ("may we text
 * you?" kept as an opt-out). `outcomes`: the words of its two outcomes, which answer it too ("bill us",
 * "mejor con tarjeta"), read before its options' words (invariant yes-no-by-outcome); named both ways
 * or hedged, it is asked again.
 * @example yesNoPrompt({ id: 'commercial', title: 'Business account', field: field<SignUpData, 'isCommercial'>('isCommercial'), question: (words) => words.t('signUp.askCommercial'), outcomes: { yes: ['business'], no: ['personal'] } });
 */
export function yesNoPrompt<D, S = string, X = unknown>({
  question,
  yes = true,
  outcomes,
  afterLead = false,
  field: answer,
  ...step
}: PromptBase<D, S, X, boolean> & {
  question: (words: Words) => string;
  yes?: boolean;
  outcomes?: Outcomes;
  /**
   * An outcome said after a leading yes or no that says the same ("yes, and invoice the business") is
   * left to the rest rule, so what follows a yes may answer the question after (`readsOutcome`'s
   * `afterLead`, `Step.passesYesRestated`).
   */
  afterLead?: boolean;
}): Step<D, S, X> {
  return {
    ...step,
    ...keptIn(answer),
    ask: async (ctx) => asking(yesNo(question(ctx.words), undefined, ctx.words)),
    // An outcome named is read here, so a leading "don't" of "don't charge a card" is not a no.
    ...(outcomes ? { readsFirst: readsOutcome(outcomes, afterLead) } : {}),
    ...(afterLead ? { passesYesRestated: true as const } : {}),
    async accept(ctx, given) {
      const value = yesOrNo(given, outcomes);
      // Asked again as it is, not retried: a retry would read "yes, charge the card" by its "yes" alone.
      if (value === 'unsure') return { kind: 'stay', say: [say(ctx.words.t('dialog.answerYesOrNo'))] };
      if (value === undefined) return retry(ctx.words.t('dialog.answerYesOrNo'));
      return store(ctx.data, answer, { value: (value === 'yes') === yes });
    },
  };
}

/**
 * A yes/no question's `readsFirst` by its outcomes' words (invariant yes-no-by-outcome): the option a reply
 * naming an outcome stands for, none (`{}`, asked again) when it names both or hedges; undefined when it
 * names none, or (`afterLead`) says what its leading yes or no says, so "yes, hang the wool" is still cut
 * after its yes for the question after.
 * @example readsOutcome({ yes: ['hang*'], no: ['dryer*'] })("don't put it in the dryer") // { option: 'yes' }
 */
export function readsOutcome(outcomes: Outcomes, afterLead = false) {
  return (text: string): { option?: string } | undefined => {
    const read = readByOutcome(text, outcomes);
    const lead = afterLead ? readLeadingYesNo(text) : undefined;
    if (read === undefined || lead === read) return undefined;
    // "no tumble is fine": a bare yes or no said first may be the answer, the rest its reason: asked again.
    if (lead !== undefined && ANSWER_LEADS.has(tokenize(text)[0] ?? '')) return {};
    return read === 'unsure' ? {} : { option: read ? 'yes' : 'no' };
  };
}

/**
 * A yes/no question's answer: the option picked, else the outcome its words name, else a leading yes or
 * no; `'unsure'` when it names both outcomes or hedges.
 * @example yesOrNo({ text: 'no card, bill us' }, { yes: ['bill'], no: ['card*'] }) // 'yes'
 */
export function yesOrNo(given: Answer, outcomes?: Outcomes): 'yes' | 'no' | 'unsure' | undefined {
  const [value] = given.values ?? [];
  if (value === 'yes' || value === 'no') return value;
  if (given.values) return undefined;
  const read = outcomes ? readByOutcome(given.text, outcomes) : undefined;
  if (read === 'unsure') return read;
  const typed = read ?? readLeadingYesNo(given.text);
  return typed === undefined ? undefined : typed ? 'yes' : 'no';
}

/**
 * A step answered by a flow it pushes (a day and window picked by the slot flow): its flow's
 * `onResult` sets the field. An answer typed to it instead is answered with `retry`.
 * @example subFlowPrompt({ id: 'pickup', title: 'Pickup time', field: draftField('pickupWindow'), push: async (ctx) => push(slotFlow, args(ctx)), retry: 'Pick a day and a window.' });
 */
export function subFlowPrompt<D, V, S = string, X = unknown>({
  push,
  retry: why,
  field: answer,
  ...step
}: PromptBase<D, S, X, V> & {
  push(ctx: StepContext<D, X>): Promise<Transition>;
  retry: Said;
}): Step<D, S, X> {
  return { ...step, ...keptIn(answer), ask: push, accept: async (ctx) => retry(saidIn(why, ctx.words)) };
}

/** A step that is never filled: asked whenever its flow comes to it, until it ends or replaces its flow. */
export type FinalStep<D, S = string, X = unknown> = Omit<Step<D, S, X>, 'filled' | 'clear' | 'value'>;

/**
 * A flow's final step: asked every time the flow comes to it; its answer ends the flow (`done`), hands
 * it over, or asks it again. No answer is kept, so there is nothing to clear or compare.
 * @example const confirm: Step<NotesData> = finalStep({ id: 'confirm', title: 'Save notes', ask, accept });
 */
export function finalStep<D, S = string, X = unknown>(step: FinalStep<D, S, X>): Step<D, S, X> {
  return { filled: () => false, clear: () => {}, ...step };
}

/**
 * Ends the flow with `result` for the frame below, saying `say` first.
 * @example return end({ changed: false }, say('OK, the order stays as it was.'));
 */
export function end(result: unknown, ...say: Reply[]): Extract<Transition, { kind: 'done' }> {
  return say.length ? { kind: 'done', result, say } : { kind: 'done', result };
}
