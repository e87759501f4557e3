/**
 * A chat mention in a reply: Slack's own (`<@U0123ABC>`, `<@U0123ABC|spin city>`, `<!here>`), or one typed
 * as it shows ("@Spin City la propina po"). It says whom the message is to, never what it says.
 *
 * @invariant mention-never-said A mention is never part of an answer, at any step: Slack's own form is
 *   set aside wherever it stands; one typed as it shows ("@Spin City …") is set aside at the reply's
 *   start where its end is sure, the name's capitalised words (two at most, as display names are) followed by a word typed
 *   in lower case ("@Spin City antes de crearla …"). Where its end is not sure ("@Spin City Lima
 *   Tailoring LLC", every word capitalised) it is left whole, and a reader of free text that finds it
 *   asks again (typed-name.ts `readTypedName`), never guessing which words were the mention's.
 */

/** Slack's mention of a person, a bot, a group or everyone, as its events carry it. */
const SLACK_MENTION = /[^\S\n]*<(?:@[UW][A-Z0-9]+|!subteam\^[A-Z0-9]+|![a-z]+)(?:\|[^<>]*)?>[^\S\n]*/gu;

/**
 * A mention typed as it shows, opening the reply: "@" and one or two capitalised words (a display
 * name), a mark or not after them, then a word in lower case, where the message itself begins.
 */
const NAME_WORD = String.raw`\p{Lu}[\p{L}\p{N}'’.&-]*(?![\p{L}\p{N}'’.&-])`;
const TYPED_MENTION = new RegExp(String.raw`^\s*@${NAME_WORD}(?:\s+${NAME_WORD})?[\s,:;!]+(?=\p{Ll})`, 'u');

/**
 * The reply without the mentions it holds (invariant mention-never-said), or as typed when it holds
 * none it can set aside surely.
 *
 * @example withoutMentions('<@U0123ABC> 3 bags') // '3 bags'
 * @example withoutMentions('@Spin City antes de crearla cambiemos el mail') // 'antes de crearla cambiemos el mail'
 * @example withoutMentions('@Spin City Lima Tailoring LLC') // '@Spin City Lima Tailoring LLC'
 */
export function withoutMentions(text: string): string {
  const unwired = text.replace(SLACK_MENTION, ' ').trim();
  const typed = TYPED_MENTION.exec(unwired);
  return typed ? unwired.slice(typed[0].length) : unwired;
}
