/** A first choice with a fallback (invariant first-choice-if-offered). */
import { readFirstChoice } from '../../../../lib/recognize/first-choice';

describe('a first choice said with a fallback', () => {
  it.each([
    ['tomorrow if you can still fit it in, otherwise wednesday', 'tomorrow', 'wednesday'],
    ["saturday if y'all are open saturdays, else monday", 'saturday', 'monday'],
    ['friday if possible, if not saturday', 'friday', 'saturday'],
    ['wednesday, otherwise thursday', 'wednesday', 'thursday'],
    ['today if there is room or else tomorrow', 'today', 'tomorrow'],
    ['mañana si se puede, si no el jueves', 'mañana', 'el jueves'],
    ['el sábado si trabajan ese día, de lo contrario el lunes', 'el sábado', 'el lunes'],
  ])('%j is %j first, else %j', (text, first, fallback) => {
    expect(readFirstChoice(text)).toEqual({ first, fallback });
  });

  it.each([
    // The person's own condition: the list cannot answer it.
    ['friday if my check clears, otherwise monday'],
    ['el viernes si me pagan, si no el lunes'],
    ['friday'],
    ['friday or saturday'],
    ['tomorrow if you can'],
  ])('%j says no first choice', (text) => {
    expect(readFirstChoice(text)).toBeUndefined();
  });
});
