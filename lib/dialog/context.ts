/**
 * The dialog context of one turn (Bot Framework's DialogContext): the working state, the session and
 * the replies of the turn, and what moves the dialog on — ask the next question, ask the one on
 * screen again, apply an answer or a flow's result, and move the stack. The engine (engine.ts) routes
 * an input to it; the commands (commands.ts) and the entry points (open.ts) are plain functions of it.
 * Every push, replace and done a step or the engine asks for goes through `move`, here and nowhere else.
 *
 * @invariant failed-step-changes-nothing A step that fails on the service changes nothing: its state edits are dropped, the failure is said in the app's words (`Registry.failure`), and a session the service refused is dropped (staff go back to acting for no one).
 * @invariant changed-answer-rechecks-later-ones A changed answer keeps every later answer that still fits; one that no longer fits is cleared, asked again, and the bot says why.
 * @invariant misses-point-to-help A step that rejects an answer says why and asks again; after three misses in a row it points to help (and to the registry's `stuck` role by its word).
 * @invariant back-retraces-answered-steps "back" goes to the step answered last, and "back" again to the one answered before it: a frame's history holds each step it answered once, where it was last answered, and never a step its answer leaves unfilled (a final step: the summary's "change something" is a way on, not an answer to retrace), so two "back"s go two steps back and never bounce between the summary and one question; a step asked once per item (extras per service) is retraced item by item (Step.retractLast).
 * @invariant typed-answer-names-option A typed answer its step refuses is read once more by the options' words alone: one option it names is the answer, at every step, but for a reply the step says it reads whole (`Step.readsWhole`: "2 bags and my gym bag", an address with an apartment none listed has), whose refusal stands.
 */
import { dayInZone } from '../calendar';
import { eitherOf, inWords, type Language, type Words, words as wordsIn } from '../words';
import type { StepDeps } from './deps';
import { type DialogFact, stepName } from './facts';
import { opensWith } from './opening';
import { echo, namedInstead } from './read-answer';
import { flowOf, type Registry } from './registry';
import { dropToBottom, keepFramesOf, popFrame, pushFrame, replaceTop, topFrame } from './stack';
import type {
  Accepted,
  Answer,
  AnyFlow,
  ConversationFacts,
  Held,
  Notice,
  Step,
  StepContext,
  Transition,
} from './step';
import { opensOf, say } from './step-helpers';
import type { DialogState, Frame, PromptSpec, PromptState, Reply, Session } from './types';

/** Misses in a row after which the bot points to help. */
const MAX_MISSES = 3;

/** What of a prompt shown is kept to read the typed answer against: its kind, its options' words, its range. */
function readAgainst(prompt: PromptSpec): Pick<PromptState, 'kind' | 'options' | 'range'> {
  return {
    kind: prompt.kind,
    options: prompt.options.map(
      ({
        value,
        label,
        role,
        synonyms,
        detail,
        amountCents,
        window,
        feeCents,
        day,
        everyWeeks,
        intent,
        none,
      }) => ({
        value,
        label,
        role,
        ...(synonyms ? { synonyms } : {}),
        // A description's words are the option's own ("two-piece"); a window's detail, its provider, is read by the window's rules.
        ...(detail && !window ? { detail } : {}),
        ...(amountCents !== undefined ? { amountCents } : {}),
        ...(window ? { window } : {}),
        ...(window && feeCents !== undefined ? { feeCents } : {}),
        ...(day ? { day } : {}),
        ...(everyWeeks !== undefined ? { everyWeeks } : {}),
        ...(intent ? { intent } : {}),
        ...(none ? { none } : {}),
      }),
    ),
    ...(prompt.range ? { range: prompt.range } : {}),
  };
}

/**
 * What the dialog makes of one turn's input: its new state, its replies, a sign-in or out, notices.
 * The turn's own result, with what its channel needs to deliver it, is lib/conversation's `TurnResult`.
 */
export interface DialogOutcome {
  state: DialogState;
  replies: Reply[];
  /** undefined: unchanged; null: signed out; a session: newly signed in. */
  session?: Session | null;
  /** What to tell other conversations (a customer whose order staff changed). */
  notices?: Notice[];
  /**
   * The conversation was another customer's until this turn's sign-in (their frames were dropped): its
   * earlier replies showed that customer's work, and whoever keeps them forgets them.
   */
  anotherCustomerBefore?: true;
  /** The language the person switched to this turn ("español", "english"); absent: unchanged. */
  language?: Language;
  /** What happened, for the business's counts (facts.ts); absent: nothing to count. */
  facts?: DialogFact[];
}

