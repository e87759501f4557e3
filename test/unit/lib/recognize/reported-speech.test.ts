/**
 * Another's words passed on by the one typing (issue 34, round 17; invariant
 * reported-speech-is-the-answer). Each phrasing here is one no held-out round had.
 */
import { withoutReportedSpeech } from '../../../../lib/recognize/reported-speech';

describe('a lead-in reporting another is taken off', () => {
  it.each([
    ['my wife says thursday', 'thursday'],
    ['Mr. Ortiz said: 4 bags', '4 bags'],
    ['he said that the 9 to 11 one', 'the 9 to 11 one'],
    ['ok so my boss says place it', 'place it'],
    ['la señora Ortiz dice que dos bolsas', 'dos bolsas'],
    ['mi mamá dijo que sin suavizante', 'sin suavizante'],
    ['doña Carmen dice: el martes', 'el martes'],
    ['bueno, ella dice que sí', 'sí'],
    // The relation said bare, as a name is.
    ['dad says 4 bags', '4 bags'],
    ['boss said to use the amex', 'use the amex'],
    ['mamá dice que el martes', 'el martes'],
  ])('%j is %j', (text, meant) => {
    expect(withoutReportedSpeech(text)).toBe(meant);
  });

  it.each([
    ['my husband wants 2 bags', 'I want 2 bags'],
    ['the lady needs it by friday', 'I need it by friday'],
    ['mi esposa quiere el lavado en seco', 'quiero el lavado en seco'],
    ['el señor necesita que lo recojan hoy', 'necesito que lo recojan hoy'],
  ])('a wish reported is the same wish: %j is %j', (text, meant) => {
    expect(withoutReportedSpeech(text)).toBe(meant);
  });
});

describe('near misses keep their words', () => {
  it.each([
    // Not a verb of saying or wishing, or negated: the meaning is the lead-in's too.
    "she doesn't want extras",
    'he never said friday',
    'ella no quiere suavizante',
    // Nobody named: a name alone, or words that begin so.
    'helen says 4',
    'sheets said to be ironed',
    'the said shirts',
    // A relation that is no one speaking: the thing of a son, or a relation not followed by a verb of saying.
    'sons shirts said to be ironed',
    'dad wanted',
    // Nothing after it.
    'my wife says',
    'mrs k',
  ])('%j stays whole', (text) => {
    expect(withoutReportedSpeech(text)).toBe(text);
  });

  it.each([
    // Told to do something: the instruction is the answer.
    ['my boss says to use the visa', 'use the visa'],
    ['he told me to skip the starch', 'skip the starch'],
  ])('an instruction passed on: %j', (text, rest) => {
    expect(withoutReportedSpeech(text)).toBe(rest);
  });
});
