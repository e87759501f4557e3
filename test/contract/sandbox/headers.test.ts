import { sandboxFetch } from '../../../infra/local/sandbox/sandbox-fetch';
import { commonHeaders, signInOverHttp } from '../../../infra/local/sandbox/sandbox-sign-in';
import type { Sandbox } from '../../../infra/local/sandbox/server';
import { startSandbox } from '../../../infra/local/sandbox/server';

const DANA = '2125550101';
const SAM = '2125550102';

// Every bearer endpoint of {base_url}, with a body where it takes one. Rows have three cells on purpose:
// jest.each takes a test function with more parameters than cells for a done-callback test.
const BEARER_ENDPOINTS: [string, string, unknown][] = [
  ['GET', '/stores/available?googlePlacesId=ChIJ-sbx-Chelsea-01', undefined],
  ['GET', '/stores/101/services', undefined],
  ['GET', '/stores/101/delivery-windows?date=2025-06-02T00:00:00&type=PICKUP', undefined],
  ['GET', '/stores/101/delivery-settings', undefined],
  ['GET', '/stores/101/products', undefined],
  ['GET', '/customers/payment-methods', undefined],
  ['GET', '/customers/1001/addresses', undefined],
  ['POST', '/service-order', {}],
  ['PATCH', '/service-order/5001/transportation', { delivery: null }],
  ['POST', '/customers/1001/preferences/update', { businessId: 42, preferenceOptions: {} }],
  ['PATCH', '/customers/1001/notes', { businessId: 42, notes: 'x' }],
  ['GET', '/business/42/preferences-choices', undefined],
];

