/**
 * The composition root: the one place the bot's parts are built and wired (the DynamoDB client, the
 * laundry client, the token cipher, the conversation store, the phone directory, the order ledger, the
 * dialog engine), for
 * `npm start`, the tests and every Lambda handler alike.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Config } from './config';
import { errorLabel } from './conversation/errors';
import { createDialogEngine, type DialogEngine } from './dialog/engine';
import { REGISTRY } from './flows';
import type { BatchPort, FlowDeps } from './flows/deps';
import { createLaundryClient, type LaundryClient, type LaundryClientDeps } from './laundry/client';
import { withFallbackToken } from './laundry/fallback-token';
import { type Batch, type Outcome, planBatch, repick } from './orders/batch';
import { checkLeadMinutes, type Reminders } from './reminders/reminders';
import { createSchedulerClient, createSchedulerReminders } from './reminders/scheduler-reminders';
import {
  type ConversationStore,
  createDynamoClient,
  createDynamoConversationStore,
  createDynamoCustomerNotes,
  createDynamoHandoffs,
  createDynamoOrderLedger,
  createDynamoPhoneDirectory,
  createDynamoSignInAttempts,
  createTokenCipher,
  type Handoffs,
  type OrderLedger,
  type PhoneDirectory,
  phoneFingerprint,
  REQUESTER_CAPS,
} from './store';
import { createDynamoBatches } from './store/batches';
import { type BotStats, createDynamoBotStats } from './store/bot-stats';
import { createDeliveryFailures, type DeliveryFailures } from './store/delivery-failures';
import { itemTable } from './store/dynamodb-client';
import { createDynamoMissedReplies, type MissedReplies } from './store/missed-replies';
import { createDynamoStaffAudit } from './store/staff-audit';
import { businessGlossary } from './words/glossary';
import type { Language } from './words/language';
import { createStaffDesk, describePlacer } from './worker/staff-desk';
import type { BatchWork } from './worker/types';
import type { QueuedBatch } from './worker/work';

/** The configuration a bot runs on: a token key is required (the local stack makes one before it calls). */
export type BotConfig = Config & { tokenEncryptionKey: Buffer };

/**
 * Time between two orders of a staff batch, in ms (5 orders a second). What bounds it, limit by limit
 * (`npm run bench -- batch` measures the rates, docs/benchmark.md):
 * - Slack's Tier 3 (chat.update, about 50 a minute): the progress is updated every PROGRESS_EVERY (10)
 *   orders (lib/worker/batch.ts), so the pace must be at least 60 s / 50 / 10 = 120 ms; 200 ms is 30 a minute.
 * - The laundry service: its rate limits are not shown (seed "Limits"), and the sandbox enforces none;
 *   at 200 ms a batch sends it at most 5 PATCHes a second (10 requests). A guess, not a measured limit.
 * - Twilio: a long code sends 1 text a second and queues what comes faster (up to 4 hours of it, 14,400
 *   texts), so no pace of a 200-order batch overflows it; its 429 is for concurrent requests, and a
 *   batch sends one at a time. The stand-in enforces no rate either.
 * - The worker's 60 s timeout: 200 x 200 ms leaves some 12 s of the first record for the orders' own
 *   work, so a full batch usually ends in one record (the rest is queued otherwise, invariant batch-resumes).
 */
const BATCH_PACE_MS = 200;

/** The flows' batch port: a batch planned from the ledger, and started once by its record and a queued run. */
function batchPort(batches: BatchWork, reminders: Pick<Reminders, 'deliverAt'>, now: () => Date): BatchPort {
  return {
    plan: (request) => planBatch(batches.deps, request),
    repick: (request, items, at) => repick(batches.deps, request, items, at),
    async start(batch) {
      await batches.store.create(batch.id, batch);
      const work: QueuedBatch = {
        v: 1,
        kind: 'batch',
        key: `batch:${batch.id}`,
        messageId: `batch:${batch.id}`,
        batchId: batch.id,
        receivedAt: now().getTime(),
      };
      const message = { groupId: work.key, deduplicationId: work.messageId, body: JSON.stringify(work) };
      await reminders.deliverAt(message, now().getTime());
    },
  };
}

