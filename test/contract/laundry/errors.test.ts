/**
 * Contract: every row of the seed's Errors table reproduced against the sandbox through the client,
 * and what the client makes of it (LaundryApiError kind, status, serviceMessage). Plus the token
 * failures every bearer endpoint can answer.
 */
import { SEED } from '../../../infra/local/sandbox/seed-data';
import { expectLaundryError, planOrder } from './fixtures';
import {
  type ContractEnv,
  DANA,
  onlyRequestSince,
  requestsSince,
  SAM,
  signIn,
  startContract,
} from './sign-in';

let env: ContractEnv;
beforeEach(async () => {
  env = await startContract();
});
afterEach(() => env.close());

describe('POST /service-order: data in the body not found → 404 {error}', () => {
  it('an unknown store is kind not_found, status 404, `Store is not found`, and no order exists', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    const mark = env.sandbox.requests.length;

    await expectLaundryError(env.client.createOrder(session.token, { ...body, storeId: 999 }), {
      kind: 'not_found',
      operation: 'POST /service-order',
      status: 404,
      serviceMessage: 'Store is not found',
      outcomeUnknown: false,
    });
    expect(onlyRequestSince(env.sandbox, mark).body).toMatchObject({ storeId: 999 });
    expect(env.sandbox.orders).toHaveLength(0);
  });

  it('an address that is not the customer’s is not_found too, with the service’s own message', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    await expectLaundryError(env.client.createOrder(session.token, { ...body, customerAddressId: 2003 }), {
      kind: 'not_found',
      status: 404,
      serviceMessage: 'Customer address is not found',
    });
  });
});

