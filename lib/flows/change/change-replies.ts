/** What people are shown of a change of a placed order: its fields and the service's totals, and a change not known yet. */

import { say } from '../../dialog/step-helpers';
import type { Reply, SummaryValue } from '../../dialog/types';
import type { OrderSummary } from '../../laundry/schemas';
import { centsOfDollars } from '../../laundry/schemas';
import { formatCents } from '../../money';
import { type ChangedField, changeReference } from '../../orders/change-spec';
import type { LedgerSummary } from '../../orders/ledger-entry';
import { orderStatusWords } from '../../orders/service-words';
import type { Words } from '../../words';

/** An amount of the service's summary (in dollars: see lib/laundry/schemas/orders.ts), with the last known. */
function money(words: Words, dollars: number, wasDollars?: number, fee = false): SummaryValue {
  const cents = centsOfDollars(dollars);
  const was = wasDollars === undefined ? undefined : centsOfDollars(wasDollars);
  return {
    type: 'money',
    cents,
    ...(fee ? { fee } : {}),
    ...(was !== undefined && was !== cents
      ? { note: words.t('change.was', { amount: formatCents(was) }) }
      : {}),
  };
}

/** What changed, and the order's totals and fees as the service now gives them (with the last known). */
export function changeSummary(
  words: Words,
  orderId: number,
  fields: ChangedField[],
  summary: OrderSummary | LedgerSummary | undefined,
  before?: LedgerSummary,
): Reply {
  return {
    type: 'summary',
    title: words.t('change.nowTitle', { orderId: String(orderId) }),
    lines: [
      ...fields.map((f) => ({ label: f.field, value: { type: 'text' as const, text: f.to } })),
      ...(summary
        ? [
            {
              label: words.t('change.pickupFee'),
              value: money(words, summary.pickupDeliveryFee, before?.pickupDeliveryFee, true),
            },
            {
              label: words.t('change.deliveryFee'),
              value: money(words, summary.returnDeliveryFee, before?.returnDeliveryFee, true),
            },
            {
              label: words.t('change.orderTotal'),
              value: money(words, summary.orderTotal, before?.orderTotal),
            },
            {
              label: words.t('change.status'),
              value: { type: 'text' as const, text: orderStatusWords(summary, words) },
            },
          ]
        : []),
    ],
  };
}

/** The words for a change sent whose answer never came (invariant timed-out-change-settled-next). */
export function notKnownYet(words: Words, orderId: number, id: string, again: boolean): Reply {
  return say(
    words.t(again ? 'change.stillNotAnswering' : 'change.notAnswered', {
      orderId: String(orderId),
      reference: changeReference(id),
    }),
    'warning',
  );
}
