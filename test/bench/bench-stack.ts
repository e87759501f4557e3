/**
 * The bot's HTTP paths wired as in AWS, in this process, for the benchmark: the Slack and SMS handlers
 * (real signatures) → the in-process FIFO queue → the worker (`createWorker`, `createBot` on the
 * DynamoDB engine, the laundry sandbox over HTTP at zero added latency) → local recorders of Slack's
 * Web API and Twilio's Messages API. Like test/support/slack-stack.ts, with what a measurement needs
 * on top: every DynamoDB request named (operation and item kind), each turn's completion awaited by
 * its message id (so many conversations run at once, none waiting for the whole queue to drain), and
 * each batch the worker ran, with its time.
 */

import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { apiGatewayEvent, lambdaContext } from '../../infra/local/http-gateway';
import type { SandboxFaults } from '../../infra/local/sandbox/faults';
import { startSlackApiRecorder } from '../../infra/local/slack-api-recorder';
import { signSlackRequest } from '../../infra/local/slack-signature';
import { buildStack } from '../../infra/local/stack-builder';
import { startTwilioApiRecorder } from '../../infra/local/twilio-api-recorder';
import { createSlackHandler } from '../../lib/channels/slack/lambda-handler';
import { createSmsHandler } from '../../lib/channels/sms/lambda-handler';
import { signTwilioRequest } from '../../lib/channels/sms/twilio-signature';
import { requireSlack, requireSms } from '../../lib/config';
import { createWorker } from '../../lib/create-worker';
import { createInProcessQueue, type InProcessQueue } from '../../lib/queue/in-process-queue';
import type { Queue, QueueMessage } from '../../lib/queue/queue';
import { createHttpItemTable } from '../../lib/store/http-item-table';
import { phoneFingerprintOf } from '../../lib/store/phone-fingerprint';
import type { WorkerLine } from '../../lib/worker/handler';
import type { DeployedEventSource } from '../support/deployed-event-source';
import { aroundSends, createTestTable } from '../support/dynamodb';
import type { SlackBody } from '../support/slack-payloads';
import { BOT_TOKEN, SIGNING_SECRET, slackEnv } from '../support/slack-stack';
import { ACCOUNT_SID, AUTH_TOKEN, smsEnv, WEBHOOK_URL } from '../support/sms-stack';
import { TIME_ZONE, testEnv } from '../support/test-bot';
import { testReminders } from '../support/test-reminders';

/**
 * One DynamoDB request: its operation, the kinds of item it names (sort keys), whether it reads, and
 * the capacity units the engine says it consumed (asked with `ReturnConsumedCapacity: TOTAL`).
 */
export interface DynamoCall {
  op: string;
  items: string;
  read: boolean;
  readUnits: number;
  writeUnits: number;
}

/** A turn the worker finished: when it was enqueued and when the worker was done with it. */
export interface FinishedTurn {
  messageId: string;
  sentAt: number;
  doneAt: number;
}

export interface BenchStackOptions {
  /** The clock of the bot and the sandbox (windows, days); the worker's deadlines use the real one. */
  now?: () => Date;
  /** Batches in flight at once: the worker's concurrency (default 4, the in-process queue's). */
  concurrency?: number;
  /** The sandbox's fault rates (none by default, so the bot's own cost shows). */
  faults?: Partial<SandboxFaults>;
  /** The laundry client's own backoff, as deployed, instead of the quick one of the other runs. */
  deployedBackoff?: boolean;
  /** The worker's event source as deployed (its poller, reserved concurrency and receives), instead of `concurrency`. */
  eventSource?: DeployedEventSource;
  /** More of the bot's environment (e.g. STAFF_SLACK_USER_IDS), over the stack's. */
  env?: Record<string, string>;
}

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
/** How long a turn may take, from its enqueue to the worker's end, before it counts as lost. */
const TURN_TIMEOUT_MS = 120_000;

