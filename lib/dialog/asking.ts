/**
 * Asking (engine.ts states the rules): the working state and replies of one turn, the next question
 * of the frame on top (letting self-filling steps and transitions pass), the question on screen asked
 * again, and a failure of the service answered in words. Answers and results are applied by turn.ts.
 */

import { dayInZone } from '../calendar';
import { isLaundryApiError } from '../laundry/errors';
import type { StepDeps } from './deps';
import { flowOf, type Registry } from './registry';
import { pushFrame, replaceTop, topFrame } from './stack';
import type { Ask, ChannelFacts, Flow, Notice, Step, StepContext, Transition } from './step';
import { opensOf, say } from './step-helpers';
import type { DialogState, Frame, PromptSpec, Reply, Session, UnsettledOrder } from './types';

export interface TurnOutcome {
  state: DialogState;
  replies: Reply[];
  /** undefined: unchanged; null: signed out; a session: newly signed in. */
  session?: Session | null;
  /** What to tell other conversations (a customer whose order staff changed). */
  notices?: Notice[];
}

/** One turn's work: the working state, the replies so far, and the session change. */
export abstract class Asking {
  protected readonly replies: Reply[] = [];
  private readonly notices: Notice[] = [];
  private readonly unsettled: UnsettledOrder[] = [];
  protected sessionChange: Session | null | undefined;
  protected readonly now: Date;

  constructor(
    protected readonly registry: Registry,
    protected readonly deps: StepDeps,
    private readonly conversationKey: string,
    protected state: DialogState,
    protected session: Session | undefined,
    private readonly onError: (error: unknown) => void,
    /** Set in a support staff member's conversation. */
    protected readonly staff: string | undefined,
    private readonly sender: string | undefined,
    /** What the channel knows; its prompt ids' prefix routes a click on one to this conversation. */
    protected readonly channel: ChannelFacts,
  ) {
    this.now = deps.now();
  }

  outcome(): TurnOutcome {
    if (this.unsettled.length) this.state.unsettled = [...(this.state.unsettled ?? []), ...this.unsettled];
    return {
      state: this.state,
      replies: this.replies,
      session: this.sessionChange,
      ...(this.notices.length ? { notices: this.notices } : {}),
    };
  }

  say(text: string, tone?: 'info' | 'warning' | 'success'): void {
    this.replies.push(say(text, tone));
  }

  protected ctx<D>(frame: Frame): StepContext<D> {
    const { now, deps } = this;
    let today: string | undefined;
    return {
      deps,
      data: frame.data as D,
      session: this.session,
      conversationKey: this.conversationKey,
      ...(this.sender ? { senderPhone: this.sender } : {}),
      channel: this.channel,
      now,
      // Worked out when a step reads it: the zone's first formatter loads its data (some 6 ms of a cold
      // start), which a turn that shows no date need not pay.
      get today() {
        today ??= dayInZone(now, deps.timeZone);
        return today;
      },
      notify: (notice) => this.notices.push(notice),
      settleLater: (order) => this.unsettled.push(order),
    };
  }

  /** Settles the orders whose ledger settle failed on an earlier turn; those that fail again are kept. */
  async settleLedger(): Promise<void> {
    if (!this.state.unsettled) return;
    const left: UnsettledOrder[] = [];
    for (const order of this.state.unsettled) {
      const { serviceCustomerId, confirmationId, orderId } = order;
      await this.deps.ledger
        .settle(serviceCustomerId, confirmationId, { status: 'PLACED', orderId })
        .catch((error) => {
          this.onError(error);
          left.push(order);
        });
    }
    this.state.unsettled = left.length ? left : undefined;
  }

  protected flowOf(frame: Frame): Flow<unknown> {
    return flowOf(this.registry, frame.flow) as Flow<unknown>;
  }

  /** The step `frame` asks now: the one it is revisiting, else its first that applies and is not filled. */
  protected stepToAsk(frame: Frame): Step<unknown> | undefined {
    const applies = (s: Step<unknown>) => !s.when || s.when.test(frame.data);
    const steps = this.flowOf(frame).steps;
    const revisit = frame.revisit && steps.find((s) => s.id === frame.revisit);
    if (revisit && applies(revisit)) return revisit;
    frame.revisit = undefined;
    return steps.find((s) => applies(s) && !s.filled(frame.data));
  }

  /** Pushes sign-in when the frame on top acts for a customer and nobody is signed in (or an idle sign-in would order). */
  private requireSession(): void {
    const top = topFrame(this.state);
    if (this.session?.idle && this.flowOf(top).needsFreshSession && !this.staff) {
      this.say(this.signInWords().idle);
      pushFrame(this.registry, this.state, this.registry.roles.signIn, undefined, undefined);
      return;
    }
    if (this.session || !this.flowOf(top).needsSession) return;
    if (this.staff) {
      // Staff never sign in here: the customer's session is gone, so back to the desk.
      const gone = this.bottomFlow().staffDesk?.sessionGone(this.channel.words);
      this.state.stack = this.state.stack.slice(0, 1);
      if (gone) this.say(gone, 'warning');
      return;
    }
    pushFrame(this.registry, this.state, this.registry.roles.signIn, undefined, undefined);
  }

  /** Why sign-in is pushed on a flow already under way, in the sign-in flow's words. */
  private signInWords(): NonNullable<Flow<unknown>['signIn']> {
    const words = flowOf(this.registry, this.registry.roles.signIn).signIn;
    if (!words) throw new Error(`flow ${this.registry.roles.signIn} declares no signIn words`);
    return words;
  }

