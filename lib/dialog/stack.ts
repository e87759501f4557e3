/**
 * The stack of frames: the only module that changes it (pushes, pops, replaces, drops to the bottom,
 * starts afresh). The transitions a step asks for (push, replace, done) reach it through one place, the
 * dialog context's `move`.
 *
 * @invariant bottom-frame-never-popped The bottom frame is the menu (in a support staff conversation, the desk); it is never popped.
 * @invariant only-declared-transitions A flow may push or replace itself only with the flows it declares (`transitions`); any flow that needs a session may also have sign-in pushed on it, and any flow a flow that opens on top (step.ts `onTop`). Anything else is a programming error.
 * @invariant frames-belong-to-one-customer A frame that needs a session records whose session it was opened under (`owner`). After a sign-in, every frame of another customer is dropped with its data: nothing of one customer's order is ever shown to another.
 */
import { flowOf, opensOnTop, type Registry } from './registry';
import type { DialogState, FlowId, Frame } from './types';

/** The frame being talked through. */
export function topFrame(state: DialogState): Frame {
  const top = state.stack[state.stack.length - 1];
  if (!top) throw new Error('the dialog stack is empty');
  return top;
}

/** A new frame of `flow`, opened for `owner` when the flow acts for a customer. */
export function newFrame<X>(
  registry: Registry<X>,
  flow: FlowId,
  args: unknown,
  owner: number | undefined,
): Frame {
  const definition = flowOf(registry, flow);
  return {
    flow,
    ...(definition.needsSession && owner !== undefined ? { owner } : {}),
    data: definition.schema.parse(definition.init(args)),
    history: [],
  };
}

function checkDeclared<X>(registry: Registry<X>, from: FlowId, to: FlowId, how: 'push' | 'replace'): void {
  const declared = flowOf(registry, from).transitions[how] ?? [];
  const satisfies =
    how === 'push' &&
    (registry.needs ?? []).some((need) => need.flow === to && need.appliesTo(flowOf(registry, from)));
  const onTop = how === 'push' && opensOnTop(registry, to);
  if (!declared.includes(to) && !satisfies && !onTop)
    throw new Error(`flow ${from} does not declare ${how} ${to}`);
}

/** Pushes `flow` on the stack (invariant only-declared-transitions). */
export function pushFrame<X>(
  registry: Registry<X>,
  state: DialogState,
  flow: FlowId,
  args: unknown,
  owner: number | undefined,
): void {
  state.stack.push(declaredFrame(registry, state, 'push', flow, args, owner));
}

/** Replaces the flow on top by `flow` (invariant only-declared-transitions). */
export function replaceTop<X>(
  registry: Registry<X>,
  state: DialogState,
  flow: FlowId,
  args: unknown,
  owner: number | undefined,
): void {
  state.stack[state.stack.length - 1] = declaredFrame(registry, state, 'replace', flow, args, owner);
}

function declaredFrame<X>(
  registry: Registry<X>,
  state: DialogState,
  how: 'push' | 'replace',
  flow: FlowId,
  args: unknown,
  owner: number | undefined,
): Frame {
  checkDeclared(registry, topFrame(state).flow, flow, how);
  return newFrame(registry, flow, args, owner);
}

/** Drops every frame above the bottom one (invariant bottom-frame-never-popped). */
export function dropToBottom(state: DialogState): void {
  state.stack = state.stack.slice(0, 1);
}

/** Drops the frames of `flow` above the bottom one (an entry point opened again replaces its frame). */
export function dropFramesOf(state: DialogState, flow: FlowId): void {
  const [bottom, ...above] = state.stack;
  if (bottom) state.stack = [bottom, ...above.filter((frame) => frame.flow !== flow)];
}

/** A conversation started afresh: only the customer's bottom frame, opened for no one yet. */
export function startAfresh<X>(registry: Registry<X>, state: DialogState): void {
  state.stack = [newFrame(registry, registry.roles.customer, undefined, undefined)];
}

/** Removes the top frame and returns it; the frame at the bottom stays. */
export function popFrame(state: DialogState): Frame {
  if (state.stack.length === 1) throw new Error('the bottom frame is never popped');
  return state.stack.pop() as Frame;
}

/**
 * Keeps only the frames `customerId` may see: those that need no session, those opened under that
 * customer, and those opened before anyone signed in (which the customer now adopts). Returns true
 * when anything was dropped; a menu of another customer is opened afresh.
 */
export function keepFramesOf<X>(registry: Registry<X>, state: DialogState, customerId: number): boolean {
  const mine = (frame: Frame) =>
    !flowOf(registry, frame.flow).needsSession || frame.owner === undefined || frame.owner === customerId;
  const [bottom, ...above] = state.stack;
  const kept = above.filter(mine);
  const root =
    bottom && mine(bottom) ? bottom : newFrame(registry, registry.roles.customer, undefined, customerId);
  const dropped = kept.length !== above.length || root !== bottom;
  state.stack = [root, ...kept];
  for (const frame of state.stack) {
    if (flowOf(registry, frame.flow).needsSession) frame.owner = customerId;
  }
  return dropped;
}
