/**
 * Hand-offs in the worker: what a customer writes while handed to a person goes to the staff thread,
 * and what staff write there (or their hand-back) reaches the customer, as a turn of the customer's
 * conversation (lib/flows/handoff.ts; engine rule 11).
 *
 * Rules:
 * 1. A staff reply is a `relay` turn of the thread's conversation under the Slack event's id: a
 *    redelivered event gets the stored replies back and the channel sends them once (its note).
 * 2. It is delivered like any turn's replies, to where the customer was when the thread opened:
 *    an opted-out phone gets nothing, and the thread is told so.
 * 3. Who answered, and who handed back and when, are recorded on the thread (store/handoffs.ts);
 *    no message text is logged or stored.
 * 4. A reply in a thread whose hand-off is closed reaches no one and says so there; a thread that is
 *    no hand-off's (the staff's own talk) is left alone.
 * 5. Each thing said in a hand-off, either way (its opening included), queues an idle check for
 *    `idleMs` later (`watchIdle`), at a decent hour for a phone (quiet-hours.ts). A check hands the
 *    customer back, named as the business, only if nothing was said since it was queued (the
 *    conversation knows: engine rule 11); a hand-off closed since is left alone.
 * 6. A staff member's hand-back to a phone outside decent hours (quiet-hours.ts) waits for 8:00 in
 *    the business's zone: the hand-off stays open till then, and the thread says so. Staff replies
 *    are a person answering the customer's own words, and go at once.
 */

import { runTurnFor, type TurnBot, type TurnResult, type TurnWords } from '../conversation/turn';
import type { QueueMessage } from '../queue/queue';
import type { QueuedRelay, QueuedTurn, ReplyTarget } from '../queue/work';
import { replyTargetSchema } from '../queue/work';
import { decentTime } from '../reminders/quiet-hours';
import type { Handoffs, StaffThread } from '../store/handoffs';

/** The staff side of hand-offs: a Slack channel's threads today, behind this port. */
export interface StaffThreads {
  /**
   * Says `text` in conversation `key`'s open thread, opening one when it has none (`target`: where its
   * customer is answered; `openedBy`: the staff member who opened it, else the customer); returns the thread.
   */
  say(key: string, text: string, target: ReplyTarget | undefined, openedBy?: string): Promise<StaffThread>;
  /** Posts `text` in `thread`. */
  post(thread: StaffThread, text: string): Promise<void>;
  /** Who speaks to the customer: the staff member's first name, and the business. */
  speaker(userId: string): Promise<string>;
}

export interface HandoffDeps {
  threads: StaffThreads;
  store: Pick<Handoffs, 'find' | 'answered' | 'close'>;
  /** How long a hand-off stays open with nothing said either way (HANDOFF_IDLE_MINUTES), in ms. */
  idleMs: number;
  /** Who hands an idle hand-off back, to the customer. */
  businessName: string;
}

/** The staff member an idle check is recorded as (rule 5). */
const IDLE = 'idle';

/** What a relay needs of a channel (a WorkerChannel): it delivers a turn's replies. */
export interface RelayChannel {
  /** Delivers the replies and returns the channel's note to keep (run-turn.ts rule 3). */
  deliver(turn: QueuedTurn, result: TurnResult): Promise<unknown>;
  words?: TurnWords;
}

/**
 * What a relay needs of the worker's deps (WorkerDeps): named here, since worker-handler.ts imports
 * this module and no import cycle is allowed.
 */
interface RelayDeps {
  bot: TurnBot;
  channels: Partial<Record<ReplyTarget['channel'], RelayChannel>>;
  handoffs?: HandoffDeps;
  /** Without it, no idle check is queued (rule 5). */
  decentHours?: { timeZone: string; deliverAt(message: QueueMessage, at: number): Promise<void> };
}

