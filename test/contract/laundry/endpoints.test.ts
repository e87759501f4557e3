/**
 * Contract: each of the fifteen endpoints, called through the real client against the sandbox over
 * HTTP. Every test checks what went over the wire (method, path, raw query, body) and what the client
 * made of the answer.
 */
import { SEED } from '../../../infra/local/sandbox/seed-data';
import type { TransportationUpdateRequest } from '../../../lib/laundry/schemas';
import { at, CHELSEA, onDemandLeg, ownLeg, planOrder, STORE_ID, windowsOf } from './fixtures';
import {
  type ContractEnv,
  DANA,
  MONDAY_MORNING,
  onlyRequestSince,
  SAM,
  signIn,
  startContract,
  TUESDAY,
  WEDNESDAY,
} from './sign-in';

const COMMON = '/api/v1/common';

let env: ContractEnv;
beforeEach(async () => {
  env = await startContract();
});
afterEach(() => env.close());

describe('sign-in and customer creation', () => {
  it('createCustomer POSTs exactly the creation body to {auth_url}/customers, then the new customer can sign in', async () => {
    const customer = {
      firstName: 'Ana',
      lastName: 'Diaz',
      phoneNumber: '2125550170',
      optOutMarketingSms: true,
      email: 'ana.diaz@example.com',
      businessId: SEED.businessId,
      isCommercial: true,
      isInvoicingEnabled: true,
      businessName: 'Diaz Design LLC',
    };
    await expect(env.client.createCustomer(customer)).resolves.toBeUndefined();

    const sent = onlyRequestSince(env.sandbox, 0);
    expect(sent).toMatchObject({ method: 'POST', path: '/api/v1/auth/customers', query: '' });
    expect(sent.body).toStrictEqual(customer);
    expect(Object.keys(sent.body as object).sort()).toEqual([
      'businessId',
      'businessName',
      'email',
      'firstName',
      'isCommercial',
      'isInvoicingEnabled',
      'lastName',
      'optOutMarketingSms',
      'phoneNumber',
    ]);
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers.fwdorigin).toBeUndefined();
    expect(sent.headers['content-type']).toBe('application/json');
    // The service texted the OTP: the new customer exists and signs in as the first new id.
    expect(env.texts).toEqual([{ phoneNumber: '2125550170', code: expect.stringMatching(/^\d{6}$/) }]);
    const session = await signIn(env, '2125550170');
    expect(session.serviceCustomerId).toBe(SEED.firstNewCustomerId);
  });

  it('requestOtp POSTs {phoneNumber, businessId} to {base_url}/request-otp and the SMS carries the code', async () => {
    await expect(
      env.client.requestOtp({ phoneNumber: SAM.phoneNumber, businessId: SEED.businessId }),
    ).resolves.toBeUndefined();

    const sent = onlyRequestSince(env.sandbox, 0);
    expect(sent).toMatchObject({ method: 'POST', path: `${COMMON}/request-otp`, query: '' });
    expect(sent.body).toStrictEqual({ phoneNumber: SAM.phoneNumber, businessId: SEED.businessId });
    expect(env.texts).toEqual([{ phoneNumber: SAM.phoneNumber, code: env.sandbox.lastOtp(SAM.phoneNumber) }]);
  });

  it('verifyOtp exchanges the code for a working token and the serviceCustomerId', async () => {
    await env.client.requestOtp({ phoneNumber: DANA.phoneNumber, businessId: SEED.businessId });
    const otp = env.sandbox.lastOtp(DANA.phoneNumber) ?? '';
    const mark = env.sandbox.requests.length;

    const verified = await env.client.verifyOtp({ phoneNumber: DANA.phoneNumber, otp });

    expect(verified.serviceCustomerId).toBe(DANA.serviceCustomerId);
    expect(verified.token).toMatch(/^sbx_/);
    const sent = onlyRequestSince(env.sandbox, mark);
    expect(sent).toMatchObject({ method: 'POST', path: `${COMMON}/verify-otp`, query: '' });
    expect(sent.body).toStrictEqual({ phoneNumber: DANA.phoneNumber, otp });
    // The token is the bearer credential of later calls.
    await expect(env.client.listPaymentMethods(verified.token)).resolves.toHaveLength(2);
  });
});

