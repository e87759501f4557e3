import type { ActionsBlock, Button, KnownBlock, SectionBlock } from '@slack/types';
import { checkBlocks } from '../../../../../lib/channels/slack/limits';
import { readBlockAction } from '../../../../../lib/channels/slack/read-action';
import { type HomeOrder, renderHome } from '../../../../../lib/channels/slack/render-home';
import { composeDigest, type Digest } from '../../../../../lib/stats/digest';
import type { DayStats } from '../../../../../lib/store/bot-stats';
import { ENGLISH, words } from '../../../../../lib/words';

const NEW_YORK = 'America/New_York';

const order = (orderId: number, overrides: Partial<HomeOrder> = {}): HomeOrder => ({
  orderId,
  storeName: 'Chelsea Cleaners',
  services: ['Wash & Fold', 'Dry cleaning'],
  pickup: {
    day: '2026-11-24',
    startTime: '2026-11-24T14:00:00Z',
    endTime: '2026-11-24T16:00:00Z',
    timeZone: NEW_YORK,
  },
  returnWindow: {
    day: '2026-11-27',
    startTime: '2026-11-27T18:00:00Z',
    endTime: '2026-11-27T20:00:00Z',
    timeZone: NEW_YORK,
  },
  interval: 0,
  placedAt: '2026-11-23T15:04:05.000Z',
  ...overrides,
});

const sectionTexts = (blocks: KnownBlock[]) =>
  blocks.filter((b): b is SectionBlock => b.type === 'section').map((s) => s.text?.text);
const buttonsOf = (blocks: KnownBlock[]) =>
  blocks
    .filter((b): b is ActionsBlock => b.type === 'actions')
    .flatMap((b) => b.elements.map((e) => ({ blockId: b.block_id ?? '', button: e as Button })));

