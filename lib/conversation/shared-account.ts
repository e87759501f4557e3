/**
 * Shared accounts: a Slack channel member's conversation orders on the channel's company account (the
 * sign-in linked to the channel, `sharedAccountOf`), never on one of its own (invariants
 * member-orders-on-company-account and own-sign-in-gone-ends-shares).
 *
 * @invariant expired-share-is-none A member's turn reads the channel's link: one more read, and only there. A link older than `sharedLinkDays` is as good as none, and so is a missing one: the member is told, and nothing else runs. What they are told names the channel's commands in its words (`SharedAccountWords`).
 * @invariant same-customer-refreshes-share A fresh sign-in of the same customer there refreshes the shared link's token (not its age nor its maker); any other sign-in or sign-out there changes no link.
 * @invariant ended-share-tells-channel When a conversation's own sign-in is removed or replaced by another customer's, the links it shared (the channels its person linked, listed by the turn's one read) are removed too, unless made again since by someone else or for another customer, and each channel is told.
 * @invariant linker-gone-ends-link A member's turn also asks its channel whether the one who linked it is still in it (the members the channel already lists for the member: no read more). Slack tells the bot of a leaver only in a channel it is in, so a leaver may go unheard: one gone ends the link there and then, with their pointer to it (as their leaving would, lib/channels/slack/channel-link.ts), the member is told and nothing else runs (nothing is ordered on the leaver's account), and the channel is told. A channel that cannot say (its listing unreadable) ends nothing.
 */

import type { Notice } from '../dialog/step';
import type { Reply } from '../dialog/types';
import type { ConversationStore, CustomerLink, LoadedConversation } from '../store/conversation-store';
import type { Words } from '../words';
import { type Conversation, keyOf, ownSlackUserOf, sharedAccountOf } from './conversation';
import { slackKey } from './key';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the channel words a shared account's commands, given with the turn. */
export interface SharedAccountWords {
  /** How a member orders as themself instead. */
  orderAsYourself: string;
  /** What whoever linked the channel can do once the link has expired. */
  linkAgain: string;
  /** Tells a channel whose link ended how it is linked again. */
  relink: string;
}

/** The words of a channel that gives none, in `words`' language: no command of any channel's. */
export const plainSharedWording = (words: Words): SharedAccountWords => ({
  orderAsYourself: words.t('channel.orderAsYourself'),
  linkAgain: words.t('channel.linkAgain'),
  relink: words.t('channel.relink'),
});

/** The company account a member's turn orders on: the channel's key, its link if usable, what to say. */
export interface SharedAccount {
  key: string;
  link: CustomerLink | undefined;
  notice: Reply[];
  /** The channel told its link ended (invariant linker-gone-ends-link); none otherwise. */
  ended: Notice[];
}

/**
 * The shared account of a channel member's conversation (invariants expired-share-is-none,
 * linker-gone-ends-link: `inChannel` asks the channel whether a person is in it now); undefined for
 * any other conversation.
 * @example const account = await sharedAccountFor(bot, conversation, turnWords, said, request.inChannel);
 */
export async function sharedAccountFor(
  deps: {
    store: Pick<ConversationStore, 'loadLink' | 'saveLink' | 'saveShare'>;
    now: () => Date;
    sharedLinkDays?: number;
  },
  conversation: Conversation,
  words: SharedAccountWords,
  said: Words,
  inChannel?: (userId: string) => Promise<boolean | undefined>,
): Promise<SharedAccount | undefined> {
  const account = sharedAccountOf(conversation);
  if (!account) return undefined;
  const key = keyOf(account);
  const link = await deps.store.loadLink(key);
  const { sharedLinkDays } = deps;
  const yourself = said.t('shared.asYourself', { how: words.orderAsYourself });
  if (!link) return { key, link, notice: [warning(said.t('shared.notLinked', { yourself }))], ended: [] };
  const ageMs = deps.now().getTime() - Date.parse(link.linkedAt);
  if (sharedLinkDays !== undefined && ageMs > sharedLinkDays * DAY_MS)
    return {
      key,
      link: undefined,
      notice: [
        warning(said.t('shared.expired', { days: sharedLinkDays, linkAgain: words.linkAgain, yourself })),
      ],
      ended: [],
    };
  const { linkedBy } = link;
  if (linkedBy && inChannel && (await inChannel(linkedBy)) === false) {
    await deps.store.saveLink(key, null);
    await deps.store.saveShare(slackKey(account.teamId, linkedBy), key, false);
    return {
      key,
      link: undefined,
      notice: [warning(said.t('shared.linkerLeft', { yourself }))],
      ended: [{ key, text: said.t('shared.linkerGone', { relink: words.relink }) }],
    };
  }
  return {
    key,
    link,
    notice: [{ type: 'text', text: said.t('shared.ordering'), tone: 'info' }],
    ended: [],
  };
}

function warning(text: string): Reply {
  return { type: 'text', text, tone: 'warning' };
}

/**
 * Invariant same-customer-refreshes-share: the shared link a member's sign-in refreshes, only when it is
 * the same customer's, keeping the link's age and maker; undefined when it refreshes none.
 * @example const refreshed = refreshedShare(account.link, signedIn); // saved with store.saveLink(account.key, refreshed)
 */
export function refreshedShare(
  link: CustomerLink,
  signedIn: CustomerLink | null | undefined,
): CustomerLink | undefined {
  if (!signedIn || signedIn.serviceCustomerId !== link.serviceCustomerId) return undefined;
  const { linkedAt, linkedBy } = link;
  return { ...signedIn, linkedAt, ...(linkedBy ? { linkedBy } : {}) };
}

/**
 * Invariant ended-share-tells-channel: the links a conversation's sign-in was shared to, removed with their pointers (a link made
 * again since, by someone else or for another customer, is left alone), and a notice for each channel.
 */
export async function endShares(
  store: Pick<ConversationStore, 'loadLink' | 'saveLink' | 'saveShare'>,
  owner: Conversation,
  loaded: LoadedConversation,
  words: SharedAccountWords,
  said: Words,
): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const shared of loaded.shares ?? []) {
    const link = await store.loadLink(shared);
    if (
      link &&
      link.serviceCustomerId === loaded.link?.serviceCustomerId &&
      link.linkedBy === ownSlackUserOf(owner)
    ) {
      await store.saveLink(shared, null);
      notices.push({
        key: shared,
        text: said.t('shared.ended', { relink: words.relink }),
      });
    }
    await store.saveShare(keyOf(owner), shared, false);
  }
  return notices;
}
