/**
 * The staff side of hand-offs in Slack (lib/worker/types.ts `StaffThreads`): one thread per hand-off in
 * the business's staff channel (STAFF_CHANNEL_ID), posted with the bot's token in its own workspace.
 *
 * @invariant first-notice-opens-thread The first thing said for a conversation with no open thread opens one: its first message says
 *   the customer's channel and carries the "Hand back to the bot" button (HAND_BACK_ACTION), and the
 *   thread is recorded with where the customer is answered (store/handoffs.ts).
 * @invariant thread-gets-the-rest Everything after goes into that thread.
 * @invariant customer-words-stay-plain What is said for a customer (their words, the brief of the opening) is posted as a rich_text
 *   block of plain `text` elements (blocks.ts `richText`): no link, mention, emoji code or style forms of
 *   it, whatever it holds (a bare URL, `*URGENT*`, `<!channel>`). The message's `text`, its
 *   notification, is sent with `mrkdwn: false` and made `unlinkable` (mrkdwn.ts).
 * @invariant handoffs-rate-limited A customer's messages are limited per hand-off (on its pointer, at no extra request) and per
 *   Slack workspace, and the threads a customer opens per person (a Slack user, whichever of their
 *   conversations asks: their DM, each linked channel; a phone) first, then per workspace
 *   (HANDOFF_CAPS, rate-limits.ts), so one stranger never uses up a shared workspace's threads: over a
 *   cap nothing is posted, and the customer is told once per window. Staff's own openings, and the
 *   notice that closes a hand-off, are never held back.
 * @invariant staff-named-by-first-name Staff are named to the customer by their first name, as Slack has it, with the business's name;
 *   a Slack customer is named to staff by theirs (the bot keeps no customer's name: by SMS, none).
 */
import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import { type Conversation, keyOf, personOf, transportOf } from '../../conversation/conversation';
import type { Handoffs } from '../../store/handoffs';
import type { RateLimit, RateLimits, Taken } from '../../store/rate-limits';
import type { MessageKey } from '../../words';
import type { HeldBack, StaffThreads } from '../../worker/types';
import type { ReplyTarget } from '../../worker/work';
import { richText } from './blocks';
import { postNotice } from './deliver';
import { unlinkable } from './mrkdwn';
import { renderTurn } from './render-turn';

/** The action id of the "Hand back to the bot" button on a hand-off's first message. */
export const HAND_BACK_ACTION = 'handoff-back';

const CHANNEL_NAMES = { slack: 'Slack', sms: 'SMS' } as const;

const TEN_MINUTES = 10 * 60_000;
const DAY = 24 * 3_600_000;

/**
 * How much one customer, and one Slack workspace, may say to staff (invariant handoffs-rate-limited):
 * a person writing fast fits in a hand-off's 10 messages per 10 minutes; 31 messages, or 4 threads a
 * day from one person (wherever they ask), do not. A workspace's are a company's worth of people.
 */
export const HANDOFF_CAPS = {
  /** One hand-off's, counted on its conversation's pointer. */
  conversation: { messages: { name: 'handoff-messages', max: 10, windowMs: TEN_MINUTES } },
  /** One person's, across their conversations (conversation.ts `personOf`). */
  person: { threads: { name: 'handoff-threads', max: 3, windowMs: DAY } },
  workspace: {
    messages: { name: 'handoff-messages', max: 60, windowMs: TEN_MINUTES },
    threads: { name: 'handoff-threads', max: 10, windowMs: DAY },
  },
} satisfies Record<string, Partial<Record<'messages' | 'threads', RateLimit>>>;

/** What the customer is told, once per window, when staff are not given more (invariant handoffs-rate-limited): in their language, by the worker. */
export const HELD_BACK = {
  messages: 'handoff.heldBackMessages',
  threads: 'handoff.heldBackThreads',
} as const satisfies Record<string, MessageKey>;

/**
 * @example const threads = slackStaffThreads({ client, channelId: 'C0STAFF', handoffs: bot.handoffs, businessName });
 */
