/**
 * The light AWS calls (lib/aws-json-rpc.ts) against the AWS SDK's own clients, the same request sent by
 * both to one local endpoint: the Slack and SMS functions' SendMessage, the Slack installation read
 * (GetItem), the SMS MessageSid write (UpdateItem) and the secrets' GetParameters.
 * - Signing: at the same clock, the light call's Authorization is the one the SDK's Signature V4 signer
 *   makes of the same request; AWS's check accepts both; same body, target, scope and date.
 * - Retries: an error is retried when the SDK retries it, as many times (given the same maxAttempts).
 * - Timeouts: an attempt that gets no answer in time is given up and retried, as the SDK's is when given
 *   a request timeout. Where the SDK's defaults differ (no request timeout at all; DynamoDB's 4
 *   attempts), the test says so: the light calls answer a webhook within its deadline.
 */

import { createHash } from 'node:crypto';
import { DynamoDBClient, GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { SignatureV4 } from '@smithy/signature-v4';
import { checkSignature, parseAmzDate, Sha256 } from '../../../infra/local/aws-signature-check';
import { getParameters } from '../../../lib/lambda/secrets';
import { createSqsClient } from '../../../lib/queue/sqs-queue';
import { createHttpItemTable } from '../../../lib/store/http-item-table';
import { createInboundTexts } from '../../../lib/store/inbound-texts';
import { createDynamoSlackInstallations } from '../../../lib/store/slack-installations';
import { createTokenCipher } from '../../../lib/store/token-cipher';
import { type AwsAnswer, type AwsRequest, startFakeAwsEndpoint } from '../../support/fake-aws-endpoint';

const REGION = 'us-east-1';
/** A role's temporary credentials, as Lambda gives them. */
const ROLE = {
  accessKeyId: 'ASIATESTROLE',
  secretAccessKey: 'role-secret-key',
  sessionToken: 'role-session-token',
};
/** What our DynamoDB client signs with on a given endpoint (lib/store/dynamodb-client.ts). */
const LOCAL = { accessKeyId: 'local', secretAccessKey: 'local' };

type Endpoint = Awaited<ReturnType<typeof startFakeAwsEndpoint>>;
let json10: Endpoint;
let json11: Endpoint;
/** The answers still to give, first first; then `success`. */
let script: ((request: AwsRequest) => AwsAnswer)[] = [];
/** What the functions' own code sends for the installation read and the MessageSid write. */
const sent: Partial<Record<'GetItem' | 'UpdateItem', Record<string, unknown>>> = {};

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function success(request: AwsRequest): AwsAnswer {
  const target = String(request.headers['x-amz-target']);
  if (target.endsWith('SendMessage'))
    return {
      status: 200,
      body: JSON.stringify({ MessageId: 'm-1', MD5OfMessageBody: md5(String(request.body.MessageBody)) }),
    };
  if (target.endsWith('GetParameters'))
    return { status: 200, body: JSON.stringify({ Parameters: [], InvalidParameters: request.body.Names }) };
  return { status: 200, body: '{}' };
}

beforeAll(async () => {
  const answer = (request: AwsRequest) => (script.shift() ?? success)(request);
  json10 = await startFakeAwsEndpoint('application/x-amz-json-1.0', answer);
  json11 = await startFakeAwsEndpoint('application/x-amz-json-1.1', answer);
  const table = createHttpItemTable({ region: REGION, endpoint: json10.endpoint, tableName: 'turns' });
  try {
    await createDynamoSlackInstallations({
      table,
      cipher: createTokenCipher(Buffer.alloc(32, 7)),
      now: () => new Date(),
    }).get('T1');
    await createInboundTexts({ table, now: Date.now }).received('SM0123');
  } finally {
    table.destroy();
  }
  for (const request of json10.requests) {
    const operation = String(request.headers['x-amz-target']).replace('DynamoDB_20120810.', '');
    if (operation === 'GetItem' || operation === 'UpdateItem') sent[operation] = request.body;
  }
});
afterAll(async () => {
  await json10.close();
  await json11.close();
});
beforeEach(() => {
  json10.reset();
  json11.reset();
  script = [];
});
afterEach(() => jest.useRealTimers());

interface Options {
  maxAttempts?: number;
  timeoutMs?: number;
}

/** One light call and the SDK's same call, each on a fresh client. */
interface Call {
  service: 'sqs' | 'dynamodb' | 'ssm';
  /** The light call's own attempt timeout, when it takes none (the secrets' read). */
  ownTimeoutMs?: number;
  endpoint: () => Endpoint;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  light(options?: Options): Promise<unknown>;
  /** `timeoutMs` as the SDK's request timeout (it has none by default). */
  sdk(options?: Options): Promise<unknown>;
}

/** An SDK client's settings: the endpoint and credentials, `maxAttempts` (3 unless given), `timeoutMs` as its request timeout. */
const sdkConfig = (endpoint: Endpoint, credentials: Call['credentials'], options: Options) => ({
  region: REGION,
  endpoint: endpoint.endpoint,
  credentials,
  maxAttempts: options.maxAttempts ?? 3,
  ...(options.timeoutMs
    ? { requestHandler: { requestTimeout: options.timeoutMs, throwOnRequestTimeout: true } }
    : {}),
});

/** One call on a fresh client, which is then closed. */
async function sendOnce<C extends { destroy(): void }>(client: C, send: (client: C) => Promise<unknown>) {
  try {
    await send(client);
  } finally {
    client.destroy();
  }
}

const queueUrl = () => `${json10.endpoint}/123456789012/turns.fifo`;
const MESSAGE = {
  MessageGroupId: 'slack:T1:U2',
  MessageDeduplicationId: 'Ev1',
  MessageBody: '{"text":"hi"}',
};

const CALLS: Record<string, Call> = {
  'SQS SendMessage': {
    service: 'sqs',
    endpoint: () => json10,
    credentials: ROLE,
    light: (options = {}) =>
      sendOnce(
        createSqsClient({ region: REGION, endpoint: json10.endpoint, credentials: ROLE, ...options }),
        (client) => client.sendMessage({ QueueUrl: queueUrl(), ...MESSAGE }),
      ),
    sdk: (options = {}) =>
      sendOnce(new SQSClient(sdkConfig(json10, ROLE, options)), (client) =>
        client.send(new SendMessageCommand({ QueueUrl: queueUrl(), ...MESSAGE })),
      ),
  },
  'DynamoDB GetItem (the Slack installation read)': dynamoCall('GetItem'),
  'DynamoDB UpdateItem (the SMS MessageSid write)': dynamoCall('UpdateItem'),
  'SSM GetParameters (the secrets)': {
    service: 'ssm',
    ownTimeoutMs: 1000,
    endpoint: () => json11,
    credentials: ROLE,
    light: () =>
      getParameters(['/laundry-bot/t/slack-signing-secret'], {
        AWS_REGION: REGION,
        AWS_ACCESS_KEY_ID: ROLE.accessKeyId,
        AWS_SECRET_ACCESS_KEY: ROLE.secretAccessKey,
        AWS_SESSION_TOKEN: ROLE.sessionToken,
        AWS_ENDPOINT_URL_SSM: json11.endpoint,
      }),
    sdk: (options = {}) =>
      sendOnce(new SSMClient(sdkConfig(json11, ROLE, options)), (client) =>
        client.send(
          new GetParametersCommand({ Names: ['/laundry-bot/t/slack-signing-secret'], WithDecryption: true }),
        ),
      ),
  },
};

/** The function's DynamoDB call through our client and through the SDK's, the same input. */
function dynamoCall(operation: 'GetItem' | 'UpdateItem'): Call {
  const input = () => sent[operation] as never;
  return {
    service: 'dynamodb',
    endpoint: () => json10,
    credentials: LOCAL,
    light: (options = {}) =>
      sendOnce(
        createHttpItemTable({ region: REGION, endpoint: json10.endpoint, tableName: 'turns', ...options }),
        (table) => {
          // The table names itself (and reads consistently): the rest of the function's input.
          const { TableName: _table, ConsistentRead: _consistent, ...rest } = sent[operation] ?? {};
          return table.send(operation, rest as never);
        },
      ),
    sdk: (options = {}) =>
      sendOnce(new DynamoDBClient(sdkConfig(json10, LOCAL, options)), (client) =>
        client.send(operation === 'GetItem' ? new GetItemCommand(input()) : new UpdateItemCommand(input())),
      ),
  };
}

/** Runs a call, its outcome: what it threw (by name) or 'ok', and the requests it took. */
async function outcome(
  endpoint: Endpoint,
  run: () => Promise<unknown>,
): Promise<{ result: string; attempts: number }> {
  const before = endpoint.requests.length;
  const result = await run().then(
    () => 'ok',
    (error: unknown) => (error instanceof Error ? error.name : String(error)),
  );
  return { result, attempts: endpoint.requests.length - before };
}

const signedNames = (request: AwsRequest) =>
  (/SignedHeaders=([^,]+)/.exec(String(request.headers.authorization))?.[1] ?? '').split(';');
const scope = (request: AwsRequest) => /Credential=([^,]+)/.exec(String(request.headers.authorization))?.[1];

describe('signing: each light call is signed as the SDK signs it', () => {
  it.each(Object.entries(CALLS))('%s', async (_name, call) => {
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    const endpoint = call.endpoint();
    await call.light();
    await call.sdk();
    const [light, sdk] = endpoint.requests.slice(-2) as [AwsRequest, AwsRequest];

    // The same request, at the same clock, in the same scope.
    expect(light.body).toEqual(sdk.body);
    for (const header of ['x-amz-target', 'content-type', 'x-amz-date', 'x-amz-security-token'])
      expect([header, light.headers[header]]).toEqual([header, sdk.headers[header]]);
    expect(scope(light)).toBe(scope(sdk));
    // Every header that gives the request its meaning is signed, the session token included.
    expect(signedNames(light)).toEqual(
      expect.arrayContaining(['host', 'x-amz-date', 'x-amz-target', 'content-type']),
    );
    if (call.credentials.sessionToken) expect(signedNames(light)).toContain('x-amz-security-token');

    // The SDK's signer, given the light request and its date, makes the light call's Authorization.
    const url = new URL(call.endpoint().endpoint);
    const signed = await new SignatureV4({
      service: call.service,
      region: REGION,
      credentials: call.credentials,
      sha256: Sha256,
      applyChecksum: false,
    }).sign(
      {
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        port: Number(url.port),
        path: '/',
        headers: Object.fromEntries(signedNames(light).map((name) => [name, String(light.headers[name])])),
        body: light.rawBody,
      },
      { signingDate: parseAmzDate(String(light.headers['x-amz-date'])) as Date },
    );
    expect(light.headers.authorization).toBe(signed.headers.authorization);

    // And AWS's check accepts both requests.
    for (const request of [light, sdk]) {
      const checked = await checkSignature(
        { method: 'POST', url: '/', headers: request.headers, body: request.rawBody },
        { service: call.service, region: REGION, callers: [call.credentials], now: Date.now },
      );
      expect(checked).toHaveProperty('caller');
    }
  });
});

const error = (status: number, type?: string): AwsAnswer => ({
  status,
  body: type ? JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'no' }) : '',
});

