/**
 * The held-out measurement's canonical scripts, as data: one conversation per flow and language, each
 * from a fresh conversation to the flow's outcome on the test bot (the laundry sandbox's seed, the
 * clock of `HELDOUT_CLOCK`: Monday, June 2, 2036, 8:00 AM in New York), played by `play.ts`.
 *
 * Every question the person meets is named by `questions.ts` (`order/frequency`, `change/pickup-day`,
 * `sign-in/otp`, `menu`). A line of a script answers the question on screen; a line with a `step` is
 * one of the script's own questions, and `step` is its key: what a held-out case names
 * (`{ "step": "order/frequency", "say": "every second week", "means": ["3"] }`), and the heading of
 * its screen in test/heldout/screens/<language>.md. A key is the question's name, or that name with
 * what the person means there after a colon when one question is asked in several scripts with
 * different intents (`change/what-to-change:delivery`), or with a suffix when the script meets it twice
 * (`order/summary:place`); `at` is then the question's name. Keys are unique in a language: each
 * names one script, the one its case is played in.
 *
 * What the person types where the screen numbers its options is the number; where they type words,
 * in the script's language (`WORDS`). `CODE` is the one-time code: the sandbox texts every code as it.
 */
import type { Language } from '../../lib/words/language';

/** The one-time code the sandbox texts in the held-out runs (its `fixedOtp`), as the transcripts' is. */
export const CODE = '424242';

/** The clock's first day: Monday, June 2, 2036, 8:00 AM in New York (the transcripts' own). */
export const HELDOUT_CLOCK_AFTER = Date.parse('2036-06-01T00:00:00Z');

/** What a script is about. */
export type FlowName = 'order' | 'change' | 'sign-in' | 'sign-up' | 'preferences' | 'handoff' | 'reminder';

/** One thing that happens in a conversation: the person types, or someone else acts. */
export type Line =
  /** The person types `say` at the script's own question `step` (asked as `at`, when that differs). */
  | { step: string; say: string; at?: string }
  /** The person types `say` at the question `at`, on the way (another script's question, or asked again). */
  | { at: string; say: string }
  /** Someone at the laundry writes `staff` in the hand-off's thread; it reaches the person. */
  | { staff: string }
  /** The laundry's person hands the conversation back to the bot. */
  | { handBack: true }
  /** The bot's reminder of an order's window arrives, as the worker opens it an hour before. */
  | { reminder: 'pickup' | 'delivery'; orderId: number };

/** What is true before a script's conversation starts. */
export interface WorldSetup {
  /**
   * Dana placed two orders earlier, in another conversation (`SETUP_ORDERS`): #5001 (Wash & Fold and a
   * suit, DoorDash pickup Tuesday 9–11 AM, store-driver delivery Friday 8–10 AM, a $3 tip) and #5002
   * (Wash & Fold, store-driver pickup Wednesday 8–10 AM, collected at the store).
   */
  orders?: true;
  /** The laundry added a third address to Dana's account, one the same store serves (`SAME_STORE_ADDRESS`). */
  sameStoreAddress?: true;
}

export interface Script {
  /** Unique in its language. */
  id: string;
  flow: FlowName;
  language: Language;
  /** What the conversation does, in a line. */
  title: string;
  /** For the phrase writers: who the customer is, what they want, and what is true already. */
  intro: string;
  world?: WorldSetup;
  lines: readonly Line[];
}

/** The address the laundry adds for `WorldSetup.sameStoreAddress`: served by the Chelsea store, as 210 W 21st St is. */
export const SAME_STORE_ADDRESS = {
  address1: '200 W 20th St',
  address2: 'Apt 5C',
  city: 'New York',
  googlePlacesId: 'ChIJ-sbx-Chelsea-02',
} as const;

