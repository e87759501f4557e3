import {
  addDays,
  dayInZone,
  daysNamedIn,
  formatDay,
  formatTimeRange,
  parseDay,
  relativeDayLabel,
  slashDateIn,
} from '../../../lib/calendar';

const NY = 'America/New_York';
// Sunday 22 Nov 2026, 11:30 PM in New York = Monday 04:30 UTC.
const lateSunday = new Date('2026-11-23T04:30:00Z');

describe('calendar', () => {
  it('takes the day in the business zone, not UTC', async () => {
    expect(dayInZone(lateSunday, NY)).toBe('2026-11-22');
    expect(dayInZone(lateSunday, 'UTC')).toBe('2026-11-23');
  });

  it('reads relative days where the business is', async () => {
    expect(await parseDay('today', lateSunday, NY)).toBe('2026-11-22');
    expect(await parseDay('tomorrow', lateSunday, NY)).toBe('2026-11-23');
    expect(await parseDay('friday', lateSunday, NY)).toBe('2026-11-27');
    expect(await parseDay('dec 3', lateSunday, NY)).toBe('2026-12-03');
    expect(await parseDay('12/3', lateSunday, NY)).toBe('2026-12-03');
    expect(await parseDay('2026-12-03', lateSunday, NY)).toBe('2026-12-03');
  });

  it('finds no day in text without one', async () => {
    expect(await parseDay('whenever', lateSunday, NY)).toBeUndefined();
    expect(await parseDay('3', lateSunday, NY)).toBeUndefined();
  });

  // Monday 23 Nov 2026, 10 AM in New York; the pickup is on Friday 27 Nov, so return days start there.
  const monday = new Date('2026-11-23T15:00:00Z');
  const fromPickup = { min: '2026-11-27', max: '2026-12-03' };

  it.each([
    ['sunday', '2026-11-29'],
    ['Sunday', '2026-11-29'],
    ['sun', '2026-11-29'],
    ['on sunday', '2026-11-29'],
    ['this sunday', '2026-11-29'],
    ['friday', '2026-11-27'],
    ['fri', '2026-11-27'],
    ['saturday', '2026-11-28'],
    ['thursday', '2026-12-03'],
    ['monday', '2026-11-30'],
    ['dec 3', '2026-12-03'],
    ['12/3', '2026-12-03'],
    ['2026-12-03', '2026-12-03'],
    // Relative to today, out of the range: the caller says which days are on offer.
    ['tomorrow', '2026-11-24'],
    ['today', '2026-11-23'],
    ['in 3 days', '2026-11-26'],
    // A date between today and the range stays this year's, not next year's.
    ['nov 25', '2026-11-25'],
  ])('reads %j within the range as %s', async (text, day) => {
    expect(await parseDay(text, monday, NY, fromPickup)).toBe(day);
  });

  // Monday 30 Nov 2026, 11:55 PM in New York (Tue 04:55 UTC); the days on offer from Dec 1 (invariant recent-date-is-past).
  const lateMonday = new Date('2026-12-01T04:55:00Z');
  const fromTomorrow = { min: '2026-12-01', max: '2026-12-13' };
  it.each([
    ['nov 28', '2026-11-28'],
    ['Nov 28th', '2026-11-28'],
    ['november 20', '2026-11-20'],
    ['28 de nov', '2026-11-28'],
    ['el 28 de noviembre', '2026-11-28'],
    ['el 28', '2026-11-28'],
    ['the 29th', '2026-11-29'],
    // On offer, or well ahead: the coming one.
    ['dec 3', '2026-12-03'],
    ['el 3', '2026-12-03'],
    ['el 20', '2026-12-20'],
    ['oct 5', '2027-10-05'],
  ])('reads %j, a date days past without a year, as the past one: %s', async (text, day) => {
    expect(await parseDay(text, lateMonday, NY, fromTomorrow)).toBe(day);
  });

  it('reads "the 31st" days after a month without one as no date of that month', async () => {
    // Wed 2 Dec 2026: "the 31st" is never Nov 31 rolled over to Dec 1.
    const wednesday = new Date('2026-12-02T15:00:00Z');
    expect(await parseDay('the 31st', wednesday, NY, { min: '2026-12-02', max: '2026-12-15' })).toBe(
      '2026-12-31',
    );
  });

  // The pickup on Wednesday 25 Nov, the store needing till Saturday (invariant weekday-after-the-pickup).
  const afterPickup = { min: '2026-11-28', max: '2026-12-06', from: '2026-11-26' };
  it.each([
    // Before the first day a return can start: read as said, and the caller says it is too soon.
    ['thursday', '2026-11-26'],
    ['friday', '2026-11-27'],
    ['saturday', '2026-11-28'],
    ['el viernes', '2026-11-27'],
    // Before the pickup's day only in the week after it.
    ['monday', '2026-11-30'],
    ['wednesday', '2026-12-02'],
  ])('reads %j, a weekday alone, as the first after the pickup: %s', async (text, day) => {
    expect(await parseDay(text, monday, NY, afterPickup)).toBe(day);
  });

  it.each([
    ['thursday', '2026-11-26'],
    // Said on a Monday, "next sunday" is this week's or the next's: asked (invariant next-weekday-this-week-asked).
    ['next sunday', undefined],
  ])('reads %j from today without a range as %s', async (text, day) => {
    expect(await parseDay(text, monday, NY)).toBe(day);
  });

  it('reads "day after tomorrow" however it is spelled, never as tomorrow', async () => {
    for (const text of ['day after tomorrow', 'day after tmrw', 'the day after tommorow', 'pasado manana'])
      expect([text, await parseDay(text, lateSunday, NY)]).toEqual([text, '2026-11-24']);
  });

  // Invariant several-days-named-asked: "tomorrow or the day after" offers two days; neither is taken.
  it.each([
    ['tomorrow or the day after, whichever', ['2026-11-23', '2026-11-24']],
    ['mañana u pasado', ['2026-11-23', '2026-11-24']],
    ['manana o pasado manana', ['2026-11-23', '2026-11-24']],
    ['el viernes o pasado mañana', ['2026-11-27', '2026-11-24']],
  ])('%j names two days and reads as none', async (text, days) => {
    const range = { min: '2026-11-23', max: '2026-12-06' };
    expect(await parseDay(text, lateSunday, NY, range)).toBeUndefined();
    expect(await daysNamedIn(text, lateSunday, NY, range)).toEqual(days);
  });

  it.each([
    ['pasado mañana, por favor', '2026-11-24'],
    ['the day after tomorrow', '2026-11-24'],
    // No "or": the day after is only said not to suit.
    ['mañana, el pasado no puedo', '2026-11-23'],
  ])('%j is one day, or none', async (text, day) => {
    expect(await parseDay(text, lateSunday, NY)).toBe(day);
  });

  it('reads a day of the month said alone as the next such date from the range', async () => {
    const range = { min: '2026-11-23', max: '2026-12-06' };
    expect(await parseDay('the 25th', lateSunday, NY, range)).toBe('2026-11-25');
    expect(await parseDay('on the 1st', lateSunday, NY, range)).toBe('2026-12-01');
    expect(await parseDay('el día 4', lateSunday, NY, range)).toBe('2026-12-04');
    expect(await parseDay('para el 30', lateSunday, NY, range)).toBe('2026-11-30');
    expect(await parseDay('the 31st', lateSunday, NY, range)).toBe('2026-12-31');
  });

  it('reads weekday abbreviations a phone types, in English and Spanish', async () => {
    const range = { min: '2026-11-23', max: '2026-12-06' };
    for (const [text, day] of [
      ['tues', '2026-11-24'],
      ['weds', '2026-11-25'],
      ['thrs', '2026-11-26'],
      ['mierc', '2026-11-25'],
      ['el juev', '2026-11-26'],
      ['vier', '2026-11-27'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });

  // Issue 34, round 22: "next tuesday" said on a Monday was placed as the week after's, never asked.
  it('"next friday" typed on a Thursday is tomorrow or the week after: asked; "next monday" is next week\'s (invariant next-weekday-this-week-asked)', async () => {
    const thursday = new Date('2026-11-26T15:00:00Z');
    const fromToday = { min: '2026-11-26', max: '2026-12-09' };
    expect(await parseDay('next friday', thursday, NY, fromToday)).toBeUndefined();
    expect(await parseDay('next friday at noon', thursday, NY, fromToday)).toBeUndefined();
    expect(await parseDay('next monday', thursday, NY, fromToday)).toBe('2026-11-30');
    expect(await parseDay('friday', thursday, NY, fromToday)).toBe('2026-11-27');
  });

  it('reads a weekday past a short range as the first such day after its start', async () => {
    expect(await parseDay('sunday', monday, NY, { min: '2026-11-27', max: '2026-11-28' })).toBe('2026-11-29');
  });

  it('reads a date forward from the range across the new year', async () => {
    const lateDecember = new Date('2026-12-28T15:00:00Z');
    expect(await parseDay('jan 2', lateDecember, NY, { min: '2026-12-31', max: '2027-01-06' })).toBe(
      '2027-01-02',
    );
    expect(await parseDay('friday', lateDecember, NY, { min: '2026-12-31', max: '2027-01-06' })).toBe(
      '2027-01-01',
    );
  });

  it('finds no day in text without one, with a range too', async () => {
    expect(await parseDay('whenever', monday, NY, fromPickup)).toBeUndefined();
    expect(await parseDay('3', monday, NY, fromPickup)).toBeUndefined();
  });

  it('adds days across months and years', async () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
  });

  it('labels days and time ranges', async () => {
    expect(formatDay('2026-11-24')).toBe('Tue, Nov 24');
    expect(relativeDayLabel('2026-11-24', '2026-11-24')).toBe('Today (Tue, Nov 24)');
    expect(relativeDayLabel('2026-11-25', '2026-11-24')).toBe('Tomorrow (Wed, Nov 25)');
    expect(formatTimeRange('2026-11-24T13:00:00Z', '2026-11-24T15:00:00Z', NY)).toBe('8:00–10:00 AM EST');
    expect(formatTimeRange('2026-11-24T16:00:00Z', '2026-11-24T18:00:00Z', NY)).toBe('11:00 AM–1:00 PM EST');
  });
});

describe('weekdays mistyped (read-day.ts, fuzzy-match.ts typoOf)', () => {
  const range = { min: '2026-11-23', max: '2026-12-06' };
  it('reads a typo of one weekday, and a Spanish weekday said fondly', async () => {
    for (const [text, day] of [
      ['thrusday', '2026-11-26'],
      ['tusday', '2026-11-24'],
      ['mircoles', '2026-11-25'],
      ['el vienres', '2026-11-27'],
      ['mondya pls', '2026-11-23'],
      ['el dominguito', '2026-11-29'],
      ['pal sabadito', '2026-11-28'],
      // A weekday ending in "-es" takes "-ito" after its whole name (issue 34, round 26).
      ['el juevesito en la tarde', '2026-11-26'],
      ['pal lunesito', '2026-11-23'],
      // Wednesday spelled as it is said, "wensday", and a thumb-slip from that (issue 34, round 36).
      ["Wendsday if that's alright", '2026-11-25'],
      ['wensday', '2026-11-25'],
      ['wenzday pls', '2026-11-25'],
      ['whensday', '2026-11-25'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });
  it('reads no typo as near two weekdays, nor a short word, nor another ending', async () => {
    for (const text of ['thuesday', 'sta', 'el sabadote', 'wendy'])
      expect([text, await parseDay(text, lateSunday, NY, range)]).toEqual([text, undefined]);
  });
});

// Issue 34, round 36: "Fri 8-10 w/ store driver" was asked between Friday and Aug 11.
describe('"w/" beside a day (read-day.ts)', () => {
  const range = { min: '2026-11-23', max: '2026-12-06' };
  it('reads "w/" as "with", never a date', async () => {
    for (const [text, day] of [
      ['Fri 8-10 w/ store driver', '2026-11-27'],
      ['fri w/ the store guy', '2026-11-27'],
      ['tuesday w/ doordash', '2026-11-24'],
      ['sat 9-11 w/o the courier', '2026-11-28'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
    expect(await daysNamedIn('Fri 8-10 w/ store driver', lateSunday, NY, range)).toEqual([]);
  });
});

// Issue 34, round 36: "erev shabbos" (Friday) read no day.
describe('a day named by its observance (read-day.ts)', () => {
  const range = { min: '2026-11-23', max: '2026-12-06' };
  it("reads the eve of the Sabbath as Friday, the Sabbath as Saturday, jumu'ah as Friday", async () => {
    for (const [text, day] of [
      ['erev shabbos', '2026-11-27'],
      ['Erev Shabbat please', '2026-11-27'],
      ['erev shabbes morning', '2026-11-27'],
      ['shabbos', '2026-11-28'],
      ['motzei shabbos', '2026-11-28'],
      ['jummah', '2026-11-27'],
      ['el viernes', '2026-11-27'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });
  it('asks between the eve and another day named', async () => {
    expect(await parseDay('erev shabbos or sunday', lateSunday, NY, range)).toBeUndefined();
  });
});

describe('a time said with no day (read-day.ts; issue 34, round 26)', () => {
  const range = { min: '2026-11-23', max: '2026-12-06' };
  it('reads no day from a time alone, never today filled in', async () => {
    for (const text of ['de 9 a 11', '10 to noon', 'a las 3', 'from 8 to 10 pls'])
      expect([text, await parseDay(text, lateSunday, NY, range)]).toEqual([text, undefined]);
  });
  it('still reads a day said with its time, and a day said alone', async () => {
    for (const [text, day] of [
      ['tomorrow 8 to 10', '2026-11-23'],
      ['hoy de 2 a 4', '2026-11-22'],
      ['el jueves a las 3', '2026-11-26'],
      ['dec 1 at 9', '2026-12-01'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });
});

describe('a day counted on from today, and a bound of the weekend (read-day.ts; issue 34, round 26)', () => {
  const range = { min: '2026-11-23', max: '2026-12-06' };
  it('reads "T+N" as N days on, and a day said with "before the weekend" as that day', async () => {
    for (const [text, day] of [
      ['t+2', '2026-11-24'],
      ['T + 3 pls', '2026-11-25'],
      ['thursday, before the weekend rush', '2026-11-26'],
      ['el jueves, antes del finde', '2026-11-26'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });
  it('reads no day from the bound alone, and never its Saturday', async () => {
    for (const text of ['by the weekend', 'para antes del fin de semana', 'T+', 'at+1'])
      expect([text, await parseDay(text, lateSunday, NY, range)]).toEqual([text, undefined]);
  });
});

// Issue 34 (rounds 33, 34): "Friday, gotta have that suit for church Sunday" was asked between Friday and
// Sunday (invariant day-need-is-commentary).
describe('a day, then what it is needed for on another day (read-day.ts)', () => {
  const range = { min: '2026-11-23', max: '2026-12-06' };
  it('reads the day answered, the day of the need only why', async () => {
    for (const [text, day] of [
      ['Friday, gotta have that suit for church Sunday', '2026-11-27'],
      ['monday, need the suit for the game tuesday', '2026-11-23'],
      ['wednesday, we have to be at the wedding saturday', '2026-11-25'],
      ['el viernes, necesito el traje para la misa del domingo', '2026-11-27'],
      ['el lunes, tengo que llevarlo al partido el martes', '2026-11-23'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });
  it('reads two days said as choices, or a need with no day before it, as no one day', async () => {
    for (const text of ['friday or sunday', 'friday, sunday', 'need it for church sunday, or friday'])
      expect([text, await parseDay(text, lateSunday, NY, range)]).toEqual([text, undefined]);
  });
});

// Round 43: "el día después del jueves" was read as a shift of the current day, then as Thursday.
describe('the day after a weekday (invariant day-after-a-weekday)', () => {
  const range = { min: '2026-11-23', max: '2026-12-06' };
  it('is the weekday after the one named', async () => {
    for (const [text, day] of [
      ['un día después del martes', '2026-11-25'],
      ['al día siguiente del miércoles', '2026-11-26'],
      ['the day after wednesday please', '2026-11-26'],
      ['el dia despues del sabado', '2026-11-29'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });
});

describe('days as texted (read-day.ts, normalize.ts asTexted; issue 34, round 18)', () => {
  const range = { min: '2026-11-23', max: '2026-12-06' };
  it('reads a day said as in the South or in Britain, and typed so', async () => {
    for (const [text, day] of [
      ['satidy morning', '2026-11-28'],
      ['tomorra pls', '2026-11-23'],
      ['tomoz', '2026-11-23'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });
});

describe('a date typed in numbers among the days on offer (invariant slash-date-is-a-date)', () => {
  const late = { min: '2031-09-27', max: '2031-10-10' };
  const date = (first: number, second: number, year?: number) => ({
    first,
    second,
    ...(year === undefined ? {} : { year }),
    said: `${first}/${second}`,
  });

  it('is month first in English, day first in Spanish, when the other reading is not on offer', () => {
    expect(slashDateIn(date(10, 3), late, 'en')).toEqual({ day: '2031-10-03' });
    expect(slashDateIn(date(3, 10), late, 'es')).toEqual({ day: '2031-10-03' });
    expect(slashDateIn(date(9, 9), late, 'es')).toEqual({ day: '2032-09-09' });
  });

  it('is the one reading there is when the language’s is no date', () => {
    expect(slashDateIn(date(28, 9), late, 'en')).toEqual({ day: '2031-09-28' });
    expect(slashDateIn(date(9, 28), late, 'es')).toEqual({ day: '2031-09-28' });
  });

  it('asks when the other reading is on offer and differs, never taking either', () => {
    // Only the other reading offered, the language's weeks away: asked, that one named.
    const summer = { min: '2031-06-27', max: '2031-07-10' };
    expect(slashDateIn(date(8, 7), summer, 'en')).toEqual({ ask: ['2031-07-08'] });
    expect(slashDateIn(date(7, 8), summer, 'es')).toEqual({ ask: ['2031-07-08'] });
    // Both offered (a range over a month): both named, the language's first.
    const long = { min: '2031-09-01', max: '2031-10-31' };
    expect(slashDateIn(date(9, 10), long, 'en')).toEqual({ ask: ['2031-09-10', '2031-10-09'] });
    expect(slashDateIn(date(9, 10), long, 'es')).toEqual({ ask: ['2031-10-09', '2031-09-10'] });
  });

  // Round 43: "03/06." in English on a list of early June was asked "Is 03/06 Tue, Jun 3?".
  it('is the other reading, said so, when the language’s is months past the days on offer', () => {
    expect(slashDateIn(date(2, 10), late, 'en')).toEqual({ day: '2031-10-02', otherWay: true });
    expect(slashDateIn(date(10, 2), late, 'es')).toEqual({ day: '2031-10-02', otherWay: true });
    expect(slashDateIn(date(5, 10), late, 'en')).toEqual({ day: '2031-10-05', otherWay: true });
  });

  it('keeps a year said, and is read forward from the first day on offer', () => {
    expect(slashDateIn(date(10, 5, 2031), late, 'en')).toEqual({ day: '2031-10-05' });
    expect(slashDateIn(date(9, 1), late, 'en')).toEqual({ day: '2032-09-01' });
  });
});

// Issue 34 (round 38): "Needs to be back before Saturday's open house, so Friday please" placed the return
// on Saturday, the deadline's day; "Friday works best — open house is Sunday" was asked between the two
// (invariants deadline-day-never-taken, event-day-never-taken).
describe('a day said as a deadline or as the day of something else (day-event.ts)', () => {
  // Sunday 22 Nov 2026: Friday is the 27th, Saturday the 28th, Sunday the 29th.
  const range = { min: '2026-11-23', max: '2026-12-06' };
  it('reads the day answered beside it, never the deadline or the event', async () => {
    for (const [text, day] of [
      ["Needs to be back before Saturday's open house, so Friday please", '2026-11-27'],
      ['before saturday, so friday', '2026-11-27'],
      ['friday, ahead of the party on sunday', '2026-11-27'],
      ['friday please, in time for sunday', '2026-11-27'],
      ['Friday works best — open house is Sunday', '2026-11-27'],
      ['friday works, the wedding is on saturday', '2026-11-27'],
      ["friday, the party's saturday", '2026-11-27'],
      ['Saturday is the open house, so Friday', '2026-11-27'],
      ['I have a wedding saturday, friday works', '2026-11-27'],
      ['I work Saturday so Friday', '2026-11-27'],
      ['el viernes, antes del sábado', '2026-11-27'],
      ['la fiesta es el domingo, mejor el viernes', '2026-11-27'],
      ['el sábado es la fiesta, así que el viernes', '2026-11-27'],
      ['tengo una boda el sábado, el viernes está bien', '2026-11-27'],
      ['trabajo el sábado, el viernes mejor', '2026-11-27'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });
  it('reads no day from a deadline or an event alone', async () => {
    for (const text of [
      'before saturday',
      "needs to be back before Saturday's open house",
      'antes del sábado',
      'open house is Sunday',
      'la fiesta es el domingo',
      'in time for sunday',
      // A day said to be a no is no day either.
      'monday is a no',
    ])
      expect([text, await parseDay(text, lateSunday, NY, range)]).toEqual([text, undefined]);
  });
  it('still reads a day said as the choice in the same shapes', async () => {
    for (const [text, day] of [
      ['by friday', '2026-11-27'],
      ['pickup is friday', '2026-11-27'],
      ['the best day is friday', '2026-11-27'],
      ["saturday's open", '2026-11-28'],
      ["saturday's fine", '2026-11-28'],
      ['saturday is the best', '2026-11-28'],
      ['friday is my day off', '2026-11-27'],
      ['el viernes es mejor', '2026-11-27'],
      ['lo mejor es el viernes', '2026-11-27'],
      ['I have time friday', '2026-11-27'],
      ['I work from home friday', '2026-11-27'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });
});

// Issue 34 (round 37): "el sabado por la mañanita" at the return day read no day: "por la mañana" (and
// "mañanita", fondly) is the morning, no second day beside the Saturday.
describe('a day said with "por la mañana" (read-day.ts)', () => {
  const range = { min: '2026-11-23', max: '2026-12-06' };
  it('reads the day, its morning no tomorrow', async () => {
    for (const [text, day] of [
      ['el sabado por la mañanita', '2026-11-28'],
      ['el sábado por la mañana', '2026-11-28'],
      ['viernes en la mañana', '2026-11-27'],
      ['el jueves a las 9 de la mañana', '2026-11-26'],
      ['mañana por la mañana', '2026-11-23'],
    ])
      expect([text, await parseDay(text as string, lateSunday, NY, range)]).toEqual([text, day]);
  });
});