/** One turn of the dialog: its state and replies, and the moves of the dialog (see the module's comment). */
export interface DialogContext<X = unknown> {
  readonly registry: Registry<X>;
  readonly deps: StepDeps<X>;
  readonly facts: ConversationFacts;
  readonly now: Date;
  state: DialogState;
  session: Session | undefined;
  /** undefined: unchanged; null: signed out; a session: newly signed in. */
  sessionChange: Session | null | undefined;
  readonly replies: Reply[];
  /** The bot's words in the person's language: the turn's (`facts.language`) until they switch. */
  readonly words: Words;
  /** Switches the rest of the turn's words to `language`, kept by the conversation from now on. */
  switchLanguage(language: Language): Promise<void>;
  say(text: string, tone?: 'info' | 'warning' | 'success'): void;
  /** What a step of `frame` sees. */
  stepContext<D>(frame: Frame): StepContext<D, X>;
  flowOf(frame: Frame): AnyFlow<X>;
  /** The step of `frame`'s flow named `id` (the one a prompt asks, a revisit, a dependent): one lookup for every caller. */
  stepOf(frame: Frame, id: string | undefined): Step<unknown, string, X> | undefined;
  /** The step `frame` asks now: the one it is revisiting, else its first that applies and is not filled. */
  stepToAsk(frame: Frame): Step<unknown, string, X> | undefined;
  /** Asks the next question: the top frame's step to ask, letting self-filling steps and moves pass. */
  advance(): Promise<void>;
  /** The question on screen again, under the same id (it is the same question). */
  reask(): Promise<void>;
  /** Runs a step function; on failure restores the state, says so, and returns undefined (invariant failed-step-changes-nothing). */
  guard<T>(fn: () => Promise<T>): Promise<T | undefined>;
  /** The answer to the question on screen, asked by `step` of `frame`. */
  answer(frame: Frame, step: Step<unknown, string, X>, given: Answer, prompt: PromptState): Promise<void>;
  /** Applies an accepted answer (or a result handed down) of `step` in `frame`; `before` is its value before. */
  apply(frame: Frame, step: Step<unknown, string, X>, before: string, result: Accepted): Promise<void>;
  /** Pushes, replaces or ends the flow on top, then asks what is next: the one place the stack moves. */
  move(move: Transition): Promise<void>;
  /** Revisits the question before the one the top frame asks now, keeping every answer. */
  back(): Promise<void>;
  /** Whether `back` would revisit a question, not only say that this is the first one. */
  canGoBack(): boolean;
  /** Whether "nevermind" would drop something, not only say there is nothing to drop (commands.ts `nevermind`). */
  canDrop(): boolean;
  /** The frame of work in progress on the stack (an order), if any, with what its flow declares of it. */
  held(): { frame: Frame; held: Held<unknown, X> } | undefined;
  /** Drops every frame above the bottom; says what the work in progress dropped may have left behind. */
  dropToMenu(): void;
  /** The entry points that can be opened here: those whose flow allows it (`Opening.when`). */
  openings(): Registry<X>['openings'];
  /** The question on screen, answered by a channel's entry point: shown closed with `answer`. */
  closePrompt(answer: string): void;
  outcome(): DialogOutcome;
}

/**
 * The context of one turn over `state` (a working copy: the context changes it in place).
 * @example const dc = createDialogContext(registry, deps, facts, state, session, onError, await words('en')); await dc.advance(); dc.outcome();
 */
export function createDialogContext<X>(
  registry: Registry<X>,
  deps: StepDeps<X>,
  facts: ConversationFacts,
  state: DialogState,
  session: Session | undefined,
  onError: (error: unknown) => void,
  words: Words,
): DialogContext<X> {
  return new TurnDialog(registry, deps, facts, state, session, onError, words);
}

