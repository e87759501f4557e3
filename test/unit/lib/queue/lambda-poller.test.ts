/**
 * The in-process queue as Lambda's SQS event source mapping: its poller, the function's reserved
 * concurrency, throttles that spend receives; and the worker's event source as the stack deploys it
 * (test/support/deployed-event-source.ts), under a crowd larger than the function.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { createInProcessQueue, type InProcessQueue } from '../../../../lib/queue/in-process-queue';
import { deployedEventSource } from '../../../support/deployed-event-source';

const open: InProcessQueue[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((queue) => queue.close()));
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const none: SQSBatchResponse = { batchItemFailures: [] };

/** A consumer that takes `ms` per batch and counts what ran, and how many ran at once. */
function slowWorker(ms: number) {
  const runs = new Map<string, number>();
  let running = 0;
  let peak = 0;
  return {
    runs,
    peak: () => peak,
    consumer: async (event: SQSEvent) => {
      running += 1;
      peak = Math.max(peak, running);
      await sleep(ms);
      for (const record of event.Records) runs.set(record.body, (runs.get(record.body) ?? 0) + 1);
      running -= 1;
      return none;
    },
  };
}

/** `count` messages of as many groups, one per tick (so the poller makes many small batches, as under a real burst); then drained. */
async function oneByOne(queue: InProcessQueue, count: number): Promise<string[]> {
  const bodies = Array.from({ length: count }, (_, i) => `turn-${i}`);
  for (const body of bodies) {
    await queue.send({ groupId: `conversation-${body}`, deduplicationId: body, body });
    await tick();
  }
  await queue.drain();
  return bodies;
}

/**
 * `conversations` people each sending one message, one after the other, into a queue with the deployed event source, a visibility
 * timeout far shorter than a batch's run (in AWS: 360 s against a worker's few seconds).
 */
async function crowd(conversations: number) {
  const deployed = deployedEventSource();
  const worker = slowWorker(40);
  const neverRan: string[] = [];
  const queue = createInProcessQueue({
    consumer: worker.consumer,
    maximumConcurrency: deployed.maximumConcurrency,
    reservedConcurrency: deployed.reservedConcurrency,
    maxReceives: deployed.maxReceiveCount,
    retryDelayMs: 5,
    onDeadLetter: (record, invocations) => {
      if (invocations === 0) neverRan.push(record.body);
    },
  });
  open.push(queue);
  const bodies = await oneByOne(queue, conversations);
  return { deployed, worker, queue, bodies, neverRan };
}

describe('the worker under a crowd larger than its reserved concurrency, as deployed', () => {
  it('a throttled function does not dead-letter a turn that never ran: every turn runs, once', async () => {
    const { worker, queue, bodies, neverRan } = await crowd(4 * deployedEventSource().reservedConcurrency);
    expect(neverRan).toEqual([]);
    expect(queue.deadLetters).toEqual([]);
    expect([...worker.runs.keys()].sort()).toEqual([...bodies].sort());
    expect([...worker.runs.values()].every((runs) => runs === 1)).toBe(true);
  });

  it('the poller never invokes the worker more than its maximum concurrency at once, and is never throttled', async () => {
    const { deployed, worker, queue } = await crowd(4 * deployedEventSource().reservedConcurrency);
    expect(deployed.maximumConcurrency).toBeLessThanOrEqual(deployed.reservedConcurrency);
    expect(worker.peak()).toBe(deployed.maximumConcurrency);
    expect(queue.throttled()).toBe(0);
  });
});

describe('the poller model', () => {
  it('throttles a batch taken while the reserved concurrency is used up: its receive count goes up, and it comes back after the visibility timeout', async () => {
    const received: { body: string; count: string | undefined; at: number }[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = createInProcessQueue({
      reservedConcurrency: 1,
      maximumConcurrency: Number.POSITIVE_INFINITY,
      retryDelayMs: 30,
      maxReceives: 10,
      consumer: async (event) => {
        for (const record of event.Records)
          received.push({
            body: record.body,
            count: record.attributes.ApproximateReceiveCount,
            at: Date.now(),
          });
        if (event.Records.some((record) => record.body === 'first')) await held;
        return none;
      },
    });
    open.push(queue);
    await queue.send({ groupId: 'a', deduplicationId: 'first', body: 'first' });
    await sleep(5);
    const sentAt = Date.now();
    await queue.send({ groupId: 'b', deduplicationId: 'second', body: 'second' });
    await sleep(10);
    expect(queue.throttled()).toBe(1);
    expect(received.map((r) => r.body)).toEqual(['first']);

    release();
    await queue.drain();
    const second = received.find((r) => r.body === 'second');
    expect(second?.count).toBe('2');
    expect((second?.at ?? 0) - sentAt).toBeGreaterThanOrEqual(25);
  });

  it('dead-letters a turn throttled on every receive, without it ever reaching the consumer', async () => {
    const deadLetters: [string, number][] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ran: string[] = [];
    const queue = createInProcessQueue({
      reservedConcurrency: 1,
      maximumConcurrency: Number.POSITIVE_INFINITY,
      retryDelayMs: 2,
      maxReceives: 3,
      onDeadLetter: (record, invocations) => deadLetters.push([record.body, invocations]),
      consumer: async (event) => {
        ran.push(...event.Records.map((record) => record.body));
        if (event.Records.some((record) => record.body === 'long')) await held;
        return none;
      },
    });
    open.push(queue);
    await queue.send({ groupId: 'a', deduplicationId: 'long', body: 'long' });
    await sleep(5);
    await queue.send({ groupId: 'b', deduplicationId: 'starved', body: 'starved' });
    await sleep(40);
    release();
    await queue.drain();
    expect(ran).toEqual(['long']);
    expect(deadLetters).toEqual([['starved', 0]]);
    expect(queue.throttled()).toBe(3);
  });

  it('never invokes more batches at once than its maximum concurrency, however many are waiting', async () => {
    const worker = slowWorker(20);
    const queue = createInProcessQueue({ consumer: worker.consumer, maximumConcurrency: 3, batchSize: 1 });
    open.push(queue);
    await oneByOne(queue, 12);
    expect(worker.peak()).toBe(3);
    expect(worker.runs.size).toBe(12);
  });

  it('with a maximum concurrency above the reserved concurrency, is throttled and runs no more than the reserved concurrency', async () => {
    const worker = slowWorker(20);
    const queue = createInProcessQueue({
      consumer: worker.consumer,
      maximumConcurrency: 3,
      reservedConcurrency: 2,
      retryDelayMs: 1,
      maxReceives: 100,
    });
    open.push(queue);
    await oneByOne(queue, 12);
    expect(worker.peak()).toBe(2);
    expect(worker.runs.size).toBe(12);
    expect(queue.throttled()).toBeGreaterThan(0);
  });
});
