/**
 * The worker: queued work in, one handler per kind. Each record is read once at the queue (its
 * conversation with it: conversation.ts, or from an older item's key, stored-key.ts), then handed to
 * its kind's handler.
 *
 * @invariant skip-group-on-error Records are handled by Powertools' SQS FIFO processor with `skipGroupOnError`: a record that fails fails the rest of its conversation's records in the batch (their order is kept for the retry) and no other conversation's.
 * @invariant unreadable-record-dropped A body that does not parse is dropped with a log line naming only the record: it would fail on every retry, and it may hold what a person typed.
 * @invariant turn-deadline-from-lambda A turn gets the Lambda's remaining time less a margin as its deadline.
 * @invariant last-try-apologizes A record failing on its last receive (the queue's maxReceiveCount) tells the person something went wrong, then fails, so it lands in the dead-letter queue. The turn's own guards (its message id, the conditional write, the order ledger) mean nothing was applied twice or half.
 * @invariant undeliverable-dropped A record whose message a channel refused for good (`UndeliverableError`: Twilio's refusals of a message or its recipient), or whose Slack workspace was removed while it ran (`WorkspaceRemovedError`), is logged and dropped, not retried into the dead-letter queue, and gets no apology.
 * @invariant settle-before-remind A batch's `settle` records run before its other records (in their order otherwise): a settle only writes its
 *   order's ledger record, which later work of its conversation reads (its reminder finds the order by its id then),
 *   so a reminder due with its order's delayed settle, and queued first, is sent rather than taken for one moved or
 *   cancelled. A settle that fails fails the rest of its conversation's records (invariant skip-group-on-error).
 * @invariant events-name-counts A line that counts something (a turn done, failed or dead-lettered, a reminder done, a record dropped, a staff command refused) names it in its `event`: metrics are made of that, never of the line's words, and the event is not written with the line.
 */
import { processPartialResponse, SqsFifoPartialProcessorAsync } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { keyOf } from '../conversation/conversation';
import { errorLabel, UndeliverableError } from '../conversation/errors';
import { redactKey } from '../conversation/key';
import { conversationOfStoredKey } from '../conversation/stored-key';
import { settleQueued } from '../orders/settle-placed';
import { isStoreError } from '../store/errors';
import { handleBatch } from './batch';
import { bind } from './channels';
import { handleDigest } from './digest';
import { handleNotice } from './notify';
import { handleRelay } from './relay';
import { handleReminder } from './reminder';
import { handleTurn } from './turn';
import type { HandlerContext, Received, WorkerDeps, WorkerEvent, WorkerLine } from './types';
import { type QueuedWork, queuedWorkSchema } from './work';

export type { DecentHours, WorkerDeps, WorkerEvent, WorkerLine } from './types';

/** What a record's work counts when it is done (the other kinds count nothing). */
const DONE_EVENTS: Partial<Record<QueuedWork['kind'], WorkerEvent>> = {
  turn: 'turn-done',
  reminder: 'reminder-done',
};

/** One handler per kind of queued work. */
const HANDLERS: {
  [K in QueuedWork['kind']]: (
    ctx: HandlerContext,
    work: Received<Extract<QueuedWork, { kind: K }>>,
  ) => Promise<void>;
} = {
  turn: handleTurn,
  batch: handleBatch,
  digest: handleDigest,
  reminder: handleReminder,
  notice: handleNotice,
  relay: handleRelay,
  home: async ({ deps }, work) => deps.channels.slack?.publishHome(work),
  'channel-link': async ({ deps }, work) => deps.channels.slack?.manageChannelLink(work),
  'linker-left': async ({ deps }, work) => deps.channels.slack?.linkerLeft(work),
  'slack-uninstall': async ({ deps }, work) => deps.channels.slack?.uninstall(work),
  // invariant placed-order-settled-without-its-conversation: a failed write throws, and the queue retries it.
  settle: async ({ deps }, work) => deps.reminders && settleQueued(deps.reminders.ledger, work),
};

const DEFAULT_DELIVERY_MARGIN_MS = 3000;

/**
 * The SQS handler of `functions/worker.ts`.
 * @example export const handler = createWorkerHandler({ bot, channels: { slack }, maxReceives: 5 });
 */
