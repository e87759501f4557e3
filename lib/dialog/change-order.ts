/**
 * Sends one confirmed change of a placed order: the transportation update with only the legs that
 * change, then the ledger's record of the order (its legs now, the service's summary, and the
 * change in its history).
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
 * 5. Once per change: the change is kept in the order's record as its `pendingChange`, under a
 *    reference set when the change is shown for review (`changeId`), before the update is sent, and
 *    recorded in the history under that reference once the service took it. A re-run of the
 *    confirmation (a failed save, a redelivered message) finds the change recorded and sends
 *    nothing; a change found pending is settled first.
 * 6. An update that timed out may have been applied: the person is told it is not known yet, the
 *    change stays pending, and the next answer settles it by sending the identical update again
 *    (it sets absolute values, so a second one changes nothing more). Settling a cancelled delivery
 *    that the service answers "no scheduled delivery" is read as done. A pending change blocks any
 *    other until settled, by whoever opens the order next.
 * 7. The conversation keeps the order's ids, never a copy of its record: it is read afresh when needed.
 */
import { z } from 'zod';
import { isLaundryApiError, type LaundryApiError } from '../laundry/errors';
import {
  centsOfDollars,
  type OrderSummary,
  type TransportationLeg,
  type TransportationUpdateRequest,
} from '../laundry/schemas';
import { isStoreError } from '../store/errors';
import type { LedgerRecord } from '../store/order-ledger';
import { formatDay, formatTimeRange } from './calendar';
import {
  type ChangeSpec,
  changeSpecSchema,
  type LedgerChange,
  type LedgerEntry,
  type LedgerSummary,
  ledgerEntrySchema,
  type PendingChange,
  withChange,
} from './ledger-entry';
import { remindOf } from './order-reminders';
import { type Accepted, requireSession, type StepContext, say } from './step';
import type { Reply, SummaryValue, WindowChoice } from './types';

type Ctx = StepContext<ManageData>;
type Field = { field: string; from: string; to: string };

/** A placed order being changed, as the conversation keeps it: its ids (rule 7). */
export const managedOrderSchema = z.object({
  orderId: z.number(),
  confirmationId: z.string(),
  serviceCustomerId: z.number(),
});
export type ManagedOrder = z.infer<typeof managedOrderSchema>;

/** What the change flow (flows/manage.ts) keeps while an order is changed. */
export const manageDataSchema = changeSpecSchema.extend({
  orderId: z.number().optional(),
  list: z.boolean().optional(),
  staff: z.string().optional(),
  customerKey: z.string().optional(),
  /** The order's ids; its record is read afresh (a copy would grow with its history). */
  order: managedOrderSchema.optional(),
  /** The new pickup ends after the order's delivery starts: the delivery moves too. */
  moveDelivery: z.boolean().optional(),
  /** The change's reference, set when it is shown for review: a re-run of its confirmation finds it. */
  changeId: z.string().optional(),
  /** The change was sent and no answer came: the next answer settles it. */
  unconfirmed: z.boolean().optional(),
  addresses: z.array(z.object({ id: z.number(), label: z.string(), googlePlacesId: z.string() })).optional(),
});
export type ManageData = z.infer<typeof manageDataSchema>;

/** A placed order as its ledger record is now. */
export interface OrderRecord extends ManagedOrder {
  /** The record's version: a change is written only over this one. */
  updatedAt: string;
  entry: LedgerEntry;
}

/**
 * One placed order of the signed-in customer, read consistently by its id; undefined when the bot
 * placed no such order for this customer (another customer's order is "not found" alike).
 */
export async function managedOrder(
  ctx: StepContext<unknown>,
  orderId: number,
): Promise<OrderRecord | undefined> {
  const record = await ctx.deps.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
  if (!record || record.serviceCustomerId !== requireSession(ctx).serviceCustomerId) return undefined;
  return managedOf(record, orderId);
}

