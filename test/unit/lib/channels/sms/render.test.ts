import fc from 'fast-check';
import { addDays, relativeDayLabel } from '../../../../../lib/calendar';
import { isGsm7, segmentInfo, toGsm7 } from '../../../../../lib/channels/sms/gsm7';
import {
  isMoreRequest,
  MORE_WORDS,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
  renderSms,
  smsHelpText,
} from '../../../../../lib/channels/sms/render';
import { stripControls } from '../../../../../lib/dialog/clean-text';
import { yesNo } from '../../../../../lib/dialog/step-helpers';
import type { PromptReply, Reply, ReplyOption } from '../../../../../lib/dialog/types';
import { type Recognized, recognizeChoice } from '../../../../../lib/recognize';
import { words } from '../../../../../lib/words';

const NEW_YORK = 'America/New_York';
const TODAY = '2026-11-23';

// ── Replies as the flows produce them ─────────────────────────────────────────────────────────────

const greeting: Reply = { type: 'text', text: 'Hi! I can book a laundry or dry-cleaning pickup for you.' };

const phonePrompt: PromptReply = {
  type: 'prompt',
  promptId: 'p-phone',
  kind: 'text',
  text: "To order, let's sign you in. What's your mobile number?",
  hint: '10 digits, like 212 555 0101.',
  options: [
    {
      value: 'sign-up',
      label: "I'm new here, sign me up",
      role: 'choice',
      synonyms: ['sign up', 'new', 'register', 'create account'],
    },
  ],
};

const menuPrompt: PromptReply = {
  type: 'prompt',
  promptId: 'p-menu',
  kind: 'single',
  text: 'What would you like to do?',
  hint: 'Pick one. Say help at any time.',
  options: [
    {
      value: 'new',
      label: 'Start a new order',
      role: 'primary',
      synonyms: ['new', 'new order', 'order', 'start', 'book a pickup'],
    },
    {
      value: 'again',
      label: 'Same as last time (order #5001)',
      role: 'choice',
      synonyms: ['same', 'again', 'repeat', 'reorder', 'order again', 'same again'],
    },
    { value: 'sign-out', label: 'Sign out', role: 'command', synonyms: ['log out', 'logout', 'signout'] },
  ],
};

const SERVICES = [
  [201, 'Wash & Fold', 'Laundry washed, dried and folded, priced by the pound.'],
  [202, 'Wash & Hang Dry', 'Laundry washed and hung to dry, for delicates.'],
  [203, 'Comforter & Bedding', 'Laundry service for comforters, duvets and pillows, priced per item.'],
  [204, 'Dry Clean – Suit', 'Dry cleaning of a two-piece suit.'],
  [205, 'Dry Clean – Shirt', 'Dry cleaning of a shirt, returned pressed.'],
  [206, 'Dry Clean – Dress', 'Dry cleaning of a dress.'],
] as const;

const servicesTurn: Reply[] = [
  { type: 'closed', promptId: 'p-address', answer: '210 W 21st St, Apt 4B, New York' },
  {
    type: 'text',
    text: 'Your store for 210 W 21st St, Apt 4B, New York: Spin City Laundry – Chelsea, 245 W 19th St, New York, NY 10011.',
  },
  {
    type: 'prompt',
    promptId: 'p-services',
    kind: 'multi',
    text: 'Which services from Spin City Laundry – Chelsea?',
    hint: 'Pick one or more.',
    options: SERVICES.map(([id, name, description]) => ({
      value: String(id),
      label: name,
      role: 'choice',
      detail: description,
    })),
  },
];

/** A window of Tue, Nov 24 (EST, UTC-5) from `hour` for two hours, as the slot flow offers it. */
function windowOption(id: number, provider: 'Store driver' | 'DoorDash Drive', hour: number, fee: number) {
  const at = (h: number) => new Date(Date.UTC(2026, 10, 24, h + 5)).toISOString();
  return {
    value: String(id),
    label: provider,
    role: 'choice',
    feeCents: fee,
    window: { startTime: at(hour), endTime: at(hour + 2), timeZone: NEW_YORK },
    synonyms: [provider === 'Store driver' ? 'store driver' : 'courier'],
  } satisfies ReplyOption;
}

const windowsPrompt: PromptReply = {
  type: 'prompt',
  promptId: 'p-window',
  kind: 'single',
  text: 'Pickup windows on Tue, Nov 24:',
  hint: 'Store drivers and the DoorDash Drive courier, with their fees.',
  options: [
    windowOption(1010301, 'Store driver', 8, 0),
    windowOption(1010311, 'DoorDash Drive', 9, 799),
    windowOption(1010312, 'DoorDash Drive', 11, 799),
    windowOption(1010302, 'Store driver', 12, 499),
    windowOption(1010313, 'DoorDash Drive', 13, 799),
    windowOption(1010314, 'DoorDash Drive', 15, 799),
    windowOption(1010315, 'DoorDash Drive', 17, 999),
  ],
};

const tipPrompt: PromptReply = {
  type: 'prompt',
  promptId: 'p-tip',
  kind: 'text',
  text: 'Add a tip for the DoorDash Drive courier? (per trip)',
  hint: 'Pick an amount, type one like $4.50, or skip.',
  options: [0, 200, 300, 500].map((cents) =>
    cents === 0
      ? { value: '0', label: 'No tip', role: 'choice', amountCents: 0, synonyms: ['none', 'skip', 'no'] }
      : { value: String(cents), label: `$${cents / 100}`, role: 'choice', amountCents: cents },
  ),
};

