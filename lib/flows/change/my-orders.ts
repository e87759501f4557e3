/**
 * "My orders": the customer's recent placed orders, from the bot's own ledger (the service lists no
 * orders), one summary each — store, services, pickup and return, and for a recurring order its
 * interval and next pickup day.
 */

import { addDays, formatDay } from '../../calendar';
import type { Reply, Session, SummaryValue } from '../../dialog/types';
import { centsOfDollars } from '../../laundry/schemas';
import { providerWords } from '../../orders/choices';
import { changeCount, entryTimeZone, type LedgerEntry } from '../../orders/ledger-entry';
import { storeContact } from '../../orders/order-data';
import { currentTipCents, type RecentOrder, recentOrders } from '../../orders/placed-order';
import { orderStatusWords } from '../../orders/service-words';
import { ENGLISH, type Words } from '../../words';
import type { FlowDeps } from '../deps';

/** How many orders are shown, newest first. */
export const MY_ORDERS_SHOWN = 5;

const text = (value: string): SummaryValue => ({ type: 'text', text: value });

/**
 * The replies that list a customer's recent orders, those that may have been placed included
 * (invariant unknown-outcome-shown-until-settled).
 * @example const replies = await myOrdersReplies(deps, session, '2026-11-23', ctx.words);
 */
export async function myOrdersReplies(
  deps: Pick<FlowDeps, 'ledger' | 'timeZone' | 'glossary'>,
  session: Session,
  today: string,
  words: Words = ENGLISH,
): Promise<Reply[]> {
  const orders = await recentOrders(
    deps.ledger,
    session.serviceCustomerId,
    today,
    MY_ORDERS_SHOWN * 3,
    MY_ORDERS_SHOWN,
  );
  // Said only when the ledger has neither a placed order nor one that may have been placed.
  if (orders.length === 0) return [{ type: 'text', text: words.t('change.noOrders') }];
  return [
    { type: 'text', text: words.t('change.lastOrders', { count: orders.length }) },
    ...orders.map((order) => recentOrderSummary(order, deps, today, words)),
  ];
}

/**
 * One recent order as a summary: a placed one, or one that may have been placed. Times are in the
 * order's store's zone (`deps.timeZone`, TIME_ZONE, when it has none); the service's names in `words`' language.
 */
export function recentOrderSummary(
  order: RecentOrder,
  deps: Pick<FlowDeps, 'timeZone' | 'glossary'>,
  today: string,
  words: Words = ENGLISH,
): Reply {
  if ('placed' in order) return orderSummary(order.placed.orderId, order.placed.entry, deps, today, words);
  const { reference, entry } = order.unsettled;
  return {
    type: 'summary',
    title: words.t('change.maybePlacedTitle', { reference }),
    lines: [
      ...entryLines(entry, deps, today, words),
      {
        // Its status said as a sentence, as a placed order's is: never a question answered "Not known".
        label: words.t('change.status'),
        value: text(words.t('change.placedNotKnown', { contact: storeContact(entry.store), reference })),
      },
    ],
  };
}

/** What an order is, placed or not: where, what, when, how often. */
function entryLines(
  entry: LedgerEntry,
  deps: Pick<FlowDeps, 'timeZone' | 'glossary'>,
  today: string,
  words: Words,
): { label: string; value: SummaryValue }[] {
  const timeZone = entryTimeZone(entry, deps.timeZone);
  const window = (w: LedgerEntry['pickup']): SummaryValue => ({
    type: 'window',
    day: w.day,
    window: { startTime: w.startTime, endTime: w.endTime, timeZone },
    provider: providerWords(w, words),
    feeCents: w.feeInCents,
  });
  const interval = entry.request.subscription?.interval ?? 0;
  const lines: { label: string; value: SummaryValue }[] = [
    { label: words.t('change.store'), value: text(entry.store.name) },
    {
      label: words.t('change.services'),
      value: text(entry.services.map((s) => deps.glossary.shown(s.name, words.language)).join(', ')),
    },
    { label: words.t('change.pickup'), value: window(entry.pickup) },
    {
      label: words.t('change.return'),
      value: entry.returnWindow ? window(entry.returnWindow) : text(words.t('change.atTheStore')),
    },
  ];
  if (interval > 0) {
    lines.push({
      label: words.t('change.howOften'),
      value: text(words.t('change.every', { weeks: interval })),
    });
    lines.push({
      label: words.t('change.nextPickup'),
      value: text(formatDay(nextPickup(entry.pickup.day, interval, today), words.language)),
    });
  }
  return lines;
}

/** One placed order as a summary: where, what, when, how often, and the service's last summary. */
export function orderSummary(
  orderId: number,
  entry: LedgerEntry,
  deps: Pick<FlowDeps, 'timeZone' | 'glossary'>,
  today: string,
  words: Words = ENGLISH,
): Reply {
  const lines = entryLines(entry, deps, today, words);
  if (entry.pickup.provider === 'ON_DEMAND' || entry.returnWindow?.provider === 'ON_DEMAND') {
    const tip = currentTipCents(entry);
    if (tip > 0)
      lines.push({
        label: words.t('change.courierTip'),
        value: { type: 'money', cents: tip, note: words.t('change.perTrip') },
      });
  }
  const { summary } = entry;
  // The status in words: the service's, once a change brought it; before, what the bot knows (it took it).
  lines.push({
    label: words.t('change.status'),
    value: text(summary ? orderStatusWords(summary, words) : words.t('change.statusPlaced')),
  });
  if (summary) {
    lines.push({
      label: words.t('change.orderTotal'),
      value: { type: 'money', cents: centsOfDollars(summary.orderTotal) },
    });
    // Each fee named for its leg (the service's pickupDeliveryFee and returnDeliveryFee).
    lines.push({
      label: words.t('change.pickupFee'),
      value: { type: 'money', cents: centsOfDollars(summary.pickupDeliveryFee), fee: true },
    });
    if (entry.returnWindow)
      lines.push({
        label: words.t('change.deliveryFee'),
        value: { type: 'money', cents: centsOfDollars(summary.returnDeliveryFee), fee: true },
      });
  }
  const changes = changeCount(entry);
  if (changes > 0)
    lines.push({
      label: words.t('change.changed'),
      value: text(words.t('change.times', { count: changes })),
    });
  // Sent, but the service's answer never came: shown as such, beside the order as last known.
  for (const f of entry.pendingChange?.fields ?? [])
    lines.push({ label: words.t('change.notConfirmedYet', { field: f.field }), value: text(f.to) });
  return { type: 'summary', title: words.t('change.orderTitle', { orderId: String(orderId) }), lines };
}

/** The first pickup day of a recurring order on or after today (the first pickup, then every interval). */
export function nextPickup(firstDay: string, intervalWeeks: number, today: string): string {
  let day = firstDay;
  while (day < today) day = addDays(day, intervalWeeks * 7);
  return day;
}
