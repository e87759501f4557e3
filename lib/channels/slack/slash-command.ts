/**
 * `/laundry` and its words: what each one asks the conversation to do.
 *
 * @invariant slash-alone-starts-or-resumes `/laundry` alone starts an order, or picks up where the conversation was. The channel's own
 *   words are read here: help, sign out, a channel's company account (link, link?, unlink) and
 *   `staff`.
 * @invariant slash-word-opens-entry Any other one word, with an order number or not, is a flow's entry point by that word, for the
 *   engine to open; the engine answers a word no flow declares with the words it knows. The Slack
 *   function never loads the flows (their schemas and the date parser would weigh on every cold
 *   start: `npm run bench`), and a new flow's word needs nothing here.
 * @invariant slash-other-not-ours Anything else is not one of ours: the caller answers with the list of the channel's words.
 */
import type { DialogInput } from '../../dialog/types';

/** The channel's own words after `/laundry`, as the list for words that are not ours shows them. */
export const SLASH_WORDS: { word: string; does: string }[] = [
  { word: '', does: 'start an order, or pick up where we left off' },
  { word: 'help', does: 'what I can do, and what to say at each step' },
  { word: '<what you want>', does: 'orders, change 5001, preferences…: I say which words I know' },
  { word: 'signout', does: 'sign out of this chat' },
  { word: 'link', does: 'in a channel: its members order on your company account' },
  { word: 'link?', does: 'in a channel: which account it orders on' },
  { word: 'unlink', does: 'in a channel: remove its company account' },
  { word: 'staff <order number or phone>', does: "support staff: change a customer's order for them" },
  { word: 'staff talk <order number or phone>', does: 'support staff: talk to the customer in a thread' },
  { word: 'staff audit', does: 'support staff: what staff did today, newest first' },
  {
    word: 'report missed',
    does: 'support staff: what customers typed this week that the bot did not understand',
  },
  { word: 'report', does: 'support staff: how the bot did this week, beside last week' },
];

/**
 * `/laundry staff <order number or phone>`: the query, or undefined when the words are not a staff
 * command; `/laundry report missed` is the staff desk's too. Whether the person is staff is checked by
 * the worker, which knows the business's staff.
 * @example readStaffCommand('staff 5001') // '5001'
 * @example readStaffCommand('report missed') // 'report missed'
 */
export function readStaffCommand(text: string): string | undefined {
  if (/^report\s+missed$/i.test(text.trim())) return text.trim();
  // `/laundry report`: the desk's weekly digest, asked without `staff` first.
  if (/^report$/i.test(text.trim())) return 'report';
  const match = /^staff(?:\s+(.*))?$/is.exec(text.trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

/** The words that manage a channel's company account (channel-link.ts). */
export function readChannelLinkWord(text: string): 'link' | 'unlink' | 'show' | undefined {
  const word = text.trim().toLowerCase();
  if (word === 'link') return 'link';
  if (word === 'unlink') return 'unlink';
  if (word === 'link?' || word === 'linked' || word === 'link status') return 'show';
  return undefined;
}

const INPUTS: Record<string, DialogInput> = {
  '': { type: 'open', word: 'order' },
  help: { type: 'command', command: 'help' },
  signout: { type: 'command', command: 'sign-out' },
  'sign out': { type: 'command', command: 'sign-out' },
  logout: { type: 'command', command: 'sign-out' },
};

/**
 * The input a `/laundry …` command stands for, or undefined when the words are not one of ours (the
 * caller answers with the list). `change 5001` (or `reschedule 5001`) opens that order.
 * @example readSlashCommand('orders') // { type: 'open', word: 'orders' }
 */
export function readSlashCommand(text: string): DialogInput | undefined {
  const words = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const own = Object.hasOwn(INPUTS, words) ? INPUTS[words] : undefined;
  if (own) return own;
  const [, word, orderId] = /^([a-z][a-z-]{0,39}) ?(?:#?(\d{1,12}))?$/.exec(words) ?? [];
  if (!word) return undefined;
  return { type: 'open', word: word, ...(orderId ? { orderId: Number(orderId) } : {}) };
}

/** The list of words, for words that are not ours (mrkdwn). */
export function slashCommandList(command: string): string {
  const lines = SLASH_WORDS.map(({ word, does }) => `• \`${command}${word ? ` ${word}` : ''}\`: ${does}`);
  return `Here's what \`${command}\` does:\n${lines.join('\n')}`;
}
