/**
 * Secrets from SSM Parameter Store at cold start, against the local SSM stand-in (SSM's JSON protocol,
 * signatures and the role's policy checked as SSM checks them): the names asked for, decryption asked
 * for, the values merged, a missing required one or a refused call failing with the names and never a
 * value.
 */
import { randomBytes } from 'node:crypto';
import { type SsmParameterStore, startSsmParameterStore } from '../../../../infra/local/ssm-parameter-store';
import { SecretsError, secretParameter, withSecrets } from '../../../../lib/lambda/secrets';

const PREFIX = '/laundry-bot/example/';
const STORED: Record<string, string> = {
  '/laundry-bot/example/slack-bot-token': 'xoxb-from-ssm',
  '/laundry-bot/example/token-encryption-key': 'a2V5LWZyb20tc3NtLWtleS1mcm9tLXNzbS1rZXktMDE=',
  '/laundry-bot/example/twilio-auth-token': 'twilio-from-ssm',
};
/** The role: every parameter of its stack but the Twilio token. */
const ROLE = {
  accessKeyId: 'ASIATESTWORKER',
  secretAccessKey: randomBytes(30).toString('base64'),
  sessionToken: randomBytes(60).toString('base64'),
  may: (action: string, name: string) =>
    action === 'ssm:GetParameters' && name.startsWith(PREFIX) && !name.endsWith('twilio-auth-token'),
};

let ssm: SsmParameterStore;
let lambda: Record<string, string>;

beforeAll(async () => {
  ssm = await startSsmParameterStore({
    region: 'us-east-1',
    parameters: Object.fromEntries(Object.entries(STORED).map(([name, value]) => [name, { value }])),
    callers: [ROLE],
  });
  // What Lambda gives the function, and the SDK's own variable for SSM's endpoint.
  lambda = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: ROLE.accessKeyId,
    AWS_SECRET_ACCESS_KEY: ROLE.secretAccessKey,
    AWS_SESSION_TOKEN: ROLE.sessionToken,
    AWS_ENDPOINT_URL_SSM: ssm.endpoint,
    SSM_PARAMETER_PREFIX: PREFIX,
  };
});
beforeEach(() => {
  ssm.requests.length = 0;
});
afterAll(() => ssm.close());

describe('withSecrets', () => {
  it("reads the named SecureStrings decrypted, in one GetParameters signed with the role's credentials, and merges them", async () => {
    const env = await withSecrets({
      ...lambda,
      SSM_SECRETS: 'SLACK_BOT_TOKEN, TOKEN_ENCRYPTION_KEY, STAFF_DISPATCH_TOKEN?',
      BUSINESS_NAME: 'Spin City',
    });
    expect(env).toMatchObject({
      BUSINESS_NAME: 'Spin City',
      SLACK_BOT_TOKEN: 'xoxb-from-ssm',
      TOKEN_ENCRYPTION_KEY: STORED['/laundry-bot/example/token-encryption-key'],
    });
    // The optional one a business does not have is simply absent.
    expect(env).not.toHaveProperty('STAFF_DISPATCH_TOKEN');
    expect(ssm.requests).toEqual([
      {
        operation: 'GetParameters',
        accessKeyId: ROLE.accessKeyId,
        names: [
          '/laundry-bot/example/slack-bot-token',
          '/laundry-bot/example/token-encryption-key',
          '/laundry-bot/example/staff-dispatch-token',
        ],
        decrypted: true,
        viaExtension: false,
      },
    ]);
  });

  it('asks for at most 10 names a call, as GetParameters takes them', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `OPTIONAL_${i}?`).join(',');
    const env = await withSecrets({ ...lambda, SSM_SECRETS: `SLACK_BOT_TOKEN,${many}` });
    expect(env.SLACK_BOT_TOKEN).toBe('xoxb-from-ssm');
    expect(ssm.requests.map((request) => request.names.length)).toEqual([10, 3]);
  });

  it('a missing required secret fails the cold start, naming the parameter and no value', async () => {
    const failure = await withSecrets({
      ...lambda,
      SSM_SECRETS: 'SLACK_BOT_TOKEN,STAFF_DISPATCH_TOKEN',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SecretsError);
    expect((failure as Error).message).toContain('/laundry-bot/example/staff-dispatch-token');
    expect((failure as Error).message).not.toContain('xoxb-from-ssm');
  });

  it("SSM refusing the call (the role may not read one of them) fails the cold start with the names, AWS's error type its cause", async () => {
    const failure = await withSecrets({ ...lambda, SSM_SECRETS: 'SLACK_BOT_TOKEN,TWILIO_AUTH_TOKEN' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SecretsError);
    expect((failure as Error).message).toContain('/laundry-bot/example/twilio-auth-token');
    expect((failure as Error).cause).toMatchObject({ name: 'AccessDeniedException', status: 400 });
    expect(JSON.stringify(failure)).not.toContain('xoxb-from-ssm');
  });

  it('a call signed with other credentials than the role’s is refused, and fails the cold start', async () => {
    const failure = await withSecrets({
      ...lambda,
      AWS_SECRET_ACCESS_KEY: 'guessed',
      SSM_SECRETS: 'SLACK_BOT_TOKEN',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SecretsError);
    expect((failure as Error).cause).toMatchObject({ name: 'InvalidSignatureException' });
  });

  it('without a prefix or names, the environment is used as it is and SSM is not called', async () => {
    const env = { SLACK_BOT_TOKEN: 'xoxb-local' };
    await expect(withSecrets(env)).resolves.toBe(env);
    await expect(withSecrets({ ...env, SSM_SECRETS: 'SLACK_BOT_TOKEN' })).resolves.toEqual({
      ...env,
      SSM_SECRETS: 'SLACK_BOT_TOKEN',
    });
    expect(ssm.requests).toHaveLength(0);
  });

  it('names parameters in kebab case under the prefix', () => {
    expect(secretParameter(PREFIX, 'SLACK_SIGNING_SECRET')).toBe('/laundry-bot/example/slack-signing-secret');
  });
});
