/**
 * The canonical conversations, written once for every channel and each language: each answers whatever
 * question is on screen (so a question reworded or added is answered, or named in the error), through a
 * `Customer` that types, texts or clicks as its channel's people do. The Spanish ones say Spanish from
 * the first word (one stand-in, named where it is); they know each question by its English words or its Spanish ones, so they reach
 * the same ends while a flow's words are still English.
 */
import type { Language } from '../../lib/words/language';
import { CODE, type Customer } from './channels';

export const DANA = '2125550101'; // seeded: two addresses, a Visa and a Mastercard
/** Not a customer of the sandbox's: signs up. */
export const ANA = '6465550177';

/** An answer: the option to take when offered, else the words to type. */
export type Answer = { pick: string | RegExp; typed: string } | { typed: string };

async function answer(customer: Customer, given: Answer): Promise<void> {
  if ('pick' in given && customer.offers(given.pick)) await customer.pick(given.pick);
  else await customer.say(given.typed);
}

/**
 * The answer of the first pattern that matches the question: the last line of what was said that asks
 * one, so an earlier line of the same answer (a greeting) does not choose the answer; then, where no
 * pattern matches it, all that was said.
 */
export function answerTo(said: string, answers: [RegExp, Answer][]): Answer | undefined {
  const question =
    said
      .split('\n')
      .filter((line) => line.includes('?'))
      .at(-1) ?? said;
  return (answers.find(([asked]) => asked.test(question)) ??
    answers.find(([asked]) => asked.test(said)))?.[1];
}

/** Answers each question (`answerTo`) until `done` matches what was said. */
async function answerUntil(customer: Customer, done: RegExp, answers: [RegExp, Answer][]): Promise<void> {
  for (let turns = 0; turns < 40; turns++) {
    const said = customer.lastSaid();
    if (done.test(said)) return;
    const found = answerTo(said, answers);
    if (!found) throw new Error(`no answer for:\n${said}\n\nso far:\n${customer.transcript()}`);
    await answer(customer, found);
  }
  throw new Error(`not done after 40 turns:\n${customer.transcript()}`);
}

/** The menu's question, in either language. */
const MENU = /What would you like to do|qu[eé] desea hacer/i;

/** The customer's side of the conversations in one language: how each question is known, and what is said or picked. */
interface Speech {
  /** How a returning customer answers an order's questions: tomorrow's store-driver pickup, the first card. */
  order(returnBy: 'collect' | 'delivery'): [RegExp, Answer][];
  /** The order's summary, asking to place it. */
  summary: RegExp;
  placeOrder: Answer;
  /** A store driver's window: its option, or in Slack the first window's Choose (the seed's first is a store driver's). */
  window: Answer;
  myOrders: Answer;
  pickupTime: Answer;
  wednesday: string;
  makeChange: Answer;
  cancelDelivery: Answer;
  /** The sign-up's questions, until `signedIn`. */
  signUp: [RegExp, Answer][];
  signedIn: RegExp;
  newOrder: Answer;
  dropIt: Answer;
  oneBag: Answer;
  /** The question the hand-off is asked at. */
  bags: RegExp;
  talkToPerson: string;
  /** The customer's question for the staff, and the staff's answer. */
  forStaff: string;
  fromStaff: string;
  backToBot: string;
}

