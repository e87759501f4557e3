/**
 * A change's record in the ledger (invariants ledger-takes-what-service-took and change-sent-once): the pending change kept before it
 * is sent, recorded in the order's history once the service took it, or forgotten when the service
 * certainly did not make it. Every write goes over the record as it is now: one written meanwhile
 * (staff and customer at once) is read again and the change applied over it.
 */
import type { OrderSummary } from '../laundry/schemas';
import { isStoreError } from '../store/errors';
import type { OrderLedger } from '../store/order-ledger';
import { changedEntry } from './change-spec';
import {
  type LedgerChange,
  type LedgerEntry,
  ledgerEntrySchema,
  type PendingChange,
  withChange,
} from './ledger-entry';
import { type OrderRecord, orderRecordOf } from './placed-order';

/** How many times a ledger write that lost to another change is tried again. */
const LEDGER_RETRIES = 3;

/** The ledger's writes a change makes. */
export type ChangeLedger = Pick<OrderLedger, 'amend' | 'get'>;

/**
 * Writes `entry` of the order over its record as it is now: `change(record)` gives the entry to write,
 * or undefined when there is nothing to write; a record written meanwhile is read again (invariant ledger-takes-what-service-took).
 */
export async function amendOrder(
  ledger: ChangeLedger,
  order: OrderRecord,
  change: (record: OrderRecord) => LedgerEntry | undefined,
): Promise<OrderRecord> {
  let current = order;
  for (let attempt = 1; ; attempt++) {
    const entry = change(current);
    if (!entry) return current;
    try {
      const record = await ledger.amend(
        current.serviceCustomerId,
        current.confirmationId,
        entry,
        current.updatedAt,
      );
      return { ...current, updatedAt: record.updatedAt, entry };
    } catch (error) {
      if (!isStoreError(error, 'LEDGER_CHANGED') || attempt >= LEDGER_RETRIES) throw error;
      const fresh = await ledger.get(current.serviceCustomerId, current.confirmationId, {
        parse: ledgerEntrySchema,
      });
      if (!fresh) throw error;
      current = orderRecordOf(fresh, current.orderId);
    }
  }
}

/** The history entry of a pending change. */
function historyOf({ id, at, by, staff, batch, fields, spec, was }: PendingChange): LedgerChange {
  return {
    id,
    at,
    by,
    ...(staff ? { staff } : {}),
    ...(batch ? { batch } : {}),
    fields,
    spec,
    ...(was ? { was } : {}),
  };
}

/** Records a change the service took, once (invariants ledger-takes-what-service-took and change-sent-once). */
export function recordMade(
  ledger: ChangeLedger,
  order: OrderRecord,
  pending: PendingChange,
  summary: OrderSummary | undefined,
): Promise<OrderRecord> {
  return amendOrder(ledger, order, ({ entry }) => {
    if (entry.changes?.some((c) => c.id === pending.id)) return undefined;
    const { pendingChange, ...rest } = changedEntry(pending.spec, entry, summary);
    const next = pendingChange && pendingChange.id !== pending.id ? { ...rest, pendingChange } : rest;
    return withChange(next, historyOf(pending));
  });
}

/** Forgets a pending change the service certainly did not make. */
export function dropPending(ledger: ChangeLedger, order: OrderRecord, id: string): Promise<OrderRecord> {
  return amendOrder(ledger, order, ({ entry }) => {
    if (entry.pendingChange?.id !== id) return undefined;
    const { pendingChange: _dropped, ...rest } = entry;
    return rest;
  });
}
