/**
 * The body of PATCH /service-order/:id/transportation. The seed lists `delivery`'s fields but not
 * `pickup`'s, so both accept the `delivery` shape, the order-creation leg shape, or a mix of the two.
 */
import { z } from 'zod';
import { deliveryDaySchema, deliveryProviderSchema } from './validate-order';
import { describeIssues } from './validation-error';

export const transportationLegSchema = z.strictObject({
  // The seed's `delivery` fields.
  deliveryWindow: z.array(z.number()).nullable().optional(),
  courierTip: z.number().nullable().optional(),
  serviceCustomerAddressId: z.number().optional(),
  timingsId: z.number().nullable().optional(),
  thirdPartyDeliveryId: z.union([z.string(), z.number()]).nullable().optional(),
  // The order-creation leg fields, and its address field name.
  deliveryDay: deliveryDaySchema.optional(),
  deliveryProvider: deliveryProviderSchema.optional(),
  windowId: z.number().optional(),
  totalDeliveryCost: z.number().optional(),
  subsidyInCents: z.number().optional(),
  thirdPartyDeliveryCostInCents: z.number().optional(),
  customerAddressId: z.number().optional(),
});

export const transportationBodySchema = z.strictObject({
  // Omitted means unchanged; null is not a pickup (only `delivery` is "object or null").
  pickup: transportationLegSchema.optional(),
  delivery: transportationLegSchema.nullable().optional(),
  paymentMethodToken: z.string().optional(),
});

export type TransportationLeg = z.infer<typeof transportationLegSchema>;
export type TransportationBody = z.infer<typeof transportationBodySchema>;

/** Checks the shape of a transportation update; window, address and token lookups come after. */
export function validateTransportationBody(
  body: unknown,
): { ok: true; update: TransportationBody } | { ok: false; error: string } {
  const result = transportationBodySchema.safeParse(body, { reportInput: true });
  if (!result.success) return { ok: false, error: describeIssues(result.error) };
  const update = result.data;
  if (
    update.pickup === undefined &&
    update.delivery === undefined &&
    update.paymentMethodToken === undefined
  ) {
    return { ok: false, error: 'Nothing to update: send pickup, delivery or paymentMethodToken' };
  }
  return { ok: true, update };
}
