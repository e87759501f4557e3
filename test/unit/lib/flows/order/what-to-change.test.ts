/**
 * "What would you like to change?" at the order's summary, in the person's own words: a part by its
 * other names (lib/words placing.partWords).
 */
import { createFakeWorld, transcript } from '../../../../support/fake-ports';
import { PLACE_ORDER, questions, SIGN_IN } from '../conversations';

const AT_WHAT_TO_CHANGE = [...SIGN_IN, ...PLACE_ORDER.slice(0, -1), 'change something'];

describe('what to change, in own words', () => {
  it.each([
    ['the card I pay with', 'Which card should we charge?'],
    ['the schedule', 'Is this a one-time order, or a regular pickup?'],
    ['the coupon', 'Do you have a promo code?'],
    ['the instructions for the driver', 'Any notes for the store or the driver?'],
  ])('%j opens %j', async (said, question) => {
    const world = createFakeWorld();
    const run = await transcript(world.engine, [...AT_WHAT_TO_CHANGE, said]);
    expect(questions(run).slice(-2)).toEqual(['What would you like to change?', question]);
    expect(world.laundry.callsOf('createOrder')).toEqual([]);
  });
});

describe('nothing to change after all', () => {
  // Issue 34: "nothing" and "back" together are the way back, never the return's "get it back".
  it.each(['oh nothin, go back', 'nevermind, go back pls', 'no changes actually'])(
    '%j goes back to the summary, and nothing is placed',
    async (said) => {
      const world = createFakeWorld();
      const run = await transcript(world.engine, [...AT_WHAT_TO_CHANGE, said]);
      expect(questions(run).slice(-2)).toEqual([
        'What would you like to change?',
        'Shall I place this order?',
      ]);
      expect(world.laundry.callsOf('createOrder')).toEqual([]);
    },
  );
});
