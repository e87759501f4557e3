/**
 * One turn of a conversation, the same for every channel: load the state, step the dialog, and hand
 * back the result with its commit. The turn never calls a channel: whoever runs it (the worker, the
 * terminal chat) delivers the replies and commits, in the order the turn names (`Turn.order`).
 *
 * @invariant replay-returns-stored-replies A turn is named by the channel's message id (Slack event id or action trigger, Twilio MessageSid, a line counter in the terminal); the last few ids and their replies are saved in the state item in the same conditional write, so a redelivered message gets its stored replies back, runs nothing, and costs one read.
 * @invariant conflict-reruns-without-repeating-effects A concurrent writer makes the commit fail; the whole turn then runs again on fresh state (no input lost, none applied twice), and side effects the lost attempt made (a code texted, a customer created, an order sent) are not made again: their results are kept for the re-run.
 * @invariant ordinary-turn-delivers-then-commits An ordinary turn (no side effect: no mutating call, no link changed) is delivered before its commit, and the commit carries the channel's delivery note: one read and one write; a worker that dies before the commit leaves nothing done, and the message runs again as new. Any other turn commits first, then is delivered and its note kept: a worker that dies between the two resends the saved replies when the message comes again, and never re-runs the side effects. Either way a reply is sent twice only when a worker dies between sending it and the note's write, or (an ordinary turn) loses its write to another worker running the same record.
 * @invariant turn-honours-deadline Every call to the laundry service in the turn honours the turn's deadline.
 * @invariant opted-out-runs-nothing A conversation whose person opted out (SMS STOP) runs nothing: the dialog is not stepped, so no text of theirs reaches the laundry service, and the turn returns no replies.
 * @invariant idle-sign-in-asks-again A sign-in unused for `signInIdleMs` (SIGN_IN_IDLE_DAYS) is idle: the dialog asks for a new code before placing or changing an order. Its last use is stamped on the link at most once a day, in the turn's own conditional write (the link goes with the state), never while idle: only a new code makes it fresh.
 * @invariant member-orders-on-company-account A Slack channel member's conversation uses the channel's sign-in (its company account), never one of its own; every other conversation uses its own only. That costs one more read, and only there (see shared-account.ts).
 * @invariant own-sign-in-gone-ends-shares When a conversation's own sign-in is removed or replaced by another customer's, the links it shared are removed too, and each channel is told (invariant ended-share-tells-channel). An ordinary turn reads nothing more for it.
 * @invariant texted-turn-carries-its-phone An SMS turn carries the phone it came from (`phone`, from the message's reply target only: neither the conversation nor its key holds it). The dialog offers to text the code there, and a sign-in keeps it, sealed, with the link: what is sent outside a turn (reminders, staff's notices) goes there. The dialog is told the channel's facts (a phone texting, its words, the prefix of its prompt ids), never the key to read them from.
 * @invariant legacy-opt-out-carried-over A conversation's first turn under its key (no state item) carries over an opt-out recorded under the key older code gave its phone: an opted-out phone stays opted out.
 * @invariant old-seal-resealed A link sealed under an old token key or format is saved again with the state, sealed anew.
 * @invariant kept-reads-per-attempt The service's lists a turn fetched are kept in the state for a few minutes, and the next turns use them (kept-reads.ts); each attempt starts from the loaded state's. A turn that signs someone in or out keeps none.
 */
import type { DialogEngine } from '../dialog/engine';
import type { Notice } from '../dialog/step';
import type { DialogState, Reply, Session } from '../dialog/types';
import { withDeadline } from '../laundry/deadline';
import { settleLater, settlePlaced } from '../orders/settle-placed';
import type { ConversationStore, CustomerLink, LoadedConversation } from '../store/conversation-store';
import { VersionConflictError } from '../store/errors';
import type { PhoneDirectory } from '../store/phone-directory';
import { LANGUAGES, type Language, words } from '../words';
import { keyOf, promptPrefixOf, requestersOf, slackWorkspaceOf, staffMentionOf } from './conversation';
import { TurnConflictError } from './errors';
import { KeptReads } from './kept-reads';
import { legacySmsKey, redactKey, senderPhone } from './key';
import { turnLanguage } from './language';
import { linkChange, ownLinkToSave, replaced, sessionOf, sessionOfLink } from './own-link';
import { endShares, refreshSharedLink, sharedAccountFor } from './shared-account';
import {
  type Answered,
  type StoredState,
  turnPartsOf,
  wasDelivered,
  withAnswered,
  withTurnParts,
} from './state';
import { type SharedWithPorts, settledIn } from './turn-ports';
import {
  plainTurnWording,
  type TurnBot,
  type TurnEvent,
  type TurnRequest,
  type TurnResult,
} from './turn-types';

