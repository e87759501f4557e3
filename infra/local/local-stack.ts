/**
 * What `npm start` and `npm run dev:slack` share: the embedded DynamoDB (data under `.data/dynamodb`), the
 * laundry sandbox (unless LAUNDRY_API_URL and LAUNDRY_AUTH_URL point at a real service), the bot wired on
 * them, the banner's lines about them, the local HTTP gateway, and a process that closes everything it
 * started on the way out.
 */

import { join, resolve } from 'node:path';
import { paginateScan } from '@aws-sdk/client-dynamodb';
import { type Bot, createBot } from '../../lib/bot';
import { type Config, loadConfig } from '../../lib/config';
import { maskPhone } from '../../lib/dialog/mask-phone';
import type { Queue } from '../../lib/queue/queue';
import { createDynamoClient } from '../../lib/store/dynamodb-client';
import { ORDER_ID_PARTITION_PREFIX } from '../../lib/store/keys';
import { type LocalDynamo, startLocalDynamo } from './dynamodb';
import { ensureTable } from './ensure-table';
import { type HttpHandler, startGateway } from './http-gateway';
import {
  createKeptReminders,
  dataDirOf,
  type KeptReminders,
  keptDirOf,
  readKept,
  shownDir,
  writeKept,
} from './kept-state';
import { LOCAL_CLOCK_VARIABLE, type LocalClock, localClock } from './local-clock';
import { loadOrCreateLocalKey } from './local-key';
import { describeSandboxOptions, localSandboxOptions } from './local-sandbox';
import { makePrivateDir } from './private-dir';
import { SEED } from './sandbox/seed-data';
import { type Sandbox, type SandboxOptions, type SandboxSnapshot, startSandbox } from './sandbox/server';
import { starting } from './starting';
import type { BackOffice } from './terminal-staff';

export type Env = Record<string, string | undefined>;

/** Something started, and how to stop it. */
export interface Closer {
  name: string;
  close: () => Promise<void>;
}

/** The repository's root, where `.data/` and `.env` live. */
export const ROOT_DIR = resolve(__dirname, '..', '..');
const DEFAULT_TABLE = 'laundry-bot-local';

export interface LocalStack {
  config: Config;
  bot: Bot;
  /** The embedded engine, when DYNAMODB_ENDPOINT did not name one. */
  dynamo: LocalDynamo | undefined;
  /** The sandbox's options, when the sandbox runs. */
  sandbox: SandboxOptions | undefined;
  /** The store's back office, played by the sandbox when it runs: staff add a customer's address there. */
  backOffice: BackOffice | undefined;
  /** The reminders, kept across restarts in `keptDir`. */
  reminders: KeptReminders;
  /** Where the sandbox and the reminders are kept; undefined: not kept (invariant kept-with-the-table). */
  keptDir: string | undefined;
  /** The local data dir (LOCAL_DATA_DIR, else .data/): the embedded engine's data and the token key. */
  dataDir: string;
  /** The orders the sandbox started with (what the last run kept). */
  keptOrders: number;
  /** The stack's one clock: the machine's, or one from LOCAL_CLOCK_START (local-clock.ts). */
  now: LocalClock;
}

/**
 * Starts DynamoDB and the sandbox as needed, reads the configuration from `env` with their addresses filled
 * in, and builds the bot; each piece is added to `closers` as it starts.
 * @example const stack = await startLocalStack(env, { interactive: true, closers });
 */
