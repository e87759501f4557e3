/**
 * Flows renamed to the glossary's word since a release stored conversations naming them: a stored
 * frame of a former name is the same flow, with the same data and step ids, under today's name.
 * The registry's `migrate` calls it for a stored state whose frames do not all load as they are.
 *
 * @invariant renamed-flow-frames-load A frame stored under a flow's former id loads and is answered as that flow.
 */
import { type DialogState, dialogStateSchema } from '../dialog/types';

/** A flow's former id → its id today. */
const FORMER_IDS: Readonly<Record<string, string>> = {
  // Changing a placed order was the `manage` flow until the glossary's word, change, became its id.
  manage: 'change',
};

/** The stored state with every frame of a former flow id under today's id; undefined when it has none. */
export function migrateFormerFlowIds(stored: unknown): DialogState | undefined {
  const parsed = dialogStateSchema.safeParse(stored);
  if (!parsed.success || !parsed.data.stack.some((frame) => Object.hasOwn(FORMER_IDS, frame.flow)))
    return undefined;
  const stack = parsed.data.stack.map((frame) =>
    Object.hasOwn(FORMER_IDS, frame.flow) ? { ...frame, flow: FORMER_IDS[frame.flow] ?? frame.flow } : frame,
  );
  return { ...parsed.data, stack };
}
