/** Choosing a pickup or delivery day: a week of quick picks, free text read by chrono, and the booking range. */
import type { WindowType } from '../../laundry/schemas';
import { addDays, formatDay, parseDay, relativeDayLabel } from '../calendar';
import { type Answer, type PromptSpec, picked, type StepContext } from '../step';
import type { WindowChoice } from '../types';
import { windows } from './catalog';

/** How far ahead a pickup can be booked (the sandbox and the service list 14 days). */
export const BOOKING_DAYS = 14;

/** A prompt for a day from `first` to the end of the booking range, the next week listed. */
export function dayPrompt(ctx: StepContext, text: string, first: string): PromptSpec {
  const last = addDays(ctx.today, BOOKING_DAYS - 1);
  const days = Array.from({ length: 7 }, (_, i) => addDays(first, i)).filter((d) => d <= last);
  return {
    kind: 'date',
    text,
    hint: 'Pick a day, or type one: "tomorrow", "friday", "dec 3".',
    options: days.map((d) => ({ value: d, label: relativeDayLabel(d, ctx.today) })),
    range: { min: first, max: last },
  };
}

/** The day an answer names, within [first, last of the booking range], or why not. */
export function readDayAnswer(
  ctx: StepContext,
  answer: Answer,
  first: string,
): { day: string } | { reason: string } {
  const day = picked(answer) ?? parseDay(answer.text, ctx.now, ctx.deps.timeZone);
  const last = addDays(ctx.today, BOOKING_DAYS - 1);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return { reason: "I couldn't read a day there." };
  if (day < first || day > last)
    return { reason: `Pick a day from ${formatDay(first)} to ${formatDay(last)}.` };
  return { day };
}

/**
 * Accepts a day that has windows; for one without, moves to the next day that has some and says
 * so (the person can still say "back" to pick another day).
 */
export async function chooseDay(
  ctx: StepContext,
  type: WindowType,
  day: string,
  usable: (w: WindowChoice) => boolean,
): Promise<{ day: string; note?: string } | undefined> {
  const last = addDays(ctx.today, BOOKING_DAYS - 1);
  for (let candidate = day; candidate <= last; candidate = addDays(candidate, 1)) {
    if ((await windows(ctx, type, candidate)).some(usable)) {
      return candidate === day
        ? { day }
        : {
            day: candidate,
            note: `There are no ${type === 'PICKUP' ? 'pickup' : 'delivery'} windows on ${formatDay(day)}. The next day with windows is ${formatDay(candidate)}.`,
          };
    }
  }
  return undefined;
}
