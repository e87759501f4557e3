/**
 * The bottom of the stack, between orders: start a new order, or "same as last time" — the last
 * order in the ledger with everything but the days, windows and tip filled in, each part checked
 * against what the store offers today (whatever no longer exists is asked again).
 */
import { z } from 'zod';
import { isLaundryApiError } from '../../laundry/errors';
import { type LedgerEntry, ledgerEntrySchema } from '../ledger-entry';
import {
  type Answer,
  asking,
  type Flow,
  ok,
  picked,
  requireSession,
  retry,
  type Step,
  type StepContext,
  say,
} from '../step';
import type { Reply } from '../types';
import { addresses, services } from './catalog';
import { type OrderData, type OrderResult, orderDataSchema } from './order-data';

const menuDataSchema = z.object({
  /** The customer's last placed order: undefined until looked up in the ledger, null when there is none. */
  lastOrderId: z.number().nullable().optional(),
});
type MenuData = z.infer<typeof menuDataSchema>;
type Ctx = StepContext<MenuData>;

const NEW = 'new';
const AGAIN = 'again';
const ORDERS = 'orders';
const SETTINGS = 'settings';
const PRODUCTS = 'products';
const SIGN_OUT = 'sign-out';

/** A question about what the store sells ("do you sell detergent?"): answered from its products. */
const PRODUCT_QUESTION = /\b(sell|sells|selling|stock|carry|price|prices|cost|costs|buy|products?)\b/i;

async function lastOrder(ctx: Ctx) {
  // The newest records may be attempts that placed nothing; the last *placed* order is wanted.
  const recent = await ctx.deps.ledger.listByCustomer(requireSession(ctx).serviceCustomerId, 10, {
    parse: ledgerEntrySchema,
  });
  return recent.find((record) => record.status === 'PLACED' && record.orderId !== undefined);
}

/** A draft filled from a previous order, and what it said about parts no longer offered. */
async function prefill(
  ctx: Ctx,
  entry: LedgerEntry,
  orderId: number,
): Promise<{ data: OrderData; say: Reply[] }> {
  const session = requireSession(ctx);
  const order: StepContext<OrderData> = {
    ...ctx,
    data: orderDataSchema.parse({ draft: {}, catalog: {}, reorderOf: orderId }),
  };
  const { request } = entry;
  const { draft } = order.data;
  const dropped: string[] = [];

  const address = (await addresses(order)).find((a) => a.id === request.customerAddressId);
  if (address) {
    const store = await ctx.deps.laundry.findStore(session.token, address.googlePlacesId).catch((error) => {
      if (isLaundryApiError(error, 'not_found')) return undefined;
      throw error;
    });
    if (store) {
      draft.addressId = address.id;
      draft.store = {
        id: store.id,
        name: store.name,
        address: store.address,
        ...(store.timeZone ? { timeZone: store.timeZone } : {}),
      };
    }
  } else dropped.push('that address');

  if (draft.store) {
    const offered = await services(order);
    const kept = entry.services.flatMap((svc) => {
      const now = offered.find((o) => o.id === svc.servicePriceId);
      if (!now) {
        dropped.push(svc.name);
        return [];
      }
      const modifiers = now.modifiers.filter((m) => svc.modifierIds?.includes(m.id));
      return [
        { ...svc, modifierIds: modifiers.map((m) => m.id), modifierNames: modifiers.map((m) => m.name) },
      ];
    });
    if (kept.length)
      Object.assign(draft, { services: kept, servicesStoreId: draft.store.id, categories: entry.categories });
  }

  draft.bagCount = request.bagCount;
  draft.returnMethod = request.returnMethod ?? undefined;
  draft.interval = request.subscription?.interval ?? 0;
  const methods = await ctx.deps.laundry.listPaymentMethods(session.token);
  const card = methods.find(
    (m) =>
      m.id === entry.paymentMethodId ||
      (request.paymentToken && m.paymentMethodToken === request.paymentToken),
  );
  if (card)
    Object.assign(draft, { paymentMethodId: card.id, paymentLabel: `${card.brand} ending ${card.last4}` });
  else if (entry.paymentMethodId !== undefined || request.paymentToken) dropped.push('that card');
  draft.promoCode = '';
  draft.hangDry = request.isHangDrySelected;
  draft.hangDryInstructions = request.hangDryInstructions;
  // The bot's own reference is not the person's note.
  draft.orderNotes = request.orderNotes.replace(/(?:^| \| )Chat ref \w+$/, '');

  const replies = [say(`Same as order #${orderId}. I just need the days and times.`)];
  if (dropped.length)
    replies.push(
      say(
        `${dropped.join(', ')} ${dropped.length === 1 ? 'is' : 'are'} no longer available, so I'll ask about it again.`,
        'warning',
      ),
    );
  return { data: order.data, say: replies };
}