const datePrompt: PromptReply = {
  type: 'prompt',
  promptId: 'p-day',
  kind: 'date',
  text: 'Which day should we pick up?',
  hint: 'Pick a day, or type one: "tomorrow", "friday", "dec 3".',
  options: Array.from({ length: 7 }, (_, i) => addDays(TODAY, i)).map((day) => ({
    value: day,
    label: relativeDayLabel(day, TODAY),
    role: 'choice',
    day,
  })),
  range: { min: TODAY, max: addDays(TODAY, 13) },
};

/** The address question of a customer with 30 addresses (a building manager). */
const addressPrompt: PromptReply = {
  type: 'prompt',
  promptId: 'p-address',
  kind: 'single',
  text: 'Where should we pick up?',
  hint: 'Pick one of your addresses.',
  options: Array.from({ length: 30 }, (_, i) => ({
    value: String(2001 + i),
    label: `${200 + i} W ${21 + (i % 9)}th St, Apt ${i + 1}B, New York`,
    role: 'choice',
  })),
};

const summary: Reply = {
  type: 'summary',
  title: 'Your order',
  lines: [
    {
      label: 'Store',
      value: { type: 'text', text: 'Spin City Laundry – Chelsea, 245 W 19th St, New York, NY 10011' },
    },
    { label: 'Pickup address', value: { type: 'text', text: '210 W 21st St, Apt 4B, New York' } },
    { label: 'Service', value: { type: 'text', text: 'Wash & Fold + Fabric softener ("no starch")' } },
    { label: 'Cleaning', value: { type: 'text', text: 'Laundry' } },
    { label: 'Bags', value: { type: 'text', text: '2' } },
    {
      label: 'Pickup',
      value: {
        type: 'window',
        day: '2026-11-24',
        window: {
          startTime: '2026-11-24T14:00:00.000Z',
          endTime: '2026-11-24T16:00:00.000Z',
          timeZone: NEW_YORK,
        },
        provider: 'DoorDash Drive',
        feeCents: 799,
      },
    },
    { label: 'Return', value: { type: 'text', text: 'Collect at Spin City Laundry – Chelsea' } },
    { label: 'How often', value: { type: 'text', text: 'Just this once' } },
    { label: 'Payment', value: { type: 'text', text: 'Visa ending 4242' } },
    { label: 'Courier tip', value: { type: 'money', cents: 300, note: 'per courier trip' } },
    { label: 'Delivery fees', value: { type: 'money', cents: 799 } },
  ],
};

const confirmPrompt: PromptReply = {
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
      synonyms: ['place it', 'confirm', 'order', 'yes'],
    },
    { value: 'change', label: 'Change something', role: 'choice', synonyms: ['change', 'edit', 'no'] },
    {
      value: 'drop',
      label: 'Drop this order',
      role: 'danger',
      synonyms: ['nevermind', 'never mind', 'drop it', 'forget it'],
    },
  ],
};

const EDITABLE = [
  ['address', 'Address'],
  ['services', 'Services'],
  ['category', 'Laundry or dry cleaning'],
  ['bags', 'Bags'],
  ['pickup', 'Pickup time'],
  ['return-method', 'Return'],
  ['return', 'Delivery time'],
  ['frequency', 'How often'],
  ['payment', 'Payment'],
  ['tip', 'Courier tip'],
  ['promo', 'Promo code'],
  ['hang-dry', 'Hang-dry'],
  ['order-notes', 'Order notes'],
] as const;

const changePrompt: PromptReply = {
  type: 'prompt',
  promptId: 'p-change',
  kind: 'single',
  text: 'What would you like to change?',
  hint: 'Pick a part; the rest stays as it is.',
  options: [
    ...EDITABLE.map(([value, label]) => ({ value, label, role: 'choice' as const })),
    { value: 'keep', label: 'Nothing, back to the summary', role: 'command', synonyms: ['nothing', 'back'] },
  ],
};

const extrasPrompt: PromptReply = {
  type: 'prompt',
  promptId: 'p-extras',
  kind: 'multi',
  text: 'Any extras for Wash & Fold?',
  hint: 'Pick any, or say none.',
  options: [
    { value: '301', label: 'Hypoallergenic detergent', role: 'choice' },
    { value: '302', label: 'Fabric softener', role: 'choice' },
    { value: '303', label: 'Cold wash only', role: 'choice' },
    { value: 'none', label: 'No extras', role: 'choice', synonyms: ['none', 'no', 'nothing', 'skip'] },
  ],
};

const bagsPrompt: PromptReply = {
  type: 'prompt',
  promptId: 'p-bags',
  kind: 'text',
  text: 'How many bags?',
  hint: 'A number from 1 to 20.',
  options: [1, 2, 3, 4].map((n) => ({
    value: String(n),
    label: `${n} bag${n === 1 ? '' : 's'}`,
    role: 'choice',
  })),
  current: '2',
};

// ── Helpers ───────────────────────────────────────────────────────────────────────────────────────

const render = (replies: Reply[], page?: number) => renderSms(replies, page === undefined ? {} : { page });

