/**
 * A yes, a no, or keeping as it is, said in other signs and words (issue 34, round 30): Slack's emoji
 * codes (":thumbsup:"), American slang's "bet", Guaraní's "heẽ"; a price with a decimal comma ("4,99")
 * remarked on, then a yes; what is shown said right at length, then the go-ahead; keeping it "the way it
 * was"; a count bumped up at the summary, asked as a question. End to end: createBot over DynamoDB Local
 * and the laundry sandbox over HTTP; each test asserts what the sandbox recorded (its orders, their
 * transportation updates, the customers it created).
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { costlyChangeAtReview, DANA, orderToSummary, updates } from './order-script';

const clock = mondayMorning();

describe('a yes, a no or a keep in other signs and words', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it.each(['go ahead :thumbsup:', 'bet'])(
    "%j at a change's review makes the change shown, once",
    async (reply) => {
      const orderId = await costlyChangeAtReview(bot);
      await bot.say(reply);
      expect(updates(bot, orderId)).toHaveLength(1);
      // The file's first test pays the bot's cold start on a loaded machine.
    },
    60_000,
  );

  it.each(['heẽ, mándelo', 'uy, 4,99... bueno, dale'])(
    "%j, in Spanish, at a change's review makes the change shown",
    async (reply) => {
      const orderId = await costlyChangeAtReview(bot);
      await bot.say('español');
      await bot.say(reply);
      expect(updates(bot, orderId)).toHaveLength(1);
    },
  );

  it('"on second thought, keep it like it is" at a change\'s review keeps the order as it was: nothing sent', async () => {
    const orderId = await costlyChangeAtReview(bot);
    await bot.say('on second thought, keep it like it is');
    expect(bot.text()).toContain('OK, the order stays as it was.');
    expect(updates(bot, orderId)).toHaveLength(0);
  });

  it('"nearly! could we bump it up to 4 bags?" at the summary places 4 bags, the summary shown again first', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: '2' });
    await bot.say('nearly! could we bump it up to 4 bags?');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders.map((o) => o.body.bagCount)).toEqual([4]);
  });

  it('"Sure, it all looks right now. Go ahead and make it." at the sign-up review creates the account once', async () => {
    await bot.say('hi');
    await bot.say("I don't have an account yet");
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@example.com');
    await bot.say('no');
    await bot.say('no');
    expect(bot.prompt().text).toBe('Shall I create your account with these details?');
    await bot.say('Sure, it all looks right now. Go ahead and make it.');
    const created = bot.sandbox.requests.filter((r) => r.path.endsWith('/auth/customers'));
    expect(created.map((r) => r.body)).toEqual([
      expect.objectContaining({ email: 'ana@example.com', phoneNumber: '6465550177' }),
    ]);
  });
});
