/**
 * Contract: a 2xx whose body does not match the seed's schema becomes kind `unexpected_response`
 * naming the field. The sandbox always answers the schema, so a tiny node:http fake stands in for the
 * service here, answering like it but with one field missing or mistyped.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLaundryClient, type LaundryClient } from '../../../lib/laundry/client';
import { expectLaundryError } from './fixtures';

interface FakeRequest {
  method: string;
  url: string;
  body: string;
}

/** Answers `METHOD /path` (path under /api/v1/common, query stripped) with the JSON given. */
const ANSWERS: Record<string, unknown> = {
  // The store without `address`.
  'GET /stores/available': { id: 101, name: 'Spin City Laundry – Chelsea' },
  // A modifier without `name`.
  'GET /stores/101/services': [
    { id: 201, name: 'Wash & Fold', description: 'By the pound.', modifiers: [{ id: 301, name: 'Soft' }] },
    { id: 202, name: 'Hang Dry', description: 'Delicates.', modifiers: [{ id: 304 }] },
  ],
  // A token but no customer id under either name.
  'POST /verify-otp': { token: 'tok_fake' },
  // `hasServiceOrders` as a string.
  'GET /customers/payment-methods': [
    {
      paymentMethodToken: 'pm_1',
      id: 1,
      isDefault: true,
      last4: '4242',
      brand: 'Visa',
      hasSubscriptions: false,
      hasServiceOrders: 'no',
    },
  ],
  // The order id as a string instead of a bare number: the order WAS created.
  'POST /service-order': '5001',
  // The order summary without `status`.
  'PATCH /service-order/5001/transportation': {
    order: {
      id: 5001,
      orderTotal: 0,
      netOrderTotal: 0,
      paymentStatus: 'PENDING',
      pickupDeliveryFee: 0,
      returnDeliveryFee: 0,
    },
  },
};

const ORDER = {
  customerAddressId: 2001,
  orderDelivery: {},
  returnMethod: 'IN_STORE_PICKUP' as const,
  bagCount: 1,
  storeId: 101,
  serviceCustomerId: 1001,
  hasDryCleaning: false,
  isHangDrySelected: false,
  turnAroundInHours: 48,
  hangDryInstructions: '',
  orderNotes: '',
};

let server: Server;
let client: LaundryClient;
let received: FakeRequest[];

beforeEach(async () => {
  received = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const url = req.url ?? '/';
      received.push({ method: req.method ?? '', url, body });
      const path = url.replace(/^\/api\/v1\/common/, '').replace(/\?.*$/, '');
      const key = `${req.method} ${path}`;
      if (key === 'POST /api/v1/auth/customers') {
        // The seed's customer-creation answer, "OTP code sent", as plain text.
        res.writeHead(200, { 'content-type': 'text/plain' }).end('OTP code sent');
        return;
      }
      const found = key in ANSWERS;
      const text = JSON.stringify(found ? ANSWERS[key] : { error: `no fake answer for ${key}` });
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createLaundryClient(
    { apiUrl: `${origin}/api/v1/common`, authUrl: `${origin}/api/v1/auth`, timeoutMs: 400, getRetries: 2 },
    { retryBaseMs: 1 },
  );
});
afterEach(async () => {
  await client.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a response that fails its schema', () => {
  it('GET /stores/available without `address` → unexpected_response naming `address`, not retried', async () => {
    await expectLaundryError(client.findStore('tok', 'ChIJ-sbx-Chelsea-01'), {
      kind: 'unexpected_response',
      operation: 'GET /stores/available',
      status: 200,
      field: 'address',
      serviceMessage: expect.stringContaining('address'),
    });
    expect(received.map((r) => r.url)).toEqual([
      '/api/v1/common/stores/available?googlePlacesId=ChIJ-sbx-Chelsea-01',
    ]);
  });

  it('a nested field names its whole path (services → modifier without name)', async () => {
    await expectLaundryError(client.listServices('tok', 101, 'ChIJ-sbx-Chelsea-01'), {
      kind: 'unexpected_response',
      field: '1.modifiers.0.name',
    });
    expect(received).toHaveLength(1);
  });

  it('a mistyped field is drift too (payment method `hasServiceOrders` as a string)', async () => {
    await expectLaundryError(client.listPaymentMethods('tok'), {
      kind: 'unexpected_response',
      field: '0.hasServiceOrders',
    });
  });

  it('verify-otp with a token but no customer id → unexpected_response on `serviceCustomerId`, never a guess', async () => {
    await expectLaundryError(client.verifyOtp({ phoneNumber: '2125550101', otp: '123456' }), {
      kind: 'unexpected_response',
      operation: 'POST /verify-otp',
      field: 'serviceCustomerId',
    });
  });

  it('POST /service-order answered 200 with a string id → unexpected_response on the body, sent once', async () => {
    await expectLaundryError(client.createOrder('tok', ORDER), {
      kind: 'unexpected_response',
      operation: 'POST /service-order',
      status: 200,
      field: '(body)',
    });
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v1/common/service-order']);
  });

  it('PATCH transportation answered 200 without `order.status` → unexpected_response on `order.status`', async () => {
    await expectLaundryError(client.updateTransportation('tok', 5001, { delivery: null }), {
      kind: 'unexpected_response',
      field: 'order.status',
    });
    expect(received).toHaveLength(1);
  });

  // A 2xx to POST /service-order means the service created the order: a body that fails its schema
  // must not read as "nothing happened", or the dialog would let the customer place it again.
  it('a 2xx order answer that fails its schema must say the outcome is unknown (the order exists)', async () => {
    await expectLaundryError(client.createOrder('tok', ORDER), {
      kind: 'unexpected_response',
      outcomeUnknown: true,
    });
  });

  it('customer creation answered with plain text ("OTP code sent") is success: its shape is not shown', async () => {
    await expect(
      client.createCustomer({
        firstName: 'Ana',
        lastName: 'Lima',
        phoneNumber: '6465550177',
        optOutMarketingSms: false,
        email: 'ana@example.com',
        businessId: 42,
        isCommercial: false,
        isInvoicingEnabled: false,
      }),
    ).resolves.toBeUndefined();
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v1/auth/customers']);
  });
});