describe('stores', () => {
  it('findStore GETs /stores/available?googlePlacesId=… and returns the nearest store', async () => {
    const session = await signIn(env);
    const store = await env.client.findStore(session.token, 'ChIJ-sbx-Williamsburg-02');

    expect(store).toEqual({
      id: 102,
      name: 'Spin City Laundry – Williamsburg',
      address: '180 Bedford Ave, Brooklyn, NY 11249',
      phone: '(718) 555-0142',
      email: 'williamsburg@spincitylaundry.example',
      // What the client reads of them (a GAP reading: lib/laundry/schemas/stores.ts).
      contact: { phone: '(718) 555-0142', email: 'williamsburg@spincitylaundry.example' },
    });
    const sent = onlyRequestSince(env.sandbox, session);
    expect(sent).toMatchObject({
      method: 'GET',
      path: `${COMMON}/stores/available`,
      query: 'googlePlacesId=ChIJ-sbx-Williamsburg-02',
      rawBody: '',
    });
  });

  it('listServices GETs /stores/{storeId}/services and returns each service with its modifiers', async () => {
    const session = await signIn(env);
    const services = await env.client.listServices(session.token, 102, 'ChIJ-sbx-Williamsburg-01');

    const expected = SEED.services
      .filter((s) => s.storeIds.includes(102))
      .map(({ id, name, description, modifiers }) => ({ id, name, description, modifiers }));
    expect(services).toEqual(expected);
    expect(services.map((s) => s.id)).toEqual([201, 203, 204]);
    const sent = onlyRequestSince(env.sandbox, session);
    expect(sent).toMatchObject({
      method: 'GET',
      path: `${COMMON}/stores/102/services`,
      query: 'googlePlacesId=ChIJ-sbx-Williamsburg-01',
    });
  });

  it('listDeliveryWindows sends the seed query byte for byte (bare brackets and colons) and returns that day’s lists', async () => {
    const session = await signIn(env);
    const windows = await env.client.listDeliveryWindows(session.token, STORE_ID, {
      date: TUESDAY,
      type: 'PICKUP',
      googlePlacesId: CHELSEA,
      categories: ['LAUNDRY', 'DRY_CLEANING'],
      servicesIds: [201, 204],
    });

    const sent = onlyRequestSince(env.sandbox, session);
    expect(sent.method).toBe('GET');
    expect(sent.path).toBe(`${COMMON}/stores/101/delivery-windows`);
    expect(sent.query).toBe(
      'date=2026-11-24T00:00:00&type=PICKUP&googlePlacesId=ChIJ-sbx-Chelsea-01' +
        '&categories[0]=LAUNDRY&categories[1]=DRY_CLEANING&servicesIds[0]=201&servicesIds[1]=204',
    );
    // Tuesday in New York (EST): own drivers 8–10, 12–2, 6–8 pm; the sandbox read the date as that day.
    expect(windows.ownDelivery.map((w) => [w.startTime, w.endTime])).toEqual([
      ['2026-11-24T13:00:00.000Z', '2026-11-24T15:00:00.000Z'],
      ['2026-11-24T17:00:00.000Z', '2026-11-24T19:00:00.000Z'],
      ['2026-11-24T23:00:00.000Z', '2026-11-25T01:00:00.000Z'],
    ]);
    expect(windows.ownDelivery.map((w) => w.deliveryFeeInCents)).toEqual([0, 499, 499]);
    expect(at(windows.ownDelivery, 0)).toMatchObject({
      dayIndex: 2,
      maxStops: 8,
      orderDeliveriesCount: 0,
      recurringSubscriptionCount: 0,
      serviceType: 'ALL',
      display: { price: '$0.00' },
    });
    expect(windows.onDemandDelivery.length).toBeGreaterThanOrEqual(4);
    for (const w of windows.onDemandDelivery) expect(w.startTime.startsWith('2026-11-24T')).toBe(true);
    expect(windows.onDemandProviderDetails).toEqual({ name: SEED.onDemandProviderName });
  });

  it('getDeliverySettings GETs /stores/{storeId}/delivery-settings with no query and keeps every field', async () => {
    const session = await signIn(env);
    const settings = await env.client.getDeliverySettings(session.token, 103);

    expect(settings).toMatchObject({
      storeId: 103,
      turnAroundInHours: SEED.turnAroundInHours,
      ownDeliveryEnabled: false,
      onDemandEnabled: true,
      minimumOrderInCents: 3000,
    });
    expect(onlyRequestSince(env.sandbox, session)).toMatchObject({
      method: 'GET',
      path: `${COMMON}/stores/103/delivery-settings`,
      query: '',
    });
  });

  it('listProducts GETs /stores/{storeId}/products and returns every product of that store, archived included', async () => {
    const session = await signIn(env);
    const products = await env.client.listProducts(session.token, 102);

    expect(products).toEqual(SEED.products.filter((p) => p.storeId === 102));
    expect(onlyRequestSince(env.sandbox, session)).toMatchObject({
      method: 'GET',
      path: `${COMMON}/stores/102/products`,
      query: '',
    });
    const store101 = await env.client.listProducts(session.token, 101);
    expect(store101.map((p) => [p.productId, p.isArchived])).toEqual([
      [501, false],
      [502, false],
      [503, false],
      [509, false],
      [504, true],
    ]);
  });
});

