/**
 * The preferences flow (lib/flows/preferences.ts) as a transcript over in-memory ports: the
 * business's preferences listed with what holds now, one changed and saved at once (every other
 * preference sent back as selected), and the list again until Done. The fake laundry is given two
 * preferences to list.
 */
import type { PreferenceChoice } from '../../../../lib/laundry/schemas';
import { createFakeWorld, FAKE, transcript } from '../../../support/fake-ports';
import { continued, questions, SIGN_IN } from './conversations';

const DETERGENT: PreferenceChoice = {
  id: 1,
  fieldName: 'Detergent',
  options: [
    { id: 11, value: 'Regular', isDefault: true, selected: false },
    { id: 12, value: 'Hypoallergenic', isDefault: false, selected: false },
  ],
};
const STARCH: PreferenceChoice = {
  id: 2,
  fieldName: 'Starch',
  options: [
    { id: 21, value: 'None', isDefault: false, selected: true },
    { id: 22, value: 'Light', isDefault: false, selected: false },
  ],
};
const ASK_PREFERENCE = 'Which preference would you like to change?';
const MENU = 'What would you like to do?';

/** A signed-in customer at the menu, in a world whose laundry lists Detergent and Starch. */
async function atMenu() {
  const world = createFakeWorld();
  jest
    .spyOn(world.laundry, 'listPreferenceChoices')
    .mockImplementation(async () => structuredClone([DETERGENT, STARCH]));
  const at = await transcript(world.engine, SIGN_IN);
  return { world, at };
}

describe('preferences flow', () => {
  it('a preference picked and answered is saved at once, the others sent back as they are, and the list shown again', async () => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, [
      'preferences and notes',
      'detergent',
      'hypoallergenic',
      'done',
    ]);

    expect(questions(saved)).toEqual([ASK_PREFERENCE, 'Detergent: which one?', ASK_PREFERENCE, MENU]);
    expect(saved.text).toContain('Detergent: Regular (default)');
    expect(saved.text).toContain('Starch: None');
    expect(saved.text).toContain('Detergent: Hypoallergenic. Saved.');
    expect(world.laundry.callsOf('updatePreferences')).toEqual([
      {
        method: 'updatePreferences',
        args: [
          FAKE.token,
          FAKE.customerId,
          { businessId: FAKE.businessId, preferenceOptions: { 1: [12], 2: [21] } },
        ],
      },
    ]);
    expect(world.errors).toEqual([]);
  });

  it('an answer that is none of the options is asked again and saves nothing', async () => {
    const { world, at } = await atMenu();
    const refused = await continued(world, at, ['preferences and notes', 'starch', 'extra heavy']);

    expect(questions(refused)).toEqual([ASK_PREFERENCE, 'Starch: which one?', 'Starch: which one?']);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
  });

  it('"done" at the list leaves for the menu with nothing sent', async () => {
    const { world, at } = await atMenu();
    const left = await continued(world, at, ['preferences and notes', 'done']);

    expect(questions(left)).toEqual([ASK_PREFERENCE, MENU]);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
    expect(world.laundry.callsOf('updateNotes')).toEqual([]);
  });

  // Issue 34, round 6: nothing more wanted, in own words.
  // Round 26's kinds: said for a household, or of the list as settled.
  it.each([
    "i'm good, thanks",
    'estoy bien así, gracias',
    "we're good, thx",
    'ya quedó todo',
    // Rounds 37 and 38: the list said complete, good "for now", thanks in Portuguese.
    'Complete.',
    'all complete',
    'im good now, obrigada',
    "that's it for now",
    'all good for now',
    'listo por hoy, gracias',
    'ya acabé',
    // Round 43: thanks alone (invariant thanks-alone-is-done), and delight said as one goes
    // (invariant sign-off-says-no-answer): "qué nota" is how great, never the notes.
    'thank you!',
    'ok, muchas gracias',
    'ya terminé, ¡qué nota!',
  ])('%j at the list leaves for the menu with nothing sent', async (done) => {
    const { world, at } = await atMenu();
    const left = await continued(world, at, ['preferences and notes', done]);
    expect(questions(left)).toEqual([ASK_PREFERENCE, MENU]);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
  });

  // Issue 34, round 30's kind: "nomás" (just, no more) closing the list; fuzzily it was "notas", the notes.
  it.each(['eso nomás, gracias', 'ya con eso nomás', 'nomás'])(
    '%j at the list leaves for the menu, the notes not opened',
    async (done) => {
      const { world, at } = await atMenu();
      const left = await continued(world, at, ['preferences and notes', done]);
      expect(questions(left)).toEqual([ASK_PREFERENCE, MENU]);
      expect(left.state.stack.map((f) => f.flow)).toEqual(['menu']);
    },
  );
});

