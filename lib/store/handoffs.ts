/**
 * Hand-offs to a person (lib/flows/handoff.ts): which staff thread a conversation is talking in, and
 * for each thread its conversation, where to answer the customer, who opened it, who answered and
 * when it closed (keys.ts).
 *
 * @invariant one-open-thread-per-conversation A conversation has at most one open thread: opening another replaces it, closing removes it.
 *    The thread's own record stays, with who answered and when it closed.
 * @invariant handoff-phone-sealed A phone in the reply target is sealed (token-cipher.ts), never at rest in clear.
 * @invariant handoff-keeps-no-message-text No message text is ever stored here.
 * @invariant handoff-records-expire A hand-off's records expire HANDOFF_TTL_DAYS (30) after their last write (the table's TTL): the
 *    thread's is written at its opening, each staff answer and its close (a hand-off closes at the
 *    latest its idle time after the last message either way), the conversation's pointer at its
 *    opening and each message the customer says there. They name people (who asked, who answered), so
 *    they are kept no longer than a hand-off is looked back at, and an uninstall removes them sooner
 *    (slack-workspace-data.ts).
 */

import { jsonString, num, readJson, readString, str } from './attribute-values';
import {
  DeleteItemCommand,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from './dynamodb-sdk';
import { conversationPartition, HANDOFF_SK, TTL_ATTRIBUTE, threadPartition } from './keys';
import { countOn, type RateLimit, type Taken } from './rate-limits';
import { itemAad, type TokenCipher } from './token-cipher';

/** Days a hand-off's records are kept after their last write (invariant handoff-records-expire). */
export const HANDOFF_TTL_DAYS = 30;

/** A staff thread, by its Slack channel and the ts of its first message. */
export interface StaffThread {
  channelId: string;
  threadTs: string;
}

/** Where a customer is answered: a channel's reply target, with the phone it texts from, if any. */
export type HandoffTarget = Record<string, unknown> & { phone?: string };

export interface Handoff extends StaffThread {
  key: string;
  target: HandoffTarget;
}

export interface Handoffs {
  /** Records a thread opened for the conversation `key` (invariant one-open-thread-per-conversation). Two writes. */
  open(handoff: Handoff, openedBy: string): Promise<void>;
  /**
   * The open thread of a conversation, counting one message said there under `limit` (rate-limits.ts
   * `countOn`: on the conversation's pointer, so a hand-off's messages are limited at no extra
   * request). One request.
   */
  relayTo(key: string, limit: RateLimit): Promise<(StaffThread & { taken: Taken }) | undefined>;
  /** A thread's hand-off, open or closed. One read. */
  find(
    thread: StaffThread,
  ): Promise<(Handoff & { closedAt?: string; openedAt?: string; answeredAt?: string }) | undefined>;
  /** Records that a staff member answered in the thread. One write. */
  answered(thread: StaffThread, by: string): Promise<void>;
  /** Records the hand-back and frees the conversation (invariant one-open-thread-per-conversation). Two writes. */
  close(handoff: Handoff, by: string): Promise<void>;
}

/**
 * @example const handoffs = createDynamoHandoffs({ client, tableName, cipher, now });
 */
export function createDynamoHandoffs(deps: {
  client: DynamoDBClient;
  tableName: string;
  cipher: TokenCipher;
  now: () => Date;
}): Handoffs {
  const { client, tableName: TableName, cipher } = deps;
  const threadKey = (t: StaffThread) => ({
    pk: str(threadPartition(t.channelId, t.threadTs)),
    sk: str(HANDOFF_SK),
  });
  const conversationKey = (key: string) => ({ pk: str(conversationPartition(key)), sk: str(HANDOFF_SK) });
  const phoneAad = (t: StaffThread) => itemAad(threadPartition(t.channelId, t.threadTs), HANDOFF_SK, 'phone');
  /** The TTL of a record written now (invariant handoff-records-expire), epoch seconds. */
  const expiry = () => num(Math.ceil(deps.now().getTime() / 1000) + HANDOFF_TTL_DAYS * 24 * 3600);
  return {
    async open(handoff, openedBy) {
      const { phone, ...target } = handoff.target;
      await client.send(
        new PutItemCommand({
          TableName,
          Item: {
            ...threadKey(handoff),
            conversationKey: str(handoff.key),
            target: jsonString(target, 'hand-off target'),
            ...(phone ? { phone: str(cipher.encrypt(phone, phoneAad(handoff))) } : {}),
            openedBy: str(openedBy),
            openedAt: str(deps.now().toISOString()),
            [TTL_ATTRIBUTE]: expiry(),
          },
        }),
      );
      await client.send(
        new PutItemCommand({
          TableName,
          Item: {
            ...conversationKey(handoff.key),
            channelId: str(handoff.channelId),
            threadTs: str(handoff.threadTs),
            [TTL_ATTRIBUTE]: expiry(),
          },
        }),
      );
    },

    async relayTo(key, limit) {
      const counted = countOn(limit, deps.now().getTime());
      try {
        const { Attributes } = await client.send(
          new UpdateItemCommand({
            TableName,
            Key: conversationKey(key),
            // Only an open hand-off's pointer: none is made here.
            ConditionExpression: 'attribute_exists(threadTs)',
            UpdateExpression: `${counted.add} SET #ttl = :ttl`,
            ExpressionAttributeNames: { ...counted.names, '#ttl': TTL_ATTRIBUTE },
            ExpressionAttributeValues: { ...counted.values, ':ttl': expiry() },
            ReturnValues: 'ALL_NEW',
          }),
        );
        if (!Attributes) return undefined;
        const thread = {
          channelId: readString(Attributes, 'channelId'),
          threadTs: readString(Attributes, 'threadTs'),
        };
        return { ...thread, taken: counted.read(Attributes) };
      } catch (error) {
        if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
        throw error;
      }
    },

    async find(thread) {
      const { Item } = await client.send(
        new GetItemCommand({ TableName, Key: threadKey(thread), ConsistentRead: true }),
      );
      if (!Item) return undefined;
      const phone = Item.phone?.S;
      return {
        ...thread,
        key: readString(Item, 'conversationKey'),
        target: {
          ...(readJson(Item, 'target') as Record<string, unknown>),
          ...(phone ? { phone: cipher.decrypt(phone, phoneAad(thread)) } : {}),
        },
        ...(Item.closedAt?.S ? { closedAt: Item.closedAt.S } : {}),
        ...(Item.openedAt?.S ? { openedAt: Item.openedAt.S } : {}),
        ...(Item.lastAnsweredAt?.S ? { answeredAt: Item.lastAnsweredAt.S } : {}),
      };
    },

    async answered(thread, by) {
      await client.send(
        new UpdateItemCommand({
          TableName,
          Key: threadKey(thread),
          UpdateExpression: 'ADD answeredBy :by SET lastAnsweredAt = :at, #ttl = :ttl',
          ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: {
            ':by': { SS: [by] },
            ':at': str(deps.now().toISOString()),
            ':ttl': expiry(),
          },
        }),
      );
    },

    async close(handoff, by) {
      await client.send(
        new UpdateItemCommand({
          TableName,
          Key: threadKey(handoff),
          UpdateExpression: 'SET closedAt = :at, closedBy = :by, #ttl = :ttl',
          ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: {
            ':by': str(by),
            ':at': str(deps.now().toISOString()),
            ':ttl': expiry(),
          },
        }),
      );
      // Only this thread's pointer: a hand-off opened since keeps its own.
      await client
        .send(
          new DeleteItemCommand({
            TableName,
            Key: conversationKey(handoff.key),
            ConditionExpression: 'threadTs = :ts',
            ExpressionAttributeValues: { ':ts': str(handoff.threadTs) },
          }),
        )
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
        });
    },
  };
}
