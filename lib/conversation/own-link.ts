/**
 * A conversation's own sign-in as a turn uses it (invariants idle-sign-in-asks-again, own-sign-in-gone-ends-shares, texted-turn-carries-its-phone and old-seal-resealed): its session,
 * whether it is idle, when its use is stamped, the link a new sign-in makes, and when it is replaced.
 */
import type { Session } from '../dialog/types';
import type { CustomerLink, LoadedConversation } from '../store/conversation-store';
import type { Language } from '../words';

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
function touched(link: CustomerLink | undefined, now: Date): CustomerLink | undefined {
  if (!link || now.getTime() - lastUsed(link) < DAY_MS) return undefined;
  return { ...link, lastUsedAt: now.toISOString() };
}

/** undefined = unchanged, null = signed out, a session = a new sign-in, stamped now (with the SMS phone). */
export function linkChange(
  session: Session | null | undefined,
  now: Date,
  phone: string | undefined,
  language: Language,
): CustomerLink | null | undefined {
  if (session === undefined || session === null) return session;
  return {
    serviceCustomerId: session.serviceCustomerId,
    token: session.token,
    linkedAt: now.toISOString(),
    ...(phone ? { phone } : {}),
    // English is the absence of one (invariant stored-state-without-language-is-english).
    ...(language !== 'en' ? { language } : {}),
  };
}

/** The conversation's own link with `language` kept, when it kept another (invariant stored-state-without-language-is-english); else undefined (no write). */
export function relanguaged(link: CustomerLink | undefined, language: Language): CustomerLink | undefined {
  return link && (link.language ?? 'en') !== language ? { ...link, language } : undefined;
}

/** Whether the conversation's own sign-in is removed or replaced by another customer's (invariant own-sign-in-gone-ends-shares). */
export function replaced(link: CustomerLink | undefined, saved: CustomerLink | null | undefined): boolean {
  return link !== undefined && saved !== undefined && saved?.serviceCustomerId !== link.serviceCustomerId;
}

/**
 * The own link saved with the state: a new sign-in or a sign-out; else the sign-in's use stamped
 * (invariant idle-sign-in-asks-again) or the link sealed anew (invariant old-seal-resealed), which ride the turn's write. undefined = none.
 */
export function ownLinkToSave(
  loaded: LoadedConversation,
  signedIn: CustomerLink | null | undefined,
  usedOwn: boolean,
  now: Date,
  language: Language,
): CustomerLink | null | undefined {
  if (signedIn !== undefined || !loaded.link) return signedIn;
  const link = relanguaged(loaded.link, language) ?? loaded.link;
  const stamped = usedOwn ? touched(link, now) : undefined;
  return stamped ?? (link !== loaded.link || loaded.linkOutdated ? link : undefined);
}
