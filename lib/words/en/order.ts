/** Ordering: what, where and the extras (lib/flows/order), and the notes (lib/flows/notes.ts). */
export const order = {} as const;
