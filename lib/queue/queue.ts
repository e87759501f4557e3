/**
 * A FIFO queue of turns, as the HTTP handlers see it. Two adapters keep the same promises: SQS FIFO in
 * AWS (`sqs-queue.ts`) and an in-process FIFO for the local stack and the tests (`in-process-queue.ts`).
 *
 * What SQS FIFO itself promises, and both adapters keep:
 * @invariant fifo-group-order Messages of one group are handed to the worker in the order they were sent, one batch of a group
 *    at a time; other groups are not held up by it.
 * @invariant dedupe-window-drops-repeat A message sent again with a deduplication id seen in the last 5 minutes is accepted and dropped.
 * @invariant failed-message-delivered-again A message whose processing failed is delivered again, with its receive count raised.
 * @invariant dead-letter-after-max-receives After `maxReceives` receives it goes to the dead-letter queue instead.
 */
export interface QueueMessage {
  /** The conversation key: SQS's MessageGroupId. */
  groupId: string;
  /** The turn's message id: SQS's MessageDeduplicationId. */
  deduplicationId: string;
  /** JSON of a `QueuedWork` (lib/worker/work.ts). */
  body: string;
}

export interface Queue {
  /** Resolves once the queue has the message (or has dropped it as a duplicate). */
  send(message: QueueMessage): Promise<void>;
}

/** The queue refused a message or could not be reached; the caller did not enqueue it. */
export class QueueError extends Error {
  readonly code = 'QUEUE_SEND_FAILED';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'QueueError';
  }
}
