/**
 * A stranger's try (issue 34, sixteenth session): a placed pickup "pushed" to another day at the menu
 * had started a new order, and "I don't want a new order" inside that order was asked for an address.
 * The pickup pushed is the placed order's pickup moved; the new order refused is the order dropped.
 */

import { createFakeWorld, transcript } from '../../../support/fake-ports';
import { continued, PLACE_ORDER, questions, SIGN_IN } from './conversations';

describe('a placed pickup pushed, and a new order refused, in words', () => {
  it('"can you push the wednesday pickup to friday morning" moves the placed order\'s pickup, no new order', async () => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
    const pushed = await continued(world, placed, ['can you push the wednesday pickup to friday morning']);
    expect(pushed.text).not.toContain('Where should we pick up?');
    expect(pushed.text).toContain('The pickup, as you asked:');
    expect(questions(pushed).at(-1)).toMatch(/^Pickup windows on Fri/);
  });

  it.each([
    "I don't want a new order",
    'nah, i dont want to order after all',
    'ya no quiero hacer un pedido',
  ])("%j at the new order's first question drops it, and nothing is placed", async (said) => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
    const dropped = await continued(world, placed, ['new order', said]);
    expect(questions(dropped).at(-1)).toMatch(/What would you like to do\?|¿Qué desea hacer\?/);
    expect(world.laundry.createOrderBodies()).toHaveLength(1);
  });
});