/** The numbered lines of the messages that name `prompt`'s choices: number → the line (a label of emoji only leaves the number). */
function numberedLines(messages: string[], prompt: PromptReply): Map<number, string> {
  const choices = prompt.options.filter((o) => o.role !== 'command');
  const found = new Map<number, string>();
  for (const line of messages.flatMap((m) => m.split('\n'))) {
    const match = /^(\d+)(?: |$)/.exec(line);
    const option = match ? choices[Number(match[1]) - 1] : undefined;
    if (match && option && line.includes(cleanText(option.label))) found.set(Number(match[1]), line);
  }
  return found;
}

const cleanText = (text: string) => toGsm7(stripControls(text)).trim();

/** Every number on screen picks, through the engine's recognizer, the choice its line names. */
function expectNumbersPick(messages: string[], prompt: PromptReply, expected: number[]): void {
  const choices = prompt.options.filter((o) => o.role !== 'command');
  const shown = numberedLines(messages, prompt);
  expect([...shown.keys()]).toEqual(expected);
  const timeZone = prompt.options.find((o) => o.window)?.window?.timeZone ?? NEW_YORK;
  for (const number of shown.keys()) {
    const meant = choices[number - 1]?.value as string;
    const multi = prompt.kind === 'multi';
    expectPosition(recognizeChoice(String(number), prompt.options, { multi, timeZone }), number, meant);
    expectPosition(recognizeChoice(`${number} please`, prompt.options, { multi, timeZone }), number, meant);
  }
}

/**
 * A number typed back picks its line's choice, or, when it is also another line's date or start hour,
 * is asked back naming its line's choice first (invariant bare-number-position-or-named).
 */
function expectPosition(read: Recognized, number: number, meant: string): void {
  if (read.kind === 'ambiguous' && read.position !== undefined) {
    expect(read.position).toBe(number);
    expect(read.values[0]).toBe(meant);
  } else expect(read).toEqual({ kind: 'picked', values: [meant] });
}

