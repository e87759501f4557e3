import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueueError } from '../../../../lib/queue/queue';
import { createSqsClient, createSqsQueue, type SqsClient, toSqsId } from '../../../../lib/queue/sqs-queue';
import { type AwsAnswer, type AwsRequest, startFakeAwsEndpoint } from '../../../support/fake-aws-endpoint';

type Recorded = AwsRequest;
type Answer = AwsAnswer;

const QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/turns.fifo';
const SECRET_BODY = '{"text":"my card is 4111 1111 1111 1111"}';
const ALLOWED_ID = /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]{1,128}$/;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** SQS's JSON-protocol answer to a SendMessage that succeeded. */
function accepted(request: Recorded): Answer {
  return {
    status: 200,
    body: JSON.stringify({
      MessageId: randomUUID(),
      MD5OfMessageBody: md5(String(request.body.MessageBody)),
      SequenceNumber: '18849496460467696128',
    }),
  };
}

let aws: Awaited<ReturnType<typeof startFakeAwsEndpoint>>;
let requests: Recorded[];
let answer: (request: Recorded) => Answer;
let client: SqsClient;

beforeAll(async () => {
  aws = await startFakeAwsEndpoint('application/x-amz-json-1.0', (request) => answer(request));
  requests = aws.requests;
  client = createSqsClient({
    region: 'us-east-1',
    endpoint: aws.endpoint,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  client.destroy();
  await aws.close();
});

beforeEach(() => {
  aws.reset();
  answer = accepted;
});

async function sendFailure(send: () => Promise<void>): Promise<QueueError> {
  const error: unknown = await send().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(QueueError);
  const queueError = error as QueueError;
  expect(queueError.code).toBe('QUEUE_SEND_FAILED');
  expect(queueError.message).not.toContain(SECRET_BODY);
  expect(queueError.message).not.toContain('4111');
  expect(queueError.cause).toBeDefined();
  return queueError;
}

describe('createSqsQueue', () => {
  it('sends one signed SendMessage with the group, deduplication id and body', async () => {
    const queue = createSqsQueue({ client, queueUrl: QUEUE_URL });
    await queue.send({ groupId: 'slack:T1:U2', deduplicationId: 'Ev0123ABC', body: SECRET_BODY });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/');
    expect(request?.headers['x-amz-target']).toBe('AmazonSQS.SendMessage');
    expect(request?.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test\/\d{8}\/us-east-1\/sqs\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    expect(request?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request?.body).toEqual({
      QueueUrl: QUEUE_URL,
      MessageGroupId: 'slack:T1:U2',
      MessageDeduplicationId: 'Ev0123ABC',
      MessageBody: SECRET_BODY,
    });
  });

  it('passes ids that SQS accepts unchanged, up to 128 characters and every allowed punctuation', async () => {
    const punctuation = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
    const longest = 'a'.repeat(128);
    const queue = createSqsQueue({ client, queueUrl: QUEUE_URL });
    await queue.send({ groupId: punctuation, deduplicationId: longest, body: 'x' });

    expect(requests[0]?.body.MessageGroupId).toBe(punctuation);
    expect(requests[0]?.body.MessageDeduplicationId).toBe(longest);
  });

  it('hashes an id that is too long or has other characters, the same way every time', async () => {
    const tooLong = `Ev${'7'.repeat(127)}`;
    const odd = 'sms:+1 555 0100 ✓';
    const queue = createSqsQueue({ client, queueUrl: QUEUE_URL });
    await queue.send({ groupId: odd, deduplicationId: tooLong, body: 'first' });
    await queue.send({ groupId: odd, deduplicationId: tooLong, body: 'second' });
    await queue.send({ groupId: 'g', deduplicationId: `${tooLong}8`, body: 'third' });

    const [first, second, third] = requests.map((request) => request.body);
    expect(first?.MessageDeduplicationId).toBe(`h-${sha256(tooLong)}`);
    expect(first?.MessageGroupId).toBe(`h-${sha256(odd)}`);
    expect(second?.MessageDeduplicationId).toBe(first?.MessageDeduplicationId);
    expect(second?.MessageGroupId).toBe(first?.MessageGroupId);
    expect(third?.MessageDeduplicationId).not.toBe(first?.MessageDeduplicationId);
    for (const body of [first, second, third]) {
      expect(body?.MessageGroupId).toMatch(ALLOWED_ID);
      expect(body?.MessageDeduplicationId).toMatch(ALLOWED_ID);
    }
  });

  it('hashes an empty id, which SQS refuses', () => {
    expect(toSqsId('')).toBe(`h-${sha256('')}`);
    expect(toSqsId('a'.repeat(129))).toHaveLength(66);
  });

  it('turns an SQS validation error into a QueueError without the body', async () => {
    answer = () => ({
      status: 400,
      headers: { 'x-amzn-query-error': 'InvalidParameterValue;Sender' },
      body: JSON.stringify({
        __type: 'com.amazonaws.sqs#InvalidParameterValue',
        message: `Value ${SECRET_BODY} for parameter MessageBody is invalid.`,
      }),
    });
    const queue = createSqsQueue({ client, queueUrl: QUEUE_URL });
    const error = await sendFailure(() =>
      queue.send({ groupId: 'g', deduplicationId: 'd', body: SECRET_BODY }),
    );

    expect(requests).toHaveLength(1);
    expect(error.message).toContain('InvalidParameterValue');
    expect(error.cause).toMatchObject({ name: 'InvalidParameterValue', status: 400 });
  });

  it('turns a server error into a QueueError without the body', async () => {
    answer = () => ({
      status: 500,
      body: JSON.stringify({ __type: 'com.amazonaws.sqs#InternalError', message: 'internal error' }),
    });
    const queue = createSqsQueue({ client, queueUrl: QUEUE_URL });
    const error = await sendFailure(() =>
      queue.send({ groupId: 'g', deduplicationId: 'd', body: SECRET_BODY }),
    );

    expect(requests).toHaveLength(1);
    expect(error.cause).toMatchObject({ status: 500 });
  });

  it('retries a server error, three attempts in all, before giving up', async () => {
    answer = () => ({ status: 500, body: JSON.stringify({ __type: 'InternalFailure', message: 'oops' }) });
    const retrying = createSqsClient({
      region: 'us-east-1',
      endpoint: aws.endpoint,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    try {
      const queue = createSqsQueue({ client: retrying, queueUrl: QUEUE_URL });
      await sendFailure(() => queue.send({ groupId: 'g', deduplicationId: 'd', body: SECRET_BODY }));
      expect(requests).toHaveLength(3);
      expect(requests.map((request) => request.body.MessageDeduplicationId)).toEqual(['d', 'd', 'd']);
    } finally {
      retrying.destroy();
    }
  });

  it('turns an answer whose MD5 does not match the body into a QueueError', async () => {
    answer = (request) => ({
      ...accepted(request),
      body: JSON.stringify({ MessageId: randomUUID(), MD5OfMessageBody: md5('something else') }),
    });
    const queue = createSqsQueue({ client, queueUrl: QUEUE_URL });
    await sendFailure(() => queue.send({ groupId: 'g', deduplicationId: 'd', body: SECRET_BODY }));
  });

  it('turns an unreachable endpoint into a QueueError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createSqsClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      maxAttempts: 1,
    });
    try {
      const queue = createSqsQueue({ client: unreachable, queueUrl: QUEUE_URL });
      await sendFailure(() => queue.send({ groupId: 'g', deduplicationId: 'd', body: SECRET_BODY }));
    } finally {
      unreachable.destroy();
    }
  });
});
