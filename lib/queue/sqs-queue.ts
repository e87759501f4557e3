/**
 * The queue of the HTTP Lambdas: SendMessage on an SQS FIFO queue, over HTTPS in SQS's JSON protocol,
 * signed with Signature Version 4.
 *
 * Why not `@aws-sdk/client-sqs`: loading it and its first send cost the Slack and SMS functions more
 * than everything else they do on a cold start (`npm run bench`: the SMS function went from 1.06x the
 * bare Bolt app to under it). One operation needs none of it: the request is signed by `aws4` (a small,
 * dependency-free Signature V4 signer; the SDK's own, `@smithy/signature-v4`, pulls in `@smithy/core`,
 * which cost the SMS function a third of its cold start), and a test checks it against the SDK's.
 *
 * @invariant sqs-signed-with-role-credentials The request goes to the queue URL's own endpoint (or `endpoint`, a local or fake SQS), signed with
 *    the role's credentials Lambda puts in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 *    AWS_SESSION_TOKEN: AWS's own variables, read as the SDK reads them).
 * @invariant sqs-send-retried-same-message-id A network error, a timeout, a 5xx or a throttling answer is tried again with full-jitter backoff, up
 *    to `maxAttempts` in all: the same message id, so SQS's deduplication keeps it one message. Each
 *    attempt has a timeout, so the whole send fits in Slack's 3 s ack.
 * @invariant sqs-answer-md5-checked An answer whose MD5 of the body is not the body's is a failure (as the SDK checks it).
 * @invariant queue-error-never-names-body A failure is a QueueError naming the error alone: never the body, which is a person's message.
 */
import { createHash } from 'node:crypto';
import aws4 from 'aws4';
import { type Answer, createAgents, exchange } from '../http-exchange';
import { errorName } from '../store/errors';
import { type Queue, QueueError } from './queue';

/** What SQS accepts as a MessageGroupId or MessageDeduplicationId: 1 to 128 of these characters. */
const SQS_ID = /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]{1,128}$/;

/**
 * The id as SQS accepts it: unchanged when it fits, else `h-` and the first 64 hex digits of its
 * SHA-256. Hashing (rather than trimming) keeps two long ids with a common prefix apart, and the same
 * id always maps to the same value, so deduplication and grouping still hold.
 *
 * @example
 * toSqsId('slack:T1:U2'); // 'slack:T1:U2'
 * toSqsId('sms:+1 555'); // 'h-…' (a space is not allowed)
 */
export function toSqsId(id: string): string {
  if (SQS_ID.test(id)) return id;
  return `h-${createHash('sha256').update(id, 'utf8').digest('hex').slice(0, 64)}`;
}

/**
 * The Queue on an SQS FIFO queue: one SendMessage per turn.
 *
 * @example
 * const queue = createSqsQueue({ client: createSqsClient({ region: 'eu-west-1' }), queueUrl });
 * await queue.send({ groupId: 'slack:T1:U2', deduplicationId: 'Ev123', body: '{"…"}' });
 */
export function createSqsQueue(deps: { client: SqsClient; queueUrl: string }): Queue {
  const { client, queueUrl } = deps;
  return {
    async send(message) {
      try {
        await client.sendMessage({
          QueueUrl: queueUrl,
          MessageGroupId: toSqsId(message.groupId),
          MessageDeduplicationId: toSqsId(message.deduplicationId),
          MessageBody: message.body,
        });
      } catch (error) {
        // Only the error's name: the body is a user's message and SQS's text may echo input.
        throw new QueueError(`SQS SendMessage failed: ${errorName(error) ?? 'unknown error'}`, {
          cause: error,
        });
      }
    },
  };
}

export interface SqsClientConfig {
  region: string;
  /** A local or fake SQS endpoint; omitted in AWS (the queue URL's endpoint). */
  endpoint?: string;
  /** Omitted: the role's, from the environment (invariant sqs-signed-with-role-credentials), or dummy ones when `endpoint` is given. */
  credentials?: SqsCredentials;
  /** Attempts per message (default 3); tests pass 1 to see a failure at once. */
  maxAttempts?: number;
  /** Timeout of one attempt (default 1000 ms). */
  timeoutMs?: number;
}

