/**
 * What every stage of a turn is handed (turn.ts), and what the stages hand on: values, each stage's
 * output the next one's input. Only `effects` outlives an attempt: it is what makes a re-run repeat no
 * side effect (invariant conflict-reruns-without-repeating-effects).
 */
import type { DialogOutcome } from '../dialog/engine';
import type { DialogState, Session } from '../dialog/types';
import type { OrderToSettle } from '../orders/settle-placed';
import type { LoadedConversation } from '../store/conversation-store';
import type { Language, Words } from '../words';
import type { SharedAccount } from './shared-account';
import type { Answered, turnPartsOf } from './state';
import type { PortsDid } from './turn-ports';
import type { TurnBot, TurnRequest, TurnWords } from './turn-types';

/** One turn, as each of its stages is handed it: fixed for all its attempts. */
export interface TurnContext {
  bot: TurnBot;
  request: TurnRequest;
  /** The conversation's key (conversation.ts `keyOf`), made once for the turn. */
  key: string;
  /** The Slack workspace whose installation the conversation's saves check (conversation.ts `slackWorkspaceOf`). */
  workspace: string | undefined;
  /** The side effects the turn's attempts made, by call (once-per-turn.ts): a re-run gets their results. */
  effects: Map<string, Promise<unknown>>;
}

/** The turn's parts of the stored state (state.ts). */
export type TurnParts = ReturnType<typeof turnPartsOf>;

/** The conversation as the guard let it through: to be read, stepped and committed. */
export interface Opened {
  loaded: LoadedConversation;
  parts: TurnParts;
  /** The conversation's own sign-in as a session (idle when unused too long: invariant idle-sign-in-asks-again). */
  session: Session | undefined;
  /** The dialog's state, kept; undefined when the conversation starts afresh. */
  state: DialogState | undefined;
  /** The messages answered, kept with the state (none when it starts afresh). */
  recent: readonly Answered[];
}

/** What the turn read beside its state: its language and words, and a channel member's shared account. */
export interface TurnRead {
  language: Language;
  said: Words;
  words: TurnWords;
  /** A channel member's company account (shared-account.ts); undefined for any other conversation. */
  account: SharedAccount | undefined;
  /** The session the dialog acts with: the shared account's, the conversation's own, or none (staff's own). */
  session: Session | undefined;
}

/** The settle stage's outcome: the orders kept from earlier turns now settled, and those left to settle. */
export interface Settled {
  settled: OrderToSettle[];
  left: OrderToSettle[];
}

/** The step's outcome: the dialog's, and what its ports did. */
export interface Stepped {
  outcome: DialogOutcome;
  did: PortsDid;
}
