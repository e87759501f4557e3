/** The summary: change a part, drop the order, or place it (and an order whose outcome is unknown). */
import { end, finalStep } from '../../dialog/prompts';
import { asking, ok, picked, retry, say } from '../../dialog/step-helpers';
import type { Reply, ReplyOption } from '../../dialog/types';
import { type OrderData, type OrderResult, storeContact } from '../../orders/order-data';
import type { Accepted } from '../flow';
import { summaryReply } from './draft-summary';
import { type Ctx, type OrderStep, orderTimeZone, revisit } from './fields';
import { placeOrder, settledMeanwhile } from './place-order';

export const PLACE = 'place';
/** Said when an order never sent is dropped, by the summary's button or by nevermind at any question. */
export const DROPPED = "OK, I've dropped this order. Nothing new was placed.";
/** Said first when an order whose outcome is unknown is left: nothing about it is known but that. */
export const LEFT_UNKNOWN = "OK, I won't send it again.";
const CHANGE = 'change';
const DROP = 'drop';
const SEND_AGAIN = 'send-again';
const KEEP = 'keep';

const dropOption: ReplyOption = {
  value: DROP,
  label: 'Drop this order',
  role: 'danger',
  synonyms: ['nevermind', 'never mind', 'drop it', 'forget it'],
};

/**
 * The summary, last of the order's steps: `before` are the steps it follows, which it offers to
 * change and clears when the service says what one names no longer exists.
 */
export function summaryStep(before: OrderStep[]): OrderStep {
  /** The parts of the order the person can change from the summary, as they stand now. */
  const editableSteps = (data: OrderData) =>
    before.filter((step) => step.editable && (!step.when || step.when.test(data)));
  /** Forgets an order step's answer (the service said what it names no longer exists). */
  const clearOrderStep = (data: OrderData, stepId: string) =>
    before.find((step) => step.id === stepId)?.clear(data);
  return finalStep({
    id: 'summary',
    title: 'Summary',
    // Left only by placing the order or by dropping it.
    async ask(ctx) {
      const { data } = ctx;
      const zone = orderTimeZone(data, ctx.deps.timeZone);
      if (data.unknownOutcome) return lockedSummary(data);
      if (data.editing) {
        return asking({
          kind: 'single',
          text: 'What would you like to change?',
          hint: 'Pick a part; the rest stays as it is.',
          options: [
            ...editableSteps(data).map((step) => ({
              value: step.id,
              label: step.title,
              role: 'choice' as const,
            })),
            {
              value: KEEP,
              label: 'Nothing, back to the summary',
              role: 'command',
              synonyms: ['nothing', 'back'],
            },
          ],
        });
      }
      data.confirmationId ??= ctx.deps.newId();
      return {
        kind: 'prompt',
        say: [summaryReply(data, zone)],
        prompt: {
          kind: 'confirm',
          text: 'Shall I place this order?',
          hint: 'Place it, change something, or drop it.',
          options: [
            {
              value: PLACE,
              label: 'Place order',
              role: 'primary',
              synonyms: ['place it', 'confirm', 'order', 'yes'],
            },
            { value: CHANGE, label: 'Change something', role: 'choice', synonyms: ['change', 'edit', 'no'] },
            dropOption,
          ],
        },
      };
    },
    async accept(ctx, answer) {
      const { data } = ctx;
      const value = picked(answer);
      if (data.unknownOutcome) return acceptLocked(ctx, value, clearOrderStep);
      if (data.editing) {
        data.editing = false;
        if (value === KEEP) return ok();
        const step = editableSteps(data).find((s) => s.id === value);
        if (!step) return retry('Pick a part to change.');
        return revisit(step.id);
      }
      // "change the bags", "the pickup time": a part named straight away.
      const named = editableSteps(data).find(
        (s) => answer.text && new RegExp(`\\b${s.title.toLowerCase()}\\b`).test(answer.text.toLowerCase()),
      );
      if (named) return revisit(named.id);
      if (value === PLACE) return placeOrder(ctx, (id) => clearOrderStep(ctx.data, id));
      if (value === CHANGE) {
        data.editing = true;
        return ok();
      }
      if (value === DROP) return dropped(data);
      return retry('Say "place order", "change something", or "drop this order".');
    },
  });
}

function dropped(data: OrderData): Accepted {
  const result: OrderResult = { dropped: true };
  if (data.unknownOutcome) return end(result, say(LEFT_UNKNOWN), ...stillUnknown(data));
  return end(result, say(DROPPED));
}

/**
 * What stays true of an order whose outcome is unknown once the person leaves it (its button, nevermind,
 * restart, sign out): it may have been placed, and where to ask (invariant unknown-outcome-shown-until-settled).
 */
export function stillUnknown({ unknownOutcome, draft }: OrderData): Reply[] {
  if (!unknownOutcome) return [];
  return [
    say(
      `I still can't tell whether it went through, so My orders keeps it as "may have been placed". Please check with ${storeContact(draft.store)}, reference ${unknownOutcome.reference}.`,
      'warning',
    ),
  ];
}

function lockedSummary(data: OrderData) {
  const reference = data.unknownOutcome?.reference ?? '';
  if (data.resendConfirmed === false) {
    return asking({
      kind: 'confirm',
      text: `Send it again? If order ${reference} did go through, the store will get two orders.`,
      hint: 'Only if the store told you it has no order with that reference.',
      options: [
        { value: SEND_AGAIN, label: 'Yes, send it again', role: 'danger' },
        { value: KEEP, label: 'No, wait', role: 'choice', synonyms: ['no', 'wait'] },
      ],
    });
  }
  return asking({
    kind: 'single',
    text: `I sent the order, but the service didn't answer in time, so I can't tell whether it went through. I won't send it again by itself. Please check with ${storeContact(data.draft.store)}: your reference is ${reference}.`,
    hint: 'Drop it, or send it again once the store says it has no such order.',
    options: [
      { ...dropOption, label: 'Drop it', role: 'primary' },
      { value: SEND_AGAIN, label: 'Send it again', role: 'danger', synonyms: ['try again', 'resend'] },
    ],
  });
}

async function acceptLocked(
  ctx: Ctx,
  value: string | undefined,
  clearOrderStep: (data: OrderData, stepId: string) => void,
): Promise<Accepted> {
  const { data } = ctx;
  const found = await settledMeanwhile(ctx);
  if (found) return found;
  if (value === DROP) return dropped(data);
  if (value === KEEP) {
    data.resendConfirmed = undefined;
    return ok();
  }
  if (value !== SEND_AGAIN) return retry('This order is on hold: drop it, or send it again.');
  if (data.resendConfirmed === undefined) {
    data.resendConfirmed = false;
    return ok();
  }
  data.unknownOutcome = undefined;
  data.resendConfirmed = undefined;
  data.confirmationId = ctx.deps.newId();
  return placeOrder(ctx, (id) => clearOrderStep(ctx.data, id));
}
