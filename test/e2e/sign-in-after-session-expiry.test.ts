/**
 * A sign-in after the service forgot the session: another customer never sees the first one's order in
 * progress, the same customer picks it up where it was.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, DANA_ID, draftOf, everything, orderFrame, orderToSummary, SAM, SAM_ID } from './order-script';

const clock = mondayMorning();

describe('a sign-in after an expired session', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

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
