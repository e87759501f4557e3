/**
 * Rate limits: how many times something was done in the current window, per scope (a conversation, a
 * Slack workspace or user asking for hand-offs or codes), counted in the table with a TTL, so every
 * Lambda container sees the same count: an item per scope and window, its count ADDed in one request,
 * expiring with its window.
 *
 * @invariant limit-scope-digested A counter's key is a digest of its scope, never the scope itself: the table names no Slack user, workspace or conversation by its counters (they outlive an uninstall, for a window).
 * @invariant limit-counted-in-one-request Each thing done is counted by one UpdateItem (an ADD), on a counter's own item (`take`) or on an item another store already writes or reads in that request (`countOn`): a limit adds no read.
 * @invariant limit-refusal-said-once The count goes on past the cap, so the first refusal of a window is told apart from the rest (`first`): the person is told once, and what follows in that window is dropped silently.
 */
import { createHash } from 'node:crypto';
import { type Item, num, readOptionalNumber, str } from './attribute-values';
import { type DynamoDBClient, UpdateItemCommand } from './dynamodb-sdk';
import { rateLimitPartition, TTL_ATTRIBUTE } from './keys';

/** A cap: at most `max` in each window of `windowMs`, named for what it counts. */
export interface RateLimit {
  /** What is counted (the counter's sort key, or its attribute on another item): `handoff-messages`. */
  name: string;
  max: number;
  windowMs: number;
}

/** Whether one more was allowed; when not, whether it is the window's first refusal, and when the window ends. */
export type Taken = { allowed: true } | { allowed: false; first: boolean; until: string };

export interface RateLimits {
  /**
   * Counts one for `scope` under `limit`. One request.
   * @example const taken = await limits.take('slack-workspace:T1', HANDOFF_CAPS.workspace.messages);
   */
  take(scope: string, limit: RateLimit): Promise<Taken>;
  /**
   * Takes back one counted for `scope` under `limit` in the current window (what it was counted for
   * did not happen). One request.
   * @example await limits.giveBack('slack-user:T1:U2', sendsPerWindow);
   */
  giveBack(scope: string, limit: RateLimit): Promise<void>;
}

/**
 * @example const limits = createDynamoRateLimits({ client, tableName, now });
 */
export function createDynamoRateLimits(deps: {
  client: DynamoDBClient;
  tableName: string;
  now: () => Date;
}): RateLimits {
  /** One ADD of `by` on the counter of `scope` under `limit` for the window of `atMs`; its new count's attributes. */
  async function add(scope: string, limit: RateLimit, by: number, atMs: number): Promise<Item | undefined> {
    const { windowIndex, endsAt } = windowOf(limit, atMs);
    const result = await deps.client.send(
      new UpdateItemCommand({
        TableName: deps.tableName,
        Key: { pk: str(rateLimitPartition(digestOf(scope))), sk: str(`${limit.name}#${windowIndex}`) },
        UpdateExpression: 'ADD #counted :by SET #ttl = :ttl',
        ExpressionAttributeNames: { '#counted': attributeOf(limit, windowIndex), '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':by': num(by),
          // The window's end: the item no longer matters then.
          ':ttl': num(Math.ceil(endsAt / 1000)),
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return result.Attributes;
  }
  return {
    async take(scope, limit) {
      const atMs = deps.now().getTime();
      return countOn(limit, atMs).read(await add(scope, limit, 1, atMs));
    },
    async giveBack(scope, limit) {
      await add(scope, limit, -1, deps.now().getTime());
    },
  };
}

/** The scope's digest (invariant limit-scope-digested). */
function digestOf(scope: string): string {
  return createHash('sha256').update(scope).digest('hex').slice(0, 40);
}

/** The counter's attribute for one window: `<name>@<window index>`. */
function attributeOf(limit: RateLimit, windowIndex: number): string {
  return `${limit.name}@${windowIndex}`;
}

/**
 * One counted under `limit` on an item another store updates anyway (invariant limit-counted-in-one-request):
 * the `ADD` clause (the current window's attribute, `<name>@<window index>`) to put in its
 * UpdateExpression with `names` and `values`, and how its returned attributes (ALL_NEW or UPDATED_NEW)
 * read as a `Taken`.
 * @example const counted = countOn(HANDOFF_CAPS.conversation.messages, Date.now()); // counted.add === 'ADD #counted :one'
 */
export function countOn(
  limit: RateLimit,
  atMs: number,
): {
  add: string;
  names: Record<string, string>;
  values: Item;
  read(attributes: Item | undefined): Taken;
} {
  const { windowIndex, endsAt } = windowOf(limit, atMs);
  const attribute = attributeOf(limit, windowIndex);
  return {
    add: 'ADD #counted :one',
    names: { '#counted': attribute },
    values: { ':one': num(1) },
    read(attributes) {
      const count = (attributes && readOptionalNumber(attributes, attribute)) ?? 1;
      if (count <= limit.max) return { allowed: true };
      return { allowed: false, first: count === limit.max + 1, until: new Date(endsAt).toISOString() };
    },
  };
}

function windowOf(limit: RateLimit, atMs: number): { windowIndex: number; endsAt: number } {
  const windowIndex = Math.floor(atMs / limit.windowMs);
  return { windowIndex, endsAt: (windowIndex + 1) * limit.windowMs };
}
