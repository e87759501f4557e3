/**
 * The worker as one piece: the bot and every channel the configuration names, wired to the queue's
 * handler. `functions/worker.ts`, the local stack and the tests build it the same way.
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { Bot } from './bot';
import { slackStaffThreads } from './channels/slack/staff-threads';
import { createSlackWebClient } from './channels/slack/web-client';
import { createSlackWorkerChannel } from './channels/slack/worker-channel';
import { createWorkspaceChannel } from './channels/slack/workspace-channel';
import { type WorkspaceAuth, type Workspaces, workspacesOf } from './channels/slack/workspaces';
import { keywordLanguages } from './channels/sms/carrier-keywords';
import { createTwilioMessages } from './channels/sms/twilio-messages';
import { createSmsWorkerChannel, type SmsSender } from './channels/sms/worker-channel';
import { UndeliverableError } from './conversation/errors';
import type { StatsRecorder } from './stats/record';
import { itemTable } from './store/dynamodb-client';
import { createDynamoRateLimits } from './store/rate-limits';
import { removeSlackWorkspace } from './store/slack-workspace-data';
import { createWorkerHandler, type WorkerDeps, type WorkerLine } from './worker/handler';
import { lastTextFailed } from './worker/staff-desk';
import type { Timers } from './worker/working-sign';

export type WorkerHandler = (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse>;

/**
 * @example export const handler = createWorker(createBot(config));
 */
export function createWorker(
  bot: Bot,
  overrides: {
    /** Each Slack workspace's bot; by default from the configuration (workspaces.ts). */
    workspaces?: Workspaces;
    smsSender?: SmsSender;
    log?: (line: WorkerLine) => void;
    /** What times a long turn's sign that the bot is working; the machine's timers by default. */
    timers?: Timers;
  } = {},
): WorkerHandler {
  const { config } = bot;
  const channels: WorkerDeps['channels'] = {};
  let handoffs: WorkerDeps['handoffs'];
  const { slack } = config;
  if (slack) {
    const dynamo = { client: bot.dynamoClient, tableName: config.dynamo.tableName };
    const workspaces =
      overrides.workspaces ??
      workspacesOf({ ...config, slack }, { table: itemTable(dynamo.client, dynamo.tableName), now: bot.now });
    const clientFor = (auth: WorkspaceAuth) =>
      createSlackWebClient({ botToken: auth.botToken, apiUrl: slack.apiUrl });
    const { staffChannelId } = slack;
    if (staffChannelId) {
      // Staff threads live in the laundry's own workspace, whichever workspace the customer is in.
      const threads = slackStaffThreads({
        client: async () => {
          const auth = await workspaces.authFor(slack.teamId);
          if (!auth) throw new UndeliverableError("the laundry's own workspace is not installed");
          return clientFor(auth);
        },
        teamId: slack.teamId,
        channelId: staffChannelId,
        handoffs: bot.handoffs,
        limits: createDynamoRateLimits({ ...dynamo, now: bot.now }),
        businessName: config.businessName,
      });
      handoffs = {
        threads,
        store: bot.handoffs,
        idleMs: config.staff.handoffIdleMs,
        businessName: config.businessName,
        deliveryProblem: (key) => lastTextFailed(bot.deliveryFailures, key),
      };
    }
    channels.slack = createWorkspaceChannel({
      workspaces,
      clientFor,
      channelFor: (client, teamId) =>
        createSlackWorkerChannel({
          client,
          store: bot.store,
          ledger: bot.ledger,
          businessName: config.businessName,
          timeZone: config.timeZone,
          now: bot.now,
          teamId,
          languages: config.languages,
          stats: bot.stats,
          // Staff exist in the laundry's own workspace only (invariant staff-only-in-own-workspace).
          ...(teamId === slack.teamId ? { staff: config.staff } : {}),
          ...(overrides.log ? { log: overrides.log } : {}),
        }),
      removeWorkspace: (teamId, eventAtMs) =>
        removeSlackWorkspace(
          {
            ...dynamo,
            ...(staffChannelId ? { staffChannel: { teamId: slack.teamId, channelId: staffChannelId } } : {}),
          },
          teamId,
          eventAtMs,
        ),
    });
  }
  if (config.sms) {
    channels.sms = createSmsWorkerChannel({
      messages:
        overrides.smsSender ?? createTwilioMessages({ ...config.sms, timeoutMs: config.laundry.timeoutMs }),
      store: bot.store,
      keywordLanguages: keywordLanguages(config.sms.spanishKeywords),
      businessName: config.businessName,
    });
  }
  return createWorkerHandler({
    bot,
    channels,
    maxReceives: config.queue.maxReceives,
    reminders: { ledger: bot.ledger },
    ...(bot.deliverAt ? { decentHours: { timeZone: config.timeZone, deliverAt: bot.deliverAt } } : {}),
    ...(handoffs ? { handoffs } : {}),
    ...(overrides.log ? { log: overrides.log } : {}),
    ...(overrides.timers ? { timers: overrides.timers } : {}),
    batches: bot.batches,
    stats: {
      ...statsRecorderOf(bot),
      ...(bot.missedReplies.optedIn
        ? { missedWeek: (firstDay: string) => bot.missedReplies.week(config.businessId, firstDay) }
        : {}),
    },
  });
}

/**
 * Where the business's turns are counted (lib/stats/record.ts): its day's counters, and its replies
 * not understood, kept where it opted in. The worker's, and the terminal chat's (`npm start`).
 * @example await recordFacts(statsRecorderOf(bot), result.facts, { channel: 'console' }, bot.now());
 */
export function statsRecorderOf(bot: Bot): StatsRecorder & { stats: Bot['stats'] } {
  const { config } = bot;
  return {
    stats: bot.stats,
    timeZone: config.timeZone,
    // The business's opted-in store masks them before it keeps them (invariant missed-words-one-door).
    keepMissed: async (day, missed, language) => {
      const business = config.businessId;
      const spoken = language ?? config.languages[0] ?? 'en';
      await Promise.all(missed.map((m) => bot.missedReplies.keep({ business, day, language: spoken, ...m })));
    },
  };
}
