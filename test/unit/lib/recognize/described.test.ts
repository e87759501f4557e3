/**
 * What a thing has, said instead of choosing the extra it implies (lib/recognize/described.ts, invariant
 * described-extra-asked). Phrasings of the held-out rounds are not repeated here.
 */
import { recognizeChoice } from '../../../../lib/recognize';
import { namedOnlyAsHad } from '../../../../lib/recognize/described';

const stainWords = new Set(['stain', 'stains', 'mancha', 'manchas', 'treatment', 'tratamiento']);
const names = (word: string) => stainWords.has(word);

describe('an extra named only as what a thing has (invariant described-extra-asked)', () => {
  it.each([
    'the shirt has a red wine stain near the cuff',
    "there's a stain on the sleeve",
    'there is a big grease stain',
    'la chaqueta tiene una mancha de grasa',
    'hay una mancha de vino en el cuello',
    'tienen manchas de sudor',
  ])('%j describes', (text) => {
    expect(namedOnlyAsHad(text, names)).toBe(true);
  });

  it.each([
    // Named outside what it describes, or asked to be done.
    'stain treatment please, it has a wine stain',
    'tiene una mancha de grasa, sáquenla porfa',
    'it has a stain, can you treat it',
    // Pointing at an option.
    'el que tiene manchas',
    'the one that has stain treatment',
    // Nothing had.
    'stains',
    'quiten la mancha',
  ])('%j chooses', (text) => {
    expect(namedOnlyAsHad(text, names)).toBe(false);
  });

  const extras = [
    { value: '1', label: 'Crease press' },
    {
      value: '2',
      label: 'Stain treatment',
      synonyms: ['stain removal', 'stains', 'manchas', 'quitar la mancha'],
    },
    { value: 'none', label: 'No extras', none: true as const },
  ];
  const read = (text: string) => recognizeChoice(text, extras, { multi: true, timeZone: 'UTC' });

  it.each(['the collar has a lipstick stain', 'hay una mancha de tinta en el bolsillo'])(
    '%j is asked back, never taken',
    (text) => {
      expect(read(text)).toMatchObject({ kind: 'unsure', values: ['2'] });
    },
  );

  it.each(['stain treatment, the collar has a lipstick stain', 'stains please'])('%j is taken', (text) => {
    expect(read(text)).toEqual({ kind: 'picked', values: ['2'] });
  });
});
