/**
 * What a person chose of the service's data, as the bot keeps it (in an order's draft and in the
 * ledger): a pickup or return window, a service with its extras, a category. The ids are the
 * service's own, never typed by the person.
 */
import * as z from 'zod';
import { lazySchema } from '../lazy-schema';
import { ENGLISH, type Words } from '../words';

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

/**
 * Who runs a window, in `words`' language: the store's own drivers are ours to name (kept as
 * `Store driver` in the draft and the ledger); an on-demand courier is named as the service names it.
 * @example providerWords({ provider: 'OWN_DRIVER', providerName: 'Store driver' }, spanish) // 'Chofer de la tienda'
 */
export function providerWords(
  w: Pick<WindowChoice, 'provider' | 'providerName'>,
  words: Words = ENGLISH,
): string {
  return w.provider === 'OWN_DRIVER' ? words.t('placing.storeDriver') : w.providerName;
}

/**
 * Who runs a window as said after "with" ("8–10 AM with the store driver", "with DoorDash Drive"): the
 * store's own drivers are a common noun there, with its article; a courier keeps its name.
 * @example providerAfterWith({ provider: 'OWN_DRIVER', providerName: 'Own' }) // 'the store driver'
 */
export function providerAfterWith(
  w: Pick<WindowChoice, 'provider' | 'providerName'>,
  words: Words = ENGLISH,
): string {
  return w.provider === 'OWN_DRIVER' ? words.t('placing.theStoreDriver') : w.providerName;
}

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
