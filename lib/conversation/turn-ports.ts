/**
 * The ports as one turn's dialog sees them. The ledger: a placed order whose PLACED write fails is kept
 * for the turn to settle later (invariant placed-order-settled-later), and a record the turn was handed
 * already read (a reminder's order, invariant reminder-reads-its-order-once) is not read again. The
 * reminders: one scheduled for the turn's own conversation carries that Conversation value, so the
 * worker reads no key when it fires (invariant reminder-carries-its-conversation).
 *
 * @invariant reminder-carries-its-conversation A reminder scheduled by a turn of the conversation that placed the order carries that conversation; one scheduled for another conversation (staff changing a customer's order, by the ledger's stored `placedBy` key) carries the key only, read when it fires by the migration reader (stored-key.ts).
 */
import type { FlowDeps } from '../flows/deps';
import type { OrderToSettle } from '../orders/settle-placed';
import type { LedgerRecord, OrderLedger, ReadOptions } from '../store/order-ledger';
import { type Conversation, keyOf } from './conversation';

/** What a turn shares with its dialog's ports. */
export interface SharedWithPorts {
  /** The turn's own conversation. */
  conversation: Conversation;
  /** The placed orders whose PLACED write failed in this attempt. */
  failedSettles: OrderToSettle[];
  /** Records already read for this turn, by order id; the turn marks one PLACED when it settles it. */
  known: LedgerRecord[];
}

/**
 * The dialog's ports for one turn: its ledger and its reminders as described above.
 * @example const deps = portsOfTurn(oncePerTurn(deps, effects), { conversation, failedSettles: [], known: [] });
 */
export function portsOfTurn(deps: FlowDeps, shared: SharedWithPorts): FlowDeps {
  const { reminders } = deps;
  const own = keyOf(shared.conversation);
  return {
    ...deps,
    ledger: ledgerOfTurn(deps.ledger, shared),
    ...(reminders
      ? {
          reminders: {
            ...reminders,
            schedule: (spec) =>
              reminders.schedule(spec.key === own ? { ...spec, conversation: shared.conversation } : spec),
          },
        }
      : {}),
  };
}

/** `ledger` with a failed PLACED write kept (then thrown as before), and a known record answered without a read. */
function ledgerOfTurn<L extends Pick<OrderLedger, 'settle' | 'getByOrderId'>>(
  ledger: L,
  parts: Pick<SharedWithPorts, 'failedSettles' | 'known'>,
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
