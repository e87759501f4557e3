/**
 * Contract: the client's retry and timeout rules against the sandbox's injected faults. GETs are
 * retried on 503, dropped connections, unreadable bodies and timeouts; POST and PATCH never are, and
 * report `outcomeUnknown` when the request may have been applied.
 */
import { createLaundryClient } from '../../../lib/laundry/client';
import type { LaundryCallEvent } from '../../../lib/laundry/transport';
import { at, CHELSEA, expectLaundryError, planOrder } from './fixtures';
import {
  CLIENT_TIMEOUT_MS,
  type ContractEnv,
  requestsSince,
  type Session,
  signIn,
  startContract,
} from './sign-in';

const STORE_PATH = '/api/v1/common/stores/available';

let env: ContractEnv;
let events: LaundryCallEvent[];
beforeEach(async () => {
  events = [];
  env = await startContract({ deps: { onCall: (event) => events.push(event) } });
});
afterEach(() => env.close());

function pathsSince(session: Session | number): string[] {
  return requestsSince(env.sandbox, session).map((r) => `${r.method} ${r.path}`);
}

/** The attempts of one operation, as `attempt:outcome:status`. */
function attemptsOf(operation: string): string[] {
  return events.filter((e) => e.operation === operation).map((e) => `${e.attempt}:${e.outcome}:${e.status}`);
}

describe('a GET recovers by retrying one fault', () => {
  it.each([
    ['error', '1:retry:503'],
    ['drop', '1:retry:undefined'],
    ['malformed', '1:retry:200'],
    ['latency', '1:retry:undefined'],
  ] as const)(
    'one %s → the second attempt answers; the sandbox saw 2 requests',
    async (kind, firstAttempt) => {
      const session = await signIn(env);
      env.sandbox.failNext({ kind, pathPrefix: '/stores/available', latencyMs: CLIENT_TIMEOUT_MS * 3 });

      const store = await env.client.findStore(session.token, CHELSEA);

      expect(store.id).toBe(101);
      expect(pathsSince(session)).toEqual([`GET ${STORE_PATH}`, `GET ${STORE_PATH}`]);
      expect(requestsSince(env.sandbox, session).map((r) => r.query)).toEqual([
        `googlePlacesId=${CHELSEA}`,
        `googlePlacesId=${CHELSEA}`,
      ]);
      expect(attemptsOf('GET /stores/available')).toEqual([firstAttempt, '2:ok:200']);
    },
  );
});

describe('a GET that fails on every attempt', () => {
  it('503 three times → unavailable after getRetries + 1 = 3 requests', async () => {
    const session = await signIn(env);
    env.sandbox.failNext({ kind: 'error', count: 3, pathPrefix: '/customers/' });

    await expectLaundryError(env.client.listAddresses(session.token, session.serviceCustomerId), {
      kind: 'unavailable',
      operation: 'GET /customers/:serviceCustomerId/addresses',
      status: 503,
      serviceMessage: 'Service unavailable',
      outcomeUnknown: false,
    });
    expect(pathsSince(session)).toEqual(Array(3).fill('GET /api/v1/common/customers/1001/addresses'));
  });

  it('dropped three times → unavailable `connection failed` after 3 requests', async () => {
    const session = await signIn(env);
    env.sandbox.failNext({ kind: 'drop', count: 3 });

    await expectLaundryError(env.client.listPaymentMethods(session.token), {
      kind: 'unavailable',
      status: undefined,
      serviceMessage: 'connection failed',
      outcomeUnknown: false,
    });
    expect(pathsSince(session)).toHaveLength(3);
  });

  it('unreadable three times → unavailable `not JSON` after 3 requests; the fourth call is fine', async () => {
    const session = await signIn(env);
    env.sandbox.failNext({ kind: 'malformed', count: 3 });

    await expectLaundryError(env.client.listProducts(session.token, 101), {
      kind: 'unavailable',
      status: 200,
      serviceMessage: 'the response body is not JSON',
      outcomeUnknown: false,
    });
    expect(pathsSince(session)).toHaveLength(3);
    await expect(env.client.listProducts(session.token, 101)).resolves.toHaveLength(5);
  });
});

