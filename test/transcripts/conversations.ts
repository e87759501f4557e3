/**
 * The canonical conversations, written once for every channel: each answers whatever question is on
 * screen (so a question reworded or added is answered, or named in the error), through a `Customer`
 * that types, texts or clicks as its channel's people do.
 */
import { CODE, type Customer } from './channels';

export const DANA = '2125550101'; // seeded: two addresses, a Visa and a Mastercard
/** Not a customer of the sandbox's: signs up. */
export const ANA = '6465550177';

/** An answer: the option to take when offered, else the words to type. */
type Answer = { pick: string | RegExp; typed: string } | { typed: string };

/** A store driver's window: its option, or in Slack the first window's Choose (the seed's first is a store driver's). */
const WINDOW = /Store driver|^Choose$/;

async function answer(customer: Customer, given: Answer): Promise<void> {
  if ('pick' in given && customer.offers(given.pick)) await customer.pick(given.pick);
  else await customer.say(given.typed);
}

/**
 * Answers each question by the first pattern that matches it until `done` matches what was said.
 * The question is the last line of what was said that asks one, so an earlier line of the same answer
 * (a greeting) does not choose the answer; then, where no pattern matches it, all that was said.
 */
async function answerUntil(customer: Customer, done: RegExp, answers: [RegExp, Answer][]): Promise<void> {
  for (let turns = 0; turns < 40; turns++) {
    const said = customer.lastSaid();
    if (done.test(said)) return;
    const question =
      said
        .split('\n')
        .filter((line) => line.includes('?'))
        .at(-1) ?? said;
    const found =
      answers.find(([asked]) => asked.test(question)) ?? answers.find(([asked]) => asked.test(said));
    if (!found) throw new Error(`no answer for:\n${said}\n\nso far:\n${customer.transcript()}`);
    await answer(customer, found[1]);
  }
  throw new Error(`not done after 40 turns:\n${customer.transcript()}`);
}

/** How a returning customer answers an order's questions: tomorrow's store-driver pickup, the first card. */
function orderAnswers(returnBy: 'collect' | 'delivery'): [RegExp, Answer][] {
  return [
    [/Which services/, { pick: 'Wash & Fold', typed: 'wash and fold' }],
    [/Any extras/, { pick: 'No extras', typed: 'none' }],
    [/Any notes for the cleaners/, { pick: 'No notes', typed: 'skip' }],
    [/laundry, dry cleaning, or both/, { pick: 'Laundry', typed: 'laundry' }],
    [/How many bags/, { pick: '1 bag', typed: '1' }],
    [/Which day should we pick up/, { typed: 'tomorrow' }],
    [/Pickup windows/, { pick: WINDOW, typed: '1' }],
    [
      /get it back to you/,
      returnBy === 'delivery'
        ? { pick: 'Deliver', typed: 'delivery' }
        : { pick: 'collect', typed: 'collect' },
    ],
    [/Which day should we deliver/, { typed: 'friday' }],
    [/Delivery windows/, { pick: WINDOW, typed: '1' }],
    [/one-time order/, { pick: 'Just this once', typed: 'just this once' }],
    [/Which card/, { pick: 'Visa', typed: '1' }],
    [/Add a tip/, { typed: 'skip' }],
    [/promo code/, { pick: 'No code', typed: 'no code' }],
    [/hang-dry instead/, { pick: 'No', typed: 'no' }],
    [/notes for the store or the driver/, { pick: 'No notes', typed: 'skip' }],
    [/Where should we pick up/, { pick: '210 W 21st', typed: '1' }],
    [/What would you like to do|What can I do/, { pick: 'new order', typed: 'new order' }],
  ];
}

const SUMMARY = /place this order/;

/** From the menu to the order's summary. */
function orderToSummary(customer: Customer, returnBy: 'collect' | 'delivery'): Promise<void> {
  return answerUntil(customer, SUMMARY, orderAnswers(returnBy));
}

