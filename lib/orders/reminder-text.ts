/** The text of a reminder before a pickup or a delivery window. */
import { addDays, formatDay, formatTimeRange } from '../calendar';
import { ENGLISH, type Words } from '../words';
import { providerWords, type WindowChoice } from './choices';

/**
 * @example reminderText({ orderId: 5001, leg: 'pickup', window, timeZone, today: '2026-11-24' })
 * // 'Reminder: order #5001 is picked up today, 9:00–11:00 AM (Store driver). Please leave the bags at the door.'
 */
export function reminderText(args: {
  orderId: number;
  leg: 'pickup' | 'delivery';
  window: WindowChoice;
  timeZone: string;
  today: string;
  /** The customer's words (English by default). */
  words?: Words;
}): string {
  const { orderId, leg, window, timeZone, today, words = ENGLISH } = args;
  const day = window.day === today ? 'today' : window.day === addDays(today, 1) ? 'tomorrow' : 'other';
  return words.t(leg === 'pickup' ? 'placing.reminderPickup' : 'placing.reminderDelivery', {
    orderId: String(orderId),
    day,
    date: formatDay(window.day, words.language),
    times: formatTimeRange(window.startTime, window.endTime, timeZone, words.language),
    provider: providerWords(window, words),
  });
}
