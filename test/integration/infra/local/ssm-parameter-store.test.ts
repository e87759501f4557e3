/**
 * The SSM stand-in answers the AWS SDK's own SSM client, and Powertools Parameters on it, as SSM does:
 * what is decrypted and when, what an unknown name gets from each operation, the limits, the signature
 * and the caller's policy; and the Parameters and Secrets extension's local interface.
 */

import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { GetParameterCommand, GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import {
  type SsmCaller,
  type SsmParameterStore,
  startSsmParameterStore,
} from '../../../../infra/local/ssm-parameter-store';

const SECRET = '/laundry-bot/example/slack-signing-secret';
const PLAIN = '/laundry-bot/example/business-name';
const FORBIDDEN = '/other-stack/example/slack-signing-secret';
const CALLER: SsmCaller = {
  accessKeyId: 'ASIATESTSLACK',
  secretAccessKey: 'test-secret-key',
  sessionToken: 'test-session-token',
  // Every name of this stack; GetParameter on all but PLAIN.
  may: (action, name) =>
    name.startsWith('/laundry-bot/') && (action === 'ssm:GetParameters' || name !== PLAIN),
};

let store: SsmParameterStore;
let client: SSMClient;

const clientAs = (credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string }) =>
  new SSMClient({ endpoint: store.endpoint, region: 'us-east-1', credentials, maxAttempts: 1 });

beforeAll(async () => {
  store = await startSsmParameterStore({
    region: 'us-east-1',
    parameters: {
      [SECRET]: { value: 'signing-secret-value' },
      [PLAIN]: { value: 'Spin City', type: 'String' },
      [FORBIDDEN]: { value: 'not yours' },
    },
    callers: [CALLER],
  });
  client = clientAs(CALLER);
});
afterAll(async () => {
  client.destroy();
  await store.close();
});
beforeEach(() => {
  store.requests.length = 0;
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );

describe('the SSM stand-in, to the SDK', () => {
  it('GetParameters decrypts a SecureString only WithDecryption, and lists the unknown names', async () => {
    const decrypted = await client.send(
      new GetParametersCommand({
        Names: [SECRET, PLAIN, '/laundry-bot/example/nothing'],
        WithDecryption: true,
      }),
    );
    expect(decrypted.Parameters?.map((p) => [p.Name, p.Type, p.Value, p.Version])).toEqual([
      [SECRET, 'SecureString', 'signing-secret-value', 1],
      [PLAIN, 'String', 'Spin City', 1],
    ]);
    expect(decrypted.Parameters?.[0]?.LastModifiedDate).toBeInstanceOf(Date);
    expect(decrypted.InvalidParameters).toEqual(['/laundry-bot/example/nothing']);

    const sealed = await client.send(new GetParametersCommand({ Names: [SECRET, PLAIN] }));
    expect(sealed.Parameters?.[0]?.Value).not.toContain('signing-secret-value');
    expect(sealed.Parameters?.[1]?.Value).toBe('Spin City');
    expect(store.requests.map((r) => [r.operation, r.decrypted])).toEqual([
      ['GetParameters', true],
      ['GetParameters', false],
    ]);
  });

  it('GetParameter of an unknown name is ParameterNotFound; more than 10 names is a ValidationException', async () => {
    const notFound = await failure(
      client.send(new GetParameterCommand({ Name: '/laundry-bot/example/nothing', WithDecryption: true })),
    );
    expect(notFound?.name).toBe('ParameterNotFound');
    expect((notFound as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode).toBe(400);

    const eleven = Array.from({ length: 11 }, (_, i) => `/laundry-bot/example/p${i}`);
    expect((await failure(client.send(new GetParametersCommand({ Names: eleven }))))?.name).toBe(
      'ValidationException',
    );
  });

  it("refuses the whole call when the caller's policy does not allow one name, or that operation", async () => {
    const denied = await failure(client.send(new GetParametersCommand({ Names: [SECRET, FORBIDDEN] })));
    expect(denied?.name).toBe('AccessDeniedException');
    // The policy allows ssm:GetParameters on PLAIN, not ssm:GetParameter.
    expect((await failure(client.send(new GetParameterCommand({ Name: PLAIN }))))?.name).toBe(
      'AccessDeniedException',
    );
    await expect(
      client.send(new GetParameterCommand({ Name: SECRET, WithDecryption: true })),
    ).resolves.toMatchObject({ Parameter: { Value: 'signing-secret-value' } });
  });

  it('refuses a request signed with a wrong secret key, an unknown key, or without the session token', async () => {
    const wrongSecret = clientAs({ ...CALLER, secretAccessKey: 'guessed' });
    const unknown = clientAs({ accessKeyId: 'ASIANOBODY', secretAccessKey: 'x', sessionToken: 'y' });
    const noToken = clientAs({ accessKeyId: CALLER.accessKeyId, secretAccessKey: CALLER.secretAccessKey });
    try {
      const names = [SECRET];
      expect((await failure(wrongSecret.send(new GetParametersCommand({ Names: names }))))?.name).toBe(
        'InvalidSignatureException',
      );
      expect((await failure(unknown.send(new GetParametersCommand({ Names: names }))))?.name).toBe(
        'UnrecognizedClientException',
      );
      expect((await failure(noToken.send(new GetParametersCommand({ Names: names }))))?.name).toBe(
        'UnrecognizedClientException',
      );
      expect(store.requests).toEqual([]);
    } finally {
      for (const c of [wrongSecret, unknown, noToken]) c.destroy();
    }
  });

  it('serves Powertools Parameters as SSM does: one GetParameters, decrypted, an unknown name in _errors', async () => {
    const provider = new SSMProvider({ awsSdkV3Client: client });
    const found = await provider.getParametersByName<string>(
      { [SECRET]: {}, '/laundry-bot/example/nothing': {} },
      { decrypt: true, throwOnError: false },
    );
    expect(found[SECRET]).toBe('signing-secret-value');
    expect(found._errors).toEqual(['/laundry-bot/example/nothing']);
    expect(store.requests.map((r) => r.operation)).toEqual(['GetParameters']);
  });
});

describe("the Parameters and Secrets extension's local interface", () => {
  const get = (query: string, token = CALLER.sessionToken) =>
    fetch(`http://127.0.0.1:${store.extensionPort}/systemsmanager/parameters/get?${query}`, {
      headers: token ? { 'X-Aws-Parameters-Secrets-Token': token } : {},
    });

  it('answers GetParameter for the caller of the session token, and refuses any other', async () => {
    const answer = await get(`name=${encodeURIComponent(SECRET)}&withDecryption=true`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ Parameter: { Name: SECRET, Value: 'signing-secret-value' } });
    expect((await get(`name=${encodeURIComponent(SECRET)}`, 'stolen')).status).toBe(401);
    expect((await get('name=%2Fnothing&withDecryption=true')).status).toBe(400);
    expect(store.requests.map((r) => r.viaExtension)).toEqual([true, true]);
  });
});