const ENGLISH: Speech = {
  order: (returnBy) => [
    [/Which services/, { pick: 'Wash & Fold', typed: 'wash and fold' }],
    [/Any extras/, { pick: 'No extras', typed: 'none' }],
    [/Any notes for the cleaners/, { pick: 'No notes', typed: 'skip' }],
    [/laundry, dry cleaning, or both/, { pick: 'Laundry', typed: 'laundry' }],
    [/How many bags/, { pick: '1 bag', typed: '1' }],
    [/Which day should we pick up/, { typed: 'tomorrow' }],
    [/Pickup windows/, { pick: /Store driver|^Choose$/, typed: '1' }],
    [
      /get it back to you/,
      returnBy === 'delivery'
        ? { pick: 'Deliver', typed: 'delivery' }
        : { pick: 'collect', typed: 'collect' },
    ],
    [/Which day should we deliver/, { typed: 'friday' }],
    [/Delivery windows/, { pick: /Store driver|^Choose$/, typed: '1' }],
    [/one-time order/, { pick: 'Just this once', typed: 'just this once' }],
    [/Which card/, { pick: 'Visa', typed: '1' }],
    [/Add a tip/, { typed: 'skip' }],
    [/promo code/, { pick: 'No code', typed: 'no code' }],
    [/hang-dry instead/, { pick: 'No', typed: 'no' }],
    [/notes for the store or the driver/, { pick: 'No notes', typed: 'skip' }],
    [/Where should we pick up/, { pick: '210 W 21st', typed: '1' }],
    [/What would you like to do|What can I do/, { pick: 'new order', typed: 'new order' }],
  ],
  summary: /place this order/,
  placeOrder: { pick: 'Place order', typed: 'place order' },
  window: { pick: /Store driver|^Choose$/, typed: '1' },
  myOrders: { typed: 'my orders' },
  pickupTime: { pick: 'Pickup time', typed: 'pickup time' },
  wednesday: 'wednesday',
  makeChange: { pick: 'Make this change', typed: 'make this change' },
  cancelDelivery: { pick: "I'll collect it instead", typed: 'cancel the delivery' },
  signUp: [
    [/sign you in|text a code/i, { pick: "I'm new", typed: "I'm new" }],
    [/code/i, { typed: CODE }],
    [/(business|company)('s)? name/i, { typed: 'Lima Tailoring LLC' }],
    [/name\?/i, { typed: 'Ana Lima' }],
    [/e-?mail/i, { typed: 'ana@example.com' }],
    [/phone|mobile/i, { typed: '646 555 0177' }],
    [/\?/, { pick: 'Yes', typed: 'yes' }],
  ],
  signedIn: /signed in/i,
  newOrder: { typed: 'new order' },
  dropIt: { pick: 'Drop it', typed: 'drop it' },
  oneBag: { pick: '1 bag', typed: '1' },
  bags: /How many bags/,
  talkToPerson: 'talk to a person',
  forStaff: 'Can you take a rug?',
  fromStaff: 'Yes, up to 8 feet.',
  backToBot: 'back to the bot',
};

/**
 * Spanish from the first word: each question known by its English words (a flow not yet in Spanish)
 * or its Spanish ones, each option by its English label or its Spanish one, else answered in Spanish
 * words (which the bot reads whatever its labels say).
 */
const SPANISH: Speech = {
  order: (returnBy) => [
    [/Which services|servicios/i, { pick: 'Wash & Fold', typed: 'Wash & Fold' }],
    [/Any extras|extras?\b|adicional/i, { pick: /^(No extras|Sin extras|Ninguno)$/i, typed: 'sin extras' }],
    [
      /laundry, dry cleaning, or both|tintorer[ií]a o (ambas|ambos|las dos)/i,
      { pick: /^(Laundry|Lavander[ií]a)$/i, typed: 'lavandería' },
    ],
    [/How many bags|cu[aá]ntas bolsas/i, { pick: /^1 (bag|bolsa)$/, typed: 'una bolsa' }],
    [/Which day should we pick up|qu[eé] d[ií]a.*recog/i, { typed: 'mañana' }],
    [
      /Pickup windows|(horario|ventana|franja)s? de recogida/i,
      { pick: /Store driver|tienda|^Choose$|^Elegir$/i, typed: '1' },
    ],
    [/Which day should we deliver|qu[eé] d[ií]a.*(entreg|devolv)/i, { typed: 'el viernes' }],
    [
      /Delivery windows|(horario|ventana|franja)s? de (entrega|devoluci)/i,
      { pick: /Store driver|tienda|^Choose$|^Elegir$/i, typed: '1' },
    ],
    [
      /one-time order|una (sola )?vez|cada semana|regular/i,
      { pick: /^(Just this once|Solo esta vez)$/i, typed: 'solo esta vez' },
    ],
    [/Which card|tarjeta/i, { pick: 'Visa', typed: '1' }],
    [/Add a tip|propina/i, { typed: 'sin propina' }],
    [
      /promo code|c[oó]digo (promocional|de promoci[oó]n)|cup[oó]n/i,
      { pick: /^(No code|Sin c[oó]digo)$/i, typed: 'sin código' },
    ],
    [/hang-dry instead|secar al aire|colgad|tender/i, { pick: /^No$/, typed: 'no' }],
    [/Any notes|notes for|notas?\b/i, { pick: /^(No notes|Sin notas)$/i, typed: 'sin notas' }],
    [/Where should we pick up|d[oó]nde.*recog/i, { pick: '210 W 21st', typed: '1' }],
    [
      /What would you like to do|What can I do|qu[eé] desea hacer|qu[eé] puedo hacer/i,
      { pick: /new order|nuevo pedido/i, typed: 'nuevo pedido' },
    ],
    // Last: its words (deliver, give back) may be in another question's.
    [
      /get it back to you|devolv|entreg/i,
      returnBy === 'delivery'
        ? { pick: /Deliver|Entreg|Llev/i, typed: 'que me lo entreguen' }
        : { pick: /collect|recojo|recoger/i, typed: 'lo recojo en la tienda' },
    ],
  ],
  summary: /place this order|este pedido\?/i,
  placeOrder: {
    pick: /^(Place order|Hacer (el|este) pedido|Realizar (el )?pedido|Confirmar (el )?pedido)$/i,
    typed: 'sí',
  },
  window: { pick: /Store driver|tienda|^Choose$|^Elegir$/i, typed: '1' },
  myOrders: { pick: /^(My orders|Mis pedidos)/i, typed: 'mis pedidos' },
  pickupTime: { pick: /Pickup time|(Hora|Horario) de (la )?recogida/i, typed: 'la hora de recogida' },
  wednesday: 'el miércoles',
  makeChange: { pick: /Make this change|Hacer (este|el) cambio|Confirmar (el )?cambio/i, typed: 'sí' },
  cancelDelivery: { pick: /I'll collect it instead|La recojo yo/i, typed: 'cancelar la entrega' },
  signUp: [
    [
      /sign you in|text a code|inicie sesi[oó]n|le env[ií]o un c[oó]digo/i,
      { pick: /I'm new|Es mi primera vez/i, typed: 'soy nuevo' },
    ],
    [/code|c[oó]digo/i, { typed: CODE }],
    [/(business|company)('s)? name|nombre del negocio/i, { typed: 'Lima Tailoring LLC' }],
    [/name\?|nombre/i, { typed: 'Ana Lima' }],
    [/e-?mail|correo/i, { typed: 'ana@example.com' }],
    [/phone|mobile|tel[eé]fono|celular/i, { typed: '646 555 0177' }],
    [/\?/, { pick: /^(Yes|S[ií])\b/, typed: 'sí' }],
  ],
  signedIn: /signed in|inici[oó] sesi[oó]n\.|sesi[oó]n iniciada/i,
  newOrder: { pick: /new order|nuevo pedido/i, typed: 'nuevo pedido' },
  dropIt: { pick: /^(Drop it|Dejarlo|Descartarlo|Olvidarlo)$/i, typed: 'olvídalo' },
  oneBag: { pick: /^1 (bag|bolsa)$/, typed: 'una bolsa' },
  bags: /How many bags|cu[aá]ntas bolsas/i,
  talkToPerson: 'hablar con una persona',
  forStaff: '¿Pueden lavar una alfombra?',
  fromStaff: 'Sí, de hasta 8 pies.',
  backToBot: 'volver al bot',
};

export const SPEECH: Record<Language, Speech> = { en: ENGLISH, es: SPANISH };

/** From the menu to the order's summary. */
function orderToSummary(customer: Customer, speech: Speech, returnBy: 'collect' | 'delivery'): Promise<void> {
  return answerUntil(customer, speech.summary, speech.order(returnBy));
}

/** Signs in and places an order before the transcript starts; then opens it from My orders. */
async function openPlacedOrder(
  customer: Customer,
  speech: Speech,
  returnBy: 'collect' | 'delivery',
): Promise<void> {
  await customer.signIn(DANA);
  await orderToSummary(customer, speech, returnBy);
  await answer(customer, speech.placeOrder);
  const id = /#(\d+)/.exec(customer.lastSaid())?.[1];
  if (!id) throw new Error(`no order placed:\n${customer.transcript()}`);
  customer.startTranscript();
  await answer(customer, speech.myOrders);
  await customer.pick(`#${id}`);
}

export interface Conversation {
  /** The file's name and title. */
  name: string;
  title: string;
  /** The bot's wait for the service, when the conversation needs it short. */
  timeoutMs?: number;
  /** The conversation, the customer speaking as `speech` does. */
  run(customer: Customer, speech: Speech): Promise<void>;
}

export const CONVERSATIONS: Conversation[] = [
  {
    name: 'full-order',
    title: 'A returning customer signs in and orders: pickup tomorrow, delivery on Friday',
    async run(customer, speech) {
      await customer.signIn(DANA);
      await orderToSummary(customer, speech, 'delivery');
      await answer(customer, speech.placeOrder);
    },
  },
  {
    name: 'change',
    title: "A placed order's pickup moved to Wednesday from My orders",
    async run(customer, speech) {
      await openPlacedOrder(customer, speech, 'collect');
      await answer(customer, speech.pickupTime);
      await customer.say(speech.wednesday);
      await answer(customer, speech.window);
      await answer(customer, speech.makeChange);
    },
  },
  {
    name: 'cancel',
    title: "A placed order's delivery cancelled: it waits at the store",
    async run(customer, speech) {
      await openPlacedOrder(customer, speech, 'delivery');
      await answer(customer, speech.cancelDelivery);
      await answer(customer, speech.cancelDelivery);
    },
  },
  {
    name: 'sign-up',
    title: 'A new customer signs up, signs in with the texted code, and starts an order',
    async run(customer, speech) {
      await customer.open(`+1${ANA}`);
      await answerUntil(customer, speech.signedIn, speech.signUp);
      // A first message that asked for a pickup has started the order already (invariant request-waits-its-turn).
      if (MENU.test(customer.lastSaid())) await answer(customer, speech.newOrder);
    },
  },
  {
    name: 'unknown-outcome',
    title:
      'The service answers too late: the order may have been placed; dropped, then looked up in My orders',
    // Waits long enough that only the delayed POST outlasts them on a loaded machine.
    timeoutMs: 2000,
    async run(customer, speech) {
      await customer.signIn(DANA);
      await orderToSummary(customer, speech, 'collect');
      customer.sandbox.failNext({
        kind: 'latency',
        pathPrefix: '/service-order',
        method: 'POST',
        latencyMs: 4000,
      });
      customer.note('the laundry service takes 4 s to answer; the bot waits 2 s');
      await answer(customer, speech.placeOrder);
      for (let i = 0; i < 200 && customer.sandbox.orders.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const [order] = customer.sandbox.orders;
      customer.note(
        order ? `the service's late answer: it created order #${order.id}` : 'the service created no order',
      );
      await answer(customer, speech.dropIt);
      await answer(customer, speech.myOrders);
    },
  },
  {
    name: 'hand-off',
    title: 'Mid-order, the customer asks for a person; staff answer and hand back',
    async run(customer, speech) {
      await customer.signIn(DANA);
      await answerUntil(customer, speech.bags, speech.order('collect'));
      await customer.say(speech.talkToPerson);
      if (customer.staff) {
        await customer.say(speech.forStaff);
        await customer.staff.reply(speech.fromStaff);
        await customer.staff.handBack();
      } else await customer.say(speech.backToBot);
      await answer(customer, speech.oneBag);
    },
  },
];
