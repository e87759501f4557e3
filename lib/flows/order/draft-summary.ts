/** The order summary: every choice, the fees, and what happens next — shown before confirming. */

import type { Reply, SummaryValue } from '../../dialog/types';
import type { WindowChoice } from '../../orders/choices';
import type { OrderData } from '../../orders/order-data';
import { categoryWord } from '../../orders/service-words';

const FREQUENCY: Record<number, string> = {
  0: 'Just this once',
  1: 'Every week',
  2: 'Every 2 weeks',
  4: 'Every 4 weeks',
};

/**
 * What is said of the cleaning's price: the service gives its services no price (the seed's service has
 * only a name, a description and modifiers), so the store sets it and the chat cannot show it.
 */
export const CLEANING_PRICE = 'set by the store; not in the total';

const text = (value: string): SummaryValue => ({ type: 'text', text: value });

function windowValue(w: WindowChoice, timeZone: string): SummaryValue {
  return {
    type: 'window',
    day: w.day,
    window: { startTime: w.startTime, endTime: w.endTime, timeZone },
    provider: w.providerName,
    feeCents: w.feeInCents,
  };
}

/** True when a leg of the order goes with the on-demand courier (the only legs a tip goes on). */
export const hasCourierLeg = (data: OrderData) =>
  data.draft.pickupWindow?.provider === 'ON_DEMAND' ||
  (data.draft.returnMethod === 'DELIVERY' && data.draft.returnWindow?.provider === 'ON_DEMAND');

/** A summary of the draft so far (complete at the confirm step, partial for the "summary" command). */
export function summaryReply(data: OrderData, timeZone: string): Reply {
  const { draft } = data;
  const address = data.catalog.addresses?.find((a) => a.id === draft.addressId);
  const lines: { label: string; value: SummaryValue }[] = [];
  const add = (label: string, value: SummaryValue | undefined) => {
    if (value !== undefined) lines.push({ label, value });
  };
  add('Store', draft.store && text(`${draft.store.name}, ${draft.store.address}`));
  add('Pickup address', address && text(address.label));
  for (const svc of draft.services ?? []) {
    const extras = svc.modifierNames?.length ? ` + ${svc.modifierNames.join(', ')}` : '';
    const notes = svc.notes ? ` ("${svc.notes}")` : '';
    add('Service', text(`${svc.name}${extras}${notes}`));
  }
  add(
    'Cleaning',
    draft.categories && text(draft.categories.map((category) => categoryWord(category)).join(' and ')),
  );
  add('Bags', draft.bagCount === undefined ? undefined : text(String(draft.bagCount)));
  add('Pickup', draft.pickupWindow && windowValue(draft.pickupWindow, timeZone));
  if (draft.returnMethod === 'IN_STORE_PICKUP')
    add('Return', text(`Collect at ${draft.store?.name ?? 'the store'}`));
  if (draft.returnMethod === 'DELIVERY')
    add('Return', draft.returnWindow ? windowValue(draft.returnWindow, timeZone) : text('Delivery'));
  add('How often', draft.interval === undefined ? undefined : text(FREQUENCY[draft.interval] ?? ''));
  add('Payment', draft.paymentLabel === undefined ? undefined : text(draft.paymentLabel));
  // A tip goes only on a courier leg: one kept from an earlier order with no courier is not shown or sent.
  if (draft.courierTipCents && hasCourierLeg(data))
    add('Courier tip', { type: 'money', cents: draft.courierTipCents, note: 'per courier trip' });
  if (draft.promoCode) add('Promo code', text(`${draft.promoCode} (the store applies it if it is valid)`));
  if (draft.hangDry) add('Hang-dry', text(draft.hangDryInstructions || 'Yes'));
  if (draft.orderNotes) add('Notes', text(draft.orderNotes));
  // Each fee named for its leg, then what is known of the cost: the seed gives no service prices.
  const returnWindow = draft.returnMethod === 'DELIVERY' ? draft.returnWindow : undefined;
  const fee = (cents: number): SummaryValue => ({ type: 'money', cents, fee: true });
  if (draft.pickupWindow) add('Pickup fee', fee(draft.pickupWindow.feeInCents));
  if (returnWindow) add('Delivery fee', fee(returnWindow.feeInCents));
  if (draft.pickupWindow) {
    const courierTrips = [draft.pickupWindow, returnWindow].filter((w) => w?.provider === 'ON_DEMAND').length;
    const tips = hasCourierLeg(data) ? (draft.courierTipCents ?? 0) * courierTrips : 0;
    const known = draft.pickupWindow.feeInCents + (returnWindow?.feeInCents ?? 0) + tips;
    add('Total so far', { type: 'money', cents: known, note: tips ? '(fees and tip)' : '(fees)' });
    add('Cleaning price', text(CLEANING_PRICE));
  }
  return { type: 'summary', title: lines.length ? 'Your order' : 'Nothing chosen yet', lines };
}
