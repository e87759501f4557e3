/**
 * The Conversation value: who is talking, on which channel, as what. Built once, by the adapter that
 * received the message (the Slack app, the SMS webhook, the terminal chat, the staff desk's relay),
 * and carried in every queued item; every fact about a conversation is a field of it or a small total
 * function over it, never a parse of its key.
 *
 * @invariant conversation-built-once A conversation is read from its message once, by the adapter that received it; the turn path reads fields, never a key string.
 * @invariant key-is-byte-stable `keyOf` gives the same storage and FIFO key the release before gave the same conversation, so stored state and in-flight message groups keep working.
 * @invariant no-phone-in-key An SMS conversation's key names the customer's phone by its keyed fingerprint only: the phone is never in a key or a log line.
 */
import {
  consoleKey,
  slackChannelKey,
  slackKey,
  slackMemberKey,
  slackStaffKey,
  smsKeyOf,
  staffThreadKey,
} from './key';
import { channelPromptPrefix, STAFF_PROMPT_PREFIX } from './prompt-id';

/** A person's conversation, by kind: the fields each kind has, all non-empty strings. */
interface PersonKinds {
  /** A Slack user's own conversation (their DM, their own sign-in). */
  'slack-own': { teamId: string; userId: string };
  /** A Slack user acting as the business's support staff (`/laundry staff …`): apart from their own. */
  'slack-staff': { teamId: string; userId: string };
  /** A member of a Slack channel ordering there, on the channel's company account; answered in their DM. */
  'slack-member': { teamId: string; channelId: string; userId: string };
  /** A Slack channel itself: what it shares (its company account); no one talks as it, notices go there. */
  'slack-channel': { teamId: string; channelId: string };
  /**
   * A customer texting a business number (E.164). `fingerprint` names their phone (invariant
   * no-phone-in-key); the phone itself is never part of the conversation: a text's turn has it from its
   * reply target, and what is sent outside a turn finds it sealed in the conversation's link.
   */
  sms: { businessNumber: string; fingerprint: string };
  /** The terminal chat of the local stack. */
  console: { user: string };
}

/** A conversation a person has with the bot (every kind but a staff thread). */
export type PersonConversation = {
  [K in keyof PersonKinds]: { kind: K } & PersonKinds[K];
}[keyof PersonKinds];

/** The thread where the business's staff talk with a conversation's person (a hand-off). */
export interface StaffThreadConversation {
  kind: 'staff-thread';
  of: PersonConversation;
}

export type Conversation = PersonConversation | StaffThreadConversation;
export type ConversationOf<K extends Conversation['kind']> = Extract<Conversation, { kind: K }>;

const E164 = /^\+[1-9]\d{6,14}$/;
/** Each person kind's fields, and whether a value is one (a non-empty string; a business number in E.164). */
const FIELDS: { [K in keyof PersonKinds]: readonly (keyof PersonKinds[K])[] } = {
  'slack-own': ['teamId', 'userId'],
  'slack-staff': ['teamId', 'userId'],
  'slack-member': ['teamId', 'channelId', 'userId'],
  'slack-channel': ['teamId', 'channelId'],
  sms: ['businessNumber', 'fingerprint'],
  console: ['user'],
};

/**
 * True when `value` is a Conversation (a queued item's, read back by the worker). A plain check, not a
 * schema: the worker's cold start builds no validator for it (its budget is measured by `npm run bench -- cold`).
 * @example isConversation({ kind: 'console', user: 'ana' }) // true
 */
export function isConversation(value: unknown): value is Conversation {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (record.kind === 'staff-thread') return record.of !== undefined && isPerson(record.of);
  return isPerson(value);
}

function isPerson(value: unknown): value is PersonConversation {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const kind = record.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(FIELDS, kind)) return false;
  const fields = FIELDS[kind as keyof PersonKinds] as readonly string[];
  const filled = fields.every((field) => typeof record[field] === 'string' && record[field] !== '');
  return filled && (kind !== 'sms' || E164.test(record.businessNumber as string));
}

/** Slack conversations: the Slack adapter's. */
export type SlackConversation = ConversationOf<
  'slack-own' | 'slack-staff' | 'slack-member' | 'slack-channel'
>;

