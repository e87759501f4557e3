/**
 * The one clock of a process: what "now" is for a turn's deadline, the dialog's today, the store's
 * expiry times and the laundry client's time left. `createBot` takes it once (tests and the local stack
 * inject theirs) and hands the same function to every part, so no part mixes an injected clock with
 * the machine's.
 *
 * Durations (how long a call took) are measured with `performance.now()`, which is not a clock of
 * dates and is never injected.
 */

/** Epoch milliseconds, now. */
export type Clock = () => number;

/** The machine's clock. */
export const systemClock: Clock = () => Date.now();
