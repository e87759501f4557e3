import type { Translation } from '../en';
import type { placing as english } from '../en/placing';

/** Choosing the windows, the summary and placing an order (lib/flows/order steps-when, steps-summary, place-order, draft-summary; slot.ts; lib/orders). */
export const placing = {} as const satisfies Translation<typeof english>;
