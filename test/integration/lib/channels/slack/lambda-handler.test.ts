/**
 * The Slack HTTP handler with Bolt's real receiver and real signatures, in front of the in-process
 * FIFO queue; the consumer records what reached the worker's side.
 */
import type { SQSRecord } from 'aws-lambda';
import { apiGatewayEvent, lambdaContext } from '../../../../../infra/local/http-gateway';
import { signSlackRequest } from '../../../../../infra/local/slack-signature';
import { quietLogger } from '../../../../../lib/channels/slack/app';
import { createSlackHandler } from '../../../../../lib/channels/slack/lambda-handler';
import type { SlackConfig } from '../../../../../lib/config';
import { createInProcessQueue } from '../../../../../lib/queue/in-process-queue';
import { QueueError } from '../../../../../lib/queue/queue';
import { queuedWorkSchema } from '../../../../../lib/worker/work';
import {
  APP,
  appHomeOpened,
  BOT_ID,
  BOT_USER,
  blockActions,
  directMessage,
  eventCallback,
  type SlackBody,
  slackTestConfig,
  slashCommand,
  TEAM,
  urlVerification,
  viewSubmission,
} from '../../../../support/slack-payloads';

const SECRET = 'integration-signing-secret-abcdef';
const slack: SlackConfig & { signingSecret: string } = slackTestConfig(SECRET, 'xoxb-integration');

function setup(options: { failSends?: boolean } = {}) {
  const received: SQSRecord[] = [];
  const logged: string[] = [];
  const queue = createInProcessQueue({
    consumer: async (event) => {
      received.push(...event.Records);
    },
  });
  const handler = createSlackHandler({
    slack,
    queue: options.failSends ? { send: () => Promise.reject(new QueueError('the queue is down')) } : queue,
    logger: quietLogger((line) => logged.push(line)),
  });
  async function post(
    { body, contentType }: SlackBody,
    options: {
      headers?: Record<string, string | undefined>;
      secret?: string;
      timestamp?: number;
      base64?: boolean;
    } = {},
  ) {
    const signed = signSlackRequest(options.secret ?? SECRET, body, options.timestamp);
    const result = await handler(
      apiGatewayEvent(
        'POST',
        '/slack/events',
        body,
        { 'content-type': contentType, ...signed, ...options.headers },
        {
          base64: options.base64 ?? false,
        },
      ),
      lambdaContext('slack'),
    );
    if (typeof result === 'string') throw new Error('unexpected string result');
    return { status: result.statusCode, body: result.body ?? '' };
  }
  async function work() {
    await queue.drain();
    return received.map((record) => ({
      groupId: record.attributes.MessageGroupId,
      dedupeId: record.attributes.MessageDeduplicationId,
      work: queuedWorkSchema.parse(JSON.parse(record.body)),
    }));
  }
  return { post, work, logged, close: () => queue.close() };
}

