/**
 * One turn's machinery (engine.ts states the rules): the working state and replies, asking the next
 * question, applying an answer or a flow's result, moving the stack, and answering a failure of the
 * service. Commands (commands.ts) and the routing of inputs (engine.ts) build on it.
 */
import { isLaundryApiError } from '../laundry/errors';
import { dayInZone } from './calendar';
import type { StepDeps } from './deps';
import { FLOWS, ROLES } from './flows';
import { echo, namedInstead } from './read-answer';
import { keepFramesOf, popFrame, pushFrame, replaceTop, topFrame } from './stack';
import type { Accepted, Answer, Ask, Flow, Held, Notice, Step, StepContext, Transition } from './step';
import { say } from './step';
import type { DialogState, Frame, PromptState, Reply, Session, UnsettledOrder } from './types';

const SIGN_IN_WORDS = (() => {
  const words = FLOWS[ROLES.signIn].signIn;
  if (!words) throw new Error(`flow ${ROLES.signIn} declares no signIn words`);
  return words;
})();

/** Misses in a row after which the bot points to help. */
const MAX_MISSES = 3;

export interface TurnOutcome {
  state: DialogState;
  replies: Reply[];
  /** undefined: unchanged; null: signed out; a session: newly signed in. */
  session?: Session | null;
  /** What to tell other conversations (a customer whose order staff changed). */
  notices?: Notice[];
}

/** One turn's work: the working state, the replies so far, and the session change. */
export class Turn {
  protected readonly replies: Reply[] = [];
  private readonly notices: Notice[] = [];
  private readonly unsettled: UnsettledOrder[] = [];
  protected sessionChange: Session | null | undefined;
  protected readonly now: Date;

