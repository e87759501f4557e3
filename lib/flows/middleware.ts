/**
 * The app's work around every step, declared in the registry (index.ts): the laundry service's
 * failures in words. The engine (lib/dialog) calls it and knows nothing of the service. (Orders placed
 * whose ledger record could not be settled are the turn's: invariant placed-order-settled-later.)
 */
import { isLaundryApiError } from '../laundry/errors';

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
