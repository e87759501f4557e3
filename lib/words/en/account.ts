/** Sign-up, preferences, products and prices, notes, the tip (lib/flows). */
export const account = {} as const;
