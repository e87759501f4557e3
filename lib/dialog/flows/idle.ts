/**
 * Between orders: start a new order, or "same as last time" — the last order in the ledger with
 * everything but the days and windows filled in, each part checked against what the store offers
 * today (whatever no longer exists is asked again).
 */
import { isLaundryApiError } from '../../laundry/errors';
import type { LedgerEntry } from '../ledger-entry';
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
import { addresses, paymentMethods, services } from './catalog';

const NEW = 'new';
const AGAIN = 'again';

async function lastOrder(ctx: StepContext) {
  // The newest records may be attempts that placed nothing; the last *placed* order is wanted.
  const recent = await ctx.deps.ledger.listByCustomer<LedgerEntry>(requireSession(ctx).serviceCustomerId, 10);
  return recent.find((record) => record.status === 'PLACED' && record.orderId !== undefined);
}

function startOrder(ctx: StepContext): void {
  Object.assign(ctx.state, { flow: 'order', draft: {}, catalog: {}, history: [], reorderOf: undefined });
}

/** Fills the draft from a previous order; returns what it said about parts no longer offered. */
async function prefill(ctx: StepContext, entry: LedgerEntry, orderId: number): Promise<Reply[]> {
  const { request } = entry;
  const { draft } = ctx.state;
  const dropped: string[] = [];
  const session = requireSession(ctx);

  const address = (await addresses(ctx)).find((a) => a.id === request.customerAddressId);
  if (address) {
    const store = await ctx.deps.laundry.findStore(session.token, address.googlePlacesId).catch((error) => {
      if (isLaundryApiError(error, 'not_found')) return undefined;
      throw error;
    });
    if (store)
      Object.assign(draft, {
        addressId: address.id,
        store: { id: store.id, name: store.name, address: store.address },
      });
  } else dropped.push('that address');

  if (draft.store) {
    const offered = await services(ctx);
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
    if (kept.length) draft.services = kept;
  }

  draft.categories = entry.categories;
  draft.bagCount = request.bagCount;
  draft.returnMethod = request.returnMethod ?? undefined;
  draft.interval = request.subscription?.interval ?? 0;
  const methods = await paymentMethods(ctx);
  const card = methods.find((m) => m.token === request.paymentToken);
  if (card) Object.assign(draft, { paymentToken: card.token, paymentLabel: card.label });
  else if (request.paymentToken) dropped.push('that card');
  const tips = [request.orderDelivery.pickup, request.orderDelivery.delivery].map(
    (leg) => leg?.courierTip ?? 0,
  );
  draft.courierTip = Math.max(0, ...tips);
  draft.promoCode = '';
  draft.hangDry = request.isHangDrySelected;
  draft.hangDryInstructions = request.hangDryInstructions;
  draft.orderNotes = request.orderNotes;
  ctx.state.reorderOf = orderId;

  const replies = [say(`Same as order #${orderId}. I just need the days and times.`)];
  if (dropped.length)
    replies.push(
      say(
        `${dropped.join(', ')} ${dropped.length === 1 ? 'is' : 'are'} no longer available, so I'll ask about it again.`,
        'warning',
      ),
    );
  return replies;
}

const menu: Step = {
  id: 'menu',
  title: 'Start',
  filled: () => false,
  clear: () => {},
  async ask(ctx) {
    // Looked up once per sign-in (placing an order sets it), so showing the menu costs no ledger read.
    if (ctx.state.lastOrderId === undefined) ctx.state.lastOrderId = (await lastOrder(ctx))?.orderId ?? null;
    const lastOrderId = ctx.state.lastOrderId;
    return asking({
      kind: 'single',
      text: 'What would you like to do?',
      hint: 'Pick one. Say help at any time.',
      options: [
        { value: NEW, label: 'Start a new order' },
        ...(lastOrderId !== null
          ? [{ value: AGAIN, label: `Same as last time (order #${lastOrderId})` }]
          : []),
      ],
    });
  },
  async accept(ctx, answer: Answer) {
    const value = picked(answer);
    if (value === NEW) {
      startOrder(ctx);
      return ok();
    }
    if (value === AGAIN) {
      const last = await lastOrder(ctx);
      if (!last || last.orderId === undefined) return retry("I don't have an earlier order for you.");
      startOrder(ctx);
      return ok(await prefill(ctx, last.entry, last.orderId));
    }
    return retry('Choose one of the options.');
  },
};

export const idleFlow: Flow = { id: 'idle', steps: [menu] };
