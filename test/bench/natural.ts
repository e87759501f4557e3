/**
 * Natural replies: how well the bot understands what people type instead of the scripted answer. Each
 * reply below replaces one answer of the scripted order (test/support/scripts.ts `RETURNING_ORDER`); it
 * is understood when the question it answers is not asked again and the order at the summary is the
 * scripted one with the change the reply means (or, at the summary, the reply does what it means).
 * Played with `runTurn` on the test bot (DynamoDB engine, sandbox), as a seeded customer. Each
 * phrasebook (this English one, the Spanish one in natural-es.ts) is scored the same way, against its
 * own budget.
 */

import type { DialogState, Reply } from '../../lib/dialog/types';
import type { WindowChoice } from '../../lib/orders/choices';
import type { OrderData } from '../../lib/orders/order-data';
import { day, mondayMorning, monthDay } from '../support/clock';
import { RETURNING_ORDER } from '../support/scripts';
import { startTestBot, type TestBot, TIME_ZONE } from '../support/test-bot';

/** The clock the cases' days are named from (Tuesday is `day(clock, 1)`). */
const clock = mondayMorning();

const DANA = '2125550101';

/** Natural replies in one language, and the share of them that must be understood. */
export interface Phrasebook {
  language: string;
  /** The person's first words: the conversation is in the phrasebook's language from them. */
  hello: string;
  budget: number;
  cases: NaturalCase[];
}

export interface NaturalResult {
  language: string;
  budget: number;
  cases: number;
  understood: number;
  /** How many steps of the order the cases cover. */
  steps: number;
  missed: string[];
}

export async function measureNatural(phrasebooks: Phrasebook[]): Promise<NaturalResult[]> {
  const bot = await startTestBot({ now: clock });
  try {
    const results: NaturalResult[] = [];
    for (const { language, hello, budget, cases } of phrasebooks) {
      const { understood, missed } = await playAll(bot, hello, cases);
      const steps = new Set(cases.map((c) => c.step.replace(/:.*/, ''))).size;
      results.push({ language, budget, cases: cases.length, understood, steps, missed });
    }
    return results;
  } finally {
    await bot.close();
  }
}

/** The order as the summary holds it, in plain values, to compare a played case with the script's. */
interface Projection {
  address?: number;
  services?: string[];
  categories?: string;
  bags?: number;
  pickup?: string;
  returnMethod?: string;
  delivery?: string;
  interval?: number;
  payment?: number | null;
  tipCents?: number;
  promo?: string;
  hangDry?: boolean;
  hangDryInstructions?: string;
  notes?: string;
}

export interface NaturalCase {
  /** The question (a key of `RETURNING_ORDER`) and the reply given there instead of the script's. */
  step: string;
  say: string;
  /** What changes in the order at the summary (nothing: the reply means the script's answer). */
  changes?: Partial<Projection>;
  /** Answers to questions the script does not ask (the reply leads to them). */
  given?: Record<string, string>;
  /** At the summary: what the reply must do. */
  does?: 'place' | 'change' | 'drop';
}

const CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const slot = (w: WindowChoice | undefined) =>
  w && `${w.day} ${CLOCK.format(new Date(w.startTime))} ${w.provider}`;

