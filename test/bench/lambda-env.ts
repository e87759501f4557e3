/**
 * What the benchmark's Lambdas run with: the environment of a deployed stack pointed at local stand-ins
 * (the fake SQS, the Slack recorder, the sandbox, the DynamoDB engine), and the requests they answer,
 * signed as Slack and Twilio sign them.
 */
import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { apiGatewayEvent } from '../../infra/local/http-gateway';
import { signSlackRequest } from '../../infra/local/slack-signature';
import { signTwilioRequest } from '../../lib/channels/sms/twilio-signature';
import { slashCommand } from '../support/slack-payloads';
import { slackEnv } from '../support/slack-stack';
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
