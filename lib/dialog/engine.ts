/**
 * The dialog engine: given the stored state and one input, it returns the new state and the
 * replies. It never throws for anything a person can type or click, and never applies an answer to
 * a question other than the one it answers.
 *
 * Rules of a turn:
 * 1. A click carries the id of the prompt it answers; a click on any other prompt is out of date
 *    and changes nothing. A typed answer applies only to the question last shown: when a turn ended
 *    without showing it (a failure), or the person comes back (`resume`), it is asked again first.
 * 2. Commands (help, back, restart, summary, nevermind, sign out) work at every step. Words that
 *    mean "leave" elsewhere (cancel, quit) are answered with how to leave here, never as an answer.
 * 3. An answer goes to the step that asked; an answer that could mean two options is asked back;
 *    a step that rejects an answer says why and asks again; after three misses it points to help.
 *    A typed answer the step rejects is first read once more by the options' words alone: one
 *    option it names (a good part of its label or a synonym) is the answer, at every step.
 * 4. Then the frame on top asks the step it is revisiting, or its first step that applies and is
 *    not filled. A step may push a flow, replace its own, or end it with a result for the frame below.
 * 5. A changed answer keeps every later answer that still fits; one that no longer fits is asked
 *    again, and the bot says why. "back" revisits the question before, keeping its answer.
 * 6. A step that fails on the service changes nothing: its state edits are dropped. An expired
 *    sign-in pushes sign-in on top; the frames below are kept if the same customer signs in again.
 * 7. An idle sign-in (Session.idle) pushes sign-in on top of a flow that places or changes an order
 *    before it asks anything; the draft below is kept, and a new code makes the session fresh.
 * 8. An order placed whose ledger record could not be settled is kept in the state (`unsettled`) and
 *    settled before anything else by every turn, until that write succeeds.
 * 9. The engine names no flow: a channel's entry point (`open`) and typed words ("change 5001") do
 *    what the flow declaring them says (step.ts `Opening`); summary, nevermind and restart treat the
 *    work in progress as its flow declares (`held`, `nevermind`); the flows it starts by itself are
 *    the registry's `ROLES` (flows/index.ts).
 */
import { randomBytes } from 'node:crypto';
import { isLaundryApiError } from '../laundry/errors';
import { dayInZone, formatTimeRange } from './calendar';
import { stripControls } from './clean-text';
import type { DialogDeps, StepDeps } from './deps';
import { FLOWS, NOTHING_HELD, OPENINGS, ROLES } from './flows';
import { maskPhone, maskPhonesIn } from './mask-phone';
import { STAFF_PROMPT_PREFIX } from './prompt-id';
import { readCommand } from './read-command';
import { namedOption, normalize, readConfirm, recognizeChoice } from './recognize';
import { keepFramesOf, newFrame, popFrame, pushFrame, replaceTop, topFrame } from './stack';
import type { Accepted, Answer, Ask, Flow, Held, Notice, Step, StepContext, Transition } from './step';
import { say } from './step';
import {
  COMMANDS,
  type Command,
  type DialogInput,
  type DialogState,
  type Frame,
  type OpenableFlow,
  type PromptState,
  type Reply,
  type Session,
  STATE_VERSION,
  type UnsettledOrder,
} from './types';

/** Misses in a row after which the bot points to help. */
export const MAX_MISSES = 3;
/** Longest text a turn reads; anything longer is cut before a step sees it. */
const MAX_INPUT = 2000;
/** Words that leave a chat elsewhere. Not commands here: on SMS, CANCEL, STOP, QUIT and END opt out at the carrier. */
const LEAVING_WORDS = new Set(['cancel', 'quit', 'exit', 'stop', 'end', 'leave', 'bye', 'goodbye', 'logout']);

export interface TurnOutcome {
  state: DialogState;
  replies: Reply[];
  /** undefined: unchanged; null: signed out; a session: newly signed in. */
  session?: Session | null;
  /** What to tell other conversations (a customer whose order staff changed). */
  notices?: Notice[];
}

export interface DialogEngine {
  step(args: {
    conversationKey: string;
    state: DialogState | undefined;
    /** True when a stored conversation was found but had been idle past its expiry. */
    expired: boolean;
    session: Session | undefined;
    input: DialogInput;
    /** The support staff member whose conversation this is (a Slack mention); staff never sign in. */
    staff?: string;
    /** The phone an SMS conversation texts from, as the service's 10 digits (North American numbers). */
    sender?: string;
    /**
     * Starts every prompt id of this conversation, so a channel routes a click on one back to it (a
     * Slack channel member's conversation, see prompt-id.ts).
     */
    promptPrefix?: string;
  }): Promise<TurnOutcome>;
}

