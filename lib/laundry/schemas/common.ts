/**
 * The value types the laundry schemas share: ids, days, phone numbers, the seed's enums.
 * Built as ./index.ts says (invariant requests-built-through-strict-schemas) (invariant responses-parsed-loosely).
 */
import * as z from 'zod';
import { lazySchema } from '../../lazy-schema';

/** Identifiers are JSON numbers (the order-creation schema types every number as floating point). */
export const id = lazySchema(() => z.number());

// ── Shared value types ─────────────────────────────────────────────────────────────────────────────

/** `YYYY-MM-DD`: the leg's `deliveryDay`, date-only ISO. */
export const deliveryDaySchema = lazySchema(() =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'deliveryDay must be YYYY-MM-DD'),
);

/** The seed's only stated phone rule: exactly 10 digits. */
export const phoneNumberSchema = lazySchema(() =>
  z.string().regex(/^\d{10}$/, 'phone number must have 10 digits'),
);

export const deliveryProviderSchema = lazySchema(() => z.enum(['OWN_DRIVER', 'ON_DEMAND']));
export type DeliveryProvider = z.infer<typeof deliveryProviderSchema>;

export const returnMethodSchema = lazySchema(() => z.enum(['IN_STORE_PICKUP', 'DELIVERY']).nullable());
export type ReturnMethod = z.infer<typeof returnMethodSchema>;

export const serviceCategorySchema = lazySchema(() => z.enum(['LAUNDRY', 'DRY_CLEANING']));
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const windowTypeSchema = lazySchema(() => z.enum(['PICKUP', 'RETURN']));
export type WindowType = z.infer<typeof windowTypeSchema>;

/** Subscription intervals in weeks: 1, 2 or 4 (the seed's stated constraint). */
export const subscriptionIntervalSchema = lazySchema(() =>
  z.union([z.literal(1), z.literal(2), z.literal(4)]),
);
export type SubscriptionInterval = z.infer<typeof subscriptionIntervalSchema>;
