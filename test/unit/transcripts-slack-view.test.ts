import type { KnownBlock } from '@slack/types';
import { slackView } from '../transcripts/slack-view';

const blocks = [
  { type: 'section', text: { type: 'mrkdwn', text: '*Your order* for Dana &amp; Sam' } },
  {
    type: 'section',
    fields: [
      { type: 'mrkdwn', text: '*Bags* 1' },
      { type: 'mrkdwn', text: '*Pickup* <!date^2096107200^{date_short_pretty} {time}|Jun 3, 2036 8:00 AM>' },
      { type: 'mrkdwn', text: '*Payment* Visa ending 4242' },
    ],
  },
  {
    type: 'actions',
    elements: [
      {
        type: 'button',
        action_id: 'place',
        text: { type: 'plain_text', text: 'Place order' },
        confirm: {
          title: { type: 'plain_text', text: 'Place it?' },
          text: { type: 'plain_text', text: 'This places the order with the store.' },
          confirm: { type: 'plain_text', text: 'Place order' },
          deny: { type: 'plain_text', text: 'Go back' },
        },
      },
      { type: 'button', action_id: 'change', text: { type: 'plain_text', text: 'Change something' } },
    ],
  },
  { type: 'context', elements: [{ type: 'mrkdwn', text: 'See <https://example.com/help|help>.' }] },
] as KnownBlock[];

it('a Slack message reads as the person sees it: words, fields two to a row, dates and links by their text, buttons by label with their confirm', () => {
  expect(slackView({ text: 'fallback', blocks })).toBe(
    [
      '*Your order* for Dana & Sam',
      '*Bags* 1  |  *Pickup* Jun 3, 2036 8:00 AM',
      '*Payment* Visa ending 4242',
      '[Place order] (asks "This places the order with the store." [Place order] [Go back])  [Change something]',
      'See help.',
    ].join('\n'),
  );
  expect(slackView({ text: 'Only text &lt;here&gt;', blocks: [] })).toBe('Only text <here>');
});
