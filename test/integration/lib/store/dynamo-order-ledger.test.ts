import { type DynamoDBClient, ScanCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { z } from 'zod';
import { type LedgerEntry, ledgerEntrySchema } from '../../../../lib/orders/ledger-entry';
import { createDynamoOrderLedger } from '../../../../lib/store/dynamo-order-ledger';
import type { OrderLedger } from '../../../../lib/store/order-ledger';
import { countRequests, createTestTable, testEngine } from '../../../support/dynamodb';

// dynalite (the no-Java fallback) has no TransactWriteItems: settling PLACED with transactions needs the real engine.
const itWithTransactions = testEngine() === 'dynalite' ? it.skip : it;

interface Entry {
  storeId: number;
  address: string;
  legs: string[];
}

let client: DynamoDBClient;
let tableName: string;
let ledger: OrderLedger;
let requests: { count: number };
let clock: Date;
let nextCustomer = 1000;

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
  requests = countRequests(client);
  ledger = createDynamoOrderLedger({ client, tableName, now: () => clock });
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

  itWithTransactions('settles PLACED with the order id', async () => {
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

  itWithTransactions(
    'settles UNKNOWN after a timeout, and later PLACED once the order is found',
    async () => {
      const customer = nextCustomer++;
      const id = confirmation(4);
      await ledger.claim(customer, id, entry(4));
      await ledger.settle(customer, id, { status: 'UNKNOWN' });
      const unknown = await ledger.get(customer, id);
      expect(unknown?.status).toBe('UNKNOWN');
      expect(unknown?.orderId).toBeUndefined();

      await ledger.settle(customer, id, { status: 'PLACED', orderId: 9 });
      await expect(ledger.get(customer, id)).resolves.toMatchObject({ status: 'PLACED', orderId: 9 });
    },
  );

  itWithTransactions(
    'never lets a PLACED record be overwritten, and refuses to settle an unclaimed confirmation',
    async () => {
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
    },
  );

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

  describe('by order id', () => {
    let nextOrder = 70_000;

    itWithTransactions('finds a PLACED record by its order id', async () => {
      const customer = nextCustomer++;
      const id = confirmation(8);
      const orderId = nextOrder++;
      await ledger.claim(customer, id, entry(8));
      await expect(ledger.getByOrderId(orderId)).resolves.toBeUndefined();
      tick();
      await ledger.settle(customer, id, { status: 'PLACED', orderId });
      await expect(ledger.getByOrderId<Entry>(orderId)).resolves.toEqual(await ledger.get(customer, id));
      await expect(ledger.getByOrderId<Entry>(orderId)).resolves.toMatchObject({
        confirmationId: id,
        serviceCustomerId: customer,
        status: 'PLACED',
        orderId,
        entry: entry(8),
      });
    });

    itWithTransactions(
      'writes the record and its pointer in one request, and reads them with two',
      async () => {
        const customer = nextCustomer++;
        const id = confirmation(9);
        const orderId = nextOrder++;
        await ledger.claim(customer, id, entry(9));
        requests.count = 0;
        await ledger.settle(customer, id, { status: 'PLACED', orderId });
        expect(requests.count).toBe(1);
        requests.count = 0;
        await ledger.getByOrderId(orderId);
        expect(requests.count).toBe(2);
      },
    );

    itWithTransactions('has nothing for UNKNOWN, FAILED or an unknown order id', async () => {
      const customer = nextCustomer++;
      await ledger.claim(customer, confirmation(10), entry(10));
      await ledger.settle(customer, confirmation(10), { status: 'UNKNOWN' });
      await ledger.claim(customer, confirmation(11), entry(11));
      await ledger.settle(customer, confirmation(11), { status: 'FAILED' });
      const placedId = nextOrder++;
      await ledger.claim(customer, confirmation(12), entry(12));
      await ledger.settle(customer, confirmation(12), { status: 'PLACED', orderId: placedId });

      await expect(ledger.getByOrderId(nextOrder++)).resolves.toBeUndefined();
      await expect(ledger.getByOrderId(placedId + 1)).resolves.toBeUndefined();
      // Only the PLACED record got a pointer.
      const pointers = await client.send(
        new ScanCommand({
          TableName: tableName,
          FilterExpression: 'begins_with(pk, :prefix) AND serviceCustomerId = :customer',
          ExpressionAttributeValues: { ':prefix': { S: 'ORDERID#' }, ':customer': { N: String(customer) } },
          ConsistentRead: true,
        }),
      );
      expect(pointers.Items?.map((item) => [item.pk?.S, item.confirmationId?.S])).toEqual([
        [`ORDERID#${placedId}`, confirmation(12)],
      ]);
    });

    itWithTransactions('finds an order that was UNKNOWN first and PLACED later', async () => {
      const customer = nextCustomer++;
      const orderId = nextOrder++;
      await ledger.claim(customer, confirmation(13), entry(13));
      await ledger.settle(customer, confirmation(13), { status: 'UNKNOWN' });
      await expect(ledger.getByOrderId(orderId)).resolves.toBeUndefined();
      await ledger.settle(customer, confirmation(13), { status: 'PLACED', orderId });
      await expect(ledger.getByOrderId(orderId)).resolves.toMatchObject({ confirmationId: confirmation(13) });
    });

    itWithTransactions(
      'keeps settle’s errors, and writes no pointer when the settle is refused',
      async () => {
        const customer = nextCustomer++;
        const orderId = nextOrder++;
        await expect(
          ledger.settle(customer, confirmation(14), { status: 'PLACED', orderId }),
        ).rejects.toMatchObject({ code: 'LEDGER_NOT_CLAIMED' });
        await expect(ledger.getByOrderId(orderId)).resolves.toBeUndefined();

        await ledger.claim(customer, confirmation(15), entry(15));
        await ledger.settle(customer, confirmation(15), { status: 'PLACED', orderId });
        const other = nextOrder++;
        await expect(
          ledger.settle(customer, confirmation(15), { status: 'PLACED', orderId: other }),
        ).rejects.toMatchObject({ code: 'LEDGER_ALREADY_PLACED' });
        await expect(ledger.getByOrderId(other)).resolves.toBeUndefined();
        await expect(ledger.getByOrderId(orderId)).resolves.toMatchObject({
          confirmationId: confirmation(15),
        });
      },
    );

    it('without transactions (the dynalite fallback) writes the record, then the pointer', async () => {
      const plain = createDynamoOrderLedger({ client, tableName, now: () => clock, transactions: false });
      const customer = nextCustomer++;
      const orderId = nextOrder++;
      await plain.claim(customer, confirmation(16), entry(16));
      requests.count = 0;
      await plain.settle(customer, confirmation(16), { status: 'PLACED', orderId });
      expect(requests.count).toBe(2);
      await expect(plain.getByOrderId<Entry>(orderId)).resolves.toMatchObject({
        confirmationId: confirmation(16),
        status: 'PLACED',
        entry: entry(16),
      });
      await expect(plain.settle(customer, confirmation(16), { status: 'UNKNOWN' })).rejects.toMatchObject({
        code: 'LEDGER_ALREADY_PLACED',
      });
      await expect(
        plain.settle(customer, confirmation(17), { status: 'PLACED', orderId: nextOrder++ }),
      ).rejects.toMatchObject({ code: 'LEDGER_NOT_CLAIMED' });
    });

    it('refuses an order id that is not an integer', async () => {
      await expect(ledger.getByOrderId(1.5)).rejects.toThrow(RangeError);
    });
  });

  describe('validated entries', () => {
    const ledgerEntry = (storeId: number): LedgerEntry => ({
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
        },
        returnMethod: 'IN_STORE_PICKUP',
        bagCount: 1,
        storeId,
        serviceCustomerId: 1,
        orderServices: [{ servicePriceId: 21, serviceModifierIds: [], serviceNotes: null }],
        hasDryCleaning: false,
        isHangDrySelected: false,
        turnAroundInHours: 48,
        paymentToken: '',
        hangDryInstructions: '',
        orderNotes: '',
      },
      store: { id: storeId, name: 'Main Street Laundry', address: '1 Main St' },
      addressLabel: 'Home',
      googlePlacesId: 'ChIJ-elm',
      categories: ['LAUNDRY'],
      services: [{ servicePriceId: 21, name: 'Wash & fold', modifierIds: [] }],
      pickup: {
        id: 11,
        provider: 'OWN_DRIVER',
        day: '2030-03-04',
        startTime: '2030-03-04T14:00:00.000Z',
        endTime: '2030-03-04T16:00:00.000Z',
        feeInCents: 499,
        providerName: 'Store driver',
      },
      paymentLabel: 'Visa ending 4242',
      paymentMethodId: 77,
      placedBy: 'terminal:alice',
      placedAt: '2030-03-01T08:00:00.000Z',
    });

    it('parses stored entries with a zod schema or a function', async () => {
      const customer = nextCustomer++;
      await ledger.claim(customer, confirmation(1), ledgerEntry(3));
      const [record] = await ledger.listByCustomer(customer, 10, { parse: ledgerEntrySchema });
      expect(record?.entry).toEqual(ledgerEntry(3));
      const storeIds = await ledger.listByCustomer(customer, 10, {
        parse: (raw) => z.object({ store: z.object({ id: z.number() }) }).parse(raw).store.id,
      });
      expect(storeIds.map((r) => r.entry)).toEqual([3]);
      await expect(
        ledger.get(customer, confirmation(1), { parse: ledgerEntrySchema }),
      ).resolves.toMatchObject({
        entry: ledgerEntry(3),
      });
    });

    it('reports a corrupt entry as CORRUPT_ITEM, naming the field but not its value', async () => {
      const customer = nextCustomer++;
      await ledger.claim(customer, confirmation(1), ledgerEntry(3));
      await ledger.claim(customer, confirmation(2), {
        ...ledgerEntry(4),
        addressLabel: 'SECRET-ADDRESS',
        store: 'gone',
      });

      const failure = ledger.listByCustomer(customer, 10, { parse: ledgerEntrySchema });
      await expect(failure).rejects.toMatchObject({ name: 'StoreError', code: 'CORRUPT_ITEM' });
      await expect(failure).rejects.toThrow(/store/);
      await expect(failure).rejects.not.toThrow(/SECRET/);
      // Without a parser the caller still gets what was stored.
      await expect(ledger.listByCustomer(customer, 10)).resolves.toHaveLength(2);
      await expect(
        ledger.get(customer, confirmation(1), { parse: ledgerEntrySchema }),
      ).resolves.toBeDefined();
    });

    itWithTransactions('validates the entry found by order id', async () => {
      const customer = nextCustomer++;
      await ledger.claim(customer, confirmation(1), ledgerEntry(3));
      await ledger.settle(customer, confirmation(1), { status: 'PLACED', orderId: 123_456 });
      await expect(ledger.getByOrderId(123_456, { parse: ledgerEntrySchema })).resolves.toMatchObject({
        entry: ledgerEntry(3),
      });
      // Corrupt the stored entry behind the ledger's back.
      await client.send(
        new UpdateItemCommand({
          TableName: tableName,
          Key: { pk: { S: `CUST#${customer}` }, sk: { S: `ORDER#${confirmation(1)}` } },
          UpdateExpression: 'SET entry = :entry',
          ExpressionAttributeValues: { ':entry': { S: JSON.stringify({ request: 'truncated' }) } },
        }),
      );
      await expect(ledger.getByOrderId(123_456, { parse: ledgerEntrySchema })).rejects.toMatchObject({
        code: 'CORRUPT_ITEM',
      });
    });
  });
});
