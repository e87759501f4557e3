/**
 * The questions of an order, their order and their words: the category after the services, the hint of
 * the pickup windows, the one "Change something" of the summary.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { dayLabel, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, summaryLines } from './order-script';

const clock = mondayMorning();

describe('the questions of an order', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('laundry or dry cleaning is not asked when the services say which, and a dry-cleaning order is sent as dry cleaning', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { services: ['Dry Clean – Suit'] });
    const transcript = bot.transcript();
    expect(transcript.indexOf('Which services')).toBeGreaterThan(-1);
    expect(transcript).not.toContain('Is this laundry, dry cleaning, or both?');
    const lines = summaryLines(bot.replies());
    expect(lines.Service).toContain('Dry Clean – Suit');
    expect(lines.Cleaning).toBe('Dry cleaning');
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      hasDryCleaning: true,
      orderServices: [{ servicePriceId: 204, serviceModifierIds: [] }],
    });
  });

  it('a day with only the courier says store drivers do not run and names their next day', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupDay: 'sunday', until: /^Pickup windows/ });
    const prompt = bot.prompt();
    expect(prompt.text).toContain(dayLabel(clock, 6));
    expect(prompt.options.every((o) => o.label === 'DoorDash Drive')).toBe(true);
    expect(prompt.hint).toMatch(/Store drivers don't run this day/);
    expect(prompt.hint).toContain(dayLabel(clock, 7));
    expect(prompt.hint).not.toMatch(/side by side|Store drivers and/);
  });

  it('a store with no courier does not mention one', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { address: '95 N 7th St', until: /^Pickup windows/ });
    const prompt = bot.prompt();
    expect(prompt.options.every((o) => o.label === 'Store driver')).toBe(true);
    expect(prompt.hint).not.toMatch(/courier|DoorDash|side by side/i);
  });

  it('the summary has one "Change something" that lists the parts, and says the store applies the promo code', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { promo: 'FALL10' });
    const options = bot.prompt().options.map((o) => o.label);
    expect(options.filter((label) => /^change/i.test(label))).toEqual(['Change something']);
    expect(options.length).toBeLessThanOrEqual(4);
    expect(summaryLines(bot.replies())['Promo code']).toMatch(/^FALL10 .*store applies it if it is valid/);
    await bot.click('Change something');
    const parts = bot.prompt().options.map((o) => o.label);
    expect(parts).toEqual(
      expect.arrayContaining(['Address', 'Services', 'Bags', 'Pickup time', 'Payment', 'Promo code']),
    );
    await bot.click('Bags');
    await bot.say('5');
    expect(bot.prompt().kind).toBe('confirm');
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 5, promoCode: 'FALL10' });
  });

  it('a promo code keeps its own characters: "__proto__" reaches the service as __PROTO__, never stripped to PROTO', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { promo: '__proto__' });
    expect(summaryLines(bot.replies())['Promo code']).toMatch(/^__PROTO__ /);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ promoCode: '__PROTO__' });
  });
});
