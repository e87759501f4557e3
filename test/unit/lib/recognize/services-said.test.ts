/**
 * The services as a customer lists them, read with the default glossary (lib/words/laundry-glossary.ts):
 * every item of the list is an option or asked back, never dropped (invariant reply-words-accounted-for);
 * a service named with a negation is left out (invariant negated-excluded-never-taken).
 */
import { recognizeChoice } from '../../../../lib/recognize';
import type { RecognizerOption } from '../../../../lib/recognize/types';
import { businessGlossary } from '../../../../lib/words/glossary';
import type { Language } from '../../../../lib/words/language';

/** The sandbox's services (infra/local/sandbox/seed-data.ts), as the services question shows them. */
const SERVICES: [string, string][] = [
  ['201', 'Wash & Fold'],
  ['202', 'Wash & Hang Dry'],
  ['203', 'Comforter & Bedding'],
  ['204', 'Dry Clean – Suit'],
  ['205', 'Dry Clean – Shirt'],
  ['206', 'Dry Clean – Dress'],
  ['207', 'Wash & Press'],
  ['208', 'Dry Clean – Jacket'],
];
const glossary = businessGlossary();
const optionsIn = (language: Language): RecognizerOption[] =>
  SERVICES.map(([value, name]) => ({ value, ...glossary.option(name, language) }));
const read = (text: string, language: Language) =>
  recognizeChoice(text, optionsIn(language), { multi: true, timeZone: 'America/New_York' });

describe('services listed in a reply', () => {
  it.each([
    ['en', 'regular laundry and a dress', ['201', '206']],
    ['en', 'laundry by the pound plus a shirt', ['201', '205']],
    ['es', 'ropa por libra + una camisa, sin edredón', ['201', '205']],
    ['es', 'la ropa normal y un vestido, edredón no', ['201', '206']],
    ['es', 'lavado por libra y el saco', ['201', '208']],
    ['en', 'shirt+dress', ['205', '206']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // "+" joins a list: an item naming no service is asked back with what was read, never dropped.
    ['en', 'a dress + my tuxedo', 'tuxedo'],
    ['en', 'wash & fold + my suite', 'suite'],
    ['es', 'un vestido + mi smoking', 'smoking'],
    ['es', 'ropa por libra y las cortinas', 'cortinas'],
  ])('%s %j is asked back, never read without %j', (language, text, word) => {
    const found = read(text, language as Language);
    expect(found.kind).not.toBe('picked');
    if (found.kind === 'unsure') expect(found.unplaced).toContain(word);
  });
});
