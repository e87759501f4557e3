/**
 * A customer who signs up has no address, as the service gives none and the seed has no way to add one:
 * the bot says what happens next and offers what can be done in the chat (invariant
 * no-address-says-what-next). End to end: the terminal bot, the Slack stack, and the SMS stack with a staff channel in
 * Slack (Bolt's receiver with real signatures, Slack's and Twilio's Web APIs as local recorders), the
 * sandbox over HTTP; assertions on what the sandbox, the recorders and the words show.
 */
import { type SlackApiRecorder, startSlackApiRecorder } from '../../infra/local/slack-api-recorder';
import { createSlackHandler } from '../../lib/channels/slack/lambda-handler';
import { requireSlack } from '../../lib/config';
import { mondayMorning } from '../support/clock';
import { TEAM } from '../support/slack-payloads';
import {
  BOT_TOKEN,
  type SlackStack,
  STAFF_CHANNEL,
  slackEnv,
  slackPoster,
  staffChannel,
  startSlackStack,
} from '../support/slack-stack';
import { type SmsStack, STATUS_URL, startSmsStack } from '../support/sms-stack';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();
const ALEX = 'U0ALEX';
const NO_ADDRESS = "Your account has no pickup address yet, and I can't add one.";

describe('a new customer without an address, no staff reachable', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('after sign-up the order says only the laundry adds addresses, invents none, and Try again finds the one the store added', async () => {
    await bot.say('hi');
    await bot.choose("I'm new");
    for (const answer of ['Bo Kim', '646 555 0178', 'bo@example.com', 'no', 'no']) await bot.say(answer);
    // Said before the account is created (invariant address-said-before-sign-up), and nothing created yet.
    expect(bot.text()).toContain(
      "Before I create it: your pickup address is added by the laundry's staff, not by me. Once your account is created, please send it to them, and they'll take it from there.",
    );
    expect(bot.prompt().text).toBe('Shall I create your account with these details?');
    expect(bot.sandbox.customerByPhone('6465550178')).toBeUndefined();
    await bot.say('yes');
    await bot.say(String(bot.sandbox.lastOtp('6465550178')));
    const customer = bot.sandbox.customerByPhone('6465550178');
    expect(customer?.addresses).toEqual([]);
    await bot.choose('Start a new order');
    expect(bot.prompt().text).toBe(
      `${NO_ADDRESS} The laundry's staff add addresses: please ask them to add yours, then choose Try again.`,
    );
    expect(bot.prompt().options.map((o) => o.label)).toEqual(['Try again']);
    await bot.choose('Try again');
    expect(bot.prompt().text).toContain(NO_ADDRESS);
    // The store's back office adds it (the sandbox's stand-in): Try again carries on with the order.
    const added = bot.sandbox.addAddress(customer?.serviceCustomerId ?? 0, {});
    await bot.choose('Try again');
    expect(bot.text()).toContain('Your store for 200 W 20th St');
    expect(bot.prompt().text).toContain('Which services');
    expect(bot.sandbox.customerByPhone('6465550178')?.addresses.map((a) => a.id)).toEqual([added.id]);
  });
});

