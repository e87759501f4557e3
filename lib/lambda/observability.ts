/**
 * What an operator sees of a function, with Powertools for AWS Lambda: structured JSON logs (the
 * worker's lines, with the turn's message id as the correlation id) and metrics in the embedded metric
 * format (turns, turn time, failures, dead letters, orders placed and changed, laundry API calls' time
 * and errors by kind, ack time, enqueue failures, texts sent, delivered and failed and the failures in
 * a row to one phone, webhooks refused for their signature, sign-ups refused for the business's daily cap).
 *
 * @invariant metrics-carry-business Every metric carries the `business` dimension (the stack's stage,
 *   `BUSINESS_STAGE`), so two businesses in one account never share a metric or trip each other's
 *   alarms (infra/resources.yml alarms on it).
 *
 * @invariant logs-hold-no-personal-data A log entry holds only what a line gives it (../shared/DESIGN.md):
 *   conversation keys come redacted, errors by name and code; never an event, a token, a code, a phone
 *   number or a message text.
 * @invariant turn-lines-correlated Every line of one piece of work, from the webhook's accept to the worker's last line, carries
 *   its message id as `correlation_id` and its conversation's redacted key as `key`: the webhook's lines
 *   from the send on (`acceptingWork`: the accept, an enqueue failure), the worker's each (handler.ts),
 *   so one complaint is followed through the functions by either.
 * @invariant laundry-error-counted-per-call A laundry-service call that failed counts once in `LaundryApiErrors`, by its last
 *   attempt (its retries count nothing), and a refused credential is counted by whose it was: only the
 *   business's dispatch credential is the bot's (`dispatch_unauthorized`, alarmed); a customer's expired
 *   sign-in or refused code is theirs (`customer_unauthorized`), answered in the conversation.
 * @invariant metrics-from-typed-events A worker line's metrics come from its typed `event`
 *   (lib/worker/handler.ts `WorkerEvent`), never from its words, and the event is not written to the log.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { errorLabel } from '../conversation/errors';
import { redactKey } from '../conversation/key';
import type { LaundryErrorKind } from '../laundry/errors';
import type { LaundryCallEvent } from '../laundry/transport';
import type { Queue } from '../queue/queue';
import type { WorkerEvent, WorkerLine } from '../worker/handler';

export interface Observability {
  logger: Logger;
  metrics: Metrics;
  /** The laundry client's calls as metrics: orders placed and changed, API errors by kind. */
  onLaundryCall(event: LaundryCallEvent): void;
  /**
   * A turn an HTTP handler could not put on the queue: one error entry naming the error alone, and
   * `EnqueueFailures` (alarmed in infra/resources.yml).
   */
  onEnqueueFailed(error: unknown): void;
  /** The queue, with each refused send reported as `onEnqueueFailed` (and still refused). */
  countingEnqueueFailures(queue: Queue): Queue;
  /**
   * The queue, with each send's work named on the request's later lines and an accept line once it is
   * queued (invariant turn-lines-correlated).
   */
  acceptingWork(queue: Queue): Queue;
  /**
   * A text's status as Twilio called it back: `TextsSent`, `TextsDelivered`, `TextsFailed`; a failure
   * also as `TextFailuresInARow`, the failures in a row to that phone with none delivered between
   * (alarmed on its maximum: one person cut off).
   */
  onTextStatus(status: string, failuresInARow?: number): void;
  /**
   * A webhook request that carried the platform's signature header and was refused (Slack's 401,
   * Twilio's 403): a warning, and `SignaturesRefused` by `Channel` (alarmed: a wrong URL or secret).
   */
  onSignatureRefused(channel: WebhookChannel): void;
  /**
   * A sign-up refused for the business's daily cap (SIGN_UPS_PER_DAY, lib/store/sign-in-attempts.ts): a
   * warning, and `SignUpsCapped` (alarmed in infra/alarms.yml).
   */
  onSignUpsCapped(): void;
  /** A worker line as a log entry, and as metrics where its event counts something (never by its words). */
  workerLine(line: WorkerLine): void;
  /**
   * A handler with the invocation's context on its log entries and its metrics flushed after it;
   * `ackMetric` records how long each invocation took (the HTTP handlers' ack time).
   */
  instrument<E, R>(
    handler: (event: E, context: Context) => Promise<R>,
    options?: { ackMetric?: string },
  ): (event: E, context: Context) => Promise<R>;
}