export { RECENT_TURNS } from './state';
export {
  plainTurnWording,
  type TurnBot,
  type TurnEvent,
  type TurnRequest,
  type TurnResult,
  type TurnWording,
  type TurnWords,
} from './turn-types';

const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * A turn stepped and not yet committed: its result, and in which order its replies and its commit go
 * (invariant ordinary-turn-delivers-then-commits).
 */
export interface Turn {
  result: TurnResult;
  /**
   * `deliver-then-commit`: an ordinary turn; `commit-then-deliver`: one with a side effect, or one that
   * had run before and whose replies were not sent; `nothing-to-deliver`: the person opted out, or the
   * replies were sent before (invariant handled-recorded-once). The channel acts on this and checks neither.
   */
  order: 'deliver-then-commit' | 'commit-then-deliver' | 'nothing-to-deliver';
  /** Saves the turn (a conditional write; throws VersionConflictError), with the channel's delivery note when it was delivered first. */
  commit(note?: unknown): Promise<void>;
  /** After a `commit-then-deliver` turn is delivered: records its replies sent, with the channel's delivery note. */
  delivered(note: unknown): Promise<void>;
}

/** The attempts of one turn: the engine and the side effects they share (invariant conflict-reruns-without-repeating-effects). */
export interface TurnAttempts {
  /** Loads the conversation and steps the dialog: the next attempt. */
  step(): Promise<Turn>;
  /** After a failed commit: returns when the turn may run again; throws TurnConflictError when no attempt is left, and any other error as is. */
  retry(error: unknown): void;
}

/**
 * Begins a turn; see the invariants above.
 * @example const attempts = beginTurn(bot, { conversation, messageId: 'line-3', input: { type: 'text', text: 'hi' } });
 */
export function beginTurn(bot: TurnBot, request: TurnRequest): TurnAttempts {
  const maxAttempts = bot.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const log = bot.log ?? (() => {});
  const key = keyOf(request.conversation);
  const effects = new Map<string, Promise<unknown>>();
  const kept = new KeptReads(() => bot.now().getTime());
  const forPorts: SharedWithPorts = {
    conversation: request.conversation,
    failedSettles: [],
    known: request.orderRecords ?? [],
  };
  const engine = bot.engineFor(effects, request.conversation.kind === 'slack-staff', kept, forPorts);
  let attempt = 0;
  let startedAt = 0;
  let lastConflict: VersionConflictError | undefined;
  const reportAs = (at: number, outcome: TurnEvent['outcome']) =>
    log({ key: redactKey(key), attempt: at, outcome, ms: Math.round(performance.now() - startedAt) });
  return {
    async step() {
      attempt += 1;
      startedAt = performance.now();
      const report = (outcome: TurnEvent['outcome']) => reportAs(attempt, outcome);
      const at = attempt;
      forPorts.failedSettles.length = 0;
      const deps = { engine, effects, kept, forPorts, key, loaded: at === 1 ? request.loaded : undefined };
      const turn = await attemptTurn(bot, deps, request, () => report('state-reset'));
      if (turn.result.redelivered) report('redelivered');
      return {
        ...turn,
        async commit(note) {
          await turn.commit(note);
          if (!turn.result.redelivered) report('saved');
        },
      };
    },
    retry(error) {
      if (!(error instanceof VersionConflictError)) throw error;
      reportAs(attempt, 'conflict');
      lastConflict = error;
      if (attempt >= maxAttempts) throw new TurnConflictError(maxAttempts, { cause: lastConflict });
    },
  };
}

/** A turn's replies and the language they are in. */
export interface TurnSaid {
  replies: Reply[];
  language: Language;
}

