/**
 * The clock a test stack runs on, and the dates a test picks relative to it.
 *
 * What holds:
 * - The clock starts at a Monday, 8:00 AM in New York — the sandbox's week (no own-driver windows on
 *    Sundays, an empty day three days on) then reads the same every run — and runs at the machine's
 *    speed from there, so a turn's deadline passes as it would in production.
 * - That Monday is the first one after the machine's now: the instants the stack writes (the table's
 *    TTL attributes, which DynamoDB Local deletes by the machine's clock) are never in the machine's past,
 *    whatever the date the suite runs on.
 * - A test names a day by its offset from the clock's first day (`day(clock, 1)` is Tuesday), never by a
 *    calendar date: calendar constants expire.
 */
export const TIME_ZONE = 'America/New_York';

export interface TestClock {
  (): Date;
  /** The clock's first instant (epoch ms). */
  readonly startedAt: number;
}

const DAY_MS = 24 * 3600_000;

/**
 * @example const now = mondayMorning(); const tuesday = day(now, 1); // 'YYYY-MM-DD'
 */
export function mondayMorning(machineNow: number = Date.now()): TestClock {
  const startedAt = nextMondayEightAm(machineNow);
  const origin = performance.now();
  const clock = () => new Date(startedAt + (performance.now() - origin));
  return Object.assign(clock, { startedAt });
}

/** The calendar date (New York) `offset` days after the clock's first day, as `YYYY-MM-DD`. */
export function day(clock: TestClock, offset: number): string {
  return isoDate.format(new Date(clock.startedAt + offset * DAY_MS));
}

/** The same day as the bot writes it: `Tue, Nov 24`. */
export function dayLabel(clock: TestClock, offset: number): string {
  return label.format(new Date(clock.startedAt + offset * DAY_MS));
}

/** The day as people type it: `Nov 24`. */
export function monthDay(clock: TestClock, offset: number): string {
  return monthDayFormat.format(new Date(clock.startedAt + offset * DAY_MS));
}

const monthDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  month: 'short',
  day: 'numeric',
});
const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const label = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const weekday = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });
const hour = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** 8:00 AM New York on the first Monday strictly after `machineNow` (the zone's offset, DST included). */
function nextMondayEightAm(machineNow: number): number {
  // Every whole hour from the next one on, for 8 days: the first that is Monday 8 AM in New York.
  const firstHour = Math.ceil((machineNow + 1) / 3600_000) * 3600_000;
  for (let at = firstHour; at < machineNow + 8 * DAY_MS; at += 3600_000) {
    const date = new Date(at);
    if (weekday.format(date) === 'Mon' && Number(hour.format(date)) === 8) return at;
  }
  throw new Error('no Monday 8 AM in New York within 8 days');
}

/** A test clock that can skip ahead (the sandbox and the bot read the same one). */
export function skippingClock(): TestClock & { skip(ms: number): void } {
  const base = mondayMorning();
  let skipped = 0;
  const clock = () => new Date(base().getTime() + skipped);
  return Object.assign(clock, {
    startedAt: base.startedAt,
    skip: (ms: number) => {
      skipped += ms;
    },
  });
}