/** The dialog context of one turn (see the module's comment); each move a method of a few lines. */
class TurnDialog<X> implements DialogContext<X> {
  readonly now: Date;
  sessionChange: Session | null | undefined = undefined;
  readonly replies: Reply[] = [];
  private readonly notices: Notice[] = [];
  private readonly counted: DialogFact[] = [];
  private languageChange: Language | undefined;
  private anotherCustomerBefore = false;
  /** A failure's question being asked again (`failed`): a failure then says the next step, not the failure twice. */
  private askingAfterFailure = false;

  constructor(
    readonly registry: Registry<X>,
    readonly deps: StepDeps<X>,
    readonly facts: ConversationFacts,
    public state: DialogState,
    public session: Session | undefined,
    private readonly onError: (error: unknown) => void,
    public words: Words,
  ) {
    this.now = deps.now();
  }

  async switchLanguage(language: Language): Promise<void> {
    this.words = await wordsIn(language);
    // The channel's words follow the person's: its help word is said in their language.
    this.facts.channel = { ...this.facts.channel, words: this.facts.channel.wording(this.words) };
    this.languageChange = language === this.facts.language ? undefined : language;
  }

  say(text: string, tone?: 'info' | 'warning' | 'success'): void {
    this.replies.push(say(text, tone));
  }

  stepContext<D>(frame: Frame): StepContext<D, X> {
    const { deps, facts, now } = this;
    const dc = this;
    let today: string | undefined;
    return {
      deps,
      data: frame.data as D,
      session: this.session,
      conversationKey: facts.conversationKey,
      requesters: facts.requesters,
      ...(facts.sender ? { senderPhone: facts.sender } : {}),
      channel: facts.channel,
      languages: facts.languages,
      now,
      // Worked out when a step reads it: the zone's first formatter loads its data (some 6 ms of a cold
      // start), which a turn that shows no date need not pay.
      get today() {
        today ??= dayInZone(now, deps.timeZone);
        return today;
      },
      notify: (notice) => this.notices.push(notice),
      count: (fact) => this.counted.push(fact),
      get words() {
        return dc.words;
      },
    };
  }

  flowOf(frame: Frame): AnyFlow<X> {
    return flowOf(this.registry, frame.flow);
  }

  stepOf(frame: Frame, id: string | undefined): Step<unknown, string, X> | undefined {
    return id === undefined ? undefined : this.flowOf(frame).steps.find((s) => s.id === id);
  }

  stepToAsk(frame: Frame): Step<unknown, string, X> | undefined {
    const applies = (s: Step<unknown, string, X>) => !s.when || s.when.test(frame.data);
    const revisit = this.stepOf(frame, frame.revisit);
    if (revisit && applies(revisit)) return revisit;
    frame.revisit = undefined;
    return this.flowOf(frame).steps.find((s) => applies(s) && !s.filled(frame.data));
  }

  async advance(): Promise<void> {
    for (let guard = 0; guard < 50; guard++) {
      this.meetPrerequisites();
      const frame = topFrame(this.state);
      const step = this.stepToAsk(frame);
      if (!step) throw new Error(`flow ${frame.flow} has no step left to ask`);
      const asked = await this.guard(() => step.ask(this.stepContext(frame)));
      if (!asked) return;
      if (asked.say) this.replies.push(...asked.say);
      if (asked.kind === 'filled') {
        // A step revisited that has nothing to ask lets the frame go on.
        if (frame.revisit === step.id) frame.revisit = undefined;
        continue;
      }
      if (asked.kind !== 'prompt') return this.move(asked);
      return this.show(step, asked.prompt);
    }
    throw new Error('the flow did not settle on a question');
  }

  async reask(): Promise<void> {
    const prompt = this.state.prompt;
    const frame = prompt && this.state.stack[prompt.depth];
    const step = frame && this.stepToAsk(frame);
    if (!prompt || !frame || prompt.depth !== this.state.stack.length - 1 || step?.id !== prompt.step)
      return this.advance();
    const asked = await this.guard(() => (step as Step<unknown, string, X>).ask(this.stepContext(frame)));
    if (!asked) return;
    if (asked.kind !== 'prompt') return this.advance();
    if (asked.say) this.replies.push(...asked.say);
    const shown = this.offered(asked.prompt);
    // Typed answers are read against the question as shown now: in the language just switched to.
    // The rest of it stays (a guess asked back: `suggested`).
    const { range: _range, ...kept } = prompt;
    this.state.prompt = { ...kept, ...readAgainst(shown), shown: true };
    this.replies.push({ type: 'prompt', promptId: prompt.id, ...shown });
  }

