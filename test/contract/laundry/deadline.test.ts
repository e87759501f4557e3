/**
 * Contract: a turn's deadline (`withDeadline`) against the real sandbox over HTTP. Each attempt's
 * timeout is cut to the time left, a call with (almost) no time left sends nothing, GET retries stop
 * at the deadline, a POST cut short is still `outcomeUnknown` — and without a deadline nothing changes.
 */
import { createLaundryClient } from '../../../lib/laundry/client';
import { currentDeadline, withDeadline } from '../../../lib/laundry/deadline';
import { type LaundryCallEvent, OUT_OF_TIME } from '../../../lib/laundry/transport';
import { CHELSEA, expectLaundryError, planOrder } from './fixtures';
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
afterEach(() => {
  jest.restoreAllMocks();
  return env.close();
});

function pathsSince(mark: Session | number): string[] {
  return requestsSince(env.sandbox, mark).map((r) => `${r.method} ${r.path}`);
}

function attemptsOf(operation: string): string[] {
  return events.filter((e) => e.operation === operation).map((e) => `${e.attempt}:${e.outcome}:${e.status}`);
}

/** Runs `fn` under a deadline `ms` from now and measures how long it took to settle. */
async function timed<T>(ms: number, fn: () => Promise<T>): Promise<{ result: Promise<T>; elapsed: number }> {
  const started = performance.now();
  const result = withDeadline(Date.now() + ms, Date.now, fn);
  await result.catch(() => undefined);
  return { result, elapsed: performance.now() - started };
}

describe('a GET under a deadline shorter than the client timeout', () => {
  it('200 ms deadline, 1 s latency → unavailable in about 200 ms, one request, no retry', async () => {
    const session = await signIn(env);
    env.sandbox.failNext({ kind: 'latency', count: 3, pathPrefix: '/stores/available', latencyMs: 1000 });

    const { result, elapsed } = await timed(200, () => env.client.findStore(session.token, CHELSEA));

    await expectLaundryError(result, {
      kind: 'unavailable',
      operation: 'GET /stores/available',
      serviceMessage: `timed out: ${OUT_OF_TIME}`,
      outcomeUnknown: false,
    });
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(600);
    expect(pathsSince(session)).toEqual([`GET ${STORE_PATH}`]);
    expect(attemptsOf('GET /stores/available')).toEqual(['1:error:undefined']);
  });

  it('a deadline well ahead changes nothing: the client timeout still applies and the retry answers', async () => {
    const session = await signIn(env);
    env.sandbox.failNext({ kind: 'latency', pathPrefix: '/stores/available', latencyMs: 1000 });

    const { result } = await timed(10_000, () => env.client.findStore(session.token, CHELSEA));

    await expect(result).resolves.toMatchObject({ id: 101 });
    expect(attemptsOf('GET /stores/available')).toEqual(['1:retry:undefined', '2:ok:200']);
    const first = events[events.length - 2];
    expect(first?.ms).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS - 20);
  });
});

describe('a deadline already passed (or under 50 ms away) sends nothing', () => {
  it.each([
    ['passed', -1_000],
    ['30 ms away', 30],
  ])(
    '%s: a GET fails as unavailable, outcome known, and the sandbox records no request',
    async (_name, ms) => {
      const session = await signIn(env);

      const { result, elapsed } = await timed(ms, () => env.client.listPaymentMethods(session.token));

      await expectLaundryError(result, {
        kind: 'unavailable',
        operation: 'GET /customers/payment-methods',
        status: undefined,
        serviceMessage: OUT_OF_TIME,
        outcomeUnknown: false,
      });
      // Failed at once, not after a timeout or a backoff: nothing went out (below). The bound leaves a
      // loaded machine's event loop room; it is no speed measure (npm run bench is).
      expect(elapsed).toBeLessThan(CLIENT_TIMEOUT_MS / 2);
      expect(pathsSince(session)).toEqual([]);
      expect(attemptsOf('GET /customers/payment-methods')).toEqual([]);
    },
  );

  it('POST /service-order: nothing sent, so the outcome is known and no order exists', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    const mark = env.sandbox.requests.length;

    const { result } = await timed(-1, () => env.client.createOrder(session.token, body));

    await expectLaundryError(result, {
      kind: 'unavailable',
      operation: 'POST /service-order',
      serviceMessage: OUT_OF_TIME,
      outcomeUnknown: false,
    });
    expect(pathsSince(mark)).toEqual([]);
    expect(env.sandbox.orders).toHaveLength(0);
  });

  it('a later call of the same turn stops at the deadline too', async () => {
    const session = await signIn(env);
    env.sandbox.failNext({ kind: 'latency', pathPrefix: '/stores/available', latencyMs: 1000 });

    const { result } = await timed(250, async () => {
      await env.client.findStore(session.token, CHELSEA).catch(() => undefined);
      return env.client.listPaymentMethods(session.token);
    });

    await expectLaundryError(result, { kind: 'unavailable', serviceMessage: OUT_OF_TIME });
    expect(pathsSince(session)).toEqual([`GET ${STORE_PATH}`]);
  });
});

