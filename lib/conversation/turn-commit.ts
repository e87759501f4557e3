/**
 * A turn's commit: planned as a value from what the turn loaded, read and stepped (`planCommit`, no
 * I/O), then written (`commit`), and for a turn committed before its delivery, its replies recorded
 * sent once delivered (`recordDelivered`). The plan names the order of delivery and commit (invariant
 * ordinary-turn-delivers-then-commits); the turn's first function follows it (turn.ts).
 */
import type { Notice } from '../dialog/step';
import { askedAtOf } from '../dialog/typed-before';
import type { DialogState, PromptState, Reply, Session } from '../dialog/types';
import { type OrderToSettle, settleLater } from '../orders/settle-placed';
import type { CustomerLink, LoadedConversation } from '../store/conversation-store';
import { VersionConflictError } from '../store/errors';
import type { Language, Words } from '../words';
import { linkChange, ownLinkToSave, replaced } from './own-link';
import { endShares, refreshedShare, type SharedAccountWords } from './shared-account';
import { type Answered, type StoredState, wasDelivered, withAnswered, withTurnParts } from './state';
import type { Opened, Settled, Stepped, TurnContext, TurnRead } from './turn-context';
import { turnFacts } from './turn-facts';
import type { TurnResult } from './turn-types';

/** Written with the state, before it (outside the state item): what makes the step's outcome hold elsewhere. */
export interface BeforeSave {
  /** Placed orders whose PLACED write failed: a settle queued for each (invariant placed-order-settled-without-its-conversation). */
  unsettled: OrderToSettle[];
  /** The channel's company account link, refreshed by its customer's sign-in (invariant same-customer-refreshes-share). */
  sharedLink?: { key: string; link: CustomerLink };
  /** The own sign-in was replaced: the links it shared are ended, each channel told (invariant ended-share-tells-channel). */
  endShares?: { loaded: LoadedConversation; words: SharedAccountWords; said: Words };
}

/** The conditional write of the conversation's state with this turn's answer among its `recent` ones. */
export interface PlannedSave {
  /** The state this turn's answer is added to. */
  state: StoredState;
  /** The version loaded: a concurrent writer fails the write (VersionConflictError). */
  expectedVersion: number;
  /** The conversation's own link, saved with the state (a sign-in, a sign-out: null, its use stamped); undefined: unchanged. */
  link?: CustomerLink | null;
  /** The answer was saved before (a redelivered message not yet sent): the commit writes nothing. */
  written?: true;
  before?: BeforeSave;
  /** After the write, on a sign-in with a phone: where staff find the customer (phone-directory.ts). */
  remember?: { phoneNumber: string; serviceCustomerId: number; key: string };
}

/**
 * The plan: the result to deliver, and in which order its replies and its commit go.
 * `deliver-then-commit`: an ordinary turn; `commit-then-deliver`: one with a side effect, or one that
 * had run before and whose replies were not sent; `nothing-to-deliver`: the person opted out, or the
 * replies were sent before (invariant handled-recorded-once). The channel acts on this and checks neither.
 */
export type CommitPlan =
  | { order: 'nothing-to-deliver'; result: TurnResult }
  | { order: 'deliver-then-commit' | 'commit-then-deliver'; result: TurnResult; save: PlannedSave };

/** A plan with something to write. */
export type Committing = Extract<CommitPlan, { save: PlannedSave }>;

/**
 * The plan of a stepped turn (invariant ordinary-turn-delivers-then-commits): an ordinary turn (nothing
 * but the state changes) is delivered first; any other is committed first.
 * @example const plan = planCommit(turn, opened, read, settled, stepped); // plan.order
 */
