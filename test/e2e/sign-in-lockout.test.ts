/**
 * Five wrong codes lock the phone in every conversation, even with the right code.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, otpRequests, requestsTo } from './order-script';

const clock = mondayMorning();

describe('wrong sign-in codes', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('five wrong codes lock the phone in every conversation, even with the right code', async () => {
    const other = bot.fresh();
    await other.say('hi');
    await other.say(DANA); // B is at the code step before the lock
    await bot.say('hi');
    await bot.say(DANA);
    const right = String(bot.sandbox.lastOtp(DANA));
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await bot.say(wrong);
    expect(bot.text()).toContain('last try');
    const verifies = requestsTo(bot, '/verify-otp').length;

    await other.say(right);
    expect(other.text()).toMatch(/Too many wrong codes\. Please wait \d+ minutes?/);
    expect(requestsTo(bot, '/verify-otp')).toHaveLength(verifies);
    expect((await bot.store.load(other.key)).link).toBeUndefined();

    const third = bot.fresh();
    const codes = otpRequests(bot, DANA).length;
    await third.say('hi');
    await third.say(DANA);
    expect(third.text()).toMatch(/Too many wrong codes\. Please wait \d+ minutes?/);
    expect(otpRequests(bot, DANA)).toHaveLength(codes);
    expect((await bot.store.load(third.key)).link).toBeUndefined();
  });
});