describe('POST /service-order is never retried', () => {
  it('a dropped connection → unavailable with outcomeUnknown, exactly one request', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    const mark = env.sandbox.requests.length;
    env.sandbox.failNext({ kind: 'drop', pathPrefix: '/service-order', method: 'POST' });

    await expectLaundryError(env.client.createOrder(session.token, body), {
      kind: 'unavailable',
      operation: 'POST /service-order',
      outcomeUnknown: true,
    });
    expect(pathsSince(mark)).toEqual(['POST /api/v1/common/service-order']);
    expect(attemptsOf('POST /service-order')).toEqual(['1:error:undefined']);
  });

  it('latency beyond the timeout → unavailable `timed out`, outcomeUnknown, one request — and the order does get created', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    const mark = env.sandbox.requests.length;
    env.sandbox.failNext({
      kind: 'latency',
      pathPrefix: '/service-order',
      latencyMs: CLIENT_TIMEOUT_MS + 250,
    });
    const started = performance.now();

    await expectLaundryError(env.client.createOrder(session.token, body), {
      kind: 'unavailable',
      serviceMessage: 'timed out',
      outcomeUnknown: true,
    });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(CLIENT_TIMEOUT_MS + 200);
    expect(pathsSince(mark)).toEqual(['POST /api/v1/common/service-order']);
    // Why the outcome is unknown: the slow service still applies the request after the client gave up.
    expect(env.sandbox.orders).toHaveLength(0);
    await waitFor(() => env.sandbox.orders.length === 1, 2000);
    expect(at(env.sandbox.orders, 0).body).toEqual(body);
    expect(pathsSince(mark)).toHaveLength(1);
  });

  it('a 503 → unavailable, one request, no order', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    const mark = env.sandbox.requests.length;
    env.sandbox.failNext({ kind: 'error', pathPrefix: '/service-order' });

    await expectLaundryError(env.client.createOrder(session.token, body), {
      kind: 'unavailable',
      status: 503,
      serviceMessage: 'Service unavailable',
    });
    expect(pathsSince(mark)).toEqual(['POST /api/v1/common/service-order']);
    expect(env.sandbox.orders).toHaveLength(0);
  });

  it('an unreadable 200 → unavailable with outcomeUnknown, one request', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    const mark = env.sandbox.requests.length;
    env.sandbox.failNext({ kind: 'malformed', pathPrefix: '/service-order' });

    await expectLaundryError(env.client.createOrder(session.token, body), {
      kind: 'unavailable',
      status: 200,
      outcomeUnknown: true,
    });
    expect(pathsSince(mark)).toHaveLength(1);
  });
});

describe('PATCH and the other POSTs are never retried either', () => {
  it('PATCH transportation: a 503 is one request; a drop is one request with outcomeUnknown', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    const orderId = await env.client.createOrder(session.token, body);
    const path = `/api/v1/common/service-order/${orderId}/transportation`;

    let mark = env.sandbox.requests.length;
    env.sandbox.failNext({ kind: 'error', method: 'PATCH' });
    await expectLaundryError(env.client.updateTransportation(session.token, orderId, { delivery: null }), {
      kind: 'unavailable',
      status: 503,
    });
    expect(pathsSince(mark)).toEqual([`PATCH ${path}`]);

    mark = env.sandbox.requests.length;
    env.sandbox.failNext({ kind: 'drop', method: 'PATCH' });
    await expectLaundryError(env.client.updateTransportation(session.token, orderId, { delivery: null }), {
      kind: 'unavailable',
      outcomeUnknown: true,
    });
    expect(pathsSince(mark)).toEqual([`PATCH ${path}`]);
    expect(at(env.sandbox.orders, 0).deliveryCancelled).toBe(false);
  });

  it('PATCH notes and POST preferences/update: one request each on a 503', async () => {
    const session = await signIn(env);
    const id = session.serviceCustomerId;
    env.sandbox.failNext({ kind: 'error', count: 2, pathPrefix: '/customers/' });

    await expectLaundryError(env.client.updateNotes(session.token, id, { businessId: 42, notes: 'x' }), {
      kind: 'unavailable',
      operation: 'PATCH /customers/:serviceCustomerId/notes',
    });
    await expectLaundryError(
      env.client.updatePreferences(session.token, id, {
        businessId: 42,
        preferenceOptions: { '401': [412] },
      }),
      { kind: 'unavailable', operation: 'POST /customers/:serviceCustomerId/preferences/update' },
    );
    expect(pathsSince(session)).toEqual([
      'PATCH /api/v1/common/customers/1001/notes',
      'POST /api/v1/common/customers/1001/preferences/update',
    ]);
  });

  it('POST request-otp: a drop is one request', async () => {
    env.sandbox.failNext({ kind: 'drop', pathPrefix: '/request-otp' });
    await expectLaundryError(env.client.requestOtp({ phoneNumber: '2125550101', businessId: 42 }), {
      kind: 'unavailable',
      operation: 'POST /request-otp',
      outcomeUnknown: true,
    });
    expect(pathsSince(0)).toEqual(['POST /api/v1/common/request-otp']);
  });
});

describe('a client with getRetries 0 and timeoutMs 200', () => {
  it('against latency 1000 → unavailable `timed out` after one request, in well under a second', async () => {
    const session = await signIn(env);
    // Same sandbox (and token), a second client built with the impatient settings.
    const client = createLaundryClient(
      { apiUrl: env.sandbox.commonUrl, authUrl: env.sandbox.authUrl, timeoutMs: 200, getRetries: 0 },
      { retryBaseMs: 1 },
    );
    try {
      env.sandbox.failNext({ kind: 'latency', latencyMs: 1000 });
      const started = performance.now();
      await expectLaundryError(client.listServices(session.token, 101, CHELSEA), {
        kind: 'unavailable',
        operation: 'GET /stores/:storeId/services',
        serviceMessage: 'timed out',
        outcomeUnknown: false,
      });
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(180);
      expect(elapsed).toBeLessThan(600);
      expect(pathsSince(session)).toEqual(['GET /api/v1/common/stores/101/services']);
    } finally {
      await client.close();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
