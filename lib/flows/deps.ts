/**
 * What the app's flows need from the world, as small ports: the laundry service, the order ledger,
 * the per-phone sign-in attempts, the clock. The engine (lib/dialog) passes them to every step
 * without reading them; nothing here knows Slack, SMS or DynamoDB.
 */

import type { EngineDeps } from '../dialog/deps';
import type { Session } from '../dialog/types';
import type { LaundryPort } from '../laundry/port';
import type { Batch, BatchItem, SaidTime } from '../orders/batch';
import type { BatchRequest } from '../orders/batch-request';
import type { WindowChoice } from '../orders/choices';
import type { Reminders } from '../reminders/reminders';
import type { BotStats } from '../store/bot-stats';
import type { CustomerNotesPort } from '../store/customer-notes';
import type { MissedReplies } from '../store/missed-replies';
import type { LedgerMethod, OrderLedger } from '../store/order-ledger';
import type { SignInAttempts, SignInAttemptsMethod } from '../store/sign-in-attempts';
import type { StaffAudit } from '../store/staff-audit';
import type { Glossary } from '../words/glossary';
import type { Language } from '../words/language';

export type LedgerPort = Pick<OrderLedger, LedgerMethod>;
export type { CustomerNotesPort, LaundryPort };

/** Wrong one-time codes and codes texted, counted per phone number, whichever conversation or channel asked. */
export type SignInAttemptsPort = Pick<SignInAttempts, SignInAttemptsMethod>;

/** Who an order or a phone number belongs to, and the customer's session, for support staff. */
export interface StaffDeskPort {
  /**
   * The customer of an order the bot placed, the conversation that placed it, and who placed it, in
   * words for staff (a channel member on a company account is named with the channel).
   */
  findOrder(
    orderId: number,
  ): Promise<{ serviceCustomerId: number; key: string; placedBy: string } | undefined>;
  /** The customer who signed in with this phone number through the bot, and where. */
  findCustomer(phoneNumber: string): Promise<{ serviceCustomerId: number; key: string } | undefined>;
  /**
   * A session to act for the customer with: their own sign-in in the conversation `key`, else the
   * business's dispatch credential, else undefined (the customer must sign in again).
   */
  sessionFor(serviceCustomerId: number, key: string): Promise<Session | undefined>;
  /** A line for staff when the last text to the conversation `key`'s phone failed (invariant staff-see-last-text-failed). */
  deliveryProblem?(key: string): Promise<string | undefined>;
  /** The language the conversation `key` keeps with its sign-in (undefined: English), for what it is told. */
  languageOf?(key: string): Promise<Language | undefined>;
}

/** Staff's batches (lib/orders/batch.ts): the orders a request names, and a confirmed batch started. */
export interface BatchPort {
  plan(request: BatchRequest): Promise<{ items: BatchItem[] } | { tooMany: number }>;
  /** The orders given the new day's window at the time staff said, or those with none then and their windows (lib/orders/batch.ts `repick`). */
  repick(
    request: BatchRequest,
    items: BatchItem[],
    at: SaidTime,
  ): Promise<{ items: BatchItem[] } | { missing: { orderId: number; windows: WindowChoice[] }[] }>;
  /** Writes the batch once and queues its run (invariant batch-created-once). */
  start(batch: Batch): Promise<void>;
}

export interface FlowDeps {
  laundry: LaundryPort;
  ledger: LedgerPort;
  signInAttempts: SignInAttemptsPort;
  /** The notes the bot last sent per customer: the service cannot read them back. */
  customerNotes: CustomerNotesPort;
  /** Reminders before pickup and delivery windows; without it, none are sent. */
  reminders?: Pick<Reminders, 'schedule' | 'cancel'>;
  /** For support staff's conversations; without it, staff commands are refused. */
  staffDesk?: StaffDeskPort;
  /** Staff's batches of orders; without them, a batch request is refused. */
  batches?: BatchPort;
  /** The staff audit trail (lib/store/staff-audit.ts): what staff did, read back with `audit`. */
  staffAudit?: StaffAudit;
  /** What customers typed that the bot did not understand (lib/store/missed-replies.ts), read with `report missed`. */
  missedReplies?: Pick<MissedReplies, 'week' | 'optedIn'>;
  /** The business's counts per day (lib/store/bot-stats.ts): staff's `report` reads a fortnight of them. */
  stats?: Pick<BotStats, 'week'>;
  /** When a person of the business answers (`HH:MM`, in `timeZone`, every day); without it, always. */
  staffedHours?: { opens: string; closes: string };
  /** True when a person of the business can take a conversation (a staff channel is configured). */
  canHandOff?: boolean;
  /** Where a customer reaches the business, a phone or an e-mail (SUPPORT_CONTACT), when configured. */
  supportContact?: string;
  businessId: number;
  /** The service's names in the customer's language, and understood in either (the business's glossary). */
  glossary: Glossary;
  /** Zone the window times and days are shown and read in, unless the store's data names its own. */
  timeZone: string;
  /** turnAroundInHours when the store's delivery settings give none. */
  defaultTurnAroundHours: number;
  now?: () => Date;
  /** Fresh ids for prompts and confirmations; random by default. */
  newId?: () => string;
}

/** The deps as the app's steps see them: the clock and the id source filled in by the engine. */
export type StepDeps = FlowDeps & EngineDeps;
