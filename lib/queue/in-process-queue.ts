import { createHash, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { type Queue, QueueError, type QueueMessage } from './queue';

export interface InProcessQueueOptions {
  /** The worker, called as the SQS event source mapping calls the Lambda. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a Lambda SQS handler's own result type; returning nothing means all succeeded.
  consumer: (event: SQSEvent) => Promise<SQSBatchResponse | void>;
  /** Most records in one event (default 10, SQS FIFO's maximum). */
  batchSize?: number;
  /** Receives before a failing record is dead-lettered: the redrive policy's maxReceiveCount (default 3). */
  maxReceives?: number;
  /** How long a deduplication id is remembered from its first send (default 5 minutes). */
  dedupeWindowMs?: number;
  /** The visibility timeout: how long a failed or throttled record (and so its group) waits before it is delivered again (default 50). */
  retryDelayMs?: number;
  /**
   * The event source's `maximumConcurrency`: the poller never has more batches in flight at once
   * (default 4). `Infinity` models an event source without it: the poller takes every batch it can
   * form, as Lambda's scales its pollers up with the backlog, whatever the function's concurrency.
   */
  maximumConcurrency?: number;
  /**
   * The function's reserved concurrency: a batch the poller takes while this many invocations run is
   * throttled, never reaching the consumer (default: no limit).
   */
  reservedConcurrency?: number;
  /** The clock of the deduplication window and the records' timestamps (default Date.now). */
  now?: () => number;
  /** Called with the record as last delivered when it is moved to `deadLetters`, and how many of its receives ran the consumer. */
  onDeadLetter?: (record: SQSRecord, invocations: number) => void;
  /** The eventSourceARN of the records. */
  queueArn?: string;
}

export type InProcessQueue = Queue & {
  /** Resolves when no message is waiting, waiting out a retry or in flight (or, once closed, none is in flight). */
  drain(): Promise<void>;
  /** The dead-letter queue: records that failed or were throttled on their `maxReceives`-th receive, in the order they failed. */
  deadLetters: SQSRecord[];
  /** Batches throttled so far: taken by the poller while the function's reserved concurrency was used up. */
  throttled(): number;
  /** Stops delivering (later sends are refused) and resolves once the batches in flight are done. */
  close(): Promise<void>;
};

interface Stored {
  group: Group;
  messageId: string;
  body: string;
  md5OfBody: string;
  deduplicationId: string;
  sentTimestamp: number;
  sequenceNumber: string;
  receiveCount: number;
  /** Receives that reached the consumer (the others were throttled). */
  invocations: number;
  firstReceiveTimestamp: number | undefined;
}

interface Group {
  id: string;
  /** Waiting messages, oldest first; failed ones go back to the front. */
  waiting: Stored[];
  /** A batch holds messages of the group, or a failed one's visibility timeout runs: nothing is delivered. */
  locked: boolean;
}

const DEFAULT_ARN = 'arn:aws:sqs:us-east-1:000000000000:local-turns.fifo';

/**
 * A FIFO queue in this process, for the local stack, the tests and the bench. It keeps the promises of
 * `Queue` the way SQS FIFO and the Lambda event source mapping do: per-group order with one batch of a
 * group at a time, deduplication by id within a window, partial batch failures (`batchItemFailures`)
 * redelivered after a visibility timeout, and a dead-letter queue after `maxReceives` receives.
 *
 * It models the event source mapping's poller as AWS documents it, not kinder:
 * @invariant poller-within-maximum-concurrency The poller never has more than `maximumConcurrency` batches in flight (throttled ones included).
 * @invariant throttle-counts-as-receive A batch taken while the function's `reservedConcurrency` is used up is throttled: it never reaches the
 *    consumer, yet each of its records' receive counts goes up and it comes back after the visibility timeout,
 *    so it can reach the dead-letter queue without ever running (the poller does not know the function's
 *    reserved concurrency: AWS, "Configuring scaling behavior for SQS event source mappings").
 *
 * Why not the `fauxqs` emulator: what is modelled here is Lambda's poller, which no SQS emulator has,
 * and SQS's visibility timeout is whole seconds, so five throttled receives would cost a test 5 s and
 * the bench minutes; the adapter's wire protocol is what an emulator would check, and test/bench's
 * fake SQS and sqs-queue's tests already answer it as SQS does.
 *
 * @example
 * const queue = createInProcessQueue({ consumer: worker });
 * await queue.send({ groupId: 'slack:T1:U2', deduplicationId: 'Ev1', body: '{"…"}' });
 * await queue.drain();
 */
export function createInProcessQueue(options: InProcessQueueOptions): InProcessQueue {
  const { consumer, onDeadLetter } = options;
  const batchSize = positiveInteger(options.batchSize ?? 10, 'batchSize');
  const maxReceives = positiveInteger(options.maxReceives ?? 3, 'maxReceives');
  const maximumConcurrency = concurrencyLimit(options.maximumConcurrency ?? 4, 'maximumConcurrency');
  const reservedConcurrency = concurrencyLimit(
    options.reservedConcurrency ?? Number.POSITIVE_INFINITY,
    'reservedConcurrency',
  );
  const dedupeWindowMs = options.dedupeWindowMs ?? 5 * 60 * 1000;
  const retryDelayMs = options.retryDelayMs ?? 50;
  const now = options.now ?? Date.now;
  const queueArn = options.queueArn ?? DEFAULT_ARN;

  const groups = new Map<string, Group>();
  /** Deduplication id → when it was first sent; in insertion order, so expired ids sit at the front. */
  const seen = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const retryTimers = new Set<NodeJS.Timeout>();
  const idleWaiters: (() => void)[] = [];
  const deadLetters: SQSRecord[] = [];
  let sequence = 0n;
  /** Invocations of the consumer running now: what the function's reserved concurrency caps. */
  let running = 0;
  let throttled = 0;
  let pumpScheduled = false;
  let closed = false;

  function isDuplicate(deduplicationId: string, at: number): boolean {
    for (const [id, firstSent] of seen) {
      if (at - firstSent < dedupeWindowMs) break;
      seen.delete(id);
    }
    const firstSent = seen.get(deduplicationId);
    if (firstSent !== undefined && at - firstSent < dedupeWindowMs) return true;
    // Re-inserted, so the map stays ordered by first send within the window.
    seen.delete(deduplicationId);
    seen.set(deduplicationId, at);
    return false;
  }

  function schedulePump(): void {
    if (pumpScheduled || closed) return;
    pumpScheduled = true;
    // A macrotask: `send` resolves before the consumer runs, as with a real queue.
    setImmediate(() => {
      pumpScheduled = false;
      pump();
    });
  }

  function pump(): void {
    while (!closed && inFlight.size < maximumConcurrency) {
      const batch = takeBatch();
      if (batch.length === 0) break;
      const delivery = deliver(batch).finally(() => {
        inFlight.delete(delivery);
        schedulePump();
        settleIdle();
      });
      inFlight.add(delivery);
    }
    settleIdle();
  }

  /** Up to `batchSize` messages from unlocked groups, oldest head first; each taken group is locked. */
  function takeBatch(): Stored[] {
    const ready = [...groups.values()]
      .filter((group) => !group.locked && group.waiting.length > 0)
      .sort((a, b) => compareSequence(a.waiting[0], b.waiting[0]));
    const batch: Stored[] = [];
    for (const group of ready) {
      if (batch.length === batchSize) break;
      batch.push(...group.waiting.splice(0, batchSize - batch.length));
      group.locked = true;
    }
    return batch;
  }

  async function deliver(batch: Stored[]): Promise<void> {
    const at = now();
    const records = batch.map((message) => {
      message.receiveCount += 1;
      message.firstReceiveTimestamp ??= at;
      return toRecord(message);
    });
    const failed = await invoke(batch, records);
    const retried = new Map<Group, Stored[]>(batch.map((message) => [message.group, []]));
    const dead: SQSRecord[] = [];
    for (const [index, message] of batch.entries()) {
      const record = records[index];
      if (!record || !failed.has(message.messageId)) continue;
      if (message.receiveCount >= maxReceives) {
        dead.push(record);
      } else {
        retried.get(message.group)?.push(message);
      }
    }
    const waitingOut: Group[] = [];
    for (const [group, again] of retried) {
      if (again.length > 0) {
        // Back to the front in their order; the group stays locked for the visibility timeout.
        group.waiting.unshift(...again);
        waitingOut.push(group);
      } else {
        group.locked = false;
        // Dropped when empty, so a long-running local stack does not keep one per conversation.
        if (group.waiting.length === 0) groups.delete(group.id);
      }
    }
    if (waitingOut.length > 0) startRetryTimer(waitingOut);
    deadLetters.push(...dead);
    // Last, so a throwing callback cannot leave a group locked.
    for (const record of dead) {
      const invocations = batch.find((message) => message.messageId === record.messageId)?.invocations ?? 0;
      onDeadLetter?.(record, invocations);
    }
  }

  /** The consumer's failed ids; every id when the function is throttled (invariant throttle-counts-as-receive). */
  async function invoke(batch: Stored[], records: SQSRecord[]): Promise<Set<string>> {
    if (running >= reservedConcurrency) {
      throttled += 1;
      return new Set(records.map((record) => record.messageId));
    }
    running += 1;
    for (const message of batch) message.invocations += 1;
    try {
      return await failedIds(records);
    } finally {
      running -= 1;
    }
  }

  /** The ids the consumer failed; a throw, or a failure naming no record of the batch, fails them all (as Lambda does). */
  async function failedIds(records: SQSRecord[]): Promise<Set<string>> {
    const all = new Set(records.map((record) => record.messageId));
    let response: SQSBatchResponse | undefined;
    try {
      response = (await consumer({ Records: records })) ?? undefined;
    } catch {
      return all;
    }
    const failures = response?.batchItemFailures ?? [];
    const named = new Set<string>();
    for (const failure of failures) {
      if (!all.has(failure.itemIdentifier)) return all;
      named.add(failure.itemIdentifier);
    }
    return named;
  }

  /** One visibility timeout for the failures of a batch, so they are visible again together, as in SQS. */
  function startRetryTimer(waitingOut: Group[]): void {
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      for (const group of waitingOut) group.locked = false;
      schedulePump();
    }, retryDelayMs);
    retryTimers.add(timer);
  }

  function toRecord(message: Stored): SQSRecord {
    return {
      messageId: message.messageId,
      receiptHandle: randomUUID(),
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentTimestamp),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(message.firstReceiveTimestamp),
        SequenceNumber: message.sequenceNumber,
        MessageGroupId: message.group.id,
        MessageDeduplicationId: message.deduplicationId,
      },
      messageAttributes: {},
      md5OfBody: message.md5OfBody,
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn,
      awsRegion: 'us-east-1',
    };
  }

  function isIdle(): boolean {
    if (inFlight.size > 0) return false;
    if (closed) return true;
    // A record waiting out its retry delay is back in `waiting` already.
    for (const group of groups.values()) if (group.waiting.length > 0) return false;
    return true;
  }

  function settleIdle(): void {
    if (!isIdle()) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  }

  return {
    deadLetters,
    throttled: () => throttled,

    async send(message: QueueMessage) {
      if (closed) throw new QueueError('the in-process queue is closed');
      const at = now();
      if (isDuplicate(message.deduplicationId, at)) return;
      sequence += 1n;
      const group = groups.get(message.groupId) ?? { id: message.groupId, waiting: [], locked: false };
      groups.set(message.groupId, group);
      group.waiting.push({
        group,
        messageId: randomUUID(),
        body: message.body,
        md5OfBody: createHash('md5').update(message.body, 'utf8').digest('hex'),
        deduplicationId: message.deduplicationId,
        sentTimestamp: at,
        // Zero-padded, so the strings sort as the numbers do.
        sequenceNumber: sequence.toString().padStart(20, '0'),
        receiveCount: 0,
        invocations: 0,
        firstReceiveTimestamp: undefined,
      });
      schedulePump();
    },

    drain() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },

    async close() {
      closed = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      await Promise.all([...inFlight]);
      settleIdle();
    },
  };
}

function compareSequence(a: Stored | undefined, b: Stored | undefined): number {
  const left = a?.sequenceNumber ?? '';
  const right = b?.sequenceNumber ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A positive integer, or Infinity for no limit. */
function concurrencyLimit(value: number, name: string): number {
  return value === Number.POSITIVE_INFINITY ? value : positiveInteger(value, name);
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
  return value;
}