export function createWorkerHandler(
  deps: WorkerDeps,
): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  return (event, context) => {
    // One processor per invocation: it keeps the batch's records and failures in its own fields, so a
    // shared one mixes up two batches run at once (the in-process queue does; so may a future caller).
    const processor = new SqsFifoPartialProcessorAsync();
    const handleRecord = (record: SQSRecord) => processRecord(deps, record, context);
    return processPartialResponse(settlesFirst(event), handleRecord, processor, {
      skipGroupOnError: true,
      // A batch whose every record failed is reported record by record too (no thrown error): the
      // queue then retries exactly those, and the worker's log is not filled with a stack per batch.
      throwOnFullBatchFailure: false,
      ...(context ? { context } : {}),
    });
  };
}

/** The batch with its settles first, the rest in their order (invariant settle-before-remind). */
function settlesFirst(event: SQSEvent): SQSEvent {
  const isSettle = (record: SQSRecord) => kindOf(record.body) === 'settle';
  const settles = event.Records.filter(isSettle);
  if (settles.length === 0) return event;
  return { Records: [...settles, ...event.Records.filter((record) => !settles.includes(record))] };
}

/** The kind a record's body names, read without its schema (processRecord reads it whole); undefined if none. */
function kindOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { kind?: unknown } | null)?.kind;
  } catch {
    return undefined;
  }
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
  const remaining = context?.getRemainingTimeInMillis();
  const margin = deps.deliveryMarginMs ?? DEFAULT_DELIVERY_MARGIN_MS;
  const ctx: HandlerContext = {
    deps,
    // Every line of the record's work names it (invariant turn-lines-correlated).
    log: (line) =>
      log({
        ...line,
        ...(line.key ? {} : { key }),
        ...(line.messageId ? {} : { messageId: work.messageId }),
      }),
    receiveCount,
    deadline: remaining === undefined ? undefined : now() + Math.max(remaining - margin, 1000),
  };
  try {
    await (HANDLERS[work.kind] as (ctx: HandlerContext, work: Received) => Promise<void>)(ctx, work);
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
    await failed(ctx, work, error);
  }
}

/**
 * A record's work failed: dropped when its message can never be delivered (invariant
 * undeliverable-dropped), else logged and thrown for the queue to retry; a turn on its last try
 * apologizes first (invariant last-try-apologizes).
 */
async function failed(ctx: HandlerContext, work: Received, error: unknown): Promise<void> {
  const { deps, log, receiveCount } = ctx;
  const line = {
    key: redactKey(work.key),
    messageId: work.messageId,
    receiveCount,
    error: errorLabel(error),
  };
  if (error instanceof UndeliverableError || isStoreError(error, 'WORKSPACE_REMOVED')) {
    log({ level: 'warn', msg: `${work.kind} not delivered, dropped`, ...line });
    return;
  }
  const last = receiveCount >= deps.maxReceives;
  log({
    level: 'error',
    msg: last ? `${work.kind} failed on its last try` : `${work.kind} failed, will be retried`,
    event: work.kind === 'turn' ? (last ? 'turn-dead-lettered' : 'turn-failed') : undefined,
    ...line,
  });
  if (last && work.kind === 'turn') {
    await bind(deps.channels, work.conversation, work.target)
      ?.apologize()
      .catch(() => {});
  }
  throw error;
}

/**
 * The record's work, its conversation read: carried by the item, or (an item of the release before, a
 * reminder scheduled by the release before or from the ledger's stored `placedBy`) read from its key
 * here, once, by the migration reader. Undefined when it does not parse.
 */
function readWork(body: string): Received | undefined {
  let parsed: QueuedWork;
  try {
    const read = queuedWorkSchema.safeParse(JSON.parse(body));
    if (!read.success) return undefined;
    parsed = read.data;
  } catch {
    return undefined;
  }
  if (parsed.kind !== 'turn' && parsed.kind !== 'reminder' && parsed.kind !== 'notice')
    return parsed as Received;
  const carried = 'conversation' in parsed ? parsed.conversation : undefined;
  const conversation = carried ?? conversationOfStoredKey(parsed.key);
  if (!conversation || keyOf(conversation) !== parsed.key) return undefined;
  return { ...parsed, conversation } as Received;
}

function writeLine({ event: _counted, ...line }: WorkerLine): void {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
