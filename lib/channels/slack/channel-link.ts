/**
 * A Slack channel's company account: `/laundry link` in a channel shares the sign-in of the person who
 * types it with the channel's members (they then order on it without a code of their own, each order
 * recorded under their own Slack user); `/laundry link?` shows it; `/laundry unlink` removes it.
 *
 * @invariant link-needs-own-sign-in Linking needs the person's own sign-in (made in their DM with the bot); the channel gets a copy of
 *   it, with who made it and when. The token never leaves the table, and is never shown. The person's
 *   conversation keeps a pointer to the channel (invariant own-sign-in-gone-ends-shares: their sign-out ends the link).
 * @invariant link-not-over-another A channel linked by someone else is not re-linked over them. Linking again renews a link's age
 *   (CHANNEL_LINK_DAYS).
 * @invariant link-refused-shared-channel A channel shared with another organization (Slack Connect), or one whose details the bot cannot
 *   read, is not linked.
 * @invariant link-needs-bot-in-channel A channel the bot is not in is not linked, with a clear answer (invite the bot, link again):
 *   Slack tells an app of a member leaving only in a channel it is in (invariant link-ends-when-linker-leaves),
 *   and a member's turn checks the linker is still there too (lib/conversation/shared-account.ts, invariant
 *   linker-gone-ends-link).
 * @invariant link-shown-to-maker-or-admin Only the one who made a link, or an admin or owner of the channel's own workspace, may see its
 *   details or remove it. A refusal is logged with no personal data, and changes nothing.
 * @invariant link-answers-in-dm Every answer goes to the person's DM with the bot.
 * @invariant link-ends-when-linker-leaves A link ends when the one who made it leaves its channel (`member_left_channel`) or the
 *   workspace (`user_change`, deactivated: every channel they linked, from their conversation's
 *   pointers), and the channel is told (best effort: the bot may not be in it). A link made again
 *   after the event (its `event_time`), or by someone else, is left alone, so a late or repeated
 *   event ends nothing new.
 */
import type { WebClient } from '@slack/web-api';
import { slackChannelKey, slackKey } from '../../conversation/key';
import { spokenLanguageOf } from '../../conversation/state';
import { conversationOfStoredKey } from '../../conversation/stored-key';
import type { ConversationStore } from '../../store';
import { ENGLISH, words } from '../../words';
import type { QueuedChannelLink, QueuedLinkerLeft } from '../../worker/work';
import { openDm, postNotice } from './deliver';

export interface ChannelLinkDeps {
  client: WebClient;
  store: Pick<ConversationStore, 'load' | 'loadLink' | 'saveLink' | 'saveShare'>;
  /** The bot's clock (see clock.ts). */
  now: () => Date;
  /** The channel's workspace (the turn's): only its admins count. */
  teamId: string;
  /** A refusal, for the operator: no names, no ids of people. */
  onRefused?: (action: QueuedChannelLink['action']) => void;
}

/**
 * Carries out one `/laundry link | link? | unlink`.
 * @example await manageChannelLink({ client, store }, work);
 */