/**
 * Runs one message through its conversation with no channel to deliver to (the terminal chat, the
 * tests): step and commit; returns the replies. Throws TurnConflictError when every attempt lost its commit.
 * @example const replies = await runTurn(bot, { conversation: { kind: 'console', user: 'ana' }, messageId: 'line-3', input: { type: 'text', text: 'hi' } });
 */
export async function runTurn(bot: TurnBot, request: TurnRequest): Promise<Reply[]> {
  return (await runTurnSaid(bot, request)).replies;
}

/**
 * `runTurn`, with the language the replies are in: what a channel rendering them says of its own
 * (the terminal's "Now:", a window's fee) is said in it too.
 */
export function runTurnSaid(bot: TurnBot, request: TurnRequest): Promise<TurnSaid> {
  return inTurnTime(bot, request.deadline, async () => {
    const attempts = beginTurn(bot, request);
    for (;;) {
      const turn = await attempts.step();
      try {
        await turn.commit();
        return { replies: turn.result.replies, language: turn.result.language };
      } catch (error) {
        attempts.retry(error);
      }
    }
  });
}

/** Runs `work` within the turn's deadline, on the bot's clock (invariant turn-honours-deadline); no deadline, no limit. */
export function inTurnTime<T>(
  bot: Pick<TurnBot, 'now'>,
  deadline: number | undefined,
  work: () => Promise<T>,
): Promise<T> {
  return deadline === undefined ? work() : withDeadline(deadline, () => bot.now().getTime(), work);
}

/** What one attempt works with: the turn's engine and its side effects so far, a read already made. */
interface AttemptDeps {
  engine: DialogEngine;
  effects: Map<string, Promise<unknown>>;
  kept: KeptReads;
  /** What the turn shares with its dialog's ports (turn-ports.ts). */
  forPorts: SharedWithPorts;
  key: string;
  loaded: LoadedConversation | undefined;
}

