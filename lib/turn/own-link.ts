/**
 * A conversation's own sign-in as a turn uses it (run-turn.ts rules 6 and 9): its session, whether it
 * is idle, when its use is stamped, and the link a new sign-in makes.
 */
import type { Session } from '../dialog/types';
import type { CustomerLink, LoadedConversation } from '../store/conversation-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The session a link signs in as. */
export function sessionOfLink(link: CustomerLink): Session {
  return { serviceCustomerId: link.serviceCustomerId, token: link.token };
}

/** The conversation's own session; idle when its link was last used longer than `idleMs` ago. */
export function sessionOf(
  loaded: LoadedConversation,
  idleMs: number | undefined,
  now: Date,
): Session | undefined {
  if (!loaded.link) return undefined;
  const idle = idleMs !== undefined && now.getTime() - lastUsed(loaded.link) > idleMs;
  return { ...sessionOfLink(loaded.link), ...(idle ? { idle: true as const } : {}) };
}

function lastUsed(link: CustomerLink): number {
  return Date.parse(link.lastUsedAt ?? link.linkedAt);
}

/** The link with its last use stamped now, when the stamp is a day old or more; else undefined (no write). */
export function touched(link: CustomerLink | undefined, now: Date): CustomerLink | undefined {
  if (!link || now.getTime() - lastUsed(link) < DAY_MS) return undefined;
  return { ...link, lastUsedAt: now.toISOString() };
}

/** undefined = unchanged, null = signed out, a session = a new sign-in, stamped now (with the SMS phone). */
export function linkChange(
  session: Session | null | undefined,
  now: Date,
  phone: string | undefined,
): CustomerLink | null | undefined {
  if (session === undefined || session === null) return session;
  return {
    serviceCustomerId: session.serviceCustomerId,
    token: session.token,
    linkedAt: now.toISOString(),
    ...(phone ? { phone } : {}),
  };
}
