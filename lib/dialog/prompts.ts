/**
 * Steps made whole from what makes each one different: a flow's final step, asked every time until
 * it ends its flow (a confirmation, a list to pick from), so it is never "filled" and has nothing to clear.
 */
import type { Step } from './step';

/** A step that is never filled: asked whenever its flow comes to it, until it ends or replaces its flow. */
export type FinalStep<D, S extends string = string, X = unknown> = Omit<
  Step<D, S, X>,
  'filled' | 'clear' | 'value'
>;

/**
 * A flow's final step: asked every time the flow comes to it; its answer ends the flow (`done`), hands
 * it over, or asks it again. No answer is kept, so there is nothing to clear or compare.
 * @example const confirm: Step<NotesData> = finalStep({ id: 'confirm', title: 'Save notes', ask, accept });
 */
export function finalStep<D, S extends string = string, X = unknown>(
  step: FinalStep<D, S, X>,
): Step<D, S, X> {
  return { filled: () => false, clear: () => {}, ...step };
}
