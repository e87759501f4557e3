import * as fc from 'fast-check';
import { daysNamedIn, parseDay } from '../../../lib/calendar';

const NY = 'America/New_York';
// Tuesday 1 Dec 2026, 10 AM in New York; the pickup is on Friday 4 Dec, so return days start Sun 6 Dec.
const tuesday = new Date('2026-12-01T15:00:00Z');
const returnDays = { min: '2026-12-06', max: '2026-12-14', from: '2026-12-05' };

describe('a weekday said with its day of the month (invariant weekday-with-its-date)', () => {
  it.each([
    'el sábado 12 temprano',
    'sábado 12',
    'el sabado 12 en la mañana',
    'sab 12 temprano',
    'el sábado 12 a las 10',
    'saturday the 12th in the morning',
    'sat 12 early',
    'Saturday 12th, early',
    'saturday 12',
    'sat. the 12th',
  ])('"%s" is Saturday the 12th, never the Saturday before it', async (typed) => {
    expect(await parseDay(typed, tuesday, NY, returnDays)).toBe('2026-12-12');
  });

  it.each([
    ['viernes 11 temprano', '2026-12-11'],
    ['sábado 5 temprano', '2026-12-05'],
    ['sunday the 6th', '2026-12-06'],
    ['el domingo 13 en la tarde', '2026-12-13'],
  ])('"%s" is %s', async (typed, day) => {
    expect(await parseDay(typed, tuesday, NY, returnDays)).toBe(day);
  });

  it.each([
    ['el sábado 11 temprano', ['2026-12-12', '2026-12-11']],
    ['friday the 12th', ['2026-12-11', '2026-12-12']],
    ['sat 13th early', ['2026-12-12', '2026-12-13']],
  ])('"%s", a weekday and a date that disagree, is no day: both are asked (%j)', async (typed, both) => {
    expect(await parseDay(typed, tuesday, NY, returnDays)).toBeUndefined();
    expect(await daysNamedIn(typed, tuesday, NY, returnDays)).toEqual(both);
  });

  it.each([
    'saturday 12ish',
    'saturday 12 noon',
    'saturday 12-2',
    'sábado 12 a 2',
    'saturday at 12',
    'sábado a las 12',
  ])('"%s": a number that is a time of day stays a time, the weekday alone the day', async (typed) => {
    expect(await parseDay(typed, tuesday, NY, returnDays)).toBe('2026-12-05');
  });

  it.each([
    ['friday 5', '2026-12-11'],
    ['sat 9', '2026-12-05'],
  ])(
    '"%s", an English bare number its weekday disagrees with, may be the hour: the weekday, as before',
    async (typed, day) => {
      expect(await parseDay(typed, tuesday, NY, returnDays)).toBe(day);
    },
  );

  it('"sábado 12 o domingo 13": two days, asked, never the first taken', async () => {
    expect(await parseDay('sábado 12 o domingo 13', tuesday, NY, returnDays)).toBeUndefined();
    expect(await daysNamedIn('sábado 12 o domingo 13', tuesday, NY, returnDays)).toEqual([
      '2026-12-12',
      '2026-12-13',
    ]);
  });

  // Property: a weekday said with its date, and any time of day word, is that date or asked; never another date.
  const WEEKDAYS = [
    ['sunday', 'sun', 'domingo', 'dom'],
    ['monday', 'mon', 'lunes', 'lun'],
    ['tuesday', 'tue', 'martes'],
    ['wednesday', 'wed', 'miércoles', 'mié'],
    ['thursday', 'thu', 'jueves', 'jue'],
    ['friday', 'fri', 'viernes', 'vie'],
    ['saturday', 'sat', 'sábado', 'sab'],
  ];
  const TIMES = [
    '',
    'early',
    'in the morning',
    'afternoon',
    'temprano',
    'en la mañana',
    'por la tarde',
    'tarde',
    'a las 10',
    'at 9am',
  ];
  it('a weekday with its date and a time of day word is that date or asked, never another date', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 14 }),
        fc.nat(3),
        fc.constantFrom('', 'el ', 'the '),
        fc.constantFrom('', 'th', ','),
        fc.constantFrom(...TIMES),
        async (offset, name, before, after, time) => {
          const date = new Date(Date.UTC(2026, 11, offset, 12));
          const names = WEEKDAYS[date.getUTCDay()] ?? [];
          const weekday = names[name % names.length];
          const typed = `${before}${weekday} ${offset}${after} ${time}`.trim();
          const read = await parseDay(typed, tuesday, NY, returnDays);
          if (read !== undefined) expect([typed, read]).toEqual([typed, date.toISOString().slice(0, 10)]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
