/**
 * The service's codes as the chat words them, in one place: an order's `status` and `paymentStatus`, a
 * card's `brand`, a cleaning category. The seed shows none of the status values ("not shown"), so any
 * code reads as its words (`IN_PROCESS` → "in process") and never as the code itself.
 *
 * @invariant service-codes-read-as-words No reply shows a value the service sends as a code
 *   (`SCHEDULED`, `PENDING`, `amex`, `DRY_CLEANING`): each goes through this module first.
 */
import { brandWord } from '../recognize/card-brand';

/**
 * A code as lower-case words.
 * @example codeWords('IN_PROCESS') // 'in process'
 */
function codeWords(code: string): string {
  return code.replace(/[_-]+/g, ' ').trim().toLowerCase();
}

/**
 * An order's state as a sentence's worth of words.
 * @example orderStatusWords({ status: 'SCHEDULED', paymentStatus: 'PENDING' }) // 'Scheduled; payment pending'
 */
export function orderStatusWords(summary: { status: string; paymentStatus: string }): string {
  const status = codeWords(summary.status);
  return `${status.charAt(0).toUpperCase()}${status.slice(1)}; payment ${codeWords(summary.paymentStatus)}`;
}

/**
 * A card as the chat names it, one brand naming for all.
 * @example cardLabel({ brand: 'amex', last4: '0005' }) // 'American Express ending 0005'
 */
export function cardLabel(card: { brand: string; last4: string }): string {
  return `${brandWord(card.brand)} ending ${card.last4}`;
}

/**
 * A cleaning category (the windows' `categories`) as a word.
 * @example categoryWord('DRY_CLEANING') // 'Dry cleaning'
 */
export function categoryWord(category: 'LAUNDRY' | 'DRY_CLEANING'): string {
  return category === 'LAUNDRY' ? 'Laundry' : 'Dry cleaning';
}
