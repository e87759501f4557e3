/**
 * The order flow of the seed ("Recommended order flow"), in chat: address → store → services,
 * extras and notes → laundry or dry cleaning (only when the services do not say) → bags → pickup
 * day and window → return → frequency → payment → tip, promo code, hang-dry, notes → summary →
 * confirm → POST /service-order. Days and windows are the "slot" sub-flow. The table of steps is
 * below; the steps are in the steps-*.ts files, by what they ask.
 */

import { ok, resultFrom } from '../../dialog/step-helpers';
import { type OrderData, orderDataSchema } from '../../orders/order-data';
import { type PartFor, readRequestParts } from '../../orders/request-parts';
import { readDayEvents } from '../../recognize/day-event';
import { asksForAPickup } from '../../recognize/pickup-asked';
import { readPickupSaid } from '../../recognize/pickup-said';
import { readMeantInstead, readWholeOrderDropped } from '../../recognize/whole-order-dropped';
import type { Flow } from '../flow';
import { slotFlow } from '../slot';
import { summaryReply } from './draft-summary';
import { type OrderStep, orderTimeZone } from './fields';
import { hangDry, hangDryInstructions, orderNotes, payment, promo, tip } from './steps-extras';
import { stillUnknown, summaryStep } from './steps-summary';
import { bags, category, modifiers, serviceNotes, servicesStep } from './steps-what';
import { frequency, pickup, returnMethod, returnSlot } from './steps-when';
import { address } from './steps-where';

const BEFORE_SUMMARY: OrderStep[] = [
  address,
  servicesStep,
  modifiers,
  serviceNotes,
  category,
  bags,
  pickup,
  returnMethod,
  returnSlot,
  frequency,
  payment,
  tip,
  promo,
  hangDry,
  hangDryInstructions,
  orderNotes,
];

/** The order's steps, asked in this order (invariant first-unfilled-step-asked). */
export const ORDER_STEPS: OrderStep[] = [...BEFORE_SUMMARY, summaryStep(BEFORE_SUMMARY)];

/** Whether the question a part is kept for is answered already. */
function answered(step: PartFor, { draft }: OrderData): boolean {
  if (step === 'address') return draft.addressId !== undefined;
  return step === 'bags' ? draft.bagCount !== undefined : draft.services !== undefined;
}

