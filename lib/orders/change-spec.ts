/**
 * One change of a placed order as specified (`ChangeSpec`): the transportation update it sends (only
 * the legs that change, invariant unchanged-leg-left-out), the ledger entry it leaves, and what people are shown
 * of it: its fields, the service's totals, its reference, and the words for a refusal or no answer.
 */

import type { LaundryApiError } from '../laundry/errors';
import type { OrderSummary, TransportationLeg, TransportationUpdateRequest } from '../laundry/schemas';
import { formatCents } from '../money';
import { ENGLISH, type Words } from '../words';
import type { WindowChoice } from './choices';
import {
  type ChangeSpec,
  type ChangeWas,
  entryTimeZone,
  type LedgerChange,
  type LedgerEntry,
  type PendingChange,
} from './ledger-entry';
import { currentAddressId, currentTipCents, legLabel, type OrderRecord } from './placed-order';

/** One field a change sets, old and new, as the review, the ledger's history and the customer's notice show it. */
export type ChangedField = LedgerChange['fields'][number];

/**
 * A leg of the update for a window. GAP readings (see lib/laundry/schemas/orders.ts): `timingsId` is the
 * window's id and `deliveryWindow` its [start, end] in epoch ms; the courier's window id goes as
 * `thirdPartyDeliveryId`; the tip is in dollars, on courier legs only.
 */
function windowLeg(w: WindowChoice, tipCents: number): TransportationLeg {
  const courier = w.provider === 'ON_DEMAND';
  return {
    timingsId: w.id,
    deliveryWindow: [Date.parse(w.startTime), Date.parse(w.endTime)],
    courierTip: courier ? tipCents / 100 : 0,
    ...(courier ? { thirdPartyDeliveryId: String(w.id) } : {}),
  };
}

/** The transportation update of a change to the order `entry`: only the legs that change (invariant unchanged-leg-left-out). */
export function transportationUpdate(
  spec: ChangeSpec,
  entry: LedgerEntry,
): Omit<TransportationUpdateRequest, 'paymentMethodToken'> {
  const tip = spec.tipCents ?? currentTipCents(entry);
  const delivery = spec.newDelivery ?? entry.returnWindow;
  let pickup: TransportationLeg | undefined;
  let deliveryLeg: TransportationLeg | null | undefined;
  if (spec.newPickup) pickup = windowLeg(spec.newPickup, tip);
  if (spec.newDelivery) deliveryLeg = windowLeg(spec.newDelivery, tip);
  if (spec.tipCents !== undefined) {
    if (entry.pickup.provider === 'ON_DEMAND' && !pickup) pickup = { courierTip: tip / 100 };
    if (delivery?.provider === 'ON_DEMAND' && !deliveryLeg) deliveryLeg = { courierTip: tip / 100 };
  }
  const addressId =
    spec.address?.id ?? (spec.change === 'add-delivery' ? currentAddressId(entry) : undefined);
  if (addressId !== undefined) {
    if (spec.address) pickup = { ...pickup, serviceCustomerAddressId: addressId };
    if (delivery && deliveryLeg !== null)
      deliveryLeg = { ...deliveryLeg, serviceCustomerAddressId: addressId };
  }
  if (spec.change === 'cancel-delivery') deliveryLeg = null;
  return {
    ...(pickup ? { pickup } : {}),
    ...(deliveryLeg !== undefined ? { delivery: deliveryLeg } : {}),
  };
}

/** What a change keeps of the order `entry` as it was before it. */
export function wasOf(entry: LedgerEntry): ChangeWas {
  return {
    pickup: entry.pickup,
    ...(entry.returnWindow ? { returnWindow: entry.returnWindow } : {}),
    addressLabel: entry.addressLabel,
    courierTipCents: currentTipCents(entry),
    ...(entry.summary ? { summary: entry.summary } : {}),
  };
}

/** The order `entry` as it was before a change that kept `was`: old and new are read against it. */
export function asItWas(entry: LedgerEntry, was: ChangeWas): LedgerEntry {
  const { returnWindow: _now, summary: _summary, ...rest } = entry;
  return { ...rest, ...was };
}

