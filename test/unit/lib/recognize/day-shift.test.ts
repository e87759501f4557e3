import { readDayShift } from '../../../../lib/recognize/day-shift';

describe('readDayShift', () => {
  // Invariant shift-said-whole: a word before it that a request doesn't say makes it none; after it, it is left for the caller.
  it.each(['one day later', 'un día después', 'the day after'])(
    'reads "xyzzy %s" as no shift, and "%s xyzzy" with the word left over',
    (text) => {
      expect(readDayShift(`xyzzy ${text}`)).toBeUndefined();
      expect(readDayShift(`${text} xyzzy`)).toMatchObject({ rest: 'xyzzy' });
    },
  );

  it.each([
    ['one day later', 1],
    ['a day later', 1],
    ['1 day later', 1],
    ['the day after', 1],
    ['the next day', 1],
    ['next day please', 1],
    ['the following day', 1],
    ['one more day', 1],
    ['push it back a day', 1],
    ['later by one day', 1],
    ['two days later', 2],
    ['a couple of days later', 2],
    ['two days earlier', -2],
    ['the day before', -1],
    ['the previous day', -1],
    ['move it up a day', -1],
    ['a week later', 7],
    ['can you make it one day later than now?', 1],
    ['un día después', 1],
    ['un dia despues', 1],
    ['al día siguiente', 1],
    ['el día siguiente', 1],
    ['un día más', 1],
    ['al otro día', 1],
    ['dos días más tarde', 2],
    ['un día antes', -1],
    ['el día anterior', -1],
    ['que sea un día después, por favor', 1],
    ['muévalo dos días antes', -2],
    ['una semana después', 7],
  ])('reads %j as %i days from the current day', (text, days) => {
    expect(readDayShift(text)).toMatchObject({ days, rest: '' });
  });

  it('keeps the shift as typed, and the time said after it for the caller', () => {
    expect(readDayShift('One day later, at 8am')).toEqual({
      days: 1,
      said: 'One day later,',
      rest: 'at 8am',
    });
    expect(readDayShift('un día después a la misma hora')).toEqual({
      days: 1,
      said: 'un día después',
      rest: 'a la misma hora',
    });
  });

  // Invariant shift-said-whole: a day named after it is that day's, and unknown words before it are not a request's.
  it.each([
    'the day after tomorrow',
    'a day before friday',
    'two days from now',
    'in two days',
    'tomorrow',
    'next week',
    'the next week',
    'later',
    'one day',
    'the day',
    'friday one day later',
    'pasado mañana',
    'el otro día',
    'not one day later',
    // Round 43: a day after a weekday, its "de" between, is from that weekday (read-day.ts).
    'un día después del martes',
    'al día siguiente del lunes',
    'a day after the friday',
  ])('does not read %j as a shift of the current day', (text) => {
    expect(readDayShift(text)).toBeUndefined();
  });
});

describe('a shift said with its last s dropped, as Caribbean Spanish says it (issue 34, round 34)', () => {
  it.each([
    ['un día despué', 1],
    ['un dia despue', 1],
    ['dos día depué', 2],
    ['al día despué', 1],
  ])('%j is %i days later', (text, days) => {
    expect(readDayShift(text)?.days).toBe(days);
  });
});

describe('a shift asked of the leg coming, or of its day being (issue 34, round 36)', () => {
  it.each([
    ['can it come a day later?', 1],
    ['could it come a day earlier', -1],
    ['can it be the next day?', 1],
    ['¿puede ser un día después?', 1],
    ['¿la pueden traer un día después?', 1],
  ])('%j is a shift of %i days', (text, days) => {
    expect(readDayShift(text)?.days).toBe(days);
  });

  it.each(['can it come the day after tomorrow', 'can it come later', 'can it come saturday'])(
    '%j is no shift of the current day',
    (text) => {
      expect(readDayShift(text)).toBeUndefined();
    },
  );
});

// Round 48: "the day after, Saturday": the day set apart by a comma is the shift's rest, never its origin.
describe('a shift with the day said again after a comma', () => {
  it('"the day after, Saturday" is a day on, its rest the day named', () => {
    expect(readDayShift('the day after, Saturday')).toMatchObject({ days: 1, rest: 'saturday' });
  });
  it('"the day after Saturday" shifts no current day', () => {
    expect(readDayShift('the day after Saturday')).toBeUndefined();
  });
});
