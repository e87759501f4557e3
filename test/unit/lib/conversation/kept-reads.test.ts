/** The service's lists kept in a conversation for a few minutes: what is kept, for how long, and what never is. */
import { addDays } from '../../../../lib/calendar';
import {
  KEPT_READS_MS,
  KeptReads,
  LAUNDRY_KEPT,
  MAX_KEPT_CHARS,
  MAX_KEPT_READS,
} from '../../../../lib/conversation/kept-reads';
import type { LaundryPort } from '../../../../lib/laundry/port';
import { createClock, FAKE, FakeLaundry } from '../../../support/fake-ports';

const { token, storeId, googlePlacesId, customerId } = FAKE;

function setUp() {
  const clock = createClock();
  const laundry = new FakeLaundry({ clock });
  const kept = new KeptReads(() => clock.now().getTime());
  kept.start(undefined);
  return { clock, laundry, kept, port: kept.wrap(laundry) };
}

/** The next turn: a new attempt starting from what the last one saved, as run-turn does. */
function nextTurn(kept: KeptReads, laundry: FakeLaundry, clock: { now(): Date }) {
  const saved = structuredClone(kept.toSave());
  const next = new KeptReads(() => clock.now().getTime());
  next.start(saved);
  return { next, port: next.wrap(laundry) };
}