/** What tests and the local stack may put in place of the defaults. */
export interface BotOverrides {
  /** Time between two orders of a staff batch (BATCH_PACE_MS by default). */
  batchPaceMs?: number;
  /** A client to use instead of one built from `config.dynamo`; the caller keeps it (close() leaves it open). */
  dynamoClient?: DynamoDBClient;
  /** Passed to the laundry client, e.g. `{ retryBaseMs: 5 }` in tests. */
  laundryDeps?: LaundryClientDeps;
  /**
   * The one clock of every part: the store, the ledger, the dialog, the turn's deadline and the laundry
   * client's time left (see clock.ts). By default the machine's.
   */
  now?: () => Date;
  /** Fresh ids for prompts and confirmations. */
  newId?: () => string;
  /** A bug in a dialog step; by default its name and code go to stderr (never its message). */
  onEngineError?: (error: unknown) => void;
  /** False on an engine without TransactWriteItems (dynalite). Default true. */
  transactions?: boolean;
  /**
   * Codes texted per phone per 10 minutes and per day, instead of the sign-in attempts' defaults (a load
   * test signing a few seeded customers in from many conversations at once).
   */
  codeLimits?: { perWindow: number; perDay: number };
  /** Where reminders go (the local stack's in-process timers); by default EventBridge Scheduler when configured. */
  reminders?: Reminders;
  /** A reminder that could not be scheduled (its error's name and code); by default a line on stderr. */
  onReminderError?: (error: unknown) => void;
  /**
   * A sign-up refused because the business's sign-ups of the day are used up (SIGN_UPS_PER_DAY): the
   * worker's metric an alarm watches; by default a line on stderr.
   */
  onSignUpsCapped?: () => void;
}

