/**
 * The notes flow (lib/flows/notes.ts) as a transcript over in-memory ports: the notes on record
 * shown, new ones previewed and confirmed, then sent to the laundry service and kept in the bot's
 * notes store; kept notes send nothing.
 */
import type { DialogInput } from '../../../../lib/dialog/types';
import { createFakeWorld, FAKE, FAKE_NOW, transcript } from '../../../support/fake-ports';
import { continued, questions, SIGN_IN } from './conversations';

/** `/laundry notes`: typed, "notes" is the menu's "Preferences and notes". */
const OPEN_NOTES: DialogInput = { type: 'open', word: 'notes' };
const ASK_NOTES = 'What should your notes for the laundry say?';
const MENU = 'What would you like to do?';

async function atMenu() {
  const world = createFakeWorld();
  const at = await transcript(world.engine, SIGN_IN);
  return { world, at };
}

describe('notes flow', () => {
  it('new notes are previewed, confirmed, then sent to the service once and kept to show next time', async () => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, [OPEN_NOTES, 'No fabric softener, please', 'save notes']);

    expect(questions(saved)).toEqual([ASK_NOTES, 'Save these notes?', MENU]);
    expect(saved.text).toContain(
      "I don't have notes of yours on record; the store may have some from before.",
    );
    expect(saved.text).toContain('Notes: No fabric softener, please');
    expect(saved.text).toContain('Your notes are saved.');
    expect(world.laundry.callsOf('updateNotes').map((call) => call.args)).toEqual([
      [FAKE.token, FAKE.customerId, { businessId: FAKE.businessId, notes: 'No fabric softener, please' }],
    ]);
    expect(world.customerNotes.byCustomer.get(FAKE.customerId)).toEqual({
      notes: 'No fabric softener, please',
      updatedAt: FAKE_NOW.toISOString(),
    });

    // Next time, the notes on record are shown before the question.
    const shown = await continued(world, saved, [OPEN_NOTES]);
    expect(shown.text).toContain('Your notes for the laundry: "No fabric softener, please"');
    expect(world.errors).toEqual([]);
  });

  it('"clear notes" asks to confirm the clearing, then sends empty notes', async () => {
    const { world, at } = await atMenu();
    const cleared = await continued(world, at, [OPEN_NOTES, 'clear notes', 'yes']);

    expect(questions(cleared)).toEqual([ASK_NOTES, 'Clear your notes?', MENU]);
    expect(cleared.text).toContain('Your notes will be empty.');
    expect(cleared.text).toContain('Your notes are cleared.');
    expect(world.laundry.callsOf('updateNotes').map((call) => call.args[2])).toEqual([
      { businessId: FAKE.businessId, notes: '' },
    ]);
    expect(world.customerNotes.byCustomer.get(FAKE.customerId)?.notes).toBe('');
  });

  it('"keep them" leaves the notes as they are and sends nothing', async () => {
    const { world, at } = await atMenu();
    const kept = await continued(world, at, [OPEN_NOTES, 'keep them']);

    expect(questions(kept)).toEqual([ASK_NOTES, MENU]);
    expect(kept.text).toContain('OK, your notes stay as they are.');
    expect(world.laundry.callsOf('updateNotes')).toEqual([]);
    expect(world.customerNotes.byCustomer.size).toBe(0);
  });

  it.each(['leave them the way they are', 'just keep what I have', 'déjelas como están'])(
    '%j is an instruction to keep them, never their text: nothing is sent',
    async (reply) => {
      const { world, at } = await atMenu();
      const kept = await continued(world, at, [OPEN_NOTES, reply]);

      expect(questions(kept)).toEqual([ASK_NOTES, MENU]);
      expect(world.laundry.callsOf('updateNotes')).toEqual([]);
      expect(world.customerNotes.byCustomer.size).toBe(0);
    },
  );

  it.each(['wipe my old notes', 'get rid of all of them', 'elimine mis notas'])(
    '%j is an instruction to clear them, never their text: empty notes are sent',
    async (reply) => {
      const { world, at } = await atMenu();
      const cleared = await continued(world, at, [OPEN_NOTES, reply, 'yes']);

      expect(questions(cleared)).toEqual([ASK_NOTES, 'Clear your notes?', MENU]);
      expect(world.laundry.callsOf('updateNotes').map((call) => call.args[2])).toEqual([
        { businessId: FAKE.businessId, notes: '' },
      ]);
    },
  );

  it('"idk" is no text for the notes: asked again, nothing is sent', async () => {
    const { world, at } = await atMenu();
    const shrug = await continued(world, at, [OPEN_NOTES, 'idk']);

    expect(questions(shrug)).toEqual([ASK_NOTES, ASK_NOTES]);
    expect(shrug.text).toContain('Type your notes, or choose Keep them.');
    expect(world.laundry.callsOf('updateNotes')).toEqual([]);
  });

  // Invariant greeting-is-no-text: coming back to the chat mid-flow, "hi again" greets.
  it.each(['hi again', 'hola de nuevo', "hey, I'm back"])(
    '"%s" is greeted back and the question asked again: nothing is drafted or sent',
    async (text) => {
      const { world, at } = await atMenu();
      const greeted = await continued(world, at, [OPEN_NOTES, text]);

      expect(questions(greeted)).toEqual([ASK_NOTES, ASK_NOTES]);
      expect(greeted.outcomes.at(-1)?.replies.map((r) => ('text' in r ? r.text : ''))).toContain('Hi again!');
      expect(world.laundry.callsOf('updateNotes')).toEqual([]);
    },
  );

  // Invariant deferral-names-nothing: words said elsewhere are no text for the notes.
  it.each(['what I told the store last week', 'like I said before', 'como les dije ya'])(
    '"%s" points at words the bot never saw: asked again, nothing is sent',
    async (text) => {
      const { world, at } = await atMenu();
      const pointed = await continued(world, at, [OPEN_NOTES, text]);

      expect(questions(pointed)).toEqual([ASK_NOTES, ASK_NOTES]);
      expect(world.laundry.callsOf('updateNotes')).toEqual([]);
    },
  );

  // Issue 34, round 21: invariant notes-pointed-at-never-written.
  it.each(['hmm, I really dont know what to write', 'lo de siempre acerca del portero'])(
    '"%s" writes no notes: asked again, nothing is sent',
    async (text) => {
      const { world, at } = await atMenu();
      const asked = await continued(world, at, [OPEN_NOTES, text]);
      expect(questions(asked)).toEqual([ASK_NOTES, ASK_NOTES]);
      expect(world.laundry.callsOf('updateNotes')).toEqual([]);
    },
  );

  it('"leave them with the doorman" is a note, read as typed', async () => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, [OPEN_NOTES, 'leave them with the doorman', 'save']);

    expect(world.laundry.callsOf('updateNotes').map((call) => call.args[2])).toEqual([
      { businessId: FAKE.businessId, notes: 'leave them with the doorman' },
    ]);
    expect(questions(saved)).toEqual([ASK_NOTES, 'Save these notes?', MENU]);
  });

  // Issue 34, round 6: writing the text again in own words, as "change the text" does.
  it.each(['change the text', 'hold on, let me redo it', 'let me rewrite it please', 'mejor la corrijo'])(
    '%j at the preview asks the text again and sends only the final text',
    async (rewrite) => {
      const { world, at } = await atMenu();
      const changed = await continued(world, at, [OPEN_NOTES, 'Ring once', rewrite, 'Ring twice', 'save']);
      expect(questions(changed)).toEqual([
        ASK_NOTES,
        'Save these notes?',
        ASK_NOTES,
        'Save these notes?',
        MENU,
      ]);
      expect(world.laundry.callsOf('updateNotes').map((call) => call.args[2])).toEqual([
        { businessId: FAKE.businessId, notes: 'Ring twice' },
      ]);
    },
  );
});

