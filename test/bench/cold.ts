/**
 * The Lambda bundles: their sizes, and cold init measured in fresh `node` processes, next to the
 * smallest Bolt app on Lambda (one `/laundry` listener that only acks), so our own cost is told apart
 * from Bolt's; and the same bundles started as deployed, beside an idiomatic peer (deployed.ts).
 *
 * The bundles are `npm run build`'s (`bundleFunctions`), the AWS SDK in them as deployed, built into a
 * scratch folder inside the repository (where the minimal Bolt app's source finds Bolt). Each cold run is a
 * new process (`process.execPath`: the Node running the benchmark) that loads one bundle and runs one
 * request through its handler: a signed `/laundry` (slack, minimal Bolt) or text (sms), enqueued to a
 * fake SQS; for the worker, a real first turn (a DM saying "hi" from someone new, as the Slack handler
 * queues it), which reads and writes DynamoDB and posts the answer to the Slack recorder.
 */
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { type BuiltBundle, bundleFunctions } from '../../infra/build/bundle';
import { apiGatewayEvent, lambdaContext } from '../../infra/local/http-gateway';
import { startSandbox } from '../../infra/local/sandbox/server';
import { type SlackApiRecorder, startSlackApiRecorder } from '../../infra/local/slack-api-recorder';
import { signSlackRequest } from '../../infra/local/slack-signature';
import { createSlackHandler } from '../../lib/channels/slack/lambda-handler';
import { loadConfig, requireSlack } from '../../lib/config';
import type { QueueMessage } from '../../lib/queue/queue';
import { createTestTable } from '../support/dynamodb';
import { directMessage } from '../support/slack-payloads';
import { type FakeSqs, startFakeSqs } from './fake-sqs';
import {
  BOT_TOKEN,
  type LambdaTargets,
  lambdaEnv,
  SIGNING_SECRET,
  signedInboundSms,
  signedSlashCommand,
} from './lambda-env';
import { type Summary, summarize } from './stats';

export const ROOT = resolve(__dirname, '..', '..');
/** Scratch, removed at the end. */
export const BUILD_DIR = join(ROOT, '.build', 'bench');
export const COLD_RUNS = 20;

/** Built and imported as is: the same code runs in the cold processes and in this one's ack test. */
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
  getRemainingTimeInMillis: () => 30000 };
