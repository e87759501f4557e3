/**
 * "cancel", "quit" and "sign out" mid-order: how to leave is said, and "sign out" forgets the sign-in.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import type { DialogState } from '../../lib/dialog/types';
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, DANA_ID, orderFrame } from './order-script';

const clock = mondayMorning();

describe('leaving words', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"cancel" and "quit" at the address say how to leave and change nothing', async () => {
    await bot.signIn(DANA);
    await bot.click('Start a new order');
    const asked = bot.prompt();
    const before = await bot.state();
    for (const word of ['cancel', 'quit', 'Cancel.']) {
      await bot.say(word);
      expect(bot.text()).toContain('nevermind');
      expect(bot.text()).not.toContain('Pick one of the addresses');
      expect(bot.prompt()).toMatchObject({ promptId: asked.promptId, text: 'Where should we pick up?' });
    }
    const after = await bot.state();
    expect(after?.stack).toEqual(before?.stack);
    expect(after?.misses).toBe(0);
  });

  // Round 36: leaving said after a hesitation at the menu is told how to sign out, and keeps the sign-in.
  it('"mmm mejor no, salir" at the menu says how to sign out, and keeps the sign-in', async () => {
    await bot.signIn(DANA);
    await bot.say('mmm mejor no, salir');
    expect(bot.text()).toContain('To sign out of this chat, say sign out.');
    expect((await bot.store.load(bot.key)).link?.serviceCustomerId).toBe(DANA_ID);
    expect(bot.prompt().text).toBe('What would you like to do?');
  });

  it('"sign out" at the address forgets the sign-in; the next message asks for the phone', async () => {
    await bot.signIn(DANA);
    await bot.click('Start a new order');
    expect((await bot.store.load(bot.key)).link?.serviceCustomerId).toBe(DANA_ID);
    await bot.say('sign out');
    const loaded = await bot.store.load(bot.key);
    expect(loaded.link).toBeUndefined();
    expect(orderFrame(loaded.state as DialogState)).toBeUndefined();
    await bot.say('hello');
    expect(bot.prompt().text).toContain('mobile number');
  });
});
