import { ledgerEntrySchema } from '../../../../lib/orders/ledger-entry';
import { recentOrders, recentPlaced } from '../../../../lib/orders/placed-order';
import type { LedgerRecord, LedgerStatus, ReadOptions } from '../../../../lib/store/order-ledger';

/** A ledger whose customer has these records, newest first, and which remembers what it was asked. */
function ledgerOf(statuses: LedgerStatus[], pickupDays: string[] = []) {
  const asked: { limit: number; parse: unknown }[] = [];
  const records = statuses.map(
    (status, i): LedgerRecord<unknown> => ({
      confirmationId: `c${9 - i}`,
      serviceCustomerId: 1001,
      status,
      ...(status === 'PLACED' ? { orderId: 5000 + i } : {}),
      entry: { n: i, pickup: { day: pickupDays[i] ?? '2030-03-02' } },
      createdAt: '2030-03-01T08:00:00.000Z',
      updatedAt: '2030-03-01T08:00:00.000Z',
    }),
  );
  return {
    asked,
    async listByCustomer<E>(_id: number, limit: number, options: ReadOptions<E> = {}) {
      asked.push({ limit, parse: options.parse });
      return records.slice(0, limit) as LedgerRecord<E>[];
    },
  };
}

describe('recentPlaced', () => {
  it('reads as many records as asked, parsed as ledger entries, and keeps the placed ones newest first', async () => {
    const ledger = ledgerOf(['FAILED', 'PLACED', 'UNKNOWN', 'PLACED', 'PENDING', 'PLACED']);
    const placed = await recentPlaced(ledger, 1001, 5);
    expect(ledger.asked).toEqual([{ limit: 5, parse: ledgerEntrySchema }]);
    expect(placed.map((o) => o.orderId)).toEqual([5001, 5003]);
    expect(placed[0]).toMatchObject({ confirmationId: 'c8', serviceCustomerId: 1001, entry: { n: 1 } });
  });

  it('shows at most `shown` of them', async () => {
    const ledger = ledgerOf(['PLACED', 'PLACED', 'PLACED']);
    expect((await recentPlaced(ledger, 1001, 3, 1)).map((o) => o.orderId)).toEqual([5000]);
  });
});

describe('recentOrders', () => {
  it('an order whose outcome is unknown or never written is listed as may-have-been-placed; a failed one is not', async () => {
    const ledger = ledgerOf(['FAILED', 'PLACED', 'UNKNOWN', 'PENDING', 'PLACED']);
    const orders = await recentOrders(ledger, 1001, '2030-03-01', 5, 3);
    expect(orders).toEqual([
      { placed: expect.objectContaining({ orderId: 5001 }) },
      { unsettled: { confirmationId: 'c7', reference: 'C7', entry: expect.objectContaining({ n: 2 }) } },
      { unsettled: { confirmationId: 'c6', reference: 'C6', entry: expect.objectContaining({ n: 3 }) } },
    ]);
  });

  it('one that may have been placed is listed through its pickup day, and no longer once that day has passed; a placed one stays', async () => {
    const ledger = ledgerOf(['UNKNOWN', 'PENDING', 'PLACED'], ['2030-03-02', '2030-03-01', '2030-02-27']);
    const listed = async (today: string) =>
      (await recentOrders(ledger, 1001, today, 3)).map((o) =>
        'placed' in o ? o.placed.orderId : o.unsettled.reference,
      );
    expect(await listed('2030-03-01')).toEqual(['C9', 'C8', 5002]);
    expect(await listed('2030-03-02')).toEqual(['C9', 5002]);
    expect(await listed('2030-03-03')).toEqual([5002]);
  });
});
