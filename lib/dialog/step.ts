/**
 * Flows and steps. A flow is a table of steps (Rasa's form, Bot Framework's waterfall) over its own
 * zod-typed slice of state; the engine asks the first step that applies and is not yet filled. Flows
 * stack (Bot Framework's dialog stack): a step may push another flow, replace its own with another,
 * or end its flow with a result for the frame below — transitions each flow declares, so the stack
 * module can refuse an undeclared one and the diagram can draw them. A flow also declares how people
 * reach it (`menu`, `openings`) and what the commands do with it (`held`, `nevermind`): the engine
 * names no flow (docs/adding-a-flow.md). Steps are written with the helpers of step-helpers.ts.
 */
import type * as z from 'zod';
import type { Language, Words } from '../words';
import type { ChannelFacts } from './channel-facts';
import type { StepDeps } from './deps';
import type { DialogFact } from './facts';
import type { MenuEntry, Opening } from './opening';
import type { FlowId, OpeningWord, PromptSpec, Reply, Session } from './types';

export {
  type ChannelFacts,
  type ChannelWording,
  type ChannelWords,
  type ConversationFacts,
  channelFacts,
  plainWording,
} from './channel-facts';
export type { EngineDeps, StepDeps } from './deps';
export type { Below, MenuEntry, Opening, TypedOpening } from './opening';

export interface StepContext<D = unknown, X = unknown> {
  deps: StepDeps<X>;
  /** The frame's data, a working copy: steps change it in place; the engine drops it on an error. */
  data: D;
  session: Session | undefined;
  conversationKey: string;
  /** Who is asking, each capped on its own for codes and sign-ups: opaque here (invariant codes-capped-per-requester). */
  requesters: readonly string[];
  /** The phone a texting conversation comes from, as the service's 10 digits; the code goes there. */
  senderPhone?: string;
  /** What the person's channel knows and how it words its own commands, passed in with the turn. */
  channel: ChannelFacts;
  /** The languages the business offers, its own first (ConversationFacts.languages). */
  languages: readonly Language[];
  now: Date;
  /** Today in the business's zone, `YYYY-MM-DD`. */
  today: string;
  /** Tells another conversation something once the turn is saved (a customer, of staff's change). */
  notify(notice: Notice): void;
  /** Records what happened, for the business's counts: returned with the outcome (facts.ts), written once the turn is saved. */
  count(fact: DialogFact): void;
  /** The bot's words in the person's language (ConversationFacts.language, or the one they switched to). */
  readonly words: Words;
}

/** Something to say to another conversation: an effect returned with the turn, made once by the channel. */
/**
 * Something said outside the turn's own replies: to this conversation's staff thread (a hand-off), or
 * to another conversation, named by the key a record holds (the ledger's `placedBy`).
 */
export type Notice = NoticeBody & ({ staffThread: true } | { key: string });

export interface NoticeBody {
  /** What is said there; absent only for one that `opens`. */
  text?: string;
  /**
   * Instead of a text, the entry point `word` is opened in the conversation by staff member `by`; with
   * `orderId`, on that order, as the bot opens it (`byBot`: a staff change's question to the customer).
   */
  opens?: { word: OpeningWord; by: string; orderId?: number };
  /** The zone whose decent hours a text of it waits for (the order's store's); the business's when absent. */
  timeZone?: string;
  /** To a staff thread: the last thing said there, the person having left the hand-off (it is recorded closed). */
  closes?: true;
  /** To a staff thread: the staff member who opened the hand-off (the customer, when absent). */
  openedBy?: string;
  /** To a staff thread: the customer's language, for what they are told when staff are not given it. */
  language?: Language;
  /** To staff who ran a batch (its id): said under the batch's progress, where its channel shows one (Slack: in its thread). */
  batch?: string;
}

/** An answer to the prompt on screen: the cleaned text (if typed) and the option values it picked. */
export interface Answer {
  text: string;
  /** The options the answer resolved to, or undefined when it matched none (free text). */
  values: string[] | undefined;
  /**
   * Set only when the typed text was longer than the engine reads (`text` is then its beginning):
   * the whole text's length in user-perceived characters, for the step to say (clean-text.ts `cleanText`).
   */
  typedLength?: number;
}

