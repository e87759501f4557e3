/**
 * The weekly schedule's message (infra/resources.yml `DigestSchedule`), as a test puts it on a stack's
 * queue: EventBridge Scheduler fires at least once, so it arrives twice, past the queue's deduplication
 * window (two deduplication ids), and the worker must post one digest.
 */
import type { Queue } from '../../lib/queue/queue';

/** The schedule's `Input`, as infra/resources.yml gives it (test/integration/infra/package.test.ts holds them equal). */
export const DIGEST_BODY =
  '{"v":1,"kind":"digest","key":"digest","messageId":"weekly-digest","receivedAt":0}';

/**
 * Puts the schedule's message on the queue twice, each drained before the next.
 * @example skewMs = WEEK_MS + 3600_000; await weeklyDigestFiresTwice(stack.queue);
 */
export async function weeklyDigestFiresTwice(queue: Queue & { drain(): Promise<void> }): Promise<void> {
  for (const deduplicationId of ['digest-1', 'digest-2']) {
    await queue.send({ groupId: 'digest', deduplicationId, body: DIGEST_BODY });
    await queue.drain();
  }
}
