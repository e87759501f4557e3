/** The order summary: every choice, the fees, and what happens next — shown before confirming. */
import { formatDay, formatTimeRange } from './calendar';
import { formatCents, formatDollars } from './read-text';
import type { DialogState, Reply, WindowChoice } from './types';

const FREQUENCY: Record<number, string> = {
  0: 'Just this once',
  1: 'Every week',
  2: 'Every 2 weeks',
  4: 'Every 4 weeks',
};

function windowText(w: WindowChoice, timeZone: string): string {
  const fee = w.feeInCents ? `${formatCents(w.feeInCents)} fee` : 'no fee';
  return `${formatDay(w.day)}, ${formatTimeRange(w.startTime, w.endTime, timeZone)} · ${w.providerName} (${fee})`;
}

/** A summary of the draft so far (complete at the confirm step, partial for the "summary" command). */
export function summaryReply(state: DialogState, timeZone: string): Reply {
  const { draft } = state;
  const address = state.catalog.addresses?.find((a) => a.id === draft.addressId);
  const lines: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined) lines.push({ label, value });
  };
  add('Store', draft.store && `${draft.store.name}, ${draft.store.address}`);
  add('Pickup address', address?.label);
  add('Cleaning', draft.categories?.map((c) => (c === 'LAUNDRY' ? 'Laundry' : 'Dry cleaning')).join(' + '));
  for (const svc of draft.services ?? []) {
    const extras = svc.modifierNames?.length ? ` + ${svc.modifierNames.join(', ')}` : '';
    const notes = svc.notes ? ` — "${svc.notes}"` : '';
    add('Service', `${svc.name}${extras}${notes}`);
  }
  add('Bags', draft.bagCount?.toString());
  add('Pickup', draft.pickupWindow && windowText(draft.pickupWindow, timeZone));
  if (draft.returnMethod === 'IN_STORE_PICKUP')
    add('Return', `Collect at ${draft.store?.name ?? 'the store'}`);
  if (draft.returnMethod === 'DELIVERY') {
    add('Return', draft.returnWindow ? `Delivery ${windowText(draft.returnWindow, timeZone)}` : 'Delivery');
  }
  add('How often', draft.interval === undefined ? undefined : FREQUENCY[draft.interval]);
  add('Payment', draft.paymentLabel);
  if (draft.courierTip) add('Courier tip', `${formatDollars(draft.courierTip)} per courier trip`);
  if (draft.promoCode) add('Promo code', draft.promoCode);
  if (draft.hangDry) add('Hang-dry', draft.hangDryInstructions || 'Yes');
  if (draft.orderNotes) add('Notes', draft.orderNotes);
  const legs = [draft.pickupWindow, draft.returnMethod === 'DELIVERY' ? draft.returnWindow : undefined];
  const fees = legs.reduce((sum, w) => sum + (w?.feeInCents ?? 0), 0);
  if (draft.pickupWindow) add('Delivery fees', fees ? formatCents(fees) : 'None');
  return { type: 'summary', title: lines.length ? 'Your order' : 'Nothing chosen yet', lines };
}
