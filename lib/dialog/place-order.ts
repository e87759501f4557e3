/**
 * Placing the order, at most once per confirmation.
 *
 * Rules:
 * 1. The confirmation is claimed in the ledger (a conditional write) before the order is sent, so a
 *    repeated click, a redelivered event or a re-run turn finds the claim and never sends again.
 * 2. A timeout or dropped connection leaves the outcome unknown: it is said plainly and the order is
 *    never re-sent automatically.
 * 3. A refusal or an outage that certainly placed nothing frees the draft for another try under a
 *    new confirmation id; the draft is kept.
 */
import { isLaundryApiError } from '../laundry/errors';
import { formatDay, formatTimeRange } from './calendar';
import type { LedgerEntry } from './ledger-entry';
import { buildOrderRequest, type CompleteDraft } from './order-request';
import { type Accepted, requireSession, type StepContext, say } from './step';
import type { Draft } from './types';

function isComplete(draft: Draft): draft is CompleteDraft {
  return (
    draft.addressId !== undefined &&
    draft.store !== undefined &&
    draft.categories !== undefined &&
    draft.services !== undefined &&
    draft.bagCount !== undefined &&
    draft.pickupWindow !== undefined &&
    draft.returnMethod !== undefined &&
    (draft.returnMethod !== 'DELIVERY' || draft.returnWindow !== undefined) &&
    draft.interval !== undefined &&
    draft.paymentToken !== undefined &&
    draft.orderNotes !== undefined &&
    draft.hangDry !== undefined
  );
}

async function turnAroundInHours(ctx: StepContext, storeId: number): Promise<number> {
  if (ctx.state.catalog.turnAroundInHours === undefined) {
    try {
      const settings = await ctx.deps.laundry.getDeliverySettings(requireSession(ctx).token, storeId);
      ctx.state.catalog.turnAroundInHours = settings.turnAroundInHours ?? ctx.deps.defaultTurnAroundHours;
    } catch (error) {
      // The settings only refine the turnaround; the order itself will report an outage or sign-in.
      if (isLaundryApiError(error, 'unauthorized')) throw error;
      return ctx.deps.defaultTurnAroundHours;
    }
  }
  return ctx.state.catalog.turnAroundInHours;
}

/**
 * Sends the order of a confirmed summary; see the rules above. `forgetStep` clears an order step's
 * answer (and its dependents) when the service says what it names no longer exists.
 */
export async function placeOrder(ctx: StepContext, forgetStep: (stepId: string) => void): Promise<Accepted> {
  const session = requireSession(ctx);
  const { draft } = ctx.state;
  if (!isComplete(draft)) return { kind: 'retry', reason: 'Something is missing from the order.' };
  draft.confirmationId ??= ctx.deps.newId();
  const confirmationId = draft.confirmationId;
  const request = buildOrderRequest(
    draft,
    session.serviceCustomerId,
    await turnAroundInHours(ctx, draft.store.id),
  );
  const address = ctx.state.catalog.addresses?.find((a) => a.id === draft.addressId);
  const entry: LedgerEntry = {
    request,
    store: draft.store,
    addressLabel: address?.label ?? '',
    googlePlacesId: address?.googlePlacesId ?? '',
    categories: draft.categories,
    services: draft.services,
    pickup: draft.pickupWindow,
    ...(draft.returnMethod === 'DELIVERY' && draft.returnWindow ? { delivery: draft.returnWindow } : {}),
    paymentLabel: draft.paymentLabel ?? '',
    placedBy: ctx.conversationKey,
    placedAt: ctx.now.toISOString(),
  };

  const claim = await ctx.deps.ledger.claim(session.serviceCustomerId, confirmationId, entry);
  if (!claim.claimed) {
    const { existing } = claim;
    if (existing.status === 'PLACED' && existing.orderId !== undefined)
      return placed(ctx, existing.orderId, true);
    if (existing.status === 'FAILED') {
      // That attempt certainly placed nothing: try again under a new confirmation.
      draft.confirmationId = ctx.deps.newId();
      return placeOrder(ctx, forgetStep);
    }
    return { kind: 'stay', say: [unknownOutcome(draft.store.name, confirmationId)] };
  }

  let orderId: number;
  try {
    orderId = await ctx.deps.laundry.createOrder(session.token, request);
  } catch (error) {
    if (isLaundryApiError(error) && error.outcomeUnknown) {
      await ctx.deps.ledger.settle(session.serviceCustomerId, confirmationId, { status: 'UNKNOWN' });
      return { kind: 'stay', say: [unknownOutcome(draft.store.name, confirmationId)] };
    }
    await ctx.deps.ledger.settle(session.serviceCustomerId, confirmationId, { status: 'FAILED' });
    draft.confirmationId = undefined;
    if (isLaundryApiError(error, 'not_found')) {
      const storeGone = /store/i.test(error.serviceMessage);
      const { store } = draft;
      forgetStep(storeGone ? 'address' : 'pickup-day');
      ctx.state.catalog.windows = undefined;
      const what = storeGone
        ? `${store.name} (store ${store.id}) is no longer taking orders there. Let's check the address again.`
        : `${error.serviceMessage}. Let's pick the pickup time again.`;
      return { kind: 'ok', say: [say(`The service couldn't place the order: ${what}`, 'warning')] };
    }
    if (isLaundryApiError(error, 'unavailable')) {
      return {
        kind: 'stay',
        say: [
          say(
            'The laundry service is down right now, so the order was not placed. Your order is saved — choose "Place order" to try again in a minute.',
            'warning',
          ),
        ],
      };
    }
    if (isLaundryApiError(error, 'invalid')) {
      return {
        kind: 'stay',
        say: [
          say(
            `The service refused the order: ${error.serviceMessage}. Change a part and try again.`,
            'warning',
          ),
        ],
      };
    }
    throw error;
  }
  await ctx.deps.ledger.settle(session.serviceCustomerId, confirmationId, { status: 'PLACED', orderId });
  return placed(ctx, orderId, false);
}

function placed(ctx: StepContext, orderId: number, already: boolean): Accepted {
  const pickup = ctx.state.draft.pickupWindow;
  const when = pickup
    ? ` We'll pick up ${formatDay(pickup.day)}, ${formatTimeRange(pickup.startTime, pickup.endTime, ctx.deps.timeZone)}.`
    : '';
  ctx.state.flow = 'idle';
  ctx.state.draft = {};
  ctx.state.catalog = {};
  ctx.state.history = [];
  ctx.state.lastOrderId = orderId;
  ctx.state.reorderOf = undefined;
  return {
    kind: 'ok',
    say: [
      say(
        already
          ? `That order was already placed: order #${orderId}.`
          : `Your order #${orderId} is placed!${when}`,
        'success',
      ),
    ],
  };
}

function unknownOutcome(storeName: string, confirmationId: string) {
  return say(
    `I sent the order, but the service didn't answer, so I can't tell whether it went through. I won't send it again by itself. Please check with ${storeName} before ordering again (reference ${confirmationId}), or say restart for a new order.`,
    'warning',
  );
}
