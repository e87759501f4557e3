import { readEveryWeeks } from '../../../../lib/recognize/interval';
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
