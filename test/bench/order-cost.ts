/**
 * What a scripted order costs to serve, per channel: the AWS requests and compute, and the SMS segments,
 * counted from the turns part's orders (turns.ts: a seeded customer signs in with the texted code and
 * places the simple order, on Slack and by SMS), then priced at the list prices of prices.ts.
 *
 * Counted per order:
 * - API Gateway HTTP API requests, each a Lambda invocation of the Slack or SMS function: one per turn
 *   (the event, the click, the text), and the ones the bot's own replies bring back: Slack sends an event
 *   for each message the bot posts or updates where it listens (`message.im`, `message.channels`), which
 *   the function acks and drops; Twilio posts a status callback per status of each text sent
 *   (`STATUS_CALLBACKS_PER_TEXT`), the `delivered` one a DeleteItem (invariant delivered-text-clears-failure).
 * - The worker: one invocation per turn (each turn was its own batch), its billed duration the worker's
 *   time for the batch on this machine, rounded up to the millisecond as Lambda bills.
 * - SQS FIFO: SendMessage, ReceiveMessage and DeleteMessage per turn (the reminder's included).
 * - DynamoDB: the capacity units the engine reported for the worker's requests, plus one write per
 *   inbound text (the SMS function's MessageSid record, its own client) and per `delivered` callback.
 * - EventBridge Scheduler: the reminders the order scheduled, each fired at its time and its turn measured
 *   as the others (turns.ts): a Scheduler invocation instead of an HTTP request.
 * - SMS: the segments of every text sent and received, and the carriers' fees on both.
 * - CloudWatch Logs: the bytes each invocation writes (log-bytes.ts: the worker's lines and metric
 *   records, each handler's ack record, Lambda's own lines) and the access-log line of each HTTP request.
 *
 * Then per order at a month's volume: the fixed monthly part of the business (`fixedMonthly`: custom
 * metrics, alarms, the dashboard, the KMS key; by SMS also the number and its 10DLC campaign) shared
 * among that month's orders.
 *
 * Not counted: cold starts (an init is billed, how often one happens depends on traffic), and the time
 * Lambda's own handlers spend on real networks (this machine has DynamoDB and the queue in-process or
 * local: real durations are longer).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { METRIC_SERIES } from '../../lib/lambda/observability';
import type { LogBytes } from './log-bytes';
import {
  dollars,
  FIXED_PRICES,
  type FixedPriceName,
  PRICES,
  PRICES_REGION,
  PRICES_WRITTEN,
  type PriceName,
} from './prices';
import type { Row } from './report';
import type { Channel, TurnSample } from './turns';

/** Memory of each function, as serverless.yml deploys it (MB). */
export const MEMORY_MB = { slack: 512, sms: 512, worker: 1024 } as const;
/**
 * Twilio's status callbacks per text sent: one per status it reports (`queued`, `sent`, `delivered` for
 * a text sent through a Messaging Service). An assumption: the local stand-in posts the final one only.
 */
export const STATUS_CALLBACKS_PER_TEXT = 3;
/** SQS requests per queued turn: the handler's SendMessage, the poller's ReceiveMessage and DeleteMessage. */
export const SQS_REQUESTS_PER_TURN = 3;

/**
 * The most a scripted order may cost, dollars per 1,000 orders: what `npm run bench -- turns` measured
 * when it was set (Slack $0.255, SMS $553.52 at the prices of `PRICES_WRITTEN`), with the parts counted
 * since (log ingestion, Slack $0.028 and SMS $0.03; the carriers' fee on texts in, $54.00), plus 20%. A
 * price change moves the figure too: re-measure and re-set the budget with it.
 */
export const COST_BUDGETS_PER_1000: Record<Channel, number> = { slack: 0.34, sms: 729 };

/** The monthly volumes the cost per order is given at. */
export const MONTHLY_ORDERS = [100, 1_000, 10_000] as const;

const GB = 1024 ** 3;

/** What one order uses, by priced unit. */
export type OrderUsage = Record<PriceName, number>;

export interface OrderCost {
  channel: Channel;
  orders: number;
  /** Per order: the turns people asked for, and the reminders' turns. */
  turns: number;
  reminders: number;
  usage: OrderUsage;
  /** Dollars per 1,000 orders, by priced unit, and in all. */
  per1000: Record<PriceName, number>;
  total: number;
}

const gbSeconds = (ms: number, memoryMb: number) => (Math.ceil(ms) / 1000) * (memoryMb / 1024);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * One order's usage in `channel`: the mean over the `orders` orders whose turns are `samples` (every
 * turn of those orders, and no other), its logs sized by `logBytes`.
 */
