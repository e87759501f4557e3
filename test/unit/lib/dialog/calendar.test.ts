import {
  addDays,
  dayInZone,
  formatDay,
  formatTimeRange,
  parseDay,
  relativeDayLabel,
} from '../../../../lib/dialog/calendar';

const NY = 'America/New_York';
// Sunday 22 Nov 2026, 11:30 PM in New York = Monday 04:30 UTC.
const lateSunday = new Date('2026-11-23T04:30:00Z');

describe('calendar', () => {
  it('takes the day in the business zone, not UTC', () => {
    expect(dayInZone(lateSunday, NY)).toBe('2026-11-22');
    expect(dayInZone(lateSunday, 'UTC')).toBe('2026-11-23');
  });

  it('reads relative days where the business is', () => {
    expect(parseDay('today', lateSunday, NY)).toBe('2026-11-22');
    expect(parseDay('tomorrow', lateSunday, NY)).toBe('2026-11-23');
    expect(parseDay('friday', lateSunday, NY)).toBe('2026-11-27');
    expect(parseDay('dec 3', lateSunday, NY)).toBe('2026-12-03');
    expect(parseDay('12/3', lateSunday, NY)).toBe('2026-12-03');
    expect(parseDay('2026-12-03', lateSunday, NY)).toBe('2026-12-03');
  });

  it('finds no day in text without one', () => {
    expect(parseDay('whenever', lateSunday, NY)).toBeUndefined();
    expect(parseDay('3', lateSunday, NY)).toBeUndefined();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
  });

  it('labels days and time ranges', () => {
    expect(formatDay('2026-11-24')).toBe('Tue, Nov 24');
    expect(relativeDayLabel('2026-11-24', '2026-11-24')).toBe('Today (Tue, Nov 24)');
    expect(relativeDayLabel('2026-11-25', '2026-11-24')).toBe('Tomorrow (Wed, Nov 25)');
    expect(formatTimeRange('2026-11-24T13:00:00Z', '2026-11-24T15:00:00Z', NY)).toBe('8:00–10:00 AM');
    expect(formatTimeRange('2026-11-24T16:00:00Z', '2026-11-24T18:00:00Z', NY)).toBe('11:00 AM–1:00 PM');
  });
});
