import { sandboxFetch } from '../../../infra/local/sandbox/sandbox-fetch';
import { signInOverHttp } from '../../../infra/local/sandbox/sandbox-sign-in';
import { SEED } from '../../../infra/local/sandbox/seed-data';
import type { Sandbox } from '../../../infra/local/sandbox/server';
import { startSandbox } from '../../../infra/local/sandbox/server';

// Monday 2 June 2025, 09:00 in New York.
const NOW = Date.parse('2025-06-02T13:00:00Z');

interface Window {
  id: number;
  startTime: string;
  deliveryFeeInCents: number;
  orderDeliveriesCount?: number;
}
interface Lists {
  ownDelivery: Window[];
  onDemandDelivery: Window[];
}
type Body = Record<string, unknown> & {
  orderDelivery: Record<string, Record<string, unknown> | null | undefined>;
};

describe('sandbox POST /service-order', () => {
  let sandbox: Sandbox;
  let nowMs = NOW;
  let dana: Record<string, string>;
  let sam: Record<string, string>;
  let tuesday: Lists;
  let friday: Lists;

  const windowsOf = async (storeId: number, date: string, type = 'PICKUP') =>
    (
      await sandboxFetch(
        `${sandbox.commonUrl}/stores/${storeId}/delivery-windows?date=${date}T00:00:00&type=${type}`,
        {
          headers: dana,
        },
      )
    ).json as Lists;
  const order = (body: unknown, headers = dana) =>
    sandboxFetch(`${sandbox.commonUrl}/service-order`, { method: 'POST', headers, body });
  const first = (list: Window[]): Window => {
    const window = list[0];
    if (!window) throw new Error('no window');
    return window;
  };

  /** A complete order as the seed's samples build it: own-driver pickup Tuesday, on-demand return Friday. */
  const validOrder = (): Body => ({
    customerAddressId: 2001,
    orderDelivery: {
      pickup: {
        deliveryDay: '2025-06-03',
        deliveryProvider: 'OWN_DRIVER',
        windowId: first(tuesday.ownDelivery).id,
        totalDeliveryCost: first(tuesday.ownDelivery).deliveryFeeInCents,
        courierTip: 0,
        thirdPartyDeliveryId: null,
        thirdPartyDeliveryCostInCents: 0,
      },
      delivery: {
        deliveryDay: '2025-06-06',
        deliveryProvider: 'ON_DEMAND',
        windowId: first(friday.onDemandDelivery).id,
        totalDeliveryCost: first(friday.onDemandDelivery).deliveryFeeInCents,
        courierTip: 200,
        thirdPartyDeliveryId: 'dd-quote-1',
        thirdPartyDeliveryCostInCents: first(friday.onDemandDelivery).deliveryFeeInCents,
      },
    },
    returnMethod: 'DELIVERY',
    bagCount: 2,
    storeId: 101,
    orderServices: [{ servicePriceId: 201, serviceModifierIds: [301, 302], serviceNotes: null }],
    hasDryCleaning: false,
    isHangDrySelected: false,
    turnAroundInHours: 48,
    paymentToken: 'pm_sbx_dana_visa_4242',
    tipAmount: 0,
    tipOption: 'NONE',
    promoCode: '',
  });
  const leg = (body: Body, name: 'pickup' | 'delivery') =>
    body.orderDelivery[name] as Record<string, unknown>;

  beforeAll(async () => {
    sandbox = await startSandbox({ onOtp: () => {}, now: () => new Date(nowMs) });
    dana = (await signInOverHttp(sandbox, '2125550101')).headers;
    sam = (await signInOverHttp(sandbox, '2125550102')).headers;
    tuesday = await windowsOf(101, '2025-06-03');
    friday = await windowsOf(101, '2025-06-06', 'RETURN');
  });
  afterAll(() => sandbox.close());
  afterEach(() => {
    nowMs = NOW;
  });

  it('creates an order: 200 with a bare number, recorded with its body', async () => {
    const before = sandbox.orders.length;
    const body = validOrder();
    const res = await order(body);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^\d+$/);
    expect(res.json).toBe(SEED.firstOrderId + before);
    expect(sandbox.orders[before]).toEqual({
      id: res.json,
      serviceCustomerId: 1001,
      body,
      createdAt: new Date(NOW).toISOString(),
      status: 'SCHEDULED',
      paymentStatus: 'PENDING',
      deliveryCancelled: false,
      transportationUpdates: [],
    });
    const second = await order(validOrder());
    expect(second.json).toBe((res.json as number) + 1);
  });

  it('shows orders on window counts, addresses and payment methods', async () => {
    await order(validOrder());
    const own = first((await windowsOf(101, '2025-06-03')).ownDelivery);
    expect(own.orderDeliveriesCount).toBeGreaterThan(0);
    const cards = (await sandboxFetch(`${sandbox.commonUrl}/customers/payment-methods`, { headers: dana }))
      .json;
    expect(cards).toEqual([
      expect.objectContaining({ last4: '4242', hasServiceOrders: 1 }),
      expect.objectContaining({ last4: '5555', hasServiceOrders: 0 }),
    ]);
    const addresses = (await sandboxFetch(`${sandbox.commonUrl}/customers/1001/addresses`, { headers: dana }))
      .json;
    expect(addresses).toEqual({
      addresses: [
        expect.objectContaining({ id: 2001, hasServiceOrders: true }),
        expect.objectContaining({ id: 2002, hasServiceOrders: false }),
      ],
    });
  });

  it('accepts every reading of the gaps: omitted or present serviceCustomerId, notes, deliveryWindow, timingsId, subsidyInCents', async () => {
    const full = validOrder();
    Object.assign(full, { serviceCustomerId: 1001, hangDryInstructions: '', orderNotes: 'Gate code 1234' });
    const pickup = leg(full, 'pickup');
    Object.assign(pickup, {
      subsidyInCents: 0,
      deliveryWindow: [Date.parse(first(tuesday.ownDelivery).startTime)],
      timingsId: pickup.windowId,
    });
    expect((await order(full)).status).toBe(200);

    const onlyTimings = validOrder();
    const onlyTimingsPickup = leg(onlyTimings, 'pickup');
    onlyTimingsPickup.timingsId = onlyTimingsPickup.windowId;
    delete onlyTimingsPickup.windowId;
    expect((await order(onlyTimings)).status).toBe(200);

    const noLegs = validOrder();
    noLegs.orderDelivery = {};
    noLegs.returnMethod = 'IN_STORE_PICKUP';
    expect((await order(noLegs)).status).toBe(200);

    const nullReturn = validOrder();
    nullReturn.orderDelivery.delivery = null;
    nullReturn.returnMethod = null;
    expect((await order(nullReturn)).status).toBe(200);
  });

  it('accepts an empty or absent payment token for a customer with no card', async () => {
    const samOrder = { ...validOrder(), customerAddressId: 2003, paymentToken: '' };
    expect((await order(samOrder, sam)).status).toBe(200);
    const { paymentToken: _omitted, ...noToken } = samOrder;
    expect((await order(noToken, sam)).status).toBe(200);
  });

  it.each([1, 2, 4])('accepts subscription interval %i', async (interval) => {
    expect((await order({ ...validOrder(), subscription: { interval } })).status).toBe(200);
  });

  it.each<[string, (body: Body) => void, RegExp]>([
    ['an extra top-level property', (b) => Object.assign(b, { foo: 1 }), /foo/],
    [
      'an extra order service property',
      (b) => Object.assign((b.orderServices as object[])[0] ?? {}, { price: 5 }),
      /orderServices\[0\]\.price/,
    ],
    [
      'an extra leg property',
      (b) => Object.assign(leg(b, 'pickup'), { notes: 'x' }),
      /orderDelivery\.pickup\.notes/,
    ],
    [
      'an extra orderDelivery member',
      (b) => Object.assign(b.orderDelivery, { return: null }),
      /orderDelivery\.return/,
    ],
    [
      'subscription interval 3',
      (b) => Object.assign(b, { subscription: { interval: 3 } }),
      /subscription\.interval/,
    ],
    ['a missing bagCount', (b) => delete b.bagCount, /bagCount is required/],
    ['a missing returnMethod', (b) => delete b.returnMethod, /returnMethod is required/],
    ['an unknown returnMethod', (b) => Object.assign(b, { returnMethod: 'MAIL' }), /returnMethod/],
    [
      'a deliveryDay with a time',
      (b) => Object.assign(leg(b, 'pickup'), { deliveryDay: '2025-06-03T00:00:00' }),
      /deliveryDay/,
    ],
    [
      'a deliveryDay not ISO',
      (b) => Object.assign(leg(b, 'pickup'), { deliveryDay: '06/03/2025' }),
      /deliveryDay/,
    ],
    [
      'an unknown provider',
      (b) => Object.assign(leg(b, 'pickup'), { deliveryProvider: 'UBER' }),
      /deliveryProvider/,
    ],
    ['a leg without a window id', (b) => delete leg(b, 'pickup').windowId, /windowId is required/],
    ['a string id', (b) => Object.assign(b, { storeId: '101' }), /storeId/],
    ['a string tipAmount', (b) => Object.assign(b, { tipAmount: '2' }), /tipAmount/],
    ['a DELIVERY return without a delivery leg', (b) => delete b.orderDelivery.delivery, /delivery/],
    [
      'a delivery before the pickup',
      (b) => Object.assign(b.orderDelivery, { delivery: { ...leg(b, 'pickup') } }),
      /after the pickup/,
    ],
  ])('rejects %s with 400 {error}', async (_name, mutate, message) => {
    const body = validOrder();
    mutate(body);
    const before = sandbox.orders.length;
    const res = await order(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: expect.stringMatching(message) });
    expect(sandbox.orders.length).toBe(before);
  });

  it('rejects a body that is not an object', async () => {
    for (const body of ['[]', '42', '"x"', '']) {
      const res = await order(body);
      expect([body, res.status]).toEqual([body, 400]);
    }
  });

  it('an unknown store is 404 {"error":"Store is not found"}', async () => {
    const res = await order({ ...validOrder(), storeId: 999 });
    expect(res.status).toBe(404);
    expect(res.text).toBe('{"error":"Store is not found"}');
  });

  it.each<[string, (body: Body) => void, string]>([
    [
      'an own window sent as ON_DEMAND',
      (b) => Object.assign(leg(b, 'pickup'), { deliveryProvider: 'ON_DEMAND' }),
      'Pickup window is not found',
    ],
    [
      'an on-demand window sent as OWN_DRIVER',
      (b) => Object.assign(leg(b, 'delivery'), { deliveryProvider: 'OWN_DRIVER' }),
      'Delivery window is not found',
    ],
    [
      'a window on another day',
      (b) => Object.assign(leg(b, 'pickup'), { deliveryDay: '2025-06-04' }),
      'Pickup window is not found',
    ],
    [
      'a made-up window id',
      (b) => Object.assign(leg(b, 'pickup'), { windowId: 12345 }),
      'Pickup window is not found',
    ],
    [
      'another store’s window',
      (b) => Object.assign(b, { storeId: 102, orderServices: [] }),
      'Pickup window is not found',
    ],
    [
      'an unknown address',
      (b) => Object.assign(b, { customerAddressId: 9999 }),
      'Customer address is not found',
    ],
    [
      'another customer’s address',
      (b) => Object.assign(b, { customerAddressId: 2003 }),
      'Customer address is not found',
    ],
    [
      'a service the store does not offer',
      (b) => Object.assign(b, { orderServices: [{ servicePriceId: 999 }] }),
      'Service 999 is not found',
    ],
    [
      'a modifier of another service',
      (b) => Object.assign(b, { orderServices: [{ servicePriceId: 201, serviceModifierIds: [305] }] }),
      'Service modifier 305 is not found',
    ],
    [
      'another customer’s card',
      (b) => Object.assign(b, { paymentToken: 'pm_sbx_acme_visa_1881' }),
      'Payment method is not found',
    ],
  ])('rejects %s with 404 {error}', async (_name, mutate, message) => {
    const body = validOrder();
    mutate(body);
    const res = await order(body);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: expect.stringContaining(message) });
  });

  it('a serviceCustomerId that is not the token’s is 403', async () => {
    const res = await order({ ...validOrder(), serviceCustomerId: 1002 });
    expect([res.status, res.json]).toEqual([403, { error: 'Forbidden' }]);
  });

  it('a window that has started by the time of ordering is not found', async () => {
    const body = validOrder();
    nowMs = Date.parse(first(tuesday.ownDelivery).startTime);
    const res = await order(body);
    expect([res.status, res.json]).toEqual([404, { error: 'Pickup window is not found' }]);
  });
});
