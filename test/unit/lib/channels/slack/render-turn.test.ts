import type {
  ActionsBlock,
  Button,
  ContextBlock,
  Datepicker,
  KnownBlock,
  MultiStaticSelect,
  SectionBlock,
  StaticSelect,
} from '@slack/types';
import fc from 'fast-check';
import { checkBlocks } from '../../../../../lib/channels/slack/limits';
import { readBlockAction, type SlackBlockActions } from '../../../../../lib/channels/slack/read-action';
import { renderAnswered, renderTurn, type SlackMessage } from '../../../../../lib/channels/slack/render-turn';
import type { PromptReply, Reply, ReplyOption, WindowValue } from '../../../../../lib/dialog/types';
import { words } from '../../../../../lib/words';

const NEW_YORK = 'America/New_York';

const window = (start: string, end: string): WindowValue => ({
  startTime: `2026-11-24T${start}:00Z`,
  endTime: `2026-11-24T${end}:00Z`,
  timeZone: NEW_YORK,
});

// ── Replies shaped like the flows' ─────────────────────────────────────────────────────────────────

const menu: PromptReply = {
  type: 'prompt',
  promptId: 'p-menu',
  kind: 'single',
  text: 'What would you like to do?',
  hint: 'Pick one. Say help at any time.',
  options: [
    { value: 'new', label: 'Start a new order', role: 'primary' },
    { value: 'again', label: 'Same as last time (order #5001)', role: 'choice' },
    { value: 'sign-out', label: 'Sign out', role: 'command' },
  ],
};

const category: PromptReply = {
  type: 'prompt',
  promptId: 'p-cat',
  kind: 'single',
  text: 'Is this laundry, dry cleaning, or both?',
  hint: 'Laundry, dry cleaning, or both.',
  options: [
    { value: 'LAUNDRY', label: 'Laundry', role: 'choice' },
    { value: 'DRY_CLEANING', label: 'Dry cleaning', role: 'choice' },
    { value: 'BOTH', label: 'Both', role: 'choice' },
  ],
};

const plainOptions = (count: number): ReplyOption[] =>
  Array.from({ length: count }, (_, i) => ({
    value: String(1000 + i),
    label: `Card ending ${4000 + i}`,
    role: 'choice',
  }));

const twelve: PromptReply = {
  type: 'prompt',
  promptId: 'p-12',
  kind: 'single',
  text: 'Which card should we charge?',
  hint: 'Your default card is first.',
  options: plainOptions(12),
};

const many: PromptReply = { ...twelve, promptId: 'p-250', options: plainOptions(250) };

const services: PromptReply = {
  type: 'prompt',
  promptId: 'p-svc',
  kind: 'multi',
  text: 'Which services from Chelsea Cleaners?',
  hint: 'Pick one or more.',
  options: [
    { value: '201', label: 'Wash & Fold', role: 'choice', detail: 'By the pound.' },
    { value: '202', label: 'Dry cleaning', role: 'choice', detail: 'Per item.' },
    { value: '203', label: 'Comforters', role: 'choice', detail: 'Any size.' },
    { value: '204', label: 'Shirts <pressed>', role: 'choice', detail: 'On hangers.' },
  ],
  current: 'Wash & Fold',
};

const windows: PromptReply = {
  type: 'prompt',
  promptId: 'p-win',
  kind: 'single',
  text: 'Pickup windows on Tue, Nov 24:',
  hint: 'Store drivers and the DoorDash courier, with their fees.',
  options: [
    { value: '11', label: 'Store driver', role: 'choice', feeCents: 499, window: window('14:00', '16:00') },
    { value: '12', label: 'DoorDash', role: 'choice', feeCents: 0, window: window('18:00', '20:00') },
    { value: 'back', label: 'Back', role: 'command' },
  ],
};

const windowOptions = (count: number): ReplyOption[] =>
  Array.from({ length: count }, (_, i) => ({
    value: String(100 + i),
    label: i % 2 ? 'DoorDash' : 'Store driver',
    role: 'choice',
    feeCents: i % 2 ? 0 : 499,
    window: {
      startTime: new Date(Date.UTC(2026, 10, 24, 12) + i * 1800_000).toISOString(),
      endTime: new Date(Date.UTC(2026, 10, 24, 14) + i * 1800_000).toISOString(),
      timeZone: NEW_YORK,
    },
  }));

const tip: PromptReply = {
  type: 'prompt',
  promptId: 'p-tip',
  kind: 'text',
  text: 'Add a tip for the DoorDash courier? (per trip)',
  hint: 'Pick an amount, type one like $4.50, or skip.',
  options: [0, 200, 300, 500].map((cents) => ({
    value: String(cents),
    label: cents ? `$${cents / 100}` : 'No tip',
    role: 'choice',
    amountCents: cents,
  })),
};

const day: PromptReply = {
  type: 'prompt',
  promptId: 'p-day',
  kind: 'date',
  text: 'Which day should we pick up?',
  hint: 'Pick a day, or type one: "tomorrow", "friday", "dec 3".',
  options: [
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ].map((d, i) => ({ value: d, label: i === 0 ? 'Today (Mon, Nov 23)' : d, role: 'choice', day: d })),
  range: { min: '2026-11-23', max: '2026-12-06' },
};

const notes: PromptReply = {
  type: 'prompt',
  promptId: 'p-notes',
  kind: 'text',
  text: 'Any notes for the store or the driver?',
  hint: 'Type a note (e.g. "ring the bell twice"), or skip.',
  options: [
    { value: 'no-notes', label: 'No notes', role: 'choice' },
    { value: 'back', label: 'Back', role: 'command' },
    { value: 'help', label: 'Help', role: 'command' },
  ],
  current: 'ring twice',
};

