/** Lambda: Twilio's inbound-message webhook — verify, enqueue, answer empty TwiML (lib/channels/sms). */
import { createSmsHandler } from '../lib/channels/sms/lambda-handler';
import { loadConfig, requireQueueUrl, requireSms } from '../lib/config';
import { createSqsClient, createSqsQueue } from '../lib/queue/sqs-queue';

const config = loadConfig(process.env);

export const handler = createSmsHandler({
  sms: requireSms(config),
  queue: createSqsQueue({
    client: createSqsClient({ region: config.dynamo.region }),
    queueUrl: requireQueueUrl(config),
  }),
});
