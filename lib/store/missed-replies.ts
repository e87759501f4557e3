/**
 * What people typed that the bot did not understand (a question asked again: lib/dialog/context.ts
 * `reask`), kept for the business to read and the project to learn from: per business and day, per step,
 * one item per masked phrase with how many times it was typed, when first and last. Staff read a week's
 * (`/laundry report missed`, the weekly digest's thread: lib/flows/missed-report.ts), and it is the
 * project's own source of held-out phrases (docs/operating.md, "What people typed that the bot did not understand").
 *
 * @invariant missed-replies-masked A phrase is masked before it is stored (`maskPersonal`: phones, codes, cards, e-mails, addresses, names): no phone number, code, card, e-mail, address or name is ever written, and the digest of its sort key is of the masked phrase.
 * @invariant missed-replies-opt-in Nothing is written unless the business opted in (KEEP_MISSED_REPLIES, off by default); each item expires MISSED_KEPT_DAYS days after it was last typed.
 */
import { createHash } from 'node:crypto';
import { addDays } from '../calendar';
import { maskPersonal } from '../dialog/mask-phone';
import type { Language } from '../words/language';
import { type Item, num, readNumber, readString, str } from './attribute-values';
import { type DynamoDBClient, paginateQuery, UpdateItemCommand } from './dynamodb-sdk';
import { missedPartition, TTL_ATTRIBUTE } from './keys';

/** How long a phrase is kept after it was last typed (docs/operating.md). */
export const MISSED_KEPT_DAYS = 30;

/** The most characters of a phrase kept: enough to read what was meant, and an item stays small. */
const PHRASE_CHARACTERS = 200;

/** One reply the bot did not understand, as the turn saw it. */
export interface MissedReply {
  business: number;
  /** The business's day (`YYYY-MM-DD` in its zone) from the turn's clock. */
  day: string;
  /** The question re-asked, as the turn's facts name steps: `<flow>/<step>` (`order/pickup`). */
  step: string;
  /** What the person typed, in clear: masked here before anything is written. */
  said: string;
  language: Language;
  /** The conversation's known names (the customer's, the person's in their channel): masked too. */
  names?: readonly string[];
}

/** One masked phrase of a step, over the days read. */
export interface MissedPhrase {
  phrase: string;
  count: number;
  /** ISO times. */
  firstSeen: string;
  lastSeen: string;
}

/** A step's phrases, most typed first, and how many were typed at it in all. */
export interface MissedStep {
  step: string;
  count: number;
  phrases: MissedPhrase[];
}

/** The port: what the turn keeps, and what staff read back. */
export interface MissedReplies {
  /** Whether the business opted in (invariant missed-replies-opt-in): when not, `keep` writes nothing. */
  readonly optedIn: boolean;
  /** Masks the reply and counts it once more (nothing written when the business has not opted in). One request. */
  keep(reply: MissedReply): Promise<void>;
  /** The seven days from `firstDay` (`YYYY-MM-DD`): phrases grouped by step, steps and phrases most typed first. Seven queries. */
  week(business: number, firstDay: string): Promise<MissedStep[]>;
}

/** The phrase as it is kept and shown: masked, its spaces made single, cut to PHRASE_CHARACTERS. */
function keptPhrase(reply: MissedReply): string {
  const masked = maskPersonal(reply.said, { names: reply.names ?? [] })
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(masked).slice(0, PHRASE_CHARACTERS).join('');
}

/** The sort key of a step's phrase: the same phrase in any case or spacing is one item (invariant missed-replies-masked). */
function phraseSk(step: string, phrase: string): string {
  const digest = createHash('sha256').update(phrase.toLowerCase()).digest('base64url').slice(0, 22);
  return `${step}#${digest}`;
}

/**
 * @example
 * const missed = createDynamoMissedReplies({ client, tableName, now: () => new Date(), optedIn: config.keepMissedReplies });
 * await missed.keep({ business: 42, day: '2030-03-04', step: 'order/bags', said: 'idk like a few', language: 'en' });
 */
