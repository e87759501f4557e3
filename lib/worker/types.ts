/**
 * The worker's shared types: what it is given (its deps), what a channel adapter does for it, and what
 * its log lines count. Every handler of lib/worker takes these; none re-declares a slice of them.
 */

import type { Conversation, ConversationOf, SlackConversation } from '../conversation/conversation';
import type { TurnBot, TurnResult, TurnWording } from '../conversation/turn';
import type { Batch, BatchDeps, Outcome } from '../orders/batch';
import type { QueueMessage } from '../queue/queue';
import type { StatsRecorder } from '../stats/record';
import type { Batches } from '../store/batches';
import type { BotStats } from '../store/bot-stats';
import type { LoadedConversation } from '../store/conversation-store';
import type { Handoffs, StaffThread } from '../store/handoffs';
import type { MissedStep } from '../store/missed-replies';
import type { OrderLedger } from '../store/order-ledger';
import type { StaffAudit } from '../store/staff-audit';
import type { MessageKey } from '../words';
import type {
  QueuedChannelLink,
  QueuedHome,
  QueuedLinkerLeft,
  QueuedTurn,
  QueuedUninstall,
  QueuedWork,
  ReplyTarget,
  SlackReplyTarget,
  SmsReplyTarget,
} from './work';
import type { Timers } from './working-sign';

/** Queued work as the worker handles it: its conversation read (conversation.ts), once, at the queue. */
export type Received<W extends QueuedWork = QueuedWork> = W extends { kind: 'turn' | 'reminder' | 'notice' }
  ? W & { conversation: Conversation }
  : W;

/** What a channel's intercept decides before a turn (SMS's STOP, HELP, MORE; Slack's staff and membership checks). */
export type Intercepted =
  | { handled: true; reason?: string; event?: WorkerEvent }
  | { handled: false; input?: QueuedTurn['input']; loaded?: LoadedConversation };

/**
 * A channel adapter, typed by the conversations it serves (`C`) and where their replies go (`T`).
 * @example const sms: ChannelAdapter<ConversationOf<'sms'>, SmsReplyTarget> = createSmsWorkerChannel(deps);
 */
export interface ChannelAdapter<C extends Conversation, T extends ReplyTarget> {
  /**
   * Before the turn: a message the channel answers itself is `handled` and never reaches the dialog;
   * `input` replaces the turn's input, and `loaded` is the conversation when the channel read it.
   */
  intercept?(
    conversation: C,
    turn: { messageId: string; input: QueuedTurn['input']; target: T },
  ): Promise<Intercepted>;
  /**
   * Sends a turn's replies to `target` and returns the note to keep on the conversation, or undefined
   * when it sent nothing (invariant ordinary-turn-delivers-then-commits keeps it).
   */
  deliver(
    conversation: C,
    turn: { messageId: string; target: T; working?: unknown },
    result: TurnResult,
  ): Promise<unknown>;
  /**
   * Shows that the bot is working on the person's message, its turn running long (invariant
   * slow-turn-shows-working): the sign `deliver` then replaces with the replies (`turn.working`), or
   * undefined when none was shown. Without it the channel shows nothing extra (SMS).
   */
  working?(conversation: C, target: T): Promise<unknown>;
  /** Removes a sign `working` showed, when the turn delivered nothing. */
  withdrawWorking?(conversation: C, target: T, sign: unknown): Promise<void>;
  /**
   * Where a turn the bot starts on its own (a reminder, staff opening a hand-off) is answered, from the
   * conversation as its turn will have it (`loaded`: read once, by the worker): undefined when the
   * conversation cannot be reached (a phone signed out; a channel's own). Whether the person opted out
   * is the turn's to decide (invariant opted-out-runs-nothing), not the channel's.
   */
  reach(conversation: C, loaded: LoadedConversation): Promise<T | undefined>;
  /** The phone a reply target texts (SMS's): a text's turn is told it. */
  phoneOf?(target: T): string;
  /**
   * Says `text` in a conversation outside any turn of its own (a change staff made, a link ended);
   * `under`: a message `progress` showed, where the channel says it beneath (Slack: in its thread).
   */
  notify(conversation: C, text: string, under?: unknown): Promise<void>;
  /**
   * Says `text` in the conversation as one message kept up to date (staff's batch's progress): `shown`
   * is where it was said last, updated in place; returns where it is now. Without it, a new notice each time.
   */
  progress?(conversation: C, text: string, shown: unknown): Promise<unknown>;
  /** Best effort: the record's last try failed. */
  apologize(conversation: C, target: T): Promise<void>;
  /** How the dialog's replies name this channel's commands, in any language; without them, plain words. */
  words?: TurnWording;
  /**
   * How a turn asks the person's locale, when their channel gives one (Slack's user locale): the turn
   * asks only for a conversation starting afresh (invariant first-message-chooses-language).
   */
  localeOf?(conversation: C, target: T): (() => Promise<string | undefined>) | undefined;
  /**
   * How a turn asks whether a person is in the conversation's channel now, where its channel lists a
   * channel's members (a Slack channel member's conversation): the turn checks a company account's
   * linker with it (invariant linker-gone-ends-link); undefined when it is no channel's.
   */
  inChannelOf?(conversation: C): ((userId: string) => Promise<boolean | undefined>) | undefined;
  /** What it sends on its own waits for decent hours of the person's zone (a phone's texts). */
  keepsDecentHours?: true;
}

export type SlackAdapter = ChannelAdapter<SlackConversation, SlackReplyTarget> & SlackWork;
export type SmsAdapter = ChannelAdapter<ConversationOf<'sms'>, SmsReplyTarget>;

