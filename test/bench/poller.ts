/**
 * Lambda's SQS poller: 200 people ordering on Slack at once, through the queue model with the worker's
 * event source as the stack deploys it (test/support/deployed-event-source.ts: maximumConcurrency 10,
 * the reserved concurrency, the redrive's receives). The poller model throttles a batch taken while
 * the function's reserved concurrency is used up, and a throttle spends a receive, as in AWS; so a
 * stack without maximumConcurrency dead-letters turns that never ran, and this part fails.
 */
import { mondayMorning } from '../support/clock';
import { type DeployedEventSource, deployedEventSource } from '../support/deployed-event-source';
import { startBenchStack } from './bench-stack';
import type { LoadResult } from './load';
import { LOAD_CONVERSATIONS, orderAtOnce } from './load';
import type { Row } from './report';
import { ms, type Summary, summarize } from './stats';

/**
 * The p99 of a message's time to its reply through the poller, against the same crowd's p99 on the load
 * path at the same worker concurrency, measured in the same run: at most twice it. What the poller as
 * deployed could add is its own: batches throttled, receives spent, a group starved behind another's
 * redrive. The crowd's own queueing on this machine (200 conversations sharing 2 cores with DynamoDB
 * Local and the sandbox: a message waits for the ~200 ahead of it, Little's law) is the load path's too,
 * and moves with the machine and the worker's cost per turn. The budget was 6 s absolute, twice the load
 * path's quiet p99 of an earlier worker (2.0 to 3.1 s at 153 turns a second); the same path now runs 43 to 58
 * turns a second with a p99 of 12 to 18 s (docs/benchmark.md, "The poller against the load path").
 */
export const POLLER_P99_RATIO = 2;

export interface PollerResult {
  conversations: number;
  eventSource: DeployedEventSource;
  wallMs: number;
  /** A message's enqueue (the handler's send) to the worker's end with its reply posted. */
  replyMs: Summary;
  throttledBatches: number;
  deadLetteredUnrun: number;
  deadLettered: number;
  lostTurns: number;
  /** Turns the worker finished twice, and orders beyond a customer's first. */
  duplicated: number;
  ordersPlaced: number;
  failures: string[];
}

export async function runPoller(conversations = LOAD_CONVERSATIONS): Promise<PollerResult> {
  const eventSource = deployedEventSource();
  const stack = await startBenchStack({ now: mondayMorning(), eventSource });
  try {
    const crowd = await orderAtOnce(stack, conversations, 'POLL');
    const { counts } = stack.tracker;
    return {
      conversations,
      eventSource,
      wallMs: crowd.wallMs,
      replyMs: summarize(crowd.turns.map((turn) => turn.latencyMs)),
      throttledBatches: stack.queue.throttled(),
      deadLetteredUnrun: counts.deadLetteredUnrun,
      deadLettered: counts.deadLettered,
      lostTurns: stack.tracker.lost(),
      duplicated: counts.finishedAgain + crowd.duplicateOrders,
      ordersPlaced: crowd.ordersPlaced,
      failures: crowd.failures.slice(0, 5),
    };
  } finally {
    await stack.close();
  }
}

export function pollerRows(result: PollerResult, path: LoadResult): Row[] {
  const { eventSource: source } = result;
  const at = `(${result.conversations} conversations, maximumConcurrency ${source.maximumConcurrency})`;
  const count = (measure: string, value: number, detail?: string): Row => ({
    area: 'poller',
    measure: `${measure} ${at}`,
    measured: String(value),
    budget: '0',
    met: value === 0,
    ...(detail ? { detail } : {}),
  });
  return [
    count(
      'turns dead-lettered without running',
      result.deadLetteredUnrun,
      `reserved concurrency ${source.reservedConcurrency}, maxReceiveCount ${source.maxReceiveCount}; ${result.throttledBatches} batches throttled, ${result.deadLettered} dead-lettered in all`,
    ),
    count(
      'lost turns',
      result.lostTurns,
      result.failures.length ? result.failures.join('; ') : `${result.ordersPlaced} orders placed`,
    ),
    count('duplicated turns or orders', result.duplicated),
    {
      area: 'poller',
      measure: `message to reply: median / p99 ${at}, x the load path's p99`,
      measured: `${ms(result.replyMs.median)} / ${ms(result.replyMs.p99)} (${(result.replyMs.p99 / path.latencyMs.p99).toFixed(2)}x)`,
      budget: `p99 ≤ ${POLLER_P99_RATIO}x the load path's`,
      met: result.replyMs.p99 <= POLLER_P99_RATIO * path.latencyMs.p99,
      detail: `request → ack → queue → worker done, reply posted; ${result.replyMs.n} turns in ${(result.wallMs / 1000).toFixed(1)} s; the load path at concurrency ${path.workerConcurrency} in this run: p99 ${ms(path.latencyMs.p99)}, ${path.turnsPerSecond.toFixed(1)} turns a second`,
    },
  ];
}
