/**
 * Sends one confirmed change of a placed order: the transportation update with only the legs that
 * change, then the ledger's record of the order (its legs now, the service's summary, and the
 * change in its history). The ledger is written only once the service has taken the change.
 *
 * Rules:
 * 1. A leg that does not change is left out of the update (omitted = unchanged); cancelling the
 *    delivery sends `delivery: null`.
 * 2. The order's card goes with every change, for the service to charge any cost difference; a card
 *    no longer on file (or not listed to staff's dispatch credential) is left out: the service keeps
 *    the one it has.
 * 3. The service's refusals become sentences and change nothing; the person can choose again.
 * 4. A change written to the ledger by someone else meanwhile (staff and customer at once) is read
 *    again and this change applied over it: the service has it, so the ledger must too.
 */
import { z } from 'zod';
import { isLaundryApiError } from '../laundry/errors';
import {
  centsOfDollars,
  type OrderSummary,
  type TransportationLeg,
  type TransportationUpdateRequest,
} from '../laundry/schemas';
import { isStoreError } from '../store/errors';
import type { LedgerRecord } from '../store/order-ledger';
import { formatDay, formatTimeRange } from './calendar';
import type { ManageData } from './flows/manage';
import { type LedgerEntry, type LedgerSummary, ledgerEntrySchema } from './ledger-entry';
import { remindOf } from './order-reminders';
import { type Accepted, requireSession, type StepContext, say } from './step';
import type { Reply, SummaryValue, WindowChoice } from './types';

type Ctx = StepContext<ManageData>;
type Field = { field: string; from: string; to: string };

/** A placed order being changed, as read from the ledger. */
export const managedOrderSchema = z.object({
  orderId: z.number(),
  confirmationId: z.string(),
  serviceCustomerId: z.number(),
  /** The ledger record's version: the change is written only over this one. */
  updatedAt: z.string(),
  entry: ledgerEntrySchema,
});
export type ManagedOrder = z.infer<typeof managedOrderSchema>;

/**
 * One placed order of the signed-in customer, read consistently by its id; undefined when the bot
 * placed no such order for this customer (another customer's order is "not found" alike).
 */
export async function managedOrder(
  ctx: StepContext<unknown>,
  orderId: number,
): Promise<ManagedOrder | undefined> {
  const record = await ctx.deps.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
  if (!record || record.serviceCustomerId !== requireSession(ctx).serviceCustomerId) return undefined;
  return managedOf(record, orderId);
}

/** A placed order's ledger record as the change flow keeps it. */
export function managedOf(record: LedgerRecord<LedgerEntry>, orderId: number): ManagedOrder {
  return {
    orderId,
    confirmationId: record.confirmationId,
    serviceCustomerId: record.serviceCustomerId,
    updatedAt: record.updatedAt,
    entry: record.entry,
  };
}

/** Forgets the change being made (not the order): the next question is what to change. */
export function clearChange(data: ManageData): void {
  data.change = undefined;
  data.newPickup = undefined;
  data.newDelivery = undefined;
  data.address = undefined;
  data.tipCents = undefined;
}

/** How many times a ledger write that lost to another change is tried again. */
const LEDGER_RETRIES = 3;

