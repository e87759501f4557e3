/**
 * A company account in Slack: one person signs in and links it to a channel; the channel's members
 * order on it there without a code of their own, while their DM stays their own; only the one who
 * linked it, or an admin of the workspace, removes it; it ends with the linker's sign-out or its age.
 */

import type { RecordedChannel } from '../../infra/local/slack-api-recorder';
import { slackChannelKey, slackKey, slackMemberKey } from '../../lib/conversation/key';
import { ledgerEntrySchema } from '../../lib/orders/ledger-entry';
import { mondayMorning } from '../support/clock';
import { memberLeftChannel, TEAM, userChange } from '../support/slack-payloads';
import {
  blocksText,
  type SlackStack,
  type SlackStackOptions,
  signInOnSlack,
  startSlackStack,
  typeSimpleOrder,
} from '../support/slack-stack';

const DANA = '2125550101';
const DANA_CUSTOMER = 1001;
const SAM = '2125550102';
const SAM_CUSTOMER = 1002;
const CHANNEL = 'C0ACMEORDERS';
const inChannel = { channelId: CHANNEL, channelName: 'acme-orders' };
const DAY_MS = 24 * 60 * 60 * 1000;
const CROWD = Array.from({ length: 1200 }, (_, i) => `U0CROWD${i}`);

