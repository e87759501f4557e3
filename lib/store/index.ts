export {
  type ConversationStore,
  type CustomerLink,
  createDynamoConversationStore,
  type LoadedConversation,
  type SaveConversation,
} from './conversation-store';
export {
  type CustomerNotesPort,
  createDynamoCustomerNotes,
  type StoredCustomerNotes,
} from './customer-notes';
export { createDynamoOrderLedger } from './dynamo-order-ledger';
export { createDynamoClient } from './dynamodb-client';
export { StoreError, type StoreErrorCode, VersionConflictError } from './errors';
export {
  createDynamoHandoffs,
  type Handoff,
  type Handoffs,
  type HandoffTarget,
  type StaffThread,
} from './handoffs';
export type {
  EntryParser,
  LedgerRecord,
  LedgerStatus,
  OrderLedger,
  ReadOptions,
  SettleOutcome,
} from './order-ledger';
export {
  createDynamoPhoneDirectory,
  type PhoneDirectory,
  type PhoneDirectoryEntry,
} from './phone-directory';
export { phoneFingerprint } from './phone-fingerprint';
export {
  createDynamoSignInAttempts,
  DEFAULT_MAX_SIGN_IN_FAILURES,
  DEFAULT_SIGN_IN_COOL_DOWN_MS,
  REQUESTER_CAPS,
  type SignInAttemptStatus,
  type SignInAttempts,
} from './sign-in-attempts';
export { createTokenCipher, TOKEN_KEY_BYTES, type TokenCipher } from './token-cipher';
