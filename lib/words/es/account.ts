import type { Translation } from '../en';
import type { account as english } from '../en/account';

/** Sign-up, preferences, products and prices, notes, the tip (lib/flows). */
export const account = {} as const satisfies Translation<typeof english>;