  async guard<T>(fn: () => Promise<T>): Promise<T | undefined> {
    const snapshot = structuredClone(this.state);
    try {
      return await fn();
    } catch (error) {
      this.state = snapshot;
      if (this.state.prompt) this.state.prompt.shown = false;
      await this.failed(error);
      return undefined;
    }
  }

  async answer(
    frame: Frame,
    step: Step<unknown, string, X>,
    given: Answer,
    prompt: PromptState,
  ): Promise<void> {
    const before = JSON.stringify(step.value?.(frame.data));
    let answer = given;
    let result = await this.guard(() => step.accept(this.stepContext(frame), answer));
    // Invariant typed-answer-names-option: "new here" for "I'm new here, sign me up". Never a reply the
    // step reads whole ("2 bags and my gym bag": how many in all is asked, never "2 bags" by its words).
    const whole = answer.text !== undefined && step.readsWhole?.(answer.text, frame.data);
    const named = result?.kind === 'retry' && !whole ? namedInstead(answer, prompt) : undefined;
    if (named) {
      answer = named;
      result = await this.guard(() => step.accept(this.stepContext(frame), named));
    }
    if (!result) return;
    if (result.kind === 'retry') {
      this.counted.push({ kind: 'missed', step: stepName(frame.flow, step.id), said: given.text });
      this.state.misses += 1;
      this.say(result.reason, 'warning');
      if (this.state.misses >= MAX_MISSES) {
        this.state.misses = 0;
        this.say(this.words.t('engine.stuck', { ways: this.stuckWays() }));
      }
      return this.reask();
    }
    if (result.kind === 'stay') {
      this.replies.push(...result.say);
      return this.reask();
    }
    this.state.misses = 0;
    this.replies.push({
      type: 'closed',
      promptId: prompt.id,
      answer: echo(step, answer, prompt, this.words),
    });
    await this.apply(frame, step, before, result);
  }

  async apply(frame: Frame, step: Step<unknown, string, X>, before: string, result: Accepted): Promise<void> {
    if (result.kind === 'retry' || result.kind === 'stay') return this.advance();
    if (result.say) this.replies.push(...result.say);
    if (result.kind !== 'ok') return this.move(result);
    const answered = result.answered ? this.stepOf(frame, result.answered) : step;
    if (answered) this.recordAnswer(frame, answered, result.answered ? undefined : before);
    if (result.revisit) frame.revisit = result.revisit;
    if (result.back) return this.back();
    return this.advance();
  }

  async move(move: Transition): Promise<void> {
    if (move.kind === 'done') return this.finish(move);
    if (move.kind === 'push' && move.actAs) {
      // Staff take up a customer's session for this turn (never stored as this conversation's sign-in).
      if (!this.facts.staff) throw new Error('only a staff conversation acts for a customer');
      this.session = move.actAs;
      keepFramesOf(this.registry, this.state, move.actAs.serviceCustomerId);
    }
    const owner = this.session?.serviceCustomerId;
    if (move.kind === 'push') pushFrame(this.registry, this.state, move.flow, move.args, owner);
    else replaceTop(this.registry, this.state, move.flow, move.args, owner);
    if (move.kind === 'push' && move.request) topFrame(this.state).request = move.request;
    return this.advance();
  }

  async back(): Promise<void> {
    for (let guard = 0; guard < 10; guard++) {
      const frame = topFrame(this.state);
      const asked = this.stepToAsk(frame);
      // The second service's extras: back to the first's, not past them.
      if (asked?.retractLast?.(frame.data)) return this.advance();
      const current = asked?.id;
      while (frame.history.length && frame.history[frame.history.length - 1] === current) frame.history.pop();
      const target = frame.history.pop();
      if (target) {
        frame.revisit = target;
        this.stepOf(frame, target)?.retractLast?.(frame.data);
        return this.advance();
      }
      const atStart = this.flowOf(frame).backAtStart;
      if (atStart === 'pop' && this.state.stack.length > 1) {
        popFrame(this.state);
        continue;
      }
      if (atStart && atStart !== 'pop') return this.move({ kind: 'replace', flow: atStart.replace });
      this.say(this.words.t('engine.firstQuestion'));
      return this.reask();
    }
  }

