/** Lambda: Twilio's inbound-message webhook and status callback — verify, record, enqueue, answer (lib/channels/sms). */
import '../lib/zod-jitless';
import { createSmsHandler } from '../lib/channels/sms/lambda-handler';
import { loadConfig, requireQueueUrl, requireSms, requireTokenKey } from '../lib/config';
import { onColdStart } from '../lib/lambda/cold-start';
import { createObservability } from '../lib/lambda/observability';
import { withSecrets } from '../lib/lambda/secrets';
import { createSqsClient, createSqsQueue } from '../lib/queue/sqs-queue';
import { createHttpItemTable } from '../lib/store/http-item-table';
import { phoneFingerprintOf } from '../lib/store/phone-fingerprint';

const observability = createObservability();

export const handler = observability.instrument(
  onColdStart(async () => {
    const config = loadConfig(await withSecrets(process.env));
    return createSmsHandler({
      sms: requireSms(config),
      queue: observability.acceptingWork(
        createSqsQueue({
          client: createSqsClient({ region: config.dynamo.region }),
          queueUrl: requireQueueUrl(config),
        }),
      ),
      fingerprint: phoneFingerprintOf(requireTokenKey(config)),
      // Not the SDK's DynamoDB client: its loading would cost this function most of its cold start.
      table: createHttpItemTable(config.dynamo),
      stats: { businessId: config.businessId },
      onError: observability.onEnqueueFailed,
      onStatus: observability.onTextStatus,
      onSignatureRefused: () => observability.onSignatureRefused('sms'),
    });
  }),
  { ackMetric: 'AckMs' },
);
