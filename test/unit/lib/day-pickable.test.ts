/**
 * Issue 34, round 30: a weekday that is today's, a "next <weekday>" of which one day alone can be
 * picked, a weekday said fondly, and two days offered with "whichever is sooner". Phrasings of no
 * held-out round.
 */
import { daysNamedIn, parseDay } from '../../../lib/calendar';

const ZONE = 'America/New_York';
/** Monday 2 June 2036 and Wednesday 4 June 2036, mid-morning in New York. */
const MONDAY = new Date('2036-06-02T14:00:00Z');
const WEDNESDAY = new Date('2036-06-04T14:00:00Z');
const PICKUP = { min: '2036-06-02', max: '2036-06-15' };

describe("today's weekday said alone (invariant todays-weekday-asked)", () => {
  it.each([
    ['on monday please', MONDAY, ['2036-06-02', '2036-06-09']],
    ['el lunes en la tarde', MONDAY, ['2036-06-02', '2036-06-09']],
    ['mon', MONDAY, ['2036-06-02', '2036-06-09']],
    ['wednesday morning', WEDNESDAY, ['2036-06-04', '2036-06-11']],
    ['el miércoles, si se puede', WEDNESDAY, ['2036-06-04', '2036-06-11']],
  ])('%j is asked: today or a week from today', async (text, now, both) => {
    const range = { ...PICKUP, min: now === MONDAY ? '2036-06-02' : '2036-06-04' };
    expect(await parseDay(text, now, ZONE, range)).toBeUndefined();
    expect(await daysNamedIn(text, now, ZONE, range)).toEqual(both);
  });

  it.each([
    // Another weekday, "today", or "this": one day.
    ['tuesday', MONDAY, PICKUP, '2036-06-03'],
    ['today', MONDAY, PICKUP, '2036-06-02'],
    ['this monday', MONDAY, PICKUP, '2036-06-02'],
    // Only one of the two can be picked: that one.
    ['monday', MONDAY, { min: '2036-06-02', max: '2036-06-06' }, '2036-06-02'],
    ['el lunes', MONDAY, { min: '2036-06-03', max: '2036-06-15' }, '2036-06-09'],
    ['monday', MONDAY, { ...PICKUP, from: '2036-06-04' }, '2036-06-09'],
  ])('%j is one day', async (text, now, range, day) => {
    expect(await parseDay(text, now, ZONE, range)).toBe(day);
  });
});

describe('"next <weekday>" of which one day alone can be picked', () => {
  it.each([
    ['next wednesday', { min: '2036-06-05', max: '2036-06-15' }, '2036-06-11'],
    ['el próximo miércoles', { min: '2036-06-05', max: '2036-06-15' }, '2036-06-11'],
    ['el jueves que viene', { min: '2036-06-02', max: '2036-06-10' }, '2036-06-05'],
  ])('%j is the one day that can be picked', async (text, range, day) => {
    expect(await parseDay(text, MONDAY, ZONE, range)).toBe(day);
  });

  it('is still asked when both can be picked', async () => {
    expect(await parseDay('next wednesday', MONDAY, ZONE, PICKUP)).toBeUndefined();
  });
});

describe('a weekday or tomorrow said fondly', () => {
  it.each([
    ['el martecito', '2036-06-03'],
    ['el juevecito temprano', '2036-06-05'],
    ['pal viernecito', '2036-06-06'],
    ['mañanita', '2036-06-03'],
    ['mañanita temprano', '2036-06-03'],
  ])('%j is %s', async (text, day) => {
    expect(await parseDay(text, MONDAY, ZONE, PICKUP)).toBe(day);
  });
});

describe('two days offered with whichever is sooner', () => {
  it.each([
    ['thursday or friday, whichever comes first', '2036-06-05'],
    ['sat or thu, whichever is sooner', '2036-06-05'],
    ['el jueves o el sábado, el que sea más pronto', '2036-06-05'],
    ['viernes o jueves, lo que llegue antes', '2036-06-05'],
  ])('%j is the sooner', async (text, day) => {
    expect(await parseDay(text, MONDAY, ZONE, PICKUP)).toBe(day);
  });

  it.each([
    'thursday or friday, whichever is cheaper',
    'el jueves o el sábado, el que sea más tarde',
    'thursday or friday',
    // Sooner of one day is that day's doubt only: nothing to choose between.
    'whichever is sooner',
  ])('%j is asked', async (text) => {
    expect(await parseDay(text, MONDAY, ZONE, PICKUP)).toBeUndefined();
  });
});
