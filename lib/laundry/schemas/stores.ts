/**
 * Schemas of the store: the store found for an address, its services, delivery windows, delivery
 * settings and products.
 * Built as ./index.ts says (invariant requests-built-through-strict-schemas) (invariant responses-parsed-loosely).
 */
import * as z from 'zod';
import { lazySchema } from '../../lazy-schema';
import { deliveryDaySchema, id, serviceCategorySchema, windowTypeSchema } from './common';

// ── Stores, services, windows ──────────────────────────────────────────────────────────────────────

/**
 * GAP: the seed shows no store fields beyond `id`, `name` and `address`, so whether the store data
 * carries its time zone is not shown (defect 17: window times use the store's zone when the service
 * gives one, else TIME_ZONE). Reading, loosely: `timeZone`, `timezone` or `time_zone` (first usable
 * one wins), a string `Intl.DateTimeFormat` accepts, exposed canonical as `timeZone`
 * (`america/new_york` → `America/New_York`). Anything else there — a number, an unknown zone — is
 * ignored, never an error: the caller falls back to TIME_ZONE. `timeZone` on the parsed store is only
 * ever a valid zone; `timezone` and `time_zone` are kept as they came, like any unknown field.
 */
const STORE_TIME_ZONE_FIELDS = ['timeZone', 'timezone', 'time_zone'] as const;

/** The canonical IANA name of `value` when it is a zone `Intl` knows; otherwise undefined. */
export function readTimeZone(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value.trim() }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * GAP: nor is whether it carries a phone or an e-mail for customers to reach it (the seed's "check with
 * the store" has only its name and address). Reading, loosely: `phone`, `phoneNumber` or `phone_number`,
 * a string with 7 to 15 digits, kept as the service wrote it; `email`, a string with an `@`; exposed as
 * `contact`. Anything else is not read (the field stays as it came, like any unknown one): the store
 * is then named by its name and address alone.
 */
const STORE_PHONE_FIELDS = ['phone', 'phoneNumber', 'phone_number'] as const;

/** The store's phone for customers, when `store` names a usable one. */
function readStorePhone(store: Record<string, unknown>): string | undefined {
  for (const field of STORE_PHONE_FIELDS) {
    const value = store[field];
    const digits = typeof value === 'string' ? value.replace(/\D/g, '').length : 0;
    if (typeof value === 'string' && digits >= 7 && digits <= 15) return value.trim();
  }
  return undefined;
}

/** The store's e-mail for customers, when `store` names a usable one. */
function readStoreEmail(store: Record<string, unknown>): string | undefined {
  const value = store.email;
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? value.trim() : undefined;
}

export const storeSchema = lazySchema(() =>
  z
    .looseObject({ id, name: z.string(), address: z.string() })
    .transform(
      (store): typeof store & { timeZone?: string; contact?: { phone?: string; email?: string } } => {
        const { timeZone: _raw, ...rest } = store;
        const phone = readStorePhone(store);
        const email = readStoreEmail(store);
        // The fields stay as they came; what could be read of them is `contact`.
        const read =
          phone || email
            ? { ...rest, contact: { ...(phone ? { phone } : {}), ...(email ? { email } : {}) } }
            : rest;
        for (const field of STORE_TIME_ZONE_FIELDS) {
          const timeZone = readTimeZone(store[field]);
          if (timeZone !== undefined) return { ...read, timeZone };
        }
        return read;
      },
    ),
);
export type Store = z.infer<typeof storeSchema>;

export const modifierSchema = lazySchema(() => z.looseObject({ id, name: z.string() }));
export type Modifier = z.infer<typeof modifierSchema>;

export const serviceSchema = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    description: z.string(),
    modifiers: z.array(modifierSchema),
  }),
);
export type Service = z.infer<typeof serviceSchema>;
export const servicesResponseSchema = lazySchema(() => z.array(serviceSchema));

export const onDemandWindowSchema = lazySchema(() =>
  z.looseObject({
    id,
    dayIndex: z.number(),
    deliveryFeeInCents: z.number(),
    display: z.looseObject({ displayDate: z.string(), price: z.string() }),
    startTime: z.string(),
    endTime: z.string(),
  }),
);
export type OnDemandWindow = z.infer<typeof onDemandWindowSchema>;

export const ownWindowSchema = lazySchema(() =>
  onDemandWindowSchema.extend({
    maxStops: z.number().nullable(),
    orderDeliveriesCount: z.number(),
    recurringSubscriptionCount: z.number(),
    serviceType: z.string(),
  }),
);
export type OwnWindow = z.infer<typeof ownWindowSchema>;

export const deliveryWindowsResponseSchema = lazySchema(() =>
  z.looseObject({
    onDemandDelivery: z.array(onDemandWindowSchema),
    ownDelivery: z.array(ownWindowSchema),
    onDemandProviderDetails: z.looseObject({ name: z.string() }),
  }),
);
export type DeliveryWindows = z.infer<typeof deliveryWindowsResponseSchema>;

export const deliveryWindowsQuerySchema = lazySchema(() =>
  z.strictObject({
    /** The day to list, sent as `YYYY-MM-DDTHH:mm:ss` (midnight of that calendar day). */
    date: deliveryDaySchema,
    type: windowTypeSchema,
    googlePlacesId: z.string().min(1),
    categories: z.array(serviceCategorySchema).min(1),
    servicesIds: z.array(id),
  }),
);
export type DeliveryWindowsQuery = z.infer<typeof deliveryWindowsQuerySchema>;

/**
 * GAP: delivery-settings' query and response are not shown. Reading: no query; the response is an
 * object whose fields are kept as they come. The one the bot reads is `turnAroundInHours`, when
 * present (order creation requires it and nothing else in the seed supplies it).
 */
export const deliverySettingsResponseSchema = lazySchema(() =>
  z.looseObject({ turnAroundInHours: z.number().optional() }),
);
export type DeliverySettings = z.infer<typeof deliverySettingsResponseSchema>;

export const inventoryProductSchema = lazySchema(() =>
  z.looseObject({
    productId: id,
    storeId: id,
    description: z.string(),
    price: z.number(),
    lineItemName: z.string(),
    inventoryImage: z.string(),
    inventoryCategory: z.string(),
    lineItemType: z.string(),
    isTaxable: z.boolean(),
    isArchived: z.boolean(),
    quantity: z.number(),
  }),
);
export type InventoryProduct = z.infer<typeof inventoryProductSchema>;
export const productsResponseSchema = lazySchema(() => z.array(inventoryProductSchema));
