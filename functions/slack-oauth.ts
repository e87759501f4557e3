/** Lambda: "Add to Slack" — the install page and Slack's OAuth redirect (lib/channels/slack/oauth). */
import '../lib/zod-jitless';
import { createSlackOAuthHandler } from '../lib/channels/slack/oauth/handler';
import { slackInstallationsOf } from '../lib/channels/slack/workspaces';
import { systemClock } from '../lib/clock';
import { loadConfig, requireSlackOAuth, requireTokenKey } from '../lib/config';
import { onColdStart } from '../lib/lambda/cold-start';
import { createObservability } from '../lib/lambda/observability';
import { withSecrets } from '../lib/lambda/secrets';
import { createDynamoClient, itemTable } from '../lib/store/dynamodb-client';
import { createSignedOAuthStates } from '../lib/store/oauth-states';

const observability = createObservability();

export const handler = observability.instrument(
  onColdStart(async () => {
    const config = requireTokenKey(loadConfig(await withSecrets(process.env)));
    const client = createDynamoClient(config.dynamo);
    const now = () => new Date(systemClock());
    const slack = requireSlackOAuth(config);
    return createSlackOAuthHandler({
      slack,
      businessName: config.businessName,
      businessPage: config.businessPage,
      languages: config.languages,
      states: createSignedOAuthStates({
        client,
        now,
        tableName: config.dynamo.tableName,
        secret: slack.oauth.clientSecret,
      }),
      installations: slackInstallationsOf(config, { table: itemTable(client, config.dynamo.tableName), now }),
      now,
    });
  }),
);
