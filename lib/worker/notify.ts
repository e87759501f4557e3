/**
 * A notice the worker sends on its own: to a conversation through its channel, or to a conversation's
 * staff thread during a hand-off (relay.ts).
 *
 * A notice to another conversation names it by the key a stored record holds (the ledger's `placedBy`,
 * the phone directory's, a hand-off's): read once per notice by the migration reader (stored-key.ts).
 *
 * @invariant notice-waits-for-decent-hours A notice to a phone (a change staff made, or any text the bot sends on its own outside a turn) goes out only at decent hours of its zone (quiet-hours.ts): at night it is put back on the queue for 8:00 (`decentHours.deliverAt`), once. A turn's replies to the person's own message never wait.
 * @invariant opened-entry-is-a-turn A notice that `opens` an entry point (staff open a hand-off from the desk) is a turn the bot starts in the customer's conversation, waiting for decent hours by SMS like any notice; a conversation its channel cannot reach (signed out) opens nothing, and one whose person opted out runs nothing (invariant opted-out-runs-nothing). The conversation is read once, for its channel and its turn alike.
 */
import { type Conversation, keyOf } from '../conversation/conversation';
import { redactKey } from '../conversation/key';
import { conversationOfStoredKey } from '../conversation/stored-key';
import type { Notice } from '../dialog/step';
import { decentTime } from '../reminders/quiet-hours';
import { words } from '../words';
import { type Bound, bind, waitsForDecentHours } from './channels';
import { watchIdle } from './relay';
import { takeTurnAt } from './take-turn';
import type { HandlerContext, HandoffDeps, Received, WorkerDeps } from './types';
import type { QueuedNotice, ReplyTarget } from './work';

/** A notice as the worker makes it: its conversation read (the dialog names it by its stored key). */
type Said = Pick<Notice, 'text' | 'opens' | 'timeZone' | 'closes' | 'openedBy' | 'language' | 'batch'> & {
  conversation: Conversation;
};

/** A queued notice (one deferred to decent hours, or staff's). */
export function handleNotice(ctx: HandlerContext, work: Received<QueuedNotice>): Promise<void> {
  const { conversation, text, opens, timeZone } = work;
  const said: Said = {
    conversation,
    ...(text ? { text } : {}),
    ...(opens ? { opens } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
  return notify(ctx, said, work.messageId);
}

/** A turn's notices, each under its own message id; `from` is where the turn's customer is answered. */
export async function notifyAll(
  ctx: HandlerContext,
  notices: Notice[],
  messageId: string,
  from: Bound,
): Promise<void> {
  for (const [i, notice] of notices.entries()) {
    const conversation = 'key' in notice ? conversationOfStoredKey(notice.key) : threadOf(from.conversation);
    if (!conversation) {
      ctx.log({ level: 'warn', msg: 'notice skipped: no channel reaches its conversation' });
      continue;
    }
    const { text, opens, timeZone, closes, openedBy, language, batch } = notice;
    const said = { conversation, text, opens, timeZone, closes, openedBy, language, batch };
    await notify(ctx, said, `${messageId}:n${i}`, from.target);
  }
}

/**
 * A notice to conversation `of`'s staff thread (a hand-off: `from` is where its customer is answered):
 * its idle check is queued again, or the hand-off closed by a notice that `closes` it.
 */
async function notifyThread(
  deps: WorkerDeps,
  handoffs: HandoffDeps,
  notice: Said & { text: string },
  of: Conversation,
  from: ReplyTarget | undefined,
): Promise<void> {
  const { openedBy, closes } = notice;
  const thread = await handoffs.threads.say(of, notice.text, from, { openedBy, closes });
  if ('heldBack' in thread) {
    // Staff were given nothing (invariant handoffs-rate-limited): the customer is told, once.
    if (thread.tell) {
      const told = await words(notice.language ?? 'en');
      await bind(deps.channels, of, from)?.notify(told.t(thread.tell));
    }
    return;
  }
  if (closes) return handoffs.store.close({ ...thread, key: keyOf(of), target: {} }, 'customer');
  return watchIdle(deps, thread, waitsForDecentHours(deps.channels, from));
}

/** The staff thread of the conversation a turn ran in. */
function threadOf(conversation: Conversation): Conversation | undefined {
  return conversation.kind === 'staff-thread' ? undefined : { kind: 'staff-thread', of: conversation };
}

/**
 * A notice to a conversation, through its channel, or to a conversation's staff thread (a hand-off:
 * `from` is where its customer is answered; the thread's idle check is queued again, or the hand-off
 * closed by a notice that `closes` it); one no channel reaches is skipped, and one to a phone at night
 * waits for 8:00 (invariant notice-waits-for-decent-hours).
 */
async function notify(
  ctx: HandlerContext,
  notice: Said,
  messageId: string,
  from?: ReplyTarget,
): Promise<void> {
  const { deps, log } = ctx;
  const { conversation, text } = notice;
  const key = keyOf(conversation);
  if (conversation.kind === 'staff-thread' && deps.handoffs && text)
    return notifyThread(deps, deps.handoffs, { ...notice, text }, conversation.of, from);
  const at = bind(deps.channels, conversation);
  if (!at) {
    log({ level: 'warn', msg: 'notice skipped: no channel reaches its conversation', key: redactKey(key) });
    return;
  }
  const decent = deps.decentHours;
  const now = deps.bot.now().getTime();
  const when = decent && at.keepsDecentHours ? decentTime(now, notice.timeZone ?? decent.timeZone) : now;
  if (decent && when !== now) {
    const queued: QueuedNotice = {
      v: 1,
      kind: 'notice',
      key,
      conversation,
      messageId,
      ...(notice.opens ? { opens: notice.opens } : { text }),
      ...(notice.timeZone ? { timeZone: notice.timeZone } : {}),
      receivedAt: now,
    };
    // Its own deduplication id: the queue may still remember the notice's (a queue's window, a test's clock).
    const deduplicationId = `${messageId}@${when}`;
    await decent.deliverAt({ groupId: key, deduplicationId, body: JSON.stringify(queued) }, when);
    log({ level: 'info', msg: 'notice deferred to decent hours', key: redactKey(key), messageId });
    return;
  }
  if (notice.opens) {
    // invariant opened-entry-is-a-turn: a turn the bot starts, whose own notices (the staff thread) follow.
    // The conversation, read once: its channel finds where to answer in it, and its turn runs on it.
    const loaded = await deps.bot.store.load(key);
    const reached = await at.reach(true, loaded);
    if (!reached) return;
    const { word, by, orderId } = notice.opens;
    // On an order, the bot opens it (a staff change's question); else staff open it (a hand-off).
    const input =
      orderId === undefined
        ? { type: 'open' as const, word, by }
        : { type: 'open' as const, word, by, orderId, byBot: true as const };
    const result = await takeTurnAt(ctx, reached, { messageId, input, loaded });
    return notifyAll(ctx, result.notices, messageId, reached);
  }
  if (text) await at.notify(text, notice.batch && (await deps.batches?.store.shownAt(notice.batch)));
}
