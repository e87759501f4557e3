/**
 * The AWS SDK's DynamoDB client and the commands the stores send, imported from the SDK here only: every
 * store imports them from this module.
 *
 * Why: the bundles carry the SDK's client as CommonJS, and esbuild gives each ES module that imports it
 * a namespace of its own, a getter for each of its 526 exports (`__toESM`): with the stores importing it
 * one by one, thirteen of them at every cold start of the worker, some 15 ms of CPU before its first turn
 * (`BENCH_CPU_PROF=<dir> npm run bench -- cold`). Re-exported from one module, the bundle makes one.
 */

export type { AttributeValue, TransactWriteItem, Update, WriteRequest } from '@aws-sdk/client-dynamodb';
export {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  paginateQuery,
  QueryCommand,
  ScanCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
