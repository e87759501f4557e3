/**
 * What a business's stack writes to CloudWatch Logs per invocation, in bytes, for the cost of an order
 * (order-cost.ts): the functions' own lines and metric records as Powertools writes them (measured here,
 * through the functions' `createObservability`), Lambda's START, END and REPORT lines of each invocation,
 * and the HTTP API's access-log line of each request (serverless.yml's format, filled with a request's
 * values). Everything is ingested at the standard class's price.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'aws-lambda';
import { createObservability } from '../../lib/lambda/observability';
import { asDeployed } from '../support/emf';

export interface LogBytes {
  /** A worker invocation running one turn that made `laundryCalls` calls to the laundry service. */
  workerTurn(laundryCalls: number): number;
  /** A Slack or SMS function invocation acking one request (its AckMs record). */
  handlerRequest: number;
  /** The HTTP API's access-log line of one request. */
  accessLogLine: number;
}

const ROOT = join(__dirname, '..', '..');
const REQUEST_ID = '3f5c8a2e-9b1d-4c6e-8f2a-1b2c3d4e5f60';
const context = {
  functionName: 'laundry-bot-acme-worker',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:laundry-bot-acme-worker',
  memoryLimitInMB: '1024',
  awsRequestId: REQUEST_ID,
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;

/** Lambda's own lines of one warm invocation, in its text log format. */
const PLATFORM_LINES = [
  `START RequestId: ${REQUEST_ID} Version: $LATEST\n`,
  `END RequestId: ${REQUEST_ID}\n`,
  `REPORT RequestId: ${REQUEST_ID}\tDuration: 45.67 ms\tBilled Duration: 46 ms\tMemory Size: 1024 MB\tMax Memory Used: 98 MB\t\n`,
].join('');

/** The bytes the functions write while `run` runs in one instrumented invocation, Lambda's lines included. */
async function invocationBytes(
  run: (observability: ReturnType<typeof createObservability>) => void,
  ackMetric?: string,
): Promise<number> {
  let bytes = Buffer.byteLength(PLATFORM_LINES);
  const write = process.stdout.write;
  const count = (chunk: string | Uint8Array) => {
    bytes += Buffer.byteLength(chunk);
    return true;
  };
  process.stdout.write = count as typeof process.stdout.write;
  try {
    await asDeployed('acme', () => {
      const observability = createObservability();
      return observability.instrument(async () => run(observability), ackMetric ? { ackMetric } : {})(
        {},
        context,
      );
    });
  } finally {
    process.stdout.write = write;
  }
  return bytes;
}

/** A turn's worker invocation: its `turn done` line and metrics, and `calls` laundry-service calls. */
const workerInvocation = (calls: number) =>
  invocationBytes((observability) => {
    for (let i = 0; i < calls; i++)
      observability.onLaundryCall({
        operation: 'GET /stores/:storeId/delivery-windows',
        status: 200,
        ms: 87,
        attempt: 1,
        outcome: 'ok',
        credential: 'customer',
      });
    observability.workerLine({
      level: 'info',
      msg: 'turn done',
      event: 'turn-done',
      key: 'sms:***01:***01',
      messageId: 'sms:SM0123456789abcdef0123456789abcdef',
      receiveCount: 1,
      ms: 64,
    });
  });

/** serverless.yml's access-log format, each `$context` value as a Slack event's request has it. */
function accessLogLine(): number {
  const format = /^\s+format: '(.*)'$/m.exec(readFileSync(join(ROOT, 'serverless.yml'), 'utf8'))?.[1];
  if (!format) throw new Error('serverless.yml: no access-log format (httpApi.logs.format)');
  const values: Record<string, string> = {
    requestId: 'Jk3mFhx1IAMEVHA=',
    requestTime: '29/Nov/2026:01:40:00 +0000',
    routeKey: 'POST /slack/events',
    status: '200',
    responseLatency: '45',
    integrationLatency: '41',
    integrationErrorMessage: '-',
    'identity.userAgent': 'Slackbot 1.0 (+https://api.slack.com/robots)',
  };
  return Buffer.byteLength(
    `${format.replace(/\$context\.([\w.]+)/g, (_, name: string) => values[name] ?? '-')}\n`,
  );
}

/**
 * Measures each part once: a worker's invocation with no laundry call and with ten (a call adds its
 * time to one metric record), a handler's ack.
 * @example const logBytes = await measureLogBytes(); logBytes.workerTurn(3)
 */
export async function measureLogBytes(): Promise<LogBytes> {
  // One after the other: each takes stdout over while it runs.
  const none = await workerInvocation(0);
  const ten = await workerInvocation(10);
  const handlerRequest = await invocationBytes(() => {}, 'AckMs');
  return {
    workerTurn: (calls) => none + ((ten - none) / 10) * calls,
    handlerRequest,
    accessLogLine: accessLogLine(),
  };
}
