/**
 * A customer's answer to the question a staff batch asked them (lib/flows/reminder.ts, a staff
 * change's), told to the staff who ran the batch: one line under the batch's progress, who (masked as
 * staff see customers) and what.
 *
 * @invariant batch-answer-told-staff Each answer a customer gives to a batch's question about their order (kept, moved and to what, a person asked for) is told to the batch's staff once: a notice of the answering turn, which a redelivered or retried message does not make again (its turn was answered before). Only an answer to the batch's question: the order's last change is the batch's, or, for the change the customer just made, the one before it. No phone in it but masked.
 */
import { formatDay, formatTimeRange } from '../calendar';
import { maskPhone } from '../dialog/mask-phone';
import { formatCents } from '../money';
import type { WindowChoice } from '../orders/choices';
import { type ChangeSpec, entryTimeZone, type LedgerEntry } from '../orders/ledger-entry';
import type { StepContext } from './flow';

/** Who answered, as staff see customers in the batch's list, with the phone they text from masked. */
async function who(ctx: StepContext<unknown>, orderId: number): Promise<string> {
  const placedBy = (await ctx.deps.staffDesk?.findOrder(orderId))?.placedBy ?? 'the customer';
  return ctx.senderPhone ? `${placedBy}, phone ${maskPhone(ctx.senderPhone)}` : placedBy;
}

/**
 * Tells the batch that asked about the order (if one did) what its customer answered (invariant
 * batch-answer-told-staff); `madeNow`: the answer is a change the customer just made, the entry's last.
 * @example await tellBatch(ctx, 5003, entry, 'kept');
 */
export async function tellBatch(
  ctx: StepContext<unknown>,
  orderId: number,
  entry: LedgerEntry,
  answer: string,
  madeNow = false,
): Promise<void> {
  const asked = entry.changes?.at(madeNow ? -2 : -1);
  if (!asked?.batch) return;
  ctx.notify({
    key: asked.by,
    batch: asked.batch,
    text: `#${orderId} · ${await who(ctx, orderId)}: ${answer}`,
  });
}

/**
 * A change made to an order, as staff read it (a customer's answer, a change at the desk), its times in the order's zone.
 * @example changeAnswer(entry, { newPickup }, 'America/New_York') // 'moved the pickup to Fri, Nov 27 10:00 AM–12:00 PM EST'
 */
export function changeAnswer(entry: LedgerEntry, spec: ChangeSpec, timeZone: string): string {
  const zone = entryTimeZone(entry, timeZone);
  const at = (w: WindowChoice) => `${formatDay(w.day)} ${formatTimeRange(w.startTime, w.endTime, zone)}`;
  if (spec.change === 'cancel-delivery') return 'cancelled the delivery: collects it at the store';
  if (spec.change === 'add-delivery' && spec.newDelivery) return `added a delivery ${at(spec.newDelivery)}`;
  if (spec.change === 'address') return 'changed the address';
  if (spec.tipCents !== undefined) return `set the courier tip to ${formatCents(spec.tipCents)}`;
  const moved = [
    ...(spec.newPickup ? [`the pickup to ${at(spec.newPickup)}`] : []),
    ...(spec.newDelivery ? [`the delivery to ${at(spec.newDelivery)}`] : []),
  ];
  return moved.length ? `moved ${moved.join(' and ')}` : 'changed the order';
}
