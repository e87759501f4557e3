/**
 * The App Home tab: the person's recent orders from the bot's ledger, drawn again each time they open
 * it (the worker does it: it reads the conversation's sign-in and the ledger).
 */
import type { WebClient } from '@slack/web-api';
import { turnPartsOf } from '../../conversation/state';
import { entryTimeZone } from '../../orders/ledger-entry';
import { recentPlaced } from '../../orders/placed-order';
import type { ConversationStore, OrderLedger } from '../../store';
import { words } from '../../words';
import type { QueuedHome } from '../../worker/work';
import { renderHome } from './render-home';

/** Orders the tab lists. */
const HOME_ORDERS = 10;

export interface HomeDeps {
  client: WebClient;
  store: Pick<ConversationStore, 'load'>;
  ledger: Pick<OrderLedger, 'listByCustomer'>;
  businessName: string;
  /** The zone window times are read in when the order's store named none (TIME_ZONE). */
  timeZone: string;
}

/**
 * Publishes the Home tab of the person in `work`.
 * @example await publishHome({ client, store, ledger, businessName }, work);
 */
export async function publishHome(deps: HomeDeps, work: QueuedHome): Promise<void> {
  const { link, state } = await deps.store.load(work.key);
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
  });
  await deps.client.views.publish({ user_id: work.userId, view });
}

function windowOf(window: { day: string; startTime: string; endTime: string }, timeZone: string) {
  return { day: window.day, startTime: window.startTime, endTime: window.endTime, timeZone };
}
