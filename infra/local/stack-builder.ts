/**
 * One way to wire the bot on its parts outside AWS: the laundry sandbox over HTTP on the stack's clock,
 * the configuration read from the stack's environment, the bot on the given table, and, for the
 * channels that queue, the in-process FIFO queue with the worker behind it, as SQS and the worker
 * Lambda are wired in AWS. The test stacks (test/support) and the bench (test/bench/bench-stack.ts)
 * build on it; `npm start` takes its queue and worker from it (local-slack.ts).
 *
 * @invariant one-clock-for-the-stack One clock: the sandbox and the bot (and through it the worker) read the same `now`.
 * @invariant stack-config-from-load-config The configuration comes from `loadConfig` only, over the environment the caller gives for the
 *    sandbox started (its addresses are known only then).
 * @invariant stack-close-stops-what-it-started `close()` stops what the builder started, the bot before the sandbox; the table's client, the
 *    queue and whatever the caller started are the caller's to close.
 */
import { randomBytes } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { type Bot, type BotOverrides, createBot } from '../../lib/bot';
import { type Config, loadConfig } from '../../lib/config';
import { createWorker } from '../../lib/create-worker';
import {
  createInProcessQueue,
  type InProcessQueue,
  type InProcessQueueOptions,
} from '../../lib/queue/in-process-queue';
import type { WorkerLine } from '../../lib/worker/handler';
import type { Timers } from '../../lib/worker/working-sign';
import { lambdaContext } from './http-gateway';
import { type Sandbox, type SandboxOptions, startSandbox } from './sandbox/server';

/** What a stack may give the bot beyond the table and the clock. */
export type BotExtras = Omit<BotOverrides, 'dynamoClient' | 'now'>;

export interface StackOptions<O extends BotExtras> {
  /** The clock of the sandbox and the bot alike. */
  now: () => Date;
  /** The zone the sandbox's store lives in. */
  timeZone: string;
  /** More of the sandbox's options (faults, seed, clock skew). */
  sandbox?: SandboxOptions;
  /** The table the bot keeps its state in; the caller owns its client. */
  table: { client: DynamoDBClient };
  /** The environment `loadConfig` reads, given the sandbox started. */
  env: (sandbox: Sandbox) => Record<string, string | undefined>;
  /** The bot's overrides beyond the table and the clock, given the configuration (reminders read its lead). */
  overrides?: (config: Config) => O;
}

/**
 * Starts the sandbox and builds the bot on it; see the rules above.
 * @example const stack = await buildStack({ now, timeZone, table, env: (sandbox) => testEnv(sandbox, tableName) });
 */
export async function buildStack<O extends BotExtras = Record<never, never>>(options: StackOptions<O>) {
  const { now } = options;
  const sandbox = await startSandbox({
    now,
    timeZone: options.timeZone,
    onOtp: () => {},
    ...options.sandbox,
  });
  const config = loadConfig(options.env(sandbox));
  const overrides = options.overrides?.(config) as O;
  const bot: Bot = createBot(
    { ...config, tokenEncryptionKey: randomBytes(32) },
    { dynamoClient: options.table.client, now, ...overrides },
  );
  return {
    sandbox,
    config,
    bot,
    /** What `overrides` gave the bot, as given (a test's reminders with their own controls). */
    overrides,
    async close() {
      await bot.close();
      await sandbox.close();
    },
  };
}

/**
 * The in-process FIFO queue with the worker behind it, as SQS and the worker Lambda are wired in AWS.
 * @example const queue = startQueueWorker(bot, { log: (line) => lines.push(line), retryDelayMs: 10 });
 */
export function startQueueWorker(
  bot: Bot,
  options: {
    log: (line: WorkerLine) => void;
    retryDelayMs?: number;
    /** The event source as deployed (its poller's concurrency, the redrive's receives), instead of the local defaults. */
    eventSource?: Pick<InProcessQueueOptions, 'maximumConcurrency' | 'reservedConcurrency' | 'maxReceives'>;
    /** The queue's clock (its deduplication window), when not the machine's. */
    now?: () => number;
    /** What times a long turn's sign that the bot is working, when not the machine's timers. */
    timers?: Timers;
  },
): InProcessQueue {
  const worker = createWorker(bot, {
    log: options.log,
    ...(options.timers ? { timers: options.timers } : {}),
  });
  return createInProcessQueue({
    consumer: (event) => worker(event, lambdaContext('worker', 30_000)),
    maxReceives: bot.config.queue.maxReceives,
    // The deduplication window on the stack's clock: a redelivery minutes later (a test's clock) is not a duplicate.
    now: () => bot.now().getTime(),
    ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
    ...options.eventSource,
    ...(options.now ? { now: options.now } : {}),
  });
}
