/**
 * A week of twenty scripted conversations with known outcomes, read back in the Monday digest (issue 39,
 * "Done when"): every figure of the digest is the week's, and nothing stored or posted holds a phone
 * number or a sign-in code. One stack: the Slack handler and the SMS handler in front of the same queue,
 * worker, table and sandbox; the staff channel on Slack's Web API recorder; the stack's clock moved
 * through the week (a conversation idle an hour is over: CONVERSATION_IDLE_HOURS=1, so one customer's
 * next message starts another).
 *
 * The week, by who and when (SMS Dana and Slack Dana are the sandbox's Dana on each channel):
 * - 8 orders placed: each channel, 2 in English (Mon, Wed) then 2 in Spanish (Thu, Fri); Slack's
 *   first has a DoorDash delivery, the week's only fee.
 * - 4 dropped at known steps: a Slack newcomer at the phone number (Mon), SMS Dana at the bags (Tue),
 *   SMS Dana in English and Slack Dana in Spanish at the services (Wed, Thu).
 * - 3 hand-offs answered 2, 10 and 45 minutes after they opened (Mon, Thu, Sun), answered again a
 *   minute later, then handed back.
 * - 2 replies not understood with a phone number in them, at the address, then the order dropped
 *   ("nevermind", "olvídalo"): Slack in English (Tue), SMS in Spanish (Thu), that one posted twice by Twilio.
 * - 1 order changed by its customer (SMS, Wed: the pickup moved to Friday).
 * - 1 reminder answered "keep it" (Fri, SMS; Slack's, sent at the same time, is left unanswered).
 * - 1 newcomer whose texts fail (Twilio 30003, Sat): they stop at the phone number too.
 */
import { startTwilioApiRecorder } from '../../infra/local/twilio-api-recorder';
import { ledgerEntrySchema } from '../../lib/orders/ledger-entry';
import { en } from '../../lib/words/en';
import { day, dayLabel, mondayMorning } from '../support/clock';
import { digitsJoined } from '../support/digits';
import { scanAll } from '../support/dynamodb';
import {
  type SlackStack,
  STAFF_CHANNEL,
  signInOnSlack,
  staffChannel,
  startSlackStack,
  typeSimpleOrder,
} from '../support/slack-stack';
import {
  ACCOUNT_SID,
  AUTH_TOKEN,
  placeOrder,
  STATUS_URL,
  signIn,
  smsEnv,
  smsPhones,
} from '../support/sms-stack';
import { weeklyDigestFiresTwice } from '../support/weekly-digest';

const clock = mondayMorning();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The stack's clock: the test's, moved on by `skewMs`. */
let skewMs = 0;
const now = () => new Date(clock().getTime() + skewMs);
/**
 * Moves the stack's clock to `hour`:00 on the day `offset` days from the week's Monday (an hour off past
 * a change of daylight saving time: still that day, in the daytime).
 */
const at = (offset: number, hour: number) => {
  skewMs = offset * DAY + (hour - 8) * HOUR;
};
const DANA = '+12125550101';
const UNREACHABLE = '+13125550177';
const ALEX = 'U0ALEX';
const MISSED_SID = 'SM0000000000000000000000000000mis1';
/** The phone numbers the week's customers have or typed, as digits. */
const PHONES = ['2125550101', '3125550177', '2125550199', '7185550123'];
/** Slack Dana's first order, returned by DoorDash: up to its courier window. */
const DOORDASH_RETURN = [
  'new order',
  '1',
  'wash and fold',
  'none',
  'skip',
  '1',
  'tomorrow',
  '1',
  'delivery',
  'friday',
];
/** A Spanish order from the menu: collected at the store, tomorrow's first window, the first card. */
const SPANISH_ORDER = [
  ...['hola', '1', '1', '1', 'ninguno', 'omitir', '1', 'mañana', '1', '1'],
  ...['solo esta vez', '1', 'omitir', 'no', 'omitir', 'sí'],
];

