/**
 * The staff side of hand-offs in Slack (lib/worker/types.ts `StaffThreads`): one thread per hand-off in
 * the business's staff channel (STAFF_CHANNEL_ID), posted with the bot's token in its own workspace.
 *
 * @invariant first-notice-opens-thread The first thing said for a conversation with no open thread opens one: its first message says
 *   the customer's channel and carries the "Hand back to the bot" button (HAND_BACK_ACTION), and the
 *   thread is recorded with where the customer is answered (store/handoffs.ts).
 * @invariant thread-gets-the-rest Everything after goes into that thread, rendered as a notice is (escaped once: a customer's
 *   words never form a mention or a link).
 * @invariant staff-named-by-first-name Staff are named to the customer by their first name, as Slack has it, with the business's name;
 *   a Slack customer is named to staff by theirs (the bot keeps no customer's name: by SMS, none).
 */
import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import { keyOf, transportOf } from '../../conversation/conversation';
import type { Handoffs } from '../../store/handoffs';
import type { StaffThreads } from '../../worker/types';
import { postNotice } from './deliver';
import { renderTurn } from './render-turn';

/** The action id of the "Hand back to the bot" button on a hand-off's first message. */
export const HAND_BACK_ACTION = 'handoff-back';

const CHANNEL_NAMES = { slack: 'Slack', sms: 'SMS' } as const;

/**
 * @example const threads = slackStaffThreads({ client, channelId: 'C0STAFF', handoffs: bot.handoffs, businessName });
 */
export function slackStaffThreads(deps: {
  /** The laundry's own workspace's client (the staff channel's). */
  client: () => Promise<WebClient>;
  /** The laundry's own workspace: a Slack customer of another is not looked up in it. */
  teamId: string;
  channelId: string;
  handoffs: Pick<Handoffs, 'current' | 'open'>;
  businessName: string;
}): StaffThreads {
  const { channelId } = deps;
  const firstName = async (userId: string) => {
    const { user } = await (await deps.client()).users.info({ user: userId });
    return user?.profile?.first_name || user?.real_name?.split(' ')[0] || user?.name || undefined;
  };
  return {
    async say(conversation, text, target, openedBy) {
      const key = keyOf(conversation);
      const open = await deps.handoffs.current(key);
      const client = await deps.client();
      if (open) {
        await postNotice(client, channelId, text, open.threadTs);
        return open;
      }
      const transport = transportOf(conversation);
      const via = transport === 'console' ? undefined : transport;
      const name =
        target?.channel === 'slack' && target.teamId === deps.teamId
          ? await firstName(target.userId)
          : undefined;
      const [message] = renderTurn([
        {
          type: 'text',
          text: `${name ? `${name}, a customer,` : 'A customer'} ${openedBy ? 'is with staff' : 'asks for a person'}${via ? `, by ${CHANNEL_NAMES[via]}` : ''}. Reply in this thread: they get it.\n${text}`,
        },
      ]).messages;
      const blocks: KnownBlock[] = [
        ...(message?.blocks ?? []),
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
        text: message?.text ?? text,
        blocks,
      });
      if (!posted.ts) throw new Error('chat.postMessage returned no ts');
      await deps.handoffs.open(
        { key, channelId, threadTs: posted.ts, target: target ?? {} },
        openedBy ?? 'customer',
      );
      return { channelId, threadTs: posted.ts };
    },
    post: async (thread, text) => postNotice(await deps.client(), thread.channelId, text, thread.threadTs),
    speaker: async (userId) => `${(await firstName(userId)) ?? 'Someone'} at ${deps.businessName}`,
  };
}
