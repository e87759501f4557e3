/**
 * One AWS JSON-protocol call (`x-amz-target`, a JSON body), signed with Signature Version 4 by `aws4`,
 * over lib/http-exchange.ts: what the HTTP Lambdas' ack paths need of SQS (SendMessage) and DynamoDB
 * (one item at a time: store/http-item-table.ts), and every function of SSM (its secrets at cold start,
 * lambda/secrets.ts), without the AWS SDK's clients; the worker's table is the SDK's.
 *
 * Why not the SDK: loading `@aws-sdk/client-sqs`, `-dynamodb` or `-ssm` for one call costs the Slack and
 * SMS functions about as much again as the rest of their cold start, on production's path (`npm run
 * bench -- light`; the figures in docs/architecture.md, "What stays light"). `aws4` is a small,
 * dependency-free Signature V4 signer. test/integration/lib/aws-json-rpc.test.ts holds each light call
 * to the SDK's client for the same request: its signature, the errors retried and how often, timeouts.
 *
 * @invariant aws-signed-with-role-credentials The request goes to the given origin (or `endpoint`, a local engine or a fake), signed with
 *    the role's credentials Lambda puts in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 *    AWS_SESSION_TOKEN: AWS's own variables, read as the SDK reads them), or dummy ones for an `endpoint`.
 * @invariant aws-call-retried-as-is What the AWS SDK retries (a throttling or transient error, a 500, 502, 503 or 504, a network
 *    error, a timeout) is tried again with full-jitter backoff, up to `maxAttempts` in all, with the same
 *    input (so an idempotent or deduplicated call stays one); nothing else is. Each attempt has a
 *    timeout (the SDK's default has none), so the whole call fits in a webhook's ack.
 * @invariant aws-error-names-type-only A refusal is an AwsError named by AWS's error type and HTTP status alone: never the input,
 *    which may hold a person's message, nor AWS's text, which may echo it. What a caller branches on
 *    beside the type (DynamoDB's `Item` of a failed condition, a cancelled transaction's reasons' `Code`
 *    and `Item`) is kept as properties, without any of AWS's text.
 */
import aws4 from 'aws4';
import { type Answer, createAgents, exchange } from './http-exchange';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface AwsJsonRpcConfig {
  /** The signing name: `sqs`, `dynamodb`. */
  service: string;
  /** `application/x-amz-json-1.0` for both SQS and DynamoDB. */
  contentType: string;
  region: string;
  /** A local or fake endpoint; omitted in AWS (the origin each call names). */
  endpoint?: string;
  /** Omitted: the role's, from the environment (invariant aws-signed-with-role-credentials), or dummy ones when `endpoint` is given. */
  credentials?: AwsCredentials;
  /** Attempts per call (default 3); tests pass 1 to see a failure at once. */
  maxAttempts?: number;
  /** Timeout of one attempt (default 1000 ms). */
  timeoutMs?: number;
}

/** An item in DynamoDB's JSON, as a refusal may carry it (kept opaque here). */
type AnsweredItem = Record<string, unknown>;

/** AWS's refusal of a request, or a request that got no answer: `name` is AWS's error type. */
export class AwsError extends Error {
  /** DynamoDB's item as it was, on a failed condition asked for it (ReturnValuesOnConditionCheckFailure). */
  Item?: AnsweredItem;
  /** DynamoDB's reason per item of a cancelled transaction: its code and, when asked for, its item. */
  CancellationReasons?: { Code?: string; Item?: AnsweredItem }[];

  constructor(
    type: string,
    /** The HTTP status; undefined when no answer came. */
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(`AWS answered ${type}${status === undefined ? '' : ` (${status})`}`, options);
    this.name = type;
  }
}

export interface AwsJsonRpc {
  /**
   * Calls `target` (e.g. `DynamoDB_20120810.PutItem`) at `origin` (ignored with `endpoint`); resolves with
   * the answer's JSON. `check` may refuse a 2xx answer by throwing (it is then retried like any failure).
   */
  call(
    origin: string,
    target: string,
    input: object,
    check?: (answer: Record<string, unknown> | undefined, status: number) => void,
  ): Promise<Record<string, unknown> | undefined>;
  /** Closes its keep-alive connections. */
  destroy(): void;
}

/**
 * @example
 * const sqs = createAwsJsonRpc({ service: 'sqs', contentType: 'application/x-amz-json-1.0', region: 'us-east-1' });
 * await sqs.call(new URL(queueUrl).origin, 'AmazonSQS.SendMessage', input);
 */
