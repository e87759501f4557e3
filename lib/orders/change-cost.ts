/**
 * What a change of a placed order costs, known before it is confirmed: the fees of its legs before and
 * after, and the order's total when the service gave one. Every person shown a change (the customer,
 * a reminder's "move", staff) and the customer told of staff's change read it from here.
 *
 * @invariant change-cost-shown-before-confirming Every change shows the old and new fees and the new total before it is confirmed; staff see the customer's cost change, and the customer is told it.
 * @invariant change-fee-is-the-window-fee A leg's fee is its window's `deliveryFeeInCents`, the one fact shown when the window is picked (lib/flows/slot.ts): the fee before is the order's window's, the fee after the new window's; no fee is worked out twice.
 *
 * GAP: the service quotes nothing for a change before it is made (the transportation update answers
 * with the order's summary only after), and the contract does not say what `orderTotal` holds besides
 * the delivery fees (taxes, tips, the cleaning). Reading, decided here once: the order's total moves by
 * the fee difference and nothing else (a courier tip is the courier's, shown as its own field, and any
 * tax the service adds is in its total already, not worked out by the bot); before the service ever
 * gave a total (an order never changed) no total is guessed, and "the fees in all" is the new total shown.
 */
import { centsOfDollars } from '../laundry/schemas';
import type { ChangeSpec, LedgerEntry } from './ledger-entry';
import { currentTipCents } from './placed-order';

/** An order's cost as far as the bot knows it. */
export interface OrderCost {
  pickupFeeCents: number;
  /** 0 when the order is collected at the store. */
  deliveryFeeCents: number;
  /** Both fees together. */
  feesCents: number;
  /** The service's order total, when it gave one (see the GAP above). */
  totalCents?: number;
}

/** An order's cost before and after a change. */
export interface CostChange {
  from: OrderCost;
  to: OrderCost;
}

function cost(pickupFeeCents: number, deliveryFeeCents: number, totalCents?: number): OrderCost {
  return {
    pickupFeeCents,
    deliveryFeeCents,
    feesCents: pickupFeeCents + deliveryFeeCents,
    ...(totalCents !== undefined ? { totalCents } : {}),
  };
}

/**
 * What `spec` does to the cost of the order `entry` (invariant change-fee-is-the-window-fee).
 * @example changeCost({ change: 'pickup', newPickup }, entry).to.feesCents // 1798
 */
export function changeCost(spec: ChangeSpec, entry: LedgerEntry): CostChange {
  const pickupBefore = entry.pickup.feeInCents;
  const deliveryBefore = entry.returnWindow?.feeInCents ?? 0;
  const pickupAfter = spec.newPickup?.feeInCents ?? pickupBefore;
  const deliveryAfter =
    spec.change === 'cancel-delivery' ? 0 : (spec.newDelivery?.feeInCents ?? deliveryBefore);
  const total = entry.summary ? centsOfDollars(entry.summary.orderTotal) : undefined;
  const difference = pickupAfter + deliveryAfter - (pickupBefore + deliveryBefore);
  return {
    from: cost(pickupBefore, deliveryBefore, total),
    to: cost(pickupAfter, deliveryAfter, total === undefined ? undefined : total + difference),
  };
}

/**
 * True when `spec` sets nothing the order `entry` does not have already (the same window picked
 * again, the same tip): there is nothing to confirm or send.
 */
export function changesNothing(spec: ChangeSpec, entry: LedgerEntry): boolean {
  const same = (a: { id: number; provider: string; day: string }, b?: typeof a) =>
    !!b && a.id === b.id && a.provider === b.provider && a.day === b.day;
  if (spec.change === 'cancel-delivery' || spec.address) return false;
  if (spec.newPickup && !same(spec.newPickup, entry.pickup)) return false;
  if (spec.newDelivery && !same(spec.newDelivery, entry.returnWindow)) return false;
  if (spec.tipCents !== undefined) return spec.tipCents === currentTipCents(entry);
  return !!(spec.newPickup || spec.newDelivery);
}
