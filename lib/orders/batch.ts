/**
 * Staff's batch: many orders changed in one request (a driver out: a day's or a window's pickups
 * moved, an afternoon's deliveries cancelled). Each order is changed as one staff change is
 * (change-order.ts): kept pending in its ledger record before it is sent, recorded once the service
 * took it, and its customer asked about it in their own conversation (lib/flows/reminder.ts).
 *
 * @invariant batch-lists-own-ledger The orders are the bot's own ledger's (the service lists none): those placed through the bot, of the stack's one business, whose leg is on that day, in that span, with that provider, and has not started.
 * @invariant batch-bounded A batch holds at most BATCH_LIMIT orders, what one person can review; a request matching more is refused, asking for a narrower one.
 * @invariant batch-order-changed-once Each order of a batch is changed at most once, whatever runs the batch again (a redelivered record, a worker killed midway, two runs at once): its change's reference is the batch's and the order's (`batchChangeId`), claimed in the order's record before the update is sent (invariant change-sent-once), by a conditional write only one run makes: a run that finds the claim written meanwhile (the same reference, another run's) sends nothing. Run again, an order whose change is recorded is counted moved and sent nothing; one whose change is still pending (claimed, its answer never recorded) is counted unknown, with what to do, and sent nothing.
 * @invariant batch-window-picked-exists A window staff pick at the list ("5003 to 10-12", "all to 2-4pm") is one the new day has for that order (its store, address and services, as the service lists them), at those times; when an order has none then, nothing is picked, and staff are shown the ones it has.
 * @invariant batch-order-as-listed An order is changed only as staff saw it: one whose leg moved since the list, or with another change pending, is refused with the reason, and nothing is sent.
 */
import { formatDay, formatTimeRange } from '../calendar';
import { isLaundryApiError } from '../laundry/errors';
import type { LaundryPort } from '../laundry/port';
import { formatCents } from '../money';
import type { Reminders } from '../reminders/reminders';
import type { OrderLedger } from '../store/order-ledger';
import type { BatchRequest } from './batch-request';
import { changeCost } from './change-cost';
import { amendOrder } from './change-ledger';
import { changedFields, transportationUpdate, wasOf } from './change-spec';
import { providerWords, type WindowChoice } from './choices';
import {
  type ChangeSpec,
  entryTimeZone,
  type LedgerEntry,
  ledgerEntrySchema,
  type PendingChange,
} from './ledger-entry';
import { remindOf } from './order-reminders';
import { type OrderRecord, orderRecordOf } from './placed-order';
import { type Sent, sendChange } from './send-change';

/** The most orders one batch holds (invariant batch-bounded). */
export const BATCH_LIMIT = 200;

/** How the new window was found: at the same times, the nearest, picked by staff, none, or a cancel (no new window). */
export type Fit = 'same' | 'nearest' | 'picked' | 'none' | 'cancel';

/** One order of a batch, as listed to staff and as run. */
export interface BatchItem {
  orderId: number;
  serviceCustomerId: number;
  confirmationId: string;
  /** The conversation that placed it: where its customer is told. */
  customerKey: string;
  /** Who the customer is, as staff see them (no phone number). */
  customer: string;
  /** The order's zone (its store's): its times are shown, and its customer told at decent hours, in it. */
  timeZone: string;
  /** The leg now. */
  from: WindowChoice;
  /** Its new window (a move that found one). */
  to?: WindowChoice;
  fit: Fit;
  /** The order's fees before and after, in cents. */
  feesFrom: number;
  feesTo: number;
}

/** A batch as staff confirmed it. */
export interface Batch {
  id: string;
  /** The staff member, as their channel names them. */
  staff: string;
  /** The staff's conversation: where progress and the tally are said. */
  staffKey: string;
  request: BatchRequest;
  items: BatchItem[];
  at: string;
}

/** What became of one order of a batch; `notTold`: why its customer could not be told (staff call them). */
export type Outcome =
  | { kind: 'moved'; notTold?: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'unknown'; todo: string };

