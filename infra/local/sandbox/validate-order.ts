/**
 * The order-creation body (POST /service-order), written from the seed text on purpose rather than
 * imported from the client's schemas: the sandbox must check the client independently.
 *
 * Strict where the seed is explicit (no extra properties at the top level or in an order service item,
 * the returnMethod values, the subscription intervals, the `YYYY-MM-DD` deliveryDay, the providers);
 * lenient where it is not (the top-level fields the samples omit, which leg fields are enforced).
 */
import { z } from 'zod';
import { describeIssues } from './validation-error';
import { isCalendarDate } from './zoned-time';

/** A date-only ISO day that exists on the calendar. */
export const deliveryDaySchema = z
  .string()
  .refine(isCalendarDate, { message: 'must be a date in YYYY-MM-DD format (date only, no time)' });

export const deliveryProviderSchema = z.enum(['OWN_DRIVER', 'ON_DEMAND']);

/**
 * A delivery leg: the declared properties, plus `deliveryWindow` and `timingsId` which the schema lists
 * as required without declaring them. Only what is needed to find the window is enforced: deliveryDay,
 * deliveryProvider, and windowId (or, for clients that send only timingsId, timingsId).
 */
export const deliveryLegSchema = z
  .strictObject({
    deliveryDay: deliveryDaySchema,
    deliveryProvider: deliveryProviderSchema,
    windowId: z.number().optional(),
    totalDeliveryCost: z.number().optional(),
    courierTip: z.number().optional(),
    subsidyInCents: z.number().optional(),
    thirdPartyDeliveryId: z.union([z.string(), z.number()]).nullable().optional(),
    thirdPartyDeliveryCostInCents: z.number().optional(),
    deliveryWindow: z
      .array(z.union([z.number(), z.string()]))
      .nullable()
      .optional(),
    timingsId: z.number().nullable().optional(),
  })
  .refine((leg) => leg.windowId !== undefined || typeof leg.timingsId === 'number', {
    message: 'windowId is required',
    path: ['windowId'],
  });

export const orderServiceItemSchema = z.strictObject({
  servicePriceId: z.number(),
  serviceModifierIds: z.array(z.number()).optional(),
  serviceNotes: z.string().nullable().optional(),
});

export const orderBodySchema = z.strictObject({
  customerAddressId: z.number(),
  // Legs may be absent or null: "neither is individually required".
  orderDelivery: z.strictObject({
    pickup: deliveryLegSchema.nullable().optional(),
    delivery: deliveryLegSchema.nullable().optional(),
  }),
  returnMethod: z.enum(['IN_STORE_PICKUP', 'DELIVERY']).nullable(),
  bagCount: z.number(),
  storeId: z.number(),
  // Marked required by the schema but omitted by the samples: accept absence.
  serviceCustomerId: z.number().optional(),
  orderServices: z.array(orderServiceItemSchema).optional(),
  hasDryCleaning: z.boolean(),
  isHangDrySelected: z.boolean(),
  subscription: z
    .object({ interval: z.literal([1, 2, 4], { error: 'must be 1, 2 or 4 (weeks)' }) })
    .nullable()
    .optional(),
  turnAroundInHours: z.number(),
  // "Left empty" when there is no card on file: absent, "" or null.
  paymentToken: z.string().nullable().optional(),
  tipAmount: z.number().optional(),
  tipOption: z.string().optional(),
  promoCode: z.string().optional(),
  hangDryInstructions: z.string().optional(),
  orderNotes: z.string().optional(),
});

export type OrderBody = z.infer<typeof orderBodySchema>;
export type DeliveryLeg = z.infer<typeof deliveryLegSchema>;

/** Checks the shape of an order body; lookups (store, address, windows, services) come after. */
export function validateOrderBody(
  body: unknown,
): { ok: true; order: OrderBody } | { ok: false; error: string } {
  const result = orderBodySchema.safeParse(body, { reportInput: true });
  if (result.success) return { ok: true, order: result.data };
  return { ok: false, error: describeIssues(result.error) };
}