/** One attempt: load, guard (opted out, redelivered, no shared account), step; the commit follows. */
async function attemptTurn(
  bot: TurnBot,
  { engine, effects, kept, forPorts, key, loaded: read }: AttemptDeps,
  request: TurnRequest,
  onStateReset: () => void,
): Promise<Turn> {
  const { messageId } = request;
  const workspace = slackWorkspaceOf(request.conversation);
  /** Saves the state with this turn's replies, marked sent when `delivered` (invariant handled-recorded-once); the new version. */
  const save = (
    expectedVersion: number,
    state: StoredState,
    replies: Reply[],
    delivered: boolean,
    link?: CustomerLink | null,
    note?: unknown,
  ) => {
    const answered = { messageId, replies, ...(delivered ? { delivered: true as const } : {}) };
    return saveReplies(bot.store, key, workspace, answered, expectedVersion, state, link, note);
  };
  /** A turn whose replies are sent after its commit: `commit` saves it (the version it wrote), then the mark follows the delivery. */
  const sentAfter = (result: TurnResult, state: StoredState, commit: () => Promise<number>): Turn => {
    let version: number | undefined;
    return {
      result,
      order: 'commit-then-deliver',
      async commit() {
        version = await commit();
      },
      async delivered(note) {
        if (version === undefined) throw new Error('a turn is delivered after its commit');
        const recent = withAnswered(state.recent, { messageId, replies: result.replies, delivered: true });
        try {
          await bot.store.save(key, {
            state: { ...state, recent },
            expectedVersion: version,
            note,
            workspace,
          });
        } catch (error) {
          // The state moved on since the commit: its replies went out, and a later writer owns the item.
          if (!(error instanceof VersionConflictError)) throw error;
        }
      },
    };
  };
  const nothingToDeliver = (result: TurnResult): Turn => ({
    result,
    order: 'nothing-to-deliver',
    commit: async () => {},
    delivered: async () => {},
  });
  const loaded = read ?? (await load(bot.store, key, request));
  // invariant opted-out-runs-nothing: no call to the service, no state written, nothing to send.
  // The turn's parts of the stored state, beside the dialog's (state.ts): written back by every save.
  const parts = turnPartsOf(loaded.state);
  if (loaded.optedOut) return nothingToDeliver({ ...answered(loaded, [], parts.language), optedOut: true });
  const session = sessionOf(loaded, bot.signInIdleMs, bot.now());
  const state = stateOf(engine, loaded, session, parts.usedSharedAccount, onStateReset);
  const keptOrders = parts.orders;
  // The answered messages of a state that cannot be kept are dropped with it.
  const recent = state ? parts.recent : [];
  const asLoaded = (dialog: DialogState) =>
    withTurnParts(dialog, { recent, kept: state ? parts.kept : undefined, orders: keptOrders });
  // invariant first-message-chooses-language: "show the question again" with no conversation shows
  // nothing and starts none, so the person's first words start it, in their language.
  if (!state && request.input.type === 'resume')
    return nothingToDeliver(answered(loaded, [], parts.language));
  const seen = recent.find((turn) => turn.messageId === messageId);
  if (state && seen) {
    const result = { ...answered(loaded, seen.replies as Reply[], parts.language), redelivered: true };
    if (wasDelivered(seen, loaded.note)) return nothingToDeliver(result);
    return sentAfter(result, asLoaded(state), async () => loaded.version);
  }
  kept.start(state ? parts.kept : undefined);
  const language = await turnLanguage({
    stored: parts.language,
    underway: state !== undefined,
    signIn: loaded.link?.language,
    locale: request.locale,
    input: request.input,
    offered: bot.languages ?? LANGUAGES,
  });
  const said = await words(language);
  const turnWords = (request.words ?? plainTurnWording)(said);
  const account = await sharedAccountFor(bot, request.conversation, turnWords, said, request.inChannel);
  if (account && !account.link) {
    // No company account to order on: said, and nothing runs (the DM is where one orders as oneself).
    const notice = account.notice;
    const fresh = asLoaded(state ?? engine.freshState(undefined));
    return sentAfter(answered(loaded, notice, language, account.ended), fresh, () =>
      save(loaded.version, fresh, notice, false),
    );
  }
  // A staff conversation has no sign-in of its own: the engine acts with the customer's.
  const turnSession =
    request.conversation.kind === 'slack-staff'
      ? undefined
      : account?.link
        ? sessionOfLink(account.link)
        : session;
  // invariant placed-order-settled-later: settled here, and only here, before the step.
  const leftToSettle = bot.ledger ? await settlePlaced(bot.ledger, keptOrders) : keptOrders;
  const settled = keptOrders.filter((order) => !leftToSettle.includes(order));
  forPorts.known = settledIn(forPorts.known, settled);
  const outcome = await engine.step({
    ...stepArgs(request, key, loaded, state, turnSession, recent),
    language,
    languages: bot.languages ?? LANGUAGES,
  });
  // The person's language from now on: this turn's, or the one they switched to.
  const keptLanguage = outcome.language ?? language;
  // invariant placed-order-settled-without-its-conversation: also queued, should this conversation never come back.
  await settleLater(bot.deliverAt, forPorts.failedSettles, key, bot.now().getTime());
  const stepped = withTurnParts(outcome.state, {
    // The replies kept showed another customer's work: forgotten (the dialog says so).
    recent: outcome.anotherCustomerBefore ? [] : recent,
    kept: outcome.session === undefined ? kept.toSave() : undefined,
    orders: [...leftToSettle, ...forPorts.failedSettles],
    language: keptLanguage,
  });
  const usedOwn = turnSession === session && session !== undefined && !session.idle;
  const texter = request.phone;
  const signedIn = linkChange(outcome.session, bot.now(), texter, keptLanguage);
  // invariant member-orders-on-company-account: a member's sign-in changes no link of its own.
  if (account?.link) await refreshSharedLink(bot.store, account.key, account.link, signedIn);
  const own = account ? undefined : ownLinkToSave(loaded, signedIn, usedOwn, bot.now(), keptLanguage);
  // Before the commit: once it is saved, a retry of this message runs nothing, and the links must not outlive it.
  const unshared = replaced(loaded.link, own)
    ? await endShares(bot.store, request.conversation, loaded, turnWords, said)
    : [];
  const replies = [...(state ? [] : (account?.notice ?? [])), ...outcome.replies];
  const result = answered(loaded, replies, keptLanguage, [...(outcome.notices ?? []), ...unshared]);
  if (effects.size === 0 && keptOrders.length === 0 && own === undefined && unshared.length === 0) {
    // invariant ordinary-turn-delivers-then-commits: nothing but the state changes.
    return {
      result,
      order: 'deliver-then-commit',
      // Delivered first when a channel hands its delivery note over; run with no channel (runTurn), unmarked.
      commit: async (note) => {
        await save(loaded.version, stepped, replies, note !== undefined, own, note);
      },
      delivered: async () => {},
    };
  }
  return sentAfter(result, stepped, async () => {
    const version = await save(loaded.version, stepped, replies, false, own);
    await rememberPhone(bot.phones, account?.key ?? key, outcome.session);
    return version;
  });
}

