/**
 * Builds the POST /service-order body from a finished draft. Ids are the ones the API returned
 * and the draft kept; nothing here is typed by the user or derived.
 */
import type { CreateOrderRequest, DeliveryLeg } from '../laundry/schemas';
import type { Draft, WindowChoice } from './types';

/** A draft with every field the order needs (the engine only builds one after the summary). */
export type CompleteDraft = Required<
  Pick<
    Draft,
    | 'addressId'
    | 'store'
    | 'categories'
    | 'services'
    | 'bagCount'
    | 'pickupWindow'
    | 'returnMethod'
    | 'interval'
    | 'paymentToken'
    | 'orderNotes'
    | 'hangDry'
  >
> &
  Draft;

/** The leg for a chosen window; the courier tip goes on on-demand legs only. */
export function legFor(window: WindowChoice, courierTip: number): DeliveryLeg {
  const onDemand = window.provider === 'ON_DEMAND';
  return {
    deliveryDay: window.day,
    deliveryProvider: window.provider,
    windowId: window.id,
    totalDeliveryCost: window.feeInCents / 100,
    courierTip: onDemand ? courierTip : 0,
    subsidyInCents: 0,
    thirdPartyDeliveryId: onDemand ? window.id : null,
    thirdPartyDeliveryCostInCents: onDemand ? window.feeInCents : 0,
  };
}

/** The order-creation body (validated again by the client's schema before it is sent). */
export function buildOrderRequest(
  draft: CompleteDraft,
  serviceCustomerId: number,
  turnAroundInHours: number,
): CreateOrderRequest {
  const tip = draft.courierTip ?? 0;
  const delivery =
    draft.returnMethod === 'DELIVERY' && draft.returnWindow ? legFor(draft.returnWindow, tip) : undefined;
  return {
    customerAddressId: draft.addressId,
    orderDelivery: { pickup: legFor(draft.pickupWindow, tip), ...(delivery ? { delivery } : {}) },
    returnMethod: draft.returnMethod,
    bagCount: draft.bagCount,
    storeId: draft.store.id,
    serviceCustomerId,
    orderServices: draft.services.map((service) => ({
      servicePriceId: service.servicePriceId,
      serviceModifierIds: service.modifierIds ?? [],
      serviceNotes: service.notes ? service.notes : null,
    })),
    hasDryCleaning: draft.categories.includes('DRY_CLEANING'),
    isHangDrySelected: draft.hangDry,
    ...(draft.interval ? { subscription: { interval: draft.interval } } : {}),
    turnAroundInHours,
    paymentToken: draft.paymentToken,
    ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
    hangDryInstructions: draft.hangDry ? (draft.hangDryInstructions ?? '') : '',
    orderNotes: draft.orderNotes,
  };
}
