/**
 * Defect 17: the store's own time zone, read loosely from the store data (a GAP in the seed), with
 * anything unusable ignored so the caller falls back to TIME_ZONE.
 */
import { readTimeZone, storeSchema } from '../../../../lib/laundry/schemas';

const store = { id: 101, name: 'Chelsea', address: '1 W 20th St' };

describe('store time zone', () => {
  it.each(['timeZone', 'timezone', 'time_zone'])('reads %s', (field) => {
    expect(storeSchema.parse({ ...store, [field]: 'America/Chicago' }).timeZone).toBe('America/Chicago');
  });

  it('is absent when the store carries none (the seed shape), and the store is unchanged', () => {
    const parsed = storeSchema.parse(store);
    expect(parsed).toEqual(store);
    expect('timeZone' in parsed).toBe(false);
  });

  it('exposes the canonical name', () => {
    expect(storeSchema.parse({ ...store, timezone: ' america/los_angeles ' }).timeZone).toBe(
      'America/Los_Angeles',
    );
    expect(storeSchema.parse({ ...store, time_zone: 'UTC' }).timeZone).toBe('UTC');
  });

  it.each([
    ['an unknown zone', 'Mars/Olympus_Mons'],
    ['an empty string', ''],
    ['a number', -5],
    ['null', null],
    ['an object', { name: 'America/Chicago' }],
  ])('ignores %s without failing the store', (_name, value) => {
    for (const field of ['timeZone', 'timezone', 'time_zone']) {
      const parsed = storeSchema.safeParse({ ...store, [field]: value });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.timeZone).toBeUndefined();
      expect(parsed.data).toMatchObject(store);
    }
  });

  it('takes the first usable field: timeZone, then timezone, then time_zone', () => {
    expect(
      storeSchema.parse({ ...store, timeZone: 'Europe/Paris', timezone: 'Asia/Tokyo', time_zone: 'UTC' })
        .timeZone,
    ).toBe('Europe/Paris');
    expect(
      storeSchema.parse({ ...store, timeZone: 'Not/AZone', timezone: 'Asia/Tokyo', time_zone: 'UTC' })
        .timeZone,
    ).toBe('Asia/Tokyo');
    expect(storeSchema.parse({ ...store, timeZone: 7, time_zone: 'Europe/Lisbon' }).timeZone).toBe(
      'Europe/Lisbon',
    );
  });

  it('keeps the other fields loose and still requires id, name and address', () => {
    expect(storeSchema.parse({ ...store, phone: 'x', timezone: 'UTC' })).toEqual({
      ...store,
      phone: 'x',
      timezone: 'UTC',
      timeZone: 'UTC',
    });
    expect(storeSchema.safeParse({ id: 1, name: 'A', timeZone: 'UTC' }).error?.issues[0]?.path).toEqual([
      'address',
    ]);
  });
});

describe('readTimeZone', () => {
  it('returns the canonical zone or undefined', () => {
    expect(readTimeZone('America/New_York')).toBe('America/New_York');
    expect(readTimeZone('Nowhere/Special')).toBeUndefined();
    expect(readTimeZone(undefined)).toBeUndefined();
  });
});