/** How far back "order again" of a given order looks in the ledger. */
const AGAIN_LOOKBACK = 25;

/**
 * The menu's answer for "order again" of one given order (a channel's button, e.g. Slack's Home
 * tab): `again:<orderId>`. Not an option on screen: the engine answers the menu with it.
 */
export function againValue(orderId: number): string {
  return `${AGAIN}:${orderId}`;
}

function againOrderId(value: string): number | undefined {
  const match = /^again:(\d{1,15})$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

async function placedOrder(ctx: Ctx, orderId: number) {
  const recent = await ctx.deps.ledger.listByCustomer(requireSession(ctx).serviceCustomerId, AGAIN_LOOKBACK, {
    parse: ledgerEntrySchema,
  });
  return recent.find((record) => record.status === 'PLACED' && record.orderId === orderId);
}

const menu: Step<MenuData> = {
  id: 'menu',
  title: 'Start',
  filled: () => false,
  clear: () => {},
  async ask(ctx) {
    // Looked up once per sign-in (placing an order sets it), so showing the menu costs no ledger read.
    if (ctx.data.lastOrderId === undefined) ctx.data.lastOrderId = (await lastOrder(ctx))?.orderId ?? null;
    const { lastOrderId } = ctx.data;
    return asking({
      kind: 'single',
      text: 'What would you like to do?',
      hint: 'Pick one. Say help at any time.',
      options: [
        {
          value: NEW,
          label: 'Start a new order',
          role: 'primary',
          // Whole requests name the option by a few of its words ("I'd like to place an order for
          // pickup tomorrow", "can you pick up my laundry?"): the recognizer prefers the longer phrase.
          synonyms: [
            'new',
            'new order',
            'order',
            'start',
            'book a pickup',
            'place an order',
            'make an order',
            'schedule a pickup',
            'pick up my laundry',
            'laundry picked up',
          ],
        },
        ...(lastOrderId !== null
          ? [
              {
                value: AGAIN,
                label: `Same as last time (order #${lastOrderId})`,
                role: 'choice' as const,
                synonyms: ['same', 'again', 'repeat', 'reorder', 'order again', 'same again'],
              },
            ]
          : []),
        {
          value: ORDERS,
          label: 'My orders',
          role: 'choice',
          detail: 'See them, move a pickup or delivery, cancel a delivery',
          synonyms: ['orders', 'my order', 'reschedule', 'change my order', 'cancel delivery', 'move pickup'],
        },
        {
          value: SETTINGS,
          label: 'Preferences and notes',
          role: 'choice',
          synonyms: ['preferences', 'notes', 'settings'],
        },
        {
          value: PRODUCTS,
          label: 'Products and prices',
          role: 'choice',
          synonyms: ['products', 'prices', 'what do you sell', 'shop'],
        },
        { value: SIGN_OUT, label: 'Sign out', role: 'command', synonyms: ['log out', 'logout', 'signout'] },
      ],
    });
  },
  async accept(ctx, answer: Answer) {
    const value = picked(answer);
    if (value === NEW) return { kind: 'push', flow: 'order' };
    if (value === AGAIN) {
      const last = await lastOrder(ctx);
      if (!last || last.orderId === undefined) return retry("I don't have an earlier order for you.");
      const filled = await prefill(ctx, last.entry, last.orderId);
      return { kind: 'push', flow: 'order', args: filled.data, say: filled.say };
    }
    if (value === ORDERS) return { kind: 'push', flow: 'manage', args: { list: true } };
    if (value === SETTINGS) return { kind: 'push', flow: 'preferences' };
    if (value === PRODUCTS) return { kind: 'push', flow: 'products' };
    if (value === undefined && PRODUCT_QUESTION.test(answer.text))
      return { kind: 'push', flow: 'products', args: { query: answer.text } };
    const again = value === undefined ? undefined : againOrderId(value);
    if (again !== undefined) {
      const found = await placedOrder(ctx, again);
      if (!found) return retry(`I don't have order #${again} among your recent orders.`);
      const filled = await prefill(ctx, found.entry, again);
      return { kind: 'push', flow: 'order', args: filled.data, say: filled.say };
    }
    return retry('Choose one of the options.');
  },
};

export const menuFlow: Flow<MenuData> = {
  id: 'menu',
  title: 'Menu',
  schema: menuDataSchema,
  needsSession: true,
  init: () => ({}),
  steps: [menu],
  transitions: { push: ['order', 'manage', 'preferences', 'notes', 'products'] },
  result: 'nothing (it is the bottom)',
  onResult(ctx, from, result) {
    if (from === 'order') {
      const outcome = result as OrderResult;
      if ('placed' in outcome) ctx.data.lastOrderId = outcome.placed;
    }
    return ok();
  },
};