/** The ledger entry after the change, its history aside. */
export function changedEntry(
  spec: ChangeSpec,
  entry: LedgerEntry,
  summary: OrderSummary | undefined,
): LedgerEntry {
  const next: LedgerEntry = structuredClone(entry);
  if (spec.newPickup) next.pickup = spec.newPickup;
  if (spec.newDelivery) next.returnWindow = spec.newDelivery;
  if (spec.change === 'cancel-delivery') next.returnWindow = undefined;
  if (spec.address) {
    next.addressId = spec.address.id;
    next.addressLabel = spec.address.label;
  }
  if (spec.tipCents !== undefined) next.courierTipCents = spec.tipCents;
  if (summary)
    next.summary = {
      status: summary.status,
      paymentStatus: summary.paymentStatus,
      orderTotal: summary.orderTotal,
      netOrderTotal: summary.netOrderTotal,
      pickupDeliveryFee: summary.pickupDeliveryFee,
      returnDeliveryFee: summary.returnDeliveryFee,
    };
  return next;
}

/**
 * Each field that changes, old and new, as the review and the ledger's history show them: times in
 * the order's store's zone (`fallback`, TIME_ZONE, when it has none).
 *
 * @invariant tip-said-with-its-trip A change that gains or loses a courier trip (a courier window picked
 *   for a leg the store's driver had, a delivery added or dropped) shows that trip's tip, old and new,
 *   before it is confirmed: a tip taken away is never put back unsaid.
 */
export function changedFields(
  spec: ChangeSpec,
  entry: LedgerEntry,
  fallback: string,
  words: Words = ENGLISH,
): ChangedField[] {
  const timeZone = entryTimeZone(entry, fallback);
  const fields: ChangedField[] = [];
  const { t } = words;
  const leg = (w: WindowChoice) => legLabel(w, timeZone, words);
  const collect = t('change.collectAt', { store: entry.store.name });
  // A courier's tip is per trip (currentTipCents, sent on courier legs only: transportationUpdate): a trip
  // gained or lost with a change gains or loses its tip, and every cost is said (invariant tip-said-with-its-trip).
  const tip = spec.tipCents ?? currentTipCents(entry);
  const tipOf = (w?: WindowChoice) => (w?.provider === 'ON_DEMAND' && tip > 0 ? formatCents(tip) : undefined);
  const tripTip = (
    field: 'change.pickupTip' | 'change.deliveryTip',
    before?: WindowChoice,
    after?: WindowChoice,
  ) => {
    const [from, to] = [tipOf(before), tipOf(after)];
    if (spec.tipCents === undefined && from !== to)
      fields.push({ field: t(field), from: from ?? t('change.noTip'), to: to ?? t('change.noTip') });
  };
  if (spec.newPickup) {
    fields.push({
      field: t('change.pickup'),
      from: leg(entry.pickup),
      to: leg(spec.newPickup),
    });
    tripTip('change.pickupTip', entry.pickup, spec.newPickup);
  }
  if (spec.newDelivery) {
    fields.push({
      field: t('change.delivery'),
      from: entry.returnWindow ? leg(entry.returnWindow) : collect,
      to: leg(spec.newDelivery),
    });
    tripTip('change.deliveryTip', entry.returnWindow, spec.newDelivery);
  }
  if (spec.change === 'cancel-delivery' && entry.returnWindow) {
    fields.push({
      field: t('change.delivery'),
      from: leg(entry.returnWindow),
      to: t('change.noneCollect', { collect }),
    });
    tripTip('change.deliveryTip', entry.returnWindow, undefined);
  }
  if (spec.address)
    fields.push({ field: t('change.address'), from: entry.addressLabel, to: spec.address.label });
  if (spec.tipCents !== undefined)
    fields.push({
      field: t('change.courierTip'),
      from: formatCents(currentTipCents(entry)),
      to: formatCents(spec.tipCents),
    });
  return fields;
}

/**
 * The service's refusal of a change, as a sentence (invariant refusal-changes-nothing). Refused when sent again
 * to settle it, the first send may still have been applied: that is said, not "nothing was changed"
 * (invariant timed-out-change-settled-next).
 */
export function refusal(
  error: LaundryApiError,
  order: OrderRecord,
  pending?: PendingChange,
  words: Words = ENGLISH,
): string {
  const orderId = String(order.orderId);
  const message = error.serviceMessage;
  if (pending)
    return words.t('change.refusedSettling', {
      orderId,
      message,
      store: order.entry.store.name,
      reference: changeReference(pending.id),
    });
  if (error.kind === 'not_found') return words.t('change.refusedGone', { orderId });
  return words.t('change.refused', { message });
}

/** A change's reference as people see it. */
export function changeReference(id: string): string {
  return id.slice(-8).toUpperCase();
}