const NATURAL: NaturalCase[] = [
  { step: 'menu', say: 'new order' },
  { step: 'menu', say: 'start a new order please' },
  { step: 'menu', say: "let's book a pickup" },
  { step: 'menu', say: "I'd like to place an order for pickup tomorrow" },
  { step: 'menu', say: 'can you pick up my laundry?' },
  { step: 'address', say: 'the first one' },
  { step: 'address', say: '210 W 21st' },
  { step: 'services', say: 'wash & fold and the suit' },
  { step: 'services', say: '1 and 4' },
  {
    step: 'services',
    say: 'wash & fold and the shirt',
    changes: { services: ['201[301] "no starch"', '205[]'] },
    given: { 'modifiers:Dry Clean – Shirt': 'no extras', 'service-notes:Dry Clean – Shirt': 'skip' },
  },
  { step: 'modifiers:Wash & Fold', say: 'hypoallergenic' },
  { step: 'modifiers:Wash & Fold', say: 'the hypoallergenic detergent please' },
  {
    step: 'modifiers:Wash & Fold',
    say: 'no extras',
    changes: { services: ['201[] "no starch"', '204[305]'] },
  },
  {
    step: 'modifiers:Wash & Fold',
    say: 'hypoallergenic and cold wash',
    changes: { services: ['201[301,303] "no starch"', '204[305]'] },
  },
  { step: 'modifiers:Dry Clean – Suit', say: 'crease' },
  {
    step: 'modifiers:Dry Clean – Suit',
    say: 'crease press and stain treatment',
    changes: { services: ['201[301] "no starch"', '204[305,306]'] },
  },
  {
    step: 'modifiers:Dry Clean – Suit',
    say: 'none',
    changes: { services: ['201[301] "no starch"', '204[]'] },
  },
  {
    step: 'service-notes:Wash & Fold',
    say: 'no starch please',
    changes: { services: ['201[301] "no starch please"', '204[305]'] },
  },
  {
    step: 'service-notes:Wash & Fold',
    say: 'fold the shirts, thanks',
    changes: { services: ['201[301] "fold the shirts, thanks"', '204[305]'] },
  },
  { step: 'service-notes:Wash & Fold', say: 'none', changes: { services: ['201[301]', '204[305]'] } },
  {
    step: 'service-notes:Wash & Fold',
    say: 'no notes for any service',
    changes: { services: ['201[301]', '204[305]'] },
  },
  { step: 'service-notes:Dry Clean – Suit', say: 'nothing' },
  { step: 'service-notes:Dry Clean – Suit', say: 'no thanks' },
  {
    step: 'service-notes:Dry Clean – Suit',
    say: 'press the trousers only',
    changes: { services: ['201[301] "no starch"', '204[305] "press the trousers only"'] },
  },
  { step: 'bags', say: 'two bags' },
  { step: 'bags', say: '2 bags' },
  { step: 'bags', say: 'three', changes: { bags: 3 } },
  { step: 'bags', say: 'just one bag', changes: { bags: 1 } },
  { step: 'pickup-day', say: 'tuesday' },
  { step: 'pickup-day', say: monthDay(clock, 1).toLowerCase() },
  { step: 'pickup-window', say: '9-11' },
  { step: 'pickup-window', say: 'the second one' },
  { step: 'pickup-window', say: 'the 9am doordash one' },
  {
    step: 'pickup-window',
    say: '8am',
    changes: { pickup: `${day(clock, 1)} 08:00 OWN_DRIVER`, tipCents: undefined },
  },
  { step: 'return-method', say: 'delivery' },
  { step: 'return-method', say: 'bring it back' },
  { step: 'return-method', say: 'deliver it please' },
  {
    step: 'return-method',
    say: "I'll pick it up myself",
    changes: { returnMethod: 'IN_STORE_PICKUP', delivery: undefined },
  },
  { step: 'return-day', say: 'on friday' },
  { step: 'return-day', say: monthDay(clock, 4).toLowerCase() },
  { step: 'return-window', say: '8am' },
  { step: 'return-window', say: 'the first one' },
  { step: 'frequency', say: 'every other week' },
  { step: 'frequency', say: 'biweekly' },
  { step: 'frequency', say: 'weekly', changes: { interval: 1 } },
  { step: 'frequency', say: 'just this once', changes: { interval: 0 } },
  { step: 'frequency', say: 'monthly', changes: { interval: 4 } },
  { step: 'payment', say: 'the visa' },
  { step: 'payment', say: 'my default card' },
  { step: 'payment', say: 'the one ending 4242' },
  { step: 'payment', say: 'mastercard', changes: { payment: 3002 } },
  { step: 'tip', say: '3 dollars' },
  { step: 'tip', say: '3' },
  { step: 'tip', say: 'no tip', changes: { tipCents: 0 } },
  { step: 'tip', say: '$4.50', changes: { tipCents: 450 } },
  { step: 'tip', say: 'five bucks', changes: { tipCents: 500 } },
  { step: 'promo', say: 'my code is FALL10' },
  { step: 'promo', say: 'FALL10' },
  { step: 'promo', say: 'no code', changes: { promo: '' } },
  { step: 'promo', say: 'nope', changes: { promo: '' } },
  { step: 'hang-dry', say: 'no thanks' },
  { step: 'hang-dry', say: 'nope' },
  { step: 'hang-dry', say: 'skip' },
  {
    step: 'hang-dry',
    say: 'yes',
    changes: { hangDry: true, hangDryInstructions: 'the wool sweaters' },
    given: { 'hang-dry-instructions': 'the wool sweaters' },
  },
  {
    step: 'hang-dry-instructions',
    say: 'just the silk blouses please',
    changes: { hangDry: true, hangDryInstructions: 'just the silk blouses please' },
    given: { 'hang-dry': 'yes' },
  },
  { step: 'order-notes', say: 'none' },
  { step: 'order-notes', say: 'no notes' },
  { step: 'order-notes', say: 'ring the bell twice', changes: { notes: 'ring the bell twice' } },
  { step: 'order-notes', say: 'leave it with the doorman', changes: { notes: 'leave it with the doorman' } },
  { step: 'summary', say: 'yes', does: 'place' },
  { step: 'summary', say: 'place it', does: 'place' },
  { step: 'summary', say: 'confirm', does: 'place' },
  { step: 'summary', say: 'change the bags', does: 'change' },
  { step: 'summary', say: 'drop it', does: 'drop' },
];

