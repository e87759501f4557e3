/** A Slack message as the person reads it: what `npm start` prints and the transcripts show of Slack. */
import { renderSlackMessageAsSeen } from '../../../../infra/local/slack-message-as-seen';

describe('renderSlackMessageAsSeen', () => {
  it('reads mrkdwn as displayed: links by their label, dates by their fallback, emoji drawn, escapes undone', () => {
    const blocks = [
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: ':white_check_mark: Pickup <!date^1764320400^{date_short_pretty}|Sat, Nov 28, 8:00 AM> at <https://x.example|the store> &amp; &lt;more&gt;',
        },
      },
      { type: 'context', elements: [{ type: 'mrkdwn', text: 'Help: <mailto:help@x.example>' }] },
    ];
    expect(renderSlackMessageAsSeen(blocks, 'ignored: the blocks are shown')).toBe(
      '✅ Pickup Sat, Nov 28, 8:00 AM at the store & <more>\nHelp: mailto:help@x.example',
    );
  });

  it('shows the text when there are no blocks, and a rich_text block word for word', () => {
    expect(renderSlackMessageAsSeen(undefined, 'Hi <@U0ANA>!')).toBe('Hi @U0ANA!');
    const rich = {
      type: 'rich_text',
      elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: '*not bold* <x>' }] }],
    };
    expect(renderSlackMessageAsSeen([rich], '')).toBe('*not bold* <x>');
  });

  it("shows a button's confirm dialog after its label: what the click asks before it acts", () => {
    const actions = {
      type: 'actions',
      elements: [
        {
          type: 'button',
          text: { type: 'plain_text', text: 'Cancel delivery' },
          confirm: {
            title: { type: 'plain_text', text: 'Cancel it?' },
            text: { type: 'mrkdwn', text: 'The delivery of order #5001 is cancelled.' },
            confirm: { type: 'plain_text', text: 'Yes, cancel' },
            deny: { type: 'plain_text', text: 'Keep it' },
          },
        },
      ],
    };
    expect(renderSlackMessageAsSeen([actions], '')).toBe(
      '[ Cancel delivery ] (asks "The delivery of order #5001 is cancelled." [ Yes, cancel ] [ Keep it ])',
    );
  });
});
