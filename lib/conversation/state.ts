/**
 * The stored conversation state's turn parts: which messages were answered, with what, and whether
 * their replies went out. This is the one record of a message being handled. The queue's deduplication
 * id is the platform's; channels keep no list of their own.
 *
 * @invariant handled-recorded-once A message's replies were sent when the conversation state's `recent`
 *   list holds its id marked `delivered: true`. An ordinary turn writes the mark in its commit, with the
 *   delivery note. A turn with a side effect commits without the mark and writes it after its replies are
 *   sent. A turn run with no channel (`runTurn`: the terminal, tests) returns its replies and writes no mark.
 *   A message a channel answers by itself, with no turn (an SMS HELP or MORE), changes no conversation
 *   state: only the queue's deduplication id guards it (STOP is guarded by the opt-out it records).
 * @invariant previous-release-notes-read An entry with no mark may come from the previous release, which
 *   kept its list in the channel's note: Slack's `delivered`, SMS's `sent`. That list decides for it.
 *   The lists are read and never written, so a message that release sent is not sent again.
 */
import type { DialogState } from '../dialog/types';
import { type OrderToSettle, orderToSettleSchema } from '../orders/settle-placed';
import type { LoadedConversation } from '../store/conversation-store';

/** How many answered message ids a conversation remembers. */
export const RECENT_TURNS = 5;

/** A message answered: its id, its replies, and `delivered` once they were sent (absent: not yet, or an entry of the previous release). */
export interface Answered {
  messageId: string;
  replies: unknown[];
  delivered?: true;
}

/**
 * The conversation state as stored: the dialog's state, and beside it the turn's part that the dialog
 * does not know, the placed orders still to settle (invariant placed-order-settled-later).
 */
export type StoredState = DialogState & { unsettled?: OrderToSettle[] };

/** The placed orders a stored state keeps to settle; none when it keeps none or they no longer parse. */
export function keptOrdersOf(stored: unknown): OrderToSettle[] {
  const parsed = orderToSettleSchema
    .array()
    .safeParse((stored as { unsettled?: unknown } | undefined)?.unsettled);
  return parsed.success ? parsed.data : [];
}

/** `state` with the placed orders to settle beside it (none: no field). */
export function withKeptOrders(state: DialogState, orders: readonly OrderToSettle[]): StoredState {
  return orders.length > 0 ? { ...state, unsettled: [...orders] } : state;
}

/** The answered messages of a stored state, read leniently (none when it holds no list). */
export function recentOf(stored: unknown): Answered[] {
  const recent = (stored as { recent?: unknown } | undefined)?.recent;
  return Array.isArray(recent) ? (recent as Answered[]) : [];
}

/** Whether `entry`'s replies were sent: its mark, or that of the previous release's note (invariant previous-release-notes-read). */
export function wasDelivered(entry: Answered, note: unknown): boolean {
  return entry.delivered === true || sentByPreviousRelease(note, entry.messageId);
}

/** Whether `messageId` was handled, read from the state the turn loaded (invariant handled-recorded-once). */
export function answeredIn(loaded: Pick<LoadedConversation, 'state' | 'note'>, messageId: string): boolean {
  const entry = recentOf(loaded.state).find((turn) => turn.messageId === messageId);
  return entry ? wasDelivered(entry, loaded.note) : sentByPreviousRelease(loaded.note, messageId);
}

/** `recent` with `entry` added (or its earlier record replaced), the last RECENT_TURNS kept. */
export function withAnswered<T extends Answered>(recent: readonly T[], entry: T): T[] {
  return [...recent.filter((turn) => turn.messageId !== entry.messageId), entry].slice(-RECENT_TURNS);
}

/** The previous release's channel note listed `messageId` as sent: Slack's `delivered`, SMS's `sent`. */
function sentByPreviousRelease(note: unknown, messageId: string): boolean {
  if (typeof note !== 'object' || note === null) return false;
  const { delivered, sent } = note as { delivered?: unknown; sent?: unknown };
  return [delivered, sent].some((list) => Array.isArray(list) && list.includes(messageId));
}
