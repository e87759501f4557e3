/**
 * The transport of the laundry client: one HTTP exchange with the service, its headers, timeout,
 * retries and failures. The endpoints (client.ts) describe a call; this module sends it.
 *
 * All enforced in `call()` below:
 * @invariant laundry-headers-per-base Every `{base_url}` endpoint carries `Authorization: Bearer <token>` (none before sign-in:
 *    request-otp and verify-otp) and `fwdorigin: DISPATCH_API`; customer creation on `{auth_url}`
 *    carries neither.
 * @invariant laundry-bodies-through-schemas Request bodies are built only through `body()` and a schema of `schemas/`; responses are
 *    parsed by the call's schema.
 * @invariant laundry-timeouts-and-get-retries Every call has a timeout. GETs (they only read: see LAUNDRY_READING in port.ts) are retried with
 *    full-jitter backoff on network errors, 5xx and unreadable bodies, up to `getRetries` times (5 by
 *    default: a service answering a third of reads with 503 then fails about one read in a
 *    thousand); POST and PATCH never are (a second order is worse than an error).
 * @invariant laundry-attempt-within-deadline Inside `withDeadline` (deadline.ts) every attempt's timeout is also cut to the turn's time
 *    left; an attempt with less than `MIN_ATTEMPT_MS` left is not sent at all (`unavailable`, outcome
 *    known: nothing went out), and a GET is not retried when its backoff would end past the deadline.
 * @invariant laundry-failure-is-api-error Every failure is a `LaundryApiError` with a kind the dialog can turn into a sentence.
 */
import type * as z from 'zod';
import type { LaundryClientConfig } from '../config';
import { createAgents, exchange } from '../http-exchange';
import { MIN_ATTEMPT_MS, timeLeft } from './deadline';
import { kindForStatus, LaundryApiError, type LaundryErrorKind } from './errors';
import { formatQuery, type QueryValue } from './query-string';
import { errorBodySchema } from './schemas';

export const FWDORIGIN = 'DISPATCH_API';

/**
 * Whose credential a call carried: a customer's own token (or none: sign-in and sign-up, a person's
 * code), or the business's dispatch credential, the one the bot itself holds.
 */
export type LaundryCredential = 'customer' | 'dispatch' | 'none';

/**
 * One finished HTTP exchange, for logs and metrics. Carries no token, body or phone number. A call is
 * one or more attempts: each is an event, `retry` for all but the last, whose outcome (`ok` or `error`)
 * is the call's.
 */
export interface LaundryCallEvent {
  operation: string;
  status: number | undefined;
  ms: number;
  attempt: number;
  outcome: 'ok' | 'retry' | 'error';
  /** The failure's kind, on `retry` and `error`. */
  kind?: LaundryErrorKind;
  credential: LaundryCredential;
}

export interface LaundryClientDeps {
  onCall?: (event: LaundryCallEvent) => void;
  /** The business's dispatch credential (STAFF_DISPATCH_TOKEN), so an event can say a call carried it. */
  dispatchToken?: string | undefined;
  /** Backoff base in ms before retry n: random in [0, base * 2^n] ("full jitter"). */
  retryBaseMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export type Method = 'GET' | 'POST' | 'PATCH';

export interface CallSpec<T> {
  method: Method;
  /** `auth` → `{auth_url}`; otherwise `{base_url}`. */
  base: 'common' | 'auth';
  path: string;
  /** The path with its ids as `:name`, for the operation name in errors and logs. */
  template: string;
  token?: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  response: z.ZodType<T>;
  /** The seed does not show this response: a 2xx body that is not JSON ("OTP code sent") is success too. */
  anyBody?: true;
}

/** The serviceMessage of a call not sent, or cut short, because the turn's deadline came. */
export const OUT_OF_TIME = 'the turn ran out of time';

/** The seed's bare-string message for a customer the token does not resolve to. */
const CUSTOMER_REQUIRED = 'Customer is required';

/** Creates the transport of one client: `call` sends a described call, `body` builds a request body. */
export function createTransport(config: LaundryClientConfig, deps: LaundryClientDeps = {}) {
  const agents = createAgents(16);
  const retryBaseMs = deps.retryBaseMs ?? 100;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function call<T>(spec: CallSpec<T>): Promise<T> {
    const operation = `${spec.method} ${spec.template}`;
    const credential: LaundryCredential =
      spec.token === undefined ? 'none' : spec.token === deps.dispatchToken ? 'dispatch' : 'customer';
    const attempts = spec.method === 'GET' ? config.getRetries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      const left = timeLeft() ?? Number.POSITIVE_INFINITY;
      if (left < MIN_ATTEMPT_MS) {
        // Before anything is sent: the outcome is known (nothing happened), whatever the method.
        throw new LaundryApiError({
          kind: 'unavailable',
          operation,
          serviceMessage: OUT_OF_TIME,
          outcomeUnknown: false,
        });
      }
      const cutByDeadline = left < config.timeoutMs;
      const timeoutMs = Math.max(1, Math.floor(Math.min(config.timeoutMs, left)));
      const started = performance.now();
      try {
        const result = await once(spec, operation, timeoutMs);
        deps.onCall?.({
          operation,
          status: result.status,
          ms: performance.now() - started,
          attempt,
          outcome: 'ok',
          credential,
        });
        return result.value;
      } catch (error) {
        const failure =
          error instanceof LaundryApiError
            ? error
            : networkError(operation, spec.method, error, cutByDeadline);
        const backoffMs = Math.random() * retryBaseMs * 2 ** (attempt - 1);
        // No retry (and no sleep) whose next attempt could not start before the deadline.
        const fitsDeadline = backoffMs + MIN_ATTEMPT_MS <= (timeLeft() ?? Number.POSITIVE_INFINITY);
        const retry = attempt < attempts && isTransient(failure) && fitsDeadline;
        deps.onCall?.({
          operation,
          status: failure.status,
          ms: performance.now() - started,
          attempt,
          outcome: retry ? 'retry' : 'error',
          kind: failure.kind,
          credential,
        });
        if (!retry) throw failure;
        await sleep(backoffMs);
      }
    }
  }

