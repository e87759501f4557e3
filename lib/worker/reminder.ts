/**
 * The worker's reminders: a reminder is checked against the order's ledger record first, then run as
 * a turn the bot starts in its conversation (the dialog's reminder flow asks what to do with the order:
 * its answer is read against that question like any other), answered through its channel.
 *
 * @invariant late-reminder-checks-window A window moved or cancelled since the reminder was scheduled is not reminded of (its schedule was replaced; a late one still fires and is dropped here).
 * @invariant unreachable-reminder-runs-nothing A conversation its channel cannot reach (a phone signed out or opted out, a channel's own) runs no reminder turn.
 */
import { keyOf } from '../conversation/conversation';
import { redactKey } from '../conversation/key';
import { unsettledOrderSchema } from '../dialog/types';
import { reminderWord } from '../flows/reminder';
import { ledgerEntrySchema } from '../orders/ledger-entry';
import type { OrderLedger } from '../store/order-ledger';
import { bind } from './channels';
import { takeTurn } from './take-turn';
import type { HandlerContext, Received, WorkerDeps } from './types';
import type { QueuedReminder } from './work';

/**
 * A reminder, checked against the order's ledger record first (invariant late-reminder-checks-window).
 * An order whose ledger record could not be settled when it was placed is settled here from its
 * conversation's state.
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
  const read = () => ledger.getByOrderId(work.orderId, { parse: ledgerEntrySchema });
  const record = (await read()) ?? ((await settleUnsettled(deps, ledger, work)) ? await read() : undefined);
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
  const reached = await at.reach(false);
  if (!reached) return;
  const input = {
    type: 'open' as const,
    word: reminderWord(work.leg),
    orderId: work.orderId,
    byBot: true as const,
  };
  await takeTurn(ctx, reached, { messageId: work.messageId, input });
}

/**
 * Settles the order of a reminder when its conversation keeps it as unsettled (its ledger write
 * failed when it was placed). True when it did.
 */
async function settleUnsettled(
  deps: WorkerDeps,
  ledger: Pick<OrderLedger, 'settle'>,
  work: Received<QueuedReminder>,
): Promise<boolean> {
  const { state } = await deps.bot.store.load(keyOf(work.conversation));
  const kept = unsettledOrderSchema
    .array()
    .safeParse((state as { unsettled?: unknown } | undefined)?.unsettled);
  const order = kept.success ? kept.data.find((o) => o.orderId === work.orderId) : undefined;
  if (order?.serviceCustomerId !== work.serviceCustomerId) return false;
  await ledger.settle(order.serviceCustomerId, order.confirmationId, {
    status: 'PLACED',
    orderId: order.orderId,
  });
  return true;
}