describe('sandbox header rules', () => {
  let sandbox: Sandbox;
  let token: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ onOtp: () => {} });
    token = (await signInOverHttp(sandbox, DANA)).token;
  });
  afterAll(() => sandbox.close());

  it.each(BEARER_ENDPOINTS)(
    '%s %s without a bearer token answers 401 Unauthorized',
    async (method, path, body) => {
      const res = await sandboxFetch(`${sandbox.commonUrl}${path}`, {
        method,
        headers: commonHeaders(),
        body,
      });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: 'Unauthorized' });
    },
  );

  it.each(BEARER_ENDPOINTS)('%s %s without fwdorigin answers 400', async (method, path, body) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const res = await sandboxFetch(`${sandbox.commonUrl}${path}`, { method, headers, body });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'fwdorigin must be DISPATCH_API' });
  });

  it('rejects an unknown token, a non-bearer scheme and a wrong fwdorigin value', async () => {
    const url = `${sandbox.commonUrl}/stores/101/services`;
    const unknown = await sandboxFetch(url, { headers: commonHeaders('not-a-token') });
    expect([unknown.status, unknown.json]).toEqual([401, { error: 'Unauthorized' }]);
    const basic = await sandboxFetch(url, {
      headers: { ...commonHeaders(), authorization: `Basic ${token}` },
    });
    expect([basic.status, basic.json]).toEqual([401, { error: 'Unauthorized' }]);
    const lower = await sandboxFetch(url, {
      headers: { ...commonHeaders(token), fwdorigin: 'dispatch_api' },
    });
    expect([lower.status, lower.json]).toEqual([400, { error: 'fwdorigin must be DISPATCH_API' }]);
    const ok = await sandboxFetch(url, { headers: commonHeaders(token) });
    expect(ok.status).toBe(200);
  });

  it('request-otp and verify-otp need fwdorigin but no bearer token', async () => {
    const noOrigin = await sandboxFetch(`${sandbox.commonUrl}/request-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { phoneNumber: SAM },
    });
    expect([noOrigin.status, noOrigin.json]).toEqual([400, { error: 'fwdorigin must be DISPATCH_API' }]);
    const verifyNoOrigin = await sandboxFetch(`${sandbox.commonUrl}/verify-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { phoneNumber: SAM, otp: '000000' },
    });
    expect(verifyNoOrigin.status).toBe(400);
    const ok = await sandboxFetch(`${sandbox.commonUrl}/request-otp`, {
      method: 'POST',
      headers: commonHeaders(),
      body: { phoneNumber: SAM },
    });
    expect([ok.status, ok.json]).toEqual([200, { success: true }]);
  });

  it('customer creation takes no auth headers at all', async () => {
    const res = await sandboxFetch(`${sandbox.authUrl}/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { firstName: 'Ana', lastName: 'Diaz', phoneNumber: '2125550170', businessId: 42 },
    });
    expect([res.status, res.json]).toEqual([200, { message: 'OTP code sent' }]);
  });

  it('a customer id other than the token’s answers 403', async () => {
    const res = await sandboxFetch(`${sandbox.commonUrl}/customers/1002/addresses`, {
      headers: commonHeaders(token),
    });
    expect([res.status, res.json]).toEqual([403, { error: 'Forbidden' }]);
  });

  it('answers 404 for unknown paths, 405 for a known path with another method, 400 for bytes that are not JSON', async () => {
    for (const url of [
      `${sandbox.commonUrl}/nope`,
      `${sandbox.authUrl}/request-otp`,
      `http://127.0.0.1:${sandbox.port}/api/v2/common/stores/101/services`,
      `http://127.0.0.1:${sandbox.port}/stores/101/services`,
    ]) {
      const res = await sandboxFetch(url, { headers: commonHeaders(token) });
      expect([url, res.status, res.json]).toEqual([url, 404, { error: 'Not found' }]);
    }
    const wrongMethod = await sandboxFetch(`${sandbox.commonUrl}/service-order`, {
      headers: commonHeaders(token),
    });
    expect([wrongMethod.status, wrongMethod.json]).toEqual([405, { error: 'Method not allowed' }]);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    const badJson = await sandboxFetch(`${sandbox.commonUrl}/service-order`, {
      method: 'POST',
      headers: commonHeaders(token),
      body: '{"storeId": 101,',
    });
    expect([badJson.status, badJson.json]).toEqual([400, { error: 'Invalid JSON' }]);
  });

  it('records every request with its exact headers and body', async () => {
    const before = sandbox.requests.length;
    await sandboxFetch(`${sandbox.commonUrl}/customers/1001/notes?x=1`, {
      method: 'PATCH',
      headers: commonHeaders(token),
      body: { businessId: 42, notes: 'Ring twice' },
    });
    const recorded = sandbox.requests[before];
    expect(recorded).toMatchObject({
      method: 'PATCH',
      path: '/api/v1/common/customers/1001/notes',
      query: 'x=1',
      body: { businessId: 42, notes: 'Ring twice' },
      rawBody: '{"businessId":42,"notes":"Ring twice"}',
    });
    expect(recorded?.headers).toMatchObject({
      authorization: `Bearer ${token}`,
      fwdorigin: 'DISPATCH_API',
      'content-type': 'application/json',
    });
  });
});

describe('sandbox token expiry', () => {
  it('expireTokens makes every token issued so far answer 401 Token expired; a new sign-in works', async () => {
    const sandbox = await startSandbox({ onOtp: () => {} });
    try {
      const { headers } = await signInOverHttp(sandbox, DANA);
      const url = `${sandbox.commonUrl}/customers/payment-methods`;
      expect((await sandboxFetch(url, { headers })).status).toBe(200);
      sandbox.expireTokens();
      const expired = await sandboxFetch(url, { headers });
      expect([expired.status, expired.json]).toEqual([401, { error: 'Token expired' }]);
      const fresh = await signInOverHttp(sandbox, DANA);
      expect((await sandboxFetch(url, { headers: fresh.headers })).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  it('tokenTtlMs expires tokens by the sandbox clock', async () => {
    let nowMs = Date.parse('2025-06-02T13:00:00Z');
    const sandbox = await startSandbox({ onOtp: () => {}, now: () => new Date(nowMs), tokenTtlMs: 60_000 });
    try {
      const { headers } = await signInOverHttp(sandbox, DANA);
      const url = `${sandbox.commonUrl}/customers/payment-methods`;
      nowMs += 59_000;
      expect((await sandboxFetch(url, { headers })).status).toBe(200);
      nowMs += 1_000;
      const expired = await sandboxFetch(url, { headers });
      expect([expired.status, expired.json]).toEqual([401, { error: 'Token expired' }]);
    } finally {
      await sandbox.close();
    }
  });
});
