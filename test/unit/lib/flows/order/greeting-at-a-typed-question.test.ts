/**
 * Coming back to an order mid-way, a greeting alone ("hi again", "hola de nuevo") at a question that
 * takes typed text is greeted back and the question asked again (invariant greeting-is-no-text): never
 * sent to the laundry as the order's notes or as what to hang-dry.
 */
import { orderSaying, PLACE_ORDER, questions, SIGN_IN } from '../conversations';

/** How many of the order's answers come before the hang-dry question, and before its notes. */
const TO_HANG_DRY = PLACE_ORDER.indexOf('place it') - 2;
const TO_NOTES = PLACE_ORDER.indexOf('place it') - 1;

describe('a greeting alone at a typed question of the order', () => {
  it.each(['hi again', 'hello again!', 'hola de nuevo'])(
    '%j at the order notes greets: the notes are asked again, and the note typed next is sent',
    async (reply) => {
      const { said, bodies } = await orderSaying(TO_NOTES, [reply, 'ring the bell twice', 'place it']);
      // The notes question, then the same question after the greeting.
      const asked = questions(said).slice(SIGN_IN.length + TO_NOTES - 1);
      expect(asked.slice(0, 2)).toEqual([
        'Any notes for the store or the driver?',
        'Any notes for the store or the driver?',
      ]);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]?.orderNotes).toMatch(/^ring the bell twice/);
    },
  );

  it('"hi again" at what to hang-dry greets, and the things named next are sent', async () => {
    const { said, bodies } = await orderSaying(TO_HANG_DRY, [
      'yes',
      'hi again',
      'the wool sweaters',
      'skip',
      'place it',
    ]);
    const asked = questions(said).slice(SIGN_IN.length + TO_HANG_DRY);
    expect(asked.slice(0, 2)).toEqual(['What should we hang-dry?', 'What should we hang-dry?']);
    expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the wool sweaters' });
  });
});