const name: PromptReply = {
  type: 'prompt',
  promptId: 'p-name',
  kind: 'text',
  text: "Welcome! What's your first and last name?",
  hint: 'For example: Ana Lima.',
  options: [],
};

const confirm: PromptReply = {
  type: 'prompt',
  promptId: 'p-confirm',
  kind: 'confirm',
  text: 'Shall I place this order?',
  hint: 'Place it, change something, or drop it.',
  options: [
    {
      value: 'place',
      label: 'Place order',
      role: 'primary',
      confirm: 'This places the order with Chelsea Cleaners.',
    },
    { value: 'change', label: 'Change something', role: 'choice' },
    {
      value: 'drop',
      label: 'Drop this order',
      role: 'danger',
      confirm: "The order is dropped and nothing is placed. This can't be undone.",
    },
  ],
};

const summary: Reply = {
  type: 'summary',
  title: 'Your order',
  lines: [
    { label: 'Store', value: { type: 'text', text: 'Chelsea Cleaners, 1 W 20th St' } },
    { label: 'Service', value: { type: 'text', text: 'Wash & Fold + Fragrance-free ("no <starch>")' } },
    { label: 'Bags', value: { type: 'text', text: '2' } },
    {
      label: 'Pickup',
      value: {
        type: 'window',
        day: '2026-11-24',
        window: window('14:00', '16:00'),
        provider: 'Store driver',
        feeCents: 499,
      },
    },
    {
      label: 'Return',
      value: {
        type: 'window',
        day: '2026-11-27',
        window: window('18:00', '20:00'),
        provider: 'DoorDash',
        feeCents: 0,
      },
    },
    { label: 'Courier tip', value: { type: 'money', cents: 300, note: 'per courier trip' } },
    { label: 'Delivery fees', value: { type: 'money', cents: 499 } },
  ],
};

// ── Helpers ────────────────────────────────────────────────────────────────────────────────────────

const only = (replies: Reply[]): SlackMessage => {
  const { messages } = renderTurn(replies);
  expect(messages).toHaveLength(1);
  return messages[0] as SlackMessage;
};
const actionsBlocks = (blocks: KnownBlock[]) => blocks.filter((b): b is ActionsBlock => b.type === 'actions');
const sections = (blocks: KnownBlock[]) => blocks.filter((b): b is SectionBlock => b.type === 'section');
const contexts = (blocks: KnownBlock[]) => blocks.filter((b): b is ContextBlock => b.type === 'context');
const buttons = (block: ActionsBlock | undefined) =>
  (block?.elements ?? []).filter((e): e is Button => e.type === 'button');
const sectionTexts = (blocks: KnownBlock[]) => sections(blocks).map((s) => s.text?.text);
const contextTexts = (blocks: KnownBlock[]) =>
  contexts(blocks).flatMap((c) => c.elements.map((e) => ('text' in e ? e.text : '')));

/** The elements the renderer puts in messages. */
type Control = Button | StaticSelect | MultiStaticSelect | Datepicker;
const CONTROL_TYPES = new Set(['button', 'static_select', 'multi_static_select', 'datepicker']);

/** Every interactive element of the blocks, with its block id (an element of another kind fails the test). */
function elementsOf(blocks: KnownBlock[]): { blockId: string; element: Control }[] {
  const found = blocks.flatMap((block): { blockId: string; element: { type: string } }[] => {
    if (block.type === 'actions')
      return block.elements.map((element) => ({ blockId: block.block_id ?? '', element }));
    if (block.type === 'section' && block.accessory)
      return [{ blockId: block.block_id ?? '', element: block.accessory }];
    return [];
  });
  for (const { element } of found) expect(CONTROL_TYPES.has(element.type)).toBe(true);
  return found as { blockId: string; element: Control }[];
}

/**
 * What Slack would send for each control of a message (per Slack's block_actions payload reference),
 * and the values the click means: a button its value, each option of a select, a day of the
 * datepicker, and Done with the first two options of every multi select picked.
 */
interface Click {
  payload: SlackBlockActions;
  values: string[] | undefined;
}

function clicks(blocks: KnownBlock[]): Click[] {
  const all = elementsOf(blocks);
  const state: NonNullable<SlackBlockActions['state']> = { values: {} };
  const picked: string[] = [];
  for (const { blockId, element } of all) {
    if (element.type !== 'multi_static_select') continue;
    const chosen = (element.options ?? []).slice(0, 2);
    state.values[blockId] = {
      ...state.values[blockId],
      [element.action_id ?? '']: { type: 'multi_static_select', selected_options: chosen },
    };
    picked.push(...chosen.map((o) => o.value ?? ''));
  }
  return all.flatMap(({ blockId, element }): Click[] => {
    const base = { action_id: element.action_id ?? '', block_id: blockId, action_ts: '1700000000.000100' };
    switch (element.type) {
      case 'button': {
        // As Slack sends it: the button's text comes along.
        const action = { ...base, type: 'button', value: element.value, text: element.text };
        return [
          {
            payload: { actions: [action], state },
            values: element.action_id === 'done' ? picked : [element.value ?? ''],
          },
        ];
      }
      case 'static_select':
        return (element.options ?? []).map((option) => ({
          payload: { actions: [{ ...base, type: 'static_select', selected_option: option }], state },
          values: [option.value ?? ''],
        }));
      case 'multi_static_select':
        return [
          {
            payload: {
              actions: [
                {
                  ...base,
                  type: 'multi_static_select',
                  selected_options: (element.options ?? []).slice(0, 1),
                },
              ],
              state,
            },
            values: undefined,
          },
        ];
      case 'datepicker':
        return [
          {
            payload: { actions: [{ ...base, type: 'datepicker', selected_date: '2026-12-01' }], state },
            values: ['2026-12-01'],
          },
        ];
      default:
        throw new Error(`unexpected element ${(element as { type: string }).type}`);
    }
  });
}

