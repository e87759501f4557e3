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
import { createOrderRequestSchema, deliveryProviderSchema, serviceCategorySchema } from '../laundry/schemas';
import type { ServiceChoice, WindowChoice } from './types';

// The shapes of WindowChoice and ServiceChoice in ./types (which keeps its schemas private). The
// assertions below fail to compile when the two drift apart.

/** A time window as chosen (WindowChoice). */
export const ledgerWindowSchema = z.object({
  id: z.number(),
  provider: deliveryProviderSchema,
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  feeInCents: z.number(),
  providerName: z.string(),
});

/** A service as chosen, with its modifiers and notes (ServiceChoice). */
export const ledgerServiceSchema = z.object({
  servicePriceId: z.number(),
  name: z.string(),
  modifierIds: z.array(z.number()).optional(),
  modifierNames: z.array(z.string()).optional(),
  notes: z.string().optional(),
});

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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const windowShapeMatches: Same<z.infer<typeof ledgerWindowSchema>, WindowChoice> = true;
const serviceShapeMatches: Same<z.infer<typeof ledgerServiceSchema>, ServiceChoice> = true;
void windowShapeMatches;
void serviceShapeMatches;