describe('POST {auth_url}/customers: phone missing or not 10 digits → {error}', () => {
  const nineDigits = {
    firstName: 'Ana',
    lastName: 'Diaz',
    phoneNumber: '212555017',
    optOutMarketingSms: false,
    email: 'ana@example.com',
    businessId: SEED.businessId,
    isCommercial: false,
    isInvoicingEnabled: false,
  };

  it('the client refuses a 9-digit phone before sending (kind invalid, nothing reaches the sandbox)', async () => {
    const session = await signIn(env);
    await expectLaundryError(env.client.createCustomer(nineDigits), {
      kind: 'invalid',
      operation: 'POST /customers',
      status: undefined,
      field: 'phoneNumber',
    });
    expect(requestsSince(env.sandbox, session)).toEqual([]);
  });

  it('sent raw with fetch, the sandbox answers the seed’s {error} object for 9 digits and for no phone', async () => {
    const post = async (body: object) => {
      const res = await fetch(`${env.sandbox.authUrl}/customers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return [res.status, await res.json()];
    };
    const expected = [400, { error: 'Phone number is required and must have 10 digits' }];
    expect(await post(nineDigits)).toEqual(expected);
    const { phoneNumber: _dropped, ...noPhone } = nineDigits;
    expect(await post(noPhone)).toEqual(expected);
  });

  it('an {error} answer the client does send is mapped with the service’s message (phone already taken)', async () => {
    const session = await signIn(env);
    await expectLaundryError(env.client.createCustomer({ ...nineDigits, phoneNumber: SAM.phoneNumber }), {
      kind: 'invalid',
      operation: 'POST /customers',
      status: 409,
      serviceMessage: 'A customer with this phone number already exists',
    });
    expect(onlyRequestSince(env.sandbox, session).path).toBe('/api/v1/auth/customers');
  });
});

describe('PATCH /service-order/{id}/transportation: three {error} answers', () => {
  it('an unknown order → kind not_found, 404', async () => {
    const session = await signIn(env);
    await expectLaundryError(env.client.updateTransportation(session.token, 9999, { delivery: null }), {
      kind: 'not_found',
      operation: 'PATCH /service-order/:serviceOrderId/transportation',
      status: 404,
      serviceMessage: 'Service order is not found',
    });
    expect(onlyRequestSince(env.sandbox, session).path).toBe(
      '/api/v1/common/service-order/9999/transportation',
    );
  });

  it('cancelling the delivery of an in-store-pickup order → kind invalid, 409, and the order is unchanged', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session, 'IN_STORE_PICKUP');
    const orderId = await env.client.createOrder(session.token, body);

    await expectLaundryError(env.client.updateTransportation(session.token, orderId, { delivery: null }), {
      kind: 'invalid',
      status: 409,
      serviceMessage: 'No scheduled delivery to cancel',
    });
    expect(env.sandbox.orders[0]).toMatchObject({ deliveryCancelled: false, transportationUpdates: [] });
  });

  it('a window the store does not offer → kind invalid, 400', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    const orderId = await env.client.createOrder(session.token, body);

    await expectLaundryError(
      env.client.updateTransportation(session.token, orderId, { delivery: { timingsId: 12345 } }),
      { kind: 'invalid', status: 400, serviceMessage: 'Delivery window is not found' },
    );
  });
});

describe('customer endpoints: the bare string `Customer is required` (GAP: read as unauthorized)', () => {
  const customerRequired = {
    kind: 'unauthorized',
    status: 400,
    serviceMessage: 'Customer is required',
  } as const;

  it('GET addresses of a customer that does not exist', async () => {
    const session = await signIn(env);
    await expectLaundryError(env.client.listAddresses(session.token, 999_999), {
      ...customerRequired,
      operation: 'GET /customers/:serviceCustomerId/addresses',
    });
    expect(onlyRequestSince(env.sandbox, session).path).toBe('/api/v1/common/customers/999999/addresses');
  });

  it('POST preferences/update for a customer that does not exist', async () => {
    const session = await signIn(env);
    await expectLaundryError(
      env.client.updatePreferences(session.token, 999_999, {
        businessId: SEED.businessId,
        preferenceOptions: { '401': [411] },
      }),
      { ...customerRequired, operation: 'POST /customers/:serviceCustomerId/preferences/update' },
    );
  });

  it('PATCH notes for a customer that does not exist', async () => {
    const session = await signIn(env);
    await expectLaundryError(
      env.client.updateNotes(session.token, 999_999, { businessId: SEED.businessId, notes: 'x' }),
      { ...customerRequired, operation: 'PATCH /customers/:serviceCustomerId/notes' },
    );
  });

  it('another customer’s id is 403 {error} → unauthorized as well', async () => {
    const session = await signIn(env, DANA.phoneNumber);
    await expectLaundryError(env.client.listAddresses(session.token, SAM.serviceCustomerId), {
      kind: 'unauthorized',
      status: 403,
      serviceMessage: 'Forbidden',
    });
  });
});

describe('store and business endpoints: bare-string errors', () => {
  it('GET preferences-choices without a usable businessId → `businessId is required`, kind invalid', async () => {
    const session = await signIn(env);
    await expectLaundryError(env.client.listPreferenceChoices(session.token, Number.NaN), {
      kind: 'invalid',
      operation: 'GET /business/:businessId/preferences-choices',
      status: 400,
      serviceMessage: 'businessId is required',
    });
    expect(onlyRequestSince(env.sandbox, session).path).toBe(
      '/api/v1/common/business/NaN/preferences-choices',
    );
  });

  it('GET products of an unknown store → `Store is not found`, kind not_found', async () => {
    const session = await signIn(env);
    await expectLaundryError(env.client.listProducts(session.token, 999), {
      kind: 'not_found',
      operation: 'GET /stores/:storeId/products',
      status: 404,
      serviceMessage: 'Store is not found',
    });
    // A 404 is an answer, not an outage: not retried.
    expect(onlyRequestSince(env.sandbox, session).path).toBe('/api/v1/common/stores/999/products');
  });

  it('GET /stores/available for an address no store serves → not_found `Store is not found`', async () => {
    const session = await signIn(env);
    await expectLaundryError(env.client.findStore(session.token, SEED.unservedGooglePlacesId), {
      kind: 'not_found',
      status: 404,
      serviceMessage: 'Store is not found',
    });
  });
});

describe('tokens', () => {
  it('a wrong token → kind unauthorized, 401, not retried', async () => {
    const session = await signIn(env);
    await expectLaundryError(env.client.listPaymentMethods(`${session.token}x`), {
      kind: 'unauthorized',
      operation: 'GET /customers/payment-methods',
      status: 401,
      serviceMessage: 'Unauthorized',
    });
    expect(onlyRequestSince(env.sandbox, session).headers.authorization).toBe(`Bearer ${session.token}x`);
  });

  it('an expired token → kind unauthorized `Token expired` on GET and POST alike; a new sign-in works', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    env.sandbox.expireTokens();
    const mark = env.sandbox.requests.length;

    await expectLaundryError(env.client.listAddresses(session.token, session.serviceCustomerId), {
      kind: 'unauthorized',
      status: 401,
      serviceMessage: 'Token expired',
    });
    await expectLaundryError(env.client.createOrder(session.token, body), {
      kind: 'unauthorized',
      status: 401,
      serviceMessage: 'Token expired',
      outcomeUnknown: false,
    });
    expect(requestsSince(env.sandbox, mark)).toHaveLength(2);
    expect(env.sandbox.orders).toHaveLength(0);

    const fresh = await signIn(env);
    await expect(env.client.listAddresses(fresh.token, fresh.serviceCustomerId)).resolves.toHaveLength(2);
  });

  it('a wrong OTP → verify-otp answers {error}, kind invalid', async () => {
    await env.client.requestOtp({ phoneNumber: DANA.phoneNumber, businessId: SEED.businessId });
    const otp = env.sandbox.lastOtp(DANA.phoneNumber) ?? '';
    const wrong = otp === '000000' ? '000001' : '000000';
    await expectLaundryError(env.client.verifyOtp({ phoneNumber: DANA.phoneNumber, otp: wrong }), {
      kind: 'invalid',
      operation: 'POST /verify-otp',
      status: 400,
      serviceMessage: 'Invalid code',
    });
  });
});
