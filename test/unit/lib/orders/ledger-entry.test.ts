import {
  CHANGES_KEPT,
  changeCount,
  entryTimeZone,
  type LedgerEntry,
  ledgerEntrySchema,
  withChange,
} from '../../../../lib/orders/ledger-entry';

const pickup = {
  id: 11,
  provider: 'OWN_DRIVER' as const,
  day: '2030-03-04',
  startTime: '2030-03-04T14:00:00.000Z',
  endTime: '2030-03-04T16:00:00.000Z',
  feeInCents: 499,
  providerName: 'Store driver',
};
const delivery = {
  ...pickup,
  id: 902,
  provider: 'ON_DEMAND' as const,
  day: '2030-03-06',
  providerName: 'Dash',
};

/** An entry shaped as place-order builds it: the request as buildOrderRequest makes it, plus names. */
function placedEntry(): LedgerEntry {
  return {
    request: {
      customerAddressId: 7,
      orderDelivery: {
        pickup: {
          deliveryDay: '2030-03-04',
          deliveryProvider: 'OWN_DRIVER',
          windowId: 11,
          totalDeliveryCost: 4.99,
          courierTip: 0,
          subsidyInCents: 0,
          thirdPartyDeliveryId: null,
          thirdPartyDeliveryCostInCents: 0,
        },
        delivery: {
          deliveryDay: '2030-03-06',
          deliveryProvider: 'ON_DEMAND',
          windowId: 902,
          totalDeliveryCost: 4.99,
          courierTip: 3,
          subsidyInCents: 0,
          thirdPartyDeliveryId: 902,
          thirdPartyDeliveryCostInCents: 499,
        },
      },
      returnMethod: 'DELIVERY',
      bagCount: 2,
      storeId: 3,
      serviceCustomerId: 1001,
      orderServices: [
        { servicePriceId: 21, serviceModifierIds: [5], serviceNotes: 'cold wash' },
        { servicePriceId: 22, serviceModifierIds: [], serviceNotes: null },
      ],
      hasDryCleaning: true,
      isHangDrySelected: true,
      subscription: { interval: 2 },
      turnAroundInHours: 48,
      paymentToken: '',
      hangDryInstructions: 'shirts on hangers',
      orderNotes: 'ring twice',
    },
    store: { id: 3, name: 'Main Street Laundry', address: '1 Main St' },
    addressLabel: 'Home — 12 Elm St',
    googlePlacesId: 'ChIJ-elm',
    categories: ['LAUNDRY', 'DRY_CLEANING'],
    services: [
      {
        servicePriceId: 21,
        name: 'Wash & fold',
        modifierIds: [5],
        modifierNames: ['Cold'],
        notes: 'cold wash',
      },
      { servicePriceId: 22, name: 'Dry cleaning', modifierIds: [], notes: '' },
    ],
    pickup,
    returnWindow: delivery,
    paymentLabel: 'Visa ending 4242',
    placedBy: 'terminal:alice',
    placedAt: '2030-03-01T08:00:00.000Z',
  };
}

