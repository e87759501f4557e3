/**
 * The phone directory: which customer a phone number last signed in as through the bot, and in which
 * conversation, so support staff can find a customer by phone (the staff desk, lib/worker/staff-desk.ts).
 *
 * @invariant phone-directory-keyed-by-fingerprint The number is kept only as its keyed fingerprint (phone-fingerprint.ts), the same one the sign-in
 *    attempts use: one partition per phone (keys.ts).
 * @invariant phone-directory-written-on-sign-in Written on a sign-in only (lib/conversation/turn.ts), one request; the latest sign-in wins.
 */

import { num, readNumber, readString, str } from './attribute-values';
import { type DynamoDBClient, GetItemCommand, PutItemCommand } from './dynamodb-sdk';
import { PHONE_DIRECTORY_SK, phonePartition } from './keys';
import type { PhoneFingerprint } from './phone-fingerprint';

/** A phone number's customer, and the conversation they signed in from. */
export interface PhoneDirectoryEntry {
  serviceCustomerId: number;
  key: string;
}

export interface PhoneDirectory {
  /** Remembers which customer a phone number signed in as, and in which conversation. One request. */
  save(phoneNumber: string, customer: PhoneDirectoryEntry): Promise<void>;
  /** The customer who last signed in with this phone number through the bot. One read. */
  find(phoneNumber: string): Promise<PhoneDirectoryEntry | undefined>;
}

/**
 * @example const phones = createDynamoPhoneDirectory({ client, tableName, fingerprint: phoneFingerprint(cipher) });
 */
export function createDynamoPhoneDirectory(deps: {
  client: DynamoDBClient;
  tableName: string;
  fingerprint: PhoneFingerprint;
  now?: () => Date;
}): PhoneDirectory {
  const { client, tableName, fingerprint } = deps;
  const now = deps.now ?? (() => new Date());
  const keyOf = (phoneNumber: string) => ({
    pk: str(phonePartition(fingerprint(phoneNumber))),
    sk: str(PHONE_DIRECTORY_SK),
  });
  return {
    async save(phoneNumber, customer) {
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: {
            ...keyOf(phoneNumber),
            serviceCustomerId: num(customer.serviceCustomerId),
            conversationKey: str(customer.key),
            updatedAt: str(now().toISOString()),
          },
        }),
      );
    },

    async find(phoneNumber) {
      const result = await client.send(
        new GetItemCommand({ TableName: tableName, Key: keyOf(phoneNumber), ConsistentRead: true }),
      );
      if (!result.Item) return undefined;
      return {
        serviceCustomerId: readNumber(result.Item, 'serviceCustomerId'),
        key: readString(result.Item, 'conversationKey'),
      };
    },
  };
}
