/**
 * A conversation's state as it is kept between turns: a fresh one, and one read back from storage
 * (invariant stored-state-trusted-when-it-parses).
 */
import { flowOf, type Registry } from './registry';
import { newFrame } from './stack';
import { type DialogState, dialogStateSchema, type Session, STATE_VERSION } from './types';

/** A fresh conversation: the customer's role at the bottom, or for support staff the staff role's. */
export function freshStateOf<X>(
  registry: Registry<X>,
  session: Session | undefined,
  staff?: string,
): DialogState {
  return {
    v: STATE_VERSION,
    stack: [
      staff
        ? newFrame(registry, registry.roles.staff, { staff }, undefined)
        : newFrame(registry, registry.roles.customer, undefined, session?.serviceCustomerId),
    ],
    misses: 0,
  };
}

/** True when every frame names a registered flow and its data parses by that flow's schema (each flow owns its slice). */
function framesParse<X>(registry: Registry<X>, state: DialogState): boolean {
  return state.stack.every((frame) => {
    if (!Object.hasOwn(registry.flows, frame.flow)) return false;
    const parsed = flowOf(registry, frame.flow).schema.safeParse(frame.data);
    if (parsed.success) frame.data = parsed.data;
    return parsed.success;
  });
}

/** The stored state in today's shape, or undefined when it is none (the conversation starts afresh). */
export function loadState<X>(
  registry: Registry<X>,
  stored: unknown,
  customerId: number | undefined,
): DialogState | undefined {
  const current = dialogStateSchema.safeParse(stored);
  if (current.success && framesParse(registry, current.data)) return current.data;
  // Not in today's shape, or a frame names no flow registered today: maybe one older flows stored.
  const migrated = registry.migrate?.(stored, customerId, (session) => freshStateOf(registry, session));
  return migrated && framesParse(registry, migrated) ? migrated : undefined;
}
