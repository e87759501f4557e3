/**
 * Placing the order, at most once per confirmation.
 *
 * @invariant confirmation-claimed-before-sending The confirmation is claimed in the ledger (a conditional write) before the order is sent, so a repeated click, a redelivered message or a re-run turn finds the claim and never sends again.
 * @invariant unknown-outcome-locks-draft A timeout or dropped connection leaves the outcome unknown: the draft is locked under the reference the store finds in the order notes; it is never re-sent by itself, and sent again only after the person is warned, naming that reference.
 * @invariant refusal-frees-draft A refusal or an outage that certainly placed nothing frees the draft for another try under a new confirmation id; the draft is kept. A refusal naming a part goes to that part.
 * @invariant settled-unknown-outcome-told-as-found An order locked as of unknown outcome whose ledger record was settled since (found PLACED, or FAILED: found not placed) is told as found at the person's next answer to it: placed is announced and never sent again; not placed unlocks the draft to be sent anew.
 * @invariant taken-order-announced-placed An order the service took is announced placed even when its ledger record could not be settled (a throttled write); the conversation keeps it, and every later turn settles it until it is, so "my orders", changes and reminders find it.
 */

import { formatDay, formatTimeRange } from '../../calendar';
import { end } from '../../dialog/prompts';
import { requireSession, say } from '../../dialog/step-helpers';
import { isLaundryApiError, type LaundryApiError } from '../../laundry/errors';
import type { LedgerEntry } from '../../orders/ledger-entry';
import type { OrderData, OrderResult } from '../../orders/order-data';
import { remindOf } from '../../orders/order-reminders';
import {
  buildOrderRequest,
  completeDraftSchema,
  orderReference,
  orderValueCents,
} from '../../orders/order-request';
import type { Accepted, StepContext } from '../flow';

type Ctx = StepContext<OrderData>;

export async function turnAroundInHours(ctx: Ctx, storeId: number): Promise<number> {
  if (ctx.data.catalog.turnAroundInHours === undefined) {
    try {
      const settings = await ctx.deps.laundry.getDeliverySettings(requireSession(ctx).token, storeId);
      ctx.data.catalog.turnAroundInHours = settings.turnAroundInHours ?? ctx.deps.defaultTurnAroundHours;
    } catch (error) {
      // The settings only refine the turnaround; the order itself will report an outage or sign-in.
      if (isLaundryApiError(error, 'unauthorized')) throw error;
      return ctx.deps.defaultTurnAroundHours;
    }
  }
  return ctx.data.catalog.turnAroundInHours;
}

/** The token of the chosen card, fetched now (the state keeps only its id); undefined when it is gone. */
async function paymentToken(ctx: Ctx, paymentMethodId: number | null): Promise<string | undefined> {
  if (paymentMethodId === null) return '';
  const methods = await ctx.deps.laundry.listPaymentMethods(requireSession(ctx).token);
  return methods.find((m) => m.id === paymentMethodId)?.paymentMethodToken;
}

/**
 * The part of the order a "not found" refusal names, so the person is sent to that part; `what` names
 * it in the words (placing.couldNotPlace).
 */
function partNamed(error: LaundryApiError): { step: string; what: string } | undefined {
  const message = error.serviceMessage.toLowerCase();
  if (/address/.test(message)) return { step: 'address', what: 'address' };
  if (/store/.test(message)) return { step: 'address', what: 'store' };
  if (/modifier|service/.test(message)) return { step: 'services', what: 'services' };
  if (/payment|card/.test(message)) return { step: 'payment', what: 'payment' };
  if (/delivery window|return/.test(message)) return { step: 'return', what: 'return' };
  if (/window|pickup|timing/.test(message)) return { step: 'pickup', what: 'pickup' };
  return undefined;
}

/**
 * Sends the order of a confirmed summary; see the rules above. `clearStep` forgets an order step's
 * answer when the service says what it names no longer exists.
 */