export async function startLocalStack(
  env: Env,
  options: { interactive: boolean; closers: Closer[] },
): Promise<LocalStack> {
  const { closers } = options;
  // Read before anything starts, so a bad SANDBOX_* variable fails at once. A script cannot read the
  // texted code, so a scripted run gets a fixed one (said in the banner).
  const sandboxOptions =
    env.LAUNDRY_API_URL && env.LAUNDRY_AUTH_URL
      ? undefined
      : localSandboxOptions(env, { interactive: options.interactive });
  const now = localClock(env);
  const dataDir = dataDirOf(env, ROOT_DIR);
  const keptDir = keptDirOf(env, ROOT_DIR);
  if (keptDir) makePrivateDir(keptDir);
  // Timed on this machine (2 shared cores): the engine is most of the wait (invariant start-says-what-it-waits-for).
  const dynamo = env.DYNAMODB_ENDPOINT
    ? undefined
    : await starting('the local DynamoDB engine', '4–8 s', () => startDynamo(dataDir, closers));
  const sandbox =
    sandboxOptions &&
    (await starting('the laundry sandbox', 'under a second', () =>
      startLocalSandbox({ ...sandboxOptions, now }, keptDir && join(keptDir, SANDBOX_FILE), closers),
    ));
  const config = loadConfig(assembleEnv(localBusinessEnv(env), { dynamo, sandbox }));
  const reminderQueue = lateQueue();
  const reminders = createKeptReminders({
    queue: reminderQueue,
    leadMinutes: config.reminderLeadMinutes,
    file: keptDir && join(keptDir, REMINDERS_FILE),
    now: () => now().getTime(),
  });
  const bot = await starting('the table and the bot', '1–2 s', () =>
    wire(
      config,
      { dynalite: dynamo?.engine === 'dynalite', dataDir, reminders, reminderQueue, now },
      closers,
    ),
  );
  if (sandbox) sandbox.continueOrderIdsAfter(await highestOrderId(config));
  const keptOrders = sandbox?.orders.length ?? 0;
  return {
    config,
    bot,
    dynamo,
    sandbox: sandbox && sandboxOptions,
    backOffice: sandbox,
    reminders,
    keptDir,
    dataDir,
    keptOrders,
    now,
  };
}

/**
 * The environment with the business's name: BUSINESS_NAME, else the sandbox's business when the sandbox
 * runs (what the customer reads names the business the sandbox serves), else as set (loadConfig's default).
 * @example localBusinessEnv({}).BUSINESS_NAME // 'Spin City Laundry'
 */
export function localBusinessEnv(env: Env): Env {
  const sandboxRuns = !(env.LAUNDRY_API_URL && env.LAUNDRY_AUTH_URL);
  if (env.BUSINESS_NAME?.trim() || !sandboxRuns) return env;
  return { ...env, BUSINESS_NAME: SEED.businessName };
}

/** The support contact the local stack names (SMS's HELP, an account without an address) when SUPPORT_CONTACT is not set. */
export const LOCAL_SUPPORT_CONTACT = 'help@laundry.example';

/** The environment `loadConfig` reads: the caller's, with the local stack's defaults filled in. */
function assembleEnv(
  env: Env,
  local: { dynamo: LocalDynamo | undefined; sandbox: Sandbox | undefined },
): Env {
  return {
    ...env,
    DYNAMODB_TABLE: env.DYNAMODB_TABLE || DEFAULT_TABLE,
    // Named where the bot can't help further (an account without an address), on every channel.
    SUPPORT_CONTACT: env.SUPPORT_CONTACT || LOCAL_SUPPORT_CONTACT,
    DYNAMODB_ENDPOINT: local.dynamo?.endpoint ?? env.DYNAMODB_ENDPOINT,
    ...(local.sandbox && {
      LAUNDRY_API_URL: local.sandbox.commonUrl,
      LAUNDRY_AUTH_URL: local.sandbox.authUrl,
      LAUNDRY_BUSINESS_ID: env.LAUNDRY_BUSINESS_ID || String(SEED.businessId),
    }),
  };
}

/**
 * The highest order id the table has a pointer for (0: none). The table is kept under `.data/` while
 * the sandbox starts empty each time; without this, the second run's first order would reuse an id.
 */
