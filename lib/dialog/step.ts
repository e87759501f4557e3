/**
 * A flow is a table of steps (Rasa's form, Bot Framework's waterfall). Each step says what it asks,
 * how it reads the answer, and which answers later steps depend on. The engine always asks the
 * first step of the current flow that applies and is not yet filled.
 */
import type { DialogDeps } from './deps';
import type { Command, DialogState, Draft, PromptReply, Reply, Session } from './types';
import { COMMANDS } from './types';

export type FlowId = DialogState['flow'];

export interface StepContext {
  deps: Required<DialogDeps>;
  /** The working copy of the state: steps change it in place; the engine drops it on an error. */
  state: DialogState;
  session: Session | undefined;
  conversationKey: string;
  now: Date;
  /** Today in the business's zone, `YYYY-MM-DD`. */
  today: string;
}

/** An answer to the prompt on screen: the raw text (if typed) and the option values it picked. */
export interface Answer {
  text: string;
  /** The options the answer resolved to, or undefined when it matched none (free text). */
  values: string[] | undefined;
}

export type PromptSpec = Omit<PromptReply, 'type' | 'promptId'>;

export type Ask =
  /** Ask the person. */
  | { kind: 'prompt'; prompt: PromptSpec; say?: Reply[] }
  /** The step filled itself (one address, a service with no modifiers): go on to the next. */
  | { kind: 'filled'; say?: Reply[] };

export type Accepted =
  | { kind: 'ok'; say?: Reply[]; session?: Session }
  /** The answer does not fit: say why and ask again (counts as a miss). */
  | { kind: 'retry'; reason: string }
  /** Not an answer but a request the step served ("send the code again"): ask again, no miss. */
  | { kind: 'stay'; say: Reply[] };

export interface Step {
  id: string;
  /** Short name: the diagram's node and the summary's "Change …" option. */
  title: string;
  /** When the step applies; `label` is the condition as the diagram shows it. */
  when?: { test(state: DialogState): boolean; label: string };
  filled(state: DialogState): boolean;
  /** Forgets the answer (back, edit from the summary). */
  clear(state: DialogState): void;
  ask(ctx: StepContext): Promise<Ask>;
  accept(ctx: StepContext, answer: Answer): Promise<Accepted>;
  /** Steps whose answers depend on this one: cleared with it. */
  resets?: string[];
  /** Offered as "Change <title>" on the summary. */
  editable?: boolean;
}

export interface Flow {
  id: FlowId;
  steps: Step[];
}

/** The Ask of a step that puts a question. */
export function asking(prompt: PromptSpec, say?: Reply[]): Ask {
  return say ? { kind: 'prompt', prompt, say } : { kind: 'prompt', prompt };
}

/** The Ask of a step whose answer is typed; `options` are shortcuts such as "No code". */
export function askText(text: string, hint: string, options: PromptSpec['options'] = []): Ask {
  return asking({ kind: 'text', text, hint, options });
}

/** A prompt for a yes/no question. */
export function yesNo(text: string, hint = 'Yes or no.'): PromptSpec {
  return {
    kind: 'single',
    text,
    hint,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  };
}

export const ok = (say?: Reply[]): Accepted => (say ? { kind: 'ok', say } : { kind: 'ok' });
export const retry = (reason: string): Accepted => ({ kind: 'retry', reason });
export const say = (text: string, tone?: 'info' | 'warning' | 'success'): Reply =>
  tone ? { type: 'text', text, tone } : { type: 'text', text };

/** The one value a single-choice answer picked, if any. */
export function picked(answer: Answer): string | undefined {
  return answer.values?.length === 1 ? answer.values[0] : undefined;
}

/** The session a step of the order flow runs under (the engine sends the person to sign in first). */
export function requireSession(ctx: StepContext): Session {
  if (!ctx.session) throw new Error('order step reached without a session');
  return ctx.session;
}

/** Forgets a step's answer and, transitively, the answers that depend on it. */
export function forget(flow: Flow, stepId: string, state: DialogState, seen = new Set<string>()): void {
  const step = flow.steps.find((candidate) => candidate.id === stepId);
  if (!step || seen.has(stepId)) return;
  seen.add(stepId);
  step.clear(state);
  for (const dependent of step.resets ?? []) forget(flow, dependent, state, seen);
  state.draft.confirmationId = undefined;
}

/** `filled` and `clear` of a step that answers draft fields: filled when the first is set. */
export function draftField(first: keyof Draft, ...others: (keyof Draft)[]): Pick<Step, 'filled' | 'clear'> {
  return {
    filled: (state) => state.draft[first] !== undefined,
    clear: (state) => {
      for (const key of [first, ...others]) state.draft[key] = undefined;
    },
  };
}

const COMMAND_OPTION = 'command:';

/** An option that runs a command when picked (a "Drop this order" button), whatever the step. */
export function commandOption(command: Command): string {
  return `${COMMAND_OPTION}${command}`;
}

/** The command an option value stands for, if it is a command option. */
export function optionCommand(value: string | undefined): Command | undefined {
  const command = value?.startsWith(COMMAND_OPTION) ? value.slice(COMMAND_OPTION.length) : undefined;
  return COMMANDS.find((known) => known === command);
}
