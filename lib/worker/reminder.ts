/**
 * The worker's reminders: a reminder is checked against the order's ledger record first, then run as
 * a turn the bot starts in its conversation (the dialog's reminder flow asks what to do with the order:
 * its answer is read against that question like any other), answered through its channel.
 *
 * @invariant late-reminder-checks-window A window moved or cancelled since the reminder was scheduled is not reminded of (its schedule was replaced; a late one still fires and is dropped here).
 * @invariant reminder-reads-its-order-once A reminder reads its order's ledger record once: here, by its order id (or, for an order its conversation still keeps to settle, by its confirmation), and its turn's dialog is handed that record instead of reading it again.
 * @invariant unreachable-reminder-runs-nothing A conversation its channel cannot reach (a phone signed out, a channel's own) runs no reminder turn; one whose person opted out is refused by its turn's one check (invariant opted-out-runs-nothing): nothing stepped, nothing sent.
 * @invariant reminder-reads-its-conversation-once A reminder reads its conversation once: its channel finds where to answer in that read, and its turn runs on it.
 * @invariant reminder-sent-at-decent-hour Decent hours are checked here, when the reminder is sent, in the order's zone, whatever channel: the
 *    Scheduler fires at least once and sometimes late, and a failed send is received again minutes later.
 *    One whose window has begun is dropped (nothing left to move or cancel). One arriving outside decent
 *    hours is held to the next 8:00 (put back on the queue, once) when that is still a minute or more before
 *    its window, for the customer can still move or cancel it then; otherwise it is dropped, as one
 *    scheduled too late is (invariant reminder-due-at-decent-hour).
 * @invariant reminder-sent-once A reminder fired twice is sent once: its message id is recorded on the order's ledger record once
 *    its turn delivered it, and a fire finding it there runs nothing (the turn's own record of recent
 *    messages keeps only the last few).
 */
import { keyOf } from '../conversation/conversation';
import { redactKey } from '../conversation/key';
import { keptOrdersOf } from '../conversation/state';
import { reminderWord } from '../flows/reminder';
import { entryTimeZone, type LedgerEntry, ledgerEntrySchema } from '../orders/ledger-entry';
import { decentTime, isDecent } from '../reminders/quiet-hours';
import { MIN_AHEAD_MS, parseStartTime } from '../reminders/reminders';
import type { LedgerRecord, OrderLedger } from '../store/order-ledger';
import { bind } from './channels';
import { takeTurnAt } from './take-turn';
import type { HandlerContext, Received, WorkerDeps } from './types';
import type { QueuedReminder } from './work';

/**
 * A reminder, checked against the order's ledger record, read once (invariant late-reminder-checks-window).
 * An order whose PLACED write failed when it was placed has no record by its order id yet: its
 * conversation keeps it (invariant placed-order-settled-later), and its claimed record is read by its
 * confirmation instead; the reminder's turn settles it, with the conversation read here.
 */
export async function handleReminder(ctx: HandlerContext, work: Received<QueuedReminder>): Promise<void> {
  const { deps, log } = ctx;
  const key = redactKey(work.key);
  const at = bind(deps.channels, work.conversation);
  if (!deps.reminders || !at) {
    log({ level: 'warn', msg: 'reminder skipped: no channel reaches its conversation', key });
    return;
  }
  const { ledger } = deps.reminders;
  const placed = await ledger.getByOrderId(work.orderId, { parse: ledgerEntrySchema });
  const kept = placed ? undefined : await keptRecord(deps, ledger, work);
  const record = placed ?? kept?.record;
  const window = work.leg === 'pickup' ? record?.entry.pickup : record?.entry.returnWindow;
  if (
    !record ||
    record.serviceCustomerId !== work.serviceCustomerId ||
    window?.startTime !== work.startTime
  ) {
    log({
      level: 'info',
      msg: 'reminder skipped: the window moved or was cancelled',
      key,
      messageId: work.messageId,
    });
    return;
  }
  if (record.reminded?.includes(work.messageId)) {
    log({ level: 'info', msg: 'reminder skipped: sent before', key, messageId: work.messageId });
    return;
  }
  if (await notNow(ctx, work, record)) return;
  // The conversation, read once: its channel finds where to answer in it, and its turn runs on it.
  const loaded = kept?.loaded ?? (await deps.bot.store.load(keyOf(work.conversation)));
  const reached = await at.reach(false, loaded);
  if (!reached) return;
  const input = {
    type: 'open' as const,
    word: reminderWord(work.leg),
    orderId: work.orderId,
    byBot: true as const,
  };
  // The turn's dialog is handed the record: read once (invariant reminder-reads-its-order-once).
  await takeTurnAt(ctx, reached, {
    messageId: work.messageId,
    input,
    loaded,
    orderRecords: [record],
    counted: [{ kind: 'reminder-sent' }],
  });
  // Delivered: a second fire of it runs nothing (invariant reminder-sent-once).
  await ledger.markReminded(record.serviceCustomerId, record.confirmationId, work.messageId);
}

/**
 * True when the reminder is not to be sent now (invariant reminder-sent-at-decent-hour): its window has
 * begun (dropped), or it is night in the order's zone (held to 8:00, or dropped when 8:00 is too late).
 */
async function notNow(
  ctx: HandlerContext,
  work: Received<QueuedReminder>,
  record: LedgerRecord<LedgerEntry>,
): Promise<boolean> {
  const { deps, log } = ctx;
  const decent = deps.decentHours;
  const now = deps.bot.now().getTime();
  const start = parseStartTime(work.startTime);
  const line = { key: redactKey(work.key), messageId: work.messageId };
  if (now >= start) {
    log({ level: 'info', msg: 'reminder dropped: its window has begun', ...line });
    return true;
  }
  if (!decent) return false;
  const zone = entryTimeZone(record.entry, decent.timeZone);
  if (isDecent(now, zone)) return false;
  const next = decentTime(now, zone);
  if (next + MIN_AHEAD_MS > start) {
    log({ level: 'info', msg: 'reminder dropped: night until its window', ...line });
    return true;
  }
  // Its own deduplication id: a second late fire is held once with it (laterName), not twice.
  const message = {
    groupId: work.key,
    deduplicationId: `${work.messageId}@${next}`,
    body: JSON.stringify(work),
  };
  await decent.deliverAt(message, next);
  log({ level: 'info', msg: 'reminder held to decent hours', ...line });
  return true;
}

/**
 * The claimed record of a reminder's order that its conversation keeps to settle, with the
 * conversation as read (its turn reads it no more); undefined when it keeps no such order.
 */
async function keptRecord(
  deps: WorkerDeps,
  ledger: Pick<OrderLedger, 'get'>,
  work: Received<QueuedReminder>,
) {
  const loaded = await deps.bot.store.load(keyOf(work.conversation));
  const order = keptOrdersOf(loaded.state).find((kept) => kept.orderId === work.orderId);
  if (order?.serviceCustomerId !== work.serviceCustomerId) return { loaded, record: undefined };
  const record = await ledger.get(order.serviceCustomerId, order.confirmationId, {
    parse: ledgerEntrySchema,
  });
  return { loaded, record };
}
