/**
 * What the dialog is told of the conversation it steps, and what its channel tells of it, with the
 * channel's words for what it names its own way.
 */
import { ENGLISH, type Language, type Words } from '../words';
import type { Reply } from './types';

/**
 * What the dialog is told of the conversation when a turn starts: who is talking, on what channel,
 * what was said lately. Read-only: the dialog reads it here, never from the conversation's key, and
 * owns none of it.
 */
export interface ConversationFacts {
  /** Opaque here: what the app's ports name the conversation by (a placed order's, a reminder's). */
  conversationKey: string;
  /** Who is asking, each capped on its own for codes and sign-ups (a Slack user and their workspace, or the conversation): opaque here. */
  requesters: readonly string[];
  /** Set in a support staff member's conversation: the staff member, as their channel mentions them. */
  staff: string | undefined;
  /** The phone an SMS conversation texts from, as the service's 10 digits (North American numbers). */
  sender: string | undefined;
  channel: ChannelFacts;
  /**
   * The replies of the conversation's last few turns, oldest first (a closed prompt is the person's
   * answer, echoed), as the turn keeps them for redelivered messages (lib/conversation/state.ts): once
   * delivered, as their words (invariant delivered-answer-keeps-its-words).
   */
  earlierReplies: readonly Reply[];
  /**
   * The person's language, decided once per turn by the conversation (lib/conversation/language.ts):
   * what the replies are said in. The "español" / "english" command changes it for the turn's replies
   * and hands the change back (`DialogOutcome.language`).
   */
  language: Language;
  /**
   * The languages the business offers (LANGUAGES), its own first: "español" or "english" switches only
   * to one of them (invariant language-among-those-offered).
   */
  languages: readonly Language[];
}

/** What a channel knows of a conversation: the dialog reads it here, never from the conversation's key. */
export interface ChannelFacts {
  /** The conversation is a phone texting: its only phone is the sender's (invariant sms-code-to-texting-phone). */
  textsFromPhone: boolean;
  /** Its words in the turn's language: `wording` of the person's words (switched with them). */
  words: ChannelWords;
  /** Its words in any language, from the catalogues. */
  wording: ChannelWording;
  /** Starts every prompt id of the conversation, so its channel routes a click on one back to it: opaque here. */
  promptPrefix: string;
}

/** Replies' words that name a channel's own commands, given by the channel (the dialog knows none). */
export interface ChannelWords {
  /** For staff: how a customer reaches the bot, to sign in again. */
  reachUs: string;
  /** For staff: an example of looking an order up. */
  lookupExample: string;
  /** The word that asks the bot for help here (by SMS not HELP, which the carrier answers: carrier-keywords.ts). */
  help: string;
}

/** A channel's words in the person's language (`words`'s): a channel gives these, not strings. */
export type ChannelWording = (words: Words) => ChannelWords;

/**
 * The words of a channel that gives none (the terminal): no command of any channel's.
 * @example plainWording(ENGLISH).help // 'help'
 */
export const plainWording: ChannelWording = (words) => ({
  reachUs: words.t('channel.reachUs'),
  lookupExample: words.t('channel.lookupExample'),
  help: words.t('channel.help'),
});

/** A channel's facts, plain where the channel gives none; its words in `words`' language (English by default). */
export function channelFacts(
  given: Partial<Omit<ChannelFacts, 'words'>> | undefined,
  words: Words = ENGLISH,
): ChannelFacts {
  const wording = given?.wording ?? plainWording;
  return {
    textsFromPhone: false,
    promptPrefix: '',
    ...given,
    wording,
    words: wording(words),
  };
}