/** The channels whose webhooks are signed: Slack's events, commands and clicks; Twilio's texts and status callbacks. */
const WEBHOOK_CHANNELS = ['slack', 'sms'] as const;
export type WebhookChannel = (typeof WEBHOOK_CHANNELS)[number];

/** The `ErrorKind`s a failed laundry-service call counts under (`countedKind`). */
const COUNTED_KINDS = [
  'unavailable',
  'not_found',
  'invalid',
  'unexpected_response',
  'dispatch_unauthorized',
  'customer_unauthorized',
] as const satisfies readonly (Exclude<LaundryErrorKind, 'unauthorized'> | `${string}_unauthorized`)[];

/** The metric each worker event counts (the worker names the event; a line's words count nothing). */
const EVENT_METRICS: Record<WorkerEvent, string> = {
  'turn-done': 'Turns',
  // The funnel (infra/dashboard.yml): conversations started, orders started, then OrdersPlaced.
  'conversation-started': 'ConversationsStarted',
  'order-started': 'OrdersStarted',
  'turn-dead-lettered': 'TurnsDeadLettered',
  'turn-failed': 'TurnFailures',
  'reminder-done': 'RemindersHandled',
  'record-dropped': 'RecordsDropped',
  'staff-refused': 'StaffRefusals',
};

/** The metric each status Twilio calls back with counts (the others count nothing). */
const TEXT_STATUS_METRICS = new Map([
  ['sent', 'TextsSent'],
  ['delivered', 'TextsDelivered'],
  ['failed', 'TextsFailed'],
  ['undelivered', 'TextsFailed'],
]);

/**
 * Every metric series the functions publish, by name and, where it has one, its own dimension's value
 * (besides `service` and `business`): what CloudWatch bills as custom metrics each month
 * (`npm run bench -- turns` prices them; a unit test holds that nothing else is published).
 */
export const METRIC_SERIES: readonly string[] = [
  ...Object.values(EVENT_METRICS),
  'TurnMs',
  'OrdersPlaced',
  'OrdersChanged',
  'LaundryApiMs',
  ...COUNTED_KINDS.map((kind) => `LaundryApiErrors ErrorKind=${kind}`),
  'EnqueueFailures',
  'AckMs',
  ...new Set(TEXT_STATUS_METRICS.values()),
  'TextFailuresInARow',
  ...WEBHOOK_CHANNELS.map((channel) => `SignaturesRefused Channel=${channel}`),
  'SignUpsCapped',
];

/**
 * @example const observability = createObservability(); export const handler = observability.instrument(worker);
 */