export interface SqsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SendMessageInput {
  QueueUrl: string;
  MessageGroupId: string;
  MessageDeduplicationId: string;
  MessageBody: string;
}

/** SQS's refusal of a request, or a request that got no answer: `name` is SQS's error type. */
export class SqsError extends Error {
  constructor(
    type: string,
    /** The HTTP status; undefined when no answer came. */
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(`SQS answered ${type}${status === undefined ? '' : ` (${status})`}`, options);
    this.name = type;
  }
}

export interface SqsClient {
  sendMessage(input: SendMessageInput): Promise<void>;
  /** Closes its keep-alive connections. */
  destroy(): void;
}

/**
 * An SQS client for the deployment (endpoint omitted: the queue URL's, with the role's credentials) or
 * a local or fake endpoint (dummy static credentials unless given, so no AWS account is needed).
 *
 * @example
 * createSqsClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9324', maxAttempts: 1 });
 */
export function createSqsClient(config: SqsClientConfig): SqsClient {
  const maxAttempts = config.maxAttempts ?? 3;
  const timeoutMs = config.timeoutMs ?? 1000;
  const agents = createAgents(50);

  /** One exchange; a failure without an answer is an SqsError with no status. */
  async function send(url: URL, headers: Record<string, string>, body: string): Promise<Answer> {
    try {
      return await exchange(agents, {
        method: 'POST',
        url: url.href,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new SqsError(timedOut ? 'TimeoutError' : 'NetworkingError', undefined, { cause: error });
    }
  }

  async function attempt(input: SendMessageInput): Promise<void> {
    const credentials =
      config.credentials ??
      (config.endpoint === undefined
        ? environmentCredentials()
        : { accessKeyId: 'local', secretAccessKey: 'local' });
    const url = new URL('/', config.endpoint ?? new URL(input.QueueUrl).origin);
    const body = JSON.stringify(input);
    const headers = signedHeaders(url, body, config.region, credentials, new Date());
    const answer = await send(url, headers, body);
    const parsed = parseJson(answer.body);
    if (answer.status >= 300) {
      const queryError = answer.headers['x-amzn-query-error'];
      const type =
        (typeof queryError === 'string' ? queryError.split(';')[0] : undefined) ??
        String(parsed?.__type ?? `HTTP${answer.status}`).replace(/^.*#/, '');
      throw new SqsError(type, answer.status);
    }
    if (parsed?.MD5OfMessageBody !== md5(input.MessageBody)) throw new SqsError('MD5Mismatch', answer.status);
  }

  return {
    async sendMessage(input) {
      for (let n = 1; ; n++) {
        try {
          await attempt(input);
          return;
        } catch (error) {
          if (n >= maxAttempts || !isRetryable(error)) throw error;
          await sleep(Math.random() * 50 * 2 ** n);
        }
      }
    },
    destroy: () => agents.destroy(),
  };
}

/** The role's credentials Lambda puts in the environment (invariant sqs-signed-with-role-credentials). */
function environmentCredentials(): SqsCredentials {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) throw new SqsError('CredentialsMissing', undefined);
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
  };
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof SqsError)) return true;
  if (error.status === undefined) return error.name !== 'CredentialsMissing';
  return error.status >= 500 || error.status === 429 || /Throttl/.test(error.name);
}

/** The headers of a SendMessage, with its Signature Version 4 `authorization` (signed by `aws4`). */
function signedHeaders(
  url: URL,
  body: string,
  region: string,
  credentials: SqsCredentials,
  now: Date,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': 'AmazonSQS.SendMessage',
    'x-amz-date': now.toISOString().replace(/[-:]|\.\d{3}/g, ''),
  };
  const signed = aws4.sign(
    { host: url.host, path: url.pathname, method: 'POST', service: 'sqs', region, headers, body },
    credentials,
  );
  return Object.fromEntries(
    Object.entries(signed.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