describe('GET retries stop at the deadline', () => {
  it('timeouts: the second attempt gets only the time left, the third is never sent', async () => {
    const session = await signIn(env);
    env.sandbox.failNext({ kind: 'latency', count: 3, pathPrefix: '/stores/available', latencyMs: 2000 });

    // 400 ms client timeout: attempt 1 times out at ~400, attempt 2 gets the ~200 ms left.
    const { result, elapsed } = await timed(600, () => env.client.findStore(session.token, CHELSEA));

    await expectLaundryError(result, {
      kind: 'unavailable',
      serviceMessage: `timed out: ${OUT_OF_TIME}`,
      outcomeUnknown: false,
    });
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(1000);
    expect(pathsSince(session)).toEqual([`GET ${STORE_PATH}`, `GET ${STORE_PATH}`]);
    expect(attemptsOf('GET /stores/available')).toEqual(['1:retry:undefined', '2:error:undefined']);
  });

  it('a 503 whose backoff would end past the deadline → no sleep, no retry, the 503 itself', async () => {
    const session = await signIn(env);
    const sleep = jest.fn(() => Promise.resolve());
    const client = createLaundryClient(
      { apiUrl: env.sandbox.commonUrl, authUrl: env.sandbox.authUrl, timeoutMs: 400, getRetries: 2 },
      { retryBaseMs: 10_000, sleep },
    );
    jest.spyOn(Math, 'random').mockReturnValue(0.5); // backoff 5 s
    try {
      env.sandbox.failNext({ kind: 'error', count: 3, pathPrefix: '/customers/' });
      const { result, elapsed } = await timed(1_000, () => client.listPaymentMethods(session.token));

      await expectLaundryError(result, {
        kind: 'unavailable',
        status: 503,
        serviceMessage: 'Service unavailable',
      });
      expect(elapsed).toBeLessThan(300);
      expect(sleep).not.toHaveBeenCalled();
      expect(pathsSince(session)).toEqual(['GET /api/v1/common/customers/payment-methods']);
    } finally {
      await client.close();
    }
  });

  it('a 503 whose backoff fits → retried as without a deadline', async () => {
    const session = await signIn(env);
    env.sandbox.failNext({ kind: 'error', pathPrefix: '/customers/' });

    const { result } = await timed(1_000, () => env.client.listPaymentMethods(session.token));

    await expect(result).resolves.toHaveLength(2);
    expect(attemptsOf('GET /customers/payment-methods')).toEqual(['1:retry:503', '2:ok:200']);
  });
});

describe('a POST cut short by the deadline', () => {
  it('was sent: unavailable with outcomeUnknown, one request, and the order does get created', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    const mark = env.sandbox.requests.length;
    env.sandbox.failNext({ kind: 'latency', pathPrefix: '/service-order', latencyMs: 600 });

    const { result, elapsed } = await timed(200, () => env.client.createOrder(session.token, body));

    await expectLaundryError(result, {
      kind: 'unavailable',
      operation: 'POST /service-order',
      serviceMessage: `timed out: ${OUT_OF_TIME}`,
      outcomeUnknown: true,
    });
    expect(elapsed).toBeLessThan(600);
    expect(pathsSince(mark)).toEqual(['POST /api/v1/common/service-order']);
    await waitFor(() => env.sandbox.orders.length === 1, 2000);
  });
});

describe('without a deadline', () => {
  it('there is none, and a slow GET times out at the client timeout and is retried as before', async () => {
    expect(currentDeadline()).toBeUndefined();
    const session = await signIn(env);
    env.sandbox.failNext({ kind: 'latency', count: 2, pathPrefix: '/stores/available', latencyMs: 1000 });
    const started = performance.now();

    await expect(env.client.findStore(session.token, CHELSEA)).resolves.toMatchObject({ id: 101 });

    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * CLIENT_TIMEOUT_MS - 20);
    expect(attemptsOf('GET /stores/available')).toEqual([
      '1:retry:undefined',
      '2:retry:undefined',
      '3:ok:200',
    ]);
    expect(pathsSince(session)).toHaveLength(3);
  });

  it('a timeout message is the plain one', async () => {
    const session = await signIn(env);
    env.sandbox.failNext({ kind: 'latency', count: 3, pathPrefix: '/customers/', latencyMs: 1000 });
    await expectLaundryError(env.client.listPaymentMethods(session.token), {
      kind: 'unavailable',
      serviceMessage: 'timed out',
      outcomeUnknown: false,
    });
    expect(pathsSince(session)).toHaveLength(3);
  });
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
