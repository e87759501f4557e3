import { sandboxFetch } from '../../../infra/local/sandbox/sandbox-fetch';
import { commonHeaders } from '../../../infra/local/sandbox/sandbox-sign-in';
import { SEED } from '../../../infra/local/sandbox/seed-data';
import type { Sandbox } from '../../../infra/local/sandbox/server';
import { startSandbox } from '../../../infra/local/sandbox/server';

const DANA = '2125550101';

describe('sandbox sign-in and customer creation', () => {
  let sandbox: Sandbox;
  let nowMs: number;
  const sms: [string, string][] = [];

  const post = (path: string, body: unknown) =>
    sandboxFetch(`${sandbox.commonUrl}${path}`, { method: 'POST', headers: commonHeaders(), body });
  const createCustomer = (body: unknown) =>
    sandboxFetch(`${sandbox.authUrl}/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  beforeEach(async () => {
    nowMs = Date.parse('2025-06-02T13:00:00Z');
    sms.length = 0;
    sandbox = await startSandbox({
      now: () => new Date(nowMs),
      onOtp: (phone, code) => sms.push([phone, code]),
    });
  });
  afterEach(() => sandbox.close());

  it('request-otp texts a 6-digit code; verify-otp exchanges it for a token and the customer', async () => {
    const requested = await post('/request-otp', { phoneNumber: DANA });
    expect([requested.status, requested.json]).toEqual([200, { success: true }]);
    expect(sms).toHaveLength(1);
    const [phone, code] = sms[0] ?? [];
    expect(phone).toBe(DANA);
    expect(code).toMatch(/^\d{6}$/);
    expect(sandbox.lastOtp(DANA)).toBe(code);

    const verified = await post('/verify-otp', { phoneNumber: DANA, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({
      token: expect.any(String),
      serviceCustomerId: 1001,
      customer: {
        id: 1001,
        firstName: 'Dana',
        lastName: 'Rivera',
        phoneNumber: DANA,
        email: 'dana.rivera@example.com',
      },
    });
    const { token } = verified.json as { token: string };
    const methods = await sandboxFetch(`${sandbox.commonUrl}/customers/payment-methods`, {
      headers: commonHeaders(token),
    });
    expect(methods.status).toBe(200);
  });

  it('accepts phone / code spellings and formatted or +1 numbers', async () => {
    for (const phone of ['+1 212-555-0101', '(212) 555-0101', '12125550101', '212.555.0101']) {
      const requested = await post('/request-otp', { phone, businessId: 42 });
      expect([phone, requested.status]).toEqual([phone, 200]);
    }
    const verified = await post('/verify-otp', { phone: '+12125550101', code: sandbox.lastOtp(DANA) });
    expect(verified.status).toBe(200);
  });

  it('a wrong code is 400 Invalid code, a code is single use', async () => {
    await post('/request-otp', { phoneNumber: DANA });
    const code = sandbox.lastOtp(DANA) ?? '';
    const wrong = await post('/verify-otp', {
      phoneNumber: DANA,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect([wrong.status, wrong.json]).toEqual([400, { error: 'Invalid code' }]);
    expect((await post('/verify-otp', { phoneNumber: DANA, otp: code })).status).toBe(200);
    const again = await post('/verify-otp', { phoneNumber: DANA, otp: code });
    expect([again.status, again.json]).toEqual([400, { error: 'Invalid code' }]);
  });

  it('after 5 wrong tries the code is void', async () => {
    await post('/request-otp', { phoneNumber: DANA });
    const code = sandbox.lastOtp(DANA) ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post('/verify-otp', { phoneNumber: DANA, otp: wrongCode })).json).toEqual({
        error: 'Invalid code',
      });
    }
    const right = await post('/verify-otp', { phoneNumber: DANA, otp: code });
    expect([right.status, right.json]).toEqual([400, { error: 'Too many attempts' }]);
    // A new code starts over.
    await post('/request-otp', { phoneNumber: DANA });
    expect((await post('/verify-otp', { phoneNumber: DANA, otp: sandbox.lastOtp(DANA) })).status).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    await post('/request-otp', { phoneNumber: DANA });
    nowMs += 10 * 60_000 + 1;
    const late = await post('/verify-otp', { phoneNumber: DANA, otp: sandbox.lastOtp(DANA) });
    expect([late.status, late.json]).toEqual([400, { error: 'Code expired' }]);
  });

  it('unknown and malformed phones', async () => {
    const unknown = await post('/request-otp', { phoneNumber: '2125550199' });
    expect([unknown.status, unknown.json]).toEqual([404, { error: 'Customer is not found' }]);
    const bad = await post('/request-otp', { phoneNumber: '555-0101' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: expect.any(String) });
    const noCode = await post('/verify-otp', { phoneNumber: DANA });
    expect([noCode.status, noCode.json]).toEqual([400, { error: 'otp is required' }]);
  });

  it('creates a customer, texts an OTP, and the customer signs in, with no address (as the service gives none)', async () => {
    const created = await createCustomer({
      firstName: 'Ana',
      lastName: 'Diaz',
      phoneNumber: '2125550170',
      optOutMarketingSms: false,
      email: 'ana@example.com',
      businessId: SEED.businessId,
      isCommercial: false,
      isInvoicingEnabled: false,
    });
    expect([created.status, created.json]).toEqual([200, { message: 'OTP code sent' }]);
    expect(sms).toEqual([['2125550170', expect.stringMatching(/^\d{6}$/)]]);
    const verified = await post('/verify-otp', { phoneNumber: '2125550170', otp: sms[0]?.[1] });
    expect(verified.status).toBe(200);
    const { token, serviceCustomerId } = verified.json as { token: string; serviceCustomerId: number };
    expect(serviceCustomerId).toBe(SEED.firstNewCustomerId);
    const addresses = await sandboxFetch(`${sandbox.commonUrl}/customers/${serviceCustomerId}/addresses`, {
      headers: commonHeaders(token),
    });
    expect(addresses.json).toEqual({ addresses: [] });
  });

  it('with verifyOtpNames false, verify-otp names nobody: only the token and the customer id', async () => {
    await sandbox.close();
    sandbox = await startSandbox({ onOtp: () => {}, verifyOtpNames: false });
    await post('/request-otp', { phoneNumber: DANA });
    const verified = await post('/verify-otp', { phoneNumber: DANA, otp: sandbox.lastOtp(DANA) });
    expect(verified.json).toEqual({ token: expect.any(String), serviceCustomerId: 1001 });
  });

  it('a new customer has no address, as the service gives none; addAddress stands in for the back office', async () => {
    await createCustomer({ firstName: 'Bo', lastName: 'Kim', phoneNumber: '2125550171' });
    await post('/request-otp', { phoneNumber: '2125550171' });
    const verified = await post('/verify-otp', {
      phoneNumber: '2125550171',
      otp: sandbox.lastOtp('2125550171'),
    });
    const { token, serviceCustomerId } = verified.json as { token: string; serviceCustomerId: number };
    const url = `${sandbox.commonUrl}/customers/${serviceCustomerId}/addresses`;
    expect((await sandboxFetch(url, { headers: commonHeaders(token) })).json).toEqual({ addresses: [] });
    const added = sandbox.addAddress(serviceCustomerId, {
      address1: '1 Test Pl',
      googlePlacesId: 'ChIJ-sbx-UpperWestSide-01',
    });
    const after = await sandboxFetch(url, { headers: commonHeaders(token) });
    expect(after.json).toEqual({ addresses: [added] });
    expect(Object.keys(added).sort()).toEqual(
      [
        'id',
        'address1',
        'address2',
        'city',
        'instructions',
        'googlePlacesId',
        'countryCode',
        'postalCode',
        'lat',
        'lng',
        'leaveAtDoor',
        'hasSubscriptions',
        'hasServiceOrders',
      ].sort(),
    );
  });

  it('customer creation errors: phone, businessName, business, duplicate', async () => {
    for (const phoneNumber of [undefined, '212555010', '21255501011', 2125550170, '+12125550170']) {
      const res = await createCustomer({ firstName: 'X', phoneNumber });
      expect([phoneNumber, res.status, res.json]).toEqual([
        phoneNumber,
        400,
        { error: 'Phone number is required and must have 10 digits' },
      ]);
    }
    const commercial = await createCustomer({
      phoneNumber: '2125550172',
      isCommercial: true,
      isInvoicingEnabled: true,
    });
    expect(commercial.status).toBe(400);
    expect(commercial.json).toEqual({ error: expect.stringContaining('businessName') });
    const withName = await createCustomer({
      phoneNumber: '2125550172',
      isCommercial: true,
      isInvoicingEnabled: true,
      businessName: 'Globex',
    });
    expect(withName.status).toBe(200);
    const otherBusiness = await createCustomer({ phoneNumber: '2125550173', businessId: 7 });
    expect([otherBusiness.status, otherBusiness.json]).toEqual([404, { error: 'Business is not found' }]);
    const duplicate = await createCustomer({ phoneNumber: DANA });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toEqual({ error: expect.any(String) });
    const notJson = await sandboxFetch(`${sandbox.authUrl}/customers`, { method: 'POST', body: 'phone=1' });
    expect([notJson.status, notJson.json]).toEqual([400, { error: 'Invalid JSON' }]);
  });
});
