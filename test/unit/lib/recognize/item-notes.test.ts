/**
 * readItemNotes: a reply to "any notes about <this service>?" asked of each chosen service in turn.
 * Invariant no-note-is-no-note: a reply that says there is no note never becomes the note.
 */
import { readItemNotes, saysSameAsTheOther } from '../../../../lib/recognize/item-notes';
import { businessGlossary } from '../../../../lib/words/glossary';

const ZONE = 'America/New_York';
const glossary = businessGlossary();
const items = (language: 'en' | 'es', ...names: string[]) =>
  names.map((name, i) => ({ value: String(i + 1), ...glossary.option(name, language) }));
const SHIRT_FIRST = items('en', 'Dry Clean – Shirt', 'Wash & Fold', 'Dry Clean – Dress');
const CAMISA_PRIMERO = items('es', 'Dry Clean – Shirt', 'Wash & Fold', 'Dry Clean – Dress');

describe('readItemNotes', () => {
  it.each([
    ['no notes on any of them', { '1': '', '2': '', '3': '' }],
    ['nothing for all of it thanks', { '1': '', '2': '', '3': '' }],
    ['nah, nothing for the dress', { '1': '', '3': '' }],
    ['light starch, and nothing for the dress', { '1': 'light starch', '3': '' }],
    ['nothing for the shirt', { '1': '' }],
    ['fold the towels in thirds', { '1': 'fold the towels in thirds' }],
    ['no bleach and no softener', { '1': 'no bleach and no softener' }],
    ['no, hang them please', { '1': 'no, hang them please' }],
    // A part opened by what it is for ("and for the dress nothing") is that item's none.
    ['light starch. and for the dress nothing', { '1': 'light starch', '3': '' }],
    ['light starch and for the dress, hang it', { '1': 'light starch and for the dress, hang it' }],
    // Tagalog "wala" (none) opening a part, in a Taglish reply kept as typed (invariant wala-by-position);
    // after what it names it is Hindi's "the one", a note's word.
    ['wala po for all', { '1': '', '2': '', '3': '' }],
    ['wala po', { '1': '' }],
    ['the blue wala, hang it', { '1': 'the blue wala, hang it' }],
  ])('reads %j in English', (text, notes) => {
    expect(readItemNotes(text, SHIRT_FIRST, ZONE)).toEqual({ kind: 'notes', notes });
  });

  it.each([
    ['ninguna nota para ninguno', { '1': '', '2': '', '3': '' }],
    ['sin notas para nada', { '1': '', '2': '', '3': '' }],
    ['ninguna nota', { '1': '' }],
    // Round 43: "así" (as it is) beside the none says no more ("no nada así nomás" had been the note).
    ['no, nada, así', { '1': '' }],
    ['ninguna así', { '1': '' }],
    ['así, sin almidón', { '1': 'así, sin almidón' }],
    ['no, nada para el vestido', { '1': '', '3': '' }],
    ['poco almidón y nada para el vestido', { '1': 'poco almidón', '3': '' }],
    ['para la camisa nada, gracias', { '1': '' }],
    ['nada de almidón', { '1': 'nada de almidón' }],
    // "ninguno" said alone is none for this service, never the note (it widens only with "para" or a noun).
    ['ninguno', { '1': '' }],
    ['ninguna, gracias', { '1': '' }],
    ['poco almidón. y pal vestido nada', { '1': 'poco almidón', '3': '' }],
    ['poco almidón, y pa el vestido ninguna nota', { '1': 'poco almidón', '3': '' }],
    ['no hay notas ni pa la camisa ni pal vestido', { '1': '', '3': '' }],
    // "ninguna" before "para" is the none itself, of what it names: never "every service".
    ['ninguno para el vestido', { '3': '' }],
    ['poco almidón, ninguna pal vestido', { '1': 'poco almidón', '3': '' }],
  ])('reads %j in Spanish', (text, notes) => {
    expect(readItemNotes(text, CAMISA_PRIMERO, ZONE)).toEqual({ kind: 'notes', notes });
  });

  // A "nothing" said in a dialect's words (Hawaiian Pidgin "nottin fo da", patois "nuttin fi di", "n"
  // for "and") is read in standard words; the note stays as typed.
  it.each([
    ['light starch n nuttin fi di dress', { '1': 'light starch', '3': '' }],
    ['light starch, an nottin fo di dress', { '1': 'light starch', '3': '' }],
    ['nottin fo da shirt', { '1': '' }],
  ])('reads %j in English, read in standard words', (text, notes) => {
    expect(readItemNotes(text, SHIRT_FIRST, ZONE, 'en')).toEqual({ kind: 'notes', notes });
  });

  // A "nothing" it cannot place, or one beside a note for the same service, is asked back.
  it.each([
    [SHIRT_FIRST, 'no notes this time around'],
    [SHIRT_FIRST, 'nothing for the curtains'],
    [SHIRT_FIRST, 'nothing for the shirt, light starch'],
    [CAMISA_PRIMERO, 'sin notas esta vez'],
    [CAMISA_PRIMERO, 'nada para las cortinas'],
  ])('asks back rather than keep it as a note: %#, %j', (asked, text) => {
    expect(readItemNotes(text, asked, ZONE)).toEqual({ kind: 'unclear' });
  });
});

// Round 44: the other service named by its own words points at it as "the other one" does (invariant
// same-as-the-named-service); words of the service asked now, or of none, name nothing.
describe('the same note as the other service, named by its words', () => {
  const wordsOf = (name: string, language: 'en' | 'es') => {
    const { label, synonyms } = glossary.option(name, language);
    return new Set([label, ...synonyms].flatMap((way) => way.toLowerCase().split(/[^a-z]+/)).filter(Boolean));
  };
  const laundry = (language: 'en' | 'es') => {
    const suit = wordsOf('Dry Clean – Suit', language);
    return new Set([...wordsOf('Wash & Fold', language)].filter((w) => !suit.has(w)));
  };
  const says = (text: string, language: 'en' | 'es') =>
    saysSameAsTheOther(text, laundry(language), wordsOf('Wash & Fold', language));

  it.each([
    ['en', 'Same note as the laundry, please.'],
    ['en', 'ditto the wash and fold'],
    ['en', 'same instructions as for the laundry'],
    ['es', 'la misma nota que el lavado y doblado'],
    ['es', 'igual que la ropa normal porfa'],
  ] as const)("%s %j is the other service's note", (language, text) => {
    expect(says(text, language)).toBe(true);
  });

  it.each([
    ['en', 'same as last time'],
    ['en', 'same note as the suit'],
    ['es', 'lo mismo que la otra vez'],
  ] as const)('%s %j names no other service', (language, text) => {
    expect(says(text, language)).toBe(false);
  });
});
