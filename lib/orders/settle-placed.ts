/**
 * Settling a placed order: the service took it, and its ledger record is written PLACED (with the
 * order id and the pointer `getByOrderId` reads). Other kinds of "settle" are not this one: an unknown
 * outcome is written UNKNOWN when the order is sent (place-order.ts), and a refused order is written FAILED.
 *
 * @invariant placed-order-settled-later A placed order whose PLACED write failed (a throttled write) is
 *   kept in the conversation state. Every turn of that conversation settles it first, in one place
 *   (lib/conversation/turn.ts), until the write succeeds. The claim meanwhile stays PENDING, so the same
 *   confirmation can never be sent again.
 * @invariant placed-order-settled-without-its-conversation An order the service took is recorded whatever becomes of its conversation: when its PLACED write
 *   fails, the turn also puts a `settle` item on the queue for a minute later (the Scheduler's
 *   `deliverAt`: durable, outside the table that just failed), and the worker settles it then, retried
 *   by the queue until the write succeeds. The service has no endpoint to read an order back, so the
 *   order id must travel with the work: a PENDING record alone could never learn it.
 */
import * as z from 'zod';
import { lazySchema } from '../lazy-schema';
import type { QueueMessage } from '../queue/queue';
import type { OrderLedger } from '../store/order-ledger';

/** A placed order whose ledger record is still to be settled PLACED. */
export const orderToSettleSchema = lazySchema(() =>
  z.object({
    serviceCustomerId: z.number(),
    confirmationId: z.string(),
    orderId: z.number(),
  }),
);
export type OrderToSettle = z.infer<typeof orderToSettleSchema>;

/** How long after a failed PLACED write the queued settle runs: a throttled table has had time to recover. */
export const SETTLE_RETRY_MS = 60_000;

/** The queued work that settles one placed order (invariant placed-order-settled-without-its-conversation). */
export const queuedSettleSchema = orderToSettleSchema.extend({
  v: z.literal(1),
  kind: z.literal('settle'),
  /** The conversation that placed it: the queue's group, so its reminder comes after. Never logged. */
  key: z.string().min(1),
  messageId: z.string().min(1),
  receivedAt: z.number(),
});
export type QueuedSettle = z.infer<typeof queuedSettleSchema>;

/**
 * Settles each order's ledger record PLACED; returns those whose write failed again, to keep.
 * @example const left = await settlePlaced(ledger, [{ serviceCustomerId: 1001, confirmationId: 'c1', orderId: 5001 }]);
 */
export async function settlePlaced(
  ledger: Pick<OrderLedger, 'settle'>,
  orders: readonly OrderToSettle[],
): Promise<OrderToSettle[]> {
  const left: OrderToSettle[] = [];
  for (const order of orders) {
    const { serviceCustomerId, confirmationId, orderId } = order;
    await ledger
      .settle(serviceCustomerId, confirmationId, { status: 'PLACED', orderId })
      .catch(() => left.push(order));
  }
  return left;
}

/**
 * Queues the settling of `orders` for `SETTLE_RETRY_MS` from `now` (invariant placed-order-settled-without-its-conversation),
 * once per confirmation; best effort (the conversation keeps them too).
 * @example await settleLater(bot.deliverAt, failed, key, Date.now());
 */
export async function settleLater(
  deliverAt: ((message: QueueMessage, at: number) => Promise<void>) | undefined,
  orders: readonly OrderToSettle[],
  key: string,
  now: number,
): Promise<void> {
  if (!deliverAt) return;
  for (const { serviceCustomerId, confirmationId, orderId } of orders) {
    const messageId = `settle:${confirmationId}`;
    const work: QueuedSettle = {
      v: 1,
      kind: 'settle',
      key,
      messageId,
      serviceCustomerId,
      confirmationId,
      orderId,
      receivedAt: now,
    };
    const message = { groupId: key, deduplicationId: messageId, body: JSON.stringify(work) };
    await deliverAt(message, now + SETTLE_RETRY_MS).catch(() => {});
  }
}

/**
 * The queued settle, run by the worker: throws when the write fails again, so the queue retries it.
 * @example await settleQueued(ledger, work);
 */
export async function settleQueued(ledger: Pick<OrderLedger, 'settle'>, work: QueuedSettle): Promise<void> {
  const left = await settlePlaced(ledger, [work]);
  if (left.length > 0) throw new Error(`order ${work.orderId} is still not settled PLACED`);
}
