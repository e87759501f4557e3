/**
 * The staff audit trail: one item per action staff take for customers (a batch listed, orders dropped
 * from it, windows picked, confirmed, started, each order's outcome, finished; an order changed at the
 * desk), who took it and when, read back by staff with `/laundry staff audit` (today's, newest first).
 *
 * @invariant audit-without-secrets An audit record holds who (staff as their channel names them), when, and what in words of order numbers, windows and outcomes: never a phone number, a token or a code. Each is kept AUDIT_KEPT_DAYS days, then expires.
 * @invariant audit-once-per-action An action written again with the same `at` and `id` (a turn run again after a conflict) is the same item, written over: one record.
 */

import { dayInZone } from '../calendar';
import { readString, str } from './attribute-values';
import { type DynamoDBClient, PutItemCommand, QueryCommand } from './dynamodb-sdk';
import { auditPartition } from './keys';

/** How long an audit record is kept (docs/operating.md). */
export const AUDIT_KEPT_DAYS = 90;

/** The most records `/laundry staff audit` reads back: a day's, newest first. */
const READ_BACK = 200;

/** One action on the trail. */
export interface AuditRecord {
  at: Date;
  /** The staff member, as their channel names them. */
  staff: string;
  /** What they did, in words (order numbers, windows, outcomes; no phone, no token). */
  action: string;
  /** Tells the action apart from another at the same instant (a batch's id and step, an order's). */
  id: string;
}

export interface StaffAudit {
  record(entry: AuditRecord): Promise<void>;
  /** The day's records of the business, newest first (the day in its zone). */
  day(day: string): Promise<{ at: string; staff: string; action: string }[]>;
}

/**
 * @example const audit = createDynamoStaffAudit({ client, tableName, businessId: 42, timeZone: 'America/New_York' });
 */
export function createDynamoStaffAudit(deps: {
  client: DynamoDBClient;
  tableName: string;
  businessId: number;
  timeZone: string;
}): StaffAudit {
  const { client, tableName, businessId, timeZone } = deps;
  return {
    async record({ at, staff, action, id }) {
      const iso = at.toISOString();
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: {
            pk: str(auditPartition(businessId, dayInZone(at, timeZone))),
            sk: str(`${iso}#${id}`),
            at: str(iso),
            staff: str(staff),
            action: str(action),
            expiresAt: { N: String(Math.floor(at.getTime() / 1000) + AUDIT_KEPT_DAYS * 86_400) },
          },
        }),
      );
    },
    async day(day) {
      const page = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': str(auditPartition(businessId, day)) },
          ScanIndexForward: false,
          Limit: READ_BACK,
        }),
      );
      return (page.Items ?? []).map((item) => ({
        at: readString(item, 'at'),
        staff: readString(item, 'staff'),
        action: readString(item, 'action'),
      }));
    },
  };
}
