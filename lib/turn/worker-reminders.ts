/**
 * The worker's reminders: a reminder is checked against the order's ledger record first, and said in
 * its conversation through the channel its key names.
 */
import { type KeyTarget, redactKey, targetOfKey } from '../conversation-key';
import { dayInZone } from '../dialog/calendar';
import { unsettledOrderSchema } from '../dialog/types';
import { entryTimeZone, ledgerEntrySchema } from '../orders/ledger-entry';
import { reminderText } from '../orders/reminder-text';
import type { OrderLedger } from '../store/order-ledger';
import type { QueuedReminder, ReplyTarget } from './queued-turn';
import type { TurnBot } from './run-turn';

/** The ledger reminders are checked against (and settle), and the zone of orders whose store named none. */
export interface ReminderSettings {
  ledger: Pick<OrderLedger, 'getByOrderId' | 'settle'>;
  timeZone: string;
}

/** What a reminder needs of a channel (a WorkerChannel): its notify and its howToChange. */
interface ReminderChannel {
  notify?(target: KeyTarget, key: string, text: string): Promise<void>;
  howToChange?(orderId: number): string;
}

/**
 * What a reminder needs of the worker's deps (WorkerDeps): named here, since worker-handler.ts imports
 * this module and no import cycle is allowed.
 */
interface ReminderDeps {
  bot: TurnBot;
  channels: Partial<Record<ReplyTarget['channel'], ReminderChannel>>;
  reminders?: ReminderSettings;
}

/** A worker line of a reminder (a WorkerLine). */
interface ReminderLine {
  level: 'info' | 'warn';
  msg: string;
  key: string;
  messageId?: string;
}

/**
 * A reminder, checked against the order's ledger record first: a window moved or cancelled since is
 * not reminded of (its schedule was replaced; a late one still fires). An order whose ledger record
 * could not be settled when it was placed is settled here from its conversation's state.
 */
export async function remind(
  deps: ReminderDeps,
  work: QueuedReminder,
  log: (line: ReminderLine) => void,
): Promise<void> {
  const key = redactKey(work.key);
  const target = targetOfKey(work.key);
  const channel = target && deps.channels[target.channel];
  if (!deps.reminders || !target || !channel?.notify) {
    log({ level: 'warn', msg: 'reminder skipped: no channel reaches its conversation', key });
    return;
  }
  const { ledger } = deps.reminders;
  const read = () => ledger.getByOrderId(work.orderId, { parse: ledgerEntrySchema });
  const record =
    (await read()) ?? ((await settleUnsettled(deps.bot, ledger, work)) ? await read() : undefined);
  const window = work.leg === 'pickup' ? record?.entry.pickup : record?.entry.delivery;
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
  const timeZone = entryTimeZone(record.entry, deps.reminders.timeZone);
  const text = reminderText({
    orderId: work.orderId,
    leg: work.leg,
    window,
    timeZone,
    today: dayInZone(deps.bot.now(), timeZone),
    howToChange: channel.howToChange?.(work.orderId) ?? `change ${work.orderId}`,
  });
  await channel.notify(target, work.key, text);
}

/**
 * Settles the order of a reminder when its conversation keeps it as unsettled (its ledger write
 * failed when it was placed: see the dialog engine's rule 7). True when it did.
 */
async function settleUnsettled(
  bot: TurnBot,
  ledger: Pick<OrderLedger, 'settle'>,
  work: QueuedReminder,
): Promise<boolean> {
  const { state } = await bot.store.load(work.key);
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
