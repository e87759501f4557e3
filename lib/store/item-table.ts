/**
 * One item of the table at a time, in DynamoDB's own JSON: what the HTTP functions need of the table
 * (the SMS function's conditional write, the Slack function's installation read) and what the worker
 * reads back. Two implementations: one light signed call (http-item-table.ts, the ack paths) and the
 * SDK's client (dynamodb-client.ts `itemTable`, the worker).
 */
import type { Item } from './attribute-values';
import { errorName } from './errors';

export type ItemOperation = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

export interface ItemTable {
  /**
   * One operation on the table, its input as DynamoDB's JSON without `TableName`; GetItem resolves with
   * the item (consistent read), UpdateItem with the attributes its `ReturnValues` asked back, the others
   * with undefined. A failed condition rejects with an error
   * named `ConditionalCheckFailedException` (`isConditionFailed`).
   */
  send(operation: ItemOperation, input: Record<string, unknown>): Promise<Item | undefined>;
}

/** True when a write was refused by its condition (the SDK's exception and the light call's error are named alike). */
export function isConditionFailed(error: unknown): boolean {
  return errorName(error) === 'ConditionalCheckFailedException';
}
