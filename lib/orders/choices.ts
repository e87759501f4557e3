/**
 * What a person chose of the service's data, as the bot keeps it (in an order's draft and in the
 * ledger): a pickup or return window, a service with its extras, a category. The ids are the
 * service's own, never typed by the person.
 */
import * as z from 'zod';
import { lazySchema } from '../lazy-schema';

export const windowChoiceSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    provider: z.enum(['OWN_DRIVER', 'ON_DEMAND']),
    day: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    feeInCents: z.number(),
    providerName: z.string(),
  }),
);
export type WindowChoice = z.infer<typeof windowChoiceSchema>;

export const serviceChoiceSchema = lazySchema(() =>
  z.object({
    servicePriceId: z.number(),
    name: z.string(),
    /** undefined until asked (or when the service has no modifiers, set to []). */
    modifierIds: z.array(z.number()).optional(),
    modifierNames: z.array(z.string()).optional(),
    /** undefined until asked; '' when skipped. */
    notes: z.string().optional(),
  }),
);
export type ServiceChoice = z.infer<typeof serviceChoiceSchema>;

export const categorySchema = lazySchema(() => z.enum(['LAUNDRY', 'DRY_CLEANING']));
export type Category = z.infer<typeof categorySchema>;
