/** Lambda: Twilio's inbound-message webhook — verify, enqueue, answer empty TwiML (lib/channels/sms). */
import '../lib/zod-jitless';
import { createSmsHandler } from '../lib/channels/sms/lambda-handler';
import { loadConfig, requireQueueUrl, requireSms, requireTokenKey } from '../lib/config';
import { onColdStart } from '../lib/lambda/cold-start';
import { createObservability } from '../lib/lambda/observability';
import { withSecrets } from '../lib/lambda/secrets';
import { createSqsClient, createSqsQueue } from '../lib/queue/sqs-queue';
import { phoneFingerprintOf } from '../lib/store/phone-fingerprint';

const observability = createObservability();

export const handler = observability.instrument(
  onColdStart(async () => {
    const config = loadConfig(await withSecrets(process.env));
    return createSmsHandler({
      sms: requireSms(config),
      queue: createSqsQueue({
        client: createSqsClient({ region: config.dynamo.region }),
        queueUrl: requireQueueUrl(config),
      }),
      fingerprint: phoneFingerprintOf(requireTokenKey(config)),
      onError: observability.onEnqueueFailed,
    });
  }),
  { ackMetric: 'AckMs' },
);
