/**
 * Bench variant of lib/queue/sqs-queue.ts: SendMessage through `@aws-sdk/client-sqs` (its default
 * retries and MD5 check; the endpoint from AWS_ENDPOINT_URL_SQS or the queue URL, the role's
 * credentials), everything else the module's own. `npm run bench -- light` measures what the light call
 * saves against it.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SqsClient, SqsClientConfig } from '../../../lib/queue/sqs-queue';

export * from '../../../lib/queue/sqs-queue';

export function createSqsClient(config: SqsClientConfig): SqsClient {
  const client = new SQSClient({ region: config.region });
  return {
    async sendMessage(input) {
      await client.send(new SendMessageCommand(input));
    },
    destroy: () => client.destroy(),
  };
}
