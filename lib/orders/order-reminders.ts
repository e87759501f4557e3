/**
 * Reminders follow an order's windows: set when it is placed, set again when a window moves, removed
 * when its delivery is cancelled. They go out at decent hours of the order's zone (its store's). The reminders port is best effort by contract (bot.ts wraps it so a
 * failure is logged and never fails the order or the change it follows).
 */
import type { Reminders } from '../reminders/reminders';
import type { WindowChoice } from './choices';

type Legs = { pickup?: WindowChoice | undefined; delivery?: WindowChoice | null | undefined };

/**
 * Schedules the reminder of each leg given; `delivery: null` cancels the delivery's.
 * @example await remindOf(ctx.deps, { orderId, serviceCustomerId, key: ctx.conversationKey, timeZone }, { pickup, delivery });
 */
export async function remindOf(
  deps: { reminders?: Pick<Reminders, 'schedule' | 'cancel'> | undefined },
  order: { orderId: number; serviceCustomerId: number; key: string; timeZone: string },
  legs: Legs,
): Promise<void> {
  const reminders = deps.reminders;
  if (!reminders) return;
  const { orderId, serviceCustomerId, key, timeZone } = order;
  const base = { orderId, serviceCustomerId, key, timeZone };
  if (legs.pickup) await reminders.schedule({ ...base, leg: 'pickup', startTime: legs.pickup.startTime });
  if (legs.delivery)
    await reminders.schedule({ ...base, leg: 'delivery', startTime: legs.delivery.startTime });
  if (legs.delivery === null) await reminders.cancel(order.orderId, 'delivery');
}
