/**
 * The bottom of the stack, between orders: start a new order, or "same as last time" — the last
 * order in the ledger with everything but the days, windows and tip filled in, each part checked
 * against what the store offers today (whatever no longer exists is asked again: lib/orders/reorder.ts).
 */
import { z } from 'zod';
import { lastPlaced } from '../../orders/placed-order';
import { recentPlacedOrder, reorderDraft } from '../../orders/reorder';
import { type Answer, asking, type Flow, ok, picked, retry, type Step } from '../step';
import type { OrderResult } from './order-data';

const menuDataSchema = z.object({
  /** The customer's last placed order: undefined until looked up in the ledger, null when there is none. */
  lastOrderId: z.number().nullable().optional(),
});
type MenuData = z.infer<typeof menuDataSchema>;

const NEW = 'new';
const AGAIN = 'again';
const ORDERS = 'orders';
const SETTINGS = 'settings';
const PRODUCTS = 'products';
const SIGN_OUT = 'sign-out';

/** A question about what the store sells ("do you sell detergent?"): answered from its products. */
const PRODUCT_QUESTION = /\b(sell|sells|selling|stock|carry|price|prices|cost|costs|buy|products?)\b/i;

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

const menu: Step<MenuData> = {
  id: 'menu',
  title: 'Start',
  filled: () => false,
  clear: () => {},
  async ask(ctx) {
    // Looked up once per sign-in (placing an order sets it), so showing the menu costs no ledger read.
    if (ctx.data.lastOrderId === undefined) ctx.data.lastOrderId = (await lastPlaced(ctx))?.orderId ?? null;
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
      const last = await lastPlaced(ctx);
      if (!last) return retry("I don't have an earlier order for you.");
      const filled = await reorderDraft(ctx, last.entry, last.orderId);
      return { kind: 'push', flow: 'order', args: filled.data, say: filled.say };
    }
    if (value === ORDERS) return { kind: 'push', flow: 'manage', args: { list: true } };
    if (value === SETTINGS) return { kind: 'push', flow: 'preferences' };
    if (value === PRODUCTS) return { kind: 'push', flow: 'products' };
    if (value === undefined && PRODUCT_QUESTION.test(answer.text))
      return { kind: 'push', flow: 'products', args: { query: answer.text } };
    const again = value === undefined ? undefined : againOrderId(value);
    if (again !== undefined) {
      const found = await recentPlacedOrder(ctx, again);
      if (!found) return retry(`I don't have order #${again} among your recent orders.`);
      const filled = await reorderDraft(ctx, found.entry, again);
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
  greeting: 'Hi! I can book a laundry or dry-cleaning pickup for you.',
  openings: [
    // "Order again" of one order is the menu's answer; anywhere else it would drop what is going on.
    {
      kind: 'answer',
      word: 'order',
      answer: againValue,
      label: (orderId) => `Order #${orderId} again`,
      busy: (orderId) => `To order #${orderId} again, first finish this order or say nevermind.`,
      signedOut: (orderId) => `Sign in first, then you can order #${orderId} again.`,
    },
  ],
  onResult(ctx, from, result) {
    if (from === 'order') {
      const outcome = result as OrderResult;
      if ('placed' in outcome) ctx.data.lastOrderId = outcome.placed;
    }
    return ok();
  },
};
