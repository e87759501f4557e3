/** Lambda: Slack's Events API, slash commands and interactivity — verify, enqueue, ack (lib/channels/slack). */
import '../lib/zod-jitless';
import { createSlackHandler, workspacesFrom } from '../lib/channels/slack/lambda-handler';
import { loadConfig, requireQueueUrl, requireSlack } from '../lib/config';
import { onColdStart } from '../lib/lambda/cold-start';
import { createObservability } from '../lib/lambda/observability';
import { withSecrets } from '../lib/lambda/secrets';
import { createSqsClient, createSqsQueue } from '../lib/queue/sqs-queue';

const observability = createObservability();

export const handler = observability.instrument(
  onColdStart(async () => {
    const config = loadConfig(await withSecrets(process.env));
    const slack = requireSlack(config);
    return createSlackHandler({
      slack,
      workspaces: await workspacesFrom({ ...config, slack }),
      staffUserIds: config.staff.slackUserIds,
      onSignatureRefused: () => observability.onSignatureRefused('slack'),
      queue: observability.countingEnqueueFailures(
        observability.acceptingWork(
          createSqsQueue({
            client: createSqsClient({ region: config.dynamo.region }),
            queueUrl: requireQueueUrl(config),
          }),
        ),
      ),
    });
  }),
  { ackMetric: 'AckMs' },
);
