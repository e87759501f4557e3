/**
 * What a turn is given and gives back (turn.ts states the invariants they refer to): the bot it runs
 * on, the request a channel makes, and the result it delivers.
 */

import type { DialogEngine } from '../dialog/engine';
import { type ChannelWords, type Notice, plainWording } from '../dialog/step';
import type { DialogInput, Reply } from '../dialog/types';
import type { FlowDeps } from '../flows/deps';
import type { QueueMessage } from '../queue/queue';
import type { ConversationStore, LoadedConversation } from '../store/conversation-store';
import type { LedgerRecord, OrderLedger } from '../store/order-ledger';
import type { PhoneDirectory } from '../store/phone-directory';
import type { Language, Words } from '../words';
import type { Conversation } from './conversation';
import { plainSharedWording, type SharedAccountWords } from './shared-account';
import type { TurnFact } from './turn-facts';

export interface TurnEvent {
  /** Redacted (no phone number). */
  key: string;
  attempt: number;
  outcome: 'saved' | 'conflict' | 'state-reset' | 'redelivered';
  ms: number;
}

/** What a turn needs: the stores, the engine and the dialog's ports, built once per container (`createBot` gives them). */
export interface TurnBot {
  store: ConversationStore;
  /** Where a sign-in's phone is remembered for staff (phone-directory.ts). */
  phones: Pick<PhoneDirectory, 'save'>;
  /** The bot's one clock: the deadline is an instant on it (see clock.ts). */
  now: () => Date;
  /** Where a placed order's ledger record is settled (invariant placed-order-settled-later); without it, none is. */
  ledger?: Pick<OrderLedger, 'settle'>;
  /** Puts a message on the queue later (the reminders' scheduler): a placed order's settle, queued (settle-placed.ts). */
  deliverAt?: ((message: QueueMessage, at: number) => Promise<void>) | undefined;
  /** The dialog engine over the app's flows: every turn steps it with the ports it made of `ports` (turn-ports.ts). */
  engine: DialogEngine<FlowDeps>;
  /**
   * The dialog's ports: a customer's, and staff's (the dispatch credential where a customer's token is
   * refused). A turn wraps them for itself (turn-ports.ts `portsOfTurn`).
   */
  ports: { customer: FlowDeps; staff: FlowDeps };
  /** Attempts in all before TurnConflictError; default 3. */
  maxAttempts?: number;
  /** How long a sign-in may go unused before it is idle (invariant idle-sign-in-asks-again); without it, never. */
  signInIdleMs?: number;
  /** Days a shared link (a channel's company account) lasts (invariant member-orders-on-company-account); unset: no limit. */
  sharedLinkDays?: number;
  log?: (event: TurnEvent) => void;
  /** The languages the business offers, its own first (LANGUAGES); all the bot speaks when absent. */
  languages?: readonly Language[];
}

export interface TurnRequest {
  /** Who is talking, on which channel, as what: built once by the adapter that received the message. */
  conversation: Conversation;
  /**
   * The phone this turn's text came from, E.164 (invariant texted-turn-carries-its-phone): from the
   * message's reply target, never from the conversation or its key.
   */
  phone?: string;
  /** The channel's id of the message this turn answers. */
  messageId: string;
  input: DialogInput;
  /** Epoch ms on the bot's clock by which the turn must be done (a Lambda's remaining time less a margin). */
  deadline?: number;
  /** The conversation as its channel already read it for this message: the first attempt reads no more. */
  loaded?: LoadedConversation;
  /** Ledger records read for this turn already (a reminder's order): the dialog's reads of them are answered from these. */
  orderRecords?: LedgerRecord[];
  /** The channel's words for what it names its own way (its commands), in any language; absent, plain ones. */
  words?: TurnWording;
}

/**
 * The channel a turn is answered on, as the turn sees it: asked at two named stages of the turn, and
 * nowhere else (turn.ts `takeTurn`). Without one (the terminal chat, the tests), nothing is delivered.
 */
export interface TurnChannel {
  /**
   * The person's locale as their channel gives it (like `es-LA`: Slack's `users.info` with
   * `include_locale`). Asked before the turn reads its language, and only for a conversation starting
   * afresh whose first words and sign-in do not decide it (invariant first-message-chooses-language):
   * at most once a new conversation. The turn is handed the answer, a value.
   */
  locale?(): Promise<string | undefined>;
  /**
   * Whether a person is in the conversation's channel now, as its channel lists the members (a Slack
   * channel member's turn): a company account whose linker is gone is ended (shared-account.ts,
   * invariant linker-gone-ends-link).
   */
  inChannel?(userId: string): Promise<boolean | undefined>;
  /** Sends the turn's replies; returns the delivery note to keep, or undefined when it sent nothing. */
  deliver?(result: TurnResult): Promise<unknown>;
}

/** A channel's words: the dialog's, and a shared account's. */
export type TurnWords = ChannelWords & SharedAccountWords;

/** A channel's words in the person's language (`words`'s), as the turn asks them once it knows it. */
export type TurnWording = (words: Words) => TurnWords;

/** The words of a channel that gives none: no command of any channel's. */
export const plainTurnWording: TurnWording = (words) => ({
  ...plainWording(words),
  ...plainSharedWording(words),
});

/** A turn's replies and what a channel needs to deliver them. */
export interface TurnResult {
  replies: Reply[];
  /** The message had been answered before: these are the stored replies, and nothing ran. */
  redelivered: boolean;
  /** The channel's delivery note on the conversation, as loaded by the turn (ConversationStore.saveDeliveryNote). */
  deliveryNote: unknown | undefined;
  /** The person asked for no more messages: the channel sends nothing. */
  optedOut: boolean;
  /**
   * What to tell other conversations (a customer whose order staff changed). Returned once, by the
   * turn that ran: a redelivered message does not repeat them.
   */
  notices: Notice[];
  /** The language the replies are in (the person's from now on): what the channel says of its own is said in it too. */
  language: Language;
  /** What the turn says happened, for the business's counts (turn-facts.ts): none on a redelivered message, nor on one that ran nothing. */
  facts: TurnFact[];
}
