/**
 * The deadline of one turn (one chat message handled by a worker): the worker's remaining time less
 * a margin, as an epoch-ms instant. Every laundry call made while the turn runs honours it — each
 * attempt's timeout is cut to the time left, no attempt starts with too little time, and no retry
 * backs off past it (see `client.ts`).
 *
 * Why `AsyncLocalStorage`: the deadline belongs to the turn, not to any one call. Passing it as a
 * parameter would thread it through every port of the dialog (each flow, each step) and all 15
 * client methods, and a call site that forgot it would silently run unbounded. Stored in the async
 * context, it is set once where the turn starts and read where the request goes out; everything in
 * between is untouched, and concurrent turns in one process each see their own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '../clock';

/** An attempt is not started with less than this left before the deadline (it could not finish). */
export const MIN_ATTEMPT_MS = 50;

/**
 * A turn's deadline and the clock it is an instant of: the time left is always measured on the clock
 * the deadline was computed with (an injected one in tests), never on the machine's.
 */
interface TurnDeadline {
  at: number;
  now: Clock;
}

const storage = new AsyncLocalStorage<TurnDeadline>();

/**
 * Runs `fn` with `deadline` (epoch ms on `now`) as the current deadline of everything it awaits.
 * Nested calls can only shorten it: the earlier of the outer and the inner deadline applies.
 * @example
 * const deadline = clock() + context.getRemainingTimeInMillis() - 1_000;
 * await withDeadline(deadline, clock, () => engine.handle(message));
 */
export function withDeadline<T>(deadline: number, now: Clock, fn: () => Promise<T>): Promise<T> {
  const outer = storage.getStore();
  const at = outer === undefined ? deadline : Math.min(outer.at, deadline);
  // The async wrapper turns a synchronous throw in `fn` into a rejection, like any async API.
  return storage.run({ at, now }, async () => fn());
}

/** The deadline (epoch ms) of the turn this code runs in, or undefined outside `withDeadline`. */
export function currentDeadline(): number | undefined {
  return storage.getStore()?.at;
}

/** Milliseconds left before the current deadline (0 once it has passed), or undefined when there is none. */
export function timeLeft(): number | undefined {
  const deadline = storage.getStore();
  return deadline === undefined ? undefined : Math.max(0, deadline.at - deadline.now());
}