// Round 43: "please" alone, or thanks with an entry named, is no Done.
describe('thanks beside an entry, or politeness alone, is no Done', () => {
  it.each(['please', 'starch, thanks'])('%j at the list stays in the preferences', async (reply) => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, ['preferences and notes', reply]);
    expect(asked.state.stack.map((f) => f.flow)).toEqual(['menu', 'preferences']);
  });
});

// Issue 34, round 30's kind: the list comes back after each change, so the entry wanted is said as the
// one next ("the notes next", "ahora las notas"): that entry, never asked back for the word of order.
describe('the entry wanted said as the next one at the list', () => {
  it.each(['and now the notes', 'next my notes please', 'ahora las notas', 'luego las notas'])(
    '%j opens the notes',
    async (reply) => {
      const { world, at } = await atMenu();
      const asked = await continued(world, at, ['preferences and notes', reply]);
      expect(asked.state.stack.map((f) => f.flow)).toEqual(['menu', 'preferences', 'notes']);
    },
  );
});

// Issue 34, round 8: a preference changed from the menu in own words (invariant preference-is-not-the-order).
describe('a preference changed from the menu in own words', () => {
  it('"switch my detergent over to hypoallergenic please" saves it at once, and the list is shown', async () => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, ['switch my detergent over to hypoallergenic please']);
    expect(saved.text).toContain('Detergent: Hypoallergenic. Saved.');
    expect(questions(saved)).toEqual([ASK_PREFERENCE]);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([
      {
        method: 'updatePreferences',
        args: [
          FAKE.token,
          FAKE.customerId,
          { businessId: FAKE.businessId, preferenceOptions: { 1: [12], 2: [21] } },
        ],
      },
    ]);
  });

  // Round 26's kind: the menu's entry by its short form, then the wish with its option.
  it('"prefs: switch detergent to hypoallergenic for all our orders" saves it at once', async () => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, [
      'prefs: switch detergent to hypoallergenic for all our orders',
    ]);
    expect(saved.text).toContain('Detergent: Hypoallergenic. Saved.');
    expect(world.laundry.callsOf('updatePreferences').map((call) => call.args[2])).toEqual([
      { businessId: FAKE.businessId, preferenceOptions: { 1: [12], 2: [21] } },
    ]);
  });

  it.each(['I want to change the soap you use', 'quisiera cambiar el jabón que me usan'])(
    '%j asks which detergent, nothing saved yet',
    async (text) => {
      const { world, at } = await atMenu();
      const asked = await continued(world, at, [text]);
      expect(questions(asked).at(-1)).toMatch(/^(Detergent: which one\?|Detergente)/);
      expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
    },
  );

  it('"change the detergent on my next order" is no preference: nothing is saved, the list is not opened', async () => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, ['change the detergent on my next order to hypoallergenic']);
    expect(asked.state.stack.map((f) => f.flow)).not.toContain('preferences');
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
  });
});

