import { findTimesOfDay, minutesInZone, readTimeOfDay } from '../../../../lib/recognize/time-of-day';

describe('readTimeOfDay', () => {
  it.each([
    ['8am', 480, 481],
    ['8 am', 480, 481],
    ['8 a.m.', 480, 481],
    ['8a', 480, 481],
    ['8:30 am', 510, 511],
    ['8:30', 510, 511],
    ['5pm', 1020, 1021],
    ['17:00', 1020, 1021],
    ['12am', 0, 1],
    ['noon', 720, 721],
    ['midnight', 0, 1],
    ['morning', 0, 720],
    ['in the morning', 0, 720],
    ['afternoon', 720, 1020],
    ['evening', 1020, 1440],
    ['after 5', 1020, 1440],
    ['after 5pm', 1020, 1440],
    ['after 10', 600, 1440],
    ['5 or later', 1020, 1440],
    ['before noon', 0, 720],
    ['before 9', 0, 540],
    ['between 8 and 10', 480, 600],
    ['8-10am', 480, 600],
    ['11-1pm', 660, 780],
    ['from 11 to 1', 660, 780],
    ['8am please', 480, 481],
    // A Spanish span without its "de".
    ['3 a 5 pm', 900, 1020],
    ['mejor 2 a 4 pm', 840, 960],
  ])('reads %j as [%i, %i)', (text, fromMinutes, toMinutes) => {
    expect(readTimeOfDay(text)).toEqual({ fromMinutes, toMinutes });
  });

  it.each([
    '8',
    '2',
    '4242',
    '',
    'whenever',
    '13pm',
    '25:00',
    '1-3',
    'at 12 Main St',
    '2036-06-10',
    '6/10-6/12',
  ])('reads no time in %j', (text) => {
    expect(readTimeOfDay(text)).toBeUndefined();
  });
});

describe('minutesInZone', () => {
  it.each([
    ['2026-11-24T13:00:00Z', 'America/New_York', 480],
    ['2026-07-24T12:00:00Z', 'America/New_York', 480],
    ['2026-11-24T13:30:00Z', 'UTC', 810],
  ])('reads %s in %s as %i', (instant, zone, minutes) => {
    expect(minutesInZone(instant, zone)).toBe(minutes);
  });
});

// Invariant street-number-never-an-hour (stranger's try: "recojan en la 21 el jueves" asked about 21:00).
describe('a street named by its number is no hour', () => {
  it.each([
    ['recojan en la 21 el jueves temprano'],
    ['el jueves en la 21'],
    ['pick up friday from 21st st'],
    ['from the 21st st place'],
    ['on 21st'],
    ['at 7th avenue'],
    ['la de la calle 21'],
    ['after 5th street'],
  ])('%j holds no time of day', (text) => {
    expect(findTimesOfDay(text).times).toEqual([]);
  });

  it.each([
    ['jueves a las 9', 540],
    ['at 9', 540],
    ['9am', 540],
    ['de 8 a 10', 480],
    ['en la mañana a las 8', 480],
    ['pick up friday at 9, from 21st st', 540],
  ])('%j still says its hour, among windows too', (text, from) => {
    expect(findTimesOfDay(text, { windows: true }).times.map((t) => t.range.fromMinutes)).toContain(from);
  });

  it('"pick up friday morning from 21st st": the morning, nothing from 21:00', () => {
    expect(findTimesOfDay('pick up friday morning from 21st st').times.map((t) => t.said)).toEqual([
      'morning',
    ]);
  });
});

// Issue 34 (round 37): "el sabado por la mañanita": the morning said fondly, as "la tardecita" is the afternoon.
describe('a part of the day said fondly', () => {
  it.each([
    ['por la mañanita', 0, 720],
    ['en la mañanita', 0, 720],
    ['por la tardecita', 720, 1200],
  ])('%j is %i to %i', (text, from, to) => {
    expect(readTimeOfDay(text)).toEqual({ fromMinutes: from, toMinutes: to });
  });
});
