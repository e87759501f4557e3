/** Placing an order (lib/flows/order, slot.ts) and its summary. */
export const order = {} as const;
