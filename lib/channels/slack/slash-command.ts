/**
 * `/laundry` and its words: what each one asks the conversation to do.
 *
 * Rules:
 * 1. A flow's entry point opens with its word; `/laundry` alone starts an order.
 * 2. The entry points' words are listed here (`OPENING_WORDS`), not read from the flows' registry
 *    (dialog/flows): the registry is every flow, its schemas and the date parser, which the Slack
 *    function would compile on every cold start (`npm run bench`). A unit test holds the two equal.
 */
import type { DialogInput } from '../../dialog/types';

/** The words after `/laundry`, as the help text lists them. */
export const SLASH_WORDS: { word: string; does: string }[] = [
  { word: '', does: 'start an order, or pick up where we left off' },
  { word: 'help', does: 'what I can do, and what to say at each step' },
  { word: 'orders', does: 'your recent orders' },
  { word: 'reschedule', does: 'move a pickup or a delivery' },
  { word: 'preferences', does: 'your laundry preferences' },
  { word: 'notes', does: 'your notes for the laundry' },
  { word: 'products', does: "the store's products" },
  { word: 'signout', does: 'sign out of this chat' },
  { word: 'link', does: 'in a channel: its members order on your company account' },
  { word: 'link?', does: 'in a channel: which account it orders on' },
  { word: 'unlink', does: 'in a channel: remove its company account' },
  { word: 'staff <order number or phone>', does: "support staff: change a customer's order for them" },
];

/**
 * `/laundry staff <order number or phone>`: the query, or undefined when the words are not a staff
 * command. Whether the person is staff is checked by the worker, which knows the business's staff.
 * @example readStaffCommand('staff 5001') // '5001'
 */
export function readStaffCommand(text: string): string | undefined {
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

type OpenedFlow = Extract<DialogInput, { type: 'open' }>['flow'];

/** Every flow entry point's word (rule 2), and whether it opens an order named by its number. */
export const OPENING_WORDS: { word: OpenedFlow; takesOrder?: true }[] = [
  { word: 'order' },
  { word: 'reschedule', takesOrder: true },
  { word: 'orders' },
  { word: 'preferences' },
  { word: 'notes' },
  { word: 'products' },
];

const INPUTS: Record<string, DialogInput> = {
  '': { type: 'open', flow: 'order' },
  ...Object.fromEntries(OPENING_WORDS.map(({ word }) => [word, { type: 'open', flow: word }])),
  help: { type: 'command', command: 'help' },
  signout: { type: 'command', command: 'sign-out' },
  'sign out': { type: 'command', command: 'sign-out' },
  logout: { type: 'command', command: 'sign-out' },
};

/**
 * The input a `/laundry …` command stands for, or undefined when the words are not one of ours (the
 * caller answers with the list). `reschedule 5001` opens that order (an entry point that takes one).
 * @example readSlashCommand('orders') // { type: 'open', flow: 'orders' }
 */
export function readSlashCommand(text: string): DialogInput | undefined {
  const words = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const [, word, orderId] = /^(\S+) #?(\d{1,12})$/.exec(words) ?? [];
  const withOrder = OPENING_WORDS.find((opening) => opening.takesOrder && opening.word === word);
  if (withOrder && orderId) return { type: 'open', flow: withOrder.word, orderId: Number(orderId) };
  return INPUTS[words];
}

/** The list of words, for an unknown one (mrkdwn). */
export function slashCommandList(command: string): string {
  const lines = SLASH_WORDS.map(({ word, does }) => `• \`${command}${word ? ` ${word}` : ''}\`: ${does}`);
  return `Here's what \`${command}\` does:\n${lines.join('\n')}`;
}
