/**
 * The business's counts and its weekly digest through the real parts: Twilio-signed texts, the queue,
 * the worker, DynamoDB, the sandbox over HTTP, and the staff channel in Slack (a local recorder of its
 * Web API). Assertions are on the day's item the worker wrote and on what the staff channel got.
 */
import { type SlackApiRecorder, startSlackApiRecorder } from '../../infra/local/slack-api-recorder';
import { renderHome } from '../../lib/channels/slack/render-home';
import { ledgerEntrySchema } from '../../lib/orders/ledger-entry';
import { ENGLISH } from '../../lib/words';
import { day, dayLabel, mondayMorning } from '../support/clock';
import { TEAM } from '../support/slack-payloads';
import {
  BOT_TOKEN,
  blocksText,
  type SlackStack,
  STAFF_CHANNEL,
  slackEnv,
  startSlackStack,
} from '../support/slack-stack';
import { placeOrder, type SmsStack, STATUS_URL, signIn, startSmsStack } from '../support/sms-stack';
import { weeklyDigestFiresTwice } from '../support/weekly-digest';

const clock = mondayMorning();
const WEEK_MS = 7 * 24 * 3600_000;
/** The stack's clock: the test's, moved on by `skewMs` (to the next Monday at 9:00). */
let skewMs = 0;
const now = () => new Date(clock().getTime() + skewMs);
const DANA = '+12125550101';
const ALEX = 'U0ALEX';
const STAFF_ENV = {
  SMS_STATUS_CALLBACK_URL: STATUS_URL,
  STAFF_CHANNEL_ID: STAFF_CHANNEL,
  STAFF_SLACK_USER_IDS: ALEX,
  KEEP_MISSED_REPLIES: 'true',
};

describe('the bot’s counts and its weekly digest', () => {
  let stack: SmsStack;
  let slackApi: SlackApiRecorder;
  beforeEach(async () => {
    slackApi = await startSlackApiRecorder({ botToken: BOT_TOKEN, teamId: TEAM, names: { [ALEX]: 'Alex' } });
    skewMs = 0;
    stack = await startSmsStack({ now, env: { ...slackEnv(slackApi.url), ...STAFF_ENV } });
  });
  afterEach(async () => {
    await stack.close();
    await slackApi.close();
  });

  it('counts a text that failed by Twilio’s error code, on the business’s day', async () => {
    const dana = stack.phone(DANA);
    stack.twilio.failDelivery(DANA, { status: 'undelivered', code: 30003 });
    await dana.text('hi');
    const [today] = await stack.bot.stats.week(day(clock, 0));
    expect(today?.counters['failed:30003']).toBe(stack.twilio.messages.filter((m) => m.to === DANA).length);
    expect(today?.counters['failed:30003']).toBeGreaterThan(0);
  }, 60_000);

  it('counts conversations, orders and their value, where one stopped and what was not understood, once each however often Twilio posts a text', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = Number(/order #(\d+) is placed/i.exec(dana.lastReply.join('\n'))?.[1]);
    // A second order, left at its first question after a reply with a phone number in it.
    await dana.text('new order', 'SM00000000000000000000000000000001');
    await dana.text('call me at 212 555 0199', 'SM00000000000000000000000000000002');
    // Twilio posts both again: nothing is counted twice.
    await dana.text('new order', 'SM00000000000000000000000000000001');
    await dana.text('call me at 212 555 0199', 'SM00000000000000000000000000000002');

    const [today] = await stack.bot.stats.week(day(clock, 0));
    const placed = await placedValueCents(stack, orderId);
    // Every step the first order and the sign-in passed through was left again: only the second order's stays.
    expect(today?.counters).toEqual({
      'started:sms:en': 1,
      'placed:sms:en': 1,
      // The sandbox's first window tomorrow and no tip: a value of 0 adds nothing.
      ...(placed ? { 'value:sms:en': placed } : {}),
      'at:order/address': 1,
      'missed:order/address': 1,
    });
    // invariant stats-without-people: the day's item holds no phone number.
    expect(JSON.stringify(today)).not.toMatch(/555|0199|0101/);

    // The next Monday at 9:00: the schedule's message arrives, and arrives again (Scheduler fires at
    // least once; past the queue's deduplication window): one digest of the week that ended.
    skewMs = WEEK_MS + 3600_000;
    await weeklyDigestFiresTwice(stack.queue);
    const digests = slackApi.messages.filter(
      (m) => m.channel === STAFF_CHANNEL && /How the bot did/.test(m.text),
    );
    expect(digests).toHaveLength(1);
    const lines = digests[0]?.text.split('\n') ?? [];
    expect(lines[0]).toBe(
      `How the bot did, ${dayLabel(clock, 0)} to ${dayLabel(clock, 6)} (last week in brackets)`,
    );
    expect(lines).toContain('  Texts in English: 1 (0)');
    expect(lines).toContain('Conversations started: 1 (0); orders placed per conversation: 1 (none)');
    expect(lines).toContain('Unfinished orders stopped at: “address” in a new order 1 (0)');
    expect(lines).toContain('Replies not understood: 1 (0); re-asks per order placed: 1 (none)');
    expect(digests[0]?.text).not.toMatch(/555|0199|0101/);
    // In its thread, once: the week's reply not understood, masked as kept.
    const thread = slackApi.messages.filter((m) => m.threadTs === digests[0]?.ts);
    expect(thread.map((m) => m.text.split('\n').slice(2))).toEqual([
      ['At “address” in a new order, 1 time:', '• “call me at ‹phone›”'],
    ]);
  }, 90_000);
});

