/**
 * Contract: the header rules of the seed's Authentication section, checked on every request the
 * client sent during a run through all fifteen endpoints.
 */
import { SEED } from '../../../infra/local/sandbox/seed-data';
import type { SandboxRequest } from '../../../infra/local/sandbox/server';
import { at, CHELSEA, planOrder, STORE_ID } from './fixtures';
import { type ContractEnv, DANA, requestsSince, signIn, startContract } from './sign-in';

const NEW_PHONE = '2125550177';

/** The seed's endpoint table, as `METHOD path-pattern` over the whole request path. */
const ENDPOINTS: [string, RegExp][] = [
  ['POST {auth_url}/customers', /^POST \/api\/v1\/auth\/customers$/],
  ['POST /request-otp', /^POST \/api\/v1\/common\/request-otp$/],
  ['POST /verify-otp', /^POST \/api\/v1\/common\/verify-otp$/],
  ['GET /stores/available', /^GET \/api\/v1\/common\/stores\/available$/],
  ['GET /stores/{id}/services', /^GET \/api\/v1\/common\/stores\/\d+\/services$/],
  ['GET /stores/{id}/delivery-windows', /^GET \/api\/v1\/common\/stores\/\d+\/delivery-windows$/],
  ['GET /stores/{id}/delivery-settings', /^GET \/api\/v1\/common\/stores\/\d+\/delivery-settings$/],
  ['GET /stores/{id}/products', /^GET \/api\/v1\/common\/stores\/\d+\/products$/],
  ['GET /customers/payment-methods', /^GET \/api\/v1\/common\/customers\/payment-methods$/],
  ['GET /customers/{id}/addresses', /^GET \/api\/v1\/common\/customers\/\d+\/addresses$/],
  ['POST /service-order', /^POST \/api\/v1\/common\/service-order$/],
  [
    'PATCH /service-order/{id}/transportation',
    /^PATCH \/api\/v1\/common\/service-order\/\d+\/transportation$/,
  ],
  [
    'POST /customers/{id}/preferences/update',
    /^POST \/api\/v1\/common\/customers\/\d+\/preferences\/update$/,
  ],
  ['PATCH /customers/{id}/notes', /^PATCH \/api\/v1\/common\/customers\/\d+\/notes$/],
  ['GET /business/{id}/preferences-choices', /^GET \/api\/v1\/common\/business\/\d+\/preferences-choices$/],
];

const NO_BEARER = ['POST {auth_url}/customers', 'POST /request-otp', 'POST /verify-otp'];

function endpointOf(request: SandboxRequest): string {
  const line = `${request.method} ${request.path}`;
  const found = ENDPOINTS.find(([, pattern]) => pattern.test(line));
  if (!found) throw new Error(`request to no endpoint of the seed: ${line}`);
  return found[0];
}

describe('header rules on every endpoint', () => {
  let env: ContractEnv;
  let token: string;
  let sent: SandboxRequest[];

  beforeAll(async () => {
    env = await startContract();
    await env.client.createCustomer({
      firstName: 'Lee',
      lastName: 'Chen',
      phoneNumber: NEW_PHONE,
      optOutMarketingSms: false,
      email: 'lee.chen@example.com',
      businessId: SEED.businessId,
      isCommercial: false,
      isInvoicingEnabled: false,
    });
    const session = await signIn(env);
    token = session.token;
    const { client } = env;
    const id = session.serviceCustomerId;
    await client.findStore(token, CHELSEA);
    await client.listServices(token, STORE_ID, CHELSEA);
    await client.getDeliverySettings(token, STORE_ID);
    await client.listProducts(token, STORE_ID);
    await client.listPaymentMethods(token);
    await client.listAddresses(token, id);
    const { body, tuesday } = await planOrder(env, session);
    const orderId = await client.createOrder(token, body);
    await client.updateTransportation(token, orderId, {
      pickup: { timingsId: at(tuesday.ownDelivery, 2).id },
    });
    await client.updatePreferences(token, id, {
      businessId: SEED.businessId,
      preferenceOptions: { '403': [432] },
    });
    await client.updateNotes(token, id, { businessId: SEED.businessId, notes: 'Side door' });
    await client.listPreferenceChoices(token, SEED.businessId);
    sent = requestsSince(env.sandbox, 0);
  });
  afterAll(() => env.close());

  it('the run reached all fifteen endpoints of the seed', () => {
    expect(new Set(sent.map(endpointOf))).toEqual(new Set(ENDPOINTS.map(([name]) => name)));
  });

  it('every bearer endpoint of {base_url} carries `authorization: Bearer <token>` and `fwdorigin: DISPATCH_API`', () => {
    const bearer = sent.filter((r) => !NO_BEARER.includes(endpointOf(r)));
    expect(new Set(bearer.map(endpointOf)).size).toBe(12);
    for (const request of bearer) {
      expect([endpointOf(request), request.headers.authorization, request.headers.fwdorigin]).toEqual([
        endpointOf(request),
        `Bearer ${token}`,
        'DISPATCH_API',
      ]);
    }
  });

  it('request-otp and verify-otp carry fwdorigin but no bearer (there is no token yet)', () => {
    const signInCalls = sent.filter((r) => /\/(request|verify)-otp$/.test(r.path));
    expect(signInCalls.map((r) => r.path)).toEqual([
      '/api/v1/common/request-otp',
      '/api/v1/common/verify-otp',
    ]);
    for (const request of signInCalls) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers.fwdorigin).toBe('DISPATCH_API');
    }
  });

  it('customer creation on {auth_url} carries neither authorization nor fwdorigin', () => {
    const creation = sent.filter((r) => r.path.startsWith('/api/v1/auth/'));
    expect(creation.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v1/auth/customers']);
    expect(at(creation, 0).headers.authorization).toBeUndefined();
    expect(at(creation, 0).headers.fwdorigin).toBeUndefined();
  });

  it('every request with a body sends it as JSON with `content-type: application/json`; GETs send no body', () => {
    for (const request of sent) {
      const name = endpointOf(request);
      if (request.method === 'GET') {
        expect([name, request.rawBody, request.headers['content-type']]).toEqual([name, '', undefined]);
      } else {
        expect([name, request.headers['content-type']]).toEqual([name, 'application/json']);
        expect(JSON.parse(request.rawBody)).toEqual(request.body);
        expect(typeof request.body).toBe('object');
      }
      expect(request.headers.accept).toBe('application/json');
    }
  });

  it('no token, OTP or phone number leaks into a path or query string', () => {
    const otp = env.sandbox.lastOtp(DANA.phoneNumber) ?? 'none';
    for (const request of sent) {
      const line = `${request.path}?${request.query}`;
      for (const secret of [token, otp, DANA.phoneNumber, NEW_PHONE]) expect(line).not.toContain(secret);
    }
  });
});