async function highestOrderId(config: Config): Promise<number> {
  const client = createDynamoClient(config.dynamo);
  try {
    let highest = 0;
    const pages = paginateScan(
      { client },
      {
        TableName: config.dynamo.tableName,
        FilterExpression: 'begins_with(pk, :prefix)',
        ExpressionAttributeValues: { ':prefix': { S: ORDER_ID_PARTITION_PREFIX } },
        ProjectionExpression: 'pk',
      },
    );
    for await (const page of pages)
      for (const item of page.Items ?? [])
        highest = Math.max(highest, Number(item.pk?.S?.slice(ORDER_ID_PARTITION_PREFIX.length)) || 0);
    return highest;
  } finally {
    client.destroy();
  }
}

async function startDynamo(dataDir: string, closers: Closer[]): Promise<LocalDynamo> {
  makePrivateDir(dataDir);
  const dynamo = await startLocalDynamo({ dataDir: join(dataDir, 'dynamodb'), log: logEngineLine });
  closers.push({ name: 'DynamoDB', close: () => dynamo.stop() });
  return dynamo;
}

/** The engine's own output is noise here; what startLocalDynamo says itself (a fallback) is not. */
function logEngineLine(line: string): void {
  if (line.startsWith('[') || line.includes(' ready at ')) return;
  process.stderr.write(`${line}\n`);
}

/** The sandbox, started on what `file` kept (if any) and kept there when it closes. */
async function startLocalSandbox(
  options: SandboxOptions,
  file: string | undefined,
  closers: Closer[],
): Promise<Sandbox> {
  const restore = readKept<SandboxSnapshot>(file);
  const sandbox = await startSandbox({ ...options, onOtp: printSms, ...(restore ? { restore } : {}) });
  closers.push({
    name: 'sandbox',
    close: async () => {
      if (file) writeKept(file, sandbox.snapshot());
      await sandbox.close();
    },
  });
  return sandbox;
}

/** The kept files' names in the kept dir. */
const SANDBOX_FILE = 'sandbox.json';
const REMINDERS_FILE = 'reminders.json';

/** The sandbox's text message, boxed and on stderr so it stands apart from the bot's words. */
function printSms(phone: string, code: string): void {
  const text = `📱 SMS to ${maskPhone(phone)}: your code is ${code}`;
  // The emoji takes two columns and one UTF-16 pair, so the string's length is the width.
  const rule = '─'.repeat(text.length + 2);
  process.stderr.write(`┌${rule}┐\n│ ${text} │\n└${rule}┘\n`);
}

/** The table, then the bot (createBot), each closed on the way out. */
async function wire(
  config: Config,
  local: {
    dynalite: boolean;
    dataDir: string;
    reminders: KeptReminders;
    reminderQueue: LateQueue;
    now: () => Date;
  },
  closers: Closer[],
): Promise<Bot> {
  const { reminders } = local;
  const client = createDynamoClient(config.dynamo);
  closers.push({ name: 'DynamoDB client', close: async () => client.destroy() });
  await ensureTable(config.dynamo, config.dynamo.tableName, {
    log: (line) => process.stderr.write(`${line}\n`),
  });

  const tokenEncryptionKey = config.tokenEncryptionKey ?? localTokenKey(local.dataDir);
  // Reminders are timers here, putting their message on the local queue once it is up (startLocalQueue).
  closers.push({ name: 'reminders', close: async () => reminders.close() });
  const bot = createBot(
    { ...config, tokenEncryptionKey },
    { dynamoClient: client, transactions: !local.dynalite, reminders, now: local.now },
  );
  REMINDERS.set(bot, { reminders, queue: local.reminderQueue });
  closers.push({ name: 'bot', close: () => bot.close() });
  return bot;
}

/** Each local bot's reminders, their queue bound to the local queue when it starts. */
const REMINDERS = new WeakMap<Bot, { reminders: KeptReminders; queue: LateQueue }>();

/** Sends the reminders of `bot` to `queue` from now on, and schedules those the last run kept. */
export function bindReminderQueue(bot: Bot, queue: Queue): void {
  const local = REMINDERS.get(bot);
  local?.queue.bind(queue);
  local?.reminders.restore();
}

type LateQueue = Queue & { bind(queue: Queue): void };

