/**
 * A rest that only trails off ("… and stuff", "… y todo eso"): the words before it said loosely, no
 * answer of its own (lib/recognize/vague-tail.ts, invariant vague-tail-answers-nothing).
 */
import { trailsOff, withoutVagueTail } from '../../../../lib/recognize/vague-tail';

describe('a rest that only trails off (invariant vague-tail-answers-nothing)', () => {
  it.each([
    'stuff',
    'all that',
    'all that stuff',
    'so on',
    'so forth',
    'whatnot',
    'the like',
    'etc',
    'etc.',
    'everything',
    'things like that',
    'eso',
    'todo eso',
    'esas cosas',
    'lo demás',
    'todo lo demás',
    'demás',
    'cosas así',
    'etcétera',
  ])('%j says nothing of its own', (rest) => {
    expect(trailsOff(rest)).toBe(true);
  });

  it.each([
    'friday',
    'the shirts',
    '3 bags',
    'such a mess',
    'eso es todo',
    'todo el resto en frío',
    'that is it',
    'stuff it in one bag',
    '',
  ])('%j says something of its own (or nothing at all)', (rest) => {
    expect(trailsOff(rest)).toBe(false);
  });
});

describe('the reply without a tail that only trails off', () => {
  it.each([
    ['mis notas y todo eso', 'mis notas'],
    ['the prices, etc.', 'the prices'],
    ['shirts and pants and all that stuff', 'shirts and pants'],
    ['las preferencias, y esas cosas', 'las preferencias'],
  ])('%j is %j', (text, head) => {
    expect(withoutVagueTail(text)).toBe(head);
  });
  it.each(['the shirts and the pants', 'and such', 'notes', 'eso es todo'])('%j has none', (text) => {
    expect(withoutVagueTail(text)).toBeUndefined();
  });
});
