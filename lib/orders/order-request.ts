/**
 * What a complete order requires, stated once, and the POST /service-order body built from it. Ids
 * are the ones the API returned and the draft kept; nothing here is typed by the user or derived.
 */
import * as z from 'zod';
import type { CreateOrderRequest, DeliveryLeg } from '../laundry/schemas';
import { lazySchema } from '../lazy-schema';
import type { WindowChoice } from './choices';
import { draftSchema } from './order-data';

/** A draft the summary may place: every part answered, and a delivery window when returned by delivery. */
export const completeDraftSchema = lazySchema(() =>
  draftSchema
    .required({
      addressId: true,
      store: true,
      services: true,
      categories: true,
      bagCount: true,
      pickupWindow: true,
      returnMethod: true,
      interval: true,
      paymentLabel: true,
      hangDry: true,
      orderNotes: true,
    })
    .extend({ paymentMethodId: z.number().nullable() })
    .refine((d) => d.returnMethod !== 'DELIVERY' || d.returnWindow !== undefined, 'a delivery window'),
);
export type CompleteDraft = z.infer<typeof completeDraftSchema>;

/** The leg for a chosen window; the courier tip goes on on-demand legs only. */
export function legFor(window: WindowChoice, courierTipCents: number): DeliveryLeg {
  const onDemand = window.provider === 'ON_DEMAND';
  return {
    deliveryDay: window.day,
    deliveryProvider: window.provider,
    windowId: window.id,
    // GAP: `totalDeliveryCost` and `courierTip` in dollars (the cent fields say "InCents" in their names).
    totalDeliveryCost: window.feeInCents / 100,
    courierTip: onDemand ? courierTipCents / 100 : 0,
    subsidyInCents: 0,
    thirdPartyDeliveryId: onDemand ? window.id : null,
    thirdPartyDeliveryCostInCents: onDemand ? window.feeInCents : 0,
  };
}

/**
 * What an order's legs cost as it is sent: each leg's delivery fee and courier tip, in cents (the
 * business's figure of an order's value when it is placed; the service's total comes later, if at all).
 * @example orderValueCents({ pickupWindow, returnMethod: 'PICKUP', courierTipCents: 300 }) // pickupWindow.feeInCents (+ 300 when on demand)
 */
export function orderValueCents(draft: {
  pickupWindow?: WindowChoice | undefined;
  returnWindow?: WindowChoice | undefined;
  returnMethod?: string | undefined;
  courierTipCents?: number | undefined;
}): number {
  const tip = draft.courierTipCents ?? 0;
  const returned = draft.returnMethod === 'DELIVERY' ? draft.returnWindow : undefined;
  const legs = [draft.pickupWindow, returned].filter((window) => window !== undefined);
  return legs.reduce((sum, window) => {
    const leg = legFor(window, tip);
    return sum + Math.round((leg.totalDeliveryCost + leg.courierTip) * 100);
  }, 0);
}

/** The reference of one confirmation, as the person is shown it and the store finds it in the order notes. */
export function orderReference(confirmationId: string): string {
  return confirmationId.slice(-8).toUpperCase();
}

/** The order-creation body (validated again by the client's schema before it is sent). */
export function buildOrderRequest(
  draft: CompleteDraft,
  order: { serviceCustomerId: number; turnAroundInHours: number; paymentToken: string; reference: string },
): CreateOrderRequest {
  const tip = draft.courierTipCents ?? 0;
  const delivery =
    draft.returnMethod === 'DELIVERY' && draft.returnWindow ? legFor(draft.returnWindow, tip) : undefined;
  return {
    customerAddressId: draft.addressId,
    orderDelivery: { pickup: legFor(draft.pickupWindow, tip), ...(delivery ? { delivery } : {}) },
    returnMethod: draft.returnMethod,
    bagCount: draft.bagCount,
    storeId: draft.store.id,
    serviceCustomerId: order.serviceCustomerId,
    orderServices: draft.services.map((service) => ({
      servicePriceId: service.servicePriceId,
      serviceModifierIds: service.modifierIds ?? [],
      serviceNotes: service.notes ? service.notes : null,
    })),
    hasDryCleaning: draft.categories.includes('DRY_CLEANING'),
    isHangDrySelected: draft.hangDry,
    ...(draft.interval ? { subscription: { interval: draft.interval } } : {}),
    turnAroundInHours: order.turnAroundInHours,
    paymentToken: order.paymentToken,
    ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
    hangDryInstructions: draft.hangDry ? (draft.hangDryInstructions ?? '') : '',
    // The reference the bot shows goes with the order, so the store can find an order whose outcome was unknown.
    orderNotes: [draft.orderNotes, `Chat ref ${order.reference}`].filter(Boolean).join(' | '),
  };
}
