/**
 * Which order, and what to change on it: the order is opened (a change left pending on it settled
 * first), then the changes it still allows are offered.
 */

import { end } from '../../dialog/prompts';
import { asking, fields, ok, picked, requireSession, retry, say } from '../../dialog/step-helpers';
import type { Reply, ReplyOption } from '../../dialog/types';
import type { WindowChoice } from '../../orders/choices';
import { CHANGES, entryTimeZone, type LedgerEntry } from '../../orders/ledger-entry';
import {
  idsOf,
  legLabel,
  type OrderRecord,
  placedOrderById,
  type RecentOrder,
  recentOrders,
} from '../../orders/placed-order';
import type { ChangeData } from './change-data';
import { currentOrder } from './change-data';
import { settleFound } from './change-order';
import { NO_ORDERS, recentOrderSummary } from './my-orders';
import type { ChangeStep, Ctx } from './types';

/** How many recent placed orders can be picked. */
export const MANAGE_ORDERS_LISTED = 5;

const DONE = 'done';

/** The customer's recent orders in the ledger, newest first: placed, or sent with the outcome unknown. */
function recent(ctx: Ctx): Promise<RecentOrder[]> {
  return recentOrders(
    ctx.deps.ledger,
    requireSession(ctx).serviceCustomerId,
    MANAGE_ORDERS_LISTED * 3,
    MANAGE_ORDERS_LISTED,
  );
}

const started = (w: WindowChoice | undefined, now: Date) => !!w && Date.parse(w.startTime) <= now.getTime();

/** Opens an order: a change left pending on it is settled first; not opened while that is still not known. */
async function open(ctx: Ctx, found: OrderRecord): Promise<{ opened: boolean; say: Reply[] }> {
  const settled = await settleFound(ctx, found);
  if (settled.order) ctx.data.order = idsOf(settled.order);
  return { opened: settled.order !== undefined, say: settled.say };
}

export const orderStep: ChangeStep = {
  id: 'order',
  title: 'Order',
  ...fields<ChangeData, 'order'>('order'),
  async ask(ctx) {
    const { data } = ctx;
    if (data.orderId !== undefined) {
      const found = await placedOrderById(
        ctx.deps.ledger,
        requireSession(ctx).serviceCustomerId,
        data.orderId,
      );
      if (!found) return end({ changed: false }, notFound(data.orderId));
      const opened = await open(ctx, found);
      return opened.opened ? { kind: 'filled', say: opened.say } : end({ changed: false }, ...opened.say);
    }
    const listed = await recent(ctx);
    if (listed.length === 0) return end({ changed: false }, say(NO_ORDERS));
    const orders = listed.flatMap((o) => ('placed' in o ? [o.placed] : []));
    const [only] = orders;
    if (data.words && only && listed.length === 1) {
      // "move pickup to saturday morning" with one order: that order, no question.
      const opened = await open(ctx, only);
      return opened.opened ? { kind: 'filled', say: opened.say } : end({ changed: false }, ...opened.say);
    }
    // The summaries once, when the list was asked for; asked again, the question alone.
    const summaries =
      data.list || orders.length === 0
        ? listed.map((o) => recentOrderSummary(o, ctx.deps.timeZone, ctx.today))
        : [];
    // Only orders that may have been placed (invariant unknown-outcome-shown-until-settled): nothing to change yet.
    if (orders.length === 0)
      return end(
        { changed: false },
        ...summaries,
        say(
          "An order that may have been placed can't be changed in chat: please check with the store first.",
        ),
      );
    data.list = undefined;
    return asking(
      {
        kind: 'single',
        text: !summaries.length
          ? 'Which order?'
          : orders.length === 1
            ? listed.length === 1
              ? 'Would you like to change it?'
              : `Would you like to change order #${orders[0]?.orderId}?`
            : 'Would you like to change one of them?',
        hint: 'Pick an order to change it, or never mind.',
        options: [
          ...orders.map(
            (o): ReplyOption => ({
              value: String(o.orderId),
              label: `Order #${o.orderId}`,
              role: 'choice',
              detail: `Pickup ${legLabel(o.entry.pickup, entryTimeZone(o.entry, ctx.deps.timeZone))}`,
              synonyms: [String(o.orderId), `#${o.orderId}`],
            }),
          ),
          { value: DONE, label: 'No changes', role: 'choice', synonyms: ['none', 'no', 'never mind'] },
        ],
      },
      summaries.length ? summaries : undefined,
    );
  },
  async accept(ctx, answer) {
    const value = picked(answer) ?? /^#?(\d{1,15})$/.exec(answer.text.trim())?.[1];
    if (value === DONE) return end({ changed: false });
    const found =
      value === undefined
        ? undefined
        : await placedOrderById(ctx.deps.ledger, requireSession(ctx).serviceCustomerId, Number(value));
    if (!found)
      return retry(value ? `I don't have order #${value} among your orders.` : 'Pick one of the orders.');
    const opened = await open(ctx, found);
    return opened.opened ? ok(opened.say) : end({ changed: false }, ...opened.say);
  },
};

