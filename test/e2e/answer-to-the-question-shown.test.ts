/**
 * A typed answer applies only to the question last shown: after a resume the question on screen is asked
 * again under its prompt id, and after a failed lookup the question is asked again at once, nothing kept
 * from the answer that failed.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import type { Reply } from '../../lib/dialog/types';
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, draftOf, orderToSummary } from './order-script';

const clock = mondayMorning();

const hasPrompt = (replies: Reply[]) => replies.some((r) => r.type === 'prompt');
const closed = (replies: Reply[]) => replies.filter((r) => r.type === 'closed');

describe('a typed answer applies only to the question last shown', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('coming back asks the question on screen again, under the same prompt id', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /How many bags/ });
    const before = bot.prompt();
    const replies = await bot.send({ type: 'resume' });
    const again = replies.find((r) => r.type === 'prompt');
    expect(again).toMatchObject({ promptId: before.promptId, text: 'How many bags?' });
    expect(closed(replies)).toEqual([]);
    await bot.say('3');
    expect(draftOf(await bot.state())?.bagCount).toBe(3);
  });

  it('after a failed lookup the address question is asked again at once, nothing kept from the failed answer, and "2" then answers it (invariant failure-followed-by-a-question)', async () => {
    await bot.signIn(DANA);
    await bot.click('Start a new order');
    const asked = bot.prompt();
    expect(asked.text).toBe('Where should we pick up?');
    bot.sandbox.setFaults({ errorRate: 1 });
    await bot.click('210 W 21st');
    bot.sandbox.setFaults({ errorRate: 0 });
    expect(bot.text()).toContain("isn't answering");
    expect(hasPrompt(bot.replies())).toBe(true);
    expect(bot.prompt().text).toBe('Where should we pick up?');
    expect(draftOf(await bot.state())?.addressId).toBeUndefined();

    await bot.say('2');
    expect(draftOf(await bot.state())?.addressId).toBe(2002);
  });

  it('after a failed lookup the return day is asked again at once, no day kept from the failed answer', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, {
      pickupDay: 'friday',
      deliveryDay: 'x',
      until: /Which day should we deliver/,
    });
    bot.sandbox.setFaults({ errorRate: 1 });
    // A day past the week the question listed (those windows are kept): looked up now, and failing.
    await bot.say(day(clock, 13));
    bot.sandbox.setFaults({ errorRate: 0 });
    expect(bot.text()).toContain("isn't answering");
    expect(hasPrompt(bot.replies())).toBe(true);
    expect(bot.prompt()).toMatchObject({ kind: 'date' });
    expect(bot.prompt().text).toContain('deliver it back');
    const state = await bot.state();
    const slot = state?.stack.at(-1);
    expect(slot?.flow).toBe('slot');
    expect((slot?.data as { day?: string } | undefined)?.day).toBeUndefined();
    expect(draftOf(state)?.returnWindow).toBeUndefined();
  });
});