/** A placed order's ledger record as the change flow reads it. */
export function managedOf(record: LedgerRecord<LedgerEntry>, orderId: number): OrderRecord {
  return {
    orderId,
    confirmationId: record.confirmationId,
    serviceCustomerId: record.serviceCustomerId,
    updatedAt: record.updatedAt,
    entry: record.entry,
  };
}

/** The ids of an order, as the conversation keeps them. */
export function idsOf({ orderId, confirmationId, serviceCustomerId }: ManagedOrder): ManagedOrder {
  return { orderId, confirmationId, serviceCustomerId };
}

/** The order of the flow as its record is now (one consistent read). */
export async function currentOrder(ctx: Ctx): Promise<OrderRecord> {
  const ids = ctx.data.order;
  if (!ids) throw new Error('a change step asked before the order');
  const record = await ctx.deps.ledger.get(ids.serviceCustomerId, ids.confirmationId, {
    parse: ledgerEntrySchema,
  });
  if (record?.status !== 'PLACED') throw new Error(`order ${ids.orderId} is no longer a placed order`);
  return managedOf(record, ids.orderId);
}

/** Forgets the change being made (not the order): the next question is what to change. */
export function clearChange(data: ManageData): void {
  data.change = undefined;
  data.newPickup = undefined;
  data.newDelivery = undefined;
  data.moveDelivery = undefined;
  data.address = undefined;
  data.tipCents = undefined;
  data.changeId = undefined;
  data.unconfirmed = undefined;
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

/** The transportation update of a change to the order `entry`: only the legs that change (rule 1). */
export function transportationUpdate(
  spec: ChangeSpec,
  entry: LedgerEntry,
): Omit<TransportationUpdateRequest, 'paymentMethodToken'> {
  const tip = spec.tipCents ?? currentTipCents(entry);
  const delivery = spec.newDelivery ?? entry.delivery;
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

/** The change the flow's data describes. */
function specOf({ change, newPickup, newDelivery, address, tipCents }: ManageData): ChangeSpec {
  return { change, newPickup, newDelivery, address, tipCents };
}

/**
 * The order's card token, for any cost difference (rule 2). A credential that names no customer (staff
 * acting with the business's dispatch credential: "Customer is required") lists no cards: none is sent.
 */
async function cardToken(ctx: StepContext<unknown>, entry: LedgerEntry): Promise<string | undefined> {
  const methods = await ctx.deps.laundry.listPaymentMethods(requireSession(ctx).token).catch((error) => {
    if (isLaundryApiError(error, 'unauthorized') && (ctx.data as ManageData).staff) return [];
    throw error;
  });
  const card = methods.find(
    (m) =>
      m.id === entry.paymentMethodId ||
      (!!entry.request.paymentToken && m.paymentMethodToken === entry.request.paymentToken),
  );
  return card?.paymentMethodToken;
}

/** The ledger entry after the change, its history aside. */
function changedEntry(spec: ChangeSpec, entry: LedgerEntry, summary: OrderSummary | undefined): LedgerEntry {
  const next: LedgerEntry = structuredClone(entry);
  if (spec.newPickup) next.pickup = spec.newPickup;
  if (spec.newDelivery) next.delivery = spec.newDelivery;
  if (spec.change === 'cancel-delivery') next.delivery = undefined;
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
 * Writes `entry` of the order over its record as it is now: `change(record)` gives the entry to write,
 * or undefined when there is nothing to write; a record written meanwhile is read again (rule 4).
 */
async function amendOrder(
  ctx: StepContext<unknown>,
  order: OrderRecord,
  change: (record: OrderRecord) => LedgerEntry | undefined,
): Promise<OrderRecord> {
  let current = order;
  for (let attempt = 1; ; attempt++) {
    const entry = change(current);
    if (!entry) return current;
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
      const fresh = await ctx.deps.ledger.get(current.serviceCustomerId, current.confirmationId, {
        parse: ledgerEntrySchema,
      });
      if (!fresh) throw error;
      current = managedOf(fresh, current.orderId);
    }
  }
}

/** The history entry of a pending change. */
function historyOf({ id, at, by, staff, fields }: PendingChange): LedgerChange {
  return { id, at, by, ...(staff ? { staff } : {}), fields };
}

/** Records a change the service took, once (rules 4 and 5). */
function recordMade(
  ctx: StepContext<unknown>,
  order: OrderRecord,
  pending: PendingChange,
  summary: OrderSummary | undefined,
): Promise<OrderRecord> {
  return amendOrder(ctx, order, ({ entry }) => {
    if (entry.changes?.some((c) => c.id === pending.id)) return undefined;
    const { pendingChange, ...rest } = changedEntry(pending.spec, entry, summary);
    const next = pendingChange && pendingChange.id !== pending.id ? { ...rest, pendingChange } : rest;
    return withChange(next, historyOf(pending));
  });
}

/** Forgets a pending change the service certainly did not make. */
function dropPending(ctx: StepContext<unknown>, order: OrderRecord, id: string): Promise<OrderRecord> {
  return amendOrder(ctx, order, ({ entry }) => {
    if (entry.pendingChange?.id !== id) return undefined;
    const { pendingChange: _dropped, ...rest } = entry;
    return rest;
  });
}

type Sent =
  | { kind: 'made'; order: OrderRecord; summary: OrderSummary | undefined }
  /** Refused; `settling`: refused when sent again, which says nothing certain of the first send. */
  | { kind: 'refused'; error: LaundryApiError; settling: boolean }
  | { kind: 'unknown' };

/** True for the service's answer that the delivery a cancel would cancel is gone (rule 6). */
function noDeliveryToCancel(pending: PendingChange, error: unknown): boolean {
  return (
    pending.spec.change === 'cancel-delivery' &&
    isLaundryApiError(error, 'invalid') &&
    /no scheduled delivery/i.test(error.serviceMessage)
  );
}

/**
 * Sends a pending change's update, the first time or again to settle it (rule 6), and records what the
 * service answered. A failure that certainly changed nothing, on the first send, forgets the change
 * and is thrown (the engine says it in words).
 */
async function send(
  ctx: StepContext<unknown>,
  order: OrderRecord,
  pending: PendingChange,
  settling: boolean,
): Promise<Sent> {
  let summary: OrderSummary | undefined;
  try {
    const update: TransportationUpdateRequest = { ...pending.update };
    const token = await cardToken(ctx, order.entry);
    if (token) update.paymentMethodToken = token;
    summary = await ctx.deps.laundry.updateTransportation(requireSession(ctx).token, order.orderId, update);
  } catch (error) {
    if (settling && noDeliveryToCancel(pending, error))
      return { kind: 'made', order: await recordMade(ctx, order, pending, undefined), summary: undefined };
    if (isLaundryApiError(error) && error.outcomeUnknown) return { kind: 'unknown' };
    if (isLaundryApiError(error, 'not_found', 'invalid')) {
      await dropPending(ctx, order, pending.id);
      return { kind: 'refused', error, settling };
    }
    if (settling) {
      // Settling, a failure says nothing of the first send: the change stays pending.
      if (isLaundryApiError(error, 'unavailable')) return { kind: 'unknown' };
      throw error;
    }
    await dropPending(ctx, order, pending.id);
    throw error;
  }
  return { kind: 'made', order: await recordMade(ctx, order, pending, summary), summary };
}

/**
 * Keeps a change as pending in the order's record before it is sent (rule 5). The record is returned
 * with another's pending change, unwritten, when one was kept meanwhile.
 */
function claimChange(ctx: Ctx, order: OrderRecord, fields: Field[]): Promise<OrderRecord> {
  const { data } = ctx;
  const spec = specOf(data);
  return amendOrder(ctx, order, ({ entry }) => {
    if (entry.pendingChange) return undefined;
    const pending: PendingChange = {
      id: data.changeId ?? ctx.deps.newId(),
      at: ctx.now.toISOString(),
      by: ctx.conversationKey,
      ...(data.staff ? { staff: data.staff } : {}),
      fields,
      spec,
      update: transportationUpdate(spec, entry),
      ...(data.staff && data.customerKey ? { customerKey: data.customerKey } : {}),
    };
    return { ...entry, pendingChange: pending };
  });
}

/**
 * The service's refusal of a change, as a sentence (rule 3). Refused when sent again to settle it, the
 * first send may still have been applied: that is said, not "nothing was changed" (rule 6).
 */
function refusal(error: LaundryApiError, order: OrderRecord, pending?: PendingChange): string {
  const { orderId } = order;
  if (pending)
    return `I sent the change to order #${orderId} again to check, and the laundry answered: ${error.serviceMessage}. I can't tell whether the first one went through, so please check with ${order.entry.store.name} (reference ${changeReference(pending.id)}).`;
  if (error.kind === 'not_found')
    return `The laundry has no order #${orderId} to change any more. Nothing was changed; please call the store.`;
  return `The laundry couldn't make that change: ${error.serviceMessage}. Nothing was changed, so you can choose again.`;
}

/** What is said, and to whom, once the service took a change. */
async function made(
  ctx: StepContext<unknown>,
  order: OrderRecord,
  pending: PendingChange,
  summary: OrderSummary | LedgerSummary | undefined,
  before: LedgerSummary | undefined,
): Promise<Reply[]> {
  const { spec, fields } = pending;
  const cancelled = spec.change === 'cancel-delivery';
  // The customer's conversation is reminded, whoever made the change.
  await remindOf(
    ctx.deps,
    { orderId: order.orderId, serviceCustomerId: order.serviceCustomerId, key: order.entry.placedBy },
    { pickup: spec.newPickup, delivery: cancelled ? null : spec.newDelivery },
  );
  if (pending.customerKey && pending.customerKey !== ctx.conversationKey) {
    ctx.notify({
      key: pending.customerKey,
      text: [
        `Our support team changed your order #${order.orderId}:`,
        ...fields.map((f) => `${f.field}: ${f.from} → ${f.to}`),
        'Reply or use /laundry to see your orders.',
      ].join('\n'),
    });
  }
  return [
    say(
      cancelled
        ? `Done: the delivery of order #${order.orderId} is cancelled. It will be ready to collect at ${order.entry.store.name}.`
        : `Done: order #${order.orderId} is changed.`,
      'success',
    ),
    changeSummary(order.orderId, fields, summary ?? order.entry.summary, before),
  ];
}

/** The words for a change sent whose answer never came (rule 6). */
function notKnownYet(orderId: number, id: string, again: boolean): Reply {
  return say(
    again
      ? `The laundry still isn't answering, so I don't know yet whether order #${orderId} changed. I'll check again when you answer (reference ${changeReference(id)}).`
      : `I sent the change, but the laundry didn't answer, so I don't know yet whether order #${orderId} changed. I won't tell you it failed: I'll check with the laundry when you answer (reference ${changeReference(id)}).`,
    'warning',
  );
}

/** A change's reference as people see it. */
export function changeReference(id: string): string {
  return id.slice(-8).toUpperCase();
}

/**
 * Settles a change found pending on an order being opened (someone's, or this conversation's from
 * before): the identical update is sent again (rule 6). Returns what to say, and the order as it is
 * now, or undefined when it is still not known (no other change can be made meanwhile).
 */
export async function settleFound(
  ctx: StepContext<unknown>,
  order: OrderRecord,
): Promise<{ order: OrderRecord | undefined; say: Reply[] }> {
  const pending = order.entry.pendingChange;
  if (!pending) return { order, say: [] };
  const sent = await send(ctx, order, pending, true);
  const reference = changeReference(pending.id);
  if (sent.kind === 'unknown')
    return {
      order: undefined,
      say: [
        say(
          `A change to order #${order.orderId} sent earlier (reference ${reference}) is not confirmed yet: the laundry isn't answering. Please try again in a minute.`,
          'warning',
        ),
      ],
    };
  if (sent.kind === 'refused')
    return {
      order: await managedOrder(ctx, order.orderId),
      say: [say(refusal(sent.error, order, pending), 'warning')],
    };
  const replies = await made(ctx, sent.order, pending, sent.summary, order.entry.summary);
  return {
    order: sent.order,
    say: [
      say(`A change to order #${order.orderId} sent earlier (reference ${reference}) went through.`),
      ...replies.slice(1),
    ],
  };
}

/**
 * Sends the confirmed change once (rule 5) and ends the flow with what the service answered; a refusal
 * is said and the person chooses again; an answer that never came is said plainly and settled on the
 * next answer (rule 6). `fields` are the change as reviewed.
 */
export async function applyChange(ctx: Ctx, fields: Field[]): Promise<Accepted> {
  const { data } = ctx;
  data.changeId ??= ctx.deps.newId();
  const id = data.changeId;
  let order = await currentOrder(ctx);
  const recorded = order.entry.changes?.find((c) => c.id === id);
  if (recorded) {
    // A re-run of a confirmation whose change was made and recorded: say so, send nothing.
    const pending = { ...recorded, id, spec: specOf(data), update: {} };
    return done(await made(ctx, order, withKey(ctx, pending), undefined, undefined));
  }
  let pending = order.entry.pendingChange;
  if (pending && pending.id !== id) {
    // Another change not settled yet: it goes first (rule 6).
    const found = await settleFound(ctx, order);
    if (!found.order) return { kind: 'done', result: { changed: false }, say: found.say };
    order = found.order;
    pending = undefined;
  }
  const settling = pending !== undefined;
  if (!pending) {
    order = await claimChange(ctx, order, fields);
    pending = order.entry.pendingChange as PendingChange;
    if (pending.id !== id)
      return {
        kind: 'stay',
        say: [
          say(
            `Another change to order #${order.orderId} is being made at this moment. Try again in a minute.`,
            'warning',
          ),
        ],
      };
  }
  const sent = await send(ctx, order, pending, settling);
  if (sent.kind === 'unknown') {
    data.unconfirmed = true;
    const words = [notKnownYet(order.orderId, id, settling)];
    // Asked again, the review is "check now" (see manage.ts).
    return settling ? { kind: 'stay', say: words } : { kind: 'ok', say: words };
  }
  if (sent.kind === 'refused') {
    const warning = [say(refusal(sent.error, order, sent.settling ? pending : undefined), 'warning')];
    // An order the service no longer has can't be changed at all: back to where the person came from.
    if (sent.error.kind === 'not_found') return { kind: 'done', result: { changed: false }, say: warning };
    clearChange(data);
    return { kind: 'ok', say: warning };
  }
  return done(await made(ctx, sent.order, pending, sent.summary, order.entry.summary));
}

function withKey(ctx: Ctx, pending: PendingChange): PendingChange {
  const { staff, customerKey } = ctx.data;
  return staff && customerKey ? { ...pending, customerKey } : pending;
}

function done(replies: Reply[]): Accepted {
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
  summary: OrderSummary | LedgerSummary | undefined,
  before?: LedgerSummary,
): Reply {
  return {
    type: 'summary',
    title: `Order #${orderId} now`,
    lines: [
      ...fields.map((f) => ({ label: f.field, value: { type: 'text' as const, text: f.to } })),
      ...(summary
        ? [
            { label: 'Pickup fee', value: money(summary.pickupDeliveryFee, before?.pickupDeliveryFee) },
            { label: 'Delivery fee', value: money(summary.returnDeliveryFee, before?.returnDeliveryFee) },
            { label: 'Order total', value: money(summary.orderTotal, before?.orderTotal) },
            {
              label: 'Status',
              value: { type: 'text' as const, text: `${summary.status}, payment ${summary.paymentStatus}` },
            },
          ]
        : []),
    ],
  };
}
