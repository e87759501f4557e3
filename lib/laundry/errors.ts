/**
 * One error type for everything that can go wrong talking to the laundry service, so the dialog
 * turns any failure into a sentence by looking at `kind` alone.
 */

/** Stable kinds, each a different sentence for the user and a different recovery. */
export type LaundryErrorKind =
  /** 404, or a body naming something that does not exist (`Store is not found`). */
  | 'not_found'
  /** 401/403: the token is missing, wrong or expired — sign in again. */
  | 'unauthorized'
  /** Any other 4xx: the request was refused as it stands. */
  | 'invalid'
  /** 5xx, a timeout, a refused or dropped connection: try again later. */
  | 'unavailable'
  /** A 2xx whose body does not match the seed's schema. */
  | 'unexpected_response';

export interface LaundryApiErrorDetails {
  kind: LaundryErrorKind;
  /** The endpoint, as `METHOD /path` with the ids left in, for logs (never tokens or bodies). */
  operation: string;
  /** HTTP status, when an answer came back. */
  status?: number;
  /** The service's own message (`error` member or bare string), or a description of the failure. */
  serviceMessage: string;
  /** For `unexpected_response`: the dotted path of the first field that failed its schema. */
  field?: string;
  /**
   * True when the request may have reached the service and been applied (a timeout or dropped
   * connection on a POST): the outcome is unknown, and a blind retry could apply it twice.
   */
  outcomeUnknown?: boolean;
  cause?: unknown;
}

/** An error from the Laundry Order Placement Service client. */
export class LaundryApiError extends Error {
  readonly code = 'LAUNDRY_API_ERROR';
  readonly kind: LaundryErrorKind;
  readonly operation: string;
  readonly status: number | undefined;
  readonly serviceMessage: string;
  readonly field: string | undefined;
  readonly outcomeUnknown: boolean;

  constructor(details: LaundryApiErrorDetails) {
    super(
      `${details.operation} failed (${details.kind}${details.status ? ` ${details.status}` : ''}): ${details.serviceMessage}`,
      {
        cause: details.cause,
      },
    );
    this.name = 'LaundryApiError';
    this.kind = details.kind;
    this.operation = details.operation;
    this.status = details.status;
    this.serviceMessage = details.serviceMessage;
    this.field = details.field;
    this.outcomeUnknown = details.outcomeUnknown ?? false;
  }
}

/** True for a LaundryApiError of one of the given kinds. */
export function isLaundryApiError(error: unknown, ...kinds: LaundryErrorKind[]): error is LaundryApiError {
  return error instanceof LaundryApiError && (kinds.length === 0 || kinds.includes(error.kind));
}

/**
 * The kind for an HTTP error status. GAP: the seed gives no status for most error rows; the kind
 * is read from the status class, which holds for any reasonable choice the service makes.
 */
export function kindForStatus(status: number): LaundryErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status >= 500 || status === 429 || status === 408) return 'unavailable';
  return 'invalid';
}
