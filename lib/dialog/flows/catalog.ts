/**
 * What the order flow shows comes from the service, fetched once per order and kept in the state:
 * the ids sent with the order are always the ones the API returned, never typed or derived.
 */
import type { WindowType } from '../../laundry/schemas';
import { formatTimeRange } from '../calendar';
import { formatCents } from '../read-text';
import { requireSession, type StepContext } from '../step';
import type { DialogState, ReplyOption, WindowChoice } from '../types';

export async function addresses(ctx: StepContext) {
  const session = requireSession(ctx);
  ctx.state.catalog.addresses ??= (
    await ctx.deps.laundry.listAddresses(session.token, session.serviceCustomerId)
  ).map((a) => ({
    id: a.id,
    label: [a.address1, a.address2, a.city].filter(Boolean).join(', '),
    googlePlacesId: a.googlePlacesId,
  }));
  return ctx.state.catalog.addresses;
}

export async function services(ctx: StepContext) {
  const { store } = ctx.state.draft;
  const address = currentAddress(ctx.state);
  if (!store || !address) throw new Error('services asked before the store');
  ctx.state.catalog.services ??= (
    await ctx.deps.laundry.listServices(requireSession(ctx).token, store.id, address.googlePlacesId)
  ).map((svc) => ({
    id: svc.id,
    name: svc.name,
    description: svc.description,
    modifiers: svc.modifiers.map((m) => ({ id: m.id, name: m.name })),
  }));
  return ctx.state.catalog.services;
}

export async function paymentMethods(ctx: StepContext) {
  ctx.state.catalog.paymentMethods ??= (await ctx.deps.laundry.listPaymentMethods(requireSession(ctx).token))
    .map((m) => ({
      token: m.paymentMethodToken,
      label: `${m.brand} •••• ${m.last4}`,
      isDefault: m.isDefault,
    }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return ctx.state.catalog.paymentMethods;
}

/** Both providers' windows of one day, side by side, sorted by start time. */
export async function windows(ctx: StepContext, type: WindowType, day: string): Promise<WindowChoice[]> {
  const key = `${type}:${day}`;
  const cached = ctx.state.catalog.windows?.[key];
  if (cached) return cached;
  const { draft } = ctx.state;
  const address = currentAddress(ctx.state);
  if (!draft.store || !address) throw new Error('windows asked before the store');
  const lists = await ctx.deps.laundry.listDeliveryWindows(requireSession(ctx).token, draft.store.id, {
    date: day,
    type,
    googlePlacesId: address.googlePlacesId,
    categories: draft.categories ?? ['LAUNDRY'],
    servicesIds: (draft.services ?? []).map((s) => s.servicePriceId),
  });
  const own = lists.ownDelivery.map((w) => ({
    w,
    provider: 'OWN_DRIVER' as const,
    providerName: 'Store driver',
  }));
  const onDemand = lists.onDemandDelivery.map((w) => ({
    w,
    provider: 'ON_DEMAND' as const,
    providerName: lists.onDemandProviderDetails.name,
  }));
  const choices = [...own, ...onDemand]
    .map(({ w, provider, providerName }) => ({
      id: w.id,
      provider,
      day,
      startTime: w.startTime,
      endTime: w.endTime,
      feeInCents: w.deliveryFeeInCents,
      providerName,
    }))
    .filter((w) => Date.parse(w.startTime) > ctx.now.getTime())
    .sort(
      (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.provider.localeCompare(b.provider),
    );
  ctx.state.catalog.windows = { ...ctx.state.catalog.windows, [key]: choices };
  return choices;
}

export function currentAddress(state: DialogState) {
  return state.catalog.addresses?.find((a) => a.id === state.draft.addressId);
}

export function windowLabel(w: WindowChoice, timeZone: string): ReplyOption {
  return {
    value: String(w.id),
    label: `${formatTimeRange(w.startTime, w.endTime, timeZone)} · ${w.providerName}`,
    detail: w.feeInCents ? `${formatCents(w.feeInCents)} delivery fee` : 'No delivery fee',
    window: { startTime: w.startTime, endTime: w.endTime },
  };
}