export function planCommit(
  turn: TurnContext,
  opened: Opened,
  read: TurnRead,
  settled: Settled,
  { outcome, did }: Stepped,
): CommitPlan {
  const { loaded } = opened;
  const now = turn.bot.now();
  // The person's language from now on: this turn's, or the one they switched to.
  const language = outcome.language ?? read.language;
  const state = withTurnParts(sentAt(outcome.state, opened.state?.prompt, now), {
    // The replies kept showed another customer's work: forgotten (the dialog says so).
    recent: outcome.anotherCustomerBefore ? [] : opened.recent,
    kept: outcome.session === undefined ? did.kept : undefined,
    orders: [...settled.left, ...did.unsettled],
    language,
  });
  const signedIn = linkChange(outcome.session, now, turn.request.phone, language);
  const usedOwn = read.session === opened.session && opened.session !== undefined && !opened.session.idle;
  // invariant member-orders-on-company-account: a member's sign-in changes no link of its own.
  const link = read.account ? undefined : ownLinkToSave(loaded, signedIn, usedOwn, now, language);
  const replies = [...(opened.state ? [] : (read.account?.notice ?? [])), ...outcome.replies];
  const facts = turnFacts({
    conversation: turn.request.conversation,
    input: turn.request.input,
    before: opened.state,
    after: outcome.state,
    dialog: outcome.facts ?? [],
  });
  const result = { ...answered(loaded, replies, language, outcome.notices ?? []), facts };
  const before = beforeSave(opened, read, did.unsettled, signedIn, link);
  const save: PlannedSave = {
    state,
    expectedVersion: loaded.version,
    ...(link === undefined ? {} : { link }),
  };
  if (!did.sideEffects && opened.parts.orders.length === 0 && link === undefined && !before)
    return { order: 'deliver-then-commit', result, save };
  const remember = rememberedPhone(outcome.session, read.account?.key ?? turn.key);
  return {
    order: 'commit-then-deliver',
    result,
    save: { ...save, ...(before ? { before } : {}), ...(remember ? { remember } : {}) },
  };
}

/** Only on a sign-in with a phone: staff can then find the customer by it. */
function rememberedPhone(session: Session | null | undefined, key: string): PlannedSave['remember'] {
  if (!session?.phoneNumber) return undefined;
  return { phoneNumber: session.phoneNumber, serviceCustomerId: session.serviceCustomerId, key };
}

/** What is written outside the state item before it; undefined for nothing. */
function beforeSave(
  opened: Opened,
  read: TurnRead,
  unsettled: OrderToSettle[],
  signedIn: CustomerLink | null | undefined,
  link: CustomerLink | null | undefined,
): BeforeSave | undefined {
  const account = read.account;
  const refreshed = account?.link && refreshedShare(account.link, signedIn);
  // Before the commit: once it is saved, a retry of this message runs nothing, and the links must not outlive it.
  const ends = replaced(opened.loaded.link, link);
  if (unsettled.length === 0 && !refreshed && !ends) return undefined;
  return {
    unsettled,
    ...(account && refreshed ? { sharedLink: { key: account.key, link: refreshed } } : {}),
    ...(ends ? { endShares: { loaded: opened.loaded, words: read.words, said: read.said } } : {}),
  };
}

/**
 * The plan of a message answered before: nothing to deliver when its replies went out, else they are
 * sent again and recorded sent (its state was saved then: nothing is written before).
 */
export function redeliveredPlan(opened: Opened, state: DialogState, seen: Answered): CommitPlan {
  const { loaded, parts } = opened;
  const result = { ...answered(loaded, seen.replies as Reply[], parts.language), redelivered: true };
  if (wasDelivered(seen, loaded.note)) return { order: 'nothing-to-deliver', result };
  const save = {
    state: asLoaded(opened, state, parts.language),
    expectedVersion: loaded.version,
    written: true as const,
  };
  return { order: 'commit-then-deliver', result, save };
}

/** A channel member with no company account to order on: told so, and nothing runs (the DM is where one orders as oneself). */
export function refusedPlan(
  turn: TurnContext,
  opened: Opened,
  read: TurnRead,
  notice: Reply[],
  notices: Notice[] = [],
): CommitPlan {
  const fresh = asLoaded(opened, opened.state ?? turn.bot.engine.freshState(undefined), read.language);
  const result = answered(opened.loaded, notice, read.language, notices);
  return {
    order: 'commit-then-deliver',
    result,
    save: { state: fresh, expectedVersion: opened.loaded.version },
  };
}

/** A plan that sends and writes nothing. */
export function nothingToDeliver(result: TurnResult): CommitPlan {
  return { order: 'nothing-to-deliver', result };
}

/**
 * The loaded state's turn parts beside `dialog`, in `language` (invariant
 * stored-state-without-language-is-english: a write without it would turn the conversation English).
 */
