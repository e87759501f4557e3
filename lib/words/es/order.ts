import type { Translation } from '../en';
import type { order as english } from '../en/order';

/** Ordering: what, where and the extras (lib/flows/order), and the notes (lib/flows/notes.ts). */
export const order = {} as const satisfies Translation<typeof english>;
