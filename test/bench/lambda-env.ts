/**
 * What the benchmark's Lambdas run with: the environment of a deployed stack pointed at local stand-ins
 * (the fake SQS, the Slack recorder, the sandbox, the DynamoDB engine), and the requests they answer,
 * signed as Slack and Twilio sign them.
 */
import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { apiGatewayEvent } from '../../infra/local/http-gateway';
import { signSlackRequest } from '../../infra/local/slack-signature';
import type { SsmCaller, StoredParameter } from '../../infra/local/ssm-parameter-store';
import { signTwilioRequest } from '../../lib/channels/sms/twilio-signature';
import { secretParameter } from '../../lib/lambda/secrets';
import { type DeployedFunction, deployedEnv } from '../support/deployed-env';
import { slashCommand } from '../support/slack-payloads';
import { OAUTH_CLIENT, slackEnv } from '../support/slack-stack';
import { ACCOUNT_SID, AUTH_TOKEN, BUSINESS_NUMBER, smsEnv, WEBHOOK_URL } from '../support/sms-stack';
import { formEncode, inboundSms } from '../support/twilio-payloads';

export const SIGNING_SECRET = 'bench-signing-secret-0123456789abcdef';
export const BOT_TOKEN = 'xoxb-bench-0000-bot-token';
const USER = 'U0BENCHUSER';

export interface LambdaTargets {
  /** The fake SQS's origin: QUEUE_URL's host and the SDK's SQS endpoint. */
  sqsOrigin: string;
  queueUrl: string;
  slackApiUrl: string;
  laundry: { commonUrl: string; authUrl: string };
  dynamo: { endpoint: string; tableName: string };
}

/**
 * The environment of every function of the stack. QUEUE_URL and AWS_ENDPOINT_URL_SQS both name the fake
 * SQS: the SDK takes its endpoint from AWS_ENDPOINT_URL_SQS, and sends to the QueueUrl's host anyway.
 * Secrets are plain variables here (no SSM_SECRETS), as in a local run.
 */
