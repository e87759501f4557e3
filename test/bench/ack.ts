/**
 * The HTTP ack path, in this process: signed requests through the HTTP handlers, the enqueue included,
 * each event built and signed before its clock starts. The Slack handler (`createSlackHandler`) with
 * signed `/laundry` commands, the SMS handler (`createSmsHandler`) with Twilio-signed texts (each one's
 * MessageSid recorded on the DynamoDB engine over HTTP first, as the SMS function does), both on the
 * in-process queue; the Slack handler again on the SQS adapter against a fake SQS over HTTP (what
 * Lambda does); and the minimal Bolt handler's bundle, imported here, for the ratio.
 */
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { lambdaContext } from '../../infra/local/http-gateway';
import { createSlackHandler } from '../../lib/channels/slack/lambda-handler';
import { createSmsHandler } from '../../lib/channels/sms/lambda-handler';
import { loadConfig, requireSlack, requireSms, requireTokenKey } from '../../lib/config';
import { createInProcessQueue } from '../../lib/queue/in-process-queue';
import type { Queue } from '../../lib/queue/queue';
import { createSqsClient, createSqsQueue } from '../../lib/queue/sqs-queue';
import { createHttpItemTable } from '../../lib/store/http-item-table';
import { phoneFingerprintOf } from '../../lib/store/phone-fingerprint';
import { createTestTable } from '../support/dynamodb';
import { type FakeSqs, startFakeSqs } from './fake-sqs';
import { lambdaEnv, SIGNING_SECRET, signedInboundSms, signedSlashCommand } from './lambda-env';
import { type Summary, summarize } from './stats';

export const ACK_REQUESTS = 2000;
const WARM_UP_REQUESTS = 200;

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>;

export interface AckResults {
  slack: Summary;
  sms: Summary;
  slackViaSqs: Summary;
  minimalBolt: Summary;
}

export async function measureAcks(minimalBoltFile: string): Promise<AckResults> {
  const sqs = await startFakeSqs();
  try {
    const env = lambdaEnv({
      sqsOrigin: sqs.origin,
      queueUrl: sqs.queueUrl,
      slackApiUrl: 'http://127.0.0.1:9/api/',
      laundry: { commonUrl: 'http://127.0.0.1:9/api/v1/common', authUrl: 'http://127.0.0.1:9/api/v1/auth' },
      dynamo: { endpoint: 'http://127.0.0.1:9', tableName: 'bench' },
    });
    const config = loadConfig(env);
    const context = lambdaContext('slack', 3000);
    const slack = await onInProcessQueue((queue) => {
      const handler = createSlackHandler({ slack: requireSlack(config), queue });
      return timeRequests(
        (event) => handler(event, context),
        () => signedSlashCommand(),
        isEmpty200,
      );
    });
    // Each text's MessageSid is recorded first (one conditional write), on the run's DynamoDB engine.
    const { tableName, client } = await createTestTable();
    client.destroy();
    const table = createHttpItemTable({
      region: 'us-east-1',
      endpoint: String(process.env.TEST_DYNAMODB_ENDPOINT),
      tableName,
    });
    const sms = await onInProcessQueue((queue) => {
      const handler = createSmsHandler({
        sms: requireSms(config),
        queue,
        fingerprint: phoneFingerprintOf(requireTokenKey(config)),
        table,
      });
      return timeRequests(handler, signedInboundSms, isTwiml200);
    }).finally(() => table.destroy());
    const slackViaSqs = await onSqs(sqs, (queue) => {
      const handler = createSlackHandler({ slack: requireSlack(config), queue });
      return timeRequests(
        (event) => handler(event, context),
        () => signedSlashCommand(),
        isEmpty200,
      );
    });
    const minimal = await importHandler(minimalBoltFile);
    const minimalBolt = await timeRequests(
      (event) => minimal(event, context),
      () => signedSlashCommand(),
      isEmpty200,
    );
    return { slack, sms, slackViaSqs, minimalBolt };
  } finally {
    await sqs.close();
  }
}

/** Each request's time through `handler` after the warm-up. */
async function timeRequests(
  handler: Handler,
  event: () => APIGatewayProxyEventV2,
  answered: (result: APIGatewayProxyResultV2) => boolean,
): Promise<Summary> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP_REQUESTS + ACK_REQUESTS; i++) {
    const request = event();
    const started = performance.now();
    const result = await handler(request);
    const ms = performance.now() - started;
    if (!answered(result)) throw new Error(`request ${i} was answered ${JSON.stringify(result)}`);
    if (i >= WARM_UP_REQUESTS) times.push(ms);
  }
  return summarize(times);
}

const isEmpty200 = (result: APIGatewayProxyResultV2) =>
  typeof result !== 'string' && result.statusCode === 200 && !result.body;
const isTwiml200 = (result: APIGatewayProxyResultV2) =>
  typeof result !== 'string' && result.statusCode === 200 && /<Response\/>/.test(result.body ?? '');

/** Runs `measure` on an in-process queue whose worker only counts, and checks every request was queued. */
async function onInProcessQueue(measure: (queue: Queue) => Promise<Summary>): Promise<Summary> {
  let delivered = 0;
  const queue = createInProcessQueue({
    consumer: async (event) => {
      delivered += event.Records.length;
    },
  });
  try {
    const summary = await measure(queue);
    await queue.drain();
    if (delivered !== WARM_UP_REQUESTS + ACK_REQUESTS) throw new Error(`${delivered} requests were queued`);
    return summary;
  } finally {
    await queue.close();
  }
}

async function onSqs(sqs: FakeSqs, measure: (queue: Queue) => Promise<Summary>): Promise<Summary> {
  const client = createSqsClient({ region: 'us-east-1', endpoint: sqs.origin, maxAttempts: 1 });
  const before = sqs.sent();
  try {
    const summary = await measure(createSqsQueue({ client, queueUrl: sqs.queueUrl }));
    const sent = sqs.sent() - before;
    if (sent !== WARM_UP_REQUESTS + ACK_REQUESTS) throw new Error(`${sent} requests were sent to SQS`);
    return summary;
  } finally {
    client.destroy();
  }
}

type LambdaHandler = (event: APIGatewayProxyEventV2, context: unknown) => Promise<APIGatewayProxyResultV2>;

async function importHandler(file: string): Promise<LambdaHandler> {
  process.env.SLACK_SIGNING_SECRET = SIGNING_SECRET;
  const module: unknown = await import(pathToFileURL(file).href);
  const { handler } = (module ?? {}) as { handler?: unknown };
  if (typeof handler !== 'function') throw new Error(`${file} exports no handler`);
  return handler as LambdaHandler;
}