/** Every control of the prompt's message reads back as the intended answer to that prompt. */
function expectRoundTrip(prompt: PromptReply): void {
  const turn = renderTurn([prompt]);
  const blocks = turn.messages.at(-1)?.blocks ?? [];
  const values = new Set(prompt.options.map((o) => o.value));
  for (const click of clicks(blocks)) {
    const input = readBlockAction(click.payload);
    if (click.values === undefined) {
      expect(input).toBeUndefined();
      continue;
    }
    expect(input).toEqual({ type: 'choice', promptId: prompt.promptId, values: click.values });
    for (const value of click.values)
      expect(values.has(value) || /^\d{4}-\d{2}-\d{2}$/.test(value)).toBe(true);
  }
}

function expectValid(message: SlackMessage): void {
  expect(checkBlocks(message.blocks, 'message')).toEqual([]);
  expect(message.text.trim()).not.toBe('');
  expect(message.text.length).toBeLessThanOrEqual(3000);
}

// ── Tests ──────────────────────────────────────────────────────────────────────────────────────────

describe('renderTurn: messages', () => {
  it('puts every reply of a turn in one message, the question last, and hands back the closes', () => {
    const turn = renderTurn([
      { type: 'closed', promptId: 'p-old', answer: 'Laundry' },
      { type: 'text', text: 'Your store for Home: Chelsea Cleaners, 1 W 20th St.' },
      summary,
      confirm,
    ]);
    expect(turn.messages).toHaveLength(1);
    expect(turn.closes).toEqual([{ promptId: 'p-old', answer: 'Laundry' }]);
    expect(turn.asides).toEqual([]);
    const blocks = turn.messages[0]?.blocks ?? [];
    expect(blocks.at(-1)?.type).toBe('actions');
    expect(sectionTexts(blocks)[0]).toBe('Your store for Home: Chelsea Cleaners, 1 W 20th St.');
    expectValid(turn.messages[0] as SlackMessage);
  });

  it('renders a closed reply as nothing', () => {
    expect(renderTurn([{ type: 'closed', promptId: 'p-1', answer: 'Yes' }]).messages).toEqual([]);
  });

  it('sends asides apart, as their own messages, and nothing else there', () => {
    const turn = renderTurn([
      {
        type: 'text',
        text: "That menu is out of date. Here's where we are now.",
        tone: 'warning',
        aside: true,
      },
      category,
    ]);
    expect(turn.asides).toEqual([
      {
        text: "That menu is out of date. Here's where we are now.",
        blocks: [
          {
            type: 'section',
            text: { type: 'mrkdwn', text: ":warning: That menu is out of date. Here's where we are now." },
          },
        ],
      },
    ]);
    expect(turn.messages).toHaveLength(1);
    expect(sectionTexts(turn.messages[0]?.blocks ?? [])).toEqual(['Is this laundry, dry cleaning, or both?']);
  });

  it('moves what is said after the question before it, so the question stays last', () => {
    const blocks = only([category, { type: 'text', text: 'By the way.' }]).blocks;
    expect(sectionTexts(blocks)).toEqual(['By the way.', 'Is this laundry, dry cleaning, or both?']);
    expect(blocks.at(-1)?.type).toBe('actions');
  });

  it('gives the notification text: the replies as plain words, escaped', () => {
    const message = only([{ type: 'text', text: 'Hi <@U123> & welcome' }, name]);
    expect(message.text).toBe(
      "Hi &lt;@U123&gt; &amp; welcome\nWelcome! What's your first and last name?\nFor example: Ana Lima.",
    );
  });

  it('splits past 50 blocks, the question whole in the last message', () => {
    const texts: Reply[] = Array.from({ length: 60 }, (_, i) => ({ type: 'text', text: `Line ${i}` }));
    const turn = renderTurn([...texts, windows]);
    expect(turn.messages).toHaveLength(2);
    expect(turn.messages[0]?.blocks).toHaveLength(50);
    const last = turn.messages[1]?.blocks ?? [];
    expect(sectionTexts(last)).toContain('Pickup windows on Tue, Nov 24:');
    expect(last.filter((b) => b.block_id?.startsWith('p:p-win:'))).toHaveLength(3);
    for (const message of turn.messages) expectValid(message);
  });

  it('starts a new message for the question when it does not fit with the rest (one block kept for the answer)', () => {
    // The question is 3 blocks: its text, the hint, the buttons.
    const texts: Reply[] = Array.from({ length: 47 }, (_, i) => ({ type: 'text', text: `Line ${i}` }));
    const turn = renderTurn([...texts, category]);
    expect(turn.messages.map((m) => m.blocks.length)).toEqual([47, 3]);
    const fits = renderTurn([...texts.slice(0, 46), category]);
    expect(fits.messages.map((m) => m.blocks.length)).toEqual([49]);
  });

  it('renders an earlier question of the same turn without controls: only the last one can be answered', () => {
    const turn = renderTurn([category, menu]);
    expect(turn.prompt?.promptId).toBe('p-menu');
    const blocks = turn.messages[0]?.blocks ?? [];
    expect(blocks.filter((b) => b.block_id?.startsWith('p:p-cat'))).toEqual([]);
    expect(sectionTexts(blocks)).toContain('Is this laundry, dry cleaning, or both?');
  });
});

