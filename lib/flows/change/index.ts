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
import { readLaundryAskedAfter } from '../../recognize/laundry-asked-after';
import {
  readChangeSaid,
  readOrderNumbered,
  readOrderRequest,
  readOrderRequestHolding,
} from '../../recognize/order-request';
import { readSecondPart } from '../../recognize/second-part';
import type { Flow, TypedOpening } from '../flow';
import { slotFlow } from '../slot';
import {
  type ChangeArgs,
  type ChangeData,
  changeArgsSchema,
  changeDataSchema,
  currentOrder,
} from './change-data';
import { myOrdersReplies } from './my-orders';
import { addressStep, deliveryBeforePickup, deliveryWindow, pickupWindow, tip } from './steps-new';
import { changeStep, orderStep } from './steps-pick';
import { review } from './steps-review';

/**
 * The flow's arguments for a request about orders typed at the menu ("show me my orders", "move pickup
 * to saturday morning", "mover la recogida al viernes"): the order it names, or the list of them to
 * choose from, with the change and the new time it says.
 */
function requestArgs(text: string): ChangeArgs | undefined {
  // "change the tip to $5 and move the delivery to thursday": the first part, then the second (invariant second-part-lined-up).
  const two = readSecondPart(text);
  const request = readOrderRequest(two?.first ?? text);
  if (!request) return undefined;
  const { wants, orderId, change, words, which } = request;
  return {
    ...(two ? { secondPart: 'second' in two ? two.second : { unread: two.unread } } : {}),
    ...(orderId === undefined ? { list: true } : { orderId, ...(wants === 'see' ? { list: true } : {}) }),
    ...(change ? { asked: change } : {}),
    ...(words ? { words } : {}),
    ...(which && orderId === undefined ? { which } : {}),
  };
}

/** A number alone of an order's length, as a reply at the menu: "5001", "5001?". */
const ORDER_NUMBER_ALONE = /^\s*(\d{4,8})\s*[.!?]*\s*$/;

/**
 * A request typed at the menu: read whole (`requestArgs`), or else a longer one that names an order to
 * change ("Hello again, I need to make a change to order 5001 please, the one with the suit"): that
 * order is opened and what to change asked, the rest never acted on (invariant order-named-in-a-longer-request).
 * An order named by its number with words the bot can't place and no verb ("#5001 lol") is that order
 * too, shown before what to change is asked (invariant order-number-is-the-order-named).
 *
 * @invariant order-number-is-the-order-named A reply at the menu that names one order by its number ("chg
 *   #5001", "#5001 pls", "order 5001, the suit one", "5001" alone) opens that order, never the list to pick from: an
 *   answer to the list's question would pick by position, and the first listed is the newest, not the one named.
 */
function menuRequestArgs(text: string): ChangeArgs | undefined {
  const whole = requestArgs(text);
  if (whole) return whole;
  // "5001" alone: no option's number nor a phone's, at the menu only an order's (round 36).
  const bare = ORDER_NUMBER_ALONE.exec(text);
  if (bare) return { orderId: Number(bare[1]), list: true };
  const named = readOrderNumbered(text);
  if (named) return named.changes ? { orderId: named.orderId } : { orderId: named.orderId, list: true };
  return holdingArgs(text);
}

/**
 * (invariant order-told-by-what-it-holds) A request naming the order by what it holds ("change the suit
 * order", "cambiar el pedido del traje"): the list, and the words the order step tells the order by.
 */
function holdingArgs(text: string): ChangeArgs | undefined {
  const said = readOrderRequestHolding(text);
  if (!said) return undefined;
  const { change, words } = said.request;
  return {
    list: true,
    holding: said.holding,
    ...(change ? { asked: change } : {}),
    ...(words ? { words } : {}),
  };
}

/**
 * A request naming an order by its number, typed at any step ("i need to change order 5001", "¿me
 * puede cambiar el pedido 5001?", "edit #5001"): never one said with no verb ("order 5001" is an answer).
 */
function typedRequest(text: string): TypedOpening | undefined {
  // Two parts said ("… to $5 and move the delivery to saturday"): the first names the order (invariant second-part-lined-up).
  const request = readOrderRequest(readSecondPart(text)?.first ?? text);
  if (request?.orderId === undefined || request.bare) return undefined;
  return { orderId: request.orderId, args: requestArgs(text) };
}

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
      // A change verb names this option, never a new order, though "pedido" is also that option's word.
      synonyms: [
        'orders',
        'my order',
        'reschedule',
        'change my order',
        'cancel delivery',
        'move pickup',
        'cambiar mi pedido',
        'cambiar el pedido',
        'modificar mi pedido',
      ],
    },
    args: { list: true },
    // "move pickup to saturday morning": the new time is read from the words (invariant command-words-answer-the-day).
    typed: { read: menuRequestArgs, first: true },
    // "I gotta change my pickup day", "ver mis pedidos pa mover una recogida": a change of an order, never
    // a new one (invariant change-never-a-new-order); "change it" names none of the orders' parts.
    existing: (text) => {
      const { changes, part } = readChangeSaid(text);
      // "where's the stuff I sent", "see about my wash": laundry already sent, asked after (invariant laundry-asked-after-is-no-new-order).
      return changes ? (part ? 'named' : 'changed') : readLaundryAskedAfter(text) ? 'named' : undefined;
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
      // "my orders", "ver mis pedidos" at any question (a reminder's): shown, and that question asked again.
      // One told only by its day with no verb ("the friday one", "the tuesday pickup order") is left to the
      // question, whose answer it may be (a day, a slot): the menu alone reads it as a placed order
      // (invariant order-told-by-its-day-is-placed).
      typed: (text) => {
        const request = readOrderRequest(text);
        if (request?.bare && request.which !== undefined) return undefined;
        return request?.wants === 'see' && request.orderId === undefined ? {} : undefined;
      },
    },
    // "change 5001", "i need to change order 5001": typed anywhere (a reminder by SMS says so), like the Slack command.
    {
      kind: 'push',
      word: 'change',
      synonyms: ['reschedule'],
      label: (words) => words.t('change.openLabel'),
      does: (words) => words.t('change.openDoes'),
      args: (orderId) => ({ orderId }),
      typed: typedRequest,
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
