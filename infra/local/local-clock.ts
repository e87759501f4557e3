/**
 * The local stack's one clock (invariant one-clock-for-the-stack): the machine's, or, with
 * LOCAL_CLOCK_START, one that starts at that instant and runs at the machine's speed from there. It lets
 * a person or a test try the bot at a stated hour and weekday (a reminder at night, a Sunday) without
 * changing the machine's clock. Read once, when the stack starts; nothing deployed reads it.
 *
 * What stays on the machine's clock: Slack's signature timestamps (Slack's receiver checks them against
 * it) and the records of the local stand-ins (when a call was made).
 */
/** The variable naming the instant the local clock starts at. */
export const LOCAL_CLOCK_VARIABLE = 'LOCAL_CLOCK_START';

/** How far before the machine's now a start may be: a test computes it a moment before the stack reads it. */
const PAST_GRACE_MS = 60_000;

export interface LocalClock {
  (): Date;
  /** The instant LOCAL_CLOCK_START named (epoch ms); undefined: the machine's clock. */
  readonly startedAt: number | undefined;
}

/**
 * The clock of `env`: the machine's, or one from LOCAL_CLOCK_START (an ISO 8601 instant with its zone's
 * offset, e.g. `2026-12-07T22:00:00-05:00`). An instant that is not one, or that is before now, is
 * refused: the table's expiry times would then be in the machine's past, where DynamoDB Local deletes them.
 * @example const now = localClock({ LOCAL_CLOCK_START: '2026-12-07T22:00:00-05:00' }); now() // 2026-12-08T03:00:00.000Z, running
 */
export function localClock(
  env: { readonly [LOCAL_CLOCK_VARIABLE]?: string },
  machineNow: () => number = Date.now,
): LocalClock {
  const named = env[LOCAL_CLOCK_VARIABLE]?.trim();
  if (!named) return Object.assign(() => new Date(machineNow()), { startedAt: undefined });
  const startedAt = /(Z|[+-]\d{2}:\d{2})$/i.test(named) ? Date.parse(named) : Number.NaN;
  if (!Number.isFinite(startedAt))
    throw new RangeError(
      `${LOCAL_CLOCK_VARIABLE}=${named} is no instant: give one with its offset, e.g. 2026-12-07T22:00:00-05:00`,
    );
  const origin = machineNow();
  if (startedAt < origin - PAST_GRACE_MS)
    throw new RangeError(
      `${LOCAL_CLOCK_VARIABLE}=${named} is before now: the table's expiry times would be in the machine's past, where DynamoDB Local deletes them`,
    );
  return Object.assign(() => new Date(startedAt + (machineNow() - origin)), { startedAt });
}