/** The words the scripted person types, in each language. */
interface Words {
  hello: string;
  tomorrow: string;
  wednesday: string;
  friday: string;
  saturday: string;
  noStarch: string;
  hangDry: string;
  orderNote: string;
  customerNotes: string;
  changeOrder: string;
  talkToPerson: string;
  speakToSomeone: string;
  agent: string;
  forStaff: string;
  fromStaff: string;
  greetingFromStaff: string;
  backToBot: string;
  address: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    hello: 'hi',
    tomorrow: 'tomorrow',
    wednesday: 'wednesday',
    friday: 'friday',
    saturday: 'saturday',
    noStarch: 'no starch',
    hangDry: 'the wool sweaters',
    orderNote: 'ring the bell twice',
    customerNotes: 'Please use the side door on 21st St.',
    changeOrder: 'change 5001',
    talkToPerson: 'talk to a person',
    speakToSomeone: 'can I speak to someone?',
    agent: 'agent',
    forStaff: 'Can you take a rug?',
    fromStaff: 'Yes, rugs up to 8 feet.',
    greetingFromStaff: 'Hi Dana, how can I help?',
    backToBot: 'back to the bot',
    address: '350 W 20th St, Apt 2, New York, NY 10011',
  },
  es: {
    hello: 'hola',
    tomorrow: 'mañana',
    wednesday: 'el miércoles',
    friday: 'el viernes',
    saturday: 'el sábado',
    noStarch: 'sin almidón',
    hangDry: 'los suéteres de lana',
    orderNote: 'tocar el timbre dos veces',
    customerNotes: 'Por favor usen la puerta lateral de la calle 21.',
    changeOrder: 'cambiar 5001',
    talkToPerson: 'hablar con una persona',
    speakToSomeone: '¿puedo hablar con alguien?',
    agent: 'agente',
    forStaff: '¿Pueden lavar una alfombra?',
    fromStaff: 'Sí, alfombras de hasta 8 pies.',
    greetingFromStaff: 'Hola Dana, ¿en qué le puedo ayudar?',
    backToBot: 'volver al bot',
    address: '350 W 20th St, Apt 2, New York, NY 10011',
  },
};

const DANA = '2125550101';
/** Sam's number: Dana's typo in the sign-in script (one digit off). */
const SAM = '2125550102';
const ANA = '646 555 0177';

/** Dana signs in from a fresh conversation: her first words, her phone, the code. */
const signIn = (w: Words): Line[] => [
  { at: 'none', say: w.hello },
  { at: 'sign-in/phone', say: DANA },
  { at: 'sign-in/otp', say: CODE },
];

/**
 * The orders of `WorldSetup.orders`, placed by Dana in a conversation of their own before the script's
 * starts (in English: what the ledger and the service keep does not depend on it).
 */
export const SETUP_ORDERS: readonly Line[] = [
  ...signIn(WORDS.en),
  // #5001: Wash & Fold and a suit, DoorDash pickup Tuesday 9–11 AM, delivered Friday 8–10 AM.
  { at: 'menu', say: '1' },
  { at: 'order/address', say: '1' },
  { at: 'order/services', say: '1,4' },
  { at: 'order/modifiers:Wash & Fold', say: '4' },
  { at: 'order/modifiers:Dry Clean – Suit', say: 'none' },
  { at: 'order/service-notes:Wash & Fold', say: '1' },
  { at: 'order/service-notes:Dry Clean – Suit', say: '1' },
  { at: 'order/bags', say: '2' },
  { at: 'order/pickup-day', say: 'tomorrow' },
  { at: 'order/pickup-window', say: '2' },
  { at: 'order/return-method', say: '2' },
  { at: 'order/return-day', say: 'friday' },
  { at: 'order/return-window', say: '1' },
  { at: 'order/frequency', say: '1' },
  { at: 'order/payment', say: '1' },
  { at: 'order/tip', say: '$3' },
  { at: 'order/promo', say: '1' },
  { at: 'order/hang-dry', say: '2' },
  { at: 'order/order-notes', say: '1' },
  { at: 'order/summary', say: '1' },
  // #5002: Wash & Fold, store-driver pickup Wednesday 8–10 AM, collected at the store.
  { at: 'menu', say: '1' },
  { at: 'order/address', say: '1' },
  { at: 'order/services', say: '1' },
  { at: 'order/modifiers:Wash & Fold', say: '4' },
  { at: 'order/service-notes:Wash & Fold', say: '1' },
  { at: 'order/bags', say: '1' },
  { at: 'order/pickup-day', say: 'wednesday' },
  { at: 'order/pickup-window', say: '1' },
  { at: 'order/return-method', say: '1' },
  { at: 'order/frequency', say: '1' },
  { at: 'order/payment', say: '1' },
  { at: 'order/promo', say: '1' },
  { at: 'order/hang-dry', say: '2' },
  { at: 'order/order-notes', say: '1' },
  { at: 'order/summary', say: '1' },
];

/** Dana's two placed orders, as a writer needs to know them. */
const PLACED =
  'Dana placed two orders earlier: #5001 (Wash & Fold and a suit; DoorDash pickup Tuesday June 3, 9–11 AM; delivered Friday June 6, 8–10 AM by the store driver; a $3 courier tip) and #5002 (Wash & Fold; store-driver pickup Wednesday June 4, 8–10 AM; she collects it at the store).';

