/**
 * Order bodies built from what the sandbox really offers (windows listed through the client), and an
 * assertion for the client's one error type.
 */
import { SEED } from '../../../infra/local/sandbox/seed-data';
import { LaundryApiError, type LaundryApiErrorDetails } from '../../../lib/laundry/errors';
import type {
  CreateOrderRequest,
  DeliveryLeg,
  DeliveryWindows,
  OnDemandWindow,
  OwnWindow,
} from '../../../lib/laundry/schemas';
import { type ContractEnv, DANA, type Session, TUESDAY, WEDNESDAY } from './sign-in';

export const CHELSEA = 'ChIJ-sbx-Chelsea-01';
export const STORE_ID = 101;

/** Awaits a rejection and checks it is a LaundryApiError with these details. */
export async function expectLaundryError(
  promise: Promise<unknown>,
  expected: Partial<Omit<LaundryApiErrorDetails, 'cause'>>,
): Promise<LaundryApiError> {
  const error = await promise.then(
    (value) => {
      throw new Error(`expected a LaundryApiError, got ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LaundryApiError);
  const laundryError = error as LaundryApiError;
  expect({
    kind: laundryError.kind,
    operation: laundryError.operation,
    status: laundryError.status,
    serviceMessage: laundryError.serviceMessage,
    field: laundryError.field,
    outcomeUnknown: laundryError.outcomeUnknown,
  }).toMatchObject(expected);
  return laundryError;
}

/** The windows of one day at store 101 for the Chelsea address, listed through the client. */
export function windowsOf(
  env: ContractEnv,
  session: Session,
  date: string,
  type: 'PICKUP' | 'RETURN',
): Promise<DeliveryWindows> {
  return env.client.listDeliveryWindows(session.token, STORE_ID, {
    date,
    type,
    googlePlacesId: CHELSEA,
    categories: ['LAUNDRY'],
    servicesIds: [201],
  });
}

export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no element ${index} in a list of ${list.length}`);
  return item;
}

export function ownLeg(day: string, window: OwnWindow): DeliveryLeg {
  return {
    deliveryDay: day,
    deliveryProvider: 'OWN_DRIVER',
    windowId: window.id,
    totalDeliveryCost: window.deliveryFeeInCents / 100,
    courierTip: 0,
    subsidyInCents: 0,
    thirdPartyDeliveryId: null,
    thirdPartyDeliveryCostInCents: 0,
  };
}

export function onDemandLeg(day: string, window: OnDemandWindow): DeliveryLeg {
  return {
    deliveryDay: day,
    deliveryProvider: 'ON_DEMAND',
    windowId: window.id,
    totalDeliveryCost: window.deliveryFeeInCents / 100,
    courierTip: 2,
    subsidyInCents: 100,
    thirdPartyDeliveryId: window.id,
    thirdPartyDeliveryCostInCents: window.deliveryFeeInCents,
  };
}

export interface PlannedOrder {
  body: CreateOrderRequest;
  tuesday: DeliveryWindows;
  wednesday: DeliveryWindows;
}

/**
 * Dana's order at store 101: pickup Tuesday noon by own driver; with `returnMethod: 'DELIVERY'` a
 * return Wednesday noon by own driver, with 'IN_STORE_PICKUP' no delivery leg. Every optional field of
 * the seed is filled so the recorded body shows each one arriving.
 */
export async function planOrder(
  env: ContractEnv,
  session: Session,
  returnMethod: 'DELIVERY' | 'IN_STORE_PICKUP' = 'DELIVERY',
): Promise<PlannedOrder> {
  const tuesday = await windowsOf(env, session, TUESDAY, 'PICKUP');
  const wednesday = await windowsOf(env, session, WEDNESDAY, 'RETURN');
  const pickup = ownLeg(TUESDAY, at(tuesday.ownDelivery, 1));
  const delivery = ownLeg(WEDNESDAY, at(wednesday.ownDelivery, 1));
  const body: CreateOrderRequest = {
    customerAddressId: at(DANA.addresses, 0).id,
    orderDelivery: returnMethod === 'DELIVERY' ? { pickup, delivery } : { pickup },
    returnMethod,
    bagCount: 2,
    storeId: STORE_ID,
    serviceCustomerId: session.serviceCustomerId,
    orderServices: [
      { servicePriceId: 201, serviceModifierIds: [301, 303], serviceNotes: 'Whites separately' },
      { servicePriceId: 204, serviceModifierIds: [], serviceNotes: null },
    ],
    hasDryCleaning: true,
    isHangDrySelected: false,
    subscription: { interval: 2 },
    turnAroundInHours: SEED.turnAroundInHours,
    paymentToken: at(DANA.paymentMethods, 0).paymentMethodToken,
    tipAmount: 3,
    tipOption: 'CUSTOM',
    promoCode: 'WELCOME10',
    hangDryInstructions: '',
    orderNotes: 'Ring twice',
  };
  return { body, tuesday, wednesday };
}
