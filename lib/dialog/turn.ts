/**
 * Applying an answer or a flow's result (engine.ts states the rules; past the re-ask cap the
 * registry's `stuck` role is offered by its word): history, revisits and the
 * answers depending on a changed one, moving the stack, "back", and dropping the work in progress.
 * Commands (commands.ts) and the routing of inputs (engine.ts) build on it.
 */
import { Asking } from './asking';
import { echo, namedInstead } from './read-answer';
import { keepFramesOf, popFrame, pushFrame, replaceTop, topFrame } from './stack';
import type { Accepted, Answer, Held, Step, Transition } from './step';
import type { Frame, PromptState, Session } from './types';

/** Misses in a row after which the bot points to help. */
const MAX_MISSES = 3;

/** A turn that applies answers and results. */
export class Turn extends Asking {
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
        this.say(`Say help if you are stuck${this.stuckOffer()}, or nevermind to drop this.`);
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

  /** The registry's `stuck` role offered by its word (`, agent to talk to a person`), if it has one. */
  private stuckOffer(): string {
    const stuck = this.registry.roles.stuck;
    const found = this.openings().find(
      ({ flow, opening }) => flow === stuck && opening.kind === 'push' && opening.onTop,
    );
    return found ? `, ${found.opening.word} to ${found.opening.does ?? found.opening.word}` : '';
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
    if (move.kind === 'push') pushFrame(this.registry, this.state, move.flow, move.args, owner);
    else if (move.kind === 'replace') replaceTop(this.registry, this.state, move.flow, move.args, owner);
    else return this.finish(move);
    return this.advance();
  }

  /** Staff take up a customer's session for this turn (never stored as this conversation's sign-in). */
  private actAs(session: Session): void {
    if (!this.staff) throw new Error('only a staff conversation acts for a customer');
    this.session = session;
    keepFramesOf(this.registry, this.state, session.serviceCustomerId);
  }

  /** The top flow ended: pop it, take its session, and hand its result to the frame below. */
  protected override async finish(done: Extract<Transition, { kind: 'done' }>): Promise<void> {
    const ended = popFrame(this.state);
    // A flow that declares what it hands down never hands down anything else (a programming error).
    this.flowOf(ended).returns?.parse(done.result);
    if (done.session) {
      this.session = done.session;
      this.sessionChange = done.session;
      if (keepFramesOf(this.registry, this.state, done.session.serviceCustomerId)) {
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
        replaceTop(this.registry, this.state, atStart.replace, undefined, undefined);
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

  /** Drops every frame above the bottom; says what the work in progress dropped may have left behind. */
  protected dropToMenu(): void {
    const held = this.heldFrame();
    if (held) this.replies.push(...this.heldOf(held).dropped(held.data));
    this.state.stack = this.state.stack.slice(0, 1);
  }
}
