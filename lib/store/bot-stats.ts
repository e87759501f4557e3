/**
 * The bot's counts per business per day (issue 39's digest is made of these alone): one item a day,
 * written with ADD by each turn's facts (lib/stats/counts.ts names the counters), read a week at a time.
 *
 * Counters are top-level attributes named `n:<counter>` (`n:placed:sms:en`, `n:at:order/address`), not
 * nested maps: ADD creates a missing top-level number, whereas ADD into a map's key fails until the
 * map exists, which would take a second write (or a read) on a day's first turn. An item holds a few
 * dozen of them. A hand-off's time to first answer is appended to a list (`delays`): the digest tells
 * their median and worst, which no counter gives.
 *
 * @invariant stats-day-item-additive Every write is one UpdateItem of ADDs (and a list append): turns of one day never conflict, and two writers at once both count.
 * @invariant stats-without-people A day's item holds counts by channel, language, step and Twilio code, and delays in ms: never a name, phone, code or word anyone typed.
 * @invariant digest-sent-once A week's digest is claimed by a conditional put of its marker before it is posted: a second claim (a redelivered or doubled send) finds it and posts nothing. A post that fails gives the claim back, and the send is retried.
 */

import { addDays } from '../calendar';
import { type Item, num, str } from './attribute-values';
import { itemTable } from './dynamodb-client';
import { BatchGetItemCommand, DeleteItemCommand, type DynamoDBClient, PutItemCommand } from './dynamodb-sdk';
import { DIGEST_SK, digestPartition, STATS_SK, statsPartition, TTL_ATTRIBUTE } from './keys';
import { addToDay, COUNTER_PREFIX, type DayCounts, STATS_KEPT_DAYS } from './stats-day';

export { type DayCounts, STATS_KEPT_DAYS } from './stats-day';

/** A day's counts as read back; a day with none has empty ones. */
export interface DayStats {
  day: string;
  counters: Record<string, number>;
  delaysMs: number[];
}

export interface BotStats {
  /** Adds `counts` to the business's day `day` (`YYYY-MM-DD` in its zone). One UpdateItem. */
  add(day: string, counts: DayCounts): Promise<void>;
  /** The 7 days from `firstDay`, in order, each with its counts (empty for a day nothing was counted). One BatchGetItem. */
  week(firstDay: string): Promise<DayStats[]>;
  /** Claims the digest of the week starting `week`: true the first time, false ever after (invariant digest-sent-once). */
  claimDigest(week: string): Promise<boolean>;
  /** Gives a claim back: its digest could not be posted, and the send is tried again. */
  releaseDigest(week: string): Promise<void>;
}

/**
 * @example const stats = createDynamoBotStats({ client, tableName, businessId: 42, now: () => new Date() });
 */
export function createDynamoBotStats(deps: {
  client: DynamoDBClient;
  tableName: string;
  businessId: number;
  /** The bot's clock: for the items' expiry only. */
  now: () => Date;
}): BotStats {
  const { client, tableName, businessId } = deps;
  const table = itemTable(client, tableName);
  const keyOf = (day: string) => ({ pk: str(statsPartition(businessId, day)), sk: str(STATS_SK) });
  const expiry = () => num(Math.floor(deps.now().getTime() / 1000) + STATS_KEPT_DAYS * 86_400);
  return {
    add: (day, counts) => addToDay(table, { businessId, day, counts, now: deps.now }),

    async week(firstDay) {
      const days = Array.from({ length: 7 }, (_, i) => addDays(firstDay, i));
      const found = new Map<string, Item>();
      let keys: Item[] | undefined = days.map(keyOf);
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
      return days.map((day) => dayStatsOf(day, found.get(statsPartition(businessId, day))));
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

function dayStatsOf(day: string, item: Item | undefined): DayStats {
  const counters: Record<string, number> = {};
  // A counter back at 0 (a step every conversation left again) is nothing to tell.
  for (const [name, value] of Object.entries(item ?? {}))
    if (name.startsWith(COUNTER_PREFIX) && value.N !== undefined && Number(value.N) !== 0)
      counters[name.slice(COUNTER_PREFIX.length)] = Number(value.N);
  const delaysMs = (item?.delays?.L ?? []).map((value) => Number(value.N));
  return { day, counters, delaysMs };
}
