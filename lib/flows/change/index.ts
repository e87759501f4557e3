/**
 * After the order: change a placed order's pickup or delivery (window, and with it the provider),
 * its address or its courier tip, have a collected order delivered, or cancel its delivery. Every
 * change is shown old against new and confirmed before the one transportation update is sent
 * (`lib/orders/change-order.ts`). The order comes from the bot's own ledger: the service lists no orders.
 *
 * The same flow serves support staff acting for a customer (args `staff`): the session is then the
 * customer's, and the customer is told what changed.
 *
 * The state keeps the order's ids, and each step reads the order's record as it is now. A change
 * found pending on the order is settled when the order is opened; a change whose answer never came
 * is settled by the next answer to the review ("check now").
 *
 * The flow and its steps, in the order they are asked, are below; the steps are in the steps-*.ts
 * files: which order and what to change (pick), the new windows, address or tip (new), the review.
 */

import { ok, resultFrom } from '../../dialog/step-helpers';
import type { Flow } from '../flow';
import { slotFlow } from '../slot';
import { type ChangeData, changeArgsSchema, changeDataSchema, currentOrder } from './change-data';
import { myOrdersReplies } from './my-orders';
import { addressStep, deliveryBeforePickup, deliveryWindow, pickupWindow, tip } from './steps-new';
import { changeStep, orderStep } from './steps-pick';
import { review } from './steps-review';

/**
 * "move pickup to saturday morning", "reschedule my delivery for friday 6pm", "mover la recogida al
 * viernes", "cambiar mi entrega para el sábado": the leg and the new time, in either language.
 */
const MOVE_TO =
  /^(?:(?:please|por\s+favor)\s+)?(?:move|reschedule|change|mover|mueva|cambiar|cambie|reprogramar|reprograme)\s+(?:my\s+|the\s+|mi\s+|la\s+)?(pick\s*-?\s*up|delivery|recogida|entrega)(?:\s+time)?\s+(?:to|for|on|para|al?|el)\s+(\S.*)$/i;

/** The flow's result: whether the order changed. */
export type ChangeResult = { changed: boolean };

export const changeFlow: Flow<ChangeData> = {
  id: 'change',
  title: 'Change an order',
  schema: changeDataSchema,
  needsSession: true,
  needsFreshSession: true,
  init: (args) => changeDataSchema.parse({ ...(changeArgsSchema.parse(args) ?? {}) }),
  steps: [orderStep, changeStep, pickupWindow, deliveryWindow, addressStep, tip, review],
  transitions: { push: ['slot'] },
  result: 'whether the order changed',
  menu: {
    position: 3,
    option: {
      value: 'orders',
      label: (words) => words.t('change.menuLabel'),
      role: 'choice',
      detail: (words) => words.t('change.menuDetail'),
      synonyms: ['orders', 'my order', 'reschedule', 'change my order', 'cancel delivery', 'move pickup'],
    },
    args: { list: true },
    // "move pickup to saturday morning": the new time is read from the words (invariant command-words-answer-the-day).
    typed: {
      pattern: MOVE_TO,
      args(text: string) {
        const [, leg = '', words = ''] = MOVE_TO.exec(text) ?? [];
        return { change: /^(?:pick|recog)/i.test(leg) ? 'pickup' : 'delivery', words };
      },
      first: true,
    },
  },
  openings: [
    // My orders are listed without touching the conversation.
    {
      kind: 'show',
      word: 'orders',
      does: (words) => words.t('change.openOrdersDoes'),
      signedOut: (words) => words.t('change.openOrdersSignedOut'),
      replies: myOrdersReplies,
    },
    // "change 5001", "reschedule order 5001": typed anywhere (a reminder by SMS says so), like the Slack command.
    {
      kind: 'push',
      word: 'change',
      synonyms: ['reschedule'],
      label: (words) => words.t('change.openLabel'),
      does: (words) => words.t('change.openDoes'),
      args: (orderId) => ({ orderId }),
      typed:
        /^(?:change|reschedule|move|cambiar|reprogramar)(?: my| mi)?(?: order| el pedido| pedido)? #?(\d{1,12})$/i,
    },
  ],
  backAtStart: 'pop',
  async onResult(ctx, from, result) {
    const slot = resultFrom(slotFlow, from, result);
    if (!slot) return ok();
    if ('back' in slot) return { kind: 'ok', back: true };
    if (slot.purpose === 'pickup') {
      ctx.data.newPickup = slot.window;
      ctx.data.moveDelivery = deliveryBeforePickup((await currentOrder(ctx)).entry, slot.window);
    } else ctx.data.newDelivery = slot.window;
    return { kind: 'ok', answered: slot.purpose === 'pickup' ? 'pickup-window' : 'delivery-window' };
  },
};
