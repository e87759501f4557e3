/**
 * What the bot writes in its order ledger for each order it places: the request as sent plus the
 * names it showed, so "my orders", "same as last time" and later rescheduling need no extra calls.
 *
 * A zod schema, because entries come back from storage (written by this or an older deployment):
 * read them with `ledger.listByCustomer(id, n, { parse: ledgerEntrySchema })` and a bad one is a
 * StoreError CORRUPT_ITEM instead of an undefined deep inside a flow. Objects strip unknown keys, so
 * an entry written by a newer deployment still parses here.
 */
import { z } from 'zod';
import { createOrderRequestSchema, serviceCategorySchema } from '../laundry/schemas';
import { serviceChoiceSchema, windowChoiceSchema } from './types';

/** A time window as chosen: the same shape the conversation keeps. */
export const ledgerWindowSchema = windowChoiceSchema;

/** A service as chosen, with its modifiers and notes. */
export const ledgerServiceSchema = serviceChoiceSchema;

/** The order summary the service returned with its last transportation update. */
export const ledgerSummarySchema = z.object({
  status: z.string(),
  paymentStatus: z.string(),
  orderTotal: z.number(),
  netOrderTotal: z.number(),
  pickupDeliveryFee: z.number(),
  returnDeliveryFee: z.number(),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;

/** One change made to a placed order: who, when, and each field's old and new value as shown. */
export const ledgerChangeSchema = z.object({
  at: z.iso.datetime(),
  /** The conversation that made it (channel-qualified key). */
  by: z.string(),
  /** The support staff member who made it for the customer, when it was not the customer. */
  staff: z.string().optional(),
  fields: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
});
export type LedgerChange = z.infer<typeof ledgerChangeSchema>;

export const ledgerEntrySchema = z.object({
  request: createOrderRequestSchema,
  store: z.object({
    id: z.number(),
    name: z.string(),
    address: z.string(),
    /** The store's own zone when its data named one as the order was placed: see `entryTimeZone`. */
    timeZone: z.string().optional(),
  }),
  addressLabel: z.string(),
  googlePlacesId: z.string(),
  categories: z.array(serviceCategorySchema),
  services: z.array(ledgerServiceSchema),
  pickup: ledgerWindowSchema,
  delivery: ledgerWindowSchema.optional(),
  paymentLabel: z.string(),
  /** The payment method's id at the service; the token itself is not kept in the conversation state. */
  paymentMethodId: z.number().optional(),
  /** The conversation that placed it (channel-qualified key; an SMS one names the phone by fingerprint only). */
  placedBy: z.string(),
  placedAt: z.iso.datetime(),
  /** The address the legs go to now, when changed since the order was placed (else the request's). */
  addressId: z.number().optional(),
  /** The courier tip per on-demand trip now, in cents, when changed since (else the request's). */
  courierTipCents: z.number().optional(),
  /** The service's summary after the last change (the order's creation returns only its id). */
  summary: ledgerSummarySchema.optional(),
  /** Every change made since the order was placed, oldest first. */
  changes: z.array(ledgerChangeSchema).optional(),
});

export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/**
 * The zone an order's times are shown in, wherever they are shown (my orders, changes, reminders,
 * Home, staff): the store's, kept with the order; `fallback` (TIME_ZONE) when its store named none,
 * and for entries written before the zone was kept.
 */
export function entryTimeZone(entry: Pick<LedgerEntry, 'store'>, fallback: string): string {
  return entry.store.timeZone ?? fallback;
}