// Issue 34, round 21: the menu's entry named before the wish, and the option right after the preference
// ("poner el almidón ligero por defecto"): that option saved, and no notes written.
describe('a preference and its option said at the menu with the entry named first, or with no "to"', () => {
  it.each([
    ["settings - I'd like to switch my starch over to light", { 2: [22] }, 'Starch: Light. Saved.'],
    ['quiero poner el almidón ligero de ahora en adelante', { 2: [22] }, 'Starch: Light. Saved.'],
    [
      'preferencias: cámbienme el detergente, hipoalergénico',
      { 1: [12], 2: [21] },
      'Detergent: Hypoallergenic. Saved.',
    ],
    // Rounds 22, 23 and 28: the option before the verb or the preference, or with "make" / "que usen".
    ['id like to set light starch as the default', { 2: [22] }, 'Starch: Light. Saved.'],
    ['my starch I need to switch, light from now on', { 2: [22] }, 'Starch: Light. Saved.'],
    ['settings, make my starch light for all my orders', { 2: [22] }, 'Starch: Light. Saved.'],
    ['necesito que usen almidón ligero de ahora en adelante', { 2: [22] }, 'Starch: Light. Saved.'],
    // Round 38: stated with its option and no verb of changing, the entry named first, said to stand, or
    // written as the list shows it: the list opened with the option dropped looked done.
    [
      'Preferencias: queremos detergente hipoalergénico para todo',
      { 1: [12], 2: [21] },
      'Detergent: Hypoallergenic. Saved.',
    ],
    ['prefs - we would like light starch', { 2: [22] }, 'Starch: Light. Saved.'],
    [
      'we want hypoallergenic detergent from now on',
      { 1: [12], 2: [21] },
      'Detergent: Hypoallergenic. Saved.',
    ],
    ['Almidón: ligero', { 2: [22] }, 'Starch: Light. Saved.'],
  ])('%j saves that option at once, and nothing else', async (reply, preferenceOptions, said) => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, [reply]);
    expect(saved.text).toContain(said);
    expect(questions(saved)).toEqual([ASK_PREFERENCE]);
    expect(world.laundry.callsOf('updatePreferences').map((call) => call.args[2])).toEqual([
      { businessId: FAKE.businessId, preferenceOptions },
    ]);
    expect(world.laundry.callsOf('updateNotes')).toEqual([]);
  });

  // The list named first, then a preference with a negation: that preference's question, no option
  // guessed from the negation (never the list with the preference dropped, nor "not X" read as the other).
  it.each([
    ['prefs - detergent, not the scented one', 'Detergent: which one?'],
    ['Preferences: no heavy starch please', 'Starch: which one?'],
    // An option no preference has, said with the list named first.
    ['preferences: purple starch', 'Starch: which one?'],
  ])('%j asks %j, nothing saved', async (reply, question) => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, [reply]);
    expect(questions(asked)).toEqual([question]);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
  });

  it('"I want to change my starch because it scratches" asks which starch, nothing saved', async () => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, ['I want to change my starch because it scratches']);
    expect(questions(asked)).toEqual(['Starch: which one?']);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
    expect(world.laundry.callsOf('updateNotes')).toEqual([]);
  });
});

describe('notes said with their text at the preferences list', () => {
  it('"note - knock, the bell is broken" is previewed with that text, and sent once confirmed', async () => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, [
      'preferences and notes',
      'note - knock, the bell is broken',
      'yes',
    ]);
    expect(saved.text).toContain('Notes: knock, the bell is broken');
    expect(world.laundry.callsOf('updateNotes').map((call) => call.args[2])).toEqual([
      { businessId: FAKE.businessId, notes: 'knock, the bell is broken' },
    ]);
  });
});

describe('the notes asked for from the menu in own words', () => {
  it.each([
    "I'd like to leave some notes for the store",
    'quiero dejarles unas notas',
    // Round 38: the notes as the account's, where "en mi cuenta" had been taken for their text.
    'I want to put a note on my account',
    'quiero poner una nota en mi cuenta',
  ])('%j opens the notes', async (text) => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, [text]);
    expect(asked.state.stack.map((f) => f.flow)).toEqual(['menu', 'notes']);
  });

  it('"add a note: knock twice" at the menu previews that text and sends it once confirmed', async () => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, ['add a note: knock twice', 'yes']);
    expect(world.laundry.callsOf('updateNotes').map((call) => call.args[2])).toEqual([
      { businessId: FAKE.businessId, notes: 'knock twice' },
    ]);
    expect(saved.text).toContain('Notes: knock twice');
  });

  it('"leave a note for the driver" at the menu opens no notes', async () => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, ['leave a note for the driver']);
    expect(asked.state.stack.map((f) => f.flow)).toEqual(['menu']);
  });
});