describe('customer data', () => {
  it('listPaymentMethods GETs /customers/payment-methods: the token’s cards, and [] for a customer with none', async () => {
    const dana = await signIn(env, DANA.phoneNumber);
    const methods = await env.client.listPaymentMethods(dana.token);
    expect(methods).toEqual(DANA.paymentMethods);
    expect(onlyRequestSince(env.sandbox, dana)).toMatchObject({
      method: 'GET',
      path: `${COMMON}/customers/payment-methods`,
      query: '',
    });

    const sam = await signIn(env, SAM.phoneNumber);
    await expect(env.client.listPaymentMethods(sam.token)).resolves.toEqual([]);
    expect(onlyRequestSince(env.sandbox, sam).headers.authorization).toBe(`Bearer ${sam.token}`);
  });

  it('listCards GETs the same cards without their payment tokens, nor any field the bot does not show', async () => {
    const dana = await signIn(env, DANA.phoneNumber);
    const cards = await env.client.listCards(dana.token);

    expect(cards).toEqual(
      DANA.paymentMethods.map(({ id, isDefault, last4, brand }) => ({ id, isDefault, last4, brand })),
    );
    expect(JSON.stringify(cards)).not.toMatch(/paymentMethodToken|pm_/);
    expect(onlyRequestSince(env.sandbox, dana)).toMatchObject({
      method: 'GET',
      path: `${COMMON}/customers/payment-methods`,
    });
  });

  it('listAddresses GETs /customers/{serviceCustomerId}/addresses and unwraps `addresses`', async () => {
    const session = await signIn(env);
    const addresses = await env.client.listAddresses(session.token, session.serviceCustomerId);

    expect(addresses).toEqual(DANA.addresses);
    expect(onlyRequestSince(env.sandbox, session)).toMatchObject({
      method: 'GET',
      path: `${COMMON}/customers/1001/addresses`,
      query: '',
    });
  });

  it('updatePreferences POSTs {businessId, preferenceOptions} and listPreferenceChoices then shows the selection', async () => {
    const session = await signIn(env);
    const update = { businessId: SEED.businessId, preferenceOptions: { '401': [412], '402': [422, 423] } };
    await expect(
      env.client.updatePreferences(session.token, session.serviceCustomerId, update),
    ).resolves.toBeUndefined();

    const sent = onlyRequestSince(env.sandbox, session);
    expect(sent).toMatchObject({
      method: 'POST',
      path: `${COMMON}/customers/1001/preferences/update`,
      query: '',
    });
    expect(sent.body).toStrictEqual(update);

    const choices = await env.client.listPreferenceChoices(session.token, SEED.businessId);
    const selected = choices.flatMap((c) =>
      c.options.filter((o) => o.selected).map((o) => [c.id, o.id, o.selectionId]),
    );
    expect(selected).toEqual([
      [401, 412, expect.any(Number)],
      [402, 422, expect.any(Number)],
      [402, 423, expect.any(Number)],
    ]);
    const unselected = choices.flatMap((c) => c.options.filter((o) => !o.selected));
    for (const option of unselected) expect(option.selectionId).toBeUndefined();
  });

  it('updateNotes PATCHes {businessId, notes} to /customers/{serviceCustomerId}/notes', async () => {
    const session = await signIn(env);
    const update = { businessId: SEED.businessId, notes: 'Gate code 4412 — leave with the doorman' };
    await expect(
      env.client.updateNotes(session.token, session.serviceCustomerId, update),
    ).resolves.toBeUndefined();

    const sent = onlyRequestSince(env.sandbox, session);
    expect(sent).toMatchObject({ method: 'PATCH', path: `${COMMON}/customers/1001/notes`, query: '' });
    expect(sent.body).toStrictEqual(update);
    expect(sent.rawBody).toBe(JSON.stringify(update));
  });

  it('listPreferenceChoices GETs /business/{businessId}/preferences-choices: every preference, none selected yet', async () => {
    const session = await signIn(env);
    const choices = await env.client.listPreferenceChoices(session.token, SEED.businessId);

    expect(choices).toEqual(
      SEED.preferences.map((p) => ({
        id: p.id,
        fieldName: p.fieldName,
        options: p.options.map((o) => ({ ...o, selected: false })),
      })),
    );
    expect(onlyRequestSince(env.sandbox, session)).toMatchObject({
      method: 'GET',
      path: `${COMMON}/business/42/preferences-choices`,
      query: '',
    });
  });
});

