/** One formatter per locale, zone and options, built once: a cold start pays for each zone's data once. */
import { zonedFormat } from '../../../lib/zoned-format';

describe('zonedFormat', () => {
  it('gives the same formatter for the same locale, zone and options, and another for any difference', () => {
    const ny = zonedFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });

    expect(
      zonedFormat('en-CA', {
        timeZone: 'America/New_York',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
    ).toBe(ny);
    expect(
      zonedFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }),
    ).not.toBe(ny);
    expect(
      zonedFormat('en-US', {
        timeZone: 'America/New_York',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
    ).not.toBe(ny);
  });

  it('formats in its own zone: the same instant is a different day in New York and in Tokyo', () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    const day = (timeZone: string) =>
      zonedFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

    expect(day('America/New_York')).toBe('2026-11-23');
    expect(day('Asia/Tokyo')).toBe('2026-11-24');
  });

  it('refuses a zone Intl does not know, and keeps nothing for it', () => {
    expect(() => zonedFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => zonedFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
