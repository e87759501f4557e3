import { sandboxFetch } from '../../../infra/local/sandbox/sandbox-fetch';
import { signInOverHttp } from '../../../infra/local/sandbox/sandbox-sign-in';
import { SEED } from '../../../infra/local/sandbox/seed-data';
import type { Sandbox } from '../../../infra/local/sandbox/server';
import { startSandbox } from '../../../infra/local/sandbox/server';

describe('sandbox store endpoints', () => {
  let sandbox: Sandbox;
  let headers: Record<string, string>;
  const get = (path: string) => sandboxFetch(`${sandbox.commonUrl}${path}`, { headers });

  beforeAll(async () => {
    sandbox = await startSandbox({ onOtp: () => {} });
    headers = (await signInOverHttp(sandbox, '2125550101')).headers;
  });
  afterAll(() => sandbox.close());

  it('finds the store for each of its place ids (a store in another zone names it)', async () => {
    for (const store of SEED.stores) {
      for (const placeId of store.googlePlacesIds) {
        const res = await get(`/stores/available?googlePlacesId=${encodeURIComponent(placeId)}`);
        const zone = store.timeZone ? { timeZone: store.timeZone } : {};
        const contact = {
          ...(store.phone ? { phone: store.phone } : {}),
          ...(store.email ? { email: store.email } : {}),
        };
        expect(res.json).toEqual({
          id: store.id,
          name: store.name,
          address: store.address,
          ...zone,
          ...contact,
        });
      }
    }
  });

  it('a place no store reaches is 404 Store is not found; a missing place is 400', async () => {
    const res = await get(`/stores/available?googlePlacesId=${SEED.unservedGooglePlacesId}`);
    expect([res.status, res.json]).toEqual([404, { error: 'Store is not found' }]);
    const missing = await get('/stores/available');
    expect([missing.status, missing.json]).toEqual([400, { error: 'googlePlacesId is required' }]);
  });

  it('lists a store’s services with modifiers, in the seed’s fields, with any query', async () => {
    const res = await get(
      '/stores/102/services?googlePlacesId=ChIJ-sbx-Williamsburg-01&categories[0]=LAUNDRY',
    );
    expect(res.status).toBe(200);
    const expected = SEED.services
      .filter((s) => s.storeIds.includes(102))
      .map((s) => ({ id: s.id, name: s.name, description: s.description, modifiers: s.modifiers }));
    expect(res.json).toEqual(expected);
    expect(expected.map((s) => s.id)).toEqual([201, 203, 204]);
  });

  it('store 104 names its category for its own services and none for Wash & Fold: both readings of the gap', async () => {
    const res = await get('/stores/104/services');
    expect(res.json).toEqual([
      { id: 201, name: 'Wash & Fold', description: expect.any(String), modifiers: expect.any(Array) },
      {
        id: 207,
        name: 'Wash & Press',
        description: expect.any(String),
        category: 'LAUNDRY',
        modifiers: expect.any(Array),
      },
      {
        id: 208,
        name: 'Dry Clean – Jacket',
        description: expect.any(String),
        category: 'DRY_CLEANING',
        modifiers: [],
      },
    ]);
  });

  it('a store in another zone lays its windows out in that zone and says so in its settings', async () => {
    const settings = await get('/stores/104/delivery-settings');
    expect(settings.json).toMatchObject({ storeId: 104, timeZone: 'America/Los_Angeles' });
    // Monday 2 June 2025, 09:00 in New York: Tuesday's windows in Los Angeles (PDT, UTC-7).
    const monday = await startSandbox({ onOtp: () => {}, now: () => new Date('2025-06-02T13:00:00Z') });
    try {
      const session = await signInOverHttp(monday, '3105550105');
      const res = await sandboxFetch(
        `${monday.commonUrl}/stores/104/delivery-windows?date=2025-06-03T00:00:00&type=PICKUP`,
        { headers: session.headers },
      );
      const lists = res.json as { ownDelivery: { startTime: string; display: { displayDate: string } }[] };
      // The own drivers' first run is 8 AM at the store, whatever the sandbox's zone (New York).
      expect(lists.ownDelivery[0]?.startTime).toBe('2025-06-03T15:00:00.000Z');
      expect(lists.ownDelivery[0]?.display.displayDate).toBe('Tue, Jun 3, 8:00 AM – 10:00 AM');
    } finally {
      await monday.close();
    }
  });

  it('answers delivery settings', async () => {
    const res = await get('/stores/103/delivery-settings');
    expect(res.json).toEqual({
      storeId: 103,
      turnAroundInHours: 48,
      ownDeliveryEnabled: false,
      onDemandEnabled: true,
      onDemandProviderName: 'DoorDash Drive',
      minimumOrderInCents: 3000,
      currency: 'USD',
      timeZone: 'America/New_York',
    });
  });

  it('lists a store’s inventory products with every seed field', async () => {
    const res = await get('/stores/101/products?includeArchived=true');
    expect(res.json).toEqual(SEED.products.filter((p) => p.storeId === 101));
    expect(Object.keys((res.json as object[])[0] ?? {}).sort()).toEqual(
      [
        'productId',
        'storeId',
        'description',
        'price',
        'lineItemName',
        'inventoryImage',
        'inventoryCategory',
        'lineItemType',
        'isTaxable',
        'isArchived',
        'quantity',
      ].sort(),
    );
  });

  it.each([
    '/stores/999/services',
    '/stores/abc/services',
    '/stores/999/delivery-settings',
    '/stores/999/products',
    '/stores/x/products',
    '/stores/999/delivery-windows?date=2025-06-02T00:00:00&type=PICKUP',
  ])('%s answers 404 with the bare string "Store is not found"', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.text).toBe('"Store is not found"');
  });
});