/** Each answer, once, before a success: retried (2 requests, ok) or not (1, its error) by both alike. */
const ANSWERS: [string, AwsAnswer][] = [
  ['500 InternalServerError', error(500, 'InternalServerError')],
  ['502', error(502)],
  ['503 ServiceUnavailable', error(503, 'ServiceUnavailable')],
  ['504', error(504)],
  ['501 NotImplemented', error(501, 'NotImplemented')],
  ['429', error(429)],
  ['400 ThrottlingException', error(400, 'ThrottlingException')],
  ['400 ProvisionedThroughputExceededException', error(400, 'ProvisionedThroughputExceededException')],
  ['400 RequestLimitExceeded', error(400, 'RequestLimitExceeded')],
  ['400 LimitExceededException', error(400, 'LimitExceededException')],
  ['400 TooManyRequestsException', error(400, 'TooManyRequestsException')],
  ['400 TransactionInProgressException', error(400, 'TransactionInProgressException')],
  ['400 RequestTimeoutException', error(400, 'RequestTimeoutException')],
  ['400 ValidationException', error(400, 'ValidationException')],
  ['400 ConditionalCheckFailedException', error(400, 'ConditionalCheckFailedException')],
  ['400 ResourceNotFoundException', error(400, 'ResourceNotFoundException')],
  ['400 AccessDeniedException', error(400, 'AccessDeniedException')],
  ['400 UnrecognizedClientException', error(400, 'UnrecognizedClientException')],
  ['403 MissingAuthenticationTokenException', error(403, 'MissingAuthenticationTokenException')],
  ['the connection dropped', { status: 0, body: '', dropConnection: true }],
];

