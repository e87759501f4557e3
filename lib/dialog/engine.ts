/**
 * The dialog engine: given the stored state and one input, it returns the new state and the
 * replies. It never throws for anything a person can type or click, and never applies an answer to
 * a question other than the one it answers. One turn is `step` below: the registry's `beforeTurn`,
 * then `route` sends the input to a command (commands.ts), an entry point or a relay (open.ts), or
 * the question on screen; the turn's dialog context (context.ts) asks what is next.
 *
 * @invariant click-answers-its-own-prompt A click carries the id of the prompt it answers; a click on any other prompt is out of date and changes nothing. A typed answer applies only to the question last shown: when a turn ended without showing it (a failure), or the person comes back (`resume`), it is asked again first.
 * @invariant commands-at-every-step Commands (help, back, restart, summary, nevermind, sign out) work at every step. Words that mean "leave" elsewhere (cancel, quit) are answered with how to leave here, never as an answer.
 * @invariant bare-cancel-asks-what A bare "cancel" / "cancelar" is never an answer, not even where an option on screen cancels something ("Cancel the delivery", at its confirmation too): it could mean that option or leaving what we are doing, so the bot names both ways and acts on neither.
 * @invariant answer-goes-to-asking-step An answer goes to the step that asked; an answer that could mean two options is asked back.
 * @invariant step-reads-its-own-first A typed answer the step's own reader accounts for whole (`Step.readsFirst`) goes to the step as text: the options' words neither pick another option from it nor ask it back.
 * @invariant first-unfilled-step-asked The frame on top asks the step it is revisiting, or its first step that applies and is not filled. A step may push a flow, replace its own, or end it with a result for the frame below.
 * @invariant engine-names-no-flow The engine names no flow: a channel's entry point (`open`), typed words ("change 5001") and an option whose value opens an entry point (`opensValue`: offered only when a flow declares its word) do what the flow declaring them says (step.ts `Opening`); summary, nevermind and restart treat the work in progress as its flow declares (`held`, `nevermind`); an entry point the bot opens itself (`byBot`: a reminder) greets no one, even in a conversation started afresh; the flows it starts by itself are the registry's roles, and the app's services are the registry's business (`failure`, `beforeTurn`).
 * @invariant stored-state-trusted-when-it-parses A stored state is trusted only when it parses: its shape, and each frame's data by its flow's schema. A state an older version stored is brought to today's shape by the registry's `migrate`; anything else starts the conversation afresh.
 * @invariant request-waits-its-turn A text that comes with no question on screen (a conversation's first message) is kept on the frame on top, and read as the answer to that frame's next question, once it is asked (a greeting alone is no request, and is not kept): in the same turn, or after the prerequisite pushed above it is met (sign-in: "hi, can you pick up my laundry" starts the order once signed in, not the menu). It is taken only if that question reads it (an option, the step's own reader, or typed words that open an entry point), and then the question is not shown; otherwise the question is shown as it is. Either way it is read once, then dropped.
 * @invariant relay-passes-words-on While a relaying flow is on top (step.ts `Relay`: the person talks to a person of the business), what the person types is passed on and nothing answers it: no command, entry point or step reads it, except the relay's own words that `leave` it. A `relay` input is the other end speaking, or ending it (an idle end only when nothing passed since its `idleSince`); when it ends, or the person leaves it, the relaying frame pops and the question below is asked again, the work in progress kept. An opening `onTop` pushes such a flow on whatever is open, without dropping it; staff may open it for the person (an `open` input's `by`, handed to the opening's `args`). A notice the bot opens meanwhile is told aside when its flow says how (`Flow.aside`, invariant relay-told-notice-aside), the relay kept on top; any other opening asks the relay's question again.
 */
