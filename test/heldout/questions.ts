/**
 * The question a conversation has on screen, named the way the held-out scripts and cases name it
 * (`order/frequency`, `change/pickup-day`, `sign-in/otp`, `menu`): read from the stored dialog state
 * only, so the same name comes back whatever the bot said, in either language, today or after the
 * recognizers change. A question no script names (one the bot asks back with, added later) gets a
 * name of the same form, which no script knows.
 */
import type { DialogState } from '../../lib/dialog/types';

/** Before the first words: no question on screen yet. */
export const NO_QUESTION = 'none';

/** The change flow's steps as the scripts name them (the flow's own ids are short: `order`, `change`). */
const CHANGE_STEPS: Record<string, string> = {
  order: 'which-order',
  change: 'what-to-change',
  review: 'confirm',
};

/**
 * The question on screen in `state`.
 * @example questionOf(await person.state()) // 'order/modifiers:Wash & Fold'
 */
export function questionOf(state: DialogState | undefined): string {
  const prompt = state?.prompt;
  const frame = prompt && state.stack[prompt.depth];
  if (!prompt || !frame) return NO_QUESTION;
  const data = (frame.data ?? {}) as Record<string, unknown>;
  switch (frame.flow) {
    case 'menu':
      return 'menu';
    case 'slot': {
      // The day and window of a pickup or a return, named by the flow that pushed the slot.
      const owner = state.stack[prompt.depth - 1]?.flow ?? 'slot';
      const leg = data.purpose === 'pickup' ? 'pickup' : owner === 'change' ? 'delivery' : 'return';
      return `${owner}/${leg}-${prompt.step}`;
    }
    case 'order':
      return `order/${orderStep(prompt.step, data)}`;
    case 'change':
      return `change/${CHANGE_STEPS[prompt.step] ?? prompt.step}`;
    case 'sign-up':
      return `sign-up/${prompt.step === 'review' && data.editing ? 'which-detail' : prompt.step}`;
    case 'preferences': {
      if (prompt.step !== 'option') return 'preferences/which';
      const choices = (data.choices ?? []) as { id: number; fieldName: string }[];
      const chosen = choices.find((p) => p.id === data.preferenceId);
      return `preferences/option:${chosen?.fieldName ?? '?'}`;
    }
    default:
      return `${frame.flow}/${prompt.step}`;
  }
}

/** An order's step, and for the questions asked once per service, the service it is about. */
function orderStep(step: string, data: Record<string, unknown>): string {
  if (step === 'summary' && data.editing) return 'what-to-change';
  if (step !== 'modifiers' && step !== 'service-notes') return step;
  const field = step === 'modifiers' ? 'modifierIds' : 'notes';
  const services = ((data.draft as { services?: Record<string, unknown>[] } | undefined)?.services ??
    []) as Record<string, unknown>[];
  const next = services.find((service) => service[field] === undefined);
  return `${step}:${String(next?.name ?? '?')}`;
}

/** Whether the only flow open is the menu, at its question: the conversation is between flows. */
export function atMenu(state: DialogState | undefined): boolean {
  return state?.stack.length === 1 && questionOf(state) === 'menu';
}