export function createDynamoMissedReplies(deps: {
  client: DynamoDBClient;
  tableName: string;
  now: () => Date;
  /** The business's opt-in (invariant missed-replies-opt-in). */
  optedIn: boolean;
}): MissedReplies {
  const { client, tableName } = deps;
  return {
    optedIn: deps.optedIn,
    async keep(reply) {
      if (!deps.optedIn) return;
      const phrase = keptPhrase(reply);
      if (!phrase) return;
      const at = deps.now();
      await client.send(
        new UpdateItemCommand({
          TableName: tableName,
          Key: { pk: str(missedPartition(reply.business, reply.day)), sk: str(phraseSk(reply.step, phrase)) },
          UpdateExpression:
            'ADD #count :one SET #step = :step, #phrase = if_not_exists(#phrase, :phrase), #language = if_not_exists(#language, :language), #first = if_not_exists(#first, :at), #last = :at, #ttl = :ttl',
          ExpressionAttributeNames: {
            '#count': 'count',
            '#step': 'step',
            '#phrase': 'phrase',
            '#language': 'language',
            '#first': 'firstSeen',
            '#last': 'lastSeen',
            '#ttl': TTL_ATTRIBUTE,
          },
          ExpressionAttributeValues: {
            ':one': num(1),
            ':step': str(reply.step),
            ':phrase': str(phrase),
            ':language': str(reply.language),
            ':at': str(at.toISOString()),
            ':ttl': num(Math.floor(at.getTime() / 1000) + MISSED_KEPT_DAYS * 86_400),
          },
        }),
      );
    },
    async week(business, firstDay) {
      const days = Array.from({ length: 7 }, (_, n) => addDays(firstDay, n));
      const items = (await Promise.all(days.map((day) => dayItems(client, tableName, business, day)))).flat();
      return grouped(items);
    },
  };
}

async function dayItems(
  client: DynamoDBClient,
  tableName: string,
  business: number,
  day: string,
): Promise<Item[]> {
  const items: Item[] = [];
  const pages = paginateQuery(
    { client },
    {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': str(missedPartition(business, day)) },
    },
  );
  for await (const page of pages) items.push(...(page.Items ?? []));
  return items;
}

/** The days' items (in the days' order) as steps of phrases: one phrase's days added up, most typed first. */
function grouped(items: Item[]): MissedStep[] {
  const phrases = new Map<string, MissedPhrase & { step: string }>();
  for (const item of items) {
    const sk = readString(item, 'sk');
    const seen = phrases.get(sk);
    const day = {
      step: readString(item, 'step'),
      phrase: readString(item, 'phrase'),
      count: readNumber(item, 'count'),
      firstSeen: readString(item, 'firstSeen'),
      lastSeen: readString(item, 'lastSeen'),
    };
    phrases.set(
      sk,
      seen
        ? {
            ...seen,
            count: seen.count + day.count,
            // The items come day by day, in order: the first day's first seen, the last day's last.
            lastSeen: day.lastSeen,
          }
        : day,
    );
  }
  const steps = new Map<string, MissedStep>();
  for (const { step, ...phrase } of phrases.values()) {
    const group = steps.get(step) ?? { step, count: 0, phrases: [] };
    group.count += phrase.count;
    group.phrases.push(phrase);
    steps.set(step, group);
  }
  // Most typed first; a tie in the order of their words, so the same week reads the same every time.
  const mostFirst = (a: { count: number }, b: { count: number }) => b.count - a.count;
  return [...steps.values()]
    .map((group) => ({
      ...group,
      phrases: group.phrases.sort((a, b) => mostFirst(a, b) || a.phrase.localeCompare(b.phrase)),
    }))
    .sort((a, b) => mostFirst(a, b) || a.step.localeCompare(b.step));
}
