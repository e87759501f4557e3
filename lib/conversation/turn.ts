/**
 * One turn of a conversation, the same for every channel: load the state, step the dialog, save with the
 * loaded version.
 *
 * Rules:
 * 1. A turn is named by the channel's message id (Slack event id or action trigger, Twilio MessageSid, a
 *    line counter in the terminal). The last few ids and their replies are saved in the state item, in the
 *    same conditional write: a redelivered message gets its stored replies back, runs nothing, and costs
 *    one read.
 * 2. A concurrent writer makes the save fail; the whole turn then runs again on fresh state, so no input is
 *    lost and none is applied twice. Side effects already made by the lost attempt (a code texted, a
 *    customer created, an order sent) are not made again: their results are kept for the re-run.
 * 3. A channel that delivers the replies itself (`runTurnFor`'s `deliver`) keeps a note of what it
 *    delivered, so a redelivered message sends nothing twice. An ordinary turn (no side effect: no
 *    mutating call, no link changed) delivers before its save, and the save carries the note: one read
 *    and one write. A worker that dies before that save leaves nothing done, and the message runs again
 *    as new. Any other turn saves first, then delivers and writes the note: a worker that dies between
 *    the two resends the saved replies when the message comes again, and never re-runs the side
 *    effects. Either way a reply is sent twice only when a worker dies between sending it and the
 *    note's write, or (an ordinary turn) loses its write to another worker running the same record.
 * 4. Every call to the laundry service in the turn honours the turn's deadline.
 * 5. A conversation whose person opted out (SMS STOP) runs nothing: the dialog is not stepped, so no
 *    text of theirs reaches the laundry service, and the turn returns no replies.
 * 6. A sign-in unused for `signInIdleMs` (SIGN_IN_IDLE_DAYS) is idle: the dialog asks for a new code
 *    before placing or changing an order. Its last use is stamped on the link at most once a day, in the
 *    turn's own conditional write (the link goes with the state), never while idle: only a new code
 *    makes it fresh.
 * 7. A Slack channel member's conversation (conversation-key.ts `slackMemberKey`) uses the channel's
 *    sign-in (its company account), never one of its own; every other conversation uses its own only.
 *    That costs one more read, and only there (shared-account.ts has the rules of such accounts).
 * 8. When a conversation's own sign-in is removed or replaced by another customer's, the links it
 *    shared are removed too, and each channel is told (shared-account.ts rule 3). An ordinary turn
 *    reads nothing more for it.
 * 9. An SMS turn carries the phone it came from (`sender`, from the message body only: the key names
 *    it by fingerprint). The dialog offers to text the code there, and a sign-in keeps it, sealed,
 *    with the link: what is sent outside a turn (reminders, staff's notices) goes there. The dialog
 *    is told the channel's facts (a phone texting, its words, the prefix of its prompt ids), never
 *    the key to read them from.
 * 10. A conversation's first turn under its key (no state item) carries over an opt-out recorded under
 *    the key older code gave it (`legacyKey`): an opted-out phone stays opted out.
 * 11. A link sealed under an old token key or format is saved again with the state, sealed anew.
 * 12. The service's lists a turn fetched are kept in the state for a few minutes, and the next turns
 *    use them (kept-reads.ts); each attempt starts from the loaded state's. A turn that signs someone
 *    in or out keeps none.
 */

import type { DialogEngine } from '../dialog/engine';
import type { Notice } from '../dialog/step';
import type { DialogState, Reply, Session } from '../dialog/types';
import { withDeadline } from '../laundry/deadline';
import type { ConversationStore, CustomerLink, LoadedConversation } from '../store/conversation-store';
import { VersionConflictError } from '../store/errors';
import type { PhoneDirectory } from '../store/phone-directory';
import { TurnConflictError } from './errors';
import { KeptReads } from './kept-reads';
import { redactKey, senderPhone, staffOf } from './key';
import { linkChange, ownLinkToSave, replaced, sessionOf, sessionOfLink } from './own-link';
import { promptPrefixOf } from './prompt-id';
import { endShares, PLAIN_SHARED_WORDS, refreshSharedLink, sharedAccountFor } from './shared-account';
import type { TurnBot, TurnEvent, TurnRequest, TurnResult } from './turn-types';

export type { TurnBot, TurnEvent, TurnRequest, TurnResult, TurnWords } from './turn-types';

/** How many answered message ids a conversation remembers. */
export const RECENT_TURNS = 5;
const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * Runs one message through its conversation and returns the replies; see the rules above. Throws
 * TurnConflictError when every attempt lost its save.
 * @example const replies = await runTurn(bot, { key: consoleKey('ana'), messageId: 'line-3', input: { type: 'text', text: 'hi' } });
 */
