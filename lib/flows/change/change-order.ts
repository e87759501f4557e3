/**
 * Sends one confirmed change of a placed order: the transportation update with only the legs that
 * change, then the ledger's record of the order (its legs now, the service's summary, and the
 * change in its history).
 *
 * @invariant unchanged-leg-left-out A leg that does not change is left out of the update (omitted = unchanged); cancelling the delivery sends `delivery: null`.
 * @invariant order-card-goes-with-change The order's card goes with every change, for the service to charge any cost difference; a card no longer on file (or not listed to staff's dispatch credential) is left out: the service keeps the one it has.
 * @invariant refusal-changes-nothing The service's refusals become sentences and change nothing; the person can choose again.
 * @invariant ledger-takes-what-service-took A change written to the ledger by someone else meanwhile (staff and customer at once) is read again and this change applied over it: the service has it, so the ledger must too.
 * @invariant change-sent-once Once per change: the change is kept in the order's record as its `pendingChange`, under a reference set when the change is shown for review (`changeId`), before the update is sent, and recorded in the history under that reference once the service took it. A re-run of the confirmation (a failed save, a redelivered message) finds the change recorded and sends nothing; a change found pending is settled first.
 * @invariant timed-out-change-settled-next An update that timed out may have been applied: the person is told it is not known yet, the change stays pending, and the next answer settles it by sending the identical update again (it sets absolute values, so a second one changes nothing more). Settling a cancelled delivery that the service answers "no scheduled delivery" is read as done. A pending change blocks any other until settled, by whoever opens the order next.
 * @invariant conversation-keeps-order-ids The conversation keeps the order's ids, never a copy of its record: it is read afresh when needed.
 *
 * What a change sends, leaves and shows is change-spec.ts; its writes to the ledger (invariants ledger-takes-what-service-took and change-sent-once),
 * change-ledger.ts; the change flow's state, change-data.ts.
 */

import { end } from '../../dialog/prompts';
import { requireSession, say } from '../../dialog/step-helpers';
import type { Reply } from '../../dialog/types';
import type { OrderSummary } from '../../laundry/schemas';
import { amendOrder } from '../../orders/change-ledger';
import {
  type ChangedField,
  changeReference,
  refusal,
  transportationUpdate,
  wasOf,
} from '../../orders/change-spec';
import {
  type ChangeSpec,
  entryTimeZone,
  type LedgerSummary,
  type PendingChange,
} from '../../orders/ledger-entry';
import { remindOf } from '../../orders/order-reminders';
import { type OrderRecord, placedOrderById } from '../../orders/placed-order';
import { type SendDeps, sendChange } from '../../orders/send-change';
import { changeAnswer, tellBatch } from '../batch-answer';
import type { Accepted, StepContext } from '../flow';
import { STAFF_CHANGED } from '../reminder';
import { type ChangeData, changeOf, clearChange, currentOrder } from './change-data';
import { changeSummary, notKnownYet } from './change-replies';

type Ctx = StepContext<ChangeData>;

/** The change the flow's data describes: all that is lined up (invariant change-lined-up-kept). */
function specOf(data: ChangeData): ChangeSpec {
  return changeOf(data);
}

/** What a send of this conversation's change acts with. */
function sendDeps(ctx: StepContext<unknown>): SendDeps {
  const { laundry, ledger } = ctx.deps;
  return { laundry, ledger, token: requireSession(ctx).token, staff: !!(ctx.data as ChangeData).staff };
}

/**
 * Keeps a change as pending in the order's record before it is sent (invariant change-sent-once). The record is returned
 * with another's pending change, unwritten, when one was kept meanwhile.
 */
function claimChange(ctx: Ctx, order: OrderRecord, fields: ChangedField[]): Promise<OrderRecord> {
  const { data } = ctx;
  const spec = specOf(data);
  return amendOrder(ctx.deps.ledger, order, ({ entry }) => {
    if (entry.pendingChange) return undefined;
    const pending: PendingChange = {
      id: data.changeId ?? ctx.deps.newId(),
      at: ctx.now.toISOString(),
      by: ctx.conversationKey,
      ...(data.staff ? { staff: data.staff } : {}),
      fields,
      spec,
      was: wasOf(entry),
      update: transportationUpdate(spec, entry),
      ...(data.staff && data.customerKey ? { customerKey: data.customerKey } : {}),
    };
    return { ...entry, pendingChange: pending };
  });
}

/** What is said, and to whom, once the service took a change. */
async function made(
  ctx: StepContext<unknown>,
  order: OrderRecord,
  pending: PendingChange,
  summary: OrderSummary | LedgerSummary | undefined,
  before: LedgerSummary | undefined,
): Promise<Reply[]> {
  const { spec, fields } = pending;
  const cancelled = spec.change === 'cancel-delivery';
  // The customer's conversation is reminded, whoever made the change.
  await remindOf(
    ctx.deps,
    {
      orderId: order.orderId,
      serviceCustomerId: order.serviceCustomerId,
      key: order.entry.placedBy,
      timeZone: entryTimeZone(order.entry, ctx.deps.timeZone),
    },
    { pickup: spec.newPickup, delivery: cancelled ? null : spec.newDelivery },
  );
  if (pending.customerKey && pending.customerKey !== ctx.conversationKey && pending.staff) {
    // A question of the customer's own conversation, in their language, on their channel (invariant customer-told-in-own-language).
    ctx.notify({
      key: pending.customerKey,
      timeZone: entryTimeZone(order.entry, ctx.deps.timeZone),
      opens: { word: STAFF_CHANGED, by: pending.staff, orderId: order.orderId },
    });
  }
  return [
    say(
      cancelled
        ? ctx.words.t('change.doneCancelled', {
            orderId: String(order.orderId),
            store: order.entry.store.name,
          })
        : ctx.words.t('change.done', { orderId: String(order.orderId) }),
      'success',
    ),
    changeSummary(ctx.words, order.orderId, fields, summary ?? order.entry.summary, before),
  ];
}