describe('renderTurn: texts', () => {
  it('escapes a text and strips its control characters', () => {
    expect(sectionTexts(only([{ type: 'text', text: 'a <!channel> & \x1b[31mred\x1b[0m' }]).blocks)).toEqual([
      'a &lt;!channel&gt; &amp; red',
    ]);
  });

  it('marks a warning and a success', () => {
    const blocks = only([
      { type: 'text', text: 'No windows that day.', tone: 'warning' },
      { type: 'text', text: "You're signed in.", tone: 'success' },
      { type: 'text', text: 'Plain.', tone: 'info' },
    ]).blocks;
    expect(sectionTexts(blocks)).toEqual([
      ':warning: No windows that day.',
      ":white_check_mark: You're signed in.",
      'Plain.',
    ]);
  });

  it('splits a text longer than 3,000 characters on line boundaries', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `${String(i).padStart(3, '0')} ${'x'.repeat(56)}`);
    const blocks = only([{ type: 'text', text: lines.join('\n'), tone: 'warning' }]).blocks;
    const texts = sectionTexts(blocks) as string[];
    expect(texts.length).toBe(3);
    expect(texts[0]?.startsWith(':warning: 000')).toBe(true);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(3000);
      // Each piece ends at the end of a line.
      expect(text.split('\n').at(-1)).toMatch(/^\d{3} x{56}$/);
    }
    expect(texts.join('\n').replace(':warning: ', '')).toBe(lines.join('\n'));
  });

  it('splits a single very long line without breaking an entity', () => {
    const text = '&'.repeat(4000);
    const texts = sectionTexts(only([{ type: 'text', text }]).blocks) as string[];
    expect(texts.join('')).toBe('&amp;'.repeat(4000));
    for (const piece of texts) expect(piece).toMatch(/^(&amp;)+$/);
  });

  it('renders nothing for a blank text', () => {
    expect(renderTurn([{ type: 'text', text: ' \n ' }]).messages).toEqual([]);
  });
});

describe('renderTurn: summaries', () => {
  it('renders the bold title, then label/value fields with money, windows as date tokens, and fees', () => {
    const blocks = only([summary]).blocks;
    expect(blocks[0]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: '*Your order*' } });
    const fields = (blocks[1] as SectionBlock).fields?.map((f) => f.text);
    expect(fields).toEqual([
      '*Store*\nChelsea Cleaners, 1 W 20th St',
      '*Service*\nWash &amp; Fold + Fragrance-free ("no &lt;starch&gt;")',
      '*Bags*\n2',
      '*Pickup*\n<!date^1795528800^{date_short_pretty} {time}|Nov 24, 2026 9:00 AM> – <!date^1795536000^{time}|11:00 AM>\nStore driver ($4.99 fee)',
      '*Return*\n<!date^1795543200^{date_short_pretty} {time}|Nov 24, 2026 1:00 PM> – <!date^1795550400^{time}|3:00 PM>\nDoorDash (free)',
      '*Courier tip*\n$3.00 per courier trip',
      '*Delivery fees*\n$4.99',
    ]);
  });

  it('puts at most 10 fields in a section', () => {
    const lines = Array.from({ length: 23 }, (_, i) => ({
      label: `Service ${i}`,
      value: { type: 'text' as const, text: 'Wash & Fold' },
    }));
    const blocks = only([{ type: 'summary', title: 'Your order', lines }]).blocks;
    expect(blocks.map((b) => (b as SectionBlock).fields?.length)).toEqual([undefined, 10, 10, 3]);
  });
});

