/**
 * `npm run bench` (second part): what the Slack path costs on this machine, next to the smallest Bolt
 * app on Lambda (one `/laundry` listener that only acks), so a regression in our code is told apart
 * from Bolt's own cost. Prints a table, writes `bench/slack-results.json`, and exits non-zero when a
 * budget is broken.
 *
 * Measured:
 * - bundle sizes (`npm run build`'s esbuild options), minified and gzipped;
 * - cold init: fresh `node` processes, each loading one bundle and running one request through its
 *   handler (a signed `/laundry`; for the worker, a record that is not JSON, dropped with no network);
 * - ack time: signed `/laundry` commands through the HTTP handler in this process, enqueue included,
 *   with the in-process queue and with the SQS adapter against a fake SQS over HTTP.
 *
 * Budget: the HTTP handler's ack p99 under 20 ms with either queue.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, SQSEvent } from 'aws-lambda';
import { type BuiltBundle, bundleFunctions } from '../../infra/build/bundle';
import { apiGatewayEvent, lambdaContext } from '../../infra/local/http-gateway';
import { signSlackRequest } from '../../infra/local/slack-signature';
import { createSlackHandler, type SlackHttpHandler } from '../../lib/channels/slack/lambda-handler';
import { loadConfig, requireSlack } from '../../lib/config';
import { createInProcessQueue } from '../../lib/queue/in-process-queue';
import type { Queue } from '../../lib/queue/queue';
import { createSqsClient, createSqsQueue } from '../../lib/queue/sqs-queue';
import { slashCommand } from '../support/slack-payloads';

const ROOT = resolve(__dirname, '..', '..');
/**
 * Scratch, removed at the end: inside the repository, so the bundles find `@aws-sdk/*` in its
 * node_modules (as Lambda finds its own) and the minimal app's source finds `@slack/bolt`.
 */
const BUILD_DIR = join(ROOT, '.build', 'bench');
const RESULTS_FILE = join(ROOT, 'bench', 'slack-results.json');

const COLD_RUNS = 20;
const ACK_REQUESTS = 1000;
const WARM_UP_REQUESTS = 50;
const ACK_P99_BUDGET_MS = 20;

const SIGNING_SECRET = 'bench-signing-secret-0123456789abcdef';
const USER = 'U0BENCHUSER';
const QUEUE_PATH = '/000000000000/bench-turns.fifo';

/**
 * The smallest Bolt app on Lambda: written to a file, bundled like the functions and imported as is
 * in this process, so both measurements run the same code.
 */
const MINIMAL_BOLT_SOURCE = `import { App, AwsLambdaReceiver } from '@slack/bolt';

const receiver = new AwsLambdaReceiver({ signingSecret: String(process.env.SLACK_SIGNING_SECRET) });
const app = new App({
  receiver,
  authorize: async () => ({ botToken: 'xoxb-x', botUserId: 'U1', botId: 'B1' }),
});
app.command('/laundry', async ({ ack }) => ack());

export const handler = receiver.toHandler();
`;

/**
 * Loads one bundle and runs one event through its handler; times are `performance.now()`, whose origin
 * is the process's start. Exits at once: open sockets (SQS, undici) would otherwise keep it alive.
 */
const COLD_RUNNER = `
const event = JSON.parse(process.env.BENCH_EVENT);
const context = { functionName: 'bench', awsRequestId: 'cold', callbackWaitsForEmptyEventLoop: false,
  getRemainingTimeInMillis: () => 10000 };
const started = performance.now();
const { handler } = require(process.argv[1]);
const loaded = performance.now();
handler(event, context).then((result) => {
  const done = performance.now();
  process.stdout.write('\\nBENCH ' + JSON.stringify({ started, loaded, done, result }) + '\\n');
  process.exit(0);
});
`;

type Target = 'slack' | 'worker' | 'minimal-bolt';
const TARGETS: Target[] = ['slack', 'worker', 'minimal-bolt'];

interface ColdRun {
  /** Process start → handler resolved (Node's own start-up included). */
  sinceStart: number;
  /** Runner's first line → handler resolved: require + one request. */
  init: number;
  /** Of which the require. */
  load: number;
  /** Spawn → exit, seen from here. */
  wall: number;
}

interface Summary {
  median: number;
  p95: number;
  p99: number;
}

// ── Fake SQS ────────────────────────────────────────────────────────────────────────────────────

interface FakeSqs {
  origin: string;
  sent(): number;
  close(): Promise<void>;
}

