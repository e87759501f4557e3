/**
 * A turn's replies, delivered through Slack's Web API by the worker.
 *
 * @invariant slack-replies-in-dm The conversation is the person's DM with the bot: its id comes from the event, else from the channel's delivery note on the conversation, else from `conversations.open` (once; the note keeps it).
 * @invariant answered-prompt-updated A prompt answered this turn has its message updated (`chat.update`) to show the answer with no buttons left, so an old menu cannot be clicked again. The delivery note says where that message is.
 * @invariant gone-message-loses-no-reply A message of the bot's that is gone (deleted by an admin, or by the workspace's retention) or can no longer be edited is not updated: the answered prompt is left as it is, and a working sign's reply is posted anew. The turn's replies are never lost for it.
 * @invariant aside-is-ephemeral An `aside` (a click on an old menu) is ephemeral, shown in the clicked message's conversation to the clicker only.
 * @invariant slack-sends-what-it-is-given The replies it is given are sent: whether they were sent before is the turn's record (invariant handled-recorded-once), not the channel's.
 * @invariant slack-note-returned The delivery note is returned once the messages are posted, for the turn to keep (invariant ordinary-turn-delivers-then-commits: in the turn's own write, or right after it).
 * @invariant working-sign-replaced-in-place A turn that ran long posted "…" in the DM (invariant slow-turn-shows-working): its first message replaces it (`chat.update` of that message), so the reply stands where the person saw the bot working; a turn that posts nothing deletes it.
 * @invariant slack-text-escaped-once Every text reaches Slack through the renderer (render-turn.ts), notices outside a turn too (reminders, what staff changed, a link ended): what the service or a person wrote is escaped there, once, so an address label or a store name can never form a link or a mention.
 */
import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import * as z from 'zod';
import type { TurnResult } from '../../conversation/turn';
import { type Language, words } from '../../words';
import type { SlackReplyTarget } from '../../worker/work';
import { renderAnswered, renderTurn, type SlackMessage } from './render-turn';
import { slackErrorCode } from './staff';

const slackDeliveryNoteSchema = z.object({
  dmChannelId: z.string().optional(),
  /** The message holding the question on screen, and its blocks without controls. */
  prompt: z
    .object({
      promptId: z.string(),
      channelId: z.string(),
      ts: z.string(),
      answeredBlocks: z.array(z.unknown()),
    })
    .optional(),
});
export type SlackDeliveryNote = z.infer<typeof slackDeliveryNoteSchema>;

