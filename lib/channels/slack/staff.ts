/**
 * Who is the business's support staff in Slack: the user ids in config, and the members of a
 * configured user group (read with `usergroups.users.list`, kept for a few minutes per worker).
 */
import type { WebClient } from '@slack/web-api';
import type { StaffConfig } from '../../config';

/** How long a user group's members are kept before they are read again. */
const GROUP_CACHE_MS = 5 * 60_000;

/**
 * @example const isStaff = staffCheck(client, config.staff, Date.now); await isStaff('U123');
 */
export function staffCheck(
  client: WebClient,
  staff: Pick<StaffConfig, 'slackUserIds' | 'slackUsergroupId'> | undefined,
  now: () => number,
): (userId: string) => Promise<boolean> {
  let group: { members: Set<string>; readAt: number } | undefined;
  return async (userId) => {
    if (!staff) return false;
    if (staff.slackUserIds.includes(userId)) return true;
    if (!staff.slackUsergroupId) return false;
    if (!group || now() - group.readAt > GROUP_CACHE_MS) {
      const listed = await client.usergroups.users.list({ usergroup: staff.slackUsergroupId });
      group = { members: new Set(listed.users ?? []), readAt: now() };
    }
    return group.members.has(userId);
  };
}
