/**
 * What the order flow shows comes from the service, fetched once per order and kept in the state:
 * the ids sent with the order are always the ones the API returned, never typed or derived.
 */

import { requireSession } from '../../dialog/step-helpers';
import type { OrderData } from '../../orders/order-data';
import { cardLabel } from '../../orders/service-words';
import type { StepContext } from '../flow';

type Ctx = StepContext<OrderData>;

export async function addresses(ctx: Ctx) {
  const session = requireSession(ctx);
  ctx.data.catalog.addresses ??= (
    await ctx.deps.laundry.listAddresses(session.token, session.serviceCustomerId)
  ).map((a) => ({
    id: a.id,
    label: [a.address1, a.address2, a.city].filter(Boolean).join(', '),
    googlePlacesId: a.googlePlacesId,
  }));
  return ctx.data.catalog.addresses;
}

/** GAP: the seed's service has no category; one named by the service's data (`category`) is read. */
function categoryOf(service: Record<string, unknown>) {
  const raw = service.category;
  return raw === 'LAUNDRY' || raw === 'DRY_CLEANING' ? raw : undefined;
}

export async function services(ctx: Ctx) {
  const { store } = ctx.data.draft;
  const address = currentAddress(ctx.data);
  if (!store || !address) throw new Error('services asked before the store');
  ctx.data.catalog.services ??= (
    await ctx.deps.laundry.listServices(requireSession(ctx).token, store.id, address.googlePlacesId)
  ).map((svc) => {
    const category = categoryOf(svc);
    return {
      id: svc.id,
      name: svc.name,
      description: svc.description,
      ...(category ? { category } : {}),
      modifiers: svc.modifiers.map((m) => ({ id: m.id, name: m.name })),
    };
  });
  return ctx.data.catalog.services;
}

/** The customer's cards, default first, without their tokens (read when placing: place-order.ts). */
export async function paymentMethods(ctx: Ctx) {
  ctx.data.catalog.paymentMethods ??= (await ctx.deps.laundry.listCards(requireSession(ctx).token))
    .map((m) => ({
      id: m.id,
      label: cardLabel(m, ctx.words),
      isDefault: m.isDefault,
      last4: m.last4,
      brand: m.brand,
    }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return ctx.data.catalog.paymentMethods;
}

export function currentAddress(data: OrderData) {
  return data.catalog.addresses?.find((a) => a.id === data.draft.addressId);
}
