import {
  keepFramesOf,
  newFrame,
  popFrame,
  pushFrame,
  replaceTop,
  topFrame,
} from '../../../../lib/dialog/stack';
import { type DialogState, dialogStateSchema, type Frame } from '../../../../lib/dialog/types';
import { REGISTRY } from '../../../../lib/flows';

const ANA = 1001;
const SAM = 1002;

function stateOf(...stack: Frame[]): DialogState {
  return { v: 2, stack, misses: 0 };
}

const flows = (state: DialogState) => state.stack.map((frame) => frame.flow);

describe('the dialog stack', () => {
  it('opens a frame with its flow’s initial data, owned only when the flow acts for a customer', () => {
    expect(newFrame(REGISTRY, 'order', undefined, ANA)).toEqual({
      flow: 'order',
      owner: ANA,
      data: { draft: {}, catalog: {} },
      history: [],
    });
    expect(newFrame(REGISTRY, 'sign-in', { phoneNumber: '2125550101' }, ANA)).toEqual({
      flow: 'sign-in',
      data: { phoneNumber: '2125550101' },
      history: [],
    });
    expect(newFrame(REGISTRY, 'menu', undefined, undefined)).not.toHaveProperty('owner');
  });

  it('refuses a frame whose arguments do not fit the flow', () => {
    expect(() => newFrame(REGISTRY, 'slot', { purpose: 'laundry' }, ANA)).toThrow();
  });

  it('pushes a declared flow and pops it back, the menu staying at the bottom', () => {
    const state = stateOf(newFrame(REGISTRY, 'menu', undefined, ANA));
    pushFrame(REGISTRY, state, 'order', undefined, ANA);
    expect(flows(state)).toEqual(['menu', 'order']);
    expect(topFrame(state).flow).toBe('order');
    expect(popFrame(state).flow).toBe('order');
    expect(flows(state)).toEqual(['menu']);
    expect(() => popFrame(state)).toThrow('the bottom frame is never popped');
    expect(dialogStateSchema.safeParse(state).success).toBe(true);
  });

  it('refuses a push or a replace the flow on top does not declare', () => {
    const state = stateOf(newFrame(REGISTRY, 'menu', undefined, ANA));
    expect(() => pushFrame(REGISTRY, state, 'sign-up', undefined, undefined)).toThrow(
      'flow menu does not declare push sign-up',
    );
    expect(() => replaceTop(REGISTRY, state, 'order', undefined, ANA)).toThrow(
      'flow menu does not declare replace order',
    );
    expect(flows(state)).toEqual(['menu']);
  });

  it('lets sign-in be pushed on any flow that needs a session, and on no other', () => {
    const state = stateOf(
      newFrame(REGISTRY, 'menu', undefined, ANA),
      newFrame(REGISTRY, 'order', undefined, ANA),
    );
    pushFrame(REGISTRY, state, 'sign-in', undefined, undefined);
    expect(flows(state)).toEqual(['menu', 'order', 'sign-in']);
    replaceTop(REGISTRY, state, 'sign-up', undefined, undefined);
    expect(flows(state)).toEqual(['menu', 'order', 'sign-up']);
    expect(() => pushFrame(REGISTRY, state, 'sign-in', undefined, undefined)).toThrow(
      'flow sign-up does not declare push sign-in',
    );
    replaceTop(REGISTRY, state, 'sign-in', undefined, undefined);
    expect(flows(state)).toEqual(['menu', 'order', 'sign-in']);
  });

  it('throws on an empty stack rather than guessing a frame', () => {
    expect(() => topFrame({ v: 2, stack: [], misses: 0 })).toThrow('the dialog stack is empty');
  });

  describe('after a sign-in (keepFramesOf)', () => {
    it('keeps the same customer’s frames and drops nothing', () => {
      const state = stateOf(
        newFrame(REGISTRY, 'menu', undefined, ANA),
        newFrame(REGISTRY, 'order', undefined, ANA),
      );
      expect(keepFramesOf(REGISTRY, state, ANA)).toBe(false);
      expect(flows(state)).toEqual(['menu', 'order']);
    });

    it('drops every frame of another customer, with its data, and opens a menu for the new one', () => {
      const order = newFrame(REGISTRY, 'order', undefined, ANA);
      (order.data as { draft: { bagCount?: number } }).draft.bagCount = 3;
      const state = stateOf(
        newFrame(REGISTRY, 'menu', undefined, ANA),
        order,
        newFrame(REGISTRY, 'sign-in', undefined, undefined),
      );
      expect(keepFramesOf(REGISTRY, state, SAM)).toBe(true);
      expect(flows(state)).toEqual(['menu', 'sign-in']);
      expect(state.stack[0]).toEqual({ flow: 'menu', owner: SAM, data: {}, history: [] });
      expect(JSON.stringify(state)).not.toContain('"bagCount"');
    });

    it('gives frames opened before anyone signed in to the customer who signs in', () => {
      const state = stateOf(
        newFrame(REGISTRY, 'menu', undefined, undefined),
        newFrame(REGISTRY, 'order', undefined, undefined),
      );
      expect(keepFramesOf(REGISTRY, state, SAM)).toBe(false);
      expect(state.stack.map((frame) => frame.owner)).toEqual([SAM, SAM]);
    });

    it('never hands a frame of a customer nobody can be (a migrated order) to anyone', () => {
      const state = stateOf(newFrame(REGISTRY, 'menu', undefined, undefined), {
        ...newFrame(REGISTRY, 'order', undefined, -1),
      });
      expect(keepFramesOf(REGISTRY, state, ANA)).toBe(true);
      expect(flows(state)).toEqual(['menu']);
    });
  });
});