/** A queue whose target is set after it is made; a reminder due before that is reported and dropped. */
function lateQueue(): LateQueue {
  let target: Queue | undefined;
  return {
    bind(queue) {
      target = queue;
    },
    async send(message) {
      if (!target) throw new Error('the local queue is not started');
      await target.send(message);
    },
  };
}

/** Without TOKEN_ENCRYPTION_KEY, the key kept in .data/ (made on first use). */
function localTokenKey(dataDir: string): Buffer {
  makePrivateDir(dataDir);
  return loadOrCreateLocalKey(dataDir);
}

/** The banner's lines about the stack: the database, the laundry service, and the sandbox's customers. */
export function stackBannerLines(stack: LocalStack): string[] {
  const { config, dynamo, sandbox } = stack;
  const database = dynamo
    ? `${dynamo.engine} at ${dynamo.endpoint} (data in ${shownDir(stack.dataDir)}dynamodb${dynamo.reused ? ', engine reused' : ''})`
    : `${config.dynamo.endpoint ?? `AWS ${config.dynamo.region}`}`;
  const lines = [
    `  DynamoDB:     ${database}, table ${config.dynamo.tableName}`,
    `  Laundry API:  ${sandbox ? `sandbox at ${config.laundry.apiUrl} (${describeSandboxOptions(sandbox)})` : config.laundry.apiUrl}`,
    `  Business:     ${config.businessId}`,
  ];
  if (sandbox) {
    const { fixedOtp } = sandbox;
    lines.push('  Sign in as a seeded customer (the code is printed as an "SMS"):');
    for (const customer of SEED.customers) {
      lines.push(`    ${formatPhone(customer.phoneNumber)}  ${customer.firstName} ${customer.lastName}`);
    }
    if (fixedOtp)
      lines.push(`  Every code the sandbox texts is ${fixedOtp} (a scripted run, or SANDBOX_OTP).`);
  }
  if (stack.now.startedAt !== undefined)
    lines.push(
      `  Clock:        started at ${new Date(stack.now.startedAt).toISOString()} (${LOCAL_CLOCK_VARIABLE}), running from there`,
    );
  lines.push(keptLine(stack));
  return lines;
}

/**
 * The banner's line on what a restart keeps (invariant kept-with-the-table).
 */
function keptLine({ keptDir, sandbox, keptOrders, reminders }: LocalStack): string {
  const what = sandbox ? "the sandbox's orders and the pending reminders" : 'the pending reminders';
  if (!keptDir)
    return `  Kept:         not ${what} (the table is at DYNAMODB_ENDPOINT: set LOCAL_DATA_DIR to keep them)`;
  const pending = reminders.pending().length + reminders.held();
  const found = [...(sandbox ? [count(keptOrders, 'order')] : []), count(pending, 'pending reminder')].join(
    ' and ',
  );
  return `  Kept:         ${what} in ${shownDir(keptDir)} across restarts (found: ${found})`;
}

/** `1 order`, `2 orders`. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * What `npm start` says when the chat ends (Ctrl-D, Ctrl-C, a script's end): what the next run finds.
 * `resumes`: the conversation carries on next time (a terminal's does; a script's never).
 * @example goodbyeLine(stack, { resumes: true }) // "Bye! Kept in .data/ for next time: this conversation, the sandbox's customers and orders, and 2 pending reminders."
 */
export function goodbyeLine(stack: LocalStack, { resumes }: { resumes: boolean }): string {
  // A reminder held for decent hours is pending too.
  const pending = stack.reminders.pending().length + stack.reminders.held();
  const reminders = count(pending, 'pending reminder');
  const conversation = resumes ? ['this conversation'] : [];
  if (!stack.keptDir) {
    const kept = resumes ? ` This conversation is kept in table ${stack.config.dynamo.tableName}.` : '';
    return `Bye!${kept} Not kept: ${stack.sandbox ? "the sandbox's orders and " : ''}${reminders} (set LOCAL_DATA_DIR to keep them).`;
  }
  const kept = [...conversation, ...(stack.sandbox ? ["the sandbox's customers and orders"] : []), reminders];
  const list = kept.length > 1 ? `${kept.slice(0, -1).join(', ')}, and ${kept.at(-1)}` : kept.join('');
  return `Bye! Kept in ${shownDir(stack.keptDir)} for next time: ${list}.`;
}

