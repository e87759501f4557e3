/** A reply about the notes on record is that instruction, never their text (invariant notes-instruction-never-saved). */
import { readNotesInstruction } from '../../../../lib/recognize';
import {
  namesNotes,
  readNotesSaid,
  readsRewrite,
  writesNothing,
} from '../../../../lib/recognize/notes-instruction';

describe('an instruction about the notes on record', () => {
  it.each([
    'keep them as they are',
    'just leave it as is',
    'no changes please',
    "don't change them",
    'keep the current notes',
    'leave what is there',
    'déjelas igual',
    'manténgalas como están',
    'no las cambie, gracias',
    'sin cambios',
  ])('%j keeps them', (text) => {
    expect(readNotesInstruction(text)).toBe('keep');
  });

  // Keeping what the store has without knowing whether it has any: "if there are any", "si es que hay".
  it.each([
    'keep whatever they have, if there is anything',
    'same as they had, if any',
    'leave what they had before, if they have any',
    'que queden las que tengan, si es que tienen',
    'déjenlas como antes, si hay algo',
  ])('%j keeps them, whatever there is', (text) => {
    expect(readNotesInstruction(text)).toBe('keep');
  });

  // Round 46: "keep what they got" was saved as the new notes. What is on record said by a clause of
  // having it, whoever holds it and however the verb is said, is the notes on record.
  it.each([
    ['leave whatever you guys have now', 'keep'],
    ["keep what y'all got", 'keep'],
    ['keep what the store already has', 'keep'],
    ["just keep what they've got on file", 'keep'],
    ['déjenlas, lo que ya tienen está bien', 'keep'],
    ['delete what they have', 'clear'],
  ])('%j is %j', (text, instruction) => {
    expect(readNotesInstruction(text)).toBe(instruction);
  });

  // A clause of having that says where, or more, is a note: read as typed.
  it.each(['leave what you have at the side door', 'keep what they got but add the gate code 4521'])(
    '%j is a note',
    (text) => {
      expect(readNotesInstruction(text)).toBeUndefined();
    },
  );

  it.each([
    'wipe them',
    'erase all of it',
    'remove my old notes',
    'get rid of the notes please',
    'clear everything',
    'bórrelas todas',
    'elimine mis notas',
    'quítalas',
  ])('%j clears them', (text) => {
    expect(readNotesInstruction(text)).toBe('clear');
  });

  // Issue 34, round 35's kind: the one note said by its singular pronoun ("la nota": "déjela"), and
  // Caribbean Spanish's dropped s marked by an apostrophe ("bórrala'").
  it.each([
    ['déjela tal cual', 'keep'],
    ["manténla' como están", 'keep'],
    ['consérvenla así', 'keep'],
    ['mantenla igual', 'keep'],
    ['bórrala, por favor', 'clear'],
    ["quítenla' toda'", 'clear'],
    ['elimínela', 'clear'],
    // The infinitive with its pronoun: "mantenerla así", "borrarlo todo".
    ['mantenerla así nomás', 'keep'],
    ['conservarlas igual', 'keep'],
    ['borrarlo todo', 'clear'],
    ['quitarla', 'clear'],
  ])('%j is %s, the note said by its pronoun', (text, instruction) => {
    expect(readNotesInstruction(text)).toBe(instruction);
  });

  it.each([
    'leave them at the side door',
    'keep whites separate',
    'remove lint from the pockets',
    'déjelas con el portero',
    'borrar manchas con cuidado',
    'no fabric softener',
    'ring twice',
  ])('%j is a note, read as typed', (text) => {
    expect(readNotesInstruction(text)).toBeUndefined();
  });
});

// Issue 34, round 21: "them" as it is said and texted ("em", "dem"), or pointed at ("those", "esas").
describe('keeping words with "them" said short, or pointing', () => {
  it.each([
    "keep 'em as is",
    'leave those be',
    'let em be',
    'just keep dem',
    'conserva esas',
    'mantén eso igual',
  ])('%j keeps them', (text) => {
    expect(readNotesInstruction(text)).toBe('keep');
  });

  it.each(['keep em dry', 'leave em by the door', 'let them be folded', 'deja esas con el portero'])(
    '%j is a note, read as typed',
    (text) => {
      expect(readNotesInstruction(text)).toBeUndefined();
    },
  );
});

describe('a question about the notes (a question is not a note)', () => {
  it.each([
    'which notes are on file?',
    'do I have any notes saved',
    'what do my notes say?',
    '¿qué dicen mis notas?',
    'cuales notas tengo guardadas',
    'tienen alguna nota mía?',
  ])('%j asks about them', (text) => {
    expect(readNotesInstruction(text)).toBe('ask');
  });

  it.each([
    'the notes: use the side door',
    'nota: tocar el timbre dos veces',
    'no notes on the shirts please',
  ])('%j is a note', (text) => {
    expect(readNotesInstruction(text)).toBeUndefined();
  });
});

