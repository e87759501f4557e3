/** My orders, changing and cancelling an order (lib/flows/change). */
export const change = {} as const;
