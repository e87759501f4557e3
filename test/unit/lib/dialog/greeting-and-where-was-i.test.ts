/**
 * Coming back to the chat: a greeting ("hi again", "hola otra vez") is greeted back with the question on
 * screen, never read as the menu's "same as last time" by its "again" (invariant greeting-greets-back);
 * "where was I?" gets what is chosen so far and the question again. "same again", "the same as last
 * time", "lo mismo de siempre" still repeat the last order.
 */
import { createFakeWorld, FAKE, lastPrompt, transcript } from '../../../support/fake-ports';
import { continued, PLACE_ORDER, questions, SIGN_IN } from '../flows/conversations';

const MENU = 'What would you like to do?';

/** Signed in with one order placed, at the menu: what `lines` get. */
async function afterAnOrder(lines: string[]) {
  const world = createFakeWorld();
  const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
  const then = await continued(world, placed, lines);
  return { then, world };
}

describe('a greeting at the menu greets back, never repeats the last order', () => {
  it.each(['hi again', 'hello again!', 'hey, I am back', 'hi', 'hola otra vez', 'hola de nuevo'])(
    '%j at the menu: greeted, and the menu again',
    async (reply) => {
      const { then, world } = await afterAnOrder([reply]);
      expect(then.text).not.toContain('Same as order');
      expect(then.text).toMatch(/Hi again!|Hola de nuevo/);
      expect(questions(then)).toEqual([MENU]);
      expect(world.laundry.createOrderBodies()).toHaveLength(1);
    },
  );

  it.each(['same again', 'the same as last time', 'lo mismo de siempre', 'again'])(
    '%j at the menu still repeats the last order',
    async (reply) => {
      const { then } = await afterAnOrder([reply]);
      expect(then.text).toContain(`Same as order #${FAKE.firstOrderId}.`);
    },
  );

  it.each(['where was I?', '¿dónde me quedé?', 'where were we'])(
    '%j at the menu: the menu again',
    async (reply) => {
      const { then } = await afterAnOrder([reply]);
      expect(then.text).not.toContain('Choose one of the options');
      expect(questions(then)).toEqual([MENU]);
    },
  );
});

describe('mid-order, a greeting or "where was I?" recaps', () => {
  // A stranger's try: "sorry phone died, where were we" had been "I couldn't read a day there".
  it.each([
    'where was I?',
    'hola de nuevo',
    '¿dónde me quedé?',
    'hi again',
    'sorry my battery died, where were we',
    'perdón, se me apagó el teléfono, ¿en qué íbamos?',
  ])('%j at the day question: what is chosen so far, then the day question again', async (reply) => {
    const world = createFakeWorld();
    const at = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER.slice(0, 5)]);
    expect(lastPrompt(at.outcomes.at(-1)?.replies ?? [])?.text).toBe('Which day should we pick up?');
    const then = await continued(world, at, [reply]);
    expect(then.text).toContain('Wash & Fold');
    expect(questions(then)).toEqual(['Which day should we pick up?']);
    expect(then.text).not.toMatch(/couldn.t read a day/);
  });
});