export function createAwsJsonRpc(config: AwsJsonRpcConfig): AwsJsonRpc {
  const maxAttempts = config.maxAttempts ?? 3;
  const timeoutMs = config.timeoutMs ?? 1000;
  const agents = createAgents(50);

  /** One exchange; a failure without an answer is an AwsError with no status. */
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
      throw new AwsError(timedOut ? 'TimeoutError' : 'NetworkingError', undefined, { cause: error });
    }
  }

  async function attempt(
    origin: string,
    target: string,
    body: string,
  ): Promise<{ parsed: Record<string, unknown> | undefined; status: number }> {
    const credentials =
      config.credentials ??
      (config.endpoint === undefined
        ? environmentCredentials()
        : { accessKeyId: 'local', secretAccessKey: 'local' });
    const url = new URL('/', config.endpoint ?? origin);
    const headers = signedHeaders(config, url, target, body, credentials, new Date());
    const answer = await send(url, headers, body);
    const parsed = parseJson(answer.body);
    if (answer.status >= 300) {
      const queryError = answer.headers['x-amzn-query-error'];
      const type =
        (typeof queryError === 'string' ? queryError.split(';')[0] : undefined) ??
        String(parsed?.__type ?? `HTTP${answer.status}`).replace(/^.*#/, '');
      throw withDetails(new AwsError(type, answer.status), parsed);
    }
    return { parsed, status: answer.status };
  }

  return {
    async call(origin, target, input, check) {
      const body = JSON.stringify(input);
      for (let n = 1; ; n++) {
        try {
          const { parsed, status } = await attempt(origin, target, body);
          check?.(parsed, status);
          return parsed;
        } catch (error) {
          if (n >= maxAttempts || !isRetryable(error)) throw error;
          await sleep(Math.random() * 50 * 2 ** n);
        }
      }
    },
    destroy: () => agents.destroy(),
  };
}

/** The role's credentials Lambda puts in the environment (invariant aws-signed-with-role-credentials). */
function environmentCredentials(): AwsCredentials {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) throw new AwsError('CredentialsMissing', undefined);
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
  };
}

/** The fields of a refusal a caller branches on, without AWS's text (invariant aws-error-names-type-only). */
function withDetails(error: AwsError, answer: Record<string, unknown> | undefined): AwsError {
  if (isObject(answer?.Item)) error.Item = answer.Item;
  if (Array.isArray(answer?.CancellationReasons)) {
    error.CancellationReasons = answer.CancellationReasons.map((reason: unknown) => {
      const { Code, Item } = isObject(reason) ? reason : {};
      return {
        ...(typeof Code === 'string' ? { Code } : {}),
        ...(isObject(Item) ? { Item } : {}),
      };
    });
  }
  return error;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the AWS SDK retries, as @smithy/core classifies it (its retry's service-error-classification;
 * test/integration/lib/aws-json-rpc.test.ts holds the two equal): a throttling error by type or a 429, a
 * transient one by type, a 500, 502, 503 or 504, and a request that got no answer for a network reason.
 */
const THROTTLING = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);
const TRANSIENT = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const TRANSIENT_STATUS = new Set([500, 502, 503, 504]);
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function isRetryable(error: unknown): boolean {
  if (!(error instanceof AwsError)) return false;
  if (TRANSIENT.has(error.name) || THROTTLING.has(error.name)) return true;
  if (error.status === undefined) {
    const { code } = (error.cause ?? {}) as { code?: unknown };
    return typeof code === 'string' && NETWORK_CODES.has(code);
  }
  return error.status === 429 || TRANSIENT_STATUS.has(error.status);
}

/** The headers of one call, with its Signature Version 4 `authorization` (signed by `aws4`). */
function signedHeaders(
  config: Pick<AwsJsonRpcConfig, 'service' | 'contentType' | 'region'>,
  url: URL,
  target: string,
  body: string,
  credentials: AwsCredentials,
  now: Date,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': config.contentType,
    'x-amz-target': target,
    'x-amz-date': now.toISOString().replace(/[-:]|\.\d{3}/g, ''),
  };
  const signed = aws4.sign(
    {
      host: url.host,
      path: url.pathname,
      method: 'POST',
      service: config.service,
      region: config.region,
      headers,
      body,
    },
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
