/** The order summary: every choice, the fees, and what happens next — shown before confirming. */

import type { Reply, SummaryValue } from '../../dialog/types';
import type { WindowChoice } from '../../orders/choices';
import type { OrderData } from '../../orders/order-data';

const FREQUENCY: Record<number, string> = {
  0: 'Just this once',
  1: 'Every week',
  2: 'Every 2 weeks',
  4: 'Every 4 weeks',
};

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
    draft.categories &&
      text(draft.categories.map((c) => (c === 'LAUNDRY' ? 'Laundry' : 'Dry cleaning')).join(' and ')),
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
  const legs = [draft.pickupWindow, draft.returnMethod === 'DELIVERY' ? draft.returnWindow : undefined];
  const fees = legs.reduce((sum, w) => sum + (w?.feeInCents ?? 0), 0);
  if (draft.pickupWindow) add('Delivery fees', { type: 'money', cents: fees });
  return { type: 'summary', title: lines.length ? 'Your order' : 'Nothing chosen yet', lines };
}
