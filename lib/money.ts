/**
 * Money as every channel and flow writes it, from cents (the reply contract's unit): one format, so a
 * price, a fee and a tip read the same wherever they are shown.
 */

/** Dollars and cents as the chat writes them: `$14`, `$6.50` (whole dollars bare). */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}