/** The English phrasebook; the budget is this share of it understood. */
export const ENGLISH: Phrasebook = { language: 'English', hello: 'hi', budget: 0.9, cases: NATURAL };

/** The question a stored state has on screen, named as `RETURNING_ORDER` names it. */
function stepKey(state: DialogState | undefined): string | undefined {
  const prompt = state?.prompt;
  const frame = prompt && state.stack[prompt.depth];
  if (!prompt || !frame) return undefined;
  if (frame.flow === 'slot') return `${(frame.data as { purpose: string }).purpose}-${prompt.step}`;
  if (frame.flow === 'order' && (prompt.step === 'modifiers' || prompt.step === 'service-notes')) {
    const field = prompt.step === 'modifiers' ? 'modifierIds' : 'notes';
    const next = (frame.data as OrderData).draft.services?.find((svc) => svc[field] === undefined);
    return `${prompt.step}:${next?.name ?? '?'}`;
  }
  return prompt.step;
}

function orderOf(state: DialogState | undefined): OrderData | undefined {
  return state?.stack.find((frame) => frame.flow === 'order')?.data as OrderData | undefined;
}

function project(data: OrderData | undefined): Projection {
  const d = data?.draft ?? {};
  return {
    address: d.addressId,
    services: d.services?.map(
      (s) => `${s.servicePriceId}[${(s.modifierIds ?? []).join(',')}]${s.notes ? ` "${s.notes}"` : ''}`,
    ),
    categories: d.categories?.join('+'),
    bags: d.bagCount,
    pickup: slot(d.pickupWindow),
    returnMethod: d.returnMethod,
    delivery: d.returnMethod === 'DELIVERY' ? slot(d.returnWindow) : undefined,
    interval: d.interval,
    payment: d.paymentMethodId,
    tipCents: d.courierTipCents,
    promo: d.promoCode,
    hangDry: d.hangDry,
    hangDryInstructions: d.hangDryInstructions,
    notes: d.orderNotes,
  };
}

