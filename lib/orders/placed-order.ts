/**
 * A placed order as the bot's ledger has it: the customer's recent placed orders (one query for "my
 * orders", "same as last time", the change flow, products and Slack's Home), one order by its id, and
 * what its record says of it now (address, courier tip). The conversation keeps an order's ids, never
 * a copy of its record (invariant conversation-keeps-order-ids).
 *
 * @invariant unknown-outcome-shown-until-settled An order sent whose outcome is unknown (its record UNKNOWN or PENDING) is listed
 *   with the placed ones as one that may have been placed, with its reference and its store's contact,
 *   until its record is settled: then it shows as placed, or not at all (FAILED). "No orders" is said
 *   only when there are neither.
 * @invariant unknown-outcome-listed-till-pickup-day The service gives no way to read an order back, and a new order's id only in the
 *   answer to its POST: an order whose answer never came can't be settled by asking. It is listed as one that may have been placed
 *   until its pickup day has passed (the store has it or not by then, and the person was given its contact), and the listing says so.
 */
import * as z from 'zod';
import { formatDay, formatTimeRange } from '../calendar';
import { centsOfDollars } from '../laundry/schemas';
import { lazySchema } from '../lazy-schema';
import type { LedgerRecord, OrderLedger } from '../store/order-ledger';
import { ENGLISH, type Words } from '../words';
import { providerAfterWith, type WindowChoice } from './choices';
import { type LedgerEntry, ledgerEntrySchema } from './ledger-entry';
import { orderReference } from './order-request';

/** A placed order as the conversation keeps it: its ids. */
export const orderIdsSchema = lazySchema(() =>
  z.object({
    orderId: z.number(),
    confirmationId: z.string(),
    serviceCustomerId: z.number(),
  }),
);
export type OrderIds = z.infer<typeof orderIdsSchema>;

/** A placed order as its ledger record is now. */
export interface OrderRecord extends OrderIds {
  /** The record's version: a change is written only over this one. */
  updatedAt: string;
  entry: LedgerEntry;
}

/**
 * One placed order of the signed-in customer, read consistently by its id; undefined when the bot
 * placed no such order for this customer (another customer's order is "not found" alike).
 */
export async function placedOrderById(
  ledger: Pick<OrderLedger, 'getByOrderId'>,
  serviceCustomerId: number,
  orderId: number,
): Promise<OrderRecord | undefined> {
  const record = await ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
  if (!record || record.serviceCustomerId !== serviceCustomerId) return undefined;
  return orderRecordOf(record, orderId);
}

/** A placed order's ledger record as the order domain reads it. */
export function orderRecordOf(record: LedgerRecord<LedgerEntry>, orderId: number): OrderRecord {
  return {
    orderId,
    confirmationId: record.confirmationId,
    serviceCustomerId: record.serviceCustomerId,
    updatedAt: record.updatedAt,
    entry: record.entry,
  };
}

/** The ids of an order, as the conversation keeps them. */
export function idsOf({ orderId, confirmationId, serviceCustomerId }: OrderIds): OrderIds {
  return { orderId, confirmationId, serviceCustomerId };
}

/**
 * The customer's placed orders among their `read` newest ledger records, newest first, at most `shown`:
 * attempts that placed nothing are records too, so a caller reads more than it shows.
 * @example const [last] = await recentPlaced(deps.ledger, customerId, 10, 1);
 */
export async function recentPlaced(
  ledger: Pick<OrderLedger, 'listByCustomer'>,
  serviceCustomerId: number,
  read: number,
  shown = read,
): Promise<OrderRecord[]> {
  const records = await ledger.listByCustomer(serviceCustomerId, read, { parse: ledgerEntrySchema });
  return records.flatMap((r) => placedOf(r) ?? []).slice(0, shown);
}

/** A ledger record's placed order; undefined when the record placed none (yet). */
function placedOf(r: LedgerRecord<LedgerEntry>): OrderRecord | undefined {
  return r.status === 'PLACED' && r.orderId !== undefined ? orderRecordOf(r, r.orderId) : undefined;
}

/**
 * An order sent whose outcome the bot never learned: its record is UNKNOWN (no answer in time), or still
 * PENDING (claimed, and no outcome ever written). It may have been placed (invariant unknown-outcome-shown-until-settled).
 */
export interface UnsettledOrder {
  confirmationId: string;
  /** What the store finds in the order notes ("Chat ref …") and the person was given. */
  reference: string;
  entry: LedgerEntry;
}

/** One of the customer's recent orders: placed, or sent with its outcome unknown. */
export type RecentOrder = { placed: OrderRecord } | { unsettled: UnsettledOrder };

/**
 * The customer's recent orders among their `read` newest ledger records, newest first, at most `shown`:
 * the placed ones and those that may have been placed till their pickup day (`today`, YYYY-MM-DD) has
 * passed (invariant unknown-outcome-listed-till-pickup-day); attempts that certainly placed nothing are
 * left out. Once an unsettled one is settled, it shows as what it was found to be (placed, or left out).
 * @example const orders = await recentOrders(deps.ledger, customerId, '2026-11-23', 15, 5);
 */
export async function recentOrders(
  ledger: Pick<OrderLedger, 'listByCustomer'>,
  serviceCustomerId: number,
  today: string,
  read: number,
  shown = read,
): Promise<RecentOrder[]> {
  const records = await ledger.listByCustomer(serviceCustomerId, read, { parse: ledgerEntrySchema });
  const orders: RecentOrder[] = [];
  for (const r of records) {
    const placed = placedOf(r);
    if (placed) orders.push({ placed });
    else if ((r.status === 'UNKNOWN' || r.status === 'PENDING') && r.entry.pickup.day >= today)
      orders.push({
        unsettled: {
          confirmationId: r.confirmationId,
          reference: orderReference(r.confirmationId),
          entry: r.entry,
        },
      });
  }
  return orders.slice(0, shown);
}

/** The customer's last placed order (the newest records may be attempts that placed nothing). */
export async function lastPlaced(
  ledger: Pick<OrderLedger, 'listByCustomer'>,
  serviceCustomerId: number,
): Promise<OrderRecord | undefined> {
  const [last] = await recentPlaced(ledger, serviceCustomerId, 10, 1);
  return last;
}

/** A window as one line: "Tue, Nov 24, 9–11 AM with the store driver", in `words`' language. */
export function legLabel(w: WindowChoice, timeZone: string, words: Words = ENGLISH): string {
  return words.t('placing.legLabel', {
    day: formatDay(w.day, words.language),
    times: formatTimeRange(w.startTime, w.endTime, timeZone, words.language),
    provider: providerAfterWith(w, words),
  });
}

/** The address the order's legs go to now. */
export function currentAddressId(entry: LedgerEntry): number {
  return entry.addressId ?? entry.request.customerAddressId;
}

/** The courier tip per on-demand trip now, in cents (the request's is in dollars). */
export function currentTipCents(entry: LedgerEntry): number {
  if (entry.courierTipCents !== undefined) return entry.courierTipCents;
  const { pickup, delivery } = entry.request.orderDelivery;
  return centsOfDollars(Math.max(pickup?.courierTip ?? 0, delivery?.courierTip ?? 0));
}
