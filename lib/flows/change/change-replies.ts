/** What people are shown of a change of a placed order: its fields and the service's totals, and a change not known yet. */

import { say } from '../../dialog/step-helpers';
import type { Reply, SummaryValue } from '../../dialog/types';
import type { OrderSummary } from '../../laundry/schemas';
import { centsOfDollars } from '../../laundry/schemas';
import { formatCents } from '../../money';
import { type ChangedField, changeReference } from '../../orders/change-spec';
import type { LedgerSummary } from '../../orders/ledger-entry';
import { orderStatusWords } from '../../orders/service-words';

/** An amount of the service's summary (in dollars: see lib/laundry/schemas/orders.ts), with the last known. */
function money(dollars: number, wasDollars?: number, fee = false): SummaryValue {
  const cents = centsOfDollars(dollars);
  const was = wasDollars === undefined ? undefined : centsOfDollars(wasDollars);
  return {
    type: 'money',
    cents,
    ...(fee ? { fee } : {}),
    ...(was !== undefined && was !== cents ? { note: `(was ${formatCents(was)})` } : {}),
  };
}

/** What changed, and the order's totals and fees as the service now gives them (with the last known). */
export function changeSummary(
  orderId: number,
  fields: ChangedField[],
  summary: OrderSummary | LedgerSummary | undefined,
  before?: LedgerSummary,
): Reply {
  return {
    type: 'summary',
    title: `Order #${orderId} now`,
    lines: [
      ...fields.map((f) => ({ label: f.field, value: { type: 'text' as const, text: f.to } })),
      ...(summary
        ? [
            { label: 'Pickup fee', value: money(summary.pickupDeliveryFee, before?.pickupDeliveryFee, true) },
            {
              label: 'Delivery fee',
              value: money(summary.returnDeliveryFee, before?.returnDeliveryFee, true),
            },
            { label: 'Order total', value: money(summary.orderTotal, before?.orderTotal) },
            {
              label: 'Status',
              value: { type: 'text' as const, text: orderStatusWords(summary) },
            },
          ]
        : []),
    ],
  };
}

/** The words for a change sent whose answer never came (invariant timed-out-change-settled-next). */
export function notKnownYet(orderId: number, id: string, again: boolean): Reply {
  return say(
    again
      ? `The laundry still isn't answering, so I don't know yet whether order #${orderId} changed. I'll check again when you answer (reference ${changeReference(id)}).`
      : `I sent the change, but the laundry didn't answer, so I don't know yet whether order #${orderId} changed. I won't tell you it failed: I'll check with the laundry when you answer (reference ${changeReference(id)}).`,
    'warning',
  );
}
