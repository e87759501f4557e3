/**
 * Values typed as people type them (issue 34): a promo code is never taken from everyday words ("sí,
 * tengo uno" asks for the code, never places code UNO), and a code typed with a space ("spring 25") is
 * the code; a tip "in cash" with an amount is asked back, and "cuatro cincuenta" is $4.50. End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what
 * the sandbox recorded for the order.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('values typed as people type them', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"sí, tengo uno" at the promo code asks for the code, and "spring 25" is the code SPRING25 the order gets', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /promo code/ });
    await bot.say('sí, tengo uno');
    expect(bot.text()).toContain("What's the code?");
    expect(bot.prompt().text).toMatch(/promo code/);
    await bot.say('spring 25');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ promoCode: 'SPRING25' });
  });

  it.each([
    ["the code's S A V E two zero", 'SAVE20'],
    ['mi cupón es ese a uve e cinco', 'SAVE5'],
    ['code is winter fifteen', 'WINTER15'],
    // One code-shaped word among ordinary ones is the code.
    ['oh wait I found the card, WINTER15 it says', 'WINTER15'],
    ['a ver, aquí está mija... VERANO20', 'VERANO20'],
  ])('%j said aloud at the promo code is the code %j the order gets', async (said, code) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { promo: said });
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ promoCode: code });
  });

  // Issue 34, round 28: "my son said theres a code?" was placed with promo code THERES.
  it('"my aunt says there\'s a discount?" at the promo code is asked, never a code; the code typed then is the one the order gets', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /promo code/ });
    await bot.say("my aunt says there's a discount?");
    expect(bot.prompt().text).toMatch(/promo code/);
    await orderToSummary(bot, { promo: 'spring25' });
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ promoCode: 'SPRING25' });
  });

  it('"I had WINTER15 but it expired" at the promo code is asked again, never the code the order gets', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /promo code/ });
    await bot.say('I had WINTER15 but it expired');
    expect(bot.prompt().text).toMatch(/promo code/);
    await orderToSummary(bot, { promo: 'no code' });
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body.promoCode).toBeUndefined();
  });

  // Round 34: "ninguno nomás" ("none, just that") was asked back as a code.
  it('"ninguno nomás" at the promo code places the order with no code, the next question asked at once', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /promo code/ });
    await bot.say('ninguno nomás');
    expect(bot.prompt().text).not.toMatch(/promo code/);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.promoCode).toBeUndefined();
  });

  it.each(['great, thank you for your patience, go ahead', 'listo pana, mándelo'])(
    '%j at the summary places the order, which the sandbox records once',
    async (said) => {
      await bot.signIn(DANA);
      await orderToSummary(bot);
      expect(bot.sandbox.orders).toHaveLength(0);
      await bot.say(said);
      expect(bot.sandbox.orders).toHaveLength(1);
    },
  );

  it('"Sorry, we don\'t have any" at the promo code is no code: the order is placed without one', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { promo: "Sorry, we don't have any" });
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body.promoCode).toBeUndefined();
  });

  it('"$5 in cash" at the tip is asked back, never charged; "cuatro cincuenta" is the $4.50 the courier gets', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', until: /Add a tip/ });
    await bot.say('$5 in cash');
    expect(bot.text()).toContain('A tip is an amount like $3.00');
    expect(bot.prompt().text).toMatch(/Add a tip/);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: 'cuatro cincuenta' });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: { deliveryProvider: 'ON_DEMAND', courierTip: 4.5 },
    });
  });
});