/** Rule 5: queues the idle check of `thread`, whose customer is answered at `target`. */
export async function watchIdle(deps: RelayDeps, thread: StaffThread, target?: ReplyTarget): Promise<void> {
  const { handoffs, decentHours } = deps;
  if (!handoffs || !decentHours) return;
  const now = deps.bot.now().getTime();
  const due = now + handoffs.idleMs;
  const key = `thread:${thread.channelId}:${thread.threadTs}`;
  const check: QueuedRelay = {
    v: 1,
    kind: 'relay',
    key,
    messageId: `idle:${thread.threadTs}:${now}`,
    ...thread,
    userId: IDLE,
    end: true,
    idleSince: now,
    receivedAt: now,
  };
  const at = target?.channel === 'sms' ? decentTime(due, decentHours.timeZone) : due;
  await decentHours.deliverAt(
    { groupId: key, deduplicationId: check.messageId, body: JSON.stringify(check) },
    at,
  );
}

/** A staff member's reply or hand-back, to the thread's customer (rules 1-4). */
export async function relay(
  deps: RelayDeps,
  work: QueuedRelay,
  log: (line: { level: 'info'; msg: string; messageId: string }) => void,
): Promise<void> {
  const handoffs = deps.handoffs;
  if (!handoffs) return;
  const thread: StaffThread = { channelId: work.channelId, threadTs: work.threadTs };
  const handoff = await handoffs.store.find(thread);
  const target = replyTargetSchema.safeParse(handoff?.target);
  const channel = target.success ? deps.channels[target.data.channel] : undefined;
  if (!handoff || handoff.closedAt || !target.success || !channel) {
    log({ level: 'info', msg: 'relay skipped: no open hand-off in that thread', messageId: work.messageId });
    // Other threads of the staff channel are the staff's own talk: only a closed hand-off's says so.
    if (work.text && handoff?.closedAt)
      await handoffs.threads.post(thread, 'This hand-off is closed: the customer did not get that.');
    return;
  }
  const idle = work.idleSince !== undefined;
  if (work.end && !idle && target.data.channel === 'sms' && (await handBackLater(deps, work))) {
    await handoffs.threads.post(
      thread,
      "It's night where the customer is: they will be handed back at 8:00 their time.",
    );
    return;
  }
  const from = idle ? handoffs.businessName : await handoffs.threads.speaker(work.userId);
  const input = {
    type: 'relay' as const,
    from,
    ...(work.text ? { text: work.text } : {}),
    ...(work.end ? { end: true as const } : {}),
    ...(work.idleSince === undefined ? {} : { idleSince: work.idleSince }),
  };
  const turn = {
    v: 1 as const,
    kind: 'turn' as const,
    key: handoff.key,
    messageId: work.messageId,
    input,
    target: target.data,
    receivedAt: work.receivedAt,
  };
  const result = await runTurnFor(
    deps.bot,
    {
      key: handoff.key,
      messageId: work.messageId,
      input,
      ...(channel.words ? { words: channel.words } : {}),
    },
    (ran) => channel.deliver(turn, ran),
  );
  // An idle check the conversation declined: something was said since, and its own check is queued.
  // An opted-out phone's conversation runs no turn: its hand-off closes at its first check.
  if (result.redelivered || (idle && !result.optedOut && result.replies.length === 0)) return;
  if (result.optedOut)
    await handoffs.threads.post(thread, 'The customer has opted out of texts: they did not get that.');
  if (!work.end) {
    await handoffs.store.answered(thread, work.userId);
    return watchIdle(deps, thread, target.data);
  }
  await handoffs.store.close(handoff, work.userId);
  await handoffs.threads.post(
    thread,
    idle
      ? `Nobody wrote for ${handoffs.idleMs / 60_000} minutes: the customer is back with the bot.`
      : `${from} handed the customer back to the bot.`,
  );
}

/** Rule 6: queues a staff hand-back again for the next decent hour; false when it is one now. */
async function handBackLater(deps: RelayDeps, work: QueuedRelay): Promise<boolean> {
  const { decentHours } = deps;
  if (!decentHours) return false;
  const now = deps.bot.now().getTime();
  const at = decentTime(now, decentHours.timeZone);
  if (at === now) return false;
  // Its own deduplication id: the queue may still remember the click's.
  const deduplicationId = `${work.messageId}@${at}`;
  await decentHours.deliverAt({ groupId: work.key, deduplicationId, body: JSON.stringify(work) }, at);
  return true;
}
