import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import {
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import {
  type ConversationStore,
  type CustomerLink,
  createDynamoConversationStore,
} from '../../../../lib/store/conversation-store';
import { VersionConflictError } from '../../../../lib/store/errors';
import { createTokenCipher, type TokenCipher } from '../../../../lib/store/token-cipher';
import { countRequests, createTestTable, testEngine } from '../../../support/dynamodb';

// dynalite (the no-Java fallback) has no TransactWriteItems: link writes need the real engine.
const itWithTransactions = testEngine() === 'dynalite' ? it.skip : it;

const IDLE_TTL_SECONDS = 3600;
const TOKEN = 'plain-bearer-token-do-not-store';

let client: DynamoDBClient;
let tableName: string;
let clock: Date;
let requested: { count: number };
let store: ConversationStore;

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
  requested = countRequests(client);
  store = createDynamoConversationStore({
    client,
    tableName,
    cipher: createTokenCipher(randomBytes(32)),
    idleTtlSeconds: IDLE_TTL_SECONDS,
    now: () => clock,
  });
});

afterAll(() => {
  client.destroy();
});

beforeEach(() => {
  clock = new Date('2030-01-01T10:00:00.000Z');
  requested.count = 0;
});

const newKey = () => `slack:T1:U-${randomUUID()}`;
const link = (serviceCustomerId = 42): CustomerLink => ({
  serviceCustomerId,
  token: TOKEN,
  linkedAt: '2030-01-01T09:00:00.000Z',
});

async function rawItem(key: string, sk: 'STATE' | 'LINK') {
  const result = await client.send(
    new GetItemCommand({
      TableName: tableName,
      Key: { pk: { S: `CONV#${key}` }, sk: { S: sk } },
      ConsistentRead: true,
    }),
  );
  return result.Item;
}

