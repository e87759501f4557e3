/**
 * Shared by the end-to-end order tests: an order talked through from the menu to
 * the summary, answering whatever question is on screen, and readers of what the bot recorded.
 */
import type { DialogState, Frame, Reply } from '../../lib/dialog/types';
import type { TestBot } from '../support/test-bot';

export const DANA = '2125550101'; // two addresses (Chelsea, Williamsburg), Visa default + Mastercard
export const SAM = '2125550102'; // one address (Chelsea), no card
export const DANA_ID = 1001;
export const SAM_ID = 1002;

type Conversation = Pick<TestBot, 'prompt' | 'click' | 'say' | 'send' | 'text' | 'transcript'>;

export interface OrderScript {
  /** Label (part) of the address option; default the first. */
  address?: string;
  /** Labels (parts) of the services; default Wash & Fold. */
  services?: string[];
  serviceNote?: string;
  /** Label of the category option when asked; default Laundry. */
  category?: string;
  bags?: string;
  pickupDay?: string;
  /** Label (part) of the pickup window option; default the first store-driver window. */
  pickupWindow?: string;
  /** Typed delivery day; when set, the order is returned by delivery. */
  deliveryDay?: string;
  deliveryWindow?: string;
  card?: string;
  tip?: string;
  promo?: string;
  /** Hang-dry instructions; when set, hang-dry is yes. */
  hangDry?: string;
  notes?: string;
  /** Stop when a prompt's text matches this (the summary by default). */
  until?: RegExp;
}

/**
 * Signs Dana in, places an order delivered on Friday with a $3 tip, and opens its change; the order's id.
 * @example const orderId = await placedAndOpened(bot);
 */
export async function placedAndOpened(bot: TestBot): Promise<number> {
  await bot.signIn(DANA);
  await orderToSummary(bot, { deliveryDay: 'friday', tip: '$3' });
  await bot.choose('Place order');
  const orderId = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
  await bot.send({ type: 'open', word: 'reschedule', orderId });
  return orderId;
}

/**
 * Signs in and places an order: tomorrow's (Tuesday's) 8–10 AM store-driver pickup, collected at the
 * store or delivered on Friday. With `spanish`, the conversation is in Spanish from then on.
 */
export async function placeOrder(
  bot: TestBot,
  returnBy: 'collect' | 'delivery',
  spanish = false,
): Promise<number> {
  await bot.signIn(DANA);
  await orderToSummary(bot, returnBy === 'delivery' ? { deliveryDay: 'friday' } : {});
  await bot.click('Place order');
  const id = /order #(\d+) is placed/.exec(bot.text())?.[1];
  if (!id) throw new Error(bot.transcript());
  if (spanish) await bot.say('español');
  return Number(id);
}

/** Answers every question from the menu (or wherever it is) to the order summary. */
export async function orderToSummary(bot: Conversation, script: OrderScript = {}): Promise<void> {
  let deliveryAsked = false;
  for (let turns = 0; turns < 40; turns++) {
    const prompt = bot.prompt();
    const text = prompt.text;
    if (script.until?.test(text)) return;
    if (prompt.kind === 'confirm' && /place this order/.test(text)) return;
    if (/What would you like to do/.test(text)) await bot.click('Start a new order');
    else if (/Where should we pick up/.test(text))
      await bot.click(script.address ?? prompt.options[0]?.label ?? '');
    else if (/Which services/.test(text)) {
      const wanted = script.services ?? ['Wash & Fold'];
      const values = wanted.map((label) => {
        const option = prompt.options.find((o) => o.label.includes(label));
        if (!option) throw new Error(`no service ${label}`);
        return option.value;
      });
      await bot.send(
        { type: 'choice', promptId: prompt.promptId, values },
        `[services ${wanted.join(', ')}]`,
      );
    } else if (/Any extras/.test(text)) await bot.click('No extras');
    else if (/Any notes for the cleaners/.test(text)) await bot.say(script.serviceNote ?? 'skip');
    else if (/laundry, dry cleaning, or both/.test(text)) await bot.click(script.category ?? 'Laundry');
    else if (/How many bags/.test(text)) await bot.say(script.bags ?? '2');
    else if (/Which day should we pick up/.test(text)) await bot.say(script.pickupDay ?? 'tomorrow');
    else if (/^Pickup windows/.test(text)) await bot.click(script.pickupWindow ?? 'Store driver');
    else if (/get it back to you/.test(text)) await bot.click(script.deliveryDay ? 'Deliver it' : 'collect');
    else if (/Which day should we deliver/.test(text)) {
      deliveryAsked = true;
      await bot.say(script.deliveryDay ?? 'friday');
    } else if (/^Delivery windows/.test(text))
      await bot.click(script.deliveryWindow ?? prompt.options[0]?.label ?? '');
    else if (/one-time order/.test(text)) await bot.click('Just this once');
    else if (/Which card/.test(text)) await bot.click(script.card ?? 'Visa');
    else if (/Add a tip/.test(text)) await bot.say(script.tip ?? 'skip');
    else if (/promo code/.test(text)) await bot.say(script.promo ?? 'skip');
    else if (/hang-dry instead/.test(text)) await bot.say(script.hangDry ? 'yes' : 'no');
    else if (/What should we hang-dry/.test(text)) await bot.say(script.hangDry ?? 'the wool sweaters');
    else if (/notes for the store or the driver/.test(text)) await bot.say(script.notes ?? 'skip');
    else throw new Error(`unexpected question "${text}":\n${bot.transcript()}`);
  }
  throw new Error(`no summary after 40 turns (delivery asked: ${deliveryAsked}):\n${bot.transcript()}`);
}

