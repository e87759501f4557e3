/**
 * Hand-offs in the worker: what a customer writes while handed to a person goes to the staff thread,
 * and what staff write there (or their hand-back) reaches the customer, as a turn of the customer's
 * conversation (lib/flows/handoff.ts).
 *
 * @invariant staff-reply-is-a-turn A staff reply is a `relay` turn of the thread's conversation under the Slack event's id: a redelivered event gets the stored replies back and the channel sends them once (its note).
 * @invariant relay-goes-where-customer-was It is delivered like any turn's replies, to where the customer was when the thread opened: an opted-out phone gets nothing, and the thread is told so.
 * @invariant handoff-records-who-not-what Who answered, and who handed back and when, are recorded on the thread (store/handoffs.ts); no message text is logged or stored.
 * @invariant closed-thread-says-so A reply in a thread whose hand-off is closed reaches no one and says so there; a thread that is no hand-off's (the staff's own talk) is left alone.
 * @invariant idle-check-per-word Each thing said in a hand-off, either way (its opening included), queues an idle check for `idleMs` later (`watchIdle`), at a decent hour for a phone (quiet-hours.ts). A check hands the customer back, named as the business, only if nothing was said since it was queued (the conversation knows: the hand-off flow); a hand-off closed since is left alone.
 * @invariant night-hand-back-waits A staff member's hand-back to a phone outside decent hours (quiet-hours.ts) waits for 8:00 in the business's zone: the hand-off stays open till then, and the thread says so. Staff replies are a person answering the customer's own words, and go at once.
 */

import { conversationOfStoredKey } from '../conversation/stored-key';
import { decentTime } from '../reminders/quiet-hours';
import type { CountedFact } from '../stats/counts';
import type { StaffThread } from '../store/handoffs';
import { bind } from './channels';
import { takeTurnAt } from './take-turn';
import type { HandlerContext, WorkerDeps } from './types';
import type { QueuedRelay } from './work';
import { replyTargetSchema } from './work';

/** The staff member an idle check is recorded as (invariant idle-check-per-word). */
const IDLE = 'idle';

/** Invariant idle-check-per-word: queues the idle check of `thread`; `decentHours`: its customer's texts wait for them. */
export async function watchIdle(
  deps: Pick<WorkerDeps, 'bot' | 'handoffs' | 'decentHours'>,
  thread: StaffThread,
  keepsDecentHours: boolean,
): Promise<void> {
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
  const at = keepsDecentHours ? decentTime(due, decentHours.timeZone) : due;
  await decentHours.deliverAt(
    { groupId: key, deduplicationId: check.messageId, body: JSON.stringify(check) },
    at,
  );
}

/** A staff member's reply or hand-back, to the thread's customer (invariants staff-reply-is-a-turn to closed-thread-says-so). */
export async function handleRelay(ctx: HandlerContext, work: QueuedRelay): Promise<void> {
  const { deps, log } = ctx;
  const handoffs = deps.handoffs;
  if (!handoffs) return;
  const thread: StaffThread = { channelId: work.channelId, threadTs: work.threadTs };
  const handoff = await handoffs.store.find(thread);
  const target = replyTargetSchema.safeParse(handoff?.target);
  // The hand-off's record names its conversation by key: read here, once.
  const conversation = handoff && conversationOfStoredKey(handoff.key);
  const at = target.success && conversation ? bind(deps.channels, conversation, target.data) : undefined;
  if (!handoff || handoff.closedAt || !at) {
    log({ level: 'info', msg: 'relay skipped: no open hand-off in that thread', messageId: work.messageId });
    // Other threads of the staff channel are the staff's own talk: only a closed hand-off's says so.
    if (work.text && handoff?.closedAt)
      await handoffs.threads.post(thread, 'This hand-off is closed: the customer did not get that.');
    return;
  }
  const idle = work.idleSince !== undefined;
  if (work.end && !idle && at.keepsDecentHours && (await handBackLater(deps, work))) {
    await handoffs.threads.post(
      thread,
      "It's night where the customer is: they will be handed back at 8:00 their time.",
    );
    return;
  }
  const name = idle ? undefined : await handoffs.threads.speaker(work.userId);
  // Staff read "Alex at Spin City Laundry"; the customer reads it in their language (the dialog words it).
  const from = name === undefined ? handoffs.businessName : `${name} at ${handoffs.businessName}`;
  const input = {
    type: 'relay' as const,
    from: name ?? handoffs.businessName,
    ...(name === undefined ? {} : { business: handoffs.businessName }),
    ...(work.text ? { text: work.text } : {}),
    ...(work.end ? { end: true as const } : {}),
    ...(work.idleSince === undefined ? {} : { idleSince: work.idleSince }),
  };
  const counted = firstAnswer(deps, work, handoff);
  const result = await takeTurnAt(ctx, at, { messageId: work.messageId, input, counted });
  // An idle check the conversation declined: something was said since, and its own check is queued.
  // An opted-out phone's conversation runs no turn: its hand-off closes at its first check.
  if (result.redelivered || (idle && !result.optedOut && result.replies.length === 0)) return;
  if (result.optedOut)
    await handoffs.threads.post(thread, 'The customer has opted out of texts: they did not get that.');
  if (!work.end) {
    // The customer may not get it (invariant staff-see-last-text-failed): staff are told in the thread.
    const problem = await handoffs.deliveryProblem?.(handoff.key);
    if (problem) await handoffs.threads.post(thread, problem);
    await handoffs.store.answered(thread, work.userId);
    return watchIdle(deps, thread, at.keepsDecentHours);
  }
  await handoffs.store.close(handoff, work.userId);
  await handoffs.threads.post(
    thread,
    idle
      ? `Nobody wrote for ${handoffs.idleMs / 60_000} minutes: the customer is back with the bot.`
      : `${from} handed the customer back to the bot.`,
  );
}

/** A staff member's first words in a hand-off's thread: counted with the time since it opened. */
function firstAnswer(
  deps: WorkerDeps,
  work: QueuedRelay,
  handoff: { openedAt?: string; answeredAt?: string },
): CountedFact[] {
  if (!work.text || work.end || work.idleSince !== undefined || handoff.answeredAt || !handoff.openedAt)
    return [];
  return [{ kind: 'handoff-answered', delayMs: deps.bot.now().getTime() - Date.parse(handoff.openedAt) }];
}

/** Invariant night-hand-back-waits: queues a staff hand-back again for the next decent hour; false when it is one now. */
async function handBackLater(deps: WorkerDeps, work: QueuedRelay): Promise<boolean> {
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
