/**
 * One write to a business's day of counts (bot-stats.ts says why its counters are top-level `n:`
 * attributes): one UpdateItem of ADDs over any ItemTable, so the SMS function's light client counts a
 * failed text without loading the SDK (invariant stats-day-item-additive).
 */
import { type Item, num, str } from './attribute-values';
import type { ItemTable } from './item-table';
import { STATS_SK, statsPartition, TTL_ATTRIBUTE } from './keys';

/** How long a day's counts are kept (a year's comparisons, and a little more). */
export const STATS_KEPT_DAYS = 400;

/** What each counter attribute's name starts with. */
export const COUNTER_PREFIX = 'n:';

/** What one write adds to a day: counters by name, and hand-off delays (ms). */
export interface DayCounts {
  counters: Readonly<Record<string, number>>;
  delaysMs?: readonly number[];
}

/**
 * Adds `counts` to the business's day `day`; nothing to add writes nothing.
 * @example await addToDay(table, { businessId: 42, day: '2030-03-04', counts: { counters: { 'failed:30006': 1 } }, now });
 */
export async function addToDay(
  table: ItemTable,
  write: { businessId: number; day: string; counts: DayCounts; now: () => Date },
): Promise<void> {
  const { counters, delaysMs = [] } = write.counts;
  const names: Record<string, string> = { '#ttl': TTL_ATTRIBUTE };
  const values: Item = {
    ':ttl': num(Math.floor(write.now().getTime() / 1000) + STATS_KEPT_DAYS * 86_400),
  };
  const adds = Object.entries(counters)
    .filter(([, by]) => by !== 0)
    .map(([counter, by], i) => {
      names[`#n${i}`] = `${COUNTER_PREFIX}${counter}`;
      values[`:n${i}`] = num(by);
      return `#n${i} :n${i}`;
    });
  const sets = ['#ttl = :ttl'];
  if (delaysMs.length > 0) {
    names['#delays'] = 'delays';
    values[':delays'] = { L: delaysMs.map(num) };
    values[':none'] = { L: [] };
    sets.push('#delays = list_append(if_not_exists(#delays, :none), :delays)');
  }
  if (adds.length === 0 && delaysMs.length === 0) return;
  await table.send('UpdateItem', {
    Key: { pk: str(statsPartition(write.businessId, write.day)), sk: str(STATS_SK) },
    UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}
