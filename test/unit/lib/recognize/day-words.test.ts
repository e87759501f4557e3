import fc from 'fast-check';
import { parseDay } from '../../../../lib/calendar';
import {
  findSlashDate,
  readDayOfMonth,
  readDaySpan,
  readsSoonest,
  withDaysOnSpelled,
  withShortNamesUnread,
} from '../../../../lib/recognize/day-words';

describe('a day counted on from today ("T+1"), spelled in words', () => {
  it.each([
    ['t+1 8-10 pls', 'tomorrow 8-10 pls'],
    ['T + 0', 'today'],
    ['T+4, the store guy', 'in 4 days, the store guy'],
  ])('%j is %j', (text, spelled) => {
    expect(withDaysOnSpelled(text)).toBe(spelled);
  });

  it.each(['at+1', 'T+', 'apt 4+1', 't+12'])('%j is left as typed', (text) => {
    expect(withDaysOnSpelled(text)).toBe(text);
  });
});

describe('a day of the month said alone', () => {
  it.each([
    ['the 22nd', 22],
    ['on the 1st please', 1],
    ['el 9', 9],
    ['para el día 14', 14],
    // Round 40: said with "por favor".
    ['el 12, por favor', 12],
  ])('%j is day %i', (text, day) => {
    expect(readDayOfMonth(text)).toBe(day);
  });

  it.each(['9', 'ninth', 'the ninth one', 'the 9th one', 'the 32nd', 'el 9 y el 10'])(
    '%j is none',
    (text) => {
      expect(readDayOfMonth(text)).toBeUndefined();
    },
  );
});

describe('the soonest day', () => {
  it.each([
    'soonest',
    'asap please',
    'the soonest possible',
    'lo antes posible',
    // "Whichever", "whenever" leave the choice to the soonest.
    "whichever's earliest",
    'whenever is soonest for you',
    'cuando sea, lo más pronto posible',
    // Round 34: "soonest y'all can" was no day read.
    "soonest y'all can",
    'as soon as u can',
    "earliest ya'll can do",
    'lo más pronto que puedan',
  ])('%j asks for it', (text) => {
    expect(readsSoonest(text)).toBe(true);
  });

  it.each(['earliest on friday', 'soonest evening', 'friday', 'whenever', "whichever's latest"])(
    '%j says more',
    (text) => {
      expect(readsSoonest(text)).toBe(false);
    },
  );
});

describe('a span of days', () => {
  it.each([
    ['sometime next week', 'sometime next week', ''],
    ['the weekend works', 'the weekend', 'works'],
    ['a finales de la semana que viene', 'a finales de la semana que viene', ''],
    ['el finde porfa', 'el finde', 'porfa'],
    ['saturday this weekend', 'this weekend', 'saturday'],
    // A span said after "in" or "later" (issue 34): no day of it.
    ['sometime during the week', 'sometime during the week', ''],
    ['later on in the week pls', 'later on in the week', 'pls'],
    ['mas tarde en la semana', 'mas tarde en la semana', ''],
    ['durante esta semana', 'durante esta semana', ''],
  ])('%j names %j', (text, said, rest) => {
    expect(readDaySpan(text)).toEqual({ said, rest });
  });

  it.each([
    // A time later than one said: the time of day's reader's.
    'más tarde de las 3',
    'mas tarde que las 5',
    'in a week',
    'in one week',
    'a week from tuesday',
    'dentro de una semana',
    'en una semana',
    'friday',
  ])('%j names none', (text) => {
    expect(readDaySpan(text)).toBeUndefined();
  });
});

describe('a span of days said of "that" week (issue 34, round 34)', () => {
  it.each([
    ['más tarde esa semana', { said: 'mas tarde esa semana', rest: '' }],
    ['a finales de esa semana', { said: 'a finales de esa semana', rest: '' }],
    ['later that week', { said: 'later that week', rest: '' }],
    ['sometime that week pls', { said: 'sometime that week', rest: 'pls' }],
    // "más tarde" alone at a day question is some later day, never this afternoon ("tarde").
    ['más tarde', { said: 'mas tarde', rest: '' }],
    ['un poco más tarde porfa', { said: 'un poco mas tarde', rest: 'porfa' }],
    ['el viernes más tarde', { said: 'mas tarde', rest: 'el viernes' }],
  ])('%j names a span: %j', (text, found) => {
    expect(readDaySpan(text)).toEqual(found);
  });
});