describe('a preference and the notes asked for together from the menu', () => {
  it.each([
    'I want to change how you wash my clothes and add a note',
    'quisiera cambiar cómo lavan mi ropa y las notas',
    // Issue 34, round 30's kind: the notes asked for in own words after "and" ("leave a note for the
    // laundry"), which no fixed ending reads: carried to the list, they chose the notes for the person.
    'could I update my settings and write a note for the store',
    'quiero cambiar mis preferencias y dejarles una nota pa la lavandería',
    'set my preferences plus put a note for the laundry',
    // The notes asked for first: their "text" was the wish after them ("and change my detergent").
    'leave a note for the laundry and change my detergent',
    'dejarles una nota pa la lavandería y cambiar el jabón',
  ])('%j opens the list, and neither a preference nor the notes are chosen for the person', async (text) => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, [text]);
    expect(asked.state.stack.map((f) => f.flow)).toEqual(['menu', 'preferences']);
    expect(questions(asked).at(-1)).toMatch(/Which preference would you like to change\?|¿Qué preferencia/);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
  });
});

// Issue 34, round 13: a preference named at the list by its option alone.
describe('a preference named by its option at the list', () => {
  it.each([
    ['me gustaría el hipoalergénico', { 1: [12], 2: [21] }, 'Detergent: Hypoallergenic. Saved.'],
    ['light please', { 2: [22] }, 'Starch: Light. Saved.'],
  ])('%j saves that option of its preference at once', async (reply, preferenceOptions, said) => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, ['preferences and notes', reply]);
    expect(saved.text).toContain(said);
    expect(questions(saved)).toEqual([ASK_PREFERENCE, ASK_PREFERENCE]);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([
      {
        method: 'updatePreferences',
        args: [FAKE.token, FAKE.customerId, { businessId: FAKE.businessId, preferenceOptions }],
      },
    ]);
  });

  it('an option no preference has ("extra heavy") saves nothing and asks again', async () => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, ['preferences and notes', 'extra heavy']);
    expect(questions(asked)).toEqual([ASK_PREFERENCE, ASK_PREFERENCE]);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
  });
});

// Issue 34, round 21: a question about the options names one, yet chooses none (invariant preference-question-never-chosen).
describe('a question about the options at a preference', () => {
  it.each([
    'which one is best for eczema, the hypoallergenic?',
    '¿cuál conviene pa las alergias, el hipoalergénico?',
  ])('%j at the detergent question saves nothing and asks it again', async (reply) => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, ['preferences and notes', 'detergent', reply]);
    expect(questions(asked)).toEqual([ASK_PREFERENCE, 'Detergent: which one?', 'Detergent: which one?']);
    expect(asked.text).toContain("I can't advise which one suits you");
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
  });

  it('"which detergent is the hypoallergenic one?" at the list opens the detergent question, nothing saved', async () => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, [
      'preferences and notes',
      'which detergent is the hypoallergenic one?',
    ]);
    expect(questions(asked)).toEqual([ASK_PREFERENCE, 'Detergent: which one?']);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
  });
});

// Issue 34, round 21: the notes chosen with their text, no colon between (invariant notes-said-with-their-text).
describe('the notes chosen at the list with their text, no colon between', () => {
  it('"notes for the store kindly knock, the bell is broken" is previewed with that text, and sent once confirmed', async () => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, [
      'preferences and notes',
      'notes for the store kindly knock, the bell is broken',
      'yes',
    ]);
    expect(saved.text).toContain('Notes: kindly knock, the bell is broken');
    expect(world.laundry.callsOf('updateNotes').map((call) => call.args[2])).toEqual([
      { businessId: FAKE.businessId, notes: 'kindly knock, the bell is broken' },
    ]);
  });
});

// Issue 34, round 21: the option and the preference in everyday words (lib/words/laundry-glossary.ts).
describe('a preference and its option in everyday words', () => {
  it('"allergy free please" at the detergent is Hypoallergenic', async () => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, ['preferences and notes', 'detergent', 'allergy free please']);
    expect(saved.text).toContain('Detergent: Hypoallergenic. Saved.');
  });
});

// Issue 34, rounds 22, 23 and 28: a preference said at the menu with its option before the verb or the
// preference, or with "make" / "que usen": its option saved, never the list shown with the option dropped.
describe('a preference and its option said at the menu in any order', () => {
  // Near misses: an order with a detergent is no preference; a preference made something no option is
  // asks that preference's question, nothing saved.
  it('"make my starch crunchy from now on" asks which starch, nothing saved', async () => {
    const { world, at } = await atMenu();
    const asked = await continued(world, at, ['make my starch crunchy from now on']);
    expect(questions(asked)).toEqual(['Starch: which one?']);
    expect(world.laundry.callsOf('updatePreferences')).toEqual([]);
  });
});
