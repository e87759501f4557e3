/**
 * Settling a placed order: the service took it, and its ledger record is written PLACED (with the
 * order id and the pointer `getByOrderId` reads). Other kinds of "settle" are not this one: an unknown
 * outcome is written UNKNOWN when the order is sent (place-order.ts), and a refused order is written FAILED.
 *
 * @invariant placed-order-settled-later A placed order whose PLACED write failed (a throttled write) is
 *   kept in the conversation state. Every turn of that conversation settles it first, in one place
 *   (lib/conversation/turn.ts), until the write succeeds. The claim meanwhile stays PENDING, so the same
 *   confirmation can never be sent again.
 */
import * as z from 'zod';
import { lazySchema } from '../lazy-schema';
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
