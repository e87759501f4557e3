/**
 * Each row of the seed's "Errors" table, reproduced against the sandbox with its exact body shape:
 * `{error}` objects for create order, customer creation and transportation; bare JSON strings for the
 * customer, business and store rows.
 */
import { sandboxFetch } from '../../../infra/local/sandbox/sandbox-fetch';
import { signInOverHttp } from '../../../infra/local/sandbox/sandbox-sign-in';
import type { Sandbox } from '../../../infra/local/sandbox/server';
import { startSandbox } from '../../../infra/local/sandbox/server';

const NOW = new Date('2025-06-02T13:00:00Z');

describe('the seed’s Errors table, row by row', () => {
  let sandbox: Sandbox;
  let headers: Record<string, string>;
  const call = (path: string, method = 'GET', body?: unknown) =>
    sandboxFetch(`${sandbox.commonUrl}${path}`, { method, headers, body });

  beforeAll(async () => {
    sandbox = await startSandbox({ onOtp: () => {}, now: () => NOW });
    headers = (await signInOverHttp(sandbox, '2125550101')).headers;
  });
  afterAll(() => sandbox.close());

  it('POST /service-order: data in the body not found → 404 {error}', async () => {
    const res = await call('/service-order', 'POST', {
      customerAddressId: 2001,
      orderDelivery: {},
      returnMethod: 'IN_STORE_PICKUP',
      bagCount: 1,
      storeId: 404,
      hasDryCleaning: false,
      isHangDrySelected: false,
      turnAroundInHours: 48,
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Store is not found' });
  });

  it('POST {auth_url}/customers: phone missing or not 10 digits → {error}', async () => {
    for (const phoneNumber of [undefined, '12345']) {
      const res = await sandboxFetch(`${sandbox.authUrl}/customers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: { firstName: 'No', lastName: 'Phone', phoneNumber, businessId: 42 },
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: 'Phone number is required and must have 10 digits' });
    }
  });

  it('PATCH transportation: three error responses, each {error}', async () => {
    const tuesday = (await call('/stores/101/delivery-windows?date=2025-06-03T00:00:00&type=PICKUP'))
      .json as {
      ownDelivery: { id: number }[];
    };
    const created = await call('/service-order', 'POST', {
      customerAddressId: 2001,
      orderDelivery: {
        pickup: {
          deliveryDay: '2025-06-03',
          deliveryProvider: 'OWN_DRIVER',
          windowId: tuesday.ownDelivery[0]?.id,
        },
      },
      returnMethod: 'IN_STORE_PICKUP',
      bagCount: 1,
      storeId: 101,
      hasDryCleaning: false,
      isHangDrySelected: false,
      turnAroundInHours: 48,
    });
    expect(created.status).toBe(200);
    const notFound = await call('/service-order/1/transportation', 'PATCH', { delivery: null });
    const invalid = await call(`/service-order/${created.json}/transportation`, 'PATCH', {
      pickup: { timingsId: 1 },
    });
    const conflict = await call(`/service-order/${created.json}/transportation`, 'PATCH', { delivery: null });
    expect([notFound.status, invalid.status, conflict.status]).toEqual([404, 400, 409]);
    for (const res of [notFound, invalid, conflict]) expect(res.json).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['GET', '/customers/payment-methods?serviceCustomerId=x'],
    ['GET', '/customers/x/addresses'],
    ['POST', '/customers/x/preferences/update'],
    ['PATCH', '/customers/x/notes'],
  ])(
    'customer endpoint %s %s: customer missing → the bare string "Customer is required"',
    async (method, path) => {
      const res = await call(path, method, method === 'GET' ? undefined : { businessId: 42 });
      expect(res.text).toBe('"Customer is required"');
      expect(res.json).toBe('Customer is required');
    },
  );

  it('GET preferences-choices: businessId missing → the bare string "businessId is required"', async () => {
    const res = await call('/business/%20/preferences-choices');
    expect(res.json).toBe('businessId is required');
  });

  it('GET products: store missing → the bare string "Store is not found"', async () => {
    const res = await call('/stores/0/products');
    expect(res.json).toBe('Store is not found');
  });
});
