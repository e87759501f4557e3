import {
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import type { QueueMessage } from '../queue/queue';
import { toSqsId } from '../queue/sqs-queue';
import { errorName } from '../store/errors';
import {
  checkLeadMinutes,
  laterName,
  ReminderError,
  type ReminderErrorCode,
  type ReminderLeg,
  type ReminderSpec,
  type Reminders,
  reminderMessage,
  reminderName,
  reminderTime,
} from './reminders';

export interface SchedulerRemindersOptions {
  client: SchedulerClient;
  /** The stack's schedule group: names are unique within it, and it is deleted with the stack. */
  groupName: string;
  /** The bot's SQS FIFO queue. It must have content-based deduplication on: a schedule cannot give a deduplication id. */
  queueArn: string;
  /** The role EventBridge Scheduler assumes to send to the queue (sqs:SendMessage on it). */
  roleArn: string;
  /** A standard SQS queue where Scheduler puts a reminder it gave up on (the role may send to it); none: dropped. */
  deadLetterArn?: string | undefined;
  /** How long before a window's start its reminder is due. */
  leadMinutes: number;
  /** The clock (default Date.now). */
  now?: () => number;
}

/** Longest a due reminder is retried: 15 minutes, less with a short lead, so none arrives after its window starts. */
const MAX_EVENT_AGE_S = 15 * 60;
/** EventBridge Scheduler's least maximum event age. */
const MIN_EVENT_AGE_S = 60;
const MAX_RETRIES = 10;

/**
 * Reminders as EventBridge Scheduler one-off schedules: each sends its `QueuedReminder` to the bot's
 * SQS FIFO queue at its time, in the conversation's message group, and deletes itself after.
 *
 * The message body is fixed when the schedule is made, with the time it is due as `receivedAt`, so a
 * replayed fire is the same body and the queue's content-based deduplication drops it.
 *
 * @example
 * const reminders = createSchedulerReminders({
 *   client: createSchedulerClient({ region: 'eu-west-1' }),
 *   groupName: 'laundry-bot-prod',
 *   queueArn: 'arn:aws:sqs:eu-west-1:123456789012:laundry-bot-prod-turns.fifo',
 *   roleArn: 'arn:aws:iam::123456789012:role/laundry-bot-prod-reminders',
 *   leadMinutes: 60,
 * });
 * await reminders.schedule({ orderId: 42, leg: 'pickup', key: 'slack:T1:U2', serviceCustomerId: 7, startTime: '2030-05-01T09:00:00Z', timeZone: 'UTC' });
 */
export function createSchedulerReminders(options: SchedulerRemindersOptions): Reminders {
  const { client, groupName, queueArn, roleArn, deadLetterArn } = options;
  const leadMinutes = checkLeadMinutes(options.leadMinutes);
  const now = options.now ?? Date.now;
  const maxEventAge = Math.min(MAX_EVENT_AGE_S, Math.max(MIN_EVENT_AGE_S, Math.floor(leadMinutes * 60)));

  function scheduleInput(spec: ReminderSpec, at: number): CreateScheduleCommandInput {
    return sendAt(reminderName(spec.orderId, spec.leg), reminderMessage(spec, at), at);
  }

  /** A one-off schedule named `name` that sends `message` to the queue at `at`, then deletes itself. */
  function sendAt(name: string, message: QueueMessage, at: number): CreateScheduleCommandInput {
    return {
      Name: name,
      GroupName: groupName,
      ScheduleExpression: atExpression(at),
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: queueArn,
        RoleArn: roleArn,
        Input: message.body,
        // The same mapping as the SQS adapter's, so a reminder joins its conversation's turns in order.
        SqsParameters: { MessageGroupId: toSqsId(message.groupId) },
        RetryPolicy: { MaximumEventAgeInSeconds: maxEventAge, MaximumRetryAttempts: MAX_RETRIES },
        ...(deadLetterArn ? { DeadLetterConfig: { Arn: deadLetterArn } } : {}),
      },
    };
  }

  async function remove(orderId: number, leg: ReminderLeg): Promise<void> {
    const name = reminderName(orderId, leg);
    try {
      await client.send(new DeleteScheduleCommand({ Name: name, GroupName: groupName }));
    } catch (error) {
      if (errorName(error) === 'ResourceNotFoundException') return;
      throw failure('REMINDER_CANCEL_FAILED', 'DeleteSchedule', orderId, leg, error);
    }
  }

  return {
    async schedule(spec) {
      const at = reminderTime(spec, leadMinutes, now());
      // Too late to remind of the new window: the old window's reminder must not stay either.
      if (at === undefined) return remove(spec.orderId, spec.leg);
      const input = scheduleInput(spec, at);
      let operation = 'CreateSchedule';
      try {
        try {
          await client.send(new CreateScheduleCommand(input));
          return;
        } catch (error) {
          if (errorName(error) !== 'ConflictException') throw error;
        }
        operation = 'UpdateSchedule';
        try {
          await client.send(new UpdateScheduleCommand(input));
          return;
        } catch (error) {
          // The old one fired and deleted itself between the two calls: create it after all.
          if (errorName(error) !== 'ResourceNotFoundException') throw error;
        }
        operation = 'CreateSchedule';
        await client.send(new CreateScheduleCommand(input));
      } catch (error) {
        throw failure('REMINDER_SCHEDULE_FAILED', operation, spec.orderId, spec.leg, error);
      }
    },

    cancel: remove,

    async deliverAt(message, at) {
      try {
        await client.send(new CreateScheduleCommand(sendAt(laterName(message), message, at)));
      } catch (error) {
        // Already scheduled: the same message, once.
        if (errorName(error) === 'ConflictException') return;
        throw new ReminderError(
          'REMINDER_SCHEDULE_FAILED',
          `EventBridge Scheduler CreateSchedule failed for a deferred message: ${errorName(error) ?? 'unknown error'}`,
          { cause: error },
        );
      }
    },
  };
}

