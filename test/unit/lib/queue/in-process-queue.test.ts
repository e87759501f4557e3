import { createHash } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import fc from 'fast-check';
import { createInProcessQueue, type InProcessQueue } from '../../../../lib/queue/in-process-queue';
import { QueueError, type QueueMessage } from '../../../../lib/queue/queue';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const open: InProcessQueue[] = [];
/** Every queue a test makes is closed after it, so no timer outlives the test. */
function track(queue: InProcessQueue): InProcessQueue {
  open.push(queue);
  return queue;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((queue) => queue.close()));
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(1);
  }
}

function message(groupId: string, body: string, deduplicationId = body): QueueMessage {
  return { groupId, deduplicationId, body };
}

const bodies = (event: SQSEvent) => event.Records.map((record) => record.body);
const failures = (...records: (SQSRecord | undefined)[]): SQSBatchResponse => ({
  batchItemFailures: records.map((record) => ({ itemIdentifier: record?.messageId ?? '' })),
});
const none: SQSBatchResponse = { batchItemFailures: [] };

/** A promise the test resolves when it chooses. */
function gate(): { promise: Promise<void>; open: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, open: () => release() };
}

describe('createInProcessQueue', () => {
  it('delivers records shaped as the SQS event source mapping does', async () => {
    let clock = 1_900_000_000_000;
    const events: SQSEvent[] = [];
    const queue = track(
      createInProcessQueue({
        now: () => clock,
        consumer: async (event) => {
          events.push(event);
          return none;
        },
      }),
    );
    await queue.send({ groupId: 'slack:T1:U1', deduplicationId: 'Ev1', body: 'hello' });
    clock += 5;
    await queue.send({ groupId: 'slack:T1:U2', deduplicationId: 'Ev2', body: '{"turn":2}' });
    clock += 5;
    await queue.drain();

    const records = events.flatMap((event) => event.Records);
    expect(records).toHaveLength(2);
    const [first, second] = records;
    expect(first).toEqual({
      messageId: expect.stringMatching(UUID),
      receiptHandle: expect.any(String),
      body: 'hello',
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: '1900000000000',
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: '1900000000010',
        SequenceNumber: expect.stringMatching(/^\d+$/),
        MessageGroupId: 'slack:T1:U1',
        MessageDeduplicationId: 'Ev1',
      },
      messageAttributes: {},
      md5OfBody: '5d41402abc4b2a76b9719d911017c592',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:local-turns.fifo',
      awsRegion: 'us-east-1',
    });
    expect(second?.md5OfBody).toBe(createHash('md5').update('{"turn":2}').digest('hex'));
    expect(second?.attributes.SentTimestamp).toBe('1900000000005');
    expect(second?.messageId).not.toBe(first?.messageId);
    expect(second?.receiptHandle).not.toBe(first?.receiptHandle);
    expect(BigInt(second?.attributes.SequenceNumber ?? '0')).toBeGreaterThan(
      BigInt(first?.attributes.SequenceNumber ?? '0'),
    );
  });

  it('uses the given queue ARN', async () => {
    const arns: string[] = [];
    const queue = track(
      createInProcessQueue({
        queueArn: 'arn:aws:sqs:eu-west-1:123456789012:turns.fifo',
        consumer: async (event) => {
          arns.push(...event.Records.map((record) => record.eventSourceARN));
          return none;
        },
      }),
    );
    await queue.send(message('g', 'a'));
    await queue.drain();
    expect(arns).toEqual(['arn:aws:sqs:eu-west-1:123456789012:turns.fifo']);
  });

  it('resolves send before the consumer runs', async () => {
    let calls = 0;
    const queue = track(
      createInProcessQueue({
        consumer: async () => {
          calls += 1;
          return none;
        },
      }),
    );
    await queue.send(message('g', 'a'));
    await Promise.resolve();
    expect(calls).toBe(0);
    await queue.drain();
    expect(calls).toBe(1);
  });

  describe('promise 1: order within a group', () => {
    it('keeps send order per group with several groups and batches in flight at once', async () => {
      const processed = new Map<string, string[]>();
      const inFlightGroups = new Set<string>();
      let overlapInGroup = false;
      let batchesInFlight = 0;
      let mostBatchesInFlight = 0;
      const queue = track(
        createInProcessQueue({
          batchSize: 3,
          maximumConcurrency: 4,
          consumer: async (event) => {
            const groups = new Set(event.Records.map((record) => record.attributes.MessageGroupId ?? ''));
            for (const group of groups) {
              if (inFlightGroups.has(group)) overlapInGroup = true;
              inFlightGroups.add(group);
            }
            batchesInFlight += 1;
            mostBatchesInFlight = Math.max(mostBatchesInFlight, batchesInFlight);
            for (const record of event.Records) {
              await sleep(Math.floor(Math.random() * 3));
              const group = record.attributes.MessageGroupId ?? '';
              processed.set(group, [...(processed.get(group) ?? []), record.body]);
            }
            batchesInFlight -= 1;
            for (const group of groups) inFlightGroups.delete(group);
            return none;
          },
        }),
      );

      const groups = ['g0', 'g1', 'g2', 'g3', 'g4', 'g5'];
      const sent = new Map(groups.map((group) => [group, [] as string[]]));
      for (let i = 0; i < 120; i += 1) {
        const group = groups[Math.floor(Math.random() * groups.length)] ?? 'g0';
        const body = `${group}-${i}`;
        sent.get(group)?.push(body);
        await queue.send(message(group, body));
        if (i % 17 === 0) await sleep(1);
      }
      await queue.drain();

      for (const group of groups) expect(processed.get(group) ?? []).toEqual(sent.get(group));
      expect(overlapInGroup).toBe(false);
      expect(mostBatchesInFlight).toBeGreaterThan(1);
      expect(mostBatchesInFlight).toBeLessThanOrEqual(4);
    });

    it("does not deliver a group's next message while its first is in flight, but other groups go on", async () => {
      const delivered: string[] = [];
      const first = gate();
      const queue = track(
        createInProcessQueue({
          batchSize: 1,
          consumer: async (event) => {
            delivered.push(...bodies(event));
            if (bodies(event).includes('a1')) await first.promise;
            return none;
          },
        }),
      );
      await queue.send(message('a', 'a1'));
      await waitFor(() => delivered.includes('a1'), 'a1');
      await queue.send(message('a', 'a2'));
      await queue.send(message('b', 'b1'));
      await waitFor(() => delivered.includes('b1'), 'b1');
      await sleep(20);
      expect(delivered).toEqual(['a1', 'b1']);

      first.open();
      await queue.drain();
      expect(delivered).toEqual(['a1', 'b1', 'a2']);
    });

    it('puts several messages of a group, in order, and several groups in one batch', async () => {
      const events: string[][] = [];
      const queue = track(
        createInProcessQueue({
          consumer: async (event) => {
            events.push(bodies(event));
            return none;
          },
        }),
      );
      await queue.send(message('a', 'a1'));
      await queue.send(message('b', 'b1'));
      await queue.send(message('a', 'a2'));
      await queue.send(message('a', 'a3'));
      await queue.drain();
      expect(events).toEqual([['a1', 'a2', 'a3', 'b1']]);
    });

    it('never puts more than batchSize records in an event', async () => {
      const sizes: number[] = [];
      const queue = track(
        createInProcessQueue({
          batchSize: 4,
          maximumConcurrency: 1,
          consumer: async (event) => {
            sizes.push(event.Records.length);
            return none;
          },
        }),
      );
      for (let i = 0; i < 10; i += 1) await queue.send(message(`g${i % 3}`, `m${i}`));
      await queue.drain();
      expect(sizes).toEqual([4, 4, 2]);
    });
  });

  describe('promise 2: deduplication', () => {
    it('drops an id seen within the window, counted from its first send, and accepts it after', async () => {
      let clock = 0;
      const delivered: string[] = [];
      const queue = track(
        createInProcessQueue({
          now: () => clock,
          dedupeWindowMs: 300_000,
          consumer: async (event) => {
            delivered.push(...bodies(event));
            return none;
          },
        }),
      );
      await queue.send(message('g', 'first', 'Ev1'));
      clock = 200_000;
      await expect(queue.send(message('g', 'again', 'Ev1'))).resolves.toBeUndefined();
      clock = 299_999;
      await queue.send(message('other-group', 'same id elsewhere', 'Ev1'));
      await queue.drain();
      expect(delivered).toEqual(['first']);

      clock = 300_000;
      await queue.send(message('g', 'after the window', 'Ev1'));
      await queue.send(message('g', 'new id', 'Ev2'));
      await queue.drain();
      expect(delivered).toEqual(['first', 'after the window', 'new id']);

      clock = 400_000;
      await queue.send(message('g', 'within the new window', 'Ev1'));
      await queue.drain();
      expect(delivered).toEqual(['first', 'after the window', 'new id']);
    });
  });

  describe('promise 3: redelivery of failures', () => {
    it('redelivers only the reported failures, with receive count 2, before the later messages of the group', async () => {
      let clock = 1000;
      const events: SQSRecord[][] = [];
      const queue = track(
        createInProcessQueue({
          batchSize: 2,
          maximumConcurrency: 1,
          now: () => clock,
          consumer: async (event) => {
            events.push(event.Records);
            clock += 10;
            return events.length === 1 ? failures(event.Records[1]) : none;
          },
        }),
      );
      for (const body of ['a1', 'a2', 'a3', 'a4']) await queue.send(message('a', body));
      await queue.drain();

      expect(events.map((records) => records.map((record) => record.body))).toEqual([
        ['a1', 'a2'],
        ['a2', 'a3'],
        ['a4'],
      ]);
      const [firstTry, retry] = [events[0]?.[1], events[1]?.[0]];
      expect(retry?.messageId).toBe(firstTry?.messageId);
      expect(retry?.receiptHandle).not.toBe(firstTry?.receiptHandle);
      expect(retry?.attributes.ApproximateReceiveCount).toBe('2');
      expect(retry?.attributes.ApproximateFirstReceiveTimestamp).toBe('1000');
      expect(retry?.attributes.SequenceNumber).toBe(firstTry?.attributes.SequenceNumber);
      expect(events[1]?.[1]?.attributes.ApproximateReceiveCount).toBe('1');
      expect(queue.deadLetters).toEqual([]);
    });

    it('waits the retry delay before redelivering', async () => {
      const times: number[] = [];
      const queue = track(
        createInProcessQueue({
          retryDelayMs: 60,
          consumer: async (event) => {
            times.push(performance.now());
            return times.length === 1 ? failures(event.Records[0]) : none;
          },
        }),
      );
      await queue.send(message('a', 'a1'));
      await queue.drain();
      expect(times).toHaveLength(2);
      expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(55);
    });

    it.each([
      ['throws', () => Promise.reject(new Error('worker crashed'))],
      ['names a record not in the batch', () => Promise.resolve(failures(undefined))],
    ])('redelivers the whole batch when the consumer %s', async (_, fail) => {
      const events: SQSRecord[][] = [];
      const queue = track(
        createInProcessQueue({
          consumer: async (event) => {
            events.push(event.Records);
            return events.length === 1 ? fail() : none;
          },
        }),
      );
      await queue.send(message('a', 'a1'));
      await queue.send(message('a', 'a2'));
      await queue.send(message('b', 'b1'));
      await queue.drain();

      const [first, ...later] = events;
      const redelivered = later.flat();
      expect(redelivered.map((record) => record.messageId)).toEqual(first?.map((record) => record.messageId));
      expect(redelivered.map((record) => record.attributes.ApproximateReceiveCount)).toEqual(['2', '2', '2']);
    });

    it('treats a consumer returning nothing as all succeeded', async () => {
      let calls = 0;
      const queue = track(
        createInProcessQueue({
          consumer: async () => {
            calls += 1;
          },
        }),
      );
      await queue.send(message('a', 'a1'));
      await queue.drain();
      expect(calls).toBe(1);
    });

    it('does not hold up other groups while a group waits to retry', async () => {
      const log: string[] = [];
      const queue = track(
        createInProcessQueue({
          batchSize: 1,
          maximumConcurrency: 1,
          retryDelayMs: 100,
          consumer: async (event) => {
            const [record] = event.Records;
            const body = record?.body ?? '';
            const failing = body === 'a1' && record?.attributes.ApproximateReceiveCount === '1';
            log.push(failing ? `${body} failed` : body);
            return failing ? failures(record) : none;
          },
        }),
      );
      await queue.send(message('a', 'a1'));
      await queue.send(message('a', 'a2'));
      await queue.send(message('b', 'b1'));
      await waitFor(() => log.includes('b1'), 'b1');
      await queue.send(message('b', 'b2'));
      await waitFor(() => log.includes('b2'), 'b2');
      expect(log).toEqual(['a1 failed', 'b1', 'b2']);

      await queue.drain();
      expect(log).toEqual(['a1 failed', 'b1', 'b2', 'a1', 'a2']);
    });
  });

  describe('promise 4: dead letters', () => {
    it('moves a record that fails its maxReceives-th receive to the dead letters, and its group goes on', async () => {
      const delivered: string[] = [];
      const onDeadLetter = jest.fn<void, [SQSRecord, number]>();
      const queue = track(
        createInProcessQueue({
          maxReceives: 3,
          retryDelayMs: 1,
          onDeadLetter,
          consumer: async (event) => {
            delivered.push(...bodies(event));
            const poison = event.Records.findIndex((record) => record.body === 'poison');
            // As a FIFO consumer must: the failed record and every later one of its group come back.
            return poison === -1 ? none : failures(...event.Records.slice(poison));
          },
        }),
      );
      await queue.send(message('a', 'poison'));
      await queue.drain();
      await queue.send(message('a', 'a2'));
      await queue.drain();

      expect(delivered).toEqual(['poison', 'poison', 'poison', 'a2']);
      expect(queue.deadLetters).toHaveLength(1);
      const [dead] = queue.deadLetters;
      expect(dead?.body).toBe('poison');
      expect(dead?.attributes.ApproximateReceiveCount).toBe('3');
      expect(onDeadLetter).toHaveBeenCalledTimes(1);
      expect(onDeadLetter).toHaveBeenCalledWith(dead, 3);
    });

    it('lets the rest of the group proceed after a dead letter sent before it', async () => {
      const processed: string[] = [];
      const queue = track(
        createInProcessQueue({
          maxReceives: 2,
          retryDelayMs: 1,
          batchSize: 1,
          consumer: async (event) => {
            const [record] = event.Records;
            if (record?.body === 'poison') return failures(record);
            processed.push(record?.body ?? '');
            return none;
          },
        }),
      );
      await queue.send(message('a', 'poison'));
      await queue.send(message('a', 'a2'));
      await queue.send(message('a', 'a3'));
      await queue.drain();
      expect(processed).toEqual(['a2', 'a3']);
      expect(queue.deadLetters.map((record) => record.body)).toEqual(['poison']);
    });
  });

  describe('drain and close', () => {
    it('drain resolves at once on an empty queue, and waits for retries', async () => {
      const empty = track(createInProcessQueue({ consumer: async () => none }));
      await empty.drain();

      let calls = 0;
      const queue = track(
        createInProcessQueue({
          retryDelayMs: 30,
          consumer: async (event) => {
            calls += 1;
            return calls < 3 ? failures(event.Records[0]) : none;
          },
        }),
      );
      await queue.send(message('a', 'a1'));
      await queue.drain();
      expect(calls).toBe(3);
    });

    it('close waits for the batches in flight, then delivers nothing more and refuses sends', async () => {
      const delivered: string[] = [];
      let finished = false;
      const slow = gate();
      const queue = createInProcessQueue({
        batchSize: 1,
        consumer: async (event) => {
          delivered.push(...bodies(event));
          await slow.promise;
          finished = true;
          return none;
        },
      });
      await queue.send(message('a', 'a1'));
      await queue.send(message('a', 'a2'));
      await waitFor(() => delivered.length === 1, 'a1');

      let closed = false;
      const closing = queue.close().then(() => {
        closed = true;
      });
      await sleep(10);
      expect(closed).toBe(false);
      slow.open();
      await closing;
      expect(finished).toBe(true);

      await sleep(10);
      expect(delivered).toEqual(['a1']);
      await expect(queue.send(message('a', 'a3'))).rejects.toBeInstanceOf(QueueError);
      await queue.drain();
    });
  });

  it('keeps each group in send order and loses nothing under random sends and failures', async () => {
    const maxReceives = 3;
    const send = fc.record({
      group: fc.integer({ min: 0, max: 3 }),
      failTimes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: maxReceives })),
      duplicate: fc.boolean(),
      pauseAfter: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(send, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 4 }),
        async (sends, batchSize, concurrency) => {
          const failuresLeft = new Map<string, number>();
          const processed = new Map<string, string[]>();
          const queue = track(
            createInProcessQueue({
              batchSize,
              maximumConcurrency: concurrency,
              maxReceives,
              retryDelayMs: 1,
              // A FIFO consumer: after a failure in a group, the group's later records are failed unprocessed.
              consumer: async (event) => {
                const failedGroups = new Set<string>();
                const failed: SQSRecord[] = [];
                for (const record of event.Records) {
                  const group = record.attributes.MessageGroupId ?? '';
                  const left = failuresLeft.get(record.body) ?? 0;
                  if (failedGroups.has(group) || left > 0) {
                    if (!failedGroups.has(group)) failuresLeft.set(record.body, left - 1);
                    failedGroups.add(group);
                    failed.push(record);
                    continue;
                  }
                  await Promise.resolve();
                  processed.set(group, [...(processed.get(group) ?? []), record.body]);
                }
                return failures(...failed);
              },
            }),
          );

          const expected = new Map<string, string[]>();
          const poison = new Set<string>();
          let lastId: string | undefined;
          for (const [index, { group, failTimes, duplicate, pauseAfter }] of sends.entries()) {
            const groupId = `g${group}`;
            const body = `${groupId}-${index}`;
            if (duplicate && lastId !== undefined) {
              await queue.send({ groupId, deduplicationId: lastId, body });
            } else {
              lastId = `id-${index}`;
              failuresLeft.set(body, failTimes);
              if (failTimes >= maxReceives) poison.add(body);
              expected.set(groupId, [...(expected.get(groupId) ?? []), body]);
              await queue.send({ groupId, deduplicationId: lastId, body });
            }
            if (pauseAfter) await sleep(0);
          }
          await queue.drain();
          await queue.close();

          const dead = queue.deadLetters.map((record) => record.body);
          expect(new Set(dead).size).toBe(dead.length);
          for (const body of poison) expect(dead).toContain(body);
          for (const [groupId, sent] of expected) {
            const done = processed.get(groupId) ?? [];
            expect(done).toEqual(sent.filter((body) => done.includes(body)));
            expect([...done, ...dead.filter((body) => body.startsWith(`${groupId}-`))].sort()).toEqual(
              [...sent].sort(),
            );
          }
          expect([...processed.keys()].every((groupId) => expected.has(groupId))).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});
