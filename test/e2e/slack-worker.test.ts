/**
 * The worker under failure, through the whole Slack path: Slack's retries, the queue's redeliveries,
 * a Web API that fails, a conversation that keeps failing beside one that works, the dead-letter
 * queue, and the Home tab.
 */

import { mondayMorning } from '../support/clock';
import { deployedEventSource } from '../support/deployed-event-source';
import { directMessage } from '../support/slack-payloads';
import {
  blocksText,
  controls,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeSimpleOrder,
} from '../support/slack-stack';

const DANA = '2125550101';
/** Every try a turn gets, as the stack deploys the queue: a failure on each is dead-lettered. */
const MAX_RECEIVES = deployedEventSource().maxReceiveCount;
const otpRequests = (stack: SlackStack) =>
  stack.sandbox.requests.filter((r) => r.path.endsWith('/request-otp') || r.path.includes('otp/request'))
    .length;

describe('the Slack worker', () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: mondayMorning() });
  });
  afterEach(() => stack.close());

  it('one event delivered three times by Slack is one turn and one answer', async () => {
    const dana = stack.person('U0DANA');
    await dana.slash();
    const before = dana.messages().length;
    const message = directMessage({ user: 'U0DANA', text: DANA, eventId: 'Ev0RETRIED1' });
    for (const retry of [undefined, '1', '2']) {
      const response = await stack.post(
        message,
        retry ? { 'x-slack-retry-num': retry, 'x-slack-retry-reason': 'http_timeout' } : {},
      );
      expect(response.statusCode).toBe(200);
    }
    await stack.queue.drain();
    expect(dana.messages().length).toBe(before + 1);
    expect(otpRequests(stack)).toBe(1);
  });

  it('a failed post is retried by the queue: the turn runs once, its answer is posted once', async () => {
    const dana = stack.person('U0DANA');
    await dana.slash();
    const before = dana.messages().length;
    stack.slackApi.failNext('chat.postMessage', 'fatal_error');
    await dana.type(DANA);
    expect(dana.messages().length).toBe(before + 1);
    expect(dana.transcript()).toContain("What's the code we texted");
    expect(otpRequests(stack)).toBe(1);
    expect(stack.workerLog.some((line) => line.msg === 'turn failed, will be retried')).toBe(true);
  });

  it('a turn delivered again after its answer went out posts nothing twice', async () => {
    const dana = stack.person('U0DANA');
    await dana.slash();
    const sent = stack.sent.at(-1);
    const record = stack.workerLog.length;
    const body = JSON.stringify({
      v: 1,
      kind: 'turn',
      key: sent?.groupId,
      messageId: sent?.deduplicationId,
      input: { type: 'open', word: 'order' },
      target: { channel: 'slack', teamId: 'T0LAUNDRY', userId: 'U0DANA' },
      receivedAt: Date.now(),
    });
    const before = stack.slackApi.calls.length;
    // Past the queue's deduplication window, as after a redrive by hand.
    await stack.queue.send({ groupId: sent?.groupId ?? '', deduplicationId: 'redriven-1', body });
    await stack.queue.drain();
    expect(stack.workerLog.length).toBe(record + 1);
    expect(stack.slackApi.calls.slice(before).map((c) => c.method)).toEqual([]);
  });

  it('a conversation failing on every try lands in the dead-letter queue, is told so, and holds up no one', async () => {
    const dana = stack.person('U0DANA');
    const ben = stack.person('U0BEN');
    for (let i = 0; i < MAX_RECEIVES; i++)
      stack.slackApi.failNext(
        'chat.postMessage',
        'fatal_error',
        (args) => args.channel === dana.dm && !String(args.text).startsWith('Sorry'),
      );
    await Promise.all([dana.slash(), ben.slash()]);
    expect(stack.queue.deadLetters).toHaveLength(1);
    expect(dana.messages().map((m) => m.text)).toEqual([
      "Sorry, something went wrong on our side and I couldn't answer your last message. Please send it again.",
    ]);
    expect(blocksText(ben.openMenu().blocks)).toContain('mobile number');
    expect(stack.workerLog.filter((line) => line.msg === 'turn failed on its last try')).toHaveLength(1);
    // Nothing half-applied: the turn never answered left nothing, and sent again it is answered.
    await dana.slash();
    await dana.type(DANA);
    expect(dana.transcript()).toContain("What's the code we texted");
  });

  it("the worker names what each line counts, for the operator's metrics: conversations started, turns done, failed, dead-lettered, records dropped", async () => {
    const dana = stack.person('U0DANA');
    await dana.slash();
    stack.slackApi.failNext('chat.postMessage', 'fatal_error');
    await dana.type(DANA);
    for (let i = 0; i < MAX_RECEIVES; i++) stack.slackApi.failNext('chat.postMessage', 'fatal_error');
    await dana.type('nevermind');
    await stack.queue.send({ groupId: 'slack:T0LAUNDRY:U0X', deduplicationId: 'garbage-2', body: '{' });
    await stack.queue.drain();

    const counted = new Set(stack.workerLog.map((line) => `${line.event ?? '(none)'}: ${line.msg}`));
    expect([...counted].sort()).toEqual([
      'conversation-started: conversation started',
      'record-dropped: dropped an unreadable record',
      'turn-dead-lettered: turn failed on its last try',
      'turn-done: turn done',
      'turn-failed: turn failed, will be retried',
    ]);
  });

  it('an unreadable record is dropped, not retried, and logged without its body', async () => {
    await stack.queue.send({
      groupId: 'slack:T0LAUNDRY:U0X',
      deduplicationId: 'garbage-1',
      body: '{"v":1,"kind":"turn","input":"my card is 4242',
    });
    await stack.queue.drain();
    expect(stack.queue.deadLetters).toHaveLength(0);
    const line = stack.workerLog.find((l) => l.msg === 'dropped an unreadable record');
    expect(line).toBeDefined();
    expect(JSON.stringify(line)).not.toContain('4242');
  });

  it('the Home tab lists placed orders; Order again starts a new order like it', async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, DANA);
    await typeSimpleOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id;
    expect(orderId).toBeDefined();
    await dana.openHome();
    const home = stack.slackApi.homes.get('U0DANA');
    expect(blocksText(home?.blocks ?? [])).toContain(`Order #${orderId}`);
    const again = controls(home?.blocks ?? []).find((c) => c.actionId === 'home:again');
    expect(again?.value).toBe(String(orderId));
    await dana.clickHome('home:again');
    expect(dana.transcript()).toContain(`Same as order #${orderId}. I just need the days and times.`);
  });

  it('an ordinary Slack turn costs one read and one conditional write, which carries the note of where its menu is', async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, DANA);
    const before = stack.dynamoRequests.count;
    const countedBefore = stack.dynamoRequests.counted;
    await dana.type('new order');
    expect(stack.dynamoRequests.count - before).toBe(2);
    // And the day's counters, one ADD (a step moved), never a read (invariant stats-day-item-additive).
    expect(stack.dynamoRequests.counted - countedBefore).toBe(1);
    // The note kept by that one write: the next answer closes the menu it posted.
    const menu = dana.openMenu();
    await dana.type('1');
    expect(stack.slackApi.messages.find((m) => m.ts === menu.ts)?.updated).toBe(1);
    // On a channel's company account, one more read: the channel's link.
    const acme = { channelId: 'C0ACME', channelName: 'acme' };
    stack.slackApi.channels.set(acme.channelId, { members: ['U0DANA'] });
    await dana.slash('link', acme);
    const inAcme = stack.person('U0DANA', acme);
    await inAcme.slash();
    const company = stack.dynamoRequests.count;
    await inAcme.type('nevermind');
    expect(stack.dynamoRequests.count - company).toBe(3);
  });

  it('/laundry orders lists the placed orders from the ledger, and the question on screen stays', async () => {
    const dana = stack.person('U0DANA');
    await dana.slash('orders');
    expect(dana.transcript()).toContain('Sign in first, then I can show your orders.');
    await signInOnSlack(stack, dana, DANA);
    await dana.slash('orders');
    expect(dana.transcript()).toContain("You haven't placed an order with me yet.");
    await typeSimpleOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id;
    await dana.slash('orders');
    const listed = blocksText(dana.messages().at(-1)?.blocks ?? []);
    expect(listed).toContain(`Order #${orderId}`);
    expect(listed).toContain('Wash &amp; Fold');
    expect(listed).toContain('At the store');
    // The menu is still the question on screen, and still answers.
    expect(listed).toContain('What would you like to do?');
  });

  it('the Home tab of someone not signed in says how to start', async () => {
    const ana = stack.person('U0ANA');
    await ana.openHome();
    expect(blocksText(stack.slackApi.homes.get('U0ANA')?.blocks ?? [])).toMatch(/\/laundry/);
  });
});