describe('KeptReads', () => {
  it('answers a list fetched in an earlier turn from the state for 10 minutes, then fetches it again', async () => {
    const { clock, laundry, kept, port } = setUp();
    const first = await port.listAddresses(token, customerId);

    clock.advance(KEPT_READS_MS - 1);
    const later = nextTurn(kept, laundry, clock);
    expect(await later.port.listAddresses(token, customerId)).toEqual(first);
    expect(laundry.callsOf('listAddresses')).toHaveLength(1);

    clock.advance(1);
    const stale = nextTurn(later.next, laundry, clock);
    expect(await stale.port.listAddresses(token, customerId)).toEqual(first);
    expect(laundry.callsOf('listAddresses')).toHaveLength(2);
  });

  it('keeps each of the lists named, per arguments: another store’s services are fetched', async () => {
    const { laundry, port } = setUp();
    for (const _twice of [1, 2])
      for (const endpoint of LAUNDRY_KEPT)
        await (port[endpoint] as (...args: unknown[]) => Promise<unknown>)(...argsOf(endpoint));

    for (const endpoint of LAUNDRY_KEPT) expect(laundry.callsOf(endpoint)).toHaveLength(1);
    await port.listServices(token, storeId + 1, googlePlacesId).catch(() => {});
    expect(laundry.callsOf('listServices')).toHaveLength(2);
  });

  it('never keeps the payment methods with their tokens (the cards are kept without), the delivery windows, nor the preference choices (they show the customer’s own selections)', async () => {
    const { clock, laundry, kept, port } = setUp();
    await port.listPaymentMethods(token);
    await port.listPaymentMethods(token);
    await port.listPreferenceChoices(token, FAKE.businessId);
    await port.listPreferenceChoices(token, FAKE.businessId);
    expect(laundry.callsOf('listPreferenceChoices')).toHaveLength(2);
    const day = addDays(clock.now().toISOString().slice(0, 10), 1);
    const query = {
      date: day,
      type: 'PICKUP' as const,
      googlePlacesId,
      categories: ['LAUNDRY' as const],
      servicesIds: [FAKE.laundryServiceId],
    };
    await port.listDeliveryWindows(token, storeId, query);
    await port.listDeliveryWindows(token, storeId, query);

    expect(laundry.callsOf('listPaymentMethods')).toHaveLength(2);
    expect(laundry.callsOf('listDeliveryWindows')).toHaveLength(2);
    expect(JSON.stringify(kept.toSave() ?? [])).not.toContain(FAKE.paymentToken);
  });

  it('keeps nothing that names the session token: another sign-in finds none of these lists', async () => {
    const { laundry, kept, port } = setUp();
    await port.listAddresses(token, customerId);

    expect(JSON.stringify(kept.toSave())).not.toContain(token);
    await port.listAddresses('another-customers-token', customerId).catch(() => {});
    expect(laundry.callsOf('listAddresses')).toHaveLength(2);
  });

  it('keeps nothing from a failed call, and two calls alike in one turn make one request', async () => {
    const { laundry, kept, port } = setUp();
    laundry.failNext('listAddresses', 'unavailable');
    await expect(port.listAddresses(token, customerId)).rejects.toThrow();
    expect(kept.toSave()).toBeUndefined();

    const [a, b] = await Promise.all([
      port.listAddresses(token, customerId),
      port.listAddresses(token, customerId),
    ]);
    expect(a).toEqual(b);
    expect(laundry.callsOf('listAddresses')).toHaveLength(2);
  });

  it('drops every kept list when the service answers "not found" (an order naming an address since removed)', async () => {
    const { laundry, kept, port } = setUp();
    await port.listAddresses(token, customerId);
    await port.findStore(token, googlePlacesId);
    laundry.failNext('createOrder', 'not_found', { serviceMessage: 'Address not found' });

    await expect(port.createOrder(token, {} as never)).rejects.toThrow();

    expect(kept.toSave()).toBeUndefined();
    await port.listAddresses(token, customerId);
    expect(laundry.callsOf('listAddresses')).toHaveLength(2);
  });

  it('wraps only the service’s endpoints: a port’s other methods (a fake’s failNext) are its own, untouched', async () => {
    const { laundry, port } = setUp();
    (port as unknown as FakeLaundry).failNext('listAddresses', 'unavailable');

    await expect(port.listAddresses(token, customerId)).rejects.toThrow();
    expect(laundry.callsOf('listAddresses')).toHaveLength(1);
  });

  it('gives each caller its own copy: a step changing what it got changes nothing kept', async () => {
    const { port } = setUp();
    const first = await port.listAddresses(token, customerId);
    (first[0] as { city: string }).city = 'Changed';

    expect((await port.listAddresses(token, customerId))[0]?.city).not.toBe('Changed');
  });

  it('uses but does not keep an answer too long for the state', async () => {
    const huge = { id: 1, name: 'x'.repeat(MAX_KEPT_CHARS), address: 'a' };
    const clock = createClock();
    const kept = new KeptReads(() => clock.now().getTime());
    kept.start(undefined);
    const port = kept.wrap({ findStore: async () => huge } as never);

    expect(await port.findStore(token, googlePlacesId)).toEqual(huge);
    expect(kept.toSave()).toBeUndefined();
  });

  it('keeps at most the newest MAX_KEPT_READS answers (a staff member looking up many customers)', async () => {
    const clock = createClock();
    const fetched: number[] = [];
    const customers = {
      listAddresses: async (_token: string, id: number) => {
        fetched.push(id);
        return [{ id }];
      },
    } as never;
    const kept = new KeptReads(() => clock.now().getTime());
    kept.start(undefined);
    const port: LaundryPort = kept.wrap(customers);
    for (let id = 0; id <= MAX_KEPT_READS; id++) {
      await port.listAddresses(token, id);
      clock.advance(1000);
    }

    expect(kept.toSave()).toHaveLength(MAX_KEPT_READS);
    const next = new KeptReads(() => clock.now().getTime());
    next.start(structuredClone(kept.toSave()));
    await next.wrap(customers).listAddresses(token, MAX_KEPT_READS);
    await next.wrap(customers).listAddresses(token, 0);
    expect(fetched).toEqual([...Array.from({ length: MAX_KEPT_READS + 1 }, (_, id) => id), 0]);
  });

  it('drops a kept read stamped after the turn’s clock (a clock moved back) instead of trusting it', async () => {
    const { clock, laundry, kept, port } = setUp();
    await port.listAddresses(token, customerId);
    clock.advance(-60_000);

    const later = nextTurn(kept, laundry, clock);
    await later.port.listAddresses(token, customerId);
    expect(laundry.callsOf('listAddresses')).toHaveLength(2);
  });
});

function argsOf(endpoint: (typeof LAUNDRY_KEPT)[number]): unknown[] {
  switch (endpoint) {
    case 'findStore':
      return [token, googlePlacesId];
    case 'listServices':
      return [token, storeId, googlePlacesId];
    case 'getDeliverySettings':
    case 'listProducts':
      return [token, storeId];
    case 'listAddresses':
      return [token, customerId];
    case 'listCards':
      return [token];
  }
}
