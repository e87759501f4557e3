/**
 * The bot's counts per business (issue 39's digest is made of these alone): written with ADD by each
 * turn's facts at their instant (lib/stats/counts.ts names the counters; stats-day.ts keeps them by UTC
 * day and quarter hour), read a week of the business's days at a time, each quarter hour summed into
 * the day of the business's zone it fell on.
 *
 * Counters are top-level attributes named `n:<quarter>:<counter>` (`n:1415:placed:sms:en`,
 * `n:1415:at:order/address`), not nested maps: ADD creates a missing top-level number, whereas ADD into
 * a map's key fails until the map exists, which would take a second write (or a read) on a day's first
 * turn. A UTC day's item holds a few dozen of them per busy quarter hour. A hand-off's time to first
 * answer is appended to its quarter's list (`d:<quarter>`): the digest tells their median and worst,
 * which no counter gives.
 *
 * @invariant stats-day-item-additive Every write is one UpdateItem of ADDs (and a list append): turns of one day never conflict, and two writers at once both count.
 * @invariant stats-without-people A day's item holds counts by channel, language, step and Twilio code, and delays in ms: never a name, phone, code or word anyone typed.
 * @invariant digest-sent-once A week's digest is claimed by a conditional put of its marker before it is posted: a second claim (a redelivered or doubled send) finds it and posts nothing. A post that fails gives the claim back, and the send is retried.
 * @invariant stats-old-days-read Counts written by the business's day before they were kept by the quarter hour (`STATS#<business>#<day>`) are read beside the quarter hours of that day, in the same BatchGetItem, for as long as they are kept (400 days): no count is lost to the change.
 */

import { addDays, dayInZone } from '../calendar';
import { type Item, num, str } from './attribute-values';
import { itemTable } from './dynamodb-client';
import { BatchGetItemCommand, DeleteItemCommand, type DynamoDBClient, PutItemCommand } from './dynamodb-sdk';
import {
  DIGEST_SK,
  digestPartition,
  STATS_SK,
  statsPartition,
  statsUtcPartition,
  TTL_ATTRIBUTE,
} from './keys';
import {
  addCounts,
  COUNTER_PREFIX,
  type DayCounts,
  quarterStart,
  quartersOf,
  type ReadCounts,
  STATS_KEPT_DAYS,
} from './stats-day';

export { type DayCounts, STATS_KEPT_DAYS } from './stats-day';

/** A day's counts as read back; a day with none has empty ones. */
export interface DayStats {
  day: string;
  counters: Record<string, number>;
  delaysMs: number[];
}

export interface BotStats {
  /** Adds `counts` at the instant `at` (its day in the business's zone is the reader's: `week`). One UpdateItem. */
  add(at: Date, counts: DayCounts): Promise<void>;
  /** The 7 days of the business's zone from `firstDay`, in order, each with its counts (empty for a day nothing was counted). One BatchGetItem. */
  week(firstDay: string): Promise<DayStats[]>;
  /** Claims the digest of the week starting `week`: true the first time, false ever after (invariant digest-sent-once). */
  claimDigest(week: string): Promise<boolean>;
  /** Gives a claim back: its digest could not be posted, and the send is tried again. */
  releaseDigest(week: string): Promise<void>;
}

/**
 * @example const stats = createDynamoBotStats({ client, tableName, businessId: 42, timeZone: 'America/New_York', now: () => new Date() });
 */
