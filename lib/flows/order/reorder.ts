/**
 * "Same as last time": a new order's draft filled from a placed one in the ledger, with everything but
 * the days, windows and tip, each part checked against what the store offers today (whatever no longer
 * exists is dropped, said, and asked again).
 */

import { requireSession, say } from '../../dialog/step-helpers';
import type { Reply } from '../../dialog/types';
import { isLaundryApiError } from '../../laundry/errors';
import type { LedgerEntry } from '../../orders/ledger-entry';
import { type OrderData, orderDataSchema, storeChoiceOf } from '../../orders/order-data';
import { type OrderRecord, recentPlaced } from '../../orders/placed-order';
import { cardLabel } from '../../orders/service-words';
import type { StepContext } from '../flow';
import { addresses, services } from './catalog';

/**
 * A note that speaks of its own day ("leave it with the doorman today", "solo esta vez") was for that
 * order, not the next: it is left off, and said.
 */
const ONE_OFF =
  /\b(?:today|tonight|tomorrow|this (?:time|once|week|morning|afternoon|evening|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|just once|hoy|esta (?:vez|noche|semana|tarde)|este (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|por unica vez|(?<!(?:la|las|cada|en la|de la|por la|toda la) )manana(?! (?:o|y|,)? ?(?:tarde|noche))|\d{1,2}\/\d{1,2})\b/i;

/** How far back "order again" of a given order looks in the ledger. */
const AGAIN_LOOKBACK = 25;

/** One of the customer's recent placed orders, by its id ("order again" of a given order). */
export async function recentPlacedOrder(
  ctx: StepContext<unknown>,
  orderId: number,
): Promise<OrderRecord | undefined> {
  const recent = await recentPlaced(ctx.deps.ledger, requireSession(ctx).serviceCustomerId, AGAIN_LOOKBACK);
  return recent.find((record) => record.orderId === orderId);
}

/** A draft filled from a previous order, and what it said about parts no longer offered. */
export async function reorderDraft(
  ctx: StepContext<unknown>,
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
      draft.store = storeChoiceOf(store);
    }
  } else dropped.push(ctx.words.t('order.thatAddress'));

  if (draft.store) {
    const offered = await services(order);
    const kept = entry.services.flatMap((svc) => {
      const now = offered.find((o) => o.id === svc.servicePriceId);
      if (!now) {
        dropped.push(ctx.deps.glossary.shown(svc.name, ctx.words.language));
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
  // The order as it stands now: a delivery cancelled since it was placed is collected this time too.
  draft.returnMethod =
    request.returnMethod === 'DELIVERY' && !entry.returnWindow
      ? 'IN_STORE_PICKUP'
      : (request.returnMethod ?? undefined);
  draft.interval = request.subscription?.interval ?? 0;
  const methods = await ctx.deps.laundry.listPaymentMethods(session.token);
  const card = methods.find(
    (m) =>
      m.id === entry.paymentMethodId ||
      (request.paymentToken && m.paymentMethodToken === request.paymentToken),
  );
  if (card) Object.assign(draft, { paymentMethodId: card.id, paymentLabel: cardLabel(card, ctx.words) });
  else if (entry.paymentMethodId !== undefined || request.paymentToken)
    dropped.push(ctx.words.t('order.thatCard'));
  draft.promoCode = '';
  draft.hangDry = request.isHangDrySelected;
  draft.hangDryInstructions = request.hangDryInstructions;
  // The bot's own reference is not the person's note.
  const note = request.orderNotes.replace(/(?:^| \| )Chat ref \w+$/, '');
  const forThatDay = ONE_OFF.test(note.normalize('NFKD').replace(/\p{M}/gu, ''));
  draft.orderNotes = forThatDay ? '' : note;

  const replies = [say(ctx.words.t('order.sameAs', { orderId: String(orderId) }))];
  if (forThatDay) replies.push(say(ctx.words.t('order.noteLeftOff', { note })));
  if (dropped.length)
    replies.push(
      say(
        ctx.words.t('order.noLongerAvailable', { parts: dropped.join(', '), count: dropped.length }),
        'warning',
      ),
    );
  return { data: order.data, say: replies };
}