export interface Bot {
  readonly config: BotConfig;
  readonly store: ConversationStore;
  /** The table's client, for the Slack workspaces' installations (lib/worker.ts). */
  readonly dynamoClient: DynamoDBClient;
  readonly ledger: OrderLedger;
  /** Who signed in with which phone number, for staff (phone-directory.ts). */
  readonly phones: PhoneDirectory;
  /** Hand-offs to a person: their staff threads and records (handoffs.ts). */
  readonly handoffs: Handoffs;
  /** The last text to a phone that failed, as Twilio's status callback said (delivery-failures.ts). */
  readonly deliveryFailures: DeliveryFailures;
  /** The business's counts per day, for the weekly digest (bot-stats.ts). */
  readonly stats: BotStats;
  readonly laundry: LaundryClient;
  /** The clock every part of this bot reads (see clock.ts). */
  readonly now: () => Date;
  /** How long a sign-in may go unused before ordering asks for a new code (SIGN_IN_IDLE_DAYS). */
  readonly signInIdleMs: number;
  /** Days a Slack channel's company account link lasts (CHANNEL_LINK_DAYS); unset without Slack. */
  readonly sharedLinkDays: number | undefined;
  /** The languages the business offers, its own first (LANGUAGES). */
  readonly languages: readonly Language[];
  /** The dialog engine over the app's flows, built here once: every turn steps it on its own ports (conversation/turn-ports.ts). */
  readonly engine: DialogEngine<FlowDeps>;
  /**
   * The dialog's ports, built here once: a customer's, and staff's, which fall back to the dispatch
   * credential where a customer's token is refused. A turn wraps them for itself.
   */
  readonly ports: { customer: FlowDeps; staff: FlowDeps };
  /**
   * Puts a message on the queue at a later time (a notice deferred to decent hours), through the
   * reminders' scheduler; undefined without one. Not best effort: a failure fails the caller's record.
   */
  readonly deliverAt: Reminders['deliverAt'] | undefined;
  /** Staff's batches: their records, what runs them, and their pace (lib/worker/batch.ts). */
  readonly batches: BatchWork;
  /** What people typed that the bot did not understand, kept masked when the business opted in (KEEP_MISSED_REPLIES). */
  readonly missedReplies: MissedReplies;
  /** Closes the laundry client's pool and the DynamoDB client it built. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Builds the bot once per process (a Lambda's cold start, `npm start`, a test file).
 * @example
 * const bot = createBot({ ...loadConfig(process.env), tokenEncryptionKey: key });
 * const replies = await runTurn(bot, { conversation: { kind: 'console', user: 'ana' }, messageId: 'line-1', input: { type: 'text', text: 'hi' } });
 * await bot.close();
 */
export function createBot(config: BotConfig, overrides: BotOverrides = {}): Bot {
  if (!Buffer.isBuffer(config.tokenEncryptionKey)) {
    throw new TypeError('createBot needs config.tokenEncryptionKey (TOKEN_ENCRYPTION_KEY)');
  }
  const { tableName } = config.dynamo;
  // The worker answers no webhook: each attempt waits for its answer (invariant dynamo-waits-for-its-answer).
  const client = overrides.dynamoClient ?? createDynamoClient(config.dynamo);
  const now = overrides.now ?? (() => new Date());
  const clock = { now };
  const transactions = overrides.transactions ?? true;

  const laundry = createLaundryClient(config.laundry, {
    ...overrides.laundryDeps,
    dispatchToken: config.staff.dispatchToken,
  });
  const cipher = createTokenCipher(config.tokenEncryptionKey, config.previousTokenKeys);
  const store = createDynamoConversationStore({
    client,
    tableName,
    cipher,
    idleTtlSeconds: config.conversationIdleSeconds,
    transactions,
    // Workspaces installed by OAuth each have an installation their conversations' saves check.
    slackInstallations: config.slack?.oauth !== undefined,
    ...clock,
  });
  const fingerprint = phoneFingerprint(cipher);
  const phones = createDynamoPhoneDirectory({ client, tableName, fingerprint, ...clock });
  const ledger = createDynamoOrderLedger({ client, tableName, transactions, ...clock });
  const customerNotes = createDynamoCustomerNotes({ client, tableName, ...clock });
  const handoffs = createDynamoHandoffs({ client, tableName, cipher, now });
  const deliveryFailures = createDeliveryFailures({ table: itemTable(client, tableName) });
  const stats = createDynamoBotStats({
    client,
    tableName,
    businessId: config.businessId,
    timeZone: config.timeZone,
    now,
  });
  const signInAttempts = createDynamoSignInAttempts({
    client,
    tableName,
    fingerprint,
    ...clock,
    ...(overrides.codeLimits ? codeLimitsOf(overrides.codeLimits) : {}),
    signUpsPerDay: config.signUpsPerDay,
    onSignUpsCapped: overrides.onSignUpsCapped ?? reportSignUpsCapped,
  });
  const reminders = overrides.reminders ?? schedulerReminders(config);
  const staffDesk = createStaffDesk({
    store,
    phones,
    ledger,
    dispatchToken: config.staff.dispatchToken,
    failures: deliveryFailures,
  });
  const staffAudit = createDynamoStaffAudit({
    client,
    tableName,
    businessId: config.businessId,
    timeZone: config.timeZone,
  });
  const missedReplies = createDynamoMissedReplies({
    client,
    tableName,
    now,
    optedIn: config.keepMissedReplies,
  });
  const deps: FlowDeps = {
    laundry,
    ledger,
    ...(reminders
      ? { reminders: bestEffort(reminders, overrides.onReminderError ?? reportReminderError) }
      : {}),
    staffDesk,
    staffAudit,
    missedReplies,
    stats,
    staffedHours: config.staff.staffedHours,
    canHandOff: config.slack?.staffChannelId !== undefined,
    ...(config.supportContact ? { supportContact: config.supportContact } : {}),
    signInAttempts,
    customerNotes,
    businessId: config.businessId,
    glossary: businessGlossary(config.glossary),
    timeZone: config.timeZone,
    defaultTurnAroundHours: config.defaultTurnAroundHours,
    ...clock,
    ...(overrides.newId ? { newId: overrides.newId } : {}),
  };
  const onEngineError = overrides.onEngineError ?? reportEngineError;
  const { dispatchToken } = config.staff;
  const staffLaundry = dispatchToken ? withFallbackToken(laundry, dispatchToken) : laundry;
  const batches = {
    store: createDynamoBatches<Batch, Outcome>({ client, tableName, now }),
    deps: {
      laundry: staffLaundry,
      ledger,
      sessionFor: staffDesk.sessionFor,
      describe: describePlacer,
      reminders: deps.reminders,
      timeZone: config.timeZone,
      now,
    },
    paceMs: overrides.batchPaceMs ?? BATCH_PACE_MS,
    audit: staffAudit,
  };
  if (reminders) deps.batches = batchPort(batches, reminders, now);
  const staffDeps: FlowDeps = dispatchToken ? { ...deps, laundry: staffLaundry } : deps;
  const engine = createDialogEngine(REGISTRY, deps, onEngineError);

  let closing: Promise<void> | undefined;
  return {
    config,
    store,
    dynamoClient: client,
    ledger,
    phones,
    handoffs,
    missedReplies,
    deliveryFailures,
    stats,
    laundry,
    now,
    signInIdleMs: config.signInIdleMs,
    sharedLinkDays: config.slack?.channelLinkDays,
    languages: config.languages,
    deliverAt: reminders && ((message, at) => reminders.deliverAt(message, at)),
    batches,
    engine,
    ports: { customer: deps, staff: staffDeps },
    close() {
      closing ??= (async () => {
        try {
          await laundry.close();
        } finally {
          if (!overrides.dynamoClient) client.destroy();
        }
      })();
      return closing;
    },
  };
}

/**
 * EventBridge Scheduler reminders when the stack configures them (see infra/), else none. The Scheduler
 * client is made by the first reminder scheduled, not by every cold start of the worker: most turns
 * schedule nothing.
 *
 * Its module is imported as any other, not with `import()` on that first reminder as it was: in the
 * worker's one CommonJS bundle, esbuild evaluates a module imported with `import()` on the call, and with
 * it every ES module it imports, the SDK's core shared with the DynamoDB client included, each wrapped
 * in a function of its own that V8 compiles a second time when it runs (at every cold start, for the
 * DynamoDB client). Once the SDK was bundled from its ES modules (infra/build/esbuild-plugins.cjs), that
 * cost more than the Scheduler client's own module: 439 modules wrapped, 258 with the import here;
 * the worker's cold start 3–5 ms of CPU less in three paired runs (docs/benchmark.md).
 */
function schedulerReminders(config: BotConfig): Reminders | undefined {
  const scheduler = config.reminders;
  if (!scheduler) return undefined;
  checkLeadMinutes(config.reminderLeadMinutes);
  let made: Reminders | undefined;
  const reminders = () =>
    (made ??= createSchedulerReminders({
      client: createSchedulerClient({ region: config.dynamo.region }),
      groupName: scheduler.groupName,
      queueArn: scheduler.queueArn,
      roleArn: scheduler.roleArn,
      deadLetterArn: scheduler.deadLetterArn,
      leadMinutes: config.reminderLeadMinutes,
    }));
  return {
    schedule: async (spec) => reminders().schedule(spec),
    cancel: async (orderId, leg) => reminders().cancel(orderId, leg),
    deliverAt: async (message, at) => reminders().deliverAt(message, at),
  };
}

/** Reminders never fail what they follow (an order placed, a change made): a failure is reported and dropped. */
function bestEffort(
  reminders: Reminders,
  report: (error: unknown) => void,
): Pick<Reminders, 'schedule' | 'cancel'> {
  return {
    schedule: (spec) => reminders.schedule(spec).catch(report),
    cancel: (orderId, leg) => reminders.cancel(orderId, leg).catch(report),
  };
}

function reportReminderError(error: unknown): void {
  process.stderr.write(`reminder not scheduled: ${errorLabel(error, 'unknown')}\n`);
}

function reportSignUpsCapped(): void {
  process.stderr.write(
    "sign-up refused: the business's sign-ups of the day are used up (SIGN_UPS_PER_DAY)\n",
  );
}

/** A bug in a step: its name and code only, since a message could carry what a person typed. */
function reportEngineError(error: unknown): void {
  process.stderr.write(`dialog error: ${errorLabel(error, 'unknown')}\n`);
}

/** A test's or the bench's code limits: per phone, and at least as many for every requester (sign-in-attempts.ts). */
function codeLimitsOf({ perWindow, perDay }: { perWindow: number; perDay: number }) {
  const lifted = (caps: (typeof REQUESTER_CAPS)['person']) => ({
    sendsPerWindow: Math.max(caps.sendsPerWindow, perWindow),
    sendsPerDay: Math.max(caps.sendsPerDay, perDay),
    signUpsPerDay: Math.max(caps.signUpsPerDay, perDay),
  });
  return {
    maxSendsPerWindow: perWindow,
    maxSendsPerDay: perDay,
    requesterCaps: { person: lifted(REQUESTER_CAPS.person), workspace: lifted(REQUESTER_CAPS.workspace) },
  };
}
