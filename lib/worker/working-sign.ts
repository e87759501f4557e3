/**
 * A sign that the bot is working on a person's message, for a turn that runs long.
 *
 * @invariant slow-turn-shows-working A turn of a person's message that is not delivered WORKING_AFTER_MS after it started shows that the bot is working, where its channel has a way (`ChannelAdapter.working`: Slack posts "…" and then updates that message in place with the first reply); a channel without one shows nothing extra (SMS, where each text costs). The sign is shown once per turn, given to the turn's delivery to replace, and removed when the turn sends nothing. Its timing is the worker's timers (`WorkerDeps.timers`), so a test sets off the sign without waiting.
 */

/** How long a turn may take before the person is shown the bot is working. */
export const WORKING_AFTER_MS = 2000;

/** Sets `fire` off after `ms`; the function returned cancels it (a no-op once fired). */
export interface Timers {
  after(ms: number, fire: () => void): () => void;
}

/** The machine's timers. */
export const REAL_TIMERS: Timers = {
  after(ms, fire) {
    const timer = setTimeout(fire, ms);
    return () => clearTimeout(timer);
  },
};

/** A channel's way to show and remove the sign (the Bound conversation's). */
export interface WorkingWay {
  show(): Promise<unknown>;
  withdraw(sign: unknown): Promise<void>;
}

/** The sign of one turn: what its delivery replaces (`take`), and its removal when nothing was delivered (`end`). */
export interface WorkingSign {
  /** Stops the timer; the sign shown, if any, for the delivery to replace (once). */
  take(): Promise<unknown>;
  /** Stops the timer; removes a sign shown and not taken. */
  end(): Promise<void>;
}

const NO_SIGN: WorkingSign = { take: async () => undefined, end: async () => {} };

/**
 * Starts the clock on one turn (invariant slow-turn-shows-working); without a way, nothing is shown.
 * @example const sign = startWorkingSign(at.working, deps.timers); … deliver(result, await sign.take()); … await sign.end();
 */
export function startWorkingSign(way: WorkingWay | undefined, timers: Timers = REAL_TIMERS): WorkingSign {
  if (!way) return NO_SIGN;
  let shown: Promise<unknown> | undefined;
  // A sign that fails to show changes nothing of the turn: the replies go out as they would have.
  const cancel = timers.after(WORKING_AFTER_MS, () => {
    shown = way.show().catch(() => undefined);
  });
  const claim = async () => {
    cancel();
    const sign = await shown;
    shown = undefined;
    return sign;
  };
  return {
    take: claim,
    async end() {
      const sign = await claim();
      if (sign !== undefined) await way.withdraw(sign).catch(() => undefined);
    },
  };
}
