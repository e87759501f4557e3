/** The order summary: every choice, the fees, and what happens next — shown before confirming. */

import type { Reply, SummaryValue } from '../../dialog/types';
import { providerWords, type WindowChoice } from '../../orders/choices';
import type { OrderData } from '../../orders/order-data';
import { priceBasisOf } from '../../orders/price-basis';
import { categoryWord } from '../../orders/service-words';
import { ENGLISH, type MessageKey, type Words } from '../../words';
import type { Glossary } from '../../words/glossary';
import { intervalWords } from './steps-when';

/** What is said of the cleaning's price, in English (see summaryReply). */
export const CLEANING_PRICE = ENGLISH.t('placing.cleaningPrice');

const text = (value: string): SummaryValue => ({ type: 'text', text: value });

function windowValue(w: WindowChoice, timeZone: string, words: Words): SummaryValue {
  return {
    type: 'window',
    day: w.day,
    window: { startTime: w.startTime, endTime: w.endTime, timeZone },
    provider: providerWords(w, words),
    feeCents: w.feeInCents,
  };
}

/** True when a leg of the order goes with the on-demand courier (the only legs a tip goes on). */
export const hasCourierLeg = (data: OrderData) =>
  data.draft.pickupWindow?.provider === 'ON_DEMAND' ||
  (data.draft.returnMethod === 'DELIVERY' && data.draft.returnWindow?.provider === 'ON_DEMAND');

/**
 * A summary of the draft so far (complete at the confirm step, partial for the "summary" command), the
 * service's names in `words`' language (`glossary`), and as the service wrote them for staff.
 */
export function summaryReply(data: OrderData, timeZone: string, words: Words, glossary: Glossary): Reply {
  const { draft } = data;
  const address = data.catalog.addresses?.find((a) => a.id === draft.addressId);
  const lines: { label: string; value: SummaryValue }[] = [];
  const add = (field: string, value: SummaryValue | undefined) => {
    if (value !== undefined) lines.push({ label: words.t(`placing.field.${field}` as MessageKey), value });
  };
  add('store', draft.store && text(`${draft.store.name}, ${draft.store.address}`));
  add('address', address && text(address.label));
  for (const svc of draft.services ?? []) {
    const line = (name: (text: string) => string) => {
      const extras = svc.modifierNames?.length ? ` + ${svc.modifierNames.map(name).join(', ')}` : '';
      return `${name(svc.name)}${extras}${svc.notes ? ` ("${svc.notes}")` : ''}`;
    };
    const own = line((name) => name);
    const shown = line((name) => glossary.shown(name, words.language));
    add('service', shown === own ? text(own) : { type: 'text', text: shown, own });
  }
  const categories = draft.categories?.map((category) => categoryWord(category, words));
  add(
    'cleaning',
    categories &&
      text(
        categories.length === 2
          ? words.t('placing.and', { a: categories[0] ?? '', b: categories[1] ?? '' })
          : categories.join(''),
      ),
  );
  add('bags', draft.bagCount === undefined ? undefined : text(String(draft.bagCount)));
  add('pickup', draft.pickupWindow && windowValue(draft.pickupWindow, timeZone, words));
  if (draft.returnMethod === 'IN_STORE_PICKUP')
    add(
      'return',
      text(words.t('placing.collectAtStore', { store: draft.store?.name ?? words.t('placing.theStore') })),
    );
  if (draft.returnMethod === 'DELIVERY')
    add(
      'return',
      draft.returnWindow
        ? windowValue(draft.returnWindow, timeZone, words)
        : text(words.t('placing.delivery')),
    );
  add('howOften', draft.interval === undefined ? undefined : text(intervalWords(draft.interval, words)));
  add('payment', draft.paymentLabel === undefined ? undefined : text(draft.paymentLabel));
  // A tip goes only on a courier leg: one kept from an earlier order with no courier is not shown or sent.
  if (draft.courierTipCents && hasCourierLeg(data))
    add('tip', { type: 'money', cents: draft.courierTipCents, note: words.t('placing.perCourierTrip') });
  if (draft.promoCode) add('promo', text(words.t('placing.promoApplied', { code: draft.promoCode })));
  if (draft.hangDry) add('hangDry', text(draft.hangDryInstructions || words.t('placing.yes')));
  if (draft.orderNotes) add('notes', text(draft.orderNotes));
  // Each fee named for its leg, then what is known of the cost: the seed gives no service prices.
  const returnWindow = draft.returnMethod === 'DELIVERY' ? draft.returnWindow : undefined;
  const fee = (cents: number): SummaryValue => ({ type: 'money', cents, fee: true });
  if (draft.pickupWindow) add('pickupFee', fee(draft.pickupWindow.feeInCents));
  if (returnWindow) add('deliveryFee', fee(returnWindow.feeInCents));
  if (draft.pickupWindow) {
    const courierTrips = [draft.pickupWindow, returnWindow].filter((w) => w?.provider === 'ON_DEMAND').length;
    const tips = hasCourierLeg(data) ? (draft.courierTipCents ?? 0) * courierTrips : 0;
    const known = draft.pickupWindow.feeInCents + (returnWindow?.feeInCents ?? 0) + tips;
    add('total', {
      type: 'money',
      cents: known,
      note: words.t('placing.feesAndTip', { tip: tips ? 'yes' : 'no' }),
    });
    add('cleaningPrice', text(cleaningPrice(data, words, glossary)));
  }
  return {
    type: 'summary',
    title: words.t(lines.length ? 'placing.yourOrder' : 'placing.nothingChosen'),
    lines,
  };
}

/**
 * What is known of the cleaning's price: the service gives its services no price (the seed's service
 * has only a name, a description and modifiers), so the store sets it and it is not in the total; each
 * chosen service whose description names how it is priced says so (invariant price-basis-from-the-data).
 */
function cleaningPrice(data: OrderData, words: Words, glossary: Glossary): string {
  const chosen = data.draft.services ?? [];
  const described = chosen.map((svc) => {
    const description = data.catalog.services?.find((s) => s.id === svc.servicePriceId)?.description;
    return {
      name: glossary.shown(svc.name, words.language),
      basis: description && priceBasisOf(description),
    };
  });
  if (!described.some((svc) => svc.basis)) return words.t('placing.cleaningPrice');
  const each = described
    .map((svc) => words.t('placing.priceBasis', { service: svc.name, basis: svc.basis || 'none' }))
    .join(', ');
  return words.t('placing.cleaningPriceEach', { each });
}
