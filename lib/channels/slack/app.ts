/**
 * The Slack app: Bolt's listeners, each of which turns what Slack sent into queued work and returns.
 * The turn itself runs in the worker; a listener never waits on the laundry service.
 *
 * @invariant listeners-enqueue-and-ack Every listener enqueues and acks; nothing else. The queue's deduplication id is the turn's message
 *   id: the Events API's `event_id` (the same on Slack's retries), a command's `trigger_id`, a click's
 *   user and `action_ts` (each click its own: the engine answers a second click on an answered menu
 *   as out of date, so a double click never places two orders).
 * @invariant dm-messages-only-from-people Messages count only in the bot's DM, from a person, as first written: the bot's own, other bots',
 *   edits, deletions and other subtypes are ignored. In a channel, only a message that mentions the bot.
 * @invariant unqueued-event-fails-request An event that could not be enqueued fails the request (Slack retries it); a command or a click
 *   that could not be enqueued is answered with a sentence, since Slack does not retry those.
 * @invariant slack-answers-in-dm Every answer goes to the person's DM with the bot. What they do in the DM is their own
 *   conversation, on their own account. `/laundry` or a mention in a channel, and a click on a
 *   prompt of that conversation, is a conversation apart: the channel member's, on the channel's
 *   company account (invariant member-orders-on-company-account; the worker checks membership on each
 *   of its turns).
 * @invariant staff-dm-is-the-desk A staff member named in config (STAFF_SLACK_USER_IDS), in the laundry's own workspace, types in
 *   their DM to the staff desk: their `/laundry staff` answers appear there, so what they type there
 *   answers the desk, never their own customer conversation (which they reach by its buttons and
 *   `/laundry`). A member of the staff user group is known to the worker only: their DM stays their own.
 * @invariant uninstall-enqueued-either-order `app_uninstalled`, and `tokens_revoked` naming a bot token, in either order, each enqueue the
 *   workspace's removal (invariant uninstall-removes-workspace); the second finds nothing left. Bolt runs no
 *   `authorize` for these two events, so they arrive for a workspace already removed too.
 * @invariant staff-thread-replies-relayed In the staff channel (STAFF_CHANNEL_ID), a person's reply in a thread and a click on "Hand back
 *   to the bot" are a staff member's, for the hand-off of that thread: queued under the thread, by
 *   the event's id or the click's user and time, for the worker (lib/worker/relay.ts). Its members are
 *   the staff who answer; the workspace is the deployment's (installation.ts).
 * @invariant linker-leaving-enqueued `member_left_channel`, and `user_change` of a deactivated person (`deleted`), enqueue the
 *   end of the company account links that person made (invariant link-ends-when-linker-leaves), with
 *   the event's `event_time`; any other `user_change` (a profile edit) is acked and dropped.
 * @invariant staff-channel-is-own-workspace-only Only the laundry's own workspace (SLACK_TEAM_ID) has a staff channel: a reply or a
 *   hand-back from any other installed workspace, or from a person of another organization in a
 *   shared channel (Slack Connect's `user_team`), is no staff's, and is dropped whatever its channel id.
 */
import type { App, Logger } from '@slack/bolt';
import { type Conversation, keyOf, type SlackConversation } from '../../conversation/conversation';
import { slackChannelKey, slackKey, slackWorkspaceKey } from '../../conversation/key';
import { channelOfPrompt, STAFF_PROMPT_PREFIX } from '../../conversation/prompt-id';
import type { DialogInput } from '../../dialog/types';
import type { Queue } from '../../queue/queue';
import type { QueuedWork, SlackReplyTarget } from '../../worker/work';
import { readBlockAction } from './read-action';
import { readChannelLinkWord, readSlashCommand, readStaffCommand, slashCommandList } from './slash-command';
import { HAND_BACK_ACTION } from './staff-threads';

