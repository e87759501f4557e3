import { type Item, readString, str } from './attribute-values';
import { type DynamoDBClient, GetItemCommand, PutItemCommand } from './dynamodb-sdk';
import { CUSTOMER_NOTES_SK, customerPartition } from './keys';

/** The notes the bot last sent to the laundry service for a customer, and when. */
export interface StoredCustomerNotes {
  notes: string;
  /** ISO time of the last save. */
  updatedAt: string;
}

/**
 * The customer notes the bot sent, kept so they can be shown again: the service takes notes
 * (PATCH /customers/{id}/notes) but has no way to read them back.
 */
export interface CustomerNotesPort {
  /** The notes last saved through the bot; undefined when it never saved any for this customer. */
  get(serviceCustomerId: number): Promise<StoredCustomerNotes | undefined>;
  /** Replaces them ('' is kept as cleared notes, not as "never saved"). */
  set(serviceCustomerId: number, notes: string): Promise<void>;
}

/**
 * DynamoDB-backed CustomerNotesPort: one `CUST#<id>` / `NOTES` item per customer (the ledger's
 * partition, another sort key), holding `notes` and `updatedAt`. The last write wins, as at the
 * service, which keeps only the last notes sent.
 */
export function createDynamoCustomerNotes(deps: {
  client: DynamoDBClient;
  tableName: string;
  now?: () => Date;
}): CustomerNotesPort {
  const { client, tableName } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async get(serviceCustomerId) {
      const result = await client.send(
        new GetItemCommand({ TableName: tableName, Key: key(serviceCustomerId), ConsistentRead: true }),
      );
      if (!result.Item) return undefined;
      return { notes: readString(result.Item, 'notes'), updatedAt: readString(result.Item, 'updatedAt') };
    },

    async set(serviceCustomerId, notes) {
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: { ...key(serviceCustomerId), notes: str(notes), updatedAt: str(now().toISOString()) },
        }),
      );
    },
  };
}

function key(serviceCustomerId: number): Item {
  if (!Number.isSafeInteger(serviceCustomerId)) throw new RangeError('serviceCustomerId must be an integer');
  return { pk: str(customerPartition(serviceCustomerId)), sk: str(CUSTOMER_NOTES_SK) };
}
