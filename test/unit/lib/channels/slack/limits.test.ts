import type { ActionsBlock, Button, KnownBlock, PlainTextOption, StaticSelect } from '@slack/types';
import fc from 'fast-check';
import {
  checkBlocks,
  MAX_HOME_BLOCKS,
  MAX_MESSAGE_BLOCKS,
  truncate,
} from '../../../../../lib/channels/slack/limits';

const plain = (text: string) => ({ type: 'plain_text' as const, text });
const mrkdwn = (text: string) => ({ type: 'mrkdwn' as const, text });
const section = (text: string): KnownBlock => ({ type: 'section', text: mrkdwn(text) });
const button = (overrides: Partial<Button> = {}): Button => ({
  type: 'button',
  action_id: 'choice:0',
  text: plain('Yes'),
  value: 'yes',
  ...overrides,
});
const actions = (elements: ActionsBlock['elements'], blockId = 'p:x:0'): KnownBlock => ({
  type: 'actions',
  block_id: blockId,
  elements,
});
const options = (count: number, text = (i: number) => `Option ${i}`): PlainTextOption[] =>
  Array.from({ length: count }, (_, i) => ({ text: plain(text(i)), value: `v${i}` }));
const select = (overrides: Partial<StaticSelect> = {}): StaticSelect => ({
  type: 'static_select',
  action_id: 'select:0',
  placeholder: plain('Choose…'),
  options: options(3),
  ...overrides,
});

describe('truncate', () => {
  it('leaves text within the limit as it is', () => {
    expect(truncate('Wash & Fold', 11)).toBe('Wash & Fold');
  });

  it('ends with … when cut, within the limit', () => {
    expect(truncate('Wash & Fold', 8)).toBe('Wash & …');
    expect(truncate('Wash & Fold', 8)).toHaveLength(8);
  });

  it('never cuts a surrogate pair or an emoji sequence', () => {
    expect(truncate('ab😀cd', 4)).toBe('ab…');
    expect(truncate('a👩‍💻bcdefg', 6)).toBe('a…');
    expect(truncate('a👩‍💻bcdefg', 7)).toBe('a👩‍💻…');
  });

  it('cuts a single character longer than the limit between code points', () => {
    const zalgo = `a${'\u0301'.repeat(20)}`;
    expect(truncate(zalgo, 5)).toBe(`a${'\u0301'.repeat(3)}…`);
  });

  it('never leaves a lone surrogate, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (text, max) => {
          const cut = truncate(text, max);
          expect(cut.length).toBeLessThanOrEqual(max);
          expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
          if (cut !== text) expect(cut.endsWith('…')).toBe(true);
        },
      ),
    );
  });
});

