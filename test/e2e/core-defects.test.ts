/**
 * Regression tests for the defects of issue 6 §1, items 1–6, end to end: the bot wired by
 * createBot over DynamoDB Local and the laundry sandbox. Each asserts what the service recorded or
 * what the conversation stored, not only the bot's words. Items 7–18: core-defects-2.test.ts.
 */
import type { Reply } from '../../lib/dialog/types';
import { day, dayLabel, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import {
  DANA,
  DANA_ID,
  draftOf,
  everything,
  orderFrame,
  orderToSummary,
  requestsTo,
  SAM,
  SAM_ID,
  summaryLines,
} from './core-defects-script';

const clock = mondayMorning();

const hasPrompt = (replies: Reply[]) => replies.some((r) => r.type === 'prompt');
const closed = (replies: Reply[]) => replies.filter((r) => r.type === 'closed');

describe('core defects (issue 6 §1, 1–6)', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  describe('1. a sign-in after an expired session', () => {
    /** Dana fills an order to the summary, then her session vanishes at the service. */
    async function danaOrderThenSessionGone(): Promise<void> {
      await bot.signIn(DANA);
      await orderToSummary(bot, {
        address: '95 N 7th St',
        card: 'Mastercard',
        notes: 'leave it by the blue door',
      });
      expect(orderFrame(await bot.state())?.owner).toBe(DANA_ID);
      bot.sandbox.expireTokens();
      await bot.say('1');
      expect(bot.prompt().text).toContain('mobile number');
    }

    it("a sign-in by another customer never shows the first customer's order in progress", async () => {
      await danaOrderThenSessionGone();
      await bot.say(SAM);
      const afterSignIn = await bot.say(String(bot.sandbox.lastOtp(SAM)));
      const shown = everything(afterSignIn);
      for (const danas of [
        '95 N 7th',
        '210 W 21st',
        'Williamsburg',
        'Mastercard',
        '5555',
        'leave it by the blue door',
      ]) {
        expect(shown).not.toContain(danas);
      }
      expect(bot.text()).not.toContain('pick up where we left off');
      const state = await bot.state();
      expect(state?.stack.filter((frame) => frame.owner === DANA_ID)).toEqual([]);
      expect(orderFrame(state)).toBeUndefined();
      expect((await bot.store.load(bot.key)).link?.serviceCustomerId).toBe(SAM_ID);

      // Sam's own order goes with Sam's address, and nothing of Dana's draft.
      const from = bot.transcript().length;
      await orderToSummary(bot);
      const samsOrder = bot.transcript().slice(from);
      for (const danas of ['95 N 7th', 'Mastercard', 'leave it by the blue door'])
        expect(samsOrder).not.toContain(danas);
      await bot.click('Place order');
      expect(bot.sandbox.orders).toHaveLength(1);
      expect(bot.sandbox.orders[0]?.serviceCustomerId).toBe(SAM_ID);
      expect(bot.sandbox.orders[0]?.body).toMatchObject({
        customerAddressId: 2003,
        storeId: 101,
        paymentToken: '',
      });
      expect(bot.sandbox.orders[0]?.body.orderNotes).not.toContain('leave it by the blue door');
    });

    it('a sign-in by the same customer after the session expired picks the order up where it was', async () => {
      await danaOrderThenSessionGone();
      await bot.say(DANA);
      await bot.say(String(bot.sandbox.lastOtp(DANA)));
      expect(bot.text()).toContain('pick up where we left off');
      expect(orderFrame(await bot.state())?.owner).toBe(DANA_ID);
      expect(draftOf(await bot.state())).toMatchObject({
        addressId: 2002,
        orderNotes: 'leave it by the blue door',
      });
    });

    it("after another customer signs in, the stored conversation keeps nothing of the first customer's order", async () => {
      await danaOrderThenSessionGone();
      await bot.say(SAM);
      await bot.say(String(bot.sandbox.lastOtp(SAM)));
      // The remembered replies of earlier turns are part of the stored item too (a redelivery replays them).
      const stored = JSON.stringify((await bot.store.load(bot.key)).state);
      expect(stored).not.toContain('leave it by the blue door');
      expect(stored).not.toContain('95 N 7th');
    });
  });

  describe('2. an order whose outcome is unknown', () => {
    beforeEach(async () => {
      await bot.close();
      bot = await startTestBot({ now: clock, timeoutMs: 1000 });
    });

    it('after an unknown outcome no second order is sent until the person confirms, naming the reference', async () => {
      await bot.signIn(SAM);
      await orderToSummary(bot, { notes: 'leave it by the blue door' });
      bot.sandbox.failNext({
        kind: 'latency',
        pathPrefix: '/service-order',
        method: 'POST',
        latencyMs: 1200,
      });
      await bot.click('Place order');
      const reference = /reference is ([0-9A-F]{8})/.exec(bot.text())?.[1];
      expect(reference).toBeDefined();
      expect(bot.text()).toContain("can't tell whether it went through");
      expect(requestsTo(bot, '/service-order')).toHaveLength(1);
      // The late answer arrives: the sandbox did create the order, with the reference in its notes.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect(bot.sandbox.orders).toHaveLength(1);
      expect(bot.sandbox.orders[0]?.body.orderNotes).toBe(
        `leave it by the blue door | Chat ref ${reference}`,
      );

      // The locked summary offers drop or send again; changing or placing sends nothing.
      expect(bot.prompt().options.map((o) => o.label)).toEqual(['Drop it', 'Send it again']);
      for (const words of ['change something', 'Change bags', 'place order', 'Place it', 'yes']) {
        await bot.say(words);
        expect(requestsTo(bot, '/service-order')).toHaveLength(1);
      }
      await bot.say('send again');
      expect(bot.prompt().text).toContain(`order ${reference}`);
      expect(requestsTo(bot, '/service-order')).toHaveLength(1);
      await bot.click('Yes, send it again');
      expect(requestsTo(bot, '/service-order')).toHaveLength(2);
      expect(bot.sandbox.orders).toHaveLength(2);
      expect(bot.text()).toMatch(/Your order #\d+ is placed!/);
    });

    it('"No, wait" at the warning sends nothing and keeps the order on hold', async () => {
      await bot.signIn(SAM);
      await orderToSummary(bot);
      bot.sandbox.failNext({
        kind: 'latency',
        pathPrefix: '/service-order',
        method: 'POST',
        latencyMs: 2000,
      });
      await bot.click('Place order');
      await bot.click('Send it again');
      await bot.click('No, wait');
      expect(bot.prompt().options.map((o) => o.label)).toEqual(['Drop it', 'Send it again']);
      await bot.click('Drop it');
      expect(requestsTo(bot, '/service-order')).toHaveLength(1);
      expect(orderFrame(await bot.state())).toBeUndefined();
    });
  });

  describe('3–4. a typed answer applies only to the question last shown', () => {
    it('coming back asks the question on screen again, under the same prompt id', async () => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { until: /How many bags/ });
      const before = bot.prompt();
      const replies = await bot.send({ type: 'resume' });
      const again = replies.find((r) => r.type === 'prompt');
      expect(again).toMatchObject({ promptId: before.promptId, text: 'How many bags?' });
      expect(closed(replies)).toEqual([]);
      await bot.say('3');
      expect(draftOf(await bot.state())?.bagCount).toBe(3);
    });

    it('after a failed lookup the next "2" is not taken as an address: the question is asked again', async () => {
      await bot.signIn(DANA);
      await bot.click('Start a new order');
      const asked = bot.prompt();
      expect(asked.text).toBe('Where should we pick up?');
      bot.sandbox.setFaults({ errorRate: 1 });
      await bot.click('210 W 21st');
      bot.sandbox.setFaults({ errorRate: 0 });
      expect(bot.text()).toContain("isn't answering");
      expect(hasPrompt(bot.replies())).toBe(false);
      const draftBefore = draftOf(await bot.state());

      const replies = await bot.say('2');
      expect(closed(replies)).toEqual([]);
      expect(bot.prompt()).toMatchObject({ promptId: asked.promptId, text: 'Where should we pick up?' });
      expect(draftOf(await bot.state())).toEqual(draftBefore);
      expect(draftBefore?.addressId).toBeUndefined();
      await bot.say('1');
      expect(draftOf(await bot.state())?.addressId).toBe(2001);
    });

    it('after a failed lookup the next "2" does not pick a return day', async () => {
      await bot.signIn(DANA);
      await orderToSummary(bot, {
        pickupDay: 'friday',
        deliveryDay: 'x',
        until: /Which day should we deliver/,
      });
      const asked = bot.prompt();
      bot.sandbox.setFaults({ errorRate: 1 });
      await bot.say('sunday');
      bot.sandbox.setFaults({ errorRate: 0 });
      expect(bot.text()).toContain("isn't answering");
      expect(hasPrompt(bot.replies())).toBe(false);

      const replies = await bot.say('2');
      expect(closed(replies)).toEqual([]);
      expect(bot.prompt()).toMatchObject({ promptId: asked.promptId, kind: 'date' });
      expect(bot.prompt().text).toContain('deliver it back');
      // "2" would be Sat, Nov 28 (the range starts on the pickup day): it was never looked up.
      const returnLookups = requestsTo(bot, '/delivery-windows', 'GET').filter((r) =>
        r.query.includes('type=RETURN'),
      );
      expect(returnLookups.some((r) => r.query.includes(`date=${day(clock, 5)}`))).toBe(false);
      const state = await bot.state();
      const slot = state?.stack.at(-1);
      expect(slot?.flow).toBe('slot');
      expect((slot?.data as { day?: string } | undefined)?.day).toBeUndefined();
      expect(draftOf(state)?.returnWindow).toBeUndefined();
    });
  });

  describe('5. back and edit keep answers', () => {
    it('"back" three times after "change the pickup time" keeps the hang-dry instructions and notes', async () => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { hangDry: 'the wool sweaters', notes: 'leave it by the blue door' });
      await bot.click('Change something');
      await bot.click('Pickup time');
      await bot.say('back');
      await bot.say('back');
      await bot.say('back');
      await bot.say('summary');
      const lines = summaryLines(bot.replies());
      expect(lines['Hang-dry']).toBe('the wool sweaters');
      expect(lines.Notes).toBe('leave it by the blue door');
      expect(draftOf(await bot.state())).toMatchObject({
        hangDry: true,
        hangDryInstructions: 'the wool sweaters',
        orderNotes: 'leave it by the blue door',
      });
      // Answering on (the answers kept) reaches the summary and places them.
      await orderToSummary(bot, { hangDry: 'the wool sweaters', notes: 'leave it by the blue door' });
      await bot.click('Place order');
      expect(bot.sandbox.orders[0]?.body).toMatchObject({
        isHangDrySelected: true,
        hangDryInstructions: 'the wool sweaters',
      });
      expect(bot.sandbox.orders[0]?.body.orderNotes).toMatch(/^leave it by the blue door \| Chat ref /);
    });

    it('a later pickup that makes the delivery window unfit asks the delivery again and says why', async () => {
      await bot.signIn(DANA);
      await orderToSummary(bot, {
        pickupDay: 'tomorrow',
        deliveryDay: 'wednesday',
        notes: 'leave it by the blue door',
      });
      expect(draftOf(await bot.state())?.returnWindow).toMatchObject({ day: day(clock, 2) });
      await bot.click('Change something');
      await bot.click('Pickup time');
      await bot.say('friday');
      await bot.click('Store driver');
      expect(bot.text()).toContain('delivery time was before the new pickup');
      expect(bot.prompt().text).toBe('Which day should we deliver it back?');
      expect(draftOf(await bot.state())).toMatchObject({
        orderNotes: 'leave it by the blue door',
        bagCount: 2,
      });
      await bot.say('saturday');
      await bot.click('Store driver');
      expect(bot.prompt().kind).toBe('confirm');
      await bot.click('Place order');
      expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
        pickup: { deliveryDay: day(clock, 4) },
        delivery: { deliveryDay: day(clock, 5) },
      });
    });

    it('a later pickup whose delivery still fits keeps the delivery window', async () => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { pickupDay: 'tomorrow', deliveryDay: 'saturday' });
      await bot.click('Change something');
      await bot.click('Pickup time');
      await bot.say('wednesday');
      await bot.click('Store driver');
      expect(bot.prompt().kind).toBe('confirm');
      expect(draftOf(await bot.state())?.returnWindow).toMatchObject({ day: day(clock, 5) });
    });
  });

  describe('6. day names', () => {
    it('a day name at the delivery day means the next such day inside the range, not from today', async () => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { pickupDay: 'friday', deliveryDay: 'sunday', tip: 'skip' });
      expect(bot.transcript()).toContain(`Delivery windows on ${dayLabel(clock, 6)}`);
      await bot.click('Place order');
      expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
        pickup: { deliveryDay: day(clock, 4) },
        delivery: { deliveryDay: day(clock, 6) },
      });
    });
  });
});
