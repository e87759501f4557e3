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

export const ledgerEntrySchema = z.object({
  request: createOrderRequestSchema,
  store: z.object({ id: z.number(), name: z.string(), address: z.string() }),
  addressLabel: z.string(),
  googlePlacesId: z.string(),
  categories: z.array(serviceCategorySchema),
  services: z.array(ledgerServiceSchema),
  pickup: ledgerWindowSchema,
  delivery: ledgerWindowSchema.optional(),
  paymentLabel: z.string(),
  /** The payment method's id at the service; the token itself is not kept in the conversation state. */
  paymentMethodId: z.number().optional(),
  /** The conversation that placed it (channel-qualified key). */
  placedBy: z.string(),
  placedAt: z.iso.datetime(),
});

export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