/** A transition of the stack, asked for by a step; the engine applies it through the stack module. */
export type Transition =
  /** `actAs`: the session the pushed flow runs under this turn (staff acting for a customer). */
  /** `request`: read as the answer to the pushed flow's first question (invariant request-waits-its-turn). */
  | { kind: 'push'; flow: FlowId; args?: unknown; say?: Reply[]; actAs?: Session; request?: string }
  | { kind: 'replace'; flow: FlowId; args?: unknown; say?: Reply[] }
  /** Ends the flow; `result` goes to the frame below (its flow's `onResult`). */
  | { kind: 'done'; result: unknown; say?: Reply[]; session?: Session };

export type Ask =
  /** Ask the person. */
  | { kind: 'prompt'; prompt: PromptSpec; say?: Reply[] }
  /** The step filled itself (one address, a service with no modifiers): go on to the next. */
  | { kind: 'filled'; say?: Reply[] }
  | Transition;

export type Accepted =
  | {
      kind: 'ok';
      say?: Reply[];
      /** Ask this step next although it has an answer, keeping that answer until it is replaced. */
      revisit?: string;
      /** A sub-flow's result that counts as the answer to this frame's step `answered` (history, dependents). */
      answered?: string;
      /** The frame above went back past its first question: go back in this frame too. */
      back?: true;
    }
  /** The answer does not fit: say why and ask again (counts as a miss). */
  | { kind: 'retry'; reason: string }
  /** Not an answer but a request the step served ("send the code again"): ask again, no miss. */
  | { kind: 'stay'; say: Reply[] }
  | Transition;

/** A later step whose answer may no longer fit once this one changes. */
export interface Dependent<D> {
  step: string;
  /** Whether the kept answer still fits; a string says why not, in `words`. Without it, a change clears it. */
  fits?: (data: D, words: Words) => true | string;
}

/** A step of a flow whose data is `D`; `S`, the union of the flow's step ids, makes a wrong id fail to compile. */
export interface Step<D, S = string, X = unknown> {
  id: S;
  /** Short name: the diagram's node and the summary's "change" list. */
  title: string;
  /** When the step applies; `label` is the condition as the diagram shows it. */
  when?: { test(data: D): boolean; label: string };
  filled(data: D): boolean;
  /** Forgets the answer (an answer that no longer fits). */
  clear(data: D): void;
  /** The answer as it stands, compared before and after an answer to see whether it changed. */
  value?(data: D): unknown;
  ask(ctx: StepContext<D, X>): Promise<Ask>;
  accept(ctx: StepContext<D, X>, answer: Answer): Promise<Accepted>;
  /** Steps whose answers depend on this one: checked when it changes. */
  dependents?: Dependent<D>[];
  /** Offered in the summary's "change something" list. */
  editable?: boolean;
  /**
   * A step that answers for several items, one question each (extras per service): forgets the
   * answer of the item answered last before the one asked now (of the last, when all are answered)
   * and says whether there was one. "back" calls it at the question on screen, then at the step it
   * returns to, so it retraces item by item (invariant back-retraces-answered-steps).
   */
  retractLast?(data: D): boolean;
  /** The answer is never echoed back (a one-time code). */
  secret?: boolean;
  /**
   * A typed question whose answer is a value read (a phone number, a code, an amount), never text kept
   * as typed (a name, a note, an address): its reply is read in standard words, as at a question with
   * options ("mi nuh get nuh code", "no m llega"), and the value read from it is recorded (invariant
   * dialect-read-as-standard).
   */
  readsValue?: true;
  /**
   * Typed text the step reads itself before the options' words are (invariant step-reads-its-own-first): a whole request its own
   * reader accounts for ("show me my orders" at the menu, "I'll pick it up at the store" at what to change),
   * which the options' words would read as another option or ask back about. `accept` gets the text, with
   * the option it stands for picked (`option`, shown as the answer), or none. A `guess` is a value read
   * from words that could be misheard ("ana at gmail dot com"): asked back as read, a yes gives it to
   * `accept` as the one value picked, anything else is read afresh. `opens`: the option picked opens
   * another question ("3 bags not 2" at what to change is the bags), which is offered the whole reply and
   * takes it only by its own say (`readsRest` as a function; invariant rest-taken-only-when-certain);
   * `offers`, when only part of the reply is for it ("hold on, 3 bags not 2": "3 bags not 2"). `words`:
   * the conversation's, so a reply reads the same whatever the worker has served before.
   */
  readsFirst?(
    text: string,
    data: D,
    words: Words,
  ): { option?: string; guess?: string; opens?: true; offers?: string } | undefined;
  /**
   * What a reply left for it after answering the question before (invariant rest-taken-only-when-certain)
   * is given to its `accept`, and taken only if accepted. `true`: its reader takes only what it places for
   * certain and refuses the rest (a day said with its time, an amount), and a reply typed here whole is never
   * cut; `'after-yes'`: a typed question asking for what follows a yes to the question before ("yes, the
   * wool sweaters"), given the words after that yes only; a function: a typed question that takes a rest
   * only when it says the rest is for certain its answer alone ("make it 4 bags" at the bags).
   */
  readsRest?: true | 'after-yes' | ((text: string) => boolean);
  /**
   * A typed question's say on whether `text` is its answer whole (invariant rest-taken-only-when-certain):
   * true when the reply speaks of more than the question on screen asks ("no notes for either of those"
   * at the first service's notes), so the rest rule never cuts it for the questions after it.
   */
  readsWhole?(text: string, data: D): boolean;
  /**
   * The longest text (user-perceived characters) its own reader (`readsFirst`) takes whole, past what a
   * turn reads of any other answer (the engine's MAX_READ): a list staff type, the batch's drop of up to
   * every order it lists. Only a text `readsFirst` accounts for is read so far; any other is cut as
   * always (invariant cut-text-answers-nothing).
   */
  readsLong?: number;
  /**
   * A yes-or-no question whose yes, said again by its outcome's words ("yes, and please invoice the
   * business"), leaves that rest to the question after it (invariant rest-taken-only-when-certain).
   * Never after a no, which skips to questions the rest was not said for.
   */
  passesYesRestated?: true;
  /**
   * A question whose option, said with a day and no joining word ("delivery friday 8 to 10"), is cut
   * before the day, the day and what follows it left for the questions after it (invariant
   * rest-taken-only-when-certain): a leg named with its day carries both.
   */
  cutsAtDay?: true;
}