describe('renderHome', () => {
  it('tells a person who is not signed in how to sign in, and offers New order', () => {
    const view = renderHome({ signedIn: false, orders: [], businessName: ' Sparkle\nCleaners\u0007' });
    expect(view).toEqual({
      type: 'home',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'Sparkle Cleaners' } },
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text: 'To see your orders, send `/laundry` or a direct message to sign in.',
          },
        },
        {
          type: 'actions',
          block_id: 'home:actions',
          elements: [
            {
              type: 'button',
              action_id: 'home:new',
              text: { type: 'plain_text', text: 'New order' },
              value: 'new',
              style: 'primary',
            },
          ],
        },
      ],
    });
  });

  it('says so when there are no orders yet', () => {
    const { blocks } = renderHome({ signedIn: true, orders: [] });
    expect(blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Laundry' } });
    expect(sectionTexts(blocks)).toEqual(['*Recent orders*', 'No orders yet.']);
  });

  it('lists an order: number, store, services, pickup and return windows as date tokens, when placed', () => {
    const { blocks } = renderHome({ signedIn: true, orders: [order(5001)] });
    expect(sectionTexts(blocks).at(-1)).toBe(
      [
        '*Order #5001* · Chelsea Cleaners',
        'Wash &amp; Fold, Dry cleaning',
        'Pickup: <!date^1795528800^{date_short_pretty} {time}|Nov 24, 2026 9:00 AM> – <!date^1795536000^{time}|11:00 AM>',
        'Return: <!date^1795802400^{date_short_pretty} {time}|Nov 27, 2026 1:00 PM> – <!date^1795809600^{time}|3:00 PM>',
        'Placed <!date^1795446245^{date_short_pretty}|Nov 23, 2026>',
      ].join('\n'),
    );
    expect(blocks.at(-1)).toEqual({
      type: 'actions',
      block_id: 'home:order:5001',
      elements: [
        {
          type: 'button',
          action_id: 'home:again',
          text: { type: 'plain_text', text: 'Order again' },
          value: '5001',
        },
        {
          type: 'button',
          action_id: 'home:change',
          text: { type: 'plain_text', text: 'Change' },
          value: '5001',
        },
      ],
    });
  });

  it('says how often a repeat order comes, and when it is collected at the store', () => {
    const { blocks } = renderHome({
      signedIn: true,
      orders: [order(1, { interval: 1, returnWindow: undefined }), order(2, { interval: 2 })],
    });
    const [, first, second] = sectionTexts(blocks);
    expect(first).toContain('Return: collect at the store');
    expect(first).toContain('Repeats every week');
    expect(second).toContain('Repeats every 2 weeks');
  });

  it('lists at most 10 orders, newest first as given, and passes the Home tab’s limits', () => {
    const orders = Array.from({ length: 14 }, (_, i) => order(6000 - i));
    const { blocks } = renderHome({ signedIn: true, orders, businessName: 'Sparkle' });
    const listed = blocks.filter((b) => b.block_id?.startsWith('home:order:')).map((b) => b.block_id);
    expect(listed).toEqual(orders.slice(0, 10).map((o) => `home:order:${o.orderId}`));
    expect(checkBlocks(blocks, 'home')).toEqual([]);
  });

  it('escapes what the store and services are called, and keeps long names within limits', () => {
    const { blocks } = renderHome({
      signedIn: true,
      orders: [
        order(7, {
          storeName: '<!channel> & co',
          services: Array.from({ length: 300 }, () => 'Wash & Fold'),
        }),
      ],
      businessName: 'x'.repeat(200),
    });
    expect(sectionTexts(blocks).at(-1)).toMatch(/^\*Order #7\* · &lt;!channel&gt; &amp; co\n/);
    expect(checkBlocks(blocks, 'home')).toEqual([]);
  });

  it('shows an order listed twice once', () => {
    const { blocks } = renderHome({ signedIn: true, orders: [order(7), order(7)] });
    expect(blocks.filter((b) => b.block_id === 'home:order:7')).toHaveLength(1);
    expect(checkBlocks(blocks, 'home')).toEqual([]);
  });

  it('has buttons that read back as the flows they open', () => {
    const { blocks } = renderHome({ signedIn: true, orders: [order(5001)] });
    const read = buttonsOf(blocks).map(({ blockId, button }) =>
      readBlockAction({
        actions: [
          { type: 'button', action_id: button.action_id ?? '', block_id: blockId, value: button.value },
        ],
      }),
    );
    expect(read).toEqual([
      { type: 'open', word: 'order' },
      { type: 'open', word: 'order', orderId: 5001 },
      { type: 'open', word: 'change', orderId: 5001 },
    ]);
  });

  it("says its own words in the person's language: a Spanish tab has no English of its own", async () => {
    const spanish = await words('es');
    const out = renderHome({ signedIn: false, orders: [], words: spanish });
    expect(sectionTexts(out.blocks)[0]).toContain('Para ver sus pedidos');
    const signedIn = renderHome({
      signedIn: true,
      orders: [order(5001, { interval: 2, returnWindow: undefined })],
      words: spanish,
    });
    const text = JSON.stringify(signedIn.blocks);
    for (const said of [
      'Pedido nuevo',
      '*Pedidos recientes*',
      '*Pedido #5001*',
      'Recogida: ',
      'Entrega: se recoge en la tienda',
      'Se repite cada 2 semanas',
      'Pedir de nuevo',
      'Cambiar',
    ])
      expect(text).toContain(said);
    expect(text).not.toMatch(/New order|Recent orders|Order again|Pickup:|Return:|Repeats|Placed /);
  });

  describe('for staff', () => {
    /** 7 days from `first` (March 2030), the first with `counters`. */
    const week = (first: number, counters: Record<string, number> = {}): DayStats[] =>
      Array.from({ length: 7 }, (_, i) => ({
        day: `2030-03-${String(first + i).padStart(2, '0')}`,
        counters: i === 0 ? counters : {},
        delaysMs: [],
      }));
    const thisWeek = week(4, { 'started:slack:en': 3, 'placed:slack:en': 1, 'at:order/address': 2 });
    const lastWeek = week(25, { 'started:sms:es': 1 });

    it('shows the week’s figures first, as the digest words them, in the business’s language; their own part follows', async () => {
      const business = await words('es');
      const digest = composeDigest(thisWeek, lastWeek, business);
      const { blocks } = renderHome({
        signedIn: false,
        orders: [],
        words: ENGLISH,
        staff: { words: business, digest },
      });
      const customer = renderHome({ signedIn: false, orders: [], words: ENGLISH }).blocks;
      expect(blocks).toEqual([
        customer[0],
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text: '*Cómo le fue al bot, del lunes 4 de mar al domingo 10 de mar (entre paréntesis, la semana anterior)*',
          },
        },
        {
          type: 'context',
          elements: [
            {
              type: 'mrkdwn',
              text: 'Solo el personal ve estas cifras; los clientes ven aquí sus propios pedidos.',
            },
          ],
        },
        { type: 'section', text: { type: 'mrkdwn', text: digest.figures.join('\n') } },
        { type: 'section', text: { type: 'mrkdwn', text: digest.largest } },
        { type: 'divider' },
        ...customer.slice(1),
      ]);
      // One order of three conversations, as a Spanish reader writes it.
      expect(digest.figures).toContain('Conversaciones iniciadas: 3 (1); pedidos por conversación: 0,3 (0)');
      expect(checkBlocks(blocks, 'home')).toEqual([]);
    });

    it('says briefly that the counts aren’t set up when the business keeps none', () => {
      const { blocks } = renderHome({ signedIn: true, orders: [], staff: { words: ENGLISH } });
      expect(sectionTexts(blocks).slice(0, 1)).toEqual(["The bot's counts aren't set up for this business."]);
      expect(sectionTexts(blocks).slice(1)).toEqual(['*Recent orders*', 'No orders yet.']);
    });

    it('escapes the figures’ text, and keeps a long digest and 10 orders within the Home tab’s limits', () => {
      const digest: Digest = {
        title: 'Week <!channel> & more '.repeat(20),
        figures: Array.from({ length: 400 }, (_, i) => `  Twilio error ${30_000 + i}: 1 (0) & <b>`),
        largest: 'Largest change: texts failed 400, up from 0 last week.',
      };
      const orders = Array.from({ length: 10 }, (_, i) => order(6000 - i));
      const { blocks } = renderHome({ signedIn: true, orders, staff: { words: ENGLISH, digest } });
      expect(checkBlocks(blocks, 'home')).toEqual([]);
      const figures = sectionTexts(blocks).filter((text) => text?.includes('Twilio error'));
      expect(figures.length).toBeGreaterThan(1);
      expect(figures.join('\n').split('\n')).toHaveLength(400);
      expect(JSON.stringify(blocks)).not.toMatch(/<!channel>|<b>| & /);
      expect(blocks.filter((b) => b.block_id?.startsWith('home:order:'))).toHaveLength(10);
    });
  });
});
