/**
 * What crosses the queue between an HTTP handler and the worker: one turn of one conversation, and
 * where its replies go. The body is parsed again on the worker's side; a body that does not parse is
 * never retried (it could never succeed) and never logged (it may hold what a person typed).
 */
import * as z from 'zod';
import { type Conversation, isConversation } from '../conversation/conversation';
import { dialogInputSchema } from '../dialog/types';
import { queuedSettleSchema } from '../orders/settle-placed';
import { queuedReminderSchema as reminderMessageSchema } from '../reminders/reminder-message';

/** A queued item's conversation: checked by a plain guard (conversation.ts `isConversation`), no schema built at load. */
const conversationSchema = z.custom<Conversation>(isConversation, 'not a conversation');

/** Where a Slack turn's replies go. */
export const slackReplyTargetSchema = z.object({
  channel: z.literal('slack'),
  teamId: z.string().min(1),
  userId: z.string().min(1),
  /** The conversation the person acted in, when it is the bot's DM with them (replies go there). */
  dmChannelId: z.string().optional(),
  /** The conversation and message of a clicked menu: an out-of-date answer is shown there, to the clicker only. */
  clicked: z.object({ channelId: z.string(), messageTs: z.string() }).optional(),
});
export type SlackReplyTarget = z.infer<typeof slackReplyTargetSchema>;

/** Where an SMS turn's replies go: the customer's phone, from the business number they texted (E.164). */
export const smsReplyTargetSchema = z.object({
  channel: z.literal('sms'),
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/),
  businessNumber: z.string().regex(/^\+[1-9]\d{6,14}$/),
});
export type SmsReplyTarget = z.infer<typeof smsReplyTargetSchema>;

export const replyTargetSchema = z.discriminatedUnion('channel', [
  slackReplyTargetSchema,
  smsReplyTargetSchema,
]);
export type ReplyTarget = z.infer<typeof replyTargetSchema>;

export const queuedTurnSchema = z.object({
  v: z.literal(1),
  kind: z.literal('turn'),
  /** The conversation key: the queue's message group, so one conversation's turns run in order. */
  key: z.string().min(1),
  /**
   * Who is talking, as the adapter that received the message built it (conversation.ts). Absent on an
   * item of the release before, and on a reminder (its schedule holds the key): the worker reads the
   * key then, once (stored-key.ts).
   */
  conversation: conversationSchema.optional(),
  /** The channel's id for the message: the queue's deduplication id and the turn's message id. */
  messageId: z.string().min(1),
  input: dialogInputSchema,
  target: replyTargetSchema,
  /** Epoch ms when the HTTP handler took it (for the ack-to-reply time). */
  receivedAt: z.number(),
});
export type QueuedTurn = z.infer<typeof queuedTurnSchema>;

/** The App Home tab of one Slack user, drawn again by the worker (it reads the ledger). */
export const queuedHomeSchema = z.object({
  v: z.literal(1),
  kind: z.literal('home'),
  key: z.string().min(1),
  messageId: z.string().min(1),
  teamId: z.string().min(1),
  userId: z.string().min(1),
  receivedAt: z.number(),
});
export type QueuedHome = z.infer<typeof queuedHomeSchema>;

/** `/laundry link`, `unlink` or `link?` in a Slack channel: its company account, managed by the worker. */
export const queuedChannelLinkSchema = z.object({
  v: z.literal(1),
  kind: z.literal('channel-link'),
  key: z.string().min(1),
  messageId: z.string().min(1),
  action: z.enum(['link', 'unlink', 'show']),
  teamId: z.string().min(1),
  userId: z.string().min(1),
  channelId: z.string().min(1),
  receivedAt: z.number(),
});
export type QueuedChannelLink = z.infer<typeof queuedChannelLinkSchema>;

/** A reminder as the worker reads it (reminder-message.ts): the conversation it may carry is checked (conversation.ts `isConversation`). */
export const queuedReminderSchema = reminderMessageSchema.extend({
  conversation: conversationSchema.optional(),
});
export type QueuedReminder = z.infer<typeof queuedReminderSchema>;

/** Something said to a conversation without a turn of its own (a change staff made to an order). */
export const queuedNoticeSchema = z.object({
  v: z.literal(1),
  kind: z.literal('notice'),
  key: z.string().min(1),
  /**
   * Who is talking, as the adapter that received the message built it (conversation.ts). Absent on an
   * item of the release before, and on a reminder (its schedule holds the key): the worker reads the
   * key then, once (stored-key.ts).
   */
  conversation: conversationSchema.optional(),
  messageId: z.string().min(1),
  text: z.string().min(1).optional(),
  /** Instead of a text: an entry point staff open in the conversation (the dialog's `Notice`). */
  opens: z
    .object({
      word: z.string().min(1),
      by: z.string().min(1),
      orderId: z.number().int().positive().optional(),
    })
    .optional(),
  /** The zone whose decent hours it waits for, by SMS (the order's); the business's when absent. */
  timeZone: z.string().optional(),
  receivedAt: z.number(),
});
export type QueuedNotice = z.infer<typeof queuedNoticeSchema>;

