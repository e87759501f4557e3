/**
 * What the bot writes in its order ledger for each order it places: the request as sent plus the
 * names it showed, so "my orders", "same as last time" and later rescheduling need no extra calls.
 *
 * A zod schema, because entries come back from storage (written by this or an older deployment):
 * read them with `{ parse: ledgerEntrySchema }` (as `recentPlaced` in placed-order.ts does) and a bad
 * one is a StoreError CORRUPT_ITEM instead of an undefined deep inside a flow. Objects strip unknown keys, so
 * an entry written by a newer deployment still parses here.
 *
 * @invariant ledger-entry-bounded An entry stays bounded whatever happens to its order: it keeps the last CHANGES_KEPT changes and the count of all of them (`changeCount`); older changes are dropped when a change is recorded. A DynamoDB item is at most 400 KB, and the record is written whole by every change.
 * @invariant change-recorded-once A change is recorded once: its `id` (the change's reference) is looked for before it is added.
 * @invariant pending-change-blocks-others A change being sent is kept as `pendingChange` until the service's answer is known; no other change is sent over it (see change-order.ts).
 */
import * as z from 'zod';
import {
  createOrderRequestSchema,
  serviceCategorySchema,
  transportationUpdateRequestSchema,
} from '../laundry/schemas';
import { lazySchema } from '../lazy-schema';
import { serviceChoiceSchema, windowChoiceSchema } from './choices';

/** A time window as chosen: the same shape the conversation keeps. */
export const ledgerWindowSchema = windowChoiceSchema;

/** A service as chosen, with its modifiers and notes. */
export const ledgerServiceSchema = serviceChoiceSchema;

/** The order summary the service returned with its last transportation update. */
export const ledgerSummarySchema = lazySchema(() =>
  z.object({
    status: z.string(),
    paymentStatus: z.string(),
    orderTotal: z.number(),
    netOrderTotal: z.number(),
    pickupDeliveryFee: z.number(),
    returnDeliveryFee: z.number(),
  }),
);
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;

/**
 * What a change changed, as the order had it before: the customer told of staff's change is told old
 * and new in their own words, and what the change cost, from these (lib/flows/reminder.ts).
 */
export const changeWasSchema = lazySchema(() =>
  z.object({
    pickup: ledgerWindowSchema,
    returnWindow: ledgerWindowSchema.optional(),
    addressLabel: z.string(),
    courierTipCents: z.number(),
    summary: ledgerSummarySchema.optional(),
  }),
);
export type ChangeWas = z.infer<typeof changeWasSchema>;

/** One change made to a placed order: who, when, and each field's old and new value as shown. */
export const ledgerChangeSchema = lazySchema(() =>
  z.object({
    /** The change's reference (a pending change's id); changes recorded before it was kept have none. */
    id: z.string().optional(),
    at: z.iso.datetime(),
    /** The conversation that made it (channel-qualified key). */
    by: z.string(),
    /** The support staff member who made it for the customer, when it was not the customer. */
    staff: z.string().optional(),
    /** The staff batch that made it (lib/orders/batch.ts): the customer's answer to it is told to the batch's staff. */
    batch: z.string().optional(),
    fields: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
    /** The new values it set; absent on changes recorded before they were kept. */
    spec: changeSpecSchema.optional(),
    /** The order as it was before it; absent on changes recorded before it was kept. */
    was: changeWasSchema.optional(),
  }),
);
export type LedgerChange = z.infer<typeof ledgerChangeSchema>;

/** How many of an order's changes its entry keeps (invariant ledger-entry-bounded). */
export const CHANGES_KEPT = 50;

export const CHANGES = ['pickup', 'delivery', 'add-delivery', 'cancel-delivery', 'address', 'tip'] as const;
export type ChangeKind = (typeof CHANGES)[number];

