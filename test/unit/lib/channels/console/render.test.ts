import { renderReplies } from '../../../../../lib/channels/console/render';
import type { Reply } from '../../../../../lib/dialog/types';

const plain = { color: false };
const colored = { color: true };

const windowPrompt: Reply = {
  type: 'prompt',
  promptId: 'p-1',
  kind: 'single',
  text: 'When should we pick up?',
  hint: 'type a number',
  options: [
    { value: 'w1', label: '9:00–11:00 AM', detail: 'Our drivers, $4.99' },
    { value: 'w2', label: '1:00–3:00 PM' },
  ],
};

describe('renderReplies', () => {
  it('renders a prompt as its text, numbered options (detail when present) and the hint', () => {
    expect(renderReplies([windowPrompt], plain)).toBe(
      [
        'When should we pick up?',
        '  1. 9:00–11:00 AM — Our drivers, $4.99',
        '  2. 1:00–3:00 PM',
        '  (type a number)',
      ].join('\n'),
    );
  });

  it('dims the hint when colour is on', () => {
    expect(renderReplies([windowPrompt], colored).split('\n').at(-1)).toBe('\x1b[2m  (type a number)\x1b[0m');
  });

  it('renders a prompt without options or hint as its text alone', () => {
    const prompt: Reply = {
      type: 'prompt',
      promptId: 'p-2',
      kind: 'text',
      text: 'Any notes?',
      hint: '',
      options: [],
    };
    expect(renderReplies([prompt], colored)).toBe('Any notes?');
  });

  it('renders a summary as a title and aligned label: value lines', () => {
    const summary: Reply = {
      type: 'summary',
      title: 'Your order',
      lines: [
        { label: 'Store', value: 'Spin City — Chelsea' },
        { label: 'Pickup', value: 'Tue Jun 4, 9:00–11:00 AM' },
        { label: 'Bags', value: '2' },
      ],
    };
    expect(renderReplies([summary], plain)).toBe(
      [
        'Your order',
        '  Store:  Spin City — Chelsea',
        '  Pickup: Tue Jun 4, 9:00–11:00 AM',
        '  Bags:   2',
      ].join('\n'),
    );
    expect(renderReplies([summary], colored).split('\n')[0]).toBe('\x1b[1mYour order\x1b[0m');
  });

  it('keeps a value of several lines in its column', () => {
    const summary: Reply = {
      type: 'summary',
      title: 'Return',
      lines: [{ label: 'Address', value: '12 Main St\nApt 4' }],
    };
    expect(renderReplies([summary], plain)).toBe('Return\n  Address: 12 Main St\n           Apt 4');
  });

  it('renders text replies as they are, coloured by tone only when colour is on', () => {
    const replies: Reply[] = [
      { type: 'text', text: 'Hello.' },
      { type: 'text', text: 'That code did not work.', tone: 'warning' },
      { type: 'text', text: 'Order 5001 placed.', tone: 'success' },
      { type: 'text', text: 'FYI.', tone: 'info' },
    ];
    expect(renderReplies(replies, plain)).toBe('Hello.\nThat code did not work.\nOrder 5001 placed.\nFYI.');
    expect(renderReplies(replies, colored)).toBe(
      'Hello.\n\x1b[33mThat code did not work.\x1b[0m\n\x1b[32mOrder 5001 placed.\x1b[0m\nFYI.',
    );
  });

  it('never leaves trailing spaces', () => {
    const replies: Reply[] = [
      { type: 'text', text: 'Line with space   \n\nnext ', tone: 'warning' },
      { type: 'summary', title: 'T ', lines: [{ label: 'Notes', value: '' }] },
    ];
    for (const options of [plain, colored]) {
      for (const line of renderReplies(replies, options).split('\n')) expect(line).not.toMatch(/[ \t]$/);
    }
    expect(renderReplies(replies, plain)).toBe('Line with space\n\nnext\nT\n  Notes:');
  });
});
