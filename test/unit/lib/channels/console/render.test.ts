import { renderReplies } from '../../../../../lib/channels/console/render';
import type { Reply } from '../../../../../lib/dialog/types';

const plain = { color: false };
const colored = { color: true };
const NEW_YORK = 'America/New_York';

const windowPrompt: Reply = {
  type: 'prompt',
  promptId: 'p-1',
  kind: 'single',
  text: 'Pickup windows on Tue, Nov 24:',
  hint: 'type a number',
  options: [
    {
      value: 'w1',
      label: 'Store driver',
      role: 'choice',
      feeCents: 499,
      window: { startTime: '2026-11-24T14:00:00Z', endTime: '2026-11-24T16:00:00Z', timeZone: NEW_YORK },
    },
    {
      value: 'w2',
      label: 'DoorDash Drive',
      role: 'choice',
      feeCents: 0,
      window: { startTime: '2026-11-24T18:00:00Z', endTime: '2026-11-24T20:00:00Z', timeZone: NEW_YORK },
    },
  ],
};

describe('renderReplies', () => {
  it('renders a prompt as its text, numbered options (window and fee, detail when present) and the hint', () => {
    expect(renderReplies([windowPrompt], plain)).toBe(
      [
        'Pickup windows on Tue, Nov 24:',
        '  1. 9:00–11:00 AM EST, Store driver, $4.99 fee',
        '  2. 1:00–3:00 PM EST, DoorDash Drive, free',
        '  (type a number)',
      ].join('\n'),
    );
    const services: Reply = {
      type: 'prompt',
      promptId: 'p-3',
      kind: 'multi',
      text: 'Which services?',
      hint: '',
      options: [{ value: '201', label: 'Wash & Fold', role: 'choice', detail: 'By the pound.' }],
    };
    expect(renderReplies([services], plain)).toBe('Which services?\n  1. Wash & Fold: By the pound.');
  });

  it('numbers the choices only: commands go on a trailing "or" line', () => {
    const menu: Reply = {
      type: 'prompt',
      promptId: 'p-4',
      kind: 'single',
      text: 'What would you like to do?',
      hint: 'Pick one.',
      options: [
        { value: 'new', label: 'Start a new order', role: 'primary' },
        { value: 'again', label: 'Same as last time (order #5001)', role: 'choice' },
        { value: 'sign-out', label: 'Sign out', role: 'command' },
      ],
    };
    expect(renderReplies([menu], plain)).toBe(
      [
        'What would you like to do?',
        '  1. Start a new order',
        '  2. Same as last time (order #5001)',
        '  or: Sign out',
        '  (Pick one.)',
      ].join('\n'),
    );
  });

  it('renders amount options as a row of brackets, not a numbered list', () => {
    const tip: Reply = {
      type: 'prompt',
      promptId: 'p-5',
      kind: 'text',
      text: 'Add a tip for the courier?',
      hint: 'Pick an amount, or type one.',
      options: [
        { value: '0', label: 'No tip', role: 'choice', amountCents: 0 },
        { value: '300', label: '$3', role: 'choice', amountCents: 300 },
      ],
    };
    expect(renderReplies([tip], plain)).toBe(
      ['Add a tip for the courier?', '  [No tip] [$3]', '  (Pick an amount, or type one.)'].join('\n'),
    );
  });

  it('shows what was answered before (a question asked again), dimmed when colour is on', () => {
    const notes: Reply = {
      type: 'prompt',
      promptId: 'p-6',
      kind: 'text',
      text: 'Any notes?',
      hint: '',
      options: [],
      current: 'ring twice',
    };
    expect(renderReplies([notes], plain)).toBe('Any notes?\n  Now: ring twice');
    expect(renderReplies([notes], colored)).toBe('Any notes?\n\x1b[2m  Now: ring twice\x1b[0m');
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

  it('renders nothing for a closed prompt (the answer is already on screen)', () => {
    const replies: Reply[] = [
      { type: 'closed', promptId: 'p-1', answer: 'Store driver' },
      { type: 'text', text: 'Next.' },
    ];
    expect(renderReplies(replies, plain)).toBe('Next.');
    expect(renderReplies([{ type: 'closed', promptId: 'p-1', answer: 'x' }], plain)).toBe('');
  });

  it('renders a summary as a title and aligned label: value lines, values formatted from data', () => {
    const summary: Reply = {
      type: 'summary',
      title: 'Your order',
      lines: [
        { label: 'Store', value: { type: 'text', text: 'Spin City – Chelsea' } },
        {
          label: 'Pickup',
          value: {
            type: 'window',
            day: '2026-11-24',
            window: {
              startTime: '2026-11-24T14:00:00Z',
              endTime: '2026-11-24T16:00:00Z',
              timeZone: NEW_YORK,
            },
            provider: 'DoorDash Drive',
            feeCents: 899,
          },
        },
        { label: 'Bags', value: { type: 'text', text: '2' } },
        { label: 'Courier tip', value: { type: 'money', cents: 300, note: 'per courier trip' } },
        { label: 'Delivery fees', value: { type: 'money', cents: 1250 } },
      ],
    };
    expect(renderReplies([summary], plain)).toBe(
      [
        'Your order',
        '  Store:         Spin City – Chelsea',
        '  Pickup:        Tue, Nov 24, 9:00–11:00 AM EST, DoorDash Drive ($8.99 fee)',
        '  Bags:          2',
        '  Courier tip:   $3.00 per courier trip',
        '  Delivery fees: $12.50',
      ].join('\n'),
    );
    expect(renderReplies([summary], colored).split('\n')[0]).toBe('\x1b[1mYour order\x1b[0m');
  });

  it('keeps a value of several lines in its column', () => {
    const summary: Reply = {
      type: 'summary',
      title: 'Return',
      lines: [{ label: 'Address', value: { type: 'text', text: '12 Main St\nApt 4' } }],
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

  it('strips control characters from everything it prints, so nothing typed drives the terminal', () => {
    const replies: Reply[] = [
      { type: 'text', text: 'Note: \x1b[31mred\x1b[0m\x07' },
      {
        type: 'prompt',
        promptId: 'p-7',
        kind: 'single',
        text: 'Pick\x1b[2J',
        hint: 'hint\x1b]0;title\x07',
        options: [{ value: 'a', label: 'A\x1b[1m', role: 'choice' }],
        current: 'was\x1b[K',
      },
      {
        type: 'summary',
        title: 'T',
        lines: [{ label: 'Notes', value: { type: 'text', text: 'x\x1b[1my' } }],
      },
    ];
    const printed = renderReplies(replies, plain);
    expect(printed).not.toContain('\x1b');
    expect(printed).not.toContain('\x07');
  });

  it('never leaves trailing spaces', () => {
    const replies: Reply[] = [
      { type: 'text', text: 'Line with space   \n\nnext ', tone: 'warning' },
      { type: 'summary', title: 'T ', lines: [{ label: 'Notes', value: { type: 'text', text: '' } }] },
    ];
    for (const options of [plain, colored]) {
      for (const line of renderReplies(replies, options).split('\n')) expect(line).not.toMatch(/[ \t]$/);
    }
    expect(renderReplies(replies, plain)).toBe('Line with space\n\nnext\nT\n  Notes:');
  });
});
