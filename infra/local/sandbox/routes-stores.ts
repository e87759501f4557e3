/**
 * The store endpoints: nearest store, services, delivery windows, delivery settings, products.
 * Unknown stores answer the seed's bare string "Store is not found" (the lookup by place answers the
 * `{error}` object, since its row of the seed names no body).
 */
import type { Reply, RouteHandler, SandboxEnv } from './http-reply';
import { errorReply, isReply, ok, parseId, plainError, queryList } from './http-reply';
import type { SeedStore } from './seed-data';
import { SEED } from './seed-data';
import type { WindowType } from './windows';
import { windowsForDay } from './windows';
import { isCalendarDate } from './zoned-time';

const STORE_NOT_FOUND = 'Store is not found';
// `YYYY-MM-DDTHH:mm:ss` with optional `.sssZ`; `.sss` and `Z` are also accepted on their own.
const WINDOWS_DATE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{3})?Z?$/;
const CATEGORIES = ['LAUNDRY', 'DRY_CLEANING'];

function storeFromPath(storeId: string | undefined): SeedStore | Reply {
  const id = parseId(storeId);
  const store = SEED.stores.find((s) => s.id === id);
  return store ?? plainError(404, STORE_NOT_FOUND);
}

/** GET /stores/available?googlePlacesId=… → the store whose area holds that place. */
export const availableStore: RouteHandler = (ctx) => {
  const placeId = ctx.query.get('googlePlacesId')?.trim();
  if (!placeId) return errorReply(400, 'googlePlacesId is required');
  const store = SEED.stores.find((s) => s.googlePlacesIds.includes(placeId));
  if (!store) return errorReply(404, STORE_NOT_FOUND);
  // A store in another zone says so, and one with a phone or e-mail names it (fields the seed does not show); the others name none.
  return ok({
    id: store.id,
    name: store.name,
    address: store.address,
    ...(store.timeZone ? { timeZone: store.timeZone } : {}),
    ...(store.phone ? { phone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
  });
};

/** GET /stores/:storeId/services → the store's services with modifiers (any query accepted). */
export const storeServices: RouteHandler = (ctx) => {
  const store = storeFromPath(ctx.params.storeId);
  if (isReply(store)) return store;
  const services = SEED.services.filter((service) => service.storeIds.includes(store.id));
  return ok(
    services.map((service) => ({
      id: service.id,
      name: service.name,
      description: service.description,
      ...(service.categoryShown ? { category: service.category } : {}),
      modifiers: service.modifiers.map((m) => ({ id: m.id, name: m.name })),
    })),
  );
};

/** GET /stores/:storeId/delivery-windows → own-driver and on-demand windows of one calendar date. */
export const deliveryWindows: RouteHandler = (ctx, env: SandboxEnv) => {
  const store = storeFromPath(ctx.params.storeId);
  if (isReply(store)) return store;
  const rawDate = ctx.query.get('date') ?? '';
  const match = WINDOWS_DATE.exec(rawDate);
  const date = match?.[1];
  if (!date || !isCalendarDate(date)) {
    return errorReply(400, 'date is required in ISO format YYYY-MM-DDTHH:mm:ss (optionally .sssZ)');
  }
  const type = ctx.query.get('type');
  if (type !== 'PICKUP' && type !== 'RETURN') return errorReply(400, 'type must be PICKUP or RETURN');
  const badCategory = queryList(ctx.query, 'categories').find((c) => !CATEGORIES.includes(c));
  if (badCategory !== undefined) {
    return errorReply(400, `categories: "${badCategory}" is not one of LAUNDRY, DRY_CLEANING`);
  }
  const badServiceId = queryList(ctx.query, 'servicesIds').find((id) => parseId(id) === undefined);
  if (badServiceId !== undefined)
    return errorReply(400, `servicesIds: "${badServiceId}" is not a service id`);
  const lists = windowsForDay(store, date, type as WindowType, env.clock(), (id) =>
    env.state.windowUsage(id),
  );
  return ok({ ...lists, onDemandProviderDetails: { name: SEED.onDemandProviderName } });
};

/** GET /stores/:storeId/delivery-settings → the store's delivery settings (shape not shown by the seed). */
export const deliverySettings: RouteHandler = (ctx, env) => {
  const store = storeFromPath(ctx.params.storeId);
  if (isReply(store)) return store;
  return ok({
    storeId: store.id,
    turnAroundInHours: SEED.turnAroundInHours,
    ownDeliveryEnabled: store.ownDeliveryEnabled,
    onDemandEnabled: store.onDemandEnabled,
    onDemandProviderName: SEED.onDemandProviderName,
    minimumOrderInCents: store.minimumOrderInCents,
    currency: SEED.currency,
    timeZone: store.timeZone ?? env.clock().timeZone,
  });
};

/** GET /stores/:storeId/products → the store's inventory products, archived ones included. */
export const storeProducts: RouteHandler = (ctx) => {
  const store = storeFromPath(ctx.params.storeId);
  if (isReply(store)) return store;
  return ok(SEED.products.filter((p) => p.storeId === store.id).map((p) => ({ ...p })));
};