export async function runTurn(bot: TurnBot, request: TurnRequest): Promise<Reply[]> {
  return (await runTurnFor(bot, request)).replies;
}

/**
 * Delivers a turn's replies (their `note` is the channel's, as loaded) and returns the note to keep, or
 * undefined when it sent nothing (they had been delivered before, or the person opted out).
 */
export type DeliverTurn = (result: TurnResult) => Promise<unknown>;

/**
 * `runTurn` for a channel that delivers the replies itself, through `deliver` (rule 3): it also learns
 * whether they were stored ones, and gets its note on the conversation from the same read.
 * @example const { notices } = await runTurnFor(bot, { key, messageId: eventId, input }, (result) => post(result));
 */
export async function runTurnFor(
  bot: TurnBot,
  request: TurnRequest,
  deliver?: DeliverTurn,
): Promise<TurnResult> {
  const run = async () => {
    const { result, delivered } = await attempts(bot, request, deliver);
    if (deliver && !delivered) {
      const note = await deliver(result);
      if (note !== undefined) await bot.store.saveNote(request.key, note);
    }
    return result;
  };
  return request.deadline === undefined
    ? run()
    : withDeadline(request.deadline, () => bot.now().getTime(), run);
}

/** A turn's result, and whether its replies were delivered before its save (rule 3). */
interface Attempted {
  result: TurnResult;
  delivered: boolean;
}

async function attempts(bot: TurnBot, request: TurnRequest, deliver?: DeliverTurn): Promise<Attempted> {
  const maxAttempts = bot.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const log = bot.log ?? (() => {});
  const effects = new Map<string, Promise<unknown>>();
  const kept = new KeptReads(() => bot.now().getTime());
  const engine = bot.engineFor(effects, staffOf(request.key) !== undefined, kept);
  let lastConflict: VersionConflictError | undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const startedAt = performance.now();
    const report = (outcome: TurnEvent['outcome']) =>
      log({ key: redactKey(request.key), attempt, outcome, ms: Math.round(performance.now() - startedAt) });
    try {
      const turn = { engine, effects, kept, deliver, loaded: attempt === 1 ? request.loaded : undefined };
      const attempted = await attemptTurn(bot, turn, request, () => report('state-reset'));
      report(attempted.result.redelivered ? 'redelivered' : 'saved');
      return attempted;
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      report('conflict');
      lastConflict = error;
    }
  }
  throw new TurnConflictError(maxAttempts, { cause: lastConflict });
}

/** What one attempt works with: the turn's engine and its side effects so far, its delivery, a read already made. */
interface AttemptDeps {
  engine: DialogEngine;
  effects: Map<string, Promise<unknown>>;
  kept: KeptReads;
  deliver: DeliverTurn | undefined;
  loaded: LoadedConversation | undefined;
}

/** One attempt: load, guard (opted out, redelivered, no shared account), step, save, then what follows the save. */
async function attemptTurn(
  bot: TurnBot,
  { engine, effects, kept, deliver, loaded: read }: AttemptDeps,
  request: TurnRequest,
  onStateReset: () => void,
): Promise<Attempted> {
  const saved = (result: TurnResult): Attempted => ({ result, delivered: false });
  const loaded = read ?? (await load(bot.store, request));
  // An opted-out phone's text runs nothing: no call to the service, no state written, nothing to send.
  if (loaded.optedOut) return saved({ ...answered(loaded, []), optedOut: true });
  const session = sessionOf(loaded, bot.signInIdleMs, bot.now());
  const state = stateOf(engine, loaded, session, onStateReset);
  const seen = state?.recent.find((turn) => turn.messageId === request.messageId);
  if (seen) return saved({ ...answered(loaded, seen.replies as Reply[]), redelivered: true });
  kept.start(state?.kept);
  const account = await sharedAccountFor(bot, request.key, request.words ?? PLAIN_SHARED_WORDS);
  if (account && !account.link) {
    // No company account to order on: said, and nothing runs (the DM is where one orders as oneself).
    await saveReplies(
      bot.store,
      request,
      loaded.version,
      state ?? engine.freshState(undefined),
      account.notice,
    );
    return saved(answered(loaded, account.notice));
  }
  // A staff conversation has no sign-in of its own: the engine acts with the customer's.
  const turnSession = staffOf(request.key)
    ? undefined
    : account?.link
      ? sessionOfLink(account.link)
      : session;
  const outcome = await engine.step(stepArgs(request, loaded, state, turnSession));
  outcome.state = { ...outcome.state, kept: outcome.session === undefined ? kept.toSave() : undefined };
  const usedOwn = turnSession === session && session !== undefined && !session.idle;
  const signedIn = linkChange(outcome.session, bot.now(), request.sender);
  // Rule 7: a member's sign-in changes no link of its own; the same customer's refreshes the shared one.
  if (account?.link) await refreshSharedLink(bot.store, account.key, account.link, signedIn);
  const own = account ? undefined : ownLinkToSave(loaded, signedIn, usedOwn, bot.now());
  // Before the save: once it is saved, a retry of this message runs nothing, and the links must not outlive it.
  const unshared = replaced(loaded.link, own)
    ? await endShares(bot.store, request.key, loaded, request.words ?? PLAIN_SHARED_WORDS)
    : [];
  const replies = [...(state ? [] : (account?.notice ?? [])), ...outcome.replies];
  const result = answered(loaded, replies, [...(outcome.notices ?? []), ...unshared]);
  // Rule 3: nothing but the state changes, so the replies go out first and the save keeps their note.
  const ordinary = effects.size === 0 && own === undefined && unshared.length === 0;
  if (deliver && ordinary) {
    const note = await deliver(result);
    await saveReplies(bot.store, request, loaded.version, outcome.state, replies, own, note);
    return { result, delivered: true };
  }
  await saveReplies(bot.store, request, loaded.version, outcome.state, replies, own);
  await rememberPhone(bot.phones, account?.key ?? request.key, outcome.session);
  return saved(result);
}