/** A window as one line: "Tue, Nov 24, 9–11 AM with Store driver". */
export function legLabel(w: WindowChoice, timeZone: string): string {
  return `${formatDay(w.day)}, ${formatTimeRange(w.startTime, w.endTime, timeZone)} with ${w.providerName}`;
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

/**
 * A leg of the update for a window. GAP readings (see lib/laundry/schemas.ts): `timingsId` is the
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

/** The transportation update for the change in `data`: only the legs that change (rule 1). */
export function transportationUpdate(
  data: ManageData,
): Omit<TransportationUpdateRequest, 'paymentMethodToken'> {
  const { entry } = data.order as ManagedOrder;
  const tip = data.tipCents ?? currentTipCents(entry);
  const delivery = data.newDelivery ?? entry.delivery;
  let pickup: TransportationLeg | undefined;
  let deliveryLeg: TransportationLeg | null | undefined;
  if (data.newPickup) pickup = windowLeg(data.newPickup, tip);
  if (data.newDelivery) deliveryLeg = windowLeg(data.newDelivery, tip);
  if (data.tipCents !== undefined) {
    if (entry.pickup.provider === 'ON_DEMAND' && !pickup) pickup = { courierTip: tip / 100 };
    if (delivery?.provider === 'ON_DEMAND' && !deliveryLeg) deliveryLeg = { courierTip: tip / 100 };
  }
  const addressId =
    data.address?.id ?? (data.change === 'add-delivery' ? currentAddressId(entry) : undefined);
  if (addressId !== undefined) {
    if (data.address) pickup = { ...pickup, serviceCustomerAddressId: addressId };
    if (delivery && deliveryLeg !== null)
      deliveryLeg = { ...deliveryLeg, serviceCustomerAddressId: addressId };
  }
  if (data.change === 'cancel-delivery') deliveryLeg = null;
  return {
    ...(pickup ? { pickup } : {}),
    ...(deliveryLeg !== undefined ? { delivery: deliveryLeg } : {}),
  };
}

/**
 * The order's card token, for any cost difference (rule 2). A credential that names no customer (staff
 * acting with the business's dispatch credential: "Customer is required") lists no cards: none is sent.
 */
async function cardToken(ctx: Ctx, entry: LedgerEntry): Promise<string | undefined> {
  const methods = await ctx.deps.laundry.listPaymentMethods(requireSession(ctx).token).catch((error) => {
    if (ctx.data.staff && isLaundryApiError(error, 'unauthorized')) return [];
    throw error;
  });
  const card = methods.find(
    (m) =>
      m.id === entry.paymentMethodId ||
      (!!entry.request.paymentToken && m.paymentMethodToken === entry.request.paymentToken),
  );
  return card?.paymentMethodToken;
}

/** The ledger entry after the change. */
function changedEntry(
  data: ManageData,
  entry: LedgerEntry,
  summary: OrderSummary,
  change: LedgerEntry['changes'],
): LedgerEntry {
  const next: LedgerEntry = structuredClone(entry);
  if (data.newPickup) next.pickup = data.newPickup;
  if (data.newDelivery) next.delivery = data.newDelivery;
  if (data.change === 'cancel-delivery') next.delivery = undefined;
  if (data.address) {
    next.addressId = data.address.id;
    next.addressLabel = data.address.label;
  }
  if (data.tipCents !== undefined) next.courierTipCents = data.tipCents;
  next.summary = {
    status: summary.status,
    paymentStatus: summary.paymentStatus,
    orderTotal: summary.orderTotal,
    netOrderTotal: summary.netOrderTotal,
    pickupDeliveryFee: summary.pickupDeliveryFee,
    returnDeliveryFee: summary.returnDeliveryFee,
  };
  next.changes = [...(entry.changes ?? []), ...(change ?? [])];
  return next;
}

/** Writes the change to the ledger, over whatever was written meanwhile (rule 4). */
async function recordChange(
  ctx: Ctx,
  managed: ManagedOrder,
  summary: OrderSummary,
  fields: Field[],
): Promise<ManagedOrder> {
  const change = [
    {
      at: ctx.now.toISOString(),
      by: ctx.conversationKey,
      ...(ctx.data.staff ? { staff: ctx.data.staff } : {}),
      fields,
    },
  ];
  let current = managed;
  for (let attempt = 1; ; attempt++) {
    const entry = changedEntry(ctx.data, current.entry, summary, change);
    try {
      const record = await ctx.deps.ledger.amend(
        current.serviceCustomerId,
        current.confirmationId,
        entry,
        current.updatedAt,
      );
      return { ...current, updatedAt: record.updatedAt, entry };
    } catch (error) {
      if (!isStoreError(error, 'LEDGER_CHANGED') || attempt >= LEDGER_RETRIES) throw error;
      const fresh = await managedOrder(ctx, current.orderId);
      if (!fresh) throw error;
      current = fresh;
    }
  }
}

/** The service's refusal of a change, as a sentence (rule 3); undefined for other failures. */
function refusal(error: unknown, orderId: number): string | undefined {
  if (isLaundryApiError(error, 'not_found'))
    return `The laundry has no order #${orderId} to change any more. Nothing was changed; please call the store.`;
  if (isLaundryApiError(error, 'invalid'))
    return `The laundry couldn't make that change: ${error.serviceMessage}. Nothing was changed, so you can choose again.`;
  return undefined;
}

/**
 * Sends the confirmed change and ends the flow with what the service answered; a refusal is said and
 * the person chooses again.
 */
export async function applyChange(ctx: Ctx, fields: Field[]): Promise<Accepted> {
  const managed = ctx.data.order as ManagedOrder;
  const session = requireSession(ctx);
  const update: TransportationUpdateRequest = { ...transportationUpdate(ctx.data) };
  const token = await cardToken(ctx, managed.entry);
  if (token) update.paymentMethodToken = token;
  let summary: OrderSummary;
  try {
    summary = await ctx.deps.laundry.updateTransportation(session.token, managed.orderId, update);
  } catch (error) {
    const sentence = refusal(error, managed.orderId);
    if (!sentence) throw error;
    const warning = [say(sentence, 'warning')];
    // An order the service no longer has can't be changed at all: back to where the person came from.
    if (isLaundryApiError(error, 'not_found'))
      return { kind: 'done', result: { changed: false }, say: warning };
    clearChange(ctx.data);
    // The order may have changed from elsewhere (that is often why it was refused): offer what it is now.
    const fresh = await managedOrder(ctx, managed.orderId);
    if (!fresh) return { kind: 'done', result: { changed: false }, say: warning };
    ctx.data.order = fresh;
    return { kind: 'ok', say: warning };
  }
  const before = managed.entry.summary;
  const after = await recordChange(ctx, managed, summary, fields);
  ctx.data.order = after;
  const cancelled = ctx.data.change === 'cancel-delivery';
  // The customer's conversation is reminded, whoever made the change.
  await remindOf(
    ctx.deps,
    { orderId: managed.orderId, serviceCustomerId: managed.serviceCustomerId, key: managed.entry.placedBy },
    { pickup: ctx.data.newPickup, delivery: cancelled ? null : ctx.data.newDelivery },
  );
  if (ctx.data.staff && ctx.data.customerKey) {
    ctx.notify({
      key: ctx.data.customerKey,
      text: [
        `Our support team changed your order #${managed.orderId}:`,
        ...fields.map((f) => `${f.field}: ${f.from} → ${f.to}`),
        'Reply or use /laundry to see your orders.',
      ].join('\n'),
    });
  }
  const replies: Reply[] = [
    say(
      cancelled
        ? `Done: the delivery of order #${managed.orderId} is cancelled. It will be ready to collect at ${managed.entry.store.name}.`
        : `Done: order #${managed.orderId} is changed.`,
      'success',
    ),
    changeSummary(managed.orderId, fields, summary, before),
  ];
  return { kind: 'done', result: { changed: true }, say: replies };
}

/** An amount of the service's summary (in dollars: see lib/laundry/schemas.ts), with the last known. */
function money(dollars: number, wasDollars?: number): SummaryValue {
  const cents = centsOfDollars(dollars);
  const was = wasDollars === undefined ? undefined : centsOfDollars(wasDollars);
  return {
    type: 'money',
    cents,
    ...(was !== undefined && was !== cents ? { note: `(was ${formatCentsPlain(was)})` } : {}),
  };
}

function formatCentsPlain(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** What changed, and the order's totals and fees as the service now gives them (with the last known). */
export function changeSummary(
  orderId: number,
  fields: Field[],
  summary: OrderSummary,
  before?: LedgerSummary,
): Reply {
  return {
    type: 'summary',
    title: `Order #${orderId} now`,
    lines: [
      ...fields.map((f) => ({ label: f.field, value: { type: 'text' as const, text: f.to } })),
      { label: 'Pickup fee', value: money(summary.pickupDeliveryFee, before?.pickupDeliveryFee) },
      { label: 'Delivery fee', value: money(summary.returnDeliveryFee, before?.returnDeliveryFee) },
      { label: 'Order total', value: money(summary.orderTotal, before?.orderTotal) },
      {
        label: 'Status',
        value: { type: 'text', text: `${summary.status}, payment ${summary.paymentStatus}` },
      },
    ],
  };
}