describe('checkBlocks', () => {
  it('finds nothing wrong with blocks within every limit', () => {
    const blocks: KnownBlock[] = [
      { type: 'header', text: plain('Laundry') },
      section('Hello'),
      { type: 'section', fields: [mrkdwn('*Bags*\n2')] },
      { type: 'context', elements: [mrkdwn('A hint')] },
      { type: 'divider' },
      actions([
        button({
          style: 'primary',
          confirm: {
            title: plain('Place order?'),
            text: plain('Sure?'),
            confirm: plain('Place'),
            deny: plain('Back'),
          },
        }),
        select(),
        {
          type: 'multi_static_select',
          action_id: 'multi:0',
          options: options(2),
          initial_options: options(1),
        },
        {
          type: 'datepicker',
          action_id: 'date',
          initial_date: '2026-11-23',
          placeholder: plain('Pick a day'),
        },
      ]),
      { type: 'section', block_id: 'p:x:1', text: mrkdwn('Window'), accessory: button() },
    ];
    expect(checkBlocks(blocks, 'message')).toEqual([]);
  });

  it('counts blocks per surface: 50 in a message, 100 in the Home tab', () => {
    const blocks = Array.from({ length: MAX_MESSAGE_BLOCKS + 1 }, () => section('x'));
    expect(checkBlocks(blocks, 'message')).toEqual(['51 blocks; a message holds at most 50']);
    expect(checkBlocks(blocks, 'home')).toEqual([]);
    const home = Array.from({ length: MAX_HOME_BLOCKS + 1 }, () => section('x'));
    expect(checkBlocks(home, 'home')).toEqual(['101 blocks; a home holds at most 100']);
  });

  it.each<[string, KnownBlock[], string]>([
    [
      'section text over 3,000',
      [section('x'.repeat(3001))],
      'block 0 (section): text is 3001 characters; at most 3000',
    ],
    ['empty section text', [section(' ')], 'block 0 (section): text is empty'],
    [
      'a section with neither text nor fields',
      [{ type: 'section' }],
      'block 0 (section): has neither text nor fields',
    ],
    [
      'more than 10 fields',
      [{ type: 'section', fields: Array.from({ length: 11 }, () => mrkdwn('x')) }],
      'block 0 (section): 11 fields; at most 10',
    ],
    [
      'a field over 2,000',
      [{ type: 'section', fields: [mrkdwn('x'.repeat(2001))] }],
      'block 0 (section): field 0 is 2001 characters; at most 2000',
    ],
    [
      'a button text over 75',
      [actions([button({ text: plain('x'.repeat(76)) })])],
      'block 0 (actions): element 0: button text is 76 characters; at most 75',
    ],
    [
      'a button text in mrkdwn',
      [actions([button({ text: mrkdwn('Yes') as unknown as Button['text'] })])],
      'block 0 (actions): element 0: button text is not plain_text',
    ],
    [
      'a button value over 2,000',
      [actions([button({ value: 'x'.repeat(2001) })])],
      'block 0 (actions): element 0: button value is 2001 characters; at most 2000',
    ],
    [
      'an option text over 75',
      [actions([select({ options: options(1, () => 'x'.repeat(76)) })])],
      'block 0 (actions): element 0: option 0 text is 76 characters; at most 75',
    ],
    [
      'an option value over 150',
      [actions([select({ options: [{ text: plain('x'), value: 'v'.repeat(151) }] })])],
      'block 0 (actions): element 0: option 0 value is 151 characters; at most 150',
    ],
    [
      'an option description over 75',
      [
        actions([
          select({ options: [{ text: plain('x'), value: 'v', description: plain('d'.repeat(76)) }] }),
        ]),
      ],
      'block 0 (actions): element 0: option 0 description is 76 characters; at most 75',
    ],
    [
      'more than 100 options',
      [actions([select({ options: options(101) })])],
      'block 0 (actions): element 0: 101 options in a select; at most 100',
    ],
    [
      'more than 100 option groups',
      [
        actions([
          select({
            options: undefined,
            option_groups: Array.from({ length: 101 }, (_, i) => ({
              label: plain(`G${i}`),
              options: options(1),
            })),
          }),
        ]),
      ],
      'block 0 (actions): element 0: 101 option groups; at most 100',
    ],
    [
      'a select without options',
      [actions([select({ options: [] })])],
      'block 0 (actions): element 0: select has no options',
    ],
    [
      'an option value twice in a select',
      [actions([select({ options: [...options(1), ...options(1)] })])],
      'block 0 (actions): element 0: option value v0 is used twice in the select',
    ],
    [
      'an initial option that is not an option',
      [actions([select({ initial_option: { text: plain('No'), value: 'nope' } })])],
      'block 0 (actions): element 0: initial option nope is not an option',
    ],
    [
      'a block_id over 255',
      [actions([button()], `p:${'x'.repeat(255)}:0`)],
      'block 0 (actions): block_id is 259 characters; at most 255',
    ],
    [
      'an action_id over 255',
      [actions([button({ action_id: 'x'.repeat(256) })])],
      'block 0 (actions): element 0: action_id is 256 characters; at most 255',
    ],
    [
      'more than 25 elements in an actions block',
      [actions(Array.from({ length: 26 }, (_, i) => button({ action_id: `choice:${i}` })))],
      'block 0 (actions): 26 elements; at most 25',
    ],
    ['an empty actions block', [actions([])], 'block 0 (actions): has no elements'],
    [
      'more than 10 context elements',
      [{ type: 'context', elements: Array.from({ length: 11 }, () => mrkdwn('x')) }],
      'block 0 (context): 11 elements; at most 10',
    ],
    [
      'a confirm title over 100',
      [actions([button({ confirm: { title: plain('x'.repeat(101)), text: plain('Sure?') } })])],
      'block 0 (actions): element 0: confirm title is 101 characters; at most 100',
    ],
    [
      'a confirm text over 300',
      [actions([button({ confirm: { text: plain('x'.repeat(301)) } })])],
      'block 0 (actions): element 0: confirm text is 301 characters; at most 300',
    ],
    [
      'a confirm button over 30',
      [actions([button({ confirm: { text: plain('Sure?'), confirm: plain('x'.repeat(31)) } })])],
      'block 0 (actions): element 0: confirm button is 31 characters; at most 30',
    ],
    [
      'a header over 150',
      [{ type: 'header', text: plain('x'.repeat(151)) }],
      'block 0 (header): text is 151 characters; at most 150',
    ],
    [
      'a datepicker initial date not YYYY-MM-DD',
      [actions([{ type: 'datepicker', action_id: 'date', initial_date: '11/23/2026' }])],
      'block 0 (actions): element 0: initial_date 11/23/2026 is not YYYY-MM-DD',
    ],
    [
      'an accessory over its limit',
      [{ type: 'section', text: mrkdwn('x'), accessory: button({ text: plain('x'.repeat(76)) }) }],
      'block 0 (section): accessory: button text is 76 characters; at most 75',
    ],
    [
      'a block kind the renderers do not produce',
      [{ type: 'image', image_url: 'https://x.example/a.png', alt_text: 'a' }],
      'block 0 (image): is not a kind the Slack renderers produce, so it was not checked',
    ],
  ])('reports %s', (_name, blocks, problem) => {
    expect(checkBlocks(blocks, 'message')).toEqual([problem]);
  });

  it('reports a block_id used twice, and an action_id used twice in one block', () => {
    expect(checkBlocks([actions([button()]), actions([button()])], 'message')).toEqual([
      'block 1 (actions): block_id p:x:0 is used twice',
    ]);
    expect(checkBlocks([actions([button(), button()])], 'message')).toEqual([
      'block 0 (actions): element 1: action_id choice:0 is used twice in the block',
    ]);
  });

  it('reports every problem it finds, not only the first', () => {
    expect(
      checkBlocks([section(''), { type: 'header', text: plain('x'.repeat(151)) }], 'message'),
    ).toHaveLength(2);
  });
});
