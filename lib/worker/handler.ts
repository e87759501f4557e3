/**
 * The worker: queued work in, turns run, replies out. One record is one turn (or one App Home tab).
 *
 * Rules:
 * 1. Records are handled by Powertools' SQS FIFO processor with `skipGroupOnError`: a record that
 *    fails fails the rest of its conversation's records in the batch (their order is kept for the
 *    retry) and no other conversation's.
 * 2. A body that does not parse is dropped with a log line naming only the record: it would fail on
 *    every retry, and it may hold what a person typed.
 * 3. A turn gets the Lambda's remaining time less a margin as its deadline.
 * 4. A record failing on its last receive (the queue's maxReceiveCount) tells the person something went
 *    wrong, then fails, so it lands in the dead-letter queue. The turn's own guards (its message id,
 *    the conditional write, the order ledger) mean nothing was applied twice or half.
 * 5. A record whose message a channel refused for good (`UndeliverableError`: Twilio's refusals of
 *    a message or its recipient) is logged and dropped, not retried into the dead-letter queue, and gets no apology.
 * 6. A notice to a phone (a change staff made, or any text the bot sends on its own outside a turn)
 *    goes out only at decent hours of its zone (quiet-hours.ts): at night it is put back on the queue
 *    for 8:00 (`decentHours.deliverAt`), once. A turn's replies to the person's own message never wait.
 * 7. A line that counts something (a turn done, failed or dead-lettered, a reminder done, a record
 *    dropped, a staff command refused) names it in its `event`: metrics are made of that, never of the
 *    line's words, and the event is not written with the line.
 * 8. A notice that `opens` an entry point (staff open a hand-off from the desk) is a turn the bot
 *    starts in the customer's conversation, waiting for decent hours by SMS like any notice; a
 *    conversation its channel cannot reach (signed out, opted out) opens nothing.
 *
 * Reminders are checked, then run as turns of their own, by worker-reminders.ts.
 */
import { processPartialResponse, SqsFifoPartialProcessorAsync } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { errorLabel, UndeliverableError } from '../conversation/errors';
import { type KeyTarget, legacySmsKey, redactKey } from '../conversation/key';
import { runTurnFor, type TurnBot, type TurnResult, type TurnWords } from '../conversation/turn';
import {
  type QueuedChannelLink,
  type QueuedHome,
  type QueuedTurn,
  type QueuedUninstall,
  type QueuedWork,
  queuedWorkSchema,
  type ReplyTarget,
} from '../queue/work';
import type { LoadedConversation } from '../store/conversation-store';
import { type DecentHours, notify } from './notify';
import { type HandoffDeps, relay } from './relay';
import { type ReminderSettings, remind, type StartTurn } from './reminder';

/** What a channel does in the worker. */
export interface WorkerChannel {
  /**
   * Before the turn: a message the channel answers itself (SMS's STOP, HELP, MORE) is `handled` and
   * never reaches the dialog; `input` replaces the turn's input (START resumes where it was), and
   * `loaded` is the conversation when the channel read it (the turn does not read it again).
   */
  intercept?(
    turn: QueuedTurn,
  ): Promise<
    | { handled: true; reason?: string; event?: WorkerEvent }
    | { handled: false; input?: QueuedTurn['input']; loaded?: LoadedConversation }
  >;
  /**
   * Sends a turn's replies and returns the note to keep on the conversation, or undefined when it sent
   * nothing (run-turn.ts rule 3 keeps it: with the turn's write, or right after).
   */
  deliver(turn: QueuedTurn, result: TurnResult): Promise<unknown>;
  /** Best effort: the record's last try failed. */
  apologize(target: ReplyTarget, key: string): Promise<void>;
  publishHome?(work: QueuedHome): Promise<void>;
  manageChannelLink?(work: QueuedChannelLink): Promise<void>;
  /** Removes what is kept of a Slack workspace the app was uninstalled from. */
  uninstall?(work: QueuedUninstall): Promise<void>;
  /**
   * Says `text` in a conversation outside any turn of its own (a change staff made, a
   * company account link ended): a Slack user's DM or a Slack channel, or a text to a phone that has
   * not opted out (its key names it by fingerprint only: the channel finds the phone in the
   * conversation's link).
   */
  notify?(target: KeyTarget, key: string, text: string): Promise<void>;
  /** A turn the bot starts on its own (a reminder): see StartTurn. */
  startTurn?: StartTurn;
  /** How the dialog's replies name this channel's commands; without them, plain words. */
  words?: TurnWords;
}

/**
 * What a worker line counts, named apart from its words: observability.ts makes the operator's metrics
 * of these alone, so rewording a line never changes a metric.
 */
export type WorkerEvent =
  | 'turn-done'
  | 'turn-failed'
  | 'turn-dead-lettered'
  | 'reminder-done'
  | 'record-dropped'
  | 'staff-refused';

/** What a record's work counts when it is done (the other kinds count nothing). */
const DONE_EVENTS: Partial<Record<QueuedWork['kind'], WorkerEvent>> = {
  turn: 'turn-done',
  reminder: 'reminder-done',
};

export interface WorkerLine {
  level: 'info' | 'warn' | 'error';
  msg: string;
  /** What the line counts, for metrics; not written with the line. */
  event?: WorkerEvent;
  key?: string;
  messageId?: string;
  receiveCount?: number;
  ms?: number;
  error?: string;
}