/** Who Dana is, for every intro. */
const DANA_IS =
  'Dana Rivera (phone 212 555 0101), a returning customer of Spin City Laundry, chats with its bot. Today is Monday, June 2; it is 8 AM in New York.';

function scriptsIn(language: Language): Script[] {
  const w = WORDS[language];
  const script = (s: Omit<Script, 'language'>): Script => ({ ...s, language });
  /**
   * Dana changes one of her placed orders from My orders: picks it (`order`), picks the change
   * (`pick`, keyed `change/what-to-change:<intent>`), answers what that asks (`answers`), and confirms.
   */
  const change = (c: {
    intent: string;
    title: string;
    story: string;
    world?: WorldSetup;
    order: string;
    pick: string;
    answers: Line[];
  }): Script =>
    script({
      id: `change-${c.intent}`,
      flow: 'change',
      title: c.title,
      intro: `${DANA_IS} ${PLACED} ${c.story}`,
      world: c.world ?? { orders: true },
      lines: [
        ...signIn(w),
        { at: 'menu', say: '3' },
        { at: 'change/which-order', say: c.order },
        { step: `change/what-to-change:${c.intent}`, at: 'change/what-to-change', say: c.pick },
        ...c.answers,
        { step: `change/confirm:${c.intent}`, at: 'change/confirm', say: '1' },
      ],
    });
  return [
    script({
      id: 'order',
      flow: 'order',
      title: 'A returning customer orders laundry and dry cleaning',
      intro: `${DANA_IS} She signs in and orders: Wash & Fold with hypoallergenic detergent and no starch, and a suit with a crease press; 2 bags picked up tomorrow (Tuesday) between 9 and 11 AM by DoorDash, delivered back on Friday at 8–10 AM; every 2 weeks; her Visa; a $3 tip; promo code FALL10; the wool sweaters hung to dry; "ring the bell twice" for the driver. At the summary she first changes the bags to 3, then places the order.`,
      lines: [
        ...signIn(w),
        { step: 'order/menu', at: 'menu', say: '1' },
        { step: 'order/address', say: '1' },
        { step: 'order/services', say: '1,4' },
        { step: 'order/modifiers:Wash & Fold', say: '1' },
        { step: 'order/modifiers:Dry Clean – Suit', say: '1' },
        { step: 'order/service-notes:Wash & Fold', say: w.noStarch },
        { step: 'order/service-notes:Dry Clean – Suit', say: '1' },
        { step: 'order/bags', say: '2' },
        { step: 'order/pickup-day', say: w.tomorrow },
        { step: 'order/pickup-window', say: '2' },
        { step: 'order/return-method', say: '2' },
        { step: 'order/return-day', say: w.friday },
        { step: 'order/return-window', say: '1' },
        { step: 'order/frequency', say: '3' },
        { step: 'order/payment', say: '1' },
        { step: 'order/tip', say: '$3' },
        { step: 'order/promo', say: 'FALL10' },
        { step: 'order/hang-dry', say: '1' },
        { step: 'order/hang-dry-instructions', say: w.hangDry },
        { step: 'order/order-notes', say: w.orderNote },
        { step: 'order/summary', say: '2' },
        { step: 'order/what-to-change', say: '4' },
        { at: 'order/bags', say: '3' },
        { step: 'order/summary:place', at: 'order/summary', say: '1' },
      ],
    }),
    script({
      id: 'change-pickup',
      flow: 'change',
      title: "A placed order's pickup moved to Friday, from My orders",
      intro: `${DANA_IS} ${PLACED} She signs in, opens My orders and moves the pickup of order #5002 from Wednesday to Friday, 8–10 AM with the store driver.`,
      world: { orders: true },
      lines: [
        ...signIn(w),
        { step: 'change/menu', at: 'menu', say: '3' },
        { step: 'change/which-order', say: '1' },
        { step: 'change/what-to-change', say: '1' },
        { step: 'change/pickup-day', say: w.friday },
        { step: 'change/pickup-window', say: '1' },
        { step: 'change/confirm', say: '1' },
      ],
    }),
    script({
      id: 'change-delivery',
      flow: 'change',
      title: "A placed order's delivery moved to Saturday, by its number",
      intro: `${DANA_IS} ${PLACED} She signs in and asks to change order #5001 by its number, then moves its delivery from Friday to Saturday, 8–10 AM with the store driver.`,
      world: { orders: true },
      lines: [
        ...signIn(w),
        { step: 'change/menu:change-order', at: 'menu', say: w.changeOrder },
        { step: 'change/what-to-change:delivery', at: 'change/what-to-change', say: '2' },
        { step: 'change/delivery-day', say: w.saturday },
        { step: 'change/delivery-window', say: '1' },
        { step: 'change/confirm:delivery', at: 'change/confirm', say: '1' },
      ],
    }),
    change({
      intent: 'add-delivery',
      title: 'A collected order delivered instead',
      story:
        'She signs in, opens My orders, and has order #5002 delivered on Friday instead of collecting it, in the first window offered (11 AM–1 PM, DoorDash).',
      order: '1',
      pick: '2',
      answers: [
        { at: 'change/delivery-day', say: w.friday },
        { at: 'change/delivery-window', say: '1' },
      ],
    }),
    change({
      intent: 'address',
      title: "A placed order's pickup address changed",
      story:
        'The laundry has added a third address to her account: 200 W 20th St, Apt 5C. She signs in, opens My orders, and has order #5001 picked up there instead.',
      world: { orders: true, sameStoreAddress: true },
      order: '2',
      pick: '3',
      answers: [{ step: 'change/address', say: '2' }],
    }),
    change({
      intent: 'tip',
      title: "A placed order's courier tip raised",
      story: 'She signs in, opens My orders, and raises the courier tip of order #5001 to $5.',
      order: '2',
      pick: '4',
      answers: [{ step: 'change/tip', say: '$5' }],
    }),
    change({
      intent: 'cancel',
      title: "A placed order's delivery cancelled: she collects it",
      story:
        'She signs in, opens My orders, and cancels the delivery of order #5001: she will collect it at the store.',
      order: '2',
      pick: '5',
      answers: [],
    }),
    script({
      id: 'sign-in',
      flow: 'sign-in',
      title: 'A returning customer signs in, asking for the code again',
      intro: `${DANA_IS} She signs in with her number; the first text does not arrive, so she asks for the code again, then types it.`,
      lines: [
        { at: 'none', say: w.hello },
        { step: 'sign-in/phone', say: DANA },
        { step: 'sign-in/otp:resend', at: 'sign-in/otp', say: '1' },
        { step: 'sign-in/otp', say: CODE },
      ],
    }),
    script({
      id: 'sign-in-other-number',
      flow: 'sign-in',
      title: 'A returning customer mistypes her number and uses another one',
      intro: `${DANA_IS} She mistypes her number as 212 555 0102 (someone else's), so the code goes there; she chooses to use another number, types hers, and signs in with the code.`,
      lines: [
        { at: 'none', say: w.hello },
        { at: 'sign-in/phone', say: SAM },
        { step: 'sign-in/otp:another-number', at: 'sign-in/otp', say: '2' },
        { step: 'sign-in/phone:again', at: 'sign-in/phone', say: DANA },
        { at: 'sign-in/otp', say: CODE },
      ],
    }),
    script({
      id: 'sign-up',
      flow: 'sign-up',
      title: 'A new customer signs up, then finds she has no pickup address',
      intro: `Ana Lima (mobile 646 555 0177, e-mail ana@example.com) has never used Spin City Laundry. Today is Monday, June 2; it is 8 AM in New York. She signs up: no news by text; the account is for her business, Lima Tailoring LLC, which should be invoiced. Reviewing the details she changes her e-mail to ana.lima@example.com, creates the account, types the code, and starts an order. Her account has no address yet, so she sends it to the laundry's staff: 350 W 20th St, Apt 2, New York, NY 10011.`,
      lines: [
        { at: 'none', say: w.hello },
        { step: 'sign-up/new', at: 'sign-in/phone', say: '1' },
        { step: 'sign-up/name', say: 'Ana Lima' },
        { step: 'sign-up/phone', say: ANA },
        { step: 'sign-up/email', say: 'ana@example.com' },
        { step: 'sign-up/marketing', say: '2' },
        { step: 'sign-up/commercial', say: '1' },
        { step: 'sign-up/invoicing', say: '1' },
        { step: 'sign-up/business-name', say: 'Lima Tailoring LLC' },
        { step: 'sign-up/review', say: '2' },
        { step: 'sign-up/which-detail', say: '3' },
        { at: 'sign-up/email', say: 'ana.lima@example.com' },
        { step: 'sign-up/review:create', at: 'sign-up/review', say: '1' },
        { step: 'sign-up/otp', say: CODE },
        { step: 'sign-up/menu', at: 'menu', say: '1' },
        { step: 'sign-up/no-address', at: 'order/address', say: '1' },
        { step: 'sign-up/address-for-staff', at: 'handoff/waiting', say: w.address },
      ],
    }),
    script({
      id: 'preferences',
      flow: 'preferences',
      title: 'A returning customer sets a preference and her notes',
      intro: `${DANA_IS} She signs in, opens Preferences and notes, sets the detergent to Hypoallergenic, then writes her notes for the laundry ("Please use the side door on 21st St."), saves them, and is done.`,
      lines: [
        ...signIn(w),
        { step: 'preferences/menu', at: 'menu', say: '3' },
        { step: 'preferences/which', say: '1' },
        { step: 'preferences/option:Detergent', say: '2' },
        { step: 'preferences/which:notes', at: 'preferences/which', say: '4' },
        { step: 'notes/text', say: w.customerNotes },
        { step: 'notes/confirm', say: '1' },
        { step: 'preferences/which:done', at: 'preferences/which', say: '5' },
      ],
    }),
    script({
      id: 'handoff',
      flow: 'handoff',
      title: 'A customer asks for a person before signing in, at the menu and mid-order',
      intro: `${DANA_IS} Before signing in she asks for a person, asks whether they take rugs, reads the answer and goes back to the bot. She signs in; at the menu she asks for someone again, and the laundry's person hands her back. She starts an order and, at the number of bags, asks for a person once more; they hand her back and she carries on with 1 bag.`,
      lines: [
        { at: 'none', say: w.hello },
        { step: 'handoff/at-sign-in', at: 'sign-in/phone', say: w.talkToPerson },
        { step: 'handoff/waiting', say: w.forStaff },
        { staff: w.fromStaff },
        { step: 'handoff/leave', at: 'handoff/waiting', say: w.backToBot },
        { at: 'sign-in/phone', say: DANA },
        { at: 'sign-in/otp', say: CODE },
        { step: 'handoff/at-menu', at: 'menu', say: w.speakToSomeone },
        { staff: w.greetingFromStaff },
        { handBack: true },
        { at: 'menu', say: '1' },
        { at: 'order/address', say: '1' },
        { at: 'order/services', say: '1' },
        { at: 'order/modifiers:Wash & Fold', say: '4' },
        { at: 'order/service-notes:Wash & Fold', say: '1' },
        { step: 'handoff/at-order', at: 'order/bags', say: w.agent },
        { handBack: true },
        { at: 'order/bags', say: '1' },
      ],
    }),
    script({
      id: 'reminder',
      flow: 'reminder',
      title: 'A reminder of a delivery, answered by moving it',
      intro: `${DANA_IS} ${PLACED} She signs in; the bot's reminder of order #5001's delivery arrives, and she moves the delivery to Saturday, 8–10 AM with the store driver.`,
      world: { orders: true },
      lines: [
        ...signIn(w),
        { reminder: 'delivery', orderId: 5001 },
        { step: 'reminder/answer', say: '2' },
        { at: 'change/delivery-day', say: w.saturday },
        { at: 'change/delivery-window', say: '1' },
        { at: 'change/confirm', say: '1' },
      ],
    }),
  ];
}

