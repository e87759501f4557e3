import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDynamoOrderLedger, type OrderLedger } from '../../../../lib/store/order-ledger';
import { createTestTable } from '../../../support/dynamodb';

interface Entry {
  storeId: number;
  address: string;
  legs: string[];
}

let client: DynamoDBClient;
let ledger: OrderLedger;
let clock: Date;
let nextCustomer = 1000;

beforeAll(async () => {
  const table = await createTestTable();
  client = table.client;
  ledger = createDynamoOrderLedger({ client, tableName: table.tableName, now: () => clock });
});

afterAll(() => {
  client.destroy();
});

beforeEach(() => {
  clock = new Date('2030-03-01T08:00:00.000Z');
});

const entry = (n: number): Entry => ({ storeId: n, address: `${n} Main St`, legs: ['pickup', 'delivery'] });
// Time-sortable, as the caller makes them.
const confirmation = (n: number) => `20300301T0800${String(n).padStart(2, '0')}-c${n}`;
const tick = () => {
  clock = new Date(clock.getTime() + 1000);
};

describe('DynamoDB order ledger', () => {
  it('claims a confirmation once; a second claim returns the existing record', async () => {
    const customer = nextCustomer++;
    const id = confirmation(1);
    await expect(ledger.claim(customer, id, entry(1))).resolves.toEqual({ claimed: true });

    tick();
    await expect(ledger.claim(customer, id, entry(99))).resolves.toEqual({
      claimed: false,
      existing: {
        confirmationId: id,
        serviceCustomerId: customer,
        status: 'PENDING',
        entry: entry(1),
        createdAt: '2030-03-01T08:00:00.000Z',
        updatedAt: '2030-03-01T08:00:00.000Z',
      },
    });
  });

  it('lets only one of two concurrent claims win', async () => {
    const customer = nextCustomer++;
    const results = await Promise.all([
      ledger.claim(customer, confirmation(2), entry(1)),
      ledger.claim(customer, confirmation(2), entry(2)),
    ]);
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    const loser = results.find((r) => !r.claimed);
    expect(loser && !loser.claimed && loser.existing.status).toBe('PENDING');
  });

  it('settles PLACED with the order id', async () => {
    const customer = nextCustomer++;
    const id = confirmation(3);
    await ledger.claim(customer, id, entry(3));
    tick();
    await ledger.settle(customer, id, { status: 'PLACED', orderId: 555 });
    await expect(ledger.get<Entry>(customer, id)).resolves.toEqual({
      confirmationId: id,
      serviceCustomerId: customer,
      status: 'PLACED',
      orderId: 555,
      entry: entry(3),
      createdAt: '2030-03-01T08:00:00.000Z',
      updatedAt: '2030-03-01T08:00:01.000Z',
    });
    // A retried settle with the same outcome is harmless.
    await expect(ledger.settle(customer, id, { status: 'PLACED', orderId: 555 })).resolves.toBeUndefined();
  });

  it('settles UNKNOWN after a timeout, and later PLACED once the order is found', async () => {
    const customer = nextCustomer++;
    const id = confirmation(4);
    await ledger.claim(customer, id, entry(4));
    await ledger.settle(customer, id, { status: 'UNKNOWN' });
    const unknown = await ledger.get(customer, id);
    expect(unknown?.status).toBe('UNKNOWN');
    expect(unknown?.orderId).toBeUndefined();

    await ledger.settle(customer, id, { status: 'PLACED', orderId: 9 });
    await expect(ledger.get(customer, id)).resolves.toMatchObject({ status: 'PLACED', orderId: 9 });
  });

  it('never lets a PLACED record be overwritten, and refuses to settle an unclaimed confirmation', async () => {
    const customer = nextCustomer++;
    const id = confirmation(5);
    await ledger.claim(customer, id, entry(5));
    await ledger.settle(customer, id, { status: 'PLACED', orderId: 1 });

    await expect(ledger.settle(customer, id, { status: 'UNKNOWN' })).rejects.toMatchObject({
      code: 'LEDGER_ALREADY_PLACED',
    });
    await expect(ledger.settle(customer, id, { status: 'PLACED', orderId: 2 })).rejects.toMatchObject({
      code: 'LEDGER_ALREADY_PLACED',
    });
    await expect(ledger.get(customer, id)).resolves.toMatchObject({ status: 'PLACED', orderId: 1 });

    await expect(ledger.settle(customer, confirmation(6), { status: 'FAILED' })).rejects.toMatchObject({
      code: 'LEDGER_NOT_CLAIMED',
    });
    await expect(ledger.get(customer, confirmation(6))).resolves.toBeUndefined();
  });

  it('lists a customer’s records newest first, up to the limit', async () => {
    const customer = nextCustomer++;
    // Claimed out of order, to show the order comes from the confirmation ids.
    for (const n of [2, 5, 1, 4, 3]) {
      await ledger.claim(customer, confirmation(n), entry(n));
    }
    const newest = await ledger.listByCustomer<Entry>(customer, 3);
    expect(newest.map((r) => r.confirmationId)).toEqual([confirmation(5), confirmation(4), confirmation(3)]);
    expect(newest[0]?.entry).toEqual(entry(5));

    const all = await ledger.listByCustomer(customer, 50);
    expect(all.map((r) => r.confirmationId)).toEqual([5, 4, 3, 2, 1].map(confirmation));
  });

  it('keeps customers apart', async () => {
    const alice = nextCustomer++;
    const bob = nextCustomer++;
    const id = confirmation(7);
    await expect(ledger.claim(alice, id, entry(1))).resolves.toEqual({ claimed: true });
    // The same confirmation id under another customer is a different record.
    await expect(ledger.claim(bob, id, entry(2))).resolves.toEqual({ claimed: true });
    await ledger.settle(alice, id, { status: 'FAILED' });

    await expect(ledger.get(bob, id)).resolves.toMatchObject({ status: 'PENDING', entry: entry(2) });
    await expect(ledger.listByCustomer(alice, 10)).resolves.toEqual([
      expect.objectContaining({ serviceCustomerId: alice, status: 'FAILED', entry: entry(1) }),
    ]);
    await expect(ledger.listByCustomer(nextCustomer++, 10)).resolves.toEqual([]);
  });
});
