/**
 * Issue 6 §3 and "Done when", end to end: a redelivered message is applied once and costs one read;
 * a turn re-run after a version conflict repeats no side effect (code, customer, order); a datepicker
 * click on the last day of the range is accepted; a state saved mid-order by v1 migrates and the
 * order completes.
 */

import type { TurnEvent } from '../../lib/conversation/turn';
import type { DialogInput } from '../../lib/dialog/types';
import { day, dayLabel, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import {
  DANA,
  DANA_ID,
  draftOf,
  orderFrame,
  orderToSummary,
  otpRequests,
  requestsTo,
  summaryLines,
} from './order-script';

const clock = mondayMorning();

describe('idempotent turns', () => {
  let bot: TestBot;
  let events: TurnEvent[];
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
    events = [];
    Object.assign(bot.bot, { log: (event: TurnEvent) => events.push(event) });
  });
  afterEach(() => bot.close());

  /**
   * The next save of `key` meets a real version conflict: another writer saves the conversation
   * between the turn's load and its save (once).
   */
  function conflictOnNextSave(key: string): void {
    const store = bot.bot.store;
    const save = store.save.bind(store);
    store.save = async (saveKey, change) => {
      if (saveKey === key) {
        store.save = save;
        const loaded = await store.load(saveKey);
        await save(saveKey, { state: loaded.state, expectedVersion: loaded.version });
      }
      return save(saveKey, change);
    };
  }

  const outcomes = () => events.map((event) => event.outcome);

  describe('a redelivered message', () => {
    it('the same message id three times is applied once, with the same replies, for one read each', async () => {
      await bot.signIn(DANA);
      await bot.click('Start a new order');
      const input: DialogInput = { type: 'text', text: '1' };
      const first = await bot.send(input, '1', 'slack-event-1');
      expect(bot.prompt().text).toContain('Which services');
      const calls = bot.sandbox.requests.length;

      const before = bot.dynamoRequests();
      const second = await bot.send(input, '1', 'slack-event-1');
      const between = bot.dynamoRequests();
      const third = await bot.send(input, '1', 'slack-event-1');
      const after = bot.dynamoRequests();

      expect(second).toEqual(first);
      expect(third).toEqual(first);
      expect(between - before).toBe(1);
      expect(after - between).toBe(1);
      expect(bot.sandbox.requests).toHaveLength(calls);
      expect(outcomes().slice(-2)).toEqual(['redelivered', 'redelivered']);
      // "1" was applied to the address only, not again to the services question.
      const draft = draftOf(await bot.state());
      expect(draft?.addressId).toBe(2001);
      expect(draft?.services).toBeUndefined();

      // A new message id with the same text is a new answer.
      await bot.send(input, '1', 'slack-event-2');
      expect(draftOf(await bot.state())?.services).toEqual([
        expect.objectContaining({ servicePriceId: 201 }),
      ]);
    });

    it('a redelivered "send it again" at the code step texts one code', async () => {
      await bot.say('hi');
      await bot.say(DANA);
      for (let i = 0; i < 3; i++) await bot.send({ type: 'text', text: 'resend' }, 'resend', 'sms-resend-1');
      expect(otpRequests(bot, DANA)).toHaveLength(2);
    });
  });

  describe('a turn re-run after a version conflict', () => {
    it('at the phone step sends one code, and the person is at the code prompt', async () => {
      await bot.say('hi');
      conflictOnNextSave(bot.key);
      await bot.say(DANA);
      expect(outcomes().slice(-2)).toEqual(['conflict', 'saved']);
      expect(otpRequests(bot, DANA)).toHaveLength(1);
      expect(bot.prompt().text).toContain("What's the code");
      await bot.say(String(bot.sandbox.lastOtp(DANA)));
      expect(bot.text()).toContain("You're signed in.");
    });

    it('at the code step verifies once and ends signed in', async () => {
      await bot.say('hi');
      await bot.say(DANA);
      conflictOnNextSave(bot.key);
      await bot.say(String(bot.sandbox.lastOtp(DANA)));
      expect(outcomes().slice(-2)).toEqual(['conflict', 'saved']);
      expect(requestsTo(bot, '/verify-otp')).toHaveLength(1);
      expect(otpRequests(bot, DANA)).toHaveLength(1);
      expect(bot.text()).toContain("You're signed in.");
      expect((await bot.store.load(bot.key)).link?.serviceCustomerId).toBe(DANA_ID);
    });

    it('at sign-up creates one customer', async () => {
      await bot.say('hi');
      await bot.click("I'm new here");
      await bot.say('Ana Lima');
      await bot.say('646 555 0177');
      await bot.say('ana@example.com');
      await bot.say('no');
      await bot.say('no');
      conflictOnNextSave(bot.key);
      await bot.say('yes');
      expect(outcomes()).toContain('conflict');
      expect(requestsTo(bot, '/auth/customers')).toHaveLength(1);
      expect(bot.text()).toContain('Account created');
      await bot.say(String(bot.sandbox.lastOtp('6465550177')));
      expect(bot.text()).toContain("You're signed in.");
    });

    it('at "Place order" sends one order', async () => {
      await bot.signIn(DANA);
      await orderToSummary(bot);
      conflictOnNextSave(bot.key);
      await bot.click('Place order');
      expect(outcomes().slice(-2)).toEqual(['conflict', 'saved']);
      expect(requestsTo(bot, '/service-order')).toHaveLength(1);
      expect(bot.sandbox.orders).toHaveLength(1);
      expect(bot.text()).toContain(`Your order #${bot.sandbox.orders[0]?.id} is placed!`);
      expect(orderFrame(await bot.state())).toBeUndefined();
    });
  });

  describe('the datepicker', () => {
    it('a click on the last day of the range is accepted', async () => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { until: /Which day should we pick up/ });
      const dayPrompt = bot.prompt();
      expect(dayPrompt.range).toEqual({ min: day(clock, 0), max: day(clock, 13) });
      expect(dayPrompt.options.map((o) => o.value)).not.toContain(day(clock, 13));

      await bot.send({ type: 'choice', promptId: dayPrompt.promptId, values: [day(clock, 14)] });
      expect(bot.prompt().kind).toBe('date');
      expect(requestsTo(bot, '/delivery-windows', 'GET').some((r) => r.query.includes(day(clock, 14)))).toBe(
        false,
      );

      await bot.send({ type: 'choice', promptId: bot.prompt().promptId, values: [day(clock, 13)] });
      expect(bot.prompt().text).toBe(`Pickup windows on ${dayLabel(clock, 13)}:`);
      await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: 'skip' });
      await bot.click('Place order');
      expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
        pickup: { deliveryDay: day(clock, 13), deliveryProvider: 'ON_DEMAND' },
      });
    });
  });

  describe('a state saved by the previous version', () => {
    it('a v1 state saved mid-order migrates, asks the pickup day, and the order completes', async () => {
      const signedIn = bot.fresh();
      await signedIn.signIn(DANA);
      const link = (await bot.store.load(signedIn.key)).link;
      if (!link) throw new Error('no link after signing in');

      const v1State = {
        v: 1,
        flow: 'order',
        prompt: {
          id: 'v1-prompt',
          step: 'pickup-day',
          options: [{ value: day(clock, 1), label: `Tomorrow (${dayLabel(clock, 1)})` }],
        },
        history: ['address', 'services', 'modifiers', 'service-notes', 'category', 'bags'],
        misses: 0,
        signIn: { otpAttempts: 0 },
        draft: {
          addressId: 2001,
          store: {
            id: 101,
            name: 'Spin City Laundry – Chelsea',
            address: '245 W 19th St, New York, NY 10011',
          },
          categories: ['LAUNDRY'],
          services: [
            {
              servicePriceId: 202,
              name: 'Wash & Hang Dry',
              modifierIds: [304],
              modifierNames: ['Delicate cycle'],
              notes: 'cold water only',
            },
          ],
          bagCount: 3,
        },
        catalog: {
          addresses: [
            { id: 2001, label: '210 W 21st St, Apt 4B, New York', googlePlacesId: 'ChIJ-sbx-Chelsea-01' },
            { id: 2002, label: '95 N 7th St, Floor 3, Brooklyn', googlePlacesId: 'ChIJ-sbx-Williamsburg-02' },
          ],
          paymentMethods: [{ token: 'pm_sbx_dana_visa_4242', label: 'Visa ending 4242', isDefault: true }],
          windows: {},
        },
        lastOrderId: null,
      };
      const resumed = bot.fresh();
      await bot.store.save(resumed.key, { state: v1State, expectedVersion: 0, link });

      await resumed.say('hi');
      expect(resumed.prompt().text).toBe('Which day should we pick up?');
      expect(orderFrame(await resumed.state())?.owner).toBe(DANA_ID);
      await orderToSummary(resumed, { pickupDay: 'tomorrow', card: 'Visa' });
      const lines = summaryLines(resumed.replies());
      expect(lines.Service).toContain('Wash & Hang Dry');
      expect(lines.Bags).toBe('3');
      await resumed.click('Place order');
      expect(bot.sandbox.orders).toHaveLength(1);
      expect(bot.sandbox.orders[0]?.serviceCustomerId).toBe(DANA_ID);
      expect(bot.sandbox.orders[0]?.body).toMatchObject({
        customerAddressId: 2001,
        storeId: 101,
        bagCount: 3,
        hasDryCleaning: false,
        paymentToken: 'pm_sbx_dana_visa_4242',
        orderServices: [{ servicePriceId: 202, serviceModifierIds: [304], serviceNotes: 'cold water only' }],
        orderDelivery: { pickup: { deliveryDay: day(clock, 1) } },
      });
    });
  });
});
