/**
 * `npm run bench`: the bot's speed and cost on this machine, in one run, as one table beside the
 * budgets (also written to bench/results.json):
 * 1. each Lambda bundle's size and cold init, beside a minimal Bolt handler (cold.ts); and each started
 *    as deployed (its secrets read from a local SSM, DynamoDB and SQS through their clients), beside
 *    an idiomatic peer of the Slack function, whose cold ack the budgets are set on (deployed.ts);
 *    `light`: what each light AWS call saves over the SDK's client on that path (light.ts);
 * 2. the HTTP ack path in this process (ack.ts);
 * 3. a turn in the worker: time, DynamoDB and laundry API requests (turns.ts), what an order costs in
 *    each channel at list prices (order-cost.ts, from the same turns), and how well natural replies are
 *    understood, in English and Spanish (natural.ts, natural-es.ts);
 * 3a. long: the longest text a turn reads (2,000 characters, a join at every word), typed before every
 *    answer of an order: the slowest such turn in the worker (long.ts);
 * 3b. heldout: the newest held-out round's replies, written by someone who never read the code, scored
 *    in each language, and the replies read wrong without a question (heldout.ts, test/heldout);
 * 4. resilience: scripted orders while a third of GETs fail (resilience.ts);
 * 5. load: many conversations ordering through the Slack path at once, at two worker concurrencies (load.ts);
 * 6. poller: as many, through Lambda's SQS poller as the stack deploys it (poller.ts).
 * 7. sms: the segments a scripted SMS order costs at the carrier, GSM-7 kept (sms-segments.ts).
 * 8. batch: staff move 200 of tomorrow's pickups placed through the bot, at the production pace: time
 *    to "Batch done", PATCHes, texts and Slack notices sent, and the peak rates on the stand-ins (batch.ts).
 *
 * DynamoDB Local is started here and stopped at the end, as are the sandbox, the recorders and every
 * cold process: nothing outlives the run. Budgets are enforced: every row with a budget is printed met
 * or NOT MET, with its figure and its limit, and the exit code is 1 when any is missed (speed, cost or
 * correctness alike: a lost turn, a duplicate order) or a measurement cannot be made at all.
 * `npm run bench -- <part> ...` runs only some parts (see PARTS), for working on one budget.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { type LocalDynamo, startLocalDynamo } from '../../infra/local/dynamodb';
import { mondayMorning } from '../support/clock';
import { ACK_REQUESTS, type AckResults, measureAcks } from './ack';
import { BATCH_ORDERS, type BatchResult, batchRows, runBatch } from './batch';
import { startBenchStack } from './bench-stack';
import {
  type BundleResult,
  buildBundles,
  bundleResults,
  COLD_RUNS,
  type ColdSummary,
  localCases,
  ROOT,
  runColdCases,
  startColdWorld,
  summarizeRuns,
} from './cold';
import { deployedCases, startDeployed } from './deployed';
import { type HeldoutResult, measureHeldout } from './heldout';
import { LIGHT_RUNS, type LightResult, lightRows, measureLight } from './light';
import { LOAD_CONCURRENCIES, LOAD_CONVERSATIONS, type LoadResult, runLoad, WORKER_CONCURRENCY } from './load';
import { measureLogBytes } from './log-bytes';
import { type LongTurn, measureLongTurns } from './long';
import { ENGLISH, measureNatural, type NaturalResult } from './natural';
import { SPANISH } from './natural-es';
import { costRows, type OrderCost, orderCosts, volumeRows } from './order-cost';
import { type PollerResult, pollerRows, runPoller } from './poller';
import {
  ackRows,
  bundleRows,
  deployedRows,
  formatTable,
  heldoutRows,
  loadRows,
  longRow,
  naturalRows,
  type Row,
  resilienceRows,
  secondOrderRow,
  turnRows,
} from './report';
import { GET_ERROR_RATE, measureResilience, RESILIENCE_ORDERS, type ResilienceResult } from './resilience';
import {
  measureSmsSegments,
  measureSpanishSegments,
  type SmsSegmentsResult,
  smsSegmentRows,
  spanishAccentRows,
  spanishSegmentRows,
} from './sms-segments';
import { measureSecondOrder, measureTurns, TURN_RUNS, type TurnSample } from './turns';

const RESULTS_FILE = join(ROOT, 'bench', 'results.json');

const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);

/** The parts of the benchmark, in the order they run; `npm run bench -- turns load` runs only those. */
const PARTS = [
  'cold',
  'light',
  'ack',
  'turns',
  'long',
  'natural',
  'heldout',
  'resilience',
  'load',
  'poller',
  'sms',
  'batch',
] as const;
type Part = (typeof PARTS)[number];

