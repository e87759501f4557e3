import { nextPickup } from '../../../../../lib/flows/change/my-orders';

describe('nextPickup', () => {
  it('is the first pickup while it is still ahead', () => {
    expect(nextPickup('2026-11-24', 2, '2026-11-23')).toBe('2026-11-24');
  });

  it('steps by the interval to the first day on or after today', () => {
    expect(nextPickup('2026-11-03', 1, '2026-11-23')).toBe('2026-11-24');
    expect(nextPickup('2026-11-03', 2, '2026-11-23')).toBe('2026-12-01');
    expect(nextPickup('2026-10-27', 4, '2026-11-24')).toBe('2026-11-24');
  });
});