describe('the Slack handler', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });
  afterEach(() => t.close());

  it('answers url_verification with its challenge', async () => {
    const response = await t.post(urlVerification('3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P'));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P',
    });
  });

  it('a slash command is enqueued under the person’s conversation and acked empty in the DM', async () => {
    const command = slashCommand({ user: 'U0ANA', triggerId: '13345224609.738474920.8088930838d88f008e0' });
    const response = await t.post(command);
    expect(response).toEqual({ status: 200, body: '' });
    const [queued] = await t.work();
    expect(queued).toMatchObject({
      groupId: `slack:${TEAM}:U0ANA`,
      dedupeId: 'c:13345224609.738474920.8088930838d88f008e0',
      work: {
        kind: 'turn',
        input: { type: 'open', word: 'order' },
        target: { channel: 'slack', teamId: TEAM, userId: 'U0ANA' },
      },
    });
  });

  it('a slash command in a channel says the answer is in the DM', async () => {
    const response = await t.post(
      slashCommand({ user: 'U0ANA', channelId: 'C0ORDERS', channelName: 'orders' }),
    );
    expect(JSON.parse(response.body)).toMatchObject({
      response_type: 'ephemeral',
      text: expect.stringContaining('direct messages'),
    });
    expect(await t.work()).toHaveLength(1);
  });

  it.each([
    ['orders', { type: 'open', word: 'orders' }],
    ['help', { type: 'command', command: 'help' }],
    ['signout', { type: 'command', command: 'sign-out' }],
    ['  Reschedule ', { type: 'open', word: 'reschedule' }],
  ])('/laundry %s reaches the engine as %o', async (text, input) => {
    await t.post(slashCommand({ user: 'U0ANA', text }));
    const [queued] = await t.work();
    expect(queued?.work).toMatchObject({ input });
  });

  it('/laundry words that are not ours answer with the list and enqueue nothing', async () => {
    const response = await t.post(slashCommand({ user: 'U0ANA', text: 'dance all night' }));
    const answer = JSON.parse(response.body) as { response_type: string; text: string };
    expect(answer.response_type).toBe('ephemeral');
    for (const word of ['help', 'signout', 'link', 'staff'])
      expect(answer.text).toContain(`/laundry ${word}`);
    expect(await t.work()).toEqual([]);
  });

  it('one word the Slack function does not know goes to the engine, which knows every flow’s word', async () => {
    await t.post(slashCommand({ user: 'U0ANA', text: 'dance' }));
    const [queued] = await t.work();
    expect(queued?.work).toMatchObject({ input: { type: 'open', word: 'dance' } });
  });

  it('rejects a forged signature, a stale timestamp and a missing signature with 401, enqueuing nothing', async () => {
    const command = slashCommand({ user: 'U0ANA' });
    expect((await t.post(command, { secret: 'not-the-secret-at-all' })).status).toBe(401);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await t.post(command, { timestamp: sixMinutesAgo })).status).toBe(401);
    expect((await t.post(command, { headers: { 'x-slack-signature': undefined } })).status).toBe(401);
    const tampered = { ...command, body: command.body.replace('text=', 'text=orders') };
    const signedOriginal = signSlackRequest(SECRET, command.body);
    expect((await t.post(tampered, { headers: signedOriginal })).status).toBe(401);
    expect(await t.work()).toEqual([]);
  });

  it('a request timestamped 6 minutes in the future is refused, and one 4 minutes ahead is taken', async () => {
    const command = slashCommand({ user: 'U0ANA' });
    const inSixMinutes = Math.floor(Date.now() / 1000) + 6 * 60;
    expect((await t.post(command, { timestamp: inSixMinutes })).status).toBe(401);
    expect(await t.work()).toEqual([]);
    const inFourMinutes = Math.floor(Date.now() / 1000) + 4 * 60;
    expect((await t.post(slashCommand({ user: 'U0ANA' }), { timestamp: inFourMinutes })).status).toBe(200);
    expect(await t.work()).toHaveLength(1);
  });

  it('a signed event, command or click from another team, app or enterprise is acknowledged and does nothing', async () => {
    const otherApp = (body: SlackBody) => ({ ...body, body: body.body.replaceAll(APP, 'A0OTHERAPP') });
    const otherEnterprise = eventCallback(
      { type: 'message', channel: 'D0ANA', channel_type: 'im', user: 'U0ANA', text: 'hi', ts: '1.1' },
      { team: TEAM },
    );
    // Slack names the org at the top and in the authorizations, as it does for a Grid workspace.
    otherEnterprise.body = otherEnterprise.body.replaceAll(
      '"team_id"',
      '"enterprise_id":"E0OTHERORG","team_id"',
    );
    const requests = [
      eventCallback(
        {
          type: 'message',
          channel: 'D0EVE',
          channel_type: 'im',
          user: 'U0EVE',
          text: 'my orders',
          ts: '1.2',
        },
        { team: 'T0OTHERTEAM' },
      ),
      slashCommand({ user: 'U0EVE', team: 'T0OTHERTEAM' }),
      blockActions({
        user: 'U0EVE',
        team: 'T0OTHERTEAM',
        message: { ts: '1700000000.000300', channel: 'D0EVE', blocks: [] },
        action: { type: 'button', action_id: 'choice:0', block_id: 'p:abc123:0', value: 'new' },
      }),
      otherApp(slashCommand({ user: 'U0ANA' })),
      otherApp(directMessage({ user: 'U0ANA', text: 'hi' })),
      otherEnterprise,
    ];
    for (const request of requests) {
      const response = await t.post(request);
      expect(response).toEqual({ status: 200, body: '' });
    }
    expect(await t.work()).toEqual([]);
    expect(t.logged).toHaveLength(requests.length);
    for (const line of t.logged) {
      expect(line).toBe('slack: error ForeignInstallationError (FOREIGN_INSTALLATION)');
      expect(line).not.toMatch(/T0OTHERTEAM|U0EVE|U0ANA|A0OTHERAPP|E0OTHERORG/);
    }
  });

  it('answers a body that is not JSON with 400, and one that is not Slack’s with no turn', async () => {
    expect(
      (await t.post({ body: '{"type": "event_callback", ', contentType: 'application/json' })).status,
    ).toBe(400);
    expect(
      (await t.post({ body: 'payload=%7Bnot-json', contentType: 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(400);
    const foreign = await t.post({
      body: JSON.stringify({ hello: 'world' }),
      contentType: 'application/json',
    });
    expect(foreign.status).not.toBe(500);
    expect(await t.work()).toEqual([]);
  });

  it('a DM is a text turn; retries of one event are one message id', async () => {
    const message = directMessage({ user: 'U0ANA', text: 'wash and fold', eventId: 'Ev0PV52K25' });
    await t.post(message);
    await t.post(message, { headers: { 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' } });
    await t.post(message, { headers: { 'x-slack-retry-num': '2', 'x-slack-retry-reason': 'http_timeout' } });
    const queued = await t.work();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      dedupeId: 'e:Ev0PV52K25',
      work: { input: { type: 'text', text: 'wash and fold' }, target: { dmChannelId: 'D0ANA' } },
    });
  });

  it('ignores its own messages, other bots, edits, deletions and channel chatter', async () => {
    const dm = { type: 'message', channel: 'D0ANA', channel_type: 'im', ts: '1700000000.000100', text: 'hi' };
    await t.post(eventCallback({ ...dm, user: BOT_USER, bot_id: BOT_ID }));
    await t.post(eventCallback({ ...dm, subtype: 'bot_message', bot_id: 'B0OTHER', username: 'other' }));
    await t.post(eventCallback({ ...dm, user: 'U0PEER', bot_id: 'B0OTHER' }));
    await t.post(
      eventCallback({
        ...dm,
        subtype: 'message_changed',
        message: { user: 'U0ANA', text: 'edited' },
        previous_message: {},
      }),
    );
    await t.post(eventCallback({ ...dm, subtype: 'message_deleted', deleted_ts: '1700000000.000050' }));
    await t.post(eventCallback({ ...dm, user: 'U0ANA', channel: 'C0GENERAL', channel_type: 'channel' }));
    expect(await t.work()).toEqual([]);
  });

  it('a channel message that mentions the bot is a turn, without the mention', async () => {
    await t.post(
      eventCallback({
        type: 'app_mention',
        user: 'U0ANA',
        text: `<@${BOT_USER}> same as last time please`,
        ts: '1700000000.000200',
        channel: 'C0ORDERS',
        event_ts: '1700000000.000200',
      }),
    );
    const [queued] = await t.work();
    expect(queued?.work).toMatchObject({ input: { type: 'text', text: 'same as last time please' } });
  });

  it('a base64 body with accents and emoji keeps its signature and its text', async () => {
    const message = directMessage({ user: 'U0ANA', text: 'Crème brûlée stain 🍮 on the shirt' });
    expect((await t.post(message, { base64: true })).status).toBe(200);
    const [queued] = await t.work();
    expect(queued?.work).toMatchObject({
      input: { type: 'text', text: 'Crème brûlée stain 🍮 on the shirt' },
    });
  });

  it('a button click is a choice turn under the click’s own id', async () => {
    const click = blockActions({
      user: 'U0ANA',
      message: { ts: '1700000000.000300', channel: 'D0ANA', blocks: [] },
      action: {
        type: 'button',
        action_id: 'choice:0',
        block_id: 'p:abc123:0',
        value: 'new',
        action_ts: '1700000001.000001',
      },
    });
    await t.post(click);
    const [queued] = await t.work();
    expect(queued).toMatchObject({
      dedupeId: 'a:U0ANA:1700000001.000001',
      work: {
        input: { type: 'choice', promptId: 'abc123', values: ['new'] },
        target: { dmChannelId: 'D0ANA', clicked: { channelId: 'D0ANA', messageTs: '1700000000.000300' } },
      },
    });
  });

  it('a change inside a multi-select is acked and is no turn; the Home tab is', async () => {
    const change = blockActions({
      user: 'U0ANA',
      message: { ts: '1700000000.000300', channel: 'D0ANA', blocks: [] },
      action: {
        type: 'multi_static_select',
        action_id: 'multi:0',
        block_id: 'p:abc123:0',
        selected_options: [{ value: '1' }],
      },
    });
    expect((await t.post(change)).status).toBe(200);
    await t.post(appHomeOpened('U0ANA'));
    const queued = await t.work();
    expect(queued.map((q) => q.work.kind)).toEqual(['home']);
  });

  it('a modal submission it does not know is acked and changes nothing', async () => {
    expect((await t.post(viewSubmission('U0ANA'))).status).toBe(200);
    expect(await t.work()).toEqual([]);
  });
});

describe('the Slack handler with the queue down', () => {
  it('fails an event so Slack retries it, and answers a command with a sentence', async () => {
    const t = setup({ failSends: true });
    expect((await t.post(directMessage({ user: 'U0ANA', text: 'hi' }))).status).toBe(500);
    const ack = await t.post(slashCommand({ user: 'U0ANA' }));
    expect(ack.status).toBe(200);
    expect(JSON.parse(ack.body)).toMatchObject({
      response_type: 'ephemeral',
      text: expect.stringContaining('try again'),
    });
    await t.close();
  });
});