export const orderFlow: Flow<OrderData> = {
  id: 'order',
  title: 'Order',
  schema: orderDataSchema,
  needsSession: true,
  needsFreshSession: true,
  init: (args) => orderDataSchema.parse({ draft: {}, catalog: {}, ...(args ?? {}) }),
  steps: ORDER_STEPS,
  transitions: { push: ['slot', 'handoff'] },
  result: 'the order id, or dropped',
  menu: {
    position: 1,
    // A new order: never what a reply that changes or looks at something already there opens.
    fresh: true,
    // A reply naming a day is read whole (menu.ts readsWhole): "pick up monday, deliver friday" keeps nothing.
    saysAhead: (text) => {
      const said = readPickupSaid(text);
      return said && (said.words ? { pickupSaid: said.words } : {});
    },
    // "quiero que retiren la ropa", "agendar un retiro": a new pickup by "retirar", which the options'
    // words cannot hold (invariant retiro-asked-is-a-new-pickup); a day said with it is kept.
    typed: {
      read: (text) => {
        if (!asksForAPickup(text)) return undefined;
        const said = readPickupSaid(text)?.words;
        return said ? { pickupSaid: said } : {};
      },
      first: true,
    },
    // "new order from the 21st st place, 2 bags of wash and fold": an address or bags said beside the
    // option (invariant request-parts-each-for-its-question).
    keepsRequest: (text) => readRequestParts(text).parts.some((part) => part.step !== 'services'),
    option: {
      value: 'new',
      label: (words) => words.t('order.start'),
      role: 'primary',
      // Whole requests name the option by a few of its words ("I'd like to place an order for
      // pickup tomorrow", "can you pick up my laundry?"): the recognizer prefers the longer phrase.
      synonyms: [
        'new',
        'new order',
        // A bare "order" is a new one where no order placed is on offer beside it (menu.ts: "Same as
        // last time" says it too, and the two are asked between).
        'order',
        'start',
        'book a pickup',
        'place an order',
        'make an order',
        'schedule a pickup',
        // A pickup asked for by itself is a new one; an existing one is "my pickup", moved or changed.
        'a pickup',
        'una recogida',
        // Ordered, as a verb: "I want to order a pickup" ("my order" is one placed).
        'order a pickup',
        'request a pickup',
        'laundry picked up',
        // A pickup as British English says it: "arrange a laundry collection", "book a collection".
        'a collection',
        'a laundry collection',
        'arrange a pickup',
        // The laundry fetched: "come get my clothes", "que pasen por mi ropa", "vengan a buscar la ropa".
        ...['pick up', 'come get', 'come pick up', 'come for', 'come by for'].flatMap((verb) =>
          ['my laundry', 'my clothes'].map((laundry) => `${verb} ${laundry}`),
        ),
        ...[
          'recoger',
          'recojan',
          'pasen por',
          'vengan por',
          'pasen a buscar',
          'vengan a buscar',
          'busquen',
        ].flatMap((verb) => ['mi ropa', 'la ropa'].map((laundry) => `${verb} ${laundry}`)),
        // Spanish: the label's words are read too ("pedido nuevo"); an order said with "the" ("el
        // pedido") may be one placed, and is asked which (the options' words name three).
        'un pedido',
        'hacer pedido',
        'nuevo pedido',
        // "New" said of the order meant, in Spanish as in English ("a new one"): "uno nuevo", "nuevo".
        'nuevo',
        'uno nuevo',
        'una nueva',
        'orden nueva',
        'nueva orden',
        'hacer un pedido',
        // Another one made is a new one, and "do" makes it as "make" does: "let's do an order", "hacé
        // otro pedido" (vos), "haz otro pedido". "Otro pedido" alone may be one placed ("mi otro
        // pedido", "el otro pedido"): never a new one without the verb that makes it.
        'do an order',
        'do a new order',
        'do another order',
        'place another order',
        ...['hacer', 'hace', 'haz', 'haga', 'hagan', 'hagamos'].flatMap((make) =>
          ['un pedido', 'otro pedido', 'un nuevo pedido'].map((order) => `${make} ${order}`),
        ),
        // Laundry sent to be washed is a new order: "mandar ropa a lavar", "get my laundry done".
        'mandar a lavar',
        'mandar ropa',
        'lavar mi ropa',
        'send my laundry',
        'get my laundry done',
        'wash my clothes',
        // Clothes given to be washed: "I want to give my clothes for washing".
        'give my clothes',
        'give my laundry',
        'clothes for washing',
        'laundry for washing',
        // "order" as a verb is a new one; "orders" are those placed ("I want to order", "quiero ordenar").
        'to order',
        'ordenar',
        'pedir',
        // The first order, whoever's ("his first order", "our very first order"): none placed yet to see.
        ...['first order', 'very first order'].flatMap((first) =>
          ['', 'my ', 'his ', 'her ', 'our ', 'their '].map((whose) => `${whose}${first}`),
        ),
        'primer pedido',
      ],
    },
  },
  held: {
    summary: (data, deps, words) =>
      summaryReply(data, orderTimeZone(data, deps.timeZone), words, deps.glossary),
    // An order whose outcome was unknown may have gone through: whoever drops it is told so.
    dropped: stillUnknown,
    nevermind: (data, words) => words.t(data.unknownOutcome ? 'placing.leftUnknown' : 'placing.dropped'),
    busy: (words) => words.t('order.busy'),
    // "cancel the order", "ya no quiero el pedido": the order being made, dropped as nevermind drops it.
    droppedBy: readWholeOrderDropped,
    // "…, quiero cambiar el que hice": the placed order meant instead, for the menu asked next.
    meantInstead: readMeantInstead,
  },
  // "la de manhattan, y que pasen el jueves en la tarde": the pickup's day said before its question is
  // kept for it (invariant rest-kept-for-its-question), as with the request for the order; "new order, 2
  // bags of wash and fold, pick up friday morning from 21st st": each part for the question it names
  // (invariant request-parts-each-for-its-question), the services' words said back only once taken.
  keepsAhead(rest, data, words) {
    const read = readRequestParts(rest);
    // "…, es pa la boda de mi compa el sábado": the day of an event is when it is wanted, never the pickup's.
    const event = readDayEvents(rest) !== undefined;
    const day =
      data.draft.pickupWindow || data.pickupSaid !== undefined || event ? undefined : read.pickupSaid;
    if (day) data.pickupSaid = day;
    const parts = read.parts.filter((part) => !answered(part.step, data));
    const noted = parts.filter((part) => part.step !== 'services').map((part) => part.said);
    if (noted.length === 0)
      return day
        ? { say: words.t('order.pickupKept', { said: rest.trim() }) }
        : parts.length
          ? { parts }
          : undefined;
    const said = [...noted, ...(data.pickupSaid ? [data.pickupSaid] : [])].map((part) => `"${part}"`);
    return { say: words.t('order.partsKept', { parts: said.join(', ') }), parts };
  },
  onResult(ctx, from, result) {
    const slot = resultFrom(slotFlow, from, result);
    if (!slot) return ok();
    if ('back' in slot) return { kind: 'ok', back: true };
    const { draft } = ctx.data;
    if (slot.purpose === 'pickup') draft.pickupWindow = slot.window;
    else draft.returnWindow = slot.window;
    return { kind: 'ok', answered: slot.purpose === 'pickup' ? 'pickup' : 'return' };
  },
};