/**
 * A one-off schedule expression for an instant, in UTC to the second.
 *
 * @example
 * atExpression(Date.parse('2030-05-01T08:00:00Z')); // 'at(2030-05-01T08:00:00)'
 */
export function atExpression(at: number): string {
  return `at(${new Date(at).toISOString().slice(0, 19)})`;
}

/** Only the error's name: the service's text may echo the schedule's input, which holds the conversation key. */
function failure(
  code: ReminderErrorCode,
  operation: string,
  orderId: number,
  leg: ReminderLeg,
  error: unknown,
): ReminderError {
  return new ReminderError(
    code,
    `EventBridge Scheduler ${operation} failed for the reminder of order ${orderId} ${leg}: ${errorName(error) ?? 'unknown error'}`,
    { cause: error },
  );
}

export interface SchedulerClientConfig {
  region: string;
  /** A local or fake EventBridge Scheduler endpoint; omitted in AWS. */
  endpoint?: string;
  /** Omitted: the default credential chain, or dummy ones when `endpoint` is given. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The SDK's attempts per request (default 3); tests pass 1 to see a failure at once. */
  maxAttempts?: number;
}

/**
 * An EventBridge Scheduler client for the deployment (endpoint omitted: default credential chain) or
 * a local or fake endpoint (dummy static credentials unless given, so no AWS account is needed).
 *
 * @example
 * createSchedulerClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:4566', maxAttempts: 1 });
 */
export function createSchedulerClient(config: SchedulerClientConfig): SchedulerClient {
  const credentials =
    config.credentials ??
    (config.endpoint === undefined ? undefined : { accessKeyId: 'local', secretAccessKey: 'local' });
  return new SchedulerClient({
    region: config.region,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    ...(credentials === undefined ? {} : { credentials }),
    ...(config.maxAttempts === undefined ? {} : { maxAttempts: config.maxAttempts }),
  });
}
