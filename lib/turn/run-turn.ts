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
 * 3. Replies are saved before they are returned, so a worker that dies after saving resends them when the
 *    message comes again.
 * 4. Every call to the laundry service in the turn honours the turn's deadline.
 * 5. A conversation whose person opted out (SMS STOP) runs nothing: the dialog is not stepped, so no
 *    text of theirs reaches the laundry service, and the turn returns no replies.
 * 6. A sign-in unused for `signInIdleMs` (SIGN_IN_IDLE_DAYS) is idle: the dialog asks for a new code
 *    before placing or changing an order. Its last use is stamped on the link at most once a day, in the
 *    turn's own conditional write (the link goes with the state), never while idle: only a new code
 *    makes it fresh.
 * 7. A Slack channel member's conversation (conversation-key.ts `slackMemberKey`) uses the channel's
 *    sign-in (its company account), never one of its own; every other conversation uses its own only.
 *    That costs one more read, and only there. A link older than `sharedLinkDays` is as good as none,
 *    and so is a missing one: the member is told, and nothing else runs. A fresh sign-in of the same
 *    customer there refreshes the shared link's token (not its age); any other sign-in or sign-out
 *    there changes no link.
 * 8. When a conversation's own sign-in is removed or replaced by another customer's, the links it
 *    shared (the channels its person linked, listed by the turn's one read) are removed too, and each
 *    channel is told. An ordinary turn reads nothing more for it.
 * 9. An SMS turn carries the phone it came from (`sender`, from the message body only: the key names
 *    it by fingerprint). The dialog offers to text the code there, and a sign-in keeps it, sealed,
 *    with the link: what is sent outside a turn (reminders, staff's notices) goes there.
 * 10. A conversation's first turn under its key (no state item) carries over an opt-out recorded under
 *    the key older code gave it (`legacyKey`): an opted-out phone stays opted out.
 * 11. A link sealed under an old token key or format is saved again with the state, sealed anew.
 */
import { memberOf, redactKey, senderPhone, sharedAccountOf, staffOf, userOf } from '../conversation-key';
import type { DialogDeps } from '../dialog/deps';
import { type DialogEngine, freshState } from '../dialog/engine';
import { migrateState } from '../dialog/migrate';
import { channelPromptPrefix } from '../dialog/prompt-id';
import type { Notice } from '../dialog/step';
import type { DialogInput, DialogState, Reply, Session } from '../dialog/types';
import { withDeadline } from '../laundry/deadline';
import { LAUNDRY_MUTATING } from '../laundry/port';
import type { ConversationStore, CustomerLink, LoadedConversation } from '../store/conversation-store';
import { VersionConflictError } from '../store/errors';
import { LEDGER_MUTATING } from '../store/order-ledger';
import { SIGN_IN_MUTATING } from '../store/sign-in-attempts';
import { TurnConflictError } from './errors';

export interface TurnEvent {
  /** Redacted (no phone number). */
  key: string;
  attempt: number;
  outcome: 'saved' | 'conflict' | 'state-reset' | 'redelivered';
  ms: number;
}

/** What a turn needs: the store, and an engine for a turn's effects (`createBot` gives both). */
export interface TurnBot {
  store: ConversationStore;
  /** The bot's one clock: the deadline is an instant on it (see clock.ts). */
  now: () => Date;
  /** The engine whose side effects are made at most once under `effects` (see rule 2); `staff` for staff's. */
  engineFor(effects: Map<string, Promise<unknown>>, staff?: boolean): DialogEngine;
  /** Attempts in all before TurnConflictError; default 3. */
  maxAttempts?: number;
  /** How long a sign-in may go unused before it is idle (rule 6); without it, never. */
  signInIdleMs?: number;
  /** Days a shared link (a channel's company account) lasts (rule 7); unset: no limit. */
  sharedLinkDays?: number;
  log?: (event: TurnEvent) => void;
}

export interface TurnRequest {
  /** The conversation (see conversation-key.ts). */
  key: string;
  /** The channel's id of the message this turn answers. */
  messageId: string;
  input: DialogInput;
  /** Epoch ms on the bot's clock by which the turn must be done (a Lambda's remaining time less a margin). */
  deadline?: number;
  /** The phone an SMS turn came from, E.164 (rule 9). */
  sender?: string;
  /** The key older code gave this conversation, whose opt-out still holds (rule 10). */
  legacyKey?: string;
}

/** A turn's replies and what a channel needs to deliver them. */
export interface TurnResult {
  replies: Reply[];
  /** The message had been answered before: these are the stored replies, and nothing ran. */
  redelivered: boolean;
  /** The channel's note on the conversation as loaded by the turn (ConversationStore.saveNote). */
  note: unknown | undefined;
  /** The person asked for no more messages: the channel sends nothing. */
  optedOut: boolean;
  /**
   * What to tell other conversations (a customer whose order staff changed). Returned once, by the
   * turn that ran: a redelivered message does not repeat them.
   */
  notices: Notice[];
}

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
 * `runTurn` for a channel that delivers the replies itself: it also learns whether they were stored
 * ones, and gets its note on the conversation from the same read.
 * @example const { replies, redelivered, note } = await runTurnFor(bot, { key, messageId: eventId, input });
 */
export async function runTurnFor(bot: TurnBot, request: TurnRequest): Promise<TurnResult> {
  const run = () => attempts(bot, request);
  return request.deadline === undefined
    ? run()
    : withDeadline(request.deadline, () => bot.now().getTime(), run);
}

async function attempts(bot: TurnBot, request: TurnRequest): Promise<TurnResult> {
  const maxAttempts = bot.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const log = bot.log ?? (() => {});
  const engine = bot.engineFor(new Map(), staffOf(request.key) !== undefined);
  let lastConflict: VersionConflictError | undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const startedAt = performance.now();
    const report = (outcome: TurnEvent['outcome']) =>
      log({ key: redactKey(request.key), attempt, outcome, ms: Math.round(performance.now() - startedAt) });
    try {
      const result = await attemptTurn(bot, engine, request, () => report('state-reset'));
      report(result.redelivered ? 'redelivered' : 'saved');
      return result;
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      report('conflict');
      lastConflict = error;
    }
  }
  throw new TurnConflictError(maxAttempts, { cause: lastConflict });
}

async function attemptTurn(
  bot: TurnBot,
  engine: DialogEngine,
  request: TurnRequest,
  onStateReset: () => void,
): Promise<TurnResult> {
  const { store, now } = bot;
  const loaded = await store.load(request.key);
  if (request.legacyKey && loaded.version === 0 && !loaded.optedOut) {
    loaded.optedOut = await store.adoptOptOut(request.legacyKey, request.key);
  }
  // An opted-out phone's text runs nothing: no call to the service, no state written, nothing to send.
  if (loaded.optedOut)
    return { replies: [], redelivered: false, note: loaded.note, optedOut: true, notices: [] };
  const session = sessionOf(loaded, bot.signInIdleMs, now());
  const migrated =
    loaded.state === undefined ? undefined : migrateState(loaded.state, session?.serviceCustomerId);
  if (loaded.state !== undefined && !migrated) onStateReset();
  // A state from before rule 7 that used a channel's sign-in may hold that account's order: dropped.
  const state = migrated?.account === undefined ? migrated : undefined;
  const seen = state?.recent.find((turn) => turn.messageId === request.messageId);
  if (seen)
    return {
      replies: seen.replies as Reply[],
      redelivered: true,
      note: loaded.note,
      optedOut: loaded.optedOut,
      notices: [],
    };
  const answered = (replies: Reply[], notices: Notice[] = []): TurnResult => ({
    replies,
    redelivered: false,
    note: loaded.note,
    optedOut: loaded.optedOut,
    notices,
  });

  const staff = staffOf(request.key);
  const accountKey = sharedAccountOf(request.key);
  const shared = accountKey ? await sharedLinkOf(bot, accountKey) : undefined;
  if (accountKey && !shared?.link) {
    // No company account to order on: said, and nothing runs (the DM is where one orders as oneself).
    const replies = shared?.notice ?? [];
    await saveReplies(store, request, loaded.version, state ?? freshState(undefined), replies);
    return answered(replies);
  }
  // A staff conversation has no sign-in of its own: the engine acts with the customer's.
  const turnSession = staff ? undefined : shared?.link ? sessionOfLink(shared.link) : session;
  const member = memberOf(request.key);
  const outcome = await engine.step({
    conversationKey: request.key,
    state,
    expired: loaded.expired,
    session: turnSession,
    input: request.input,
    ...(staff ? { staff } : {}),
    ...(member ? { promptPrefix: channelPromptPrefix(member.channelId) } : {}),
    ...(request.sender ? { sender: senderPhone(request.sender) } : {}),
  });
  let own = linkChange(outcome.session, now(), request.sender);
  if (accountKey && shared?.link) {
    // Rule 7: only the same customer's fresh sign-in touches the shared link, and keeps its age and maker.
    if (own && own.serviceCustomerId === shared.link.serviceCustomerId)
      await store.saveLink(accountKey, { ...own, linkedAt: shared.link.linkedAt, ...maker(shared.link) });
    own = undefined;
  } else if (own === undefined && loaded.link) {
    // The conversation's own sign-in was used: its last use is stamped, once a day at most (rule 6);
    // a link sealed under an outdated key or format is sealed anew (rule 11). Either rides this write.
    const usedNow = turnSession === session && session !== undefined && !session.idle;
    own =
      (usedNow ? touched(loaded.link, now()) : undefined) ?? (loaded.linkOutdated ? loaded.link : undefined);
  }
  // Before the save: once it is saved, a retry of this message runs nothing, and the links must not outlive it.
  const ended = loaded.link && own !== undefined && own?.serviceCustomerId !== loaded.link.serviceCustomerId;
  const unshared = ended ? await endShares(store, request.key, loaded) : [];
  const replies = [...(state ? [] : (shared?.notice ?? [])), ...outcome.replies];
  await saveReplies(store, request, loaded.version, outcome.state, replies, own);
  const phoneNumber = outcome.session?.phoneNumber;
  if (phoneNumber && outcome.session) {
    // Only on a sign-in: staff can then find the customer by phone.
    await store.saveCustomerPhone(phoneNumber, {
      serviceCustomerId: outcome.session.serviceCustomerId,
      key: accountKey ?? request.key,
    });
  }
  return answered(replies, [...(outcome.notices ?? []), ...unshared]);
}

/** Saves the state with this turn's replies among the recent ones (rule 1), and the link's change. */
async function saveReplies(
  store: ConversationStore,
  request: TurnRequest,
  expectedVersion: number,
  state: DialogState,
  replies: Reply[],
  link?: CustomerLink | null,
): Promise<void> {
  const saved: DialogState = {
    ...state,
    recent: [...state.recent, { messageId: request.messageId, replies }].slice(-RECENT_TURNS),
  };
  await store.save(request.key, { state: saved, expectedVersion, ...(link === undefined ? {} : { link }) });
}

/** The shared link a channel member orders on, if it is there and not too old; else what to say. */
async function sharedLinkOf(
  { store, now, sharedLinkDays }: TurnBot,
  key: string,
): Promise<{ link: CustomerLink | undefined; notice: Reply[] }> {
  const link = await store.loadLink(key);
  if (!link)
    return {
      link,
      notice: [
        {
          type: 'text',
          text: "This channel isn't linked to a company account. To order as yourself, send /laundry in our direct messages.",
          tone: 'warning',
        },
      ],
    };
  const ageMs = now().getTime() - Date.parse(link.linkedAt);
  if (sharedLinkDays !== undefined && ageMs > sharedLinkDays * DAY_MS)
    return {
      link: undefined,
      notice: [
        {
          type: 'text',
          text: `This channel's link to a company account has expired (links last ${sharedLinkDays} days): whoever linked it can /laundry link again. To order as yourself, send /laundry in our direct messages.`,
          tone: 'warning',
        },
      ],
    };
  return {
    link,
    notice: [{ type: 'text', text: 'You are ordering on the company account linked here.', tone: 'info' }],
  };
}

/**
 * Rule 6: the links a conversation's sign-in was shared to, removed with their pointers (a link made
 * again since, by someone else or for another customer, is left alone), and a notice for each channel.
 */
async function endShares(
  store: ConversationStore,
  owner: string,
  loaded: LoadedConversation,
): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const shared of loaded.shares ?? []) {
    const link = await store.loadLink(shared);
    if (
      link &&
      link.serviceCustomerId === loaded.link?.serviceCustomerId &&
      link.linkedBy === userOf(owner)
    ) {
      await store.saveLink(shared, null);
      notices.push({
        key: shared,
        text: 'The company account linked to this channel was signed out, so its members now order as themselves. Link it again with /laundry link.',
      });
    }
    await store.saveShare(owner, shared, false);
  }
  return notices;
}