import { randomBytes } from 'node:crypto';
import { greetsOnly } from '../recognize';
import { inStandardWords } from '../recognize/dialect';
import { withoutMentions } from '../recognize/mention';
import { tokenize } from '../recognize/normalize';
import { withoutReportedSpeech } from '../recognize/reported-speech';
import { withoutSignOff } from '../recognize/sign-off';
import { withoutVocatives } from '../recognize/vocative';
import { comingBack } from '../recognize/where-was-i';
import { LANGUAGES, type Language, type Words, words } from '../words';
import { firstPerceived, perceivedLength, stripControls } from './clean-text';
import { recap, runCommand } from './commands';
import { createDialogContext, type DialogContext, type DialogOutcome } from './context';
import type { EngineDeps, StepDeps } from './deps';
import { heard, open, relayed, relaying, staffOpen, toldAside, typedOpening } from './open';
import { opensWith } from './opening';
import { type AskBack, readAnswer } from './read-answer';
import { readCommand } from './read-command';
import { checkRegistry, flowOf, type Registry } from './registry';
import { type Cut, cutAnswer, offerKept, offerRest, saysMore } from './rest';
import { freshStateOf, loadState } from './saved-state';
import { keepFramesOf, topFrame } from './stack';
import { type Answer, type ChannelFacts, type ConversationFacts, channelFacts, type Step } from './step';
import { opensOf, say } from './step-helpers';
import { typedBeforeAsked } from './typed-before';
import {
  COMMANDS,
  type DialogInput,
  type DialogState,
  type Frame,
  type PromptState,
  type Reply,
  type Session,
} from './types';

export type { DialogOutcome } from './context';

/** Longest text passed on to staff during a hand-off; anything longer is cut. */
const MAX_INPUT = 2000;
/**
 * Longest text a turn reads, in user-perceived characters: more than any free text a step keeps (a
 * note: 500), more than any answer people type. Anything longer is cut before a reader sees it and the
 * step is told its real length (`Answer.typedLength`): nothing is acted on from part of a message, and
 * no reader's work grows past this (`npm run bench -- long`: a turn of it in the worker).
 */
const MAX_READ = 600;
/** Words that leave a chat elsewhere. Not commands here: on SMS, CANCEL, STOP, QUIT and END opt out at the carrier. */
const LEAVING_WORDS = new Set([
  'cancel',
  'quit',
  'exit',
  'stop',
  'end',
  'leave',
  'bye',
  'goodbye',
  'logout',
  'cancelar',
  'cancela',
  'cancele',
  'cancelalo',
  'cancelelo',
  'salir',
]);

/** The leaving word a text is wholly (accents and closing marks dropped): "Cancel.", "¡cancélelo!". */
const leavingWord = (text: string): string | undefined => {
  const [word, ...more] = tokenize(text);
  return word !== undefined && more.length === 0 && LEAVING_WORDS.has(word) ? word : undefined;
};

/**
 * The option on screen a leaving word could also mean (invariant bare-cancel-asks-what): "Cancel the
 * delivery" for "cancel", by its label, else by the words it is also read by (a label named by its
 * effect, "I'll collect it instead", is still what "cancel the delivery" picks).
 */
function optionNamedBy(word: string, prompt: DialogState['prompt']) {
  const stem = word.slice(0, 5);
  const names = (said: string) => tokenize(said).some((t) => t.slice(0, 5) === stem);
  const options = prompt?.options.filter((o) => o.role !== 'command') ?? [];
  return options.find((o) => names(o.label)) ?? options.find((o) => (o.synonyms ?? []).some((s) => names(s)));
}

/** What one step is told: the conversation's state and facts, and the input. */
export interface StepArgs {
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
  channel?: Partial<Omit<ChannelFacts, 'words'>>;
  /** The replies of the last few turns, oldest first, as the turn keeps them; none when absent. */
  earlierReplies?: readonly Reply[];
  /** Who is asking (ConversationFacts.requesters); by default the conversation alone. */
  requesters?: readonly string[];
  /** The person's language (ConversationFacts.language); English when absent. */
  language?: Language;
  /** The languages the business offers (ConversationFacts.languages); all the bot speaks when absent. */
  languages?: readonly Language[];
}

/**
 * The engine over one registry, built once (a container's cold start): it keeps no turn's state. A
 * turn hands `step` its own ports (`deps`), in place of those the engine was built with.
 */
