/**
 * A turn's read stage: what it needs beside its state, read once its guard let it through: the
 * person's language (invariant first-message-chooses-language), the words it is said in, and a channel
 * member's shared account (invariant member-orders-on-company-account), which may stop the turn.
 */
import type { Session } from '../dialog/types';
import { LANGUAGES, words } from '../words';
import { type LanguageGiven, localeDecides, turnLanguage } from './language';
import { sessionOfLink } from './own-link';
import { type SharedAccount, sharedAccountFor } from './shared-account';
import { type CommitPlan, refusedPlan } from './turn-commit';
import type { Opened, TurnContext, TurnRead } from './turn-context';
import { plainTurnWording, type TurnChannel } from './turn-types';

/**
 * Whether the turn asks its channel for the person's locale: only a conversation starting afresh whose
 * first words and sign-in do not decide its language (invariant first-message-chooses-language).
 * @example const locale = asksLocale(turn, opened) ? await channel.locale?.() : undefined;
 */
export function asksLocale(turn: TurnContext, opened: Opened): boolean {
  return localeDecides(languageGiven(turn, opened));
}

/**
 * The read: the language (with the locale the channel gave, when it was asked), its words, and the
 * shared account; a member with none to order on stops the turn, told so.
 * @example const reading = await readTurn(turn, opened, undefined); if ('stop' in reading) return reading.stop;
 */
export async function readTurn(
  turn: TurnContext,
  opened: Opened,
  locale: string | undefined,
  inChannel?: TurnChannel['inChannel'],
): Promise<{ stop: CommitPlan } | { read: TurnRead }> {
  const { bot, request } = turn;
  const offered = bot.languages ?? LANGUAGES;
  const language = turnLanguage({ ...languageGiven(turn, opened), locale, offered });
  const said = await words(language);
  const wording = (request.words ?? plainTurnWording)(said);
  const account = await sharedAccountFor(bot, request.conversation, wording, said, inChannel);
  const read = { language, said, words: wording, account, session: actingSession(turn, opened, account) };
  // No company account to order on: said, and nothing runs (the DM is where one orders as oneself).
  if (account && !account.link)
    return { stop: refusedPlan(turn, opened, read, account.notice, account.ended) };
  return { read };
}

/** What decides the language before the channel is asked. */
function languageGiven({ request }: TurnContext, opened: Opened): LanguageGiven {
  return {
    stored: opened.parts.language,
    underway: opened.state !== undefined,
    signIn: opened.loaded.link?.language,
    input: request.input,
  };
}

/** The session the dialog acts with: a member's shared account's, the conversation's own, or none for staff (the engine acts with the customer's). */
function actingSession(
  { request }: TurnContext,
  opened: Opened,
  account: SharedAccount | undefined,
): Session | undefined {
  if (request.conversation.kind === 'slack-staff') return undefined;
  return account?.link ? sessionOfLink(account.link) : opened.session;
}