function notFound(orderId: number) {
  return say(`I don't have order #${orderId} among the orders placed in chat.`, 'warning');
}

/** What can still be changed on an order, as options. */
function changeOptions(ctx: Ctx, entry: LedgerEntry): ReplyOption[] {
  const tz = entryTimeZone(entry, ctx.deps.timeZone);
  const options: ReplyOption[] = [];
  const pickupOpen = !started(entry.pickup, ctx.now);
  if (pickupOpen)
    options.push({
      value: 'pickup',
      label: 'Pickup time',
      role: 'choice',
      detail: `Now ${legLabel(entry.pickup, tz)}`,
      synonyms: ['pickup', 'move pickup', 'reschedule pickup', 'pick up'],
    });
  if (entry.returnWindow && !started(entry.returnWindow, ctx.now)) {
    options.push({
      value: 'delivery',
      label: 'Delivery time',
      role: 'choice',
      detail: `Now ${legLabel(entry.returnWindow, tz)}`,
      synonyms: ['delivery', 'move delivery', 'reschedule delivery', 'drop off'],
    });
  }
  if (!entry.returnWindow)
    options.push({
      value: 'add-delivery',
      label: 'Have it delivered',
      role: 'choice',
      detail: `Now collected at ${entry.store.name}`,
      synonyms: ['deliver', 'deliver it', 'add delivery'],
    });
  if (pickupOpen && (ctx.data.addresses?.length ?? 0) > 1)
    options.push({ value: 'address', label: 'Address', role: 'choice', detail: `Now ${entry.addressLabel}` });
  const courier = [entry.pickup, entry.returnWindow].some((w) => w?.provider === 'ON_DEMAND');
  if (courier) options.push({ value: 'tip', label: 'Courier tip', role: 'choice', synonyms: ['tip'] });
  if (entry.returnWindow && !started(entry.returnWindow, ctx.now))
    options.push({
      value: 'cancel-delivery',
      label: 'Cancel the delivery',
      role: 'danger',
      detail: `I'll collect it at ${entry.store.name}`,
      synonyms: ['cancel delivery', 'no delivery', 'collect it', 'collect'],
    });
  return options;
}

export const changeStep: ChangeStep = {
  id: 'change',
  title: 'What to change',
  ...fields<ChangeData, 'change'>('change'),
  async ask(ctx) {
    const { orderId, entry } = await currentOrder(ctx);
    const session = requireSession(ctx);
    ctx.data.addresses ??= (
      await ctx.deps.laundry.listAddresses(session.token, session.serviceCustomerId)
    ).map((a) => ({
      id: a.id,
      label: [a.address1, a.address2, a.city].filter(Boolean).join(', '),
      googlePlacesId: a.googlePlacesId,
    }));
    const options = changeOptions(ctx, entry);
    if (options.length === 0)
      return end(
        { changed: false },
        say(`Order #${orderId} is under way, so it can't be changed in chat. Please call the store.`),
      );
    return asking({
      kind: 'single',
      text: `What would you like to change on order #${orderId}?`,
      hint: 'Pick one. A new time can be with the store driver or the courier, whichever runs then.',
      options: [...options, { value: DONE, label: 'Nothing', role: 'choice', synonyms: ['none', 'done'] }],
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value === DONE) return end({ changed: false });
    const change = CHANGES.find((c) => c === value);
    if (!change || !changeOptions(ctx, (await currentOrder(ctx)).entry).some((o) => o.value === change))
      return retry('Choose one of the options.');
    ctx.data.change = change;
    return ok();
  },
};
