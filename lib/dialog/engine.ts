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
 * 9. The engine names no flow: a channel's entry point (`open`), typed words ("change 5001") and an
 *    option whose value opens an entry point (`opensValue`: offered only when a flow declares its
 *    word) do what the flow declaring them says (step.ts `Opening`); summary, nevermind and restart
 *    treat the work in progress as its flow declares (`held`, `nevermind`); an entry point the bot
 *    opens itself (`byBot`: a reminder) greets no one, even in a conversation started afresh; the
 *    flows it starts by itself are the registry's roles. The registry is handed to the engine when
 *    it is made (registry.ts); the app's flows are in lib/flows.
 * 10. A stored state is trusted only when it parses: its shape, and each frame's data by its flow's
 *    schema. A state an older version stored is brought to today's shape by the registry's
 *    `migrate`; anything else starts the conversation afresh.
 * 11. While a relaying flow is on top (step.ts `Relay`: the person talks to a person of the
 *    business), what the person types is passed on and nothing answers it: no command, entry point
 *    or step reads it, except the relay's own words that `leave` it. A `relay` input is the other
 *    end speaking, or ending it (an idle end only when nothing passed since its `idleSince`); when
 *    it ends, or the person leaves it, the relaying frame pops and the question below is asked
 *    again, the work in progress kept. An opening `onTop` pushes such a flow on whatever is open,
 *    without dropping it; staff may open it for the person (an `open` input's `by`, handed to the
 *    opening's `args`).
 */
import { randomBytes } from 'node:crypto';
import type { TurnOutcome } from './asking';
import { stripControls } from './clean-text';
import type { DialogDeps, StepDeps } from './deps';
import { OpeningTurn } from './opening-turn';
import { readAnswer } from './read-answer';
import { readCommand } from './read-command';
import { checkRegistry, flowOf, type Registry } from './registry';
import { freshStateOf, loadState } from './saved-state';
import { keepFramesOf, topFrame } from './stack';
import { type ChannelFacts, channelFacts } from './step';
import { opensOf, say } from './step-helpers';
import { COMMANDS, type DialogInput, type DialogState, type Session } from './types';

export type { TurnOutcome } from './asking';

/** Longest text a turn reads; anything longer is cut before a step sees it. */
const MAX_INPUT = 2000;
/** Words that leave a chat elsewhere. Not commands here: on SMS, CANCEL, STOP, QUIT and END opt out at the carrier. */
const LEAVING_WORDS = new Set(['cancel', 'quit', 'exit', 'stop', 'end', 'leave', 'bye', 'goodbye', 'logout']);

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
    /** What the channel knows (a phone texting, its words, its prompt ids' prefix); plain where absent. */
    channel?: Partial<ChannelFacts>;
  }): Promise<TurnOutcome>;
  /**
   * A fresh conversation: the customer's role at the bottom (sign-in goes on top when there is no
   * session), or for support staff the staff role's.
   */
  freshState(session: Session | undefined, staff?: string): DialogState;
  /**
   * The stored state in today's shape (rule 10), or undefined when it is not one (then the
   * conversation starts afresh). `customerId` is who the conversation is signed in as now.
   */
  load(stored: unknown, customerId: number | undefined): DialogState | undefined;
}