/** What a change sets: the new values, as the change flow chose them. */
export const changeSpecSchema = lazySchema(() =>
  z.object({
    change: z.enum(CHANGES).optional(),
    newPickup: ledgerWindowSchema.optional(),
    newDelivery: ledgerWindowSchema.optional(),
    address: z.object({ id: z.number(), label: z.string() }).optional(),
    tipCents: z.number().optional(),
  }),
);
export type ChangeSpec = z.infer<typeof changeSpecSchema>;

/** A change sent (or about to be) whose answer from the service is not known yet (invariant pending-change-blocks-others). */
export const pendingChangeSchema = lazySchema(() =>
  ledgerChangeSchema.extend({
    id: z.string(),
    spec: changeSpecSchema,
    /** The transportation update as sent, without the card: sent again as it is to settle the change. */
    update: transportationUpdateRequestSchema.omit({ paymentMethodToken: true }),
    /** The conversation of the customer, told once the change is made (a change staff made). */
    customerKey: z.string().optional(),
  }),
);
export type PendingChange = z.infer<typeof pendingChangeSchema>;

const ledgerEntryShape = lazySchema(() =>
  z.object({
    request: createOrderRequestSchema,
    store: z.object({
      id: z.number(),
      name: z.string(),
      address: z.string(),
      /** The store's own zone when its data named one as the order was placed: see `entryTimeZone`. */
      timeZone: z.string().optional(),
      /** How customers reach it, when its data named them (order-data.ts `storeContact`). */
      phone: z.string().optional(),
      email: z.string().optional(),
    }),
    addressLabel: z.string(),
    googlePlacesId: z.string(),
    categories: z.array(serviceCategorySchema),
    services: z.array(ledgerServiceSchema),
    pickup: ledgerWindowSchema,
    /** The return's window when it is delivered; absent when the order is collected at the store. */
    returnWindow: ledgerWindowSchema.optional(),
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
    /** The last CHANGES_KEPT changes made since the order was placed, oldest first (invariant ledger-entry-bounded). */
    changes: z.array(ledgerChangeSchema).optional(),
    /** How many changes were made in all; absent on entries written before it was kept (then `changes` has them all). */
    changeCount: z.number().optional(),
    /** The change being sent, until the service's answer is known (invariant pending-change-blocks-others). */
    pendingChange: pendingChangeSchema.optional(),
  }),
);

/**
 * Migration, for entries written before the return's window was named `returnWindow` (the
 * glossary's return, as in the order's draft): they kept it as `delivery`. Read by the parse every
 * reader uses; the entry's next write stores the new name.
 */
function migrateDeliveryField(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('delivery' in raw)) return raw;
  const { delivery, ...rest } = raw as Record<string, unknown>;
  return 'returnWindow' in rest ? rest : { ...rest, returnWindow: delivery };
}

export const ledgerEntrySchema = lazySchema(() => z.preprocess(migrateDeliveryField, ledgerEntryShape));

export type LedgerEntry = z.infer<typeof ledgerEntryShape>;

/**
 * The zone an order's times are shown in, wherever they are shown (my orders, changes, reminders,
 * Home, staff): the store's, kept with the order; `fallback` (TIME_ZONE) when its store named none,
 * and for entries written before the zone was kept.
 */
export function entryTimeZone(entry: Pick<LedgerEntry, 'store'>, fallback: string): string {
  return entry.store.timeZone ?? fallback;
}

/** How many changes the order had in all (invariant ledger-entry-bounded). */
export function changeCount(entry: LedgerEntry): number {
  return entry.changeCount ?? entry.changes?.length ?? 0;
}

/** The entry with `change` added to its history once (invariant change-recorded-once), keeping the last CHANGES_KEPT. */
export function withChange(entry: LedgerEntry, change: LedgerChange): LedgerEntry {
  const changes = entry.changes ?? [];
  if (change.id !== undefined && changes.some((c) => c.id === change.id)) return entry;
  return {
    ...entry,
    changes: [...changes, change].slice(-CHANGES_KEPT),
    changeCount: changeCount(entry) + 1,
  };
}