export interface Flow<D = unknown, A = unknown, R = unknown, X = unknown> {
  id: FlowId;
  /** The arguments it is pushed with, when a step pushes it through `push` (checked when it compiles). */
  args?: z.ZodType<A>;
  /** What the flow is for, in the diagram and in help. */
  title: string;
  schema: z.ZodType<D>;
  /**
   * True when the flow acts for a customer: its frames belong to the session's customer (stack.ts),
   * and the registry's prerequisites (`needs`) may ask for a session first.
   */
  needsSession: boolean;
  /**
   * True when the flow places or changes an order: read by the registry's prerequisites (the app's
   * sign-in asks an idle session for a new code first), never by the engine.
   */
  needsFreshSession?: true;
  /** The flow's data when it starts (args come from the transition that started it). */
  init(args: unknown): D;
  steps: Step<D, string, X>[];
  /** Flows a step of this one may push or replace it with; the stack module refuses others. */
  transitions: { push?: FlowId[]; replace?: FlowId[] };
  /** What it hands to the frame below when it ends, for the diagram. */
  result: string;
  /**
   * What it hands down, as a schema: the result is parsed when the flow ends, and the frame below
   * reads it typed with `resultFrom(flow, from, result)` (step-helpers.ts).
   */
  returns?: z.ZodType<R>;
  /**
   * "back" at the flow's first question: end the flow and go back in the frame below ('pop'), or
   * hand over to another flow (sign-up back to sign-in). Without it, back stops at the first question.
   */
  backAtStart?: 'pop' | { replace: FlowId };
  /**
   * A reply's rest that no question asked next took, or a request its first question did not read, kept
   * by the flow for questions it asks later (an order's pickup day said with its address: "la de
   * manhattan, y que pasen el jueves"; "new order, 2 bags of wash and fold, pick up friday from 21st st"):
   * what to say back when kept, and the parts the engine keeps on the frame for the questions they name
   * (`Frame.ahead`); undefined when it keeps nothing (invariant rest-kept-for-its-question).
   */
  keepsAhead?(rest: string, data: D, words: Words): Kept | undefined;
  /** The frame's answer to a result from a flow it pushed. */
  onResult?(ctx: StepContext<D, X>, from: FlowId, result: unknown): Promise<Accepted> | Accepted;
  /** Its option on the menu at the bottom of a customer's conversation (flows/menu.ts). */
  menu?: MenuEntry;
  /** How a channel's entry points (`/laundry <word>`, a button) and typed words reach the flow. */
  openings?: Opening<X>[];
  /** A frame of it anywhere on the stack is work in progress (an order): how the commands treat it. */
  held?: Held<D, X>;
  /** "nevermind" with it on top: hand over to another flow, or 'nothing' (nothing of it can be dropped). */
  nevermind?: { say: (words: Words) => string; replace: FlowId } | 'nothing';
  /** Said when a customer's conversation starts afresh on it (the bottom of the stack). */
  greeting?: string | ((words: Words) => string);
  /** The bottom of a support staff member's conversation: how it finds a customer to act for. */
  staffDesk?: StaffDesk<D, X>;
  /** While it is on top, the conversation is relayed to someone else (a person): see `Relay`. */
  relay?: Relay<D, X>;
  /**
   * Opened by the bot (`byBot`: a staff change's notice) while the person talks to someone else (a relay
   * on top): what is told instead, plainly, nothing pushed, for its question would take their next words
   * from the relay (invariant relay-told-notice-aside); undefined: the relay's question is asked again.
   * `ctx.data` is what the opening's `args` made.
   */
  aside?(ctx: StepContext<D, X>): Promise<Reply[] | undefined>;
}