export async function startBenchStack(options: BenchStackOptions = {}) {
  const now = options.now ?? (() => new Date());
  const slackApi = await startSlackApiRecorder({ botToken: BOT_TOKEN });
  const twilio = await startTwilioApiRecorder({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  const { client, tableName } = await createTestTable();
  const dynamoCalls = recordDynamoCalls(client);
  const stack = await buildStack({
    now,
    timeZone: TIME_ZONE,
    sandbox: { faults: { latencyMs: 0, errorRate: 0, dropRate: 0, malformedRate: 0, ...options.faults } },
    table: { client },
    env: (sandbox) => ({
      ...testEnv(sandbox, tableName),
      BUSINESS_NAME: 'Spin City Laundry',
      // The load runs sign up hundreds of new customers within one day of the bench's clock: more than
      // the business's daily cap (200) lets through, which they would measure instead of the worker.
      SIGN_UPS_PER_DAY: '100000',
      ...slackEnv(slackApi.url),
      ...smsEnv(twilio.url),
      ...(options.eventSource ? { QUEUE_MAX_RECEIVES: String(options.eventSource.workerMaxReceives) } : {}),
      ...options.env,
    }),
    overrides: (config) => ({
      ...(options.deployedBackoff ? {} : { laundryDeps: { retryBaseMs: 5 } }),
      reminders: testReminders(() => queue, now, config.reminderLeadMinutes),
      // The runs sign the same seeded customer in again and again, within minutes.
      codeLimits: { perWindow: 1000, perDay: 1000 },
    }),
  });
  const { sandbox, config, bot } = stack;
  const { reminders } = stack.overrides;
  const tracker = createTurnTracker();
  const worker = createWorker(bot, { log: (line) => tracker.logged(line) });
  const batchListeners = new Set<(records: SQSRecord[], ms: number) => void>();
  const queue: InProcessQueue = createInProcessQueue({
    consumer: async (event) => {
      const started = performance.now();
      const response = await worker(event, lambdaContext('worker', 60_000));
      const ms = performance.now() - started;
      tracker.batchDone(event.Records, response);
      for (const listener of batchListeners) listener(event.Records, ms);
      return response;
    },
    maxReceives: config.queue.maxReceives,
    retryDelayMs: 10,
    ...(options.concurrency ? { maximumConcurrency: options.concurrency } : {}),
    ...(options.eventSource
      ? {
          maximumConcurrency: options.eventSource.maximumConcurrency,
          reservedConcurrency: options.eventSource.reservedConcurrency,
          maxReceives: options.eventSource.maxReceiveCount,
        }
      : {}),
    onDeadLetter: (record, invocations) => tracker.deadLettered(record, invocations),
  });
  const tracked: Queue = {
    send: (message) => {
      tracker.sent(message);
      return queue.send(message);
    },
  };
  const slackHandler = createSlackHandler({
    slack: requireSlack(config),
    queue: tracked,
    staffUserIds: bot.config.staff.slackUserIds,
  });
  const smsTable = createHttpItemTable(config.dynamo);
  const smsHandler = createSmsHandler({
    sms: requireSms(config),
    queue: tracked,
    fingerprint: phoneFingerprintOf(bot.config),
    table: smsTable,
    // The bot's one clock: a text's time is compared with its question's (reply-before-question-not-its-answer).
    now: () => now().getTime(),
  });

  return {
    sandbox,
    slackApi,
    twilio,
    bot,
    queue,
    dynamoCalls,
    /** The reminders scheduled (the in-process stand-in for EventBridge Scheduler). */
    reminders,
    /** The worker itself, to hand it a record again as SQS would. */
    worker: (records: SQSRecord[]) => worker({ Records: records }, lambdaContext('worker', 60_000)),
    tracker,
    /** Calls `listener` after each batch the queue hands the worker; returns a function that stops it. */
    onBatch(listener: (records: SQSRecord[], ms: number) => void): () => void {
      batchListeners.add(listener);
      return () => batchListeners.delete(listener);
    },
    /** A Slack request as API Gateway hands it over (form posts base64-encoded), signed now. */
    async postSlack({ body, contentType }: SlackBody): Promise<number> {
      const form = contentType === 'application/x-www-form-urlencoded';
      const result = await slackHandler(
        apiGatewayEvent(
          'POST',
          '/slack/events',
          body,
          {
            'content-type': contentType,
            'user-agent': 'Slackbot 1.0 (+https://api.slack.com/robots)',
            ...signSlackRequest(SIGNING_SECRET, body),
          },
          { base64: form },
        ),
        lambdaContext('slack', 3000),
      );
      return typeof result === 'string' ? 200 : (result.statusCode ?? 200);
    },
    /** Twilio's webhook for `params`, signed as Twilio signs it. */
    async postSms(params: Record<string, string>): Promise<number> {
      const body = new URLSearchParams(params).toString();
      const result = await smsHandler(
        apiGatewayEvent('POST', '/sms/inbound', body, {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': 'TwilioProxy/1.1',
          'x-twilio-signature': signTwilioRequest(AUTH_TOKEN, WEBHOOK_URL, params),
        }),
      );
      return typeof result === 'string' ? 200 : (result.statusCode ?? 200);
    },
    async close() {
      reminders.close();
      await queue.close();
      tracker.close();
      smsTable.destroy();
      await stack.close();
      client.destroy();
      await slackApi.close();
      await twilio.close();
    },
  };
}

export type BenchStack = Awaited<ReturnType<typeof startBenchStack>>;

/** Names every request `client` sends, in order, with the capacity it consumed. */
function recordDynamoCalls(client: DynamoDBClient): DynamoCall[] {
  const calls: DynamoCall[] = [];
  aroundSends(client, async (command, next) => {
    const op = command.operation;
    const input = command.input as Record<string, unknown>;
    const call: DynamoCall = {
      op,
      items: itemKinds(input),
      read: READS.has(op),
      readUnits: 0,
      writeUnits: 0,
    };
    calls.push(call);
    // Asked of every request: it changes nothing but the answer, which then says what it cost.
    input.ReturnConsumedCapacity ??= 'TOTAL';
    const output = await next();
    const consumed = (output as { ConsumedCapacity?: Consumed | Consumed[] }).ConsumedCapacity;
    for (const one of [consumed ?? []].flat()) {
      call.readUnits += one.ReadCapacityUnits ?? (call.read ? (one.CapacityUnits ?? 0) : 0);
      call.writeUnits += one.WriteCapacityUnits ?? (call.read ? 0 : (one.CapacityUnits ?? 0));
    }
    return output;
  });
  return calls;
}

interface Consumed {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

type Attributes = Record<string, { S?: string } | undefined>;
interface WriteInput {
  Item?: Attributes;
  Key?: Attributes;
  ExpressionAttributeValues?: Attributes;
  TransactItems?: {
    Put?: WriteInput;
    Update?: WriteInput;
    Delete?: WriteInput;
    ConditionCheck?: WriteInput;
  }[];
}

/**
 * The sort keys a request names, without their ids: `STATE`, `NOTE`, `STATE+LINK`, `ORDER`; for a
 * query, the kind of partition it reads: `CONV` (a conversation), `CUST` (a customer's orders).
 */
function itemKinds(input: unknown): string {
  const request = (input ?? {}) as WriteInput;
  if (!request.Item && !request.Key && !request.TransactItems) {
    const partitions = Object.values(request.ExpressionAttributeValues ?? {})
      .map((value) => /^([A-Z]+)#/.exec(value?.S ?? '')?.[1])
      .filter(Boolean);
    return partitions.join('+');
  }
  const sortKey = (one: WriteInput | undefined) => (one?.Item ?? one?.Key)?.sk?.S?.replace(/#.*$/, '');
  const kinds = request.TransactItems
    ? request.TransactItems.map((item) =>
        sortKey(item.Put ?? item.Update ?? item.Delete ?? item.ConditionCheck),
      )
    : [sortKey(request)];
  return kinds.filter(Boolean).join('+');
}

interface Waiter {
  sentAt: number;
  done: Promise<FinishedTurn>;
  settle: (outcome: FinishedTurn | Error) => void;
  settled: boolean;
}

/**
 * Follows each queued turn by its message id, from the handler's enqueue to the worker's end: the
 * worker's own "done" line (or the end of the batch, for a record answered without one), or its
 * dead-lettering.
 */
function createTurnTracker() {
  const waiters = new Map<string, Waiter>();
  /** The last message id sent per conversation (group), for the person who just sent it. */
  const lastSent = new Map<string, string>();
  /** `lost`: dead-lettered, or not done within the timeout. */
  /** `deadLetteredUnrun`: dead-lettered without the worker ever running it (every receive throttled). */
  const counts = {
    sent: 0,
    finished: 0,
    finishedAgain: 0,
    retried: 0,
    deadLettered: 0,
    deadLetteredUnrun: 0,
    lost: 0,
  };
  const timers = new Set<NodeJS.Timeout>();

  function waiter(messageId: string): Waiter {
    let found = waiters.get(messageId);
    if (!found) {
      let settle: Waiter['settle'] = () => {};
      const done = new Promise<FinishedTurn>((resolve, reject) => {
        settle = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
      });
      // Awaited by whoever sent the turn; a rejection nobody awaits must not end the process.
      done.catch(() => {});
      const created: Waiter = { sentAt: performance.now(), done, settle, settled: false };
      waiters.set(messageId, created);
      found = created;
    }
    return found;
  }

  /** `again`: a second "done" for a settled turn counts as the turn run twice. */
  function finish(messageId: string, outcome: 'done' | Error, again = false): void {
    const found = waiters.get(messageId);
    if (!found) return;
    if (found.settled) {
      if (again && outcome === 'done') counts.finishedAgain++;
      return;
    }
    found.settled = true;
    if (outcome === 'done') counts.finished++;
    else counts.lost++;
    found.settle(
      outcome === 'done' ? { messageId, sentAt: found.sentAt, doneAt: performance.now() } : outcome,
    );
  }

  return {
    counts,
    sent(message: QueueMessage): void {
      counts.sent++;
      lastSent.set(message.groupId, message.deduplicationId);
      waiter(message.deduplicationId);
    },
    /** The message id the handler just enqueued for this conversation (each person waits for their turn before the next). */
    takeSent(groupId: string): string {
      const messageId = lastSent.get(groupId);
      if (!messageId) throw new Error(`nothing was enqueued for ${groupId}`);
      lastSent.delete(groupId);
      return messageId;
    },
    /** Resolves when the worker is done with the turn; rejects when it is dead-lettered or times out. */
    finished(messageId: string, timeoutMs = TURN_TIMEOUT_MS): Promise<FinishedTurn> {
      const found = waiter(messageId);
      if (found.settled) return found.done;
      const timer = setTimeout(() => {
        timers.delete(timer);
        finish(messageId, new Error(`turn ${messageId} not done after ${timeoutMs} ms`));
      }, timeoutMs);
      timers.add(timer);
      return found.done.finally(() => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    },
    logged(line: WorkerLine): void {
      if (!line.messageId) return;
      if (line.msg.endsWith(' done') || line.msg.startsWith('turn answered by its channel'))
        finish(line.messageId, 'done', true);
      else if (line.msg.endsWith('will be retried')) counts.retried++;
    },
    batchDone(records: SQSRecord[], response: SQSBatchResponse): void {
      const failed = new Set(response.batchItemFailures.map((failure) => failure.itemIdentifier));
      for (const record of records) {
        const messageId = record.attributes.MessageDeduplicationId;
        if (messageId && !failed.has(record.messageId)) finish(messageId, 'done');
      }
    },
    deadLettered(record: SQSRecord, invocations: number): void {
      counts.deadLettered++;
      if (invocations === 0) counts.deadLetteredUnrun++;
      const messageId = record.attributes.MessageDeduplicationId;
      if (messageId) finish(messageId, new Error(`turn ${messageId} was dead-lettered`));
    },
    /** Turns sent and not finished: dead-lettered, timed out, or still waiting. */
    lost(): number {
      return counts.lost + [...waiters.values()].filter((w) => !w.settled).length;
    },
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