export async function placeOrder(ctx: Ctx, clearStep: (stepId: string) => void): Promise<Accepted> {
  const session = requireSession(ctx);
  const { data, words } = ctx;
  const complete = completeDraftSchema.safeParse(data.draft);
  if (!complete.success) return { kind: 'retry', reason: words.t('placing.missing') };
  const draft = complete.data;
  data.confirmationId ??= ctx.deps.newId();
  const confirmationId = data.confirmationId;
  const reference = orderReference(confirmationId);

  const token = await paymentToken(ctx, draft.paymentMethodId);
  if (token === undefined) {
    clearStep('payment');
    data.catalog.paymentMethods = undefined;
    return {
      kind: 'ok',
      revisit: 'payment',
      say: [say(words.t('placing.cardGone'), 'warning')],
    };
  }
  const request = buildOrderRequest(draft, {
    serviceCustomerId: session.serviceCustomerId,
    turnAroundInHours: await turnAroundInHours(ctx, draft.store.id),
    paymentToken: token,
    reference,
  });
  const address = data.catalog.addresses?.find((a) => a.id === draft.addressId);
  // The ledger keeps the request without the payment token: the card is kept by its id.
  const { paymentToken: _token, ...kept } = request;
  const entry: LedgerEntry = {
    request: kept,
    store: draft.store,
    addressLabel: address?.label ?? '',
    googlePlacesId: address?.googlePlacesId ?? '',
    categories: draft.categories,
    services: draft.services,
    pickup: draft.pickupWindow,
    ...(draft.returnMethod === 'DELIVERY' && draft.returnWindow ? { returnWindow: draft.returnWindow } : {}),
    paymentLabel: draft.paymentLabel,
    ...(draft.paymentMethodId !== null ? { paymentMethodId: draft.paymentMethodId } : {}),
    placedBy: ctx.conversationKey,
    placedAt: ctx.now.toISOString(),
  };

  const claim = await ctx.deps.ledger.claim(session.serviceCustomerId, confirmationId, entry);
  if (!claim.claimed) {
    const { existing } = claim;
    if (existing.status === 'PLACED' && existing.orderId !== undefined) return placed(ctx, existing.orderId);
    if (existing.status === 'FAILED') {
      // That attempt certainly placed nothing: try again under a new confirmation.
      data.confirmationId = ctx.deps.newId();
      return placeOrder(ctx, clearStep);
    }
    return outcomeUnknown(ctx, reference);
  }

  let orderId: number;
  try {
    orderId = await ctx.deps.laundry.createOrder(session.token, request);
  } catch (error) {
    if (isLaundryApiError(error) && error.outcomeUnknown) {
      await ctx.deps.ledger.settle(session.serviceCustomerId, confirmationId, { status: 'UNKNOWN' });
      return outcomeUnknown(ctx, reference);
    }
    if (!isLaundryApiError(error) || error.kind === 'unauthorized') throw error;
    await ctx.deps.ledger.settle(session.serviceCustomerId, confirmationId, { status: 'FAILED' });
    data.confirmationId = undefined;
    if (error.kind === 'unavailable') {
      return {
        kind: 'stay',
        say: [say(words.t('placing.serviceDown'), 'warning')],
      };
    }
    const part = partNamed(error);
    if (part) {
      clearStep(part.step);
      // What the service no longer finds is looked up again, so it is not offered again.
      if (part.step === 'address') data.catalog.addresses = undefined;
      if (part.step === 'services') data.catalog.services = undefined;
      return {
        kind: 'ok',
        revisit: part.step,
        say: [
          say(
            words.t('placing.couldNotPlace', { message: error.serviceMessage, part: part.what }),
            'warning',
          ),
        ],
      };
    }
    return {
      kind: 'stay',
      say: [say(words.t('placing.refused', { message: error.serviceMessage }), 'warning')],
    };
  }
  // The service has the order: the person is told so, whatever becomes of our record of it. A claim
  // left PENDING by a failed settle still keeps this confirmation from ever being sent again, and the
  // turn keeps the order for the next turns to settle (invariant placed-order-settled-later).
  await ctx.deps.ledger
    .settle(session.serviceCustomerId, confirmationId, { status: 'PLACED', orderId })
    .catch(() => {});
  return placed(ctx, orderId);
}

async function placed(ctx: Ctx, orderId: number): Promise<Accepted> {
  const { pickupWindow: pickup, returnWindow, returnMethod } = ctx.data.draft;
  const zone = ctx.data.draft.store?.timeZone ?? ctx.deps.timeZone;
  await remindOf(
    ctx.deps,
    {
      orderId,
      serviceCustomerId: requireSession(ctx).serviceCustomerId,
      key: ctx.conversationKey,
      timeZone: zone,
    },
    { pickup, ...(returnMethod === 'DELIVERY' ? { delivery: returnWindow } : {}) },
  );
  const { words } = ctx;
  const placedSaid = pickup
    ? words.t('placing.placedPickup', {
        orderId: String(orderId),
        day: formatDay(pickup.day, words.language),
        times: formatTimeRange(pickup.startTime, pickup.endTime, zone, words.language),
      })
    : words.t('placing.placed', { orderId: String(orderId) });
  ctx.count({ kind: 'order-placed', valueCents: orderValueCents(ctx.data.draft) });
  const result: OrderResult = { placed: orderId };
  return end(result, say(placedSaid, 'success'));
}

/**
 * What became of an order locked as of unknown outcome, when its ledger record was settled since
 * (invariant settled-unknown-outcome-told-as-found); undefined while it is still not known.
 */
export async function settledMeanwhile(ctx: Ctx): Promise<Accepted | undefined> {
  const { data } = ctx;
  if (!data.unknownOutcome || !data.confirmationId) return undefined;
  const record = await ctx.deps.ledger.get(requireSession(ctx).serviceCustomerId, data.confirmationId);
  if (record?.status === 'PLACED' && record.orderId !== undefined) return placed(ctx, record.orderId);
  if (record?.status !== 'FAILED') return undefined;
  const { reference } = data.unknownOutcome;
  data.unknownOutcome = undefined;
  data.resendConfirmed = undefined;
  data.confirmationId = undefined;
  return {
    kind: 'ok',
    say: [say(ctx.words.t('placing.notPlacedAfterAll', { reference }))],
  };
}

/** Locks the draft under its reference: the summary then says, once, what is known (steps-summary.ts). */
function outcomeUnknown(ctx: Ctx, reference: string): Accepted {
  ctx.data.unknownOutcome = { reference, at: ctx.now.toISOString() };
  return { kind: 'ok' };
}
