/**
 * `npm start`: the whole bot on this machine, no cloud account and no Docker. An embedded DynamoDB (data
 * under `.data/dynamodb`), the laundry sandbox (unless LAUNDRY_API_URL and LAUNDRY_AUTH_URL point at a real
 * service) and a terminal chat that runs every line through the same turn as Slack and SMS.
 *
 * `npm start < conversation.txt` plays a script: stdout then holds only the conversation; the banner and
 * the sandbox's "SMS" go to stderr.
 */
import { join, resolve } from 'node:path';
import { type Bot, createBot } from '../../lib/bot';
import { runConsoleChat } from '../../lib/channels/console/chat';
import { type Config, loadConfig } from '../../lib/config';
import { createDynamoClient } from '../../lib/store';
import { consoleKey } from '../../lib/turn/conversation-key';
import { runTurn, type TurnEvent } from '../../lib/turn/run-turn';
import { type LocalDynamo, startLocalDynamo } from './dynamodb';
import { ensureTable } from './ensure-table';
import { loadOrCreateLocalKey } from './local-key';
import { describeSandboxOptions, localSandboxOptions } from './local-sandbox';
import { makePrivateDir } from './private-dir';
import { SEED } from './sandbox/seed-data';
import { type Sandbox, type SandboxOptions, startSandbox } from './sandbox/server';

type Env = Record<string, string | undefined>;

const DATA_DIR = resolve(__dirname, '..', '..', '.data');
const DEFAULT_TABLE = 'laundry-bot-local';

/** What was started, closed in reverse order on the way out. */
const closers: { name: string; close: () => Promise<void> }[] = [];
let shuttingDown: Promise<void> | undefined;

async function main(env: Env): Promise<void> {
  const interactive = process.stdin.isTTY === true;
  // Read before anything starts, so a bad SANDBOX_* variable fails at once. A script cannot read the
  // texted code, so a scripted run gets a fixed one (said in the banner).
  const sandboxOptions =
    env.LAUNDRY_API_URL && env.LAUNDRY_AUTH_URL ? undefined : localSandboxOptions(env, { interactive });
  const dynamo = env.DYNAMODB_ENDPOINT ? undefined : await startDynamo();
  const sandbox = sandboxOptions && (await startLocalSandbox(sandboxOptions));
  const config = loadConfig(assembleEnv(env, { dynamo, sandbox }));
  const bot = await wire(config, dynamo?.engine === 'dynalite');

  const banner = bannerText(config, dynamo, sandbox && sandboxOptions);
  (interactive ? process.stdout : process.stderr).write(`${banner}\n\n`);

  // At a terminal the conversation resumes across restarts; a script always starts a fresh one, so
  // replaying it gives the same conversation whatever earlier runs left in .data/.
  const user = env.USER || 'you';
  const key = consoleKey(interactive ? user : `${user}-script-${Date.now()}`);
  // The terminal's message ids: this run's start and a line counter, unique across restarts.
  const run = Date.now().toString(36);
  let line = 0;
  await runConsoleChat({
    input: process.stdin,
    output: process.stdout,
    interactive,
    color: process.stdout.isTTY === true && !env.NO_COLOR,
    handle: (input) => {
      line += 1;
      return runTurn({ ...bot, log: logTurnTrouble }, { key, messageId: `${run}-${line}`, input });
    },
  });
}

/** The environment `loadConfig` reads: the caller's, with the local stack's defaults filled in. */
function assembleEnv(
  env: Env,
  local: { dynamo: LocalDynamo | undefined; sandbox: Sandbox | undefined },
): Env {
  return {
    ...env,
    DYNAMODB_TABLE: env.DYNAMODB_TABLE || DEFAULT_TABLE,
    DYNAMODB_ENDPOINT: local.dynamo?.endpoint ?? env.DYNAMODB_ENDPOINT,
    ...(local.sandbox && {
      LAUNDRY_API_URL: local.sandbox.commonUrl,
      LAUNDRY_AUTH_URL: local.sandbox.authUrl,
      LAUNDRY_BUSINESS_ID: env.LAUNDRY_BUSINESS_ID || String(SEED.businessId),
    }),
  };
}

