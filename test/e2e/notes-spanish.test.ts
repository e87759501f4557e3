/**
 * The notes for the laundry in Spanish from the first word (issue #28): shown, replaced, confirmed
 * and cleared in Spanish, on the e2e bot and by SMS, and what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { type SmsStack, startSmsStack, unaccented } from '../support/sms-stack';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();
const NOTES_PATH = '/customers/1001/notes';

/**
 * Dana's notes talked through in Spanish after her sign-in: `say` sends a message and returns the
 * bot's answer; `sent` is what the sandbox received on the notes, each time.
 */
async function notesInSpanish(say: (text: string) => Promise<string>, sent: () => unknown[]) {
  // "mis notas" at the menu: the preferences list (another part's words) or the notes themselves.
  let asked = unaccented(await say('mis notas'));
  if (!asked.includes('¿Que deben decir sus notas')) asked = unaccented(await say('notas'));
  expect(asked).toContain('No tengo notas suyas registradas; puede que la tienda tenga algunas de antes.');
  expect(asked).toContain('¿Que deben decir sus notas para la lavanderia?');
  expect(asked).toContain('Dejarlas asi');
  expect(asked).toContain('Borrar las notas');

  const preview = unaccented(await say('Sin suavizante, por favor.'));
  expect(preview).toContain('Sus notas nuevas');
  expect(preview).toContain('¿Guardo estas notas?');
  expect(preview).toContain('Guardar las notas');
  expect(sent()).toEqual([]);
  expect(unaccented(await say('sí'))).toContain('Sus notas estan guardadas.');
  expect(sent()).toEqual([{ businessId: 42, notes: 'Sin suavizante, por favor.' }]);

  asked = unaccented(await say('mis notas'));
  if (!asked.includes('¿Que deben decir sus notas')) asked = unaccented(await say('notas'));
  expect(asked).toContain('Sus notas para la lavanderia: "Sin suavizante, por favor."');
  expect(unaccented(await say('borrar las notas'))).toContain('¿Borro sus notas?');
  expect(unaccented(await say('sí'))).toContain('Sus notas estan borradas.');
  expect(sent()).toEqual([
    { businessId: 42, notes: 'Sin suavizante, por favor.' },
    { businessId: 42, notes: '' },
  ]);
}

describe('notes for the laundry in Spanish', () => {
  describe('on the e2e bot', () => {
    let bot: TestBot;
    beforeEach(async () => {
      bot = await startTestBot({ now: clock });
    });
    afterEach(() => bot.close());

    it('notes shown, saved and cleared in Spanish from the first word', async () => {
      await bot.say('hola');
      await bot.say('(212) 555-0101');
      await bot.say(String(bot.sandbox.lastOtp('2125550101')));
      expect(bot.prompt().text).toBe('¿Qué desea hacer?');
      await notesInSpanish(
        async (text) => {
          await bot.say(text);
          return bot.text();
        },
        () =>
          bot.sandbox.requests
            .filter((r) => r.method === 'PATCH' && r.path.endsWith(NOTES_PATH))
            .map((r) => r.body),
      );
      expect(bot.transcript()).not.toContain('What should your notes');
    });

    it.each([
      ['espere, quiero redactarlo de otra forma', 'mis notas', 'Sin suavizante.', 'Sin suavizante, gracias.'],
      ['hold on, let me rephrase that', 'my notes', 'No softener.', 'No fabric softener please.'],
      // Issue 34, round 36: what was written pointed at, and something left out said with what it is.
      ['lemme fix what I typed', 'my notes', 'No softener.', 'No fabric softener please.'],
      [
        'espera, se me olvidó decir que el timbre no sirve',
        'mis notas',
        'Sin suavizante.',
        'Sin suavizante. El timbre no sirve.',
      ],
    ])(
      '%j at "Save these notes?" asks the text again, never saves the first: only the rewritten text is recorded',
      async (rewrite, open, first, second) => {
        await bot.signIn('(212) 555-0101');
        if (open === 'mis notas') await bot.say('español');
        await bot.say(open);
        if (!/notas|notes/i.test(bot.prompt().text)) await bot.say(open === 'mis notas' ? 'notas' : 'notes');
        await bot.say(first);
        expect(bot.prompt().kind).toBe('confirm');
        await bot.say(rewrite);
        expect(bot.prompt().kind).not.toBe('confirm');
        await bot.say(second);
        await bot.say(open === 'mis notas' ? 'sí' : 'yes');
        expect(
          bot.sandbox.requests
            .filter((r) => r.method === 'PATCH' && r.path.endsWith(NOTES_PATH))
            .map((r) => r.body),
        ).toEqual([{ businessId: 42, notes: second }]);
      },
    );

    // Issue 34, round 38: the notes asked for as the account's: "en mi cuenta" was taken for their text.
    it.each([
      ['quiero poner una nota en mi cuenta', '¿Qué deben decir sus notas'],
      ['I want to put a note on my account', 'What should your notes'],
    ])("%j at the menu asks the notes' text, none taken from it", async (asked, question) => {
      await bot.signIn('(212) 555-0101');
      if (asked.startsWith('quiero')) await bot.say('español');
      await bot.say(asked);
      expect(bot.prompt().text).toContain(question);
      expect(bot.transcript()).not.toMatch(/Notas: en mi cuenta|Notes: on my account/);
    });

    // Issue 34, round 32: "déjelas así nomás" was saved as the notes' text (invariant notes-instruction-never-saved).
    it.each([
      ['mis notas', 'déjenlas así nomasito', 'sus notas quedan como están'],
      // Issue 34, round 35: the one note by its pronoun, the s dropped to an apostrophe, was saved as the text.
      ['mis notas', "manténla' igual", 'sus notas quedan como están'],
      ['my notes', 'keep them like that', 'your notes stay as they are'],
    ])('%j then %j keeps the notes: nothing is sent to the service', async (open, keep, kept) => {
      await bot.signIn('(212) 555-0101');
      if (open === 'mis notas') await bot.say('español');
      await bot.say(open);
      if (!/notas|notes/i.test(bot.prompt().text)) await bot.say(open === 'mis notas' ? 'notas' : 'notes');
      await bot.say(keep);
      expect(bot.text()).toContain(kept);
      expect(bot.sandbox.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(NOTES_PATH))).toEqual(
        [],
      );
    });
  });

  describe('by SMS', () => {
    let stack: SmsStack;
    beforeEach(async () => {
      stack = await startSmsStack({ now: clock });
    });
    afterEach(() => stack.close());

    it('notes shown, saved and cleared in Spanish from the first word by text', async () => {
      const dana = stack.phone('+12125550101');
      await dana.text('hola');
      await dana.text('sí');
      expect(unaccented(await dana.text(String(stack.sandbox.lastOtp('2125550101'))))).toContain(
        '¿Que desea hacer?',
      );
      await notesInSpanish(
        (text) => dana.text(text),
        () =>
          stack.sandbox.requests
            .filter((r) => r.method === 'PATCH' && r.path.endsWith(NOTES_PATH))
            .map((r) => r.body),
      );
    });
  });
});