/** Slack's own kinds of work: the App Home tab, a channel's company account link, its linker leaving, an uninstall. */
export interface SlackWork {
  publishHome(work: QueuedHome): Promise<void>;
  manageChannelLink(work: QueuedChannelLink): Promise<void>;
  linkerLeft(work: QueuedLinkerLeft): Promise<void>;
  uninstall(work: QueuedUninstall): Promise<void>;
}

/** The worker's channel adapters, by transport. */
export interface Channels {
  slack?: SlackAdapter;
  sms?: SmsAdapter;
}

/**
 * What a worker line counts, named apart from its words: observability.ts makes the operator's metrics
 * of these alone, so rewording a line never changes a metric. The funnel's two (the dashboard's
 * conversations started, orders started, orders placed) are one line each of the turn that ran, never of a
 * redelivered one: `conversation-started`, its conversation's first turn (or the first after it expired);
 * `order-started`, a turn that opened an order.
 */
export type WorkerEvent =
  | 'turn-done'
  | 'conversation-started'
  | 'order-started'
  | 'turn-failed'
  | 'turn-dead-lettered'
  | 'reminder-done'
  | 'record-dropped'
  | 'staff-refused';

export interface WorkerLine {
  level: 'info' | 'warn' | 'error';
  msg: string;
  /** What the line counts, for metrics; not written with the line. */
  event?: WorkerEvent;
  key?: string;
  messageId?: string;
  receiveCount?: number;
  ms?: number;
  error?: string;
}

/** How the worker keeps a text it sends on its own for decent hours (invariant notice-waits-for-decent-hours). */
export interface DecentHours {
  /** The zone of notices that name none: the business's (TIME_ZONE). */
  timeZone: string;
  /** Puts a message on the queue at `at` (epoch ms), once per deduplication id. */
  deliverAt(message: QueueMessage, at: number): Promise<void>;
}

/** The staff side of hand-offs: a Slack channel's threads today, behind this port. */
export interface StaffThreads {
  /** Says `text` in the staff channel itself, in no thread (the weekly digest); returns the thread under it. */
  postToChannel(text: string): Promise<StaffThread>;
  /**
   * Says `text` in conversation `key`'s open thread, opening one when it has none (`target`: where its
   * customer is answered; `openedBy`: the staff member who opened it, else the customer); returns the thread.
   */
  say(
    conversation: Conversation,
    text: string,
    target: ReplyTarget | undefined,
    how?: { openedBy?: string | undefined; closes?: true | undefined },
  ): Promise<StaffThread | HeldBack>;
  /** Posts `text` in `thread`. */
  post(thread: StaffThread, text: string): Promise<void>;
  /** Who speaks to the customer: the staff member's first name (the business is added by whoever words it). */
  speaker(userId: string): Promise<string>;
}

/** What the staff side would not take (its rate limits): nothing was posted; `tell` is for the customer, said once, in their language. */
export interface HeldBack {
  heldBack: true;
  tell?: MessageKey;
}

export interface HandoffDeps {
  threads: StaffThreads;
  store: Pick<Handoffs, 'find' | 'answered' | 'close'>;
  /** How long a hand-off stays open with nothing said either way (HANDOFF_IDLE_MINUTES), in ms. */
  idleMs: number;
  /** Who hands an idle hand-off back, to the customer. */
  businessName: string;
  /** A line for staff when the last text to the conversation `key`'s phone failed (invariant staff-see-last-text-failed). */
  deliveryProblem?(key: string): Promise<string | undefined>;
}

/** What runs staff's batches (lib/worker/batch.ts). */
export interface BatchWork {
  store: Batches<Batch, Outcome>;
  deps: BatchDeps;
  /** Time between two orders' updates, in ms: the service and Twilio are never flooded. */
  paceMs: number;
  /** Waits `ms` (the machine's timer by default; a test's clock). */
  sleep?: (ms: number) => Promise<void>;
  /** The staff audit trail: the batch's start, each order's outcome, its end. */
  audit: Pick<StaffAudit, 'record'>;
}

export interface WorkerDeps {
  bot: TurnBot;
  channels: Channels;
  /** The queue's maxReceiveCount. */
  maxReceives: number;
  /** Time kept back from the Lambda's remaining time for delivering the replies. */
  deliveryMarginMs?: number;
  log?: (line: WorkerLine) => void;
  /** For reminders and queued settles: the ledger they are checked against and settled in (by order id, or by confirmation for an order still to settle). */
  reminders?: { ledger: Pick<OrderLedger, 'getByOrderId' | 'get' | 'markReminded' | 'settle'> };
  /** Without it, a notice is texted whatever the hour. */
  decentHours?: DecentHours;
  /** Hand-offs to a person (relay.ts); without them, no staff thread opens. */
  handoffs?: HandoffDeps;
  /** What times a long turn's sign that the bot is working (working-sign.ts); the machine's without it. */
  timers?: Timers;
  /** Staff's batches; without it, a queued batch is dropped with a log line. */
  batches?: BatchWork;
  /** Where turns' facts are counted (lib/stats/record.ts), and the weekly digest read; without it, nothing is. */
  stats?: StatsRecorder & {
    stats: Pick<BotStats, 'add' | 'week' | 'claimDigest' | 'releaseDigest'>;
    /** The week from `firstDay` of what customers typed that the bot did not understand; absent: the business keeps none (not opted in). */
    missedWeek?: (firstDay: string) => Promise<MissedStep[]>;
  };
}

/** What a handler is given besides its work: the deps, the log, and the turn's deadline. */
export interface HandlerContext {
  deps: WorkerDeps;
  log: (line: WorkerLine) => void;
  /** The record's receive count (for its log lines). */
  receiveCount: number;
  /** Epoch ms on the bot's clock by which a turn must be done; none outside Lambda. */
  deadline: number | undefined;
}
