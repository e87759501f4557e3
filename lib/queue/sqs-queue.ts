/**
 * The queue of the HTTP Lambdas: SendMessage on an SQS FIFO queue, over HTTPS in SQS's JSON protocol,
 * signed with Signature Version 4 (lib/aws-json-rpc.ts, which says why not `@aws-sdk/client-sqs`).
 *
 * @invariant sqs-send-retried-same-message-id The call is retried as lib/aws-json-rpc.ts retries (invariant aws-call-retried-as-is) with
 *    the same message id, so SQS's deduplication keeps it one message; it goes to the queue URL's own
 *    endpoint (invariant aws-signed-with-role-credentials).
 * @invariant sqs-answer-md5-checked An answer whose MD5 of the body is not the body's is a failure (as the SDK checks it).
 * @invariant queue-error-never-names-body A failure is a QueueError naming the error alone: never the body, which is a person's message.
 */
import { createHash } from 'node:crypto';
import { AwsError, type AwsJsonRpcConfig, createAwsJsonRpc } from '../aws-json-rpc';
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

export type SqsClientConfig = Omit<AwsJsonRpcConfig, 'service' | 'contentType'>;

export interface SendMessageInput {
  QueueUrl: string;
  MessageGroupId: string;
  MessageDeduplicationId: string;
  MessageBody: string;
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
  const rpc = createAwsJsonRpc({ ...config, service: 'sqs', contentType: 'application/x-amz-json-1.0' });
  return {
    async sendMessage(input) {
      // Invariant sqs-answer-md5-checked.
      await rpc.call(new URL(input.QueueUrl).origin, 'AmazonSQS.SendMessage', input, (answer, status) => {
        if (answer?.MD5OfMessageBody !== md5(input.MessageBody)) throw new AwsError('MD5Mismatch', status);
      });
    },
    destroy: () => rpc.destroy(),
  };
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