// Issue 34: writing the text again, said in own words, at "Save these notes?".
describe('readsRewrite', () => {
  it.each([
    'hang on, I need to fix it',
    'oops, let me write that again',
    'mejor lo escribo de nuevo',
    'perdón, me faltó algo',
    'quisiera corregirla primero',
    // A slip in the text, named.
    'hold on, I need to correct a mistake',
    'oops typo',
    'sorry I misspelled something',
    'espere, hay un error',
  ])('%j writes the text again', (text) => {
    expect(readsRewrite(text)).toBe(true);
  });

  // Issue 34, round 36's kinds: what was written pointed at ("what I typed"), and something left out said
  // with what it is ("se me olvidó decir que …"): the text written again.
  it.each([
    'lemme fix what I typed',
    'I want to change what I put',
    'espera, se me olvidó decir que el timbre no sirve',
    'wait, I forgot to say the gate code is 4521',
    'oh I left out the part about the dog',
    'me faltó agregar lo del perro',
    'aguarda, quiero corregir lo que escribí',
  ])('%j writes the text again', (text) => {
    expect(readsRewrite(text)).toBe(true);
  });

  it.each([
    'save them',
    'yes',
    'add the side door too',
    'fix the side door',
    'escribir: usen la puerta',
    'I forgot',
    'yes, I forgot nothing',
  ])('%j is no rewriting', (text) => {
    expect(readsRewrite(text)).toBe(false);
  });
});

// Issue 34, round 8: the notes' text after a dash, and a wish before the notes' word.
describe('notes said with their text', () => {
  it.each([
    ['note - leave it with the doorman', 'leave it with the doorman'],
    ['I want to add a note: knock, the bell is broken', 'knock, the bell is broken'],
    ['quisiera escribir una nota – tocar fuerte', 'tocar fuerte'],
    // Round 43: the text labelled as a form is filled in.
    ['Note. Text: leave it with the doorman', 'leave it with the doorman'],
    ['notas, el texto: tocar fuerte', 'tocar fuerte'],
  ])('%j is the notes with %j', (text, said) => {
    expect(readNotesSaid(text)).toBe(said);
  });

  it.each([
    'notes',
    'e-mail: ana@example.com',
    'I want to go - now',
    'nota',
    // Round 24's kind, in words of no round: what kind of note it is, not its text.
    'quisiera poner una nota permanente para la tienda',
    'I want to set a standing note for all my orders',
    'dejar una nota general para todos mis pedidos',
    'text: leave it with the doorman',
  ])('%j has no notes said', (text) => {
    expect(readNotesSaid(text)).toBeUndefined();
  });
});

// Issue 34 (round 11): "keep whatever's there" was saved as the notes' new text.
describe('keeping what is on record without knowing it', () => {
  it.each([
    // Round 24's kind, in words of no round: what is on record said to be fine.
    'lo que ya tienen está bien',
    'whatever the store has is fine',
    'what the laundry has is ok',
    "keep whatever's there",
    // Round 25's kind, in words of no round: said to the store's people (ustedes, vosotros).
    'dejadlas así',
    'mantenganlas como están',
    'no las cambien por favor',
    'leave whatever they have',
    "keep what's on file",
    'déjelas, lo que tengan',
  ])('%j keeps the notes', (text) => {
    expect(readNotesInstruction(text)).toBe('keep');
  });

  it('a note that merely holds the word is a note', () => {
    expect(readNotesInstruction('leave whatever you bring at the side door')).toBeUndefined();
  });

  it.each(['the side door is fine', 'el timbre de abajo está bien', 'ring once is fine'])(
    '%j says what is fine: a note',
    (text) => {
      expect(readNotesInstruction(text)).toBeUndefined();
    },
  );
});

// Issue 34, round 21: the notes named, then their text with no colon.
describe('notes said with their text, no colon between', () => {
  it.each([
    ['notes for the store kindly knock, the bell is broken', 'kindly knock, the bell is broken'],
    ['my notes, hang the shirts please', 'hang the shirts please'],
    ['nota pa la lavandería no usar suavizante nunca', 'no usar suavizante nunca'],
  ])('%j says %j', (text, said) => {
    expect(readNotesSaid(text)).toBe(said);
  });

  // A remark, a sentence about the notes, an instruction, a question, or notes for someone else.
  it.each([
    'notes thanks',
    'my notes are fine as is',
    'notes, keep them as they are',
    'notes what do they say now',
    'a note for the driver to ring twice',
    'note that the pickup is early',
    // "for", texted: whose notes, no text of them.
    'notes 4 da store',
    'my notes 2 the laundry ok',
    // Issue 34, round 35's kind: "for" as Caribbean English says it ("fuh", "fa"), whose notes.
    'notes fuh di store please',
    'a note fa de laundry',
    'my note foh the laundry people',
    // Issue 34, round 30's kind: another wish joined to the notes asked for is no text of them.
    'add a note and also switch my starch',
    'una nota pa la lavandería y cambiar el jabón',
  ])('%j has no notes said', (text) => {
    expect(readNotesSaid(text)).toBeUndefined();
  });
});

