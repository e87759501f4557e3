/** The text of a reminder before a pickup or a delivery window. */
import { addDays, formatDay, formatTimeRange } from '../calendar';
import type { Words } from '../words';
import { providerWords, type WindowChoice } from './choices';

/**
 * In the customer's language (`words`: the conversation's, kept with its sign-in).
 * @example reminderText({ orderId: 5001, leg: 'pickup', window, timeZone, today: '2026-11-24' }, ENGLISH)
 * // 'Reminder: order #5001 is picked up today, 9:00–11:00 AM (Store driver). Please have the bags ready.'
 */
export function reminderText(
  args: {
    orderId: number;
    leg: 'pickup' | 'delivery';
    window: WindowChoice;
    timeZone: string;
    today: string;
  },
  words: Words,
): string {
  const { orderId, leg, window, timeZone, today } = args;
  const when = window.day === today ? 'today' : window.day === addDays(today, 1) ? 'tomorrow' : 'other';
  return words.t(leg === 'pickup' ? 'reminder.pickup' : 'reminder.delivery', {
    orderId: String(orderId),
    when,
    day: formatDay(window.day, words.language),
    time: formatTimeRange(window.startTime, window.endTime, timeZone, words.language),
    provider: providerWords(window, words),
  });
}