export function createObservability(
  options: { logger?: Logger; metrics?: Metrics; now?: () => number; business?: string } = {},
): Observability {
  const logger = options.logger ?? new Logger();
  const business = options.business ?? process.env.BUSINESS_STAGE;
  // (invariant metrics-carry-business) A default dimension: single metrics inherit it too.
  const metrics = options.metrics ?? new Metrics(business ? { defaultDimensions: { business } } : {});
  const now = options.now ?? (() => performance.now());

  function onEnqueueFailed(error: unknown): void {
    logger.error('enqueue failed', { error: errorLabel(error) });
    metrics.addMetric('EnqueueFailures', MetricUnit.Count, 1);
  }

  return {
    logger,
    metrics,

    onLaundryCall(event) {
      metrics.addMetric('LaundryApiMs', MetricUnit.Milliseconds, Math.round(event.ms));
      if (event.outcome === 'ok') {
        if (event.operation.startsWith('POST /service-order'))
          metrics.addMetric('OrdersPlaced', MetricUnit.Count, 1);
        if (event.operation.endsWith('/transportation'))
          metrics.addMetric('OrdersChanged', MetricUnit.Count, 1);
        return;
      }
      // (invariant laundry-error-counted-per-call) The call's outcome is its last attempt's.
      if (event.outcome === 'retry') return;
      const single = metrics.singleMetric();
      single.addDimension('ErrorKind', countedKind(event));
      single.addMetric('LaundryApiErrors', MetricUnit.Count, 1);
    },

    onEnqueueFailed,

    countingEnqueueFailures(queue) {
      return {
        async send(message) {
          try {
            await queue.send(message);
          } catch (error) {
            onEnqueueFailed(error);
            throw error;
          }
        },
      };
    },

    acceptingWork(queue) {
      return {
        async send(message) {
          const work = workIds(message.body);
          logger.appendKeys({ correlation_id: work.messageId, key: work.key });
          await queue.send(message);
          logger.info(`${work.kind} accepted`);
        },
      };
    },

    onTextStatus(status, failuresInARow) {
      const metric = TEXT_STATUS_METRICS.get(status);
      if (metric) metrics.addMetric(metric, MetricUnit.Count, 1);
      if (metric === 'TextsFailed' && failuresInARow !== undefined)
        metrics.addMetric('TextFailuresInARow', MetricUnit.Count, failuresInARow);
    },

    onSignatureRefused(channel) {
      logger.warn('webhook refused: its signature did not verify', { channel });
      const single = metrics.singleMetric();
      single.addDimension('Channel', channel);
      single.addMetric('SignaturesRefused', MetricUnit.Count, 1);
    },

    onSignUpsCapped() {
      logger.warn("sign-up refused: the business's sign-ups of the day are used up");
      metrics.addMetric('SignUpsCapped', MetricUnit.Count, 1);
    },

    workerLine(line) {
      const { level, msg, messageId, event, ...rest } = line;
      logger[level](msg, { ...rest, ...(messageId ? { correlation_id: messageId } : {}) });
      if (event) metrics.addMetric(EVENT_METRICS[event], MetricUnit.Count, 1);
      if (event === 'turn-done' && line.ms !== undefined)
        metrics.addMetric('TurnMs', MetricUnit.Milliseconds, line.ms);
    },

    instrument(handler, instrumentOptions = {}) {
      return async (event, context) => {
        logger.addContext(context);
        const started = now();
        try {
          return await handler(event, context);
        } finally {
          // An invocation's work ids are its own (invariant turn-lines-correlated).
          logger.resetKeys();
          if (instrumentOptions.ackMetric)
            metrics.addMetric(
              instrumentOptions.ackMetric,
              MetricUnit.Milliseconds,
              Math.round(now() - started),
            );
          if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
        }
      };
    },
  };
}

/** The ids of queued work as its lines carry them: its message id, its key redacted, and its kind. */
function workIds(body: string): { messageId?: string; key?: string; kind: string } {
  try {
    const { messageId, key, kind } = JSON.parse(body) as Record<string, unknown>;
    return {
      ...(typeof messageId === 'string' ? { messageId } : {}),
      ...(typeof key === 'string' ? { key: redactKey(key) } : {}),
      kind: typeof kind === 'string' ? kind : 'work',
    };
  } catch {
    return { kind: 'work' };
  }
}

/**
 * The `ErrorKind` a failed call counts under (invariant laundry-error-counted-per-call): its error's
 * kind, a refused credential named by whose it was.
 * @example countedKind({ kind: 'unauthorized', credential: 'customer', ... }) // 'customer_unauthorized'
 */
function countedKind(event: LaundryCallEvent): (typeof COUNTED_KINDS)[number] {
  const kind = event.kind ?? 'unavailable';
  if (kind !== 'unauthorized') return kind;
  return event.credential === 'dispatch' ? 'dispatch_unauthorized' : 'customer_unauthorized';
}
