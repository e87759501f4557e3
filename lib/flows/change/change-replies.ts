/** What people are shown of a change of a placed order: its fields and the service's totals, and a change not known yet. */

import { say } from '../../dialog/step-helpers';
import type { Reply, SummaryValue } from '../../dialog/types';
import type { OrderSummary } from '../../laundry/schemas';
import { centsOfDollars } from '../../laundry/schemas';
import { formatCents, formatDifference, moneyText } from '../../money';
import { type CostChange, changeCost } from '../../orders/change-cost';
import { asItWas, type ChangedField, changedFields, changeReference } from '../../orders/change-spec';
import type { LedgerChange, LedgerEntry, LedgerSummary } from '../../orders/ledger-entry';
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

/** An amount before and after, as `change.costFromTo` says it; `fee`: a fee of zero reads Free. */
function costFromTo(words: Words, from: number, to: number, fee = false): string {
  return words.t('change.costFromTo', {
    same: from === to ? 'yes' : 'no',
    from: moneyText({ cents: from, fee }, words),
    to: moneyText({ cents: to, fee }, words),
    difference: formatDifference(to - from),
  });
}

/**
 * What a change costs, as the review's lines (invariant change-cost-shown-before-confirming): each fee
 * that changes, the fees in all, and the order's total when the service gave one.
 */
export function costLines(words: Words, { from, to }: CostChange): { label: string; value: SummaryValue }[] {
  const line = (label: string, text: string) => ({ label, value: { type: 'text' as const, text } });
  return [
    ...(from.pickupFeeCents !== to.pickupFeeCents
      ? [line(words.t('change.pickupFee'), costFromTo(words, from.pickupFeeCents, to.pickupFeeCents, true))]
      : []),
    ...(from.deliveryFeeCents !== to.deliveryFeeCents
      ? [
          line(
            words.t('change.deliveryFee'),
            costFromTo(words, from.deliveryFeeCents, to.deliveryFeeCents, true),
          ),
        ]
      : []),
    line(words.t('change.feesInAll'), costFromTo(words, from.feesCents, to.feesCents)),
    ...(from.totalCents !== undefined && to.totalCents !== undefined
      ? [line(words.t('change.totalEstimate'), costFromTo(words, from.totalCents, to.totalCents))]
      : []),
  ];
}

/**
 * The cost change as one sentence: staff's "The customer's fees go from $9.99 to $17.98 (+$7.99)."
 * (`change.customerCost`), or the customer's own (`change.yourCost`).
 */
export function costSentence(
  words: Words,
  { from, to }: CostChange,
  key: 'change.customerCost' | 'change.yourCost',
): string {
  return words.t(key, {
    same: from.feesCents === to.feesCents ? 'yes' : 'no',
    from: formatCents(from.feesCents),
    to: formatCents(to.feesCents),
    difference: formatDifference(to.feesCents - from.feesCents),
  });
}

/**
 * What the customer is told of a change staff made (invariant customer-told-in-own-language): who
 * changed it, each field old and new, and what the fees now are, all in `words` (the customer's). A
 * change recorded before its values were kept is told with its fields as staff saw them.
 */
export function staffChangeLines(
  words: Words,
  orderId: number,
  entry: LedgerEntry,
  change: LedgerChange,
  timeZone: string,
): string[] {
  const { spec, was } = change;
  const before = spec && was ? asItWas(entry, was) : undefined;
  const fields = spec && before ? changedFields(spec, before, timeZone, words) : change.fields;
  return [
    words.t('change.supportChanged', { orderId: String(orderId) }),
    ...fields.map((f) => words.t('change.fieldLine', { field: f.field, from: f.from, to: f.to })),
    ...(spec && before ? [costSentence(words, changeCost(spec, before), 'change.yourCost')] : []),
  ];
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
