/**
 * The ledger as one turn's dialog sees it: a placed order whose PLACED write fails is kept for the turn
 * to settle later (invariant placed-order-settled-later), and a record the turn was handed already read
 * (a reminder's order, invariant reminder-reads-its-order-once) is not read again.
 */
import type { OrderToSettle } from '../orders/settle-placed';
import type { LedgerRecord, OrderLedger, ReadOptions } from '../store/order-ledger';

/** What a turn's ledger shares with its turn. */
export interface TurnLedgerParts {
  /** The placed orders whose PLACED write failed in this attempt. */
  failedSettles: OrderToSettle[];
  /** Records already read for this turn, by order id; the turn marks one PLACED when it settles it. */
  known: LedgerRecord[];
}

/**
 * `ledger` with `parts`: a failed PLACED write kept (then thrown as before), a known record answered
 * without a read.
 * @example const ledger = ledgerOfTurn(deps.ledger, { failedSettles: [], known: [record] });
 */
export function ledgerOfTurn<L extends Pick<OrderLedger, 'settle' | 'getByOrderId'>>(
  ledger: L,
  parts: TurnLedgerParts,
): L {
  return {
    ...ledger,
    settle: (serviceCustomerId, confirmationId, outcome) =>
      ledger.settle(serviceCustomerId, confirmationId, outcome).catch((error: unknown) => {
        if (outcome.status === 'PLACED')
          parts.failedSettles.push({ serviceCustomerId, confirmationId, orderId: outcome.orderId });
        throw error;
      }),
    getByOrderId: async <E>(orderId: number, options?: ReadOptions<E>) => {
      const known = parts.known.find((record) => record.status === 'PLACED' && record.orderId === orderId);
      if (!known) return ledger.getByOrderId(orderId, options);
      const parse = options?.parse;
      const entry = !parse
        ? known.entry
        : typeof parse === 'function'
          ? parse(known.entry)
          : parse.parse(known.entry);
      return { ...known, entry } as LedgerRecord<E>;
    },
  };
}

/** `known` with the records of the orders just settled marked PLACED, as the ledger now has them. */
export function settledIn(known: LedgerRecord[], settled: readonly OrderToSettle[]): LedgerRecord[] {
  return known.map((record) => {
    const order = settled.find((one) => one.confirmationId === record.confirmationId);
    return order ? { ...record, status: 'PLACED', orderId: order.orderId } : record;
  });
}
