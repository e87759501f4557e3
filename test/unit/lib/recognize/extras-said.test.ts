/**
 * Extras said with their service at the services question ("lavado y doblado con el hipoalergénico, y el
 * traje con raya"), read with the default glossary: taken for that service when they name its extras
 * whole, never guessed (invariant extras-said-with-their-service).
 */
import { extrasSaidWith } from '../../../../lib/recognize/extras-said';
import type { RecognizerOption } from '../../../../lib/recognize/types';
import { businessGlossary } from '../../../../lib/words/glossary';
import type { Language } from '../../../../lib/words/language';

const glossary = businessGlossary();
const SERVICES: [string, string, [string, string][]][] = [
  [
    '201',
    'Wash & Fold',
    [
      ['301', 'Hypoallergenic detergent'],
      ['302', 'Fabric softener'],
      ['303', 'Cold wash only'],
    ],
  ],
  ['202', 'Wash & Hang Dry', []],
  ['203', 'Comforter & Bedding', []],
  [
    '204',
    'Dry Clean – Suit',
    [
      ['305', 'Crease press'],
      ['306', 'Stain treatment'],
    ],
  ],
  ['205', 'Dry Clean – Shirt', []],
];
const optionOf = (value: string, name: string, language: Language): RecognizerOption => ({
  value,
  ...glossary.option(name, language),
});
const said = (text: string, chosen: string[], language: Language) =>
  extrasSaidWith(
    text,
    SERVICES.map(([value, name]) => optionOf(value, name, language)),
    SERVICES.filter(([value]) => chosen.includes(value)).map(([value, , extras]) => ({
      value,
      extras: extras.map(([id, name]) => optionOf(id, name, language)),
    })),
  );

describe('extras said with their service', () => {
  it.each([
    ['es', 'el wash & fold con el detergente hipoalergénico, y el traje', ['201', '204'], { 201: ['301'] }],
    [
      'es',
      'lavado y doblado con el hipoalergénico, y el traje con raya',
      ['201', '204'],
      { 201: ['301'], 204: ['305'] },
    ],
    [
      'en',
      'wash and fold with softener and cold wash, plus the suit',
      ['201', '204'],
      { 201: ['302', '303'] },
    ],
    ['en', 'the suit w/ crease press', ['204'], { 204: ['305'] }],
    // Round 40: the next item run into with "and", "n", "y", itself with details.
    [
      'en',
      'wash and fold with softener n the suit w stain treatment',
      ['201', '204'],
      { 201: ['302'], 204: ['306'] },
    ],
    [
      'es',
      'lavado y doblado con suavizante y el traje con raya',
      ['201', '204'],
      { 201: ['302'], 204: ['305'] },
    ],
    // Round 43: details run into another chosen service said bare end at the list word before it.
    ['es', 'el lavado y doblado con suavizante y una camisa', ['201', '205'], { 201: ['302'] }],
    ['en', 'wash & fold w cold wash only plus the suit', ['201', '204'], { 201: ['303'] }],
  ])('%s %j: %j get %j', (language, text, chosen, extras) => {
    expect(Object.fromEntries(said(text, chosen, language as Language))).toEqual(extras);
  });

  it.each([
    // Details naming no extra of the service, or something else, are left to the extras question.
    ['en', 'wash and fold with pickup tomorrow', ['201']],
    ['en', 'a suit with a shirt', ['204', '205']],
    ['es', 'el traje con la camisa', ['204', '205']],
    // An extra of another service, or one said with a doubt, is never given to this one.
    ['en', 'the suit with softener', ['204']],
    ['en', 'wash and fold with maybe softener', ['201']],
    // No details at all.
    ['en', 'wash and fold and the suit', ['201', '204']],
    // What follows names a service not chosen, or the details are none of this one's.
    ['en', 'wash and fold with softener and a comforter', ['201']],
    ['es', 'lavado y doblado con raya y el traje', ['201', '204']],
  ])('%s %j gives no extras', (language, text, chosen) => {
    expect(said(text, chosen, language as Language).size).toBe(0);
  });
});
