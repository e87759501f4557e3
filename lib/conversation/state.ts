/**
 * The stored conversation state's turn parts: which messages were answered, with what, and whether
 * their replies went out. This is the one record of a message being handled. The queue's deduplication
 * id is the platform's; channels keep no list of their own.
 *
 * @invariant handled-recorded-once A message's replies were sent when the conversation state's `recent`
 *   list holds its id marked `delivered: true`. An ordinary turn writes the mark in its commit, with the
 *   delivery note. A turn with a side effect commits without the mark and writes it after its replies are
 *   sent. A turn run with no channel (`runTurn`: the terminal, tests) returns its replies and writes no mark.
 *   A message a channel answers by itself, with no turn (an SMS HELP or MORE), changes no conversation
 *   state: only the queue's deduplication id guards it (STOP is guarded by the opt-out it records).
 * @invariant previous-release-notes-read An entry with no mark may come from the previous release, which
 *   kept its list in the channel's note: Slack's `delivered`, SMS's `sent`. That list decides for it.
 *   The lists are read and never written, so a message that release sent is not sent again.
 */
import * as z from 'zod';
import { type DialogState, STATE_VERSION } from '../dialog/types';
import { type OrderToSettle, orderToSettleSchema } from '../orders/settle-placed';
import type { LoadedConversation } from '../store/conversation-store';
import { LANGUAGES, type Language } from '../words';
import type { KeptRead } from './kept-reads';

/** How many answered message ids a conversation remembers. */
export const RECENT_TURNS = 5;

/** A message answered: its id, its replies, and `delivered` once they were sent (absent: not yet, or an entry of the previous release). */
export interface Answered {
  messageId: string;
  replies: unknown[];
  delivered?: true;
}

/**
 * The conversation state as stored: the dialog's state, and beside it, in the same item and shape, the
 * turn's parts the dialog does not own: the answered messages (`recent`: the dialog is told their
 * replies, `ConversationFacts.earlierReplies`), the service's lists kept for a few minutes
 * (kept-reads.ts) and the placed orders still to settle (invariant placed-order-settled-later).
 *
 * @invariant delivered-answer-keeps-its-words An answer marked `delivered` keeps only the words of its replies, what the
 *   dialog reads of them (`earlierReplies`: a hand-off's last lines): a question as its text, an answer
 *   echoed and a line as they are; not a question's options (their synonyms made most of the state
 *   item, rewritten by every turn) nor a summary. Its replies are never sent again; an answer not yet
 *   marked keeps them whole, to send them when its message comes again. Entries of the previous release
 *   load as they were, and are cut so on the next write.
 * @invariant recent-kept-where-releases-kept-it `recent` stays a field of the stored state's top level,
 *   where the releases that declared it in the dialog's schema kept it: their items load with their
 *   answered messages, and an item written now loads in such a release (it is always written, even empty).
 *   Only a state of this version is trusted for it: a v1 state's list is dropped, as its migration did.
 */
export type StoredState = DialogState & {
  recent: Answered[];
  /** The person's language; absent: English (invariant stored-state-without-language-is-english). */
  language?: Language;
  kept?: KeptRead[];
  unsettled?: OrderToSettle[];
};

const answeredSchema = z.object({
  messageId: z.string(),
  replies: z.array(z.unknown()),
  delivered: z.literal(true).optional(),
});

const turnPartsSchema = z.object({
  recent: z.array(answeredSchema).optional().catch(undefined),
  kept: z
    .array(z.object({ key: z.string(), at: z.number(), value: z.unknown() }))
    .optional()
    .catch(undefined),
  unsettled: z.array(orderToSettleSchema).optional().catch(undefined),
  language: z.enum(LANGUAGES).optional().catch(undefined),
  /**
   * Written before a channel's company account had conversations of its own (invariant
   * member-orders-on-company-account): the channel whose sign-in this one used.
   */
  account: z.string().optional().catch(undefined),
  v: z.unknown(),
});

