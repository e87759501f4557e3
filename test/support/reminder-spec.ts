/** The reminder the reminders' tests schedule: order 42's pickup at 09:00 UTC on 1 May 2030, in a UTC store. */
import type { ReminderSpec } from '../../lib/reminders/reminders';

/** @example reminderSpec('sms:+15550100123', { leg: 'delivery' }) */
export function reminderSpec(key: string, overrides: Partial<ReminderSpec> = {}): ReminderSpec {
  return {
    orderId: 42,
    leg: 'pickup',
    key,
    serviceCustomerId: 7,
    startTime: '2030-05-01T09:00:00Z',
    timeZone: 'UTC',
    ...overrides,
  };
}
