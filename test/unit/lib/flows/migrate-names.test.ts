/**
 * Frames stored under a flow's former id (the previous release's `manage`, today's `change`) load
 * as that flow and are answered where they were (invariant renamed-flow-frames-load).
 */
import type { DialogState } from '../../../../lib/dialog/types';
import { REGISTRY } from '../../../../lib/flows';
import { migrateFormerFlowIds } from '../../../../lib/flows/migrate-names';
import { createFakeWorld, FAKE, lastPrompt, transcript } from '../../../support/fake-ports';
import { continued, PLACE_ORDER, questions, SIGN_IN } from './conversations';

/** The state as the previous release stored it: the same, with the change flow's frames named `manage`. */
function asPreviousRelease(state: DialogState): unknown {
  return JSON.parse(
    JSON.stringify({
      ...state,
      stack: state.stack.map((f) => (f.flow === 'change' ? { ...f, flow: 'manage' } : f)),
    }),
  );
}

/** A customer with order #9001 placed, in the middle of changing it: "What would you like to change?" is on screen. */
async function midChange() {
  const world = createFakeWorld();
  const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
  const at = await continued(world, placed, ['my orders', 'the first one']);
  expect(at.state.stack.map((f) => f.flow)).toEqual(['menu', 'change']);
  return { world, at };
}

describe('frames stored under a former flow id', () => {
  it('every former id names a flow registered today', () => {
    const stored = { v: 2, stack: [{ flow: 'manage', data: {}, history: [] }], misses: 0, recent: [] };
    const migrated = migrateFormerFlowIds(stored);
    expect(migrated?.stack.map((f) => f.flow)).toEqual(['change']);
    for (const frame of migrated?.stack ?? []) expect(Object.keys(REGISTRY.flows)).toContain(frame.flow);
  });

  it('a state with no former id is not migrated (it loads as it is, or not at all)', () => {
    expect(
      migrateFormerFlowIds({ v: 2, stack: [{ flow: 'menu', data: {}, history: [] }], misses: 0, recent: [] }),
    ).toBe(undefined);
    expect(
      migrateFormerFlowIds({
        v: 2,
        stack: [{ flow: 'nothing-ever', data: {}, history: [] }],
        misses: 0,
        recent: [],
      }),
    ).toBe(undefined);
  });

  it('a `manage` frame the previous release stored loads as the change flow, with its data and its question', async () => {
    const { world, at } = await midChange();
    const loaded = world.engine.load(asPreviousRelease(at.state), FAKE.customerId);
    expect(loaded).toEqual(at.state);
  });

  it('a `manage` frame is answered where it was, typed or clicked, as today’s frame is', async () => {
    const { world, at } = await midChange();
    const promptId = lastPrompt(at.replies)?.promptId ?? '';
    const lines = [
      { type: 'choice' as const, promptId, values: ['pickup'] },
      'tomorrow',
      '12pm',
      'make this change',
    ];
    // As a turn does (lib/conversation/turn.ts): the stored state is loaded, then stepped.
    const loaded = world.engine.load(asPreviousRelease(at.state), FAKE.customerId);
    if (!loaded) throw new Error('the stored state did not load');
    const old = { ...at, state: loaded };
    const fromOld = await continued(world, old, lines);
    expect(questions(fromOld)).toEqual([
      'Which day should we pick up?',
      'Pickup windows on Tue, Jun 10:',
      `Make this change to order #${FAKE.firstOrderId}?`,
      'What would you like to do?',
    ]);
    expect(fromOld.text).toContain(`Done! Order #${FAKE.firstOrderId} is changed.`);
    expect(world.laundry.callsOf('updateTransportation')).toHaveLength(1);
  });
});
