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
const SATURDAY = new Date('2036-06-07T14:00:00Z');

describe('"next" before a weekday (invariant next-weekday-this-week-asked)', () => {
  it.each([
    ['next wednesday', MONDAY, ['2036-06-04', '2036-06-11']],
    ['next sat please', MONDAY, ['2036-06-07', '2036-06-14']],
    ['Next Sunday', THURSDAY, ['2036-06-08', '2036-06-15']],
    // Issue 34, round 28: "el próximo viernes" on a Monday was placed as the week after's, never asked.
    ['el próximo jueves por la tarde', MONDAY, ['2036-06-05', '2036-06-12']],
    ['el sábado que viene', MONDAY, ['2036-06-07', '2036-06-14']],
    ['el miércoles próximo, porfa', MONDAY, ['2036-06-04', '2036-06-11']],
    ['el siguiente domingo', THURSDAY, ['2036-06-08', '2036-06-15']],
    ['el otro sábado', MONDAY, ['2036-06-07', '2036-06-14']],
    ['el vie entrante', MONDAY, ['2036-06-06', '2036-06-13']],
    // "after next": a week after what "next" means, asked the same way.
    ['the thursday after next', MONDAY, ['2036-06-12', '2036-06-19']],
  ])('%j is asked, naming both days', (text, now, both) => {
    expect(readDay(text, now, ZONE)).toBeUndefined();
    expect(daysNamed(text, now, ZONE)).toEqual(both);
  });

  it.each([
    ['next monday', THURSDAY, '2036-06-09'],
    ['next tuesday', THURSDAY, '2036-06-10'],
    ['wednesday', MONDAY, '2036-06-04'],
    ['el próximo martes', THURSDAY, '2036-06-10'],
    ['el jueves que viene a las 3', SATURDAY, '2036-06-12'],
    ['the wednesday after next', SATURDAY, '2036-06-18'],
    // "this" is this week's, in either language.
    ['este jueves', MONDAY, '2036-06-05'],
    ['this coming thursday', MONDAY, '2036-06-05'],
    // Said with the week, the weekday is next week's (weeks start on Monday), never this week's.
    ['el jueves de la semana que viene', MONDAY, '2036-06-12'],
    ['el martes de la próxima semana', THURSDAY, '2036-06-10'],
    ['la otra semana, el miércoles', MONDAY, '2036-06-11'],
    ['next week on thursday', MONDAY, '2036-06-12'],
    ['thursday of next week', MONDAY, '2036-06-12'],
  ])('%j is one day', (text, now, day) => {
    expect(readDay(text, now, ZONE)).toBe(day);
    expect(daysNamed(text, now, ZONE)).toEqual([]);
  });
});

describe('a weekday placed in a week beside another day', () => {
  it.each([
    ['el martes o el jueves de la semana que viene', MONDAY, ['martes', '2036-06-12']],
    ['tuesday or wednesday next week', MONDAY, ['tuesday', '2036-06-11']],
  ])('%j is no day: both are named', (text, now, named) => {
    expect(readDay(text, now, ZONE)).toBeUndefined();
    expect(daysNamed(text, now, ZONE)).toEqual(named);
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
