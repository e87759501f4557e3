/**
 * "Change something else" keeps the change lined up (invariant change-lined-up-kept): the next change is
 * added to it, never put in its place; "nothing else" confirms the kept one again.
 */
import {
  type ChangeData,
  changeOf,
  keepChange,
  restoreKept,
} from '../../../../../lib/flows/change/change-data';
import type { WindowChoice } from '../../../../../lib/orders/choices';

const window = (id: number, day: string): WindowChoice =>
  ({
    id,
    provider: 'OWN_DRIVER',
    providerName: 'Store driver',
    day,
    startTime: `${day}T13:00:00.000Z`,
    endTime: `${day}T15:00:00.000Z`,
    feeInCents: 499,
  }) as WindowChoice;

const FRIDAY = window(7, '2026-12-04');
const MONDAY = window(9, '2026-12-07');

describe('changeOf: the change lined up, with the one asked after "Change something else"', () => {
  it('the pickup moved, then the delivery: both', () => {
    const data: ChangeData = { change: 'pickup', newPickup: FRIDAY };
    keepChange(data);
    expect(data.change).toBeUndefined();
    expect(data.newPickup).toBeUndefined();
    Object.assign(data, { change: 'delivery', newDelivery: MONDAY });
    expect(changeOf(data)).toMatchObject({ change: 'delivery', newPickup: FRIDAY, newDelivery: MONDAY });
  });

  it('the tip, then the delivery: both', () => {
    const data: ChangeData = { change: 'tip', tipCents: 500 };
    keepChange(data);
    Object.assign(data, { change: 'delivery', newDelivery: MONDAY });
    expect(changeOf(data)).toMatchObject({ tipCents: 500, newDelivery: MONDAY });
  });

  it('the same part twice: the later value', () => {
    const data: ChangeData = { change: 'tip', tipCents: 500 };
    keepChange(data);
    Object.assign(data, { change: 'tip', tipCents: 700 });
    expect(changeOf(data).tipCents).toBe(700);
  });

  it('a new delivery window, then the delivery cancelled: the cancel, no window', () => {
    const data: ChangeData = { change: 'delivery', newDelivery: MONDAY };
    keepChange(data);
    data.change = 'cancel-delivery';
    expect(changeOf(data)).toMatchObject({ change: 'cancel-delivery', newDelivery: undefined });
  });

  it('the delivery cancelled, then the tip: the cancel stays', () => {
    const data: ChangeData = { change: 'cancel-delivery' };
    keepChange(data);
    Object.assign(data, { change: 'tip', tipCents: 500 });
    expect(changeOf(data)).toMatchObject({ change: 'cancel-delivery', tipCents: 500 });
  });

  it('a delivery added, then the pickup: still added', () => {
    const data: ChangeData = { change: 'add-delivery', newDelivery: MONDAY };
    keepChange(data);
    Object.assign(data, { change: 'pickup', newPickup: FRIDAY });
    expect(changeOf(data)).toMatchObject({ change: 'add-delivery', newPickup: FRIDAY, newDelivery: MONDAY });
  });

  it('"nothing else" after "Change something else": the kept change is the one to confirm again', () => {
    const data: ChangeData = { change: 'pickup', newPickup: FRIDAY };
    keepChange(data);
    expect(restoreKept(data)).toBe(true);
    expect(data).toMatchObject({ change: 'pickup', newPickup: FRIDAY });
    expect(data.kept).toBeUndefined();
    expect(restoreKept({})).toBe(false);
  });
});