describe('a date typed in numbers (invariant slash-date-is-a-date)', () => {
  it.each([
    ['3/3', { first: 3, second: 3, said: '3/3' }],
    ['sat 10/04 pls', { first: 10, second: 4, said: '10/04' }],
    ['el 25/9', { first: 25, second: 9, said: '25/9' }],
    ['9/25/37', { first: 9, second: 25, year: 2037, said: '9/25/37' }],
    ['9 / 25', { first: 9, second: 25, said: '9 / 25' }],
    // Round 43: "06-06." had been the sixth day listed (a range of positions from 6 to 6).
    ['07-07.', { first: 7, second: 7, said: '07-07' }],
    ['sat 09-06', { first: 9, second: 6, said: '09-06' }],
    ['5-5', { first: 5, second: 5, said: '5-5' }],
  ])('%j is found', (text, found) => {
    expect(findSlashDate(text)).toEqual(found);
  });

  it.each([
    '3',
    '8-10',
    '10-12',
    '9:00-11:00',
    'from 9 to 11',
    '25/25',
    '13/13',
    '1/2/3/4',
    '100/3',
    'the 3rd',
  ])('%j is none', (text) => {
    expect(findSlashDate(text)).toBeUndefined();
  });
});

// invariant short-weekday-stands-as-a-day
describe('a weekday cut short is a day only where it stands as one', () => {
  const SHORT = [
    'sun',
    'mon',
    'tue',
    'tues',
    'wed',
    'thu',
    'thurs',
    'fri',
    'sat',
    'lun',
    'mar',
    'mie',
    'jue',
    'vie',
    'sab',
    'dom',
  ];
  // Made-up names and words that follow no day: none is a time, a date, a leg or a word said of a day.
  const NAMES = [
    'valley',
    'yat',
    'cheri',
    'chiquita',
    'perignon',
    'kartar',
    'ra',
    'gaze',
    'quentin',
    'tiempo',
  ];
  // Before or after these, it stands as a day.
  const AFTER = [
    '',
    '.',
    ', ok',
    ' morning',
    ' 9-11',
    ' 8am',
    ' pickup',
    ' or later',
    ' works',
    ' im off',
    ' instead',
    ' de 9 a 11',
    ' jun 12',
    ' the 12th',
    ' pls',
  ];

  it.each([
    ['sat sri akal', '    sri akal'],
    ['hi from sun valley', 'hi from     valley'],
    ['mar del plata', '    del plata'],
    ['vie de 9 a 11', 'vie de 9 a 11'],
    ['on sat kartar', 'on sat kartar'],
    ['el mar', 'el mar'],
  ])('%j reads %j', (text, read) => {
    expect(withShortNamesUnread(text)).toBe(read);
  });

  it('before a name or another word, it is no day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHORT), fc.constantFrom(...NAMES), (day, name) =>
        withShortNamesUnread(`${day} ${name} here`).startsWith(`${' '.repeat(day.length)} ${name}`),
      ),
    );
  });

  it('alone, after a word placing a day, or before a word that goes with one, it is a day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHORT),
        fc.constantFrom(...AFTER),
        fc.constantFrom(...NAMES),
        (day, after, name) => {
          const kept = (text: string) => withShortNamesUnread(text) === text;
          return kept(`${day}${after}`) && kept(`on ${day} ${name}`) && kept(`el ${day} ${name}`);
        },
      ),
    );
  });

  // Today Mon 2036-06-02 in New York.
  const now = new Date('2036-06-02T14:00:00Z');
  const range = { min: '2036-06-02', max: '2036-06-09' };
  it.each([
    ['Sun Yat-sen Ave, pick up there', undefined],
    ['greetings from Mar del Plata', undefined],
    ['Dom Pérignon on ice', undefined],
    ['sun pls', '2036-06-08'],
    ['this sun, the store guy', '2036-06-08'],
    ['el sab temprano', '2036-06-07'],
    ['fri doesnt work, thu instead', undefined],
  ])('at a day question, %j is %s', async (text, day) => {
    expect(await parseDay(text, now, 'America/New_York', range)).toBe(day);
  });
});
