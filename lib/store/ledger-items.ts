/**
 * The ledger's items in the table: their keys (keys.ts) and how a stored record is read back.
 *
 * @invariant bad-ledger-record-is-corrupt-item A record with an unknown status, or an entry its parser refuses, is StoreError CORRUPT_ITEM.
 * @invariant ledger-error-names-paths-not-values An error names the paths of a bad entry, never its values: they are customer data.
 */
import { type Item, readJson, readNumber, readOptionalNumber, readString, str } from './attribute-values';
import { StoreError } from './errors';
import { customerPartition, ORDER_SK_PREFIX, orderIdPartition, POINTER_SK } from './keys';
import type { EntryParser, LedgerRecord, LedgerStatus } from './order-ledger';

const STATUSES: readonly LedgerStatus[] = ['PENDING', 'PLACED', 'UNKNOWN', 'FAILED'];

export function customerPk(serviceCustomerId: number): string {
  if (!Number.isSafeInteger(serviceCustomerId)) throw new RangeError('serviceCustomerId must be an integer');
  return customerPartition(serviceCustomerId);
}

export function recordKey(serviceCustomerId: number, confirmationId: string): Item {
  if (confirmationId.length === 0) throw new RangeError('confirmationId must not be empty');
  return { pk: str(customerPk(serviceCustomerId)), sk: str(`${ORDER_SK_PREFIX}${confirmationId}`) };
}

export function pointerKey(orderId: number): Item {
  if (!Number.isSafeInteger(orderId)) throw new RangeError('orderId must be an integer');
  return { pk: str(orderIdPartition(orderId)), sk: str(POINTER_SK) };
}

export function readRecord<E>(item: Item, parse?: EntryParser<E>): LedgerRecord<E> {
  const status = readString(item, 'status');
  if (!STATUSES.includes(status as LedgerStatus)) {
    throw new StoreError('CORRUPT_ITEM', 'stored ledger item has an unknown "status"');
  }
  const orderId = readOptionalNumber(item, 'orderId');
  const confirmationId = readString(item, 'confirmationId');
  const raw = readJson(item, 'entry');
  return {
    confirmationId,
    serviceCustomerId: readNumber(item, 'serviceCustomerId'),
    status: status as LedgerStatus,
    ...(orderId === undefined ? {} : { orderId }),
    // The ledger stores what the caller gave it; the caller owns the entry's shape (and may check it).
    entry: parse ? parseEntry(raw, parse, confirmationId) : (raw as E),
    createdAt: readString(item, 'createdAt'),
    updatedAt: readString(item, 'updatedAt'),
    ...(item.reminded?.SS ? { reminded: item.reminded.SS } : {}),
  };
}

function parseEntry<E>(raw: unknown, parse: EntryParser<E>, confirmationId: string): E {
  try {
    return typeof parse === 'function' ? parse(raw) : parse.parse(raw);
  } catch (error) {
    // Paths only (a zod error's issues): the values are customer data.
    const paths = issuePaths(error);
    throw new StoreError(
      'CORRUPT_ITEM',
      `stored ledger entry of confirmation ${confirmationId} is invalid${paths ? ` at ${paths}` : ''}`,
    );
  }
}

function issuePaths(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('issues' in error)) return undefined;
  const { issues } = error;
  if (!Array.isArray(issues)) return undefined;
  const paths = issues.map((issue: { path?: unknown }) =>
    Array.isArray(issue?.path) && issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)',
  );
  return [...new Set(paths)].slice(0, 5).join(', ');
}