function chosenParts(args: string[]): Set<Part> {
  const unknown = args.filter((a) => !(PARTS as readonly string[]).includes(a));
  if (unknown.length)
    throw new Error(`unknown part(s) ${unknown.join(', ')}: choose from ${PARTS.join(', ')}`);
  return new Set(args.length ? (args as Part[]) : PARTS);
}

async function main(): Promise<number> {
  // This process runs the AWS SDK too; Lambda runs Node 22, where the SDK has nothing to warn about.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const parts = chosenParts(process.argv.slice(2));
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;

  progress('starting DynamoDB Local, building the bundles');
  const engineLines: string[] = [];
  const [engine, build] = await Promise.allSettled([
    startLocalDynamo({ log: (line) => engineLines.push(line) }),
    buildBundles(),
  ]);
  let engineName: LocalDynamo['engine'];
  const results: Partial<{
    bundles: BundleResult[];
    deployed: Record<string, ColdSummary>;
    light: LightResult[];
    ackMs: AckResults & { requests: number };
    turns: { runs: number; samples: TurnSample[]; secondOrderRepeats: string[] };
    cost: OrderCost[];
    long: LongTurn[];
    natural: NaturalResult[];
    heldout: HeldoutResult;
    resilience: ResilienceResult;
    load: LoadResult[];
    poller: PollerResult;
    sms: SmsSegmentsResult;
    smsSpanish: SmsSegmentsResult;
    batch: BatchResult;
  }> = {};
  const rows: Row[] = [];
  try {
    if (engine.status === 'rejected') throw engine.reason;
    if (build.status === 'rejected') throw build.reason;
    const built = build.value;
    engineName = engine.value.engine;
    process.env.TEST_DYNAMODB_ENDPOINT = engine.value.endpoint;

    if (parts.has('cold')) {
      progress(`cold init: ${COLD_RUNS} fresh processes per bundle, locally and as deployed`);
      const world = await startColdWorld();
      const deployed = await startDeployed(world);
      try {
        const measured = await runColdCases(
          [...localCases(world, built.bundles), ...deployedCases(world, deployed, built.bundles)],
          COLD_RUNS,
          world.sqs,
        );
        results.bundles = bundleResults(built.bundles, measured);
        results.deployed = Object.fromEntries(
          [...measured].map(([name, runs]) => [name, summarizeRuns(runs)]),
        );
        rows.push(...bundleRows(results.bundles), ...deployedRows(measured, built.bundles));
      } finally {
        await deployed.close();
        await world.close();
      }
    }
    if (parts.has('light')) {
      progress(`light calls: ${LIGHT_RUNS} fresh processes per variant, beside the functions as deployed`);
      const world = await startColdWorld();
      try {
        results.light = await measureLight(world, built.bundles);
        rows.push(...lightRows(results.light));
      } finally {
        await world.close();
      }
    }
    if (parts.has('ack')) {
      progress(`ack: ${ACK_REQUESTS} signed requests per handler`);
      const acks = await measureAcks(built.bundles.get('minimal-bolt')?.file as string);
      results.ackMs = { requests: ACK_REQUESTS, ...acks };
      rows.push(...ackRows(acks, ACK_REQUESTS));
    }
    if (parts.has('turns')) {
      progress('turns in the worker');
      const stack = await startBenchStack({ now: mondayMorning() });
      try {
        const samples = await measureTurns(stack);
        const secondOrderRepeats = await measureSecondOrder(stack);
        results.turns = { runs: TURN_RUNS, samples, secondOrderRepeats };
        const asked = samples.filter((s) => s.kind !== 'reminder');
        rows.push(...turnRows(asked, TURN_RUNS), secondOrderRow(secondOrderRepeats));
        results.cost = orderCosts(samples, TURN_RUNS, await measureLogBytes());
        rows.push(...costRows(results.cost), ...volumeRows(results.cost));
      } finally {
        await stack.close();
      }
    }
    if (parts.has('long')) {
      progress('long: the longest text a turn reads, before every answer of an order');
      const stack = await startBenchStack({ now: mondayMorning() });
      try {
        results.long = await measureLongTurns(stack);
        rows.push(longRow(results.long));
      } finally {
        await stack.close();
      }
    }
    if (parts.has('natural')) {
      progress('natural replies');
      results.natural = await measureNatural([ENGLISH, SPANISH]);
      rows.push(...naturalRows(results.natural));
    }
    if (parts.has('heldout')) {
      progress('held-out replies: the newest round, every case');
      results.heldout = await measureHeldout(progress);
      rows.push(...heldoutRows(results.heldout));
    }
    if (parts.has('resilience')) {
      progress(`resilience: ${RESILIENCE_ORDERS} orders, ${GET_ERROR_RATE * 100}% of GETs answered 503`);
      results.resilience = await measureResilience();
      rows.push(...resilienceRows(results.resilience));
    }
    if (parts.has('load')) {
      results.load = [];
      for (const concurrency of LOAD_CONCURRENCIES) {
        progress(`load: worker concurrency ${concurrency}`);
        results.load.push(await runLoad(LOAD_CONVERSATIONS, concurrency));
      }
      rows.push(...loadRows(results.load));
    }
    if (parts.has('poller')) {
      progress(`poller: ${LOAD_CONVERSATIONS} conversations through the worker's event source as deployed`);
      results.poller = await runPoller(LOAD_CONVERSATIONS);
      // The same crowd on the load path at the poller's concurrency, in this run: the poller's budget is relative to it.
      let path = results.load?.find((load) => load.workerConcurrency === WORKER_CONCURRENCY);
      if (!path) {
        progress(`poller: the load path at worker concurrency ${WORKER_CONCURRENCY}, its reference`);
        path = await runLoad(LOAD_CONVERSATIONS, WORKER_CONCURRENCY);
      }
      rows.push(...pollerRows(results.poller, path));
    }
    if (parts.has('sms')) {
      progress('sms: segments of a scripted SMS order');
      const stack = await startBenchStack({ now: mondayMorning() });
      try {
        results.sms = await measureSmsSegments(stack);
        rows.push(...smsSegmentRows(results.sms));
        progress('sms: the same order in Spanish');
        results.smsSpanish = await measureSpanishSegments(stack);
        rows.push(...spanishSegmentRows(results.sms, results.smsSpanish), ...spanishAccentRows());
      } finally {
        await stack.close();
      }
    }
    if (parts.has('batch')) {
      progress(
        `batch: ${BATCH_ORDERS} orders placed, then moved by one staff request at the production pace`,
      );
      results.batch = await runBatch();
      rows.push(...batchRows(results.batch));
    }
  } finally {
    if (build.status === 'fulfilled') await build.value.remove();
    if (engine.status === 'fulfilled') await engine.value.stop();
  }

  const durationMs = performance.now() - started;
  const title = `npm run bench${parts.size < PARTS.length ? ` (${[...parts].join(', ')})` : ''}: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load average ${loadAtStart.toFixed(1)} at start, DynamoDB engine ${engineName}, ${(durationMs / 1000).toFixed(0)} s`;
  process.stdout.write(`\n${formatTable(title, rows)}`);
  const missed = rows.filter((row) => row.met === false);

  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        durationMs,
        machine: { node: process.version, cpu: cpus()[0]?.model, cpus: cpus().length, loadAtStart },
        dynamoEngine: engineName,
        parts: [...parts],
        budgets: rows
          .filter((row) => row.met !== undefined)
          .map((row) => ({
            measure: `${row.area}: ${row.measure}`,
            measured: row.measured,
            budget: row.budget,
            met: row.met,
          })),
        missed: missed.length,
        table: rows,
        ...results,
      },
      // Microseconds are enough: the noise between runs is far larger.
      (_key, value: unknown) =>
        typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value,
      2,
    )}\n`,
  );
  process.stdout.write(`\nresults written to ${relative(ROOT, RESULTS_FILE)}\n`);

  const budgets = rows.filter((row) => row.met !== undefined).length;
  if (missed.length) {
    process.stdout.write(
      `\n${missed.length} of ${budgets} budgets NOT MET:\n  ${missed.map((row) => `${row.area}: ${row.measure}: ${row.measured} (budget ${row.budget})`).join('\n  ')}\n`,
    );
    return 1;
  }
  process.stdout.write(`\nall ${budgets} budgets met\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