export interface SlackListenerDeps {
  queue: Queue;
  now?: () => number;
  /** Where a command that could not be enqueued is reported (its error's name and code only). */
  logger?: Pick<Logger, 'error'>;
  /** The staff channel, where hand-off threads are (invariant staff-thread-replies-relayed). */
  staffChannelId?: string;
  /** The laundry's own workspace, the staff channel's (invariant staff-channel-is-own-workspace-only). */
  staffTeamId?: string;
  /** The staff by their user ids in config (invariant staff-dm-is-the-desk). */
  staffUserIds?: readonly string[];
}

/**
 * Registers the bot's listeners on a Bolt app (an AwsLambdaReceiver's in Lambda, Socket Mode's in
 * `npm run dev:slack`).
 * @example registerListeners(new App({ receiver, authorize: authorizeFrom(config.slack) }), { queue });
 */
export function registerListeners(app: App, deps: SlackListenerDeps): void {
  const now = deps.now ?? Date.now;
  const enqueue = (work: QueuedWork) =>
    deps.queue.send({ groupId: work.key, deduplicationId: work.messageId, body: JSON.stringify(work) });
  const turn = (
    target: SlackReplyTarget,
    messageId: string,
    input: DialogInput,
    conversation: Conversation = { kind: 'slack-own', teamId: target.teamId, userId: target.userId },
  ) =>
    enqueue({
      v: 1,
      kind: 'turn',
      key: keyOf(conversation),
      conversation,
      messageId,
      input,
      target,
      receivedAt: now(),
    });

  app.command(/^\/laundry/, async ({ command, ack }) => {
    const words = command.text ?? '';
    const linkAction = readChannelLinkWord(words);
    const staffQuery = readStaffCommand(words);
    const input: DialogInput | undefined =
      staffQuery !== undefined
        ? { type: 'staff', query: staffQuery }
        : linkAction
          ? undefined
          : readSlashCommand(words);
    const inChannel = command.channel_name !== 'directmessage';
    if (!linkAction && !input) {
      await ack({ response_type: 'ephemeral', text: slashCommandList(command.command) });
      return;
    }
    if (linkAction && !inChannel) {
      await ack({
        response_type: 'ephemeral',
        text: `Use \`${command.command} ${words.trim()}\` in the channel your company orders from.`,
      });
      return;
    }
    const teamId = command.team_id;
    const userId = command.user_id;
    const messageId = `c:${command.trigger_id}`;
    try {
      if (linkAction) {
        await enqueue({
          v: 1,
          kind: 'channel-link',
          key: slackKey(teamId, userId),
          messageId,
          action: linkAction,
          teamId,
          userId,
          channelId: command.channel_id,
          receivedAt: now(),
        });
      } else if (input?.type === 'staff') {
        // Staff act in a conversation of their own, answered in their DM, wherever they typed it.
        await turn({ channel: 'slack', teamId, userId }, messageId, input, {
          kind: 'slack-staff',
          teamId,
          userId,
        });
      } else if (input) {
        // `/laundry` in a channel orders on its company account (if it has one); in the DM, as oneself.
        const conversation: SlackConversation = inChannel
          ? { kind: 'slack-member', teamId, channelId: command.channel_id, userId }
          : { kind: 'slack-own', teamId, userId };
        await turn({ channel: 'slack', teamId, userId }, messageId, input, conversation);
      }
    } catch (error) {
      // Slack does not retry a command: the person is told, and the request still succeeds.
      deps.logger?.error(error);
      await ack({
        response_type: 'ephemeral',
        text: "Sorry, I couldn't take that just now. Please try again in a moment.",
      });
      return;
    }
    // In the DM the answer follows at once; elsewhere, say where it will be.
    await ack(
      inChannel ? { response_type: 'ephemeral', text: "I'll answer in our direct messages." } : undefined,
    );
  });

  /** A staff member's reply or hand-back, for the hand-off of the thread `threadTs` (invariant staff-thread-replies-relayed). */
  const relay = (
    channelId: string,
    threadTs: string,
    userId: string,
    messageId: string,
    said: { text: string } | { end: true },
  ) =>
    enqueue({
      v: 1,
      kind: 'relay',
      key: `thread:${channelId}:${threadTs}`,
      messageId,
      channelId,
      threadTs,
      userId,
      ...said,
      receivedAt: now(),
    });

  /** Whether a person of `userTeam` acting in workspace `teamId` is in the laundry's own (invariant staff-channel-is-own-workspace-only). */
  const ownWorkspace = (teamId: string | undefined, userTeam: string | undefined) =>
    deps.staffTeamId !== undefined && teamId === deps.staffTeamId && (userTeam ?? teamId) === teamId;

  app.event('message', async ({ event, body }) => {
    if (event.subtype === undefined && event.channel === deps.staffChannelId) {
      if (event.bot_id || !event.user || typeof event.text !== 'string' || !event.text.trim()) return;
      const userTeam = (event as { user_team?: unknown }).user_team;
      if (!ownWorkspace(body.team_id, typeof userTeam === 'string' ? userTeam : undefined)) return;
      if (!event.thread_ts || event.thread_ts === event.ts) return;
      await relay(event.channel, event.thread_ts, event.user, `e:${body.event_id}`, { text: event.text });
      return;
    }
    if (event.channel_type !== 'im' || event.subtype !== undefined) return;
    if ('bot_id' in event && event.bot_id) return;
    if (!event.user || typeof event.text !== 'string') return;
    const teamId = body.team_id;
    const userId = event.user;
    // A staff member's DM is their desk (invariant staff-dm-is-the-desk); the worker checks they are staff.
    const desk = deps.staffUserIds?.includes(userId) && ownWorkspace(teamId, undefined);
    await turn(
      { channel: 'slack', teamId, userId, dmChannelId: event.channel },
      `e:${body.event_id}`,
      { type: 'text', text: event.text },
      desk ? { kind: 'slack-staff', teamId, userId } : undefined,
    );
  });

  app.event('app_mention', async ({ event, body, context }) => {
    if (event.bot_id || !event.user) return;
    const text = event.text.replace(new RegExp(`<@${context.botUserId}>`, 'g'), '').trim();
    const input: DialogInput = text ? { type: 'text', text } : { type: 'open', word: 'order' };
    // A mention is made in a channel: that channel member's conversation (invariant slack-answers-in-dm).
    await turn({ channel: 'slack', teamId: body.team_id, userId: event.user }, `e:${body.event_id}`, input, {
      kind: 'slack-member',
      teamId: body.team_id,
      channelId: event.channel,
      userId: event.user,
    });
  });

  app.event('app_home_opened', async ({ event, body }) => {
    if (event.tab !== 'home') return;
    await enqueue({
      v: 1,
      kind: 'home',
      key: slackKey(body.team_id, event.user),
      messageId: `e:${body.event_id}`,
      teamId: body.team_id,
      userId: event.user,
      receivedAt: now(),
    });
  });

  const uninstalled = (body: { team_id: string; event_id: string; event_time: number }) =>
    enqueue({
      v: 1,
      kind: 'slack-uninstall',
      key: slackWorkspaceKey(body.team_id),
      messageId: `e:${body.event_id}`,
      teamId: body.team_id,
      // When it happened, for a late delivery (invariant stale-removal-spares-newer-install).
      eventTime: body.event_time,
      receivedAt: now(),
    });
  app.event('app_uninstalled', async ({ body }) => {
    await uninstalled(body);
  });
  app.event('tokens_revoked', async ({ event, body }) => {
    if ((event.tokens.bot ?? []).length > 0) await uninstalled(body);
  });

  /** Invariant linker-leaving-enqueued: `channelId` left, or the workspace when absent. */
  const linkerLeft = (
    body: { team_id: string; event_id: string; event_time: number },
    userId: string,
    channelId?: string,
  ) =>
    enqueue({
      v: 1,
      kind: 'linker-left',
      key: channelId ? slackChannelKey(body.team_id, channelId) : slackKey(body.team_id, userId),
      messageId: `e:${body.event_id}`,
      teamId: body.team_id,
      userId,
      ...(channelId ? { channelId } : {}),
      eventTime: body.event_time,
      receivedAt: now(),
    });
  app.event('member_left_channel', async ({ event, body }) => {
    await linkerLeft(body, event.user, event.channel);
  });
  app.event('user_change', async ({ event, body }) => {
    if (event.user.deleted === true) await linkerLeft(body, event.user.id);
  });

  app.action({ type: 'block_actions' }, async ({ body, ack }) => {
    const action = body.actions[0];
    const channelId = body.channel?.id;
    const messageTs = body.container?.message_ts ?? body.message?.ts;
    if (
      action?.action_id === HAND_BACK_ACTION &&
      channelId &&
      channelId === deps.staffChannelId &&
      messageTs
    ) {
      if (!ownWorkspace(body.team?.id, body.user.team_id)) {
        await ack();
        return;
      }
      await relay(channelId, messageTs, body.user.id, `a:${body.user.id}:${action.action_ts}`, { end: true });
      await ack();
      return;
    }
    const input = readBlockAction(body);
    const teamId = body.team?.id ?? body.user.team_id;
    if (!input || !action || !teamId) {
      await ack();
      return;
    }
    await turn(
      {
        channel: 'slack',
        teamId,
        userId: body.user.id,
        ...(channelId?.startsWith('D') ? { dmChannelId: channelId } : {}),
        ...(channelId && messageTs ? { clicked: { channelId, messageTs } } : {}),
      },
      `a:${body.user.id}:${action.action_ts}`,
      input,
      clickedConversation(input, teamId, body.user.id),
    );
    await ack();
  });

  registerUnknownViews(app);
}

