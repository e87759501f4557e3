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

/**
 * A channel refused a message for good (Twilio's 400s: an unsubscribed or unreachable phone):
 * sending it again would fail the same way, so the worker drops the record instead of retrying it.
 */
export class UndeliverableError extends Error {
  readonly code = 'UNDELIVERABLE';

  constructor(reason: string, options?: { cause?: unknown }) {
    super(`the message cannot be delivered: ${reason}`, options);
    this.name = 'UndeliverableError';
  }
}

/**
 * An error as a log line may show it: its name and code only, since its message may quote what a
 * person typed or what a service said. `unnamed` stands for an error without a name.
 * @example errorLabel(Object.assign(new Error('x'), { code: 'ECONNRESET' })) // 'Error (ECONNRESET)'
 */
export function errorLabel(error: unknown, unnamed = 'Error'): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return `${String(name ?? unnamed)}${code === undefined ? '' : ` (${String(code)})`}`;
}
