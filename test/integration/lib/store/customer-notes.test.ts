import { type DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoCustomerNotes } from '../../../../lib/store/customer-notes';
import { createDynamoOrderLedger } from '../../../../lib/store/dynamo-order-ledger';
import { createTestTable } from '../../../support/dynamodb';

let client: DynamoDBClient;
let tableName: string;
let clock: Date;
let nextCustomer = 7001;

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
});

afterAll(() => {
  client.destroy();
});

beforeEach(() => {
  clock = new Date('2030-03-01T08:00:00.000Z');
});

const notesStore = () => createDynamoCustomerNotes({ client, tableName, now: () => clock });
const newCustomer = () => nextCustomer++;

describe('DynamoDB customer notes', () => {
  it('has nothing for a customer it never saved notes for', async () => {
    await expect(notesStore().get(newCustomer())).resolves.toBeUndefined();
  });

  it('keeps the last notes saved, with when, under CUST#<id> / NOTES', async () => {
    const customer = newCustomer();
    const store = notesStore();
    await store.set(customer, 'No fabric softener.');
    clock = new Date('2030-03-02T09:30:00.000Z');
    await store.set(customer, 'Leave bags at the side door.');

    await expect(store.get(customer)).resolves.toEqual({
      notes: 'Leave bags at the side door.',
      updatedAt: '2030-03-02T09:30:00.000Z',
    });
    const raw = await client.send(
      new GetItemCommand({
        TableName: tableName,
        Key: { pk: { S: `CUST#${customer}` }, sk: { S: 'NOTES' } },
      }),
    );
    expect(raw.Item?.notes).toEqual({ S: 'Leave bags at the side door.' });
  });

  it('keeps cleared notes as empty, not as never saved', async () => {
    const customer = newCustomer();
    await notesStore().set(customer, 'Hang dry shirts.');
    await notesStore().set(customer, '');
    await expect(notesStore().get(customer)).resolves.toEqual({ notes: '', updatedAt: clock.toISOString() });
  });

  it('keeps each customer apart', async () => {
    const [a, b] = [newCustomer(), newCustomer()];
    await notesStore().set(a, 'For A');
    await notesStore().set(b, 'For B');
    expect((await notesStore().get(a))?.notes).toBe('For A');
    expect((await notesStore().get(b))?.notes).toBe('For B');
  });

  it('shares the ledger partition without showing up among its orders', async () => {
    const customer = newCustomer();
    const ledger = createDynamoOrderLedger({ client, tableName, now: () => clock });
    await ledger.claim(customer, 'c1', { bagCount: 1 });
    await notesStore().set(customer, 'No starch.');
    const listed = await ledger.listByCustomer(customer, 10);
    expect(listed.map((r) => r.confirmationId)).toEqual(['c1']);
    expect((await notesStore().get(customer))?.notes).toBe('No starch.');
  });

  it('refuses a malformed item instead of guessing', async () => {
    const customer = newCustomer();
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: { pk: { S: `CUST#${customer}` }, sk: { S: 'NOTES' }, notes: { N: '5' } },
      }),
    );
    await expect(notesStore().get(customer)).rejects.toMatchObject({ code: 'CORRUPT_ITEM' });
  });

  it('refuses a customer id that is not an integer', async () => {
    await expect(notesStore().get(1.5)).rejects.toThrow(RangeError);
    await expect(notesStore().set(Number.NaN, 'x')).rejects.toThrow(RangeError);
  });
});
