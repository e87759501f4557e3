/** What `npm start` prints of Slack: one line per Web API call, the banner's line, and GATEWAY_PORT. */
import { describeSlackCall, readGatewayPort, slackBannerLine } from '../../../../infra/local/local-slack';
import { renderTurn } from '../../../../lib/channels/slack/render-turn';

const call = (method: string, args: Record<string, unknown>) => ({ method, args, at: 0 });

describe('describeSlackCall', () => {
  it("shows a question's own words and counts its controls, not what the turn said before it", () => {
    const [message] = renderTurn([
      { type: 'text', text: 'Hi! I can book a laundry or dry-cleaning pickup for you.' },
      {
        type: 'prompt',
        promptId: 'p1',
        kind: 'single',
        text: "What's your mobile number?",
        hint: '10 digits, like 212 555 0101.',
        options: [
          { value: 'new', label: "I'm new here", role: 'command' },
          { value: 'help', label: 'Help', role: 'command' },
        ],
      },
    ]).messages;
    expect(
      describeSlackCall(call('chat.postMessage', { channel: 'D0ANA', token: 'xoxb-secret', ...message })),
    ).toBe(`slack ← chat.postMessage D0ANA: "What's your mobile number?" [2 buttons]`);
  });

  it('cuts a long text to one line of 60 characters, and never shows a token', () => {
    const line = describeSlackCall(
      call('chat.postMessage', {
        channel: 'D0ANA',
        token: 'xoxb-secret',
        text: `Your order is placed!\n${'Pickup tomorrow between 9 and 11 AM. '.repeat(3)}`,
      }),
    );
    expect(line).toBe(
      'slack ← chat.postMessage D0ANA: "Your order is placed! Pickup tomorrow between 9 and 11 AM.…"',
    );
    expect(line).not.toContain('xoxb');
  });

  it('names the user of a call without a channel, and a Home view by its first words', () => {
    expect(describeSlackCall(call('conversations.open', { users: 'U0ANA' }))).toBe(
      'slack ← conversations.open U0ANA',
    );
    const view = {
      type: 'home',
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: '*Laundry*' } },
        {
          type: 'actions',
          elements: [
            { type: 'button', action_id: 'a', text: { type: 'plain_text', text: 'Order' } },
            { type: 'static_select', action_id: 'b', options: [] },
            { type: 'datepicker', action_id: 'c' },
          ],
        },
      ],
    };
    expect(describeSlackCall(call('views.publish', { user_id: 'U0ANA', view }))).toBe(
      'slack ← views.publish U0ANA: "*Laundry*" [1 button, 1 select, 1 date picker]',
    );
  });
});

describe('readGatewayPort', () => {
  it('is 3000 unless GATEWAY_PORT names a port (0: any free one)', () => {
    expect(readGatewayPort({})).toBe(3000);
    expect(readGatewayPort({ GATEWAY_PORT: '' })).toBe(3000);
    expect(readGatewayPort({ GATEWAY_PORT: '0' })).toBe(0);
    expect(readGatewayPort({ GATEWAY_PORT: '8080' })).toBe(8080);
    for (const bad of ['-1', '65536', '3000x', '1.5'])
      expect(() => readGatewayPort({ GATEWAY_PORT: bad })).toThrow(/GATEWAY_PORT must be a port number/);
  });
});

describe('slackBannerLine', () => {
  it('says where to post and how to sign, with --url only off the default port', () => {
    expect(slackBannerLine({ url: 'http://127.0.0.1:3000/slack/events' })).toBe(
      '  Slack:        POST http://127.0.0.1:3000/slack/events (sign requests with: npm run slack:sign -- slack/examples/slash-command.txt)',
    );
    expect(slackBannerLine({ url: 'http://127.0.0.1:4100/slack/events' })).toContain(
      'slash-command.txt --url http://127.0.0.1:4100/slack/events)',
    );
    expect(slackBannerLine({ unavailable: 'port 3000 is not free (EADDRINUSE)' })).toBe(
      '  Slack:        off: port 3000 is not free (EADDRINUSE); set GATEWAY_PORT to another port, or 0 for any free one',
    );
  });
});