export interface DialogEngine<X = unknown> {
  step(args: StepArgs, deps?: X): Promise<DialogOutcome>;
  /**
   * A fresh conversation: the customer's role at the bottom (sign-in goes on top when there is no
   * session), or for support staff the staff role's.
   */
  freshState(session: Session | undefined, staff?: string): DialogState;
  /**
   * The stored state in today's shape (invariant stored-state-trusted-when-it-parses), or undefined when it is not one (then the
   * conversation starts afresh). `customerId` is who the conversation is signed in as now.
   */
  load(stored: unknown, customerId: number | undefined): DialogState | undefined;
}

/** Time-sortable ids: the ledger lists confirmations newest first by them. */
function defaultNewId(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/**
 * Creates the engine over the flows of `registry` (checked now: invariant registry-names-only-its-flows),
 * handing every step `deps` (or the turn's own, given to `step`): the app's own (`X`, passed through
 * unread) and the engine's clock, ids and zone.
 * @example
 * const engine = createDialogEngine(REGISTRY, { laundry, ledger, signInAttempts, businessId: 42, timeZone: 'America/New_York', defaultTurnAroundHours: 48 });
 * const { state, replies } = await engine.step({ conversationKey, state: undefined, expired: false, session: undefined, input: { type: 'text', text: 'hi' } });
 */
export function createDialogEngine<X>(
  registry: Registry<X>,
  deps: X & Pick<EngineDeps, 'timeZone'> & Partial<EngineDeps>,
  onError: (error: unknown) => void = () => {},
): DialogEngine<X> {
  checkRegistry(registry);
  const full: StepDeps<X> = { now: () => new Date(), newId: defaultNewId, ...deps };
  return {
    freshState: (session, staff) => freshStateOf(registry, session, staff),
    load: (stored, customerId) => loadState(registry, stored, customerId),
    step: (args, turnDeps) => stepDialog(registry, turnDeps ? { ...full, ...turnDeps } : full, onError, args),
  };
}

/** One step: the registry's `beforeTurn`, then the input routed; a bug in a flow keeps nothing of the turn. */
async function stepDialog<X>(
  registry: Registry<X>,
  deps: StepDeps<X>,
  onError: (error: unknown) => void,
  args: StepArgs,
): Promise<DialogOutcome> {
  const { state, session: own, input, staff, language = 'en' } = args;
  const working = state ? structuredClone(state) : freshStateOf(registry, own, staff);
  // Staff act with the session of the customer they are acting for, resolved afresh every turn.
  const bottom = working.stack[0];
  const session = staff
    ? bottom && (await flowOf(registry, bottom.flow).staffDesk?.actingSession(bottom.data, deps))
    : own;
  // The frames belong to the customer signed in now. A conversation signed in as someone else
  // since (a channel's company account, a new sign-in) starts again from that customer's menu.
  if (session && keepFramesOf(registry, working, session.serviceCustomerId)) working.prompt = undefined;
  const said = await words(language);
  const dc = createDialogContext(registry, deps, factsOf(args, said), working, session, onError, said);
  greet(dc, args);
  try {
    await registry.beforeTurn?.({ deps, state: dc.state, onError });
    await route(dc, input);
    await takeRequest(dc);
    await takeAhead(dc);
    return dc.outcome();
  } catch (error) {
    // A bug in a flow (not a failure of the service, which steps handle): nothing of the turn is kept.
    onError(error);
    const kept = state ? structuredClone(state) : freshStateOf(registry, own, staff);
    // The question was not asked again: the next typed answer must not apply to it unseen.
    if (kept.prompt) kept.prompt.shown = false;
    return { state: kept, replies: [say(dc.words.t('engine.failed'), 'warning')] };
  }
}

/** What the dialog is told of the conversation (ConversationFacts), defaults filled in. */
function factsOf(args: StepArgs, said: Words): ConversationFacts {
  const { conversationKey, requesters, staff, sender, channel, earlierReplies } = args;
  return {
    conversationKey,
    requesters: requesters ?? [conversationKey],
    staff,
    sender,
    channel: channelFacts(channel, said),
    earlierReplies: earlierReplies ?? [],
    language: args.language ?? 'en',
    languages: args.languages ?? LANGUAGES,
  };
}

/** A conversation started afresh is greeted (told it started over when it had expired); a turn the bot starts itself (a reminder) says only its own piece. */
function greet<X>(dc: DialogContext<X>, { state, expired, staff, input }: StepArgs): void {
  const { registry } = dc;
  const botsOwn =
    input.type === 'open' &&
    registry.openings.some(
      ({ opening }) => opensWith(opening, input.word) && opening.kind === 'push' && opening.byBot,
    );
  if (state || botsOwn) return;
  if (expired) dc.say(dc.words.t('engine.startedOver'));
  const greeting = flowOf(registry, registry.roles.customer).greeting;
  if (!staff && greeting) dc.say(typeof greeting === 'string' ? greeting : greeting(dc.words));
}

/**
 * What a typed reply says, for every reader: "book it, gotta run" says no hurry to an option question
 * (invariant sign-off-says-no-answer); "3 bags hon", "agente pe", "Ana Lima, hon" say nothing of whom
 * they are said to, at any step (invariant vocative-never-said); "mrs k says 5" answers 5 (invariant
 * reported-speech-is-the-answer); "mi cyaan come", "e' mi primera ve'" say "I can't come", "es mi primera
 * vez" (invariant dialect-read-as-standard); "@Spin City la de 5" says "la de 5" (invariant
 * mention-never-said).
 */
function said<X>(typed: string, dc: DialogContext<X>): string {
  // "@Spin City antes de crearla …": whom it is said to, in chat, is never said (invariant mention-never-said).
  const whole = withoutMentions(typed);
  // Free text (a name, a note) is kept as typed: "Di Wang" is a name, and a note is the person's own
  // words for the store; a typed question that reads a value (a phone number, a code) reads it in
  // standard words (invariant dialect-read-as-standard).
  const text =
    dc.state.prompt?.kind === 'text' && !readsValue(dc)
      ? whole
      : withoutSignOff(inStandardWords(whole, dc.words.language));
  return withoutReportedSpeech(withoutVocatives(text));
}

/** Whether the question on screen is a typed one that reads a value (Step `readsValue`). */
function readsValue<X>(dc: DialogContext<X>): boolean {
  const prompt = dc.state.prompt;
  const frame = prompt && dc.state.stack[prompt.depth];
  return frame !== undefined && dc.flowOf(frame).steps.some((s) => s.id === prompt?.step && s.readsValue);
}

/**
 * How much of a typed text the turn reads: `MAX_READ`, or up to the question's `Step.readsLong` when its
 * own reader accounts for the whole text (staff dropping every order but ten of a batch's list at once):
 * read whole, never cut (invariant cut-text-answers-nothing).
 */
function readLimit<X>(dc: DialogContext<X>, given: DialogInput, whole: string): number {
  const prompt = dc.state.prompt;
  if (given.type !== 'text' || whole.length <= MAX_READ || !prompt) return MAX_READ;
  const frame = dc.state.stack[prompt.depth];
  const step = frame && dc.stepOf(frame, prompt.step);
  const most = step?.readsLong;
  if (!frame || !most || most <= MAX_READ || perceivedLength(whole) > most) return MAX_READ;
  return step.readsFirst?.(whole, frame.data, dc.words) ? most : MAX_READ;
}

/** One input, routed: to a relay, an entry point, a command, or the question on screen. */
async function route<X>(dc: DialogContext<X>, given: DialogInput): Promise<void> {
  const whole = given.type === 'text' ? stripControls(given.text).trim() : '';
  const prompt = dc.state.prompt;
  const readable = firstPerceived(whole, readLimit(dc, given, whole));
  const input: DialogInput =
    given.type === 'text' ? { type: 'text', text: said(readable, dc).trim() } : given;
  // A text cut is never taken for the whole: no opening, command or answer is read from it, and the
  // step is told how long it really was.
  const typedLength = readable.length < whole.length ? perceivedLength(whole) : undefined;
  const uncut = typedLength === undefined;
  const staff = dc.facts.staff;
  if (input.type === 'resume') {
    if (prompt) dc.say(dc.words.t('engine.welcomeBack'));
    return dc.reask();
  }
  if (input.type === 'relay') return relayed(dc, input);
  if (relaying(dc)) return whileRelaying(dc, input, whole);
  if (input.type === 'open' && staff) {
    dc.say('Here, look an order up by its number or the customer’s phone number.');
    return dc.reask();
  }
  if (input.type === 'open') return open(dc, input.word, input.orderId, input);
  if (input.type === 'staff') return staffOpen(dc, input.query);
  // Invariant whole-message-command-wins: before any step reads the text, free-text steps included.
  const typed = input.type === 'text' && !staff && uncut ? typedOpening(dc, input.text) : undefined;
  if (typed && 'unavailable' in typed) {
    dc.say(typed.unavailable, 'warning');
    return dc.reask();
  }
  if (typed) return open(dc, typed.word, typed.orderId, typed.args === undefined ? {} : { args: typed.args });
  if (input.type === 'choice' && input.promptId !== prompt?.id) {
    dc.replies.push({ ...say(dc.words.t('engine.menuOutOfDate'), 'warning'), aside: true });
    return dc.reask();
  }
  const command =
    input.type === 'command'
      ? input.command
      : input.type === 'text' && uncut
        ? readCommand(input.text, prompt?.kind === 'text')
        : undefined;
  if (command) return runCommand(dc, command);
  if (await answeredAside(dc, input, given)) return;
  // The work in progress dropped in its own words ("cancel the order"): what nevermind does with it; what
  // is wanted instead offered to the question asked next (invariant meant-instead-taken-next).
  const held = input.type === 'text' ? dc.held()?.held : undefined;
  if (input.type === 'text' && uncut && held?.droppedBy?.(input.text)) {
    const instead = held.meantInstead?.(input.text);
    await runCommand(dc, 'nevermind');
    return instead ? takeMeantInstead(dc, instead) : undefined;
  }
  const leaving = input.type === 'text' && uncut ? leavingWord(input.text) : undefined;
  if (leaving) return waysToLeave(dc, leaving);
  await answerShown(dc, input, typedLength);
}

/**
 * @invariant cut-text-answers-nothing A message longer than a turn reads (`MAX_READ`), at a question of
 *   options, is told its length and asked again: no opening, command or answer is taken from the part
 *   read. Only a free-text question hears it, to say its real length against its own limit; and a
 *   question whose own reader takes longer texts whole (`Step.readsLong`) reads one it accounts for
 *   whole, never cut.
 */
function tooLongToRead<X>(dc: DialogContext<X>, typedLength: number): Promise<void> {
  dc.say(dc.words.t('engine.tooLongToRead', { length: typedLength }), 'warning');
  return dc.reask();
}

/**
 * Invariant relay-passes-words-on: the person is talking to someone else; the dialog says nothing.
 * Staff read the words as typed, vocatives and all; only leaving is read without them.
 */
async function whileRelaying<X>(dc: DialogContext<X>, input: DialogInput, whole: string): Promise<void> {
  if (input.type === 'text')
    return heard(dc, whole.slice(0, MAX_INPUT).trim(), input.text, (rest) =>
      keepAhead(dc, dc.state.stack.length - 1, topFrame(dc.state).flow, rest),
    );
  // A notice the bot opens (staff changed the order) is told aside: invariant relay-told-notice-aside.
  if (input.type === 'open' && (await toldAside(dc, input))) return;
  return dc.reask();
}

/**
 * A reply that answers no question on screen, answered aside; true when it was. Invariant
 * greeting-greets-back: "hi again", "where was I?" answer no question, the menu's included. Invariant
 * reply-before-question-not-its-answer: typed at the question before, never this one's answer.
 */
async function answeredAside<X>(
  dc: DialogContext<X>,
  input: DialogInput,
  given: DialogInput,
): Promise<boolean> {
  const prompt = dc.state.prompt;
  const back =
    input.type === 'text' && dc.session && !dc.facts.staff && prompt ? comingBack(input.text) : undefined;
  if (back) {
    await recap(dc, back === 'greets');
    return true;
  }
  if (!typedBeforeAsked(prompt, given)) return false;
  dc.say(dc.words.t('engine.typedBeforeAsked'), 'warning');
  await dc.reask();
  return true;
}

/** A word that means "leave" elsewhere ("cancel", "quit"): how to leave here, never an answer. */
function waysToLeave<X>(dc: DialogContext<X>, leaving: string): Promise<void> {
  // Only the ways that lead somewhere here (invariant help-names-what-works-here).
  const option = optionNamedBy(leaving, dc.state.prompt);
  const ways = [
    option ? dc.words.t('engine.leavingOrOption', { option: option.label }) : '',
    dc.canDrop() ? dc.words.t('engine.leavingDrop') : '',
    dc.session && !dc.facts.staff ? dc.words.t('engine.leavingSignOut') : '',
  ].filter(Boolean);
  dc.say(ways.length ? ways.join(' ') : dc.words.t('command.nothingToDrop'));
  return dc.reask();
}

/**
 * The question on screen, answered by `input` (invariant answer-goes-to-asking-step): asked first when
 * it was not shown, asked back when the answer could mean two options; an option that is a command or
 * opens an entry point does that. No question: the dialog goes on to the next.
 */
async function answerShown<X>(
  dc: DialogContext<X>,
  input: DialogInput,
  typedLength: number | undefined,
): Promise<void> {
  const prompt = dc.state.prompt;
  const frame = prompt && dc.state.stack[prompt.depth];
  const step = frame && dc.stepOf(frame, prompt.step);
  if (!prompt || !frame || !step) {
    // Invariant request-waits-its-turn: no question was asked, so the text is a request for what comes.
    if (input.type === 'text' && !greetsOnly(input.text)) topFrame(dc.state).request = input.text;
    return dc.advance();
  }
  if (input.type === 'text' && !prompt.shown) {
    // The person can't see this question (the last turn failed before asking it): ask it first.
    return dc.reask();
  }
  // Invariant cut-text-answers-nothing: past what a turn reads, no answer to a question of options.
  if (typedLength !== undefined && prompt.kind !== 'text') return tooLongToRead(dc, typedLength);
  // Invariant step-reads-its-own-first: a request the step's own reader accounts for is not read by the options' words.
  const own = input.type === 'text' ? step.readsFirst?.(input.text, frame.data, dc.words) : undefined;
  const read =
    input.type === 'text' && own?.guess !== undefined
      ? { askBack: dc.words.t('dialog.readRight', { what: own.guess }), suggest: [own.guess] }
      : input.type === 'text' && own
        ? { text: input.text, values: own.option === undefined ? undefined : [own.option] }
        : readAnswer(input, prompt, dc.deps.timeZone, dc.words);
  // Invariant rest-taken-only-when-certain: "2 bags, for tomorrow" answers this question and offers the next one the rest.
  const cut =
    input.type === 'text' && typedLength === undefined && !own
      ? cutAnswer(dc, input.text, prompt, step, frame)
      : undefined;
  if (cut && !(await answeredWithRest(dc, frame, step, prompt, cut, read))) return;
  // A guess asked back lasts one reply: the next one confirms it, or is read afresh.
  const asked = dc.state.prompt ?? prompt;
  asked.suggested = 'askBack' in read ? read.suggest : undefined;
  asked.among = 'askBack' in read ? read.among : undefined;
  if ('askBack' in read) {
    dc.say(read.askBack);
    return dc.reask();
  }
  const answer = typedLength === undefined ? read : { ...read, values: undefined, typedLength };
  const option =
    answer.values?.length === 1 ? prompt.options.find((o) => o.value === answer.values?.[0]) : undefined;
  const optionCommand = option?.role === 'command' ? COMMANDS.find((c) => c === option.value) : undefined;
  if (optionCommand) return runCommand(dc, optionCommand);
  const opens = option && opensOf(option.value);
  if (opens) return open(dc, opens.word, opens.orderId, { chosen: true });
  await dc.answer(frame, step, answer, prompt);
  // "make it 4 bags" at the summary, "3 bags not 2" at what to change: a part named in a reply opens its
  // question, offered the whole reply, which it takes only when it reads it for certain (invariant
  // rest-taken-only-when-certain).
  const opened = own?.opens || (prompt.kind === 'confirm' && (option?.intent || !answer.values));
  if (input.type === 'text' && opened)
    await offerRest(
      dc,
      { head: input.text, rest: own?.offers ?? input.text, led: false, opened: true, value: !!own?.offers },
      prompt.id,
    );
}

/**
 * The question on screen answered by a reply's head, its rest offered to the next questions (invariant
 * rest-taken-only-when-certain). On a list question whose whole reply is asked back or read as no
 * option, a rest no next question takes is an item of the list (invariant list-item-never-dropped):
 * everything is undone and the reply asked back, never its first item taken alone. False when the reply was answered so.
 */
async function answeredWithRest<X>(
  dc: DialogContext<X>,
  frame: Frame,
  step: Step<unknown, string, X>,
  prompt: PromptState,
  cut: { answer: Answer; rest?: Cut },
  read: Answer | AskBack,
): Promise<boolean> {
  // The whole reply asked back, or read as no option at all ("comforter and a couple shirts"): not read.
  const readWhole = !('askBack' in read) && (read.values?.length ?? 0) > 0;
  const undo =
    prompt.kind === 'multi' && !readWhole
      ? { state: structuredClone(dc.state), replies: dc.replies.length }
      : undefined;
  await dc.answer(frame, step, cut.answer, prompt);
  const left = await offerRest(dc, cut.rest, prompt.id);
  if (!undo && left && saysMore(left)) keepAhead(dc, prompt.depth, frame.flow, left.rest);
  if (!undo || !saysMore(left)) return false;
  dc.state = undo.state;
  dc.replies.length = undo.replies;
  return true;
}

/**
 * A rest no question took, offered to the flow whose question the reply answered, if its frame is still
 * there, else to the flow that answer opened above it (invariant rest-kept-for-its-question): what it
 * says of keeping it comes before the question now on screen.
 *
 * @invariant rest-kept-for-its-question A reply's rest that no question asked next took, or a request its
 *   first question did not read (invariant request-waits-its-turn), is either kept by the flow of the
 *   question it answered, or by the flow that answer opened ("new order, 2 bags" at the menu), for a
 *   question it will ask (`Flow.keepsAhead`), said back before the next
 *   question, or left unread as before; never read as an answer to anything else. A part kept on the
 *   frame for a question (`Frame.ahead`) is offered to that question alone, once, when it is asked, and
 *   taken only when it reads it for certain (invariant rest-taken-only-when-certain), said back with it.
 */
function keepAhead<X>(dc: DialogContext<X>, depth: number, flowId: string, rest: string): void {
  const answered = dc.state.stack[depth];
  // The flow of the question answered, else the one its answer opened above it ("new order, 2 bags" at the menu).
  const frames = [answered?.flow === flowId ? answered : undefined, dc.state.stack[depth + 1]];
  const [frame, kept] =
    frames
      .map((f) => [f, f && dc.flowOf(f).keepsAhead?.(rest, f.data, dc.words)] as const)
      .find(([, k]) => k !== undefined) ?? [];
  if (!frame || kept === undefined) return;
  if (kept.parts?.length) frame.ahead = [...(frame.ahead ?? []), ...kept.parts];
  if (kept.say === undefined) return;
  const at = dc.replies.findIndex((r) => r.type === 'prompt');
  if (at < 0) dc.say(kept.say);
  else dc.replies.splice(at, 0, say(kept.say));
}

/**
 * The parts kept on the frame on top (`Frame.ahead`) for the question asked this turn, offered to it
 * (invariant rest-kept-for-its-question): taken only when it reads one for certain, said back with it, and
 * on to the question asked next; offered once, then dropped, taken or not.
 */
async function takeAhead<X>(dc: DialogContext<X>): Promise<void> {
  for (let guard = 0; guard < 8; guard++) {
    const prompt = dc.state.prompt;
    const frame = prompt && dc.state.stack[prompt.depth];
    if (!prompt || !frame?.ahead || prompt.depth !== dc.state.stack.length - 1) return;
    // Only a question asked this turn: one on screen before was offered its parts when it was asked.
    if (!dc.replies.some((r) => r.type === 'prompt' && r.promptId === prompt.id)) return;
    const kept = frame.ahead.filter((part) => part.step === prompt.step);
    const others = frame.ahead.filter((part) => part.step !== prompt.step);
    frame.ahead = others.length ? others : undefined;
    let taken = false;
    for (const part of kept) if (!taken) taken = await offerKept(dc, part.said);
    if (!taken) return;
  }
}

/**
 * The request kept on the frame whose question is on screen now (invariant request-waits-its-turn):
 * read as the answer to it when the question reads it, the question then not shown; dropped either way.
 */
async function takeRequest<X>(dc: DialogContext<X>): Promise<void> {
  const prompt = dc.state.prompt;
  const frame = prompt && dc.state.stack[prompt.depth];
  if (!prompt || !frame || prompt.depth !== dc.state.stack.length - 1) return;
  if (!frame.request) return takeRequestBelow(dc, frame, prompt);
  const text = frame.request;
  frame.request = undefined;
  // Not read by the question: what of it the flow keeps for its later questions is kept for them.
  if (!readsRequest(dc, frame, prompt, text)) return keepAhead(dc, prompt.depth, frame.flow, text);
  await answerUnshown(dc, prompt, text);
}

/**
 * A request waiting on a frame below the question on screen, read by that question's own reader when it
 * accounts for the request whole (invariant prerequisite-reads-its-own-request): "hi, i'm new here" as a
 * first message is the sign-in's "I'm new here", never left to be said twice. Anything else waits below.
 *
 * @invariant prerequisite-reads-its-own-request A first message kept below a prerequisite pushed over it
 *   (sign-in) is taken by the prerequisite's question only when that step's own reader accounts for it
 *   whole (`Step.readsFirst`, no guess): never by its options' words, so "hi, can you pick up my laundry"
 *   still waits for the order.
 */
async function takeRequestBelow<X>(dc: DialogContext<X>, top: Frame, prompt: PromptState): Promise<void> {
  const below = dc.state.stack.slice(0, prompt.depth).findLast((f) => f.request !== undefined);
  const text = below?.request;
  if (!below || text === undefined) return;
  const step = dc.stepOf(top, prompt.step);
  const own = step?.readsFirst?.(text, top.data, dc.words);
  if (!own || own.guess !== undefined) return;
  below.request = undefined;
  await answerUnshown(dc, prompt, text);
}

/**
 * What a reply dropping the work said was wanted instead ("quiero cambiar el que hice"), read by the
 * question asked after the drop when it reads it (an entry point, an option), that question then not
 * shown; else that question stays, as after any drop.
 */
async function takeMeantInstead<X>(dc: DialogContext<X>, text: string): Promise<void> {
  const prompt = dc.state.prompt;
  const frame = prompt && dc.state.stack[prompt.depth];
  if (prompt && frame && readsRequest(dc, frame, prompt, text)) await answerUnshown(dc, prompt, text);
}

/** `text` routed as the answer to the question on screen, which is then never shown. */
async function answerUnshown<X>(dc: DialogContext<X>, prompt: PromptState, text: string): Promise<void> {
  const shown = dc.replies.findIndex((r) => r.type === 'prompt' && r.promptId === prompt.id);
  if (shown >= 0) dc.replies.splice(shown, 1);
  const before = dc.replies.length;
  await route(dc, { type: 'text', text });
  // The question was never shown: nothing says it was answered.
  const closed = dc.replies.findIndex(
    (r, i) => i >= before && r.type === 'closed' && r.promptId === prompt.id,
  );
  if (closed >= 0) dc.replies.splice(closed, 1);
}

/** Whether the question on screen reads `text` as something: an option, its step's own reading, or an entry point it opens. */
function readsRequest<X>(dc: DialogContext<X>, frame: Frame, prompt: PromptState, text: string): boolean {
  const typed = typedOpening(dc, text);
  if (typed) return !('unavailable' in typed);
  const step = dc.stepOf(frame, prompt.step);
  if (step?.readsFirst?.(text, frame.data, dc.words)) return true;
  const read = readAnswer({ type: 'text', text }, prompt, dc.deps.timeZone, dc.words);
  return 'values' in read && (read.values?.length ?? 0) > 0;
}