function maker(link: CustomerLink): { linkedBy?: string } {
  return link.linkedBy ? { linkedBy: link.linkedBy } : {};
}

const DAY_MS = 24 * 60 * 60 * 1000;

function sessionOfLink(link: CustomerLink): Session {
  return { serviceCustomerId: link.serviceCustomerId, token: link.token };
}

/** The conversation's own session; idle when its link was last used longer than `idleMs` ago. */
function sessionOf(loaded: LoadedConversation, idleMs: number | undefined, now: Date): Session | undefined {
  if (!loaded.link) return undefined;
  const idle = idleMs !== undefined && now.getTime() - lastUsed(loaded.link) > idleMs;
  return { ...sessionOfLink(loaded.link), ...(idle ? { idle: true as const } : {}) };
}

function lastUsed(link: CustomerLink): number {
  return Date.parse(link.lastUsedAt ?? link.linkedAt);
}

/** The link with its last use stamped now, when the stamp is a day old or more; else undefined (no write). */
function touched(link: CustomerLink | undefined, now: Date): CustomerLink | undefined {
  if (!link || now.getTime() - lastUsed(link) < DAY_MS) return undefined;
  return { ...link, lastUsedAt: now.toISOString() };
}

/** undefined = unchanged, null = signed out, a session = a new sign-in, stamped now (with the SMS phone). */
function linkChange(
  session: Session | null | undefined,
  now: Date,
  phone: string | undefined,
): CustomerLink | null | undefined {
  if (session === undefined || session === null) return session;
  return {
    serviceCustomerId: session.serviceCustomerId,
    token: session.token,
    linkedAt: now.toISOString(),
    ...(phone ? { phone } : {}),
  };
}

