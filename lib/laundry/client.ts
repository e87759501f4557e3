/**
 * The client of the Laundry Order Placement Service: one typed function per endpoint of the seed.
 *
 * Rules, all enforced in `call()` below:
 * 1. Every `{base_url}` endpoint carries `Authorization: Bearer <token>` (none before sign-in:
 *    request-otp and verify-otp) and `fwdorigin: DISPATCH_API`; customer creation on `{auth_url}`
 *    carries neither.
 * 2. Request bodies are built only through the schemas in `schemas.ts`; responses are parsed by them.
 * 3. Every call has a timeout. GETs are retried with full-jitter backoff on network errors, 5xx and
 *    unreadable bodies; POST and PATCH never are (a second order is worse than an error).
 * 3a. Inside `withDeadline` (deadline.ts) every attempt's timeout is also cut to the turn's time
 *    left; an attempt with less than `MIN_ATTEMPT_MS` left is not sent at all (`unavailable`, outcome
 *    known: nothing went out), and a GET is not retried when its backoff would end past the deadline.
 * 4. Every failure is a `LaundryApiError` with a kind the dialog can turn into a sentence.
 */
import { Agent, type Dispatcher, request, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import type { LaundryClientConfig } from '../config';
import { MIN_ATTEMPT_MS, timeLeft } from './deadline';
import { kindForStatus, LaundryApiError } from './errors';
import { formatQuery, type QueryValue, windowsQueryDate } from './query-string';
import * as s from './schemas';

export const FWDORIGIN = 'DISPATCH_API';

/** One finished HTTP exchange, for logs and metrics. Carries no token, body or phone number. */
export interface LaundryCallEvent {
  operation: string;
  status: number | undefined;
  ms: number;
  attempt: number;
  outcome: 'ok' | 'retry' | 'error';
}

export interface LaundryClientDeps {
  /** A dispatcher to share (tests, or a custom pool); by default one keep-alive Agent per client. */
  dispatcher?: Dispatcher;
  onCall?: (event: LaundryCallEvent) => void;
  /** Backoff base in ms before retry n: random in [0, base * 2^n] ("full jitter"). */
  retryBaseMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

type Method = 'GET' | 'POST' | 'PATCH';

interface CallSpec<T> {
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

/**
 * Creates a client for one deployment's service.
 * @example
 * const laundry = createLaundryClient(config.laundry);
 * const store = await laundry.findStore(token, address.googlePlacesId);
 */
export function createLaundryClient(config: LaundryClientConfig, deps: LaundryClientDeps = {}) {
  const dispatcher = deps.dispatcher ?? new Agent({ keepAliveTimeout: 30_000, connections: 16 });
  const retryBaseMs = deps.retryBaseMs ?? 100;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function call<T>(spec: CallSpec<T>): Promise<T> {
    const operation = `${spec.method} ${spec.template}`;
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

    const response = await request(`${base}${spec.path}${formatQuery(spec.query ?? {})}`, {
      method: spec.method,
      headers,
      body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      dispatcher,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.body.text();
    const status = response.statusCode;
    const json = parseJson(text);

    if (status >= 400) {
      const parsedError = s.errorBodySchema.safeParse(json.ok ? json.value : undefined);
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

  const seg = (value: number) => encodeURIComponent(String(value));

  return {
    /** POST {auth_url}/customers — creates a customer; the service then texts them an OTP. */
    async createCustomer(customer: s.CustomerCreationRequest): Promise<void> {
      await call({
        method: 'POST',
        base: 'auth',
        path: '/customers',
        template: '/customers',
        body: body(s.customerCreationRequestSchema, customer, 'POST /customers'),
        response: s.customerCreationResponseSchema,
        anyBody: true,
      });
    },

    /** POST /request-otp — texts a one-time code to a known customer's phone. */
    async requestOtp(otpRequest: s.RequestOtpRequest): Promise<void> {
      await call({
        method: 'POST',
        base: 'common',
        path: '/request-otp',
        template: '/request-otp',
        body: body(s.requestOtpRequestSchema, otpRequest, 'POST /request-otp'),
        response: s.requestOtpResponseSchema,
        anyBody: true,
      });
    },

    /** POST /verify-otp — exchanges the code for a bearer token and the customer's id. */
    verifyOtp(verification: s.VerifyOtpRequest): Promise<s.VerifyOtpResponse> {
      return call({
        method: 'POST',
        base: 'common',
        path: '/verify-otp',
        template: '/verify-otp',
        body: body(s.verifyOtpRequestSchema, verification, 'POST /verify-otp'),
        response: s.verifyOtpResponseSchema,
      });
    },

    /** GET /stores/available — the store nearest to an address's place id. */
    findStore(token: string, googlePlacesId: string): Promise<s.Store> {
      return call({
        method: 'GET',
        base: 'common',
        path: '/stores/available',
        template: '/stores/available',
        token,
        query: { googlePlacesId },
        response: s.storeSchema,
      });
    },

    /**
     * GET /stores/{storeId}/services — services with modifiers.
     * GAP: query parameters are not shown; the seed says "for a store and address", so the
     * address's `googlePlacesId` is sent.
     */
    listServices(token: string, storeId: number, googlePlacesId: string): Promise<s.Service[]> {
      return call({
        method: 'GET',
        base: 'common',
        path: `/stores/${seg(storeId)}/services`,
        template: '/stores/:storeId/services',
        token,
        query: { googlePlacesId },
        response: s.servicesResponseSchema,
      });
    },

    /**
     * GET /stores/{storeId}/delivery-windows — pickup or return windows of one calendar day.
     * GAP: how several `servicesIds` are written is not shown; they are indexed like `categories`.
     */
    listDeliveryWindows(
      token: string,
      storeId: number,
      query: s.DeliveryWindowsQuery,
    ): Promise<s.DeliveryWindows> {
      const q = body(s.deliveryWindowsQuerySchema, query, 'GET /stores/:storeId/delivery-windows');
      return call({
        method: 'GET',
        base: 'common',
        path: `/stores/${seg(storeId)}/delivery-windows`,
        template: '/stores/:storeId/delivery-windows',
        token,
        query: {
          date: windowsQueryDate(q.date),
          type: q.type,
          googlePlacesId: q.googlePlacesId,
          categories: q.categories,
          servicesIds: q.servicesIds,
        },
        response: s.deliveryWindowsResponseSchema,
      });
    },

    /** GET /stores/{storeId}/delivery-settings — the store's delivery settings (shape: see schemas). */
    getDeliverySettings(token: string, storeId: number): Promise<s.DeliverySettings> {
      return call({
        method: 'GET',
        base: 'common',
        path: `/stores/${seg(storeId)}/delivery-settings`,
        template: '/stores/:storeId/delivery-settings',
        token,
        response: s.deliverySettingsResponseSchema,
      });
    },

    /** GET /stores/{storeId}/products — the store's inventory products. GAP: no query is sent. */
    listProducts(token: string, storeId: number): Promise<s.InventoryProduct[]> {
      return call({
        method: 'GET',
        base: 'common',
        path: `/stores/${seg(storeId)}/products`,
        template: '/stores/:storeId/products',
        token,
        response: s.productsResponseSchema,
      });
    },

    /** GET /customers/payment-methods — the token's customer's payment methods. */
    listPaymentMethods(token: string): Promise<s.PaymentMethod[]> {
      return call({
        method: 'GET',
        base: 'common',
        path: '/customers/payment-methods',
        template: '/customers/payment-methods',
        token,
        response: s.paymentMethodsResponseSchema,
      });
    },

    /** GET /customers/{serviceCustomerId}/addresses — the customer's addresses. */
    async listAddresses(token: string, serviceCustomerId: number): Promise<s.Address[]> {
      const result = await call({
        method: 'GET',
        base: 'common',
        path: `/customers/${seg(serviceCustomerId)}/addresses`,
        template: '/customers/:serviceCustomerId/addresses',
        token,
        response: s.addressesResponseSchema,
      });
      return result.addresses;
    },

    /** POST /service-order — creates the order and returns its id. Never retried. */
    createOrder(token: string, order: s.CreateOrderRequest): Promise<number> {
      return call({
        method: 'POST',
        base: 'common',
        path: '/service-order',
        template: '/service-order',
        token,
        body: body(s.createOrderRequestSchema, order, 'POST /service-order'),
        response: s.createOrderResponseSchema,
      });
    },

    /** PATCH /service-order/{id}/transportation — reschedules; `delivery: null` cancels the delivery. Never retried. */
    async updateTransportation(
      token: string,
      serviceOrderId: number,
      update: s.TransportationUpdateRequest,
    ): Promise<s.OrderSummary> {
      const result = await call({
        method: 'PATCH',
        base: 'common',
        path: `/service-order/${seg(serviceOrderId)}/transportation`,
        template: '/service-order/:serviceOrderId/transportation',
        token,
        body: body(
          s.transportationUpdateRequestSchema,
          update,
          'PATCH /service-order/:serviceOrderId/transportation',
        ),
        response: s.transportationUpdateResponseSchema,
      });
      return result.order;
    },

    /** POST /customers/{id}/preferences/update — replaces the customer's chosen preference options. */
    async updatePreferences(
      token: string,
      serviceCustomerId: number,
      update: s.PreferencesUpdateRequest,
    ): Promise<void> {
      await call({
        method: 'POST',
        base: 'common',
        path: `/customers/${seg(serviceCustomerId)}/preferences/update`,
        template: '/customers/:serviceCustomerId/preferences/update',
        token,
        body: body(
          s.preferencesUpdateRequestSchema,
          update,
          'POST /customers/:serviceCustomerId/preferences/update',
        ),
        response: s.successResponseSchema,
      });
    },

    /** PATCH /customers/{id}/notes — sets the customer's notes. */
    async updateNotes(token: string, serviceCustomerId: number, update: s.NotesUpdateRequest): Promise<void> {
      await call({
        method: 'PATCH',
        base: 'common',
        path: `/customers/${seg(serviceCustomerId)}/notes`,
        template: '/customers/:serviceCustomerId/notes',
        token,
        body: body(s.notesUpdateRequestSchema, update, 'PATCH /customers/:serviceCustomerId/notes'),
        response: s.successResponseSchema,
      });
    },

    /** GET /business/{businessId}/preferences-choices — the business's preferences and the customer's picks. */
    listPreferenceChoices(token: string, businessId: number): Promise<s.PreferenceChoice[]> {
      return call({
        method: 'GET',
        base: 'common',
        path: `/business/${seg(businessId)}/preferences-choices`,
        template: '/business/:businessId/preferences-choices',
        token,
        response: s.preferenceChoicesResponseSchema,
      });
    },

    /** Closes the keep-alive connections (tests and the local stack's shutdown). */
    async close(): Promise<void> {
      if (!deps.dispatcher) await dispatcher.close();
    },
  };
}

export type LaundryClient = ReturnType<typeof createLaundryClient>;

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
    (cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) ||
    cause instanceof undiciErrors.HeadersTimeoutError ||
    cause instanceof undiciErrors.BodyTimeoutError;
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
