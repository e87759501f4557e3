/**
 * One turn of a conversation, the same for every channel, in named stages (`takeTurn`): load, guard,
 * read, settle, step, plan the commit, then deliver and commit in the order the plan names. Each stage
 * is a function of its own whose inputs and outputs are values (turn-context.ts); the channel is a
 * port the turn is handed (`TurnChannel`), asked at two stages only: its locale before the read, when
 * the guard's conversation leaves the language open, and the delivery.
 *
 * @invariant replay-returns-stored-replies A turn is named by the channel's message id (Slack event id or action trigger, Twilio MessageSid, a line counter in the terminal); the last few ids and their replies are saved in the state item in the same conditional write, so a redelivered message gets its stored replies back (once sent, their words: invariant delivered-answer-keeps-its-words), runs nothing, and costs one read.
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
import type { Reply } from '../dialog/types';
import { withDeadline } from '../laundry/deadline';
import { VersionConflictError } from '../store/errors';
import type { Language } from '../words';
import { keyOf, slackWorkspaceOf } from './conversation';
import { TurnConflictError } from './errors';
import { redactKey } from './key';
import { type CommitPlan, type Committing, commit, planCommit, recordDelivered } from './turn-commit';
import type { TurnContext } from './turn-context';
import { guard, load } from './turn-guard';
import { asksLocale, readTurn } from './turn-read';
import { settle, step } from './turn-step';
import type { TurnBot, TurnChannel, TurnEvent, TurnRequest, TurnResult } from './turn-types';

export { RECENT_TURNS } from './state';
export {
  plainTurnWording,
  type TurnBot,
  type TurnChannel,
  type TurnEvent,
  type TurnRequest,
  type TurnResult,
  type TurnWording,
  type TurnWords,
} from './turn-types';

const DEFAULT_MAX_ATTEMPTS = 3;

/** Reports a turn's events to the bot's log, timed from its attempt's start. */
type Report = (outcome: TurnEvent['outcome']) => void;

/**
 * One turn, stage by stage (see the invariants above); a commit lost to a concurrent writer runs it
 * again. Returns the result delivered. Throws TurnConflictError when every attempt lost its commit.
 * @example const result = await takeTurn(bot, { conversation, messageId: 'line-3', input: { type: 'text', text: 'hi' } }, { deliver });
 */
export function takeTurn(bot: TurnBot, request: TurnRequest, channel: TurnChannel = {}): Promise<TurnResult> {
  const turn = turnOf(bot, request);
  return inTurnTime(bot, request.deadline, () =>
    untilCommitted(turn, async (attempt, report) => {
      const loaded = await load(turn, attempt);
      const guarded = guard(turn, loaded);
      if (guarded.stateReset) report('state-reset');
      if ('stop' in guarded) return deliverAndCommit(turn, channel, guarded.stop, report);
      const { opened } = guarded;
      const locale = asksLocale(turn, opened) ? await channel.locale?.() : undefined;
      const reading = await readTurn(turn, opened, locale, channel.inChannel);
      if ('stop' in reading) return deliverAndCommit(turn, channel, reading.stop, report);
      const { read } = reading;
      const settled = await settle(turn, opened);
      const stepped = await step(turn, opened, read, settled);
      const plan = planCommit(turn, opened, read, settled, stepped);
      return deliverAndCommit(turn, channel, plan, report);
    }),
  );
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
export async function runTurnSaid(bot: TurnBot, request: TurnRequest): Promise<TurnSaid> {
  const { replies, language } = await takeTurn(bot, request);
  return { replies, language };
}

/** Runs `work` within the turn's deadline, on the bot's clock (invariant turn-honours-deadline); no deadline, no limit. */
export function inTurnTime<T>(
  bot: Pick<TurnBot, 'now'>,
  deadline: number | undefined,
  work: () => Promise<T>,
): Promise<T> {
  return deadline === undefined ? work() : withDeadline(deadline, () => bot.now().getTime(), work);
}

/** The turn every stage is handed: who the conversation is, decided once, and its effects so far. */
function turnOf(bot: TurnBot, request: TurnRequest): TurnContext {
  const { conversation } = request;
  return {
    bot,
    request,
    key: keyOf(conversation),
    workspace: slackWorkspaceOf(conversation),
    effects: new Map(),
  };
}

/**
 * Runs the turn's attempts until one's commit holds (invariant conflict-reruns-without-repeating-effects):
 * after a VersionConflictError the next attempt runs on fresh state, until `maxAttempts`; any other error
 * goes through as is.
 */
async function untilCommitted(
  turn: TurnContext,
  attempt: (attempt: number, report: Report) => Promise<TurnResult>,
): Promise<TurnResult> {
  const { bot, key } = turn;
  const maxAttempts = bot.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  for (let at = 1; ; at += 1) {
    const startedAt = performance.now();
    const report: Report = (outcome) =>
      bot.log?.({ key: redactKey(key), attempt: at, outcome, ms: Math.round(performance.now() - startedAt) });
    try {
      return await attempt(at, report);
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      report('conflict');
      if (at >= maxAttempts) throw new TurnConflictError(maxAttempts, { cause: error });
    }
  }
}

/** Delivers and commits in the plan's order (invariant ordinary-turn-delivers-then-commits); the result delivered. */
async function deliverAndCommit(
  turn: TurnContext,
  channel: TurnChannel,
  plan: CommitPlan,
  report: Report,
): Promise<TurnResult> {
  if (plan.result.redelivered) report('redelivered');
  if (plan.order === 'nothing-to-deliver') return plan.result;
  // A message answered before writes nothing new at its commit: only what does is reported saved.
  const saved = () => {
    if (!plan.result.redelivered) report('saved');
  };
  return plan.order === 'deliver-then-commit'
    ? deliverThenCommit(turn, channel, plan, saved)
    : commitThenDeliver(turn, channel, plan, saved);
}

/** An ordinary turn: delivered, then committed with the channel's delivery note (run with no channel: unmarked). */
async function deliverThenCommit(
  turn: TurnContext,
  channel: TurnChannel,
  plan: Committing,
  saved: () => void,
): Promise<TurnResult> {
  const note = await channel.deliver?.(plan.result);
  await commit(turn, plan, note);
  saved();
  return plan.result;
}

/** A turn with a side effect: committed, then delivered, then its replies recorded sent. */
async function commitThenDeliver(
  turn: TurnContext,
  channel: TurnChannel,
  plan: Committing,
  saved: () => void,
): Promise<TurnResult> {
  const committed = await commit(turn, plan);
  saved();
  const result = { ...plan.result, notices: [...plan.result.notices, ...committed.notices] };
  if (!channel.deliver) return result;
  await recordDelivered(turn, plan, committed.version, await channel.deliver(result));
  return result;
}
