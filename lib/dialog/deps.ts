/**
 * What the dialog engine needs from the world, as small ports: the laundry service, the order
 * ledger, the per-phone sign-in attempts, the clock. The engine knows nothing of Slack, SMS or DynamoDB.
 */
import type { LaundryClient } from '../laundry/client';
import type { OrderLedger } from '../store/order-ledger';
import type { LedgerEntry } from './ledger-entry';

/** The laundry client's endpoints the dialog calls (the client itself satisfies it). */
export type LaundryPort = Pick<
  LaundryClient,
  | 'createCustomer'
  | 'requestOtp'
  | 'verifyOtp'
  | 'findStore'
  | 'listServices'
  | 'listDeliveryWindows'
  | 'getDeliverySettings'
  | 'listPaymentMethods'
  | 'listAddresses'
  | 'createOrder'
>;

export type LedgerPort = Pick<OrderLedger, 'claim' | 'settle' | 'listByCustomer'>;
export type { LedgerEntry };

/** Wrong one-time codes counted per phone number, whichever conversation typed them. */
export interface SignInAttemptsPort {
  status(phoneNumber: string): Promise<{ failures: number; lockedUntil?: string }>;
  recordFailure(phoneNumber: string): Promise<{ failures: number; lockedUntil?: string }>;
  reset(phoneNumber: string): Promise<void>;
}

export interface DialogDeps {
  laundry: LaundryPort;
  ledger: LedgerPort;
  signInAttempts: SignInAttemptsPort;
  businessId: number;
  /** Zone the window times and days are shown and read in, unless the store's data names its own. */
  timeZone: string;
  /** turnAroundInHours when the store's delivery settings give none. */
  defaultTurnAroundHours: number;
  now?: () => Date;
  /** Fresh ids for prompts and confirmations; random by default. */
  newId?: () => string;
}