describe('renderTurn: questions', () => {
  it("renders a question longer than 3,000 characters whole, as sections cut at line ends (staff's 200-order batch)", () => {
    const lines = Array.from(
      { length: 200 },
      (_, i) => `#${5000 + i} · Slack user U0${i} · Tue 8:00–10:00 AM → Wed 8:00–10:00 AM`,
    );
    const prompt: PromptReply = { ...notes, kind: 'confirm', text: lines.join('\n') };
    const turn = renderTurn([prompt]);
    const message = turn.messages.at(-1) as SlackMessage;
    expectValid(message);
    const texts = sectionTexts(message.blocks) as string[];
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(3000);
    expect(texts.join('\n')).toBe(lines.join('\n').replace(/&/g, '&amp;').replace(/>/g, '&gt;'));
  });

  it('renders the question, the hint with what was answered before, and block ids p:<promptId>:<n>', () => {
    const blocks = only([notes]).blocks;
    expect(blocks[0]).toEqual({
      type: 'section',
      text: { type: 'mrkdwn', text: 'Any notes for the store or the driver?' },
    });
    expect(blocks[1]).toEqual({
      type: 'context',
      elements: [
        { type: 'mrkdwn', text: 'Type a note (e.g. "ring the bell twice"), or skip.' },
        { type: 'mrkdwn', text: 'Now: ring twice' },
      ],
    });
    expect(actionsBlocks(blocks).map((b) => b.block_id)).toEqual(['p:p-notes:0', 'p:p-notes:1']);
  });

  it('renders up to 5 options as buttons (primary styled), and commands as plain buttons in a last row', () => {
    const blocks = only([menu]).blocks;
    const [choices, commands] = actionsBlocks(blocks);
    expect(buttons(choices)).toEqual([
      {
        type: 'button',
        action_id: 'choice:0',
        text: { type: 'plain_text', text: 'Start a new order' },
        value: 'new',
        style: 'primary',
      },
      {
        type: 'button',
        action_id: 'choice:1',
        text: { type: 'plain_text', text: 'Same as last time (order #5001)' },
        value: 'again',
      },
    ]);
    expect(buttons(commands)).toEqual([
      {
        type: 'button',
        action_id: 'choice:2',
        text: { type: 'plain_text', text: 'Sign out' },
        value: 'sign-out',
      },
    ]);
    expect(blocks.at(-1)).toBe(commands);
  });

  it('asks before placing the order and before anything destructive', () => {
    const [row] = actionsBlocks(only([confirm]).blocks);
    const [place, change, drop] = buttons(row);
    expect(place?.style).toBe('primary');
    expect(place?.confirm).toEqual({
      title: { type: 'plain_text', text: 'Place order?' },
      text: { type: 'plain_text', text: 'This places the order with Chelsea Cleaners.' },
      confirm: { type: 'plain_text', text: 'Place order' },
      deny: { type: 'plain_text', text: 'Go back' },
      style: 'primary',
    });
    expect(change?.confirm).toBeUndefined();
    expect(drop?.style).toBe('danger');
    expect(drop?.confirm?.title?.text).toBe('Drop this order?');
    expect(drop?.confirm?.style).toBe('danger');
    // A primary option of an ordinary question needs no dialog.
    expect(buttons(actionsBlocks(only([menu]).blocks)[0])[0]?.confirm).toBeUndefined();
  });

  it("asks in the step's words and only where it gives them: a confirmation that places nothing never says it places the order", () => {
    const change: PromptReply = {
      ...confirm,
      text: 'Make this change to order #5001?',
      options: [
        { value: 'confirm', label: 'Make this change', role: 'primary' },
        { value: 'keep', label: 'Keep it as it is', role: 'danger' },
      ],
    };
    const [make, keep] = buttons(actionsBlocks(only([change]).blocks)[0]);
    expect(make?.confirm).toBeUndefined();
    expect(keep?.confirm).toBeUndefined();
    const said: PromptReply = {
      ...change,
      options: [{ ...change.options[0], confirm: 'This changes order #5001 with Chelsea Cleaners.' }],
    } as PromptReply;
    const [asked] = buttons(actionsBlocks(only([said]).blocks)[0]);
    expect(asked?.confirm?.text).toEqual({
      type: 'plain_text',
      text: 'This changes order #5001 with Chelsea Cleaners.',
    });
  });

  it('keeps the confirm dialog within its limits for a long label', () => {
    const long: PromptReply = {
      ...confirm,
      options: [
        {
          value: 'place',
          label: 'Place this rather long order with every extra'.repeat(5),
          role: 'primary',
          confirm: 'This places the order with the store, '.repeat(10),
        },
      ],
    };
    const [place] = buttons(actionsBlocks(only([long]).blocks)[0]);
    expect(place?.confirm?.title?.text.length).toBeLessThanOrEqual(100);
    expect(place?.confirm?.confirm?.text.length).toBeLessThanOrEqual(30);
    expect(place?.confirm?.text.text.length).toBeLessThanOrEqual(300);
    expect(place?.text.text.length).toBeLessThanOrEqual(75);
    expect(place?.text.text.endsWith('…')).toBe(true);
  });

  it('renders time windows as one section each: the window in the reader’s zone, label, fee, a Choose button', () => {
    const blocks = only([windows]).blocks;
    const windowSections = sections(blocks).filter((s) => s.accessory);
    expect(windowSections).toEqual([
      {
        type: 'section',
        block_id: 'p:p-win:0',
        text: {
          type: 'mrkdwn',
          text: '*<!date^1795528800^{date_short_pretty} {time}|Nov 24, 2026 9:00 AM> – <!date^1795536000^{time}|11:00 AM>*\nStore driver, $4.99 fee',
        },
        accessory: {
          type: 'button',
          action_id: 'choice:0',
          text: { type: 'plain_text', text: 'Choose' },
          value: '11',
        },
      },
      {
        type: 'section',
        block_id: 'p:p-win:1',
        text: {
          type: 'mrkdwn',
          text: '*<!date^1795543200^{date_short_pretty} {time}|Nov 24, 2026 1:00 PM> – <!date^1795550400^{time}|3:00 PM>*\nDoorDash, free',
        },
        accessory: {
          type: 'button',
          action_id: 'choice:1',
          text: { type: 'plain_text', text: 'Choose' },
          value: '12',
        },
      },
    ]);
    const [commands] = actionsBlocks(blocks);
    expect(commands?.block_id).toBe('p:p-win:2');
    expect(buttons(commands).map((b) => b.action_id)).toEqual(['choice:2']);
  });

  it('renders 10 windows as sections, 11 or more as a select with the window in its own zone', () => {
    const ten = only([{ ...windows, options: windowOptions(10) }]).blocks;
    expect(sections(ten).filter((s) => s.accessory)).toHaveLength(10);
    const twelveWindows = only([{ ...windows, options: windowOptions(12) }]).blocks;
    expect(sections(twelveWindows).filter((s) => s.accessory)).toEqual([]);
    const [row] = actionsBlocks(twelveWindows);
    const select = row?.elements[0] as StaticSelect;
    expect(select.type).toBe('static_select');
    expect(select.options?.[0]).toEqual({
      text: { type: 'plain_text', text: '7:00–9:00 AM EST, Store driver, $4.99 fee' },
      value: '100',
    });
    expect(select.options?.[1]?.text.text).toBe('7:30–9:30 AM EST, DoorDash, free');
  });

  it('renders more than 5 plain options as one static select', () => {
    const blocks = only([twelve]).blocks;
    const [row] = actionsBlocks(blocks);
    expect(row?.block_id).toBe('p:p-12:0');
    expect(row?.elements).toHaveLength(1);
    const select = row?.elements[0] as StaticSelect;
    expect(select).toMatchObject({
      type: 'static_select',
      action_id: 'select:0',
      placeholder: { text: 'Choose…' },
    });
    expect(select.options).toHaveLength(12);
    expect(select.options?.[0]).toEqual({
      text: { type: 'plain_text', text: 'Card ending 4000' },
      value: '1000',
    });
  });

  it('splits more than 100 options into selects of at most 100, numbered in their placeholders', () => {
    const [row] = actionsBlocks(only([many]).blocks);
    const selects = row?.elements as StaticSelect[];
    expect(selects.map((s) => [s.action_id, s.placeholder?.text, s.options?.length])).toEqual([
      ['select:0', 'Choose (1–100)', 100],
      ['select:1', 'Choose (101–200)', 100],
      ['select:2', 'Choose (201–250)', 50],
    ]);
  });

  it('cuts off past 25 selects, and says so', () => {
    const huge = { ...many, options: plainOptions(2600) };
    const message = only([huge]);
    const [row] = actionsBlocks(message.blocks);
    expect(row?.elements).toHaveLength(25);
    expect(contextTexts(message.blocks)).toContain(
      'Only the first 2500 of 2600 options are listed here; type the one you want.',
    );
    expectValid(message);
  });

  it('shows an option’s detail as the select option’s description, cut to 75 characters', () => {
    const detailed = {
      ...twelve,
      options: plainOptions(6).map((o) => ({ ...o, detail: `Expires ${'soon '.repeat(30)}` })),
    };
    const select = actionsBlocks(only([detailed]).blocks)[0]?.elements[0] as StaticSelect;
    const description = select.options?.[0]?.description?.text ?? '';
    expect(description.length).toBeLessThanOrEqual(75);
    expect(description.endsWith('…')).toBe(true);
  });

  it('renders amount options (a tip) as buttons', () => {
    const [row] = actionsBlocks(only([tip]).blocks);
    expect(buttons(row).map((b) => [b.action_id, b.text.text, b.value])).toEqual([
      ['choice:0', 'No tip', '0'],
      ['choice:1', '$2', '200'],
      ['choice:2', '$3', '300'],
      ['choice:3', '$5', '500'],
    ]);
  });

  it('renders a multi question as a multi select with the options, a Done button and the commands', () => {
    const blocks = only([
      { ...services, options: [...services.options, { value: 'back', label: 'Back', role: 'command' }] },
    ]).blocks;
    const [row, commands] = actionsBlocks(blocks);
    const [menuElement, done] = row?.elements ?? [];
    expect(menuElement).toEqual({
      type: 'multi_static_select',
      action_id: 'multi:0',
      placeholder: { type: 'plain_text', text: 'Choose…' },
      options: [
        {
          text: { type: 'plain_text', text: 'Wash & Fold' },
          value: '201',
          description: { type: 'plain_text', text: 'By the pound.' },
        },
        {
          text: { type: 'plain_text', text: 'Dry cleaning' },
          value: '202',
          description: { type: 'plain_text', text: 'Per item.' },
        },
        {
          text: { type: 'plain_text', text: 'Comforters' },
          value: '203',
          description: { type: 'plain_text', text: 'Any size.' },
        },
        {
          text: { type: 'plain_text', text: 'Shirts <pressed>' },
          value: '204',
          description: { type: 'plain_text', text: 'On hangers.' },
        },
      ],
    });
    expect((menuElement as MultiStaticSelect).initial_options).toBeUndefined();
    expect(done).toEqual({
      type: 'button',
      action_id: 'done',
      text: { type: 'plain_text', text: 'Done' },
      value: 'done',
      style: 'primary',
    });
    expect(buttons(commands).map((b) => b.action_id)).toEqual(['choice:4']);
  });

  it('splits a multi question of 250 options into multi selects of at most 100', () => {
    const [row] = actionsBlocks(only([{ ...services, options: plainOptions(250) }]).blocks);
    expect(row?.elements.map((e) => [e.type, e.action_id])).toEqual([
      ['multi_static_select', 'multi:0'],
      ['multi_static_select', 'multi:1'],
      ['multi_static_select', 'multi:2'],
      ['button', 'done'],
    ]);
  });

  it('opens the datepicker on the first day offered, not on a day of the range with no windows', () => {
    // A return after a Monday pickup: the range starts Thursday, the store runs no windows that day.
    const returnDay = {
      ...day,
      options: day.options.slice(4),
      range: { min: '2026-11-26', max: '2026-12-06' },
    };
    const [row] = actionsBlocks(only([returnDay]).blocks);
    const picker = row?.elements.find((e) => e.type === 'datepicker') as Datepicker;
    expect(picker.initial_date).toBe('2026-11-27');
  });

  it('renders a day question as its day options and a datepicker starting at the first day of the range', () => {
    const [row] = actionsBlocks(only([day]).blocks);
    const [select, picker] = row?.elements ?? [];
    expect((select as StaticSelect).options?.map((o) => o.value)).toEqual(day.options.map((o) => o.value));
    expect((select as StaticSelect).options?.[0]?.text.text).toBe('Today (Mon, Nov 23)');
    expect(picker as Datepicker).toEqual({
      type: 'datepicker',
      action_id: 'date',
      placeholder: { type: 'plain_text', text: 'Pick a day' },
      initial_date: '2026-11-23',
    });
    const few = only([{ ...day, options: day.options.slice(0, 3) }]).blocks;
    expect(actionsBlocks(few)[0]?.elements.map((e) => e.type)).toEqual([
      'button',
      'button',
      'button',
      'datepicker',
    ]);
  });

  it('renders a typed question as the question, the hint and its buttons only', () => {
    expect(only([name]).blocks).toEqual([
      { type: 'section', text: { type: 'mrkdwn', text: "Welcome! What's your first and last name?" } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: 'For example: Ana Lima.' }] },
    ]);
    const blocks = only([notes]).blocks;
    const [shortcuts, commands] = actionsBlocks(blocks);
    expect(buttons(shortcuts).map((b) => b.text.text)).toEqual(['No notes']);
    expect(buttons(commands).map((b) => [b.text.text, b.style])).toEqual([
      ['Back', undefined],
      ['Help', undefined],
    ]);
    expect(blocks.some((b) => b.type === 'section' && b.accessory)).toBe(false);
  });

  it('refuses an option value Slack cannot carry, naming the prompt', () => {
    const bad = {
      ...category,
      options: [{ value: 'x'.repeat(151), label: 'Too long', role: 'choice' as const }],
    };
    expect(() => renderTurn([bad])).toThrow(RangeError);
    expect(() => renderTurn([bad])).toThrow(/p-cat/);
    expect(() =>
      renderTurn([{ ...bad, options: [{ ...bad.options[0], value: 'x'.repeat(150) }] as ReplyOption[] }]),
    ).not.toThrow();
  });

  it('keeps action ids unique within the message', () => {
    for (const prompt of [menu, category, twelve, many, services, windows, tip, day, notes, confirm]) {
      const ids = elementsOf(only([prompt]).blocks).map((e) => e.element.action_id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("renderTurn: Slack's own words in the person's language", () => {
  it("a Spanish turn's confirm dialog, Done, date picker and Now: are in Spanish", async () => {
    const spanish = await words('es');
    const [row] = actionsBlocks(renderTurn([confirm], spanish).messages[0]?.blocks ?? []);
    const [place] = buttons(row);
    expect(place?.confirm?.deny?.text).toBe('Volver');
    const dayBlocks = renderTurn([{ ...day, current: 'mañana' }], spanish).messages[0]?.blocks ?? [];
    expect(JSON.stringify(dayBlocks)).toContain('"Elija un día"');
    expect(contextTexts(dayBlocks)).toContain('Ahora: mañana');
    const multi = renderTurn([services], spanish).messages[0]?.blocks ?? [];
    expect(JSON.stringify(multi)).toContain('"Listo"');
    expect(JSON.stringify([...dayBlocks, ...multi])).not.toMatch(/"(Done|Pick a day|Go back|Choose…)"|Now:/);
  });
});

describe('renderTurn: the answered message', () => {
  it('keeps the question and what came before, without any control or window section', () => {
    const turn = renderTurn([{ type: 'text', text: 'Your store: Chelsea.' }, windows]);
    const answered = turn.prompt?.answeredBlocks ?? [];
    expect(turn.prompt?.promptId).toBe('p-win');
    expect(answered).toEqual([
      { type: 'section', text: { type: 'mrkdwn', text: 'Your store: Chelsea.' } },
      { type: 'section', text: { type: 'mrkdwn', text: 'Pickup windows on Tue, Nov 24:' } },
      {
        type: 'context',
        elements: [{ type: 'mrkdwn', text: 'Store drivers and the DoorDash courier, with their fees.' }],
      },
    ]);
  });

  it('adds a line with the answer, escaped, and nothing interactive', () => {
    const answered = renderTurn([services]).prompt?.answeredBlocks ?? [];
    const message = renderAnswered(answered, 'Wash & Fold, <Shirts>');
    expect(message.blocks.at(-1)).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: '✅ Wash &amp; Fold, &lt;Shirts&gt;' }],
    });
    expect(message.text).toBe('✅ Wash &amp; Fold, &lt;Shirts&gt;');
    expect(elementsOf(message.blocks)).toEqual([]);
    expectValid(message);
  });

  it('removes controls from blocks given back, and stays within 50 blocks', () => {
    const full = only([windows]).blocks;
    expect(elementsOf(renderAnswered(full, '9:00 AM').blocks)).toEqual([]);
    const crowded: KnownBlock[] = Array.from({ length: 55 }, (_, i) => ({
      type: 'section',
      text: { type: 'mrkdwn', text: `Line ${i}` },
    }));
    const message = renderAnswered(crowded, 'Yes');
    expect(message.blocks).toHaveLength(50);
    expectValid(message);
  });

  it('has no prompt when the turn asks nothing', () => {
    expect(renderTurn([{ type: 'text', text: "OK, I've dropped this order." }]).prompt).toBeUndefined();
  });
});