describe('DynamoDB conversation store', () => {
  it('loads a new conversation as version 0 with nothing in it', async () => {
    await expect(store.load(newKey())).resolves.toEqual({
      state: undefined,
      version: 0,
      expired: false,
      optedOut: false,
      linkOutdated: false,
      link: undefined,
    });
  });

  it('round-trips state and counts versions', async () => {
    const key = newKey();
    const state = { step: 'pickup', basket: [{ item: 'shirt', qty: 3 }], note: 'ünïcødé' };
    await expect(store.save(key, { state, expectedVersion: 0 })).resolves.toBe(1);
    await expect(store.load(key)).resolves.toEqual({
      state,
      version: 1,
      expired: false,
      link: undefined,
      note: undefined,
      optedOut: false,
      linkOutdated: false,
    });

    await expect(store.save(key, { state: { step: 'done' }, expectedVersion: 1 })).resolves.toBe(2);
    const loaded = await store.load(key);
    expect(loaded).toMatchObject({ state: { step: 'done' }, version: 2 });

    const item = await rawItem(key, 'STATE');
    expect(item?.updatedAt?.S).toBe(clock.toISOString());
    expect(Number(item?.expiresAt?.N)).toBe(clock.getTime() / 1000 + IDLE_TTL_SECONDS);
  });

  it('lets exactly one of two saves from the same version win', async () => {
    const key = newKey();
    await store.save(key, { state: { n: 0 }, expectedVersion: 0 });

    const results = await Promise.allSettled([
      store.save(key, { state: { writer: 'a' }, expectedVersion: 1 }),
      store.save(key, { state: { writer: 'b' }, expectedVersion: 1 }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.reason).toBeInstanceOf(VersionConflictError);
    expect(lost[0]?.reason).toMatchObject({ code: 'VERSION_CONFLICT' });

    const winner = results[0]?.status === 'fulfilled' ? 'a' : 'b';
    await expect(store.load(key)).resolves.toMatchObject({ state: { writer: winner }, version: 2 });
  });

  it('refuses a first save when the conversation already exists, and a stale version', async () => {
    const key = newKey();
    await store.save(key, { state: { n: 1 }, expectedVersion: 0 });
    await expect(store.save(key, { state: { n: 'again' }, expectedVersion: 0 })).rejects.toBeInstanceOf(
      VersionConflictError,
    );
    await expect(store.save(key, { state: { n: 'ahead' }, expectedVersion: 5 })).rejects.toBeInstanceOf(
      VersionConflictError,
    );
    await expect(store.load(key)).resolves.toMatchObject({ state: { n: 1 }, version: 1 });
  });

  it('treats an expired conversation as absent but keeps its version for the next save', async () => {
    const key = newKey();
    await store.save(key, { state: { step: 'old' }, expectedVersion: 0 });

    clock = new Date(clock.getTime() + (IDLE_TTL_SECONDS - 1) * 1000);
    await expect(store.load(key)).resolves.toMatchObject({ state: { step: 'old' }, expired: false });

    clock = new Date(clock.getTime() + 1000);
    const loaded = await store.load(key);
    expect(loaded).toEqual({
      state: undefined,
      version: 1,
      expired: true,
      link: undefined,
      note: undefined,
      optedOut: false,
      linkOutdated: false,
    });

    await expect(
      store.save(key, { state: { step: 'fresh' }, expectedVersion: loaded.version }),
    ).resolves.toBe(2);
    await expect(store.load(key)).resolves.toEqual({
      state: { step: 'fresh' },
      version: 2,
      expired: false,
      optedOut: false,
      linkOutdated: false,
      link: undefined,
    });
  });

  itWithTransactions(
    'writes the link with the state, stores the token encrypted and reads it back',
    async () => {
      const key = newKey();
      await expect(
        store.save(key, { state: { signedIn: true }, expectedVersion: 0, link: link() }),
      ).resolves.toBe(1);
      await expect(store.load(key)).resolves.toEqual({
        state: { signedIn: true },
        version: 1,
        expired: false,
        optedOut: false,
        linkOutdated: false,
        link: link(),
      });

      const raw = await rawItem(key, 'LINK');
      expect(raw?.serviceCustomerId).toEqual({ N: '42' });
      expect(raw?.token?.S).toMatch(/^v2\./);
      expect(JSON.stringify(raw)).not.toContain(TOKEN);
      // The link has no TTL: it outlives an idle conversation.
      expect(raw?.expiresAt).toBeUndefined();

      // A save without `link` leaves it alone; the link survives expiry of the state.
      await store.save(key, { state: { signedIn: 'still' }, expectedVersion: 1 });
      clock = new Date(clock.getTime() + IDLE_TTL_SECONDS * 1000);
      await expect(store.load(key)).resolves.toMatchObject({ state: undefined, expired: true, link: link() });
    },
  );

  itWithTransactions('deletes the link on sign-out', async () => {
    const key = newKey();
    await store.save(key, { state: { a: 1 }, expectedVersion: 0, link: link() });
    await expect(store.save(key, { state: { a: 2 }, expectedVersion: 1, link: null })).resolves.toBe(2);
    await expect(store.load(key)).resolves.toEqual({
      state: { a: 2 },
      version: 2,
      expired: false,
      optedOut: false,
      linkOutdated: false,
      link: undefined,
    });
    await expect(rawItem(key, 'LINK')).resolves.toBeUndefined();
  });

  itWithTransactions('writes nothing when the state condition of a link write fails', async () => {
    const key = newKey();
    await store.save(key, { state: { a: 1 }, expectedVersion: 0, link: link(42) });

    await expect(
      store.save(key, { state: { a: 'stale' }, expectedVersion: 0, link: link(7) }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    await expect(
      store.save(key, { state: { a: 'stale' }, expectedVersion: 3, link: null }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    await expect(store.load(key)).resolves.toEqual({
      state: { a: 1 },
      version: 1,
      expired: false,
      optedOut: false,
      linkOutdated: false,
      link: link(42),
    });

    const fresh = newKey();
    await expect(store.save(fresh, { state: {}, expectedVersion: 2, link: link() })).rejects.toBeInstanceOf(
      VersionConflictError,
    );
    await expect(rawItem(fresh, 'LINK')).resolves.toBeUndefined();
  });

  it('loads with one request and saves with one request', async () => {
    const key = newKey();
    await store.load(key);
    expect(requested.count).toBe(1);

    requested.count = 0;
    await store.save(key, { state: { a: 1 }, expectedVersion: 0 });
    expect(requested.count).toBe(1);

    requested.count = 0;
    await store.load(key);
    expect(requested.count).toBe(1);
  });

  itWithTransactions('loads state and link with one request and saves both with one request', async () => {
    const key = newKey();
    await store.save(key, { state: { a: 1 }, expectedVersion: 0, link: link() });
    expect(requested.count).toBe(1);

    requested.count = 0;
    await expect(store.load(key)).resolves.toMatchObject({ version: 1, link: link() });
    expect(requested.count).toBe(1);

    requested.count = 0;
    await store.save(key, { state: { a: 2 }, expectedVersion: 1, link: null });
    expect(requested.count).toBe(1);
  });

  it('without transactions (the dynalite fallback) writes the link after the state, and nothing on a lost race', async () => {
    const plain = createDynamoConversationStore({
      client,
      tableName,
      cipher: createTokenCipher(randomBytes(32)),
      idleTtlSeconds: IDLE_TTL_SECONDS,
      now: () => clock,
      transactions: false,
    });
    const key = newKey();
    await expect(plain.save(key, { state: { a: 1 }, expectedVersion: 0, link: link(42) })).resolves.toBe(1);
    await expect(plain.load(key)).resolves.toMatchObject({ version: 1, link: link(42) });
    await expect(
      plain.save(key, { state: { a: 'stale' }, expectedVersion: 0, link: link(7) }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    await expect(plain.load(key)).resolves.toMatchObject({ state: { a: 1 }, link: link(42) });
    await plain.save(key, { state: { a: 2 }, expectedVersion: 1, link: null });
    await expect(rawItem(key, 'LINK')).resolves.toBeUndefined();
  });

  itWithTransactions(
    'treats a link sealed under another key as no link (sign in again), not an error',
    async () => {
      const key = newKey();
      await store.save(key, { state: { a: 1 }, expectedVersion: 0, link: link() });
      const rotated = createDynamoConversationStore({
        client,
        tableName,
        cipher: createTokenCipher(randomBytes(32)),
        idleTtlSeconds: IDLE_TTL_SECONDS,
        now: () => clock,
      });
      await expect(rotated.load(key)).resolves.toEqual({
        state: { a: 1 },
        version: 1,
        expired: false,
        optedOut: false,
        linkOutdated: false,
        link: undefined,
      });
    },
  );
});

describe('the link sealed at rest', () => {
  const keyA = randomBytes(32);
  const storeUnder = (cipher: TokenCipher) =>
    createDynamoConversationStore({
      client,
      tableName,
      cipher,
      idleTtlSeconds: IDLE_TTL_SECONDS,
      now: () => clock,
    });

  /** A v1 value, as the cipher sealed tokens before key ids: AES-256-GCM under the raw key, no associated data. */
  function sealV1(key: Buffer, plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      data.toString('base64url'),
    ].join('.');
  }

  itWithTransactions('a token ciphertext moved to another item does not decrypt', async () => {
    const sealing = storeUnder(createTokenCipher(keyA));
    const victim = newKey();
    const attacker = newKey();
    await sealing.save(victim, { state: {}, expectedVersion: 0, link: link(42) });
    await sealing.save(attacker, { state: {}, expectedVersion: 0, link: link(7) });
    const stolen = (await rawItem(victim, 'LINK'))?.token?.S ?? '';
    await client.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { pk: { S: `CONV#${attacker}` }, sk: { S: 'LINK' } },
        UpdateExpression: 'SET #token = :token, serviceCustomerId = :id',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': { S: stolen }, ':id': { N: '42' } },
      }),
    );
    await expect(sealing.load(attacker)).resolves.toMatchObject({ link: undefined });
    await expect(sealing.load(victim)).resolves.toMatchObject({ link: link(42) });
  });

  itWithTransactions(
    'a sign-in encrypted under the previous key still works after rotation, and is sealed anew on the next save',
    async () => {
      const key = newKey();
      await storeUnder(createTokenCipher(keyA)).save(key, { state: {}, expectedVersion: 0, link: link() });
      const before = (await rawItem(key, 'LINK'))?.token?.S ?? '';

      const rotated = storeUnder(createTokenCipher(randomBytes(32), [keyA]));
      const loaded = await rotated.load(key);
      expect(loaded).toMatchObject({ link: link(), linkOutdated: true });
      await rotated.save(key, { state: {}, expectedVersion: loaded.version, link: loaded.link ?? null });
      const after = (await rawItem(key, 'LINK'))?.token?.S ?? '';
      expect(after.split('.')[1]).not.toBe(before.split('.')[1]);
      await expect(rotated.load(key)).resolves.toMatchObject({ link: link(), linkOutdated: false });
    },
  );

  it('a link sealed by the v1 cipher still reads, and is marked for sealing anew', async () => {
    const key = newKey();
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: {
          pk: { S: `CONV#${key}` },
          sk: { S: 'LINK' },
          serviceCustomerId: { N: '42' },
          token: { S: sealV1(keyA, TOKEN) },
          linkedAt: { S: link().linkedAt },
        },
      }),
    );
    await expect(storeUnder(createTokenCipher(keyA)).load(key)).resolves.toMatchObject({
      link: link(),
      linkOutdated: true,
    });
  });

  itWithTransactions('keeps an SMS phone in the link sealed, never in clear', async () => {
    const key = newKey();
    const sealing = storeUnder(createTokenCipher(keyA));
    await sealing.save(key, { state: {}, expectedVersion: 0, link: { ...link(), phone: '+12125550101' } });
    const raw = JSON.stringify(await rawItem(key, 'LINK'));
    expect(raw).not.toContain('2125550101');
    await expect(sealing.loadLink(key)).resolves.toEqual({ ...link(), phone: '+12125550101' });
  });
});

describe('what a channel keeps beside the conversation', () => {
  it('the note comes back with the next load, in the same request, and expires with the conversation', async () => {
    const key = newKey();
    await store.saveDeliveryNote(key, { delivered: ['e:1'] });
    requested.count = 0;
    await expect(store.load(key)).resolves.toMatchObject({ note: { delivered: ['e:1'] } });
    expect(requested.count).toBe(1);
    clock = new Date(clock.getTime() + (IDLE_TTL_SECONDS + 1) * 1000);
    await expect(store.load(key)).resolves.toMatchObject({ note: undefined });
  });

  it('an opt-out is read by the same request, outlives the conversation, and is cleared on request', async () => {
    const key = newKey();
    await store.setOptedOut(key, true);
    clock = new Date(clock.getTime() + 30 * 24 * 3600 * 1000);
    requested.count = 0;
    await expect(store.load(key)).resolves.toMatchObject({ optedOut: true });
    expect(requested.count).toBe(1);
    await store.setOptedOut(key, false);
    await expect(store.load(key)).resolves.toMatchObject({ optedOut: false });
  });

  it('an opt-out recorded under an old key is moved to the new one, once', async () => {
    const oldKey = `sms:15005550006:1212${String(Date.now()).slice(-7)}`;
    const key = newKey();
    await expect(store.adoptOptOut(oldKey, key)).resolves.toBe(false);
    await store.setOptedOut(oldKey, true);
    await expect(store.adoptOptOut(oldKey, key)).resolves.toBe(true);
    await expect(store.load(key)).resolves.toMatchObject({ optedOut: true });
    await expect(store.load(oldKey)).resolves.toMatchObject({ optedOut: false });
    await expect(store.adoptOptOut(oldKey, key)).resolves.toBe(false);
  });

  it('a shared link is read and written alone, encrypted, with who made it', async () => {
    const key = `slack-channel:T1:C-${randomUUID()}`;
    await expect(store.loadLink(key)).resolves.toBeUndefined();
    await store.saveLink(key, { ...link(7), linkedBy: 'U0DANA' });
    await expect(store.loadLink(key)).resolves.toEqual({ ...link(7), linkedBy: 'U0DANA' });
    expect(JSON.stringify(await rawItem(key, 'LINK'))).not.toContain(TOKEN);
    await store.saveLink(key, null);
    await expect(store.loadLink(key)).resolves.toBeUndefined();
  });

  it('a link’s last use is written with the state and read back; a link without one has none', async () => {
    const key = newKey();
    await store.save(key, { state: { n: 1 }, expectedVersion: 0, link: link() });
    expect((await store.load(key)).link).toEqual(link());
    const used = { ...link(), lastUsedAt: '2030-01-20T10:00:00.000Z' };
    await store.save(key, { state: { n: 2 }, expectedVersion: 1, link: used });
    expect((await store.load(key)).link).toEqual(used);
  });
});