  /** Asks the next question: the top frame's step to ask, letting self-filling steps and transitions pass. */
  protected async advance(): Promise<void> {
    for (let guard = 0; guard < 50; guard++) {
      this.requireSession();
      const frame = topFrame(this.state);
      const step = this.stepToAsk(frame);
      if (!step) throw new Error(`flow ${frame.flow} has no step left to ask`);
      const asked: Ask | undefined = await this.guard(() => step.ask(this.ctx(frame)));
      if (!asked) return;
      if (asked.say) this.replies.push(...asked.say);
      if (asked.kind === 'filled') {
        // A step revisited that has nothing to ask lets the frame go on.
        if (frame.revisit === step.id) frame.revisit = undefined;
        continue;
      }
      if (asked.kind !== 'prompt') {
        const owner = this.session?.serviceCustomerId;
        if (asked.kind === 'push') pushFrame(this.registry, this.state, asked.flow, asked.args, owner);
        else if (asked.kind === 'replace')
          replaceTop(this.registry, this.state, asked.flow, asked.args, owner);
        else return this.finish(asked);
        continue;
      }
      // A staff or channel member's conversation's prompts say so: a click on one goes to that
      // conversation, not the clicker's own.
      const promptId = `${this.channel.promptPrefix}${this.deps.newId()}`;
      const prompt = this.offered(asked.prompt);
      this.state.prompt = {
        id: promptId,
        depth: this.state.stack.length - 1,
        step: step.id,
        kind: prompt.kind,
        options: prompt.options.map(({ value, label, role, synonyms, amountCents, window, day }) => ({
          value,
          label,
          role,
          ...(synonyms ? { synonyms } : {}),
          ...(amountCents !== undefined ? { amountCents } : {}),
          ...(window ? { window } : {}),
          ...(day ? { day } : {}),
        })),
        ...(prompt.range ? { range: prompt.range } : {}),
        shown: true,
      };
      this.replies.push({ type: 'prompt', promptId, ...prompt });
      return;
    }
    throw new Error('the flow did not settle on a question');
  }

  /** The question on screen again, under the same id (it is the same question). */
  protected async reask(): Promise<void> {
    const prompt = this.state.prompt;
    const frame = prompt && this.state.stack[prompt.depth];
    if (
      !prompt ||
      !frame ||
      prompt.depth !== this.state.stack.length - 1 ||
      this.stepToAsk(frame)?.id !== prompt.step
    ) {
      return this.advance();
    }
    const step = this.stepToAsk(frame) as Step<unknown>;
    const asked = await this.guard(() => step.ask(this.ctx(frame)));
    if (!asked) return;
    if (asked.kind !== 'prompt') return this.advance();
    if (asked.say) this.replies.push(...asked.say);
    prompt.shown = true;
    this.replies.push({ type: 'prompt', promptId: prompt.id, ...this.offered(asked.prompt) });
  }

  /** The entry points that can be opened here: those whose flow allows it (`Opening.when`). */
  protected openings(): Registry['openings'] {
    return this.registry.openings.filter(({ opening }) => opening.when?.(this.deps, this.channel) ?? true);
  }

  /** The prompt without the options opening an entry point no flow declares (engine.ts rule 9). */
  private offered(prompt: PromptSpec): PromptSpec {
    const declared = (value: string) => {
      const opens = opensOf(value);
      return !opens || this.openings().some(({ opening }) => opening.word === opens.word);
    };
    return prompt.options.every((option) => declared(option.value))
      ? prompt
      : { ...prompt, options: prompt.options.filter((option) => declared(option.value)) };
  }

  /** The question on screen, answered by a channel's entry point: shown closed with `answer`. */
  protected closePrompt(answer: string): void {
    const prompt = this.state.prompt;
    if (prompt?.shown) this.replies.push({ type: 'closed', promptId: prompt.id, answer });
  }

  private bottomFlow(): Flow<unknown> {
    return this.flowOf(this.state.stack[0] as Frame);
  }

  /**
   * Runs a step function; on failure restores the state, says what went wrong in words, marks the
   * question as not shown, and returns undefined.
   */
  protected async guard<T>(fn: () => Promise<T>): Promise<T | undefined> {
    const snapshot = structuredClone(this.state);
    try {
      return await fn();
    } catch (error) {
      this.state = snapshot;
      if (this.state.prompt) this.state.prompt.shown = false;
      if (isLaundryApiError(error, 'unauthorized') && this.session && this.staff) {
        this.session = undefined;
        await this.advance();
        return undefined;
      }
      if (isLaundryApiError(error, 'unauthorized') && this.session) {
        this.sessionChange = null;
        this.session = undefined;
        this.say(this.signInWords().expired, 'warning');
        await this.advance();
        return undefined;
      }
      if (isLaundryApiError(error, 'unavailable')) {
        this.say(
          "The laundry service isn't answering right now. Nothing is lost: try again in a minute.",
          'warning',
        );
      } else if (isLaundryApiError(error)) {
        this.say(
          `The laundry service couldn't do that: ${error.serviceMessage}. Nothing was changed.`,
          'warning',
        );
      } else {
        this.onError(error);
        this.say('Something went wrong on our side. Nothing was changed: please try again.', 'warning');
      }
      return undefined;
    }
  }

  /** The top flow ended: pop it and hand its result to the frame below (turn.ts). */
  protected abstract finish(done: Extract<Transition, { kind: 'done' }>): Promise<void>;
}
