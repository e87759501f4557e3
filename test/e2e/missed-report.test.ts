/**
 * Staff read what customers typed that the bot did not understand, on demand: `/laundry report missed`
 * on Slack, over the real store (the bot's own port, on the test table), in the business's language.
 */
import { dayInZone } from '../../lib/calendar';
import type { MissedReplies } from '../../lib/store/missed-replies';
import { mondayMorning } from '../support/clock';
import { type SlackStack, startSlackStack } from '../support/slack-stack';

const clock = mondayMorning();

async function staffStack(env: Record<string, string>): Promise<SlackStack> {
  return startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF', ...env } });
}

/** Phrases typed at two steps today and yesterday, one of them with a phone number in it. */
async function typed(stack: SlackStack, missed: MissedReplies) {
  const today = dayInZone(clock(), stack.config.timeZone);
  const yesterday = dayInZone(new Date(clock().getTime() - 86_400_000), stack.config.timeZone);
  const business = stack.config.businessId;
  const keep = (day: string, step: string, said: string, times = 1) =>
    Promise.all(
      Array.from({ length: times }, () => missed.keep({ business, day, step, said, language: 'en' })),
    );
  await keep(today, 'order/bags', 'a bunch', 3);
  await keep(yesterday, 'order/bags', 'a bunch', 1);
  for (const said of ['idk', 'some', 'like two-ish', 'whatever fits', 'my usual', 'same as last time'])
    await keep(today, 'order/bags', said);
  await keep(today, 'order/pickup', 'call me at 212 555 0101 instead', 2);
}

describe('/laundry report missed', () => {
  let stack: SlackStack;
  afterEach(() => stack.close());

  it("shows staff the week's phrases by step, most typed first, top 5 each, masked", async () => {
    stack = await staffStack({ KEEP_MISSED_REPLIES: 'true' });
    await typed(stack, stack.bot.missedReplies);
    const staff = stack.person('U0STAFF');
    await staff.slash('report missed');
    const read = staff.messages().at(-1)?.text ?? '';
    expect(read).toMatch(
      /^What customers typed that the bot did not understand, \w{3}, \w{3} \d+ to \w{3}, \w{3} \d+ /,
    );
    expect(read).toContain(
      [
        'At “bags” in a new order, 10 times:',
        '• “a bunch” (4 times)',
        '• “idk”',
        '• “like two-ish”',
        '• “my usual”',
        '• “same as last time”',
        '…and 2 other phrasings',
        '',
        'At “pickup time” in a new order, 2 times:',
        '• “call me at ‹phone› instead” (2 times)',
      ].join('\n'),
    );
    expect(read).not.toMatch(/555|0101/);
  });

  it('says in the business language (Spanish first) how to turn it on, and writes nothing, when the business has not opted in', async () => {
    stack = await staffStack({ LANGUAGES: 'es,en' });
    await typed(stack, stack.bot.missedReplies);
    const staff = stack.person('U0STAFF');
    await staff.slash('report missed');
    expect(staff.messages().at(-1)?.text).toMatch(
      /^Lo que escriben los clientes y el bot no entiende no se guarda para este negocio: ponga KEEP_MISSED_REPLIES en true/,
    );
    const week = await stack.bot.missedReplies.week(
      stack.config.businessId,
      dayInZone(clock(), stack.config.timeZone),
    );
    expect(week).toEqual([]);
  });

  it('reads the week in Spanish when the business speaks it first', async () => {
    stack = await staffStack({ KEEP_MISSED_REPLIES: 'true', LANGUAGES: 'es,en' });
    await typed(stack, stack.bot.missedReplies);
    const staff = stack.person('U0STAFF');
    await staff.slash('report missed');
    const read = staff.messages().at(-1)?.text ?? '';
    expect(read).toMatch(
      /^Lo que escribieron los clientes y el bot no entendió, del \p{L}+ \d+ de \p{L}+\.? al /u,
    );
    expect(read).toContain('Al pedir “las bolsas” en un pedido nuevo, 10 veces:\n• “a bunch” (4 veces)');
    expect(read).toContain('…y 2 formas más de decirlo');
  });
});