describe('round trips: every control reads back as the answer it stands for', () => {
  it.each([
    ['a menu with a command', menu],
    ['a 3-option single', category],
    ['a 12-option single', twelve],
    ['a 250-option single', many],
    ['a multi with 4 services', services],
    ['windows with fees', windows],
    ['12 windows', { ...windows, options: windowOptions(12) }],
    ['a tip', tip],
    ['a day with a range', day],
    ['a typed answer with shortcuts and commands', notes],
    ['a confirm with Place order', confirm],
  ])('%s', (_name, prompt) => {
    expectRoundTrip(prompt);
  });

  it('reads Done with nothing picked as an empty answer', () => {
    const blocks = only([services]).blocks;
    const done = elementsOf(blocks).find((e) => e.element.action_id === 'done');
    expect(
      readBlockAction({
        actions: [{ type: 'button', action_id: 'done', block_id: done?.blockId ?? '', value: 'done' }],
        state: {
          values: {
            [done?.blockId ?? '']: { 'multi:0': { type: 'multi_static_select', selected_options: [] } },
          },
        },
      }),
    ).toEqual({ type: 'choice', promptId: 'p-svc', values: [] });
  });
});

// ── Properties ─────────────────────────────────────────────────────────────────────────────────────

const UNITS = [
  'a',
  'Z',
  '7',
  ' ',
  '\n',
  '<',
  '>',
  '&',
  '*',
  '_',
  '~',
  '|',
  '`',
  'é',
  '😀',
  '👩‍💻',
  '🇫🇷',
  '\u0000',
  '\x1b',
  '\u202e',
];
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...UNITS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
// `size: 'max'` lets lengths reach their maximum (fast-check keeps them small by default).
const text = (maxLength: number) => fc.string({ unit, maxLength, size: 'max' });
const zone = fc.constantFrom(
  'America/New_York',
  'UTC',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/Los_Angeles',
);
const windowArb = fc
  .record({
    start: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }),
    hours: fc.integer({ min: 1, max: 4 }),
    timeZone: zone,
  })
  .map(({ start, hours, timeZone }) => ({
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + hours * 3600_000).toISOString(),
    timeZone,
  }));
