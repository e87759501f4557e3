/**
 * The worker's reminders: a reminder is checked against the order's ledger record first, then run as
 * a turn of its conversation (the dialog's reminder flow asks what to do with the order: its answer
 * is read against that question like any other), delivered through the channel its key names.
 */
import { type KeyTarget, redactKey, targetOfKey } from '../conversation/key';
import {
  type DeliverTurn,
  runTurnFor,
  type TurnBot,
  type TurnResult,
  type TurnWords,
} from '../conversation/turn';
import { unsettledOrderSchema } from '../dialog/types';
import { ledgerEntrySchema } from '../orders/ledger-entry';
import { reminderWord } from '../orders/reminder-text';
import type { QueuedReminder, ReplyTarget } from '../queue/work';
import type { OrderLedger } from '../store/order-ledger';

/** The ledger reminders are checked against (and settle). */
export interface ReminderSettings {
  ledger: Pick<OrderLedger, 'getByOrderId' | 'settle'>;
}

/**
 * A turn the bot starts on its own in a conversation (a reminder): `run` runs it, only when the
 * conversation can be reached (an SMS phone not opted out, sealed in its link), and its replies are
 * delivered there as a turn's are, once per message id.
 */
export type StartTurn = (
  target: KeyTarget,
  turn: { key: string; messageId: string },
  /** Runs the turn, delivering its replies with `deliver` (run-turn.ts rule 3) to `target`. */
  run: (deliver: DeliverTurn, target: ReplyTarget) => Promise<TurnResult>,
) => Promise<void>;

/** What a reminder needs of a channel (a WorkerChannel): a turn of its own, and the channel's words. */
interface ReminderChannel {
  startTurn?: StartTurn;
  words?: TurnWords;
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
  if (!deps.reminders || !target || !channel?.startTurn) {
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
  const words = channel.words;
  await channel.startTurn(target, { key: work.key, messageId: work.messageId }, (deliver) =>
    runTurnFor(
      deps.bot,
      {
        key: work.key,
        messageId: work.messageId,
        input: { type: 'open', flow: reminderWord(work.leg), orderId: work.orderId, byBot: true },
        ...(words ? { words } : {}),
      },
      deliver,
    ),
  );
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