export function slackStaffThreads(deps: {
  /** The laundry's own workspace's client (the staff channel's). */
  client: () => Promise<WebClient>;
  /** The laundry's own workspace: a Slack customer of another is not looked up in it. */
  teamId: string;
  channelId: string;
  handoffs: Pick<Handoffs, 'relayTo' | 'open'>;
  /** The counters of HANDOFF_CAPS. */
  limits: RateLimits;
  businessName: string;
}): StaffThreads {
  const { channelId } = deps;
  /** The first refusal of `caps` in order, counting each only while the ones before allow. */
  const refusal = async (
    taken: Taken,
    ...more: (() => Promise<Taken>)[]
  ): Promise<Exclude<Taken, { allowed: true }> | undefined> => {
    if (!taken.allowed) return taken;
    for (const next of more) {
      const result = await next();
      if (!result.allowed) return result;
    }
    return undefined;
  };
  const heldBack = (refused: { first: boolean }, tell: MessageKey): HeldBack => ({
    heldBack: true,
    ...(refused.first ? { tell } : {}),
  });
  const workspaceCap = (conversation: Conversation, limit: RateLimit) => {
    const team = 'teamId' in conversation ? conversation.teamId : undefined;
    return team ? [() => deps.limits.take(`slack-workspace:${team}`, limit)] : [];
  };
  const firstName = async (userId: string) => {
    const { user } = await (await deps.client()).users.info({ user: userId });
    return user?.profile?.first_name || user?.real_name?.split(' ')[0] || user?.name || undefined;
  };
  /** A new thread in the staff channel: who asks, by which channel, their words, and the hand-back button. */
  const openThread = async (
    conversation: Conversation,
    key: string,
    text: string,
    target: ReplyTarget | undefined,
    openedBy: string | undefined,
  ) => {
    const client = await deps.client();
    const transport = transportOf(conversation);
    const via = transport === 'console' ? undefined : transport;
    const name =
      target?.channel === 'slack' && target.teamId === deps.teamId
        ? await firstName(target.userId)
        : undefined;
    const [message] = renderTurn([
      {
        type: 'text',
        text: `${name ? `${name}, a customer,` : 'A customer'} ${openedBy ? 'is with staff' : 'asks for a person'}${via ? `, by ${CHANNEL_NAMES[via]}` : ''}. Reply in this thread: they get it.`,
      },
    ]).messages;
    const blocks: KnownBlock[] = [
      ...(message?.blocks ?? []),
      // What the customer said is in the brief (invariant customer-words-stay-plain).
      richText(text),
      {
        type: 'actions',
        block_id: 'handoff',
        elements: [
          {
            type: 'button',
            action_id: HAND_BACK_ACTION,
            text: { type: 'plain_text', text: 'Hand back to the bot' },
            value: 'back',
          },
        ],
      },
    ];
    const posted = await client.chat.postMessage({
      channel: channelId,
      text: `${message?.text ?? ''}\n${unlinkable(text)}`,
      mrkdwn: false,
      blocks,
    });
    if (!posted.ts) throw new Error('chat.postMessage returned no ts');
    await deps.handoffs.open(
      { key, channelId, threadTs: posted.ts, target: target ?? {} },
      openedBy ?? 'customer',
    );
    return { channelId, threadTs: posted.ts };
  };
  return {
    async say(conversation, text, target, { openedBy, closes } = {}) {
      const key = keyOf(conversation);
      const caps = HANDOFF_CAPS;
      const open = await deps.handoffs.relayTo(key, caps.conversation.messages);
      if (open) {
        const { taken, ...thread } = open;
        const refused = closes
          ? undefined
          : await refusal(taken, ...workspaceCap(conversation, caps.workspace.messages));
        if (refused) return heldBack(refused, HELD_BACK.messages);
        await (await deps.client()).chat.postMessage({
          channel: channelId,
          thread_ts: thread.threadTs,
          text: unlinkable(text),
          mrkdwn: false,
          blocks: [richText(text)],
        });
        return thread;
      }
      if (!openedBy) {
        // The person's cap first: one stranger's asking never reaches their workspace's count.
        const refused = await refusal(
          await deps.limits.take(personOf(conversation) ?? `conversation:${key}`, caps.person.threads),
          ...workspaceCap(conversation, caps.workspace.threads),
        );
        if (refused) return heldBack(refused, HELD_BACK.threads);
      }
      return openThread(conversation, key, text, target, openedBy);
    },
    post: async (thread, text) => {
      await postNotice(await deps.client(), thread.channelId, text, thread.threadTs);
    },
    postToChannel: async (text) => {
      const threadTs = await postNotice(await deps.client(), channelId, text);
      if (!threadTs) throw new Error('chat.postMessage returned no ts');
      return { channelId, threadTs };
    },
    speaker: async (userId) => (await firstName(userId)) ?? 'Someone',
  };
}