// A stranger's find: the text asked again after "something's off" at the preview showed "Now: <the unsaved
// new text>" beside "Keep them", and "keep them" then kept the notes on record, the new text gone. "Now:"
// is what is on record, as "Keep them" keeps (invariant now-is-the-notes-on-record).
describe('the notes asked again show the notes on record as they are now, never the unsaved text', () => {
  it.each(["hmm, something isn't right", 'espera, algo está mal'])(
    '%j at the preview, with no notes before: the unsaved text is not "Now:", and keeping sends nothing',
    async (mistake) => {
      const { world, at } = await atMenu();
      const asked = await continued(world, at, [OPEN_NOTES, 'Use the side door', mistake]);
      expect(questions(asked)).toEqual([ASK_NOTES, 'Save these notes?', ASK_NOTES]);
      expect(asked.text).not.toMatch(/Now: Use the side door|Ahora: Use the side door/);
      const kept = await continued(world, asked, ['keep them']);
      expect(kept.text).toContain('OK, your notes stay as they are.');
      expect(world.laundry.callsOf('updateNotes')).toEqual([]);
    },
  );

  it('with notes on record, the text asked again shows them as "Now:", and keeping keeps them', async () => {
    const { world, at } = await atMenu();
    const saved = await continued(world, at, [OPEN_NOTES, 'Ring once', 'save']);
    const asked = await continued(world, saved, [OPEN_NOTES, 'Ring twice', 'wait, something is wrong']);
    expect(asked.text).toContain('Now: Ring once');
    expect(asked.text).not.toContain('Now: Ring twice');
    await continued(world, asked, ['keep them']);
    expect(
      world.laundry.callsOf('updateNotes').map((call) => (call.args[2] as { notes: string }).notes),
    ).toEqual(['Ring once']);
  });
});
