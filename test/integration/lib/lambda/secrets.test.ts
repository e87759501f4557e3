/**
 * Secrets from SSM Parameter Store at cold start, against a local server that speaks SSM's JSON
 * protocol (no local engine of SSM exists): the names asked for, decryption asked for, the values
 * merged, a missing required one failing with its name and never a value.
 */
import { SSMClient } from '@aws-sdk/client-ssm';
import { SecretsError, secretParameter, withSecrets } from '../../../../lib/lambda/secrets';
import { type AwsRequest, startFakeAwsEndpoint } from '../../../support/fake-aws-endpoint';

const STORED: Record<string, string> = {
  '/laundry-bot/example/slack-bot-token': 'xoxb-from-ssm',
  '/laundry-bot/example/token-encryption-key': 'a2V5LWZyb20tc3NtLWtleS1mcm9tLXNzbS1rZXktMDE=',
};

let aws: Awaited<ReturnType<typeof startFakeAwsEndpoint>>;
let requests: AwsRequest[];
let client: SSMClient;

beforeAll(async () => {
  aws = await startFakeAwsEndpoint('application/x-amz-json-1.1', (request) => {
    const names = (request.body.Names ?? []) as string[];
    return {
      status: 200,
      body: JSON.stringify({
        Parameters: names
          .filter((name) => STORED[name] !== undefined)
          .map((name) => ({ Name: name, Type: 'SecureString', Value: STORED[name], Version: 1 })),
        InvalidParameters: names.filter((name) => STORED[name] === undefined),
      }),
    };
  });
  requests = aws.requests;
  client = new SSMClient({
    endpoint: aws.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
  });
});
beforeEach(() => aws.reset());
afterAll(async () => {
  client.destroy();
  await aws.close();
});

const PREFIX = '/laundry-bot/example/';

describe('withSecrets', () => {
  it('reads the named SecureStrings with decryption, signed, and merges them into the environment', async () => {
    const env = await withSecrets(
      {
        SSM_PARAMETER_PREFIX: PREFIX,
        SSM_SECRETS: 'SLACK_BOT_TOKEN, TOKEN_ENCRYPTION_KEY, STAFF_DISPATCH_TOKEN?',
        BUSINESS_NAME: 'Spin City',
      },
      client,
    );
    expect(env).toMatchObject({
      BUSINESS_NAME: 'Spin City',
      SLACK_BOT_TOKEN: 'xoxb-from-ssm',
      TOKEN_ENCRYPTION_KEY: STORED['/laundry-bot/example/token-encryption-key'],
    });
    // The optional one a business does not have is simply absent.
    expect(env).not.toHaveProperty('STAFF_DISPATCH_TOKEN');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers['x-amz-target']).toBe('AmazonSSM.GetParameters');
    expect(requests[0]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);
    expect(requests[0]?.body.WithDecryption).toBe(true);
    expect([...((requests[0]?.body.Names ?? []) as string[])].sort()).toEqual([
      '/laundry-bot/example/slack-bot-token',
      '/laundry-bot/example/staff-dispatch-token',
      '/laundry-bot/example/token-encryption-key',
    ]);
  });

  it('a missing required secret fails the cold start, naming the parameter and no value', async () => {
    const failure = await withSecrets(
      { SSM_PARAMETER_PREFIX: PREFIX, SSM_SECRETS: 'SLACK_BOT_TOKEN,TWILIO_AUTH_TOKEN' },
      client,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SecretsError);
    expect((failure as Error).message).toContain('/laundry-bot/example/twilio-auth-token');
    expect((failure as Error).message).not.toContain('xoxb-from-ssm');
  });

  it('without a prefix or names, the environment is used as it is and SSM is not called', async () => {
    const env = { SLACK_BOT_TOKEN: 'xoxb-local' };
    await expect(withSecrets(env, client)).resolves.toBe(env);
    await expect(withSecrets({ ...env, SSM_SECRETS: 'SLACK_BOT_TOKEN' }, client)).resolves.toEqual({
      ...env,
      SSM_SECRETS: 'SLACK_BOT_TOKEN',
    });
    expect(requests).toHaveLength(0);
  });

  it('names parameters in kebab case under the prefix', () => {
    expect(secretParameter(PREFIX, 'SLACK_SIGNING_SECRET')).toBe('/laundry-bot/example/slack-signing-secret');
  });
});