/**
 * A fresh conversation: the menu at the bottom (sign-in goes on top when there is no session), or for
 * support staff the desk.
 */
export function freshState(session: Session | undefined, staff?: string): DialogState {
  return {
    v: STATE_VERSION,
    stack: [
      staff
        ? newFrame(ROLES.staff, { staff }, undefined)
        : newFrame(ROLES.customer, undefined, session?.serviceCustomerId),
    ],
    misses: 0,
    recent: [],
  };
}

/** Time-sortable ids: the ledger lists confirmations newest first by them. */
function defaultNewId(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/**
 * Creates the engine.
 * @example
 * const engine = createDialogEngine({ laundry, ledger, signInAttempts, businessId: 42, timeZone: 'America/New_York', defaultTurnAroundHours: 48 });
 * const { state, replies } = await engine.step({ conversationKey, state: undefined, expired: false, session: undefined, input: { type: 'text', text: 'hi' } });
 */
export function createDialogEngine(
  deps: DialogDeps,
  onError: (error: unknown) => void = () => {},
): DialogEngine {
  const full: StepDeps = { now: () => new Date(), newId: defaultNewId, ...deps };
  return {
    async step({ conversationKey, state, expired, session: own, input, staff, sender, promptPrefix }) {
      const working = state ? structuredClone(state) : freshState(own, staff);
      // Staff act with the session of the customer they are acting for, resolved afresh every turn.
      const session = staff ? await actingSession(full, working) : own;
      // The frames belong to the customer signed in now. A conversation signed in as someone else
      // since (a channel's company account, a new sign-in) starts again from that customer's menu.
      if (session && keepFramesOf(working, session.serviceCustomerId)) working.prompt = undefined;

      const prefix = staff ? STAFF_PROMPT_PREFIX : (promptPrefix ?? '');
      const turn = new Turn(full, conversationKey, working, session, onError, staff, sender, prefix);
      if (!state && expired) turn.say("It's been a while since we last talked, so I've started over.");
      const greeting = FLOWS[ROLES.customer].greeting;
      if (!state && !staff && greeting) turn.say(greeting);
      try {
        await turn.settleLedger();
        await turn.run(input);
        return turn.outcome();
      } catch (error) {
        // A bug in a flow (not a failure of the service, which steps handle): nothing of the turn is kept.
        onError(error);
        const kept = state ? structuredClone(state) : freshState(own, staff);
        // The question was not asked again: the next typed answer must not apply to it unseen.
        if (kept.prompt) kept.prompt.shown = false;
        return {
          state: kept,
          replies: [
            say('Something went wrong on our side. Nothing was changed: please try again.', 'warning'),
          ],
        };
      }
    },
  };
}

/** The session of the customer a staff conversation's desk is acting for, if it can still be had. */
async function actingSession(deps: StepDeps, state: DialogState): Promise<Session | undefined> {
  const bottom = state.stack[0];
  const acting = bottom && FLOWS[bottom.flow].staffDesk?.actingFor(bottom.data);
  if (!acting || !deps.staffDesk) return undefined;
  return deps.staffDesk.sessionFor(acting.serviceCustomerId, acting.key);
}

/** One turn's work: the working state, the replies so far, and the session change. */
class Turn {
  private readonly replies: Reply[] = [];
  private readonly notices: Notice[] = [];
  private readonly unsettled: UnsettledOrder[] = [];
  private sessionChange: Session | null | undefined;
  private readonly now: Date;

  constructor(
    private readonly deps: StepDeps,
    private readonly conversationKey: string,
    private state: DialogState,
    private session: Session | undefined,
    private readonly onError: (error: unknown) => void,
    /** Set in a support staff member's conversation. */
    private readonly staff: string | undefined,
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

  private ctx<D>(frame: Frame): StepContext<D> {
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

  async run(input: DialogInput): Promise<void> {
    if (input.type === 'text')
      input = { type: 'text', text: stripControls(input.text).slice(0, MAX_INPUT).trim() };
    const prompt = this.state.prompt;
    if (input.type === 'resume') {
      if (prompt) this.say("Welcome back! Here's where we were.");
      return this.reask();
    }
    if (input.type === 'open' && this.staff) {
      this.say('Here, look an order up by its number or the customer’s phone number.');
      return this.reask();
    }
    if (input.type === 'open') return this.open(input.flow, input.orderId);
    if (input.type === 'staff') return this.staffOpen(input.query);
    const typed = input.type === 'text' && !this.staff ? typedOpening(input.text) : undefined;
    if (typed) return this.open(typed.word, typed.orderId);
    if (input.type === 'choice' && input.promptId !== prompt?.id) {
      this.replies.push({
        ...say("That menu is out of date. Here's where we are now.", 'warning'),
        aside: true,
      });
      return this.reask();
    }
    const command =
      input.type === 'command' ? input.command : input.type === 'text' ? readCommand(input.text) : undefined;
    if (command) return this.command(command);
    if (input.type === 'text' && LEAVING_WORDS.has(input.text.toLowerCase().replace(/[.!]+$/, ''))) {
      this.say('To drop what we are doing, say nevermind. To sign out of this chat, say sign out.');
      return this.reask();
    }
    const frame = prompt && this.state.stack[prompt.depth];
    const step = frame && this.flowOf(frame).steps.find((s) => s.id === prompt.step);
    if (!prompt || !frame || !step) return this.advance();
    if (input.type === 'text' && !prompt.shown) {
      // The person can't see this question (the last turn failed before asking it): ask it first.
      return this.reask();
    }
    const answer = this.resolve(input, prompt);
    if (answer === 'ambiguous') return this.reask();
    const option =
      answer.values?.length === 1 ? prompt.options.find((o) => o.value === answer.values?.[0]) : undefined;
    const optionCommand = option?.role === 'command' ? COMMANDS.find((c) => c === option.value) : undefined;
    if (optionCommand) return this.command(optionCommand);
    await this.answer(frame, step, answer, prompt);
  }

  private flowOf(frame: Frame): Flow<unknown> {
    return FLOWS[frame.flow] as Flow<unknown>;
  }

  /** What an input picked among the prompt's options, or 'ambiguous' after asking back. */
  private resolve(input: DialogInput, prompt: PromptState): Answer | 'ambiguous' {
    if (input.type === 'choice') {
      const known = (value: string) =>
        prompt.options.some((o) => o.value === value) ||
        // A datepicker may pick any day of the range, not only the quick picks.
        (prompt.kind === 'date' &&
          !!prompt.range &&
          /^\d{4}-\d{2}-\d{2}$/.test(value) &&
          value >= prompt.range.min &&
          value <= prompt.range.max);
      const values = input.values.filter(known);
      return {
        text: '',
        values: values.length === input.values.length && values.length > 0 ? values : undefined,
      };
    }
    const text = input.type === 'text' ? input.text : '';
    if (!text || prompt.options.length === 0) return { text, values: undefined };
    if (prompt.kind === 'confirm') {
      const confirmed = readConfirm(text, prompt.options);
      if (confirmed) return { text, values: [confirmed] };
    }
    if (prompt.kind === 'text') return { text, values: exactOption(text, prompt) };
    const zone = prompt.options.find((o) => o.window)?.window?.timeZone ?? this.deps.timeZone;
    const recognized = recognizeChoice(text, prompt.options, {
      multi: prompt.kind === 'multi',
      timeZone: zone,
    });
    if (recognized.kind === 'picked') return { text, values: recognized.values };
    if (recognized.kind === 'ambiguous') {
      const labels = recognized.values.map(
        (v) =>
          `"${optionName(
            prompt.options.find((o) => o.value === v),
            v,
          )}"`,
      );
      this.say(`Did you mean ${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}?`);
      return 'ambiguous';
    }
    return { text, values: undefined };
  }

  private async answer(frame: Frame, step: Step<unknown>, given: Answer, prompt: PromptState): Promise<void> {
    const before = JSON.stringify(step.value?.(frame.data));
    let answer = given;
    let result = await this.guard(() => step.accept(this.ctx(frame), answer));
    // Rule 3: a typed answer its step's own reader refuses may name one of the options shown by
    // their words ("new here" for "I'm new here, sign me up"): it is that option.
    const named = result?.kind === 'retry' ? this.namedInstead(answer, prompt) : undefined;
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
    this.replies.push({ type: 'closed', promptId: prompt.id, answer: this.echo(step, answer, prompt) });
    await this.settle(frame, step, before, result);
  }

  /** A typed answer that picked no option, read again by the options' words alone; undefined if none. */
  private namedInstead(answer: Answer, prompt: PromptState): Answer | undefined {
    if (answer.values || !answer.text) return undefined;
    const value = namedOption(answer.text, prompt.options);
    return value === undefined ? undefined : { text: answer.text, values: [value] };
  }

  /** The answer as the closed prompt shows it: the options' labels, or the text (hidden for a code). */
  private echo(step: Step<unknown>, answer: Answer, prompt: PromptState): string {
    if (step.secret) return 'Code entered';
    const labels = (answer.values ?? []).map((v) => prompt.options.find((o) => o.value === v)?.label ?? v);
    if (labels.length) return labels.join(', ');
    return step.id === 'phone' ? maskPhone(answer.text) : maskPhonesIn(answer.text);
  }

  /** Applies an accepted answer (or a result handed down) of `step` in `frame`, then asks what is next. */
  private async settle(frame: Frame, step: Step<unknown>, before: string, result: Accepted): Promise<void> {
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
  private stepToAsk(frame: Frame): Step<unknown> | undefined {
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
      this.say("It's been a while since you signed in here, so I need a new code before any order.");
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
  private async advance(): Promise<void> {
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
  private async reask(): Promise<void> {
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

  /** A channel's entry point (rule 9): what the flow declaring `word` opens with it. */
  private async open(word: OpenableFlow, orderId: number | undefined): Promise<void> {
    const found = OPENINGS.find(({ opening }) => opening.word === word);
    if (!found) throw new Error(`no flow opens with ${word}`);
    const { flow, opening } = found;
    if (opening.kind === 'show') {
      if (!this.session) this.say(opening.signedOut);
      else {
        const session = this.session;
        const today = dayInZone(this.now, this.deps.timeZone);
        const listed = await this.guard(() => opening.replies(this.deps, session, today));
        // A failure was answered by the guard, which asked what comes next.
        if (!listed) return;
        this.replies.push(...listed);
      }
      return this.reask();
    }
    if (opening.kind === 'push') {
      const held = this.heldFrame();
      if (held) {
        this.say(this.heldOf(held).busy);
        return this.reask();
      }
      this.closePrompt(opening.label);
      this.state.stack = this.state.stack.slice(0, 1);
      pushFrame(this.state, flow, opening.args?.(orderId), this.session?.serviceCustomerId);
      return this.advance();
    }
    if (orderId === undefined) return this.reask();
    const [bottom, ...above] = this.state.stack;
    if (!this.session || !bottom || bottom.flow !== flow || above.length > 0) {
      this.say(this.session ? opening.busy(orderId) : opening.signedOut(orderId));
      return this.reask();
    }
    const step = this.flowOf(bottom).steps[0] as Step<unknown>;
    const before = JSON.stringify(step.value?.(bottom.data));
    const result = await this.guard(() =>
      step.accept(this.ctx(bottom), { text: '', values: [opening.answer(orderId)] }),
    );
    if (!result) return;
    if (result.kind === 'retry') this.say(result.reason, 'warning');
    if (result.kind === 'stay') this.replies.push(...result.say);
    if (result.kind === 'retry' || result.kind === 'stay') return this.reask();
    this.closePrompt(opening.label(orderId));
    await this.settle(bottom, step, before, result);
  }

  /** `/laundry staff <order or phone>`: the desk looks it up and opens the change flow for the customer. */
  private async staffOpen(query: string): Promise<void> {
    const bottom = this.state.stack[0];
    const desk = bottom && this.flowOf(bottom).staffDesk;
    if (!this.staff || !bottom || !desk) {
      this.say("That's for the laundry's support staff.");
      return this.reask();
    }
    this.closePrompt(`Staff: ${maskPhonesIn(query)}`.slice(0, 80));
    this.state.stack = [bottom];
    const result = await this.guard(() => desk.lookUp(this.ctx(bottom), query));
    if (!result) return;
    if (result.kind === 'retry') this.say(result.reason, 'warning');
    if (result.kind === 'stay') this.replies.push(...result.say);
    if (result.kind === 'retry' || result.kind === 'stay') return this.advance();
    const step = this.flowOf(bottom).steps[0] as Step<unknown>;
    await this.settle(bottom, step, JSON.stringify(step.value?.(bottom.data)), result);
  }

  /** The question on screen, answered by a channel's entry point: shown closed with `answer`. */
  private closePrompt(answer: string): void {
    const prompt = this.state.prompt;
    if (prompt?.shown) this.replies.push({ type: 'closed', promptId: prompt.id, answer });
  }

  private async command(command: Command): Promise<void> {
    switch (command) {
      case 'help':
        return this.help();
      case 'summary': {
        const held = this.heldFrame();
        if (held) this.replies.push(this.heldOf(held).summary(held.data, this.deps));
        else this.say(NOTHING_HELD);
        return this.reask();
      }
      case 'back':
        return this.back();
      case 'restart':
        return this.restart();
      case 'nevermind':
        return this.nevermind();
      case 'sign-out':
        return this.signOut();
    }
  }

  private help(): Promise<void> {
    const prompt = this.state.prompt;
    const frame = prompt && this.state.stack[prompt.depth];
    const step = frame && this.flowOf(frame).steps.find((s) => s.id === prompt.step);
    this.say(
      `${step ? `Right now I need: ${step.title.toLowerCase()}. ` : ''}Answer the question, or say: ` +
        'back (the question before), summary (what you chose so far), restart, ' +
        'nevermind (drop what we are doing) or sign out.',
    );
    return this.reask();
  }

  /** Revisits the question before the one the top frame asks now, keeping every answer. */
  private async back(): Promise<void> {
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
  private heldFrame(): Frame | undefined {
    return this.state.stack.find((frame) => this.flowOf(frame).held);
  }

  private heldOf(frame: Frame): Held<unknown> {
    const held = this.flowOf(frame).held;
    if (!held) throw new Error(`flow ${frame.flow} holds no work`);
    return held;
  }

  private bottomFlow(): Flow<unknown> {
    return this.flowOf(this.state.stack[0] as Frame);
  }

  /** Drops every frame above the bottom; says what the work in progress dropped may have left behind. */
  private dropToMenu(): void {
    const held = this.heldFrame();
    if (held) this.replies.push(...this.heldOf(held).dropped(held.data));
    this.state.stack = this.state.stack.slice(0, 1);
  }

  private async restart(): Promise<void> {
    this.say("Let's start over.");
    this.dropToMenu();
    if (this.staff) return this.advance();
    if (this.session) pushFrame(this.state, ROLES.restart, undefined, this.session.serviceCustomerId);
    else this.state.stack = [newFrame(ROLES.customer, undefined, undefined)];
    return this.advance();
  }

  private async nevermind(): Promise<void> {
    const top = this.flowOf(topFrame(this.state));
    const held = this.heldFrame();
    if (held) {
      const { nevermind } = this.heldOf(held);
      this.dropToMenu();
      this.say(nevermind);
    } else if (top.nevermind && top.nevermind !== 'nothing') {
      this.say(top.nevermind.say);
      replaceTop(this.state, top.nevermind.replace, undefined, undefined);
    } else if (this.state.stack.length > 1 && top.nevermind !== 'nothing') {
      this.state.stack = this.state.stack.slice(0, 1);
      this.say("OK, I've dropped that. Nothing was changed.");
    } else {
      this.say('Nothing to drop right now.');
      return this.reask();
    }
    return this.advance();
  }

  private async signOut(): Promise<void> {
    if (this.staff) {
      this.say('A staff conversation has no sign-in of its own. Say nevermind to drop what we are doing.');
      return this.reask();
    }
    if (!this.session) {
      this.say("You're not signed in.");
      return this.reask();
    }
    this.dropToMenu();
    this.session = undefined;
    this.sessionChange = null;
    this.state.stack = [newFrame(ROLES.customer, undefined, undefined)];
    this.say("You're signed out. This chat no longer holds your sign-in.");
    return this.advance();
  }

  /**
   * Runs a step function; on failure restores the state, says what went wrong in words, marks the
   * question as not shown, and returns undefined.
   */
  private async guard<T>(fn: () => Promise<T>): Promise<T | undefined> {
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
        this.say("Your sign-in has expired. Let's sign in again; what you chose so far is kept.", 'warning');
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

/** An option as a sentence names it: a window by its time and provider, so two at 8 AM can be told apart. */
function optionName(option: PromptState['options'][number] | undefined, value: string): string {
  if (!option) return value;
  const { window } = option;
  return window
    ? `${formatTimeRange(window.startTime, window.endTime, window.timeZone)}, ${option.label}`
    : option.label;
}

/**
 * On a typed question the options are shortcuts ("No notes", "Send it again"): only the whole answer
 * naming one (its label, a synonym, or its position) picks it, so a note that begins "no starch" stays a note.
 */
function exactOption(text: string, prompt: PromptState): string[] | undefined {
  const wanted = normalize(text);
  const numbered = prompt.options.filter((o) => o.role !== 'command');
  const byPosition = /^\d{1,2}$/.test(wanted) && !numbered.some((o) => o.amountCents !== undefined);
  const found = byPosition
    ? numbered[Number(wanted) - 1]
    : prompt.options.find((o) => [o.label, ...(o.synonyms ?? [])].some((name) => normalize(name) === wanted));
  return found ? [found.value] : undefined;
}

/** The entry point a typed text names anywhere ("change 5001"), with its order id. */
function typedOpening(text: string): { word: OpenableFlow; orderId: number } | undefined {
  for (const { opening } of OPENINGS) {
    const match = opening.kind === 'push' ? opening.typed?.exec(text) : undefined;
    if (match) return { word: opening.word, orderId: Number(match[1]) };
  }
  return undefined;
}
