/**
 * The dialog engine: given the stored state and one input, it returns the new state and the
 * replies. It never throws for anything a person can type or click, and never applies an answer to
 * a question other than the one it answers.
 *
 * Rules of a turn:
 * 1. A click carries the id of the prompt it answers; a click on any other prompt is out of date
 *    and changes nothing.
 * 2. Commands (help, back, restart, summary, nevermind) work at every step.
 * 3. An answer goes to the step that asked; a step that rejects it says why and asks again; after
 *    three misses the choices are shown again with a pointer to help.
 * 4. Then the first step of the current flow that applies and is not filled is asked (steps that
 *    can answer themselves do, and the engine goes on).
 * 5. A step that fails on the service changes nothing: its state edits are dropped. An expired
 *    sign-in sends the person through sign-in and back to the order, whose draft is kept.
 */
import { randomBytes } from 'node:crypto';
import { isLaundryApiError } from '../laundry/errors';
import { dayInZone } from './calendar';
import type { DialogDeps } from './deps';
import { idleFlow } from './flows/idle';
import { orderFlow } from './flows/order';
import { signInFlow, signUpFlow } from './flows/sign-in';
import { normalize, readCommand, readYesNo } from './read-text';
import {
  type Answer,
  optionCommand as commandOf,
  type Flow,
  type FlowId,
  forget,
  type Step,
  type StepContext,
  say,
} from './step';
import { summaryReply } from './summary';
import type { Command, DialogInput, DialogState, Reply, Session } from './types';

export const FLOWS: Record<FlowId, Flow> = {
  'sign-in': signInFlow,
  'sign-up': signUpFlow,
  order: orderFlow,
  idle: idleFlow,
};

/** Misses in a row after which the choices are shown again with a pointer to help. */
export const MAX_MISSES = 3;

export interface TurnOutcome {
  state: DialogState;
  replies: Reply[];
  /** undefined: unchanged; null: signed out; a session: newly signed in. */
  session?: Session | null;
}

export interface DialogEngine {
  step(args: {
    conversationKey: string;
    state: DialogState | undefined;
    /** True when a stored conversation was found but had been idle past its expiry. */
    expired: boolean;
    session: Session | undefined;
    input: DialogInput;
  }): Promise<TurnOutcome>;
}

/** A fresh conversation: signed-in people start at the menu, others at sign-in. */
export function freshState(session: Session | undefined): DialogState {
  return {
    v: 1,
    flow: session ? 'idle' : 'sign-in',
    history: [],
    misses: 0,
    signIn: { otpAttempts: 0 },
    draft: {},
    catalog: {},
  };
}

