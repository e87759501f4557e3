import { sandboxFetch } from '../../../infra/local/sandbox/sandbox-fetch';
import { signInOverHttp } from '../../../infra/local/sandbox/sandbox-sign-in';
import type { Sandbox } from '../../../infra/local/sandbox/server';
import { startSandbox } from '../../../infra/local/sandbox/server';

// Monday 2 June 2025, 09:00 in New York (EDT, UTC-4).
const NOW = '2025-06-02T13:00:00.000Z';
const UTC_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Window {
  id: number;
  dayIndex: number;
  deliveryFeeInCents: number;
  display: { displayDate: string; price: string };
  startTime: string;
  endTime: string;
}
interface Lists {
  ownDelivery: Window[];
  onDemandDelivery: Window[];
  onDemandProviderDetails: { name: string };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function startWithSession(options: Parameters<typeof startSandbox>[0]) {
  const sandbox = await startSandbox({ onOtp: () => {}, ...options });
  const { headers } = await signInOverHttp(sandbox, '2125550101');
  const windows = async (storeId: number, date: string, type = 'PICKUP', extra = '') => {
    const res = await sandboxFetch(
      `${sandbox.commonUrl}/stores/${storeId}/delivery-windows?date=${date}T00:00:00.000Z&type=${type}${extra}`,
      { headers },
    );
    expect(res.status).toBe(200);
    return res.json as Lists;
  };
  return { sandbox, headers, windows };
}

describe('sandbox delivery windows', () => {
  let sandbox: Sandbox;
  let headers: Record<string, string>;
  let windows: (storeId: number, date: string, type?: string, extra?: string) => Promise<Lists>;

  beforeAll(async () => {
    ({ sandbox, headers, windows } = await startWithSession({ now: () => new Date(NOW) }));
  });
  afterAll(() => sandbox.close());

  it('answers both lists and the provider name, in the seed’s window shapes', async () => {
    const lists = await windows(101, '2025-06-03');
    expect(lists.onDemandProviderDetails).toEqual({ name: 'DoorDash Drive' });
    expect(lists.ownDelivery.map((w) => w.startTime)).toEqual([
      '2025-06-03T12:00:00.000Z',
      '2025-06-03T16:00:00.000Z',
      '2025-06-03T22:00:00.000Z',
    ]);
    for (const w of lists.ownDelivery) {
      expect(Object.keys(w).sort()).toEqual(
        [
          'id',
          'dayIndex',
          'deliveryFeeInCents',
          'display',
          'startTime',
          'endTime',
          'maxStops',
          'orderDeliveriesCount',
          'recurringSubscriptionCount',
          'serviceType',
        ].sort(),
      );
      expect([0, 499]).toContain(w.deliveryFeeInCents);
    }
    expect(lists.onDemandDelivery.length).toBeGreaterThan(0);
    for (const w of [...lists.ownDelivery, ...lists.onDemandDelivery]) {
      expect(w.startTime).toMatch(UTC_ISO);
      expect(w.endTime).toMatch(UTC_ISO);
      expect(Date.parse(w.endTime) - Date.parse(w.startTime)).toBe(2 * 3_600_000);
      expect(w.dayIndex).toBe(2); // Tuesday
      expect(w.display.price).toBe(`$${(w.deliveryFeeInCents / 100).toFixed(2)}`);
      expect(w.display.displayDate).toMatch(/^Tue, Jun 3, /);
    }
    for (const w of lists.onDemandDelivery) {
      expect(Object.keys(w).sort()).toEqual(
        ['id', 'dayIndex', 'deliveryFeeInCents', 'display', 'startTime', 'endTime'].sort(),
      );
      expect(w.deliveryFeeInCents).toBeGreaterThanOrEqual(799);
      expect(w.deliveryFeeInCents).toBeLessThanOrEqual(1299);
    }
  });

  it('ids are stable between calls and between sandboxes', async () => {
    const first = await windows(101, '2025-06-04');
    const second = await windows(101, '2025-06-04', 'PICKUP', '&googlePlacesId=ChIJ-sbx-Chelsea-01');
    expect(second).toEqual(first);
    const other = await startWithSession({ now: () => new Date(NOW) });
    try {
      expect(await other.windows(101, '2025-06-04')).toEqual(first);
    } finally {
      await other.sandbox.close();
    }
  });

  it('offers today (windows not yet started) through 13 days ahead, nothing outside', async () => {
    const today = await windows(101, '2025-06-02');
    const starts = [...today.ownDelivery, ...today.onDemandDelivery].map((w) => Date.parse(w.startTime));
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(start).toBeGreaterThan(Date.parse(NOW));
    expect(today.ownDelivery.map((w) => w.startTime)).toEqual([
      '2025-06-02T16:00:00.000Z',
      '2025-06-02T22:00:00.000Z',
    ]);

    const ids = new Set<number>();
    let count = 0;
    for (let day = 0; day < 14; day++) {
      const date = addDays('2025-06-02', day);
      for (const storeId of [101, 102, 103]) {
        const lists = await windows(storeId, date);
        const all = [...lists.ownDelivery, ...lists.onDemandDelivery];
        // Store 101's empty day, and Sundays at store 102 (own drivers only, who rest on Sundays).
        const expectEmpty =
          (storeId === 101 && day === 3) || (storeId === 102 && ['2025-06-08', '2025-06-15'].includes(date));
        expect([storeId, date, all.length > 0]).toEqual([storeId, date, !expectEmpty]);
        for (const w of all) {
          ids.add(w.id);
          count++;
          expect(w.startTime.slice(0, 10) <= addDays(date, 1)).toBe(true);
        }
      }
    }
    expect(ids.size).toBe(count); // unique across stores, days, slots and providers
    for (const date of ['2025-06-01', '2025-06-16', '2026-01-01']) {
      expect(await windows(101, date)).toEqual({
        ownDelivery: [],
        onDemandDelivery: [],
        onDemandProviderDetails: { name: 'DoorDash Drive' },
      });
    }
  });

  it('store 101 has no window at all 3 days out; other stores do', async () => {
    const empty = await windows(101, '2025-06-05');
    expect([empty.ownDelivery, empty.onDemandDelivery]).toEqual([[], []]);
    const other = await windows(102, '2025-06-05');
    expect(other.ownDelivery.length).toBeGreaterThan(0);
  });

  it('own drivers do not work on Sundays; store 102 has no on-demand, store 103 no own drivers', async () => {
    const sunday = await windows(101, '2025-06-08');
    expect(sunday.ownDelivery).toEqual([]);
    expect(sunday.onDemandDelivery.length).toBeGreaterThan(0);
    expect((await windows(102, '2025-06-04')).onDemandDelivery).toEqual([]);
    expect((await windows(103, '2025-06-04')).ownDelivery).toEqual([]);
  });

  it('RETURN windows start at least 24 h from now', async () => {
    expect(await windows(101, '2025-06-02', 'RETURN')).toMatchObject({
      ownDelivery: [],
      onDemandDelivery: [],
    });
    const tomorrow = await windows(101, '2025-06-03', 'RETURN');
    const starts = [...tomorrow.ownDelivery, ...tomorrow.onDemandDelivery].map((w) =>
      Date.parse(w.startTime),
    );
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(Date.parse(NOW) + 24 * 3_600_000);
    const pickup = await windows(101, '2025-06-03', 'PICKUP');
    expect(pickup.ownDelivery.length).toBeGreaterThan(tomorrow.ownDelivery.length);
  });

  it.each([
    ['date=2025-06-03T10:00:00&type=PICKUP', 200],
    ['date=2025-06-03T10:00:00.000Z&type=RETURN', 200],
    ['date=2025-06-03T10:00:00Z&type=PICKUP', 200],
    ['date=2025-06-03T10:00:00.000Z&type=PICKUP&categories[0]=LAUNDRY&categories[1]=DRY_CLEANING', 200],
    ['date=2025-06-03T10:00:00.000Z&type=PICKUP&servicesIds[0]=201&servicesIds[1]=204', 200],
    ['date=2025-06-03T10:00:00.000Z&type=PICKUP&servicesIds=201&servicesIds=204', 200],
    ['date=2025-06-03T10:00:00.000Z&type=PICKUP&servicesIds[]=201', 200],
    ['date=2025-06-03T10:00:00.000Z&type=PICKUP&servicesIds=201,204', 200],
    ['type=PICKUP', 400],
    ['date=2025-06-03&type=PICKUP', 400],
    ['date=03/06/2025T10:00:00&type=PICKUP', 400],
    ['date=2025-02-30T10:00:00&type=PICKUP', 400],
    ['date=2025-06-03T10:00:00', 400],
    ['date=2025-06-03T10:00:00&type=pickup', 400],
    ['date=2025-06-03T10:00:00&type=PICKUP&categories[0]=IRONING', 400],
    ['date=2025-06-03T10:00:00&type=PICKUP&servicesIds[0]=abc', 400],
  ])('query %s answers %i', async (query, status) => {
    const res = await sandboxFetch(`${sandbox.commonUrl}/stores/101/delivery-windows?${query}`, { headers });
    expect(res.status).toBe(status);
    if (status === 400) expect(res.json).toEqual({ error: expect.any(String) });
  });

  it('uses the date part of `date`, whatever its time', async () => {
    const late = await sandboxFetch(
      `${sandbox.commonUrl}/stores/101/delivery-windows?date=2025-06-03T23:59:59&type=PICKUP`,
      {
        headers,
      },
    );
    expect(late.json).toEqual(await windows(101, '2025-06-03'));
  });
});

describe('sandbox delivery windows across time zones and DST', () => {
  it('keeps 08:00 local across the end of daylight saving time', async () => {
    const { sandbox, windows } = await startWithSession({ now: () => new Date('2025-10-30T12:00:00Z') });
    try {
      expect((await windows(101, '2025-10-31')).ownDelivery[0]?.startTime).toBe('2025-10-31T12:00:00.000Z');
      expect((await windows(101, '2025-11-03')).ownDelivery[0]?.startTime).toBe('2025-11-03T13:00:00.000Z');
    } finally {
      await sandbox.close();
    }
  });

  it('lays windows out in the configured zone', async () => {
    const { sandbox, windows } = await startWithSession({ now: () => new Date(NOW), timeZone: 'UTC' });
    try {
      expect((await windows(101, '2025-06-03')).ownDelivery[0]?.startTime).toBe('2025-06-03T08:00:00.000Z');
    } finally {
      await sandbox.close();
    }
  });

  it('rejects an unknown time zone at start', async () => {
    await expect(startSandbox({ timeZone: 'Mars/Olympus' })).rejects.toThrow(RangeError);
  });
});