describe('a new customer without an address, staff reachable', () => {
  let stack: SmsStack;
  let slackApi: SlackApiRecorder;
  beforeEach(async () => {
    slackApi = await startSlackApiRecorder({ botToken: BOT_TOKEN, teamId: TEAM, names: { [ALEX]: 'Alex' } });
    stack = await startSmsStack({
      now: clock,
      env: {
        ...slackEnv(slackApi.url),
        SMS_STATUS_CALLBACK_URL: STATUS_URL,
        STAFF_CHANNEL_ID: STAFF_CHANNEL,
        STAFF_SLACK_USER_IDS: ALEX,
      },
    });
  });
  afterEach(async () => {
    await stack.close();
    await slackApi.close();
  });

  it('a customer who signed up by text sends the address to the laundry through the hand-off, and the order carries on when staff hand back', async () => {
    const post = slackPoster(createSlackHandler({ slack: requireSlack(stack.config), queue: stack.queue }));
    const staff = staffChannel({ slackApi, post, queue: stack.queue });
    const bo = stack.phone('+16465550179');
    await bo.text('hi');
    await bo.text('sign me up');
    let review = '';
    for (const answer of ['Bo Kim', 'bo@example.com', 'no', 'no']) review = await bo.text(answer);
    // Said before the account is created (invariant address-said-before-sign-up), and nothing created yet.
    expect(review).toContain(
      "Before I create it: your pickup address is added by the laundry's staff, not by me. When you start your first order, I'll ask for it and pass it to them here, and they'll take it from there.",
    );
    expect(stack.sandbox.customerByPhone('6465550179')).toBeUndefined();
    await bo.text('yes');
    await bo.text(String(stack.sandbox.lastOtp('6465550179')));
    const asked = await bo.text('new order');
    expect(asked).toContain(
      `${NO_ADDRESS} The laundry's staff add addresses: I can pass yours to them here, and once they've added it we carry on with this order.`,
    );
    expect(asked).toContain('Send my address to the laundry');
    expect(await bo.text('1')).toContain(
      'Write your pickup address (street, apartment, city and ZIP): they will see it.',
    );
    const [thread, ...more] = staff.threads();
    if (!thread) throw new Error('no staff thread was opened');
    expect(more).toEqual([]);
    expect(thread.text).toContain('Their account has no pickup address the bot can use');
    expect(await bo.text('12 Main St, Apt 3, Brooklyn NY 11201')).toBe('');
    expect(staff.inThread(thread).map((m) => m.text)).toEqual(['12 Main St, Apt 3, Brooklyn NY 11201']);

    // Staff add it in the back office (the sandbox's stand-in) and hand back: the order carries on.
    const customer = stack.sandbox.customerByPhone('6465550179');
    stack.sandbox.addAddress(customer?.serviceCustomerId ?? 0, { address1: '12 Main St' });
    const before = bo.received().length;
    await staff.handBack(ALEX, thread);
    const back = bo
      .received()
      .slice(before)
      .map((m) => m.body)
      .join('\n');
    expect(back).toContain('handed you back to the bot');
    expect(back).toContain('Your store for 12 Main St');
    expect(back).toContain('Which services');
    expect(stack.sandbox.orders).toEqual([]);
  });

  // Issue 34, round 8: a sign-up answered in own words, and the address typed with the wish to send it.
  it('"no spam please" and "it\'s all correct now" create the account without offers; "send it: <address>" passes the address to staff with the brief', async () => {
    const post = slackPoster(createSlackHandler({ slack: requireSlack(stack.config), queue: stack.queue }));
    const staff = staffChannel({ slackApi, post, queue: stack.queue });
    const bo = stack.phone('+16465550179');
    await bo.text('hi');
    await bo.text('sign me up');
    for (const answer of ['Bo Kim', 'bo@example.com', 'no spam please', 'no']) await bo.text(answer);
    expect(stack.sandbox.customerByPhone('6465550179')).toBeUndefined();
    await bo.text("it's all correct now");
    await bo.text(String(stack.sandbox.lastOtp('6465550179')));
    expect(stack.sandbox.customerByPhone('6465550179')).toMatchObject({ email: 'bo@example.com' });
    expect(
      stack.sandbox.requests.filter((r) => r.path.endsWith('/auth/customers')).map((r) => r.body),
    ).toEqual([expect.objectContaining({ optOutMarketingSms: true, isCommercial: false })]);

    await bo.text('new order');
    expect(await bo.text('send it: 12 Main St, Apt 3, Brooklyn NY 11201')).toContain(
      'Write anything to add about it (they have the address you typed): they will see it.',
    );
    const [thread, ...more] = staff.threads();
    if (!thread) throw new Error('no staff thread was opened');
    expect(more).toEqual([]);
    expect(thread.text).toContain('The address they typed: 12 Main St, Apt 3, Brooklyn NY 11201.');
    expect(stack.sandbox.orders).toEqual([]);
  });
});

describe('a new customer without an address, in Slack', () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({
      now: clock,
      names: { [ALEX]: 'Alex' },
      env: { STAFF_CHANNEL_ID: STAFF_CHANNEL, STAFF_SLACK_USER_IDS: ALEX },
    });
  });
  afterEach(() => stack.close());

  it('a customer who signed up in their DM sends the address to the laundry through the hand-off, and the order carries on when staff hand back', async () => {
    const staff = staffChannel({ slackApi: stack.slackApi, post: stack.post, queue: stack.queue });
    const bo = stack.person('U0BO');
    await bo.type('hi');
    await bo.click(/I'm new/);
    for (const answer of ['Bo Kim', '646 555 0177', 'bo@example.com', 'no', 'no']) await bo.type(answer);
    // Said before the account is created (invariant address-said-before-sign-up), and nothing created yet.
    expect(bo.transcript()).toContain(
      "I'll ask for it and pass it to them here, and they'll take it from there.",
    );
    expect(stack.sandbox.customerByPhone('6465550177')).toBeUndefined();
    await bo.click('Create my account');
    await bo.type(String(stack.sandbox.lastOtp('6465550177')));
    await bo.click('Start a new order');
    expect(bo.transcript()).toContain(
      `${NO_ADDRESS} The laundry's staff add addresses: I can pass yours to them here, and once they've added it we carry on with this order.`,
    );
    await bo.click('Send my address to the laundry');
    expect(bo.transcript()).toContain(
      'Write your pickup address (street, apartment, city and ZIP): they will see it.',
    );
    const [thread, ...more] = staff.threads();
    if (!thread) throw new Error('no staff thread was opened');
    expect(more).toEqual([]);
    expect(thread.text).toContain('Their account has no pickup address the bot can use');
    await bo.type('12 Main St, Apt 3, Brooklyn NY 11201');
    expect(staff.inThread(thread).map((m) => m.text)).toEqual(['12 Main St, Apt 3, Brooklyn NY 11201']);

    // Staff add it in the back office (the sandbox's stand-in) and hand back: the order carries on.
    const customer = stack.sandbox.customerByPhone('6465550177');
    stack.sandbox.addAddress(customer?.serviceCustomerId ?? 0, { address1: '12 Main St' });
    await staff.handBack(ALEX, thread);
    const back = bo.transcript();
    expect(back).toContain('handed you back to the bot');
    expect(back).toContain('Your store for 12 Main St');
    expect(back).toContain('Which services');
    expect(stack.sandbox.orders).toEqual([]);
  });
});
