/**
 * Order creation (POST /service-order) and the transportation update
 * (PATCH /service-order/:serviceOrderId/transportation).
 *
 * Creation answers 404 `{error: "… is not found"}` for any id in the body that does not resolve (the
 * seed's one stated error). The transportation update has three errors whose codes the seed leaves
 * open; the sandbox uses 404 (order), 400 (body, window, address, token) and 409 (nothing to cancel).
 */
import type { Reply, RouteHandler } from './http-reply';
import { errorReply, isReply, ok, parseId } from './http-reply';
import type { SeedStore } from './seed-data';
import { SEED } from './seed-data';
import type { CustomerRecord, LegState, StoredOrder } from './state';
import type { DeliveryLeg } from './validate-order';
import { validateOrderBody } from './validate-order';
import type { TransportationLeg } from './validate-transportation';
import { validateTransportationBody } from './validate-transportation';
import type { WindowClock } from './windows';
import { findWindow, offeredDates, storeClock, windowsForDay } from './windows';

type LegName = 'Pickup' | 'Delivery';

const LIST_OF = { OWN_DRIVER: 'ownDelivery', ON_DEMAND: 'onDemandDelivery' } as const;

/** A creation leg's window must be in that day's list for its provider (ownDelivery or onDemandDelivery). */
function legFromOrder(
  store: SeedStore,
  leg: DeliveryLeg,
  name: LegName,
  clock: WindowClock,
  addressId: number,
): LegState | Reply {
  const id = leg.windowId ?? leg.timingsId ?? Number.NaN;
  const lists = windowsForDay(store, leg.deliveryDay, 'PICKUP', clock);
  const window = lists[LIST_OF[leg.deliveryProvider]].find((w) => w.id === id);
  if (!window) {
    const otherProvider = leg.deliveryProvider === 'OWN_DRIVER' ? 'ON_DEMAND' : 'OWN_DRIVER';
    const inOther = lists[LIST_OF[otherProvider]].some((w) => w.id === id);
    const hint = inOther
      ? ` (window ${id} is an ${LIST_OF[otherProvider]} window: use ${otherProvider})`
      : '';
    return errorReply(404, `${name} window is not found${hint}`);
  }
  return {
    windowId: window.id,
    provider: leg.deliveryProvider,
    deliveryDay: leg.deliveryDay,
    startTime: window.startTime,
    feeInCents: window.deliveryFeeInCents,
    subsidyInCents: leg.subsidyInCents ?? 0,
    courierTip: leg.courierTip ?? 0,
    addressId,
    thirdPartyDeliveryId: leg.thirdPartyDeliveryId ?? null,
  };
}

function startsAfter(later: LegState, earlier: LegState): boolean {
  return Date.parse(later.startTime) > Date.parse(earlier.startTime);
}

