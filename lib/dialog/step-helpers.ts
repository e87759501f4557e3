/**
 * What steps are written with: the asks (a question, a typed answer, yes or no), the results of an
 * answer (ok, retry, a pushed flow), the replies they say, and reading an answer or the session.
 */
import type * as z from 'zod';
import type { Words } from '../words';
import type { Accepted, Answer, Ask, Step, Transition } from './step';
import type { FlowId, OpeningWord, PromptSpec, Reply, ReplyOption, Session, TextReply } from './types';

/** A prompt with its options as plain choices. */
export function choices(options: { value: string; label: string; synonyms?: string[]; detail?: string }[]) {
  return options.map((option) => ({ role: 'choice' as const, ...option }));
}

/** The Ask of a step that puts a question. */
export function asking(prompt: PromptSpec, say?: Reply[]): Ask {
  return say ? { kind: 'prompt', prompt, say } : { kind: 'prompt', prompt };
}

/** The Ask of a step whose answer is typed; `options` are shortcuts such as "No code". */
export function askText(text: string, hint: string, options: ReplyOption[] = [], current?: string): Ask {
  return asking({ kind: 'text', text, hint, options, ...(current ? { current } : {}) });
}

/** A prompt for a yes/no question; its options and default hint in `words`' language. */
export function yesNo(text: string, hint: string | undefined, words: Words): PromptSpec {
  return {
    kind: 'single',
    text,
    hint: hint ?? words.t('dialog.yesOrNo'),
    options: choices([
      { value: 'yes', label: words.t('dialog.yes') },
      { value: 'no', label: words.t('dialog.no') },
    ]),
  };
}

/** Pushes `flow` with `args` of its own `args` schema: a wrong argument fails to compile. */
export function push<A>(
  flow: { id: FlowId; args?: z.ZodType<A> },
  args: NoInfer<A>,
  say?: Reply[],
): Transition {
  return say ? { kind: 'push', flow: flow.id, args, say } : { kind: 'push', flow: flow.id, args };
}

/**
 * The result a pushed flow handed down to `onResult`, typed by that flow's `returns`; undefined when
 * it came from another flow.
 * @example const slot = resultFrom(slotFlow, from, result); if (!slot) return ok();
 */
export function resultFrom<R>(
  flow: { id: FlowId; returns?: z.ZodType<R> },
  from: FlowId,
  result: unknown,
): R | undefined {
  if (from !== flow.id) return undefined;
  return flow.returns ? flow.returns.parse(result) : (result as R);
}

export const ok = (say?: Reply[]): Accepted => (say ? { kind: 'ok', say } : { kind: 'ok' });
export const retry = (reason: string): Accepted => ({ kind: 'retry', reason });
export const say = (text: string, tone?: 'info' | 'warning' | 'success'): TextReply =>
  tone ? { type: 'text', text, tone } : { type: 'text', text };

/**
 * The value of an option that opens a channel's entry point (`/laundry <word>`) instead of answering
 * ("talk to a person" under a reminder): offered only when a flow declares that word (invariant engine-names-no-flow).
 * @example opensValue('agent', 5001) // 'open:agent:5001'
 */
export function opensValue(word: OpeningWord, orderId?: number): string {
  return orderId === undefined ? `open:${word}` : `open:${word}:${orderId}`;
}

/** The entry point an option's value opens (`opensValue`), if it is one. */
export function opensOf(value: string): { word: OpeningWord; orderId: number | undefined } | undefined {
  const match = /^open:([^:]+)(?::(\d{1,15}))?$/.exec(value);
  if (!match?.[1]) return undefined;
  return { word: match[1], orderId: match[2] === undefined ? undefined : Number(match[2]) };
}

/** The one value a single-choice answer picked, if any. */
export function picked(answer: Answer): string | undefined {
  return answer.values?.length === 1 ? answer.values[0] : undefined;
}

/** The session a step of a flow that needs one runs under (the engine signs the person in first). */
export function requireSession(ctx: { session: Session | undefined }): Session {
  if (!ctx.session) throw new Error('a step that needs a session ran without one');
  return ctx.session;
}

/** `filled`, `clear` and `value` of a step that answers fields of an object: filled when the first is set. */
export function fields<D, K = keyof D>(
  first: K & keyof D,
  ...others: (K & keyof D)[]
): Pick<Step<D>, 'filled' | 'clear' | 'value'> {
  const all = [first, ...others];
  return {
    filled: (data) => data[first] !== undefined,
    clear: (data) => {
      for (const key of all) data[key] = undefined as D[K & keyof D];
    },
    value: (data) => all.map((key) => data[key]),
  };
}