export function orderUsage(
  channel: Channel,
  samples: TurnSample[],
  orders: number,
  logBytes: LogBytes,
): OrderUsage {
  const per = (n: number) => n / orders;
  // A reminder's turn is queued by EventBridge Scheduler: no HTTP request, no inbound text.
  const asked = samples.filter((s) => s.kind !== 'reminder');
  const reminders = samples.length - asked.length;
  const handlerMemory = MEMORY_MB[channel];
  const ackMs = median(asked.map((s) => s.ackMs));
  const textsOut = sum(samples.map((s) => s.textsOut));
  const segmentsOut = sum(samples.map((s) => s.segmentsOut));
  // Echoes: Slack's event of each message the bot posted or updated; Twilio's callbacks of each text.
  const echoes =
    channel === 'slack' ? sum(samples.map((s) => s.slackPosts)) : textsOut * STATUS_CALLBACKS_PER_TEXT;
  // The SMS function's MessageSid record of each text in, and the DeleteItem of each `delivered`.
  const handlerWrites = channel === 'sms' ? asked.length + textsOut : 0;
  const handlerRequests = asked.length + echoes;
  const logged =
    handlerRequests * (logBytes.handlerRequest + logBytes.accessLogLine) +
    sum(samples.map((s) => logBytes.workerTurn(s.laundry.length)));

  return {
    lambdaRequest: per(handlerRequests + samples.length),
    lambdaArmGbSecond: per(
      sum(asked.map((s) => gbSeconds(s.ackMs, handlerMemory))) +
        echoes * gbSeconds(ackMs, handlerMemory) +
        sum(samples.map((s) => gbSeconds(s.workerMs, MEMORY_MB.worker))),
    ),
    httpApiRequest: per(handlerRequests),
    sqsFifoRequest: per(samples.length * SQS_REQUESTS_PER_TURN),
    dynamoWriteUnit: per(sum(samples.map((s) => s.writeUnits)) + handlerWrites),
    dynamoReadUnit: per(sum(samples.map((s) => s.readUnits))),
    schedulerInvocation: per(reminders),
    smsOutboundSegment: per(segmentsOut),
    smsInboundSegment: per(sum(samples.map((s) => s.segmentsIn))),
    smsCarrierFeeOutbound: per(segmentsOut),
    smsCarrierFeeInbound: per(sum(samples.map((s) => s.segmentsIn))),
    logIngestionGb: per(logged / GB),
  };
}

/** `usage` priced: dollars per 1,000 orders. */
export function priceOrder(usage: OrderUsage): { per1000: Record<PriceName, number>; total: number } {
  const names = Object.keys(PRICES) as PriceName[];
  const per1000 = Object.fromEntries(
    names.map((name) => [name, dollars(PRICES[name], usage[name] * 1000)]),
  ) as Record<PriceName, number>;
  return { per1000, total: sum(Object.values(per1000)) };
}

/**
 * The cost of the seeded customer's order in each channel found in `samples`, from every turn of the
 * turns part (`runs` orders per channel).
 */
export function orderCosts(samples: TurnSample[], runs: number, logBytes: LogBytes): OrderCost[] {
  return (['slack', 'sms'] as const).flatMap((channel) => {
    const turns = samples.filter((s) => s.channel === channel && !s.newCustomer);
    if (turns.length === 0) return [];
    const usage = orderUsage(channel, turns, runs, logBytes);
    const reminders = turns.filter((s) => s.kind === 'reminder').length / runs;
    return [
      {
        channel,
        orders: runs,
        turns: turns.length / runs - reminders,
        reminders,
        usage,
        ...priceOrder(usage),
      },
    ];
  });
}

const usd = (n: number) => `$${n > 0 && n < 0.01 ? n.toPrecision(2) : n < 1 ? n.toFixed(3) : n.toFixed(2)}`;
const qty = (n: number) =>
  Number.isInteger(n) ? String(n) : n < 0.01 ? n.toExponential(2) : n.toFixed(n < 10 ? 2 : 1);

/** Short names of the priced units, for the detail line. */
const LABEL: Record<PriceName, string> = {
  lambdaRequest: 'Lambda invocations',
  lambdaArmGbSecond: 'Lambda GB-s',
  httpApiRequest: 'HTTP API requests',
  sqsFifoRequest: 'SQS FIFO requests',
  dynamoWriteUnit: 'DynamoDB WRU',
  dynamoReadUnit: 'DynamoDB RRU',
  schedulerInvocation: 'Scheduler invocations',
  smsOutboundSegment: 'segments out',
  smsInboundSegment: 'segments in',
  smsCarrierFeeOutbound: 'carrier fees on segments out',
  smsCarrierFeeInbound: 'carrier fees on segments in',
  logIngestionGb: 'log GB',
};

/** The AWS part of an order's cost, per 1,000 orders: all but Twilio's and the carriers'. */
export function awsOf(cost: Pick<OrderCost, 'per1000'>): number {
  return sum(
    (Object.keys(cost.per1000) as PriceName[])
      .filter((name) => !name.startsWith('sms'))
      .map((name) => cost.per1000[name]),
  );
}

