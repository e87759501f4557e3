/**
 * A note ending on a question to the store (lib/recognize/asks-the-store.ts, invariant
 * note-question-asked-back). Phrasings of the held-out rounds are not repeated here.
 */
import { asksTheStore } from '../../../../lib/recognize/asks-the-store';

describe('a note that ends asking the store what it can do (invariant note-question-asked-back)', () => {
  it.each([
    ['there is a wine stain on the collar, can u get it out?', 'can u get it out?'],
    ['collar is frayed. could you mend it?', 'could you mend it?'],
    ['do you do hemming?', 'do you do hemming?'],
    ['the zipper is stuck, is it possible to fix?? 🙏', 'is it possible to fix??'],
    ['any way to get the smell out?', 'any way to get the smell out?'],
    ['tiene una mancha de café, ¿se puede quitar?', 'se puede quitar?'],
    ['el cierre no sube, lo pueden arreglar?', 'lo pueden arreglar?'],
    ['¿hay forma de sacarle el brillo a las rodillas?', 'hay forma de sacarle el brillo a las rodillas?'],
    // Taglish: "pwede" (can) and the question particle "ba" ask it as "puede" does.
    ['kuya pwede po ba i-steam yung blazer?', 'kuya pwede po ba i-steam yung blazer?'],
    ['may mantsa yung collar, puwede tanggalin?', 'puwede tanggalin?'],
    ['plantsahin ba yung polo?', 'plantsahin ba yung polo?'],
  ])('%j asks %j', (text, question) => {
    expect(asksTheStore(text)).toBe(question);
  });

  it.each([
    // A request asked as a favour is the note.
    'could you please hang the shirts?',
    'can the driver pls knock, the bell is broken?',
    '¿me lo pueden planchar, por favor?',
    'lo pueden coser porfa?',
    // No question mark: a wish, the note.
    'the button is loose, if you can sew it',
    'si lo pueden coser',
    // A question that asks the store nothing it can do.
    'fold the towels in thirds?',
    'no starch?',
  ])('%j is no question to the store', (text) => {
    expect(asksTheStore(text)).toBeUndefined();
  });
});

describe('a note asking what a word means (invariant note-asking-what-a-word-means)', () => {
  it.each([
    'whats a crease press',
    'what does delicate cycle mean?',
    'what are dryer balls',
    '¿qué es el filo?',
    'que significa tintorería',
    'qué quiere decir almidón ligero',
    // Round 39: whom it is asked of, said first.
    'teacher what is note?',
    'sir whats bleach',
    '¿profe qué es el suavizante?',
  ])('%j is a question, never the note', (text) => {
    expect(asksTheStore(text)).toBeDefined();
  });

  it.each([
    // A reason, a remark or an instruction that opens like a question.
    'que es de lana, con cuidado',
    'what a mess, soak the collar',
    'whatever you do, no bleach',
    'que no lleve almidón',
    'teacher please ring twice',
  ])('%j is a note', (text) => {
    expect(asksTheStore(text)).toBeUndefined();
  });
});

// Round 40: "¿Qué me recomendás poner?" and "¿Notas de qué tipo?" were written on the ticket.
describe('a note asking which, what or how (invariant note-asking-which-or-how)', () => {
  it.each([
    'which one is best for silk?',
    'how do you want it written?',
    '¿cuál me conviene?',
    '¿de qué color la bolsa?',
    'suavizante?',
    // Round 41: a Spanish question opened with its mark, asked of the store.
    'las camisas, ¿las entregáis dobladas?',
  ])('%j is asked back', (text) => {
    expect(asksTheStore(text)).toBeDefined();
  });

  it.each(['que no lleve almidón?', 'no softener?', 'hang the blouses, the silk ones'])(
    '%j is a note',
    (text) => {
      expect(asksTheStore(text)).toBeUndefined();
    },
  );
});

// Round 43: a question of advice with no question mark was written on the ticket.
describe('a note asking the store for its advice (invariant note-asking-advice)', () => {
  it.each([
    ['ni idea, cuál nos sugieren', 'cuál nos sugieren'],
    ['no estoy segura. que me aconseja', 'que me aconseja'],
    ['idk, what would you recommend for silk', 'what would you recommend for silk'],
    ['which do u suggest', 'which do u suggest'],
  ])('%j asks %j', (text, question) => {
    expect(asksTheStore(text)).toBe(question);
  });

  it.each([
    // Left to the store: asks nothing, and is the note.
    'lo que me recomiende está bien',
    'whatever you suggest',
    'as you recommend, light starch',
    // A verb of advising with no question word.
    'recommended by my tailor: hand wash',
  ])('%j is a note', (text) => {
    expect(asksTheStore(text)).toBeUndefined();
  });
});

// Round 45: a question about the question itself, with no mark, was written as the note.
describe('a note asking what the question asks (invariant note-asking-what-is-asked)', () => {
  it.each([
    'hm which instructions',
    'huh what kind of notes',
    'notes like what',
    'uh such as what',
    'perdón, ¿cuáles notas?',
    'que indicaciones, tipo qué',
    'notas como cuáles',
    'instrucciones de qué',
    'like for example?',
  ])('%j is asked back', (text) => {
    expect(asksTheStore(text)).toBeDefined();
  });

  it.each([
    'fold it like what you did last time',
    'same notes as before',
    'press like a uniform',
    'no starch, for example on the collars',
    'lo que diga la nota del saco',
  ])('%j is a note', (text) => {
    expect(asksTheStore(text)).toBeUndefined();
  });
});

// Round 46: a question about what to write, opened with a sound of thinking, and a question ended on a
// tag of whether it is possible ("or is that not a thing"), were written on the ticket.
describe('a question read past its sound of thinking, or by its tag of whether (invariant tag-of-whether-is-a-question)', () => {
  it.each([
    ['umm what do most folks put here?', 'umm what do most folks put here?'],
    ['hmm ok which one do people usually pick?', 'hmm ok which one do people usually pick?'],
    [
      'could the courier text me first, or is that not possible',
      'could the courier text me first, or is that not possible',
    ],
    ['can you steam the blazer? or not', 'can you steam the blazer? or not'],
    ['¿pueden dejarlo con el portero? o no se puede', '¿pueden dejarlo con el portero? o no se puede'],
  ])('%j asks %j', (text, question) => {
    expect(asksTheStore(text)).toBe(question);
  });

  it.each([
    // An "or" that goes on with what to do, and a polite request with no tag, are the note.
    'call me or text me when you are here',
    'could the driver please ring twice?',
    'hmm, no starch please',
    'plancha la camisa o no la planches, da igual',
  ])('%j is no question to the store', (text) => {
    expect(asksTheStore(text)).toBeUndefined();
  });
});