/** POST /service-order → the new order id as a bare JSON number. */
export const createOrder: RouteHandler = (ctx, env) => {
  if (ctx.body.kind !== 'json') return errorReply(400, 'Request body must be a JSON object');
  const validation = validateOrderBody(ctx.body.value);
  if (!validation.ok) return errorReply(400, validation.error);
  const order = validation.order;
  const store = SEED.stores.find((s) => s.id === order.storeId);
  if (!store) return errorReply(404, 'Store is not found');
  if (order.serviceCustomerId !== undefined && order.serviceCustomerId !== ctx.customerId) {
    return errorReply(403, 'Forbidden');
  }
  const customer = env.state.customers.get(ctx.customerId);
  if (!customer) return errorReply(404, 'Customer is not found');
  if (!customer.addresses.some((a) => a.id === order.customerAddressId)) {
    return errorReply(404, 'Customer address is not found');
  }
  for (const item of order.orderServices ?? []) {
    const service = SEED.services.find((s) => s.id === item.servicePriceId && s.storeIds.includes(store.id));
    if (!service) return errorReply(404, `Service ${item.servicePriceId} is not found`);
    const badModifier = (item.serviceModifierIds ?? []).find(
      (id) => !service.modifiers.some((m) => m.id === id),
    );
    if (badModifier !== undefined) return errorReply(404, `Service modifier ${badModifier} is not found`);
  }
  const clock = env.clock();
  const { pickup: pickupLeg, delivery: deliveryLeg } = order.orderDelivery;
  const pickup = pickupLeg ? legFromOrder(store, pickupLeg, 'Pickup', clock, order.customerAddressId) : null;
  if (isReply(pickup)) return pickup;
  const delivery = deliveryLeg
    ? legFromOrder(store, deliveryLeg, 'Delivery', clock, order.customerAddressId)
    : null;
  if (isReply(delivery)) return delivery;
  if (order.returnMethod === 'DELIVERY' && !delivery) {
    return errorReply(400, 'returnMethod DELIVERY requires orderDelivery.delivery');
  }
  if (pickup && delivery && !startsAfter(delivery, pickup)) {
    return errorReply(400, 'The delivery window must start after the pickup window');
  }
  const paymentToken = order.paymentToken || null;
  if (paymentToken && !customer.paymentMethods.some((m) => m.paymentMethodToken === paymentToken)) {
    return errorReply(404, 'Payment method is not found');
  }
  const stored = env.state.addOrder({
    body: structuredClone(ctx.body.value) as Record<string, unknown>,
    storeId: store.id,
    customerId: customer.serviceCustomerId,
    pickup,
    delivery,
    paymentToken,
    recurring: Boolean(order.subscription),
  });
  return ok(stored.record.id);
};

/**
 * A window id from `deliveryWindow` (number[], meaning not shown): either an element that is a window
 * id, or a `[startMs, endMs]` pair matching a window's times.
 */
function windowIdFromDeliveryWindow(
  store: SeedStore,
  values: number[],
  clock: WindowClock,
): number | undefined {
  const byId = values.find((value) => findWindow(store, value, clock));
  if (byId !== undefined) return byId;
  const [start, end] = values;
  if (values.length !== 2 || start === undefined || end === undefined) return undefined;
  for (const date of offeredDates(storeClock(store, clock))) {
    const lists = windowsForDay(store, date, 'PICKUP', clock);
    const all = [...lists.ownDelivery, ...lists.onDemandDelivery];
    const match = all.find((w) => Date.parse(w.startTime) === start && Date.parse(w.endTime) === end);
    if (match) return match.id;
  }
  return undefined;
}

function applyLegUpdate(
  order: StoredOrder,
  current: LegState | null,
  leg: TransportationLeg,
  name: LegName,
  customer: CustomerRecord,
  clock: WindowClock,
): LegState | Reply {
  const store = SEED.stores.find((s) => s.id === order.storeId);
  if (!store) return errorReply(400, 'Store is not found');
  let id = leg.timingsId ?? leg.windowId;
  if (id === undefined && leg.deliveryWindow?.length) {
    id = windowIdFromDeliveryWindow(store, leg.deliveryWindow, clock);
    if (id === undefined) return errorReply(400, `${name} window is not found`);
  }
  let base: LegState;
  if (id !== undefined) {
    const found = findWindow(store, id, clock);
    if (!found) return errorReply(400, `${name} window is not found`);
    if (leg.deliveryProvider && leg.deliveryProvider !== found.provider) {
      return errorReply(400, `${name} window is not found among ${LIST_OF[leg.deliveryProvider]} windows`);
    }
    if (leg.deliveryDay && leg.deliveryDay !== found.date) {
      return errorReply(400, `${name} window is not found on ${leg.deliveryDay}`);
    }
    const defaults = {
      subsidyInCents: 0,
      courierTip: 0,
      addressId: Number(order.record.body.customerAddressId),
      thirdPartyDeliveryId: null,
    };
    base = {
      ...defaults,
      ...current,
      windowId: found.window.id,
      provider: found.provider,
      deliveryDay: found.date,
      startTime: found.window.startTime,
      feeInCents: found.window.deliveryFeeInCents,
    };
  } else if (!current) {
    return errorReply(400, `A window (timingsId) is required to schedule a ${name.toLowerCase()}`);
  } else if (leg.deliveryProvider && leg.deliveryProvider !== current.provider) {
    return errorReply(
      400,
      `Changing the ${name.toLowerCase()} provider needs a window of that provider (timingsId)`,
    );
  } else {
    base = current;
  }
  const addressId = leg.serviceCustomerAddressId ?? leg.customerAddressId;
  if (addressId !== undefined && !customer.addresses.some((a) => a.id === addressId)) {
    return errorReply(400, 'Customer address is not found');
  }
  return {
    ...base,
    addressId: addressId ?? base.addressId,
    courierTip: leg.courierTip ?? base.courierTip,
    subsidyInCents: leg.subsidyInCents ?? base.subsidyInCents,
    thirdPartyDeliveryId:
      leg.thirdPartyDeliveryId !== undefined ? leg.thirdPartyDeliveryId : base.thirdPartyDeliveryId,
  };
}