/**
 * Whose conversation a click belongs to: a staff conversation's prompt or a channel member's to that
 * conversation (the worker checks the clicker is staff, or still a member); anything else to the
 * clicker's own.
 */
function clickedConversation(input: DialogInput, teamId: string, userId: string): SlackConversation {
  const promptId = input.type === 'choice' ? input.promptId : '';
  if (promptId.startsWith(STAFF_PROMPT_PREFIX)) return { kind: 'slack-staff', teamId, userId };
  const channelId = channelOfPrompt(promptId);
  return channelId
    ? { kind: 'slack-member', teamId, channelId, userId }
    : { kind: 'slack-own', teamId, userId };
}

/** A modal the bot does not know (it opens none yet) is closed, and is no turn. */
function registerUnknownViews(app: App): void {
  app.view(/.*/, async ({ ack }) => {
    await ack();
  });
}

/** A Bolt logger that says nothing below errors, and never a payload (it may hold what people typed). */
export function quietLogger(
  write: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Logger {
  let level = 'error';
  // Bolt's own lines are fixed strings; an error is named by its name and code, never its message. A
  // refused authorization is named by its cause (installation.ts's refusal).
  const label = (error: Error) => {
    const cause = 'original' in error && error.original instanceof Error ? error.original : error;
    return `${cause.name}${'code' in cause ? ` (${String(cause.code)})` : ''}`;
  };
  const nameOf = (args: unknown[]) =>
    args
      .map((arg) => (arg instanceof Error ? label(arg) : typeof arg === 'string' ? arg.slice(0, 120) : ''))
      .join(' ')
      .trim();
  return {
    debug: () => {},
    info: () => {},
    warn: () => {},
    error: (...args: unknown[]) => write(`slack: error ${nameOf(args)}`.trim()),
    setLevel: (next) => {
      level = next;
    },
    getLevel: () => level as ReturnType<Logger['getLevel']>,
    setName: () => {},
  };
}