function expectFitsAPhone(messages: string[]): void {
  for (const message of messages) {
    expect(segmentInfo(message).segments).toBeLessThanOrEqual(2);
    expect(message.trim()).not.toBe('');
    expect(isGsm7(message)).toBe(true);
    expect(toGsm7(message)).toBe(message);
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// ── Tests ─────────────────────────────────────────────────────────────────────────────────────────

describe('renderSms', () => {
  it('sends the greeting and the phone question in one message, the shortcut numbered after the hint', () => {
    const { messages, morePage } = render([greeting, phonePrompt]);
    expect(messages).toEqual([
      [
        'Hi! I can book a laundry or dry-cleaning pickup for you.',
        "To order, let's sign you in. What's your mobile number?",
        '10 digits, like 212 555 0101.',
        "1 I'm new here, sign me up",
      ].join('\n'),
    ]);
    expect(morePage).toBeUndefined();
    expectFitsAPhone(messages);
    expectNumbersPick(messages, phonePrompt, [1]);
  });

  it('renders a warning retry as plain text before the question asked again', () => {
    const warning: Reply = {
      type: 'text',
      text: "That doesn't look like a 10-digit phone number.",
      tone: 'warning',
    };
    const { messages } = render([warning, phonePrompt]);
    expect(messages).toEqual([
      [
        "That doesn't look like a 10-digit phone number.",
        "To order, let's sign you in. What's your mobile number?",
        '10 digits, like 212 555 0101.',
        "1 I'm new here, sign me up",
      ].join('\n'),
    ]);
    expectFitsAPhone(messages);
  });

  it('renders success and aside texts plainly, and closed prompts as nothing', () => {
    const replies: Reply[] = [
      { type: 'closed', promptId: 'p-otp', answer: 'Code entered' },
      { type: 'text', text: "You're signed in.", tone: 'success' },
      {
        type: 'text',
        text: "That menu is out of date. Here's where we are now.",
        tone: 'warning',
        aside: true,
      },
      menuPrompt,
    ];
    const { messages } = render(replies);
    expect(messages).toEqual([
      [
        "You're signed in.",
        "That menu is out of date. Here's where we are now.",
        'What would you like to do?',
        '1 Start a new order',
        '2 Same as last time (order #5001)',
        'Reply 1 or 2, or sign out',
        'Pick one. Say help at any time.',
      ].join('\n'),
    ]);
    expectFitsAPhone(messages);
    expectNumbersPick(messages, menuPrompt, [1, 2]);
    expect(render([{ type: 'closed', promptId: 'p-1', answer: 'Wash & Fold' }]).messages).toEqual([]);
  });

  it('numbers the services with their descriptions when short, in GSM-7, filling the first message up to two segments', () => {
    const { messages } = render(servicesTurn);
    expect(messages).toEqual([
      [
        'Your store for 210 W 21st St, Apt 4B, New York: Spin City Laundry - Chelsea, 245 W 19th St, New York, NY 10011.',
        'Which services from Spin City Laundry - Chelsea?',
        '1 Wash & Fold: Laundry washed, dried and folded, priced by the pound.',
        '2 Wash & Hang Dry: Laundry washed and hung to dry, for delicates.',
      ].join('\n'),
      [
        '3 Comforter & Bedding',
        '4 Dry Clean - Suit: Dry cleaning of a two-piece suit.',
        '5 Dry Clean - Shirt: Dry cleaning of a shirt, returned pressed.',
        '6 Dry Clean - Dress: Dry cleaning of a dress.',
        'Reply one or more numbers, like 1,3',
        'Pick one or more.',
      ].join('\n'),
    ]);
    expectFitsAPhone(messages);
    const services = servicesTurn[2] as PromptReply;
    expectNumbersPick(messages, services, range(1, 6));
    expect(recognizeChoice('1,3', services.options, { multi: true, timeZone: NEW_YORK })).toEqual({
      kind: 'picked',
      values: ['201', '203'],
    });
  });

  it('shows 7 pickup windows of two providers with fees, in the store zone named, in two messages', () => {
    const { messages, morePage } = render([
      { type: 'closed', promptId: 'p-day', answer: 'Tomorrow' },
      windowsPrompt,
    ]);
    expect(messages).toEqual([
      [
        'Pickup windows on Tue, Nov 24:',
        '1 8:00-10:00 AM EST, Store driver, free',
        '2 9:00-11:00 AM EST, DoorDash Drive, $7.99 fee',
        '3 11:00 AM-1:00 PM EST, DoorDash Drive, $7.99 fee',
        '4 12:00-2:00 PM EST, Store driver, $4.99 fee',
        '5 1:00-3:00 PM EST, DoorDash Drive, $7.99 fee',
        '6 3:00-5:00 PM EST, DoorDash Drive, $7.99 fee',
      ].join('\n'),
      [
        '7 5:00-7:00 PM EST, DoorDash Drive, $9.99 fee',
        'Reply 1-7',
        'Store drivers and the DoorDash Drive courier, with their fees.',
      ].join('\n'),
    ]);
    expect(morePage).toBeUndefined();
    expectFitsAPhone(messages);
    expectNumbersPick(messages, windowsPrompt, range(1, 7));
  });

  it('names the zone of the window itself, daylight time included', () => {
    const summer = {
      ...windowsPrompt,
      options: [
        {
          value: '1',
          label: 'Store driver',
          role: 'choice' as const,
          feeCents: 0,
          window: {
            startTime: '2026-07-01T15:00:00Z',
            endTime: '2026-07-01T17:00:00Z',
            timeZone: 'America/Chicago',
          },
        },
      ],
    };
    expect(render([summer]).messages[0]).toContain('1 10:00 AM-12:00 PM CDT, Store driver, free');
  });

  it('lists tip amounts by label, not by number: a bare number there is an amount', () => {
    const { messages } = render([
      { type: 'closed', promptId: 'p-card', answer: 'Visa ending 4242' },
      tipPrompt,
    ]);
    expect(messages).toEqual([
      [
        'Add a tip for the DoorDash Drive courier? (per trip)',
        'Pick an amount, type one like $4.50, or skip.',
        'Reply no tip, $2, $3, $5 or another amount',
      ].join('\n'),
    ]);
    expectFitsAPhone(messages);
    expect(numberedLines(messages, tipPrompt).size).toBe(0);
    // Each amount shown picks its option; "3" is $3, not the third option ($3 is the third by chance: $5 shows it).
    for (const option of tipPrompt.options) {
      expect(
        recognizeChoice(option.label.toLowerCase(), tipPrompt.options, { multi: false, timeZone: NEW_YORK }),
      ).toEqual({
        kind: 'picked',
        values: [option.value],
      });
    }
    expect(recognizeChoice('4', tipPrompt.options, { multi: false, timeZone: NEW_YORK })).toEqual({
      kind: 'none',
    });
    expect(recognizeChoice('5', tipPrompt.options, { multi: false, timeZone: NEW_YORK })).toEqual({
      kind: 'picked',
      values: ['500'],
    });
  });

  it('numbers the quick days of a date prompt and says a day can be typed', () => {
    const { messages } = render([datePrompt]);
    expect(messages).toEqual([
      [
        'Which day should we pick up?',
        '1 Today (Mon, Nov 23)',
        '2 Tomorrow (Tue, Nov 24)',
        '3 Wed, Nov 25',
        '4 Thu, Nov 26',
        '5 Fri, Nov 27',
        '6 Sat, Nov 28',
        '7 Sun, Nov 29',
        'Reply 1-7, or a day like "friday" or "dec 3"',
      ].join('\n'),
    ]);
    expectFitsAPhone(messages);
    expectNumbersPick(messages, datePrompt, range(1, 7));
  });

  it('shows the summary as label: value lines, then the confirm question numbered as a single choice, in two messages', () => {
    const { messages } = render([
      { type: 'closed', promptId: 'p-notes', answer: 'No notes' },
      summary,
      confirmPrompt,
    ]);
    expect(messages).toEqual([
      [
        'Your order',
        'Store: Spin City Laundry - Chelsea, 245 W 19th St, New York, NY 10011',
        'Pickup address: 210 W 21st St, Apt 4B, New York',
        'Service: Wash & Fold + Fabric softener ("no starch")',
        'Cleaning: Laundry',
        'Bags: 2',
        'Pickup: Tue, Nov 24, 9:00-11:00 AM EST, DoorDash Drive ($7.99 fee)',
      ].join('\n'),
      [
        'Return: Collect at Spin City Laundry - Chelsea',
        'How often: Just this once',
        'Payment: Visa ending 4242',
        'Courier tip: $3.00 per courier trip',
        'Delivery fees: $7.99',
        'Shall I place this order?',
        '1 Place order',
        '2 Change something',
        '3 Drop this order',
        'Reply 1-3',
        'Place it, change something, or drop it.',
      ].join('\n'),
    ]);
    expectFitsAPhone(messages);
    expectNumbersPick(messages, confirmPrompt, [1, 2, 3]);
  });

  it('names command options on the reply line by their labels, never numbered', () => {
    const { messages } = render([changePrompt]);
    expect(messages.join('\n')).toContain('Reply 1-13, or nothing, back to the summary');
    expect(messages.join('\n')).not.toMatch(/^\d+ Nothing/m);
    expectFitsAPhone(messages);
    expectNumbersPick(messages, changePrompt, range(1, 13));
    expect(
      recognizeChoice('nothing, back to the summary', changePrompt.options, {
        multi: false,
        timeZone: NEW_YORK,
      }),
    ).toEqual({ kind: 'picked', values: ['keep'] });
  });

  it('numbers a multi prompt’s "No extras" like any choice', () => {
    const { messages } = render([extrasPrompt]);
    expect(messages).toEqual([
      [
        'Any extras for Wash & Fold?',
        '1 Hypoallergenic detergent',
        '2 Fabric softener',
        '3 Cold wash only',
        '4 No extras',
        'Reply one or more numbers, like 1,3',
        'Pick any, or say none.',
      ].join('\n'),
    ]);
    expectNumbersPick(messages, extrasPrompt, [1, 2, 3, 4]);
  });

  it('shows what was answered before, and a typed question’s shortcuts after its hint', () => {
    expect(render([bagsPrompt]).messages).toEqual([
      ['How many bags?', 'Now: 2', 'A number from 1 to 20.', '1 bag', '2 bags', '3 bags', '4 bags'].join(
        '\n',
      ),
    ]);
    expectNumbersPick(render([bagsPrompt]).messages, bagsPrompt, [1, 2, 3, 4]);
  });

  it('a name keeps its one dash: a choice\'s detail follows a colon ("Dry Clean - Suit: Dry cleaning…"), never a second dash', () => {
    const lines = render(servicesTurn).messages.join('\n').split('\n');
    const suit = lines.find((line) => line.startsWith('4 '));
    expect(suit).toBe('4 Dry Clean - Suit: Dry cleaning of a two-piece suit.');
    expect(lines.filter((line) => / - .* - /.test(line))).toEqual([]);
  });

  it('a choice whose label starts with its own number is numbered once: "1 bag", never "1 1 bag"', () => {
    const [message] = render([bagsPrompt]).messages;
    expect(message).not.toMatch(/^(\d) \1 bag/m);
    expect(message?.split('\n')).toEqual(expect.arrayContaining(['1 bag', '4 bags']));
  });

  it('says "Reply 1" for one choice and nothing to reply for a typed question without options', () => {
    const retry: PromptReply = {
      type: 'prompt',
      promptId: 'p-retry',
      kind: 'single',
      text: "There's no pickup address on your account yet. The store adds it for you: please ask them to, then choose Try again.",
      hint: 'Addresses are managed by the store.',
      options: [{ value: 'retry', label: 'Try again', role: 'primary' }],
    };
    expect(render([retry]).messages.join('\n')).toContain(
      '1 Try again\nReply 1\nAddresses are managed by the store.',
    );
    const name: PromptReply = {
      type: 'prompt',
      promptId: 'p-name',
      kind: 'text',
      text: "Welcome! What's your first and last name?",
      hint: 'For example: Ana Lima.',
      options: [],
    };
    expect(render([name]).messages).toEqual([
      "Welcome! What's your first and last name?\nFor example: Ana Lima.",
    ]);
  });

  it('leaves out a long detail and a long hint', () => {
    const prompt: PromptReply = {
      ...windowsPrompt,
      kind: 'single',
      hint: `Store drivers don't run this day, only the DoorDash Drive courier. ${'Store drivers next run Wed, Nov 25. '.repeat(3)}`,
      options: [{ value: '1', label: 'Comforter & Bedding', role: 'choice', detail: SERVICES[2][2] }],
    };
    expect(render([prompt]).messages).toEqual([
      'Pickup windows on Tue, Nov 24:\n1 Comforter & Bedding\nReply 1',
    ]);
  });

  it('pages 30 addresses: each page fits two messages, numbers stay global and pick the right address', () => {
    const before: Reply = {
      type: 'text',
      text: 'Your store for 210 W 21st St: Spin City Laundry – Chelsea.',
    };
    const first = render([greeting, before, addressPrompt]);
    expect(first.morePage).toBe(2);
    expect(
      first.messages[0]?.startsWith(
        `${greeting.text}\nYour store for 210 W 21st St: Spin City Laundry - Chelsea.`,
      ),
    ).toBe(true);
    expect(
      first.messages.at(-1)?.endsWith('Reply 1-30\nPick one of your addresses.\nReply MORE for more choices'),
    ).toBe(true);
    expectFitsAPhone(first.messages);

    const shown: number[] = [...numberedLines(first.messages, addressPrompt).keys()];
    expectNumbersPick(first.messages, addressPrompt, range(1, shown.length));
    // The page alone (what the caller renders from the prompt it kept) is two messages at most.
    expect(render([addressPrompt], 1).messages.length).toBeLessThanOrEqual(2);

    let page: number | undefined = first.morePage;
    const pages = [shown];
    while (page !== undefined) {
      const next = render([addressPrompt], page);
      expect(next.messages.length).toBeLessThanOrEqual(2);
      expectFitsAPhone(next.messages);
      // Later pages are the question, that page's choices and the reply line: no earlier texts.
      expect(next.messages[0]?.startsWith('Where should we pick up?\n')).toBe(true);
      expect(next.messages.join('\n')).not.toContain('Your store');
      const numbers = [...numberedLines(next.messages, addressPrompt).keys()];
      const from = (pages.at(-1)?.at(-1) ?? 0) + 1;
      expectNumbersPick(next.messages, addressPrompt, range(from, from + numbers.length - 1));
      pages.push(numbers);
      expect(next.morePage).toBe(numbers.at(-1) === 30 ? undefined : page + 1);
      expect(next.messages.join('\n').endsWith('Reply MORE for more choices')).toBe(
        next.morePage !== undefined,
      );
      page = next.morePage;
    }
    expect(pages.flat()).toEqual(range(1, 30));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // "12" typed on any page is the 12th address.
    expect(recognizeChoice('12', addressPrompt.options, { multi: false, timeZone: NEW_YORK })).toEqual({
      kind: 'picked',
      values: ['2012'],
    });
  });

  it('shows the last page for a page past the end, and ignores a page that is no page', () => {
    const last = render([addressPrompt], 99);
    expect(last.morePage).toBeUndefined();
    expect(last.messages.join('\n')).toContain('30 229 W 23th St, Apt 30B, New York');
    expect(render([addressPrompt], 0)).toEqual(render([addressPrompt]));
    expect(render([addressPrompt], Number.NaN)).toEqual(render([addressPrompt]));
    // A page above 1 of a prompt that fits shows it whole, without the turn's texts.
    expect(render([greeting, menuPrompt], 2)).toEqual(render([menuPrompt]));
    expect(render([greeting], 2)).toEqual(render([greeting]));
  });

  it('does not page a prompt that fits two messages', () => {
    expect(render([windowsPrompt]).morePage).toBeUndefined();
    expect(render([changePrompt]).morePage).toBeUndefined();
  });

  it('cuts a text line longer than two segments between words', () => {
    const note = 'Please ring the bell twice and leave the bags with the doorman if nobody answers. '
      .repeat(6)
      .trim();
    const notes: Reply = {
      type: 'summary',
      title: 'Your order',
      lines: [{ label: 'Notes', value: { type: 'text', text: note } }],
    };
    const { messages } = render([notes]);
    expect(messages.length).toBeGreaterThan(1);
    expectFitsAPhone(messages);
    expect(messages.join(' ').replace(/\n/g, ' ')).toBe(`Your order Notes: ${note}`);
    for (const message of messages) expect(message).toMatch(/^\S.*\S$/s);
  });

  it('sends a word longer than two segments alone, and cuts only a word longer than 1,600', () => {
    const link = `https://example.com/orders/${'a'.repeat(500)}`;
    const { messages } = render([{ type: 'text', text: `Track it here: ${link} thanks` }]);
    expect(messages).toEqual(['Track it here:', link, 'thanks']);
    const huge = 'x'.repeat(2000);
    expect(render([{ type: 'text', text: huge }]).messages).toEqual(['x'.repeat(1600), 'x'.repeat(400)]);
  });

  it('keeps a customer’s non-Latin text (UCS-2 only then), with the bot’s typography still GSM', () => {
    const turn: Reply[] = [
      { type: 'text', text: 'Your store for ul. Łódzka 5, Kraków: Spin City Laundry – Chelsea.' },
      { type: 'text', text: '✅ Saved…' },
    ];
    const { messages } = render(turn);
    expect(messages).toEqual(['Your store for ul. Łódzka 5, Kraków: Spin City Laundry - Chelsea.\nSaved...']);
    expect(segmentInfo(messages[0] ?? '').encoding).toBe('UCS-2');
  });

  it('strips control characters and bidirectional overrides from what it sends', () => {
    expect(render([{ type: 'text', text: 'Notes: \u202eevil\x1b[31m red\x07' }]).messages).toEqual([
      'Notes: evil red',
    ]);
  });
});

describe('isMoreRequest', () => {
  it("reads MORE, NEXT and M in any case, with trailing punctuation, and the Spanish line's SIGUIENTE (and MAS, which customers type)", () => {
    expect(MORE_WORDS).toEqual(['more', 'next', 'm', 'mas', 'más', 'siguiente']);
    for (const text of ['MORE', 'more', ' More! ', 'next', 'Next.', 'm', 'M?', 'MAS', 'más', 'Siguiente'])
      expect(isMoreRequest(text)).toBe(true);
    for (const text of ['more please', 'moree', '2', 'nevermind', ''])
      expect(isMoreRequest(text)).toBe(false);
  });
});

describe('carrier texts', () => {
  it('answers HELP with what carriers require: business, purpose, support, frequency, rates, STOP', () => {
    const help = smsHelpText('Spin City Laundry', 'help@spincity.example');
    expect(help).toBe(
      'Spin City Laundry: laundry pickup orders and order updates by text. Help: help@spincity.example. Msg frequency varies. Msg&data rates may apply. Reply STOP to opt out, START to opt back in. Reply with the number of a choice; say options for what to say, nevermind to drop an order.',
    );
    expect(help.length).toBeLessThanOrEqual(320);
    expect(isGsm7(help)).toBe(true);
    expect(smsHelpText('Spin City Laundry – Chelsea', '+1 212 555 0199')).toMatch(
      /^Spin City Laundry - Chelsea: .* Help: \+1 212 555 0199\./,
    );
  });

  it('confirms an opt-out and an opt-in in carrier wording', () => {
    expect(OPT_OUT_CONFIRMATION('Spin City Laundry')).toBe(
      "You're unsubscribed from Spin City Laundry texts. No more messages will be sent. Reply START to resubscribe.",
    );
    expect(OPT_IN_CONFIRMATION('Spin City Laundry')).toBe(
      "You're resubscribed to Spin City Laundry texts. Reply HELP for help, STOP to stop.",
    );
    expect(isGsm7(OPT_OUT_CONFIRMATION('Spin City – Chelsea'))).toBe(true);
    expect(isGsm7(OPT_IN_CONFIRMATION('Spin City – Chelsea'))).toBe(true);
  });

  it('answers AYUDA, PARA and COMENZAR in Spanish with what carriers require, in GSM-7 and at most two segments', () => {
    const help = smsHelpText('Spin City Laundry', 'help@spincity.example', 'es');
    for (const required of [
      'Spin City Laundry',
      'help@spincity.example',
      'Frecuencia de mensajes',
      'tarifas de mensajes y datos',
      'PARA para darse de baja',
    ])
      expect(help).toContain(required);
    for (const text of [
      help,
      OPT_OUT_CONFIRMATION('Spin City', 'es'),
      OPT_IN_CONFIRMATION('Spin City', 'es'),
    ])
      expect(segmentInfo(text).encoding).toBe('GSM-7');
    expect(segmentInfo(help).segments).toBeLessThanOrEqual(2);
  });

  it('a Spanish turn is texted in GSM-7 (acute accents dropped only there); the same words in English keep them', () => {
    const prompt: PromptReply = {
      ...phonePrompt,
      text: '¿Cuándo recogemos su ropa? Mañana también hay horarios.',
      hint: '',
      options: [{ value: 'a', label: 'Mañana, 8:00–10:00 AM', role: 'choice' }],
    };
    const es = renderSms([prompt], { language: 'es' }).messages;
    expect(es.every(isGsm7)).toBe(true);
    expect(es.join('\n')).toContain('¿Cuando recogemos su ropa? Mañana también hay horarios.');
    expect(renderSms([prompt], {}).messages.join('\n')).toContain('¿Cuándo recogemos');
  });
});

describe("the channel's own words in the person's language", () => {
  it('a Spanish turn says its reply lines, its current answer and its MORE line in Spanish', async () => {
    const spanish = await words('es');
    const said = (replies: Reply[], page?: number) =>
      renderSms(replies, { words: spanish, ...(page ? { page } : {}) }).messages.join('\n');
    expect(said([extrasPrompt])).toContain('Responda uno o varios numeros, como 1,3');
    expect(said([bagsPrompt])).toContain('Ahora: 2');
    expect(said([datePrompt])).toContain('Responda 1-7 o un dia como "el viernes" o "3 de dic"');
    expect(said([tipPrompt])).toContain('Responda no tip, $2, $3, $5 u otra cantidad');
    expect(said([{ ...menuPrompt, options: menuPrompt.options.slice(0, 2) }])).toContain('Responda 1 o 2');
    // A command is a word to type, not a way to answer glued on with a comma ("Responda 1-5, o cerrar sesion").
    const signOut = { value: 'sign-out', label: 'Cerrar sesión', role: 'command' as const };
    expect(said([{ ...menuPrompt, options: [...menuPrompt.options.slice(0, 2), signOut] }])).toContain(
      'Responda 1 o 2 o escriba cerrar sesion',
    );
    expect(said([{ ...menuPrompt, options: [signOut] }])).toContain('Escriba cerrar sesion');
    expect(said([addressPrompt])).toContain('Responda SIGUIENTE para ver otras opciones');
    expect(said([addressPrompt], 2)).not.toMatch(/Reply|Now:|another amount|or 2/);
    // English stays as it was.
    expect(render([extrasPrompt]).messages.join('\n')).toContain('Reply one or more numbers, like 1,3');
  });
});

describe('a yes/no question by SMS', () => {
  it('says how to answer once: the reply line, never "Sí o no." / "Yes or no." after it (both languages)', async () => {
    const spanish = await words('es');
    const english = await words('en');
    for (const said of [spanish, english]) {
      const question = yesNo(
        said.language === 'es' ? '¿Lo dejamos en la puerta?' : 'Leave it at the door?',
        undefined,
        said,
      );
      const text = renderSms([{ type: 'prompt', promptId: 'p-door', ...question }], {
        words: said,
      }).messages.join('\n');
      expect(text).toContain(said.language === 'es' ? 'Responda 1 o 2' : 'Reply 1 or 2');
      expect(text).not.toMatch(/S[ií] o no\.|Yes or no\./);
    }
  });

  it('keeps a hint that says more than yes or no ("Sí o no; omitir es no.")', async () => {
    const spanish = await words('es');
    const question = yesNo('¿Secar colgado?', 'Sí o no; omitir es no.', spanish);
    const text = renderSms([{ type: 'prompt', promptId: 'p-dry', ...question }], {
      words: spanish,
    }).messages.join('\n');
    expect(text).toMatch(/S[ií] o no; omitir es no\./);
  });
});

// ── Properties ────────────────────────────────────────────────────────────────────────────────────

/** Letters (Latin, accented, other scripts), GSM extension characters, typography and emoji; no digits. */
const char = fc.constantFrom(
  ...Array.from('abcdefghijklmnopqrstuvwxyzABCXYZéüÑßŁ王€{}“”’–—…•&$'),
  '🎉',
  '👍🏽',
  '👩‍💻',
  '🇺🇸',
  '✅',
);
const shortWord = fc.array(char, { minLength: 1, maxLength: 12 }).map((c) => c.join(''));
const word = fc.oneof(
  { weight: 30, arbitrary: shortWord },
  { weight: 1, arbitrary: fc.array(char, { minLength: 100, maxLength: 400 }).map((c) => c.join('')) },
);
const text = (maxWords: number) =>
  fc
    .array(fc.tuple(word, fc.constantFrom(' ', ' ', ' ', '\n', '  ')), { maxLength: maxWords })
    .map((parts) => Array.from(parts.flat().join('')).slice(0, 3000).join(''));
const label = fc.array(shortWord, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));

const window = { startTime: '2026-11-24T13:00:00Z', endTime: '2026-11-24T15:00:00Z', timeZone: NEW_YORK };
const optionSpec = fc.record({
  label,
  role: fc.constantFrom<ReplyOption['role']>('choice', 'choice', 'choice', 'primary', 'danger', 'command'),
  detail: fc.option(label, { nil: undefined }),
  withWindow: fc.boolean(),
});

const prompt: fc.Arbitrary<PromptReply> = fc
  .record({
    kind: fc.constantFrom<PromptReply['kind']>('single', 'multi', 'date', 'text', 'confirm'),
    text: text(400),
    hint: text(30),
    amounts: fc.boolean(),
    options: fc.array(optionSpec, { maxLength: 60 }),
    current: fc.option(label, { nil: undefined }),
  })
  .map(({ kind, text, hint, amounts, options, current }) => ({
    type: 'prompt',
    promptId: 'p-random',
    kind,
    text,
    hint,
    ...(current === undefined ? {} : { current }),
    options: options.map(
      (o, i): ReplyOption => ({
        value: `v${i}`,
        label: o.label,
        role: o.role,
        ...(o.detail === undefined ? {} : { detail: o.detail }),
        ...(amounts ? { amountCents: (i + 1) * 100 } : {}),
        ...(o.withWindow && !amounts ? { window, feeCents: i * 100 } : {}),
      }),
    ),
  }));

const reply: fc.Arbitrary<Reply> = fc.oneof(
  fc.record({
    type: fc.constant('text' as const),
    text: text(400),
    tone: fc.constantFrom('info' as const, 'warning' as const, 'success' as const),
    aside: fc.boolean(),
  }),
  prompt,
  fc.record({
    type: fc.constant('summary' as const),
    title: label,
    lines: fc.array(fc.record({ label, value: text(20).map((t) => ({ type: 'text' as const, text: t })) }), {
      maxLength: 12,
    }),
  }),
  fc.constant<Reply>({ type: 'closed', promptId: 'p-old', answer: 'Wash & Fold' }),
);

describe('renderSms properties', () => {
  it('sends non-empty messages of at most 1,600 characters, never cutting a word', () => {
    fc.assert(
      fc.property(fc.array(reply, { maxLength: 4 }), (replies) => {
        const { messages } = renderSms(replies, {});
        const sent = new Set(messages.flatMap((m) => m.split(/\s+/)));
        for (const message of messages) {
          expect(message.length).toBeLessThanOrEqual(1600);
          expect(message.trim()).not.toBe('');
          expect(toGsm7(message)).toBe(message);
        }
        const written = replies.flatMap((r) => (r.type === 'text' || r.type === 'prompt' ? [r.text] : []));
        for (const w of written.flatMap((t) => t.split(/\s+/))) {
          const expected = cleanText(w);
          if (expected !== '') expect(sent.has(expected)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('shows every choice of a prompt once over its pages, numbered as the recognizer reads it', () => {
    fc.assert(
      fc.property(prompt, (asked) => {
        const choices = asked.options.filter((o) => o.role !== 'command');
        const numbered = choices.some((o) => o.amountCents !== undefined) ? [] : range(1, choices.length);
        const shown: number[] = [];
        let page: number | undefined = 1;
        while (page !== undefined && page <= 61) {
          const rendering = renderSms([asked], { page });
          for (const message of rendering.messages) {
            expect(message.length).toBeLessThanOrEqual(1600);
            expect(message.trim()).not.toBe('');
          }
          shown.push(...numberedLines(rendering.messages, asked).keys());
          expect(rendering.morePage === undefined || rendering.morePage === page + 1).toBe(true);
          page = rendering.morePage;
        }
        expect(shown).toEqual(numbered);
        for (const number of shown.filter((n) => n <= 20)) {
          const picked = recognizeChoice(String(number), asked.options, {
            multi: asked.kind === 'multi',
            timeZone: NEW_YORK,
          });
          expectPosition(picked, number, choices[number - 1]?.value as string);
        }
      }),
      { numRuns: 150 },
    );
  });
});
