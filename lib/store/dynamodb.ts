/**
 * DynamoDB as every part of the bot reaches it: its JSON protocol over one signed HTTP call per request
 * (lib/aws-json-rpc.ts), not `@aws-sdk/client-dynamodb`, whose loading and first call were about 40% of
 * the worker's cold first turn (`npm run bench -- cold`) and most of the SMS function's.
 *
 * The commands keep the SDK's names and input and output shapes (DynamoDB's own JSON, which the
 * protocol carries as is: the store writes no Binary attribute), so a store reads as it would with the
 * SDK; only what lib/ uses is here.
 *
 * @invariant dynamo-refusal-as-sdk-names-it A refusal is an AwsError named by DynamoDB's error type (`ConditionalCheckFailedException`,
 *    `TransactionCanceledException`…), carrying the failed condition's `Item` and a cancelled
 *    transaction's `CancellationReasons` (their `Code` and `Item`) when DynamoDB sends them, and none of
 *    AWS's text (invariant aws-error-names-type-only). Throttling and failures without an answer are
 *    retried (invariant aws-call-retried-as-is).
 */
import { randomUUID } from 'node:crypto';
import type { Item } from './attribute-values';

/** What a conditional write may add. */
interface Conditional {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Item;
  ReturnValuesOnConditionCheckFailure?: 'ALL_OLD' | 'NONE';
}

/** Asked of any request (the bench does): the answer then says what it cost. */
interface Capacity {
  ReturnConsumedCapacity?: 'TOTAL' | 'INDEXES' | 'NONE';
}

export interface Put extends Conditional {
  TableName: string;
  Item: Item;
}
export interface Update extends Conditional {
  TableName: string;
  Key: Item;
  UpdateExpression: string;
}
export interface Delete extends Conditional {
  TableName: string;
  Key: Item;
}
export interface ConditionCheck extends Conditional {
  TableName: string;
  Key: Item;
  ConditionExpression: string;
}
export interface TransactWriteItem {
  Put?: Put;
  Update?: Update;
  Delete?: Delete;
  ConditionCheck?: ConditionCheck;
}
export interface WriteRequest {
  PutRequest?: { Item: Item };
  DeleteRequest?: { Key: Item };
}

type ReturnValues = 'NONE' | 'ALL_OLD' | 'UPDATED_OLD' | 'ALL_NEW' | 'UPDATED_NEW';

interface Reading extends Capacity {
  TableName: string;
  ConsistentRead?: boolean;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
}
interface Listing extends Reading {
  FilterExpression?: string;
  ExpressionAttributeValues?: Item;
  ExclusiveStartKey?: Item;
  Limit?: number;
}

export type GetItemInput = Reading & { Key: Item };
export type PutItemInput = Put & Capacity & { ReturnValues?: 'NONE' | 'ALL_OLD' };
export type UpdateItemInput = Update & Capacity & { ReturnValues?: ReturnValues };
export type DeleteItemInput = Delete & Capacity & { ReturnValues?: 'NONE' | 'ALL_OLD' };
export type QueryInput = Listing & {
  IndexName?: string;
  KeyConditionExpression: string;
  ScanIndexForward?: boolean;
};
export type ScanInput = Listing;
export type TransactWriteItemsInput = Capacity & {
  TransactItems: TransactWriteItem[];
  ClientRequestToken?: string;
};
export type BatchWriteItemInput = Capacity & { RequestItems: Record<string, WriteRequest[]> };

interface Answered {
  ConsumedCapacity?: unknown;
}
export type GetItemOutput = Answered & { Item?: Item };
export type WriteItemOutput = Answered & { Attributes?: Item };
export type ListOutput = Answered & { Items?: Item[]; Count?: number; LastEvaluatedKey?: Item };
export type TransactWriteItemsOutput = Answered;
export type BatchWriteItemOutput = Answered & { UnprocessedItems?: Record<string, WriteRequest[]> };

/** One request: DynamoDB's operation and its input; `Output` types what `send` resolves with. */
export abstract class DynamoCommand<Input extends object, Output> {
  abstract readonly operation: string;
  /** Never set: carries the output's type to `send`. */
  declare readonly output?: Output;
  constructor(readonly input: Input) {}
}

export class GetItemCommand extends DynamoCommand<GetItemInput, GetItemOutput> {
  readonly operation = 'GetItem';
}
export class PutItemCommand extends DynamoCommand<PutItemInput, WriteItemOutput> {
  readonly operation = 'PutItem';
}
export class UpdateItemCommand extends DynamoCommand<UpdateItemInput, WriteItemOutput> {
  readonly operation = 'UpdateItem';
}
export class DeleteItemCommand extends DynamoCommand<DeleteItemInput, WriteItemOutput> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends DynamoCommand<QueryInput, ListOutput> {
  readonly operation = 'Query';
}
export class ScanCommand extends DynamoCommand<ScanInput, ListOutput> {
  readonly operation = 'Scan';
}
export class TransactWriteItemsCommand extends DynamoCommand<
  TransactWriteItemsInput,
  TransactWriteItemsOutput
> {
  readonly operation = 'TransactWriteItems';
  /**
   * With an idempotency token of its own unless given one, as the SDK fills it: a transaction sent
   * again after an attempt timed out (aws-call-retried-as-is) is applied once, not refused as a
   * conflict with itself.
   */
  constructor(input: TransactWriteItemsInput) {
    super({ ...input, ClientRequestToken: input.ClientRequestToken ?? randomUUID() });
  }
}
export class BatchWriteItemCommand extends DynamoCommand<BatchWriteItemInput, BatchWriteItemOutput> {
  readonly operation = 'BatchWriteItem';
}

export interface DynamoClient {
  /** Sends one command; rejects with an AwsError named by DynamoDB's error type (invariant dynamo-refusal-as-sdk-names-it). */
  send<Output>(command: DynamoCommand<object, Output>): Promise<Output>;
  /** Closes its keep-alive connections. */
  destroy(): void;
}