/** The delivery note as stored, or an empty one when there is none or it no longer parses (a previous release's `delivered` list is the turn's to read: lib/conversation/state.ts). */
export function readSlackDeliveryNote(raw: unknown): SlackDeliveryNote {
  const parsed = slackDeliveryNoteSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export interface SlackDelivery {
  client: WebClient;
}

/**
 * Posts one turn's replies where the person is talking to the bot; see the invariants above. Returns
 * the delivery note to keep.
 * @example const note = await deliverSlackTurn({ client }, { messageId, target }, result);
 */
export async function deliverSlackTurn(
  { client }: SlackDelivery,
  turn: { messageId: string; target: SlackReplyTarget; working?: unknown },
  result: TurnResult,
): Promise<SlackDeliveryNote> {
  const note = readSlackDeliveryNote(result.deliveryNote);
  const { target } = turn;
  const rendered = renderTurn(result.replies, await words(result.language));
  const dmChannelId = target.dmChannelId ?? note.dmChannelId ?? (await openDm(client, target.userId));

  const shown = note.prompt;
  for (const close of rendered.closes) {
    if (!shown || shown.promptId !== close.promptId) continue;
    const answered = renderAnswered(shown.answeredBlocks as KnownBlock[], close.answer);
    await updateUnlessGone(client, shown.channelId, shown.ts, answered);
  }
  for (const aside of rendered.asides) {
    await client.chat.postEphemeral({
      channel: target.clicked?.channelId ?? dmChannelId,
      user: target.userId,
      ...aside,
    });
  }
  let lastTs: string | undefined;
  const working = workingSignSchema.safeParse(turn.working);
  let replacing = working.success ? working.data : undefined;
  for (const message of rendered.messages) {
    if (replacing && (await updateUnlessGone(client, replacing.channel, replacing.ts, message))) {
      lastTs = replacing.ts;
    } else lastTs = await post(client, dmChannelId, message);
    replacing = undefined;
  }
  if (replacing) await withdrawWorkingSign(client, replacing);

  let prompt = shown;
  if (rendered.closes.some((close) => close.promptId === shown?.promptId)) prompt = undefined;
  if (rendered.prompt && lastTs) {
    prompt = {
      promptId: rendered.prompt.promptId,
      channelId: dmChannelId,
      ts: lastTs,
      answeredBlocks: rendered.prompt.answeredBlocks,
    };
  }
  return { dmChannelId, ...(prompt ? { prompt } : {}) };
}

/** Slack's answers for a message that cannot be updated any more (invariant gone-message-loses-no-reply). */
const GONE = new Set(['message_not_found', 'cant_update_message', 'edit_window_closed']);

/** Updates the bot's message at `ts`; false when it is gone (any other failure throws, and the turn is tried again). */
async function updateUnlessGone(
  client: WebClient,
  channel: string,
  ts: string,
  message: SlackMessage,
): Promise<boolean> {
  try {
    await client.chat.update({ channel, ts, ...message });
    return true;
  } catch (error) {
    if (GONE.has(slackErrorCode(error))) return false;
    throw error;
  }
}

/** The "…" a long turn posted (invariant working-sign-replaced-in-place): where it is. */
const workingSignSchema = z.object({ channel: z.string(), ts: z.string() });
export type SlackWorkingSign = z.infer<typeof workingSignSchema>;

/** The text of the sign: no words, so no language. */
const WORKING_TEXT = '…';

/**
 * Posts "…" where the turn's replies go (invariant slow-turn-shows-working), for them to replace.
 * @example const sign = await postWorkingSign(client, target); // { channel: 'D0ANA', ts: '1700000000.000100' }
 */
export async function postWorkingSign(
  client: WebClient,
  target: SlackReplyTarget,
): Promise<SlackWorkingSign | undefined> {
  const channel = target.dmChannelId ?? (await openDm(client, target.userId));
  const { ts } = await client.chat.postMessage({ channel, text: WORKING_TEXT });
  return ts ? { channel, ts } : undefined;
}

/** Deletes a "…" no reply replaced (a turn that posted nothing). */
export async function withdrawWorkingSign(client: WebClient, sign: unknown): Promise<void> {
  const parsed = workingSignSchema.safeParse(sign);
  if (!parsed.success) return;
  try {
    await client.chat.delete({ channel: parsed.data.channel, ts: parsed.data.ts });
  } catch (error) {
    // Gone already: what was to be withdrawn is (invariant gone-message-loses-no-reply).
    if (!GONE.has(slackErrorCode(error))) throw error;
  }
}

/**
 * Tells the person their message could not be answered (a turn that failed its last try). Best
 * effort: it is the last thing done for that message, and its failure changes nothing.
 */
export async function apologizeOnSlack(
  { client }: Pick<SlackDelivery, 'client'>,
  target: SlackReplyTarget,
  language: Language = 'en',
): Promise<void> {
  const channel = target.dmChannelId ?? (await openDm(client, target.userId));
  await client.chat.postMessage({ channel, text: (await words(language)).t('slack.apology') });
}

/**
 * Posts a notice outside any turn, rendered as a turn's text is (invariant slack-text-escaped-once), in
 * `threadTs`'s thread if given; returns the first message's ts (where a thread under it starts).
 * @example await postNotice(client, await openDm(client, 'U123'), 'Reminder: order #5001 is picked up today.');
 */
export async function postNotice(
  client: WebClient,
  channel: string,
  text: string,
  threadTs?: string,
): Promise<string | undefined> {
  let first: string | undefined;
  for (const message of renderTurn([{ type: 'text', text }]).messages) {
    const posted = await client.chat.postMessage({
      channel,
      ...message,
      ...(threadTs ? { thread_ts: threadTs } : {}),
    });
    first ??= posted.ts;
  }
  return first;
}

/** The person's DM with the bot (`conversations.open` answers the same id each time). */
export async function openDm(client: WebClient, userId: string): Promise<string> {
  const opened = await client.conversations.open({ users: userId });
  const id = opened.channel?.id;
  if (!id) throw new Error('conversations.open returned no channel');
  return id;
}

async function post(client: WebClient, channel: string, message: SlackMessage): Promise<string | undefined> {
  const posted = await client.chat.postMessage({ channel, ...message });
  return posted.ts;
}
