/**
 * The reminder flow (lib/flows/reminder.ts) over in-memory ports: a due reminder is a question with
 * the actions valid for the order, "talk to a person" only when a flow declares the entry point
 * `agent`, and each answer opens what it says.
 */
import { z } from 'zod';
import type { Flow } from '../../../../lib/dialog/step';
import { say } from '../../../../lib/dialog/step-helpers';
import type { DialogInput } from '../../../../lib/dialog/types';
import { ABOVE_MENU, registry } from '../../../../lib/flows';
import { reminderWord } from '../../../../lib/orders/reminder-text';
import { createFakeWorld, FAKE, lastPrompt, transcript } from '../../../support/fake-ports';
import { continued, PLACE_ORDER, SIGN_IN } from './conversations';

const ORDER = FAKE.firstOrderId;
const remindPickup: DialogInput = { type: 'open', flow: reminderWord('pickup'), orderId: ORDER };

/** A stand-in for the hand-off flow another change adds: its entry point's word is `agent`. */
const agentFlow: Flow<{ orderId?: number | undefined }> = {
  id: 'agent',
  title: 'Talk to a person',
  schema: z.object({ orderId: z.number().optional() }),
  needsSession: false,
  init: (args) => ({ ...(args as object) }),
  steps: [
    {
      id: 'wait',
      title: 'Wait',
      filled: () => false,
      clear: () => {},
      ask: async (ctx) => ({
        kind: 'done',
        result: {},
        say: [say(`A person will answer about order #${ctx.data.orderId}.`)],
      }),
      accept: async () => ({ kind: 'ok' }),
    },
  ],
  transitions: {},
  result: 'nothing',
  openings: [{ kind: 'push', word: 'agent', label: 'Talk to a person', args: (orderId) => ({ orderId }) }],
};

async function remindedWorld(withAgent: boolean) {
  const world = createFakeWorld(withAgent ? { registry: registry({ ...ABOVE_MENU, agent: agentFlow }) } : {});
  const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
  const reminded = await continued(world, placed, [remindPickup]);
  return { world, reminded };
}

describe('reminder flow', () => {
  it('asks with the actions valid for the order; no "talk to a person" until a flow opens with agent', async () => {
    const { reminded } = await remindedWorld(false);
    const prompt = lastPrompt(reminded.replies);
    expect(prompt?.text).toContain(`Reminder: order #${ORDER} is picked up`);
    expect(prompt?.options.map((o) => o.label)).toEqual(['Keep it', 'Move the pickup']);
  });

  it('"talk to a person" opens the flow whose entry point is agent, on that order', async () => {
    const { world, reminded } = await remindedWorld(true);
    expect(lastPrompt(reminded.replies)?.options.map((o) => o.label)).toEqual([
      'Keep it',
      'Move the pickup',
      'Talk to a person',
    ]);
    const answered = await continued(world, reminded, ['3']);
    expect(answered.text).toContain(`A person will answer about order #${ORDER}.`);
  });

  it('"move the pickup" opens the change flow on that order at the pickup: the day is asked next', async () => {
    const { world, reminded } = await remindedWorld(false);
    const answered = await continued(world, reminded, ['move the pickup']);
    expect(lastPrompt(answered.replies)?.text).toBe('Which day should we pick up?');
    expect(world.laundry.callsOf('updateTransportation')).toHaveLength(0);
  });

  it('a delivery reminder offers to cancel the delivery, which opens the change flow at its confirmation', async () => {
    const world = createFakeWorld();
    const delivered = PLACE_ORDER.flatMap((answer) =>
      answer === 'collect' ? ['deliver', 'thursday', '4pm'] : [answer],
    );
    const placed = await transcript(world.engine, [...SIGN_IN, ...delivered]);
    const reminded = await continued(world, placed, [
      { type: 'open', flow: reminderWord('delivery'), orderId: ORDER },
    ]);
    expect(lastPrompt(reminded.replies)?.options.map((o) => o.label)).toEqual([
      'Keep it',
      'Move the delivery',
      'Cancel the delivery',
    ]);
    const answered = await continued(world, reminded, ['3']);
    expect(lastPrompt(answered.replies)?.text).toBe(
      `Cancel the delivery of order #${ORDER}? It will wait for you at Main Street Laundry.`,
    );
    expect(world.laundry.callsOf('updateTransportation')).toHaveLength(0);
  });

  it("a reminder's word from a conversation that did not place the order, signed out, shows nothing of it", async () => {
    const { world } = await remindedWorld(false);
    const elsewhere = await transcript(world.engine, [remindPickup], { conversationKey: 'console:other' });
    expect(elsewhere.text).not.toContain(`#${ORDER}`);
  });
});
