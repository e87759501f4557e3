/**
 * The app's work around every step, declared in the registry (index.ts): sign-in before a flow that
 * acts for a customer, and the laundry service's failures in words. The engine (lib/dialog) calls
 * these and knows neither sign-in nor the service. (Orders placed whose ledger record could not be
 * settled are the turn's: invariant placed-order-settled-later.)
 *
 * @invariant signin-pushed-on-need A flow that needs a session has sign-in pushed on it when there is none, and so does a flow that places or changes an order under an idle session (Session.idle); the frames below are kept for the same customer. Staff never sign in: without the customer's session their conversation goes back to the desk.
 */
import type { Prerequisite } from '../dialog/registry';
import { say } from '../dialog/step-helpers';
import { isLaundryApiError } from '../laundry/errors';
import type { Words } from '../words';
import type { FlowDeps } from './deps';
import { signInAgain } from './desk';

/** Sign-in pushed on a flow that acts for a customer without a session (invariant signin-pushed-on-need). */
export const SIGN_IN_FIRST: Prerequisite<FlowDeps> = {
  flow: 'sign-in',
  label: 'no session',
  appliesTo: (flow) => flow.needsSession,
  unmet(flow, { staff, channel }, session, words) {
    if (session?.idle && flow.needsFreshSession && !staff) return { say: say(words.t('signIn.againIdle')) };
    if (session) return undefined;
    // Staff never sign in here: the customer's session is gone, so back to the desk.
    if (staff) return { instead: 'bottom', say: say(signInAgain(channel.words), 'warning') };
    return {};
  },
};

/** A step's failure of the laundry service, in the person's words; undefined for anything else (a bug). */
export function laundryFailure(
  error: unknown,
  words: Words,
): { say: string; sessionRefused?: { say: string } } | undefined {
  if (!isLaundryApiError(error)) return undefined;
  if (error.kind === 'unavailable') return { say: words.t('failure.unavailable') };
  return {
    say: words.t('failure.refused', { message: error.serviceMessage }),
    ...(error.kind === 'unauthorized' ? { sessionRefused: { say: words.t('signIn.againExpired') } } : {}),
  };
}
