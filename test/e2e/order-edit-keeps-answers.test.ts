/**
 * "back" and "Change something" keep the answers already given.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, draftOf, orderToSummary, summaryLines } from './order-script';

const clock = mondayMorning();

describe('back and edit keep answers', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"back" three times after "change the pickup time" keeps the hang-dry instructions and notes', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { hangDry: 'the wool sweaters', notes: 'leave it by the blue door' });
    await bot.click('Change something');
    await bot.click('Pickup time');
    await bot.say('back');
    await bot.say('back');
    await bot.say('back');
    await bot.say('summary');
    const lines = summaryLines(bot.replies());
    expect(lines['Hang-dry']).toBe('the wool sweaters');
    expect(lines.Notes).toBe('leave it by the blue door');
    expect(draftOf(await bot.state())).toMatchObject({
      hangDry: true,
      hangDryInstructions: 'the wool sweaters',
      orderNotes: 'leave it by the blue door',
    });
    // Answering on (the answers kept) reaches the summary and places them.
    await orderToSummary(bot, { hangDry: 'the wool sweaters', notes: 'leave it by the blue door' });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      isHangDrySelected: true,
      hangDryInstructions: 'the wool sweaters',
    });
    expect(bot.sandbox.orders[0]?.body.orderNotes).toMatch(/^leave it by the blue door \| Chat ref /);
  });

  // Issue 34, rounds 17–18: a correction after "hold on" is the part's answer at once; a part named by
  // its other words ("edit bag") opens its question straight away.
  it('"hold on, make it 4 bags not 2" at the summary places 4 bags; "edit bag" asks the bags at once', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('edit bag');
    expect(bot.prompt().text).toBe('How many bags?');
    await bot.say('2');
    await orderToSummary(bot);
    await bot.say('hold on, make it 4 bags not 2');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 4 });
  });

  // Issue 34, round 21: the part, then its new value after "to" or a comma, with the verb of setting it.
  it('"ok but fix the bags to 5" at the summary places 5 bags; "bags, put 3" at what to change places 3', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('ok but fix the bags to 5');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.say('change something');
    await bot.say('bags, put 3');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 3 });
  });
});