/** Time-sortable ids: the ledger lists confirmations newest first by them. */
function defaultNewId(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/**
 * Creates the engine.
 * @example
 * const engine = createDialogEngine({ laundry, ledger, businessId: 42, timeZone: 'America/New_York', defaultTurnAroundHours: 48 });
 * const { state, replies } = await engine.step({ conversationKey, state: undefined, expired: false, session: undefined, input: { type: 'text', text: 'hi' } });
 */
export function createDialogEngine(
  deps: DialogDeps,
  onError: (error: unknown) => void = () => {},
): DialogEngine {
  const full: Required<DialogDeps> = { now: () => new Date(), newId: defaultNewId, ...deps };

  return {
    async step({ conversationKey, state, expired, session, input }) {
      const now = full.now();
      const turn = new Turn(
        {
          deps: full,
          state: state ? structuredClone(state) : freshState(session),
          session,
          conversationKey,
          now,
          today: dayInZone(now, full.timeZone),
        },
        onError,
      );
      if (!state && expired) turn.say("It's been a while since we last talked, so I've started over.");
      if (!state) turn.say('Hi! I can book a laundry or dry-cleaning pickup for you.');
      await turn.run(input);
      return turn.outcome();
    },
  };
}

/** One turn's work: the working state, the replies so far, and the session change. */
class Turn {
  private readonly replies: Reply[] = [];
  private sessionChange: Session | null | undefined;
  /** Set when a failure sent the person to sign in again: that prompt is now the one on screen. */
  private redirected = false;

  constructor(
    private readonly ctx: StepContext,
    private readonly onError: (error: unknown) => void,
  ) {}

  outcome(): TurnOutcome {
    return { state: this.ctx.state, replies: this.replies, session: this.sessionChange };
  }

  say(text: string, tone?: 'info' | 'warning' | 'success'): void {
    this.replies.push(say(text, tone));
  }

  private get state(): DialogState {
    return this.ctx.state;
  }

  async run(input: DialogInput): Promise<void> {
    this.requireSessionForOrders();
    if (input.type === 'choice' && input.promptId !== this.state.prompt?.id) {
      this.say("That menu is out of date — here's where we are now.", 'warning');
      return this.reask();
    }
    const command =
      input.type === 'command' ? input.command : input.type === 'text' ? readCommand(input.text) : undefined;
    if (command) return this.command(command);
    const prompt = this.state.prompt;
    const step = prompt && FLOWS[this.state.flow].steps.find((s) => s.id === prompt.step);
    if (!step) return this.advance();
    const answer = resolve(input, prompt.options);
    const optionCommand = answer.values?.length === 1 ? commandOf(answer.values[0]) : undefined;
    if (optionCommand) return this.command(optionCommand);
    await this.answer(step, answer);
  }

  /** The order flow and the menu need a session; without one (expired, signed out) sign in first. */
  private requireSessionForOrders(): void {
    const { flow } = this.state;
    if (this.ctx.session || (flow !== 'order' && flow !== 'idle')) return;
    this.state.signIn = {
      otpAttempts: 0,
      resumeOrder: flow === 'order',
      lockedUntil: this.state.signIn.lockedUntil,
    };
    this.state.flow = 'sign-in';
    this.state.prompt = undefined;
    this.state.history = [];
  }

  private async answer(step: Step, answer: Answer): Promise<void> {
    const result = await this.guard(() => step.accept(this.ctx, answer));
    // On a failure the question on screen stays valid (same id): the person can simply answer again.
    if (!result) return;
    if (result.kind === 'retry') {
      this.state.misses += 1;
      this.say(result.reason, 'warning');
      if (this.state.misses >= MAX_MISSES) {
        this.state.misses = 0;
        this.say(
          this.state.prompt?.options.length
            ? 'Here are the choices again. Say help if you are stuck.'
            : 'Say help if you are stuck.',
        );
      }
      return this.reask();
    }
    if (result.kind === 'stay') {
      this.replies.push(...result.say);
      return this.reask();
    }
    this.state.misses = 0;
    if (result.session) {
      this.sessionChange = result.session;
      this.ctx.session = result.session;
    }
    // Any answer in the order changes what a confirmation would send: it needs a new one.
    if (this.state.flow === 'order' && step.id !== 'summary') this.state.draft.confirmationId = undefined;
    if (FLOWS[this.state.flow].steps.includes(step)) this.state.history.push(step.id);
    if (result.say) this.replies.push(...result.say);
    return this.advance();
  }

  /** Asks the first applicable, unfilled step of the current flow, letting self-filling steps pass. */
  private async advance(): Promise<void> {
    this.requireSessionForOrders();
    for (let guard = 0; guard < 50; guard++) {
      const step = FLOWS[this.state.flow].steps.find(
        (s) => (!s.when || s.when.test(this.state)) && !s.filled(this.state),
      );
      if (!step) throw new Error(`flow ${this.state.flow} has no step left to ask`);
      const asked = await this.guard(() => step.ask(this.ctx));
      if (!asked) {
        // Nothing on screen to answer (unless sign-in took over): the next message retries this step.
        if (!this.redirected) this.state.prompt = undefined;
        return;
      }
      if (asked.say) this.replies.push(...asked.say);
      if (asked.kind === 'filled') continue;
      const promptId = this.ctx.deps.newId();
      this.state.prompt = {
        id: promptId,
        step: step.id,
        options: asked.prompt.options.map(({ value, label }) => ({ value, label })),
      };
      this.replies.push({ type: 'prompt', promptId, ...asked.prompt });
      return;
    }
    throw new Error('the flow did not settle on a question');
  }

  /** The question on screen again, under the same id (it is the same question). */
  private async reask(): Promise<void> {
    const prompt = this.state.prompt;
    const step = prompt && FLOWS[this.state.flow].steps.find((s) => s.id === prompt.step);
    if (!prompt || !step) return this.advance();
    const asked = await this.guard(() => step.ask(this.ctx));
    if (!asked) return;
    if (asked.kind === 'filled') return this.advance();
    this.state.prompt = {
      ...prompt,
      options: asked.prompt.options.map(({ value, label }) => ({ value, label })),
    };
    this.replies.push({ type: 'prompt', promptId: prompt.id, ...asked.prompt });
  }

  private async command(command: Command): Promise<void> {
    const { state } = this;
    switch (command) {
      case 'help': {
        const prompt = state.prompt;
        const step = prompt && FLOWS[state.flow].steps.find((s) => s.id === prompt.step);
        this.say(
          `${step ? `Right now I need: ${step.title.toLowerCase()}. ` : ''}` +
            'Pick an option by its number, or type your answer (the line in brackets says what fits). ' +
            'You can also say back (undo the last answer), restart, summary (what you chose so far) ' +
            'or nevermind (drop this order).',
        );
        return this.reask();
      }
      case 'summary':
        if (state.flow === 'order') this.replies.push(summaryReply(state, this.ctx.deps.timeZone));
        else this.say("There's no order in progress yet.");
        return this.reask();
      case 'back': {
        const last = state.history.pop();
        if (!last) {
          this.say("We're at the first question.");
          return this.reask();
        }
        if (state.flow === 'sign-up' && last === 'phone') {
          state.flow = 'sign-in';
          state.signIn.signUp = undefined;
        }
        forget(FLOWS[state.flow], last, state);
        return this.advance();
      }
      case 'restart':
        this.say("Let's start over.");
        Object.assign(state, {
          flow: this.ctx.session ? 'order' : 'sign-in',
          draft: {},
          catalog: {},
          history: [],
          misses: 0,
          reorderOf: undefined,
          signIn: { otpAttempts: 0, lockedUntil: state.signIn.lockedUntil },
        });
        return this.advance();
      case 'nevermind':
        if (state.flow === 'order') {
          this.say("OK, I've dropped this order. Nothing was placed.");
          Object.assign(state, { flow: 'idle', draft: {}, catalog: {}, history: [], reorderOf: undefined });
        } else if (state.flow === 'sign-up') {
          this.say('OK, no new account.');
          Object.assign(state, {
            flow: 'sign-in',
            history: [],
            signIn: { otpAttempts: 0, lockedUntil: state.signIn.lockedUntil },
          });
        } else {
          this.say('Nothing to drop right now.');
        }
        return this.advance();
    }
  }

  /**
   * Runs a step function on a copy of the state; on failure restores the state, says what went
   * wrong in words, and returns undefined.
   */
  private async guard<T>(fn: () => Promise<T>): Promise<T | undefined> {
    const snapshot = structuredClone(this.ctx.state);
    try {
      return await fn();
    } catch (error) {
      this.ctx.state = snapshot;
      if (isLaundryApiError(error, 'unauthorized') && this.ctx.session) {
        this.sessionChange = null;
        this.ctx.session = undefined;
        this.redirected = true;
        this.say("Your sign-in has expired. Let's sign in again — your order so far is kept.", 'warning');
        this.requireSessionForOrders();
        await this.advance();
        return undefined;
      }
      if (isLaundryApiError(error, 'unavailable')) {
        this.say(
          "The laundry service isn't answering right now. Nothing is lost — try again in a minute.",
          'warning',
        );
      } else if (isLaundryApiError(error)) {
        this.say(
          `The laundry service couldn't do that: ${error.serviceMessage}. Nothing was changed.`,
          'warning',
        );
      } else {
        this.onError(error);
        this.say('Something went wrong on our side. Nothing was changed — please try again.', 'warning');
      }
      return undefined;
    }
  }
}

/**
 * What an input picked among the prompt's options. A click names its values (any not on the
 * prompt are dropped: a forged value picks nothing). Text picks by number ("2", "1,3"), by label
 * ("dry cleaning"), or yes/no; otherwise it is free text for the step to read.
 */
export function resolve(input: DialogInput, options: { value: string; label: string }[]): Answer {
  if (input.type === 'choice') {
    const values = input.values.filter((v) => options.some((o) => o.value === v));
    return {
      text: '',
      values: values.length === input.values.length && values.length > 0 ? values : undefined,
    };
  }
  const text = input.type === 'text' ? input.text : '';
  const wanted = normalize(text);
  if (!wanted || options.length === 0) return { text, values: undefined };
  const parts = wanted.split(/\s*(?:,|\band\b|&)\s*|\s+(?=\d)/).filter(Boolean);
  const picks = parts.map((part) => pickOne(part, options));
  if (picks.length > 0 && picks.every((p) => p !== undefined))
    return { text, values: [...new Set(picks as string[])] };
  const whole = pickOne(wanted, options);
  return { text, values: whole === undefined ? undefined : [whole] };
}

function pickOne(part: string, options: { value: string; label: string }[]): string | undefined {
  if (/^\d{1,2}$/.test(part)) return options[Number(part) - 1]?.value;
  const yes = readYesNo(part);
  if (yes !== undefined) {
    const match = options.find((o) => o.value === (yes ? 'yes' : 'no'));
    if (match) return match.value;
  }
  const exact = options.filter((o) => normalize(o.label) === part);
  if (exact.length === 1) return exact[0]?.value;
  if (part.length < 3) return undefined;
  const partial = options.filter(
    (o) =>
      normalize(o.label).startsWith(part) ||
      new RegExp(`\\b${escapeRegExp(part)}\\b`).test(normalize(o.label)),
  );
  return partial.length === 1 ? partial[0]?.value : undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