// Issue 34, round 21: invariant notes-pointed-at-never-written.
describe('a reply that writes no notes though it has words', () => {
  it.each([
    'not sure what to say tbh',
    'no sé q escribir',
    'the regular stuff regarding the dog',
    'lo mismo de antes sobre el timbre',
  ])('%j writes nothing', (text) => {
    expect(writesNothing(text)).toBe(true);
  });

  it.each([
    'ask about the stain on the blue shirt',
    'call me about the gate code',
    'tell the doorman what to do',
  ])('%j is a note', (text) => {
    expect(writesNothing(text)).toBe(false);
  });
});

// Issue 34, round 32: "déjelas así nomás" was saved as the notes' text.
describe('keeping them as they are, said with "just" or pointed at', () => {
  it.each([
    'keep it like that',
    'leave them that way please',
    'déjalas así nomasito',
    'manténgalas tal cual',
  ])('%j keeps them', (text) => {
    expect(readNotesInstruction(text)).toBe('keep');
  });

  it.each(['leave it like that by the door', 'déjelas así nomás con el portero'])(
    '%j is a note, read as typed',
    (text) => {
      expect(readNotesInstruction(text)).toBeUndefined();
    },
  );
});

// Issue 34, round 38: the notes asked for as the account's ("a note on my account", "una nota en mi
// cuenta"): where they go, never their text.
describe("the notes asked for as the account's", () => {
  it.each([
    'I want to put a note on my account',
    'add a note to my account',
    'quiero poner una nota en mi cuenta',
    'agregar una nota a mi cuenta',
  ])('%j asks for the notes, with no text of them', (text) => {
    expect(namesNotes(text)).toBe(true);
    expect(readNotesSaid(text)).toBeUndefined();
  });

  it.each([
    ['nota en mi cuenta: usen la puerta lateral', 'usen la puerta lateral'],
    ['notes please use the side door on 21st', 'please use the side door on 21st'],
  ])('%j is the notes with their text', (text, said) => {
    expect(readNotesSaid(text)).toBe(said);
  });
});

// Round 43: more to put in the text, said with what it is, at "Save these notes?": written again, never saved.
describe('readsRewrite: something added, said with what it is', () => {
  it.each([
    'hold on, I wanna add "gate code 4521"',
    'also put that the dog is friendly',
    'agrégale también que toquen fuerte',
    'espera, ponle también lo del timbre',
    'quiero añadir que no dejen nada afuera',
  ])('%j writes the text again', (text) => {
    expect(readsRewrite(text)).toBe(true);
  });
  it.each(['ponle', 'sí, guárdalas así', 'save them, thanks', 'ponle, gracias'])(
    '%j asks no rewrite',
    (text) => {
      expect(readsRewrite(text)).toBe(false);
    },
  );
});

// Round 43: the notes asked to be changed, whose they are and that they are the laundry's, a hello
// before it: the notes, with no text of them; a change of something else is no notes.
describe('the notes asked to be changed', () => {
  it.each([
    'hey, I want to edit my laundry notes',
    'hola, quiero cambiar nuestras notas',
    'update the notes please',
  ])('%j asks for the notes, with no text of them', (text) => {
    expect(namesNotes(text)).toBe(true);
    expect(readNotesSaid(text)).toBeUndefined();
  });

  it.each(['update my laundry', 'change the notes on order 5002', 'hi'])('%j names no notes', (text) => {
    expect(namesNotes(text)).toBe(false);
  });
});

// Round 44 (invariant wish-to-write-is-no-text): a wish to write them, its words yet to come, is no text.
describe('a wish to write the notes, with nothing yet written', () => {
  it.each([
    'notes, I want to write something for the driver',
    'notas, quisiera dejarle unas instrucciones al repartidor',
    'my notes, can I add a note about the gate?',
    'notas: quiero escribirle algo al chofer',
  ])('%j has no notes said', (text) => {
    expect(readNotesSaid(text)).toBeUndefined();
  });

  it.each([
    "I'd like to add something about the gate code",
    'quiero ponerle algo al chofer',
    'can i leave him a note',
    'me gustaría agregar unas indicaciones',
  ])('%j writes nothing', (text) => {
    expect(writesNothing(text)).toBe(true);
  });

  it.each([
    ['notas, quiero poner que toquen el timbre', 'quiero poner que toquen el timbre'],
    ['notes, leave it with the doorman please', 'leave it with the doorman please'],
  ])('%j is the notes with their text', (text, said) => {
    expect(readNotesSaid(text)).toBe(said);
  });

  it.each(['put something for the driver: ring twice', 'leave a message with the doorman for me'])(
    '%j is a note',
    (text) => {
      expect(writesNothing(text)).toBe(false);
    },
  );
});
