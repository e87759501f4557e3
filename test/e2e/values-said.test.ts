/**
 * Values typed as people type them (issue 34): a promo code is never taken from everyday words ("sí,
 * tengo uno" asks for the code, never places code UNO), and a code typed with a space ("spring 25") is
 * the code. End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what
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
});
