/**
 * The worker as one piece: the bot and every channel the configuration names, wired to the queue's
 * handler. `functions/worker.ts`, the local stack and the tests build it the same way.
 */
import type { WebClient } from '@slack/web-api';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { Bot } from './bot';
import { slackStaffThreads } from './channels/slack/staff-threads';
import { createSlackWebClient } from './channels/slack/web-client';
import { createSlackWorkerChannel } from './channels/slack/worker-channel';
import { createTwilioMessages } from './channels/sms/twilio-messages';
import { createSmsWorkerChannel, type SmsSender } from './channels/sms/worker-channel';
import { createWorkerHandler, type WorkerDeps, type WorkerLine } from './turn/worker-handler';

export type WorkerHandler = (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse>;

/**
 * @example export const handler = createWorker(createBot(config));
 */
export function createWorker(
  bot: Bot,
  overrides: {
    slackClient?: WebClient;
    smsSender?: SmsSender;
    log?: (line: WorkerLine) => void;
  } = {},
): WorkerHandler {
  const { config } = bot;
  const channels: WorkerDeps['channels'] = {};
  let handoffs: WorkerDeps['handoffs'];
  if (config.slack) {
    const client = overrides.slackClient ?? createSlackWebClient(config.slack);
    const { staffChannelId } = config.slack;
    if (staffChannelId) {
      const threads = slackStaffThreads({
        client,
        channelId: staffChannelId,
        handoffs: bot.handoffs,
        businessName: config.businessName,
      });
      handoffs = { threads, store: bot.handoffs };
    }
    channels.slack = createSlackWorkerChannel({
      client,
      store: bot.store,
      ledger: bot.ledger,
      businessName: config.businessName,
      timeZone: config.timeZone,
      now: bot.now,
      teamId: config.slack.teamId,
      staff: config.staff,
      ...(overrides.log ? { log: overrides.log } : {}),
    });
  }
  if (config.sms) {
    channels.sms = createSmsWorkerChannel({
      messages:
        overrides.smsSender ?? createTwilioMessages({ ...config.sms, timeoutMs: config.laundry.timeoutMs }),
      store: bot.store,
      businessName: config.businessName,
      supportContact: config.sms.supportContact,
    });
  }
  return createWorkerHandler({
    bot,
    channels,
    maxReceives: config.queue.maxReceives,
    reminders: { ledger: bot.ledger, timeZone: config.timeZone },
    ...(handoffs ? { handoffs } : {}),
    ...(overrides.log ? { log: overrides.log } : {}),
  });
}