export async function manageChannelLink(deps: ChannelLinkDeps, work: QueuedChannelLink): Promise<void> {
  const channelKey = slackChannelKey(work.teamId, work.channelId);
  const channel = `<#${work.channelId}>`;
  const current = await deps.store.loadLink(channelKey);
  const mayManage = async () =>
    current?.linkedBy === work.userId || (await isWorkspaceAdmin(deps, work.userId));
  const refuse = (text: string) => {
    deps.onRefused?.(work.action);
    return say(deps.client, work.userId, text);
  };

  if (work.action === 'show') {
    if (!current) return say(deps.client, work.userId, `${channel} isn't linked to a company account.`);
    if (!(await mayManage()))
      return refuse(
        `${channel} orders on a company account. Only the person who linked it, or an admin, can see its details.`,
      );
    return say(
      deps.client,
      work.userId,
      `${channel} orders on customer account #${current.serviceCustomerId}, linked by ${
        current.linkedBy ? `<@${current.linkedBy}>` : 'someone'
      } on ${current.linkedAt.slice(0, 10)}.`,
    );
  }

  if (work.action === 'unlink') {
    if (!current) return say(deps.client, work.userId, `${channel} isn't linked to a company account.`);
    if (!(await mayManage()))
      return refuse(
        `Only ${current.linkedBy ? `<@${current.linkedBy}>` : 'the person who linked it'} or a workspace admin can unlink ${channel}.`,
      );
    await deps.store.saveLink(channelKey, null);
    if (current.linkedBy)
      await deps.store.saveShare(slackKey(work.teamId, current.linkedBy), channelKey, false);
    return say(
      deps.client,
      work.userId,
      `${channel} is no longer linked. Its members now order as themselves.`,
    );
  }

  const linker = await deps.store.load(work.key);
  const own = linker.link;
  if (!own)
    return say(
      deps.client,
      work.userId,
      `Sign in first: send \`/laundry\` here in our DM, then \`/laundry link\` in ${channel} again.`,
    );
  if (current && current.linkedBy !== work.userId && current.serviceCustomerId !== own.serviceCustomerId)
    return refuse(
      `${channel} is already linked to another account${current.linkedBy ? ` by <@${current.linkedBy}>` : ''}. They or an admin can \`/laundry unlink\` it first.`,
    );
  const problem = await linkProblem(deps.client, work.channelId);
  if (problem === 'bot-not-in')
    return refuse((await words(spokenLanguageOf(linker))).t('link.botNotInChannel', { channel }));
  if (problem)
    return refuse(
      problem === 'unreadable'
        ? `I can't see ${channel}'s details, so I can't link it. Invite me to it (\`/invite @Laundry\`) and try again.`
        : `${channel} is shared with another organization, so it can't be linked to a company account.`,
    );
  if (current?.linkedBy && current.linkedBy !== work.userId)
    await deps.store.saveShare(slackKey(work.teamId, current.linkedBy), channelKey, false);
  await deps.store.saveShare(work.key, channelKey, true);
  await deps.store.saveLink(channelKey, {
    serviceCustomerId: own.serviceCustomerId,
    token: own.token,
    linkedAt: deps.now().toISOString(),
    linkedBy: work.userId,
  });
  return say(
    deps.client,
    work.userId,
    `Linked: members of ${channel} now order on your account (customer #${own.serviceCustomerId}) with \`/laundry\` there, without signing in. Each order records who placed it. \`/laundry unlink\` in ${channel} removes the link.`,
  );
}

/**
 * Ends the links `work.userId` made, once they left the channel or the workspace (invariant link-ends-when-linker-leaves).
 * @example await endLinksOfLeaver({ client, store, now, teamId }, work);
 */
export async function endLinksOfLeaver(deps: ChannelLinkDeps, work: QueuedLinkerLeft): Promise<void> {
  const owner = slackKey(work.teamId, work.userId);
  const channels = work.channelId
    ? [slackChannelKey(work.teamId, work.channelId)]
    : ((await deps.store.load(owner)).shares ?? []);
  for (const channelKey of channels) {
    const link = await deps.store.loadLink(channelKey);
    if (!link || link.linkedBy !== work.userId) continue;
    if (Math.floor(Date.parse(link.linkedAt) / 1000) > work.eventTime) continue;
    await deps.store.saveLink(channelKey, null);
    await deps.store.saveShare(owner, channelKey, false);
    // The channel's key comes from a stored record (its shares): read by the one reader of stored keys.
    const channel = conversationOfStoredKey(channelKey);
    if (channel?.kind !== 'slack-channel') continue;
    // Said as a member's turn says it (invariant linker-gone-ends-link), in the laundry's words: a channel has no language of its own.
    const text = ENGLISH.t('shared.linkerGone', { relink: ENGLISH.t('slack.relink') });
    await postNotice(deps.client, channel.channelId, text).catch(() => {});
  }
}

/** An admin or owner of the channel's own workspace: another organization's admins manage nothing here. */
async function isWorkspaceAdmin(
  deps: Pick<ChannelLinkDeps, 'client' | 'teamId'>,
  userId: string,
): Promise<boolean> {
  const info = await deps.client.users.info({ user: userId });
  return info.user?.team_id === deps.teamId && (info.user?.is_admin === true || info.user?.is_owner === true);
}

/**
 * Why the channel cannot be linked (invariants link-refused-shared-channel, link-needs-bot-in-channel):
 * its details unreadable, shared with another organization (Slack Connect), or the bot not in it; none.
 */
async function linkProblem(
  client: WebClient,
  channel: string,
): Promise<'unreadable' | 'shared' | 'bot-not-in' | undefined> {
  try {
    const info = await client.conversations.info({ channel });
    if (info.channel?.is_ext_shared === true || info.channel?.is_pending_ext_shared === true) return 'shared';
    return info.channel?.is_member === true ? undefined : 'bot-not-in';
  } catch {
    return 'unreadable';
  }
}

async function say(client: WebClient, userId: string, text: string): Promise<void> {
  const channel = await openDm(client, userId);
  await client.chat.postMessage({
    channel,
    text,
    blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }],
  });
}
