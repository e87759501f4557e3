/**
 * Schemas of an order: its creation, the transportation update, the order summary, and the error
 * bodies the service answers with.
 * Built as ./index.ts says (invariant requests-built-through-strict-schemas) (invariant responses-parsed-loosely).
 */
import * as z from 'zod';
import { lazySchema } from '../../lazy-schema';
import {
  deliveryDaySchema,
  deliveryProviderSchema,
  id,
  returnMethodSchema,
  subscriptionIntervalSchema,
} from './common';

// ── Orders ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * A delivery leg (`orderDelivery.pickup` / `.delivery`).
 *
 * GAP: the schema lists `deliveryWindow` and `timingsId` as required but does not declare them, and
 * the samples omit them; which leg fields the service enforces is not shown. Reading: the bot sends
 * exactly the declared properties, always including `courierTip` and `subsidyInCents` (required by
 * the schema; 0 when none), so the body passes both the declared-properties rule and the samples.
 *
 * GAP: units of `totalDeliveryCost` and `courierTip` are not shown. Reading: dollars, because the
 * fields measured in cents say so in their names (`subsidyInCents`, `…CostInCents`).
 *
 * GAP: an on-demand window has no `thirdPartyDeliveryId` field. Reading: for ON_DEMAND legs the
 * on-demand window's own `id` is the provider's window id; own-driver legs send null.
 */
export const deliveryLegSchema = lazySchema(() =>
  z.strictObject({
    deliveryDay: deliveryDaySchema,
    deliveryProvider: deliveryProviderSchema,
    windowId: id,
    totalDeliveryCost: z.number(),
    courierTip: z.number(),
    subsidyInCents: z.number(),
    thirdPartyDeliveryId: z.union([z.string(), z.number()]).nullable(),
    thirdPartyDeliveryCostInCents: z.number(),
  }),
);
export type DeliveryLeg = z.infer<typeof deliveryLegSchema>;

export const orderServiceItemSchema = lazySchema(() =>
  z.strictObject({
    servicePriceId: id,
    serviceModifierIds: z.array(id).optional(),
    serviceNotes: z.string().nullable().optional(),
  }),
);
export type OrderServiceItem = z.infer<typeof orderServiceItemSchema>;

/**
 * The body of POST /service-order; no other properties are permitted.
 *
 * GAP: the schema marks `serviceCustomerId`, `hangDryInstructions` and `orderNotes` required, the
 * samples omit them. Reading: the bot always sends them (empty strings when the customer gave none).
 *
 * GAP: `paymentToken` "is left empty" when no card is on file. Reading: sent as the empty string.
 */
export const createOrderRequestSchema = lazySchema(() =>
  z.strictObject({
    customerAddressId: id,
    orderDelivery: z.strictObject({
      pickup: deliveryLegSchema.optional(),
      delivery: deliveryLegSchema.optional(),
    }),
    returnMethod: returnMethodSchema,
    bagCount: z.number().int().positive(),
    storeId: id,
    serviceCustomerId: id,
    orderServices: z.array(orderServiceItemSchema).optional(),
    hasDryCleaning: z.boolean(),
    isHangDrySelected: z.boolean(),
    subscription: z.strictObject({ interval: subscriptionIntervalSchema }).optional(),
    turnAroundInHours: z.number(),
    paymentToken: z.string().optional(),
    tipAmount: z.number().optional(),
    tipOption: z.string().optional(),
    promoCode: z.string().optional(),
    hangDryInstructions: z.string(),
    orderNotes: z.string(),
  }),
);
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** Response 200 of POST /service-order: a single number, the new order id. */
export const createOrderResponseSchema = lazySchema(() => z.number());

/**
 * `delivery` of the transportation update, as the seed declares it.
 *
 * GAP: the meaning of `deliveryWindow` (array of number) and `timingsId` is not shown. Reading:
 * `timingsId` is the chosen window's `id` from the delivery-windows endpoint, and `deliveryWindow`
 * is that window's `[startTime, endTime]` in epoch milliseconds.
 */
export const transportationLegSchema = lazySchema(() =>
  z.strictObject({
    deliveryWindow: z.array(z.number()).optional(),
    courierTip: z.number().optional(),
    serviceCustomerAddressId: id.optional(),
    timingsId: id.optional(),
    thirdPartyDeliveryId: z.string().optional(),
  }),
);
export type TransportationLeg = z.infer<typeof transportationLegSchema>;

/**
 * GAP: the fields of `pickup` in the transportation update are not shown. Reading: the same shape as
 * `delivery` (the seed says the update changes "pickup and delivery (window, address, provider, tip)"
 * alike, and `delivery` is the only shape it gives).
 */
export const transportationUpdateRequestSchema = lazySchema(() =>
  z.strictObject({
    pickup: transportationLegSchema.optional(),
    /** null cancels a scheduled delivery; omitted leaves it unchanged. */
    delivery: transportationLegSchema.nullable().optional(),
    paymentMethodToken: z.string().optional(),
  }),
);
export type TransportationUpdateRequest = z.infer<typeof transportationUpdateRequestSchema>;

/**
 * GAP: the units of `orderTotal`, `netOrderTotal`, `pickupDeliveryFee` and `returnDeliveryFee` are not
 * shown. Reading: dollars (52.4 is $52.40), like `totalDeliveryCost`, the tips and a product's
 * `price`: the seed names every amount it keeps in cents with `InCents` (`deliveryFeeInCents`,
 * `subsidyInCents`, `thirdPartyDeliveryCostInCents`), and these have no such suffix. They are kept as
 * the service sent them and turned into cents only to be shown, by `centsOfDollars`.
 */
/** Cents of an amount the service gives in dollars (see the GAPs above: no `InCents` in its name). */
export function centsOfDollars(dollars: number): number {
  return Math.round(dollars * 100);
}

export const orderSummarySchema = lazySchema(() =>
  z.looseObject({
    id,
    status: z.string(),
    orderTotal: z.number(),
    netOrderTotal: z.number(),
    paymentStatus: z.string(),
    pickupDeliveryFee: z.number(),
    returnDeliveryFee: z.number(),
  }),
);
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const transportationUpdateResponseSchema = lazySchema(() =>
  z.looseObject({ order: orderSummarySchema }),
);

// ── Errors ─────────────────────────────────────────────────────────────────────────────────────────

/** The seed's two error shapes: `{ "error": "…" }` and a bare JSON string such as `"Customer is required"`. */
export const errorBodySchema = lazySchema(() => z.union([z.looseObject({ error: z.string() }), z.string()]));