export function costRows(costs: OrderCost[]): Row[] {
  return costs.map((cost) => {
    const budget = COST_BUDGETS_PER_1000[cost.channel];
    const parts = (Object.keys(PRICES) as PriceName[])
      .filter((name) => cost.usage[name] > 0)
      .map((name) => `${LABEL[name]} ${qty(cost.usage[name])} = ${usd(cost.per1000[name])}`);
    return {
      area: 'cost',
      measure: `$ per 1,000 orders, ${cost.channel === 'slack' ? 'Slack' : 'SMS'}`,
      measured: `${usd(cost.total)} (AWS ${usd(awsOf(cost))})`,
      budget: `≤ ${usd(budget)}`,
      met: cost.total <= budget,
      detail: `per order (a seeded customer signing in: ${qty(cost.turns)} turns and ${qty(cost.reminders)} reminder; mean of ${cost.orders} orders), then per 1,000: ${parts.join('; ')}. List prices of ${PRICES_WRITTEN}, ${PRICES_REGION}, arm64, free tiers left out (test/bench/prices.ts); durations of this machine`,
    };
  });
}

/** What a business pays by the month whatever its orders: each fixed unit's quantity, and the dollars. */
export interface FixedMonthly {
  channel: Channel;
  quantities: Record<FixedPriceName, number>;
  usd: number;
}

/**
 * The fixed monthly part of one business taking orders in `channel`, counted from the stack's own files:
 * the custom metric series the functions publish (`METRIC_SERIES`, each counted as published every
 * hour: a quiet month pays less), every alarm's metrics (infra/alarms.yml: a metric-math alarm pays for
 * each it reads), the dashboard, the KMS key; by SMS, Twilio's number and its 10DLC campaign.
 * @example fixedMonthly('slack').usd
 */
export function fixedMonthly(channel: Channel): FixedMonthly {
  const read = (path: string) => readFileSync(join(__dirname, '..', '..', path), 'utf8');
  const alarms = read('infra/alarms.yml')
    .split(/^ {2}\w+:\n {4}Type: AWS::CloudWatch::Alarm$/m)
    .slice(1);
  const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
  const quantities: Record<FixedPriceName, number> = {
    customMetric: METRIC_SERIES.length,
    alarmMetric: sum(alarms.map((alarm) => count(alarm, /^ +MetricStat:$/gm) || 1)),
    dashboard: count(read('infra/dashboard.yml'), /Type: AWS::CloudWatch::Dashboard$/gm),
    kmsKey: count(read('infra/resources.yml'), /Type: AWS::KMS::Key$/gm),
    twilioNumber: channel === 'sms' ? 1 : 0,
    a2pCampaign: channel === 'sms' ? 1 : 0,
  };
  const names = Object.keys(FIXED_PRICES) as FixedPriceName[];
  return {
    channel,
    quantities,
    usd: sum(names.map((name) => dollars(FIXED_PRICES[name], quantities[name]))),
  };
}

/** The cost of one order at `monthly` orders a month: its own, and its share of the fixed part. */
export function perOrderAt(
  cost: Pick<OrderCost, 'total'>,
  fixed: Pick<FixedMonthly, 'usd'>,
  monthly: number,
) {
  const variable = cost.total / 1000;
  return { variable, fixedShare: fixed.usd / monthly, total: variable + fixed.usd / monthly };
}

/** Short names of the fixed units, for the detail line. */
const FIXED_LABEL: Record<FixedPriceName, string> = {
  customMetric: 'custom metrics',
  alarmMetric: 'alarm metrics',
  dashboard: 'dashboard',
  kmsKey: 'KMS key',
  twilioNumber: 'Twilio number',
  a2pCampaign: '10DLC campaign',
};

/** The whole cost per order in each channel at each of `MONTHLY_ORDERS`, the fixed part included. */
export function volumeRows(costs: OrderCost[]): Row[] {
  return costs.flatMap((cost) => {
    const fixed = fixedMonthly(cost.channel);
    const name = cost.channel === 'slack' ? 'Slack' : 'SMS';
    const fixedParts = (Object.keys(FIXED_PRICES) as FixedPriceName[])
      .filter((unit) => fixed.quantities[unit] > 0)
      .map(
        (unit) =>
          `${FIXED_LABEL[unit]} ${fixed.quantities[unit]} = ${usd(dollars(FIXED_PRICES[unit], fixed.quantities[unit]))}`,
      );
    return MONTHLY_ORDERS.map((monthly) => {
      const at = perOrderAt(cost, fixed, monthly);
      return {
        area: 'cost',
        measure: `$ per order at ${monthly.toLocaleString('en-US')} orders a month, ${name}`,
        measured: `${usd(at.total)} (the order ${usd(at.variable)}, fixed ${usd(at.fixedShare)})`,
        detail: `fixed ${usd(fixed.usd)} a month for the business: ${fixedParts.join('; ')} (test/bench/prices.ts FIXED_PRICES), shared by ${monthly.toLocaleString('en-US')} orders; the order's own cost as the row "$ per 1,000 orders, ${name}" over 1,000`,
      };
    });
  });
}