function differences(expected: Projection, actual: Projection): string[] {
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)] as (keyof Projection)[]);
  return [...keys].flatMap((key) =>
    JSON.stringify(expected[key]) === JSON.stringify(actual[key])
      ? []
      : [`${key}: ${JSON.stringify(actual[key])}, not ${JSON.stringify(expected[key])}`],
  );
}

const textOf = (replies: Reply[]) =>
  replies
    .flatMap((r) => (r.type === 'text' || r.type === 'prompt' ? [r.text] : []))
    .join(' / ')
    .slice(0, 160);

type Person = ReturnType<TestBot['fresh']>;

/**
 * Plays the scripted order from the menu to the summary, answering `natural` where it is asked.
 * Returns the order at the summary, or why the reply was not understood.
 */
async function playCase(
  bot: TestBot,
  person: Person,
  natural: NaturalCase | undefined,
): Promise<{ order: Projection } | { failed: string }> {
  const answers = new Map<string, string>(RETURNING_ORDER.map((line) => [line.step, line.say]));
  let pending = natural;
  for (let turn = 0; turn < 40; turn++) {
    const state = await person.state();
    const key = stepKey(state);
    if (key === 'summary' && !(pending && pending.step === 'summary')) {
      if (pending) return { failed: `never asked ${pending.step}` };
      return { order: project(orderOf(state)) };
    }
    if (pending && key === pending.step) {
      const placed = bot.sandbox.orders.length;
      const replies = await person.say(pending.say);
      const after = await person.state();
      if (after?.prompt?.id === state?.prompt?.id) return { failed: `asked again: ${textOf(replies)}` };
      if (key === 'summary') return checkSummary(pending, replies, after, bot.sandbox.orders.length > placed);
      pending = undefined;
      continue;
    }
    const answer = (key && (natural?.given?.[key] ?? answers.get(key))) || undefined;
    if (!answer) return { failed: `no answer for ${key}: ${textOf(person.replies())}` };
    await person.say(answer);
  }
  return { failed: `no summary: ${textOf(person.replies())}` };
}

/** What a reply at the summary did, by what the service and the state hold, in any language. */
function checkSummary(
  natural: NaturalCase,
  replies: Reply[],
  after: DialogState | undefined,
  placed: boolean,
): { order: Projection } | { failed: string } {
  const order = project(orderOf(after));
  const did =
    (natural.does === 'place' && placed) ||
    (natural.does === 'drop' && !placed && !orderOf(after)) ||
    (natural.does === 'change' && stepKey(after) === 'bags');
  return did ? { order } : { failed: `did not ${natural.does}: ${textOf(replies)}` };
}

async function playAll(
  bot: TestBot,
  hello: string,
  cases: NaturalCase[],
): Promise<{ understood: number; missed: string[] }> {
  const person = bot.fresh();
  await person.say(hello);
  await person.say(DANA);
  await person.say(String(bot.sandbox.lastOtp(DANA)));
  const baseline = await playCase(bot, person, undefined);
  if ('failed' in baseline) throw new Error(`the scripted order did not play: ${baseline.failed}`);
  await person.say('never mind');
  let understood = 0;
  const missed: string[] = [];
  for (const natural of cases) {
    const played = await playCase(bot, person, natural);
    const expected = { ...baseline.order, ...natural.changes };
    const wrong = 'failed' in played || natural.does ? [] : differences(expected, played.order);
    if ('failed' in played) missed.push(`${natural.step} "${natural.say}": ${played.failed}`);
    else if (wrong.length) missed.push(`${natural.step} "${natural.say}": ${wrong.join('; ')}`);
    else understood++;
    // Back to the menu whatever the reply led to (an order held, or another flow it opened).
    const after = await person.state();
    if (orderOf(after) || stepKey(after) !== 'menu') await person.say('never mind');
  }
  return { understood, missed };
}