/**
 * The bot's questions (as `questions.ts` names them) that no script's story meets, as the bot asks
 * them before the work of issue #34: a reply may lead to one. A question that is neither one of
 * these nor a script's is one the bot asks back with (classify.ts).
 */
export const OTHER_QUESTIONS: readonly string[] = [
  'order/category',
  'products/store',
  'products/browse',
  'preferences/option:Folding style',
  'preferences/option:Water temperature',
  ...['Wash & Hang Dry', 'Comforter & Bedding', 'Dry Clean – Shirt', 'Dry Clean – Dress'].flatMap(
    (service) => [`order/modifiers:${service}`, `order/service-notes:${service}`],
  ),
];

/** Every script, by language. */
export const SCRIPTS: Record<Language, readonly Script[]> = { en: scriptsIn('en'), es: scriptsIn('es') };

/** The question a line answers: its `at`, else its key. */
export function questionOfLine(line: Line): string | undefined {
  if ('at' in line && line.at !== undefined) return line.at;
  return 'step' in line ? line.step : undefined;
}

/** The script whose own question `step` is, and the line's index, in `language`. */
export function scriptOfStep(
  language: Language,
  step: string,
): { script: Script; index: number } | undefined {
  for (const script of SCRIPTS[language]) {
    const index = script.lines.findIndex((line) => 'step' in line && line.step === step);
    if (index >= 0) return { script, index };
  }
  return undefined;
}
