/**
 * The sign-up name step refuses a phone number as a name.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

describe('the sign-up name', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('the sign-up name step refuses a phone number as a name', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('212 555 0199');
    expect(bot.text()).toContain('looks like a number');
    expect(bot.prompt().text).toContain('name');
    const signUp = (await bot.state())?.stack.at(-1);
    expect(signUp?.flow).toBe('sign-up');
    expect(signUp?.data).not.toHaveProperty('firstName', expect.anything());
  });
});
