/**
 * Words a careful clerk does not act on alone (issue 34): "biweekly" (every two weeks, or twice a week)
 * is asked back as a guess and "bi-monthly" never read as monthly (invariant two-way-interval-confirmed);
 * what to hang-dry said in everyday words only ("the stuff") names nothing and is asked again (invariant
 * vague-things-name-nothing). End to end: createBot over DynamoDB Local and the laundry sandbox; each
 * test asserts what the sandbox recorded for the order.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('words of two meanings, and words that name nothing, are asked back', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"bi-weekly" is asked as "Every 2 weeks", right?, and the order repeats every 2 weeks once agreed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /one-time order/ });
    await bot.say('bi-weekly');
    expect(bot.text()).toContain('"Every 2 weeks", right? Say yes, or choose another.');
    expect(bot.prompt().text).toMatch(/one-time order/);
    await bot.say('yes');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ subscription: { interval: 2 } });
  });

  it('"bi-monthly pls" is no interval offered: asked again, never every 4 weeks, and the order is once as then chosen', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /one-time order/ });
    await bot.say('bi-monthly pls');
    expect(bot.prompt().text).toMatch(/one-time order/);
    expect(bot.sandbox.orders).toHaveLength(0);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).not.toHaveProperty('subscription');
  });

  it('"those things" as what to hang-dry is asked again, and the things then named are sent', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { hangDry: 'the linen shirts', until: /What should we hang-dry/ });
    await bot.say('those things');
    expect(bot.text()).toContain('Which ones? Name them');
    expect(bot.prompt().text).toMatch(/What should we hang-dry/);
    await orderToSummary(bot, { hangDry: 'the linen shirts' });
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      isHangDrySelected: true,
      hangDryInstructions: 'the linen shirts',
    });
  });

  // Invariant reply-words-accounted-for: a count no reader reads is never dropped.
  it('"every few weeks" is asked back, never weekly, and the order repeats as then chosen', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /one-time order/ });
    await bot.say('every few weeks');
    expect(bot.prompt().text).toMatch(/one-time order/);
    expect(bot.sandbox.orders).toHaveLength(0);
    await bot.say('every 4 weeks');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ subscription: { interval: 4 } });
  });

  // Invariant deferral-names-nothing: leaving it to the store, or a quality alone, names no things; nor
  // does pointing at one's own words up the chat (round 28 sent "ya les dije arriba" as the instructions).
  // Nor "whatever" said only by what may happen to it (round 34 sent "…whatever shouldnt go in the dryer").
  it.each([
    'whatever you guys think is best',
    'fragile',
    'I mentioned it in my last message',
    'see above',
    'anything that cant be tumble dried',
  ])('"%s" as what to hang-dry is asked again, and the things then named are sent', async (reply) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { hangDry: 'the linen shirts', until: /What should we hang-dry/ });
    await bot.say(reply);
    expect(bot.text()).toContain('Which ones? Name them');
    expect(bot.prompt().text).toMatch(/What should we hang-dry/);
    await orderToSummary(bot, { hangDry: 'the linen shirts' });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      isHangDrySelected: true,
      hangDryInstructions: 'the linen shirts',
    });
  });
});