/** Answers SendMessage in SQS's JSON protocol, with the MD5 the SDK checks. */
async function startFakeSqs(): Promise<FakeSqs> {
  let sent = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.headers['x-amz-target'] !== 'AmazonSQS.SendMessage') {
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify({ __type: 'com.amazonaws.sqs#UnsupportedOperation', message: 'bench' }));
        return;
      }
      const { MessageBody } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { MessageBody: string };
      sent++;
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() });
      res.end(
        JSON.stringify({
          MessageId: randomUUID(),
          MD5OfMessageBody: createHash('md5').update(MessageBody, 'utf8').digest('hex'),
          SequenceNumber: String(sent),
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent: () => sent,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────

/** A `/laundry` as API Gateway hands it over: signed now, base64 like every form post it forwards. */
function signedCommand(): APIGatewayProxyEventV2 {
  const { body, contentType } = slashCommand({ user: USER });
  return apiGatewayEvent(
    'POST',
    '/slack/events',
    body,
    { 'content-type': contentType, ...signSlackRequest(SIGNING_SECRET, body) },
    { base64: true },
  );
}

/** One record the worker cannot read: it is dropped with a log line, before any network call. */
function unreadableRecord(): SQSEvent {
  const body = '{not json';
  const now = String(Date.now());
  return {
    Records: [
      {
        messageId: randomUUID(),
        receiptHandle: randomUUID(),
        body,
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: now,
          SenderId: 'bench',
          ApproximateFirstReceiveTimestamp: now,
          SequenceNumber: '1',
          MessageGroupId: `slack:T0BENCH:${USER}`,
          MessageDeduplicationId: randomUUID(),
        },
        messageAttributes: {},
        md5OfBody: createHash('md5').update(body, 'utf8').digest('hex'),
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:bench-turns.fifo',
        awsRegion: 'us-east-1',
      },
    ],
  };
}

// ── Cold init ───────────────────────────────────────────────────────────────────────────────────

/**
 * The Lambdas' environment. QUEUE_URL and AWS_ENDPOINT_URL_SQS both name the fake: the SDK takes its
 * endpoint from AWS_ENDPOINT_URL_SQS, but since `functions/slack.ts` passes no `endpoint`, the SQS
 * client then sends to the QueueUrl's host anyway (and warns on each send when the two differ).
 */
function lambdaEnv(sqsOrigin: string): Record<string, string> {
  return {
    LAUNDRY_API_URL: 'http://127.0.0.1:9/api/v1/common',
    LAUNDRY_AUTH_URL: 'http://127.0.0.1:9/api/v1/auth',
    LAUNDRY_BUSINESS_ID: '42',
    DYNAMODB_TABLE: 'bench',
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_BOT_TOKEN: 'xoxb-bench',
    SLACK_BOT_USER_ID: 'U0BENCH',
    QUEUE_URL: `${sqsOrigin}${QUEUE_PATH}`,
    AWS_ENDPOINT_URL_SQS: sqsOrigin,
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_REGION: 'us-east-1',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Lambda runs Node 22; the SDK's Node 20 notice on stderr is not part of a cold start there.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

interface RunnerReport {
  started: number;
  loaded: number;
  done: number;
  result: unknown;
}

function runCold(
  target: Target,
  file: string,
  event: unknown,
  env: Record<string, string>,
): Promise<ColdRun> {
  return new Promise((done, fail) => {
    const spawned = performance.now();
    const child = spawn(process.execPath, ['-e', COLD_RUNNER, file], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env, BENCH_EVENT: JSON.stringify(event) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', fail);
    child.on('close', (code) => {
      const wall = performance.now() - spawned;
      const line = stdout.split('\n').find((l) => l.startsWith('BENCH '));
      if (code !== 0 || !line) {
        fail(new Error(`${target} exited ${code}:\n${stderr || stdout}`));
        return;
      }
      const report = JSON.parse(line.slice('BENCH '.length)) as RunnerReport;
      if (!answeredAsWarm(target, report.result)) {
        fail(new Error(`${target} answered ${JSON.stringify(report.result)}`));
        return;
      }
      done({
        sinceStart: report.done,
        init: report.done - report.started,
        load: report.loaded - report.started,
        wall,
      });
    });
  });
}

/** A cold run counts only when its request did what a warm one does: acked empty, or the record dropped. */
function answeredAsWarm(target: Target, result: unknown): boolean {
  if (target === 'worker') return JSON.stringify(result) === JSON.stringify({ batchItemFailures: [] });
  const { statusCode, body } = (result ?? {}) as { statusCode?: number; body?: string };
  return statusCode === 200 && !body;
}

async function measureCold(
  bundles: Map<Target, BuiltBundle>,
  sqs: FakeSqs,
): Promise<Record<Target, ColdRun[]>> {
  const env = lambdaEnv(sqs.origin);
  const runs: Record<Target, ColdRun[]> = { slack: [], worker: [], 'minimal-bolt': [] };
  const sentBefore = sqs.sent();
  // Round robin, so a slow moment of the machine is shared by the three.
  for (let run = 0; run < COLD_RUNS; run++) {
    for (const target of TARGETS) {
      const file = bundles.get(target)?.file;
      if (!file) throw new Error(`no bundle for ${target}`);
      const event = target === 'worker' ? unreadableRecord() : signedCommand();
      runs[target].push(await runCold(target, file, event, env));
    }
  }
  const sent = sqs.sent() - sentBefore;
  if (sent !== COLD_RUNS) throw new Error(`the cold slack runs sent ${sent} messages, not ${COLD_RUNS}`);
  return runs;
}

// ── Ack time ────────────────────────────────────────────────────────────────────────────────────

/** Each request's time through `handler`, after the warm-up; the event is built and signed beforehand. */
async function measureAcks(handler: SlackHttpHandler): Promise<number[]> {
  const context = lambdaContext('slack');
  const times: number[] = [];
  for (let i = 0; i < WARM_UP_REQUESTS + ACK_REQUESTS; i++) {
    const event = signedCommand();
    const started = performance.now();
    const result = await handler(event, context);
    const ms = performance.now() - started;
    if (typeof result === 'string' || result.statusCode !== 200 || result.body)
      throw new Error(`request ${i} answered ${JSON.stringify(result)}`);
    if (i >= WARM_UP_REQUESTS) times.push(ms);
  }
  return times;
}

function slackHandlerOn(queue: Queue): SlackHttpHandler {
  const config = loadConfig(lambdaEnv('http://127.0.0.1:9'));
  return createSlackHandler({ slack: requireSlack(config), queue });
}

async function ackWithInProcessQueue(): Promise<number[]> {
  let delivered = 0;
  const queue = createInProcessQueue({
    consumer: async (event) => {
      delivered += event.Records.length;
    },
  });
  try {
    const times = await measureAcks(slackHandlerOn(queue));
    await queue.drain();
    if (delivered !== WARM_UP_REQUESTS + ACK_REQUESTS) throw new Error(`${delivered} commands enqueued`);
    return times;
  } finally {
    await queue.close();
  }
}

async function ackWithSqs(sqs: FakeSqs): Promise<number[]> {
  const client = createSqsClient({ region: 'us-east-1', endpoint: sqs.origin, maxAttempts: 1 });
  const before = sqs.sent();
  try {
    const times = await measureAcks(
      slackHandlerOn(createSqsQueue({ client, queueUrl: `${sqs.origin}${QUEUE_PATH}` })),
    );
    const sent = sqs.sent() - before;
    if (sent !== WARM_UP_REQUESTS + ACK_REQUESTS) throw new Error(`${sent} commands sent to SQS`);
    return times;
  } finally {
    client.destroy();
  }
}

async function importMinimalBolt(entry: string): Promise<SlackHttpHandler> {
  process.env.SLACK_SIGNING_SECRET = SIGNING_SECRET;
  const module: unknown = await import(pathToFileURL(entry).href);
  const { handler } = (module ?? {}) as { handler?: unknown };
  if (typeof handler !== 'function') throw new Error(`${entry} exports no handler`);
  return handler as SlackHttpHandler;
}

// ── Report ──────────────────────────────────────────────────────────────────────────────────────

function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { median: pct(50), p95: pct(95), p99: pct(99) };
}

const ms = (value: number) => value.toFixed(1);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(title: string, rows: string[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  process.stdout.write(`\n${title}\n`);
  for (const row of rows) {
    const cells = row.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    );
    process.stdout.write(`  ${cells.join('  ')}\n`);
  }
}

async function main(): Promise<void> {
  // This process runs the SQS client too; Lambda runs Node 22, where the SDK has nothing to warn about.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const minimalEntry = join(BUILD_DIR, 'src', 'minimal-bolt.ts');
  const sqs = await startFakeSqs();
  let built: BuiltBundle[];
  let cold: Record<Target, ColdRun[]>;
  let acks: { inProcess: number[]; sqs: number[]; minimal: number[] };
  try {
    await mkdir(dirname(minimalEntry), { recursive: true });
    await writeFile(minimalEntry, MINIMAL_BOLT_SOURCE);
    built = await bundleFunctions({
      outDir: BUILD_DIR,
      entries: ['functions/slack.ts', 'functions/worker.ts', minimalEntry],
    });
    cold = await measureCold(new Map(built.map((bundle) => [bundle.name as Target, bundle])), sqs);
    acks = {
      inProcess: await ackWithInProcessQueue(),
      sqs: await ackWithSqs(sqs),
      minimal: await measureAcks(await importMinimalBolt(minimalEntry)),
    };
  } finally {
    await sqs.close();
    await rm(BUILD_DIR, { recursive: true, force: true });
  }
  const bundles = new Map(built.map((bundle) => [bundle.name as Target, bundle]));

  printTable('bundle sizes (esbuild, minified, @aws-sdk/* external)', [
    ['bundle', 'minified', 'gzipped'],
    ...TARGETS.map((target) => {
      const bundle = bundles.get(target);
      return [target, kb(bundle?.bytes ?? 0), kb(bundle?.gzipBytes ?? 0)];
    }),
  ]);

  const coldSummary = Object.fromEntries(
    TARGETS.map((target) => [
      target,
      {
        sinceStart: summarize(cold[target].map((r) => r.sinceStart)),
        init: summarize(cold[target].map((r) => r.init)),
        load: summarize(cold[target].map((r) => r.load)),
        wall: summarize(cold[target].map((r) => r.wall)),
      },
    ]),
  ) as Record<Target, Record<keyof ColdRun, Summary>>;
  const minimalCold = coldSummary['minimal-bolt'];
  printTable(
    `cold init, ${COLD_RUNS} fresh node processes each (ms, median / p95; ratio of medians to minimal-bolt)`,
    [
      [
        'bundle',
        'process start → answered',
        'require + request',
        'of which require',
        'spawn → exit',
        'ratio',
      ],
      ...TARGETS.map((target) => {
        const s = coldSummary[target];
        return [
          target,
          `${ms(s.sinceStart.median)} / ${ms(s.sinceStart.p95)}`,
          `${ms(s.init.median)} / ${ms(s.init.p95)}`,
          `${ms(s.load.median)} / ${ms(s.load.p95)}`,
          `${ms(s.wall.median)} / ${ms(s.wall.p95)}`,
          ratio(s.sinceStart.median, minimalCold.sinceStart.median),
        ];
      }),
    ],
  );

  const ackSummary = {
    'slack, in-process queue': summarize(acks.inProcess),
    'slack, SQS adapter (fake SQS over HTTP)': summarize(acks.sqs),
    'minimal-bolt (ack only)': summarize(acks.minimal),
  };
  const minimalAck = ackSummary['minimal-bolt (ack only)'];
  printTable(
    `ack time in this process, ${ACK_REQUESTS} signed /laundry after ${WARM_UP_REQUESTS} warm-up (ms)`,
    [
      ['handler', 'median', 'p99', 'median ratio', 'p99 ratio'],
      ...Object.entries(ackSummary).map(([label, s]) => [
        label,
        ms(s.median),
        ms(s.p99),
        ratio(s.median, minimalAck.median),
        ratio(s.p99, minimalAck.p99),
      ]),
    ],
  );

  const broken = Object.entries(ackSummary)
    .filter(([label, s]) => label.startsWith('slack') && s.p99 > ACK_P99_BUDGET_MS)
    .map(([label, s]) => `${label}: ack p99 ${ms(s.p99)} ms > ${ACK_P99_BUDGET_MS} ms`);

  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { node: process.version, cpu: cpus()[0]?.model, cpus: cpus().length },
        bundles: built.map(({ name, bytes, gzipBytes }) => ({ name, bytes, gzipBytes })),
        coldInitMs: { runs: COLD_RUNS, ...coldSummary },
        ackMs: { requests: ACK_REQUESTS, warmUp: WARM_UP_REQUESTS, ...ackSummary },
        budget: { ackP99Ms: ACK_P99_BUDGET_MS, broken },
      },
      // Microseconds are enough: the noise between runs is far larger.
      (_key, value: unknown) =>
        typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value,
      2,
    )}\n`,
  );
  process.stdout.write(`\nresults written to ${RESULTS_FILE.slice(ROOT.length + 1)}\n`);

  if (broken.length) {
    process.stdout.write(`\nBUDGET BROKEN:\n  ${broken.join('\n  ')}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`\nack p99 under ${ACK_P99_BUDGET_MS} ms with either queue\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