describe('retries: the errors the SDK retries, and only those, as many times', () => {
  const call = CALLS['DynamoDB GetItem (the Slack installation read)'] as Call;

  it.each(ANSWERS)(
    '%s, then a success',
    async (_name, answer) => {
      script = [() => answer];
      const light = await outcome(json10, () => call.light());
      script = [() => answer];
      const sdk = await outcome(json10, () => call.sdk());
      // Typeless answers are named differently (AwsError's `HTTP429`, the SDK's `UnknownError`): compare the type when there is one.
      if (JSON.parse(answer.body || '{}').__type) expect(light).toEqual(sdk);
      else expect([light.attempts, light.result === 'ok']).toEqual([sdk.attempts, sdk.result === 'ok']);
    },
    20_000,
  );

  it.each(Object.entries(CALLS))(
    '%s: a server error every time is tried maxAttempts times, then fails with its type',
    async (_name, c) => {
      const endpoint = c.endpoint();
      const failing = () => Array.from({ length: 6 }, () => () => error(500, 'InternalServerError'));
      script = failing();
      const light = await outcome(endpoint, () => c.light({ maxAttempts: 3 }));
      script = failing();
      const sdk = await outcome(endpoint, () => c.sdk({ maxAttempts: 3 }));
      expect(light).toEqual({ result: 'InternalServerError', attempts: 3 });
      expect(sdk).toEqual(light);
    },
  );

  it("the SDK's default attempts: 3 for SQS and SSM, 4 for DynamoDB; the light calls make 3 (each within a webhook's deadline)", async () => {
    const dynamodb = new DynamoDBClient({ region: REGION });
    const sqs = new SQSClient({ region: REGION });
    const ssm = new SSMClient({ region: REGION });
    try {
      expect(await dynamodb.config.maxAttempts()).toBe(4);
      expect(await sqs.config.maxAttempts()).toBe(3);
      expect(await ssm.config.maxAttempts()).toBe(3);
    } finally {
      for (const client of [dynamodb, sqs, ssm]) client.destroy();
    }
  });
});

describe('timeouts: an attempt not answered in time is given up and tried again', () => {
  it.each(Object.entries(CALLS))(
    '%s',
    async (_name, c) => {
      const endpoint = c.endpoint();
      const timeoutMs = c.ownTimeoutMs ?? 250;
      const late = (request: AwsRequest): AwsAnswer => ({ ...success(request), delayMs: timeoutMs + 400 });
      const lateAnswers = () => {
        script = [late, late, late];
      };
      lateAnswers();
      const light = await outcome(endpoint, () => c.light({ timeoutMs, maxAttempts: 3 }));
      lateAnswers();
      const sdk = await outcome(endpoint, () => c.sdk({ timeoutMs, maxAttempts: 3 }));
      expect(light).toEqual({ result: 'TimeoutError', attempts: 3 });
      expect(sdk).toEqual(light);
      // The SDK's default has no request timeout: it waits for the late answer.
      script = [late];
      expect(await outcome(endpoint, () => c.sdk())).toEqual({ result: 'ok', attempts: 1 });
    },
    20_000,
  );
});
