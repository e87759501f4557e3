import { sandboxFetch } from '../../../infra/local/sandbox/sandbox-fetch';
import { signInOverHttp } from '../../../infra/local/sandbox/sandbox-sign-in';
import { SEED } from '../../../infra/local/sandbox/seed-data';
import type { Sandbox } from '../../../infra/local/sandbox/server';
import { startSandbox } from '../../../infra/local/sandbox/server';

// Monday 2 June 2025, 09:00 in New York.
const NOW = new Date('2025-06-02T13:00:00Z');

interface Window {
  id: number;
  startTime: string;
  endTime: string;
  deliveryFeeInCents: number;
}
interface Lists {
  ownDelivery: Window[];
  onDemandDelivery: Window[];
}
interface Summary {
  order: {
    id: number;
    status: string;
    orderTotal: number;
    netOrderTotal: number;
    paymentStatus: string;
    pickupDeliveryFee: number;
    returnDeliveryFee: number;
  };
}

/** The summary's amounts are dollars (no `InCents` in their names); the windows' fees are cents. */
const dollars = (cents: number) => cents / 100;

function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

describe('sandbox PATCH /service-order/:id/transportation', () => {
  let sandbox: Sandbox;
  let dana: Record<string, string>;
  let sam: Record<string, string>;
  let tuesday: Lists;
  let wednesday: Lists;
  let friday: Lists;

  const windowsOf = async (date: string) =>
    (
      await sandboxFetch(
        `${sandbox.commonUrl}/stores/101/delivery-windows?date=${date}T00:00:00&type=PICKUP`,
        {
          headers: dana,
        },
      )
    ).json as Lists;
  const patch = (orderId: number | string, body: unknown, headers = dana) =>
    sandboxFetch(`${sandbox.commonUrl}/service-order/${orderId}/transportation`, {
      method: 'PATCH',
      headers,
      body,
    });

  /** Pickup Tuesday (own driver, first slot), return delivery Friday (on-demand, first slot). */
  const placeOrder = async (withDelivery = true): Promise<number> => {
    const pickupWindow = at(tuesday.ownDelivery, 0);
    const deliveryWindow = at(friday.onDemandDelivery, 0);
    const res = await sandboxFetch(`${sandbox.commonUrl}/service-order`, {
      method: 'POST',
      headers: dana,
      body: {
        customerAddressId: 2001,
        orderDelivery: {
          pickup: {
            deliveryDay: '2025-06-03',
            deliveryProvider: 'OWN_DRIVER',
            windowId: pickupWindow.id,
            courierTip: 0,
          },
          ...(withDelivery
            ? {
                delivery: {
                  deliveryDay: '2025-06-06',
                  deliveryProvider: 'ON_DEMAND',
                  windowId: deliveryWindow.id,
                  courierTip: 0,
                  subsidyInCents: 100,
                },
              }
            : {}),
        },
        returnMethod: withDelivery ? 'DELIVERY' : 'IN_STORE_PICKUP',
        bagCount: 1,
        storeId: 101,
        hasDryCleaning: false,
        isHangDrySelected: false,
        turnAroundInHours: 48,
        paymentToken: 'pm_sbx_dana_visa_4242',
      },
    });
    expect(res.status).toBe(200);
    return res.json as number;
  };
  const recorded = (orderId: number) => sandbox.orders.find((o) => o.id === orderId);

  beforeAll(async () => {
    sandbox = await startSandbox({ onOtp: () => {}, now: () => NOW });
    dana = (await signInOverHttp(sandbox, '2125550101')).headers;
    sam = (await signInOverHttp(sandbox, '2125550102')).headers;
    tuesday = await windowsOf('2025-06-03');
    wednesday = await windowsOf('2025-06-04');
    friday = await windowsOf('2025-06-06');
  });
  afterAll(() => sandbox.close());

  it('reschedules the pickup with the delivery shape (timingsId) and answers the order summary, in dollars', async () => {
    const orderId = await placeOrder();
    const next = at(tuesday.ownDelivery, 1);
    const res = await patch(orderId, { pickup: { timingsId: next.id } });
    expect(res.status).toBe(200);
    const returnFee = at(friday.onDemandDelivery, 0).deliveryFeeInCents;
    expect(res.json).toEqual({
      order: {
        id: orderId,
        status: 'SCHEDULED',
        // One bag, the two window fees, less the delivery's subsidy of 100 cents.
        orderTotal: dollars(SEED.pricePerBagInCents + next.deliveryFeeInCents + returnFee),
        netOrderTotal: dollars(SEED.pricePerBagInCents + next.deliveryFeeInCents + returnFee - 100),
        paymentStatus: 'PENDING',
        pickupDeliveryFee: dollars(next.deliveryFeeInCents),
        returnDeliveryFee: dollars(returnFee),
      },
    });
    expect(recorded(orderId)?.transportationUpdates).toEqual([
      { at: NOW.toISOString(), pickup: { timingsId: next.id } },
    ]);
  });

  it('changes the pickup provider with the order-creation leg shape', async () => {
    const orderId = await placeOrder();
    const onDemand = at(wednesday.onDemandDelivery, 0);
    const res = await patch(orderId, {
      pickup: {
        deliveryDay: '2025-06-04',
        deliveryProvider: 'ON_DEMAND',
        windowId: onDemand.id,
        courierTip: 150,
      },
    });
    expect(res.status).toBe(200);
    expect((res.json as Summary).order.pickupDeliveryFee).toBe(dollars(onDemand.deliveryFeeInCents));
  });

  it('updates the delivery with the seed’s delivery fields, or with a [start, end] deliveryWindow alone', async () => {
    const orderId = await placeOrder();
    const other = at(friday.onDemandDelivery, 1);
    const full = await patch(orderId, {
      delivery: {
        deliveryWindow: [Date.parse(other.startTime), Date.parse(other.endTime)],
        courierTip: 300,
        serviceCustomerAddressId: 2002,
        timingsId: other.id,
        thirdPartyDeliveryId: 'dd-quote-2',
      },
    });
    expect(full.status).toBe(200);
    expect((full.json as Summary).order.returnDeliveryFee).toBe(dollars(other.deliveryFeeInCents));
    const own = at(friday.ownDelivery, 2);
    const byTimes = await patch(orderId, {
      delivery: { deliveryWindow: [Date.parse(own.startTime), Date.parse(own.endTime)] },
    });
    expect(byTimes.status).toBe(200);
    expect((byTimes.json as Summary).order.returnDeliveryFee).toBe(dollars(own.deliveryFeeInCents));
  });

  it('changes the payment method; an unknown token is 400', async () => {
    const orderId = await placeOrder();
    expect((await patch(orderId, { paymentMethodToken: 'pm_sbx_dana_mastercard_5555' })).status).toBe(200);
    const unknown = await patch(orderId, { paymentMethodToken: 'pm_nope' });
    expect([unknown.status, unknown.json]).toEqual([400, { error: 'Payment method is not found' }]);
  });

  it('null delivery cancels the scheduled delivery; a second cancel is 409; a new delivery can be scheduled', async () => {
    const orderId = await placeOrder();
    const cancelled = await patch(orderId, { delivery: null });
    expect(cancelled.status).toBe(200);
    expect((cancelled.json as Summary).order.returnDeliveryFee).toBe(0);
    expect(recorded(orderId)?.deliveryCancelled).toBe(true);
    const again = await patch(orderId, { delivery: null });
    expect([again.status, again.json]).toEqual([409, { error: 'No scheduled delivery to cancel' }]);
    const withoutWindow = await patch(orderId, { delivery: { courierTip: 100 } });
    expect(withoutWindow.status).toBe(400);
    const rescheduled = await patch(orderId, { delivery: { timingsId: at(friday.ownDelivery, 0).id } });
    expect(rescheduled.status).toBe(200);
    expect(recorded(orderId)?.deliveryCancelled).toBe(false);
  });

  it('an order placed without a delivery has nothing to cancel (409)', async () => {
    const orderId = await placeOrder(false);
    const res = await patch(orderId, { delivery: null });
    expect([res.status, res.json]).toEqual([409, { error: 'No scheduled delivery to cancel' }]);
  });

  it('an unknown order, a non-numeric id, or another customer’s order is 404 Service order is not found', async () => {
    const orderId = await placeOrder();
    for (const [id, headers] of [
      [99999, dana],
      ['abc', dana],
      [orderId, sam],
    ] as const) {
      const res = await patch(id, { delivery: null }, headers);
      expect([id, res.status, res.json]).toEqual([id, 404, { error: 'Service order is not found' }]);
    }
  });

  it.each<[string, (ids: { own: Window; onDemand: Window; early: Window }) => unknown, RegExp]>([
    ['an empty body', () => ({}), /Nothing to update/],
    ['an extra property', () => ({ pickup: {}, reason: 'x' }), /reason/],
    ['an extra leg property', ({ own }) => ({ pickup: { timingsId: own.id, notes: 'x' } }), /pickup\.notes/],
    ['a null pickup', () => ({ pickup: null }), /pickup/],
    ['a made-up window', () => ({ pickup: { timingsId: 42 } }), /Pickup window is not found/],
    [
      'a window of the other provider',
      ({ onDemand }) => ({ pickup: { timingsId: onDemand.id, deliveryProvider: 'OWN_DRIVER' } }),
      /Pickup window is not found/,
    ],
    [
      'a window on another day than deliveryDay',
      ({ own }) => ({ pickup: { timingsId: own.id, deliveryDay: '2025-06-07' } }),
      /Pickup window is not found/,
    ],
    [
      'a delivery before the pickup',
      ({ early }) => ({ delivery: { timingsId: early.id } }),
      /after the pickup/,
    ],
    [
      'another customer’s address',
      () => ({ delivery: { serviceCustomerAddressId: 2003 } }),
      /Customer address is not found/,
    ],
    ['a timingsId that is a string', ({ own }) => ({ pickup: { timingsId: String(own.id) } }), /timingsId/],
  ])('rejects %s with 400 {error}', async (_name, makeBody, message) => {
    const orderId = await placeOrder();
    const ids = {
      own: at(wednesday.ownDelivery, 0),
      onDemand: at(wednesday.onDemandDelivery, 0),
      early: at(tuesday.ownDelivery, 0),
    };
    const before = recorded(orderId)?.transportationUpdates.length;
    const res = await patch(orderId, makeBody(ids));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: expect.stringMatching(message) });
    expect(recorded(orderId)?.transportationUpdates.length).toBe(before);
  });
});
