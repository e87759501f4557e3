/**
 * A turn's first two stages: load the conversation, and guard the turn with what was loaded: whether it
 * runs at all (the person opted out, nothing to resume, the message answered before), decided once
 * here, with no I/O.
 */
import type { DialogState } from '../dialog/types';
import type { LoadedConversation } from '../store/conversation-store';
import { legacySmsKey } from './key';
import { sessionOf } from './own-link';
import { turnPartsOf } from './state';
import { answered, type CommitPlan, nothingToDeliver, redeliveredPlan } from './turn-commit';
import type { Opened, TurnContext } from './turn-context';

/**
 * The load: the conversation as its channel read it for this message (the first attempt only), else
 * read now, with an opt-out recorded under the key older code gave its phone carried over (invariant
 * legacy-opt-out-carried-over).
 */
export async function load(turn: TurnContext, attempt: number): Promise<LoadedConversation> {
  const { bot, request, key } = turn;
  if (attempt === 1 && request.loaded) return request.loaded;
  const loaded = await bot.store.load(key);
  const { conversation, phone } = request;
  if (conversation.kind === 'sms' && phone && loaded.version === 0 && !loaded.optedOut) {
    loaded.optedOut = await bot.store.adoptOptOut(legacySmsKey(conversation.businessNumber, phone), key);
  }
  return loaded;
}

/** The guard's verdict: the turn stops with a plan, or goes on with the conversation opened. */
export type Guarded = ({ stop: CommitPlan } | { opened: Opened }) & {
  /** A stored state that could not be kept was dropped (the turn's log says so). */
  stateReset: boolean;
};

/**
 * The guard: the opt-out (invariant opted-out-runs-nothing), the dialog's state kept or dropped, a
 * "show the question again" with no conversation, and a message answered before (invariant
 * replay-returns-stored-replies).
 * @example const guarded = guard(turn, await load(turn, 1)); if ('stop' in guarded) return guarded.stop;
 */
export function guard(turn: TurnContext, loaded: LoadedConversation): Guarded {
  const { bot, request } = turn;
  const parts = turnPartsOf(loaded.state);
  // invariant opted-out-runs-nothing: no call to the service, no state written, nothing to send.
  if (loaded.optedOut) {
    const result = { ...answered(loaded, [], parts.language), optedOut: true };
    return { stop: nothingToDeliver(result), stateReset: false };
  }
  const session = sessionOf(loaded, bot.signInIdleMs, bot.now());
  const migrated =
    loaded.state === undefined ? undefined : bot.engine.load(loaded.state, session?.serviceCustomerId);
  const stateReset = loaded.state !== undefined && migrated === undefined;
  // A state from before invariant member-orders-on-company-account that used a channel's sign-in may hold that account's order: dropped.
  const state: DialogState | undefined = parts.usedSharedAccount ? undefined : migrated;
  // The answered messages of a state that cannot be kept are dropped with it.
  const opened: Opened = { loaded, parts, session, state, recent: state ? parts.recent : [] };
  // invariant first-message-chooses-language: "show the question again" with no conversation shows
  // nothing and starts none, so the person's first words start it, in their language.
  if (!state && request.input.type === 'resume')
    return { stop: nothingToDeliver(answered(loaded, [], parts.language)), stateReset };
  const seen = state && opened.recent.find((one) => one.messageId === request.messageId);
  if (state && seen) return { stop: redeliveredPlan(opened, state, seen), stateReset };
  return { opened, stateReset };
}
