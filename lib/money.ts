/**
 * Money as every channel and flow writes it, from cents (the reply contract's unit): one format, so a
 * price, a fee, a tip and a total read the same wherever they are shown (docs/glossary.md, "money").
 *
 * @invariant money-reads-dollars-and-cents Every amount the bot writes reads `$4.99`, `$14.00`, `$0.00`:
 *   always two decimals, never `$14` beside `$4.99`; a fee of zero reads `free` (`gratis`).
 */
import { ENGLISH, type Words } from './words';

/**
 * Dollars and cents as the chat writes them, always with the cents.
 * @example formatCents(1400) // '$14.00'
 * @example formatCents(499) // '$4.99'
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/**
 * A fee beside what it is for (a window): its amount, or `free` when it is zero, in `words`' language.
 * @example formatFee(499) // '$4.99 fee'
 * @example formatFee(0, spanish) // 'gratis'
 */
export function formatFee(feeCents: number, words: Words = ENGLISH): string {
  return feeCents ? words.t('format.fee', { amount: formatCents(feeCents) }) : words.t('format.free');
}

/**
 * A money value of a summary as text: an amount with its note, a fee of zero as `Free`.
 * @example moneyText({ cents: 200, note: 'per courier trip' }) // '$2.00 per courier trip'
 * @example moneyText({ cents: 0, fee: true }) // 'Free'
 */
export function moneyText(
  value: { cents: number; note?: string; fee?: boolean },
  words: Words = ENGLISH,
): string {
  const amount = value.fee && value.cents === 0 ? words.t('format.freeAlone') : formatCents(value.cents);
  return value.note ? `${amount} ${value.note}` : amount;
}

/**
 * What a change adds to an amount or takes off it, signed.
 * @example formatDifference(799) // '+$7.99'
 * @example formatDifference(-300) // '-$3.00'
 */
export function formatDifference(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

/**
 * Whether an amount is said in English with a vowel first, so "an" goes before it: eight, eleven,
 * eighteen, eighty, eight hundred, eleven thousand…
 * @example saidWithVowel(899) // true ("an $8.99 fee")
 * @example saidWithVowel(1299) // false ("a $12.99 fee")
 */
export function saidWithVowel(cents: number): boolean {
  const dollars = String(Math.floor(cents / 100));
  return dollars.startsWith('8') || (dollars.length % 3 === 2 && /^1[18]/.test(dollars));
}
