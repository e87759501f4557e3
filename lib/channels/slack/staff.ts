/**
 * Who is the business's support staff in Slack: the user ids in config, and the members of a
 * configured user group (read with `usergroups.users.list`, kept for a few minutes per worker).
 *
 * @invariant unreadable-usergroup-no-staff A user group that cannot be read (`missing_scope`, any Slack or network error) makes no one staff
 *   by it until the next read: the turn is refused as for anyone else, never failed and retried. The
 *   failure is logged once, by its error code alone.
 */
import type { WebClient } from '@slack/web-api';
import type { StaffConfig } from '../../config';

/** How long a user group's members (or its failure to be read) are kept before it is read again. */
const GROUP_CACHE_MS = 5 * 60_000;

/**
 * @example const isStaff = staffCheck(client, config.staff, Date.now, console.warn); await isStaff('U123');
 */
export function staffCheck(
  client: WebClient,
  staff: Pick<StaffConfig, 'slackUserIds' | 'slackUsergroupId'> | undefined,
  now: () => number,
  onUnreadable: (problem: string) => void = () => {},
): (userId: string) => Promise<boolean> {
  let group: { members: Set<string>; readAt: number } | undefined;
  return async (userId) => {
    if (!staff) return false;
    if (staff.slackUserIds.includes(userId)) return true;
    if (!staff.slackUsergroupId) return false;
    if (!group || now() - group.readAt > GROUP_CACHE_MS) {
      group = { members: await readGroup(client, staff.slackUsergroupId, onUnreadable), readAt: now() };
    }
    return group.members.has(userId);
  };
}

async function readGroup(
  client: WebClient,
  usergroup: string,
  onUnreadable: (problem: string) => void,
): Promise<Set<string>> {
  try {
    const listed = await client.usergroups.users.list({ usergroup });
    return new Set(listed.users ?? []);
  } catch (error) {
    onUnreadable(`the staff user group could not be read (${slackErrorCode(error)}): no one is staff by it`);
    return new Set();
  }
}

/** A Web API failure by its code alone (`missing_scope`, `ratelimited`…): its message may quote a request. */
export function slackErrorCode(error: unknown): string {
  const { data, code, name } = (error ?? {}) as {
    data?: { error?: unknown };
    code?: unknown;
    name?: unknown;
  };
  if (typeof data?.error === 'string') return data.error;
  return String(code ?? name ?? 'Error');
}
