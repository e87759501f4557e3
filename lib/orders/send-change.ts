/**
 * Sends a pending change's transportation update and records what the service answered (invariants
 * change-sent-once and timed-out-change-settled-next, change-order.ts): the one send of a change, whoever
 * made it (a person in the change flow, or staff's batch: lib/orders/batch.ts).
 */
import { isLaundryApiError, type LaundryApiError } from '../laundry/errors';
import type { LaundryPort } from '../laundry/port';
import type { OrderSummary, TransportationUpdateRequest } from '../laundry/schemas';
import { type ChangeLedger, dropPending, recordMade } from './change-ledger';
import type { LedgerEntry, PendingChange } from './ledger-entry';
import type { OrderRecord } from './placed-order';

/** What a send needs: the service, the ledger, and the session's token it acts with. */
export interface SendDeps {
  laundry: Pick<LaundryPort, 'listPaymentMethods' | 'updateTransportation'>;
  ledger: ChangeLedger;
  token: string;
  /** Staff act (perhaps with the dispatch credential, which names no customer and lists no cards). */
  staff: boolean;
}

export type Sent =
  | { kind: 'made'; order: OrderRecord; summary: OrderSummary | undefined }
  /** Refused; `settling`: refused when sent again, which says nothing certain of the first send. */
  | { kind: 'refused'; error: LaundryApiError; settling: boolean }
  | { kind: 'unknown' };

/**
 * The order's card token, for any cost difference (invariant order-card-goes-with-change). A credential that names no customer (staff
 * acting with the business's dispatch credential: "Customer is required") lists no cards: none is sent.
 */
async function cardToken(deps: SendDeps, entry: LedgerEntry): Promise<string | undefined> {
  const methods = await deps.laundry.listPaymentMethods(deps.token).catch((error) => {
    if (isLaundryApiError(error, 'unauthorized') && deps.staff) return [];
    throw error;
  });
  const card = methods.find(
    (m) =>
      m.id === entry.paymentMethodId ||
      (!!entry.request.paymentToken && m.paymentMethodToken === entry.request.paymentToken),
  );
  return card?.paymentMethodToken;
}

/** True for the service's answer that the delivery a cancel would cancel is gone (invariant timed-out-change-settled-next). */
function noDeliveryToCancel(pending: PendingChange, error: unknown): boolean {
  return (
    pending.spec.change === 'cancel-delivery' &&
    isLaundryApiError(error, 'invalid') &&
    /no scheduled delivery/i.test(error.serviceMessage)
  );
}

/**
 * Sends a pending change's update, the first time or again to settle it (invariant timed-out-change-settled-next), and records what the
 * service answered. A failure that certainly changed nothing, on the first send, forgets the change
 * and is thrown (the caller says it in words).
 * @example const sent = await sendChange({ laundry, ledger, token, staff: true }, order, pending, false);
 */
export async function sendChange(
  deps: SendDeps,
  order: OrderRecord,
  pending: PendingChange,
  settling: boolean,
): Promise<Sent> {
  let summary: OrderSummary | undefined;
  try {
    const update: TransportationUpdateRequest = { ...pending.update };
    const token = await cardToken(deps, order.entry);
    if (token) update.paymentMethodToken = token;
    summary = await deps.laundry.updateTransportation(deps.token, order.orderId, update);
  } catch (error) {
    if (settling && noDeliveryToCancel(pending, error))
      return {
        kind: 'made',
        order: await recordMade(deps.ledger, order, pending, undefined),
        summary: undefined,
      };
    if (isLaundryApiError(error) && error.outcomeUnknown) return { kind: 'unknown' };
    if (isLaundryApiError(error, 'not_found', 'invalid')) {
      await dropPending(deps.ledger, order, pending.id);
      return { kind: 'refused', error, settling };
    }
    if (settling) {
      // Settling, a failure says nothing of the first send: the change stays pending.
      if (isLaundryApiError(error, 'unavailable')) return { kind: 'unknown' };
      throw error;
    }
    await dropPending(deps.ledger, order, pending.id);
    throw error;
  }
  return { kind: 'made', order: await recordMade(deps.ledger, order, pending, summary), summary };
}