/**
 * `/due`: the soonest pending reminder sent now instead of at its time, said in one line.
 * @example await bringReminderDue(stack) // 'The pickup reminder of order #5001 is due now.'
 */
export async function bringReminderDue(stack: LocalStack): Promise<string> {
  const due = await stack.reminders.bringDue();
  if (!due) return 'No reminder is pending: an order schedules one for its pickup and one for its return.';
  const nowhere = due.key.startsWith('console:')
    ? ' This terminal chat gets no reminders: they go out by Slack and SMS.'
    : '';
  return `The ${due.leg} reminder of order #${due.orderId} is due now.${nowhere}`;
}

/** Where the local gateway listens (its origin, or a route's URL), or why it does not. */
export type GatewayStatus = { url: string } | { unavailable: string };

/**
 * Serves `routes` (`"POST /slack/events"` → handler) on one gateway at 127.0.0.1:`port` (0: any free port),
 * closed on the way out. A port that is taken is no failure: the rest of the stack runs without it.
 * @example const gateway = await startLocalGateway({ ...slackRoutes(slack, queue) }, 3000, closers);
 */
export async function startLocalGateway(
  routes: Record<string, HttpHandler>,
  port: number,
  closers: Closer[],
): Promise<GatewayStatus> {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  try {
    gateway = await startGateway(routes, port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return { unavailable: `port ${port} is not free (${code})` };
  }
  closers.push({ name: 'gateway', close: () => gateway.close() });
  return { url: gateway.url };
}

/** The status of one route of the gateway: its URL, or why the gateway is off. */
export function routeStatus(gateway: GatewayStatus, path: string): GatewayStatus {
  return 'url' in gateway ? { url: `${gateway.url}${path}` } : gateway;
}

/** `2125550101` → `(212) 555-0101`. */
function formatPhone(tenDigits: string): string {
  return `(${tenDigits.slice(0, 3)}) ${tenDigits.slice(3, 6)}-${tenDigits.slice(6)}`;
}

/**
 * Runs `main` on a copy of the environment. When it resolves (unless `serve`: then the process stays up) or
 * throws, and on SIGINT or SIGTERM at any time, everything in its closers is closed, newest first, and the
 * process exits (1 after a failure, said in one line prefixed with `label`).
 * @example runLocalProcess('npm start', (env, closers) => chat(env, closers));
 */
export function runLocalProcess(
  label: string,
  main: (env: Env, closers: Closer[]) => Promise<void>,
  options: { serve?: boolean } = {},
): void {
  const closers: Closer[] = [];
  let shuttingDown: Promise<void> | undefined;

  /** Closes everything that was started, newest first; once, however many times it is asked. */
  const shutdown = (): Promise<void> => {
    shuttingDown ??= (async () => {
      for (const { name, close } of closers.reverse()) {
        try {
          await close();
        } catch (error) {
          process.stderr.write(`could not close the ${name}: ${errorMessage(error)}\n`);
        }
      }
    })();
    return shuttingDown;
  };
  const exitAfterShutdown = (code: number): void => {
    void shutdown().then(() => process.exit(code));
  };

  // `on`, not `once`: a listener must stay registered, or the DynamoDB guard re-raises the signal and node
  // dies before the shutdown finishes. A second signal joins the shutdown already running.
  process.on('SIGINT', () => exitAfterShutdown(0));
  process.on('SIGTERM', () => exitAfterShutdown(0));

  main({ ...process.env }, closers).then(
    () => {
      if (!options.serve) exitAfterShutdown(0);
    },
    (error: unknown) => {
      process.stderr.write(`${label} failed: ${errorMessage(error)}\n`);
      exitAfterShutdown(1);
    },
  );
}

/** An error's message, or the thrown value itself. */
function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
