/**
 * The step helpers: a push is checked against the arguments the pushed flow declares, and a result
 * handed down is read typed by what the flow declares it returns.
 */

import { push, resultFrom, say } from '../../../../lib/dialog/step-helpers';
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

describe('resultFrom', () => {
  const window = {
    id: 7001,
    provider: 'ON_DEMAND' as const,
    day: '2025-06-10',
    startTime: '2025-06-10T14:00:00Z',
    endTime: '2025-06-10T16:00:00Z',
    feeInCents: 0,
    providerName: 'Store driver',
  };

  it("reads the slot flow's result typed, and nothing from another flow", () => {
    const slot = resultFrom(slotFlow, 'slot', { purpose: 'pickup', window });
    expect(slot && 'window' in slot ? slot.window.id : undefined).toBe(7001);
    // @ts-expect-error: a slot's result has no `orderId`
    expect(slot?.orderId).toBeUndefined();
    expect(resultFrom(slotFlow, 'notes', 'saved')).toBeUndefined();
  });

  it('refuses a result the flow does not declare (a programming error, never applied)', () => {
    expect(() => resultFrom(slotFlow, 'slot', { purpose: 'delivery', window })).toThrow();
  });
});