export function lambdaEnv(targets: LambdaTargets): Record<string, string> {
  return {
    LAUNDRY_API_URL: targets.laundry.commonUrl,
    LAUNDRY_AUTH_URL: targets.laundry.authUrl,
    LAUNDRY_BUSINESS_ID: '42',
    TIME_ZONE: 'America/New_York',
    DYNAMODB_TABLE: targets.dynamo.tableName,
    DYNAMODB_ENDPOINT: targets.dynamo.endpoint,
    ...slackEnv(targets.slackApiUrl, { signingSecret: SIGNING_SECRET, botToken: BOT_TOKEN }),
    ...smsEnv('http://127.0.0.1:9'),
    QUEUE_URL: targets.queueUrl,
    AWS_ENDPOINT_URL_SQS: targets.sqsOrigin,
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_REGION: 'us-east-1',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Lambda runs Node 22, where the SDK has no Node version notice to print.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/** Every variable any function reads from SSM (serverless.yml's SSM_SECRETS), kept out of a deployed environment. */
const SECRET_VARIABLES = [
  ...new Set(
    (['slack', 'slack-oauth', 'sms', 'worker'] as const).flatMap((fn) =>
      deployedEnv(fn, 'any').secrets.map((name) => name.replace(/\?$/, '')),
    ),
  ),
];

/**
 * The local environment of a business on "Add to Slack": no bot token of its own, the app's OAuth
 * client (each workspace's bot comes from its installation, sealed with the token key).
 */
export function withAddToSlack(local: Record<string, string>): Record<string, string> {
  const { SLACK_BOT_TOKEN: _token, SLACK_BOT_USER_ID: _user, SLACK_BOT_ID: _bot, ...rest } = local;
  return { ...rest, SLACK_CLIENT_ID: OAUTH_CLIENT.id, SLACK_CLIENT_SECRET: OAUTH_CLIENT.secret };
}

/** A function as Lambda starts it: its environment (less the SSM endpoint), its secrets in SSM, its role. */
export interface DeployedLambda {
  /** The environment, given the SSM endpoint. */
  env(ssm: { endpoint: string }): Record<string, string>;
  /** Its secrets, as SSM parameters under the stage's prefix. */
  parameters: Record<string, StoredParameter>;
  /** Its role's credentials, and the parameters its policy lets it read. */
  caller: SsmCaller;
}

/**
 * `fn` deployed as `stage`, from the business settings of `local` (lambdaEnv's): the environment Lambda
 * gives it (the stack's own variables, the runtime's, the role's temporary credentials; the AWS SDK's
 * endpoints pointed at the local engines), with none of its secrets: they are SSM parameters under the
 * stage's prefix, readable by its role as infra/resources.yml allows. `DYNAMODB_ENDPOINT` too: our own
 * DynamoDB client reads that, as in a local run, where the SDK reads AWS_ENDPOINT_URL_DYNAMODB.
 * @example const slack = deployedLambda('slack', 'bench', lambdaEnv(targets));
 */
export function deployedLambda(
  fn: DeployedFunction,
  stage: string,
  local: Record<string, string>,
  /** The role allows `ssm:GetParameter` on the same parameters too (what the extension calls). */
  options: { getParameter?: boolean } = {},
): DeployedLambda {
  const deployed = deployedEnv(fn, stage);
  const prefix = deployed.environment.SSM_PARAMETER_PREFIX as string;
  const parameters: Record<string, StoredParameter> = {};
  for (const variable of deployed.secrets.map((name) => name.replace(/\?$/, ''))) {
    const value = local[variable];
    if (value !== undefined) parameters[secretParameter(prefix, variable)] = { value };
  }
  const readable = new Set(deployed.readableParameters);
  const caller: SsmCaller = {
    accessKeyId: `ASIA${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64'),
    sessionToken: randomBytes(60).toString('base64'),
    may: (action, name) =>
      (action === 'ssm:GetParameters' || options.getParameter === true) && readable.has(name),
  };
  // The business's settings the stack gives this function, and where the local stand-ins are.
  const business = Object.fromEntries(
    Object.entries(local).filter(
      ([name]) =>
        !SECRET_VARIABLES.includes(name) &&
        (deployed.declared.includes(name) || name === 'DYNAMODB_ENDPOINT' || name.endsWith('_API_URL')),
    ),
  );
  const name = `laundry-bot-${stage}-${fn}`;
  return {
    parameters,
    caller,
    env(ssm) {
      const env: Record<string, string> = {
        ...business,
        ...deployed.environment,
        // What Lambda's Node 22 runtime sets.
        AWS_LAMBDA_FUNCTION_NAME: name,
        AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(deployed.memoryMb),
        AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
        AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
        AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${name}`,
        AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
        AWS_REGION: local.AWS_REGION ?? 'us-east-1',
        AWS_DEFAULT_REGION: local.AWS_REGION ?? 'us-east-1',
        TZ: ':UTC',
        LANG: 'en_US.UTF-8',
        AWS_ACCESS_KEY_ID: caller.accessKeyId,
        AWS_SECRET_ACCESS_KEY: caller.secretAccessKey,
        AWS_SESSION_TOKEN: caller.sessionToken as string,
        AWS_ENDPOINT_URL_SSM: ssm.endpoint,
        AWS_ENDPOINT_URL_SQS: local.AWS_ENDPOINT_URL_SQS as string,
        AWS_ENDPOINT_URL_DYNAMODB: local.DYNAMODB_ENDPOINT as string,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      };
      // Never a secret in clear: what SSM holds is nowhere in the environment.
      const inClear = Object.values(parameters).some(({ value }) => Object.values(env).includes(value));
      if (inClear) throw new Error(`${name}: a secret is in its environment in clear`);
      return env;
    },
  };
}

/** A `/laundry` as API Gateway hands it over: signed now, base64 like every form post it forwards. */
export function signedSlashCommand(user = USER): APIGatewayProxyEventV2 {
  const { body, contentType } = slashCommand({ user });
  return apiGatewayEvent(
    'POST',
    '/slack/events',
    body,
    { 'content-type': contentType, ...signSlackRequest(SIGNING_SECRET, body) },
    { base64: true },
  );
}

/** A text to the business number, as Twilio posts it, with a fresh MessageSid. */
export function signedInboundSms(): APIGatewayProxyEventV2 {
  const params = inboundSms({
    from: '+12125550199',
    to: BUSINESS_NUMBER,
    body: 'hi',
    accountSid: ACCOUNT_SID,
  });
  return apiGatewayEvent('POST', '/sms/inbound', formEncode(params), {
    'content-type': 'application/x-www-form-urlencoded',
    'user-agent': 'TwilioProxy/1.1',
    'x-twilio-signature': signTwilioRequest(AUTH_TOKEN, WEBHOOK_URL, params),
  });
}