const optionArb = fc.record(
  {
    label: text(200),
    role: fc.constantFrom('choice', 'choice', 'choice', 'primary', 'danger', 'command'),
    detail: text(200),
    amountCents: fc.integer({ min: 0, max: 10_000 }),
    window: windowArb,
    feeCents: fc.integer({ min: 0, max: 2_000 }),
    day: fc.constant('2026-11-24'),
    suffix: fc.string({ maxLength: 140 }),
  },
  { requiredKeys: ['label', 'role', 'suffix'] },
);
const promptArb = fc
  .record({
    promptId: fc.string({ minLength: 1, maxLength: 40 }),
    kind: fc.constantFrom('single', 'multi', 'date', 'text', 'confirm'),
    text: text(200),
    hint: text(200),
    options: fc.oneof(
      fc.array(optionArb, { maxLength: 12 }),
      fc.array(optionArb, { maxLength: 300, size: 'max' }),
    ),
    range: fc.option(fc.constant({ min: '2026-11-23', max: '2026-12-06' }), { nil: undefined }),
    current: fc.option(text(200), { nil: undefined }),
  })
  .map(
    ({ options, range, current, ...prompt }): PromptReply => ({
      type: 'prompt',
      ...prompt,
      ...(range ? { range } : {}),
      ...(current !== undefined ? { current } : {}),
      options: options.map(({ suffix, ...option }, i) => ({
        ...option,
        value: `${i}:${suffix}`.slice(0, 150),
      })),
    }),
  );
