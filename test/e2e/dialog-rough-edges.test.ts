/**
 * The rough edges of the dialog that each cost a turn (issue 27): "back" twice, an ordinal typed with
 * a typo, a note far too long, "notes" at the menu and notes saved from the preferences, "talk to a
 * person" typed where a note is asked, and laundry or dry cleaning asked when the services say it.
 * End to end: createBot over DynamoDB Local and the laundry sandbox over HTTP; each test asserts what
 * the sandbox recorded as well as the bot's words.
 */
import type { Reply } from '../../lib/dialog/types';
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, DANA_ID, draftOf, orderToSummary, requestsTo } from './order-script';

const clock = mondayMorning();
const SUMMARY = /Shall I place this order/;
const NOTES_QUESTION = 'Any notes for the store or the driver?';

/** The answers the bot echoed as closed prompts, in order. */
const closed = (replies: Reply[]) => replies.flatMap((r) => (r.type === 'closed' ? [r.answer] : []));

describe('dialog rough edges', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"back" twice from the summary after changing the bags goes two questions back, not back to the summary', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: '2' });
    await bot.click('Change something');
    await bot.click('Bags');
    await bot.say('3');
    expect(bot.prompt().text).toMatch(SUMMARY);
    await bot.say('back');
    expect(bot.prompt().text).toBe('How many bags?');
    await bot.say('back');
    expect(bot.prompt().text).toBe(NOTES_QUESTION);
    // The answers are kept: answering on reaches the summary and places the order with 3 bags.
    await bot.say('skip');
    expect(bot.prompt().text).toMatch(SUMMARY);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 3 });
  });

  it('"the secnod one" at the pickup windows picks the second window, which the order is placed with', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    const second = bot.prompt().options.filter((o) => o.role !== 'command')[1];
    if (!second) throw new Error(`fewer than two windows:\n${bot.text()}`);
    await bot.say('the secnod one');
    // Shown answered by its time and provider (the label is the provider alone).
    expect(closed(bot.replies())).toEqual([expect.stringMatching(new RegExp(`^\\d.*, ${second.label}$`))]);
    await orderToSummary(bot);
    const picked = (draftOf(await bot.state())?.pickupWindow as { id: string } | undefined)?.id;
    await bot.click('Place order');
    expect(picked).toBeDefined();
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ orderDelivery: { pickup: { windowId: picked } } });
  });

  it('a 5,000-character note is told its real length and the limit, and the shorter note is the one sent', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /notes for the store or the driver/ });
    await bot.say('ring the bell twice, '.repeat(250).slice(0, 5000));
    expect(bot.text()).toContain("That's 5,000 characters; a note can be at most 500.");
    expect(bot.text()).not.toContain('1999');
    expect(bot.prompt().text).toBe(NOTES_QUESTION);
    await bot.say('ring the bell twice');
    expect(bot.prompt().text).toMatch(SUMMARY);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderNotes).toMatch(/^ring the bell twice \| Chat ref /);
  });

  it('"call me when ur outside, buzzer is broken" at the notes is the note the driver gets, never a request for a person (invariant call-me-when-is-for-the-driver)', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /notes for the store or the driver/ });
    await bot.say('call me when ur outside, buzzer is broken');
    expect(bot.text()).not.toContain('asked a person');
    expect(bot.prompt().text).toMatch(SUMMARY);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderNotes).toMatch(
      /^call me when ur outside, buzzer is broken \| Chat ref /,
    );
  });

  it('"notes" at the menu opens the notes, not the preferences, and saving them sends them to the service', async () => {
    await bot.signIn(DANA);
    await bot.say('notes');
    expect(bot.prompt().text).toBe('What should your notes for the laundry say?');
    await bot.say('No fabric softener, please');
    await bot.click('Save notes');
    expect(bot.text()).toContain('Your notes are saved.');
    expect(bot.prompt().text).toBe('What would you like to do?');
    expect(requestsTo(bot, '/notes', 'PATCH')).toHaveLength(1);
    expect(bot.sandbox.customer(DANA_ID)?.notes).toBe('No fabric softener, please');
  });

  it('notes saved from the preferences list come back to the preferences list', async () => {
    await bot.signIn(DANA);
    await bot.click('Preferences and notes');
    expect(bot.prompt().text).toBe('Which preference would you like to change?');
    await bot.click('Notes for the laundry');
    await bot.say('Leave the bags with the doorman');
    await bot.click('Save notes');
    expect(bot.text()).toContain('Your notes are saved.');
    expect(bot.prompt().text).toBe('Which preference would you like to change?');
    expect(requestsTo(bot, '/notes', 'PATCH')).toHaveLength(1);
    expect(bot.sandbox.customer(DANA_ID)?.notes).toBe('Leave the bags with the doorman');
  });

  it('"talk to a person" typed at the order notes, where no one can be handed to, is not taken as the note', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /notes for the store or the driver/ });
    await bot.say('talk to a person');
    expect(bot.text()).toContain(
      "There's no one from the laundry in this chat, so I can't hand you to a person here.",
    );
    expect(bot.prompt().text).toBe(NOTES_QUESTION);
    expect(draftOf(await bot.state())?.orderNotes).toBeUndefined();
    await bot.say('skip');
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderNotes).toMatch(/^Chat ref /);
  });
});