function asLoaded(opened: Opened, dialog: DialogState, language: Language | undefined): StoredState {
  const { parts, state, recent } = opened;
  const kept = state ? parts.kept : undefined;
  return withTurnParts(dialog, { recent, kept, orders: parts.orders, ...(language ? { language } : {}) });
}

/** A turn's result that ran (or was refused) now, not a redelivered one; past the opt-out, decided once (invariant opted-out-runs-nothing). */
export function answered(
  loaded: LoadedConversation,
  replies: Reply[],
  language: Language | undefined,
  notices: Notice[] = [],
): TurnResult {
  return {
    replies,
    redelivered: false,
    deliveryNote: loaded.note,
    optedOut: false,
    notices,
    language: language ?? 'en',
    facts: [],
  };
}

/** What a commit wrote: the version, and the notices of the shares it ended. */
export interface Committed {
  /** The state item's version after it (the version loaded, when the answer was written before). */
  version: number;
  notices: Notice[];
}

/**
 * The commit: what goes outside the state item first, then the state with this turn's answer (a
 * conditional write: VersionConflictError), marked sent when the channel's delivery note is handed
 * over (delivered first: invariant handled-recorded-once); then a sign-in's phone, for staff.
 */
export async function commit(turn: TurnContext, plan: Committing, note?: unknown): Promise<Committed> {
  const { save } = plan;
  if (save.written) return { version: save.expectedVersion, notices: [] };
  const notices = save.before ? await writeBefore(turn, save.before) : [];
  const delivered = note !== undefined ? { delivered: true as const } : {};
  const answer = { messageId: turn.request.messageId, replies: plan.result.replies, ...delivered };
  const version = await turn.bot.store.save(turn.key, {
    state: { ...save.state, recent: withAnswered(save.state.recent, answer) },
    expectedVersion: save.expectedVersion,
    workspace: turn.workspace,
    ...(save.link === undefined ? {} : { link: save.link }),
    ...(note === undefined ? {} : { note }),
  });
  const { remember } = save;
  if (remember) {
    const { phoneNumber, serviceCustomerId, key } = remember;
    await turn.bot.phones.save(phoneNumber, { serviceCustomerId, key });
  }
  return { version, notices };
}

/** What is written before the state: the settles queued, the shared link refreshed, the shares ended (their notices). */
async function writeBefore(turn: TurnContext, before: BeforeSave): Promise<Notice[]> {
  const { bot, key } = turn;
  // invariant placed-order-settled-without-its-conversation: also queued, should this conversation never come back.
  await settleLater(bot.deliverAt, before.unsettled, key, bot.now().getTime());
  if (before.sharedLink) await bot.store.saveLink(before.sharedLink.key, before.sharedLink.link);
  const ending = before.endShares;
  if (!ending) return [];
  return endShares(bot.store, turn.request.conversation, ending.loaded, ending.words, ending.said);
}

/** After a turn committed first was delivered: its replies recorded sent, with the channel's delivery note. */
export async function recordDelivered(
  turn: TurnContext,
  plan: Committing,
  version: number,
  note: unknown,
): Promise<void> {
  const { state } = plan.save;
  const answer = {
    messageId: turn.request.messageId,
    replies: plan.result.replies,
    delivered: true as const,
  };
  try {
    await turn.bot.store.save(turn.key, {
      state: { ...state, recent: withAnswered(state.recent, answer) },
      expectedVersion: version,
      note,
      workspace: turn.workspace,
    });
  } catch (error) {
    // The state moved on since the commit: its replies went out, and a later writer owns the item.
    if (!(error instanceof VersionConflictError)) throw error;
  }
}

/**
 * The state with the question on screen's time of sending: now, at the commit, unless it is the question
 * the turn before sent, unchanged (invariant reply-before-question-not-its-answer).
 */
function sentAt(state: DialogState, before: PromptState | undefined, now: Date): DialogState {
  const askedAt = askedAtOf(before, state.prompt, now.getTime());
  if (!state.prompt || askedAt === state.prompt.askedAt) return state;
  const { askedAt: _was, ...prompt } = state.prompt;
  return { ...state, prompt: askedAt === undefined ? prompt : { ...prompt, askedAt } };
}