/**
 * The dialog's ports with every side effect made at most once per `effects` map: a turn re-run after a
 * version conflict gets the first attempt's result (or failure) instead of texting a second code,
 * creating a second customer or sending a second order. Reads are not kept: a re-run reads afresh.
 * Which calls are side effects is declared beside each port (`LAUNDRY_MUTATING`, `LEDGER_MUTATING`,
 * `SIGN_IN_MUTATING`).
 */
export function oncePerTurn(deps: DialogDeps, effects: Map<string, Promise<unknown>>): DialogDeps {
  function once<A extends unknown[], R>(
    name: string,
    fn: (...args: A) => Promise<R>,
  ): (...args: A) => Promise<R> {
    return (...args: A) => {
      const key = `${name}:${JSON.stringify(args)}`;
      let made = effects.get(key) as Promise<R> | undefined;
      if (!made) {
        made = fn(...args);
        effects.set(key, made);
      }
      return made;
    };
  }
  /** The port with each of its `mutating` methods made once. */
  function onceEach<P, K extends keyof P & string>(port: P, mutating: readonly K[]): P {
    const wrapped = { ...port };
    for (const name of mutating) {
      const method = port[name] as (...args: unknown[]) => Promise<unknown>;
      wrapped[name] = once(name, method.bind(port)) as P[K];
    }
    return wrapped;
  }
  return {
    ...deps,
    laundry: onceEach(deps.laundry, LAUNDRY_MUTATING),
    ledger: onceEach(deps.ledger, LEDGER_MUTATING),
    signInAttempts: onceEach(deps.signInAttempts, SIGN_IN_MUTATING),
  };
}
