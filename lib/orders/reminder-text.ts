/** The text of a reminder before a pickup or a delivery window. */
import { addDays, formatDay, formatTimeRange } from '../calendar';
import type { WindowChoice } from './choices';

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
}): string {
  const { orderId, leg, window, timeZone, today } = args;
  const day =
    window.day === today
      ? 'today'
      : window.day === addDays(today, 1)
        ? 'tomorrow'
        : `on ${formatDay(window.day)}`;
  const when = `${day}, ${formatTimeRange(window.startTime, window.endTime, timeZone)} (${window.providerName})`;
  const what =
    leg === 'pickup'
      ? `order #${orderId} is picked up ${when}. Please leave the bags at the door.`
      : `order #${orderId} is delivered ${when}. If you're out, we'll leave it at the door.`;
  return `Reminder: ${what}`;
}
