/**
 * The app's work around every step and turn, declared in the registry (index.ts): the laundry
 * service's failures in words, and the orders placed whose ledger record an earlier turn could not
 * settle. The engine (lib/dialog) calls these and knows neither the service nor the ledger.
 *
 * @invariant unsettled-orders-settled-first An order placed whose ledger record could not be settled is kept in the state (`unsettled`) and settled before anything else by every turn, until that write succeeds.
 */
import type { DialogState, UnsettledOrder } from '../dialog/types';
import { isLaundryApiError } from '../laundry/errors';
import type { StepDeps } from './deps';

/** A step's failure of the laundry service, in words; undefined for anything else (a bug). */
export function laundryFailure(error: unknown): { say: string; sessionRefused?: true } | undefined {
  if (!isLaundryApiError(error)) return undefined;
  if (error.kind === 'unavailable')
    return { say: "The laundry service isn't answering right now. Nothing is lost: try again in a minute." };
  return {
    say: `The laundry service couldn't do that: ${error.serviceMessage}. Nothing was changed.`,
    ...(error.kind === 'unauthorized' ? { sessionRefused: true as const } : {}),
  };
}

/** Settles the orders whose ledger settle failed on an earlier turn; those that fail again are kept. */
export async function settleUnsettled(turn: {
  deps: StepDeps;
  state: DialogState;
  onError(error: unknown): void;
}): Promise<void> {
  const { deps, state, onError } = turn;
  if (!state.unsettled) return;
  const left: UnsettledOrder[] = [];
  for (const order of state.unsettled) {
    const { serviceCustomerId, confirmationId, orderId } = order;
    await deps.ledger
      .settle(serviceCustomerId, confirmationId, { status: 'PLACED', orderId })
      .catch((error) => {
        onError(error);
        left.push(order);
      });
  }
  state.unsettled = left.length ? left : undefined;
}
