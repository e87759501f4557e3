export {
  type ConversationStore,
  type CustomerLink,
  createDynamoConversationStore,
  type LoadedConversation,
  type SaveConversation,
} from './conversation-store';
export { createDynamoClient } from './dynamodb-client';
export { StoreError, type StoreErrorCode, VersionConflictError } from './errors';
export {
  createDynamoOrderLedger,
  type LedgerRecord,
  type LedgerStatus,
  type OrderLedger,
  type SettleOutcome,
} from './order-ledger';
export { createTableInput, ensureTable, ttlAttributeName } from './table-definition';
export { createTokenCipher, loadOrCreateLocalKey, type TokenCipher } from './token-cipher';
