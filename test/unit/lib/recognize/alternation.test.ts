/**
 * Every second span said as an alternation (invariant alternation-every-second): a span said yes to
 * then no to, by its parts, in English and Spanish, is every 2 weeks and never every week; "every
 * other" with the span left to the question too. Property test of the "every second week" family:
 * whatever the parts, never the bare "every week". Phrasings of no held-out round.
 */
import fc from 'fast-check';
import { type RecognizerOption, recognizeChoice } from '../../../../lib/recognize';
import { readEveryWeeks, saysAlternation } from '../../../../lib/recognize/interval';
import { readMeant } from '../../../../lib/recognize/meant';
import { tokenize } from '../../../../lib/recognize/normalize';

const single = { multi: false, timeZone: 'America/New_York' };
const FREQUENCY: RecognizerOption[] = [
  { value: '0', label: 'Just this once', synonyms: ['once'], everyWeeks: 0 },
  { value: '1', label: 'Every week', synonyms: ['weekly', 'cada semana'], everyWeeks: 1 },
  { value: '2', label: 'Every 2 weeks', synonyms: ['every other week', 'biweekly'], everyWeeks: 2 },
  { value: '4', label: 'Every 4 weeks', synonyms: ['monthly'], everyWeeks: 4 },
];
const read = (text: string) => recognizeChoice(text, FREQUENCY, single);

describe('an alternation of weeks (invariant alternation-every-second)', () => {
  it.each([
    'semana sí semana no',
    'semana si, semana no porfa',
    'una semana sí, la otra no',
    'una sí y otra no',
    'one week on then one week off',
    'week on, week off',
    'a week yes and a week no',
    'every other please',
    'cada otra, gracias',
    'every other monday',
    'cada otro jueves',
  ])('reads %j as every 2 weeks', (text) => {
    expect(read(text)).toEqual({ kind: 'picked', values: ['2'] });
  });

  it('says no negation of what came before', () => {
    expect(readMeant('semana sí, semana no')).toBeUndefined();
    expect(saysAlternation(tokenize('week on, week off'))).toBe(true);
  });

  it.each([
    // A bare yes and no, or a span of days or months, is no every 2 weeks.
    ['sí, no', undefined],
    ['yes no', undefined],
    ['un día sí y otro no', Number.NaN],
    ['un mes sí, un mes no', Number.NaN],
  ])('reads %j as no 2 weeks', (text, weeks) => {
    expect(readEveryWeeks(tokenize(text))?.weeks).toEqual(weeks);
  });

  it.each(['every other day', 'un día sí y otro no'])('never reads %j as an option', (text) => {
    const found = read(text);
    expect(found.kind === 'picked' && ['1', '2'].includes(found.values[0] ?? '')).toBe(false);
  });
});

/** The parts an alternation is said by, each in the forms people type. */
const ONE = ['', 'one ', 'a ', 'una ', 'un '];
const SPAN = ['week ', 'semana '];
const YES = ['yes', 'on', 'sí', 'si'];
const JOIN = [' ', ', ', ' and ', ' y ', ' then ', ', la '];
const SECOND = ['', 'one ', 'a ', 'una ', 'otra ', 'other '];
const NO = ['no', 'off', 'not'];

describe('the "every second week" family (property of invariant alternation-every-second)', () => {
  it('never reads an alternation of weeks as every week', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ONE),
        fc.constantFrom(...SPAN),
        fc.constantFrom(...YES),
        fc.constantFrom(...JOIN),
        fc.constantFrom(...SECOND),
        fc.boolean(),
        fc.constantFrom(...NO),
        (one, span, yes, join, second, again, no) => {
          const text = `${one}${span}${yes}${join}${second}${again ? span : ''}${no}`;
          const found = read(text);
          expect(found.kind === 'picked' && found.values.includes('1')).toBe(false);
          expect(readEveryWeeks(tokenize(text))?.weeks).toBe(2);
        },
      ),
      { numRuns: 300 },
    );
  });
});
