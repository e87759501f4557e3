/** A turn lost its save to concurrent writers on every attempt; nothing of it was stored. */
export class TurnConflictError extends Error {
  readonly code = 'TURN_CONFLICT';

  constructor(
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(`the conversation kept changing under the turn (${attempts} attempts)`, options);
    this.name = 'TurnConflictError';
  }
}