/** What a batch is planned and run with. */
export interface BatchDeps {
  laundry: Pick<LaundryPort, 'listDeliveryWindows' | 'listPaymentMethods' | 'updateTransportation'>;
  ledger: Pick<OrderLedger, 'listPlaced' | 'getByOrderId' | 'get' | 'amend'>;
  /** A session to act for the customer with (the staff desk's: theirs, else the dispatch credential). */
  sessionFor(serviceCustomerId: number, key: string): Promise<{ token: string } | undefined>;
  /** Who placed the order, in words for staff (the staff desk's). */
  describe(key: string, serviceCustomerId: number): string;
  reminders?: Pick<Reminders, 'schedule' | 'cancel'> | undefined;
  timeZone: string;
  now: () => Date;
}

/** A batch's change reference for one order (invariant batch-order-changed-once). */
export function batchChangeId(batchId: string, orderId: number): string {
  return `${batchId}-${orderId}`;
}

/** Minutes of the day an instant is at, in `timeZone`. */
function minuteOfDay(iso: string, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

const legOf = (entry: LedgerEntry, leg: BatchRequest['leg']) =>
  leg === 'pickup' ? entry.pickup : entry.returnWindow;

/** True when the order's leg is one the request names (invariant batch-lists-own-ledger). */
function matches(entry: LedgerEntry, request: BatchRequest, deps: BatchDeps): boolean {
  const window = legOf(entry, request.leg);
  if (!window || window.day !== request.day) return false;
  if (Date.parse(window.startTime) <= deps.now().getTime()) return false;
  if (request.provider && window.provider !== request.provider) return false;
  if (!request.span) return true;
  const start = minuteOfDay(window.startTime, entryTimeZone(entry, deps.timeZone));
  return start >= request.span.from && start < request.span.to;
}

/** The window of `windows` at the times of `from`: the same start (its provider first), else the nearest start within 3 hours. */
function windowLike(
  from: WindowChoice,
  windows: WindowChoice[],
  timeZone: string,
): { to?: WindowChoice; fit: Fit } {
  const start = minuteOfDay(from.startTime, timeZone);
  const distance = (w: WindowChoice) => Math.abs(minuteOfDay(w.startTime, timeZone) - start);
  const ranked = [...windows].sort(
    (a, b) =>
      distance(a) - distance(b) ||
      Number(b.provider === from.provider) - Number(a.provider === from.provider) ||
      a.feeInCents - b.feeInCents,
  );
  const best = ranked[0];
  if (!best || distance(best) > 180) return { fit: 'none' };
  return { to: best, fit: distance(best) === 0 ? 'same' : 'nearest' };
}

/** The change a batch makes to one order. */
export function batchSpec(request: BatchRequest, item: Pick<BatchItem, 'to'>): ChangeSpec {
  if (request.action === 'cancel') return { change: 'cancel-delivery' };
  return request.leg === 'pickup'
    ? { change: 'pickup', ...(item.to ? { newPickup: item.to } : {}) }
    : { change: 'delivery', ...(item.to ? { newDelivery: item.to } : {}) };
}

/**
 * The orders a request names and what each would become (invariants batch-lists-own-ledger and batch-bounded);
 * `tooMany` when more match than a batch holds.
 * @example const planned = await planBatch(deps, request);
 */
export async function planBatch(
  deps: BatchDeps,
  request: BatchRequest,
): Promise<{ items: BatchItem[] } | { tooMany: number }> {
  const records = await deps.ledger.listPlaced(10_000, { parse: ledgerEntrySchema });
  const found = records.filter((r) => r.orderId !== undefined && matches(r.entry, request, deps));
  if (found.length > BATCH_LIMIT) return { tooMany: found.length };
  const windows = new Map<string, Promise<WindowChoice[]>>();
  const items: BatchItem[] = [];
  for (const record of found.sort((a, b) => (a.orderId ?? 0) - (b.orderId ?? 0))) {
    const { entry } = record;
    const from = legOf(entry, request.leg) as WindowChoice;
    const base = {
      orderId: record.orderId as number,
      serviceCustomerId: record.serviceCustomerId,
      confirmationId: record.confirmationId,
      customerKey: entry.placedBy,
      customer: deps.describe(entry.placedBy, record.serviceCustomerId),
      timeZone: entryTimeZone(entry, deps.timeZone),
      from,
    };
    let fit: { to?: WindowChoice; fit: Fit } = { fit: 'cancel' };
    if (request.action === 'move' && request.to) {
      const list = await windowsFor(deps, windows, record.serviceCustomerId, entry, request);
      fit = list ? windowLike(from, list, entryTimeZone(entry, deps.timeZone)) : { fit: 'none' };
    }
    const cost = changeCost(batchSpec(request, fit), entry);
    items.push({ ...base, ...fit, feesFrom: cost.from.feesCents, feesTo: cost.to.feesCents });
  }
  return { items };
}

/** The windows of the request's new day for an order (its store, address and services), looked up once per kind of order. */
async function windowsFor(
  deps: BatchDeps,
  cache: Map<string, Promise<WindowChoice[]>>,
  serviceCustomerId: number,
  entry: LedgerEntry,
  request: BatchRequest,
): Promise<WindowChoice[] | undefined> {
  const day = request.to as string;
  const servicesIds = entry.services.map((s) => s.servicePriceId);
  const query = {
    date: day,
    type: request.leg === 'pickup' ? ('PICKUP' as const) : ('RETURN' as const),
    googlePlacesId: entry.googlePlacesId,
    categories: entry.categories,
    servicesIds,
  };
  const key = JSON.stringify([entry.store.id, query]);
  let list = cache.get(key);
  if (!list) {
    const session = await deps.sessionFor(serviceCustomerId, entry.placedBy);
    if (!session) return undefined;
    list = deps.laundry
      .listDeliveryWindows(session.token, entry.store.id, query)
      .then((lists) => [
        ...lists.ownDelivery.map((w) => choice(w, 'OWN_DRIVER', 'Store driver', day)),
        ...lists.onDemandDelivery.map((w) => choice(w, 'ON_DEMAND', lists.onDemandProviderDetails.name, day)),
      ]);
    cache.set(key, list);
  }
  return list;
}

/** A time staff said, in minutes of the day: a window's span ("10-12"), or its start ("10am"). */
export interface SaidTime {
  fromMinutes: number;
  toMinutes: number;
  span: boolean;
}

/** The windows of a list that run at the time said, in the order's zone. */
function windowsAt(windows: WindowChoice[], at: SaidTime, timeZone: string): WindowChoice[] {
  return windows.filter(
    (w) =>
      minuteOfDay(w.startTime, timeZone) === at.fromMinutes &&
      (!at.span || minuteOfDay(w.endTime, timeZone) === at.toMinutes),
  );
}

/**
 * The orders of a move given the new day's window staff picked at the time said (invariant
 * batch-window-picked-exists), each with its fees again; when one of them has no window then, none is
 * changed, and each such order is named with the windows its day has.
 * @example const picked = await repick(deps, request, [item], { fromMinutes: 600, toMinutes: 720, span: true });
 */
export async function repick(
  deps: BatchDeps,
  request: BatchRequest,
  items: BatchItem[],
  at: SaidTime,
): Promise<{ items: BatchItem[] } | { missing: { orderId: number; windows: WindowChoice[] }[] }> {
  const cache = new Map<string, Promise<WindowChoice[]>>();
  const picked: BatchItem[] = [];
  const missing: { orderId: number; windows: WindowChoice[] }[] = [];
  for (const item of items) {
    const record = await deps.ledger.getByOrderId(item.orderId, { parse: ledgerEntrySchema });
    const windows = record
      ? ((await windowsFor(deps, cache, record.serviceCustomerId, record.entry, request)) ?? [])
      : [];
    const [to] = windowsAt(windows, at, item.timeZone).sort(
      (a, b) =>
        Number(b.provider === item.from.provider) - Number(a.provider === item.from.provider) ||
        a.feeInCents - b.feeInCents,
    );
    if (!record || !to) {
      missing.push({ orderId: item.orderId, windows });
      continue;
    }
    const cost = changeCost(batchSpec(request, { to }), record.entry);
    picked.push({ ...item, to, fit: 'picked', feesFrom: cost.from.feesCents, feesTo: cost.to.feesCents });
  }
  return missing.length ? { missing } : { items: picked };
}

function choice(
  w: { id: number; startTime: string; endTime: string; deliveryFeeInCents: number },
  provider: WindowChoice['provider'],
  providerName: string,
  day: string,
): WindowChoice {
  const { id, startTime, endTime } = w;
  return { id, provider, day, startTime, endTime, feeInCents: w.deliveryFeeInCents, providerName };
}

/** True when the item is run: a cancel, or a move that found a window. */
export const runs = (item: BatchItem) => item.fit !== 'none';

/**
 * Runs one order of a batch, once (invariants batch-order-changed-once and batch-order-as-listed).
 * `made` is told the order once the service took its change (its customer is then told).
 * @example const outcome = await runBatchItem(deps, batch, item);
 */
export async function runBatchItem(deps: BatchDeps, batch: Batch, item: BatchItem): Promise<Outcome> {
  const id = batchChangeId(batch.id, item.orderId);
  const record = await deps.ledger.getByOrderId(item.orderId, { parse: ledgerEntrySchema });
  if (!record) return { kind: 'refused', reason: 'the bot no longer has this order' };
  let order = orderRecordOf(record, item.orderId);
  const { entry } = order;
  const spec = batchSpec(batch.request, item);
  // Recorded by a run that stopped after it: its reminders follow again (scheduling one is idempotent).
  if (entry.changes?.some((c) => c.id === id)) return moved(deps, order, spec);
  if (entry.pendingChange?.id === id) return unknown(item.orderId);
  if (entry.pendingChange) return { kind: 'refused', reason: 'another change of it is being sent' };
  const leg = legOf(entry, batch.request.leg);
  if (leg?.id !== item.from.id || leg.day !== item.from.day)
    return { kind: 'refused', reason: 'it changed since the list: change it at the desk' };
  const session = await deps.sessionFor(order.serviceCustomerId, entry.placedBy);
  if (!session)
    return {
      kind: 'refused',
      reason: "the customer's sign-in has expired and there's no dispatch credential",
    };
  const pending: PendingChange = {
    id,
    at: deps.now().toISOString(),
    by: batch.staffKey,
    staff: batch.staff,
    batch: batch.id,
    fields: changedFields(spec, entry, deps.timeZone),
    spec,
    was: wasOf(entry),
    update: transportationUpdate(spec, entry),
    customerKey: entry.placedBy,
  };
  // Claimed only by this write: another run of the batch claims the same id (invariant batch-order-changed-once).
  let claimed = false;
  order = await amendOrder(deps.ledger, order, (current) => {
    claimed = !current.entry.pendingChange && !current.entry.changes?.some((c) => c.id === id);
    return claimed ? { ...current.entry, pendingChange: pending } : undefined;
  });
  if (!claimed) {
    if (order.entry.changes?.some((c) => c.id === id)) return moved(deps, order, spec);
    if (order.entry.pendingChange?.id === id) return unknown(item.orderId);
    return { kind: 'refused', reason: 'another change of it is being sent' };
  }
  let sent: Sent;
  try {
    sent = await sendChange(
      { laundry: deps.laundry, ledger: deps.ledger, token: session.token, staff: true },
      order,
      pending,
      false,
    );
  } catch (error) {
    // Not the service's answer (the ledger's write after it failed, say): the batch's run fails, and run
    // again it finds the order's claim (invariant batch-order-changed-once).
    if (!isLaundryApiError(error)) throw error;
    // Certainly not made (sendChange forgot the pending change): said, and nothing was sent twice.
    return { kind: 'refused', reason: `not changed (${error.serviceMessage}): run it again at the desk` };
  }
  if (sent.kind === 'unknown') return unknown(item.orderId);
  if (sent.kind === 'refused')
    return {
      kind: 'refused',
      reason:
        sent.error.kind === 'not_found' ? 'the service no longer has this order' : sent.error.serviceMessage,
    };
  return moved(deps, order, spec);
}

/** An order the batch changed: its reminders follow its new windows. */
async function moved(deps: BatchDeps, order: OrderRecord, spec: ChangeSpec): Promise<Outcome> {
  const { entry } = order;
  await remindOf(
    deps,
    {
      orderId: order.orderId,
      serviceCustomerId: order.serviceCustomerId,
      key: entry.placedBy,
      timeZone: entryTimeZone(entry, deps.timeZone),
    },
    { pickup: spec.newPickup, delivery: spec.change === 'cancel-delivery' ? null : spec.newDelivery },
  );
  return { kind: 'moved' };
}

function unknown(orderId: number): Outcome {
  return {
    kind: 'unknown',
    todo: `the service may have taken it (it can't be asked: it has no look-up of an order), and its customer was not told: open order #${orderId} at the desk, which sends the same change again (it changes nothing more), records it and tells the customer`,
  };
}

/** A window as staff read it, in the order's zone. */
function windowWords(w: WindowChoice, timeZone: string): string {
  return `${formatDay(w.day)} ${formatTimeRange(w.startTime, w.endTime, timeZone)}, ${providerWords(w)}`;
}

const FIT_WORDS: Record<Fit, string> = {
  same: '',
  nearest: ' (the nearest window: none at that time)',
  picked: ' (picked)',
  none: 'no window near that time that day: left out',
  cancel: 'delivery cancelled, collected at the store',
};

/** One order's line of the list staff review. */
export function itemLine(item: BatchItem, timeZone: string): string {
  const now = windowWords(item.from, timeZone);
  const fees =
    item.feesFrom === item.feesTo
      ? 'same fees'
      : `fees ${formatCents(item.feesFrom)} → ${formatCents(item.feesTo)}`;
  const then =
    item.fit === 'none' || item.fit === 'cancel'
      ? FIT_WORDS[item.fit]
      : `${windowWords(item.to as WindowChoice, timeZone)}${FIT_WORDS[item.fit]}`;
  return `#${item.orderId} · ${item.customer} · ${now} → ${then}${item.fit === 'none' ? '' : ` · ${fees}`}`;
}

/**
 * The tally of a batch so far: how many moved, refused (with why), unknown (with what to do), and the
 * customers of changed orders who could not be told (staff call them).
 */
export function tallyLines(batch: Batch, outcomes: Map<number, Outcome>, done: boolean): string[] {
  const run = batch.items.filter(runs);
  const moved = run.filter((i) => outcomes.get(i.orderId)?.kind === 'moved');
  const notTold = moved.filter((i) => {
    const outcome = outcomes.get(i.orderId);
    return outcome?.kind === 'moved' && outcome.notTold;
  });
  const lines = [
    `${done ? 'Batch done' : 'Batch running'}: ${outcomes.size} of ${ordersWord(run.length)} handled. ${batch.request.action === 'cancel' ? 'Cancelled' : 'Moved'}: ${moved.length}.${notTold.length ? ` Not told: ${notTold.length}.` : ''}`,
  ];
  for (const item of run) {
    const outcome = outcomes.get(item.orderId);
    if (outcome?.kind === 'refused') lines.push(`Refused #${item.orderId}: ${outcome.reason}`);
    if (outcome?.kind === 'unknown') lines.push(`Unknown #${item.orderId}: ${outcome.todo}`);
    if (outcome?.kind === 'moved' && outcome.notTold)
      lines.push(`Not told #${item.orderId} (${item.customer}): ${outcome.notTold}: call them`);
  }
  return lines;
}

/**
 * A count of orders in staff's words: "1 order", "12 orders".
 * @example ordersWord(1) // '1 order'
 */
export function ordersWord(count: number): string {
  return `${count} order${count === 1 ? '' : 's'}`;
}
