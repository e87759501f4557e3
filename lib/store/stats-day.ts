/**
 * How a business's counts are kept: one item per UTC day, its counters and hand-off delays by the UTC
 * quarter hour they were counted in (bot-stats.ts says why counters are top-level attributes). One
 * write is one UpdateItem of ADDs over any ItemTable, so the SMS function's light client counts a failed
 * text without loading the SDK (invariant stats-day-item-additive).
 *
 * A write needs no zone: which of the business's days a quarter hour belongs to is decided where the
 * counts are read (bot-stats.ts's `week`). So counting a turn formats no date: the process's first
 * `Intl.DateTimeFormat` costs some 10 ms of CPU, which a worker's first reply paid for its count alone
 * (docs/benchmark.md).
 *
 * @invariant stats-quarter-in-one-day Counts are kept by the UTC quarter hour of their instant: every zone's offset in use is a whole number of quarter hours (Kathmandu's +5:45, Chatham's +12:45), so each quarter hour lies within one day of any zone, and summing them into the business's days is exact, across midnight and a change of the clocks alike.
 */
import { type Item, num, str } from './attribute-values';
import type { ItemTable } from './item-table';
import { STATS_SK, statsUtcPartition, TTL_ATTRIBUTE } from './keys';

/** How long a day's counts are kept (a year's comparisons, and a little more). */
export const STATS_KEPT_DAYS = 400;

/** What each counter attribute's name starts with: `n:<counter>` in a zone's day (as kept before), `n:<HHMM>:<counter>` in a UTC day. */
export const COUNTER_PREFIX = 'n:';

/** A UTC day's hand-off delays of one quarter hour: `d:<HHMM>`, a list (a zone's day kept them in `delays`). */
const DELAYS_PREFIX = 'd:';

/** What one write adds: counters by name, and hand-off delays (ms). */
export interface DayCounts {
  counters: Readonly<Record<string, number>>;
  delaysMs?: readonly number[];
}

/** Where an instant's counts are kept: its UTC day (`YYYY-MM-DD`) and the quarter hour it is in (`HHMM`). */
export interface Quarter {
  utcDay: string;
  quarter: string;
}

/**
 * The UTC day and quarter hour of `at` (invariant stats-quarter-in-one-day).
 * @example quarterOf(new Date('2030-03-04T18:44:59Z')) // { utcDay: '2030-03-04', quarter: '1830' }
 */
export function quarterOf(at: Date): Quarter {
  const iso = at.toISOString();
  const minutes = Math.floor(at.getUTCMinutes() / 15) * 15;
  return { utcDay: iso.slice(0, 10), quarter: `${iso.slice(11, 13)}${String(minutes).padStart(2, '0')}` };
}

/**
 * The instant a quarter hour starts at.
 * @example quarterStart({ utcDay: '2030-03-04', quarter: '1830' }) // 2030-03-04T18:30:00.000Z
 */
export function quarterStart({ utcDay, quarter }: Quarter): Date {
  return new Date(`${utcDay}T${quarter.slice(0, 2)}:${quarter.slice(2)}:00.000Z`);
}

/**
 * Adds `counts` to the business's UTC day of `at`, in its quarter hour; nothing to add writes nothing.
 * @example await addCounts(table, { businessId: 42, at: new Date(), counts: { counters: { 'failed:30006': 1 } }, now });
 */
export async function addCounts(
  table: ItemTable,
  write: { businessId: number; at: Date; counts: DayCounts; now: () => Date },
): Promise<void> {
  const { counters, delaysMs = [] } = write.counts;
  const { utcDay, quarter } = quarterOf(write.at);
  const names: Record<string, string> = { '#ttl': TTL_ATTRIBUTE };
  const values: Item = {
    ':ttl': num(Math.floor(write.now().getTime() / 1000) + STATS_KEPT_DAYS * 86_400),
  };
  const adds = Object.entries(counters)
    .filter(([, by]) => by !== 0)
    .map(([counter, by], i) => {
      names[`#n${i}`] = `${COUNTER_PREFIX}${quarter}:${counter}`;
      values[`:n${i}`] = num(by);
      return `#n${i} :n${i}`;
    });
  const sets = ['#ttl = :ttl'];
  if (delaysMs.length > 0) {
    names['#delays'] = `${DELAYS_PREFIX}${quarter}`;
    values[':delays'] = { L: delaysMs.map(num) };
    values[':none'] = { L: [] };
    sets.push('#delays = list_append(if_not_exists(#delays, :none), :delays)');
  }
  if (adds.length === 0 && delaysMs.length === 0) return;
  await table.send('UpdateItem', {
    Key: { pk: str(statsUtcPartition(write.businessId, utcDay)), sk: str(STATS_SK) },
    UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** Counts as read back: counters by name, and delays (ms). */
export interface ReadCounts {
  counters: Record<string, number>;
  delaysMs: number[];
}

/**
 * The counts of each quarter hour of a UTC day's item, by quarter (`HHMM`), earliest first.
 * @example quartersOf({ 'n:1830:handoffs': { N: '2' }, 'd:1830': { L: [{ N: '60000' }] } }) // Map { '1830' => { counters: { handoffs: 2 }, delaysMs: [60000] } }
 */
export function quartersOf(item: Item): Map<string, ReadCounts> {
  const quarters = new Map<string, ReadCounts>();
  const of = (quarter: string) => {
    const counts = quarters.get(quarter) ?? { counters: {}, delaysMs: [] };
    quarters.set(quarter, counts);
    return counts;
  };
  // `n:` and a quarter of four digits, then the counter's own name (which has colons of its own).
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(COUNTER_PREFIX) && value.N !== undefined) {
      const quarter = name.slice(COUNTER_PREFIX.length, COUNTER_PREFIX.length + 4);
      of(quarter).counters[name.slice(COUNTER_PREFIX.length + 5)] = Number(value.N);
    } else if (name.startsWith(DELAYS_PREFIX) && value.L) {
      of(name.slice(DELAYS_PREFIX.length)).delaysMs.push(...value.L.map((delay) => Number(delay.N)));
    }
  }
  return new Map([...quarters].sort(([a], [b]) => (a < b ? -1 : 1)));
}
