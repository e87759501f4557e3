import { newFrame } from '../../../../lib/dialog/stack';
import { type DialogState, dialogStateSchema } from '../../../../lib/dialog/types';
import { REGISTRY } from '../../../../lib/flows';
import { createFakeWorld } from '../../../support/fake-ports';

/** A stored state in today's shape, as the engine over the app's flows loads it (v1 through the registry's migrate). */
const { engine } = createFakeWorld();
const migrateState = (stored: unknown, customerId: number | undefined) => engine.load(stored, customerId);

const DANA = 1001;

const pickup = {
  id: 7001,
  provider: 'ON_DEMAND' as const,
  day: '2026-11-24',
  startTime: '2026-11-24T14:00:00Z',
  endTime: '2026-11-24T16:00:00Z',
  feeInCents: 899,
  providerName: 'DoorDash Drive',
};

/** A state as the previous release (v1) saved it: one flat object, the flow switched by hand. */
function v1(overrides: Record<string, unknown> = {}) {
  return {
    v: 1,
    flow: 'idle',
    prompt: { id: 'old-prompt', step: 'bags', options: [{ value: '1', label: '1 bag' }] },
    history: ['address', 'category'],
    misses: 1,
    signIn: { otpAttempts: 0 },
    draft: {},
    catalog: {},
    ...overrides,
  };
}

const v1Order = () =>
  v1({
    flow: 'order',
    draft: {
      addressId: 2001,
      store: { id: 101, name: 'Spin City Laundry – Chelsea', address: '245 W 19th St' },
      categories: ['LAUNDRY'],
      services: [{ servicePriceId: 201, name: 'Wash & Fold', modifierIds: [301], notes: '' }],
      bagCount: 2,
      pickupDay: '2026-11-24',
      pickupWindow: pickup,
      paymentToken: 'pm_sbx_dana_visa_4242',
      paymentLabel: 'Visa ending 4242',
      courierTip: 3.5,
      confirmationId: 'conf-1',
    },
    catalog: {
      addresses: [{ id: 2001, label: '210 W 21st St', googlePlacesId: 'ChIJ-sbx-Chelsea-01' }],
      paymentMethods: [{ token: 'pm_sbx_dana_visa_4242', label: 'Visa ending 4242', isDefault: true }],
      windows: { '2026-11-24': [pickup] },
      turnAroundInHours: 48,
    },
    reorderOf: 5001,
  });

describe('a stored state, loaded', () => {
  it('returns a current state as it is', () => {
    const state: DialogState = {
      v: 2,
      stack: [newFrame(REGISTRY, 'menu', undefined, DANA), newFrame(REGISTRY, 'order', undefined, DANA)],
      misses: 0,
    };
    expect(migrateState(structuredClone(state), DANA)).toEqual(state);
  });

  it('refuses a current state whose frame data does not parse by its flow (the conversation starts afresh)', () => {
    const broken = {
      v: 2,
      stack: [
        newFrame(REGISTRY, 'menu', undefined, DANA),
        { flow: 'order', data: { draft: 'nonsense' }, history: [] },
      ],
      misses: 0,
    };
    expect(migrateState(broken, DANA)).toBeUndefined();
  });

  it('refuses what no version wrote', () => {
    for (const stored of [undefined, null, 'text', 42, {}, { v: 0, step: 'old' }, { v: 3, stack: [] }]) {
      expect(migrateState(stored, DANA)).toBeUndefined();
    }
  });

  it('brings an idle v1 conversation to the menu, keeping the last order only for a signed-in customer', () => {
    const signedIn = migrateState(v1({ lastOrderId: 5001 }), DANA);
    expect(signedIn).toEqual({
      v: 2,
      stack: [{ flow: 'menu', owner: DANA, data: { lastOrderId: 5001 }, history: [] }],
      misses: 0,
    });
    expect(migrateState(v1({ lastOrderId: 5001 }), undefined)?.stack).toEqual([
      { flow: 'menu', data: {}, history: [] },
    ]);
  });

  it('keeps an order in progress for the signed-in customer: the card is asked again, the tip moves to cents', () => {
    const state = migrateState(v1Order(), DANA);
    expect(dialogStateSchema.safeParse(state).success).toBe(true);
    expect(state?.stack.map((frame) => frame.flow)).toEqual(['menu', 'order']);
    const order = state?.stack[1];
    expect(order?.owner).toBe(DANA);
    expect(order?.data).toEqual({
      draft: {
        addressId: 2001,
        store: { id: 101, name: 'Spin City Laundry – Chelsea', address: '245 W 19th St' },
        categories: ['LAUNDRY'],
        services: [{ servicePriceId: 201, name: 'Wash & Fold', modifierIds: [301], notes: '' }],
        servicesStoreId: 101,
        bagCount: 2,
        pickupWindow: pickup,
        courierTipCents: 350,
      },
      catalog: {
        addresses: [{ id: 2001, label: '210 W 21st St', googlePlacesId: 'ChIJ-sbx-Chelsea-01' }],
        turnAroundInHours: 48,
      },
      reorderOf: 5001,
      confirmationId: 'conf-1',
    });
    // No payment token anywhere, and no question carried over: the next message is answered with it, asked again.
    expect(JSON.stringify(state)).not.toContain('pm_sbx_');
    expect(state?.prompt).toBeUndefined();
    expect(state?.misses).toBe(0);
  });

  it('gives an order nobody is signed in to an owner nobody has, so no one else is ever shown it', () => {
    const state = migrateState(v1Order(), undefined);
    expect(state?.stack[1]).toMatchObject({ flow: 'order', owner: -1 });
  });

  it('keeps an order a sign-in interrupted under the sign-in, with the number the code went to', () => {
    const state = migrateState(
      {
        ...v1Order(),
        flow: 'sign-in',
        signIn: { otpAttempts: 1, phoneNumber: '2125550101', resumeOrder: true },
      },
      undefined,
    );
    expect(state?.stack.map((frame) => frame.flow)).toEqual(['menu', 'order', 'sign-in']);
    expect(state?.stack[2]?.data).toEqual({ phoneNumber: '2125550101' });
  });

  it('drops an order when the sign-in did not interrupt one', () => {
    const state = migrateState(v1({ flow: 'sign-in', signIn: { otpAttempts: 0 } }), undefined);
    expect(state?.stack.map((frame) => frame.flow)).toEqual(['menu']);
  });

  it('carries a sign-up in progress over with what was typed, but not whether the account was created', () => {
    const state = migrateState(
      v1({
        flow: 'sign-up',
        signIn: {
          otpAttempts: 0,
          phoneNumber: '6465550177',
          signUp: { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', created: true },
        },
      }),
      undefined,
    );
    expect(state?.stack.map((frame) => frame.flow)).toEqual(['menu', 'sign-up']);
    expect(state?.stack[1]?.data).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      phoneNumber: '6465550177',
    });
    expect(dialogStateSchema.safeParse(state).success).toBe(true);
  });
});
