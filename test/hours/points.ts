/**
 * The instants `npm run test:hours` runs the suite at: four hours of the day in New York (night, the
 * morning's first decent hour, the afternoon, after texts stop at 21:00) on a Saturday and on a weekday.
 */

const TIME_ZONE = 'America/New_York';
const HOURS = ['03:00', '08:30', '15:00', '21:30'] as const;
/** A Saturday (no reminders' weekday windows, Sunday next) and a Wednesday (mid-week). */
const DAYS = [
  { weekday: 'Sat', label: 'Saturday' },
  { weekday: 'Wed', label: 'Wednesday' },
] as const;
const DAY_MS = 24 * 3600_000;

export interface MatrixPoint {
  /** `Sat` or `Wed`. */
  weekday: string;
  /** `HH:MM`, New York. */
  time: string;
  /** The instant (epoch ms). */
  at: number;
  /** As people read it: `Saturday 2026-12-05 21:30 New York`. */
  label: string;
}

/**
 * The eight points, on the first Saturday and the first Wednesday after `machineNow`'s day in New York.
 * @example matrixPoints(Date.parse('2026-11-29T00:00:00Z')).map(pointName) // ['Sat 03:00', …, 'Wed 21:30']
 */
export function matrixPoints(machineNow: number): MatrixPoint[] {
  return DAYS.flatMap(({ weekday, label }) => {
    const date = nextDate(machineNow, weekday);
    return HOURS.map((time) => ({
      weekday,
      time,
      at: newYorkInstant(date, time),
      label: `${label} ${date} ${time} New York`,
    }));
  });
}

/** How `--at` names a point: `Sat 21:30`. */
export function pointName(point: MatrixPoint): string {
  return `${point.weekday} ${point.time}`;
}

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The first New York date after `machineNow`'s whose weekday is `weekday`, as `YYYY-MM-DD`. */
function nextDate(machineNow: number, weekday: string): string {
  for (let days = 1; days <= 7; days += 1) {
    const at = new Date(machineNow + days * DAY_MS);
    if (weekdayFormat.format(at) === weekday) return dateFormat.format(at);
  }
  throw new Error(`no ${weekday} within a week`);
}

/** `time` on `date` in New York, as an instant: whichever of the zone's two offsets reads back as that wall clock. */
function newYorkInstant(date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  for (const hours of [4, 5]) {
    const at = wall + hours * 3600_000;
    if (wallClock.format(new Date(at)).replace(', ', 'T') === `${date}T${time}`) return at;
  }
  throw new Error(`${date} ${time} does not occur in ${TIME_ZONE}`);
}