describe('a company account linked to a Slack channel', () => {
  let stack: SlackStack;
  /** Days the bot's clock is moved on. */
  let later = 0;
  const start = (options: SlackStackOptions = {}) =>
    startSlackStack({
      now: () => new Date(clock().getTime() + later * DAY_MS),
      admins: ['U0ADMIN', 'U0PARTNERADMIN'],
      // A big channel: its members come in more than one page.
      channels: { [CHANNEL]: { members: [...CROWD, 'U0DANA', 'U0SAM', 'U0ADMIN', 'U0PARTNER'] } },
      foreignUsers: { U0PARTNER: 'T0PARTNER', U0PARTNERADMIN: 'T0PARTNER' },
      ...options,
    });
  const clock = mondayMorning();
  beforeEach(async () => {
    later = 0;
    stack = await start();
  });
  afterEach(() => stack.close());

  const lastDm = (person: { messages: () => { text: string }[] }) => person.messages().at(-1)?.text ?? '';
  const inTheChannel = () => stack.slackApi.messages.filter((m) => m.channel === CHANNEL);
  const danaLinks = async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, DANA);
    await dana.slash('link', inChannel);
    expect(lastDm(dana)).toContain(`members of <#${CHANNEL}> now order on your account`);
    return dana;
  };

  /** Dana signs in and tries to link the channel, in a workspace where it is as `channel` says. */
  const danaLinksIn = async (channel: RecordedChannel) => {
    await stack.close();
    stack = await start({ channels: { [CHANNEL]: channel } });
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, DANA);
    await dana.slash('link', inChannel);
    return dana;
  };

  it('members order on it in the channel without signing in; each order records who placed it', async () => {
    await danaLinks();
    const link = await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL));
    expect(link).toMatchObject({ serviceCustomerId: DANA_CUSTOMER, linkedBy: 'U0DANA' });

    const sam = stack.person('U0SAM', inChannel);
    const ack = await sam.slash();
    expect(JSON.parse(ack.body)).toMatchObject({ response_type: 'ephemeral' });
    expect(sam.transcript()).toContain('You are ordering on the company account linked here.');
    expect(sam.transcript()).not.toContain('mobile number');
    await typeSimpleOrder(sam);
    expect(stack.sandbox.orders).toHaveLength(1);
    expect(stack.sandbox.orders[0]?.serviceCustomerId).toBe(DANA_CUSTOMER);
    const [record] = await stack.bot.ledger.listByCustomer(DANA_CUSTOMER, 5, { parse: ledgerEntrySchema });
    expect(record?.entry.placedBy).toBe(slackMemberKey(TEAM, CHANNEL, 'U0SAM'));
    // Sam is on the members' second page; the listing was read once for the whole order.
    const listings = stack.slackApi.calls.filter((call) => call.method === 'conversations.members');
    expect(listings.map((call) => Boolean(call.args.cursor))).toEqual([false, true]);
  });

  it('staff see who placed an order on the company account, and act with its sign-in', async () => {
    await stack.close();
    stack = await start({ env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
    await danaLinks();
    const sam = stack.person('U0SAM', inChannel);
    await sam.slash();
    await typeSimpleOrder(sam);
    const orderId = stack.sandbox.orders.at(-1)?.id;
    const staff = stack.person('U0STAFF');
    await staff.slash(`staff ${orderId}`);
    expect(staff.transcript()).toContain(
      `Order #${orderId} was placed by Slack user U0SAM in channel ${CHANNEL}, on its company account.`,
    );
    expect(blocksText(staff.openMenu().blocks)).toContain(
      `What would you like to change on order #${orderId}?`,
    );
  });

  it("Sam, who once ordered in #orders, orders as himself in his DM and never sees Dana's orders there", async () => {
    await danaLinks();
    const samThere = stack.person('U0SAM', inChannel);
    await samThere.slash();
    await typeSimpleOrder(samThere);
    const companyOrder = stack.sandbox.orders.at(-1);
    expect(companyOrder?.serviceCustomerId).toBe(DANA_CUSTOMER);

    const sam = stack.person('U0SAM');
    const before = sam.messages().length;
    await sam.type('my orders');
    const inDm = sam
      .messages()
      .slice(before)
      .map((m) => `${m.text}\n${blocksText(m.blocks)}`)
      .join('\n');
    expect(inDm).not.toContain(`#${companyOrder?.id}`);
    expect(inDm).toContain('mobile number');
    await sam.type(SAM);
    await sam.type(String(stack.sandbox.lastOtp(SAM)));
    await typeSimpleOrder(sam);
    expect(stack.sandbox.orders.at(-1)?.serviceCustomerId).toBe(SAM_CUSTOMER);
    expect(stack.sandbox.orders.filter((o) => o.serviceCustomerId === DANA_CUSTOMER)).toHaveLength(1);
  });

  it("a DM that used the channel's account before links were per channel starts afresh, as Sam's own", async () => {
    await danaLinks();
    const samKey = slackKey(TEAM, 'U0SAM');
    const before = stack.bot.engine.freshState({ serviceCustomerId: DANA_CUSTOMER, token: 'not-shown' });
    await stack.bot.store.save(samKey, {
      state: { ...before, account: slackChannelKey(TEAM, CHANNEL) },
      expectedVersion: 0,
    });
    const sam = stack.person('U0SAM');
    await sam.type('my orders');
    expect(sam.transcript()).toContain('mobile number');
    expect((await stack.bot.store.load(samKey)).state).not.toHaveProperty('account');
  });

  it('a member who left #orders is refused the company account there', async () => {
    await danaLinks();
    const sam = stack.person('U0SAM', inChannel);
    await sam.slash();
    expect(sam.transcript()).toContain('You are ordering on the company account linked here.');
    stack.slackApi.channels.set(CHANNEL, { members: ['U0DANA'] });
    // The members are kept for a few minutes, never longer.
    later = 10 / (24 * 60);
    await sam.click('Start a new order');
    expect(lastDm(sam)).toContain("only the channel's members order on the company account");
    expect(stack.workerLog.some((line) => line.msg.includes('company account refused (not-member)'))).toBe(
      true,
    );
    expect(stack.sandbox.orders).toHaveLength(0);
  });

  it('a user from another team never orders on a link', async () => {
    await danaLinks();
    const partner = stack.person('U0PARTNER', inChannel);
    await partner.slash();
    expect(lastDm(partner)).toContain('only people of this workspace order on the company account');
    expect(partner.transcript()).not.toContain('What would you like to do?');
    await partner.type('new order');
    expect(partner.transcript()).not.toContain('Where should we pick up?');
    expect(stack.sandbox.orders).toHaveLength(0);
  });

  it('a channel the bot is not in cannot be linked (Slack would not tell it who leaves): a clear answer, and nothing is linked', async () => {
    const dana = await danaLinksIn({ members: ['U0DANA', 'U0SAM'], withoutBot: true });
    expect(lastDm(dana)).toContain(`I'm not in <#${CHANNEL}>, so I can't link it`);
    expect(lastDm(dana)).toContain('/invite');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();
    expect((await stack.bot.store.load(slackKey(TEAM, 'U0DANA'))).shares).toBeUndefined();
  });

  it("the one who linked it gone from the channel with no event come (the bot was not told): a member's next turn ends the link, tells them, and orders nothing on it", async () => {
    await danaLinks();
    const sam = stack.person('U0SAM', inChannel);
    await sam.slash();
    expect(sam.transcript()).toContain('You are ordering on the company account linked here.');
    // Dana leaves; no member_left_channel reaches the bot. Its listing of the members is kept minutes only.
    stack.slackApi.channels.set(CHANNEL, { members: [...CROWD, 'U0SAM', 'U0ADMIN'] });
    later = 10 / (24 * 60);
    await sam.click('Start a new order');
    expect(lastDm(sam)).toContain(
      'The person who linked this channel to a company account is no longer in it, so the link has ended and nothing was ordered on it.',
    );
    expect(sam.transcript()).not.toContain('Where should we pick up?');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();
    expect((await stack.bot.store.load(slackKey(TEAM, 'U0DANA'))).shares).toBeUndefined();
    expect(inTheChannel().at(-1)?.text).toContain('has left, so its members now order as themselves');
    await sam.type('new order');
    expect(lastDm(sam)).toContain("This channel isn't linked to a company account.");
    expect(stack.sandbox.orders).toHaveLength(0);
  });

  it('a Slack Connect channel cannot be linked', async () => {
    const dana = await danaLinksIn({ members: ['U0DANA', 'U0PARTNER'], extShared: true });
    expect(lastDm(dana)).toContain('is shared with another organization');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();
  });

  it("Dana's sign-out ends the link and says so in the channel", async () => {
    const dana = await danaLinks();
    await dana.slash('signout');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();
    expect(inTheChannel().map((m) => m.text)).toEqual([
      expect.stringContaining('was signed out, so its members now order as themselves'),
    ]);
    const sam = stack.person('U0SAM', inChannel);
    await sam.slash();
    expect(lastDm(sam)).toContain("This channel isn't linked to a company account.");
    expect(sam.transcript()).not.toContain('What would you like to do?');
  });

  it("a sign-in as another customer in Dana's own conversation ends the link too; linking again works", async () => {
    const dana = await danaLinks();
    await dana.type('sign out');
    await dana.slash('link', inChannel);
    expect(lastDm(dana)).toContain('Sign in first');
    await signInOnSlack(stack, dana, SAM);
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();
    await dana.slash('link', inChannel);
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toMatchObject({
      serviceCustomerId: SAM_CUSTOMER,
    });
  });

  it('a link older than CHANNEL_LINK_DAYS is not used, and linking again renews it', async () => {
    const dana = await danaLinks();
    later = 31;
    const sam = stack.person('U0SAM', inChannel);
    await sam.slash();
    expect(lastDm(sam)).toContain("This channel's link to a company account has expired");
    expect(sam.transcript()).not.toContain('What would you like to do?');
    await dana.slash('link', inChannel);
    await sam.slash();
    expect(lastDm(sam)).not.toContain('expired');
    await typeSimpleOrder(sam);
    expect(stack.sandbox.orders.at(-1)?.serviceCustomerId).toBe(DANA_CUSTOMER);
  });

  it("what a member and the channel are told of a link gone names Slack's own commands, given by the Slack channel", async () => {
    const dana = await danaLinks();
    later = 31;
    const sam = stack.person('U0SAM', inChannel);
    await sam.slash();
    expect(lastDm(sam)).toContain(
      'whoever linked it can /laundry link again. To order as yourself, send /laundry in our direct messages.',
    );
    later = 0;
    await dana.slash('signout');
    expect(inTheChannel().at(-1)?.text).toContain('Link it again with /laundry link.');
    await sam.slash();
    expect(lastDm(sam)).toContain(
      "This channel isn't linked to a company account. To order as yourself, send /laundry in our direct messages.",
    );
  });

  it('only the one who linked it, or an admin of this workspace, sees its details or removes it', async () => {
    await danaLinks();
    const sam = stack.person('U0SAM');
    await sam.slash('unlink', inChannel);
    expect(lastDm(sam)).toContain('Only <@U0DANA> or a workspace admin can unlink');
    await sam.slash('link?', inChannel);
    expect(lastDm(sam)).not.toContain(String(DANA_CUSTOMER));
    // An admin of another organization's workspace is no admin here.
    const partnerAdmin = stack.person('U0PARTNERADMIN');
    await partnerAdmin.slash('unlink', inChannel);
    expect(lastDm(partnerAdmin)).toContain('Only <@U0DANA> or a workspace admin can unlink');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeDefined();

    await stack.person('U0DANA').slash('link?', inChannel);
    expect(lastDm(stack.person('U0DANA'))).toContain(
      `customer account #${DANA_CUSTOMER}, linked by <@U0DANA>`,
    );
    const admin = stack.person('U0ADMIN');
    await admin.slash('unlink', inChannel);
    expect(lastDm(admin)).toContain('no longer linked');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();

    await stack.person('U0SAM', inChannel).slash();
    expect(lastDm(sam)).toContain("This channel isn't linked to a company account.");
  });

  it('linking needs one’s own sign-in, and does not take over a channel someone else linked', async () => {
    const sam = stack.person('U0SAM');
    await sam.slash('link', inChannel);
    expect(lastDm(sam)).toContain('Sign in first');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();
    const dm = await sam.slash('link');
    expect(JSON.parse(dm.body).text).toContain('in the channel your company orders from');

    await danaLinks();
    await signInOnSlack(stack, sam, SAM);
    await sam.slash('link', inChannel);
    expect(lastDm(sam)).toContain('already linked to another account by <@U0DANA>');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toMatchObject({
      linkedBy: 'U0DANA',
    });
  });

  it('it ends when the one who linked it leaves the channel: members then order as themselves, and a late or repeated leave ends no link made since', async () => {
    await danaLinks();
    const sam = stack.person('U0SAM', inChannel);
    await sam.slash();
    expect(sam.transcript()).toContain('You are ordering on the company account linked here.');

    const left = memberLeftChannel('U0DANA', CHANNEL);
    expect((await stack.events.send(left)).statusCode).toBe(200);
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();
    expect(inTheChannel().at(-1)?.text).toContain('has left, so its members now order as themselves');
    await sam.slash();
    expect(lastDm(sam)).toContain("This channel isn't linked to a company account.");

    // Dana leaves again (that event held back at Slack), comes back and links it again 6 minutes on;
    // then the held event comes, and Slack retries the first one.
    const heldBack = stack.events.hold(memberLeftChannel('U0DANA', CHANNEL));
    later = 6 / (24 * 60);
    const dana = stack.person('U0DANA');
    await dana.slash('link', inChannel);
    expect(await stack.events.release([heldBack])).toEqual([200]);
    expect((await stack.events.retry(left, 'http_timeout')).statusCode).toBe(200);
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toMatchObject({
      linkedBy: 'U0DANA',
    });
    // Someone else leaving ends nothing of Dana's.
    await stack.events.send(memberLeftChannel('U0SAM', CHANNEL));
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toMatchObject({
      linkedBy: 'U0DANA',
    });
  });

  it('it ends when the one who linked it is deactivated in the workspace; a profile edit ends nothing', async () => {
    await danaLinks();
    await stack.events.send(userChange('U0DANA', false));
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toMatchObject({
      linkedBy: 'U0DANA',
    });

    const deactivated = userChange('U0DANA', true);
    expect((await stack.events.send(deactivated)).statusCode).toBe(200);
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();
    expect((await stack.bot.store.load(slackKey(TEAM, 'U0DANA'))).shares).toBeUndefined();
    expect(inTheChannel().at(-1)?.text).toContain('has left');
    // Delivered twice: nothing more is said.
    const said = inTheChannel().length;
    await stack.events.retry(deactivated);
    expect(inTheChannel()).toHaveLength(said);
  });
});
