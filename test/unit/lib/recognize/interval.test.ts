import { type RecognizerOption, recognizeChoice } from '../../../../lib/recognize';
import { readEveryWeeks, saysVagueInterval } from '../../../../lib/recognize/interval';
import { tokenize } from '../../../../lib/recognize/normalize';

describe('readEveryWeeks: nurse shorthand and typos', () => {
  it.each([
    ['q2 weeks', 2],
    ['q 2 wks', 2],
    ['q3wk', 3],
    ['q week', 1],
    ['evry 4 weeks', 4],
    ['evrey other week', 2],
    ['cada 2 semnaas', 2],
  ])('%j: every %j weeks', (text, weeks) => {
    expect(readEveryWeeks(tokenize(text))?.weeks).toBe(weeks);
  });
  // Spanish "q" is "que" ("más q 2 semanas"); "very" is no "every"; "q2" names no unit.
  it.each(['mas q 2 semanas', 'q 2 semanas', 'very 2 weeks', 'q2'])('%j is no interval', (text) => {
    expect(readEveryWeeks(tokenize(text))).toBeUndefined();
  });
});

describe('readEveryWeeks: "a couple" is 2, and a count it cannot read is no count', () => {
  it.each([
    ['every couple of wks', 2],
    ['each couple weeks', 2],
    ['cada par de semanas', 2],
    ['every pair of weeks', 2],
    ['every single week', 1],
  ])('%j: every %j weeks', (text, weeks) => {
    expect(readEveryWeeks(tokenize(text))?.weeks).toBe(weeks);
  });

  // Words in the count's place that no reader reads: some number of weeks, asked (invariant reply-words-accounted-for).
  it.each([
    'every few weeks',
    'every blessed wonky week',
    'cada tantas semanas',
    'every two-three weeks or so',
  ])('%j is a vague interval', (text) => {
    expect(readEveryWeeks(tokenize(text))).toBeUndefined();
    expect(saysVagueInterval(tokenize(text))).toBe(true);
  });

  // Round 27: two intervals named ("a veces cada semana, a veces cada dos" placed weekly): asked
  // (invariant two-intervals-asked).
  it.each([
    'sometimes every week, sometimes every two',
    'cada semana o cada dos semanas',
    'every 2 weeks or every month',
  ])('%j names two intervals, asked', (text) => {
    expect(saysVagueInterval(tokenize(text))).toBe(true);
  });

  // Near misses: an interval read, or no interval at all; the same interval said twice is one.
  it.each([
    'every week, every week, we have lots of laundry',
    'cada dos semanas, sí, cada dos semanas',
    'every week',
    'every other week',
    'cada semana, por favor',
    'every time, weeks ahead',
    'every one of them',
    // Round 43: one interval said again in other words, or the other language (invariant two-intervals-asked).
    'every other week, cada dos semanas',
    'cada semana, every 7 days',
    'every 4 weeks (every four weeks)',
  ])('%j is no vague interval', (text) => {
    expect(saysVagueInterval(tokenize(text))).toBe(false);
  });
});

describe('a span said alone at a how-often question is how often ("2w", "4 wks", "2 semanas")', () => {
  const often: RecognizerOption[] = ['Just this once', 'Every week', 'Every 2 weeks', 'Every 4 weeks'].map(
    (label, i) => ({ value: String(i), label, role: 'choice', everyWeeks: [0, 1, 2, 4][i] }),
  );
  const read = (text: string) => recognizeChoice(text, often, { multi: false, timeZone: 'UTC' });
  it.each([
    ['2w', '2'],
    ['4 wks', '3'],
    ['2 semanas porfa', '2'],
    ['4sem', '3'],
    ['1w thanks', '1'],
  ])('%j is every so many weeks', (text, value) => {
    expect(read(text)).toEqual({ kind: 'picked', values: [value] });
  });
  // When said, a span no option has, or a count of something else: never how often.
  it.each(['3w', '2 weeks from now', '2 days', '2 bags', 'weeks', 'every 2 not weeks'])(
    '%j picks nothing',
    (text) => {
      expect(read(text).kind).not.toBe('picked');
    },
  );
});

describe('readEveryWeeks: "N times a month" shares out its four weeks', () => {
  it.each([
    ['two times per month', 2],
    ['4 times in a month', 1],
    ['once per month', 4],
    ['dos veces por mes', 2],
    ['una vez en el mes', 4],
  ])('%j: every %j weeks', (text, weeks) => {
    expect(readEveryWeeks(tokenize(text))?.weeks).toBe(weeks);
  });

  // No whole number of weeks: no option is picked for it.
  it.each(['3 times a month', 'twice per week', 'tres veces a la semana'])(
    '%j is no whole number of weeks',
    (text) => {
      expect(readEveryWeeks(tokenize(text))?.weeks).toBeNaN();
    },
  );

  // "times" with no span names no interval.
  it.each(['2 times', 'one time for now', 'a few times a month'])('%j names no interval', (text) => {
    expect(readEveryWeeks(tokenize(text))).toBeUndefined();
  });
});

// Round 42: "One time in each week." was asked back: "each", "every", "cada" before the span, as "a",
// "per" are, with every word of the count read as the interval's.
describe('readEveryWeeks: "N times" each week or month', () => {
  it.each([
    ['one time each week', 1],
    ['two times in every month', 2],
    ['una vez cada semana', 1],
    ['dos veces en cada mes', 2],
  ])('%j: every %j weeks, all its words read', (text, weeks) => {
    const tokens = tokenize(text);
    expect(readEveryWeeks(tokens)).toEqual({ weeks, used: tokens.map((_, i) => i) });
  });
});

describe('readEveryWeeks: "do" for "dos" where it counts the weeks', () => {
  it('"cada do semanas" is every 2 weeks', () => {
    expect(readEveryWeeks(tokenize('cada do semanas nomas'))?.weeks).toBe(2);
  });

  it('"do" counting nothing is no count', () => {
    expect(readEveryWeeks(tokenize('cada do'))).toBeUndefined();
  });
});

// Round 48: "cada semana de por medio" was placed as a weekly subscription (invariant alternation-every-second).
describe('readEveryWeeks: "semana (de) por medio" after "cada" is the phrase, never "cada semana"', () => {
  it.each([
    ['cada semana de por medio', 2],
    ['cada semana por medio porfa', 2],
    ['pues cada semana de por medio nomás', 2],
    ['cada semana', 1],
  ])('%j is every %d weeks', (text, weeks) => {
    expect(readEveryWeeks(tokenize(text))?.weeks).toBe(weeks);
  });
});
