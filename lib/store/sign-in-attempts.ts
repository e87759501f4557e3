import type { Classified } from '../ports';
import { type Item, num, readNumber, str } from './attribute-values';
import {
  DeleteItemCommand,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from './dynamodb-sdk';
import { errorName } from './errors';
import { phonePartition, SENDS_SK_PREFIX, SIGN_IN_ATTEMPTS_SK, TTL_ATTRIBUTE } from './keys';
import type { PhoneFingerprint } from './phone-fingerprint';
import { createDynamoRateLimits, type RateLimit } from './rate-limits';

export { TTL_ATTRIBUTE };

/** Where a phone number stands: wrong one-time codes in the current window, and the lock's end if locked. */
export interface SignInAttemptStatus {
  failures: number;
  /** ISO time; present while sign-in is locked for this phone. */
  lockedUntil?: string;
}

/**
 * Whether one more code may be texted (or one more sign-up made); when not, which limit holds and until
 * when: the phone's 10-minute window or day, the requester's (`requester`: too many phones, or
 * sign-ups, asked for by one Slack user, workspace or conversation), or the business's sign-ups of
 * the day (`business`: from every requester together).
 */
export type SendAllowance =
  | { allowed: true }
  | {
      allowed: false;
      limit: 'window' | 'day' | 'requester' | 'business';
      /** ISO time the limit lifts. */
      until: string;
    };

/** A requester's caps per 10-minute window and per UTC day: codes sent, and sign-ups (customers created). */
interface RequesterCaps {
  sendsPerWindow: number;
  sendsPerDay: number;
  signUpsPerDay: number;
}

/** A requester's caps as counters (rate-limits.ts): codes per 10 minutes, then per day; sign-ups per day. */
function requesterLimits(caps: RequesterCaps): Record<'sends' | 'sign-ups', RateLimit[]> {
  return {
    sends: [
      { name: 'code-sends', max: caps.sendsPerWindow, windowMs: SEND_WINDOW_MS },
      { name: 'code-sends-daily', max: caps.sendsPerDay, windowMs: DAY_MS },
    ],
    'sign-ups': [{ name: 'sign-ups', max: caps.signUpsPerDay, windowMs: DAY_MS }],
  };
}

/**
 * The caps of one person (a Slack user, a conversation): a sign-in and its "send it again"s for two
 * numbers fit; six phones in a minute do not. A workspace's are a company's worth of people.
 */
export const REQUESTER_CAPS: { person: RequesterCaps; workspace: RequesterCaps } = {
  person: { sendsPerWindow: 5, sendsPerDay: 10, signUpsPerDay: 3 },
  workspace: { sendsPerWindow: 100, sendsPerDay: 500, signUpsPerDay: 100 },
};

/** The business's counter: one scope for the table's business (one table per business). */
const BUSINESS_SCOPE = 'business';

/**
 * Wrong one-time codes and codes texted per phone number, shared by every conversation and channel that
 * signs in with it (a second terminal, another Slack user, a text), so starting a new conversation does
 * not buy fresh tries or fresh texts.
 */
export interface SignInAttempts {
  /** The current count and lock; { failures: 0 } once the window or the lock has run out. */
  status(phoneNumber: string): Promise<SignInAttemptStatus>;
  /**
   * Counts one wrong code, atomically. The failure that reaches `maxFailures` locks the phone for
   * `coolDownMs`; while locked nothing is counted and the lock is returned as it stands (not extended).
   */
  recordFailure(phoneNumber: string): Promise<SignInAttemptStatus>;
  /** Forgets the failures (after a right code). */
  reset(phoneNumber: string): Promise<void>;
  /**
   * Counts one code about to be texted, atomically, unless the phone already had `maxSendsPerWindow`
   * in this 10-minute window or `maxSendsPerDay` this (UTC) day: then nothing is counted and the limit is
   * returned. One conditional write per phone, and before it one per requester (`requestersOf`) and
   * limit (its 10 minutes, its day; rate-limits.ts): a requester over its caps is refused first, and
   * nothing is counted for the phone.
   */
  recordSend(phoneNumber: string, requesters?: readonly string[]): Promise<SendAllowance>;
  /**
   * Counts one sign-up (a customer about to be created, whose code the service texts) for each
   * requester, and its code for each requester and the phone; refused, with nothing sent, when a
   * requester is over its sign-ups or codes, or then the business over its sign-ups of the day
   * (invariant sign-ups-capped-per-business). The phone's own limits do not refuse it (a number is
   * created once: a second creation is the service's 409), but it is counted.
   */
  recordSignUp(phoneNumber: string, requesters: readonly string[]): Promise<SendAllowance>;
}

/** What counts or forgets: made at most once per turn (turn/once-per-turn.ts `oncePerTurn`; see ../ports.ts). */
export const SIGN_IN_MUTATING = [
  'recordFailure',
  'reset',
  'recordSend',
  'recordSignUp',
] as const satisfies readonly (keyof SignInAttempts)[];
/** What only reads: made afresh. */
export const SIGN_IN_READING = ['status'] as const satisfies readonly Exclude<
  keyof SignInAttempts,
  (typeof SIGN_IN_MUTATING)[number]
>[];
/** Every method of the sign-in attempts, each sorted once. */
export type SignInAttemptsMethod = Classified<
  keyof SignInAttempts,
  typeof SIGN_IN_MUTATING,
  typeof SIGN_IN_READING
>;

/** Wrong codes allowed before the cool-down (MAX_OTP_ATTEMPTS in the sign-in flow). */
export const DEFAULT_MAX_SIGN_IN_FAILURES = 5;
/** Length of the lock, and of the window failures are counted in (OTP_COOL_DOWN_MS in the sign-in flow). */
export const DEFAULT_SIGN_IN_COOL_DOWN_MS = 10 * 60 * 1000;

/** Codes texted to one phone per 10-minute window (a sign-in, then two "send it again"). */
export const DEFAULT_MAX_SENDS_PER_WINDOW = 3;
/** Codes texted to one phone per UTC day. */
export const DEFAULT_MAX_SENDS_PER_DAY = 6;
const SEND_WINDOW_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Rounds of "increment a live item / start a new window" before a race is called a failure. */
const MAX_ROUNDS = 5;

/**
 * DynamoDB-backed SignInAttempts: one `PHONE#<fingerprint>` / `SIGNIN` item per phone number, holding
 * `failures`, `endsAt` (epoch ms: the end of the window, or of the lock once failures reach the
 * maximum) and the table's TTL attribute (epoch seconds, the same moment), so the item vanishes when it
 * no longer matters. TTL deletion is lazy: an item past `endsAt` is treated as absent.
 *
 * The window slides: each counted failure moves `endsAt` to now + coolDownMs, so failures older than
 * the cool-down (counted from the latest one) are forgotten; the failure that reaches the maximum
 * starts the lock, which then ends exactly coolDownMs later.
 *
 * Codes texted are counted in fixed windows: one `PHONE#<fingerprint>` / `SENDS#<UTC day>` item per phone
 * and day, holding the day's count (`sends`) and one count per 10-minute window of that day (`w<n>`); a
 * window never spans two days (600 s divides 86,400 s). One conditional ADD counts a send only while
 * both are under their maximum, so concurrent sends from two channels never exceed either. The item
 * expires with its day.
 *
 * The phone number is never stored, not even in the key: the partition key is its keyed fingerprint
 * (phone-fingerprint.ts), the same as the phone directory's, so one phone is one partition.
 *
 * Requesters are counted by rate-limits.ts, keyed by a digest (invariant limit-scope-digested), and so
 * are the business's sign-ups of the day: one item per day, one ADD per sign-up.
 *
 * @invariant sign-ups-capped-per-business Sign-ups are capped per business too, across every workspace and channel
 *   (`signUpsPerDay`, SIGN_UPS_PER_DAY), counted once the requesters' own caps let one through: anyone may
 *   install the app, so its workspaces' caps alone bound nothing. A refused sign-up creates nothing and
 *   texts nothing, and is reported (`onSignUpsCapped`: a metric an alarm watches).
 */
export function createDynamoSignInAttempts(deps: {
  client: DynamoDBClient;
  tableName: string;
  fingerprint: PhoneFingerprint;
  now?: () => Date;
  maxFailures?: number;
  coolDownMs?: number;
  maxSendsPerWindow?: number;
  maxSendsPerDay?: number;
  /** Each requester's caps (default REQUESTER_CAPS). */
  requesterCaps?: typeof REQUESTER_CAPS;
  /** The business's sign-ups a UTC day, from all its requesters together (SIGN_UPS_PER_DAY). */
  signUpsPerDay: number;
  /** A sign-up refused for the business's cap (invariant sign-ups-capped-per-business). */
  onSignUpsCapped?: () => void;
}): SignInAttempts {
  const { client, tableName } = deps;
  const now = deps.now ?? (() => new Date());
  const maxFailures = deps.maxFailures ?? DEFAULT_MAX_SIGN_IN_FAILURES;
  const coolDownMs = deps.coolDownMs ?? DEFAULT_SIGN_IN_COOL_DOWN_MS;
  const maxSendsPerWindow = deps.maxSendsPerWindow ?? DEFAULT_MAX_SENDS_PER_WINDOW;
  const maxSendsPerDay = deps.maxSendsPerDay ?? DEFAULT_MAX_SENDS_PER_DAY;
  const requesterCaps = deps.requesterCaps ?? REQUESTER_CAPS;
  const limitsOf = {
    person: requesterLimits(requesterCaps.person),
    workspace: requesterLimits(requesterCaps.workspace),
  };
  const rateLimits = createDynamoRateLimits({ client, tableName, now });
  const businessSignUps: RateLimit = {
    name: 'sign-ups',
    max: deps.signUpsPerDay,
    windowMs: DAY_MS,
  };
  if (!Number.isSafeInteger(maxFailures) || maxFailures < 1) {
    throw new RangeError('maxFailures must be a positive integer');
  }
  if (!Number.isSafeInteger(coolDownMs) || coolDownMs < 1) {
    throw new RangeError('coolDownMs must be a positive integer');
  }

  function key(phoneNumber: string, sk = SIGN_IN_ATTEMPTS_SK): Item {
    // One form only (readPhone's), or "(212) 555-0101" and "2125550101" would count apart.
    if (!/^\d{10}$/.test(phoneNumber)) throw new RangeError('phoneNumber must be 10 digits (see readPhone)');
    return { pk: str(phonePartition(deps.fingerprint(phoneNumber))), sk: str(sk) };
  }

  /** The status an item shows at `atMs`; an absent or run-out item is no failures. */
  function statusOf(item: Item | undefined, atMs: number): SignInAttemptStatus {
    if (!item) return { failures: 0 };
    const endsAt = readNumber(item, 'endsAt');
    if (endsAt <= atMs) return { failures: 0 };
    const failures = readNumber(item, 'failures');
    return failures >= maxFailures ? { failures, lockedUntil: new Date(endsAt).toISOString() } : { failures };
  }

  /** The attributes a failure at `atMs` writes: the window (or lock) now ends coolDownMs later. */
  function timeAttributes(atMs: number) {
    const endsAt = atMs + coolDownMs;
    return {
      endsAt: num(endsAt),
      // Rounded up so DynamoDB never deletes the item before endsAt.
      ttl: num(Math.ceil(endsAt / 1000)),
      updatedAt: str(new Date(atMs).toISOString()),
    };
  }

  async function read(itemKey: Item): Promise<Item | undefined> {
    const result = await client.send(
      new GetItemCommand({ TableName: tableName, Key: itemKey, ConsistentRead: true }),
    );
    return result.Item;
  }

  return {
    async status(phoneNumber) {
      return statusOf(await read(key(phoneNumber)), now().getTime());
    },

    async recordFailure(phoneNumber) {
      const itemKey = key(phoneNumber);
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const atMs = now().getTime();
        const times = timeAttributes(atMs);
        // 1. A live, unlocked window: count one more (ADD is atomic, so concurrent failures all count).
        try {
          const result = await client.send(
            new UpdateItemCommand({
              TableName: tableName,
              Key: itemKey,
              UpdateExpression: 'ADD failures :one SET endsAt = :endsAt, #ttl = :ttl, updatedAt = :updatedAt',
              // Comparisons on a missing attribute are false, so this also requires the item to exist.
              ConditionExpression: 'endsAt > :now AND failures < :max',
              ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
              ExpressionAttributeValues: {
                ':one': num(1),
                ':endsAt': times.endsAt,
                ':ttl': times.ttl,
                ':updatedAt': times.updatedAt,
                ':now': num(atMs),
                ':max': num(maxFailures),
              },
              ReturnValues: 'ALL_NEW',
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            }),
          );
          return statusOf(result.Attributes, atMs);
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
          // Engines without ReturnValuesOnConditionCheckFailure (dynalite) send no Item: read it.
          const old = error.Item ?? (await read(itemKey));
          const current = statusOf(old, atMs);
          // 2. Locked: nothing to count, and the lock is not extended.
          if (current.lockedUntil !== undefined) return current;
        }
        // 3. No item, or its window ran out: start a new window with this failure.
        const fresh: Item = {
          ...itemKey,
          failures: num(1),
          endsAt: times.endsAt,
          [TTL_ATTRIBUTE]: times.ttl,
          updatedAt: times.updatedAt,
        };
        try {
          await client.send(
            new PutItemCommand({
              TableName: tableName,
              Item: fresh,
              ConditionExpression: 'attribute_not_exists(pk) OR endsAt <= :now',
              ExpressionAttributeValues: { ':now': num(atMs) },
            }),
          );
          return statusOf(fresh, atMs);
        } catch (error) {
          // Another caller started the window first: go round and count on top of theirs.
          if (!isConditionFailure(error)) throw error;
        }
      }
      throw new Error(`sign-in failure not recorded: still contended after ${MAX_ROUNDS} rounds`);
    },

    async reset(phoneNumber) {
      await client.send(new DeleteItemCommand({ TableName: tableName, Key: key(phoneNumber) }));
    },

    async recordSend(phoneNumber, requesters = []) {
      const refused = await countRequesters(requesters, 'sends');
      if (refused) return refused;
      const allowance = await countPhone(phoneNumber);
      // Nothing is sent: the requesters' counts are given back, so the phone's limit is the one said.
      if (!allowance.allowed) await uncount(requesters);
      return allowance;
    },

    async recordSignUp(phoneNumber, requesters) {
      const refused =
        (await countRequesters(requesters, 'sign-ups')) ??
        (await countRequesters(requesters, 'sends')) ??
        (await countBusiness());
      if (refused) return refused;
      // Counted for the phone, never refused for it (see the port).
      await countPhone(phoneNumber);
      return { allowed: true };
    },
  };

  /** The limits of one requester's sends or sign-ups. */
  function requesterLimitsOf(requester: string, what: 'sends' | 'sign-ups'): RateLimit[] {
    return limitsOf[requester.startsWith('slack-workspace:') ? 'workspace' : 'person'][what];
  }

  /**
   * Counts one for each requester in turn; the first refusal stops and is returned (those before keep
   * their count: an attempt they made). A requester's limits are taken in turn too, and those taken
   * before one that refuses are given back, so its day counts only what its window let through.
   */
  async function countRequesters(
    requesters: readonly string[],
    what: 'sends' | 'sign-ups',
  ): Promise<Exclude<SendAllowance, { allowed: true }> | undefined> {
    for (const requester of requesters) {
      const limits = requesterLimitsOf(requester, what);
      for (const [index, limit] of limits.entries()) {
        const taken = await rateLimits.take(requester, limit);
        if (taken.allowed) continue;
        for (const before of limits.slice(0, index)) await rateLimits.giveBack(requester, before);
        return { allowed: false, limit: 'requester', until: taken.until };
      }
    }
    return undefined;
  }

  /** One sign-up of the business's day (invariant sign-ups-capped-per-business); the refusal, reported, when over. */
  async function countBusiness(): Promise<Exclude<SendAllowance, { allowed: true }> | undefined> {
    const taken = await rateLimits.take(BUSINESS_SCOPE, businessSignUps);
    if (taken.allowed) return undefined;
    deps.onSignUpsCapped?.();
    return { allowed: false, limit: 'business', until: taken.until };
  }

  /** Takes back one send of each requester (the send they were counted for did not happen). */
  async function uncount(requesters: readonly string[]): Promise<void> {
    for (const requester of requesters) {
      for (const limit of requesterLimitsOf(requester, 'sends')) await rateLimits.giveBack(requester, limit);
    }
  }

  /**
   * One code texted to the phone: one conditional ADD on its day's item, of the day's count (`sends`)
   * and the current 10-minute window's (`w<n>`), only while both are under their caps.
   */
  async function countPhone(phoneNumber: string): Promise<SendAllowance> {
    const atMs = now().getTime();
    const dayIndex = dayIndexOf(atMs);
    const windowIndex = Math.floor(atMs / SEND_WINDOW_MS);
    const itemKey = key(phoneNumber, `${SENDS_SK_PREFIX}${dayIndex}`);
    try {
      await client.send(
        new UpdateItemCommand({
          TableName: tableName,
          Key: itemKey,
          UpdateExpression: 'ADD sends :one, #window :one SET #ttl = :ttl',
          ConditionExpression:
            '(attribute_not_exists(sends) OR sends < :maxDay) AND (attribute_not_exists(#window) OR #window < :maxWindow)',
          ExpressionAttributeNames: { '#window': `w${windowIndex}`, '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: {
            ':one': num(1),
            ':maxDay': num(maxSendsPerDay),
            ':maxWindow': num(maxSendsPerWindow),
            // The day's end: the item no longer matters then.
            ':ttl': num(((dayIndex + 1) * DAY_MS) / 1000),
          },
        }),
      );
      return { allowed: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const item = await read(itemKey);
    const dayFull = (item ? readNumber(item, 'sends') : 0) >= maxSendsPerDay;
    return dayFull
      ? { allowed: false, limit: 'day', until: new Date((dayIndex + 1) * DAY_MS).toISOString() }
      : {
          allowed: false,
          limit: 'window',
          until: new Date((windowIndex + 1) * SEND_WINDOW_MS).toISOString(),
        };
  }
}

function dayIndexOf(atMs: number): number {
  return Math.floor(atMs / DAY_MS);
}

function isConditionFailure(error: unknown): error is Error & { Item?: Item } {
  return errorName(error) === 'ConditionalCheckFailedException';
}
