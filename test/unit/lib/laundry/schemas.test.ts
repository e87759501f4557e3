import {
  centsOfDollars,
  createOrderRequestSchema,
  customerCreationRequestSchema,
  errorBodySchema,
  paymentMethodSchema,
  storeSchema,
  transportationUpdateRequestSchema,
  verifyOtpResponseSchema,
} from '../../../../lib/laundry/schemas';

const leg = {
  deliveryDay: '2026-11-23',
  deliveryProvider: 'OWN_DRIVER',
  windowId: 1,
  totalDeliveryCost: 0,
  courierTip: 0,
  subsidyInCents: 0,
  thirdPartyDeliveryId: null,
  thirdPartyDeliveryCostInCents: 0,
} as const;

const order = {
  customerAddressId: 1,
  orderDelivery: { pickup: leg },
  returnMethod: 'IN_STORE_PICKUP',
  bagCount: 1,
  storeId: 1,
  serviceCustomerId: 1,
  orderServices: [{ servicePriceId: 3, serviceModifierIds: [4] }],
  hasDryCleaning: false,
  isHangDrySelected: false,
  turnAroundInHours: 48,
  paymentToken: '',
  hangDryInstructions: '',
  orderNotes: '',
} as const;

describe('order creation request', () => {
  it('accepts the seed body', () => {
    expect(createOrderRequestSchema.parse(order)).toEqual(order);
  });

  it.each([
    ['an extra top-level property', { ...order, note: 'x' }],
    ['an extra order-service property', { ...order, orderServices: [{ servicePriceId: 3, qty: 1 }] }],
    ['an extra leg property', { ...order, orderDelivery: { pickup: { ...leg, timingsId: 1 } } }],
    [
      'a deliveryDay with a time',
      { ...order, orderDelivery: { pickup: { ...leg, deliveryDay: '2026-11-23T00:00:00' } } },
    ],
    ['an unknown provider', { ...order, orderDelivery: { pickup: { ...leg, deliveryProvider: 'UBER' } } }],
    ['interval 3', { ...order, subscription: { interval: 3 } }],
    ['a missing hasDryCleaning', { ...order, hasDryCleaning: undefined }],
    ['an unknown returnMethod', { ...order, returnMethod: 'MAIL' }],
  ])('rejects %s', (_name, body) => {
    expect(createOrderRequestSchema.safeParse(body).success).toBe(false);
  });

  it('accepts a null returnMethod and intervals 1, 2 and 4', () => {
    for (const interval of [1, 2, 4]) {
      expect(
        createOrderRequestSchema.safeParse({ ...order, returnMethod: null, subscription: { interval } })
          .success,
      ).toBe(true);
    }
  });
});

describe('customer creation', () => {
  const customer = {
    firstName: 'Ana',
    lastName: 'Lima',
    phoneNumber: '2125550199',
    optOutMarketingSms: false,
    email: 'ana@example.com',
    businessId: 42,
    isCommercial: true,
    isInvoicingEnabled: true,
    businessName: 'Lima LLC',
  };
  it('requires 10 digits', () => {
    expect(customerCreationRequestSchema.safeParse({ ...customer, phoneNumber: '212555019' }).success).toBe(
      false,
    );
    expect(
      customerCreationRequestSchema.safeParse({ ...customer, phoneNumber: '+12125550199' }).success,
    ).toBe(false);
  });
  it('requires businessName for a commercial customer with invoicing only', () => {
    expect(customerCreationRequestSchema.safeParse({ ...customer, businessName: undefined }).success).toBe(
      false,
    );
    expect(
      customerCreationRequestSchema.safeParse({
        ...customer,
        isInvoicingEnabled: false,
        businessName: undefined,
      }).success,
    ).toBe(true);
  });
});

describe('responses', () => {
  it('keep unknown fields and reject a missing required one', () => {
    expect(storeSchema.parse({ id: 1, name: 'A', address: 'B', phone: 'x' })).toEqual({
      id: 1,
      name: 'A',
      address: 'B',
      phone: 'x',
    });
    const missing = storeSchema.safeParse({ id: 1, name: 'A' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['address']);
  });

  it('accept hasServiceOrders as a number or a boolean', () => {
    const method = {
      paymentMethodToken: 't',
      id: 1,
      isDefault: true,
      last4: '4242',
      brand: 'visa',
      hasSubscriptions: false,
    };
    expect(paymentMethodSchema.safeParse({ ...method, hasServiceOrders: 0 }).success).toBe(true);
    expect(paymentMethodSchema.safeParse({ ...method, hasServiceOrders: true }).success).toBe(true);
  });

  it('read the customer id from serviceCustomerId, else customer.id, else fail naming it', () => {
    expect(verifyOtpResponseSchema.parse({ token: 't', serviceCustomerId: 7 }).serviceCustomerId).toBe(7);
    expect(verifyOtpResponseSchema.parse({ token: 't', customer: { id: 8 } }).serviceCustomerId).toBe(8);
    const neither = verifyOtpResponseSchema.safeParse({ token: 't' });
    expect(neither.error?.issues[0]?.path).toEqual(['serviceCustomerId']);
  });

  it('read both error shapes', () => {
    expect(errorBodySchema.parse({ error: 'Store is not found' })).toEqual({ error: 'Store is not found' });
    expect(errorBodySchema.parse('Customer is required')).toBe('Customer is required');
  });
});

describe('transportation update', () => {
  it('accepts null delivery (cancel) and rejects undeclared delivery fields', () => {
    expect(transportationUpdateRequestSchema.safeParse({ delivery: null }).success).toBe(true);
    expect(transportationUpdateRequestSchema.safeParse({ delivery: { windowId: 1 } }).success).toBe(false);
  });
});

describe('amounts in dollars (the summary, tips, prices: no InCents in their names)', () => {
  it.each([
    [52.4, 5240],
    [0.29, 29],
    [4.99, 499],
    [14, 1400],
    [0, 0],
  ])('%p dollars are %p cents, never read as cents themselves', (dollars, cents) => {
    expect(centsOfDollars(dollars)).toBe(cents);
  });
});
