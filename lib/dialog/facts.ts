/**
 * What a turn's dialog says happened, for the business's counts (lib/stats): facts as data, returned
 * with the dialog's outcome like its notices, never written by a step. The turn adds what it knows
 * itself (a conversation started, the step it is at: lib/conversation/turn-facts.ts), and the worker
 * writes them once the turn is saved.
 *
 * @invariant missed-said-never-kept-raw A `missed` fact carries what the person typed (`said`) for the one place that may keep it masked (the turn's facts' `keepMissed` port, lib/stats/facts.ts); the day's counters keep only its step.
 */

/** What a reminder's customer answered: kept the window, moved it, cancelled the delivery, or asked for a person. */
export type ReminderAnswer = 'kept' | 'moved' | 'cancelled' | 'person';

export type DialogFact =
  /** A step rejected the person's answer and asked again (a re-ask); `step` is `<flow>/<step>`. */
  | { kind: 'missed'; step: string; said: string }
  /** An order was placed; `valueCents`: its delivery fees and courier tips, as sent. */
  | { kind: 'order-placed'; valueCents: number }
  /** A hand-off to a person was opened (by the customer, or by staff). */
  | { kind: 'handoff-opened' }
  | { kind: 'reminder-answered'; answer: ReminderAnswer }
  /** A placed order was changed, by its customer or by staff for them. */
  | { kind: 'order-changed'; by: 'customer' | 'staff' };

/**
 * The name of a step as the counts keep it: its flow's and its own.
 * @example stepName(frame.flow, prompt.step) // '<flow>/<step>', as 'sign-in/code'
 */
export function stepName(flow: string, step: string): string {
  return `${flow}/${step}`;
}
