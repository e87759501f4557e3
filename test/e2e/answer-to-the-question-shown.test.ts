/**
 * A typed answer applies only to the question last shown: after a resume or a failed lookup, the next
 * answer is not taken for a question the person no longer sees.
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

  it('after a failed lookup the next "2" is not taken as an address: the question is asked again', async () => {
    await bot.signIn(DANA);
    await bot.click('Start a new order');
    const asked = bot.prompt();
    expect(asked.text).toBe('Where should we pick up?');
    bot.sandbox.setFaults({ errorRate: 1 });
    await bot.click('210 W 21st');
    bot.sandbox.setFaults({ errorRate: 0 });
    expect(bot.text()).toContain("isn't answering");
    expect(hasPrompt(bot.replies())).toBe(false);
    const draftBefore = draftOf(await bot.state());

    const replies = await bot.say('2');
    expect(closed(replies)).toEqual([]);
    expect(bot.prompt()).toMatchObject({ promptId: asked.promptId, text: 'Where should we pick up?' });
    expect(draftOf(await bot.state())).toEqual(draftBefore);
    expect(draftBefore?.addressId).toBeUndefined();
    await bot.say('1');
    expect(draftOf(await bot.state())?.addressId).toBe(2001);
  });

  it('after a failed lookup the next "2" does not pick a return day', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, {
      pickupDay: 'friday',
      deliveryDay: 'x',
      until: /Which day should we deliver/,
    });
    const asked = bot.prompt();
    bot.sandbox.setFaults({ errorRate: 1 });
    // A day past the week the question listed (those windows are kept): looked up now, and failing.
    await bot.say(day(clock, 13));
    bot.sandbox.setFaults({ errorRate: 0 });
    expect(bot.text()).toContain("isn't answering");
    expect(hasPrompt(bot.replies())).toBe(false);

    const replies = await bot.say('2');
    expect(closed(replies)).toEqual([]);
    expect(bot.prompt()).toMatchObject({ promptId: asked.promptId, kind: 'date' });
    expect(bot.prompt().text).toContain('deliver it back');
    // "2" would be the second day listed: not taken.
    const state = await bot.state();
    const slot = state?.stack.at(-1);
    expect(slot?.flow).toBe('slot');
    expect((slot?.data as { day?: string } | undefined)?.day).toBeUndefined();
    expect(draftOf(state)?.returnWindow).toBeUndefined();
  });
});
