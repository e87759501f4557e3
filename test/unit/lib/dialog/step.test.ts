/** The step helpers: a push is checked against the arguments the pushed flow declares. */

import { push, say } from '../../../../lib/dialog/step-helpers';
import { type SlotArgs, slotFlow } from '../../../../lib/flows/slot';

const ARGS: SlotArgs = {
  purpose: 'pickup',
  storeId: 7,
  googlePlacesId: 'place-1',
  categories: ['LAUNDRY'],
  servicesIds: [1],
  first: '2025-06-10',
  timeZone: 'America/New_York',
};

describe('push', () => {
  it('pushes the flow with arguments of its own schema, which the flow starts from', () => {
    const pushed = push(slotFlow, ARGS, [say('Pick a day.')]);
    expect(pushed).toEqual({ kind: 'push', flow: 'slot', args: ARGS, say: [say('Pick a day.')] });
    expect(slotFlow.init(ARGS)).toEqual({ ...ARGS, windows: {} });
  });

  it('a wrong argument fails to compile', () => {
    // @ts-expect-error: a slot is for a pickup or a return, nothing else
    const wrong = push(slotFlow, { ...ARGS, purpose: 'delivery' });
    expect(() => slotFlow.init(wrong.kind === 'push' ? wrong.args : undefined)).toThrow();
  });
});
