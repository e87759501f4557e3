import type { Translation } from '../en';
import type { order as english } from '../en/order';

/** Placing an order (lib/flows/order, slot.ts) and its summary. */
export const order = {} as const satisfies Translation<typeof english>;
