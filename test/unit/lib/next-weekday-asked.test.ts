/**
 * "next <weekday>" said in the week that weekday still comes in is asked, naming both days (invariant
 * next-weekday-this-week-asked); said after it has passed this week, it is next week's. Phrasings of
 * no held-out round.
 */
import { daysNamed, readDay } from '../../../lib/read-day';

const ZONE = 'America/New_York';
/** A Monday and a Thursday, mid-morning in New York. */
const MONDAY = new Date('2036-06-02T14:00:00Z');
const THURSDAY = new Date('2036-06-05T14:00:00Z');

describe('"next" before a weekday (invariant next-weekday-this-week-asked)', () => {
  it.each([
    ['next wednesday', MONDAY, ['2036-06-04', '2036-06-11']],
    ['next sat please', MONDAY, ['2036-06-07', '2036-06-14']],
    ['Next Sunday', THURSDAY, ['2036-06-08', '2036-06-15']],
  ])('%j is asked, naming both days', (text, now, both) => {
    expect(readDay(text, now, ZONE)).toBeUndefined();
    expect(daysNamed(text, now, ZONE)).toEqual(both);
  });

  it.each([
    ['next monday', THURSDAY, '2036-06-09'],
    ['next tuesday', THURSDAY, '2036-06-10'],
    ['wednesday', MONDAY, '2036-06-04'],
  ])('%j is one day', (text, now, day) => {
    expect(readDay(text, now, ZONE)).toBe(day);
    expect(daysNamed(text, now, ZONE)).toEqual([]);
  });
});

describe('a day said as a bound', () => {
  it.each([
    'the soonest you can after today',
    'lo antes posible después de hoy',
    'whenever works after today',
  ])('%j names no day, never the day of its bound', (text) => {
    expect(readDay(text, MONDAY, ZONE)).toBeUndefined();
  });

  it.each([
    ['the day after tomorrow', '2036-06-04'],
    ['pasado mañana', '2036-06-04'],
  ])('%j is still one day', (text, day) => {
    expect(readDay(text, MONDAY, ZONE)).toBe(day);
  });
});