export function createDynamoBotStats(deps: {
  client: DynamoDBClient;
  tableName: string;
  businessId: number;
  /** The business's zone (TIME_ZONE): the days a week's counts are summed into. */
  timeZone: string;
  /** The bot's clock: for the items' expiry only. */
  now: () => Date;
}): BotStats {
  const { client, tableName, businessId, timeZone } = deps;
  const table = itemTable(client, tableName);
  const keyOf = (pk: string) => ({ pk: str(pk), sk: str(STATS_SK) });
  const expiry = () => num(Math.floor(deps.now().getTime() / 1000) + STATS_KEPT_DAYS * 86_400);
  return {
    add: (at, counts) => addCounts(table, { businessId, at, counts, now: deps.now }),

    async week(firstDay) {
      const days = Array.from({ length: 7 }, (_, i) => addDays(firstDay, i));
      // A day of any zone (UTC-12 to UTC+14) lies within the UTC day before it, its own and the one after.
      const utcDays = Array.from({ length: 9 }, (_, i) => addDays(firstDay, i - 1));
      const oldDays = days.map((day) => statsPartition(businessId, day));
      const found = new Map<string, Item>();
      let keys: Item[] | undefined = [
        ...oldDays,
        ...utcDays.map((utcDay) => statsUtcPartition(businessId, utcDay)),
      ].map(keyOf);
      // Unprocessed keys (throttling) are asked again until none is left.
      for (let round = 0; keys && keys.length > 0 && round < 5; round++) {
        const answer = await client.send(
          new BatchGetItemCommand({
            RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } },
          }),
        );
        for (const item of answer.Responses?.[tableName] ?? []) found.set(item.pk?.S ?? '', item);
        keys = answer.UnprocessedKeys?.[tableName]?.Keys as Item[] | undefined;
      }
      if (keys && keys.length > 0) throw new Error('the week of counts could not be read whole');
      return summedIntoDays(
        days.map((day, i) => ({ day, old: found.get(oldDays[i] as string) })),
        utcDays.map((utcDay) => ({ utcDay, item: found.get(statsUtcPartition(businessId, utcDay)) })),
        timeZone,
      );
    },

    async claimDigest(week) {
      try {
        await client.send(
          new PutItemCommand({
            TableName: tableName,
            Item: {
              pk: str(digestPartition(businessId, week)),
              sk: str(DIGEST_SK),
              at: str(deps.now().toISOString()),
              [TTL_ATTRIBUTE]: expiry(),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },

    async releaseDigest(week) {
      await client.send(
        new DeleteItemCommand({
          TableName: tableName,
          Key: { pk: str(digestPartition(businessId, week)), sk: str(DIGEST_SK) },
        }),
      );
    },
  };
}

/**
 * The business's days in `timeZone`, each its old item's counts (invariant stats-old-days-read) and
 * every quarter hour of the UTC days' items that fell on it (invariant stats-quarter-in-one-day).
 */
function summedIntoDays(
  days: ReadonlyArray<{ day: string; old: Item | undefined }>,
  utcDays: ReadonlyArray<{ utcDay: string; item: Item | undefined }>,
  timeZone: string,
): DayStats[] {
  const sums = new Map(days.map(({ day, old }) => [day, oldDayCounts(old)]));
  for (const { utcDay, item } of utcDays)
    for (const [quarter, counts] of item ? quartersOf(item) : []) {
      const sum = sums.get(dayInZone(quarterStart({ utcDay, quarter }), timeZone));
      if (sum) addInto(sum, counts);
    }
  return days.map(({ day }) => dayStatsOf(day, sums.get(day) as ReadCounts));
}

/** A day's counts as written by the business's day before the quarter hours (`n:<counter>`, `delays`). */
function oldDayCounts(item: Item | undefined): ReadCounts {
  const counters: Record<string, number> = {};
  for (const [name, value] of Object.entries(item ?? {}))
    if (name.startsWith(COUNTER_PREFIX) && value.N !== undefined)
      counters[name.slice(COUNTER_PREFIX.length)] = Number(value.N);
  return { counters, delaysMs: (item?.delays?.L ?? []).map((value) => Number(value.N)) };
}

function addInto(sum: ReadCounts, counts: ReadCounts): void {
  for (const [name, n] of Object.entries(counts.counters)) sum.counters[name] = (sum.counters[name] ?? 0) + n;
  sum.delaysMs.push(...counts.delaysMs);
}

function dayStatsOf(day: string, sum: ReadCounts): DayStats {
  // A counter back at 0 (a step every conversation left again) is nothing to tell.
  const counters = Object.fromEntries(Object.entries(sum.counters).filter(([, n]) => n !== 0));
  return { day, counters, delaysMs: sum.delaysMs };
}
