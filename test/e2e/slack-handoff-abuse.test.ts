/**
 * A stranger in any installed workspace asking for a person: what reaches the laundry's staff
 * channel, and how much. Through the real parts: the OAuth installs, Bolt's receiver with signed
 * requests, the queue and worker, DynamoDB Local, Slack's Web API played by the local recorder.
 */
import type { KnownBlock } from '@slack/types';
import { HANDOFF_CAPS, HELD_BACK } from '../../lib/channels/slack/staff-threads';
import { ENGLISH } from '../../lib/words';
import { mondayMorning } from '../support/clock';
import { scanAll } from '../support/dynamodb';
import { appUninstalled, TEAM } from '../support/slack-payloads';
import {
  type SlackStack,
  STAFF_CHANNEL,
  signInOnSlack,
  staffChannel,
  startSlackStack,
} from '../support/slack-stack';

const clock = mondayMorning();
const HOTEL = 'T0HOTEL';
const STAFF_ENV = {
  STAFF_CHANNEL_ID: STAFF_CHANNEL,
  STAFFED_HOURS: '08:00-18:00',
  STAFF_SLACK_USER_IDS: 'U0ALEX',
};

describe('hand-offs from any installed workspace', () => {
  let stack: SlackStack;
  let staff: ReturnType<typeof staffChannel>;
  beforeEach(async () => {
    stack = await startSlackStack({ now: clock, env: STAFF_ENV, oauth: {} });
    staff = staffChannel(stack);
    await stack.install(TEAM);
    await stack.install(HOTEL);
  });
  afterEach(() => stack.close());

  /** What the bot said in a person's DM, as text. */
  const said = (person: ReturnType<SlackStack['person']>) =>
    person.messages().map((m) => JSON.stringify(m.blocks) + m.text);
  /** The items of the table that name `who` anywhere (a key, a target, who answered). */
  const naming = async (who: string) =>
    (
      await scanAll(stack.bot.dynamoClient, {
        TableName: stack.config.dynamo.tableName,
        ConsistentRead: true,
      })
    )
      .map((item) => JSON.stringify(item))
      .filter((item) => item.includes(who));
  const told = (person: ReturnType<SlackStack['person']>, key: (typeof HELD_BACK)[keyof typeof HELD_BACK]) =>
    said(person).filter((line) => line.includes(JSON.stringify(ENGLISH.t(key)).slice(1, -1))).length;

  it("a stranger's flood stops at the hand-off's caps: nothing more reaches the staff channel, and they are told once", async () => {
    const stranger = stack.person('U0STRANGER', undefined, HOTEL);
    await stranger.type('agent');
    const [thread, ...more] = staff.threads();
    if (!thread) throw new Error('no staff thread was opened');
    expect(more).toEqual([]);
    for (let i = 1; i <= 31; i++) await stranger.type(`message ${i}`);
    const max = HANDOFF_CAPS.conversation.messages.max;
    expect(staff.inThread(thread)).toHaveLength(max);
    expect(told(stranger, HELD_BACK.messages)).toBe(1);

    // Six more hand-offs asked for, leaving each: only the caps' worth of threads opens.
    for (let i = 0; i < 6; i++) {
      await stranger.type('bot');
      await stranger.type('agent');
    }
    expect(staff.threads()).toHaveLength(HANDOFF_CAPS.person.threads.max);
    expect(told(stranger, HELD_BACK.threads)).toBe(1);
  });

  it("a workspace's strangers together are capped too: threads past the workspace's cap open nothing", async () => {
    const max = HANDOFF_CAPS.workspace.threads.max;
    for (let i = 0; i <= max; i++) await stack.person(`U0GUEST${i}`, undefined, HOTEL).type('agent');
    expect(staff.threads()).toHaveLength(max);
    const last = stack.person(`U0GUEST${max}`, undefined, HOTEL);
    expect(told(last, HELD_BACK.threads)).toBe(1);
    // The laundry's own workspace is counted apart.
    await stack.person('U0DANA').type('agent');
    expect(staff.threads()).toHaveLength(max + 1);
  });

  it("one stranger's threads are capped per person, across their DM and every linked channel, before the workspace's: another guest still reaches staff", async () => {
    // The hotel links three channels to its company account; the stranger and a guest are in each.
    const channels = ['C0LOBBY', 'C0POOL', 'C0SPA'];
    const concierge = stack.person('U0CONCIERGE', undefined, HOTEL);
    await signInOnSlack(stack, concierge, '2125550101');
    for (const channelId of channels) {
      stack.slackApi.channels.set(channelId, { members: ['U0CONCIERGE', 'U0STRANGER', 'U0GUEST'] });
      await concierge.slash('link', { channelId, channelName: channelId.slice(2).toLowerCase() });
    }
    const places = [
      stack.person('U0STRANGER', undefined, HOTEL),
      ...channels.map((channelId) =>
        stack.person('U0STRANGER', { channelId, channelName: channelId }, HOTEL),
      ),
    ];
    for (const place of places) {
      for (let i = 0; i < 3; i++) {
        await place.type('agent');
        await place.type('bot');
      }
    }
    const max = HANDOFF_CAPS.person.threads.max;
    expect(staff.threads()).toHaveLength(max);
    expect(told(places[0] as ReturnType<SlackStack['person']>, HELD_BACK.threads)).toBe(1);

    const guest = stack.person('U0GUEST', undefined, HOTEL);
    await guest.type('agent');
    expect(staff.threads()).toHaveLength(max + 1);
    expect(told(guest, HELD_BACK.threads)).toBe(0);
  });

  it("the app's uninstall from a workspace removes its hand-offs' records, which name its people; another workspace's stay", async () => {
    const guest = stack.person('U0GUEST', undefined, HOTEL);
    await guest.type('agent');
    await guest.type('where are my shirts?');
    const [thread] = staff.threads();
    if (!thread) throw new Error('no staff thread was opened');
    await staff.reply('U0ALEX', thread, 'Looking now');
    await stack.person('U0DANA').type('agent');
    expect(await naming('U0GUEST')).not.toEqual([]);

    expect((await stack.post(appUninstalled(HOTEL))).statusCode).toBe(200);
    await stack.queue.drain();

    expect(await naming('U0GUEST')).toEqual([]);
    expect(await naming(HOTEL)).toEqual([]);
    // The laundry's own workspace's hand-off is its own: kept.
    expect(await naming('U0DANA')).not.toEqual([]);
  });

  it("the app's uninstall from the laundry's own workspace removes every thread record of its staff channel, which name its staff", async () => {
    const guest = stack.person('U0GUEST', undefined, HOTEL);
    await guest.type('agent');
    const [thread] = staff.threads();
    if (!thread) throw new Error('no staff thread was opened');
    await staff.reply('U0ALEX', thread, 'Looking now');
    expect(await naming('U0ALEX')).not.toEqual([]);

    expect((await stack.post(appUninstalled(TEAM))).statusCode).toBe(200);
    await stack.queue.drain();

    expect(await naming('U0ALEX')).toEqual([]);
    expect(await naming('THREAD#')).toEqual([]);
    // The guest's own conversation is their workspace's, and stays.
    expect(await naming('CONV#slack:T0HOTEL:U0GUEST')).not.toEqual([]);
  });

  it('customer words reach the staff channel as plain text: a bare URL, *URGENT* and <!channel> form no link, style or mention', async () => {
    const stranger = stack.person('U0STRANGER', undefined, HOTEL);
    await stranger.type('agent');
    const words = '*URGENT* pay at https://evil.example/pay or evil.example <!channel> <@U0ALEX> _now_';
    await stranger.type(words);
    const [thread] = staff.threads();
    if (!thread) throw new Error('no staff thread was opened');
    const posts = stack.slackApi.calls.filter(
      (call) => call.method === 'chat.postMessage' && call.args.channel === STAFF_CHANNEL,
    );
    expect(posts.length).toBe(2);
    for (const post of posts) {
      expect(String(post.args.mrkdwn)).toBe('false');
      const text = String(post.args.text);
      expect(text).not.toMatch(/https?:\/\/|evil\.example|<!|<@/);
    }
    const [relayed] = staff.inThread(thread);
    expect(relayed?.blocks).toEqual([
      {
        type: 'rich_text',
        elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: words }] }],
      },
    ] satisfies KnownBlock[]);
    // Every customer-said block of the opening is plain too: no link, user, broadcast or style.
    const elements = JSON.stringify(thread.blocks);
    expect(elements).not.toMatch(/"type":"(link|user|broadcast|usergroup|channel)"|"style"/);
  });
});
