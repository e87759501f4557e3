import { findSameTime, readsSameTime } from '../../../../lib/recognize/same-time';

describe('the same time of day', () => {
  it.each(['same time as before', 'misma hora'].flatMap((text) => [`${text} xyzzy`, `not ${text}`]))(
    'does not read %j, which says more, as the same time alone',
    (text) => {
      expect(readsSameTime(text)).toBe(false);
    },
  );

  it.each([
    'same time as before',
    'Same time',
    'the same time please',
    'at the same time as now',
    'same window',
    'same as before',
    'misma hora',
    'la misma hora',
    'a la misma hora que antes, por favor',
    'mismo horario',
    'igual que antes',
  ])('reads %j as the same time, and nothing more', (text) => {
    expect(readsSameTime(text)).toBe(true);
  });

  it.each([
    ['wednesday, same time', 'wednesday'],
    ['one day later at the same time', 'one day later'],
    ['el miércoles a la misma hora', 'el miercoles'],
    ['un día después, misma hora', 'un dia despues'],
  ])('finds it beside a day in %j', (text, rest) => {
    expect(findSameTime(text)).toMatchObject({ rest });
    expect(readsSameTime(text)).toBe(false);
  });

  it.each([
    ['same as I had, the noon one', 'the noon one'],
    ['el de siempre, de 12 a 2', 'de 12 a 2'],
    ['same window po, 1-3pm', '1-3pm'],
  ])('keeps the words beside it as typed in %j, a span with its dash', (text, typed) => {
    expect(findSameTime(text)).toMatchObject({ typed });
  });

  it.each([
    '9am',
    'the same',
    'same day',
    'same place',
    'whatever time',
    'a la hora de siempre',
    'same time next week but later',
  ])('does not read %j as the same time alone', (text) => {
    expect(readsSameTime(text)).toBe(false);
  });
});

describe('the same time said by likeness (issue 34, round 17)', () => {
  it.each(['like before', 'just like it was', 'como antes', 'como estaba, por favor'])(
    'reads %j as the same time',
    (text) => {
      expect(readsSameTime(text)).toBe(true);
    },
  );

  it.each([
    ['9 to 11 like before', '9 to 11'],
    ['el lunes como antes', 'el lunes'],
  ])('finds it beside %j', (text, typed) => {
    expect(findSameTime(text)?.typed).toBe(typed);
  });

  // "¿cómo está?" greets; "like" alone compares nothing.
  it.each(['como esta', 'i like it', 'como'])('does not read %j as the same time', (text) => {
    expect(findSameTime(text)).toBeUndefined();
  });
});

// Issue 34, round 37: "same time as it was" at the delivery windows was asked to pick one.
describe('the same time, said of the window as it was', () => {
  it.each([
    'same time as it was',
    'same time as it was before',
    'same time as last time',
    'same as it was',
    'same time as i had',
    'a la misma hora que era',
    'la misma hora que ya tenía',
  ])('reads %j as the same time, and nothing more', (text) => {
    expect(readsSameTime(text)).toBe(true);
  });
});

// Round 43: "same time as usual, 8–10" was asked back, its "usual" unplaced.
describe('the same time said as the usual one', () => {
  it.each(['my usual time', 'same as always', 'como de costumbre', 'at my usual slot'])(
    'reads %j as the same time',
    (text) => {
      expect(readsSameTime(text)).toBe(true);
    },
  );

  it.each([
    ['same time as always, the noon one', 'the noon one'],
    ['como siempre, de 12 a 2', 'de 12 a 2'],
  ])('finds it beside a window in %j', (text, rest) => {
    expect(findSameTime(text)).toMatchObject({ rest });
  });

  it('does not read the usual alone beside something else as the same time alone', () => {
    expect(readsSameTime('my usual time but with doordash')).toBe(false);
  });
});