/** The conversation, with an opt-out recorded under the key older code gave its phone carried over (invariant legacy-opt-out-carried-over). */
async function load(
  store: ConversationStore,
  key: string,
  request: TurnRequest,
): Promise<LoadedConversation> {
  const loaded = await store.load(key);
  const { conversation } = request;
  if (conversation.kind === 'sms' && request.phone && loaded.version === 0 && !loaded.optedOut) {
    loaded.optedOut = await store.adoptOptOut(legacySmsKey(conversation.businessNumber, request.phone), key);
  }
  return loaded;
}

/** The stored state in this release's shape; undefined for none, or for one that cannot be kept. */
function stateOf(
  engine: DialogEngine,
  loaded: LoadedConversation,
  session: Session | undefined,
  usedSharedAccount: boolean,
  onStateReset: () => void,
): DialogState | undefined {
  if (loaded.state === undefined) return undefined;
  const migrated = engine.load(loaded.state, session?.serviceCustomerId);
  if (!migrated) onStateReset();
  // A state from before invariant member-orders-on-company-account that used a channel's sign-in may hold that account's order: dropped.
  return usedSharedAccount ? undefined : migrated;
}

/** A turn's result that ran (or was refused) now, not a redelivered one; past the opt-out, decided once (invariant opted-out-runs-nothing). */
function answered(
  loaded: LoadedConversation,
  replies: Reply[],
  language: Language | undefined,
  notices: Notice[] = [],
): TurnResult {
  const inLanguage = language ?? 'en';
  return {
    replies,
    redelivered: false,
    deliveryNote: loaded.note,
    optedOut: false,
    notices,
    language: inLanguage,
  };
}

/** What the dialog is told: the conversation, and the facts its channel knows (invariant texted-turn-carries-its-phone). */
function stepArgs(
  request: TurnRequest,
  key: string,
  loaded: LoadedConversation,
  state: DialogState | undefined,
  session: Session | undefined,
  recent: readonly Answered[],
): Parameters<DialogEngine['step']>[0] {
  const staff = staffMentionOf(request.conversation);
  const promptPrefix = promptPrefixOf(request.conversation);
  const texter = request.phone;
  return {
    conversationKey: key,
    requesters: requestersOf(request.conversation),
    state,
    expired: loaded.expired,
    session,
    input: request.input,
    earlierReplies: recent.flatMap((turn) => turn.replies as Reply[]),
    ...(staff ? { staff } : {}),
    ...(texter ? { sender: senderPhone(texter) } : {}),
    // A turn from a phone texting comes with its phone: the phone is the conversation's only one.
    channel: {
      textsFromPhone: texter !== undefined,
      ...(request.dropsNotices ? { deliversNotices: false } : {}),
      ...(request.words ? { wording: request.words } : {}),
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

/** Saves the state with this turn's replies among the recent ones (invariants replay-returns-stored-replies, handled-recorded-once), the link's change, and the channel's delivery note; the new version. */
async function saveReplies(
  store: ConversationStore,
  key: string,
  workspace: string | undefined,
  answered: { messageId: string; replies: Reply[]; delivered?: true },
  expectedVersion: number,
  state: StoredState,
  link?: CustomerLink | null,
  note?: unknown,
): Promise<number> {
  const saved: StoredState = { ...state, recent: withAnswered(state.recent, answered) };
  return store.save(key, {
    state: saved,
    expectedVersion,
    workspace,
    ...(link === undefined ? {} : { link }),
    ...(note === undefined ? {} : { note }),
  });
}
