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
 * 7. A conversation may use another one's sign-in (its `account`: a channel's company account). That
 *    costs one more read, and only then. A fresh sign-in of the same customer there refreshes the shared
 *    link; a sign-out, or a sign-in as someone else, goes back to the conversation's own sign-in and
 *    never removes the shared link (only the one who made it, or an admin, may).
 * 8. An SMS turn carries the phone it came from (`sender`, from the message body only: the key names
 *    it by fingerprint). The dialog offers to text the code there, and a sign-in keeps it, sealed,
 *    with the link: what is sent outside a turn (reminders, staff's notices) goes there.
 * 9. A conversation's first turn under its key (no state item) carries over an opt-out recorded under
 *    the key older code gave it (`legacyKey`): an opted-out phone stays opted out.
 * 10. A link sealed under an old token key or format is saved again with the state, sealed anew.
 */
import type { DialogDeps } from '../dialog/deps';
import { type DialogEngine, freshState } from '../dialog/engine';
import { migrateState } from '../dialog/migrate';
import type { Notice } from '../dialog/step';
import type { DialogInput, DialogState, Reply, Session } from '../dialog/types';
import { withDeadline } from '../laundry/deadline';
import type { ConversationStore, CustomerLink, LoadedConversation } from '../store/conversation-store';
import { VersionConflictError } from '../store/errors';
import { redactKey, senderPhone, staffOf } from './conversation-key';
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
  /**
   * Whose sign-in the conversation uses from this turn on (rule 7): another conversation's key (a
   * Slack channel linked to a company account), null for its own; undefined keeps the last one.
   */
  account?: string | null;
  /** The phone an SMS turn came from, E.164 (rule 8). */
  sender?: string;
  /** The key older code gave this conversation, whose opt-out still holds (rule 9). */
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
  { store, now, signInIdleMs }: TurnBot,
  engine: DialogEngine,
  request: TurnRequest,
  onStateReset: () => void,
): Promise<TurnResult> {
  const loaded = await store.load(request.key);
  if (request.legacyKey && loaded.version === 0 && !loaded.optedOut) {
    loaded.optedOut = await store.adoptOptOut(request.legacyKey, request.key);
  }
  // An opted-out phone's text runs nothing: no call to the service, no state written, nothing to send.
  if (loaded.optedOut)
    return { replies: [], redelivered: false, note: loaded.note, optedOut: true, notices: [] };
  const session = sessionOf(loaded, signInIdleMs, now());
  const state =
    loaded.state === undefined ? undefined : migrateState(loaded.state, session?.serviceCustomerId);
  if (loaded.state !== undefined && !state) onStateReset();
  const seen = state?.recent.find((turn) => turn.messageId === request.messageId);
  if (seen)
    return {
      replies: seen.replies as Reply[],
      redelivered: true,
      note: loaded.note,
      optedOut: loaded.optedOut,
      notices: [],
    };

  const staff = staffOf(request.key);
  // A staff conversation has no sign-in of its own: the engine acts with the customer's.
  const account = staff ? NO_ACCOUNT : await accountOf(store, request, state?.account);
  const turnSession = staff ? undefined : account.link ? sessionOfLink(account.link) : session;
  // Leaving a shared sign-in for none of one's own: nothing of the shared account's may show.
  const leftForNobody = state?.account !== undefined && !account.link && !turnSession;
  const outcome = await engine.step({
    conversationKey: request.key,
    state: leftForNobody && state ? { ...freshState(undefined), recent: state.recent } : state,
    expired: loaded.expired,
    session: turnSession,
    input: request.input,
    ...(staff ? { staff } : {}),
    ...(request.sender ? { sender: senderPhone(request.sender) } : {}),
  });
  let own = linkChange(outcome.session, now(), request.sender);
  if (own === undefined && loaded.link) {
    // The conversation's own sign-in was used: its last use is stamped, once a day at most (rule 6);
    // a link sealed under an outdated key or format is sealed anew (rule 10). Either rides this write.
    const usedNow = turnSession === session && session !== undefined && !session.idle;
    own =
      (usedNow ? touched(loaded.link, now()) : undefined) ?? (loaded.linkOutdated ? loaded.link : undefined);
  }
  let accountKey = account.link ? account.key : undefined;
  if (account.link && accountKey && outcome.session !== undefined) {
    const same = outcome.session?.serviceCustomerId === account.link.serviceCustomerId;
    if (same && own) {
      await store.saveLink(accountKey, {
        ...own,
        ...(account.link.linkedBy ? { linkedBy: account.link.linkedBy } : {}),
      });
      own = undefined;
    } else {
      accountKey = undefined;
      if (own === null) own = undefined;
    }
  }
  const replies = [...account.notice, ...outcome.replies];
  const { account: _previous, ...rest } = outcome.state;
  const saved: DialogState = {
    ...rest,
    ...(accountKey ? { account: accountKey } : {}),
    recent: [...outcome.state.recent, { messageId: request.messageId, replies }].slice(-RECENT_TURNS),
  };
  await store.save(request.key, { state: saved, expectedVersion: loaded.version, link: own });
  const phoneNumber = outcome.session?.phoneNumber;
  if (phoneNumber && outcome.session) {
    // Only on a sign-in: staff can then find the customer by phone.
    await store.saveCustomerPhone(phoneNumber, {
      serviceCustomerId: outcome.session.serviceCustomerId,
      key: accountKey ?? request.key,
    });
  }
  return {
    replies,
    redelivered: false,
    note: loaded.note,
    optedOut: loaded.optedOut,
    notices: outcome.notices ?? [],
  };
}