async function startDynamo(): Promise<LocalDynamo> {
  makePrivateDir(DATA_DIR);
  const dynamo = await startLocalDynamo({ dataDir: join(DATA_DIR, 'dynamodb'), log: logEngineLine });
  closers.push({ name: 'DynamoDB', close: () => dynamo.stop() });
  return dynamo;
}

/** The engine's own output is noise here; what startLocalDynamo says itself (a fallback) is not. */
function logEngineLine(line: string): void {
  if (line.startsWith('[') || line.includes(' ready at ')) return;
  process.stderr.write(`${line}\n`);
}

async function startLocalSandbox(options: SandboxOptions): Promise<Sandbox> {
  const sandbox = await startSandbox({ ...options, onOtp: printSms });
  closers.push({ name: 'sandbox', close: () => sandbox.close() });
  return sandbox;
}

/** The sandbox's text message, boxed and on stderr so it stands apart from the bot's words. */
function printSms(phone: string, code: string): void {
  const text = `📱 SMS to ${maskPhone(phone)}: your code is ${code}`;
  // The emoji takes two columns and one UTF-16 pair, so the string's length is the width.
  const rule = '─'.repeat(text.length + 2);
  process.stderr.write(`┌${rule}┐\n│ ${text} │\n└${rule}┘\n`);
}

/** `(•••) •••-0101`: enough to tell numbers apart, not enough to be one. */
function maskPhone(phone: string): string {
  return `(•••) •••-${phone.replace(/\D/g, '').slice(-4)}`;
}

/** The table, then the bot (createBot), each closed on the way out. */
async function wire(config: Config, dynalite: boolean): Promise<Bot> {
  const client = createDynamoClient(config.dynamo);
  closers.push({ name: 'DynamoDB client', close: async () => client.destroy() });
  await ensureTable(client, config.dynamo.tableName, { log: (line) => process.stderr.write(`${line}\n`) });

  const tokenEncryptionKey = config.tokenEncryptionKey ?? localTokenKey();
  const bot = createBot({ ...config, tokenEncryptionKey }, { dynamoClient: client, transactions: !dynalite });
  closers.push({ name: 'bot', close: () => bot.close() });
  return bot;
}

/** Without TOKEN_ENCRYPTION_KEY, the key kept in .data/ (made on first use). */
function localTokenKey(): Buffer {
  makePrivateDir(DATA_DIR);
  return loadOrCreateLocalKey(DATA_DIR);
}

function bannerText(
  config: Config,
  dynamo: LocalDynamo | undefined,
  sandbox: SandboxOptions | undefined,
): string {
  const database = dynamo
    ? `${dynamo.engine} at ${dynamo.endpoint} (data in .data/dynamodb${dynamo.reused ? ', engine reused' : ''})`
    : `${config.dynamo.endpoint ?? `AWS ${config.dynamo.region}`}`;
  const lines = [
    'Laundry bot — local stack',
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
  lines.push('Type help at any time, Ctrl-D to quit.');
  return lines.join('\n');
}

/** `2125550101` → `(212) 555-0101`. */
function formatPhone(tenDigits: string): string {
  return `(${tenDigits.slice(0, 3)}) ${tenDigits.slice(3, 6)}-${tenDigits.slice(6)}`;
}

/** Only what goes wrong; a saved turn is the normal case. */
function logTurnTrouble(event: TurnEvent): void {
  if (event.outcome === 'saved') return;
  process.stderr.write(`turn ${event.key} attempt ${event.attempt}: ${event.outcome}\n`);
}

/** Closes everything that was started, newest first; once, however many times it is asked. */
function shutdown(): Promise<void> {
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
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function exitAfterShutdown(code: number): void {
  void shutdown().then(() => process.exit(code));
}

// `on`, not `once`: a listener must stay registered, or the DynamoDB guard re-raises the signal and node dies
// before the shutdown finishes. A second signal joins the shutdown already running.
process.on('SIGINT', () => exitAfterShutdown(0));
process.on('SIGTERM', () => exitAfterShutdown(0));

// The SDK's notice that its 2027 releases need Node 22 (see the README) is noise in a chat window.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

main({ ...process.env }).then(
  () => exitAfterShutdown(0),
  (error: unknown) => {
    process.stderr.write(`npm start failed: ${errorMessage(error)}\n`);
    exitAfterShutdown(1);
  },
);
