/**
 * The service's codes as the chat words them, in one place: an order's `status` and `paymentStatus`, a
 * card's `brand`, a cleaning category. The seed shows none of the status values ("not shown"), so any
 * code reads as its words (`IN_PROCESS` → "in process") and never as the code itself.
 *
 * @invariant service-codes-read-as-words No reply shows a value the service sends as a code
 *   (`SCHEDULED`, `PENDING`, `amex`, `DRY_CLEANING`): each goes through this module first.
 */
import { brandWord } from '../recognize/card-brand';
import { ENGLISH, type Words } from '../words';

/**
 * A code as lower-case words.
 * @example codeWords('IN_PROCESS') // 'in process'
 */
function codeWords(code: string): string {
  return code.replace(/[_-]+/g, ' ').trim().toLowerCase();
}

/**
 * A status code in `words`' language: the catalogue's word for a code it knows (`format.code.<CODE>`),
 * else the code as its own words, which in Spanish stay English (the seed names no codes to translate).
 */
function statusWord(code: string, words: Words): string {
  const key = `format.code.${code.toUpperCase()}`;
  return words.has(key) ? words.t(key) : codeWords(code);
}

/**
 * An order's state as a sentence's worth of words.
 * @example orderStatusWords({ status: 'SCHEDULED', paymentStatus: 'PENDING' }) // 'Scheduled; payment pending'
 * @example orderStatusWords({ status: 'SCHEDULED', paymentStatus: 'PENDING' }, spanish) // 'Programado; pago pendiente'
 */
export function orderStatusWords(
  summary: { status: string; paymentStatus: string },
  words: Words = ENGLISH,
): string {
  const status = statusWord(summary.status, words);
  return words.t('format.status', {
    status: `${status.charAt(0).toUpperCase()}${status.slice(1)}`,
    payment: statusWord(summary.paymentStatus, words),
  });
}

/**
 * A card as the chat names it, one brand naming for all.
 * @example cardLabel({ brand: 'amex', last4: '0005' }) // 'American Express ending 0005'
 */
export function cardLabel(card: { brand: string; last4: string }, words: Words = ENGLISH): string {
  return words.t('format.card', { brand: brandWord(card.brand), last4: card.last4 });
}

/**
 * A cleaning category (the windows' `categories`) as a word.
 * @example categoryWord('DRY_CLEANING') // 'Dry cleaning'
 */
export function categoryWord(category: 'LAUNDRY' | 'DRY_CLEANING', words: Words = ENGLISH): string {
  return category === 'LAUNDRY' ? words.t('format.laundry') : words.t('format.dryCleaning');
}
