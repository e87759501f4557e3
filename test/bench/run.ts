/**
 * `npm run bench`: the bot's speed and cost on this machine, in one run, as one table beside the
 * budgets (also written to bench/results.json):
 * 1. each Lambda bundle's size and cold init, beside a minimal Bolt handler (cold.ts);
 * 2. the HTTP ack path in this process (ack.ts);
 * 3. a turn in the worker: time, DynamoDB and laundry API requests (turns.ts), and how well natural
 *    replies are understood (natural.ts);
 * 4. load: many conversations ordering through the Slack path at once (load.ts).
 *
 * DynamoDB Local is started here and stopped at the end, as are the sandbox, the recorders and every
 * cold process: nothing outlives the run. Budgets are reported, not asserted: the exit code is 0 when
 * one is missed. It is 1 when the load test loses a turn, duplicates an order or places fewer orders
 * than expected (correctness, not speed), or when a measurement cannot be made at all.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { type LocalDynamo, startLocalDynamo } from '../../infra/local/dynamodb';
import { mondayMorning } from '../support/clock';
import { ACK_REQUESTS, type AckResults, measureAcks } from './ack';
import { startBenchStack } from './bench-stack';
import { type BundleResult, buildBundles, COLD_RUNS, measureCold, ROOT } from './cold';
import { type LoadResult, runLoad } from './load';
import { measureNatural, type NaturalResult } from './natural';
import {
  ACK_P99_BUDGET_MS,
  ackRows,
  bundleRows,
  COLD_RATIO_BUDGET,
  formatTable,
  loadRows,
  naturalRows,
  turnRows,
} from './report';
import { measureTurns, TURN_RUNS, type TurnSample } from './turns';

const RESULTS_FILE = join(ROOT, 'bench', 'results.json');

const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);

async function main(): Promise<number> {
  // This process runs the AWS SDK too; Lambda runs Node 22, where the SDK has nothing to warn about.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;

  progress('starting DynamoDB Local, building the bundles');
  const engineLines: string[] = [];
  const [engine, build] = await Promise.allSettled([
    startLocalDynamo({ log: (line) => engineLines.push(line) }),
    buildBundles(),
  ]);
  let engineName: LocalDynamo['engine'];
  let bundles: BundleResult[];
  let acks: AckResults;
  let turns: TurnSample[];
  let natural: NaturalResult;
  let load: LoadResult;
  try {
    if (engine.status === 'rejected') throw engine.reason;
    if (build.status === 'rejected') throw build.reason;
    const built = build.value;
    engineName = engine.value.engine;
    process.env.TEST_DYNAMODB_ENDPOINT = engine.value.endpoint;

    progress(`cold init: ${COLD_RUNS} fresh processes per bundle`);
    bundles = await measureCold(built.bundles);
    progress(`ack: ${ACK_REQUESTS} signed requests per handler`);
    acks = await measureAcks(built.bundles.get('minimal-bolt')?.file as string);
    progress('turns in the worker');
    const stack = await startBenchStack({ now: mondayMorning() });
    try {
      turns = await measureTurns(stack);
    } finally {
      await stack.close();
    }
    progress('natural replies');
    natural = await measureNatural();
    progress('load');
    load = await runLoad();
  } finally {
    if (build.status === 'fulfilled') await build.value.remove();
    if (engine.status === 'fulfilled') await engine.value.stop();
  }

  const durationMs = performance.now() - started;
  const rows = [
    ...bundleRows(bundles),
    ...ackRows(acks, ACK_REQUESTS),
    ...turnRows(turns, TURN_RUNS),
    ...naturalRows(natural),
    ...loadRows(load),
  ];
  const title = `npm run bench: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load average ${loadAtStart.toFixed(1)} at start, DynamoDB engine ${engineName}, ${(durationMs / 1000).toFixed(0)} s`;
  process.stdout.write(`\n${formatTable(title, rows)}`);

  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        durationMs,
        machine: { node: process.version, cpu: cpus()[0]?.model, cpus: cpus().length, loadAtStart },
        dynamoEngine: engineName,
        budgets: {
          coldInitSlackVsMinimalBolt: COLD_RATIO_BUDGET,
          ackP99Ms: ACK_P99_BUDGET_MS,
          ordinaryTurn: { reads: 1, writes: 1 },
        },
        table: rows,
        bundles,
        ackMs: { requests: ACK_REQUESTS, ...acks },
        turns: { runs: TURN_RUNS, samples: turns },
        natural,
        load,
      },
      // Microseconds are enough: the noise between runs is far larger.
      (_key, value: unknown) =>
        typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value,
      2,
    )}\n`,
  );
  process.stdout.write(`\nresults written to ${relative(ROOT, RESULTS_FILE)}\n`);

  const broken = [
    load.lostTurns > 0 && `${load.lostTurns} turn(s) lost`,
    load.duplicateOrders > 0 && `${load.duplicateOrders} duplicate order(s)`,
    (load.ordersPlaced !== load.ordersExpected || load.failedConversations > 0) &&
      `${load.ordersPlaced} orders placed of ${load.ordersExpected}, ${load.failedConversations} conversation(s) without their order`,
  ].filter((line): line is string => typeof line === 'string');
  if (broken.length) {
    process.stdout.write(`\nLOAD TEST FAILED (correctness, not speed):\n  ${broken.join('\n  ')}\n`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
