/** Stable codes callers may branch on; messages are for humans and may change. */
export type StoreErrorCode =
  | 'VERSION_CONFLICT'
  | 'TOKEN_DECRYPT_FAILED'
  | 'TOKEN_KEY_INVALID'
  | 'CORRUPT_ITEM'
  | 'LEDGER_NOT_CLAIMED'
  | 'LEDGER_ALREADY_PLACED'
  | 'LEDGER_CHANGED'
  | 'WORKSPACE_REMOVED';

/** Base of every error the store raises on purpose, so callers can tell them from transport failures. */
export class StoreError extends Error {
  readonly code: StoreErrorCode;

  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
    this.code = code;
  }
}

/** A conditional save lost against a concurrent writer: reload the conversation and retry the turn. */
export class VersionConflictError extends StoreError {
  constructor(message = 'the conversation was changed by another writer') {
    super('VERSION_CONFLICT', message);
    this.name = 'VersionConflictError';
  }
}

/**
 * A conversation's commit found its Slack workspace's installation gone (the app was removed while
 * the turn ran): nothing was written, and retrying cannot succeed (conversation-store.ts invariant
 * removed-workspace-writes-nothing).
 */
export class WorkspaceRemovedError extends StoreError {
  constructor() {
    super('WORKSPACE_REMOVED', "the conversation's Slack workspace was removed");
    this.name = 'WorkspaceRemovedError';
  }
}

/**
 * The `name` of a thrown value. Duck-typed rather than `instanceof Error`, which fails across realms (Jest
 * sandboxes, errors raised by node internals).
 */
export function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined;
  return typeof error.name === 'string' ? error.name : undefined;
}

/** True for a StoreError of one of the given codes. */
export function isStoreError(error: unknown, ...codes: StoreErrorCode[]): error is StoreError {
  return error instanceof StoreError && (codes.length === 0 || codes.includes(error.code));
}

/**
 * Maps a lost condition to VersionConflictError; anything else is returned unchanged. A TransactionConflict
 * (another transaction holds the item) is mapped too: the recovery is the same, reload and retry the turn.
 */
export function asVersionConflict(error: unknown): unknown {
  const name = errorName(error);
  if (name === 'ConditionalCheckFailedException' || name === 'TransactionConflictException') {
    return new VersionConflictError();
  }
  if (name === 'TransactionCanceledException') {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons.some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict')) {
      return new VersionConflictError();
    }
  }
  return error;
}
