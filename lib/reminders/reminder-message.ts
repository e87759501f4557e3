/**
 * What a reminder puts on the bot's queue when it is due: a kind of the worker's queued work
 * (lib/worker/work.ts), declared here, by the reminders that make it, so they depend on no more than
 * the queue. It names its conversation by key (the queue's message group) and, when the turn that
 * scheduled it was that conversation's, carries the conversation itself (lib/conversation's value,
 * opaque here: the worker checks it). Without one (a reminder scheduled by the release before, or by
 * staff from the ledger's `placedBy`), the worker reads the key once, with the migration reader.
 */
import * as z from 'zod';
import { lazySchema } from '../lazy-schema';

/**
 * A reminder before a pickup or a delivery window, put on the queue by the reminder scheduler at its
 * time. The worker reads the order's ledger record then: a window moved or cancelled since is not
 * reminded of (its schedule was replaced or deleted; this guards against a late one).
 */
export const queuedReminderSchema = lazySchema(() =>
  z.object({
    v: z.literal(1),
    kind: z.literal('reminder'),
    /** The conversation that placed the order: the reminder goes to its channel. */
    key: z.string().min(1),
    /** The conversation value (lib/conversation/conversation.ts), opaque here; absent on an older reminder. */
    conversation: z.unknown().optional(),
    messageId: z.string().min(1),
    serviceCustomerId: z.number(),
    orderId: z.number(),
    leg: z.enum(['pickup', 'delivery']),
    /** The window's start, as the ledger had it when the reminder was scheduled. */
    startTime: z.string(),
    receivedAt: z.number(),
  }),
);
export type QueuedReminder = z.infer<typeof queuedReminderSchema>;