/**
 * The app was uninstalled from a Slack workspace, or its bot token revoked: the worker removes what is
 * kept of the workspace (lib/store/slack-workspace-data.ts).
 */
export const queuedUninstallSchema = z.object({
  v: z.literal(1),
  kind: z.literal('slack-uninstall'),
  key: z.string().min(1),
  messageId: z.string().min(1),
  teamId: z.string().min(1),
  /** Slack's `event_time` (epoch seconds): when the removal happened, whenever it is delivered. */
  eventTime: z.number().optional(),
  receivedAt: z.number(),
});
export type QueuedUninstall = z.infer<typeof queuedUninstallSchema>;

/**
 * The person who linked a channel's company account left it (`member_left_channel`: `channelId`), or
 * left the workspace (`user_change` with `deleted`: every channel they linked): the worker ends their
 * links (lib/channels/slack/channel-link.ts `endLinksOfLeaver`).
 */
export const queuedLinkerLeftSchema = z.object({
  v: z.literal(1),
  kind: z.literal('linker-left'),
  key: z.string().min(1),
  messageId: z.string().min(1),
  teamId: z.string().min(1),
  userId: z.string().min(1),
  /** The channel they left; absent when they left the workspace. */
  channelId: z.string().min(1).optional(),
  /** Slack's `event_time` (epoch seconds): a link made after it is not ended, however late the event. */
  eventTime: z.number(),
  receivedAt: z.number(),
});
export type QueuedLinkerLeft = z.infer<typeof queuedLinkerLeftSchema>;

/**
 * A staff member's reply in a hand-off's thread, or their "Hand back to the bot" click, or the
 * worker's idle check (`idleSince`): the worker finds the thread's conversation and runs it there as
 * a `relay` turn (lib/flows/handoff.ts).
 */
export const queuedRelaySchema = z.object({
  v: z.literal(1),
  kind: z.literal('relay'),
  /** The thread (`thread:<channel>:<ts>`): the queue's message group. */
  key: z.string().min(1),
  /** The Slack event or click: the queue's deduplication id and the customer's turn's message id. */
  messageId: z.string().min(1),
  channelId: z.string().min(1),
  threadTs: z.string().min(1),
  /** The staff member (`idle` for an idle check). */
  userId: z.string().min(1),
  text: z.string().optional(),
  end: z.literal(true).optional(),
  /** An idle check: it hands back only if nothing was said since this instant (epoch ms). */
  idleSince: z.number().optional(),
  receivedAt: z.number(),
});
export type QueuedRelay = z.infer<typeof queuedRelaySchema>;

/** Staff's batch of orders (lib/orders/batch.ts), run by the worker from its record, to its end or its turn's deadline. */
export const queuedBatchSchema = z.object({
  v: z.literal(1),
  kind: z.literal('batch'),
  /** `batch:<id>`: the queue's message group, so a batch runs once at a time. */
  key: z.string().min(1),
  messageId: z.string().min(1),
  batchId: z.string().min(1),
  receivedAt: z.number(),
});
export type QueuedBatch = z.infer<typeof queuedBatchSchema>;

/**
 * The weekly digest is due (an EventBridge Scheduler schedule puts it on the queue every Monday at 9:00
 * in the business's zone: infra/resources.yml `DigestSchedule`): the worker posts the week that ended
 * to the staff channel, once (lib/worker/digest.ts).
 */
export const queuedDigestSchema = z.object({
  v: z.literal(1),
  kind: z.literal('digest'),
  /** `digest`: the queue's message group. */
  key: z.string().min(1),
  messageId: z.string().min(1),
  receivedAt: z.number(),
});
export type QueuedDigest = z.infer<typeof queuedDigestSchema>;

export const queuedWorkSchema = z.discriminatedUnion('kind', [
  queuedDigestSchema,
  queuedBatchSchema,
  queuedTurnSchema,
  queuedHomeSchema,
  queuedChannelLinkSchema,
  queuedReminderSchema,
  queuedNoticeSchema,
  queuedUninstallSchema,
  queuedLinkerLeftSchema,
  queuedRelaySchema,
  queuedSettleSchema,
]);
export type QueuedWork = z.infer<typeof queuedWorkSchema>;