/** The order frame of a stored state, if any. */
export function orderFrame(state: DialogState | undefined): Frame | undefined {
  return state?.stack.find((frame) => frame.flow === 'order');
}

/** The order frame's draft, typed loosely for assertions. */
export function draftOf(state: DialogState | undefined): Record<string, unknown> | undefined {
  return (orderFrame(state)?.data as { draft?: Record<string, unknown> } | undefined)?.draft;
}

/** The summary lines of some replies as `label → text`. */
export function summaryLines(replies: Reply[]): Record<string, string> {
  const summary = replies.find((r): r is Extract<Reply, { type: 'summary' }> => r.type === 'summary');
  if (!summary) throw new Error(`no summary in ${JSON.stringify(replies)}`);
  const lines: Record<string, string> = {};
  for (const line of summary.lines) {
    const v = line.value;
    lines[line.label] =
      v.type === 'text'
        ? v.text
        : v.type === 'money'
          ? `${v.cents}c${v.note ? ` ${v.note}` : ''}`
          : `${v.day} ${v.provider}`;
  }
  return lines;
}

/** Requests the sandbox received for a path ending (and a method). */
export function requestsTo(bot: TestBot, pathEnd: string, method = 'POST') {
  return bot.sandbox.requests.filter((r) => r.method === method && r.path.endsWith(pathEnd));
}

/** Requests for a one-time code sent to one phone. */
export function otpRequests(bot: TestBot, phone: string) {
  return requestsTo(bot, '/request-otp').filter(
    (r) => (r.body as { phoneNumber?: string })?.phoneNumber === phone,
  );
}

/** Every reply's text (texts, prompts with their options, summaries) as one string, for "never shows" checks. */
export function everything(replies: Reply[]): string {
  return JSON.stringify(replies);
}

/**
 * Adds to Dana's account a second address her home's store serves (200 W 20th St, Apt 5C); its id.
 * @example const id = addNearbyAddress(bot);
 */
export function addNearbyAddress(bot: TestBot): number | undefined {
  const [home] = bot.sandbox.customer(DANA_ID)?.addresses ?? [];
  bot.sandbox.addAddress(DANA_ID, {
    address1: '200 W 20th St',
    address2: 'Apt 5C',
    city: 'New York',
    googlePlacesId: home?.googlePlacesId ?? '',
  });
  return bot.sandbox.customer(DANA_ID)?.addresses.find((a) => a.address1 === '200 W 20th St')?.id;
}

/** The transportation updates the sandbox recorded on `orderId`: what a change sent. */
export const updates = (bot: TestBot, orderId: number) =>
  bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates ?? [];

/** Dana's order, delivered Friday, placed; its delivery moved to Saturday's $4.99 evening run, at the review. */
export async function costlyChangeAtReview(bot: TestBot): Promise<number> {
  await bot.signIn(DANA);
  await orderToSummary(bot, { pickupDay: 'tomorrow', deliveryDay: 'friday' });
  await bot.click('Place order');
  const orderId = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
  await bot.send({ type: 'open', word: 'reschedule', orderId });
  await bot.click('Delivery time');
  await bot.say('saturday');
  const prompt = bot.prompt();
  const evening = prompt.options.filter((o) => o.label === 'Store driver')[2];
  if (!evening) throw new Error(bot.transcript());
  await bot.send({ type: 'choice', promptId: prompt.promptId, values: [evening.value] });
  expect(bot.prompt().text).toBe(`Make this change to order #${orderId}?`);
  return orderId;
}