/** What the order placed cost in fees and tips, in cents, as the ledger keeps its request. */
async function placedValueCents(stack: SmsStack, orderId: number): Promise<number> {
  const record = await stack.bot.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
  const { pickup, delivery } = record?.entry.request.orderDelivery ?? {};
  // Dollars, as the request sends them: fee and tip of each leg.
  const legs = [pickup, delivery].flatMap((leg) => (leg ? [leg.totalDeliveryCost + leg.courierTip] : []));
  return Math.round(legs.reduce((a, b) => a + b, 0) * 100);
}

describe('the digest on demand, at the staff desk', () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
  });
  afterEach(async () => {
    await stack.close();
  });

  it('/laundry report, and staff asking how the bot did, give the week under way beside the last', async () => {
    const dana = stack.person('U0DANA');
    await dana.type('hi');
    const staff = stack.person('U0STAFF');
    for (const asked of [
      'report',
      'staff how did the bot do this week?',
      'staff ¿Cómo le fue al bot esta semana?',
    ]) {
      await staff.slash(asked);
      const lines = (staff.messages().at(-1)?.text ?? '').split('\n');
      expect(lines[0]).toBe(
        `How the bot did, ${dayLabel(clock, 0)} to ${dayLabel(clock, 6)} (last week in brackets)`,
      );
      expect(lines).toContain('Conversations started: 1 (0); orders placed per conversation: 0 (none)');
    }
  }, 60_000);

  it('staff’s Home tab shows the week under way beside the last; a customer’s shows what it always did, and reads no counts', async () => {
    const dana = stack.person('U0DANA');
    await dana.type('hi');
    const before = stack.dynamoRequests.count;
    await dana.openHome();
    const customerReads = stack.dynamoRequests.count - before;
    // A customer's tab is the customer's alone (invariant customer-home-without-figures): their conversation read, no figures, no counts read.
    const customerTab = renderHome({
      signedIn: false,
      orders: [],
      businessName: stack.bot.config.businessName,
      words: ENGLISH,
    }).blocks;
    expect(stack.slackApi.homes.get('U0DANA')?.blocks).toEqual(customerTab);
    expect(customerReads).toBe(1);

    const staff = stack.person('U0STAFF');
    const staffBefore = stack.dynamoRequests.count;
    await staff.openHome();
    // The same read as a customer's, and the two weeks' counts (one BatchGetItem each).
    expect(stack.dynamoRequests.count - staffBefore).toBe(customerReads + 2);
    const staffTab = stack.slackApi.homes.get('U0STAFF')?.blocks ?? [];
    const shown = blocksText(staffTab);
    expect(shown).toContain(
      `*How the bot did, ${dayLabel(clock, 0)} to ${dayLabel(clock, 6)} (last week in brackets)*`,
    );
    expect(shown).toContain('Conversations started: 1 (0); orders placed per conversation: 0 (none)');
    expect(shown).toContain('Largest change: conversations started 1, up from 0 last week.');
    // Staff can order too: below the figures, their own part of the tab, as any customer's.
    const ownPart = customerTab.slice(1);
    expect(staffTab.slice(-ownPart.length)).toEqual(ownPart);
  }, 60_000);

  it('a customer asking is not answered with the digest', async () => {
    const dana = stack.person('U0DANA');
    await dana.slash('report');
    expect(dana.messages().at(-1)?.text ?? '').not.toContain('How the bot did');
  }, 60_000);
});