  async function once<T>(
    spec: CallSpec<T>,
    operation: string,
    timeoutMs: number,
  ): Promise<{ status: number; value: T }> {
    const base = spec.base === 'auth' ? config.authUrl : config.apiUrl;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (spec.base === 'common') headers.fwdorigin = FWDORIGIN;
    if (spec.token !== undefined) headers.authorization = `Bearer ${spec.token}`;
    if (spec.body !== undefined) headers['content-type'] = 'application/json';

    const response = await exchange(agents, {
      method: spec.method,
      url: `${base}${spec.path}${formatQuery(spec.query ?? {})}`,
      headers,
      ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = response.body;
    const status = response.status;
    const json = parseJson(text);

    if (status >= 400) {
      const parsedError = errorBodySchema.safeParse(json.ok ? json.value : undefined);
      const serviceMessage = parsedError.success
        ? typeof parsedError.data === 'string'
          ? parsedError.data
          : parsedError.data.error
        : `HTTP ${status}`;
      // GAP: no status is given for `Customer is required`; the customer is the token's (payment
      // methods have no customer in the path), so it is read as a sign-in problem whatever the status.
      const kind =
        serviceMessage === CUSTOMER_REQUIRED && status < 500 ? 'unauthorized' : kindForStatus(status);
      throw new LaundryApiError({ kind, operation, status, serviceMessage });
    }
    if (!json.ok && spec.anyBody) return { status, value: spec.response.parse(text) };
    if (!json.ok) {
      throw new LaundryApiError({
        kind: 'unavailable',
        operation,
        status,
        serviceMessage: 'the response body is not JSON',
        // A garbled answer to a POST may still mean the order exists.
        outcomeUnknown: spec.method !== 'GET',
      });
    }
    const parsed = spec.response.safeParse(json.value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || '(body)';
      throw new LaundryApiError({
        kind: 'unexpected_response',
        operation,
        status,
        field,
        serviceMessage: `response field ${field}: ${issue?.message ?? 'invalid'}`,
        // A 2xx to a POST or PATCH was applied, whatever its body says: the order may exist.
        outcomeUnknown: spec.method !== 'GET',
      });
    }
    return { status, value: parsed.data };
  }

  /** Builds a request body through its schema: a body the seed forbids never leaves the process. */
  function body<S extends z.ZodType>(schema: S, value: z.input<S>, operation: string): z.output<S> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new LaundryApiError({
        kind: 'invalid',
        operation,
        field: issue?.path.join('.'),
        serviceMessage: `request field ${issue?.path.join('.') || '(body)'}: ${issue?.message ?? 'invalid'} (not sent)`,
      });
    }
    return parsed.data;
  }

  /** Closes the keep-alive connections. */
  async function close(): Promise<void> {
    agents.destroy();
  }

  return { call, body, close };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isTransient(error: LaundryApiError): boolean {
  return error.kind === 'unavailable';
}

/**
 * Wraps an unknown failure (timeout, refused or reset connection) as `unavailable`. On a POST or
 * PATCH whose request may have gone out, the outcome is unknown: the caller must not resend blindly
 * (also when the turn's deadline cut the wait short: the request was sent all the same).
 */
function networkError(
  operation: string,
  method: Method,
  cause: unknown,
  cutByDeadline: boolean,
): LaundryApiError {
  const timedOut =
    cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
  const refused = (cause as { code?: string } | undefined)?.code === 'ECONNREFUSED';
  return new LaundryApiError({
    kind: 'unavailable',
    operation,
    serviceMessage: timedOut
      ? cutByDeadline
        ? `timed out: ${OUT_OF_TIME}`
        : 'timed out'
      : refused
        ? 'connection refused'
        : 'connection failed',
    outcomeUnknown: method !== 'GET' && !refused,
    cause,
  });
}
