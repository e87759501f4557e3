/**
 * Slack as the worker sees it across workspaces: each turn, Home tab, channel link and notice is
 * carried out by the Slack worker channel of its own workspace (worker-channel.ts), whose Web API
 * client holds that workspace's bot token (workspaces.ts).
 *
 * @invariant uninstalled-workspace-runs-nothing A turn of a workspace with no installation (never installed, or uninstalled) runs nothing: it is answered by the channel (no dialog, no write), logged without ids. Other work for it is dropped.
 * @invariant staff-only-in-own-workspace Staff commands, the staff user group and staff notices exist only in the laundry's own workspace (config SLACK_TEAM_ID): every other workspace's channel has no staff, so a staff command there is refused, whatever its users or groups are called.
 * @invariant one-adapter-per-workspace-token One channel per workspace and token, per container: its caches (staff group, channel members) are the workspace's own. A refreshed token makes a new one.
 * @invariant uninstall-removes-workspace An uninstall removes the workspace's data (slack-workspace-data.ts) and what the container keeps of it, unless the workspace installed again after it happened (invariant stale-removal-spares-newer-install).
 * @invariant revoked-token-drops-work A call Slack refuses because the workspace's token is no longer good (the app was removed, the token revoked) drops the work (`UndeliverableError`: no retry, no dead letter) and forgets the workspace in this container, so its next work reads the installation again.
 */
import type { WebClient } from '@slack/web-api';
import { UndeliverableError } from '../../conversation/errors';
import type { SlackAdapter } from '../../worker/types';
import { slackErrorCode } from './staff';
import { SLACK_WORDS, type WorkspaceAdapter } from './worker-channel';
import type { WorkspaceAuth, Workspaces } from './workspace';

/** Slack's answers for a token that is no longer good. */
const REVOKED = new Set(['invalid_auth', 'token_revoked', 'account_inactive', 'not_authed']);

export interface WorkspaceChannelDeps {
  workspaces: Workspaces;
  /** A Web API client acting with `auth`'s token. */
  clientFor: (auth: WorkspaceAuth) => WebClient;
  /** The Slack worker channel of one workspace (its staff only if it is the laundry's own: invariant staff-only-in-own-workspace). */
  channelFor: (client: WebClient, teamId: string) => WorkspaceAdapter;
  /** Removes the workspace's data as of Slack's event at `eventAtMs` (invariant uninstall-removes-workspace); `stale` when it installed again since. */
  removeWorkspace: (teamId: string, eventAtMs: number) => Promise<number | 'stale'>;
}

/**
 * @example channels.slack = createWorkspaceChannel({ workspaces, clientFor, channelFor, removeWorkspace });
 */
export function createWorkspaceChannel(deps: WorkspaceChannelDeps): SlackAdapter {
  const channels = new Map<string, { token: string; channel: WorkspaceAdapter }>();
  const channelOf = async (teamId: string): Promise<WorkspaceAdapter | undefined> => {
    const auth = await deps.workspaces.authFor(teamId);
    if (!auth) {
      channels.delete(teamId);
      return undefined;
    }
    const kept = channels.get(teamId);
    if (kept?.token === auth.botToken) return kept.channel;
    const channel = deps.channelFor(deps.clientFor(auth), teamId);
    channels.set(teamId, { token: auth.botToken, channel });
    return channel;
  };
  const forget = (teamId: string) => {
    deps.workspaces.forget(teamId);
    channels.delete(teamId);
  };
  /** Runs `work` on the workspace's channel (invariants uninstalled-workspace-runs-nothing and revoked-token-drops-work). */
  const inWorkspace = async <T>(
    teamId: string,
    work: (channel: WorkspaceAdapter) => Promise<T>,
  ): Promise<T> => {
    const channel = await channelOf(teamId);
    if (!channel) throw new UndeliverableError('the app is not installed in the workspace');
    try {
      return await work(channel);
    } catch (error) {
      if (!REVOKED.has(slackErrorCode(error))) throw error;
      forget(teamId);
      throw new UndeliverableError('the workspace no longer accepts its token', { cause: error });
    }
  };
  return {
    async intercept(conversation, turn) {
      const channel = await channelOf(turn.target.teamId);
      if (!channel) return { handled: true, reason: 'workspace not installed' };
      return (await channel.intercept?.(conversation, turn)) ?? { handled: false };
    },
    deliver: (conversation, turn, result) =>
      inWorkspace(turn.target.teamId, (channel) => channel.deliver(conversation, turn, result)),
    working: (conversation, target) =>
      inWorkspace(target.teamId, async (channel) => channel.working?.(conversation, target)),
    withdrawWorking: (conversation, target, sign) =>
      inWorkspace(target.teamId, async (channel) => channel.withdrawWorking?.(conversation, target, sign)),
    async apologize(conversation, target) {
      const channel = await channelOf(target.teamId);
      await channel?.apologize(conversation, target);
    },
    publishHome: (work) => inWorkspace(work.teamId, (channel) => channel.publishHome(work)),
    manageChannelLink: (work) => inWorkspace(work.teamId, (channel) => channel.manageChannelLink(work)),
    linkerLeft: (work) => inWorkspace(work.teamId, (channel) => channel.linkerLeft(work)),
    notify: (conversation, text, under) =>
      inWorkspace(conversation.teamId, (channel) => channel.notify(conversation, text, under)),
    progress: (conversation, text, shown) =>
      inWorkspace(conversation.teamId, async (channel) => channel.progress?.(conversation, text, shown)),
    async uninstall(work) {
      // An event queued before its time was carried falls back to when it was received.
      const eventAtMs = work.eventTime === undefined ? work.receivedAt : work.eventTime * 1000;
      if ((await deps.removeWorkspace(work.teamId, eventAtMs)) !== 'stale') forget(work.teamId);
    },
    reach: (conversation, loaded) =>
      inWorkspace(conversation.teamId, (channel) => channel.reach(conversation, loaded)),
    words: SLACK_WORDS,
    // Asked in the turn, when it needs it: the workspace's channel then (invariant slack-locale-asked-once-per-new-conversation).
    localeOf: (conversation, target) => async () =>
      (await channelOf(target.teamId))?.localeOf?.(conversation, target)?.(),
    // A channel member's only: asked in the turn, of the workspace's channel then.
    inChannelOf: (conversation) =>
      conversation.kind === 'slack-member'
        ? async (userId) => (await channelOf(conversation.teamId))?.inChannelOf?.(conversation)?.(userId)
        : undefined,
  };
}