const started = performance.now();
const { handler } = require(process.argv[1]);
const loaded = performance.now();
handler(event, context).then((result) => {
  const done = performance.now();
  const maxRssKb = process.resourceUsage().maxRSS;
  process.stdout.write('\\nBENCH ' + JSON.stringify({ started, loaded, done, maxRssKb, result }) + '\\n');
  process.exit(0);
});
`;

export const TARGETS = ['slack', 'sms', 'worker', 'minimal-bolt'] as const;
export type Target = (typeof TARGETS)[number];
/** The idiomatic peer of the Slack function (idiomatic-slack.ts), built as the functions are, the AWS SDK in its bundle. */
export const PEER = 'idiomatic-slack';

export interface ColdRun {
  /** The runner's first line → the handler resolved: require + one request (what the bundle costs). */
  init: number;
  /** Of which the require. */
  load: number;
  /** And the first request. */
  firstRequest: number;
  /** Process start → the handler resolved (Node's own start-up included). */
  sinceStart: number;
  /** Spawn → exit, seen from here. */
  wall: number;
  /** The process's peak resident memory by the answer (MiB). */
  peakMiB: number;
}

export type ColdSummary = Record<keyof ColdRun, Summary>;

export interface BundleResult {
  name: Target;
  bytes: number;
  gzipBytes: number;
  cold: ColdSummary;
}

export interface BuiltBundles {
  /** The functions, the minimal Bolt app and the peer, by name. */
  bundles: Map<string, BuiltBundle>;
  /** Removes the scratch folder. */
  remove(): Promise<void>;
}

export async function buildBundles(): Promise<BuiltBundles> {
  const minimalEntry = join(BUILD_DIR, 'src', 'minimal-bolt.ts');
  await mkdir(dirname(minimalEntry), { recursive: true });
  await writeFile(minimalEntry, MINIMAL_BOLT_SOURCE);
  const built = await bundleFunctions({
    outDir: BUILD_DIR,
    entries: [
      'functions/slack.ts',
      'functions/sms.ts',
      'functions/worker.ts',
      minimalEntry,
      `test/bench/${PEER}.ts`,
    ],
  });
  const bundles = new Map(built.map((bundle) => [bundle.name, bundle]));
  for (const target of [...TARGETS, PEER])
    if (!bundles.has(target)) throw new Error(`no bundle for ${target}`);
  return { bundles, remove: () => rm(BUILD_DIR, { recursive: true, force: true }) };
}

/** One thing started cold, many times: a bundle, its environment, the request it answers. */
export interface ColdCase {
  name: string;
  file: string;
  env: Record<string, string>;
  /** The event of run `run` (0, 1, …). */
  event(run: number): Promise<unknown>;
  /** Throws unless the answer is what a warm request gives (a cold run counts only then). */
  check(answer: unknown, run: number): void;
  /** SQS messages one run sends. */
  enqueues: number;
}

/**
 * `runs` fresh processes per case, round robin (each round starting one case later), so a slow moment
 * of the shared machine falls on every case alike: each case's runs, in order (run i of two cases were
 * started next to each other).
 */
export async function runColdCases(
  cases: ColdCase[],
  runs: number,
  sqs: FakeSqs,
): Promise<Map<string, ColdRun[]>> {
  const sentBefore = sqs.sent();
  const measured = new Map<string, ColdRun[]>(cases.map((c) => [c.name, []]));
  for (let run = 0; run < runs; run++) {
    for (let i = 0; i < cases.length; i++) {
      const coldCase = cases[(i + run) % cases.length] as ColdCase;
      const result = await runCold(coldCase.file, await coldCase.event(run), coldCase.env);
      coldCase.check(result.answer, run);
      measured.get(coldCase.name)?.push(result.run);
    }
  }
  const sent = sqs.sent() - sentBefore;
  const expected = runs * cases.reduce((sum, c) => sum + c.enqueues, 0);
  if (sent !== expected) throw new Error(`the cold runs sent ${sent} messages to SQS, not ${expected}`);
  return measured;
}

/** Each figure of the runs, summarized. */
export function summarizeRuns(runs: ColdRun[]): ColdSummary {
  const of = (field: keyof ColdRun) => summarize(runs.map((r) => r[field]));
  return {
    init: of('init'),
    load: of('load'),
    firstRequest: of('firstRequest'),
    sinceStart: of('sinceStart'),
    wall: of('wall'),
    peakMiB: of('peakMiB'),
  };
}

/** What the cold processes talk to: the fake SQS, the Slack recorder, the sandbox, a table on the engine. */
export interface ColdWorld {
  sqs: FakeSqs;
  slackApi: SlackApiRecorder;
  tableName: string;
  /** A client on the engine, for seeding what a case reads. */
  dynamo: DynamoDBClient;
  /** The environment of a local run of every function on these (secrets in it). */
  local: Record<string, string>;
  /** The SQS event the worker gets for a DM saying "hi" from `user`. */
  dmEvent(user: string): Promise<SQSEvent>;
  close(): Promise<void>;
}

export async function startColdWorld(): Promise<ColdWorld> {
  const sqs = await startFakeSqs();
  const slackApi = await startSlackApiRecorder({ botToken: BOT_TOKEN });
  const sandbox = await startSandbox({ onOtp: () => {} });
  const { client, tableName } = await createTestTable();
  const targets: LambdaTargets = {
    sqsOrigin: sqs.origin,
    queueUrl: sqs.queueUrl,
    slackApiUrl: slackApi.url,
    laundry: sandbox,
    dynamo: { endpoint: String(process.env.TEST_DYNAMODB_ENDPOINT), tableName },
  };
  const local = lambdaEnv(targets);
  return {
    sqs,
    slackApi,
    tableName,
    dynamo: client,
    local,
    dmEvent: dmQueuer(local),
    async close() {
      client.destroy();
      await sqs.close();
      await slackApi.close();
      await sandbox.close();
    },
  };
}

/** The cases of the functions and the minimal Bolt app, their secrets in the environment (a local run). */
export function localCases(world: ColdWorld, bundles: Map<string, BuiltBundle>): ColdCase[] {
  return TARGETS.map((target) => ({
    name: target,
    file: bundles.get(target)?.file as string,
    env: world.local,
    event: (run) =>
      target === 'worker'
        ? world.dmEvent(`U0COLD${run}`)
        : Promise.resolve(target === 'sms' ? signedInboundSms() : signedSlashCommand()),
    check: (answer, run) => checkAnswer(target, answer, world.slackApi, `U0COLD${run}`),
    // The slack and sms runs enqueue one message each; minimal-bolt only acks, the worker sends none.
    enqueues: target === 'slack' || target === 'sms' ? 1 : 0,
  }));
}

/** The local cases' rows: each bundle's size and cold start. */
export function bundleResults(
  bundles: Map<string, BuiltBundle>,
  measured: Map<string, ColdRun[]>,
): BundleResult[] {
  return TARGETS.map((name) => {
    const bundle = bundles.get(name) as BuiltBundle;
    return {
      name,
      bytes: bundle.bytes,
      gzipBytes: bundle.gzipBytes,
      cold: summarizeRuns(measured.get(name) ?? []),
    };
  });
}

/**
 * The SQS event the worker gets for a DM saying "hi": queued by the Slack handler itself (so the body
 * is what it really enqueues), then wrapped as the event source mapping delivers it.
 */
function dmQueuer(env: Record<string, string>): (user: string) => Promise<SQSEvent> {
  const queued: QueueMessage[] = [];
  const handler = createSlackHandler({
    slack: requireSlack(loadConfig(env)),
    queue: { send: async (message) => void queued.push(message) },
  });
  return async (user) => {
    const { body, contentType } = directMessage({ user, text: 'hi' });
    await handler(
      apiGatewayEvent('POST', '/slack/events', body, {
        'content-type': contentType,
        ...signSlackRequest(SIGNING_SECRET, body),
      }),
      lambdaContext('slack'),
    );
    const message = queued.pop();
    if (!message) throw new Error('the Slack handler queued nothing for a DM');
    const now = String(Date.now());
    return {
      Records: [
        {
          messageId: randomUUID(),
          receiptHandle: randomUUID(),
          body: message.body,
          attributes: {
            ApproximateReceiveCount: '1',
            SentTimestamp: now,
            SenderId: 'bench',
            ApproximateFirstReceiveTimestamp: now,
            SequenceNumber: '1',
            MessageGroupId: message.groupId,
            MessageDeduplicationId: message.deduplicationId,
          },
          messageAttributes: {},
          md5OfBody: createHash('md5').update(message.body, 'utf8').digest('hex'),
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:bench-turns.fifo',
          awsRegion: 'us-east-1',
        },
      ],
    };
  };
}

interface RunnerReport {
  started: number;
  loaded: number;
  done: number;
  maxRssKb: number;
  result: unknown;
}

function runCold(
  file: string,
  event: unknown,
  env: Record<string, string>,
): Promise<{ run: ColdRun; answer: unknown }> {
  return new Promise((done, fail) => {
    const spawned = performance.now();
    // BENCH_CPU_PROF=<dir> keeps a V8 CPU profile of every cold process there, to see where init goes.
    const profile = process.env.BENCH_CPU_PROF;
    const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profile)}`] : [];
    const child = spawn(process.execPath, [...flags, '-e', COLD_RUNNER, file], {
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
        fail(new Error(`${file} exited ${code}:\n${stderr || stdout}`));
        return;
      }
      const report = JSON.parse(line.slice('BENCH '.length)) as RunnerReport;
      done({
        run: {
          init: report.done - report.started,
          load: report.loaded - report.started,
          firstRequest: report.done - report.loaded,
          sinceStart: report.done,
          wall,
          peakMiB: report.maxRssKb / 1024,
        },
        answer: report.result,
      });
    });
  });
}

/** A cold run counts only when its request did what a warm one does (the worker's: its reply to `user` posted). */
export function checkAnswer(target: Target, answer: unknown, slackApi: SlackApiRecorder, user: string): void {
  const { statusCode, body } = (answer ?? {}) as { statusCode?: number; body?: string };
  const ok =
    target === 'worker'
      ? JSON.stringify(answer) === JSON.stringify({ batchItemFailures: [] }) &&
        slackApi.messages.some((m) => m.channel === `D${user.slice(1)}`)
      : target === 'sms'
        ? statusCode === 200 && /<Response\/>/.test(body ?? '')
        : statusCode === 200 && !body;
  if (!ok) throw new Error(`the cold ${target} answered ${JSON.stringify(answer)}`);
}