/** Sets `value` at `path` in a deep copy of the entry. */
function withField(path: (string | number)[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(placedEntry()));
  let target = copy;
  for (const part of path.slice(0, -1)) target = target[part];
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

describe('ledgerEntrySchema', () => {
  it('parses an entry as place-order builds it, after a JSON round trip (as stored)', () => {
    const entry = placedEntry();
    expect(ledgerEntrySchema.parse(JSON.parse(JSON.stringify(entry)))).toEqual(entry);
  });

  it.each([
    ['without a return window (in-store return)', ['returnWindow'], undefined],
    ['with a payment method id', ['paymentMethodId'], 77],
    ['with an empty address label (address no longer listed)', ['addressLabel'], ''],
  ])('parses an entry %s', (_what, path, value) => {
    expect(ledgerEntrySchema.safeParse(withField(path, value)).success).toBe(true);
  });

  it('reads the return window of an entry written before it was named `returnWindow` (as `delivery`)', () => {
    const { returnWindow, ...rest } = placedEntry();
    const written = JSON.parse(JSON.stringify({ ...rest, delivery: returnWindow }));
    expect(ledgerEntrySchema.parse(written)).toEqual(placedEntry());
    expect(ledgerEntrySchema.parse(written)).not.toHaveProperty('delivery');
  });

  it('reads an entry written before, with no delivery (collected at the store), with no return window', () => {
    const { returnWindow: _none, ...collected } = placedEntry();
    expect(ledgerEntrySchema.parse(JSON.parse(JSON.stringify(collected)))).not.toHaveProperty('returnWindow');
  });

  it('drops fields it does not know (written by a newer deployment)', () => {
    const parsed = ledgerEntrySchema.parse(withField(['addedLater'], true));
    expect(parsed).not.toHaveProperty('addedLater');
  });

  it.each([
    ['no request', ['request'], undefined],
    ['a request with an unknown field (not as sent)', ['request', 'extra'], 1],
    ['a request with zero bags', ['request', 'bagCount'], 0],
    ['a store id as text', ['store', 'id'], '3'],
    ['an unknown category', ['categories', 0], 'IRONING'],
    ['a service without a name', ['services', 0, 'name'], undefined],
    ['a window with an unknown provider', ['pickup', 'provider'], 'DRONE'],
    ['no pickup', ['pickup'], undefined],
    ['a payment method id as text', ['paymentMethodId'], '77'],
    ['a placedAt that is not a time', ['placedAt'], 'yesterday'],
    ['no placedBy', ['placedBy'], undefined],
  ])('refuses an entry with %s', (_what, path, value) => {
    const result = ledgerEntrySchema.safeParse(withField(path, value));
    expect(result.success).toBe(false);
    // The issue names the bad field, or the object holding an unknown one.
    const issuePath = result.error?.issues[0]?.path ?? [];
    expect(issuePath.length).toBeGreaterThan(0);
    expect(path.slice(0, issuePath.length)).toEqual(issuePath);
  });

  it('refuses what is not an object', () => {
    for (const raw of [null, 'entry', 42, []]) expect(ledgerEntrySchema.safeParse(raw).success).toBe(false);
  });
});

describe('entryTimeZone', () => {
  it("is the store's zone kept with the order, and TIME_ZONE for an entry written before it was kept", () => {
    const kept = { ...placedEntry(), store: { ...placedEntry().store, timeZone: 'America/Los_Angeles' } };
    expect(entryTimeZone(ledgerEntrySchema.parse(kept), 'America/New_York')).toBe('America/Los_Angeles');
    const before = ledgerEntrySchema.parse(JSON.parse(JSON.stringify(placedEntry())));
    expect(before.store).not.toHaveProperty('timeZone');
    expect(entryTimeZone(before, 'America/New_York')).toBe('America/New_York');
  });
});

describe('withChange', () => {
  const change = (id: string) => ({
    id,
    at: '2030-03-01T12:00:00.000Z',
    by: 'console:ana',
    fields: [{ field: 'Courier tip', from: '$3', to: '$4' }],
  });

  it('keeps the last changes and counts them all, so an entry never grows without bound', () => {
    let entry = placedEntry();
    for (let i = 0; i < CHANGES_KEPT + 20; i++) entry = withChange(entry, change(`c${i}`));
    expect(entry.changes).toHaveLength(CHANGES_KEPT);
    expect(entry.changes?.[0]?.id).toBe('c20');
    expect(changeCount(entry)).toBe(CHANGES_KEPT + 20);
  });

  it('records a change once: the same reference again is a no-op', () => {
    const once = withChange(placedEntry(), change('same'));
    expect(withChange(once, change('same'))).toBe(once);
    expect(changeCount(once)).toBe(1);
  });

  it('counts the changes of an entry written before the count was kept', () => {
    const old = { ...placedEntry(), changes: [change('a'), change('b')] };
    expect(changeCount(withChange(old, change('c')))).toBe(3);
  });
});