const summaryValueArb = fc.oneof(
  text(200).map((t) => ({ type: 'text' as const, text: t })),
  fc
    .record({ cents: fc.integer({ min: 0, max: 1_000_000 }), note: text(50) })
    .map((m) => ({ type: 'money' as const, ...m })),
  fc
    .record({ window: windowArb, provider: text(100), feeCents: fc.integer({ min: 0, max: 5_000 }) })
    .map((w) => ({ type: 'window' as const, day: '2026-11-24', ...w })),
);
const replyArb: fc.Arbitrary<Reply> = fc.oneof(
  fc.record({
    type: fc.constant('text' as const),
    text: fc.oneof(text(300), text(7000)),
    tone: fc.constantFrom('info' as const, 'warning' as const, 'success' as const),
    aside: fc.boolean(),
  }),
  promptArb,
  fc.record({
    type: fc.constant('summary' as const),
    title: text(200),
    lines: fc.array(fc.record({ label: text(200), value: summaryValueArb }), { maxLength: 60, size: 'max' }),
  }),
  fc.record({
    type: fc.constant('closed' as const),
    promptId: fc.string({ minLength: 1 }),
    answer: text(100),
  }),
);

describe('renderTurn: properties', () => {
  it('always produces messages Slack accepts: within every limit, at most 50 blocks, a notification text', () => {
    fc.assert(
      fc.property(fc.array(replyArb, { maxLength: 6 }), (replies) => {
        const turn = renderTurn(replies);
        for (const message of [...turn.messages, ...turn.asides]) {
          expect(message.blocks.length).toBeGreaterThan(0);
          expect(message.blocks.length).toBeLessThanOrEqual(50);
          expectValid(message);
        }
        if (turn.prompt) {
          const last = turn.messages.at(-1);
          expect(last?.blocks.some((b) => b.block_id?.startsWith(`p:${turn.prompt?.promptId}:`))).toBe(
            elementsOf(last?.blocks ?? []).length > 0,
          );
          expect(elementsOf(turn.prompt.answeredBlocks)).toEqual([]);
          expectValid(renderAnswered(turn.prompt.answeredBlocks, 'Some answer <&>'));
        }
      }),
      { numRuns: 50 },
    );
  });

  it('reads every control of a random question back as one of its answers', () => {
    fc.assert(
      fc.property(promptArb, (prompt) => {
        expectRoundTrip(prompt);
      }),
      { numRuns: 30 },
    );
  });
});
