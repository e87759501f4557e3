/**
 * A company account in Slack: one person signs in and links it to a channel; the channel's members
 * order on it without a code of their own; only the one who linked it, or an admin, removes it.
 */
import { ledgerEntrySchema } from '../../lib/dialog/ledger-entry';
import { slackChannelKey } from '../../lib/turn/conversation-key';
import { mondayMorning } from '../support/clock';
import { TEAM } from '../support/slack-payloads';
import {
  blocksText,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeSimpleOrder,
} from '../support/slack-stack';

const DANA = '2125550101';
const DANA_CUSTOMER = 1001;
const CHANNEL = 'C0ACMEORDERS';
const inChannel = { channelId: CHANNEL, channelName: 'acme-orders' };

describe('a company account linked to a Slack channel', () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: mondayMorning(), admins: ['U0ADMIN'] });
  });
  afterEach(() => stack.close());

  const lastDm = (person: { messages: () => { text: string }[] }) => person.messages().at(-1)?.text ?? '';

  it('members order on it without signing in; each order records who placed it', async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, DANA);
    await dana.slash('link', inChannel);
    expect(lastDm(dana)).toContain(`members of <#${CHANNEL}> now order on your account`);
    const link = await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL));
    expect(link).toMatchObject({ serviceCustomerId: DANA_CUSTOMER, linkedBy: 'U0DANA' });

    const sam = stack.person('U0SAM');
    const ack = await sam.slash('', inChannel);
    expect(JSON.parse(ack.body)).toMatchObject({ response_type: 'ephemeral' });
    expect(sam.transcript()).toContain('You are ordering on the company account linked here.');
    expect(sam.transcript()).not.toContain('mobile number');
    await typeSimpleOrder(sam);
    expect(stack.sandbox.orders).toHaveLength(1);
    expect(stack.sandbox.orders[0]?.serviceCustomerId).toBe(DANA_CUSTOMER);
    const [record] = await stack.bot.ledger.listByCustomer(DANA_CUSTOMER, 5, { parse: ledgerEntrySchema });
    expect(record?.entry.placedBy).toBe(`slack:${TEAM}:U0SAM`);
    // Sam's own DM is Sam's own: no sign-in of Dana's there.
    await sam.slash();
    expect(blocksText(sam.openMenu().blocks)).toContain('mobile number');
  });

  it('only the one who linked it, or an admin, sees its details or removes it', async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, DANA);
    await dana.slash('link', inChannel);
    const sam = stack.person('U0SAM');
    await sam.slash('unlink', inChannel);
    expect(lastDm(sam)).toContain('Only <@U0DANA> or a workspace admin can unlink');
    await sam.slash('link?', inChannel);
    expect(lastDm(sam)).not.toContain(String(DANA_CUSTOMER));
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeDefined();

    await dana.slash('link?', inChannel);
    expect(lastDm(dana)).toContain(`customer account #${DANA_CUSTOMER}, linked by <@U0DANA>`);
    const admin = stack.person('U0ADMIN');
    await admin.slash('unlink', inChannel);
    expect(lastDm(admin)).toContain('no longer linked');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();

    await sam.slash('', inChannel);
    expect(sam.transcript()).toContain(
      "This isn't linked to a company account, so you're ordering as yourself.",
    );
    expect(blocksText(sam.openMenu().blocks)).toContain('mobile number');
  });

  it('linking needs one’s own sign-in, and does not take over a channel someone else linked', async () => {
    const sam = stack.person('U0SAM');
    await sam.slash('link', inChannel);
    expect(lastDm(sam)).toContain('Sign in first');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toBeUndefined();
    const dm = await sam.slash('link');
    expect(JSON.parse(dm.body).text).toContain('in the channel your company orders from');

    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, DANA);
    await dana.slash('link', inChannel);
    await signInOnSlack(stack, sam, '2125550102');
    await sam.slash('link', inChannel);
    expect(lastDm(sam)).toContain('already linked to another account by <@U0DANA>');
    expect(await stack.bot.store.loadLink(slackChannelKey(TEAM, CHANNEL))).toMatchObject({
      linkedBy: 'U0DANA',
    });
  });
});
