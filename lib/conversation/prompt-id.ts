/**
 * Prompt ids that say which conversation they belong to, so a channel can route a click on one to that
 * conversation rather than the clicker's own. The channels' business: the dialog is given the prefix
 * as an opaque value (turn.ts; a conversation's own is `promptPrefixOf`, conversation.ts). Apart from the dialog's types so an HTTP handler reads them without
 * loading them.
 */

/** Starts the id of every prompt of a support staff conversation. */
export const STAFF_PROMPT_PREFIX = 'S-';

/**
 * Starts the id of every prompt of a Slack channel member's conversation (ordering on the channel's
 * company account), with the channel's id.
 * @example channelPromptPrefix('C0ORDERS') // 'C-C0ORDERS-'
 */
export function channelPromptPrefix(channelId: string): string {
  return `C-${channelId}-`;
}

/**
 * The channel whose member's conversation a prompt belongs to; undefined for any other prompt.
 * @example channelOfPrompt('C-C0ORDERS-mwt12ab') // 'C0ORDERS'
 */
export function channelOfPrompt(promptId: string): string | undefined {
  return /^C-([A-Z0-9]+)-/.exec(promptId)?.[1];
}
