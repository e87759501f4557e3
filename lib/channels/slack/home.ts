/**
 * The App Home tab: the person's recent orders from the bot's ledger, drawn again each time they open
 * it (the worker does it: it reads the conversation's sign-in and the ledger). Staff's tab also shows
 * the week under way beside the last (the digest's figures, lib/stats/digest.ts).
 *
 * @invariant customer-home-without-figures A customer's tab is their orders alone, as it was before staff had figures: only a person the staff check (staff.ts) names gets the week's figures, and only their tab reads the week's counts.
 */
import type { WebClient } from '@slack/web-api';
import type { Language } from '../../config/shapes';
import { turnPartsOf } from '../../conversation/state';
import { entryTimeZone } from '../../orders/ledger-entry';
import { recentPlaced } from '../../orders/placed-order';
import { digestUnderWay } from '../../stats/digest';
import type { ConversationStore, OrderLedger } from '../../store';
import type { BotStats } from '../../store/bot-stats';
import { words } from '../../words';
import type { QueuedHome } from '../../worker/work';
import { renderHome, type StaffHome } from './render-home';

/** Orders the tab lists. */
const HOME_ORDERS = 10;

export interface HomeDeps {
  client: WebClient;
  store: Pick<ConversationStore, 'load'>;
  ledger: Pick<OrderLedger, 'listByCustomer'>;
  businessName: string;
  /** The zone window times are read in when the order's store named none, and the business's week (TIME_ZONE). */
  timeZone: string;
  /** The bot's clock (see clock.ts): which week is under way. */
  now: () => Date;
  /** Whether a person is the business's staff (staff.ts); without it, no one is. */
  isStaff?: (userId: string) => Promise<boolean>;
  /** The business's counts per day; without them, staff's tab says they aren't set up. */
  stats?: Pick<BotStats, 'week'>;
  /** The languages the business offers: staff read the figures in the first. */
  languages?: readonly Language[];
}

/**
 * Publishes the Home tab of the person in `work`.
 * @example await publishHome({ client, store, ledger, businessName, timeZone, now, isStaff, stats }, work);
 */
export async function publishHome(deps: HomeDeps, work: QueuedHome): Promise<void> {
  const [{ link, state }, staff] = await Promise.all([
    deps.store.load(work.key),
    staffHome(deps, work.userId),
  ]);
  const placed = link
    ? await recentPlaced(deps.ledger, link.serviceCustomerId, HOME_ORDERS * 2, HOME_ORDERS)
    : [];
  const orders = placed.map(({ orderId, entry }) => ({
    orderId,
    storeName: entry.store.name,
    services: entry.services.map((service) => service.name),
    pickup: windowOf(entry.pickup, entryTimeZone(entry, deps.timeZone)),
    ...(entry.returnWindow
      ? { returnWindow: windowOf(entry.returnWindow, entryTimeZone(entry, deps.timeZone)) }
      : {}),
    interval: entry.request.subscription?.interval ?? 0,
    placedAt: entry.placedAt,
  }));
  // In the person's language: their conversation's, else their sign-in's.
  const said = await words(turnPartsOf(state).language ?? link?.language ?? 'en');
  const view = renderHome({
    signedIn: link !== undefined,
    orders,
    businessName: deps.businessName,
    words: said,
    ...(staff ? { staff } : {}),
  });
  await deps.client.views.publish({ user_id: work.userId, view });
}

/** Staff's part of the tab, in the business's own language (invariant customer-home-without-figures). */
async function staffHome(deps: HomeDeps, userId: string): Promise<StaffHome | undefined> {
  if (!(await deps.isStaff?.(userId))) return undefined;
  const business = await words(deps.languages?.[0] ?? 'en');
  if (!deps.stats) return { words: business };
  return { words: business, digest: await digestUnderWay(deps.stats, deps.now(), deps.timeZone, business) };
}

function windowOf(window: { day: string; startTime: string; endTime: string }, timeZone: string) {
  return { day: window.day, startTime: window.startTime, endTime: window.endTime, timeZone };
}
