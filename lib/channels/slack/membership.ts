/**
 * Who may order on a channel's company account: a person of the channel's own workspace who is a member
 * of the channel now. Asked on every turn of a channel member's conversation, answered from a cache
 * kept a few minutes per worker.
 *
 * @invariant channel-members-cached The channel's members come from `conversations.members`, every page, kept per channel for
 *   MEMBERSHIP_CACHE_MS: one listing serves every member's turns for minutes, where asking per person
 *   (`users.conversations`, itself paginated over all their channels) would cost a call per person.
 *   So leaving the channel ends access within those minutes, never later.
 * @invariant person-team-cached A person's team comes from `users.info` (`team_id`), kept as long: someone of another organization
 *   (Slack Connect) never orders on a link, wherever they type.
 * @invariant failed-lookup-is-unknown A lookup that fails (the channel is private and the bot not in it, `missing_scope`, any error) is a
 *   refusal, logged by its code alone, never a failed turn.
 * @invariant linker-checked-in-same-listing Whether the one who linked the channel is still in it is read from the same listing
 *   (`isMember`): no call more. A member's turn asks it (lib/conversation/shared-account.ts, invariant linker-gone-ends-link).
 */
import type { WebClient } from '@slack/web-api';
import { slackErrorCode } from './staff';

/** How long a channel's members and a person's team are kept before they are asked again. */
export const MEMBERSHIP_CACHE_MS = 5 * 60_000;
/** conversations.members's largest page. */
const MEMBERS_PAGE = 1000;

export type CompanyAccess = 'member' | 'not-member' | 'other-team' | 'unknown';

/** Who may order on a channel's company account, and who is in a channel, from the kept listings. */
export interface ChannelMembership {
  /** Whether `userId` may order on the company account of `channelId` now. */
  access(channelId: string, userId: string): Promise<CompanyAccess>;
  /** Whether `userId` is in `channelId` now (invariant linker-checked-in-same-listing); undefined when the listing cannot be read. */
  isMember(channelId: string, userId: string): Promise<boolean | undefined>;
}

/**
 * @example const membership = companyAccess(client, 'T0ACME', () => Date.now(), console.warn); await membership.access('C0ORDERS', 'U0SAM'); // 'member'
 */
export function companyAccess(
  client: WebClient,
  teamId: string,
  now: () => number,
  onLookupFailed: (problem: string) => void = () => {},
): ChannelMembership {
  const members = new Map<string, { ids: Set<string>; readAt: number }>();
  const teams = new Map<string, { teamId: string | undefined; readAt: number }>();
  const fresh = (entry: { readAt: number } | undefined) =>
    entry !== undefined && now() - entry.readAt <= MEMBERSHIP_CACHE_MS;
  const failed = (error: unknown) =>
    onLookupFailed(`a channel's members could not be read (${slackErrorCode(error)}): refused`);
  const membersOf = async (channelId: string) => {
    let channel = members.get(channelId);
    if (!fresh(channel)) {
      channel = { ids: await listMembers(client, channelId), readAt: now() };
      members.set(channelId, channel);
    }
    return channel?.ids ?? new Set<string>();
  };

  return {
    async access(channelId, userId) {
      try {
        let team = teams.get(userId);
        if (!fresh(team)) {
          const info = await client.users.info({ user: userId });
          team = { teamId: info.user?.team_id, readAt: now() };
          teams.set(userId, team);
        }
        if (team?.teamId !== teamId) return 'other-team';
        return (await membersOf(channelId)).has(userId) ? 'member' : 'not-member';
      } catch (error) {
        failed(error);
        return 'unknown';
      }
    },
    async isMember(channelId, userId) {
      try {
        return (await membersOf(channelId)).has(userId);
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
  };
}

async function listMembers(client: WebClient, channel: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await client.conversations.members({
      channel,
      limit: MEMBERS_PAGE,
      ...(cursor ? { cursor } : {}),
    });
    for (const id of page.members ?? []) ids.add(id);
    cursor = page.response_metadata?.next_cursor || undefined;
  } while (cursor);
  return ids;
}