/**
 * Settles a change found pending on an order being opened (someone's, or this conversation's from
 * before): the identical update is sent again (invariant timed-out-change-settled-next). Returns what to say, and the order as it is
 * now, or undefined when it is still not known (no other change can be made meanwhile).
 */
export async function settleFound(
  ctx: StepContext<unknown>,
  order: OrderRecord,
): Promise<{ order: OrderRecord | undefined; say: Reply[] }> {
  const pending = order.entry.pendingChange;
  if (!pending) return { order, say: [] };
  const sent = await sendChange(sendDeps(ctx), order, pending, true);
  const reference = changeReference(pending.id);
  if (sent.kind === 'unknown')
    return {
      order: undefined,
      say: [
        say(
          ctx.words.t('change.earlierNotConfirmed', { orderId: String(order.orderId), reference }),
          'warning',
        ),
      ],
    };
  if (sent.kind === 'refused')
    return {
      order: await placedOrderById(ctx.deps.ledger, requireSession(ctx).serviceCustomerId, order.orderId),
      say: [say(refusal(sent.error, order, pending, ctx.words), 'warning')],
    };
  const replies = await made(ctx, sent.order, pending, sent.summary, order.entry.summary);
  return {
    order: sent.order,
    say: [
      say(ctx.words.t('change.earlierWentThrough', { orderId: String(order.orderId), reference })),
      ...replies.slice(1),
    ],
  };
}

/**
 * Sends the confirmed change once (invariant change-sent-once) and ends the flow with what the service answered; a refusal
 * is said and the person chooses again; an answer that never came is said plainly and settled on the
 * next answer (invariant timed-out-change-settled-next). `fields` are the change as reviewed.
 */
export async function applyChange(ctx: Ctx, fields: ChangedField[]): Promise<Accepted> {
  const { data } = ctx;
  data.changeId ??= ctx.deps.newId();
  const id = data.changeId;
  let order = await currentOrder(ctx);
  const recorded = order.entry.changes?.find((c) => c.id === id);
  if (recorded) {
    // A re-run of a confirmation whose change was made and recorded: say so, send nothing.
    const pending = { ...recorded, id, spec: specOf(data), update: {} };
    return done(await made(ctx, order, withKey(ctx, pending), undefined, undefined));
  }
  let pending = order.entry.pendingChange;
  if (pending && pending.id !== id) {
    // Another change not settled yet: it goes first (invariant timed-out-change-settled-next).
    const found = await settleFound(ctx, order);
    if (!found.order) return end({ changed: false }, ...found.say);
    order = found.order;
    pending = undefined;
  }
  const settling = pending !== undefined;
  if (!pending) {
    order = await claimChange(ctx, order, fields);
    pending = order.entry.pendingChange as PendingChange;
    if (pending.id !== id)
      return {
        kind: 'stay',
        say: [say(ctx.words.t('change.anotherNow', { orderId: String(order.orderId) }), 'warning')],
      };
  }
  const sent = await sendChange(sendDeps(ctx), order, pending, settling);
  if (sent.kind === 'unknown') {
    data.unconfirmed = true;
    const words = [notKnownYet(ctx.words, order.orderId, id, settling)];
    // Asked again, the review is "check now" (see flows/change/steps-review.ts).
    return settling ? { kind: 'stay', say: words } : { kind: 'ok', say: words };
  }
  if (sent.kind === 'refused') {
    const warning = [
      say(refusal(sent.error, order, sent.settling ? pending : undefined, ctx.words), 'warning'),
    ];
    // An order the service no longer has can't be changed at all: back to where the person came from.
    if (sent.error.kind === 'not_found') return end({ changed: false }, ...warning);
    clearChange(data);
    return { kind: 'ok', say: warning };
  }
  const answer = changeAnswer(sent.order.entry, pending.spec, ctx.deps.timeZone);
  ctx.count({ kind: 'order-changed', by: pending.staff ? 'staff' : 'customer' });
  if (pending.staff)
    // The desk's one-order change, on the staff audit trail (lib/store/staff-audit.ts).
    await ctx.deps.staffAudit?.record({
      at: ctx.now,
      staff: pending.staff,
      action: `order #${sent.order.orderId} changed at the desk: ${answer}`,
      id: pending.id,
    });
  else await tellBatch(ctx, sent.order.orderId, sent.order.entry, answer, true);
  return done(await made(ctx, sent.order, pending, sent.summary, order.entry.summary));
}

function withKey(ctx: Ctx, pending: PendingChange): PendingChange {
  const { staff, customerKey } = ctx.data;
  return staff && customerKey ? { ...pending, customerKey } : pending;
}

function done(replies: Reply[]): Accepted {
  return end({ changed: true }, ...replies);
}