  canGoBack(): boolean {
    // As `back` walks: this frame's history, else its flow's way back at its start.
    for (let depth = this.state.stack.length - 1; depth >= 0; depth--) {
      const frame = this.state.stack[depth] as Frame;
      const current = this.stepToAsk(frame)?.id;
      if (frame.history.some((id) => id !== current)) return true;
      const atStart = this.flowOf(frame).backAtStart;
      if (atStart !== 'pop') return atStart !== undefined;
    }
    return false;
  }

  canDrop(): boolean {
    const top = this.flowOf(topFrame(this.state)).nevermind;
    return (
      this.held() !== undefined || (top !== 'nothing' && (top !== undefined || this.state.stack.length > 1))
    );
  }

  held(): { frame: Frame; held: Held<unknown, X> } | undefined {
    for (const frame of this.state.stack) {
      const held = this.flowOf(frame).held;
      if (held) return { frame, held };
    }
    return undefined;
  }

  dropToMenu(): void {
    const found = this.held();
    if (found) this.replies.push(...found.held.dropped(found.frame.data, this.words));
    dropToBottom(this.state);
  }

  openings(): Registry<X>['openings'] {
    return this.registry.openings.filter(
      ({ opening }) => opening.when?.(this.deps, this.facts.channel) ?? true,
    );
  }

  closePrompt(answer: string): void {
    const prompt = this.state.prompt;
    if (prompt?.shown) this.replies.push({ type: 'closed', promptId: prompt.id, answer });
  }

  outcome(): DialogOutcome {
    return {
      state: this.state,
      replies: this.replies,
      session: this.sessionChange,
      ...(this.notices.length ? { notices: this.notices } : {}),
      ...(this.counted.length ? { facts: this.counted } : {}),
      ...(this.anotherCustomerBefore ? { anotherCustomerBefore: true as const } : {}),
      ...(this.languageChange ? { language: this.languageChange } : {}),
    };
  }

  /** Shows the question `step` asks, under a new id, and keeps what its typed answer is read against. */
  private show(step: Step<unknown, string, X>, asked: PromptSpec): void {
    // A staff or channel member's conversation's prompts say so: a click on one goes to that
    // conversation, not the clicker's own.
    const promptId = `${this.facts.channel.promptPrefix}${this.deps.newId()}`;
    const prompt = this.offered(asked);
    this.state.prompt = {
      id: promptId,
      depth: this.state.stack.length - 1,
      step: step.id,
      ...readAgainst(prompt),
      shown: true,
    };
    this.replies.push({ type: 'prompt', promptId, ...prompt });
  }

  /** A step's failure, said (invariant failed-step-changes-nothing); the state is already restored. */
  private async failed(error: unknown): Promise<void> {
    const failure = this.registry.failure?.(error, this.words);
    if (failure?.sessionRefused && this.session && this.facts.staff) {
      this.session = undefined;
      return this.advance();
    }
    if (failure?.sessionRefused && this.session) {
      this.sessionChange = null;
      this.session = undefined;
      this.say(failure.sessionRefused.say, 'warning');
      return this.advance();
    }
    if (failure) return this.askAfterFailure(failure.say);
    this.onError(error);
    this.say(this.words.t('engine.failed'), 'warning');
  }

  /**
   * @invariant failure-followed-by-a-question A step's failure of the laundry service is said, then the
   * question that was pending is asked again in the same turn (found trying the bot: after "the service
   * isn't answering" nothing was asked, so the person had nothing to answer). When asking it needs the
   * service too and fails again, the next step is said instead (write again, and it is asked first:
   * invariant click-answers-its-own-prompt), never the failure twice.
   */
  private async askAfterFailure(said: string): Promise<void> {
    if (this.askingAfterFailure) return this.say(this.words.t('failure.askLater'));
    this.say(said, 'warning');
    this.askingAfterFailure = true;
    try {
      await this.reask();
    } finally {
      this.askingAfterFailure = false;
    }
  }