  constructor(
    protected readonly deps: StepDeps,
    private readonly conversationKey: string,
    protected state: DialogState,
    protected session: Session | undefined,
    private readonly onError: (error: unknown) => void,
    /** Set in a support staff member's conversation. */
    protected readonly staff: string | undefined,
    private readonly sender: string | undefined,
    /** What every prompt id starts with: a click on one is routed to this conversation. */
    private readonly promptPrefix: string,
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
    return {
      deps: this.deps,
      data: frame.data as D,
      session: this.session,
      conversationKey: this.conversationKey,
      ...(this.sender ? { senderPhone: this.sender } : {}),
      now: this.now,
      today: dayInZone(this.now, this.deps.timeZone),
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
    return FLOWS[frame.flow] as Flow<unknown>;
  }

  protected async answer(
    frame: Frame,
    step: Step<unknown>,
    given: Answer,
    prompt: PromptState,
  ): Promise<void> {
    const before = JSON.stringify(step.value?.(frame.data));
    let answer = given;
    let result = await this.guard(() => step.accept(this.ctx(frame), answer));
    // Rule 3: a typed answer its step's own reader refuses may name one of the options shown by
    // their words ("new here" for "I'm new here, sign me up"): it is that option.
    const named = result?.kind === 'retry' ? namedInstead(answer, prompt) : undefined;
    if (named) {
      answer = named;
      result = await this.guard(() => step.accept(this.ctx(frame), named));
    }
    if (!result) return;
    if (result.kind === 'retry') {
      this.state.misses += 1;
      this.say(result.reason, 'warning');
      if (this.state.misses >= MAX_MISSES) {
        this.state.misses = 0;
        this.say('Say help if you are stuck, or nevermind to drop this.');
      }
      return this.reask();
    }
    if (result.kind === 'stay') {
      this.replies.push(...result.say);
      return this.reask();
    }
    this.state.misses = 0;
    this.replies.push({ type: 'closed', promptId: prompt.id, answer: echo(step, answer, prompt) });
    await this.settle(frame, step, before, result);
  }

  /** Applies an accepted answer (or a result handed down) of `step` in `frame`, then asks what is next. */
  protected async settle(frame: Frame, step: Step<unknown>, before: string, result: Accepted): Promise<void> {
    if (result.kind === 'retry' || result.kind === 'stay') return this.advance();
    if (result.say) this.replies.push(...result.say);
    if (result.kind !== 'ok') return this.transition(result);
    const answered = result.answered ? this.flowOf(frame).steps.find((s) => s.id === result.answered) : step;
    if (answered) this.recordAnswer(frame, answered, result.answered ? undefined : before);
    if (result.revisit) frame.revisit = result.revisit;
    if (result.back) return this.back();
    return this.advance();
  }

  /** History, revisit and the answers depending on this one after `step` was answered in `frame`. */
  private recordAnswer(frame: Frame, step: Step<unknown>, before: string | undefined): void {
    if (frame.history[frame.history.length - 1] !== step.id) frame.history.push(step.id);
    if (frame.revisit === step.id) frame.revisit = undefined;
    const changed = before === undefined || JSON.stringify(step.value?.(frame.data)) !== before;
    if (changed) this.checkDependents(frame, step);
  }

  private checkDependents(frame: Frame, step: Step<unknown>): void {
    const steps = this.flowOf(frame).steps;
    for (const dependent of step.dependents ?? []) {
      const later = steps.find((s) => s.id === dependent.step);
      if (!later?.filled(frame.data)) continue;
      const fits = dependent.fits ? dependent.fits(frame.data) : '';
      if (fits === true) continue;
      later.clear(frame.data);
      if (fits) this.say(fits);
      this.checkDependents(frame, later);
    }
  }

  private async transition(move: Transition): Promise<void> {
    if (move.kind === 'push' && move.actAs) this.actAs(move.actAs);
    const owner = this.session?.serviceCustomerId;
    if (move.kind === 'push') pushFrame(this.state, move.flow, move.args, owner);
    else if (move.kind === 'replace') replaceTop(this.state, move.flow, move.args, owner);
    else return this.finish(move);
    return this.advance();
  }

  /** Staff take up a customer's session for this turn (never stored as this conversation's sign-in). */
  private actAs(session: Session): void {
    if (!this.staff) throw new Error('only a staff conversation acts for a customer');
    this.session = session;
    keepFramesOf(this.state, session.serviceCustomerId);
  }

  /** The top flow ended: pop it, take its session, and hand its result to the frame below. */
  private async finish(done: Extract<Transition, { kind: 'done' }>): Promise<void> {
    const ended = popFrame(this.state);
    if (done.session) {
      this.session = done.session;
      this.sessionChange = done.session;
      if (keepFramesOf(this.state, done.session.serviceCustomerId)) {
        // The replies kept for redelivered messages showed the other customer's order: forget them too.
        this.state.recent = [];
        this.say("This chat was in the middle of something for another account, so I've started afresh.");
      } else if (this.state.stack.length > 1) {
        this.say("Let's pick up where we left off.");
      }
    }
    const frame = topFrame(this.state);
    const flow = this.flowOf(frame);
    const step = this.stepToAsk(frame);
    if (!flow.onResult || !step) return this.advance();
    const before = JSON.stringify(step.value?.(frame.data));
    const handed = await this.guard(async () => flow.onResult?.(this.ctx(frame), ended.flow, done.result));
    if (!handed) return;
    return this.settle(frame, step, before, handed);
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
      this.say(SIGN_IN_WORDS.idle);
      pushFrame(this.state, ROLES.signIn, undefined, undefined);
      return;
    }
    if (this.session || !this.flowOf(top).needsSession) return;
    if (this.staff) {
      // Staff never sign in here: the customer's session is gone, so back to the desk.
      const gone = this.bottomFlow().staffDesk?.sessionGone;
      this.state.stack = this.state.stack.slice(0, 1);
      if (gone) this.say(gone, 'warning');
      return;
    }
    pushFrame(this.state, ROLES.signIn, undefined, undefined);
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
        if (asked.kind === 'push') pushFrame(this.state, asked.flow, asked.args, owner);
        else if (asked.kind === 'replace') replaceTop(this.state, asked.flow, asked.args, owner);
        else return this.finish(asked);
        continue;
      }
      // A staff or channel member's conversation's prompts say so: a click on one goes to that
      // conversation, not the clicker's own.
      const promptId = `${this.promptPrefix}${this.deps.newId()}`;
      const { prompt } = asked;
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
    this.replies.push({ type: 'prompt', promptId: prompt.id, ...asked.prompt });
  }

  /** The question on screen, answered by a channel's entry point: shown closed with `answer`. */
  protected closePrompt(answer: string): void {
    const prompt = this.state.prompt;
    if (prompt?.shown) this.replies.push({ type: 'closed', promptId: prompt.id, answer });
  }

  /** Revisits the question before the one the top frame asks now, keeping every answer. */
  protected async back(): Promise<void> {
    for (let guard = 0; guard < 10; guard++) {
      const frame = topFrame(this.state);
      const current = this.stepToAsk(frame)?.id;
      while (frame.history.length && frame.history[frame.history.length - 1] === current) frame.history.pop();
      const target = frame.history.pop();
      if (target) {
        frame.revisit = target;
        this.flowOf(frame)
          .steps.find((s) => s.id === target)
          ?.onRevisit?.(frame.data);
        return this.advance();
      }
      const atStart = this.flowOf(frame).backAtStart;
      if (atStart === 'pop' && this.state.stack.length > 1) {
        popFrame(this.state);
        continue;
      }
      if (atStart && atStart !== 'pop') {
        replaceTop(this.state, atStart.replace, undefined, undefined);
        return this.advance();
      }
      this.say("We're at the first question.");
      return this.reask();
    }
  }

  /** The frame of work in progress on the stack (an order), if any. */
  protected heldFrame(): Frame | undefined {
    return this.state.stack.find((frame) => this.flowOf(frame).held);
  }

  protected heldOf(frame: Frame): Held<unknown> {
    const held = this.flowOf(frame).held;
    if (!held) throw new Error(`flow ${frame.flow} holds no work`);
    return held;
  }

  private bottomFlow(): Flow<unknown> {
    return this.flowOf(this.state.stack[0] as Frame);
  }

  /** Drops every frame above the bottom; says what the work in progress dropped may have left behind. */
  protected dropToMenu(): void {
    const held = this.heldFrame();
    if (held) this.replies.push(...this.heldOf(held).dropped(held.data));
    this.state.stack = this.state.stack.slice(0, 1);
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
        this.say(SIGN_IN_WORDS.expired, 'warning');
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
}