describe('orders', () => {
  it('createOrder POSTs the order body and returns the bare order id; the sandbox records every field', async () => {
    const session = await signIn(env);
    const { body } = await planOrder(env, session);
    const mark = env.sandbox.requests.length;

    const orderId = await env.client.createOrder(session.token, body);

    expect(orderId).toBe(SEED.firstOrderId);
    const sent = onlyRequestSince(env.sandbox, mark);
    expect(sent).toMatchObject({ method: 'POST', path: `${COMMON}/service-order`, query: '' });
    expect(sent.body).toStrictEqual(body);
    expect(env.sandbox.orders).toHaveLength(1);
    const recorded = at(env.sandbox.orders, 0);
    expect(recorded).toMatchObject({
      id: orderId,
      serviceCustomerId: DANA.serviceCustomerId,
      createdAt: MONDAY_MORNING.toISOString(),
      deliveryCancelled: false,
      transportationUpdates: [],
    });
    // Field by field, so a renamed or dropped field names itself.
    for (const [field, value] of Object.entries(body))
      expect([field, recorded.body[field]]).toEqual([field, value]);
    expect(Object.keys(recorded.body).sort()).toEqual(Object.keys(body).sort());
  });

  it('updateTransportation reschedules both legs, then `delivery: null` cancels the delivery (order summary and record agree)', async () => {
    const session = await signIn(env);
    const { body, tuesday } = await planOrder(env, session);
    const orderId = await env.client.createOrder(session.token, body);
    const wednesdayOnDemand = (await windowsOf(env, session, WEDNESDAY, 'RETURN')).onDemandDelivery;
    const eveningPickup = at(tuesday.ownDelivery, 2);
    const courier = at(wednesdayOnDemand, 0);
    const reschedule: TransportationUpdateRequest = {
      pickup: { timingsId: eveningPickup.id },
      delivery: {
        timingsId: courier.id,
        deliveryWindow: [Date.parse(courier.startTime), Date.parse(courier.endTime)],
        courierTip: 4,
        serviceCustomerAddressId: at(DANA.addresses, 0).id,
        thirdPartyDeliveryId: String(courier.id),
      },
      paymentMethodToken: at(DANA.paymentMethods, 1).paymentMethodToken,
    };
    const mark = env.sandbox.requests.length;

    const rescheduled = await env.client.updateTransportation(session.token, orderId, reschedule);

    // The summary's amounts are dollars (see the GAP in lib/laundry/schemas/orders.ts); the windows' are cents.
    const bags = body.bagCount * SEED.pricePerBagInCents;
    expect(rescheduled).toEqual({
      id: orderId,
      status: 'SCHEDULED',
      paymentStatus: 'PENDING',
      pickupDeliveryFee: eveningPickup.deliveryFeeInCents / 100,
      returnDeliveryFee: courier.deliveryFeeInCents / 100,
      orderTotal: (bags + eveningPickup.deliveryFeeInCents + courier.deliveryFeeInCents) / 100,
      netOrderTotal: (bags + eveningPickup.deliveryFeeInCents + courier.deliveryFeeInCents) / 100,
    });
    const sent = onlyRequestSince(env.sandbox, mark);
    expect(sent).toMatchObject({
      method: 'PATCH',
      path: `${COMMON}/service-order/${orderId}/transportation`,
      query: '',
    });
    expect(sent.body).toStrictEqual(reschedule);
    const recorded = at(env.sandbox.orders, 0);
    expect(recorded.transportationUpdates).toEqual([{ at: MONDAY_MORNING.toISOString(), ...reschedule }]);
    expect(recorded.deliveryCancelled).toBe(false);

    const cancelMark = env.sandbox.requests.length;
    const cancelled = await env.client.updateTransportation(session.token, orderId, { delivery: null });

    expect(cancelled).toMatchObject({
      id: orderId,
      pickupDeliveryFee: eveningPickup.deliveryFeeInCents / 100,
      returnDeliveryFee: 0,
      orderTotal: (bags + eveningPickup.deliveryFeeInCents) / 100,
    });
    const cancel = onlyRequestSince(env.sandbox, cancelMark);
    expect(cancel.rawBody).toBe('{"delivery":null}');
    expect(recorded.deliveryCancelled).toBe(true);
    expect(recorded.transportationUpdates).toHaveLength(2);
    expect(recorded.transportationUpdates[1]).toEqual({ at: MONDAY_MORNING.toISOString(), delivery: null });
  });

  it('createOrder with an on-demand return leg sends the provider’s window id and a recurring subscription', async () => {
    const session = await signIn(env);
    const { body, tuesday } = await planOrder(env, session);
    const courier = at((await windowsOf(env, session, WEDNESDAY, 'RETURN')).onDemandDelivery, 1);
    const order = {
      ...body,
      orderDelivery: {
        pickup: ownLeg(TUESDAY, at(tuesday.ownDelivery, 0)),
        delivery: onDemandLeg(WEDNESDAY, courier),
      },
      subscription: { interval: 4 as const },
    };
    const orderId = await env.client.createOrder(session.token, order);

    expect(orderId).toBe(SEED.firstOrderId);
    const recorded = at(env.sandbox.orders, 0).body;
    expect(recorded.orderDelivery).toEqual({
      pickup: expect.objectContaining({ deliveryProvider: 'OWN_DRIVER', thirdPartyDeliveryId: null }),
      delivery: expect.objectContaining({
        deliveryProvider: 'ON_DEMAND',
        windowId: courier.id,
        thirdPartyDeliveryId: courier.id,
        deliveryDay: WEDNESDAY,
      }),
    });
    expect(recorded.subscription).toEqual({ interval: 4 });
    // The recurring order now counts on the own-driver pickup window it uses.
    const again = await windowsOf(env, session, TUESDAY, 'PICKUP');
    expect(at(again.ownDelivery, 0)).toMatchObject({
      orderDeliveriesCount: 1,
      recurringSubscriptionCount: 1,
    });
  });
});