export type { DecentHours } from './notify';

export interface WorkerDeps {
  bot: TurnBot;
  channels: Partial<Record<ReplyTarget['channel'], WorkerChannel>>;
  /** The queue's maxReceiveCount. */
  maxReceives: number;
  /** Time kept back from the Lambda's remaining time for delivering the replies. */
  deliveryMarginMs?: number;
  log?: (line: WorkerLine) => void;
  /** For reminders: the ledger they are checked against (and settle). */
  reminders?: ReminderSettings;
  /** Without it, a notice is texted whatever the hour. */
  decentHours?: DecentHours;
  /** Hand-offs to a person (worker-relay.ts); without them, no staff thread opens. */
  handoffs?: HandoffDeps;
}

const DEFAULT_DELIVERY_MARGIN_MS = 3000;

/**
 * The SQS handler of `functions/worker.ts`.
 * @example export const handler = createWorkerHandler({ bot, channels: { slack }, maxReceives: 3 });
 */
export function createWorkerHandler(
  deps: WorkerDeps,
): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  const processor = new SqsFifoPartialProcessorAsync();
  return (event, context) => {
    const handleRecord = (record: SQSRecord) => processRecord(deps, record, context);
    return processPartialResponse(event, handleRecord, processor, {
      skipGroupOnError: true,
      // A batch whose every record failed is reported record by record too (no thrown error): the
      // queue then retries exactly those, and the worker's log is not filled with a stack per batch.
      throwOnFullBatchFailure: false,
      ...(context ? { context } : {}),
    });
  };
}

async function processRecord(deps: WorkerDeps, record: SQSRecord, context?: Context): Promise<void> {
  const log = deps.log ?? writeLine;
  // The bot's clock: the turn's deadline is an instant on it (see clock.ts).
  const now = () => deps.bot.now().getTime();
  const receiveCount = Number(record.attributes.ApproximateReceiveCount) || 1;
  const work = readWork(record.body);
  if (!work) {
    log({
      level: 'warn',
      msg: 'dropped an unreadable record',
      event: 'record-dropped',
      messageId: record.messageId,
    });
    return;
  }
  const key = redactKey(work.key);
  const startedAt = now();
  try {
    if (work.kind === 'home') {
      await deps.channels.slack?.publishHome?.(work);
    } else if (work.kind === 'channel-link') {
      await deps.channels.slack?.manageChannelLink?.(work);
    } else if (work.kind === 'slack-uninstall') {
      await deps.channels.slack?.uninstall?.(work);
    } else if (work.kind === 'notice') {
      await notify(deps, work, work.messageId, log);
    } else if (work.kind === 'reminder') {
      await remind(deps, work, log);
    } else if (work.kind === 'relay') {
      await relay(deps, work, log);
    } else {
      const channel = deps.channels[work.target.channel];
      if (!channel) throw new Error(`no worker channel for ${work.target.channel}`);
      const intercepted = (await channel.intercept?.(work)) ?? { handled: false };
      if (intercepted.handled) {
        log({
          level: 'info',
          msg: intercepted.reason
            ? `turn answered by its channel: ${intercepted.reason}`
            : 'turn answered by its channel',
          event: intercepted.event,
          key,
          messageId: work.messageId,
          receiveCount,
        });
        return;
      }
      const { input = work.input, loaded } = intercepted;
      const margin = deps.deliveryMarginMs ?? DEFAULT_DELIVERY_MARGIN_MS;
      const remaining = context?.getRemainingTimeInMillis();
      const result = await runTurnFor(
        deps.bot,
        {
          key: work.key,
          messageId: work.messageId,
          input,
          ...(work.target.channel === 'sms'
            ? {
                sender: work.target.phone,
                legacyKey: legacySmsKey(work.target.businessNumber, work.target.phone),
              }
            : {}),
          ...(channel.words ? { words: channel.words } : {}),
          ...(remaining === undefined ? {} : { deadline: now() + Math.max(remaining - margin, 1000) }),
          ...(loaded ? { loaded } : {}),
        },
        (ran) => channel.deliver(work, ran),
      );
      for (const [i, notice] of result.notices.entries())
        await notify(deps, notice, `${work.messageId}:n${i}`, log, work.target);
    }
    log({
      level: 'info',
      msg: `${work.kind} done`,
      event: DONE_EVENTS[work.kind],
      key,
      messageId: work.messageId,
      receiveCount,
      ms: now() - startedAt,
    });
  } catch (error) {
    if (error instanceof UndeliverableError) {
      log({
        level: 'warn',
        msg: `${work.kind} not delivered, dropped`,
        key,
        messageId: work.messageId,
        receiveCount,
        error: errorLabel(error),
      });
      return;
    }
    const last = receiveCount >= deps.maxReceives;
    log({
      level: 'error',
      msg: last ? `${work.kind} failed on its last try` : `${work.kind} failed, will be retried`,
      event: work.kind === 'turn' ? (last ? 'turn-dead-lettered' : 'turn-failed') : undefined,
      key,
      messageId: work.messageId,
      receiveCount,
      error: errorLabel(error),
    });
    if (last && work.kind === 'turn') {
      await deps.channels[work.target.channel]?.apologize(work.target, work.key).catch(() => {});
    }
    throw error;
  }
}

function readWork(body: string) {
  try {
    const parsed = queuedWorkSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function writeLine({ event: _counted, ...line }: WorkerLine): void {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
