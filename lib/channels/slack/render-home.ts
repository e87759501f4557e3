/**
 * The App Home tab: a New order button and the person's recent orders, each with Order again and
 * Change. Block and action ids start with `home:`, which `readBlockAction` reads back. Staff see the
 * week's figures above (the digest's own lines, lib/stats/digest.ts, in the business's language).
 */
import type { Button, KnownBlock } from '@slack/types';
import { stripControls } from '../../dialog/clean-text';
import type { WindowValue } from '../../dialog/types';
import type { Digest } from '../../stats/digest';
import { ENGLISH, type Words } from '../../words';
import { MAX_HEADER_TEXT, MAX_SECTION_TEXT, truncate } from './limits';
import { clipMrkdwn, escapeMrkdwn, slackTime, slackWindow, splitMrkdwn } from './mrkdwn';

/** A placed order as the tab lists it. */
export interface HomeOrder {
  orderId: number;
  storeName: string;
  services: string[];
  pickup: WindowValue & { day: string };
  returnWindow?: WindowValue & { day: string };
  /** Weeks between repeat pickups; 0 for a one-time order. */
  interval: number;
  /** When it was placed, ISO. */
  placedAt: string;
}

export interface HomeViewInput {
  signedIn: boolean;
  /** Newest first. */
  orders: HomeOrder[];
  businessName?: string;
  /** The person's words (their language); English when absent. */
  words?: Words;
  /** Staff's part: the week under way beside the last, in the business's words; absent for a customer. */
  staff?: StaffHome;
}

/** The week's figures as staff see them on the tab. */
export interface StaffHome {
  /** The business's own words (the first of LANGUAGES), whatever the staff member's language. */
  words: Words;
  /** The week under way; absent when the business keeps no counts. */
  digest?: Digest;
}

export interface HomeView {
  type: 'home';
  blocks: KnownBlock[];
}

/** Orders listed; the ledger keeps more. */
const MAX_ORDERS = 10;
/** The store name and the service list of an order, each. */
const MAX_ORDER_LINE = 500;

/**
 * The Home tab for one person: their last 10 orders when signed in, else how to sign in.
 *
 * @example
 * renderHome({ signedIn: false, orders: [] }).blocks.length // 3: header, how to sign in, New order
 */
export function renderHome(view: HomeViewInput): HomeView {
  const name = stripControls(view.businessName ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const blocks: KnownBlock[] = [
    { type: 'header', text: { type: 'plain_text', text: truncate(name || 'Laundry', MAX_HEADER_TEXT) } },
  ];
  if (view.staff) blocks.push(...weekBlocks(view.staff), { type: 'divider' });
  const words = view.words ?? ENGLISH;
  if (!view.signedIn) blocks.push(section(words.t('home.signIn')));
  blocks.push({
    type: 'actions',
    block_id: 'home:actions',
    elements: [{ ...button(words.t('home.newOrder'), 'home:new', 'new'), style: 'primary' }],
  });
  if (!view.signedIn) return { type: 'home', blocks };

  blocks.push({ type: 'divider' }, section(words.t('home.recent')));
  const seen = new Set<number>();
  // One block_id per order: an order listed twice is shown once.
  const orders = view.orders.filter((order) => !seen.has(order.orderId) && seen.add(order.orderId));
  if (orders.length === 0) blocks.push(section(words.t('home.none')));
  for (const order of orders.slice(0, MAX_ORDERS)) {
    const id = String(order.orderId);
    blocks.push(section(orderText(order, words)), {
      type: 'actions',
      block_id: `home:order:${id}`,
      elements: [
        button(words.t('home.again'), 'home:again', id),
        button(words.t('home.change'), 'home:change', id),
      ],
    });
  }
  return { type: 'home', blocks };
}

/** The week's figures: the digest's title, its lines, the largest change, and who sees them. */
function weekBlocks({ words, digest }: StaffHome): KnownBlock[] {
  const staffOnly: KnownBlock = {
    type: 'context',
    elements: [{ type: 'mrkdwn', text: escapeMrkdwn(words.t('home.staffOnly')) }],
  };
  if (!digest) return [section(escapeMrkdwn(words.t('digest.notSetUp'))), staffOnly];
  return [
    section(`*${clipMrkdwn(digest.title, MAX_SECTION_TEXT - 2)}*`),
    staffOnly,
    ...splitMrkdwn(digest.figures.join('\n'), MAX_SECTION_TEXT).map(section),
    section(clipMrkdwn(digest.largest, MAX_SECTION_TEXT)),
  ];
}

function orderText(order: HomeOrder, words: Words): string {
  const store = clipMrkdwn(order.storeName, MAX_ORDER_LINE);
  const lines = [
    words.t('home.order', { orderId: String(order.orderId), store }),
    clipMrkdwn(order.services.join(', '), MAX_ORDER_LINE),
    words.t('home.pickup', { window: slackWindow(order.pickup) }),
    order.returnWindow
      ? words.t('home.return', { window: slackWindow(order.returnWindow) })
      : words.t('home.collect'),
    order.interval > 0 ? words.t('home.repeats', { weeks: order.interval }) : '',
    words.t('home.placed', { when: slackTime(order.placedAt, order.pickup.timeZone, '{date_short_pretty}') }),
  ];
  return truncateLines(lines.filter((line) => line.trim() !== ''));
}

/** Lines within a section's limit: whole lines only, so no date token is cut. */
function truncateLines(lines: string[]): string {
  let text = '';
  for (const line of lines) {
    const next = text === '' ? line : `${text}\n${line}`;
    if (next.length > MAX_SECTION_TEXT) break;
    text = next;
  }
  return text;
}

function section(text: string): KnownBlock {
  return { type: 'section', text: { type: 'mrkdwn', text } };
}

function button(text: string, actionId: string, value: string): Button {
  return { type: 'button', action_id: actionId, text: { type: 'plain_text', text }, value };
}
