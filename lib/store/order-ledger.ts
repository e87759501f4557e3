/**
 * The order ledger: the orders the bot placed (or tried to), per customer, so one confirmation never
 * sends two orders. This is the port; its DynamoDB implementation is dynamo-order-ledger.ts.
 */
import type { Classified } from '../ports';

export type LedgerStatus = 'PENDING' | 'PLACED' | 'UNKNOWN' | 'FAILED';

export interface LedgerRecord<E = unknown> {
  confirmationId: string;
  serviceCustomerId: number;
  status: LedgerStatus;
  orderId?: number;
  entry: E;
  createdAt: string;
  updatedAt: string;
  /** The message ids of the reminders of this order already sent (invariant reminder-sent-once). */
  reminded?: string[];
}

/**
 * Validates a stored entry on the way out: a zod schema (anything with `parse`) or a function. It
 * throws on a bad entry; the ledger then throws StoreError CORRUPT_ITEM.
 */
export type EntryParser<E> = { parse(raw: unknown): E } | ((raw: unknown) => E);

/** Options of the reads. Without `parse` the entry is returned as stored, typed as the caller says. */
export interface ReadOptions<E> {
  parse?: EntryParser<E>;
}

export type SettleOutcome = { status: 'PLACED'; orderId: number } | { status: 'UNKNOWN' | 'FAILED' };

/** Orders the bot placed (or tried to), per customer, so one confirmation never sends two orders. */
export interface OrderLedger {
  /**
   * Claims a confirmation before the order is sent: conditional put (attribute_not_exists). Returns
   * { claimed: true } or { claimed: false, existing } so one confirmation can never send two orders.
   */
  claim<E>(
    serviceCustomerId: number,
    confirmationId: string,
    entry: E,
  ): Promise<{ claimed: true } | { claimed: false; existing: LedgerRecord<E> }>;
  /**
   * Records the outcome of a claimed confirmation (PLACED with orderId, UNKNOWN after a timeout, FAILED when
   * the service refused). PLACED also writes the `ORDERID#<orderId>` pointer that getByOrderId reads, in
   * the same transaction. Throws StoreError LEDGER_NOT_CLAIMED when there is no claim, and
   * LEDGER_ALREADY_PLACED when the record is PLACED and the outcome would change that.
   */
  settle(serviceCustomerId: number, confirmationId: string, outcome: SettleOutcome): Promise<void>;
  /** One record, read consistently. */
  get<E>(
    serviceCustomerId: number,
    confirmationId: string,
    options?: ReadOptions<E>,
  ): Promise<LedgerRecord<E> | undefined>;
  /**
   * The PLACED record of a service order id (two consistent reads: pointer, then record); undefined when
   * no order with that id was placed by the bot.
   */
  getByOrderId<E>(orderId: number, options?: ReadOptions<E>): Promise<LedgerRecord<E> | undefined>;
  /**
   * Replaces the entry of a PLACED record (an order rescheduled), only if the record was last written at
   * `expectedUpdatedAt`: two changes made at once never overwrite each other. Throws StoreError
   * LEDGER_CHANGED when it was written since (read it again), LEDGER_NOT_CLAIMED when it is not PLACED.
   */
  amend<E>(
    serviceCustomerId: number,
    confirmationId: string,
    entry: E,
    expectedUpdatedAt: string,
  ): Promise<LedgerRecord<E>>;
  /**
   * Records that the reminder `messageId` of this order was sent (a set on the record, beside its entry:
   * neither its entry nor its `updatedAt` change, so a change in flight is not disturbed). Throws
   * StoreError LEDGER_NOT_CLAIMED when there is no record.
   */
  markReminded(serviceCustomerId: number, confirmationId: string, messageId: string): Promise<void>;
  /**
   * Every PLACED order of the table (one stack serves one business: they are all its own), for staff's
   * batch (lib/orders/batch.ts): the service lists no orders. A Scan, paged to the end: a batch is
   * rare and reviewed by a person, and no turn pays for it. At most `limit` records.
   */
  listPlaced<E>(limit: number, options?: ReadOptions<E>): Promise<LedgerRecord<E>[]>;
  /** Newest first. */
  listByCustomer<E>(
    serviceCustomerId: number,
    limit: number,
    options?: ReadOptions<E>,
  ): Promise<LedgerRecord<E>[]>;
}

/** The ledger's writes: made at most once per turn (turn/once-per-turn.ts `oncePerTurn`; see ../ports.ts). */
export const LEDGER_MUTATING = [
  'claim',
  'settle',
  'amend',
  'markReminded',
] as const satisfies readonly (keyof OrderLedger)[];
/** The ledger's reads: made afresh. */
export const LEDGER_READING = [
  'get',
  'getByOrderId',
  'listByCustomer',
  'listPlaced',
] as const satisfies readonly Exclude<keyof OrderLedger, (typeof LEDGER_MUTATING)[number]>[];
/** Every method of the ledger, each sorted once. */
export type LedgerMethod = Classified<keyof OrderLedger, typeof LEDGER_MUTATING, typeof LEDGER_READING>;