/** The conversation, with an opt-out recorded under the key older code gave it carried over (rule 10). */
async function load(store: ConversationStore, request: TurnRequest): Promise<LoadedConversation> {
  const loaded = await store.load(request.key);
  if (request.legacyKey && loaded.version === 0 && !loaded.optedOut) {
    loaded.optedOut = await store.adoptOptOut(request.legacyKey, request.key);
  }
  return loaded;
}

/** The stored state in this release's shape; undefined for none, or for one that cannot be kept. */
function stateOf(
  engine: DialogEngine,
  loaded: LoadedConversation,
  session: Session | undefined,
  onStateReset: () => void,
): DialogState | undefined {
  if (loaded.state === undefined) return undefined;
  const migrated = engine.load(loaded.state, session?.serviceCustomerId);
  if (!migrated) onStateReset();
  // A state from before rule 7 that used a channel's sign-in may hold that account's order: dropped.
  return migrated?.account === undefined ? migrated : undefined;
}

/** A turn's result that ran (or was refused) now, not a redelivered one. */
function answered(loaded: LoadedConversation, replies: Reply[], notices: Notice[] = []): TurnResult {
  return { replies, redelivered: false, note: loaded.note, optedOut: loaded.optedOut, notices };
}

/** What the dialog is told: the conversation, and the facts its channel knows (rule 9). */
function stepArgs(
  request: TurnRequest,
  loaded: LoadedConversation,
  state: DialogState | undefined,
  session: Session | undefined,
): Parameters<DialogEngine['step']>[0] {
  const staff = staffOf(request.key);
  const promptPrefix = promptPrefixOf(request.key);
  return {
    conversationKey: request.key,
    state,
    expired: loaded.expired,
    session,
    input: request.input,
    ...(staff ? { staff } : {}),
    ...(request.sender ? { sender: senderPhone(request.sender) } : {}),
    // A turn from a phone texting comes with its sender (rule 9): the phone is the conversation's only one.
    channel: {
      textsFromPhone: request.sender !== undefined,
      ...(request.dropsNotices ? { deliversNotices: false } : {}),
      ...(request.words ? { words: request.words } : {}),
      ...(promptPrefix ? { promptPrefix } : {}),
    },
  };
}

/** Only on a sign-in: staff can then find the customer by phone. */
async function rememberPhone(
  phones: Pick<PhoneDirectory, 'save'>,
  key: string,
  session: Session | null | undefined,
): Promise<void> {
  if (!session?.phoneNumber) return;
  await phones.save(session.phoneNumber, { serviceCustomerId: session.serviceCustomerId, key });
}

/** Saves the state with this turn's replies among the recent ones (rule 1), the link's change, and the channel's note. */
async function saveReplies(
  store: ConversationStore,
  request: TurnRequest,
  expectedVersion: number,
  state: DialogState,
  replies: Reply[],
  link?: CustomerLink | null,
  note?: unknown,
): Promise<void> {
  const saved: DialogState = {
    ...state,
    recent: [...state.recent, { messageId: request.messageId, replies }].slice(-RECENT_TURNS),
  };
  await store.save(request.key, {
    state: saved,
    expectedVersion,
    ...(link === undefined ? {} : { link }),
    ...(note === undefined ? {} : { note }),
  });
}
