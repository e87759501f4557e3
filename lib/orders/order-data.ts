/** The order flow's slice of state: the draft being put together and what the service offered. */
import * as z from 'zod';
import type { Store } from '../laundry/schemas';
import { lazySchema } from '../lazy-schema';
import { ENGLISH, type Words } from '../words';
import { categorySchema, serviceChoiceSchema, windowChoiceSchema } from './choices';

export const storeChoiceSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    address: z.string(),
    /** The store's own zone when its data names one (GAP: read loosely by the client). */
    timeZone: z.string().optional(),
    /** How customers reach it, when its data names them (GAP: read loosely by the client). */
    phone: z.string().optional(),
    email: z.string().optional(),
  }),
);
export type StoreChoice = z.infer<typeof storeChoiceSchema>;

/** The store found for an address, as an order keeps it. */
export function storeChoiceOf(store: Store): StoreChoice {
  const { id, name, address, timeZone, contact } = store;
  const { phone, email } = contact ?? {};
  return {
    id,
    name,
    address,
    ...(timeZone ? { timeZone } : {}),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}

/**
 * How a customer reaches a store: its name and address, and its phone and e-mail when the service
 * gives them (GAP: see lib/laundry/schemas/stores.ts).
 * @example storeContact({ name: 'Spin City Laundry', address: '245 W 19th St' }) // 'Spin City Laundry (245 W 19th St)'
 * @example storeContact({ name: 'Spin City', address: '180 Bedford Ave', phone: '(718) 555-0142' }) // 'Spin City (180 Bedford Ave, (718) 555-0142)'
 */
export function storeContact(
  store: Pick<StoreChoice, 'name' | 'address' | 'phone' | 'email'> | undefined,
  words: Words = ENGLISH,
): string {
  if (!store) return words.t('placing.theStore');
  const reach = [store.address, store.phone, store.email].filter(Boolean).join(', ');
  return `${store.name} (${reach})`;
}

/**
 * The order being put together. A field left undefined has not been answered yet: the engine asks
 * the first step whose field is undefined.
 */
export const draftSchema = lazySchema(() =>
  z.object({
    addressId: z.number().optional(),
    store: storeChoiceSchema.optional(),
    services: z.array(serviceChoiceSchema).optional(),
    /** The store the services were chosen at: another store's address makes them no longer fit. */
    servicesStoreId: z.number().optional(),
    categories: z.array(categorySchema).optional(),
    bagCount: z.number().optional(),
    pickupWindow: windowChoiceSchema.optional(),
    returnMethod: z.enum(['IN_STORE_PICKUP', 'DELIVERY']).optional(),
    returnWindow: windowChoiceSchema.optional(),
    /** 0 = one time; 1, 2, 4 = every so many weeks. */
    interval: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]).optional(),
    /**
     * The payment method's id, or null when the account has no card (the seed: token left empty).
     * Its token is not kept: it is fetched when the order is placed.
     */
    paymentMethodId: z.number().nullable().optional(),
    paymentLabel: z.string().optional(),
    courierTipCents: z.number().optional(),
    promoCode: z.string().optional(),
    hangDry: z.boolean().optional(),
    hangDryInstructions: z.string().optional(),
    orderNotes: z.string().optional(),
  }),
);
export type Draft = z.infer<typeof draftSchema>;

export const catalogSchema = lazySchema(() =>
  z.object({
    addresses: z
      .array(z.object({ id: z.number(), label: z.string(), googlePlacesId: z.string() }))
      .optional(),
    services: z
      .array(
        z.object({
          id: z.number(),
          name: z.string(),
          description: z.string(),
          /** Only when the service's data names one (GAP: the seed's service has no category). */
          category: categorySchema.optional(),
          modifiers: z.array(z.object({ id: z.number(), name: z.string() })),
        }),
      )
      .optional(),
    paymentMethods: z
      .array(
        z.object({
          id: z.number(),
          label: z.string(),
          isDefault: z.boolean(),
          last4: z.string(),
          /** As the service spells it; absent in a conversation saved before it was kept. */
          brand: z.string().optional(),
        }),
      )
      .optional(),
    turnAroundInHours: z.number().optional(),
  }),
);
export type Catalog = z.infer<typeof catalogSchema>;

export const orderDataSchema = lazySchema(() =>
  z.object({
    draft: draftSchema,
    catalog: catalogSchema,
    /** Set when the draft was prefilled from the ledger ("same as last time"). */
    reorderOf: z.number().optional(),
    /** The pickup's day and time as said with the request for the order, for the day question (lib/recognize/pickup-said.ts). */
    pickupSaid: z.string().optional(),
    /** The summary's "change something" list is on screen. */
    editing: z.boolean().optional(),
    /** Set when the summary is shown; one confirmation id can place at most one order. */
    confirmationId: z.string().optional(),
    /**
     * An order was sent and the service never said whether it was placed. The draft is locked: it can
     * be dropped, or sent again only after a warning naming this reference.
     */
    unknownOutcome: z.object({ reference: z.string(), at: z.string() }).optional(),
    /** The person saw the warning and chose to send the order again. */
    resendConfirmed: z.boolean().optional(),
  }),
);
export type OrderData = z.infer<typeof orderDataSchema>;

/** What the order flow hands to the menu. */
export type OrderResult = { placed: number } | { dropped: true };
