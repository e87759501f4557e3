import { sandboxFetch } from '../../../infra/local/sandbox/sandbox-fetch';
import { signInOverHttp } from '../../../infra/local/sandbox/sandbox-sign-in';
import { SEED } from '../../../infra/local/sandbox/seed-data';
import type { Sandbox } from '../../../infra/local/sandbox/server';
import { startSandbox } from '../../../infra/local/sandbox/server';

interface Choice {
  id: number;
  fieldName: string;
  options: { id: number; value: string; isDefault: boolean; selected: boolean; selectionId?: number }[];
}

describe('sandbox customer endpoints', () => {
  let sandbox: Sandbox;
  let dana: Record<string, string>;
  let sam: Record<string, string>;
  const call = (headers: Record<string, string>, path: string, method = 'GET', body?: unknown) =>
    sandboxFetch(`${sandbox.commonUrl}${path}`, { method, headers, body });

  beforeAll(async () => {
    sandbox = await startSandbox({ onOtp: () => {} });
    dana = (await signInOverHttp(sandbox, '2125550101')).headers;
    sam = (await signInOverHttp(sandbox, '2125550102')).headers;
  });
  afterAll(() => sandbox.close());

  it('lists the token’s customer’s payment methods; none is []', async () => {
    const danaCards = await call(dana, '/customers/payment-methods');
    expect(danaCards.json).toEqual(SEED.customers[0]?.paymentMethods);
    expect(danaCards.json).toEqual([
      expect.objectContaining({ isDefault: true, last4: '4242', brand: 'Visa', hasServiceOrders: 0 }),
      expect.objectContaining({ isDefault: false, last4: '5555', brand: 'Mastercard' }),
    ]);
    expect((await call(sam, '/customers/payment-methods')).json).toEqual([]);
    const sameId = await call(dana, '/customers/payment-methods?serviceCustomerId=1001');
    expect(sameId.status).toBe(200);
  });

  it('lists a customer’s addresses with every seed field', async () => {
    const res = await call(dana, '/customers/1001/addresses');
    expect(res.json).toEqual({ addresses: SEED.customers[0]?.addresses });
    const [home, office] = (res.json as { addresses: { googlePlacesId: string }[] }).addresses;
    const storeOf = (placeId?: string) =>
      SEED.stores.find((s) => s.googlePlacesIds.includes(placeId ?? ''))?.id;
    expect([storeOf(home?.googlePlacesId), storeOf(office?.googlePlacesId)]).toEqual([101, 102]);
  });

  it.each([
    ['GET', '/customers/abc/addresses'],
    ['GET', '/customers/9999/addresses'],
    ['GET', '/customers//addresses'],
    ['GET', '/customers/payment-methods?serviceCustomerId=abc'],
    ['GET', '/customers/payment-methods?serviceCustomerId=9999'],
    ['POST', '/customers/abc/preferences/update'],
    ['POST', '/customers/9999/preferences/update'],
    ['PATCH', '/customers/abc/notes'],
    ['PATCH', '/customers/9999/notes'],
  ])('%s %s answers 400 with the bare string "Customer is required"', async (method, path) => {
    const res = await call(
      dana,
      path,
      method,
      method === 'GET' ? undefined : { businessId: 42, notes: 'x', preferenceOptions: {} },
    );
    expect(res.status).toBe(400);
    expect(res.text).toBe('"Customer is required"');
  });

  it.each([
    ['GET', '/customers/1002/addresses'],
    ['GET', '/customers/payment-methods?serviceCustomerId=1002'],
    ['POST', '/customers/1002/preferences/update'],
    ['PATCH', '/customers/1002/notes'],
  ])('%s %s with another customer’s id answers 403', async (method, path) => {
    const res = await call(
      dana,
      path,
      method,
      method === 'GET' ? undefined : { businessId: 42, notes: 'x', preferenceOptions: {} },
    );
    expect([res.status, res.json]).toEqual([403, { error: 'Forbidden' }]);
  });

  it('lists preference choices, then shows the selections made', async () => {
    const before = await call(dana, '/business/42/preferences-choices?customerId=1001');
    expect((before.json as Choice[]).map((c) => c.id)).toEqual(SEED.preferences.map((p) => p.id));
    for (const choice of before.json as Choice[]) {
      for (const option of choice.options) expect(option).toMatchObject({ selected: false });
    }
    const update = await call(dana, '/customers/1001/preferences/update', 'POST', {
      businessId: 42,
      preferenceOptions: { '401': [412], '402': [422, 423] },
    });
    expect([update.status, update.json]).toEqual([200, { success: true }]);
    const after = (await call(dana, '/business/42/preferences-choices')).json as Choice[];
    const selected = after.flatMap((c) => c.options.filter((o) => o.selected).map((o) => o.id));
    expect(selected).toEqual([412, 422, 423]);
    for (const choice of after) {
      for (const option of choice.options) {
        expect(typeof option.selectionId === 'number').toBe(option.selected);
      }
    }
    const firstSelection = after[1]?.options.find((o) => o.id === 422)?.selectionId;
    // Replacing a preference's options keeps the selection id of an option that stays selected.
    await call(dana, '/customers/1001/preferences/update', 'POST', {
      businessId: 42,
      preferenceOptions: { 402: [422] },
    });
    const again = (await call(dana, '/business/42/preferences-choices')).json as Choice[];
    expect(again[1]?.options.filter((o) => o.selected)).toEqual([
      { id: 422, value: 'Rolled', isDefault: false, selected: true, selectionId: firstSelection },
    ]);
    // Another customer sees their own (empty) selections.
    const samView = (await call(sam, '/business/42/preferences-choices')).json as Choice[];
    expect(samView.flatMap((c) => c.options).some((o) => o.selected)).toBe(false);
  });

  it.each([
    [{ businessId: 42, preferenceOptions: { '499': [411] } }, 400],
    [{ businessId: 42, preferenceOptions: { '401': [421] } }, 400],
    [{ businessId: 42, preferenceOptions: { '401': 411 } }, 400],
    [{ businessId: 42 }, 400],
    [{ businessId: 7, preferenceOptions: { '401': [411] } }, 404],
  ])('a bad preferences update %j answers %i with {error}', async (body, status) => {
    const res = await call(dana, '/customers/1001/preferences/update', 'POST', body);
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ error: expect.any(String) });
  });

  it('updates notes', async () => {
    const res = await call(dana, '/customers/1001/notes', 'PATCH', {
      businessId: 42,
      notes: 'Leave with doorman',
    });
    expect([res.status, res.json]).toEqual([200, { success: true }]);
    const missing = await call(dana, '/customers/1001/notes', 'PATCH', { businessId: 42 });
    expect(missing.status).toBe(400);
  });

  it('preference choices: a businessId that is not a number is the bare "businessId is required"; another business is 404', async () => {
    const notNumber = await call(dana, '/business/abc/preferences-choices');
    expect([notNumber.status, notNumber.text]).toEqual([400, '"businessId is required"']);
    const empty = await call(dana, '/business//preferences-choices');
    expect([empty.status, empty.text]).toEqual([400, '"businessId is required"']);
    const other = await call(dana, '/business/7/preferences-choices');
    expect([other.status, other.json]).toEqual([404, { error: 'Business is not found' }]);
  });
});
