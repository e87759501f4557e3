import fc from 'fast-check';
import {
  decentReminderTime,
  decentTime,
  isDecent,
  REMINDER_MARGIN_MINUTES,
} from '../../../../lib/reminders/quiet-hours';

/** Zones with and without daylight saving time, both hemispheres, and a half-hour offset. */
const ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'America/Phoenix',
  'America/St_Johns',
  'Pacific/Honolulu',
  'Europe/London',
  'Australia/Sydney',
  'UTC',
];

const HOUR = 3600_000;

/** The local hour and minute of an instant, read independently of the module (toLocaleString). */
function localClock(at: number, timeZone: string): { hour: number; minute: number } {
  const [hour, minute] = new Date(at)
    .toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .split(':')
    .map(Number) as [number, number];
  return { hour, minute };
}

const nightly = (at: number, timeZone: string) => {
  const { hour } = localClock(at, timeZone);
  return hour >= 21 || hour < 8;
};

const instant = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2036-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => Math.floor(date.getTime() / 1000) * 1000);

/** A due instant, a lead time in minutes and a zone. */
const dueLeadZone = [instant, fc.integer({ min: 0, max: 48 * 60 }), fc.constantFrom(...ZONES)] as const;

describe('decent hours', () => {
  it('nothing is ever scheduled between 21:00 and 8:00 local time, DST included, and a reminder never after its window', () => {
    fc.assert(
      fc.property(...dueLeadZone, (due, leadMinutes, timeZone) => {
        const windowStart = due + leadMinutes * 60_000;
        const reminder = decentReminderTime(due, windowStart, timeZone);
        const notice = decentTime(due, timeZone);
        expect(nightly(reminder, timeZone)).toBe(false);
        expect(nightly(notice, timeZone)).toBe(false);
        expect(isDecent(reminder, timeZone)).toBe(true);
        // A notice is only ever later, by less than a night; a reminder is before its window, or kept as due.
        expect(notice).toBeGreaterThanOrEqual(due);
        expect(notice - due).toBeLessThanOrEqual(12 * HOUR);
        if (reminder !== due) expect(reminder).toBeLessThan(windowStart);
        // Moved by less than a night before it: 20:30 to 8:00, an hour longer when the clocks go back.
        expect(Math.abs(reminder - due)).toBeLessThanOrEqual(12 * HOUR + REMINDER_MARGIN_MINUTES * 60_000);
      }),
      { numRuns: 2000 },
    );
  });

  it('a reminder due at 20:31 on the night the clocks go back waits to 8:00, 12.5 hours later, its window a minute after', () => {
    // Found by the property above: Saturday 2 November 2030, New York; the night from 20:30 is an hour longer.
    const due = 1919896260000;
    const reminder = decentReminderTime(due, due + 750 * 60_000, 'America/New_York');
    expect(localClock(reminder, 'America/New_York')).toEqual({ hour: 8, minute: 0 });
    expect(reminder - due).toBe(12 * HOUR + 29 * 60_000);
  });

  it('a reminder is scheduled from 8:00 to 20:30 local time: half an hour before quiet hours, for a late or repeated fire', () => {
    fc.assert(
      fc.property(...dueLeadZone, (due, leadMinutes, timeZone) => {
        const reminder = decentReminderTime(due, due + leadMinutes * 60_000, timeZone);
        const { hour, minute } = localClock(reminder, timeZone);
        expect(hour * 60 + minute).toBeGreaterThanOrEqual(8 * 60);
        expect(hour * 60 + minute).toBeLessThanOrEqual(20 * 60 + 30);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a decent instant, defers a night one to 8:00 sharp, and moves a reminder 8:00 would be late for to 20:30', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (at, timeZone) => {
        const decent = !nightly(at, timeZone);
        expect(isDecent(at, timeZone)).toBe(decent);
        const deferred = decentTime(at, timeZone);
        if (decent) expect(deferred).toBe(at);
        else expect(localClock(deferred, timeZone)).toEqual({ hour: 8, minute: 0 });
        const moved = decentReminderTime(at, deferred, timeZone);
        if (!decent) expect(localClock(moved, timeZone)).toEqual({ hour: 20, minute: 30 });
      }),
      { numRuns: 2000 },
    );
  });

  it('on the nights the clocks change in New York, 8:00 and 20:30 are read in the new offset', () => {
    // 2030-03-10: EST → EDT at 2:00. Due 1:30 EST (06:30Z), window 8:30 EDT (12:30Z): 8:00 EDT is 12:00Z.
    expect(
      decentReminderTime(
        Date.parse('2030-03-10T06:30:00Z'),
        Date.parse('2030-03-10T12:30:00Z'),
        'America/New_York',
      ),
    ).toBe(Date.parse('2030-03-10T12:00:00Z'));
    // 2030-11-03: EDT → EST at 2:00. Due 7:30 EST (12:30Z), window 8:00 EST (13:00Z): 20:30 EDT the evening before.
    expect(
      decentReminderTime(
        Date.parse('2030-11-03T12:30:00Z'),
        Date.parse('2030-11-03T13:00:00Z'),
        'America/New_York',
      ),
    ).toBe(Date.parse('2030-11-03T00:30:00Z'));
  });
});