/**
 * The seed's order summary, its amounts in dollars (no `InCents` in their names, like
 * `totalDeliveryCost`): the window fees plus the bags at SEED.pricePerBagInCents, so a total such as
 * 52.4 reads right only as dollars.
 */
function orderSummary(order: StoredOrder) {
  const pickupFee = order.pickup?.feeInCents ?? 0;
  const returnFee = order.delivery?.feeInCents ?? 0;
  const subsidies = (order.pickup?.subsidyInCents ?? 0) + (order.delivery?.subsidyInCents ?? 0);
  const total = Number(order.record.body.bagCount) * SEED.pricePerBagInCents + pickupFee + returnFee;
  return {
    id: order.record.id,
    status: order.record.status,
    orderTotal: total / 100,
    netOrderTotal: Math.max(0, total - subsidies) / 100,
    paymentStatus: order.record.paymentStatus,
    pickupDeliveryFee: pickupFee / 100,
    returnDeliveryFee: returnFee / 100,
  };
}

/** PATCH /service-order/:serviceOrderId/transportation → `{ order }` after the change. */
export const updateTransportation: RouteHandler = (ctx, env) => {
  const id = parseId(ctx.params.serviceOrderId);
  const order = id === undefined ? undefined : env.state.orderById(id);
  // Another customer's order is "not found" too: its existence is not theirs to learn.
  if (!order || order.customerId !== ctx.customerId) return errorReply(404, 'Service order is not found');
  if (ctx.body.kind !== 'json') return errorReply(400, 'Request body must be a JSON object');
  const validation = validateTransportationBody(ctx.body.value);
  if (!validation.ok) return errorReply(400, validation.error);
  const update = validation.update;
  const customer = env.state.customers.get(ctx.customerId);
  if (!customer) return errorReply(404, 'Service order is not found');
  const clock = env.clock();
  let pickup = order.pickup;
  let delivery = order.delivery;
  if (update.pickup) {
    const next = applyLegUpdate(order, order.pickup, update.pickup, 'Pickup', customer, clock);
    if (isReply(next)) return next;
    pickup = next;
  }
  if (update.delivery === null) {
    if (!order.delivery) return errorReply(409, 'No scheduled delivery to cancel');
    delivery = null;
  } else if (update.delivery) {
    const next = applyLegUpdate(order, order.delivery, update.delivery, 'Delivery', customer, clock);
    if (isReply(next)) return next;
    delivery = next;
  }
  if (pickup && delivery && !startsAfter(delivery, pickup)) {
    return errorReply(400, 'The delivery window must start after the pickup window');
  }
  const token = update.paymentMethodToken;
  if (token !== undefined && !customer.paymentMethods.some((m) => m.paymentMethodToken === token)) {
    return errorReply(400, 'Payment method is not found');
  }
  order.pickup = pickup;
  order.delivery = delivery;
  if (update.delivery === null) order.record.deliveryCancelled = true;
  else if (update.delivery) order.record.deliveryCancelled = false;
  if (token !== undefined) order.paymentToken = token;
  order.record.transportationUpdates.push({ at: clock.now.toISOString(), ...structuredClone(update) });
  return ok({ order: orderSummary(order) });
};
