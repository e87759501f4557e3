/**
 * Among a day's windows, a word may name a provider (invariant reply-words-accounted-for), and a clause
 * of reason that says nothing of a window is commentary (window-choice.ts, invariant
 * window-commentary-says-nothing). Two properties: a window reply with a provider's name no window has
 * added, anywhere and in any words around it, is never read as a window; the same reply with a clause
 * of reason in ordinary words is read as the bare reply.
 */
import fc from 'fast-check';
import { recognizeChoice } from '../../../../lib/recognize';
import { matchWord } from '../../../../lib/recognize/fuzzy-match';
import { isModifier, isNeutral } from '../../../../lib/recognize/neutral-words';
import { tokenize } from '../../../../lib/recognize/normalize';
import type { RecognizerOption } from '../../../../lib/recognize/types';

const ZONE = 'America/New_York';
const at = (hour: number) => `2031-10-14T${String(hour + 4).padStart(2, '0')}:00:00Z`;
const window = (
  value: string,
  from: number,
  to: number,
  label: string,
  feeCents: number,
): RecognizerOption => ({
  value,
  label,
  feeCents,
  synonyms: label === 'Store driver' ? ['store driver', 'chofer de la tienda'] : ['courier', 'mensajero'],
  window: { startTime: at(from), endTime: at(to) },
});

/** A pickup day's windows (New York, summer time): a store driver and DoorDash. */
const WINDOWS: RecognizerOption[] = [
  window('w8', 8, 10, 'Store driver', 0),
  window('w10', 10, 12, 'DoorDash Drive', 1099),
  window('w13', 13, 15, 'Store driver', 499),
  window('w16', 16, 18, 'DoorDash Drive', 899),
];

const read = (text: string) => recognizeChoice(text, WINDOWS, { multi: false, timeZone: ZONE });

/** Replies each read as one window, in English and Spanish. */
const REPLIES = [
  'the 8 to 10',
  'ten to twelve',
  'de 1 a 3',
  'la de las cuatro',
  'the free one',
  '4pm doordash',
  'la más barata con doordash',
  'the 10am one',
];

/** How a name is said beside the reply: after it, before it, with "with", or as who is late in a reason. */
const AROUND = [
  (reply: string, name: string) => `${reply} ${name}`,
  (reply: string, name: string) => `${name} ${reply}`,
  (reply: string, name: string) => `${reply} with ${name}`,
  (reply: string, name: string) => `${reply} con ${name} porfa`,
  (reply: string, name: string) => `${reply}, the ${name} one`,
  (reply: string, name: string) => `${reply} because ${name} is usually on time`,
  (reply: string, name: string) => `${reply} porque ${name} siempre llega`,
];

/** A name no window has: a courier people know, or a made-up one typed as a name. */
const names = fc.oneof(
  fc.constantFrom('Roadie', 'roadie', 'Uber', 'uber', 'Lyft', 'Postmates', 'Shipt', 'GoPuff', 'Veho'),
  // A letter typed three times running is a word drawn out ("Bbby" is "by"), never a name.
  fc.stringMatching(/^[A-Z][a-z]{3,8}$/).filter((name) => !/(.)\1\1/i.test(name)),
);

/** Whether a name could be another word of the reply: a window's, a neutral word or a modifier. */
function placeable(name: string): boolean {
  const words = tokenize(name);
  const windowWords = WINDOWS.flatMap((o) => [o.label, ...(o.synonyms ?? [])].flatMap(tokenize));
  return words.some(
    (w) => isNeutral(w) || isModifier(w) || windowWords.some((o) => matchWord(w, o) !== undefined),
  );
}

/** Clauses of reason in ordinary words: the person's own why, no window in them. */
const REASONS = [
  'because I have a dentist appointment',
  'since my kids get back from school',
  'cause the dog barks otherwise',
  'porque tengo que llevar a mi hija a la escuela',
  'q es cuando regreso del gimnasio',
  'ya que trabajo desde casa',
];

describe('among windows, a provider named that no window has is never a window (invariant reply-words-accounted-for)', () => {
  it('holds for every reply, name and way of saying it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REPLIES), names, fc.constantFrom(...AROUND), (reply, name, around) => {
        const bare = read(reply);
        expect(bare.kind).toBe('picked');
        fc.pre(!placeable(name) && read(name).kind === 'none');
        expect(read(around(reply, name)).kind).not.toBe('picked');
      }),
      { numRuns: 200 },
    );
  });
});

describe('among windows, a clause of reason in ordinary words is commentary (invariant window-commentary-says-nothing)', () => {
  it('the reply with it is read as the bare reply', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REPLIES), fc.constantFrom(...REASONS), (reply, reason) => {
        expect(read(`${reply} ${reason}`)).toEqual(read(reply));
      }),
      { numRuns: 100 },
    );
  });
});