  /** Meets the first unmet prerequisite of the flow on top (invariant prerequisite-pushed-when-unmet). */
  private meetPrerequisites(): void {
    const top = this.flowOf(topFrame(this.state));
    for (const need of this.registry.needs ?? []) {
      const unmet = need.appliesTo(top) ? need.unmet(top, this.facts, this.session, this.words) : undefined;
      if (!unmet) continue;
      if (unmet.instead === 'bottom') dropToBottom(this.state);
      if (unmet.say) this.replies.push(unmet.say);
      if (unmet.instead !== 'bottom') pushFrame(this.registry, this.state, need.flow, undefined, undefined);
      return;
    }
  }

  /** The prompt without the options opening an entry point no flow declares (invariant engine-names-no-flow). */
  private offered(prompt: PromptSpec): PromptSpec {
    const declared = (value: string) => {
      const opens = opensOf(value);
      return !opens || this.openings().some(({ opening }) => opensWith(opening, opens.word));
    };
    return prompt.options.every((option) => declared(option.value))
      ? prompt
      : { ...prompt, options: prompt.options.filter((option) => declared(option.value)) };
  }

  /**
   * The ways on after answers that do not fit: help, the registry's `stuck` role by its word (`agent
   * to talk to a person`) if it has one, and nevermind where it drops something.
   */
  private stuckWays(): string {
    const found = this.openings().find(
      ({ flow, opening }) => flow === this.registry.roles.stuck && opening.kind === 'push' && opening.onTop,
    );
    const offer = found
      ? this.words.t('engine.stuckOffer', {
          word: found.opening.word,
          does:
            found.opening.does === undefined ? found.opening.word : inWords(found.opening.does, this.words),
        })
      : '';
    const drop = this.canDrop() ? this.words.t('engine.stuckDrop') : '';
    // By SMS the word is not HELP, which the carrier answers (channel-facts.ts `help`).
    const help = this.words.t('engine.stuckHelp', { help: this.facts.channel.words.help });
    return eitherOf([help, offer, drop].filter(Boolean), this.words.language);
  }

  private checkDependents(frame: Frame, step: Step<unknown, string, X>): void {
    for (const dependent of step.dependents ?? []) {
      const later = this.stepOf(frame, dependent.step);
      if (!later?.filled(frame.data)) continue;
      const fits = dependent.fits ? dependent.fits(frame.data, this.words) : '';
      if (fits === true) continue;
      later.clear(frame.data);
      if (fits) this.say(fits);
      this.checkDependents(frame, later);
    }
  }

  /** History, revisit and the answers depending on this one (invariant changed-answer-rechecks-later-ones). */
  private recordAnswer(frame: Frame, step: Step<unknown, string, X>, before: string | undefined): void {
    // Invariant back-retraces-answered-steps: each step once, where it was last answered.
    if (step.filled(frame.data)) {
      frame.history = frame.history.filter((id) => id !== step.id);
      frame.history.push(step.id);
    }
    if (frame.revisit === step.id) frame.revisit = undefined;
    const changed = before === undefined || JSON.stringify(step.value?.(frame.data)) !== before;
    if (changed) this.checkDependents(frame, step);
  }

  /** The top flow ended: pop it, take its session, and hand its result to the frame below. */
  private async finish(done: Extract<Transition, { kind: 'done' }>): Promise<void> {
    const ended = popFrame(this.state);
    // A flow that declares what it hands down never hands down anything else (a programming error).
    this.flowOf(ended).returns?.parse(done.result);
    if (done.session) this.signedIn(done.session);
    const frame = topFrame(this.state);
    const flow = this.flowOf(frame);
    const step = this.stepToAsk(frame);
    if (!flow.onResult || !step) return this.advance();
    const before = JSON.stringify(step.value?.(frame.data));
    const handed = await this.guard(async () =>
      flow.onResult?.(this.stepContext(frame), ended.flow, done.result),
    );
    if (!handed) return;
    return this.apply(frame, step, before, handed);
  }

  /** A flow signed someone in: the frames kept are theirs, and the person is told what happened to the rest. */
  private signedIn(session: Session): void {
    this.session = session;
    this.sessionChange = session;
    if (keepFramesOf(this.registry, this.state, session.serviceCustomerId)) {
      // The replies kept for redelivered messages showed the other customer's order: forgotten too.
      this.anotherCustomerBefore = true;
      this.say(this.words.t('engine.otherAccount'));
    } else if (this.state.stack.length > 1) {
      this.say(this.words.t('engine.pickUp'));
    }
  }
}
