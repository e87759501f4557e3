/** Lambda: Slack's Events API, slash commands and interactivity — verify, enqueue, ack (lib/channels/slack). */
import { createSlackHandler } from '../lib/channels/slack/lambda-handler';
import { loadConfig, requireQueueUrl, requireSlack } from '../lib/config';
import { createSqsClient, createSqsQueue } from '../lib/queue/sqs-queue';

const config = loadConfig(process.env);

export const handler = createSlackHandler({
  slack: requireSlack(config),
  queue: createSqsQueue({
    client: createSqsClient({ region: config.dynamo.region }),
    queueUrl: requireQueueUrl(config),
  }),
});
