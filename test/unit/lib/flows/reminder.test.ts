/**
 * The reminder flow (lib/flows/reminder.ts) over in-memory ports: a due reminder is a question with
 * the actions valid for the order, "talk to a person" only where someone can take the conversation,
 * and each answer opens what it says.
 */
import type { DialogInput } from '../../../../lib/dialog/types';
import { reminderWord } from '../../../../lib/flows/reminder';
import { createFakeWorld, FAKE, lastPrompt, transcript } from '../../../support/fake-ports';
import { continued, PLACE_ORDER, SIGN_IN } from './conversations';

const ORDER = FAKE.firstOrderId;
const remindPickup: DialogInput = { type: 'open', word: reminderWord('pickup'), orderId: ORDER, byBot: true };

/** A customer reminded of their order; `canHandOff`: someone can take the conversation (a staff channel). */
async function remindedWorld(canHandOff: boolean) {
  const world = createFakeWorld({ canHandOff });
  const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
  const reminded = await continued(world, placed, [remindPickup]);
  return { world, reminded };
}

describe('reminder flow', () => {
  it('asks with the actions valid for the order; no "talk to a person" where no one can take the conversation', async () => {
    const { reminded } = await remindedWorld(false);
    const prompt = lastPrompt(reminded.replies);
    expect(prompt?.text).toContain(`Reminder: order #${ORDER} is picked up`);
    expect(prompt?.options.map((o) => o.label)).toEqual(['Keep it', 'Move the pickup']);
  });

  it('"talk to a person" hands the conversation to a person where someone can take it', async () => {
    const { world, reminded } = await remindedWorld(true);
    expect(lastPrompt(reminded.replies)?.options.map((o) => o.label)).toEqual([
      'Keep it',
      'Move the pickup',
      'Talk to a person',
    ]);
    const answered = await continued(world, reminded, ['3']);
    expect(answered.text).toContain("I've asked a person at the laundry to answer you here");
    expect(answered.state.stack.map((frame) => frame.flow)).toContain('handoff');
  });

  it('"move the pickup" opens the change flow on that order at the pickup: the day is asked next', async () => {
    const { world, reminded } = await remindedWorld(false);
    const answered = await continued(world, reminded, ['move the pickup']);
    expect(lastPrompt(answered.replies)?.text).toBe('Which day should we pick up?');
    expect(world.laundry.callsOf('updateTransportation')).toHaveLength(0);
  });

  // Rounds 47/48: "change delivery day", "cambiala de dia" were asked "Move the delivery, right?".
  it.each(['change pickup day', 'another day please'])(
    '%j opens the change flow at the pickup: the day is asked next',
    async (reply) => {
      const { world, reminded } = await remindedWorld(false);
      const answered = await continued(world, reminded, [reply]);
      expect(lastPrompt(answered.replies)?.text).toBe('Which day should we pick up?');
      expect(world.laundry.callsOf('updateTransportation')).toHaveLength(0);
    },
  );

  it('a delivery reminder offers to cancel the delivery, which opens the change flow at its confirmation', async () => {
    const world = createFakeWorld({ canHandOff: false });
    const delivered = PLACE_ORDER.flatMap((answer) =>
      answer === 'collect' ? ['deliver', 'thursday', '4pm'] : [answer],
    );
    const placed = await transcript(world.engine, [...SIGN_IN, ...delivered]);
    const reminded = await continued(world, placed, [
      { type: 'open', word: reminderWord('delivery'), orderId: ORDER, byBot: true },
    ]);
    expect(lastPrompt(reminded.replies)?.options.map((o) => o.label)).toEqual([
      'Keep it',
      'Move the delivery',
      "I'll collect it instead",
    ]);
    const answered = await continued(world, reminded, ['3']);
    expect(lastPrompt(answered.replies)?.text).toBe(
      `No delivery for order #${ORDER}, then: it will wait for you at Main Street Laundry. Is that right?`,
    );
    expect(world.laundry.callsOf('updateTransportation')).toHaveLength(0);
  });

  it.each([
    ['that works for me', 'Great: order'],
    ['can we do a different day', 'Which day should we pick up?'],
    ["I'm out on monday, can you move it", 'Which day should we pick up?'],
  ])('answered in own words, %j does what it says: %j', async (reply, next) => {
    const { world, reminded } = await remindedWorld(false);
    const answered = await continued(world, reminded, [reply]);
    expect(answered.text).toContain(next);
    expect(world.laundry.callsOf('updateTransportation')).toHaveLength(0);
  });

  it('"I\'ll come get it myself" at a delivery reminder opens its cancelling, asked to confirm; "don\'t move it" is not read as a move', async () => {
    const world = createFakeWorld({ canHandOff: false });
    const delivered = PLACE_ORDER.flatMap((answer) =>
      answer === 'collect' ? ['deliver', 'thursday', '4pm'] : [answer],
    );
    const placed = await transcript(world.engine, [...SIGN_IN, ...delivered]);
    const remindDelivery: DialogInput = {
      type: 'open',
      word: reminderWord('delivery'),
      orderId: ORDER,
      byBot: true,
    };
    const reminded = await continued(world, placed, [remindDelivery]);
    const collected = await continued(world, reminded, ["I'll come get it myself"]);
    expect(lastPrompt(collected.replies)?.text).toBe(
      `No delivery for order #${ORDER}, then: it will wait for you at Main Street Laundry. Is that right?`,
    );
    // Round 42: the order's store named by its own name is where one collects, as "the store" is.
    const named = await continued(world, placed, [remindDelivery]);
    const collectedThere = await continued(world, named, ['la busco yo en Main Street']);
    expect(lastPrompt(collectedThere.replies)?.text).toBe(
      `No delivery for order #${ORDER}, then: it will wait for you at Main Street Laundry. Is that right?`,
    );
    const again = await continued(world, placed, [remindDelivery]);
    const notMoved = await continued(world, again, ["don't move it"]);
    expect(notMoved.state.stack.map((frame) => frame.flow)).not.toContain('change');
    expect(world.laundry.callsOf('updateTransportation')).toHaveLength(0);
  });

  it("a reminder's word from a conversation that did not place the order, signed out, shows nothing of it", async () => {
    const { world } = await remindedWorld(false);
    const elsewhere = await transcript(world.engine, [remindPickup], { conversationKey: 'console:other' });
    expect(elsewhere.text).not.toContain(`#${ORDER}`);
  });
});
