/**
 * One item of the table at a time, in DynamoDB's own JSON: what the SMS function needs of the table
 * (a conditional write, a put, a delete) and the worker reads back, over the table's client
 * (dynamodb-client.ts `itemTable`).
 */
import type { Item } from './attribute-values';
import { errorName } from './errors';

export type ItemOperation = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

export interface ItemTable {
  /**
   * One operation on the table, its input as DynamoDB's JSON without `TableName`; GetItem resolves with
   * the item (consistent read), the others with undefined. A failed condition rejects with an error
   * named `ConditionalCheckFailedException` (`isConditionFailed`).
   */
  send(operation: ItemOperation, input: Record<string, unknown>): Promise<Item | undefined>;
}

/** True when a write was refused by its condition (invariant dynamo-refusal-as-sdk-names-it). */
export function isConditionFailed(error: unknown): boolean {
  return errorName(error) === 'ConditionalCheckFailedException';
}