/** The turn's parts of a stored state, each read leniently: one that no longer parses is none. */
export function turnPartsOf(stored: unknown): {
  /** The answered messages (invariant recent-kept-where-releases-kept-it); none in a state of another version. */
  recent: Answered[];
  kept: KeptRead[] | undefined;
  orders: OrderToSettle[];
  /** A state of this version that used a channel's sign-in: the dialog is started afresh. */
  usedSharedAccount: boolean;
  /** The person's language, if the state names one (invariant stored-state-without-language-is-english). */
  language: Language | undefined;
} {
  const parsed = turnPartsSchema.safeParse(stored);
  const parts = parsed.success ? parsed.data : undefined;
  const current = parts?.v === STATE_VERSION;
  return {
    recent: current ? ((parts.recent ?? []) as Answered[]) : [],
    kept: parts?.kept as KeptRead[] | undefined,
    orders: parts?.unsettled ?? [],
    usedSharedAccount: current && parts.account !== undefined,
    language: parts?.language,
  };
}

/**
 * The language a person is spoken to in outside a turn (an apology, a notice, an answer of a channel's
 * own): their conversation's, else their sign-in's, else English.
 * @example spokenLanguageOf(await store.load(key)) // 'es'
 */
export function spokenLanguageOf(loaded: Pick<LoadedConversation, 'state' | 'link'>): Language {
  return turnPartsOf(loaded.state).language ?? loaded.link?.language ?? 'en';
}

/** The placed orders a stored state keeps to settle; none when it keeps none or they no longer parse. */
export function keptOrdersOf(stored: unknown): OrderToSettle[] {
  return turnPartsOf(stored).orders;
}

/** The dialog's `state` with the turn's parts beside it (absent ones: no field; `recent` always). */
export function withTurnParts(
  state: DialogState,
  parts: {
    recent: readonly Answered[];
    kept: KeptRead[] | undefined;
    orders: readonly OrderToSettle[];
    language?: Language;
  },
): StoredState {
  return {
    ...state,
    recent: [...parts.recent],
    // English is the absence of one (invariant stored-state-without-language-is-english): English items stay as they were.
    ...(parts.language && parts.language !== 'en' ? { language: parts.language } : {}),
    ...(parts.kept ? { kept: parts.kept } : {}),
    ...(parts.orders.length > 0 ? { unsettled: [...parts.orders] } : {}),
  };
}

/** The answered messages of a stored state, read leniently (none when it holds no list, or one of another version). */
export function recentOf(stored: unknown): Answered[] {
  return turnPartsOf(stored).recent;
}

/** Whether `entry`'s replies were sent: its mark, or that of the previous release's note (invariant previous-release-notes-read). */
export function wasDelivered(entry: Answered, note: unknown): boolean {
  return entry.delivered === true || sentByPreviousRelease(note, entry.messageId);
}

/** Whether `messageId` was handled, read from the state the turn loaded (invariant handled-recorded-once). */
export function answeredIn(loaded: Pick<LoadedConversation, 'state' | 'note'>, messageId: string): boolean {
  const entry = recentOf(loaded.state).find((turn) => turn.messageId === messageId);
  return entry ? wasDelivered(entry, loaded.note) : sentByPreviousRelease(loaded.note, messageId);
}

/**
 * `recent` with `entry` added (or its earlier record replaced), the last RECENT_TURNS kept, each
 * delivered one as its words (invariant delivered-answer-keeps-its-words).
 */
export function withAnswered(recent: readonly Answered[], entry: Answered): Answered[] {
  return [...recent.filter((turn) => turn.messageId !== entry.messageId), entry]
    .slice(-RECENT_TURNS)
    .map((turn) => (turn.delivered ? { ...turn, replies: turn.replies.flatMap(wordsOf) } : turn));
}

/**
 * What a delivered answer keeps of one of its replies (invariant delivered-answer-keeps-its-words):
 * a question as the line it said, a line and an answer echoed as they are, a summary not at all.
 */
function wordsOf(reply: unknown): unknown[] {
  const { type, text } = (reply ?? {}) as { type?: unknown; text?: unknown };
  if (type === 'summary') return [];
  return type === 'prompt' && typeof text === 'string' ? [{ type: 'text', text }] : [reply];
}

/** The previous release's channel note listed `messageId` as sent: Slack's `delivered`, SMS's `sent`. */
function sentByPreviousRelease(note: unknown, messageId: string): boolean {
  if (typeof note !== 'object' || note === null) return false;
  const { delivered, sent } = note as { delivered?: unknown; sent?: unknown };
  return [delivered, sent].some((list) => Array.isArray(list) && list.includes(messageId));
}
