/**
 * "resend", "send again" and "new code" at the code step each text a new code, up to the limit.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { otpRequests, SAM } from './order-script';

const clock = mondayMorning();

describe('resending the sign-in code', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"resend", "send again" and "new code" at the code step each text a new code', async () => {
    await bot.say('hi');
    await bot.say(SAM);
    expect(otpRequests(bot, SAM)).toHaveLength(1);
    for (const [i, words] of ['resend', 'send again'].entries()) {
      await bot.say(words);
      expect(bot.text()).toContain('A new code is on its way.');
      expect(otpRequests(bot, SAM)).toHaveLength(i + 2);
    }
    // Understood too, but a fourth code in 10 minutes is over the limit (issue 15 §4).
    await bot.say('new code');
    expect(bot.text()).toContain("That's the most codes I can text");
    expect(otpRequests(bot, SAM)).toHaveLength(3);
    await bot.say(String(bot.sandbox.lastOtp(SAM)));
    expect(bot.text()).toContain("You're signed in.");
  });
  // Issue 34, round 21: the code step is typed, so a dialect's words were read as typed ("mi nuh get nuh
  // code yet, sen it again" was asked back); a step that reads a value reads them as the standard words
  // (invariant dialect-read-as-standard), and the sandbox texts a second code.
  it('"mi nuh get di text, sen it again" at the code texts a new code', async () => {
    await bot.say('hi');
    await bot.say(SAM);
    expect(otpRequests(bot, SAM)).toHaveLength(1);
    await bot.say('mi nuh get di text, sen it again');
    expect(bot.text()).toContain('A new code is on its way.');
    expect(otpRequests(bot, SAM)).toHaveLength(2);
    await bot.say(String(bot.sandbox.lastOtp(SAM)));
    expect(bot.text()).toContain("You're signed in.");
  });

  // Issue 34, rounds 37 and 38: one more asked for, and the wait told with the code not come.
  it.each(['nothing come, send one more', 'no text yet, I wait long time'])(
    '%j at the code texts a new code',
    async (said) => {
      await bot.say('hi');
      await bot.say(SAM);
      await bot.say(said);
      expect(bot.text()).toContain('A new code is on its way.');
      expect(otpRequests(bot, SAM)).toHaveLength(2);
    },
  );

  it('"my number ends in 0101 not 0102" at the code asks the number again, no code sent', async () => {
    await bot.say('hi');
    await bot.say(SAM);
    await bot.say('my number ends in 0101 not 0102');
    expect(bot.prompt().text).toMatch(/mobile number/);
    expect(otpRequests(bot, SAM)).toHaveLength(1);
  });
});