/**
 * The conversation's storage key, which is also its FIFO message group (invariant key-is-byte-stable).
 * @example keyOf({ kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U1' }) // 'slack-member:T1:C1:U1'
 */
export function keyOf(conversation: Conversation): string {
  switch (conversation.kind) {
    case 'slack-own':
      return slackKey(conversation.teamId, conversation.userId);
    case 'slack-staff':
      return slackStaffKey(conversation.teamId, conversation.userId);
    case 'slack-member':
      return slackMemberKey(conversation.teamId, conversation.channelId, conversation.userId);
    case 'slack-channel':
      return slackChannelKey(conversation.teamId, conversation.channelId);
    case 'sms':
      return smsKeyOf(conversation.businessNumber, conversation.fingerprint);
    case 'console':
      return consoleKey(conversation.user);
    case 'staff-thread':
      return staffThreadKey(keyOf(conversation.of));
  }
}

/** The staff member of a staff conversation, as Slack mentions them; undefined for anyone else's. */
export function staffMentionOf(conversation: Conversation): string | undefined {
  return conversation.kind === 'slack-staff' ? `<@${conversation.userId}>` : undefined;
}

/**
 * The conversation whose sign-in this one uses instead of its own: a channel member's uses the
 * channel's (its company account); undefined for every other conversation.
 */
export function sharedAccountOf(conversation: Conversation): ConversationOf<'slack-channel'> | undefined {
  if (conversation.kind !== 'slack-member') return undefined;
  return { kind: 'slack-channel', teamId: conversation.teamId, channelId: conversation.channelId };
}

/**
 * What every prompt id of a conversation starts with: a staff conversation's and a channel member's
 * are routed by it; any other conversation's prompts need no prefix.
 * @example promptPrefixOf({ kind: 'slack-member', teamId: 'T1', channelId: 'C0ORDERS', userId: 'U1' }) // 'C-C0ORDERS-'
 */
export function promptPrefixOf(conversation: Conversation): string | undefined {
  if (conversation.kind === 'slack-staff') return STAFF_PROMPT_PREFIX;
  return conversation.kind === 'slack-member' ? channelPromptPrefix(conversation.channelId) : undefined;
}

/** The Slack user whose own conversation this is (who may link channels to its sign-in); undefined otherwise. */
export function ownSlackUserOf(conversation: Conversation): string | undefined {
  return conversation.kind === 'slack-own' ? conversation.userId : undefined;
}

/**
 * The Slack workspace a conversation lives in, whose installation its saves are conditional on
 * (invariant removed-workspace-writes-nothing); undefined off Slack and for a staff thread (the laundry's own).
 */
export function slackWorkspaceOf(conversation: Conversation): string | undefined {
  return 'teamId' in conversation ? conversation.teamId : undefined;
}

/**
 * The person of a conversation, the same in each of theirs, as a rate limit's scope: a Slack user (their
 * DM, their desk, each channel they order in), or the conversation itself (a phone texting, the
 * terminal); undefined for a channel's own conversation, which is no one's.
 * @example personOf({ kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U2' }) // 'slack-user:T1:U2'
 */
export function personOf(conversation: Conversation): string | undefined {
  if (!('teamId' in conversation)) return `conversation:${keyOf(conversation)}`;
  return 'userId' in conversation ? `slack-user:${conversation.teamId}:${conversation.userId}` : undefined;
}

/**
 * Who asks for codes and sign-ups in a conversation, beside the phone they go to: a Slack user and their
 * workspace, or the conversation itself (a phone texting, the terminal). Each is capped on its own
 * (invariant codes-capped-per-requester).
 * @example requestersOf({ kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U2' }) // ['slack-workspace:T1', 'slack-user:T1:U2']
 */
export function requestersOf(conversation: Conversation): string[] {
  const person = personOf(conversation);
  const workspace = 'teamId' in conversation ? [`slack-workspace:${conversation.teamId}`] : [];
  return [...workspace, ...(person ? [person] : [])];
}

/** The transport a conversation is reached on, to pick its channel adapter. */
export type Transport = 'slack' | 'sms' | 'console';

/** The transport of a conversation (a staff thread's is Slack's: the staff channel). */
export function transportOf(conversation: Conversation): Transport {
  if (conversation.kind === 'sms' || conversation.kind === 'console') return conversation.kind;
  return 'slack';
}