const NO_ACCOUNT = { key: undefined, link: undefined, notice: [] as Reply[] };

/** The shared sign-in a turn uses, if any, and what to say about a switch to or from it. */
async function accountOf(
  store: ConversationStore,
  request: TurnRequest,
  current: string | undefined,
): Promise<{ key: string | undefined; link: CustomerLink | undefined; notice: Reply[] }> {
  const key = request.account === undefined ? current : (request.account ?? undefined);
  if (!key) {
    const back = request.account === null && current !== undefined;
    return {
      key,
      link: undefined,
      notice: back ? [{ type: 'text', text: "Here you're ordering as yourself.", tone: 'info' }] : [],
    };
  }
  const link = await store.loadLink(key);
  const switching = request.account !== undefined && request.account !== current;
  if (!link)
    return {
      key,
      link,
      notice:
        switching || current
          ? [
              {
                type: 'text',
                text: "This isn't linked to a company account, so you're ordering as yourself.",
                tone: 'warning',
              },
            ]
          : [],
    };
  return {
    key,
    link,
    notice: switching
      ? [{ type: 'text', text: 'You are ordering on the company account linked here.', tone: 'info' }]
      : [],
  };
}

function sessionOfLink(link: CustomerLink): Session {
  return { serviceCustomerId: link.serviceCustomerId, token: link.token };
}

/** The conversation's own session; idle when its link was last used longer than `idleMs` ago. */
function sessionOf(loaded: LoadedConversation, idleMs: number | undefined, now: Date): Session | undefined {
  if (!loaded.link) return undefined;
  const idle = idleMs !== undefined && now.getTime() - lastUsed(loaded.link) > idleMs;
  return { ...sessionOfLink(loaded.link), ...(idle ? { idle: true as const } : {}) };
}

const DAY_MS = 24 * 3600_000;

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
  const { laundry, ledger, signInAttempts } = deps;
  return {
    ...deps,
    laundry: {
      ...laundry,
      createCustomer: once('createCustomer', laundry.createCustomer.bind(laundry)),
      requestOtp: once('requestOtp', laundry.requestOtp.bind(laundry)),
      verifyOtp: once('verifyOtp', laundry.verifyOtp.bind(laundry)),
      createOrder: once('createOrder', laundry.createOrder.bind(laundry)),
      updateTransportation: once('updateTransportation', laundry.updateTransportation.bind(laundry)),
      updatePreferences: once('updatePreferences', laundry.updatePreferences.bind(laundry)),
      updateNotes: once('updateNotes', laundry.updateNotes.bind(laundry)),
    },
    ledger: {
      ...ledger,
      claim: once('claim', ledger.claim.bind(ledger)) as typeof ledger.claim,
      settle: once('settle', ledger.settle.bind(ledger)),
      amend: once('amend', ledger.amend.bind(ledger)) as typeof ledger.amend,
    },
    signInAttempts: {
      ...signInAttempts,
      recordFailure: once('recordFailure', signInAttempts.recordFailure.bind(signInAttempts)),
      reset: once('reset', signInAttempts.reset.bind(signInAttempts)),
      recordSend: once('recordSend', signInAttempts.recordSend.bind(signInAttempts)),
    },
  };
}
