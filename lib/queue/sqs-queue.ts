import { createHash } from 'node:crypto';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
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
export function createSqsQueue(deps: { client: SQSClient; queueUrl: string }): Queue {
  const { client, queueUrl } = deps;
  return {
    async send(message) {
      try {
        await client.send(
          new SendMessageCommand({
            QueueUrl: queueUrl,
            MessageGroupId: toSqsId(message.groupId),
            MessageDeduplicationId: toSqsId(message.deduplicationId),
            MessageBody: message.body,
          }),
        );
      } catch (error) {
        // Only the error's name: the body is a user's message and the SDK's text may echo input.
        throw new QueueError(`SQS SendMessage failed: ${errorName(error) ?? 'unknown error'}`, {
          cause: error,
        });
      }
    },
  };
}

export interface SqsClientConfig {
  region: string;
  /** A local or fake SQS endpoint; omitted in AWS. */
  endpoint?: string;
  /** Omitted: the default credential chain, or dummy ones when `endpoint` is given. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The SDK's attempts per request (default 3); tests pass 1 to see a failure at once. */
  maxAttempts?: number;
}

/**
 * An SQS client for the deployment (endpoint omitted: default credential chain) or a local or fake
 * endpoint (dummy static credentials unless given, so no AWS account or profile is needed).
 *
 * @example
 * createSqsClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9324', maxAttempts: 1 });
 */
export function createSqsClient(config: SqsClientConfig): SQSClient {
  const credentials =
    config.credentials ??
    (config.endpoint === undefined ? undefined : { accessKeyId: 'local', secretAccessKey: 'local' });
  return new SQSClient({
    region: config.region,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    ...(credentials === undefined ? {} : { credentials }),
    ...(config.maxAttempts === undefined ? {} : { maxAttempts: config.maxAttempts }),
  });
}