/** Time-sortable ids: the ledger lists confirmations newest first by them. */
function defaultNewId(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/**
 * Creates the engine over the flows of `registry` (checked now: registry.ts rule 1).
 * @example
 * const engine = createDialogEngine(REGISTRY, { laundry, ledger, signInAttempts, businessId: 42, timeZone: 'America/New_York', defaultTurnAroundHours: 48 });
 * const { state, replies } = await engine.step({ conversationKey, state: undefined, expired: false, session: undefined, input: { type: 'text', text: 'hi' } });
 */
export function createDialogEngine(
  registry: Registry,
  deps: DialogDeps,
  onError: (error: unknown) => void = () => {},
): DialogEngine {
  checkRegistry(registry);
  const full: StepDeps = { now: () => new Date(), newId: defaultNewId, ...deps };
  const freshState = (session: Session | undefined, staff?: string) => freshStateOf(registry, session, staff);
  return {
    freshState,
    load: (stored, customerId) => loadState(registry, stored, customerId),
    async step({ conversationKey, state, expired, session: own, input, staff, sender, channel }) {
      const working = state ? structuredClone(state) : freshState(own, staff);
      // Staff act with the session of the customer they are acting for, resolved afresh every turn.
      const session = staff ? await actingSession(registry, full, working) : own;
      // The frames belong to the customer signed in now. A conversation signed in as someone else
      // since (a channel's company account, a new sign-in) starts again from that customer's menu.
      if (session && keepFramesOf(registry, working, session.serviceCustomerId)) working.prompt = undefined;

      const facts = channelFacts(channel);
      const turn = new RoutedTurn(
        registry,
        full,
        conversationKey,
        working,
        session,
        onError,
        staff,
        sender,
        facts,
      );
      // A turn the bot starts itself (a reminder) says only its own piece.
      const botsOwn =
        input.type === 'open' &&
        registry.openings.some(
          ({ opening }) => opening.word === input.flow && opening.kind === 'push' && opening.byBot,
        );
      if (!state && expired && !botsOwn)
        turn.say("It's been a while since we last talked, so I've started over.");
      const greeting = flowOf(registry, registry.roles.customer).greeting;
      if (!state && !staff && greeting && !botsOwn) turn.say(greeting);
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
async function actingSession(
  registry: Registry,
  deps: StepDeps,
  state: DialogState,
): Promise<Session | undefined> {
  const bottom = state.stack[0];
  const acting = bottom && flowOf(registry, bottom.flow).staffDesk?.actingFor(bottom.data);
  if (!acting || !deps.staffDesk) return undefined;
  return deps.staffDesk.sessionFor(acting.serviceCustomerId, acting.key);
}

/** A turn routed: an input goes to a command, a channel's entry point, or the question on screen. */
class RoutedTurn extends OpeningTurn {
  async run(input: DialogInput): Promise<void> {
    if (input.type === 'text')
      input = { type: 'text', text: stripControls(input.text).slice(0, MAX_INPUT).trim() };
    const prompt = this.state.prompt;
    if (input.type === 'resume') {
      if (prompt) this.say("Welcome back! Here's where we were.");
      return this.reask();
    }
    if (input.type === 'relay') return this.relayed(input);
    // Rule 11: the person is talking to someone else; the dialog says nothing.
    const relaying = this.relaying();
    if (relaying && input.type === 'text' && relaying.leave.test(input.text))
      return this.endRelay(relaying.left(this.ctx(topFrame(this.state))));
    if (relaying && input.type === 'text') return relaying.heard(this.ctx(topFrame(this.state)), input.text);
    if (relaying) return this.reask();
    if (input.type === 'open' && this.staff) {
      this.say('Here, look an order up by its number or the customer’s phone number.');
      return this.reask();
    }
    if (input.type === 'open') return this.open(input.flow, input.orderId, input.byBot, input.by);
    if (input.type === 'staff') return this.staffOpen(input.query);
    const typed = input.type === 'text' && !this.staff ? this.typedOpening(input.text) : undefined;
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
    const answer = readAnswer(input, prompt, this.deps.timeZone);
    if ('askBack' in answer) {
      this.say(answer.askBack);
      return this.reask();
    }
    const option =
      answer.values?.length === 1 ? prompt.options.find((o) => o.value === answer.values?.[0]) : undefined;
    const optionCommand = option?.role === 'command' ? COMMANDS.find((c) => c === option.value) : undefined;
    if (optionCommand) return this.command(optionCommand);
    const opens = option && opensOf(option.value);
    if (opens) return this.open(opens.word, opens.orderId);
    await this.answer(frame, step, answer, prompt);
  }
}
