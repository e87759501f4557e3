import type { Translation } from '../en';
import type { change as english } from '../en/change';

/** My orders, changing and cancelling an order (lib/flows/change). */
export const change = {} as const satisfies Translation<typeof english>;
