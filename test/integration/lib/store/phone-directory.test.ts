import { randomBytes } from 'node:crypto';
import { type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoPhoneDirectory } from '../../../../lib/store/phone-directory';
import { phoneFingerprint } from '../../../../lib/store/phone-fingerprint';
import { createTokenCipher } from '../../../../lib/store/token-cipher';
import { createTestTable } from '../../../support/dynamodb';

let client: DynamoDBClient;
let tableName: string;
let nextPhone = 5550100;

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
});

afterAll(() => client.destroy());

const KEY = randomBytes(32);

const directory = () =>
  createDynamoPhoneDirectory({
    client,
    tableName,
    fingerprint: phoneFingerprint(createTokenCipher(KEY)),
    now: () => new Date('2030-03-04T13:00:00.000Z'),
  });
const newPhone = () => `212${nextPhone++}`;

describe('DynamoDB phone directory', () => {
  it('finds nobody for a number no one signed in with', async () => {
    await expect(directory().find(newPhone())).resolves.toBeUndefined();
  });

  it('staff find the customer who last signed in with a number, however it is written', async () => {
    const phone = newPhone();
    await directory().save(phone, { serviceCustomerId: 7, key: 'slack:T1:U1' });
    await directory().save(`+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`, {
      serviceCustomerId: 8,
      key: 'console:ana',
    });
    await expect(directory().find(`+1${phone}`)).resolves.toEqual({
      serviceCustomerId: 8,
      key: 'console:ana',
    });
  });

  it('keeps the number only as its keyed fingerprint', async () => {
    const phone = newPhone();
    await directory().save(phone, { serviceCustomerId: 9, key: 'console:bo' });
    const scan = await client.send(new ScanCommand({ TableName: tableName, ConsistentRead: true }));
    const dump = JSON.stringify(scan.Items);
    expect(dump).toContain('console:bo');
    expect(dump).not.toContain(phone.slice(-7));
  });
});
