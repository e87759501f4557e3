/**
 * "My orders": the customer's recent placed orders, from the bot's own ledger (the service lists no
 * orders), one summary each — store, services, pickup and return, and for a recurring order its
 * interval and next pickup day.
 */

import { addDays, formatDay } from '../../calendar';
import type { Reply, Session, SummaryValue } from '../../dialog/types';
import { centsOfDollars } from '../../laundry/schemas';
import { changeCount, entryTimeZone, type LedgerEntry } from '../../orders/ledger-entry';
import { storeContact } from '../../orders/order-data';
import { currentTipCents, type RecentOrder, recentOrders } from '../../orders/placed-order';
import { orderStatusWords } from '../../orders/service-words';
import type { FlowDeps } from '../deps';

/** How many orders are shown, newest first. */
export const MY_ORDERS_SHOWN = 5;

/** Said only when the ledger has neither a placed order nor one that may have been placed. */
export const NO_ORDERS = "You haven't placed an order with me yet.";

const text = (value: string): SummaryValue => ({ type: 'text', text: value });

/**
 * The replies that list a customer's recent orders, those that may have been placed included
 * (invariant unknown-outcome-shown-until-settled).
 * @example const replies = await myOrdersReplies(deps, session, '2026-11-23');
 */
export async function myOrdersReplies(
  deps: Pick<FlowDeps, 'ledger' | 'timeZone'>,
  session: Session,
  today: string,
): Promise<Reply[]> {
  const orders = await recentOrders(
    deps.ledger,
    session.serviceCustomerId,
    MY_ORDERS_SHOWN * 3,
    MY_ORDERS_SHOWN,
  );
  if (orders.length === 0) return [{ type: 'text', text: NO_ORDERS }];
  return [
    { type: 'text', text: orders.length === 1 ? 'Your last order:' : `Your last ${orders.length} orders:` },
    ...orders.map((order) => recentOrderSummary(order, deps.timeZone, today)),
  ];
}

/** One recent order as a summary: a placed one, or one that may have been placed. */
export function recentOrderSummary(order: RecentOrder, fallback: string, today: string): Reply {
  if ('placed' in order) return orderSummary(order.placed.orderId, order.placed.entry, fallback, today);
  const { reference, entry } = order.unsettled;
  return {
    type: 'summary',
    title: `Order ref ${reference}: may have been placed`,
    lines: [
      ...entryLines(entry, fallback, today),
      {
        label: 'Placed?',
        value: text(
          `Not known yet: the service didn't answer in time. Please check with ${storeContact(entry.store)}, reference ${reference}.`,
        ),
      },
    ],
  };
}

/** What an order is, placed or not: where, what, when, how often. */
function entryLines(
  entry: LedgerEntry,
  fallback: string,
  today: string,
): { label: string; value: SummaryValue }[] {
  const timeZone = entryTimeZone(entry, fallback);
  const window = (w: LedgerEntry['pickup']): SummaryValue => ({
    type: 'window',
    day: w.day,
    window: { startTime: w.startTime, endTime: w.endTime, timeZone },
    provider: w.providerName,
    feeCents: w.feeInCents,
  });
  const interval = entry.request.subscription?.interval ?? 0;
  const lines: { label: string; value: SummaryValue }[] = [
    { label: 'Store', value: text(entry.store.name) },
    { label: 'Services', value: text(entry.services.map((s) => s.name).join(', ')) },
    { label: 'Pickup', value: window(entry.pickup) },
    {
      label: 'Return',
      value: entry.returnWindow ? window(entry.returnWindow) : text('At the store'),
    },
  ];
  if (interval > 0) {
    lines.push({
      label: 'How often',
      value: text(interval === 1 ? 'Every week' : `Every ${interval} weeks`),
    });
    lines.push({
      label: 'Next pickup',
      value: text(formatDay(nextPickup(entry.pickup.day, interval, today))),
    });
  }
  return lines;
}

/**
 * One placed order as a summary: where, what, when, how often, and the service's last summary. Times
 * are in the order's store's zone (`fallback`, TIME_ZONE, when it has none).
 */
export function orderSummary(orderId: number, entry: LedgerEntry, fallback: string, today: string): Reply {
  const lines = entryLines(entry, fallback, today);
  if (entry.pickup.provider === 'ON_DEMAND' || entry.returnWindow?.provider === 'ON_DEMAND') {
    const tip = currentTipCents(entry);
    if (tip > 0) lines.push({ label: 'Courier tip', value: { type: 'money', cents: tip, note: 'per trip' } });
  }
  const { summary } = entry;
  if (summary) {
    lines.push({ label: 'Status', value: text(orderStatusWords(summary)) });
    lines.push({ label: 'Order total', value: { type: 'money', cents: centsOfDollars(summary.orderTotal) } });
    // Each fee named for its leg (the service's pickupDeliveryFee and returnDeliveryFee).
    lines.push({
      label: 'Pickup fee',
      value: { type: 'money', cents: centsOfDollars(summary.pickupDeliveryFee), fee: true },
    });
    if (entry.returnWindow)
      lines.push({
        label: 'Delivery fee',
        value: { type: 'money', cents: centsOfDollars(summary.returnDeliveryFee), fee: true },
      });
  }
  const changes = changeCount(entry);
  if (changes > 0) lines.push({ label: 'Changed', value: text(changes === 1 ? 'once' : `${changes} times`) });
  // Sent, but the service's answer never came: shown as such, beside the order as last known.
  for (const f of entry.pendingChange?.fields ?? [])
    lines.push({ label: `${f.field}, not confirmed yet`, value: text(f.to) });
  return { type: 'summary', title: `Order #${orderId}`, lines };
}

/** The first pickup day of a recurring order on or after today (the first pickup, then every interval). */
export function nextPickup(firstDay: string, intervalWeeks: number, today: string): string {
  let day = firstDay;
  while (day < today) day = addDays(day, intervalWeeks * 7);
  return day;
}