describe('a week of twenty conversations, read back in the Monday digest', () => {
  let stack: SlackStack;
  let twilio: Awaited<ReturnType<typeof startTwilioApiRecorder>>;
  let sms: ReturnType<typeof smsPhones>;
  /** The sign-in codes texted this week. */
  const codes: string[] = [];
  /** The orders placed, as their confirmations said them. */
  const placed: { id: number; channel: 'sms' | 'slack'; language: 'en' | 'es' }[] = [];
  let changedOrder = 0;
  let digests: { text: string; ts: string }[] = [];

  beforeAll(async () => {
    twilio = await startTwilioApiRecorder({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
    stack = await startSlackStack({
      now,
      names: { [ALEX]: 'Alex' },
      env: {
        ...smsEnv(twilio.url),
        SMS_STATUS_CALLBACK_URL: STATUS_URL,
        STAFF_CHANNEL_ID: STAFF_CHANNEL,
        STAFF_SLACK_USER_IDS: ALEX,
        KEEP_MISSED_REPLIES: 'true',
        CONVERSATION_IDLE_HOURS: '1',
      },
    });
    sms = smsPhones({ ...stack, twilio });
    await theWeek();
    // The next Monday at 9:00: the schedule's message arrives, and arrives again: one digest.
    at(7, 9);
    await weeklyDigestFiresTwice(stack.queue);
    digests = stack.slackApi.messages.filter(
      (m) => m.channel === STAFF_CHANNEL && m.text.startsWith('How the bot did'),
    );
  }, 50_000);
  afterAll(async () => {
    await stack.close();
    await twilio.close();
  });

  async function theWeek() {
    const staff = staffChannel(stack);
    const dana = sms.phone(DANA);
    const slackDana = stack.person('U0DANA');
    const smsSays = async (...answers: string[]) => {
      for (const answer of answers) await dana.text(answer);
      return dana.lastReply.join('\n');
    };
    const slackSays = async (...answers: string[]) => {
      for (const answer of answers) await slackDana.type(answer);
      return slackDana.messages().at(-1)?.text ?? '';
    };
    const confirmed = (reply: string, channel: 'sms' | 'slack', language: 'en' | 'es') => {
      const id = Number(
        /order #(\d+) is placed|Recibimos su pedido #(\d+)/.exec(reply)?.slice(1).find(Boolean),
      );
      if (!id) throw new Error(`no order placed:\n${reply}`);
      placed.push({ id, channel, language });
    };
    /**
     * Staff answer the hand-off opened last, `minutes` after it opened, and once more a minute later
     * (only the first answer is timed), then hand the customer back.
     */
    const answered = async (minutes: number) => {
      const thread = staff.threads().at(-1);
      if (!thread) throw new Error('no hand-off thread');
      skewMs += minutes * MINUTE;
      await staff.reply(ALEX, thread, 'Hi, how can I help?');
      skewMs += MINUTE;
      await staff.reply(ALEX, thread, 'Anything else?');
      await staff.handBack(ALEX, thread);
    };

    // Monday.
    at(0, 9);
    await signIn(stack, dana);
    codes.push(String(stack.sandbox.lastOtp('2125550101')));
    await placeOrder(dana);
    confirmed(dana.lastReply.join('\n'), 'sms', 'en');
    await signInOnSlack(stack, slackDana, '2125550101');
    codes.push(String(stack.sandbox.lastOtp('2125550101')));
    await slackSays(...DOORDASH_RETURN);
    await slackDana.clickIn(/DoorDash Drive/);
    await slackSays('just this once', '1', 'skip', 'no code', 'no', 'skip');
    await slackDana.click('Place order');
    confirmed(slackDana.messages().at(-1)?.text ?? '', 'slack', 'en');
    at(0, 11);
    const newcomer = stack.person('U0NEWCOMER');
    await newcomer.slash();
    expect(newcomer.transcript()).toContain("What's your mobile number?");
    await slackSays('can I talk to a person');
    await answered(2);
    // Tuesday.
    at(1, 9);
    expect(await smsSays('new order', '1', 'wash and fold', 'none', 'skip')).toContain('How many bags?');
    await slackSays('new order', 'call me at 212 555 0199');
    expect(await slackSays('nevermind')).toContain("OK, I've dropped this order.");
    // Wednesday.
    at(2, 9);
    await placeOrder(dana);
    confirmed(dana.lastReply.join('\n'), 'sms', 'en');
    await typeSimpleOrder(slackDana);
    confirmed(slackDana.messages().at(-1)?.text ?? '', 'slack', 'en');
    at(2, 11);
    changedOrder = placed.at(-2)?.id ?? 0;
    expect(await smsSays(`change ${changedOrder}`, '1', 'friday', '1', 'yes')).toContain(
      `Done! Order #${changedOrder} is changed.`,
    );
    at(2, 13);
    expect(await smsSays('new order', '1')).toContain('Which services');
    // Thursday.
    at(3, 9);
    confirmed(await smsSays(...SPANISH_ORDER), 'sms', 'es');
    confirmed(await slackSays(...SPANISH_ORDER), 'slack', 'es');
    at(3, 11);
    await smsSays('hola', '1');
    // Twilio posts the reply again (the same MessageSid): it is one reply not understood.
    expect(await dana.text('mi número es 718 555 0123', MISSED_SID)).toContain('Elija una de');
    expect(await dana.text('mi número es 718 555 0123', MISSED_SID)).toBe('');
    expect(await smsSays('olvídalo')).toContain('descarté este pedido');
    expect(await slackSays('hola', '1', '1')).toContain('¿Qué servicios');
    at(3, 13);
    await smsSays('quiero hablar con una persona');
    await answered(10);
    // Friday.
    at(4, 9);
    confirmed(await smsSays(...SPANISH_ORDER), 'sms', 'es');
    confirmed(await slackSays(...SPANISH_ORDER), 'slack', 'es');
    at(4, 13);
    // Due now: Friday's two orders, picked up on Saturday; the earlier windows have begun.
    await stack.fireReminders();
    expect(await smsSays('1')).toContain(`el pedido #${placed.at(-2)?.id} queda igual`);
    // Saturday.
    at(5, 10);
    twilio.failDelivery(UNREACHABLE, { status: 'undelivered', code: 30003 });
    await sms.phone(UNREACHABLE).text('hi');
    // Sunday.
    at(6, 11);
    await slackSays('quiero hablar con una persona');
    await answered(45);
  }

  it('sends one digest, every figure the week’s beside an empty last week', () => {
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text.split('\n')).toEqual([
      `How the bot did, ${dayLabel(clock, 0)} to ${dayLabel(clock, 6)} (last week in brackets)`,
      'Orders placed through the bot: 8 (0), worth $8.99 in fees and tips ($0.00)',
      '  Slack in English: 2 (0)',
      '  Slack in Spanish: 2 (0)',
      '  Texts in English: 2 (0)',
      '  Texts in Spanish: 2 (0)',
      // 6 by SMS in English, 4 in Spanish; 5 in Slack in English, 4 in Spanish (the reminder answered is no new one).
      'Conversations started: 19 (0); orders placed per conversation: 0.4 (none)',
      'Unfinished orders stopped at: “services” in a new order 2 (0), “phone number” at sign-in 2 (0), “bags” in a new order 1 (0)',
      'Replies not understood: 2 (0); re-asks per order placed: 0.3 (none)',
      '  Most at: “address” in a new order 2 (0)',
      'Hand-offs to a person: 3 opened (0), 0 still unanswered (0)',
      '  Time to the first staff answer: 10 min median (none), 45 min worst (none)',
      'Reminders sent: 2 (0); answered: 1 kept (0), 0 moved (0), 0 delivery cancelled (0), 0 asked for a person (0)',
      'Texts that failed: 1 (0)',
      '  Twilio error 30003: 1 (0)',
      'Orders changed: 1 by customers (0), 0 by staff (0)',
      'Largest change: conversations started 19, up from 0 last week.',
    ]);
  }, 10_000);

  it('the figures are what the service and the channels recorded', async () => {
    // The eight orders, two per channel and language, are the sandbox's eight.
    expect(stack.sandbox.orders.map((o) => o.id)).toEqual(placed.map((o) => o.id));
    const by = (channel: string, language: string) =>
      placed.filter((o) => o.channel === channel && o.language === language).length;
    expect([by('slack', 'en'), by('slack', 'es'), by('sms', 'en'), by('sms', 'es')]).toEqual([2, 2, 2, 2]);
    // The value: the fees and tips of the legs the sandbox was sent.
    expect(stack.sandbox.orders.reduce((cents, o) => cents + feesAndTipsCents(o.body), 0)).toBe(899);
    // The change the customer made, and the reminder answered: on the order's ledger record.
    expect(stack.sandbox.scheduledLegs(changedOrder)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    const reminded = await Promise.all(
      placed.map(async ({ id }) => {
        const record = await stack.bot.ledger.getByOrderId(id, { parse: ledgerEntrySchema });
        return record?.reminded?.length ?? 0;
      }),
    );
    expect(reminded).toEqual([0, 0, 0, 0, 0, 0, 1, 1]);
    // The text that failed: the one the unreachable phone was sent, the sign-in's question of its
    // phone number (by SMS, whether to text the code to this one).
    expect(twilio.messages.filter((m) => m.to === UNREACHABLE).map((m) => m.body)).toEqual([
      expect.stringContaining('Shall I text a code to this phone, (***) ***-0177?'),
    ]);
    // Three hand-offs, each a thread answered by staff and handed back.
    const threads = stack.slackApi.messages.filter(
      (m) => m.channel === STAFF_CHANNEL && !m.threadTs && m.text.startsWith('A customer asks for a person'),
    );
    expect(threads).toHaveLength(3);
  }, 10_000);

  it('the digest’s thread lists the two replies not understood, masked', () => {
    const thread = stack.slackApi.messages.filter((m) => m.threadTs === digests[0]?.ts);
    expect(thread.map((m) => m.text.split('\n'))).toEqual([
      [
        `What customers typed that the bot did not understand, ${dayLabel(clock, 0)} to ${dayLabel(clock, 6)} (masked: no phone, code, card, e-mail, address or name):`,
        '',
        'At “address” in a new order, 2 times:',
        '• “call me at ‹phone›”',
        '• “mi número es ‹phone›”',
      ],
    ]);
  }, 10_000);

  it('nothing stored or posted holds a phone number or a sign-in code', async () => {
    expect(codes).toHaveLength(2);
    const items = await scanAll(stack.table.client, {
      TableName: stack.config.dynamo.tableName,
      ConsistentRead: true,
    });
    const posted = stack.slackApi.messages.map((m) => ({ text: m.text, blocks: m.blocks }));
    const leaks = [
      ['the table', JSON.stringify(items)],
      ['Slack', JSON.stringify(posted)],
      ['the texts', JSON.stringify(twilio.messages.map((m) => m.body))],
    ].flatMap(([where, said = '']) => {
      // The sign-in's hint gives an example number, which happens to be Dana's: no one's number there.
      const text = said.replaceAll(en['signIn.phoneHint'], '');
      const joined = digitsJoined(text);
      const alone = (code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`);
      return [
        ...PHONES.filter((phone) => joined.includes(phone)),
        ...codes.filter((code) => alone(code).test(text) || alone(code).test(joined)),
      ].map((secret) => {
        const found = joined.indexOf(secret);
        return `${secret} in ${where}: …${joined.slice(Math.max(found - 200, 0), found + 40)}`;
      });
    });
    expect(leaks).toEqual([]);
  }, 10_000);
});

/** What an order sent to the sandbox costs in fees and tips, in cents: each leg's, as its body says in dollars. */
function feesAndTipsCents(body: Record<string, unknown>): number {
  const legs = Object.values(
    (body.orderDelivery ?? {}) as Record<string, { totalDeliveryCost?: number; courierTip?: number } | null>,
  );
  return Math.round(
    legs.reduce((sum, leg) => sum + (leg ? (leg.totalDeliveryCost ?? 0) + (leg.courierTip ?? 0) : 0), 0) *
      100,
  );
}