/**
 * A flow through which the person talks to someone else (a person of the business): while it is on
 * top, what the person types is passed on, never answered by the dialog, and what the other end says
 * (a `relay` input) is said to the person; the other end ends it, or the person with words that
 * `leaves` it, and the question below is asked again.
 */
export interface Relay<D, X = unknown> {
  /** The person's words: passed on (`ctx.notify`), nothing said back. */
  heard(ctx: StepContext<D, X>, text: string): void;
  /** What `from` on the other end says, for the person. */
  said(ctx: StepContext<D, X>, from: string, text: string): Reply[];
  /** `from` ended it: said before the question below is asked again. */
  ended(ctx: StepContext<D, X>, from: string): Reply[];
  /** When something last passed through it (epoch ms), for an idle end (`idleSince`). */
  lastActive(ctx: StepContext<D, X>): number;
  /** Whether what the person typed ends it themselves: never passed on. */
  leaves(text: string): boolean;
  /**
   * A leaving said within a longer message ("great thanks! back to the bot, pickup wednesday"): passed
   * on whole, then it ends, and the `rest` after it is kept for the questions below (`Flow.keepsAhead`).
   */
  leavesWithin?(text: string): { rest: string } | undefined;
  /** The person ended it: the other end is told (`ctx.notify`), and this is said before the question below. */
  left(ctx: StepContext<D, X>): Reply[];
}

/** Work in progress: summary shows it, nevermind drops it, and entry points never drop it. */
export interface Held<D, X = unknown> {
  summary(data: D, deps: StepDeps<X>, words: Words): Reply;
  /** Said whenever the frame is dropped (nevermind, restart, sign out). */
  dropped(data: D, words: Words): Reply[];
  /** Said when nevermind dropped it, before what `dropped` says. */
  nevermind: string | ((data: D, words: Words) => string);
  /** Said to an entry point that would drop it. */
  busy: string | ((words: Words) => string);
  /** Whether a reply wholly drops the work in words ("cancel the order"): read as nevermind at any of its questions. */
  droppedBy?: (text: string) => boolean;
  /**
   * What a reply that drops the work says is wanted instead ("…, quiero cambiar el que hice": "quiero
   * cambiar el que hice"): offered to the question asked after the drop, which takes it only when it reads it.
   */
  meantInstead?: (text: string) => string | undefined;
}

export interface StaffDesk<D, X = unknown> {
  /** The session of the customer the desk acts for, resolved afresh every turn; undefined when it acts for none or it can't be had. */
  actingSession(data: D, deps: StepDeps<X>): Promise<Session | undefined>;
  /** `/laundry staff <query>`: finds the order or customer and opens their flow. */
  lookUp(ctx: StepContext<D, X>, query: string): Promise<Accepted>;
}

/** What a flow keeps of a reply for its later questions: said back, and its parts for the questions they name. */
export interface Kept {
  /** Said before the question on screen; nothing when what is kept is said back only once taken. */
  say?: string;
  parts?: { step: string; said: string }[];
}

/** A flow of any data type: the registry and the diagram hold flows of different slices. */
// biome-ignore lint/suspicious/noExplicitAny: each flow's data type is its own; it is reached through the flow's schema.
export type AnyFlow<X = unknown> = Flow<any, any, any, X>;