/** Signs in and places an order before the transcript starts; then opens it from My orders. */
async function openPlacedOrder(customer: Customer, returnBy: 'collect' | 'delivery'): Promise<void> {
  await customer.signIn(DANA);
  await orderToSummary(customer, returnBy);
  await customer.pick('Place order');
  const id = /order #(\d+)/.exec(customer.lastSaid())?.[1];
  if (!id) throw new Error(`no order placed:\n${customer.transcript()}`);
  customer.startTranscript();
  await customer.say('my orders');
  await customer.pick(`#${id}`);
}

export interface Conversation {
  /** The file's name and title. */
  name: string;
  title: string;
  /** The bot's wait for the service, when the conversation needs it short. */
  timeoutMs?: number;
  run(customer: Customer): Promise<void>;
}

export const CONVERSATIONS: Conversation[] = [
  {
    name: 'full-order',
    title: 'A returning customer signs in and orders: pickup tomorrow, delivery on Friday',
    async run(customer) {
      await customer.signIn(DANA);
      await orderToSummary(customer, 'delivery');
      await customer.pick('Place order');
    },
  },
  {
    name: 'change',
    title: "A placed order's pickup moved to Wednesday from My orders",
    async run(customer) {
      await openPlacedOrder(customer, 'collect');
      await customer.pick('Pickup time');
      await customer.say('wednesday');
      await answer(customer, { pick: WINDOW, typed: '1' });
      await customer.pick('Make this change');
    },
  },
  {
    name: 'cancel',
    title: "A placed order's delivery cancelled: it waits at the store",
    async run(customer) {
      await openPlacedOrder(customer, 'delivery');
      await customer.pick('Cancel the delivery');
      await customer.pick('Cancel the delivery');
    },
  },
  {
    name: 'sign-up',
    title: 'A new customer signs up, signs in with the texted code, and starts an order',
    async run(customer) {
      await customer.open(`+1${ANA}`);
      await answerUntil(customer, /signed in/i, [
        [/sign you in|text a code/i, { pick: "I'm new", typed: "I'm new" }],
        [/code/i, { typed: CODE }],
        [/(business|company)('s)? name/i, { typed: 'Lima Tailoring LLC' }],
        [/name\?/i, { typed: 'Ana Lima' }],
        [/e-?mail/i, { typed: 'ana@example.com' }],
        [/phone|mobile/i, { typed: '646 555 0177' }],
        [/\?/, { pick: 'Yes', typed: 'yes' }],
      ]);
      await customer.say('new order');
    },
  },
  {
    name: 'unknown-outcome',
    title:
      'The service answers too late: the order may have been placed; dropped, then looked up in My orders',
    // Waits long enough that only the delayed POST outlasts them on a loaded machine.
    timeoutMs: 2000,
    async run(customer) {
      await customer.signIn(DANA);
      await orderToSummary(customer, 'collect');
      customer.sandbox.failNext({
        kind: 'latency',
        pathPrefix: '/service-order',
        method: 'POST',
        latencyMs: 4000,
      });
      customer.note('the laundry service takes 4 s to answer; the bot waits 2 s');
      await customer.pick('Place order');
      for (let i = 0; i < 200 && customer.sandbox.orders.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const [order] = customer.sandbox.orders;
      customer.note(
        order ? `the service's late answer: it created order #${order.id}` : 'the service created no order',
      );
      await customer.pick('Drop it');
      await customer.say('my orders');
    },
  },
  {
    name: 'hand-off',
    title: 'Mid-order, the customer asks for a person; staff answer and hand back',
    async run(customer) {
      await customer.signIn(DANA);
      await answerUntil(customer, /How many bags/, orderAnswers('collect'));
      await customer.say('talk to a person');
      if (customer.staff) {
        await customer.say('Can you take a rug?');
        await customer.staff.reply('Yes, up to 8 feet.');
        await customer.staff.handBack();
      } else await customer.say('back to the bot');
      await answer(customer, { pick: '1 bag', typed: '1' });
    },
  },
];
