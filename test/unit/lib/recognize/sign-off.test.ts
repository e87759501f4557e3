/** A closing remark on the person's hurry says no answer (invariant sign-off-says-no-answer). */
import { withoutSignOff } from '../../../../lib/recognize/sign-off';

describe('a sign-off after the answer is set aside', () => {
  it.each([
    ['place it, got to go', 'place it'],
    ['the visa. heading out!', 'the visa'],
    ['2 bags - running late', '2 bags'],
    ['yes; im rushing, thx bye', 'yes'],
    ['la mastercard, ya me voy', 'la mastercard'],
    ['confirmo, tengo prisa gracias', 'confirmo'],
    // Round 34: Spain's Basque "agur" (bye), and the other leave-takings of either language.
    ['Ya está, agur!', 'Ya está'],
    ['listo, hasta luego', 'listo'],
    ['el 2. nos vemos!', 'el 2'],
    ['done, see ya', 'done'],
    ['the visa, take care', 'the visa'],
    ['ya está, ciao', 'ya está'],
    // Round 43: delight said as one goes, "qué nota" (how great) read as the notes.
    ['ya terminé, ¡qué nota!', 'ya terminé'],
    ['eso es todo, qué chévere', 'eso es todo'],
    ['all done - awesome thanks!', 'all done'],
  ])('%j is read as %j', (text, kept) => {
    expect(withoutSignOff(text)).toBe(kept);
  });

  it.each([
    // Only a sign-off: nothing else to read, so it is left whole.
    'gotta run',
    'bye!',
    // Inside the answer, or not wholly a sign-off: left whole.
    'run it through',
    'friday, I have to go to work early',
    'the one in a rush',
    'qué nota',
    'qué nota tiene la lavandería',
    'wash and fold, bye the way the suit too',
  ])('%j is left whole', (text) => {
    expect(withoutSignOff(text)).toBe(text);
  });
});
