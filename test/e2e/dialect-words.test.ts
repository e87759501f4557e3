/**
 * Function words of a dialect or a quick text read as the standard words at every step (issue 34, round
 * 21; invariant dialect-read-as-standard): Jamaican patois in an English conversation ("di linen shirt
 * dem" is "the linen shirts"); free text (a note) is sent as typed. End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * sandbox recorded for the order.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('dialect function words read as the standard words', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"yes, di linen shirt dem" hang-dries the linen shirts', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /hang-dry instead/ });
    await bot.say('yes, di linen shirt dem');
    expect(bot.prompt().text).not.toMatch(/What should we hang-dry/);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      isHangDrySelected: true,
      hangDryInstructions: 'the linen shirts',
    });
  });

  // Issue 34, round 38: "yeah chile" (Bahamian: child, said to anyone) hang-dried "chile".
  it('"yes chile" at the hang-dry question is a yes said to someone: what to hang-dry is asked next', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /hang-dry instead/ });
    await bot.say('yes chile');
    expect(bot.prompt().text).toMatch(/What should we hang-dry/);
    await bot.say('the linen shirts');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      isHangDrySelected: true,
      hangDryInstructions: 'the linen shirts',
    });
  });

  it("a note typed in patois is sent as typed: free text is the person's own words", async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /notes for the store or the driver/ });
    await bot.say('leave dem wid Di at di desk');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(String(bot.sandbox.orders[0]?.body.orderNotes)).toMatch(/^leave dem wid Di at di desk/);
  });
});
