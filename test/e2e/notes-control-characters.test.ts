/**
 * Control and bidi characters in notes are never stored, sent to the service or printed.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { renderReplies } from '../../lib/channels/console/render';
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, draftOf, orderToSummary, requestsTo, summaryLines } from './order-script';

const clock = mondayMorning();

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f]/;
const NASTY = '\x1b[31mred\x1b[0m\u0007\u0000\u202Eevil';

describe('control characters in notes', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('control and bidi characters in notes are never stored, sent or printed', async () => {
    await bot.signIn(DANA);
    for (const question of [/Any notes for the cleaners/, /notes for the store/]) {
      await orderToSummary(bot, { until: question });
      await bot.say(NASTY);
      // What the terminal prints for the turn, the echo of the answer included.
      expect(renderReplies(bot.replies(), { color: false })).not.toMatch(CONTROLS);
      expect(JSON.stringify(bot.replies())).not.toMatch(/\\u001b|\\u0007|\\u0000|\u202e/i);
    }
    const draft = draftOf(await bot.state()) as { orderNotes?: string; services?: { notes?: string }[] };
    expect(draft.orderNotes).toBe('redevil');
    expect(draft.services?.[0]?.notes).toBe('redevil');
    expect(summaryLines(bot.replies()).Notes).toBe('redevil');
    await bot.click('Place order');
    const body = bot.sandbox.orders[0]?.body as {
      orderNotes: string;
      orderServices: { serviceNotes: string }[];
    };
    expect(body.orderNotes).toMatch(/^redevil \| Chat ref [0-9A-F]{8}$/);
    expect(body.orderServices[0]?.serviceNotes).toBe('redevil');
    const raw = requestsTo(bot, '/service-order')[0]?.rawBody ?? '';
    expect(raw).not.toMatch(CONTROLS);
    expect(raw).not.toMatch(/\\u00(0|1)[0-9a-f]|\\u202e/i);
  });
});
