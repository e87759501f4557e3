/** What `npm start` prints of Slack: one line per Web API call, the banner's line, and GATEWAY_PORT. */
import { describeSlackCall, slackBannerLine } from '../../../../infra/local/local-slack';
import { readGatewayPort } from '../../../../infra/local/slack-sign';
import { renderTurn } from '../../../../lib/channels/slack/render-turn';

const call = (method: string, args: Record<string, unknown>) => ({ method, args, at: 0 });

describe('describeSlackCall', () => {
  it("shows a message as the person sees it: every text, the question's hint and each button's label on a line of its own", () => {
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
    const shown = describeSlackCall(
      call('chat.postMessage', { channel: 'D0ANA', token: 'xoxb-secret', ...message }),
    );
    expect(shown.split('\n')[0]).toBe('slack ← chat.postMessage D0ANA');
    expect(shown).toContain('  │ Hi! I can book a laundry or dry-cleaning pickup for you.');
    expect(shown).toContain("  │ What's your mobile number?");
    expect(shown).toContain('  │ 10 digits, like 212 555 0101.');
    expect(shown).toContain("  │ [ I'm new here ]\n  │ [ Help ]");
    expect(shown).not.toContain('…');
    expect(shown).not.toContain('xoxb');
  });

  it("shows a long message whole, and a summary's fields each on a line of its own", () => {
    const long = `Your order is placed!\n${'Pickup tomorrow between 9 and 11 AM. '.repeat(3).trim()}`;
    const [message] = renderTurn([
      { type: 'text', text: long },
      {
        type: 'summary',
        title: 'Your order',
        lines: [
          { label: 'Services', value: { type: 'text', text: 'Wash & Fold' } },
          { label: 'Pickup fee', value: { type: 'money', cents: 499 } },
        ],
      },
    ]).messages;
    const shown = describeSlackCall(call('chat.postMessage', { channel: 'D0ANA', ...message }));
    for (const line of long.split('\n')) expect(shown).toContain(`  │ ${line}`);
    expect(shown).toMatch(/ {2}│ \*?Services\*?\n {2}│ Wash & Fold\n/);
    expect(shown).toMatch(/ {2}│ \*?Pickup fee\*?\n {2}│ \$4\.99/);
  });

  it('names the user of a call without a message, and shows a Home view with its controls', () => {
    expect(describeSlackCall(call('conversations.open', { users: 'U0ANA' }))).toBe(
      'slack ← conversations.open U0ANA',
    );
    const view = {
      type: 'home',
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: '*Laundry* &amp; <https://x.example|more>' } },
        {
          type: 'actions',
          elements: [
            { type: 'button', action_id: 'a', text: { type: 'plain_text', text: 'Order' } },
            {
              type: 'static_select',
              action_id: 'b',
              placeholder: { type: 'plain_text', text: 'Pick a day' },
              options: [
                { text: { type: 'plain_text', text: 'Mon, Nov 30' }, value: '1' },
                { text: { type: 'plain_text', text: 'Tue, Dec 1' }, value: '2' },
              ],
            },
            { type: 'datepicker', action_id: 'c', initial_date: '2026-11-30' },
          ],
        },
      ],
    };
    expect(describeSlackCall(call('views.publish', { user_id: 'U0ANA', view }))).toBe(
      [
        'slack ← views.publish U0ANA',
        '  │ *Laundry* & more',
        '  │ [ Order ]',
        '  │ [ Pick a day ▾ ] Mon, Nov 30 · Tue, Dec 1',
        '  │ [ 📅 2026-11-30 ]',
      ].join('\n'),
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
