/**
 * The bench's idiomatic peer of the Slack function: the obvious way to write it, with each library's
 * documented API. A Bolt app on `AwsLambdaReceiver`, its signing secret and bot token read from SSM at
 * cold start with Powertools Parameters, each request's workspace looked up in DynamoDB (GetItem with
 * `@aws-sdk/client-dynamodb`) and `/laundry` enqueued with `@aws-sdk/client-sqs`. The bench builds it
 * with the functions' esbuild settings, the AWS SDK bundled in (as production runs it), and starts it
 * with the Slack function's deployed environment, role and table (test/bench/deployed.ts).
 */
import { getParametersByName } from '@aws-lambda-powertools/parameters/ssm';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { App, AwsLambdaReceiver } from '@slack/bolt';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
// Our table's key of a workspace's installation, so the peer reads the item our store wrote.
import { INSTALLATION_SK, slackTeamPartition } from '../../lib/store/keys';

const prefix = String(process.env.SSM_PARAMETER_PREFIX);
const dynamodb = new DynamoDBClient({});
const sqs = new SQSClient({});

async function start() {
  const signingSecret = `${prefix}slack-signing-secret`;
  const botToken = `${prefix}slack-bot-token`;
  const secrets = await getParametersByName<string>(
    { [signingSecret]: {}, [botToken]: {} },
    { decrypt: true },
  );
  const receiver = new AwsLambdaReceiver({ signingSecret: String(secrets[signingSecret]) });
  const app = new App({
    receiver,
    authorize: async ({ teamId }) => {
      const { Item } = await dynamodb.send(
        new GetItemCommand({
          TableName: process.env.DYNAMODB_TABLE,
          Key: { pk: { S: slackTeamPartition(String(teamId)) }, sk: { S: INSTALLATION_SK } },
          ConsistentRead: true,
        }),
      );
      if (!Item) throw new Error(`no installation for ${teamId}`);
      return {
        botToken: String(secrets[botToken]),
        botUserId: Item.botUserId?.S ?? '',
        botId: Item.botId?.S ?? '',
      };
    },
  });
  app.command('/laundry', async ({ command, ack }) => {
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: process.env.QUEUE_URL,
        MessageGroupId: `slack:${command.team_id}:${command.user_id}`,
        MessageDeduplicationId: command.trigger_id,
        MessageBody: JSON.stringify({ kind: 'command', text: command.text, user: command.user_id }),
      }),
    );
    await ack();
  });
  return receiver.toHandler();
}

let ready: ReturnType<typeof start> | undefined;

export const handler = async (event: APIGatewayProxyEventV2, context: Context) => {
  ready ??= start();
  return (await ready)(event as never, context);
};
